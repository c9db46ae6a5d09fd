// Private: the byte classes the readers of CGN text share (the lexer, GameStream and the
// Segmenter must agree on what a blank, a line end and a tag line's letter are).
#pragma once
#include <bit>
#include <cstddef>
#include <cstdint>

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

}  // namespace cinc::notation::chars
