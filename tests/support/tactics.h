// Tactics for the engines (docs/annotate.md, section 8 "Tactics"): positions worked out by
// hand from a game's rules, each with the only first move that wins at a stated depth, and
// a second, deliberately simple judge that checks the claim from the rules alone
// (GameState: the legal moves, play, end, points), never from the engine.
#pragma once
#include <string>
#include <vector>

#include "cinc/game/variant.h"
#include "support/material_search.h"  // legal_moves, material_after

namespace cinc::test {

/// A hand-worked position: the first move that wins and how.
struct Tactic {
  std::string what;   ///< the idea, for the test's messages
  std::string fen;
  int depth = 1;      ///< the engine's search depth
  std::string best;   ///< the only winning first move, in canonical text
  /// > 0: the side to move wins the game in this many plies (its winning move is the
  /// last of them) whatever the opponent does; 0: it wins material (below).
  int win_plies = 0;
  /// For a material tactic: the side to move's gain (the values its moves score less the
  /// opponent's: PlayedMove::value, the game's captured values) after `material_plies`
  /// plies of best play by both (forced captures played out), at least 1 with `best` and at
  /// most 0 with every other first move.
  int material_plies = 0;
};

/// A state of the variant from a FEN (REQUIREd to read).
[[nodiscard]] std::unique_ptr<game::GameState> state_of(const std::string& variant, const std::string& fen);

/// The engine finds `best` at `depth` (and, for a win, scores it as the win in `win_plies`).
void check_engine_finds(const std::string& variant, const Tactic& t);

/// The rules alone confirm the claim: for a win, `best` is the only first move after which
/// every defence loses within `win_plies` plies; for material, `best` is the only first move
/// that gains material (see Tactic). Full-width search over GameState copies: keep the
/// positions small.
void check_rules_confirm(const std::string& variant, const Tactic& t);

}  // namespace cinc::test
