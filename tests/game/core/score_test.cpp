// Points and timed games, every rule of docs/rules/commander-in-chief.md §6 on hand-worked
// games. The base game is the example of docs/notation.md §2.1: Dark takes Light's Bomber at
// ply 5 (Bd4xb2, 5 points), Light takes Dark's Bomber back at ply 6 (Fa2xb2, 5 points).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "cinc/game/replay.h"
#include "cinc/game/score.h"
#include "cinc/notation/reader.h"

using namespace cinc;

namespace {

const char* const kMoves[6] = {"Hf7-d5", "Ab4-c4", "Bg7-d4", "Hc2-e4", "Bd4xb2", "Fa2xb2"};

// The example game with a comment per ply (empty: no comment), extra tags and a result.
std::string example(const std::vector<std::string>& comments, const std::string& tags = "",
                    const std::string& result = "*") {
  std::string text = tags + "[Result \"" + result + "\"]\n\n";
  for (int i = 0; i < 6; ++i) {
    if (i % 2 == 0) text += std::to_string(i / 2 + 1) + ". ";
    text += kMoves[i];
    if (i < static_cast<int>(comments.size()) && !comments[i].empty()) text += " {" + comments[i] + "}";
    text += " ";
  }
  return text + result + "\n";
}

std::vector<std::string> emts(const std::vector<std::string>& times) {
  std::vector<std::string> out;
  for (const auto& t : times) out.push_back(t.empty() ? "" : "[%emt " + t + "]");
  return out;
}

struct Scored {
  notation::GameRecord record;
  game::ReplayedGame replayed;
  game::ScoreReport report;
};

Scored score_text(const std::string& text, const std::string& time_control = "") {
  Scored s;
  auto games = notation::read_games(text);
  REQUIRE(games.size() == 1);
  s.record = games[0];
  s.replayed = game::replay(s.record);
  REQUIRE_MESSAGE(s.replayed.valid(), (s.replayed.diagnostics.empty() ? "" : s.replayed.diagnostics[0].message));
  game::TimeRules rules;
  if (!time_control.empty()) {
    auto parsed = game::parse_time_control(time_control);
    REQUIRE(parsed.ok());
    rules = *parsed;
  }
  s.report = game::score_game(s.record, s.replayed, rules);
  return s;
}

}  // namespace

TEST_CASE("TimeControl values") {
  auto r = game::parse_time_control("30m/60s/loss");
  REQUIRE(r.ok());
  CHECK(*r->game_seconds == 1800.0);
  CHECK(*r->move_seconds == 60.0);
  CHECK(r->overrun == game::OverrunPolicy::loss);
  r = game::parse_time_control("40t");
  REQUIRE(r.ok());
  CHECK(*r->game_plies == 40);
  CHECK(*r->move_seconds == 60.0);  // the sand timer by default
  CHECK(r->overrun == game::OverrunPolicy::warn);
  CHECK(!game::parse_time_control("-")->timed());
  CHECK(!game::parse_time_control("30m/40t").ok());
  CHECK(!game::parse_time_control("30x").ok());
  CHECK(!game::parse_time_control("0m").ok());
  CHECK(game::parse_game_limit("25m")->game_seconds == 1500.0);
  CHECK(!game::parse_game_limit("25").ok());
}

TEST_CASE("points per piece; untimed game decided by nothing") {
  const auto s = score_text(example({}));
  CHECK(s.report.points[0] == 5);  // a Bomber is worth 5
  CHECK(s.report.points[1] == 5);
  REQUIRE(s.report.captures.size() == 2);
  CHECK(s.report.captures[0].ply == 5);
  CHECK(s.report.captures[0].piece == "B");
  CHECK(s.report.captures[0].square == "b2");
  CHECK(s.report.captures[0].value == 5);
  CHECK(s.report.captures[1].side == 1);
  CHECK(!s.report.outcome);
  CHECK(!s.report.limit_ply);
  CHECK(s.report.warnings.empty());
}

