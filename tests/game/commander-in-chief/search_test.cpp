// The search engine on hand-worked positions. Every expectation below was worked out by
// hand from docs/rules/commander-in-chief.md (§n cited), never taken from the
// program's output: which moves capture or hang a Commander, and how many plies a forced
// win takes (scores: kScoreWin - plies, see search.h).
//
// Reminders (0-based file f, rank r): Light Land f+r <= 4, Dark Land f+r >= 10 (§1).
// Light's Forward is (+1,+1), Forward Left (0,+1), Forward Right (+1,0), Left (-1,+1);
// Dark's directions are the negations (§3). Fighter and Bomber: 1-3 squares along the grid
// diagonals, 1-2 along files and ranks; the Bomber jumps all but Tanks and Bombers (§4).
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "cinc/game/cic.h"
#include "support/placement_fen.h"
#include "cinc/game/cic_engine.h"
#include "support/random_positions.h"
#include "support/run_cinc.h"

namespace cic = cinc::game::cic;

namespace {

// A FEN from "Ch8 Bf6 ca1 +fa2" (upper case Dark, lower case Light, '+' enhanced).
std::string make_fen(const std::string& placement, char side, const std::string& team = "-") {
  return cinc::test::placement_fen(placement, side, team);
}

cic::Position position(const std::string& fen) {
  auto p = cic::Position::from_fen(fen);
  REQUIRE_MESSAGE(p.ok(), fen << ": " << (p.ok() ? std::string() : p.error().message));
  return *p;
}

cic::SearchResult search_to(const cic::Position& pos, int depth) {
  cic::SearchLimits limits;
  limits.depth = depth;
  return cic::search(pos, limits);
}

std::string text_of(const cic::Position& pos, const cic::SearchResult& r) {
  REQUIRE(r.best.has_value());
  return cic::canonical_text(pos, *r.best);
}

std::string line_of(cic::Position pos, const std::vector<cic::Move>& line) {
  std::string out;
  for (const auto& m : line) {
    out += (out.empty() ? "" : " ") + cic::canonical_text(pos, m);
    pos.play(m);
  }
  return out;
}

bool one_of(const std::string& s, const std::vector<std::string>& set) {
  return std::find(set.begin(), set.end(), s) != set.end();
}

// The position of the "hanging Commander" cases: Dark's Commander on e5 (Sea) may take the
// Light Amphibian on f5, which the Light Fighter on f3 covers along the f-file (f4 empty).
// Light's Fighter f3 reaches f4, f5 (file), e4 and d5 (its Left diagonal, e4 empty); the
// Amphibian f5 reaches g6, f6, g5 (Forward, Forward Left, Forward Right). So of the
// Commander's eight squares d4 d5 d6 e4 e6 f4 f5 f6, only d4, d6 and e6 are safe (§4).
std::string hang_fen() { return make_fen("Ce5 ca1 af5 ff3", 'd'); }

// Dark to move wins the Commander in two moves (3 plies): Light has its Commander on a1
// and Fighters on a2 and b1; its only empty neighbour is b2. The Dark Bomber on f6 goes to
// d4 or c3 (Forward for Dark, toward a1, 2 or 3 squares over the empty e5/d4; written
// with "+" since it then reaches a1), from
// where it reaches a1 along the diagonal, jumping a Light piece on b2 if one blocks there
// (Fighters are no blockers, §4), and also covers b2. Light's Fighters cover a3 a4 b2 b3 c2
// c4 d5 (a2) and b2 b3 c1 c2 d1 d3 e4 (b1): never c3 or d4, so nothing takes the Bomber,
// nothing can block it, and the Commander's only flight square b2 is covered. Nothing
// reaches a1 now (the Bomber is 5 squares away), so there is no win in one.
std::string combination_fen() { return make_fen("Ch8 Bf6 ca1 fa2 fb1", 'd'); }

}  // namespace

TEST_CASE("search: the search's move generator agrees with Position::legal_moves") {
  std::mt19937_64 rng(20261122);
  for (int i = 0; i < 3000; ++i) {
    const std::string fen = random_cic_fen(rng);
    CAPTURE(fen);
    const cic::Position pos = position(fen);
    CHECK(cic::search_moves(pos) == pos.legal_moves());
  }
  // Along random games from the start, single players and teams.
  for (int game = 0; game < 60; ++game) {
    cic::Position pos = cic::Position::start(game % 3 == 1, game % 3 == 2);
    for (int ply = 0; ply < 150; ++ply) {
      const auto moves = pos.legal_moves();
      CAPTURE(pos.fen());
      REQUIRE(cic::search_moves(pos) == moves);
      if (moves.empty()) break;
      pos.play(moves[rng() % moves.size()]);
    }
  }
}

