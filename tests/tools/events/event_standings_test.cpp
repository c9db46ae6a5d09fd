// Event-grade standings through the binary (docs/scoring.md "cinc standings"): byes,
// forfeits, games with errors, two events in one file, a game pasted twice, a game without
// its Dark tag and a team event with boards, each on records written as an arbiter gets
// them, with the table worked out by hand from the rules.
#include <doctest/doctest.h>

#include <filesystem>
#include <iterator>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "support/event_records.h"
#include "support/run_cinc.h"

using cinc::test::run_cinc;
using cinc::test::run_standings_both_paths;
using nlohmann::json;

namespace {

const std::string& kMoves = cinc::test::kFivePointsEach;  // each side captures 5 points

// A game of `event` (tests/support/event_records.h: a player left out when empty).
std::string game(const std::string& event, const std::string& round, const std::string& dark, const std::string& light,
                 const std::string& result, const std::string& moves = kMoves, const std::string& extra = "") {
  return cinc::test::event_game(event, round, dark, light, result, moves, extra);
}

// The one table of a run (checked to be the only one).
json only_table(const std::string& out) {
  const json all = json::parse(out);
  REQUIRE(all["events"].size() == 1);
  return all["events"][0];
}

const json& row_of(const json& table, const std::string& player) {
  for (const auto& row : table["standings"])
    if (row["player"] == player) return row;
  FAIL("no row for " << player);
  static const json none;
  return none;
}

}  // namespace

TEST_CASE("byes and forfeits: points yes, tie-breaks no") {
  // Round 1: Ann-Bob 1-0 played; Cid-Dan 1-0 by forfeit; Eve has a bye ("1-0" against BYE).
  // Round 2: Bob-Cid drawn; Dan-Eve 1-0; Ann's bye written "bye" with '*' (a full point).
  const std::string forfeit = "[Termination \"forfeit\"]\n";
  const std::string text = game("Spring Open", "1", "Ann", "Bob", "1-0") +
                           game("Spring Open", "1", "Cid", "Dan", "1-0", "", forfeit) +
                           game("Spring Open", "1", "Eve", "BYE", "1-0", "") +
                           game("Spring Open", "2", "Bob", "Cid", "1/2-1/2") +
                           game("Spring Open", "2", "Dan", "Eve", "1-0") + game("Spring Open", "2", "Ann", "bye", "*", "");
  const auto r = run_standings_both_paths({"standings", "--format", "json", "-"}, text);
  REQUIRE(r.exit_code == 0);
  const json t = only_table(r.out);
  // By hand: points Ann 1 + 1 (bye) = 2; Cid 1 (forfeit) + 0.5 = 1.5; Dan 0 + 1 = 1; Eve 1
  // (bye) + 0 = 1; Bob 0 + 0.5 = 0.5. BYE is no player. Dan and Eve: captured 5 each;
  // Sonneborn-Berger over played games only: Dan beat Eve (1) = 1, Eve lost her one game = 0.
  // Cid's SB is half of Bob's 0.5 = 0.25: the forfeit against Dan (1 point) adds nothing.
  REQUIRE(t["standings"].size() == 5);
  const char* order[] = {"Ann", "Cid", "Dan", "Eve", "Bob"};
  for (int i = 0; i < 5; ++i) {
    CHECK(t["standings"][static_cast<std::size_t>(i)]["player"] == order[i]);
    CHECK(t["standings"][static_cast<std::size_t>(i)]["rank"] == i + 1);
  }
  const json& ann = row_of(t, "Ann");
  CHECK(ann["points"] == 2.0);
  CHECK(ann["games"] == 1);
  CHECK(ann["wins"] == 1);
  CHECK(ann["unplayed"] == 1);
  CHECK(ann["captured"] == 5);
  CHECK(ann["sonneborn_berger"] == 0.5);
  CHECK(ann["rounds"] == json({{"1", "+5d"}, {"2", "+bye"}}));
  const json& cid = row_of(t, "Cid");
  CHECK(cid["points"] == 1.5);
  CHECK(cid["games"] == 1);
  CHECK(cid["wins"] == 0);
  CHECK(cid["unplayed"] == 1);
  CHECK(cid["captured"] == 5);  // nothing from the forfeit
  CHECK(cid["sonneborn_berger"] == 0.25);
  CHECK(cid["rounds"] == json({{"1", "+f3d"}, {"2", "=5l"}}));
  const json& dan = row_of(t, "Dan");
  CHECK(dan["points"] == 1.0);
  CHECK(dan["losses"] == 0);  // the forfeit is not a game lost over the board
  CHECK(dan["sonneborn_berger"] == 1.0);
  CHECK(dan["rounds"] == json({{"1", "-f2l"}, {"2", "+4d"}}));
  const json& eve = row_of(t, "Eve");
  CHECK(eve["points"] == 1.0);
  CHECK(eve["sonneborn_berger"] == 0.0);
  CHECK(eve["rounds"] == json({{"1", "+bye"}, {"2", "-3l"}}));
  CHECK(row_of(t, "Bob")["rounds"] == json({{"1", "-1l"}, {"2", "=2d"}}));
  // The text table shows the unplayed rounds and the cells.
  const auto txt = run_standings_both_paths({"standings", "-"}, text);
  CHECK(txt.out.find("rank  player  games  won  drawn  lost  unplayed  points  captured    SB  R1    R2") !=
        std::string::npos);
  CHECK(txt.out.find("   2  Cid         1    0      1     0         1     1.5         5  0.25  +f3d  =5l") !=
        std::string::npos);
}