TEST_CASE("a King Amphibian is worth 1; an attack scores nothing, the later capture does") {
  // Dark's Fighter on c1 takes a Light King Amphibian on b2 (Right for Dark, one square).
  auto s = score_text("[SetUp \"1\"]\n[FEN \"7C/8/8/8/8/8/1k6/c1F5 d - 0 1\"]\n[Result \"*\"]\n\n1. Fc1xb2 *\n");
  CHECK(s.report.points[0] == 1);
  CHECK(s.report.captures[0].piece == "K");
  // The Light Tank on b2 is enhanced: the first hit is an attack (0), the second a capture (2).
  s = score_text(
      "[SetUp \"1\"]\n[FEN \"7C/8/8/8/8/8/1+t6/c1F5 d - 0 1\"]\n[Result \"*\"]\n\n1. Fc1xb2 Ca1-a2 2. Fc1xb2 *\n");
  REQUIRE(s.report.attacks.size() == 1);
  CHECK(s.report.attacks[0].ply == 1);
  CHECK(s.report.attacks[0].piece == "T");
  CHECK(s.report.attacks[0].value == 0);
  REQUIRE(s.report.captures.size() == 1);
  CHECK(s.report.captures[0].ply == 3);
  CHECK(s.report.points[0] == 2);
}

TEST_CASE("time limit: a move completed exactly at the limit counts; equal scores draw") {
  // 30 s each: 30, 60, 90, 120 — ply 4 ends exactly at 2 minutes, plies 5-6 are after it.
  const auto s = score_text(example(emts({"0:00:30", "0:00:30", "0:00:30", "0:00:30", "0:00:30", "0:00:30"})), "2m");
  CHECK(s.report.limit_ply == 4);
  CHECK(s.report.after_limit == std::vector<int>{5, 6});
  CHECK(s.report.points == std::array<int, 2>{0, 0});
  CHECK(s.report.outcome == "1/2-1/2");
  CHECK(s.report.time_used == 120.0);
  // The record says '*': the outcome differs, so there is a warning.
  REQUIRE(s.report.warnings.size() == 1);
  CHECK(s.report.warnings[0].find("1/2-1/2") != std::string::npos);
}

TEST_CASE("time limit: a move that would pass the limit does not count") {
  // 30, 60, 90, then ply 4 takes 40 s: 130 > 120, so ply 3 is the last that counts.
  const auto s = score_text(example(emts({"0:00:30", "0:00:30", "0:00:30", "0:00:40", "0:00:10", "0:00:10"})), "2m");
  CHECK(s.report.limit_ply == 3);
  CHECK(s.report.after_limit == std::vector<int>{4, 5, 6});
  CHECK(s.report.outcome == "1/2-1/2");
}

TEST_CASE("time limit reached after both captures: a tie") {
  const auto s = score_text(example(emts({"0:00:30", "0:00:30", "0:00:30", "0:00:30", "0:00:30", "0:00:30"}),
                                    "", "1/2-1/2"),
                            "3m");
  CHECK(s.report.limit_ply == 6);
  CHECK(s.report.points == std::array<int, 2>{5, 5});
  CHECK(s.report.outcome == "1/2-1/2");
  CHECK(s.report.warnings.empty());
}

TEST_CASE("turn limit: the higher score wins") {
  // 5 turns: Dark's Bxb2 at ply 5 counts, Light's answer does not.
  const auto s = score_text(example({}, "", "1-0"), "5t");
  CHECK(s.report.limit_ply == 5);
  CHECK(s.report.after_limit == std::vector<int>{6});
  CHECK(s.report.points == std::array<int, 2>{5, 0});
  CHECK(s.report.outcome == "1-0");
  // No clocks: the turn limit needs none, but the per-move limit cannot be checked.
  CHECK(s.report.unclocked.size() == 5);
  REQUIRE(s.report.warnings.size() == 1);
  CHECK(s.report.warnings[0].find("per-move limit cannot be checked") != std::string::npos);
}

TEST_CASE("the record's result disagreeing with the limit is a warning that says why") {
  const auto s = score_text(example({}, "", "0-1"), "5t");
  REQUIRE(s.report.warnings.size() == 2);
  CHECK(s.report.warnings[1] ==
        "the record's result is 0-1, but under these rules it is 1-0: the game limit was reached after ply 5: "
        "Dark 5, Light 0");
}

TEST_CASE("overruns under warn and under loss") {
  const auto times = emts({"0:00:10", "0:00:10", "0:01:15", "0:00:10", "0:00:10", "0:00:10"});
  auto s = score_text(example(times), "10m/60s/warn");
  REQUIRE(s.report.overruns.size() == 1);
  CHECK(s.report.overruns[0].ply == 3);
  CHECK(s.report.overruns[0].side == 0);
  CHECK(s.report.overruns[0].seconds == 75.0);
  CHECK(!s.report.outcome);  // the game goes on; the limit is not reached
  CHECK(s.report.points == std::array<int, 2>{5, 5});
  s = score_text(example(times, "", "0-1"), "10m/60s/loss");
  CHECK(s.report.outcome == "0-1");  // Dark overran: Light wins at that move
  CHECK(s.report.outcome_reason == "Dark overran the move limit at ply 3 (75 s > 60 s)");
  CHECK(s.report.after_limit == std::vector<int>{4, 5, 6});
  CHECK(s.report.points == std::array<int, 2>{0, 0});
  CHECK(s.report.warnings.empty());
}