TEST_CASE("search: a Commander capturable in one is captured") {
  // The Dark Fighter on a3 reaches a1 along the a-file (2 squares, a2 empty, §4).
  const cic::Position pos = position(make_fen("Ch8 Fa3 Bf6 ca1 bc3", 'd'));
  for (int depth : {1, 3}) {
    const auto r = search_to(pos, depth);
    CHECK(text_of(pos, r) == "Fa3xa1#");
    CHECK(r.score == cic::kScoreWin - 1);
    CHECK(cic::score_text(r.score) == "#1");
    CHECK(r.depth == 1);  // the shortest win is found: deeper iterations cannot change it
  }
}

TEST_CASE("search: a move that hangs the Commander is avoided and refuted") {
  const cic::Position pos = position(hang_fen());
  for (int depth : {2, 4}) {
    CAPTURE(depth);
    const auto r = search_to(pos, depth);
    CHECK(one_of(text_of(pos, r), {"Ce5-d4", "Ce5-d6", "Ce5-e6"}));
    CHECK_FALSE((cic::is_win_score(r.score) && r.score < 0));
  }
  // After 1. Ce5xf5 the Fighter takes the Commander: Light wins in one.
  const cic::Position taken = pos.after(*cic::resolve(pos, "Ce5xf5").move);
  const auto refutation = search_to(taken, 2);
  CHECK(text_of(taken, refutation) == "Ff3xf5#");
  CHECK(refutation.score == cic::kScoreWin - 1);
  // Likewise after 1. Ce5-f4: the Fighter takes on f4 (Forward Left, one square).
  const cic::Position hanging = pos.after(*cic::resolve(pos, "Ce5-f4").move);
  CHECK(search_to(hanging, 1).score == cic::kScoreWin - 1);
}

TEST_CASE("search: a two-move combination wins the Commander at depth 3") {
  const cic::Position pos = position(combination_fen());
  const auto r = search_to(pos, 3);
  const std::string pv = line_of(pos, r.pv);
  CAPTURE(pv);
  CHECK(one_of(text_of(pos, r), {"Bf6-d4+", "Bf6-c3+"}));
  CHECK(r.score == cic::kScoreWin - 3);
  CHECK(cic::score_text(r.score) == "#2");
  REQUIRE(r.pv.size() == 3);
  CHECK(r.pv[2].captured == cic::Kind::commander);
  // Every Light reply to the combination's first move lets the Commander be taken.
  const cic::Position after = pos.after(*r.best);
  const auto replies = after.legal_moves();
  REQUIRE_FALSE(replies.empty());
  for (const cic::Move& reply : replies) {
    const auto next = after.after(reply).legal_moves();
    CHECK(std::any_of(next.begin(), next.end(), [](const cic::Move& m) { return m.captured == cic::Kind::commander; }));
  }
  // Light, to move in the same placement, is not lost at once: its Commander is not attacked.
  const auto light = search_to(position(make_fen("Ch8 Bf6 ca1 fa2 fb1", 'l')), 1);
  CHECK_FALSE(cic::is_win_score(light.score));
}

TEST_CASE("search: a fixed depth is deterministic") {
  const cic::Position start = cic::Position::start();
  cic::Engine one;
  cic::SearchLimits limits;
  limits.depth = 4;
  const auto a = one.search(start, limits);
  (void)one.search(position(hang_fen()), limits);  // an unrelated search in between
  const auto b = one.search(start, limits);
  CHECK(a.best == b.best);
  CHECK(a.score == b.score);
  CHECK(a.pv == b.pv);
  CHECK(a.nodes == b.nodes);
  CHECK(a.depth == 4);
  const auto c = cic::search(start, limits);  // a fresh engine of the same size
  CHECK(c.pv == a.pv);
  CHECK(c.nodes == a.nodes);
  // A node budget is deterministic too.
  cic::SearchLimits budget;
  budget.nodes = 5000;
  const auto d = one.search(start, budget);
  const auto e = cic::search(start, budget);
  CHECK(d.pv == e.pv);
  CHECK(d.depth == e.depth);
}

