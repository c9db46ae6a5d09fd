// Declared input limits of the CGN reader. Every limit is documented in docs/errors.md
// and tested at the limit and one past it.
#pragma once
#include <cstddef>

namespace cinc::notation::limits {

/// Deepest nesting of variations, counted from the main line (a variation is depth 1).
inline constexpr int kMaxVariationDepth = 100;
/// Longest tag name, in bytes.
inline constexpr std::size_t kMaxTagName = 255;
/// Longest tag value, in bytes (after unescaping).
inline constexpr std::size_t kMaxTagValue = 8192;
/// Longest single comment, in bytes.
inline constexpr std::size_t kMaxComment = 65536;
/// Most tag pairs in one game.
inline constexpr std::size_t kMaxTags = 1000;
/// Most moves (nodes) in one game, counting every variation.
inline constexpr std::size_t kMaxMovesPerGame = 100000;
/// Largest move number accepted in movetext.
inline constexpr int kMaxMoveNumber = 100000;
/// Largest NAG value ($0..$255 as in PGN).
inline constexpr int kMaxNag = 255;
/// Most syntax errors a game's movetext is read on after (docs/errors.md, "Reading on after a
/// syntax error"): the next one ends the game with limit.syntax-errors.
inline constexpr std::size_t kMaxSyntaxErrors = 20;
/// Longest line, in bytes without its line end (a BOM is not counted).
inline constexpr std::size_t kMaxLineLength = 1048576;
/// Largest game read from a stream (GameStream), in bytes: from the start of the game's
/// first line (blank and escape lines before it belong to no game) to the end of the line
/// where its reading stops (after its result; for a game ended by an error, the next
/// game's first line). Bounds the memory a reader holds, whatever the size of the file.
inline constexpr std::size_t kMaxGameBytes = std::size_t{8} << 20;

}  // namespace cinc::notation::limits
