// Input bytes to UTF-8 (cinc/notation/encoding.h, docs/notation.md §1.1), read a few bytes at
// a time so that every sequence is split across reads somewhere. Expected bytes by hand from
// the code charts (UTF-8, UTF-16, Windows-1252).
#include <doctest/doctest.h>

#include <cstring>
#include <memory>
#include <string>

#include "cinc/notation/encoding.h"

using cinc::notation::decode_text;
using cinc::notation::DecodeReport;
using cinc::notation::Encoding;

namespace {

/// Decodes `bytes` handed over `step` bytes at a time, read `want` bytes at a time.
std::string decode_in_steps(const std::string& bytes, Encoding encoding, std::size_t step, std::size_t want,
                            DecodeReport& report) {
  std::size_t at = 0;
  auto shared = std::make_shared<DecodeReport>();
  auto source = cinc::notation::decoding_source(
      [&](char* into, std::size_t size) {
        const std::size_t n = std::min({size, step, bytes.size() - at});
        std::memcpy(into, bytes.data() + at, n);
        at += n;
        return n;
      },
      encoding, shared);
  std::string out;
  std::string buf(want, '\0');
  for (;;) {
    const std::size_t n = source(buf.data(), buf.size());
    if (n == 0) break;
    out.append(buf.data(), n);
  }
  report = *shared;
  return out;
}

}  // namespace

TEST_CASE("UTF-8 passes unchanged, whatever the sizes of the reads") {
  const std::string text = "[Dark \"J\xC3\xB6rg\"] {\xE2\x80\x94 \xF0\x9F\x98\x80}\n";
  for (std::size_t step = 1; step <= 7; ++step)
    for (std::size_t want = 1; want <= 5; ++want) {
      DecodeReport report;
      CHECK(decode_in_steps(text, Encoding::automatic, step, want, report) == text);
      CHECK(!report.warning());
    }
}

TEST_CASE("bytes that are not UTF-8 are read as Windows-1252, and the first one's line is named") {
  // "M\xFCller" on line 2: 0xFC is u-umlaut (U+00FC, C3 BC); 0x96 is the en dash (U+2013,
  // E2 80 93); 0x81 is undefined in Windows-1252 and read as U+0081 (C2 81).
  const std::string bytes = "ok\nM\xFCller \x96 \x81 \xC3\xA9\n";
  for (std::size_t step = 1; step <= 4; ++step) {
    DecodeReport report;
    CHECK(decode_in_steps(bytes, Encoding::automatic, step, 3, report) ==
          "ok\nM\xC3\xBCller \xE2\x80\x93 \xC2\x81 \xC3\xA9\n");
    CHECK(report.first_line == 2);
    CHECK(report.first_byte == 0xFC);
    CHECK(report.used == Encoding::windows1252);
  }
  // A UTF-8 sequence cut short by the end of the input is read byte by byte.
  CHECK(decode_text("a\xE2\x80", Encoding::automatic) == "a\xC3\xA2\xE2\x82\xAC");
  // Latin-1 reads 0x96 as U+0096; Windows-1252 as the en dash.
  CHECK(decode_text("\x96", Encoding::latin1) == "\xC2\x96");
  CHECK(decode_text("\x96", Encoding::windows1252) == "\xE2\x80\x93");
  // --encoding utf-8 leaves bad bytes for the reader to report.
  CHECK(decode_text("\xFC", Encoding::utf8) == "\xFC");
}

TEST_CASE("the line of the first byte that is not UTF-8, far into the input, whatever the reads") {
  // 1,000 lines of 1 to 150 bytes (runs of ASCII longer and shorter than the 64 bytes the
  // check takes at a step, some with UTF-8 letters), the byte 0xE9 alone on line 777.
  std::string bytes;
  for (int line = 1; line <= 1000; ++line) {
    bytes += std::string(static_cast<std::size_t>(1 + (line * 37) % 150), 'x');
    if (line % 9 == 0) bytes += "J\xC3\xB6rg";
    if (line == 777) bytes += "caf\xE9";
    bytes += '\n';
  }
  for (const std::size_t step : {std::size_t{1}, std::size_t{63}, std::size_t{64}, std::size_t{65}, std::size_t{4096},
                                 bytes.size()}) {
    DecodeReport report;
    const std::string text = decode_in_steps(bytes, Encoding::automatic, step, 1000, report);
    CHECK_MESSAGE(report.first_line == 777, "reads of ", step, " bytes");
    CHECK(report.first_byte == 0xE9);
    CHECK(text.size() == bytes.size() + 1);  // the one byte became two
  }
  // Nothing but line feeds before it: the most the counts of a step can hold, 63 steps of
  // 64 line feeds each and more.
  std::string feeds(10000, '\n');
  feeds += '\xE9';
  DecodeReport report;
  decode_in_steps(feeds, Encoding::automatic, feeds.size(), feeds.size(), report);
  CHECK(report.first_line == 10001);
}

TEST_CASE("UTF-16 with a byte order mark, little- and big-endian, surrogate pairs included") {
  // "a" U+00E9 U+1F600 (the pair D83D DE00), then a lone low surrogate DC00 (U+FFFD).
  const std::string le = std::string("\xFF\xFE" "a\x00\xE9\x00\x3D\xD8\x00\xDE\x00\xDC", 12);
  const std::string be = std::string("\xFE\xFF\x00" "a\x00\xE9\xD8\x3D\xDE\x00\xDC\x00", 12);
  for (std::size_t step = 1; step <= 5; ++step) {
    DecodeReport report;
    CHECK(decode_in_steps(le, Encoding::automatic, step, 2, report) == "a\xC3\xA9\xF0\x9F\x98\x80\xEF\xBF\xBD");
    CHECK(report.used == Encoding::utf16le);
    CHECK(report.bad_units);
    CHECK(decode_in_steps(be, Encoding::automatic, step, 2, report) == "a\xC3\xA9\xF0\x9F\x98\x80\xEF\xBF\xBD");
    CHECK(report.used == Encoding::utf16be);
  }
  CHECK(cinc::notation::encoding_from_name("UTF-16LE") == Encoding::utf16le);
  CHECK(cinc::notation::encoding_from_name("windows-1252") == Encoding::windows1252);
  CHECK(!cinc::notation::encoding_from_name("ebcdic"));
}