TEST_CASE("search: team games honour the teammate due") {
  // Dark is a team whose Air member (the Fighter) is due (§7); Dark's Commander on e5 is next
  // to Light's on d4, so Light's Commander takes it next whatever the Fighter does: lost in 2.
  const std::string placement = "Ce5 Fh8 cd4";
  const cic::Position air = position(make_fen(placement, 'd', "a-"));
  const auto r = search_to(air, 3);
  REQUIRE(r.best.has_value());
  CHECK(r.best->piece == cic::Kind::fighter);
  CHECK(r.score == -(cic::kScoreWin - 2));
  CHECK(cic::score_text(r.score) == "#-1");
  // With the Land-and-Sea member due, the Commander takes Light's at once.
  const cic::Position land = position(make_fen(placement, 'd', "s-"));
  const auto s = search_to(land, 3);
  CHECK(text_of(land, s) == "Ce5xd4#");
  CHECK(s.score == cic::kScoreWin - 1);
}

TEST_CASE("search: an enhanced Commander is attacked first, then captured") {
  // The Fighter on a3 reaches a1 (a-file, a2 empty); the Commander there is enhanced, so the
  // move is an attack (§8) and wins nothing yet. Light then escapes: its Commander on a1 goes
  // to b1 (the Fighter covers a2 and b2, not b1), so there is no forced win within 3 plies.
  const cic::Position pos = position(make_fen("Ch8 Fa3 +ca1", 'd'));
  const auto moves = cic::search_moves(pos);
  CHECK(std::any_of(moves.begin(), moves.end(), [](const cic::Move& m) { return m.attack; }));
  for (int depth : {1, 2, 3}) CHECK_FALSE(cic::is_win_score(search_to(pos, depth).score));
  // Without the enhancement it is a win in one.
  CHECK(search_to(position(make_fen("Ch8 Fa3 ca1", 'd')), 2).score == cic::kScoreWin - 1);
}

TEST_CASE("search: decided positions and score text") {
  // Light's Commander is gone: Dark has won, Light (to move) has lost.
  const auto lost = search_to(position(make_fen("Ch8 fa2", 'l')), 3);
  CHECK_FALSE(lost.best.has_value());
  CHECK(lost.score == -cic::kScoreWin);
  CHECK(cic::score_text(125) == "+1.25");
  CHECK(cic::score_text(-40) == "-0.40");
  CHECK(cic::score_text(0) == "0.00");
  CHECK(cic::score_text(cic::kScoreWin - 5) == "#3");
  CHECK(cic::score_text(-(cic::kScoreWin - 4)) == "#-2");
  // The evaluation is from the side to move: the same placement scores opposite for each side.
  const cic::Position d = position(make_fen("Ch8 Bf6 ca1 fa2 fb1", 'd'));
  const cic::Position l = position(make_fen("Ch8 Bf6 ca1 fa2 fb1", 'l'));
  CHECK(cic::evaluate(d) == -cic::evaluate(l));
}

TEST_CASE("analyse: prints each iteration and the best move") {
  const auto run = cinc::test::run_cinc({"analyse", "--fen", combination_fen(), "--depth", "3"});
  REQUIRE(run.exit_code == 0);
  const auto lines = cinc::test::lines_of(run.out);
  REQUIRE(lines.size() >= 2);
  CHECK(lines.front().rfind("depth 1 score ", 0) == 0);
  CHECK(one_of(lines.back(), {"best Bf6-d4+", "best Bf6-c3+"}));
  const std::string& last_iteration = lines[lines.size() - 2];
  CHECK(last_iteration.find("score #2 ") != std::string::npos);
  CHECK(last_iteration.find(" nps ") != std::string::npos);
  CHECK(last_iteration.back() == '#');  // the PV ends with the Commander capture
}

TEST_CASE("analyse: an invalid FEN is reported with exit 1") {
  const auto run = cinc::test::run_cinc({"analyse", "--fen", "8/8/8/8/8/8/8/8 d - 0 1"});
  CHECK(run.exit_code == 1);
  CHECK(run.err.find("invalid FEN") != std::string::npos);
  CHECK(run.out.empty());
  const auto usage = cinc::test::run_cinc({"analyse", "--depth", "3", "--time", "100"});
  CHECK(usage.exit_code == 2);  // --depth and --time exclude each other
}
