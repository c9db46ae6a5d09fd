// Toy Race: the throwaway game of docs/adding-a-game.md, built only
// by the tests (tests/add-a-game/), never shipped. Its rules, in full:
//   a strip of 7 squares a1..a7; the first player ("Up") has one token on a1, the second
//   ("Down") one on a7; a turn moves one's token 1 or 2 squares towards the other, never
//   onto or past it; a player who cannot move loses.
// FEN: the two tokens' squares and the side to move, "a1 a7 u".
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cinc/game/geometry.h"
#include "cinc/game/result.h"

namespace cinc::game::toy_race {

inline constexpr Geometry kStrip{1, 7};

/// A position: where each token stands (0-based rank), who moves (0 Up, 1 Down) and the
/// full move number. What the shared state adapter (cinc/game/state_adapter.h) asks of a
/// position: side_to_move(), move_number(), fen(), key().
struct Position {
  int up = 0;
  int down = 6;
  int to_move = 0;
  int full_moves = 1;

  /// The start: Up on a1, Down on a7, Up to move.
  [[nodiscard]] static Position start() { return {}; }
  /// Reads "a1 a7 u"; the Error says what is wrong.
  [[nodiscard]] static Result<Position> from_fen(std::string_view fen);
  [[nodiscard]] std::string fen() const;
  /// 0 when Up is to move, 1 for Down.
  [[nodiscard]] int side_to_move() const { return to_move; }
  /// The full move number of the move about to be played.
  [[nodiscard]] int move_number() const { return full_moves; }
  /// A key of what makes two positions the same (repetition).
  [[nodiscard]] std::uint64_t key() const {
    return static_cast<std::uint64_t>(up * 16 + down) * 2 + static_cast<std::uint64_t>(to_move);
  }
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

/// Move-path counts to `depth` plies (cinc/game/perft.h, as every game has them).
[[nodiscard]] std::uint64_t perft(const Position& pos, int depth);
/// Each legal move's text with the perft of depth - 1 below it.
[[nodiscard]] std::vector<std::pair<std::string, std::uint64_t>> divide(const Position& pos, int depth);

}  // namespace cinc::game::toy_race
