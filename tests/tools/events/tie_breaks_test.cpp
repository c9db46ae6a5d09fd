// Tie-breaks chosen by the event (docs/scoring.md "Tie-breaks", after the FIDE Handbook C.07,
// Tie-Break Regulations) and the standings' details of issue 41 (players not ranked, the
// order of names, games without a Round tag, two games of a round in JSON), through the
// binary, in memory and on disk. Every expected value is worked out by hand below from the
// definitions in docs/scoring.md, never copied from the program's output.
#include <doctest/doctest.h>

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

// A game of the event "Swiss" (tests/support/event_records.h): Dark plays first; `moves`
// empty for a bye or a forfeit.
std::string game(const std::string& round, const std::string& dark, const std::string& light, const std::string& result,
                 const std::string& moves = kMoves, const std::string& extra = "") {
  return cinc::test::event_game("Swiss", round, dark, light, result, moves, extra);
}

// The ratings of the Swiss's players (the rating tags DarkElo and LightElo).
std::string elo(const std::string& player) {
  if (player == "Ann") return "2000";
  if (player == "Bob") return "1800";
  if (player == "Cid") return "1700";
  if (player == "Dan") return "1900";
  return "1600";  // Eve
}

std::string rated(const std::string& round, const std::string& dark, const std::string& light,
                  const std::string& result) {
  return game(round, dark, light, result, kMoves,
              "[DarkElo \"" + elo(dark) + "\"]\n[LightElo \"" + elo(light) + "\"]\n");
}

// A Swiss of five players and three rounds, a bye every round, one forfeit:
//   R1: Ann-Bob 1-0; Cid-Dan 1/2; Eve has a full-point bye (pairing-allocated).
//   R2: Eve-Ann 0-1 (Ann second); Bob-Cid +/- (Bob wins by forfeit); Dan a half-point bye.
//   R3: Ann-Dan 0-1; Cid-Eve 0-1; Bob a zero-point bye.
// Final points: Ann 1+1+0 = 2; Bob 0+1+0 = 1; Cid 1/2+0+0 = 1/2; Dan 1/2+1/2+1 = 2;
// Eve 1+0+1 = 2. Ann, Dan and Eve share 2 points.
std::string swiss() {
  return rated("1", "Ann", "Bob", "1-0") + rated("1", "Cid", "Dan", "1/2-1/2") + game("1", "Eve", "BYE", "1-0", "") +
         rated("2", "Eve", "Ann", "0-1") + game("2", "Bob", "Cid", "+/-", "") + game("2", "Dan", "BYE", "1/2-1/2", "") +
         rated("3", "Ann", "Dan", "0-1") + rated("3", "Cid", "Eve", "0-1") + game("3", "Bob", "BYE", "0-1", "");
}

// Buchholz contributions (docs/scoring.md "Tie-breaks": an opponent's final points; an
// unplayed round a dummy opponent with the player's own points, "voluntary" (v) for a
// zero- or half-point bye and a forfeit lost, cut first):
//   Ann: Bob 1, Eve 2, Dan 2                      BH 5    Cut-1 5-1 = 4    median 5-1-2 = 2
//   Bob: Ann 2, forfeit won 1, zero bye 1 (v)     BH 4    Cut-1 4-1(v) = 3  median 4-1(v)-2 = 1
//   Cid: Dan 2, forfeit lost 1/2 (v), Eve 2       BH 4.5  Cut-1 4.5-0.5(v) = 4  median 4.5-0.5-2 = 2
//   Dan: Cid 1/2, half bye 2 (v), Ann 2           BH 4.5  Cut-1 4.5-2(v) = 2.5  median 4.5-2(v)-2 = 0.5
//   Eve: full bye 2 (not voluntary), Ann 2, Cid 1/2  BH 4.5  Cut-1 4.5-0.5 = 4  median 4.5-0.5-2 = 2
// Progressive score (the running score after each round, summed):
//   Ann 1 + 2 + 2 = 5; Bob 0 + 1 + 1 = 2; Cid 0.5 + 0.5 + 0.5 = 1.5; Dan 0.5 + 1 + 2 = 3.5;
//   Eve 1 + 1 + 2 = 4.
// Games as second player (over the board): Ann 1 (R2), Bob 1 (R1), Cid 0, Dan 2 (R1, R3), Eve 1 (R3).
// Average rating of opponents over the board (the forfeit left out), rounded:
//   Ann (1800 + 1600 + 1900) / 3 = 1766.67 -> 1767; Bob 2000; Cid (1900 + 1600) / 2 = 1750;
//   Dan (1700 + 2000) / 2 = 1850; Eve (2000 + 1700) / 2 = 1850.

const json& row_of(const json& table, const std::string& player) {
  for (const auto& row : table["standings"])
    if (row["player"] == player) return row;
  FAIL("no row for " << player);
  static const json none;
  return none;
}

