// A search engine for Commander-In-Chief: iterative-deepening alpha-beta (negamax with
// principal-variation search), a transposition table, move ordering and a quiescence
// search, over an evaluation of material, mobility and a few positional terms.
// Rules: docs/rules/commander-in-chief.md (cited as §n); the evaluation and the scores
// are described in docs/annotate.md.
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cinc/game/cic.h"

namespace cinc::game::cic {

// ---------------------------------------------------------------------------------------
// Scores

/// Scores are from the view of the side to move, in centipoints (a Tank, worth 2 points
/// by §6, is 200), or a win/loss: capturing the enemy Commander ends the game (§5), so a
/// forced capture found in p plies scores kScoreWin - p (losing: -(kScoreWin - p)).
inline constexpr int kScoreWin = 1'000'000;
/// Scores at or beyond this (in absolute value) are wins or losses.
inline constexpr int kScoreWinThreshold = kScoreWin - 10'000;
/// Larger than any score.
inline constexpr int kScoreInfinite = kScoreWin + 1;

/// True for a win or loss score.
[[nodiscard]] constexpr bool is_win_score(int score) {
  return score >= kScoreWinThreshold || score <= -kScoreWinThreshold;
}
/// For a win or loss score: plies until the Commander is captured (1: the side to move
/// captures it with its next move; 2: the opponent captures it after one move of ours).
[[nodiscard]] constexpr int plies_to_end(int score) { return kScoreWin - (score < 0 ? -score : score); }
/// "+1.25" (points, two decimals), "0.00", or for a win "#2" (the side to move captures
/// the Commander with its 2nd move) and for a loss "#-1" (its Commander is captured by
/// the opponent's 1st move).
[[nodiscard]] std::string score_text(int score);

// ---------------------------------------------------------------------------------------
// Evaluation

/// The static evaluation of a position that is not decided, in centipoints from the view
/// of the side to move: material (§6 values; the Commander is not counted, its loss ends
/// the game), a share of a piece's value for its enhancement (§8), mobility, Amphibians'
/// advance toward promotion and pressure around each Commander (docs/annotate.md).
[[nodiscard]] int evaluate(const Position& pos);

/// The legal moves as the search generates them (from per-square tables): the same moves
/// in the same order as Position::legal_moves, only faster.
[[nodiscard]] MoveList search_moves(const Position& pos);

// ---------------------------------------------------------------------------------------
// Search

/// When to stop. With only `depth` set the search is deterministic: the same position
/// and depth give the same result, whatever the machine or earlier searches.
struct SearchLimits {
  int depth = 0;               ///< deepest iteration in plies; 0: no depth limit (kMaxDepth)
  int time_ms = 0;             ///< 0: none; an unfinished iteration is discarded
  std::uint64_t nodes = 0;     ///< 0: none; a node budget (deterministic, like depth)
};

/// Deepest iteration the search will start.
inline constexpr int kMaxDepth = 64;

/// What one completed iteration found.
struct SearchIteration {
  int depth = 0;
  int score = 0;               ///< see kScoreWin
  std::vector<Move> pv;        ///< principal variation from the root
  std::uint64_t nodes = 0;     ///< nodes visited so far in this search (all iterations)
  double seconds = 0;          ///< wall time so far
};

/// The result of a search: the last completed iteration.
struct SearchResult {
  std::optional<Move> best;    ///< none when the position is decided or has no legal move
  int score = 0;               ///< see kScoreWin; 0 for a stalemate
  std::vector<Move> pv;        ///< starts with `best`
  std::uint64_t nodes = 0;
  int depth = 0;               ///< depth of the last completed iteration
  double seconds = 0;
  std::vector<SearchIteration> iterations;
};

/// A search engine with its transposition table (fixed size: 2^tt_bits entries of 16
/// bytes). Every search starts with an empty table (a new generation, not a clear), so a
/// result depends only on the position, the limits and the table size.
class Engine {
 public:
  explicit Engine(int tt_bits = 18);
  ~Engine();
  Engine(const Engine&) = delete;
  Engine& operator=(const Engine&) = delete;

  /// Searches the position; `on_iteration` (optional) is called after each completed iteration.
  [[nodiscard]] SearchResult search(const Position& pos, const SearchLimits& limits,
                                    const std::function<void(const SearchIteration&)>& on_iteration = {});

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

/// Convenience: a search with a fresh engine of the default table size.
[[nodiscard]] SearchResult search(const Position& pos, const SearchLimits& limits);

}  // namespace cinc::game::cic
