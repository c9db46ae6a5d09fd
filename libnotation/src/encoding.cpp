// Input bytes to UTF-8 (encoding.h). The pass-through of ASCII and UTF-8 input reads into
// the caller's buffer and only looks at it; anything else is converted through a buffer.
#include "cinc/notation/encoding.h"

#include <algorithm>
#include <array>
#include <cstdio>
#include <cstring>
#include <vector>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "cinc/notation/utf8.h"
#include "chars.h"

namespace cinc::notation {
namespace {

unsigned char byte(char c) { return static_cast<unsigned char>(c); }

/// Windows-1252's code points for 0x80-0x9F (the five bytes it leaves undefined are
/// read as Latin-1 reads them, as their own code points).
constexpr std::array<unsigned, 32> kCp1252High = {
    0x20AC, 0x0081, 0x201A, 0x0192, 0x201E, 0x2026, 0x2020, 0x2021, 0x02C6, 0x2030, 0x0160,
    0x2039, 0x0152, 0x008D, 0x017D, 0x008F, 0x0090, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022,
    0x2013, 0x2014, 0x02DC, 0x2122, 0x0161, 0x203A, 0x0153, 0x009D, 0x017E, 0x0178};

unsigned single_byte_code_point(unsigned char b, Encoding encoding) {
  if (b >= 0x80 && b < 0xA0 && encoding == Encoding::windows1252) return kCp1252High[b - 0x80];
  return b;
}

using chars::utf8_prefix_length;

/// The first byte >= 0x80 in [p, end), or end (eight bytes at a time).
const char* first_high_byte(const char* p, const char* end) {
  while (end - p >= 8) {
    std::uint64_t word = 0;
    std::memcpy(&word, p, 8);
    if (word & 0x8080808080808080ULL) break;
    p += 8;
  }
  while (p != end && byte(*p) < 0x80) ++p;
  return p;
}

/// The first byte >= 0x80 in [p, end), or end, adding the line feeds before it to `lines`:
/// the one pass the automatic mode makes over text that is all ASCII, so it runs at
/// memory speed (64 bytes a step with SSE2, which every x86-64 has: one test for a high
/// byte and four compares for line feeds per step, their counts summed per byte and added
/// up every 63 steps, when a byte's count could reach 252; elsewhere a byte at a time).
const char* first_high_byte_counting_lines(const char* p, const char* end, std::uint32_t& lines) {
#if defined(__SSE2__)
  const __m128i line_feed = _mm_set1_epi8('\n');
  const __m128i zero = _mm_setzero_si128();
  const auto add_up = [&](__m128i& counts) {
    const __m128i sums = _mm_sad_epu8(counts, zero);  // two 64-bit sums of eight bytes each
    lines += static_cast<std::uint32_t>(_mm_cvtsi128_si32(sums) + _mm_cvtsi128_si32(_mm_srli_si128(sums, 8)));
    counts = zero;
  };
  __m128i counts = zero;  // per byte position: line feeds seen there since the last add_up
  int steps = 0;
  while (end - p >= 64) {
    const __m128i a = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    const __m128i b = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 16));
    const __m128i c = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 32));
    const __m128i d = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 48));
    if (_mm_movemask_epi8(_mm_or_si128(_mm_or_si128(a, b), _mm_or_si128(c, d))) != 0) break;
    // A compare gives 0xFF (-1) where a byte is a line feed: subtracting it adds one.
    counts = _mm_sub_epi8(counts, _mm_cmpeq_epi8(a, line_feed));
    counts = _mm_sub_epi8(counts, _mm_cmpeq_epi8(b, line_feed));
    counts = _mm_sub_epi8(counts, _mm_cmpeq_epi8(c, line_feed));
    counts = _mm_sub_epi8(counts, _mm_cmpeq_epi8(d, line_feed));
    if (++steps == 63) {
      add_up(counts);
      steps = 0;
    }
    p += 64;
  }
  add_up(counts);
#endif
  for (; p != end && byte(*p) < 0x80; ++p) lines += *p == '\n' ? 1u : 0u;
  return p;
}

class Decoder {
 public:
  Decoder(ByteSource raw, Encoding encoding, std::shared_ptr<DecodeReport> report)
      : raw_(std::move(raw)), encoding_(encoding), report_(std::move(report)) {
    report_->used = encoding == Encoding::automatic ? Encoding::utf8 : encoding;
  }

