// Commander-In-Chief's engine: the generic search (cinc/game/search.h) over this game's
// evaluation of material, enhancements, mobility, Amphibians' advance and pressure on the
// Commanders, with a quiescence search of captures and attacks in which a threatened
// Commander may not stand pat. Rules: docs/rules/commander-in-chief.md (cited as §n); the evaluation and the scores
// are described in docs/annotate.md.
#pragma once
#include <functional>
#include <memory>

#include "cinc/game/cic.h"
#include "cinc/game/engine_shell.h"
#include "cinc/game/search.h"
#include "cinc/game/variant.h"

namespace cinc::game::cic {

// The generic search's scores and limits, as this game's engine has always named them.
// A win is the capture of the enemy Commander (§5): kScoreWin - p for a capture found p
// plies from the root.
using game::is_win_score;
using game::kMaxDepth;
using game::kScoreInfinite;
using game::kScoreWin;
using game::kScoreWinThreshold;
using game::plies_to_end;
using game::score_text;
using game::SearchLimits;
using SearchIteration = game::SearchIteration<Move>;
using SearchResult = game::SearchResult<Move>;

/// The static evaluation of a position that is not decided, in centipoints from the view
/// of the side to move: material (§6 values; the Commander is not counted, its loss ends
/// the game), a share of a piece's value for its enhancement (§8), mobility, Amphibians'
/// advance toward promotion and pressure around each Commander (docs/annotate.md).
[[nodiscard]] int evaluate(const Position& pos);

/// The legal moves as the search generates them (from per-square tables): the same moves
/// in the same order as Position::legal_moves, only faster.
[[nodiscard]] MoveList search_moves(const Position& pos);

/// A search engine with its transposition table (fixed size: 2^tt_bits entries of 16
/// bytes). Every search starts with an empty table (a new generation, not a clear), so a
/// result depends only on the position, the limits and the table size.
class Engine final : public EngineShell<Position, Move> {
 public:
  /// An engine whose transposition table has 2^tt_bits entries of 16 bytes.
  explicit Engine(int tt_bits = kDefaultTableBits);
};

/// Convenience: a search with a fresh engine of the default table size.
[[nodiscard]] SearchResult search(const Position& pos, const SearchLimits& limits);

/// The engine behind the game-independent face of cinc/game/analysis.h, its
/// transposition table of 2^table_bits entries of 16 bytes (what the tools
/// use); `position_of` gives the position of a Commander-In-Chief GameState.
[[nodiscard]] std::unique_ptr<Analyser> make_analyser(std::function<Position(const GameState&)> position_of,
                                                      int table_bits = kDefaultTableBits);

}  // namespace cinc::game::cic
