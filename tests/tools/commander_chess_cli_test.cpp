// Commander Chess through the cinc binary: the samples (samples/README.md) validate cleanly,
// perft gives the reference numbers of docs/rules/commander-chess.md §10, diagnostics carry
// file:line:col and the ply, the engine's exported records import, and draws and score apply
// the game's rules.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "support/run_cinc.h"

using cinc::test::run_cinc;

namespace {

const std::string kDir = std::string(CINC_SOURCE_DIR) + "/samples/commander-chess/";

bool contains(const std::string& haystack, const std::string& needle) {
  return haystack.find(needle) != std::string::npos;
}

}  // namespace

TEST_CASE("commander chess samples: every record validates with no diagnostic") {
  for (const char* file : {"full-game.cgn", "air-battle.cgn", "sea-battle.cgn", "land-battle.cgn", "timed-game.cgn",
                           "checkmate.cgn", "commander-captured.cgn", "special-rules.cgn", "engine-export.pgn"}) {
    const auto v = run_cinc({"validate", kDir + file});
    CHECK_MESSAGE(v.exit_code == 0, (std::string(file) + "\n" + v.out + v.err));
    CHECK_MESSAGE(contains(v.out, " valid, 0 invalid"), file);
    CHECK_MESSAGE(!contains(v.out, "warning"), (std::string(file) + "\n" + v.out));
    const auto j = run_cinc({"json", kDir + file});
    REQUIRE(j.exit_code == 0);
    const auto doc = nlohmann::json::parse(j.out);  // kept alive: the loop walks inside it
    for (const auto& game : doc["games"]) CHECK(game["variant"] == "commander-chess");
  }
}

TEST_CASE("commander chess samples: JSON and canonical CGN round trips give the same games") {
  const std::string dir = cinc::test::temp_dir();
  for (const char* file : {"full-game.cgn", "land-battle.cgn", "special-rules.cgn", "engine-export.pgn"}) {
    const auto j = run_cinc({"json", kDir + file});
    REQUIRE(j.exit_code == 0);
    cinc::test::write_file(dir + "/games.json", j.out);
    const auto back = run_cinc({"json", "--to-cgn", dir + "/games.json"});
    REQUIRE_MESSAGE(back.exit_code == 0, back.err);
    cinc::test::write_file(dir + "/again.cgn", back.out);
    const auto again = run_cinc({"json", dir + "/again.cgn"});
    REQUIRE_MESSAGE(again.exit_code == 0, again.out);
    const auto first = nlohmann::json::parse(j.out)["games"];
    const auto second = nlohmann::json::parse(again.out)["games"];
    REQUIRE(first.size() == second.size());
    for (std::size_t g = 0; g < first.size(); ++g) {
      CHECK_MESSAGE(first[g]["moves"].size() == second[g]["moves"].size(), file);
      for (std::size_t m = 0; m < first[g]["moves"].size() && m < second[g]["moves"].size(); ++m) {
        CHECK(first[g]["moves"][m]["canonical"] == second[g]["moves"][m]["canonical"]);
        CHECK(first[g]["moves"][m]["fen_after"] == second[g]["moves"][m]["fen_after"]);
      }
      CHECK(first[g]["result"] == second[g]["result"]);
    }
  }
}

TEST_CASE("commander chess: perft from the start gives the engine's 116 and 13,460 (§10)") {
  const auto one = run_cinc({"perft", "--variant", "commander-chess", "--depth", "1"});
  CHECK(one.out == "116\n");
  const auto two = run_cinc({"perft", "--variant", "commander-chess", "--depth", "2"});
  CHECK(two.out == "13460\n");
}

TEST_CASE("commander chess: an illegal move is reported at its line and column with the ply") {
  const auto r = run_cinc({"validate", "-"}, "[Variant \"commander-chess\"]\n[Result \"*\"]\n\n1. Tf4-f6 Tf9-f7 2. Tf6-f9 *\n");
  CHECK(r.exit_code == 1);
  // "2. Tf6-f9" starts at column 21 of line 4; the Tank on f6 meets the Blue Tank on f7.
  CHECK(contains(r.out, "<stdin>:4:21: error: ply 3 (Red) \"Tf6-f9\": "));
  CHECK(contains(r.out, "[move.illegal]"));
  // A move after an end of battle.
  const auto after = run_cinc({"validate", "-"}, "[Variant \"commander-chess\"]\n[SetUp \"1\"]\n"
                                                 "[FEN \"9c1/11/11/11/11/11/11/1n9/11/11/1N9/10C r - - 0 1\"]\n\n"
                                                 "1. Nb2xb5 Cj12-j11 *\n");
  CHECK(after.exit_code == 1);
  CHECK(contains(after.out, "the game is already over: Red won the sea battle"));
}

TEST_CASE("commander chess: the engine's exported record replays to its final position") {
  const auto j = run_cinc({"json", kDir + "engine-export.pgn"});
  REQUIRE(j.exit_code == 0);
  const auto game = nlohmann::json::parse(j.out)["games"][0];
  CHECK(game["tags"]["BattleEnds"] == "commander");
  const std::string final_fen = game["tags"]["FinalFEN"];
  CHECK(game["moves"].back()["fen_after"] == final_fen);
}

TEST_CASE("commander chess: draws by repetition, and score with heroic and end-of-battle points") {
  // The Commanders shuffle: the start position stands for the third time after ply 8. (Red
  // keeps two pieces beside its Commander, so no last guard changes a heroic mark.)
  const auto d = run_cinc({"draws", "-"}, "[Variant \"commander-chess\"]\n[SetUp \"1\"]\n"
                                          "[FEN \"9c1/11/11/11/11/11/11/2I3M4/11/11/11/10C r - - 0 1\"]\n\n"
                                          "1. Ck1-k2 Cj12-i12 2. Ck2-k1 Ci12-j12 3. Ck1-k2 Cj12-i12 4. Ck2-k1 Ci12-j12 *\n");
  CHECK(d.exit_code == 0);
  CHECK(contains(d.out, "repetition"));
  CHECK(contains(d.out, "after ply 8"));
  // A heroic Air Force (40 + 10) that was Blue's last: the air battle's 100 more.
  const auto s = run_cinc({"score", "-"}, "[Variant \"commander-chess\"]\n[Result \"1-0\"]\n[SetUp \"1\"]\n"
                                          "[FEN \"9c1/11/11/11/11/11/4+f6/11/4T6/11/11/10C r - - 0 1\"]\n\n"
                                          "1. Te4xe6 1-0\n");
  CHECK(s.exit_code == 0);
  CHECK(contains(s.out, "Red 150, Blue 0"));
}