TEST_CASE("a half-point bye, a zero-point bye and a double forfeit") {
  // Round 1: Ann has a half-point bye (1/2-1/2 against BYE), Bob asked for none (0-1 with BYE
  // second: a zero-point bye), Cid and Dan both failed to come ([Termination "double
  // forfeit"], '*'): both lose, 0 each.
  const std::string text = game("Cup", "1", "Ann", "BYE", "1/2-1/2", "") + game("Cup", "1", "Bob", "BYE", "0-1", "") +
                           game("Cup", "1", "Cid", "Dan", "*", "", "[Termination \"double forfeit\"]\n");
  const auto r = run_standings_both_paths({"standings", "--format", "json", "-"}, text);
  REQUIRE(r.exit_code == 0);
  const json t = only_table(r.out);
  CHECK(row_of(t, "Ann")["points"] == 0.5);
  CHECK(row_of(t, "Ann")["rounds"]["1"] == "=bye");
  CHECK(row_of(t, "Bob")["points"] == 0.0);
  CHECK(row_of(t, "Bob")["rounds"]["1"] == "-bye");
  CHECK(row_of(t, "Cid")["points"] == 0.0);
  CHECK(row_of(t, "Cid")["unplayed"] == 1);
  // Bob, Cid and Dan are equal on everything: rank 2, by name.
  CHECK(row_of(t, "Dan")["rank"] == 2);
  CHECK(row_of(t, "Cid")["rounds"]["1"] == "-f2d");
  CHECK(t["unfinished"].empty());
}

TEST_CASE("a game whose record has an error is counted as recorded and marked") {
  // Round 1: Ann-Bob 1-0 with an illegal first move (a Helicopter does not move three
  // squares); Cid-Dan 0-1 played cleanly.
  const std::string text = game("Open", "1", "Ann", "Bob", "1-0", "1. Hf7-d4") + game("Open", "1", "Cid", "Dan", "0-1");
  const auto r = run_standings_both_paths({"standings", "--format", "json", "-"}, text);
  CHECK(r.exit_code == 1);  // the record has an error
  CHECK(r.err.find("[move.illegal]") != std::string::npos);
  const json t = only_table(r.out);
  // Ann and Dan 1 point; Dan captured 5, Ann nothing (the game stops at its error): Dan 1, Ann 2.
  CHECK(t["standings"][0]["player"] == "Dan");
  CHECK(t["standings"][1]["player"] == "Ann");
  CHECK(row_of(t, "Ann")["invalid"] == 1);
  CHECK(row_of(t, "Ann")["rounds"]["1"] == "+4d!");  // Bob is ranked 4 (0 points, captured 0)
  CHECK(row_of(t, "Bob")["rounds"]["1"] == "-2l!");
  CHECK(row_of(t, "Dan")["rounds"]["1"] == "+3l");
  CHECK(t["invalid"] == json::array({"<stdin>:1"}));
  const auto txt = run_standings_both_paths({"standings", "-"}, text);
  CHECK(txt.out.find("! a game whose record has an error, counted as its record states") != std::string::npos);
  CHECK(txt.out.find("invalid (counted as recorded, marked !): <stdin>:1") != std::string::npos);
}

