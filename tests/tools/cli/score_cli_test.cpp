// `cinc score` and `cinc standings` through the binary: formats, options, exit codes.
// The game is notation.md's example (Dark takes the Bomber at ply 5, Light retakes at 6),
// 30 seconds a move: worked out by hand in tests/game/core/score_test.cpp.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "support/run_cinc.h"

using cinc::test::lines_of;
using cinc::test::run_cinc;
using cinc::test::run_standings_both_paths;

namespace {
const std::string kTimed =
    "[Event \"Rapid\"]\n[Round \"1\"]\n[Dark \"A. Smith\"]\n[Light \"B. Jones\"]\n[Result \"1/2-1/2\"]\n"
    "[TimeControl \"2m/60s\"]\n\n"
    "1. Hf7-d5 {[%emt 0:00:30]} Ab4-c4 {[%emt 0:00:30]} 2. Bg7-d4 {[%emt 0:00:30]} Hc2-e4 {[%emt 0:00:30]}\n"
    "3. Bd4xb2 {[%emt 0:00:30]} Fa2xb2 {[%emt 0:00:30]} 1/2-1/2\n";
}  // namespace

TEST_CASE("score --format json follows the documented schema") {
  const auto r = run_cinc({"score", "--format", "json", "-"}, kTimed);
  REQUIRE(r.exit_code == 0);
  const auto g = nlohmann::json::parse(r.out)["games"][0];
  CHECK(g["players"]["dark"] == "A. Smith");
  CHECK(g["limits"]["game_minutes"] == 2.0);
  CHECK(g["limits"]["move_seconds"] == 60.0);
  CHECK(g["points"] == nlohmann::json({{"dark", 0}, {"light", 0}}));  // captures fall after the limit
  CHECK(g["limit_ply"] == 4);
  CHECK(g["after_limit"] == nlohmann::json::array({5, 6}));
  CHECK(g["violations"].empty());
  CHECK(g["outcome"] == "1/2-1/2");
  CHECK(g["result_tag"] == "1/2-1/2");
  CHECK(g["warnings"].empty());
  CHECK(g["time_used"] == 120.0);
  for (const char* key : {"captures", "attacks", "checkable", "unclocked", "outcome_reason", "shares", "plies"})
    CHECK(g.contains(key));
}

TEST_CASE("score options override the TimeControl tag") {
  // A 3-minute game: both captures count, 5-5: a tie again.
  auto r = run_cinc({"score", "--format", "json", "--game-limit", "3m", "-"}, kTimed);
  auto g = nlohmann::json::parse(r.out)["games"][0];
  CHECK(g["limit_ply"] == 6);
  CHECK(g["points"] == nlohmann::json({{"dark", 5}, {"light", 5}}));
  // A 25-second sand timer under loss: Dark overran at ply 1, Light wins, the record disagrees.
  r = run_cinc({"score", "--format", "json", "--move-limit", "25", "--overrun", "loss", "-"}, kTimed);
  g = nlohmann::json::parse(r.out)["games"][0];
  CHECK(g["outcome"] == "0-1");
  CHECK(g["violations"][0] == nlohmann::json({{"ply", 1}, {"side", "dark"}, {"seconds", 30.0}}));
  REQUIRE(g["warnings"].size() == 1);
  CHECK(g["warnings"][0].get<std::string>().find("the record's result is 1/2-1/2") == 0);
  CHECK(run_cinc({"score", "--game-limit", "30", "-"}, kTimed).exit_code == 2);
  CHECK(run_cinc({"score", "--overrun", "maybe", "-"}, kTimed).exit_code == 2);
}

TEST_CASE("score text and csv") {
  auto r = run_cinc({"score", "-"}, kTimed);
  CHECK(r.out.find("<stdin>, game 1: A. Smith (Dark) - B. Jones (Light), round 1") == 0);
  CHECK(r.out.find("  limit:    reached after ply 4; game time used 0:02:00") != std::string::npos);
  CHECK(r.out.find("  outcome:  1/2-1/2 (") != std::string::npos);
  r = run_cinc({"score", "--format", "csv", "-"}, kTimed);
  const auto lines = lines_of(r.out);
  REQUIRE(lines.size() == 2);
  CHECK(lines[1] == "<stdin>,1,1,A. Smith,B. Jones,0,0,4,2,0,1/2-1/2,1/2-1/2,0");
}

