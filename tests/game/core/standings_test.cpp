// Event standings on a table worked out by hand (docs/scoring.md): 6 players, 3 rounds.
#include <doctest/doctest.h>

#include <optional>

#include "cinc/game/standings.h"

using cinc::game::compute_standings;
using cinc::game::EventGame;

namespace {

// A game played over the board: first - second, round, result, captured points of each, where.
EventGame eg(const char* first, const char* second, const char* round, const char* result, std::array<int, 2> points,
             const char* where) {
  EventGame g;
  g.first = first;
  g.second = second;
  g.round = round;
  g.result = result;
  g.points = points;
  g.where = where;
  return g;
}

// A row's cells round by round ("" where it has none), for comparing with a hand-made list.
std::vector<std::string> cells_of(const cinc::game::StandingRow& row, std::size_t rounds = 3) {
  std::vector<std::string> out;
  for (std::size_t i = 0; i < rounds; ++i) out.push_back(row.cell(i));
  return out;
}

}  // namespace

TEST_CASE("six players, three rounds: match points, captured points, Sonneborn-Berger, crosstable") {
  // first - second, round, result, captured points of each.
  const std::vector<EventGame> games = {
      eg("A", "B", "1", "1-0", {10, 3}, "g1"),     eg("C", "D", "1", "1/2-1/2", {4, 4}, "g2"),
      eg("E", "F", "1", "0-1", {2, 7}, "g3"),      eg("A", "C", "2", "1/2-1/2", {5, 5}, "g4"),
      eg("F", "B", "2", "1-0", {6, 1}, "g5"),      eg("D", "E", "2", "1-0", {8, 0}, "g6"),
      eg("F", "A", "3", "0-1", {3, 9}, "g7"),      eg("B", "D", "3", "1/2-1/2", {2, 2}, "g8"),
      eg("C", "E", "3", "1-0", {7, 1}, "g9"),
  };
  const auto t = compute_standings(games, 'd', 'l');
  CHECK(t.rounds.to_vector() == std::vector<std::string>{"1", "2", "3"});
  REQUIRE(t.rows.size() == 6);
  // By hand: A 2.5; C, F, D 2 (captured 16, 16, 14; C and F split by SB 2.25 vs 0.5); B 0.5; E 0.
  const char* order[] = {"A", "C", "F", "D", "B", "E"};
  for (int i = 0; i < 6; ++i) {
    CHECK(t.rows[static_cast<std::size_t>(i)].name == order[i]);
    CHECK(t.rows[static_cast<std::size_t>(i)].rank == i + 1);
  }
  const auto& a = t.rows[0];
  CHECK(a.games == 3);
  CHECK(a.wins == 2);
  CHECK(a.draws == 1);
  CHECK(a.losses == 0);
  CHECK(a.match_points == 2.5);
  CHECK(a.captured_points == 24);
  CHECK(a.sonneborn_berger == 3.5);  // B 0.5 + half of C's 2 + F 2
  CHECK(cells_of(a) == std::vector<std::string>{"+5d", "=2d", "+3l"});
  const auto& c = t.rows[1];
  CHECK(c.captured_points == 16);
  CHECK(c.sonneborn_berger == 2.25);  // half of D's 2 + half of A's 2.5 + E's 0
  CHECK(cells_of(c) == std::vector<std::string>{"=4d", "=1l", "+6d"});
  const auto& f = t.rows[2];
  CHECK(f.captured_points == 16);
  CHECK(f.sonneborn_berger == 0.5);
  CHECK(cells_of(f) == std::vector<std::string>{"+6l", "+5d", "-1d"});
  const auto& d = t.rows[3];
  CHECK(d.captured_points == 14);
  CHECK(d.sonneborn_berger == 1.25);
  CHECK(cells_of(d) == std::vector<std::string>{"=2l", "+6d", "=5l"});
  CHECK(cells_of(t.rows[4]) == std::vector<std::string>{"-1l", "-3l", "=4d"});
  CHECK(cells_of(t.rows[5]) == std::vector<std::string>{"-3d", "-4l", "-2l"});
  CHECK(t.unfinished.empty());
  CHECK(t.warnings.empty());
}

TEST_CASE("equal rows share a rank; unfinished games are listed, not counted; rounds in natural order") {
  const std::vector<EventGame> games = {
      eg("Y", "X", "10", "1/2-1/2", {3, 3}, "a:1"),
      eg("X", "Y", "2", "1/2-1/2", {1, 1}, "a:2"),
      eg("X", "Z", "2", "*", {0, 0}, "a:3"),
  };
  const auto t = compute_standings(games, 'd', 'l');
  CHECK(t.rounds.to_vector() == std::vector<std::string>{"2", "10"});
  REQUIRE(t.rows.size() == 3);
  CHECK(t.rows[0].name == "X");
  CHECK(t.rows[1].name == "Y");
  CHECK(t.rows[0].rank == 1);
  CHECK(t.rows[1].rank == 1);
  CHECK(t.rows[2].name == "Z");
  CHECK(t.rows[2].games == 0);
  CHECK(t.unfinished.to_vector() == std::vector<std::string>{"a:3"});
  // X has two games in round 2 (one unfinished is not a game played): no warning.
  CHECK(t.warnings.empty());
}

