// Points and timed games, every rule of docs/rules/commander-in-chief.md §6 on hand-worked
// games. The base game is the example of docs/notation.md §2.1: Dark takes Light's Bomber at
// ply 5 (Bd4xb2, 5 points), Light takes Dark's Bomber back at ply 6 (Fa2xb2, 5 points).
#include <doctest/doctest.h>

#include <array>
#include <optional>
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

// Clocks as the record means them (docs/scoring.md "Clocks", commander-in-chief.md §6.4).
std::vector<std::string> clks(const std::vector<std::string>& values) {
  std::vector<std::string> out;
  for (const auto& v : values) out.push_back(v.empty() ? "" : "[%clk " + v + "]");
  return out;
}

// A record scored with its own tags read (rules_for), as `cinc score` reads it.
game::ScoreReport score_with_tags(const std::string& text, const std::optional<game::OverrunPolicy>& overrun = {},
                                  const std::optional<game::ClockMode>& mode = {}) {
  auto games = notation::read_games(text);
  REQUIRE(games.size() == 1);
  const auto replayed = game::replay(games[0]);
  REQUIRE(replayed.valid());
  std::vector<std::string> warnings;
  const auto rules = game::rules_for(games[0], std::nullopt, std::nullopt, overrun, warnings, mode);
  CHECK(warnings.empty());
  return game::score_game(games[0], replayed, rules);
}

TEST_CASE("chess-style clocks: each side's own time, read per player; an overrun loses for the right side") {
  // As a chess program writes them: Dark's clock 20:00, 19:30, 19:00; Light's 29:00, 27:50,
  // 27:40. As one game clock they would go up at ply 2 (20:00 -> 29:00) and make ply 3 take
  // 29:00 - 19:30 = 570 s, a Dark overrun. Each side's own values go down, so they are read
  // per player: ply 3 (Dark) took 20:00 - 19:30 = 30 s, ply 4 (Light) 29:00 - 27:50 = 70 s,
  // over the 60 s of the sand timer; under `loss` Light loses there (1-0) and plies 5-6
  // (both captures) count for nothing. Each side's first move has no earlier value: unknown.
  const std::string text = example(clks({"0:20:00", "0:29:00", "0:19:30", "0:27:50", "0:19:00", "0:27:40"}),
                                   "[TimeControl \"60s/loss\"]\n", "1-0");
  const auto r = score_with_tags(text);
  CHECK(r.clock_reading == game::ClockReading::player);
  REQUIRE(r.overruns.size() == 1);
  CHECK(r.overruns[0].ply == 4);
  CHECK(r.overruns[0].side == 1);
  CHECK(r.overruns[0].seconds == 70.0);
  CHECK(r.outcome == "1-0");
  CHECK(r.outcome_reason == "Light overran the move limit at ply 4 (70 s > 60 s)");
  CHECK(r.points == std::array<int, 2>{0, 0});
  CHECK(r.unclocked == std::vector<int>{1, 2});
  // No "goes up" warning: the only one says the first two plies are unchecked.
  REQUIRE(r.warnings.size() == 1);
  CHECK(r.warnings[0] == "the per-move limit cannot be checked at 2 plies without clocks (first: ply 1)");
}

TEST_CASE("a shared game clock when the event says so: the minutes limit, or [ClockMode \"game\"]") {
  // 10-minute game: 9:30, 9:00, 8:10, 7:00, 6:50, 6:40 fit both readings; the minutes limit
  // says one game clock: 30, 30, 50, 70 (Light overruns at ply 4), 10, 10 s.
  const auto clocks = clks({"0:09:30", "0:09:00", "0:08:10", "0:07:00", "0:06:50", "0:06:40"});
  auto r = score_with_tags(example(clocks, "[TimeControl \"10m\"]\n"));
  CHECK(r.clock_reading == game::ClockReading::game);
  REQUIRE(r.overruns.size() == 1);
  CHECK(r.overruns[0].ply == 4);
  CHECK(r.time_used == 200.0);
  // [ClockMode "player"] reads the same values per player: ply 3 took 9:30 - 8:10 = 80 s
  // (Dark overruns), ply 4 9:00 - 7:00 = 120 s, ply 5 80 s, ply 6 20 s; plies 1-2 unknown,
  // so the minutes limit is not checkable from ply 1.
  r = score_with_tags(example(clocks, "[TimeControl \"10m\"]\n[ClockMode \"player\"]\n"));
  CHECK(r.clock_reading == game::ClockReading::player);
  REQUIRE(r.overruns.size() == 3);
  CHECK(r.overruns[0].ply == 3);
  CHECK(r.overruns[0].seconds == 80.0);
  CHECK(r.overruns[1].ply == 4);
  CHECK(r.overruns[1].seconds == 120.0);
  CHECK(r.overruns[2].ply == 5);
  CHECK(!r.checkable);
  // [ClockMode "game"] without a limit: one game clock, the first move's time unknown.
  r = score_with_tags(example(clocks, "[TimeControl \"60s\"]\n[ClockMode \"GAME\"]\n"));
  CHECK(r.clock_reading == game::ClockReading::game);
  REQUIRE(r.overruns.size() == 1);
  CHECK(r.overruns[0].ply == 4);
  CHECK(r.unclocked == std::vector<int>{1});
}

