// The tie-breaks of docs/scoring.md "Tie-breaks" (after the FIDE Handbook C.07, Tie-Break
// Regulations) on the library's table, worked out by hand: two voluntarily unplayed rounds
// of one player (a zero- and a half-point bye) and rounds without a game.
#include <doctest/doctest.h>

#include <cmath>
#include <string>
#include <vector>

#include "cinc/game/standings.h"

using cinc::game::EventGame;
using cinc::game::GameKind;
using cinc::game::Standings;
using cinc::game::StandingsBuilder;
using cinc::game::TieBreak;

namespace {

EventGame eg(const char* first, const char* second, const char* round, const char* result) {
  EventGame g;
  g.first = first;
  g.second = second;
  g.round = round;
  g.result = result;
  g.where = std::string(first) + "-" + second + "@" + round;
  if (g.first == "BYE" || g.second == "BYE") g.kind = GameKind::bye;
  return g;
}

// Four rounds of P, Q, R, S:
//   R1: P-Q 1-0, R-S 1-0.  R2: P a zero-point bye, Q-R 1/2; S has no game.
//   R3: R-P 1-0, Q-S 1-0.  R4: P a half-point bye, S-R 1-0; Q has no game.
// Points: P 1+0+0+1/2 = 1.5; Q 0+1/2+1+0 = 1.5; R 1+1/2+1+0 = 2.5; S 0+0+0+1 = 1.
const std::vector<EventGame> kGames = {
    eg("P", "Q", "1", "1-0"), eg("R", "S", "1", "1-0"),     eg("P", "BYE", "2", "0-1"), eg("Q", "R", "2", "1/2-1/2"),
    eg("R", "P", "3", "1-0"), eg("Q", "S", "3", "1-0"),     eg("P", "BYE", "4", "1/2-1/2"), eg("S", "R", "4", "1-0")};

Standings table(std::vector<TieBreak> order) {
  StandingsBuilder b('d', 'l');
  b.set_tie_breaks(std::move(order));
  for (const EventGame& g : kGames) b.add(g);
  return std::move(b).finish();
}

std::vector<std::string> names(const Standings& t) {
  std::vector<std::string> out;
  for (const auto& r : t.rows) out.emplace_back(r.name);
  return out;
}

}  // namespace

TEST_CASE("Buchholz, Cut-1 and median with voluntarily unplayed rounds cut first; progressive score") {
  const Standings t = table({TieBreak::buchholz, TieBreak::buchholz_cut1, TieBreak::buchholz_median, TieBreak::progressive});
  // Contributions (v: voluntarily unplayed, a dummy opponent on the player's own points):
  //   P: Q 1.5, zero bye 1.5 v, R 2.5, half bye 1.5 v: BH 7; Cut-1 7-1.5(v) = 5.5;
  //      median 7-1.5(v)-2.5 = 3; progressive 1+1+1+1.5 = 4.5
  //   Q: P 1.5, R 2.5, S 1, R4 no game 1.5 v: BH 6.5; Cut-1 6.5-1.5(v) = 5; median 5-2.5 = 2.5;
  //      progressive 0+0.5+1.5+1.5 = 3.5
  //   R: S 1, Q 1.5, P 1.5, S 1: BH 5; Cut-1 5-1 = 4; median 4-1.5 = 2.5; progressive 1+1.5+2.5+2.5 = 7.5
  //   S: R 2.5, R2 no game 1 v, Q 1.5, R 2.5: BH 7.5; Cut-1 7.5-1(v) = 6.5; median 6.5-2.5 = 4;
  //      progressive 0+0+0+1 = 1
  // R (2.5) first; P and Q on 1.5: Buchholz 7 against 6.5; S (1) last.
  REQUIRE(names(t) == std::vector<std::string>{"R", "P", "Q", "S"});
  CHECK(t.tie_break_values(t.rows[0]) == std::vector<double>{5, 4, 2.5, 7.5});
  CHECK(t.tie_break_values(t.rows[1]) == std::vector<double>{7, 5.5, 3, 4.5});
  CHECK(t.tie_break_values(t.rows[2]) == std::vector<double>{6.5, 5, 2.5, 3.5});
  CHECK(t.tie_break_values(t.rows[3]) == std::vector<double>{7.5, 6.5, 4, 1});
  CHECK(t.rows[2].rank == 3);
}

TEST_CASE("direct encounter among the tied: applied when all met, and the order it gives") {
  // P and Q tie on 1.5 and met in R1 (P won): P 1, Q 0. R and S are alone on their points.
  const Standings t = table({TieBreak::direct_encounter, TieBreak::progressive});
  REQUIRE(names(t) == std::vector<std::string>{"R", "P", "Q", "S"});
  CHECK(t.tie_break_values(t.rows[1])[0] == 1);
  CHECK(t.tie_break_values(t.rows[2])[0] == 0);
  CHECK(std::isnan(t.tie_break_values(t.rows[0])[0]));
  CHECK(std::isnan(t.tie_break_values(t.rows[3])[0]));
  // Games as second player (byes aside): P in R3 (R-P); Q in R1 (P-Q); R in R2 (Q-R) and R4
  // (S-R); S in R1 (R-S) and R3 (Q-S).
  const Standings second = table({TieBreak::second_player});
  for (const auto& r : second.rows) {
    CAPTURE(r.name);
    const double expected = r.name == "P" || r.name == "Q" ? 1 : 2;
    CHECK(second.tie_break_values(r)[0] == expected);
  }
}
