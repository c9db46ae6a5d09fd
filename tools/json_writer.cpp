// JSON rendered straight into a string.
#include "json_writer.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstring>

namespace cinc::tools {

JsonWriter::JsonWriter(std::string& out, int indent, int depth)
    : out_(out), size_(out.size()), indent_(indent), depth_(depth) {}

JsonWriter::~JsonWriter() { out_.resize(size_); }

void JsonWriter::grow(std::size_t n) {
  // A few KiB at a time: what is made room for is filled with zeros first, so not more than
  // is needed soon. The capacity doubles when it runs out, but memory not filled yet is not
  // touched, so it takes no room in the process.
  const std::size_t size = size_ + n + 4096;
  if (size > out_.capacity()) out_.reserve(std::max(size, out_.capacity() * 2));
  out_.resize(size);
}

void JsonWriter::newline() {
  const auto spaces = static_cast<std::size_t>(indent_ * depth_);
  char* p = room(spaces + 1);
  *p = '\n';
  std::memset(p + 1, ' ', spaces);
  size_ += spaces + 1;
}

void JsonWriter::key(std::string_view name) {
  separate();
  quoted(name);
  put(indent_ > 0 ? std::string_view(": ") : std::string_view(":"));
  after_key_ = true;
}

void JsonWriter::put_number(double value) {
  if (!std::isfinite(value)) {
    put("null");
    return;
  }
  // Whole seconds (clocks) are most values: below 100000 their shortest text is the
  // integer's digits (the exponent form is never shorter), so written as an integer.
  if (!std::signbit(value) && value < 1e5 && value == static_cast<double>(static_cast<int>(value))) {
    char* p = room(8);
    const char* end = std::to_chars(p, p + 8, static_cast<int>(value)).ptr;
    size_ += static_cast<std::size_t>(end - p);
    put_literal(".0");
    return;
  }
  char buf[40];
  const auto end = std::to_chars(buf, buf + sizeof buf, value).ptr;
  put(std::string_view(buf, static_cast<std::size_t>(end - buf)));
  // nlohmann::json marks a double whose shortest form has neither point nor exponent.
  if (std::memchr(buf, '.', static_cast<std::size_t>(end - buf)) == nullptr &&
      std::memchr(buf, 'e', static_cast<std::size_t>(end - buf)) == nullptr)
    put(".0");
}

namespace {

/// The length of the well-formed UTF-8 sequence at `s[i]` (RFC 3629: no overlong forms, no
/// surrogates, nothing past U+10FFFF), or 0 with `bad_at` the offset of the first byte that
/// does not belong (0: the lead byte itself).
std::size_t utf8_sequence(std::string_view s, std::size_t i, std::size_t& bad_at) {
  const auto byte = [&](std::size_t k) { return static_cast<unsigned char>(s[i + k]); };
  const unsigned char lead = byte(0);
  std::size_t length = 0;
  unsigned char low = 0x80, high = 0xBF;  // the second byte's range
  if (lead >= 0xC2 && lead <= 0xDF) {
    length = 2;
  } else if (lead >= 0xE0 && lead <= 0xEF) {
    length = 3;
    if (lead == 0xE0) low = 0xA0;
    if (lead == 0xED) high = 0x9F;
  } else if (lead >= 0xF0 && lead <= 0xF4) {
    length = 4;
    if (lead == 0xF0) low = 0x90;
    if (lead == 0xF4) high = 0x8F;
  } else {
    bad_at = 0;
    return 0;
  }
  for (std::size_t k = 1; k < length; ++k) {
    if (i + k >= s.size()) {
      bad_at = k;
      return 0;
    }
    const unsigned char b = byte(k);
    const bool ok = k == 1 ? (b >= low && b <= high) : (b >= 0x80 && b <= 0xBF);
    if (!ok) {
      bad_at = k;
      return 0;
    }
  }
  return length;
}

}  // namespace

namespace {

/// Non-zero when one of the eight bytes of `x` is below 0x20, a quote, a backslash, or has
/// its high bit set (a byte that JSON does not take as it is, or part of a UTF-8 sequence).
std::uint64_t special_bytes(std::uint64_t x) {
  constexpr std::uint64_t kOnes = 0x0101010101010101ULL, kHighs = 0x8080808080808080ULL;
  const auto has_zero = [](std::uint64_t v) { return (v - kOnes) & ~v & kHighs; };
  return ((x - kOnes * 0x20) & ~x & kHighs) | has_zero(x ^ (kOnes * '"')) | has_zero(x ^ (kOnes * '\\')) | (x & kHighs);
}

/// The number of bytes at the start of `text` that JSON takes as they are: none of them a
/// control character, '"', '\\' or a byte of a multi-byte UTF-8 sequence (those are checked
/// one by one). Eight bytes at a time.
std::size_t plain_prefix(std::string_view text) {
  std::size_t i = 0;
  for (; i + 8 <= text.size(); i += 8) {
    std::uint64_t x;
    std::memcpy(&x, text.data() + i, 8);
    if (special_bytes(x) != 0) break;
  }
  for (; i < text.size(); ++i) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c < 0x20 || c == '"' || c == '\\' || c >= 0x80) break;
  }
  return i;
}

}  // namespace