TEST_CASE("ambiguous clocks: one warning, no move times, never an invented overrun") {
  // 29:50, 29:00, 28:55, 27:50, 27:45, 27:40 go down as one game clock (ply 4 took 65 s: a
  // Light overrun) and per player too (ply 4 70 s, ply 5 70 s: overruns of both). No minutes
  // limit and no ClockMode say which, so neither is used: no overrun, no outcome.
  const auto clocks = clks({"0:29:50", "0:29:00", "0:28:55", "0:27:50", "0:27:45", "0:27:40"});
  auto r = score_with_tags(example(clocks, "[TimeControl \"60s/loss\"]\n"));
  CHECK(r.clock_reading == game::ClockReading::unknown);
  CHECK(r.overruns.empty());
  CHECK(!r.outcome);
  CHECK(r.unclocked.size() == 6);
  REQUIRE(r.warnings.size() == 1);
  CHECK(r.warnings[0] ==
        "the [%clk] values fit both one shared game clock and each player's own clock, and no game limit in minutes "
        "says which: they give no move times (say which with [ClockMode \"game\"] or [ClockMode \"player\"], or "
        "--clock-mode)");
  // The command line's choice settles it: per player, Light overruns first (ply 4, 70 s).
  r = score_with_tags(example(clocks, "[TimeControl \"60s/loss\"]\n"), std::nullopt, game::ClockMode::player);
  CHECK(r.outcome == "1-0");
  CHECK(r.outcome_reason == "Light overran the move limit at ply 4 (70 s > 60 s)");
  // Values that go up both ways (a clock set back by hand): one warning that says where.
  r = score_with_tags(example(clks({"0:29:50", "0:29:00", "0:29:55", "0:27:50", "0:27:45", "0:27:40"}),
                              "[TimeControl \"60s\"]\n"));
  CHECK(r.clock_reading == game::ClockReading::unknown);
  REQUIRE(r.warnings.size() == 1);
  CHECK(r.warnings[0].find("go up both as one shared game clock (ply 3) and as each player's own clock (ply 3)") !=
        std::string::npos);
  // Untimed: the reading does not matter and nothing is said.
  r = score_with_tags(example(clocks));
  CHECK(r.clock_reading == game::ClockReading::unknown);
  CHECK(r.warnings.empty());
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

TEST_CASE("a forfeit's result is the game's, whatever the moves say") {
  // docs/scoring.md: "+/-" Dark won by forfeit; the example's moves decide nothing, and
  // their points still count (5 each, see above).
  const Scored played_then_forfeited = score_text(example({}, "", "+/-"));
  CHECK(played_then_forfeited.report.outcome == std::optional<std::string>("+/-"));
  CHECK(played_then_forfeited.report.outcome_reason == "Dark won by forfeit");
  const std::array<int, 2> five_each{5, 5};
  CHECK(played_then_forfeited.report.points == five_each);
  CHECK(played_then_forfeited.report.warnings.empty());
  // samples/short-bomber-strike.cgn's moves end with Dark capturing the Commander (1-0 by
  // the moves, §5): a record "-/+" is not held to them (no result.contradicts), and the
  // outcome is the forfeit, without the warning that the result differs from the moves'.
  const std::string moves =
      "1. Hf7-f5 Bb2-d4 2. Hf5xd4 Dc3xd4 3. Fg8-f7 Sa4-b5 4. Ag5-g4 Aa5-b6 5. Ah4-h3 Sd1-e2 6. Df6-e5 Dd4xe5 "
      "7. Bg7xe5 Ab6-c7 8. Be5-c3+ Ac7xd8=K 9. Bc3xa1#";
  const Scored decided = score_text("[Result \"-/+\"]\n\n" + moves + " -/+\n");
  CHECK(decided.replayed.diagnostics.empty());
  CHECK(decided.report.outcome == std::optional<std::string>("-/+"));
  CHECK(decided.report.outcome_reason == "Light won by forfeit");
  CHECK(decided.report.warnings.empty());
  const Scored both = score_text("[Result \"-/-\"]\n\n-/-\n");
  CHECK(both.report.outcome == std::optional<std::string>("-/-"));
  CHECK(both.report.outcome_reason == "a double forfeit: Dark and Light both lost");
  CHECK(both.report.plies == 0);
}