json only_table(const std::string& out) {
  const json all = json::parse(out);
  REQUIRE(all["events"].size() == 1);
  return all["events"][0];
}

std::vector<std::string> order_of(const json& table) {
  std::vector<std::string> names;
  for (const auto& row : table["standings"]) names.push_back(row["player"]);
  return names;
}

}  // namespace

TEST_CASE("a Swiss with byes and forfeits: Buchholz, its cuts, progressive, second player, ratings by hand") {
  const auto r = run_standings_both_paths(
      {"standings", "--format", "json", "--tie-breaks", "bh,bh-c1,bh-m1,ps,bpg,aro", "-"}, swiss());
  REQUIRE(r.exit_code == 0);
  const json t = only_table(r.out);
  CHECK(t["tie_breaks"] ==
        json::array({"buchholz", "buchholz-cut1", "buchholz-median", "progressive", "second-player", "opponents-rating"}));
  struct Expected {
    const char* player;
    double bh, cut1, median, progressive;
    int second, aro;
  };
  for (const Expected& e : {Expected{"Ann", 5, 4, 2, 5, 1, 1767}, Expected{"Bob", 4, 3, 1, 2, 1, 2000},
                            Expected{"Cid", 4.5, 4, 2, 1.5, 0, 1750}, Expected{"Dan", 4.5, 2.5, 0.5, 3.5, 2, 1850},
                            Expected{"Eve", 4.5, 4, 2, 4, 1, 1850}}) {
    CAPTURE(e.player);
    const json& tb = row_of(t, e.player)["tie_breaks"];
    CHECK(tb["buchholz"] == e.bh);
    CHECK(tb["buchholz_cut1"] == e.cut1);
    CHECK(tb["buchholz_median"] == e.median);
    CHECK(tb["progressive"] == e.progressive);
    CHECK(tb["second_player"] == e.second);
    CHECK(tb["opponents_rating"] == e.aro);
  }
  // Ann 2 points, BH 5; Dan and Eve 2 points, BH 4.5 each; Eve's median 2 above Dan's 0.5.
  // Then Bob (1 point) and Cid (1/2).
  CHECK(order_of(t) == std::vector<std::string>{"Ann", "Eve", "Dan", "Bob", "Cid"});
  CHECK(row_of(t, "Dan")["rank"] == 3);
}

TEST_CASE("the same Swiss under two sets of tie-breaks, in every format") {
  // Set 1: Buchholz Cut-1, direct encounter, progressive. On 2 points Ann and Eve have Cut-1
  // 4, Dan 2.5. Ann and Eve met (R2, Ann won): direct encounter Ann 1, Eve 0. Dan alone on
  // his Cut-1: direct encounter does not apply ("-", null); nor to Bob and Cid (no tie).
  const auto one = run_standings_both_paths(
      {"standings", "--tie-breaks", "buchholz-cut1,direct-encounter,progressive", "-"}, swiss());
  REQUIRE(one.exit_code == 0);
  CHECK(one.out.find("rank  player  games  won  drawn  lost  unplayed  points  BH-C1  DE   PS  R1    R2    R3") !=
        std::string::npos);
  CHECK(one.out.find("   1  Ann         3    2      0     1         0       2      4   1    5  +4d   +2l   -3d") !=
        std::string::npos);
  CHECK(one.out.find("   2  Eve         2    1      0     1         1       2      4   0    4  +bye  -1d   +5l") !=
        std::string::npos);
  CHECK(one.out.find("   3  Dan         2    1      1     0         1       2    2.5   -  3.5  =5l   =bye  +1l") !=
        std::string::npos);
  CHECK(one.out.find("Ties are broken by Buchholz Cut-1 (BH-C1), then direct encounter (DE), then progressive "
                     "score (PS); - where direct encounter does not apply") != std::string::npos);
  const auto one_json = run_standings_both_paths(
      {"standings", "--format", "json", "--tie-breaks", "buchholz-cut1,direct-encounter,progressive", "-"}, swiss());
  const json t1 = only_table(one_json.out);
  CHECK(order_of(t1) == std::vector<std::string>{"Ann", "Eve", "Dan", "Bob", "Cid"});
  CHECK(row_of(t1, "Ann")["tie_breaks"]["direct_encounter"] == 1.0);
  CHECK(row_of(t1, "Eve")["tie_breaks"]["direct_encounter"] == 0.0);
  CHECK(row_of(t1, "Dan")["tie_breaks"]["direct_encounter"].is_null());
  // The columns in the chosen order: the JSON object's keys in order.
  std::vector<std::string> keys;
  for (const auto& [key, value] : row_of(t1, "Ann")["tie_breaks"].items()) keys.push_back(key);
  CHECK(keys == std::vector<std::string>{"buchholz_cut1", "direct_encounter", "progressive"});

  // Set 2: progressive first, then Buchholz: Ann 5, Eve 4, Dan 3.5 (the same order here),
  // and the columns come in that order, in CSV too.
  const auto two = run_standings_both_paths({"standings", "--format", "csv", "--tie-breaks", "ps,bh", "-"}, swiss());
  REQUIRE(two.exit_code == 0);
  CHECK(two.out.find("event,rank,player,games,won,drawn,lost,unplayed,points,PS,BH,invalid,R1,R2,R3\n") == 0);
  CHECK(two.out.find("Swiss,1,Ann,3,2,0,1,0,2,5,5,0,+4d,+2l,-3d\n") != std::string::npos);
  CHECK(two.out.find("Swiss,3,Dan,2,1,1,0,1,2,3.5,4.5,0,=5l,=bye,+1l\n") != std::string::npos);
  CHECK(two.out.find("Swiss,4,Bob,1,0,0,1,2,1,2,4,0,-1l,+f5d,-bye\n") != std::string::npos);

  // Set 3: direct encounter alone: Ann, Dan and Eve (2 points) have not all met (Dan and Eve
  // did not play), so it does not apply: they share rank 1, listed by name.
  const auto three =
      run_standings_both_paths({"standings", "--format", "json", "--tie-breaks", "direct-encounter", "-"}, swiss());
  const json t3 = only_table(three.out);
  CHECK(order_of(t3) == std::vector<std::string>{"Ann", "Dan", "Eve", "Bob", "Cid"});
  CHECK(row_of(t3, "Eve")["rank"] == 1);
  CHECK(row_of(t3, "Dan")["tie_breaks"]["direct_encounter"].is_null());
}