TEST_CASE("two events in one file are two tables, unless --merge") {
  const std::string text = game("Club Open", "1", "Ann", "Bob", "1-0") + game("Junior Cup", "1", "Kim", "Lee", "0-1");
  auto r = run_standings_both_paths({"standings", "--format", "json", "-"}, text);
  REQUIRE(r.exit_code == 0);
  json all = json::parse(r.out);
  REQUIRE(all["events"].size() == 2);
  CHECK(all["events"][0]["event"] == "Club Open");
  CHECK(all["events"][0]["standings"].size() == 2);
  CHECK(all["events"][0]["standings"][0]["player"] == "Ann");
  CHECK(all["events"][0]["standings"][0]["rounds"]["1"] == "+2d");
  CHECK(all["events"][1]["event"] == "Junior Cup");
  CHECK(all["events"][1]["standings"][0]["player"] == "Lee");
  CHECK(all["events"][1]["standings"][0]["rounds"]["1"] == "+2l");
  auto txt = run_standings_both_paths({"standings", "-"}, text);
  CHECK(txt.out.find("Event: Club Open\n\n") == 0);
  CHECK(txt.out.find("\nEvent: Junior Cup\n\n") != std::string::npos);
  // Merged: one table of four. Ann and Lee: 1 point, 5 captured, SB 0 (their opponents have
  // none), 1 win: equal, rank 1, by name; Bob and Kim equal on nothing: rank 3.
  r = run_standings_both_paths({"standings", "--merge", "--format", "json", "-"}, text);
  all = json::parse(r.out);
  REQUIRE(all["events"].size() == 1);
  const json& t = all["events"][0];
  CHECK(t["event"] == nullptr);
  CHECK(t["events"] == json::array({"Club Open", "Junior Cup"}));
  REQUIRE(t["standings"].size() == 4);
  CHECK(t["standings"][0]["player"] == "Ann");
  CHECK(t["standings"][0]["rank"] == 1);
  CHECK(t["standings"][1]["player"] == "Lee");
  CHECK(t["standings"][1]["rank"] == 1);
  CHECK(t["standings"][2]["player"] == "Bob");
  CHECK(t["standings"][2]["rank"] == 3);
  CHECK(t["standings"][3]["rank"] == 3);
}

TEST_CASE("a game pasted twice is a warning and counts once") {
  const std::string once = game("Open", "1", "Ann", "Bob", "1-0");
  const std::string text = once + once + game("Open", "1", "Cid", "Dan", "1/2-1/2");
  const auto r = run_standings_both_paths({"standings", "--format", "json", "-"}, text);
  REQUIRE(r.exit_code == 0);
  const json t = only_table(r.out);
  CHECK(row_of(t, "Ann")["games"] == 1);
  CHECK(row_of(t, "Ann")["points"] == 1.0);
  CHECK(row_of(t, "Ann")["rounds"]["1"] == "+4d");  // one cell, no "two games in round 1"
  REQUIRE(t["warnings"].size() == 1);
  CHECK(t["warnings"][0] ==
        "<stdin>:2: this game is a copy of game 1 (line 1) of this file: the same players and moves; standings count "
        "it once (remove one copy)");
  // The second copy starts on line 9 (each game: 5 tags, a blank line, the moves, a blank line).
  CHECK(r.err.find("<stdin>:9:1: warning: this game is a copy of game 1 (line 1) of this file") != std::string::npos);
  // validate says it too, at the copy's first tag, without making the game invalid.
  const auto v = run_cinc({"validate", "-"}, text);
  CHECK(v.exit_code == 0);
  CHECK(v.out ==
        "<stdin>:9:1: warning: this game is a copy of game 1 (line 1) of this file: the same players and moves; "
        "standings count it once (remove one copy) [game.duplicate]\n3 games: 3 valid, 0 invalid\n");
  const auto vj = run_cinc({"validate", "--format", "json", "-"}, text);
  const json games = json::parse(vj.out)["games"];
  CHECK(games[1]["diagnostics"][0]["code"] == "game.duplicate");
  CHECK(games[0]["diagnostics"].empty());
  // `score` scores every game it reads, the copy too, and warns about it on standard error.
  const auto s = run_cinc({"score", "--format", "csv", "-"}, text);
  CHECK(s.out.find("<stdin>,2,1,Ann,Bob,5,5") != std::string::npos);
  CHECK(s.err ==
        "<stdin>:9:1: warning: this game is a copy of game 1 (line 1) of this file: the same players and moves; "
        "standings count it once (remove one copy) [game.duplicate]\n");
  // --no-duplicates: no game is remembered, so the copy is neither reported nor any other.
  const auto vn = run_cinc({"validate", "--no-duplicates", "-"}, text);
  CHECK(vn.exit_code == 0);
  CHECK(vn.out == "3 games: 3 valid, 0 invalid\n");
  const auto sn = run_cinc({"score", "--no-duplicates", "--format", "csv", "-"}, text);
  CHECK(sn.exit_code == s.exit_code);
  CHECK(sn.out == s.out);
  CHECK(sn.err.empty());
}

