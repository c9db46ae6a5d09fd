// JSON rendered straight into a string.
#include "writing/json_writer.h"

#include <algorithm>
#include <array>
#include <charconv>
#include <cmath>
#include <cstring>
#include <string>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace cinc::tools {

JsonWriter::JsonWriter(std::string& out, int indent, int depth, InvalidUtf8 invalid)
    : out_(out),
      size_(out.size()),
      indent_(indent),
      depth_(depth),
      reject_invalid_(invalid == InvalidUtf8::reject),
      whole_limit_(reject_invalid_ ? 0 : kPart) {}

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

void check_utf8(std::string_view text) {
  const auto hex = [](unsigned char byte) {
    static constexpr char kHex[] = "0123456789ABCDEF";
    return std::string{kHex[byte >> 4], kHex[byte & 15]};
  };
  const std::size_t n = text.size();
  for (std::size_t i = 0; i < n;) {
    // ASCII eight bytes at a time, then byte by byte up to the first that is not.
    for (std::uint64_t word; i + 8 <= n; i += 8) {
      std::memcpy(&word, text.data() + i, 8);
      if ((word & 0x8080808080808080ULL) != 0) break;
    }
    while (i < n && static_cast<unsigned char>(text[i]) < 0x80) ++i;
    if (i == n) break;
    std::size_t bad_at = 0;
    const std::size_t length = utf8_sequence(text, i, bad_at);
    if (length > 0) {
      i += length;
      continue;
    }
    if (i + bad_at >= text.size())
      throw InvalidUtf8Error("[json.exception.type_error.316] incomplete UTF-8 string; last byte: 0x" +
                             hex(static_cast<unsigned char>(text.back())));
    throw InvalidUtf8Error("[json.exception.type_error.316] invalid UTF-8 byte at index " + std::to_string(i + bad_at) +
                           ": 0x" + hex(static_cast<unsigned char>(text[i + bad_at])));
  }
}

namespace {

/// Non-zero when one of the eight bytes of `x` is below 0x20, a quote, a backslash, or has
/// its high bit set (a byte that JSON does not take as it is, or part of a UTF-8 sequence).
std::uint64_t special_bytes(std::uint64_t x) {
  constexpr std::uint64_t kOnes = 0x0101010101010101ULL, kHighs = 0x8080808080808080ULL;
  const auto has_zero = [](std::uint64_t v) { return (v - kOnes) & ~v & kHighs; };
  return ((x - kOnes * 0x20) & ~x & kHighs) | has_zero(x ^ (kOnes * '"')) | has_zero(x ^ (kOnes * '\\')) | (x & kHighs);
}

#if defined(__SSE2__)
/// special_bytes() of sixteen bytes at once: a byte's lane is all ones when it is below 0x20,
/// has its high bit set (both below 0x20 as signed bytes), or is a quote or a backslash.
__m128i special_lanes(__m128i v) {
  return _mm_or_si128(_mm_cmplt_epi8(v, _mm_set1_epi8(0x20)),
                      _mm_or_si128(_mm_cmpeq_epi8(v, _mm_set1_epi8('"')), _mm_cmpeq_epi8(v, _mm_set1_epi8('\\'))));
}
#endif

/// Whether a byte is copied as it is: not a control character, '"', '\\' or a byte of a
/// multi-byte UTF-8 sequence (those are checked one by one).
constexpr auto kPlain = [] {
  std::array<bool, 256> plain{};
  for (unsigned c = 0x20; c < 0x80; ++c) plain[c] = c != '"' && c != '\\';
  return plain;
}();

/// Writes `text` from its start, escaped (without the quotes), at `p`, and stops at the
/// first boundary between characters at or past `stop` bytes (the whole text when it is
/// shorter): `read` says how far it got. Writes at most 6 * (stop + 3) + 8 bytes (8 of them
/// the slack of copying eight bytes at a time), so that a long text is written a part at a
/// time into room made for the part.
char* write_escaped(char* p, std::string_view text, std::size_t stop, std::size_t& read) {
  static constexpr char kHex[] = "0123456789abcdef";
  const char* s = text.data();
  const std::size_t n = text.size(), plain_end = std::min(n, stop);
  std::size_t i = 0;
  while (i < plain_end) {
    // The run of bytes that need nothing: eight at a time while none needs escaping, then
    // byte by byte up to the first that does.
    for (; i + 8 <= plain_end; i += 8) {
      std::uint64_t word;
      std::memcpy(&word, s + i, 8);
      if (special_bytes(word) != 0) break;
      std::memcpy(p, &word, 8);
      p += 8;
    }
    for (; i < plain_end && kPlain[static_cast<unsigned char>(s[i])]; ++i) *p++ = s[i];
    if (i == plain_end) break;
    const auto c = static_cast<unsigned char>(s[i]);
    if (c >= 0x80) {
      std::size_t bad_at = 0;
      const std::size_t length = utf8_sequence(text, i, bad_at);
      if (length > 0) {
        std::memcpy(p, s + i, length);
        p += length;
        i += length;
      } else {
        p = json_text::write_literal(p, "\xEF\xBF\xBD");  // U+FFFD, and the byte that broke the sequence read again
        i += bad_at == 0 ? 1 : bad_at;
      }
      continue;
    }
    switch (c) {
      case '"': p = json_text::write_literal(p, "\\\""); break;
      case '\\': p = json_text::write_literal(p, "\\\\"); break;
      case '\b': p = json_text::write_literal(p, "\\b"); break;
      case '\f': p = json_text::write_literal(p, "\\f"); break;
      case '\n': p = json_text::write_literal(p, "\\n"); break;
      case '\r': p = json_text::write_literal(p, "\\r"); break;
      case '\t': p = json_text::write_literal(p, "\\t"); break;
      default: {
        const char u[6] = {'\\', 'u', '0', '0', kHex[c >> 4], kHex[c & 15]};
        std::memcpy(p, u, 6);
        p += 6;
      }
    }
    ++i;
  }
  read = i;
  return p;
}

}  // namespace