TEST_CASE("standings of a team event are by team") {
  const auto r = run_standings_both_paths({"standings", "--format", "json", std::string(CINC_SOURCE_DIR) + "/samples/team-cup.cgn"});
  REQUIRE(r.exit_code == 0);
  const auto all = nlohmann::json::parse(r.out);
  REQUIRE(all["events"].size() == 1);
  const auto& j = all["events"][0];
  CHECK(j["event"] == "Gulf Coast Team Cup");
  REQUIRE(j["standings"].size() == 2);
  // The Tigers won both: 1-0 as Dark in round 1, 0-1 as Light in round 2. Captured points
  // (from the games' captures): Tigers 31 + 27 = 58, Eagles 28 + 18 = 46.
  CHECK(j["standings"][0]["player"] == "Gotha Tigers");
  CHECK(j["standings"][0]["points"] == 2.0);
  CHECK(j["standings"][0]["captured"] == 58);
  CHECK(j["standings"][0]["rounds"]["1"] == "+2d");
  CHECK(j["standings"][0]["rounds"]["2"] == "+2l");
  CHECK(j["standings"][1]["player"] == "Bradenton Eagles");
  CHECK(j["standings"][1]["points"] == 0.0);
  CHECK(j["standings"][1]["captured"] == 46);
}

TEST_CASE("chess-style clocks pasted from a chess program: read per player, the overrun goes to the right side") {
  // Each side's own time left, as chess software writes [%clk]: Dark 0:20:00, 0:19:30,
  // 0:19:00; Light 0:29:00, 0:27:50, 0:27:40. Per player (the pattern: the sequence goes up
  // at ply 2, each side's own never): ply 3 took 30 s, ply 4 (Light) 70 s > 60 s. Under
  // --overrun loss Light loses at ply 4: 1-0. Read as one game clock, ply 3 would have
  // taken 29:00 - 19:30 = 570 s and Dark would have lost.
  const std::string text =
      "[Event \"Rapid\"]\n[Round \"2\"]\n[Dark \"A. Smith\"]\n[Light \"B. Jones\"]\n[Result \"1-0\"]\n"
      "[TimeControl \"60s\"]\n\n"
      "1. Hf7-d5 {[%clk 0:20:00]} Ab4-c4 {[%clk 0:29:00]} 2. Bg7-d4 {[%clk 0:19:30]} Hc2-e4 {[%clk 0:27:50]}\n"
      "3. Bd4xb2 {[%clk 0:19:00]} Fa2xb2 {[%clk 0:27:40]} 1-0\n";
  auto r = run_cinc({"score", "--overrun", "loss", "--format", "json", "-"}, text);
  REQUIRE(r.exit_code == 0);
  const auto g = nlohmann::json::parse(r.out)["games"][0];
  CHECK(g["clocks"] == "player");
  CHECK(g["violations"] == nlohmann::json::array({{{"ply", 4}, {"side", "light"}, {"seconds", 70.0}}}));
  CHECK(g["outcome"] == "1-0");
  CHECK(g["outcome_reason"] == "Light overran the move limit at ply 4 (70 s > 60 s)");
  // Said to be one game clock, the values go up (a warning each time) and Dark overruns.
  r = run_cinc({"score", "--overrun", "loss", "--clock-mode", "game", "--format", "json", "-"}, text);
  const auto h = nlohmann::json::parse(r.out)["games"][0];
  CHECK(h["clocks"] == "game");
  CHECK(h["outcome"] == "0-1");
  // The text names the reading.
  r = run_cinc({"score", "-"}, text);
  CHECK(r.out.find("  clocks:   each player's own clock: each side's values go down, but ply 2 is higher than the "
                   "ply before it, so they are not one game clock\n") != std::string::npos);
}
