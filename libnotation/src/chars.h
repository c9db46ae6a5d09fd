// Private: the byte classes the readers of CGN text share (the lexer, GameStream and the
// Segmenter must agree on what a blank, a line end and a tag line's letter are).
#pragma once

namespace cinc::notation::chars {

/// White space inside a line.
inline bool is_blank(char c) { return c == ' ' || c == '\t' || c == '\v' || c == '\f'; }
/// A line end's byte: LF, or CR (alone or before LF).
inline bool is_line_end(char c) { return c == '\n' || c == '\r'; }
/// An ASCII letter (what follows '[' at a tag line's start).
inline bool is_ascii_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

}  // namespace cinc::notation::chars