namespace json_text {

char* write_quoted(char* p, std::string_view text) {
  *p++ = '"';
  // Most texts are short and need nothing (a square, a move, a FEN): checked and copied
  // in one pass of whole words, the last one overlapping the one before, with no loop over
  // bytes. A text that needs escaping is then written again from the start, the long way.
  const char* s = text.data();
  const std::size_t n = text.size();
#if defined(__SSE2__)
  if (n >= 16) {  // sixteen bytes a step, the last step overlapping the one before
    __m128i any = _mm_setzero_si128();
    for (std::size_t i = 0; i + 16 < n; i += 16) {
      const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s + i));
      any = _mm_or_si128(any, special_lanes(v));
      _mm_storeu_si128(reinterpret_cast<__m128i*>(p + i), v);
    }
    const __m128i last = _mm_loadu_si128(reinterpret_cast<const __m128i*>(s + n - 16));
    if (_mm_movemask_epi8(_mm_or_si128(any, special_lanes(last))) == 0) {
      _mm_storeu_si128(reinterpret_cast<__m128i*>(p + n - 16), last);
      p[n] = '"';
      return p + n + 1;
    }
  } else
#endif
  if (n >= 8) {
    std::uint64_t any = 0, word;
    for (std::size_t i = 0; i + 8 < n; i += 8) {
      std::memcpy(&word, s + i, 8);
      any |= special_bytes(word);
      std::memcpy(p + i, &word, 8);
    }
    std::memcpy(&word, s + n - 8, 8);
    if ((any | special_bytes(word)) == 0) {
      std::memcpy(p + n - 8, &word, 8);
      p[n] = '"';
      return p + n + 1;
    }
  } else if (n < 4) {
    bool plain = true;
    for (std::size_t i = 0; i < n; ++i) {
      plain = plain && kPlain[static_cast<unsigned char>(s[i])];
      p[i] = s[i];
    }
    if (plain) {
      p[n] = '"';
      return p + n + 1;
    }
  } else {
    std::uint32_t head, tail;
    std::memcpy(&head, s, 4);
    std::memcpy(&tail, s + n - 4, 4);
    if (special_bytes(head | (std::uint64_t{tail} << 32)) == 0) {
      std::memcpy(p, &head, 4);
      std::memcpy(p + n - 4, &tail, 4);
      p[n] = '"';
      return p + n + 1;
    }
  }
  std::size_t read = 0;
  p = write_escaped(p, text, n, read);
  *p++ = '"';
  return p;
}