TEST_CASE("a game without its Dark tag is an error and is left out; no player '?'") {
  const std::string text = game("Open", "1", "", "Bob", "1-0") + game("Open", "1", "Cid", "Dan", "0-1");
  const auto r = run_standings_both_paths({"standings", "--format", "json", "-"}, text);
  CHECK(r.exit_code == 1);
  CHECK(r.err ==
        "<stdin>:1:1: error: the game has no [Dark] tag, so it is not known who played first: it is left out of the "
        "standings (write the player's name, or BYE for a bye) [event.missing-player]\n");
  const json all = json::parse(r.out);
  const json& t = all["events"][0];
  REQUIRE(t["standings"].size() == 2);  // Dan and Cid only: no "?", no Bob
  CHECK(t["standings"][0]["player"] == "Dan");
  CHECK(t["standings"][1]["player"] == "Cid");
  REQUIRE(all["left_out"].size() == 1);
  CHECK(all["left_out"][0].get<std::string>().rfind("<stdin>:1: the game has no [Dark] tag", 0) == 0);
}

TEST_CASE("a team event: team table by matches, and a table per board") {
  // Round 1, Tigers (Ann board 1, Bob board 2) against Eagles (Cid board 1, Dan board 2):
  // Ann-Cid 1-0, Dan-Bob 1/2. The match: Tigers 1.5, Eagles 0.5: Tigers 2 match points.
  // Round 2: Cid-Ann 1/2 (board 1), Bob-Dan 1/2 (board 2): 1-1, a drawn match, 1 point each.
  auto team = [](const std::string& board, const std::string& dark_team, const std::string& light_team) {
    return "[Board \"" + board + "\"]\n[DarkTeam \"" + dark_team + "\"]\n[LightTeam \"" + light_team + "\"]\n";
  };
  const std::string text = game("League", "1", "Ann", "Cid", "1-0", kMoves, team("1", "Tigers", "Eagles")) +
                           game("League", "1", "Dan", "Bob", "1/2-1/2", kMoves, team("2", "Eagles", "Tigers")) +
                           game("League", "2", "Cid", "Ann", "1/2-1/2", kMoves, team("1", "Eagles", "Tigers")) +
                           game("League", "2", "Bob", "Dan", "1/2-1/2", kMoves, team("2", "Tigers", "Eagles"));
  const auto r = run_standings_both_paths({"standings", "--format", "json", "-"}, text);
  REQUIRE(r.exit_code == 0);
  const json t = only_table(r.out);
  // Tigers: 2 + 1 = 3 match points, game points 1.5 + 1 = 2.5; Eagles 0 + 1 = 1, 0.5 + 1 = 1.5.
  REQUIRE(t["teams"].size() == 2);
  CHECK(t["teams"][0] == json({{"rank", 1}, {"team", "Tigers"}, {"matches", 2}, {"won", 1}, {"drawn", 1}, {"lost", 0},
                               {"match_points", 3}, {"game_points", 2.5}}));
  CHECK(t["teams"][1] == json({{"rank", 2}, {"team", "Eagles"}, {"matches", 2}, {"won", 0}, {"drawn", 1}, {"lost", 1},
                               {"match_points", 1}, {"game_points", 1.5}}));
  // Board 1: Ann 1.5 of 2, Cid 0.5; board 2: Bob 1, Dan 1 (equal: by name).
  REQUIRE(t["boards"].size() == 2);
  CHECK(t["boards"][0]["board"] == "1");
  CHECK(t["boards"][0]["players"] == json::array({{{"player", "Ann"}, {"team", "Tigers"}, {"games", 2}, {"points", 1.5}},
                                                  {{"player", "Cid"}, {"team", "Eagles"}, {"games", 2}, {"points", 0.5}}}));
  CHECK(t["boards"][1]["players"][0]["player"] == "Bob");
  CHECK(t["boards"][1]["players"][0]["points"] == 1.0);
  CHECK(t["boards"][1]["players"][1]["player"] == "Dan");
  const auto txt = run_standings_both_paths({"standings", "-"}, text);
  CHECK(txt.out.find("\nBoard 1:\nplayer  team    games  points\nAnn     Tigers      2     1.5\n") != std::string::npos);
}

