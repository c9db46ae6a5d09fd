// Commander Chess through the cinc binary: the samples (samples/README.md) validate cleanly,
// perft gives the reference numbers of docs/rules/commander-chess.md §10, diagnostics carry
// file:line:col and the ply, the engine's exported records import, and draws and score apply
// the game's rules.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <sstream>
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
    // The engine's export says what it did with its FEN tag (§9), and nothing else.
    const bool engine = std::string(file) == "engine-export.pgn";
    CHECK_MESSAGE(contains(v.out, "warning") == engine, (std::string(file) + "\n" + v.out));
    if (engine) CHECK(contains(v.out, "[tag.engine-fen]"));
    const auto j = run_cinc({"json", kDir + file});
    REQUIRE(j.exit_code == 0);
    const auto doc = nlohmann::json::parse(j.out);  // kept alive: the loop walks inside it
    for (const auto& game : doc["games"]) CHECK(game["variant"] == "commander-chess");
  }
}

TEST_CASE("commander chess samples: JSON and canonical CGN round trips give the same games") {
  const cinc::test::TempDir scratch;
  const std::string& dir = scratch.path();
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

TEST_CASE("commander chess: the engine's FEN tag — its final position, its deploy in progress, or a start") {
  const std::string head = "[Red \"a\"]\n[Blue \"b\"]\n[Result \"*\"]\n[SetUp \"1\"]\n";
  // Two plies from the start, and the FEN the engine's export writes after them: the board
  // after them with the side to move and move number from before the last one.
  const std::string moves = "\n1. Tf6 Tf7 *\n";
  const std::string after =
      "6c4/1n2fh1hf2/3a2s2a1/2n1g2tg2/2ie2m2ei/5t5/5T5/2IE2M2EI/2N1G2TG2/3A2S2A1/1N2FH1HF2/6C4 b - - 1 1";
  const auto final = run_cinc({"json", "-"}, head + "[FEN \"" + after + "\"]\n" + moves);
  REQUIRE(final.exit_code == 0);
  const auto g = nlohmann::json::parse(final.out)["games"][0];
  CHECK(g["valid"] == true);
  CHECK(g["start"] == "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1");
  CHECK(g["tags"]["FinalFEN"] == after);
  CHECK_FALSE(g["tags"].contains("FEN"));
  CHECK_FALSE(g["tags"].contains("SetUp"));
  CHECK(g["diagnostics"][0]["code"] == "tag.engine-fen");
  // A deploy in progress: the position before the last move, then the deploy's steps.
  const auto deploy = run_cinc({"validate", "-"}, head + "[FEN \"" + after + " b2::F>d4\"]\n" + moves);
  CHECK(deploy.exit_code == 0);
  CHECK(contains(deploy.out, "in the middle of a deploy"));
  // Any other FEN is the start, as the engine's reader takes it.
  const auto start = run_cinc({"validate", "-"}, head + "[FEN \"9c1/11/11/11/11/11/11/11/5T5/11/11/10C r - - 0 1\"]\n" +
                                                   "\n1. Tf6 Cj11 *\n");
  CHECK(start.exit_code == 0);
  CHECK_FALSE(contains(start.out, "warning"));
}

TEST_CASE("commander chess: a text that fits two moves is read as the moves after it require") {
  // "N1b11" fits the Navies on b12 and b10 (the engine writes one digit of a rank). The engine's
  // reader would take b12 (its move list runs from rank 12 down), but then "Nb12-a12" cannot be
  // played: cinc reads b10 and says why.
  const std::string game = "[Variant \"commander-chess\"]\n[Result \"*\"]\n[SetUp \"1\"]\n"
                           "[FEN \"1N7c1/11/1N9/11/11/11/11/11/11/11/11/10C r - - 0 1\"]\n\n"
                           "1. N1b11 Cj11 2. Nb12a12 *\n";
  const auto r = run_cinc({"validate", "-"}, game);
  CHECK(r.exit_code == 0);
  CHECK(contains(r.out, "read as Nb10-b11: with Nb12-b11 (the first reading) the game cannot go on past ply 2"));
  // Without the third move both readings go on: the first in the engine's order is kept.
  const auto tie = run_cinc({"validate", "-"}, game.substr(0, game.find(" 2.")) + " *\n");
  CHECK(contains(tie.out, "read as Nb12-b11, the first in its move order"));
}

namespace {

// The cross-check data of one folder (docs/rules/commander-chess.md §11): cinc's export of the
// engine's games is the one the engine's loadPgn replayed in strict mode (crosscheck.sh, which
// needs node).
void check_export(const std::string& data, int min_games) {
  const auto out = run_cinc({"cgn", "--dialect", "cotulenh", data + "engine-games.pgn"});
  CHECK(out.exit_code == 0);
  CHECK_MESSAGE(out.out == cinc::test::read_file(data + "cinc-export.pgn"),
                "cinc's export changed: regenerate the data with tests/cotulenh/crosscheck.sh (docs/rules/commander-chess.md §11)");
  // The engine's verdicts: every game replayed but where its reader cannot read any text (its
  // lookup by origin, target and piece; a deploy ended early); every game played for its
  // reader replayed (but for a game from a set-up start, whose first turn was chosen for its
  // form).
  std::istringstream verdicts(cinc::test::read_file(data + "roundtrip.ndjson"));
  std::istringstream turns(cinc::test::read_file(data + "engine-turns.ndjson"));
  std::string line, turn;
  std::getline(turns, turn);  // the header
  int replayed = 0, limited = 0, games = 0;
  while (std::getline(verdicts, line) && std::getline(turns, turn)) {
    const auto v = nlohmann::json::parse(line);
    const auto t = nlohmann::json::parse(turn);
    CAPTURE(line);
    ++games;
    if (v["replayed"] == true) {
      ++replayed;
      CHECK(v["final"] == t["final"]);
    } else {
      CHECK(v.contains("limit"));
      CHECK((t["mode"] != "replayable" || t.contains("start")));
      ++limited;
    }
  }
  CHECK(games >= min_games);
  CHECK(replayed + limited == games);
  MESSAGE(data << ": " << replayed << " of " << games << " exports replayed by the engine; " << limited
               << " stopped where its reader cannot read any text");
  // cinc reads its own export: a start FEN, deploys step by step.
  const auto again = run_cinc({"validate", data + "cinc-export.pgn"});
  CHECK(again.exit_code == 0);
  CHECK_FALSE(contains(again.out, "[tag.engine-fen]"));
}

}  // namespace

TEST_CASE("commander chess: cinc's export for the engine, replayed by the engine (tests/cotulenh/data)" * doctest::test_suite("long")) {
  check_export(CINC_SOURCE_DIR "/tests/cotulenh/data/", 150);
  check_export(CINC_SOURCE_DIR "/tests/cotulenh/data/deploys/", 36);
}