TEST_CASE("the TieBreaks tag names an event's tie-breaks; --tie-breaks overrides it; the default is today's") {
  std::string tagged = swiss();
  tagged.insert(tagged.find('\n') + 1, "[TieBreaks \"buchholz, buchholz-median\"]\n");
  const auto r = run_standings_both_paths({"standings", "--format", "json", "-"}, tagged);
  const json t = only_table(r.out);
  CHECK(t["tie_breaks"] == json::array({"buchholz", "buchholz-median"}));
  CHECK(order_of(t) == std::vector<std::string>{"Ann", "Eve", "Dan", "Bob", "Cid"});
  const auto over = run_standings_both_paths({"standings", "--format", "json", "--tie-breaks", "wins", "-"}, tagged);
  CHECK(only_table(over.out)["tie_breaks"] == json::array({"wins"}));
  // No option, no tag: no tie_breaks member, today's columns.
  const auto plain = run_standings_both_paths({"standings", "-"}, swiss());
  CHECK(plain.out.find("points  captured    SB  R1") != std::string::npos);
  CHECK(plain.out.find("Ties are broken by captured points, then Sonneborn-Berger (SB), then wins") != std::string::npos);
  CHECK(only_table(run_cinc({"standings", "--format", "json", "-"}, swiss()).out).count("tie_breaks") == 0);
  // A tag naming an unknown tie-break: a warning, and the default order.
  std::string wrong = swiss();
  wrong.insert(wrong.find('\n') + 1, "[TieBreaks \"koya\"]\n");
  const json w = only_table(run_cinc({"standings", "--format", "json", "-"}, wrong).out);
  CHECK(w.count("tie_breaks") == 0);
  REQUIRE(!w["warnings"].empty());
  CHECK(w["warnings"][0].get<std::string>().find("unknown tie-break 'koya'") != std::string::npos);
}

TEST_CASE("an unknown tie-break is a usage error naming the known ones") {
  for (const char* command : {"standings", "html"}) {
    const auto r = run_cinc({command, "--tie-breaks", "buchholz,koya", "-"}, swiss());
    CHECK(r.exit_code == 2);
    CHECK(r.err.find("unknown tie-break 'koya'; the known ones: captured (cp), sonneborn-berger (sb)") !=
          std::string::npos);
    CHECK(r.out.empty());
  }
  CHECK(run_cinc({"standings", "--tie-breaks", "bh,buchholz", "-"}, swiss()).exit_code == 2);
}

TEST_CASE("the page's standings show the chosen columns in the chosen order") {
  const auto r = run_cinc({"html", "--tie-breaks", "ps,bh-c1", "-"}, swiss());
  REQUIRE(r.exit_code == 0);
  const std::size_t ps = r.out.find("<abbr title=\"progressive score\">PS</abbr>");
  const std::size_t cut = r.out.find("<abbr title=\"Buchholz Cut-1\">BH-C1</abbr>");
  CHECK(ps != std::string::npos);
  CHECK(cut != std::string::npos);
  CHECK(ps < cut);
  CHECK(r.out.find(">SB</abbr>") == std::string::npos);
  // Ann: points 2, PS 5, Cut-1 4.
  CHECK(r.out.find("<th scope=\"row\">Ann</th><td>3</td><td>2</td><td>0</td><td>1</td><td>0</td><td>2</td><td>5</td>"
                   "<td>4</td>") != std::string::npos);
}