TEST_CASE("forfeit results: +/- and -/+ a win and a loss, -/- both lose, all unplayed") {
  // docs/scoring.md "Byes, forfeits and unplayed games", by hand: round 1 A beats B by
  // forfeit ("+/-"), C beats D over the board; round 2 D beats A by forfeit ("-/+", D is
  // second), B and C both forfeit ("-/-"). Match points A 1, B 0, C 1, D 1; only C and D
  // played a game (C captured 6, D 2); SB over played games only: C beat D (1 point) = 1.
  std::vector<EventGame> games = {
      eg("A", "B", "1", "+/-", {0, 0}, "f:1"), eg("C", "D", "1", "1-0", {6, 2}, "f:2"),
      eg("A", "D", "2", "-/+", {0, 0}, "f:3"), eg("B", "C", "2", "-/-", {0, 0}, "f:4")};
  for (const std::size_t i : {0U, 2U, 3U}) games[i].kind = cinc::game::GameKind::forfeit;
  const auto t = compute_standings(games, 'd', 'l');
  REQUIRE(t.rows.size() == 4);
  // C and D have 1 point and captured points: C 6, D 2; A has 1 point, none captured.
  CHECK(t.rows[0].name == "C");
  CHECK(t.rows[1].name == "D");
  CHECK(t.rows[2].name == "A");
  CHECK(t.rows[3].name == "B");
  const auto& c = t.rows[0];
  CHECK(c.match_points == 1.0);
  CHECK(c.games == 1);
  CHECK(c.wins == 1);
  CHECK(c.unplayed == 1);
  CHECK(c.sonneborn_berger == 1.0);
  CHECK(cells_of(c, 2) == std::vector<std::string>{"+2d", "-f4l"});
  const auto& d = t.rows[1];
  CHECK(d.match_points == 1.0);
  CHECK(d.losses == 1);
  CHECK(d.unplayed == 1);
  CHECK(cells_of(d, 2) == std::vector<std::string>{"-1l", "+f3l"});
  const auto& a = t.rows[2];
  CHECK(a.match_points == 1.0);
  CHECK(a.games == 0);
  CHECK(a.unplayed == 2);
  CHECK(cells_of(a, 2) == std::vector<std::string>{"+f4d", "-f2d"});
  const auto& b = t.rows[3];
  CHECK(b.match_points == 0.0);
  CHECK(b.unplayed == 2);
  CHECK(cells_of(b, 2) == std::vector<std::string>{"-f3l", "-f1d"});
  CHECK(t.unfinished.empty());
}

TEST_CASE("two games of a player in one round share its cell, with a warning per game beyond the first") {
  // By hand: round 1 A beats B (A first) and draws with C (A second); round 2 B beats C.
  // Points A 1.5, B 1, C 0.5: ranks A 1, B 2, C 3. A's round 1 cell holds both games in
  // input order; C meets A in round 1 only once, B once: no warning for them.
  const std::vector<EventGame> games = {eg("A", "B", "1", "1-0", {0, 0}, "t:1"),
                                        eg("C", "A", "1", "1/2-1/2", {0, 0}, "t:2"),
                                        eg("B", "C", "2", "1-0", {0, 0}, "t:3")};
  const auto t = compute_standings(games, 'd', 'l');
  REQUIRE(t.rows.size() == 3);
  CHECK(t.rows[0].name == "A");
  CHECK(cells_of(t.rows[0], 2) == std::vector<std::string>{"+2d =3l", ""});
  const auto a_cells = t.rows[0].cells();
  REQUIRE(a_cells.size() == 1);
  CHECK(a_cells[0].round == 0);
  CHECK(a_cells[0].text == "+2d =3l");
  CHECK(cells_of(t.rows[1], 2) == std::vector<std::string>{"-1l", "+3d"});
  CHECK(cells_of(t.rows[2], 2) == std::vector<std::string>{"=1d", "-2l"});
  CHECK(t.warnings == std::vector<std::string>{"A has more than one game in round 1"});
}

TEST_CASE("a copy of the table keeps its names and cells when the original is gone") {
  std::optional<cinc::game::Standings> original =
      compute_standings({eg("Ann", "Bo", "1", "0-1", {1, 2}, "c:1"), eg("Bo", "Cy", "2", "1/2-1/2", {0, 0}, "c:2")}, 'd', 'l');
  const cinc::game::Standings copy = *original;
  original.reset();
  REQUIRE(copy.rows.size() == 3);
  // Bo 1.5, Ann 0 (captured 1), Cy 0.5: Bo, Cy, Ann.
  CHECK(copy.rows[0].name == "Bo");
  CHECK(copy.rows[1].name == "Cy");
  CHECK(copy.rows[2].name == "Ann");
  CHECK(cells_of(copy.rows[0], 2) == std::vector<std::string>{"+3l", "=2d"});
  CHECK(copy.rounds.to_vector() == std::vector<std::string>{"1", "2"});
}

TEST_CASE("StringList: strings end to end, read back in order") {
  cinc::game::StringList list;
  CHECK(list.empty());
  for (const char* s : {"", "round 1", "", "Ölund"}) list.push_back(s);
  REQUIRE(list.size() == 4);
  CHECK(list[0].empty());
  CHECK(list[1] == "round 1");
  CHECK(list[2].empty());
  CHECK(list[3] == "Ölund");
  CHECK(list.to_vector() == std::vector<std::string>{"", "round 1", "", "Ölund"});
}
