// Event-grade standings through the binary (docs/scoring.md "cinc standings"): byes,
// forfeits, games with errors, two events in one file, a game pasted twice, a game without
// its Dark tag and a team event with boards, each on records written as an arbiter gets
// them, with the table worked out by hand from the rules.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "support/run_cinc.h"

using cinc::test::run_cinc;
using nlohmann::json;

namespace {

// A legal game: Dark takes Light's Bomber at ply 5 (5 points), Light takes Dark's back at
// ply 6 (5 points): each side captures 5 (docs/notation.md §2.1's example).
const std::string kMoves = "1. Hf7-d5 Ab4-c4 2. Bg7-d4 Hc2-e4 3. Bd4xb2 Fa2xb2";

std::string game(const std::string& event, const std::string& round, const std::string& dark, const std::string& light,
                 const std::string& result, const std::string& moves = kMoves, const std::string& extra = "") {
  std::string text = "[Event \"" + event + "\"]\n[Round \"" + round + "\"]\n";
  if (!dark.empty()) text += "[Dark \"" + dark + "\"]\n";
  if (!light.empty()) text += "[Light \"" + light + "\"]\n";
  text += "[Result \"" + result + "\"]\n" + extra + "\n";
  return text + (moves.empty() ? "" : moves + " ") + result + "\n\n";
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
  const auto r = run_cinc({"standings", "--format", "json", "-"}, text);
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
  const auto txt = run_cinc({"standings", "-"}, text);
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
  const auto r = run_cinc({"standings", "--format", "json", "-"}, text);
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
  const auto r = run_cinc({"standings", "--format", "json", "-"}, text);
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
  const auto txt = run_cinc({"standings", "-"}, text);
  CHECK(txt.out.find("! a game whose record has an error, counted as its record states") != std::string::npos);
  CHECK(txt.out.find("invalid (counted as recorded, marked !): <stdin>:1") != std::string::npos);
}

TEST_CASE("two events in one file are two tables, unless --merge") {
  const std::string text = game("Club Open", "1", "Ann", "Bob", "1-0") + game("Junior Cup", "1", "Kim", "Lee", "0-1");
  auto r = run_cinc({"standings", "--format", "json", "-"}, text);
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
  auto txt = run_cinc({"standings", "-"}, text);
  CHECK(txt.out.find("Event: Club Open\n\n") == 0);
  CHECK(txt.out.find("\nEvent: Junior Cup\n\n") != std::string::npos);
  // Merged: one table of four. Ann and Lee: 1 point, 5 captured, SB 0 (their opponents have
  // none), 1 win: equal, rank 1, by name; Bob and Kim equal on nothing: rank 3.
  r = run_cinc({"standings", "--merge", "--format", "json", "-"}, text);
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
  const auto r = run_cinc({"standings", "--format", "json", "-"}, text);
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
  const auto r = run_cinc({"standings", "--format", "json", "-"}, text);
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
  const auto r = run_cinc({"standings", "--format", "json", "-"}, text);
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
  const auto txt = run_cinc({"standings", "-"}, text);
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
  const auto r = run_cinc({"standings", "--format", "json", "-"}, text);
  CHECK(r.err.empty());
  const json t = only_table(r.out);
  CHECK(t["warnings"].empty());
  CHECK(row_of(t, "Eve")["points"] == 2.0);
  CHECK(row_of(t, "Eve")["unplayed"] == 2);
}
