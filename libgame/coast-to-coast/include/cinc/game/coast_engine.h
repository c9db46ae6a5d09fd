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
class Engine {
 public:
  explicit Engine(int tt_bits = kDefaultTableBits);
  ~Engine();
  Engine(const Engine&) = delete;
  Engine& operator=(const Engine&) = delete;

  /// Searches the position; `history` holds the keys of the game's earlier positions (a
  /// repetition scores as a draw, §6). The moves are Landings (coast.h).
  [[nodiscard]] SearchResult<Landing> search(const Position& pos, const SearchLimits& limits,
                                             std::span<const std::uint64_t> history = {});

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

/// The engine behind the game-independent face of cinc/game/analysis.h, its
/// transposition table of 2^table_bits entries of 16 bytes; `position_of`
/// gives the position of a Coast to Coast GameState.
[[nodiscard]] std::unique_ptr<Analyser> make_analyser(std::function<Position(const GameState&)> position_of,
                                                      int table_bits = kDefaultTableBits);

}  // namespace cinc::game::coast
