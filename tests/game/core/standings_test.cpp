// Event standings on a table worked out by hand (docs/scoring.md): 6 players, 3 rounds.
// Every table is made twice more on disk (docs/scoring.md "Memory"): spilled at once, and
// spilled after each game in turn, each the same as the table made in memory.
#include <doctest/doctest.h>

#include <optional>
#include <sstream>

#include "cinc/game/standings.h"

using cinc::game::EventGame;
using cinc::game::SpillOptions;
using cinc::game::Standings;
using cinc::game::StandingsBuilder;

namespace {

// Everything a table holds, as one text (rounds, rows with their cells by round name, the
// lists, teams and boards), read through for_each_round and for_each_row.
std::string dump(const Standings& t) {
  std::ostringstream out;
  out << "rounds " << t.round_count() << ":";
  t.for_each_round([&](std::string_view r) { out << " [" << r << "]"; });
  out << "\n";
  t.for_each_row([&](const cinc::game::StandingRow& r) {
    out << r.rank << " [" << r.name << "] " << r.games << " " << r.wins << " " << r.draws << " " << r.losses << " "
        << r.unplayed << " " << r.invalid << " " << r.captured_points << " " << r.match_points << " "
        << r.sonneborn_berger;
    for (const auto& c : r.cells()) out << " " << t.round_name(c.round) << ":" << c.text;
    out << "\n";
  });
  t.for_each_unfinished([&](std::string_view u) { out << "unfinished " << u << "\n"; });
  t.for_each_invalid([&](std::string_view u) { out << "invalid " << u << "\n"; });
  for (const auto& w : t.warnings) out << "warning " << w << "\n";
  for (const auto& name : t.not_ranked) out << "not ranked " << name << "\n";
  for (const auto& team : t.teams)
    out << "team " << team.rank << " " << team.name << " " << team.matches << " " << team.match_points << " "
        << team.game_points << "\n";
  for (const auto& b : t.boards)
    for (const auto& r : b.rows) out << "board " << b.board << " " << r.name << " " << r.games << " " << r.points << "\n";
  return out.str();
}

Standings build(const std::vector<EventGame>& games, SpillOptions spill) {
  StandingsBuilder builder('d', 'l', std::move(spill));
  for (const EventGame& g : games) builder.add(g);
  return std::move(builder).finish();
}

// The table in memory, checked to be the same made on disk: spilled before the first game
// counts (budget 0), and spilled at each game in turn (the budget one byte under the state
// the games before it leave).
Standings standings_both_paths(const std::vector<EventGame>& games, char first, char second) {
  REQUIRE(first == 'd');
  REQUIRE(second == 'l');
  Standings in_memory = build(games, {});
  const std::string expected = dump(in_memory);
  CHECK(build(games, SpillOptions{0, ""}).spilled != nullptr);
  CHECK(dump(build(games, SpillOptions{0, ""})) == expected);
  StandingsBuilder counting('d', 'l');
  for (const EventGame& g : games) {
    counting.add(g);
    const std::size_t budget = counting.state_bytes();
    const Standings on_disk = build(games, SpillOptions{budget == 0 ? 0 : budget - 1, ""});
    const std::string got = dump(on_disk);
    const std::string message = "spilled at state " + std::to_string(budget) + ":\n" + got;
    CHECK_MESSAGE(got == expected, message);
  }
  return in_memory;
}

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
  const auto t = standings_both_paths(games, 'd', 'l');
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
  const auto t = standings_both_paths(games, 'd', 'l');
  CHECK(t.rounds.to_vector() == std::vector<std::string>{"2", "10"});
  // Z's only game is unfinished: no game played, not ranked but listed apart (issue 41,
  // docs/scoring.md "The table"; it used to be ranked third with 0 games).
  REQUIRE(t.rows.size() == 2);
  CHECK(t.rows[0].name == "X");
  CHECK(t.rows[1].name == "Y");
  CHECK(t.rows[0].rank == 1);
  CHECK(t.rows[1].rank == 1);
  CHECK(t.not_ranked == std::vector<std::string>{"Z"});
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
  const auto t = standings_both_paths(games, 'd', 'l');
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
  const auto t = standings_both_paths(games, 'd', 'l');
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
      standings_both_paths({eg("Ann", "Bo", "1", "0-1", {1, 2}, "c:1"), eg("Bo", "Cy", "2", "1/2-1/2", {0, 0}, "c:2")}, 'd', 'l');
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

TEST_CASE("the budget: state at it stays in memory, one byte past it moves to disk") {
  // By hand (StandingsBuilder::state_bytes): after Ann-Bob in round "1", 2 players
  // (2 x 96 + 6 bytes of names), 1 round (32 + 1), 2 sides (2 x 16): 263. After Bob-Cid in
  // round "2", 3 players (288 + 9), 2 rounds (64 + 2), 4 sides (64): 427.
  const std::vector<EventGame> games = {eg("Ann", "Bob", "1", "1-0", {3, 1}, "b:1"),
                                        eg("Bob", "Cid", "2", "1/2-1/2", {0, 0}, "b:2")};
  StandingsBuilder at('d', 'l', SpillOptions{427, ""});
  StandingsBuilder past('d', 'l', SpillOptions{426, ""});
  at.add(games[0]);
  past.add(games[0]);
  CHECK(at.state_bytes() == 263);
  CHECK_FALSE(past.spilled());
  at.add(games[1]);
  past.add(games[1]);
  CHECK(at.state_bytes() == 427);
  CHECK_FALSE(at.spilled());
  CHECK(past.spilled());
  CHECK(past.state_bytes() == 0);
  const Standings kept = std::move(at).finish();
  const Standings spilled = std::move(past).finish();
  CHECK(kept.spilled == nullptr);
  REQUIRE(spilled.spilled != nullptr);
  CHECK(spilled.rows.empty());
  // Ann 1 point, Bob 0.5 (captured 1), Cid 0.5 (captured 0): Ann, Bob, Cid.
  CHECK(dump(spilled) == dump(kept));
  CHECK(dump(spilled) ==
        "rounds 2: [1] [2]\n"
        "1 [Ann] 1 1 0 0 0 0 3 1 0.5 1:+2d\n"
        "2 [Bob] 2 0 1 1 0 0 1 0.5 0.25 1:-1l 2:=3d\n"
        "3 [Cid] 1 0 1 0 0 0 0 0.5 0.25 2:=2l\n");
}

TEST_CASE("a directory that cannot be written: SpillError naming it, when the state spills") {
  StandingsBuilder builder('d', 'l', SpillOptions{0, "/nonexistent/cinc-spill"});
  try {
    builder.add(eg("Ann", "Bob", "1", "1-0", {0, 0}, "e:1"));
    FAIL("no error");
  } catch (const cinc::game::SpillError& e) {
    CHECK(std::string(e.what()).find("/nonexistent/cinc-spill") != std::string::npos);
    CHECK(std::string(e.what()).find("TMPDIR") != std::string::npos);
  }
}

TEST_CASE("on disk across more runs than are merged at once, round names equal in value") {
  // A round robin of 12 players in 11 rounds (the circle method): P1 wins every game, the
  // others draw theirs. Round 4 is named "04" and round 5 "4": equal in value, so ordered
  // by their bytes ("04" first). At budget 0 every record is a run of its own, far more
  // than the 32 merged at once. By hand: P1 11 points; the others 5 (10 draws, a loss),
  // equal on every tie-break (SB: 10 draws x 5 / 2 = 25), sharing rank 2 in name order.
  std::vector<EventGame> games;
  const int n = 12;
  int where = 0;
  for (int round = 0; round < n - 1; ++round)
    for (int i = 0; i < n / 2; ++i) {
      const int a = i == 0 ? 0 : (round + i) % (n - 1) + 1;
      const int b = (round + n - 1 - i) % (n - 1) + 1;
      const std::string pa = "P" + std::to_string(a + 1), pb = "P" + std::to_string(b + 1);
      const std::string name = round == 3 ? "04" : round == 4 ? "4" : std::to_string(round + 1);
      games.push_back(eg(pa.c_str(), pb.c_str(), name.c_str(), a == 0 ? "1-0" : "1/2-1/2", {0, 0},
                         ("r:" + std::to_string(++where)).c_str()));
    }
  const Standings t = standings_both_paths(games, 'd', 'l');
  CHECK(t.rounds.to_vector() ==
        std::vector<std::string>{"1", "2", "3", "04", "4", "6", "7", "8", "9", "10", "11"});
  REQUIRE(t.rows.size() == 12);
  CHECK(t.rows[0].name == "P1");
  CHECK(t.rows[0].match_points == 11.0);
  const std::vector<std::string> others = {"P10", "P11", "P12", "P2", "P3", "P4", "P5", "P6", "P7", "P8", "P9"};
  for (std::size_t i = 1; i < 12; ++i) {
    CHECK(t.rows[i].name == others[i - 1]);
    CHECK(t.rows[i].rank == 2);
    CHECK(t.rows[i].match_points == 5.0);
    CHECK(t.rows[i].sonneborn_berger == 25.0);
  }
  CHECK(t.warnings.empty());
}