TEST_CASE("a player whose only game is unfinished is listed apart, not ranked") {
  // Ann beats Bob; Cid and Dan's game is unfinished ('*'): Cid and Dan played no game.
  const std::string text = game("1", "Ann", "Bob", "1-0") + game("1", "Dan", "Cid", "*");
  const auto r = run_standings_both_paths({"standings", "--format", "json", "-"}, text);
  const json t = only_table(r.out);
  CHECK(order_of(t) == std::vector<std::string>{"Ann", "Bob"});
  CHECK(t["not_ranked"] == json::array({"Cid", "Dan"}));
  const auto txt = run_standings_both_paths({"standings", "-"}, text);
  CHECK(txt.out.find("not ranked (no game played): Cid\nnot ranked (no game played): Dan\n") != std::string::npos);
  CHECK(txt.out.find("   3  Cid") == std::string::npos);
  const auto csv = run_standings_both_paths({"standings", "--format", "csv", "-"}, text);
  CHECK(csv.out.find("Cid") == std::string::npos);
  CHECK(run_cinc({"html", "-"}, text).out.find("Not ranked (no game played): Cid, Dan") != std::string::npos);
}

TEST_CASE("tied players are listed by name with case and accents folded") {
  // Three full-point byes in round 1: equal on everything, rank 1 each. Folded, the names
  // are "dijk", "de vries", "avila": Ávila, de Vries, Dijk (byte order would put Dijk first).
  const std::string text = game("1", "Dijk", "BYE", "1-0", "") + game("1", "de Vries", "BYE", "1-0", "") +
                           game("1", "\xC3\x81vila", "BYE", "1-0", "");
  for (const char* budget : {"", "0"}) {
    const auto r = run_cinc({"standings", "--format", "json", "-"}, text,
                            budget[0] ? std::vector<std::pair<std::string, std::string>>{{"CINC_STANDINGS_SPILL_BUDGET", budget}}
                                      : std::vector<std::pair<std::string, std::string>>{});
    const json t = only_table(r.out);
    CHECK(order_of(t) == std::vector<std::string>{"\xC3\x81vila", "de Vries", "Dijk"});
    CHECK(row_of(t, "Dijk")["rank"] == 1);
  }
  const auto custom = run_cinc({"standings", "--format", "json", "--tie-breaks", "bh", "-"}, text);
  CHECK(order_of(only_table(custom.out)) == std::vector<std::string>{"\xC3\x81vila", "de Vries", "Dijk"});
}

TEST_CASE("games without a Round tag: one round '?', no false warning; two games of a round are two JSON cells") {
  // No Round tags: Ann-Bob 1-0, Ann-Cid 0-1. Ann and Cid 1 point; captured points break the
  // tie: Ann captured 5 in each of her two games (10), Cid 5: Ann 1, Cid 2, Bob 3.
  const std::string text = game("", "Ann", "Bob", "1-0") + game("", "Ann", "Cid", "0-1");
  const auto r = run_standings_both_paths({"standings", "--format", "json", "-"}, text);
  const json t = only_table(r.out);
  CHECK(t["rounds"] == json::array({"?"}));
  CHECK(t["warnings"].empty());
  CHECK(order_of(t) == std::vector<std::string>{"Ann", "Cid", "Bob"});
  // Ann's two games in the round: two cells, as an array (won against rank 3, lost to rank 2).
  CHECK(row_of(t, "Ann")["rounds"]["?"] == json::array({"+3d", "-2d"}));
  CHECK(row_of(t, "Bob")["rounds"]["?"] == "-1l");
  // The text table keeps its look: both cells in one column.
  const auto txt = run_standings_both_paths({"standings", "-"}, text);
  CHECK(txt.out.find("+3d -2d") != std::string::npos);
  CHECK(txt.out.find("warning") == std::string::npos);
  // Two games in one numbered round are still warned of, and two cells in JSON.
  const std::string twice = game("1", "Ann", "Bob", "1-0") + game("1", "Ann", "Cid", "0-1");
  const json t2 = only_table(run_standings_both_paths({"standings", "--format", "json", "-"}, twice).out);
  CHECK(row_of(t2, "Ann")["rounds"]["1"] == json::array({"+3d", "-2d"}));
  REQUIRE(t2["warnings"].size() == 1);
  CHECK(t2["warnings"][0] == "Ann has more than one game in round 1");
}
