// Private: the byte classes the readers of CGN text share (the lexer, GameStream and the
// Segmenter must agree on what a blank, a line end and a tag line's letter are).
#pragma once

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

/// The first line end's byte (LF or CR) from p on, or end: 16 bytes at a time.
inline const char* find_line_end(const char* p, const char* end) {
#if defined(__SSE2__)
  const __m128i lf = _mm_set1_epi8('\n');
  const __m128i cr = _mm_set1_epi8('\r');
  while (end - p >= 16) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    const auto mask = static_cast<unsigned>(_mm_movemask_epi8(_mm_or_si128(_mm_cmpeq_epi8(v, lf), _mm_cmpeq_epi8(v, cr))));
    if (mask != 0) return p + __builtin_ctz(mask);
    p += 16;
  }
#endif
  while (p != end && !is_line_end(*p)) ++p;
  return p;
}

}  // namespace cinc::notation::chars