  std::size_t read(char* into, std::size_t size) {
    if (size == 0) return 0;
    for (;;) {
      if (out_pos_ < out_.size()) {
        const std::size_t n = std::min(size, out_.size() - out_pos_);
        std::memcpy(into, out_.data() + out_pos_, n);
        out_pos_ += n;
        return n;
      }
      out_.clear();
      out_pos_ = 0;
      if (done_) return 0;
      if (!started_) {
        start();
        continue;
      }
      if (mode_ == Encoding::utf8 && carry_.empty()) {
        // The usual case: read straight into the caller's buffer and only look.
        const std::size_t n = raw_(into, size);
        if (n == 0) {
          done_ = true;
          return 0;
        }
        if (encoding_ == Encoding::utf8) return n;  // forced: the reader reports what is not UTF-8
        const std::size_t kept = check_utf8(into, n);
        if (kept == n) return n;
        if (!carry_.empty()) {  // an incomplete last sequence, carried to the next read
          if (kept > 0) return kept;
          continue;
        }
        // A byte that is not UTF-8: what was read is converted.
        convert(into, n, false);
        continue;
      }
      // Converting: raw bytes (after any carried ones) through the buffer.
      chunk_.resize(std::max<std::size_t>(size, 4096));
      const std::size_t n = raw_(chunk_.data(), chunk_.size());
      std::string bytes = std::move(carry_);
      carry_.clear();
      bytes.append(chunk_.data(), n);
      convert(bytes.data(), bytes.size(), n == 0);
      if (n == 0) done_ = true;
    }
  }

 private:
  /// Reads the first bytes and decides the mode: a UTF-16 byte order mark, or the
  /// encoding asked for.
  void start() {
    started_ = true;
    mode_ = encoding_ == Encoding::automatic ? Encoding::utf8 : encoding_;
    std::string head;
    char buf[4];
    while (head.size() < 3) {
      const std::size_t n = raw_(buf, 3 - head.size());
      if (n == 0) break;
      head.append(buf, n);
    }
    const auto at = [&head](std::size_t i) { return i < head.size() ? byte(head[i]) : 0x100u; };
    const bool le = at(0) == 0xFF && at(1) == 0xFE;
    const bool be = at(0) == 0xFE && at(1) == 0xFF;
    if (at(0) == 0xEF && at(1) == 0xBB && at(2) == 0xBF) report_->bom = true;
    if (encoding_ == Encoding::automatic && (le || be)) {
      mode_ = le ? Encoding::utf16le : Encoding::utf16be;
      report_->used = mode_;
    }
    if ((mode_ == Encoding::utf16le && le) || (mode_ == Encoding::utf16be && be)) {
      report_->bom = true;
      head.erase(0, 2);  // the mark is not text
    }
    if (mode_ != Encoding::utf8 && mode_ != Encoding::automatic) report_->converted = true;
    carry_ = std::move(head);
  }

  /// Checks n bytes of UTF-8 read into `p` (automatic mode): returns n when they are all
  /// well-formed, n minus the bytes of an incomplete last sequence (moved to carry_), or
  /// less than that when a byte is not UTF-8 (its offset).
  std::size_t check_utf8(const char* p, std::size_t n) {
    // Line feeds are counted as the bytes are looked at (they are ASCII, never inside a
    // multi-byte sequence), for the line of a first byte that is not UTF-8.
    const char* const begin = p;
    const char* const end = p + n;
    std::uint32_t lines = 0;
    for (;;) {
      const char* high = first_high_byte_counting_lines(p, end, lines);
      if (high == end) break;
      const int len = utf8_prefix_length(high, end);
      if (len > 0) {
        p = high + len;
        continue;
      }
      if (len < 0) {
        lines_ += lines;
        carry_.assign(high, end);
        return static_cast<std::size_t>(high - begin);
      }
      // Not UTF-8: convert() counts the lines of these bytes again, from `begin`.
      return static_cast<std::size_t>(high - begin);
    }
    lines_ += lines;
    return n;
  }

  void count_lines(const char* p, const char* end) {
    if (report_->first_line == 0) lines_ += static_cast<std::uint32_t>(std::count(p, end, '\n'));
  }

  /// Converts bytes to out_; bytes that may start a sequence the next read completes are
  /// kept in carry_ (unless `eof`).
  void convert(const char* p, std::size_t n, bool eof) {
    const char* const end = p + n;
    switch (mode_) {
      case Encoding::utf16le:
      case Encoding::utf16be:
        convert_utf16(p, end, eof);
        return;
      case Encoding::latin1:
      case Encoding::windows1252:
        for (; p != end; ++p) append_utf8(out_, single_byte_code_point(byte(*p), mode_));
        return;
      case Encoding::utf8:
        if (encoding_ == Encoding::utf8) {
          out_.append(p, end);
          return;
        }
        break;
      case Encoding::automatic:
        break;
    }
    // Automatic: well-formed UTF-8 as it is; any other byte as Windows-1252.
    while (p != end) {
      const char* high = first_high_byte(p, end);
      count_lines(p, high);
      out_.append(p, high);
      p = high;
      if (p == end) break;
      const int len = utf8_prefix_length(p, end);
      if (len > 0) {
        out_.append(p, static_cast<std::size_t>(len));
        p += len;
      } else if (len < 0 && !eof) {
        carry_.assign(p, end);
        return;
      } else {
        if (report_->first_line == 0) {
          report_->first_line = lines_ + 1;
          report_->first_byte = byte(*p);
          report_->used = Encoding::windows1252;
          report_->converted = true;
        }
        append_utf8(out_, single_byte_code_point(byte(*p), Encoding::windows1252));
        ++p;
      }
    }
  }

