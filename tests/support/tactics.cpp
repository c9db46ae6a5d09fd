// The engine's tactics checked twice: by the engine, and by a full-width search over the
// rules alone (tactics.h).
#include "support/tactics.h"

#include <doctest/doctest.h>

#include <algorithm>

#include "cinc/game/analysis.h"

namespace cinc::test {

namespace {

std::unique_ptr<game::GameState> after(const game::GameState& s, const std::string& move) {
  auto next = s.clone();
  const auto outcome = next->play(move);
  REQUIRE_MESSAGE(outcome.played.has_value(), move << " is refused in " << s.fen());
  return next;
}

// Whether `me` wins within `plies` plies from `s`, whatever the other side plays.
bool wins_within(const game::GameState& s, int me, int plies) {
  const int w = winner_of(s);
  if (w != -2) return w == me;
  if (plies == 0) return false;
  const auto moves = legal_moves(s);
  if (s.side_to_move() == me)
    return std::any_of(moves.begin(), moves.end(), [&](const std::string& m) { return wins_within(*after(s, m), me, plies - 1); });
  return std::all_of(moves.begin(), moves.end(), [&](const std::string& m) { return wins_within(*after(s, m), me, plies - 1); });
}

}  // namespace

std::unique_ptr<game::GameState> state_of(const std::string& variant, const std::string& fen) {
  const game::Variant* v = game::find_variant(variant);
  REQUIRE(v != nullptr);
  auto s = v->from_fen(fen);
  REQUIRE_MESSAGE(s.ok(), fen << ": " << (s.ok() ? std::string() : s.error().message));
  return std::move(*s);
}

void check_engine_finds(const std::string& variant, const Tactic& t) {
  CAPTURE(t.what);
  CAPTURE(t.fen);
  const auto state = state_of(variant, t.fen);
  const auto engine = game::find_variant(variant)->make_analyser(game::kDefaultTableBits);
  game::SearchLimits limits;
  limits.depth = t.depth;
  const game::Analysis a = engine->analyse(*state, limits);
  REQUIRE(a.best.has_value());
  CHECK(*a.best == t.best);
  if (t.win_plies > 0) CHECK(a.score == game::kScoreWin - t.win_plies);
}

void check_rules_confirm(const std::string& variant, const Tactic& t) {
  CAPTURE(t.what);
  CAPTURE(t.fen);
  const auto state = state_of(variant, t.fen);
  const int me = state->side_to_move();
  const auto moves = legal_moves(*state);
  REQUIRE(std::find(moves.begin(), moves.end(), t.best) != moves.end());
  for (const std::string& m : moves) {
    CAPTURE(m);
    if (t.win_plies > 0) {
      CHECK(wins_within(*after(*state, m), me, t.win_plies - 1) == (m == t.best));
    } else {
      const int v = material_after(*state, m, t.material_plies);
      if (m == t.best) CHECK(v >= 1);
      else CHECK(v <= 0);
    }
  }
}

}  // namespace cinc::test