void JsonWriter::quoted(std::string_view text) {
  static constexpr char kHex[] = "0123456789abcdef";
  // Whether a byte is copied as it is: not a control character, '"', '\\' or a byte of a
  // multi-byte UTF-8 sequence (those are checked one by one).
  static constexpr auto kPlain = [] {
    std::array<bool, 256> plain{};
    for (unsigned c = 0x20; c < 0x80; ++c) plain[c] = c != '"' && c != '\\';
    return plain;
  }();
  const std::size_t n = text.size();
  // 8 bytes of slack: the copy below writes whole words, the last may reach past the quote.
  char* p = room(n + 2 + 8);
  p[0] = '"';
  const char* s = text.data();
  std::size_t i = 0;
  // Eight bytes at a time while none needs escaping, then byte by byte up to the first
  // that does (or the end).
  for (; i + 8 <= n; i += 8) {
    std::uint64_t word;
    std::memcpy(&word, s + i, 8);
    if (special_bytes(word) != 0) break;
    std::memcpy(p + 1 + i, &word, 8);
  }
  for (; i < n && kPlain[static_cast<unsigned char>(s[i])]; ++i) p[1 + i] = s[i];
  if (i == n) {  // the usual case: nothing to escape
    p[n + 1] = '"';
    size_ += n + 2;
    return;
  }
  size_ += 1 + i;
  while (i < text.size()) {
    const auto c = static_cast<unsigned char>(text[i]);
    if (c >= 0x80) {
      std::size_t bad_at = 0;
      const std::size_t length = utf8_sequence(text, i, bad_at);
      if (length > 0) {
        put(text.substr(i, length));
        i += length;
      } else {
        put("\xEF\xBF\xBD");  // U+FFFD, and the byte that broke the sequence read again
        i += bad_at == 0 ? 1 : bad_at;
      }
    } else {
      switch (c) {
        case '"': put("\\\""); break;
        case '\\': put("\\\\"); break;
        case '\b': put("\\b"); break;
        case '\f': put("\\f"); break;
        case '\n': put("\\n"); break;
        case '\r': put("\\r"); break;
        case '\t': put("\\t"); break;
        default: {
          const char u[6] = {'\\', 'u', '0', '0', kHex[c >> 4], kHex[c & 15]};
          put(std::string_view(u, 6));
        }
      }
      ++i;
    }
    // The run of bytes that need nothing, copied at once.
    const std::size_t run = plain_prefix(text.substr(i));
    put(text.substr(i, run));
    i += run;
  }
  put('"');
}

}  // namespace cinc::tools
