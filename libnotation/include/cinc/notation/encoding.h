// Text as people save it: the bytes of an input turned into the UTF-8 that the reader
// reads (docs/notation.md §1.1). A file saved as UTF-8 (with or without a byte order
// mark) passes unchanged; UTF-16 with its byte order mark is converted; bytes that are
// not UTF-8 are read as Windows-1252 (Latin-1 with the typographic signs of 0x80-0x9F),
// which is what a file that is not UTF-8 almost always is.
#pragma once
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "cinc/notation/stream.h"

namespace cinc::notation {

/// How the bytes of an input are to be read.
enum class Encoding : std::uint8_t {
  automatic,    ///< a byte order mark decides; else UTF-8, each byte that is not UTF-8 read as Windows-1252
  utf8,         ///< UTF-8 only: a byte that is not UTF-8 is an error (syntax.invalid-utf8)
  utf16le,      ///< UTF-16, little-endian (a byte order mark is skipped)
  utf16be,      ///< UTF-16, big-endian
  latin1,       ///< ISO 8859-1: every byte is its own code point
  windows1252,  ///< Windows-1252: Latin-1 with 0x80-0x9F the typographic signs (€ ‘ ’ “ ” – — …)
};

/// The encoding a name stands for ("utf-8", "utf-16le", "utf-16be", "latin-1",
/// "windows-1252", "auto"; case and '-'/'_' ignored), nullopt for any other.
[[nodiscard]] std::optional<Encoding> encoding_from_name(std::string_view name);

/// The name a person reads: "UTF-8", "UTF-16LE", "Windows-1252", ...
[[nodiscard]] std::string_view encoding_name(Encoding encoding);

/// What a decoder did with an input, once it is read (or while it is).
struct DecodeReport {
  Encoding used = Encoding::utf8;  ///< the encoding read (automatic: UTF-8 until a byte says otherwise)
  bool bom = false;                ///< a byte order mark started the input
  bool converted = false;          ///< some bytes were not passed as they came
  std::uint32_t first_line = 0;    ///< the line of the first byte read otherwise than as UTF-8 (0: none)
  unsigned char first_byte = 0;    ///< that byte (automatic fallback only)
  bool odd_length = false;         ///< UTF-16 input with an odd number of bytes (the last one dropped)
  bool bad_units = false;          ///< UTF-16 with an unpaired surrogate (read as U+FFFD)

  /// The sentence of the one warning a file gets when it was not read as plain UTF-8
  /// (nullopt when it was): which encoding was used and why.
  [[nodiscard]] std::optional<std::string> warning() const;
};

/// A byte source that gives `raw`'s bytes as UTF-8, read as `encoding` says. `report`
/// (shared with the caller) is filled as the input is read. An input that is plain ASCII
/// or UTF-8 is passed through as it is read, without a copy.
[[nodiscard]] ByteSource decoding_source(ByteSource raw, Encoding encoding, std::shared_ptr<DecodeReport> report);

/// The whole of `bytes` as UTF-8 (decoding_source on a string); `report` may be null.
[[nodiscard]] std::string decode_text(std::string_view bytes, Encoding encoding, DecodeReport* report = nullptr);

}  // namespace cinc::notation
