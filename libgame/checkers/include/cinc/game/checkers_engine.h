// Standard checkers' engine: the generic search (cinc/game/search.h) over the rules of
// checkers.h, with an evaluation of material (Kings worth more than men), the back-rank
// guard, runaway men, mobility and, when a side is ahead, the drive to exchange and to
// close in (docs/rules/checkers.md §14, "The engine"). A win is the opponent left without a legal
// move (§5); the quiescence search follows the compulsory jumps.
#pragma once
#include <functional>
#include <memory>

#include "cinc/game/checkers.h"
#include "cinc/game/engine_shell.h"
#include "cinc/game/search.h"
#include "cinc/game/variant.h"

namespace cinc::game::checkers {

/// The board terms of a checkers position for `me` (centi-men: a man is 100), against the
/// other side: what standard checkers and Chair Force share. `pieces` by side (Black,
/// Red: Black moves down the board from squares 1-12), `kings` of both.
[[nodiscard]] int evaluate_board(Side me, const std::array<SquareSet, 2>& pieces, SquareSet kings);

/// The static evaluation of a position for its side to move (evaluate_board).
[[nodiscard]] int evaluate(const Position& pos);

/// A search engine with its transposition table (search.h). A fixed depth is deterministic.
class Engine final : public EngineShell<Position, Move> {
 public:
  /// An engine whose transposition table has 2^tt_bits entries of 16 bytes.
  explicit Engine(int tt_bits = kDefaultTableBits);
};

/// The engine behind the game-independent face of cinc/game/analysis.h, its
/// transposition table of 2^table_bits entries of 16 bytes; `position_of`
/// gives the position of a checkers GameState.
[[nodiscard]] std::unique_ptr<Analyser> make_analyser(std::function<Position(const GameState&)> position_of,
                                                      int table_bits = kDefaultTableBits);

}  // namespace cinc::game::checkers