TEST_CASE("a Commander capture before the limit wins at once") {
  // Dark's Fighter on b2 takes the Light Commander on a1 at ply 3 (one square Forward).
  const auto s = score_text(
      "[SetUp \"1\"]\n[FEN \"7C/8/8/8/8/8/1F6/c7 d - 0 1\"]\n[Result \"1-0\"]\n\n1. Fb2-c3 Ca1-b1 2. Fc3-b2 Cb1-a1 "
      "3. Fb2xa1# 1-0\n",
      "5t");
  CHECK(s.report.outcome == "1-0");
  CHECK(s.report.outcome_reason == "Dark captured the Commander at ply 5");
  CHECK(s.report.points[0] == 7);
  CHECK(!s.report.limit_ply);
}

TEST_CASE("clk-only clocks: elapsed time is the drop of the game clock, the first from the limit") {
  // 10-minute game: 9:30 (30 s), 9:00 (30), 8:10 (50), 7:00 (70: Light overruns), 6:50, 6:40.
  const std::vector<std::string> clk = {"[%clk 0:09:30]", "[%clk 0:09:00]", "[%clk 0:08:10]",
                                        "[%clk 0:07:00]", "[%clk 0:06:50]", "[%clk 0:06:40]"};
  const auto s = score_text(example(clk), "10m");
  REQUIRE(s.report.overruns.size() == 1);
  CHECK(s.report.overruns[0].ply == 4);
  CHECK(s.report.overruns[0].side == 1);
  CHECK(s.report.overruns[0].seconds == 70.0);
  CHECK(s.report.time_used == 200.0);
  CHECK(!s.report.limit_ply);
  CHECK(s.report.unclocked.empty());
}

TEST_CASE("clocks that disagree: warn and use emt") {
  // Ply 2: emt 20 s, but the clock dropped from 9:30 to 9:00 (30 s).
  const std::vector<std::string> c = {"[%emt 0:00:30] [%clk 0:09:30]", "[%emt 0:00:20] [%clk 0:09:00]"};
  const auto s = score_text(example(c), "10m");
  REQUIRE(!s.report.warnings.empty());
  CHECK(s.report.warnings[0] == "ply 2: [%emt] says 20 s but the game clock dropped 30 s; using [%emt]");
}

TEST_CASE("missing clocks make a timed game not checkable, never guessed") {
  const auto s = score_text(example(emts({"0:00:30", "0:00:30", "", "0:00:30", "0:00:30", "0:00:30"})), "2m");
  CHECK(!s.report.checkable);
  CHECK(s.report.unclocked == std::vector<int>{3});
  CHECK(!s.report.limit_ply);
  CHECK(!s.report.outcome);
  CHECK(!s.report.time_used);
  bool said = false;
  for (const auto& w : s.report.warnings) said |= w.find("cannot be checked: ply 3") != std::string::npos;
  CHECK(said);
}

TEST_CASE("team games: each member's share") {
  // A team game for both sides: Land-and-Sea moves first, then Air, alternately.
  // 1. Ag5-f4 (Dark L&S) Ab4-c4 (Light L&S) 2. Hf7-d5 (Dark Air) Hc2-e4 (Light Air)
  // 3. Af4-f3 (Dark L&S) Ac4xd5 (Light L&S, Forward onto the Helicopter).
  const auto s = score_text(
      "[Mode \"team\"]\n[Result \"*\"]\n\n1. Ag5-f4 Ab4-c4 2. Hf7-d5 Hc2-e4 3. Af4-f3 Ac4xd5 *\n");
  // Light's Amphibian (Land-and-Sea) takes the Helicopter on d5 (4 points).
  REQUIRE(s.report.captures.size() == 1);
  CHECK(s.report.captures[0].member == "Land-and-Sea");
  CHECK(s.report.shares[1].at("Land-and-Sea") == 4);
  CHECK(s.report.shares[1].at("Air") == 0);
  CHECK(s.report.shares[0].at("Air") == 0);
}
