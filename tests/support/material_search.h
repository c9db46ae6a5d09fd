// A rules-only judge of material (docs/annotate.md, section 8, "Tactics" and "Planted
// blunders in master games"): a deliberately simple minimax over GameState copies (the legal
// moves, play, end, the values captures score; plain alpha-beta, which gives the full-width
// minimax's value exactly: no move ordering, no table, no estimate), never the engine. The
// tactics tests, the planted-blunder test and its generator (bench/planted_blunders.cpp)
// share it; it depends on nothing but libgame, so the generator compiles it in directly.
#pragma once
#include <memory>
#include <string>
#include <vector>

#include "cinc/game/variant.h"

namespace cinc::test {

/// The score of a decided game in material_balance(): beyond any material count.
inline constexpr int kMaterialDecided = 1000;

/// The legal moves of a state in canonical text (GameState::divide(1)).
[[nodiscard]] std::vector<std::string> legal_moves(const game::GameState& state);

/// The winner of a decided state (0 or 1), -1 for a draw, -2 while the game goes on.
[[nodiscard]] int winner_of(const game::GameState& state);

/// The minimax of `me`'s material balance over `plies` plies of best play by both sides from
/// `s`, compulsory captures played out beyond them (at most 12 more plies, while the side to
/// move has only capturing moves, as in the checkers games): the values the moves score
/// (PlayedMove::value, the game's captured values) for `me` less those for the other side,
/// added to `balance`; a decided game is +-kMaterialDecided (0 drawn).
[[nodiscard]] int material_balance(const game::GameState& s, int me, int plies, int balance = 0);

/// The mover's material balance (material_balance) after playing `move` in `s` and
/// `plies - 1` more plies: `move` is the first of the `plies`. Throws std::invalid_argument
/// when `move` is not legal in `s`.
[[nodiscard]] int material_after(const game::GameState& s, const std::string& move, int plies);

/// Whether material_after(s, move, plies) <= bound: the same search with a null window around
/// `bound`, which answers the question without the exact value (and so searches less).
[[nodiscard]] bool material_after_at_most(const game::GameState& s, const std::string& move, int plies, int bound);

/// Whether material_after(s, move, plies) >= bound (as material_after_at_most).
[[nodiscard]] bool material_after_at_least(const game::GameState& s, const std::string& move, int plies, int bound);

}  // namespace cinc::test
