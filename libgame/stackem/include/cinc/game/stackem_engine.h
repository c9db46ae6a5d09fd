// Stack'Em's engine: the generic search (cinc/game/search.h) over the rules of stackem.h,
// with an evaluation of the checkers each side keeps in play, the stacks it controls, its
// Kings, the prisoners it carries towards its King-Me row and its mobility
// (docs/rules/stackem.md §15, "The engine"). A win leaves the opponent without a move (§7);
// the quiescence search follows the compulsory jumps.
#pragma once
#include <functional>
#include <memory>
#include <span>

#include "cinc/game/engine_shell.h"
#include "cinc/game/search.h"
#include "cinc/game/stackem.h"
#include "cinc/game/variant.h"

namespace cinc::game::stackem {

/// The static evaluation of a position for its side to move, in hundredths of a checker.
[[nodiscard]] int evaluate(const Position& pos);

/// A search engine with its transposition table (search.h). A fixed depth is deterministic.
class Engine final : public EngineShell<Position, draughts::Path> {
 public:
  /// An engine whose transposition table has 2^tt_bits entries of 16 bytes.
  explicit Engine(int tt_bits = kDefaultTableBits);
};

/// The engine behind the game-independent face of cinc/game/analysis.h, its
/// transposition table of 2^table_bits entries of 16 bytes; `position_of`
/// gives the position of a Stack'Em GameState.
[[nodiscard]] std::unique_ptr<Analyser> make_analyser(std::function<Position(const GameState&)> position_of,
                                                      int table_bits = kDefaultTableBits);

}  // namespace cinc::game::stackem
