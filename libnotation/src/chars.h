// Private: the byte classes the readers of CGN text share (the lexer, GameStream and the
// Segmenter must agree on what a blank, a line end and a tag line's letter are).
#pragma once
#include <bit>
#include <cstddef>
#include <cstdint>
#include <cstring>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace cinc::notation::chars {

/// White space inside a line.
inline bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\v' || c == '\f'; }
/// A line end's byte: LF, or CR (alone or before LF).
inline bool is_line_end(char c) { return c == '\n' || c == '\r'; }
/// An ASCII letter (what follows '[' at a tag line's start).
inline bool is_ascii_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

/// The length (2-4) of the well-formed UTF-8 sequence at p (a byte >= 0x80) within
/// [p, end); 0 when it is ill-formed (overlong, surrogate, above U+10FFFF, a bad
/// continuation byte); -1 when the bytes up to `end` are a well-formed start of one that
/// more bytes could complete. The lexer and the encoding detection both ask this.
inline int utf8_prefix_length(const char* p, const char* end) {
  const auto byte = [](char c) { return static_cast<unsigned char>(c); };
  const unsigned char b0 = byte(*p);
  int n = 0;
  unsigned char lo = 0x80;
  unsigned char hi = 0xBF;
  if (b0 >= 0xC2 && b0 <= 0xDF) {
    n = 2;
  } else if (b0 >= 0xE0 && b0 <= 0xEF) {
    n = 3;
    if (b0 == 0xE0) lo = 0xA0;
    if (b0 == 0xED) hi = 0x9F;
  } else if (b0 >= 0xF0 && b0 <= 0xF4) {
    n = 4;
    if (b0 == 0xF0) lo = 0x90;
    if (b0 == 0xF4) hi = 0x8F;
  } else {
    return 0;
  }
  for (int i = 1; i < n; ++i) {
    if (p + i == end) return -1;
    const unsigned char b = byte(p[i]);
    if (i == 1 ? (b < lo || b > hi) : (b < 0x80 || b > 0xBF)) return 0;
  }
  return n;
}

/// The line end bytes (LF and CR) among the `count` (at most 64) bytes at p, as bits
/// (bit k: p[k]); 16 bytes at a time.
inline std::uint64_t line_end_bits(const char* p, std::size_t count) {
  std::uint64_t bits = 0;
  std::size_t k = 0;
#if defined(__SSE2__)
  const __m128i lf = _mm_set1_epi8('\n');
  const __m128i cr = _mm_set1_epi8('\r');
  for (; k + 16 <= count; k += 16) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + k));
    const auto mask = static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(v, lf), _mm_cmpeq_epi8(v, cr))));
    bits |= static_cast<std::uint64_t>(mask) << k;
  }
#endif
  for (; k < count; ++k)
    if (is_line_end(p[k])) bits |= std::uint64_t{1} << k;
  return bits;
}

/// The first line end's byte (LF or CR) from p on, or end.
inline const char* find_line_end(const char* p, const char* end) {
  for (; p != end; p += 64) {
    const std::size_t count = static_cast<std::size_t>(end - p) < 64 ? static_cast<std::size_t>(end - p) : 64;
    if (const std::uint64_t bits = line_end_bits(p, count); bits != 0) return p + std::countr_zero(bits);
    if (count < 64) return end;
  }
  return end;
}

/// How many line ends [p, p + count) holds: LF, CR LF and a CR alone are one each (a CR LF
/// across the range's end counts as its CR alone). The line end bytes are counted 16 a
/// step with SSE2; the CRs before an LF, which make one line end with it, are taken off
/// after, only when there is a CR.
inline std::size_t count_line_ends(const char* p, std::size_t count) {
  std::size_t ends = 0;  // line end bytes (LF or CR)
  bool any_cr = false;
  std::size_t k = 0;
#if defined(__SSE2__)
  const __m128i lf = _mm_set1_epi8('\n');
  const __m128i cr = _mm_set1_epi8('\r');
  const __m128i zero = _mm_setzero_si128();
  __m128i cr_lanes = zero;
  // Each byte lane counts up to 255 steps before the lanes are summed (_mm_sad_epu8).
  while (k + 16 <= count) {
    __m128i end_lanes = zero;
    for (int step = 0; step < 255 && k + 16 <= count; ++step, k += 16) {
      const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + k));
      const __m128i is_cr = _mm_cmpeq_epi8(v, cr);
      end_lanes = _mm_sub_epi8(end_lanes, _mm_or_si128(_mm_cmpeq_epi8(v, lf), is_cr));
      cr_lanes = _mm_or_si128(cr_lanes, is_cr);
    }
    const __m128i sums = _mm_sad_epu8(end_lanes, zero);
    ends += static_cast<std::size_t>(_mm_cvtsi128_si32(sums)) + static_cast<std::size_t>(_mm_cvtsi128_si32(_mm_srli_si128(sums, 8)));
  }
  any_cr = _mm_movemask_epi8(cr_lanes) != 0;
#endif
  for (; k < count; ++k) {
    if (!is_line_end(p[k])) continue;
    ++ends;
    any_cr = any_cr || p[k] == '\r';
  }
  if (!any_cr) return ends;
  const char* const end = p + count;
  for (const char* q = p; (q = static_cast<const char*>(std::memchr(q, '\r', static_cast<std::size_t>(end - q)))) != nullptr; ++q)
    if (q + 1 != end && q[1] == '\n') --ends;
  return ends;
}

}  // namespace cinc::notation::chars
