// Coast to Coast's engine: the generic search (cinc/game/search.h) over the rules of
// coast.h, each move taken once per distinct result (paths that end alike give the same
// position), with an evaluation of the race: the turns each side still needs to bring its
// checkers to the far home and back as Kings, Kings already taken home, and blocked
// checkers (docs/rules/coast-to-coast.md §12, "The engine"). A win is the twelfth checker
// home (§5).
#pragma once
#include <functional>
#include <memory>
#include <span>

#include "cinc/game/coast.h"
#include "cinc/game/engine_shell.h"
#include "cinc/game/search.h"
#include "cinc/game/variant.h"

namespace cinc::game::coast {

/// The turns a side still needs to take every checker home, counting one square per turn
/// (jumps can only make it shorter): a piece goes to the opponent's home, is crowned there
/// and steps off with its free move, then comes back as a King (§2, §4, §5).
[[nodiscard]] int race_distance(const Position& pos, Side side);

/// The static evaluation of a position for its side to move, in hundredths of a turn.
[[nodiscard]] int evaluate(const Position& pos);

/// A search engine with its transposition table (search.h). A fixed depth is deterministic.
class Engine final : public EngineShell<Position, Landing> {
 public:
  /// An engine whose transposition table has 2^tt_bits entries of 16 bytes.
  explicit Engine(int tt_bits = kDefaultTableBits);
};

/// The engine behind the game-independent face of cinc/game/analysis.h, its
/// transposition table of 2^table_bits entries of 16 bytes; `position_of`
/// gives the position of a Coast to Coast GameState.
[[nodiscard]] std::unique_ptr<Analyser> make_analyser(std::function<Position(const GameState&)> position_of,
                                                      int table_bits = kDefaultTableBits);

}  // namespace cinc::game::coast