TEST_CASE("not copies: the same moves between other players, one pairing's forfeits in two rounds") {
  const std::string forfeit = "[Termination \"forfeit\"]\n";
  // Ann-Bob and Cid-Dan play the same moves; Eve beats Fay by forfeit in rounds 1 and 2.
  const std::string text = game("Open", "1", "Ann", "Bob", "1-0") + game("Open", "1", "Cid", "Dan", "1-0") +
                           game("Open", "1", "Eve", "Fay", "1-0", "", forfeit) +
                           game("Open", "2", "Eve", "Fay", "1-0", "", forfeit);
  const auto v = run_cinc({"validate", "-"}, text);
  CHECK(v.out == "4 games: 4 valid, 0 invalid\n");
  const auto r = run_standings_both_paths({"standings", "--format", "json", "-"}, text);
  CHECK(r.err.empty());
  const json t = only_table(r.out);
  CHECK(t["warnings"].empty());
  CHECK(row_of(t, "Eve")["points"] == 2.0);
  CHECK(row_of(t, "Eve")["unplayed"] == 2);
}

// Two events interleaved game by game, made on disk (docs/scoring.md "Memory"): at budget 0
// every table spills before its first game counts and each record is a run of its own; at
// 600 bytes North spills after its second game. By hand (every game played captures 5
// points a side, docs/notation.md §2.1's example): North R1 A-B 1-0, C-D draw; R2 A-C 0-1,
// B-D 1-0; R3 A-D 1-0, B-C draw. Points A 2, C 2, B 1.5, D 0.5; captured 15 each. A and C
// are split by Sonneborn-Berger: A beat B (1.5) and D (0.5) = 2; C drew D (0.5 / 2), beat A
// (2), drew B (1.5 / 2) = 3: C first although A has more wins. South R1 X-Y 1-0, Z a full
// bye; R2 Z-X 1-0, Y a half bye: Z 2, X 1, Y 0.5.
TEST_CASE("events interleaved, on disk: ties by Sonneborn-Berger, byes, the same output in every format") {
  const std::vector<std::string> north = {game("North", "1", "A", "B", "1-0"), game("North", "1", "C", "D", "1/2-1/2"),
                                          game("North", "2", "A", "C", "0-1"), game("North", "2", "B", "D", "1-0"),
                                          game("North", "3", "A", "D", "1-0"), game("North", "3", "B", "C", "1/2-1/2")};
  const std::vector<std::string> south = {game("South", "1", "X", "Y", "1-0"), game("South", "1", "Z", "BYE", "1-0", ""),
                                          game("South", "2", "Z", "X", "1-0"), game("South", "2", "Y", "BYE", "1/2-1/2", "")};
  std::string text;
  for (std::size_t i = 0; i < north.size(); ++i) text += north[i] + (i < south.size() ? south[i] : "");
  const auto r = run_standings_both_paths({"standings", "--format", "json", "-"}, text);
  REQUIRE(r.exit_code == 0);
  const json all = json::parse(r.out);
  REQUIRE(all["events"].size() == 2);
  const json& n = all["events"][0];
  CHECK(n["event"] == "North");
  struct Row {
    const char* name;
    int rank;
    double points, sb;
    json rounds;
  };
  const Row north_rows[] = {{"C", 1, 2.0, 3.0, {{"1", "=4d"}, {"2", "+2l"}, {"3", "=3l"}}},
                            {"A", 2, 2.0, 2.0, {{"1", "+3d"}, {"2", "-1d"}, {"3", "+4d"}}},
                            {"B", 3, 1.5, 1.5, {{"1", "-2l"}, {"2", "+4d"}, {"3", "=1d"}}},
                            {"D", 4, 0.5, 1.0, {{"1", "=1l"}, {"2", "-3l"}, {"3", "-2l"}}}};
  const Row south_rows[] = {{"Z", 1, 2.0, 1.0, {{"1", "+bye"}, {"2", "+2d"}}},
                            {"X", 2, 1.0, 0.5, {{"1", "+3d"}, {"2", "-1l"}}},
                            {"Y", 3, 0.5, 0.0, {{"1", "-2l"}, {"2", "=bye"}}}};
  auto check_rows = [](const json& table, const auto& rows) {
    REQUIRE(table["standings"].size() == std::size(rows));
    for (std::size_t i = 0; i < std::size(rows); ++i) {
      const json& got = table["standings"][i];
      CHECK(got["player"] == rows[i].name);
      CHECK(got["rank"] == rows[i].rank);
      CHECK(got["points"] == rows[i].points);
      CHECK(got["sonneborn_berger"] == rows[i].sb);
      CHECK(got["rounds"] == rows[i].rounds);
    }
  };
  check_rows(n, north_rows);
  CHECK(row_of(n, "A")["wins"] == 2);
  CHECK(row_of(n, "C")["wins"] == 1);
  CHECK(row_of(n, "A")["captured"] == 15);
  CHECK(row_of(n, "C")["captured"] == 15);
  CHECK(all["events"][1]["event"] == "South");
  check_rows(all["events"][1], south_rows);
  CHECK(row_of(all["events"][1], "Z")["unplayed"] == 1);
  // Text and CSV alike on disk, and spilled in the middle of an event.
  for (const char* format : {"text", "csv", "json"}) {
    const auto in_memory = run_standings_both_paths({"standings", "--format", format, "-"}, text);
    const auto midway = run_cinc({"standings", "--format", format, "-"}, text, {{"CINC_STANDINGS_SPILL_BUDGET", "600"}});
    CHECK(midway.exit_code == 0);
    CHECK(midway.out == in_memory.out);
  }
}

