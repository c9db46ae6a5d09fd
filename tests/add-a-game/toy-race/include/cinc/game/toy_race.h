// Toy Race: the throwaway game of docs/architecture.md's "How to add a game", built only
// by the tests (tests/add-a-game/), never shipped. Its rules, in full:
//   a strip of 7 squares a1..a7; the first player ("Up") has one token on a1, the second
//   ("Down") one on a7; a turn moves one's token 1 or 2 squares towards the other, never
//   onto or past it; a player who cannot move loses.
// FEN: the two tokens' squares and the side to move, "a1 a7 u".
#pragma once
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cinc/game/geometry.h"
#include "cinc/game/result.h"

namespace cinc::game::toy_race {

inline constexpr Geometry kStrip{1, 7};

/// A position: where each token stands (0-based rank) and who moves (0 Up, 1 Down).
struct Position {
  int up = 0;
  int down = 6;
  int to_move = 0;

  /// The start: Up on a1, Down on a7, Up to move.
  [[nodiscard]] static Position start() { return {}; }
  /// Reads "a1 a7 u"; the Error says what is wrong.
  [[nodiscard]] static Result<Position> from_fen(std::string_view fen);
  [[nodiscard]] std::string fen() const;
  /// Squares between the tokens: what the mover may close.
  [[nodiscard]] int gap() const { return down - up - 1; }
  /// The legal moves as the number of squares moved (1, 2).
  [[nodiscard]] std::vector<int> legal_steps() const;
  /// The position after the mover moves `steps` squares (which must be legal).
  [[nodiscard]] Position after(int steps) const;
  /// The move's text, "a1-a3".
  [[nodiscard]] std::string move_text(int steps) const;
};

/// The steps of a written move ("a1-a3") in `p`, or the sentence saying why it is illegal.
[[nodiscard]] Result<int> resolve(const Position& p, std::string_view text);

}  // namespace cinc::game::toy_race