std::string quoted(std::string_view text) {
  check_utf8(text);
  std::string out(quoted_bound(text), '\0');
  out.resize(static_cast<std::size_t>(write_quoted(out.data(), text) - out.data()));
  return out;
}

char* write_number(char* p, double value) {
  if (!std::isfinite(value)) return write_literal(p, "null");
  // Whole seconds (clocks) are most values: an integral value below 10^15 is its digits
  // and ".0" (the first case below), written as an integer.
  if (std::fabs(value) < 1e15 && value == std::trunc(value) && !(value == 0 && std::signbit(value))) {
    p = write_integer(p, static_cast<std::int64_t>(value));
    return write_literal(p, ".0");
  }
  // The shortest digits that read back the same, and where the decimal point goes, laid
  // out as nlohmann::json lays them out (its dtoa's format_buffer): the point inside or
  // after the digits up to 15 places in, "0.000ddd" down to 4 zeros, else d.ddde+XX.
  char scientific[32];
  const char* end = std::to_chars(scientific, scientific + sizeof scientific, value, std::chars_format::scientific).ptr;
  const char* s = scientific;
  if (*s == '-') *p++ = *s++;
  char digits[24];
  int k = 0;
  for (; *s != 'e'; ++s)
    if (*s != '.') digits[k++] = *s;
  int exponent = 0;
  std::from_chars(s + 1 + (s[1] == '+'), end, exponent);
  const int n = exponent + 1;  // the point's place after the first n digits
  constexpr int kMinExp = -4, kMaxExp = 15;
  if (k <= n && n <= kMaxExp) {
    std::memcpy(p, digits, static_cast<std::size_t>(k));
    std::memset(p + k, '0', static_cast<std::size_t>(n - k));
    return write_literal(p + n, ".0");
  }
  if (0 < n && n <= kMaxExp) {
    std::memcpy(p, digits, static_cast<std::size_t>(n));
    p[n] = '.';
    std::memcpy(p + n + 1, digits + n, static_cast<std::size_t>(k - n));
    return p + k + 1;
  }
  if (kMinExp < n && n <= 0) {
    p = write_literal(p, "0.");
    std::memset(p, '0', static_cast<std::size_t>(-n));
    std::memcpy(p - n, digits, static_cast<std::size_t>(k));
    return p - n + k;
  }
  *p++ = digits[0];
  if (k > 1) {
    *p++ = '.';
    std::memcpy(p, digits + 1, static_cast<std::size_t>(k - 1));
    p += k - 1;
  }
  // The exponent as to_chars wrote it: its sign, and two digits at least.
  const auto length = static_cast<std::size_t>(end - s);
  std::memcpy(p, s, length);
  return p + length;
}

}  // namespace json_text

void JsonWriter::quoted(std::string_view text) {
  // A text of up to whole_limit_ bytes is written in one piece, by json_text::write_quoted
  // (whose quick path copies a text that needs no escaping). A longer one is written a
  // part at a time, each into room made for its worst case (six bytes a byte): a long
  // comment does not make room for six times its size at once. A writer that rejects
  // invalid UTF-8 has a limit of 0, so that its every text comes here, to be checked first:
  // the quick path asks nothing of the writer's mode.
  if (text.size() <= whole_limit_) {
    size_ = static_cast<std::size_t>(json_text::write_quoted(room(json_text::quoted_bound(text)), text) - out_.data());
    return;
  }
  if (reject_invalid_) check_utf8(text);
  put('"');
  while (!text.empty()) {
    const std::size_t part = std::min(text.size(), kPart);
    std::size_t read = 0;
    char* end = write_escaped(room(6 * (part + 3) + 8), text, part, read);
    size_ = static_cast<std::size_t>(end - out_.data());
    text.remove_prefix(read);
  }
  put('"');
}

}  // namespace cinc::tools
