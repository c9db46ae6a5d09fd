// Draw claims on hand-worked games (docs/rules/commander-in-chief.md §5): repetition (and what
// is not one), the no-progress count and what resets it, stalemate, results that disagree.
#include <doctest/doctest.h>

#include "cinc/game/draws.h"
#include "cinc/game/replay.h"
#include "cinc/notation/reader.h"

using namespace cinc;

namespace {

game::DrawReport draws_of(const std::string& text, int limit = game::kDefaultNoProgressPlies) {
  auto games = notation::read_games(text);
  REQUIRE(games.size() == 1);
  const game::ReplayedGame replayed = game::replay(games[0]);
  REQUIRE_MESSAGE(replayed.valid(), (replayed.diagnostics.empty() ? "" : replayed.diagnostics[0].message));
  return game::find_draws(games[0], replayed, limit, nullptr);
}

std::vector<int> claim_plies(const game::DrawReport& r, const std::string& kind) {
  std::vector<int> out;
  for (const auto& c : r.claims)
    if (c.kind == kind) out.push_back(c.ply);
  return out;
}

// Both sides' Helicopters go out and back: f7-d5 / c2-e4 and back, twice.
const std::string kShuffle = "1. Hf7-d5 Hc2-e4 2. Hd5-f7 He4-c2 3. Hf7-d5 Hc2-e4 4. Hd5-f7 He4-c2";

}  // namespace

TEST_CASE("threefold repetition: the start position returns at plies 4 and 8") {
  const auto r = draws_of("[Result \"1/2-1/2\"]\n[Termination \"repetition\"]\n\n" + kShuffle + " 1/2-1/2\n");
  REQUIRE(!r.claims.empty());
  CHECK(r.claims[0].kind == "repetition");
  CHECK(r.claims[0].ply == 8);
  CHECK(r.claims[0].occurrences == std::vector<int>{0, 4, 8});
  CHECK(claim_plies(r, "repetition") == std::vector<int>{8});
  CHECK(r.warnings.empty());
}

TEST_CASE("a repetition claim without a third occurrence, or made after the game went on, is a warning") {
  auto r = draws_of("[Result \"1/2-1/2\"]\n[Termination \"repetition\"]\n\n1. Hf7-d5 Hc2-e4 2. Hd5-f7 He4-c2 1/2-1/2\n");
  CHECK(claim_plies(r, "repetition").empty());
  REQUIRE(r.warnings.size() == 1);
  CHECK(r.warnings[0] == "Termination says repetition, but no position stood three times");
  r = draws_of("[Result \"1/2-1/2\"]\n[Termination \"repetition\"]\n\n" + kShuffle + " 5. Se8-d7 1/2-1/2\n");
  REQUIRE(r.warnings.size() == 1);
  CHECK(r.warnings[0].find("went on after the third occurrence at ply 8") != std::string::npos);
  r = draws_of("[Result \"1-0\"]\n[Termination \"repetition\"]\n\n" + kShuffle + " 1-0\n");
  REQUIRE(r.warnings.size() == 1);
  CHECK(r.warnings[0] == "Termination says repetition, but the result is 1-0");
}

TEST_CASE("positions that differ only by the team turn state are not repetitions") {
  // Dark is a team without Air pieces, so its Land-and-Sea player always moves (§7, "if
  // possible") and after each move the Air player is due: the start (Land-and-Sea due)
  // never comes back. The Destroyer shuffles d4-e4, the Light Helicopter c3-e5.
  const std::string moves = "1. Dd4-e4 Hc3-e5 2. De4-d4 He5-c3 3. Dd4-e4 Hc3-e5 4. De4-d4 He5-c3 "
                            "5. Dd4-e4 Hc3-e5 6. De4-d4 He5-c3";
  auto team = draws_of("[SetUp \"1\"]\n[FEN \"7C/8/8/8/3D4/2h5/8/c7 d s- 0 1\"]\n[Result \"*\"]\n\n" + moves + " *\n");
  // Ply 1's position comes back at 5 and 9, ply 2's at 6 and 10, and so on; ply 0's never.
  CHECK(claim_plies(team, "repetition") == std::vector<int>{9, 10, 11, 12});
  CHECK(team.claims[0].occurrences == std::vector<int>{1, 5, 9});
  // The same moves with single players: the start itself repeats first, at ply 8 (its
  // fourth occurrence at ply 12 is no new claim).
  auto single = draws_of("[SetUp \"1\"]\n[FEN \"7C/8/8/8/3D4/2h5/8/c7 d - 0 1\"]\n[Result \"*\"]\n\n" + moves + " *\n");
  CHECK(claim_plies(single, "repetition") == std::vector<int>{8, 9, 10, 11});
  CHECK(single.claims[0].occurrences == std::vector<int>{0, 4, 8, 12});
}