  void convert_utf16(const char* p, const char* end, bool eof) {
    const bool le = mode_ == Encoding::utf16le;
    const auto unit = [le](const char* q) {
      return le ? static_cast<unsigned>(byte(q[0]) | (byte(q[1]) << 8)) : static_cast<unsigned>((byte(q[0]) << 8) | byte(q[1]));
    };
    while (end - p >= 2) {
      const unsigned u = unit(p);
      if (u >= 0xD800 && u <= 0xDBFF) {
        if (end - p < 4) {
          if (!eof) break;
          report_->bad_units = true;
          append_utf8(out_, 0xFFFD);
          p += 2;
          continue;
        }
        const unsigned low = unit(p + 2);
        if (low >= 0xDC00 && low <= 0xDFFF) {
          append_utf8(out_, 0x10000 + ((u - 0xD800) << 10) + (low - 0xDC00));
          p += 4;
        } else {
          report_->bad_units = true;
          append_utf8(out_, 0xFFFD);
          p += 2;
        }
        continue;
      }
      if (u >= 0xDC00 && u <= 0xDFFF) {
        report_->bad_units = true;
        append_utf8(out_, 0xFFFD);
      } else {
        append_utf8(out_, u);
      }
      p += 2;
    }
    if (p != end) {
      if (eof) report_->odd_length = true;
      else carry_.assign(p, end);
    }
  }

  ByteSource raw_;
  Encoding encoding_;
  Encoding mode_ = Encoding::utf8;
  std::shared_ptr<DecodeReport> report_;
  bool started_ = false;
  bool done_ = false;
  std::string carry_;   ///< raw bytes read and not yet given (an incomplete sequence, the head)
  std::string out_;     ///< converted bytes not yet given
  std::size_t out_pos_ = 0;
  std::vector<char> chunk_;
  std::uint32_t lines_ = 0;  ///< line ends before the bytes being looked at (automatic mode)
};

std::string lower_letters_digits(std::string_view name) {
  std::string out;
  for (const char c : name) {
    if (c == '-' || c == '_' || c == ' ') continue;
    out += static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  }
  return out;
}

}  // namespace

std::optional<Encoding> encoding_from_name(std::string_view name) {
  const std::string key = lower_letters_digits(name);
  if (key == "auto") return Encoding::automatic;
  if (key == "utf8") return Encoding::utf8;
  if (key == "utf16le") return Encoding::utf16le;
  if (key == "utf16be") return Encoding::utf16be;
  if (key == "latin1" || key == "iso88591") return Encoding::latin1;
  if (key == "windows1252" || key == "cp1252") return Encoding::windows1252;
  return std::nullopt;
}

std::string_view encoding_name(Encoding encoding) {
  switch (encoding) {
    case Encoding::automatic: return "auto";
    case Encoding::utf8: return "UTF-8";
    case Encoding::utf16le: return "UTF-16LE";
    case Encoding::utf16be: return "UTF-16BE";
    case Encoding::latin1: return "Latin-1";
    case Encoding::windows1252: return "Windows-1252";
  }
  return "?";
}

std::optional<std::string> DecodeReport::warning() const {
  if (!converted) return std::nullopt;
  std::string text = "read as " + std::string(encoding_name(used));
  if (first_line > 0) {
    char hex[8];
    std::snprintf(hex, sizeof hex, "0x%02X", static_cast<unsigned>(first_byte));
    text += ": the file is not UTF-8 (byte " + std::string(hex) + " on line " + std::to_string(first_line) +
            " is not UTF-8), so its bytes that are not UTF-8 were read as Windows-1252; save it as UTF-8, or "
            "name its encoding with --encoding";
  } else if (used == Encoding::utf16le || used == Encoding::utf16be) {
    text += std::string(bom ? " (the file starts with its byte order mark)" : " (as --encoding says)") +
            "; save it as UTF-8 to read it without conversion";
  } else {
    text += " (as --encoding says)";
  }
  if (odd_length) text += "; its last byte, half of a UTF-16 unit, was dropped";
  if (bad_units) text += "; an unpaired UTF-16 surrogate was read as U+FFFD";
  return text;
}

ByteSource decoding_source(ByteSource raw, Encoding encoding, std::shared_ptr<DecodeReport> report) {
  auto decoder = std::make_shared<Decoder>(std::move(raw), encoding, std::move(report));
  return [decoder](char* into, std::size_t size) { return decoder->read(into, size); };
}

std::string decode_text(std::string_view bytes, Encoding encoding, DecodeReport* report) {
  auto shared = std::make_shared<DecodeReport>();
  ByteSource source = decoding_source(text_source(bytes), encoding, shared);
  std::string out;
  char buf[1 << 14];
  for (;;) {
    const std::size_t n = source(buf, sizeof buf);
    if (n == 0) break;
    out.append(buf, n);
  }
  if (report) *report = *shared;
  return out;
}

}  // namespace cinc::notation
