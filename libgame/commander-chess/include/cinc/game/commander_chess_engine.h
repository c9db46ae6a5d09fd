// Commander Chess's engine: the generic search (cinc/game/search.h) over the rules of
// commander_chess.h, with an evaluation of the rulebook's piece values, heroic pieces, the
// Commander's safety, air defence cover and the ends of battle (docs/rules/commander-chess.md
// §12, "The engine"). A win is the enemy Commander captured or checkmated, or an end of battle
// that counts (§7); the quiescence search follows captures, and every turn while the
// Commander is attacked.
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <span>

#include "cinc/game/commander_chess.h"
#include "cinc/game/engine_shell.h"
#include "cinc/game/search.h"
#include "cinc/game/variant.h"

namespace cinc::game::cchess {

/// The static evaluation of a position for its side to move, in hundredths of ten points
/// (an Infantry, 10 points, is 100); `battle_ends` are the ends of battle that count (§7).
[[nodiscard]] int evaluate(const Position& pos, std::uint8_t battle_ends = kAllBattleEnds);

/// What the engine needs of a game: its position, the ends of battle that count, and
/// whether an end of battle has already decided it (the winner, or -1).
struct EngineGame {
  Position position;
  std::uint8_t battle_ends = kAllBattleEnds;
  int winner = -1;
};

/// A search engine with its transposition table (search.h), searching an EngineGame; a
/// fixed depth is deterministic.
class Engine final : public EngineShell<EngineGame, Turn> {
 public:
  /// An engine whose transposition table has 2^tt_bits entries of 16 bytes.
  explicit Engine(int tt_bits = kDefaultTableBits);
};

/// The engine behind the game-independent face of cinc/game/analysis.h, its
/// transposition table of 2^table_bits entries of 16 bytes; `game_of` gives
/// what the engine needs of a Commander Chess GameState.
[[nodiscard]] std::unique_ptr<Analyser> make_analyser(std::function<EngineGame(const GameState&)> game_of,
                                                      int table_bits = kDefaultTableBits);

}  // namespace cinc::game::cchess