// docs/scoring.md "Memory": the budget counts 96 bytes a player, 32 a round, 16 a counted
// side and the names' bytes. Ann-Bob in round 1 then Bob-Cid in round 2: 3 x 96 + 9 +
// 2 x 32 + 2 + 4 x 16 = 427. At 427 the table stays in memory (an unwritable TMPDIR is
// never touched); at 426 it spills, and the unwritable TMPDIR is an error (exit 2) naming it.
TEST_CASE("the spill budget at its value and one past it; an unwritable TMPDIR") {
  const std::string text = game("Club", "1", "Ann", "Bob", "1-0") + game("Club", "2", "Bob", "Cid", "1/2-1/2");
  const cinc::test::TempDir scratch;
  const std::string& dir = scratch.path();
  const auto at = run_cinc({"standings", "-o", dir + "/at.txt", "-"}, text,
                           {{"TMPDIR", "/nonexistent/cinc-tmp"}, {"CINC_STANDINGS_SPILL_BUDGET", "427"}});
  const auto past = run_cinc({"standings", "-o", dir + "/past.txt", "-"}, text,
                             {{"TMPDIR", "/nonexistent/cinc-tmp"}, {"CINC_STANDINGS_SPILL_BUDGET", "426"}});
  CHECK(at.exit_code == 0);
  CHECK(cinc::test::read_file(dir + "/at.txt").find("Ann") != std::string::npos);
  CHECK(past.exit_code == 2);
  CHECK(past.err.find("cannot make a temporary file in /nonexistent/cinc-tmp") != std::string::npos);
  CHECK(past.err.find("set TMPDIR") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(dir + "/past.txt"));  // written whole or not at all
}