TEST_CASE("positions that differ only by an enhancement are not repetitions") {
  // The Destroyer attacks the enhanced Light Fighter on e5 (nothing moves, the enhancement
  // goes), then runs the triangle d4-e4-d5-d4 while Light moves its Helicopter c3-a3 and
  // back twice: at ply 8 the board is the start's but for the enhancement. Then both run
  // triangles (Light's Commander a1-b1-b2-a1): the ply-8 position returns at 14 and 20.
  const std::string text =
      "[SetUp \"1\"]\n[FEN \"7C/8/8/4+f3/3D4/2h5/8/c7 d - 0 1\"]\n[Result \"*\"]\n\n"
      "1. Dd4xe5 Hc3-a3 2. Dd4-e4 Ha3-c3 3. De4-d5 Hc3-a3 4. Dd5-d4 Ha3-c3 "
      "5. Dd4-e4 Ca1-b1 6. De4-d5 Cb1-b2 7. Dd5-d4 Cb2-a1 8. Dd4-e4 Ca1-b1 9. De4-d5 Cb1-b2 10. Dd5-d4 Cb2-a1 *\n";
  const auto r = draws_of(text);
  const auto plies = claim_plies(r, "repetition");
  REQUIRE(!plies.empty());
  CHECK(plies.front() == 20);
  CHECK(r.claims.front().occurrences == std::vector<int>{8, 14, 20});
}

TEST_CASE("no progress: the count, what resets it, and the claim") {
  // The FEN's counter is 98: two quiet plies reach 100.
  auto r = draws_of("[SetUp \"1\"]\n[FEN \"7C/8/8/8/3D4/2h5/8/c7 d - 98 1\"]\n[Result \"*\"]\n\n1. Dd4-e4 Hc3-e5 *\n");
  CHECK(claim_plies(r, "no-progress") == std::vector<int>{2});
  // With a limit of 4 plies from the start: the Helicopter shuffle reaches it at ply 4.
  r = draws_of("[Result \"*\"]\n\n1. Hf7-d5 Hc2-e4 2. Hd5-f7 He4-c2 *\n", 4);
  CHECK(claim_plies(r, "no-progress") == std::vector<int>{4});
  // A launch (Se8-d7) resets the count: plies 1-3 are quiet, 4 a launch, so 4 more are needed.
  r = draws_of("[Result \"*\"]\n\n1. Hf7-d5 Hc2-e4 2. Hd5-f7 Sd1-e2 3. Hf7-d5 He4-c2 4. Hd5-f7 Hc2-e4 *\n", 4);
  CHECK(claim_plies(r, "no-progress") == std::vector<int>{8});
  // A promotion-free attack resets it too: the Destroyer's attack at ply 1.
  r = draws_of("[SetUp \"1\"]\n[FEN \"7C/8/8/4+f3/3D4/2h5/8/c7 d - 3 1\"]\n[Result \"*\"]\n\n1. Dd4xe5 Hc3-a3 *\n", 4);
  CHECK(claim_plies(r, "no-progress").empty());
  // A claim recorded before it was valid.
  r = draws_of("[Result \"1/2-1/2\"]\n[Termination \"no progress\"]\n\n1. Hf7-d5 Hc2-e4 1/2-1/2\n");
  REQUIRE(r.warnings.size() == 1);
  CHECK(r.warnings[0] == "Termination says no progress, but only 2 plies passed without progress (the limit is 100)");
}

TEST_CASE("stalemate: Dark has no legal move after Light's move") {
  // Dark's Commander h8 is boxed in by its own Tanks g8, h7 and Destroyer g7; the
  // unlaunched Submarines f8 and h6 and the Destroyer can only launch Forward into Land
  // squares (e7, g5, f6/g6/f7), which is not allowed; the Tanks are boxed too.
  const auto r = draws_of(
      "[SetUp \"1\"]\n[FEN \"5STC/6DT/7S/8/8/8/8/c7 l - 0 1\"]\n[Result \"1/2-1/2\"]\n[Termination \"stalemate\"]\n\n"
      "1... Ca1-b1 1/2-1/2\n");
  CHECK(claim_plies(r, "stalemate") == std::vector<int>{1});
  CHECK(r.warnings.empty());
  const auto wrong = draws_of("[Result \"1/2-1/2\"]\n[Termination \"stalemate\"]\n\n1. Hf7-d5 1/2-1/2\n");
  REQUIRE(wrong.warnings.size() == 1);
  CHECK(wrong.warnings[0] == "Termination says stalemate, but the side to move has a legal move");
}

TEST_CASE("agreement is a claim of its own; with a decisive result it is a warning") {
  auto r = draws_of("[Result \"1/2-1/2\"]\n[Termination \"agreement\"]\n\n1. Hf7-d5 Hc2-e4 1/2-1/2\n");
  CHECK(claim_plies(r, "agreement") == std::vector<int>{2});
  CHECK(r.warnings.empty());
  r = draws_of("[Result \"0-1\"]\n[Termination \"agreement\"]\n\n1. Hf7-d5 Hc2-e4 0-1\n");
  REQUIRE(r.warnings.size() == 1);
  CHECK(r.warnings[0] == "Termination says agreement, but the result is 0-1");
}
