// Chair Force through the `cinc` binary: the samples, the card-file diagnostics (with
// their file:line:column worked out by counting in the sample file), --cards, and the
// tools that show cards, points and the buy line.
#include <doctest/doctest.h>

#include <filesystem>

#include "support/run_cinc.h"

using namespace cinc::test;

namespace {

const std::string kDir = std::string(CINC_SOURCE_DIR) + "/samples/chair-force";

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

TEST_CASE("every Chair Force sample validates; the cat-and-mouse game is drawn") {
  for (const auto& e : std::filesystem::directory_iterator(kDir)) {
    if (e.path().extension() != ".cgn") continue;
    CAPTURE(e.path().string());
    const auto run = run_cinc({"validate", e.path().string()});
    CHECK_MESSAGE(run.exit_code == 0, run.out << run.err);
    CHECK(contains(run.out, "1 valid, 0 invalid"));
    CHECK(!contains(run.out, "warning"));
  }
  const auto draws = run_cinc({"json", kDir + "/cat-and-mouse.cgn"});
  CHECK(contains(draws.out, "\"termination\""));
  CHECK(contains(draws.out, "cat and mouse"));
}

TEST_CASE("a broken card file: every problem with file:line:column, exit 1") {
  const std::string file = kDir + "/invalid/broken-cards.json";
  const auto run = run_cinc({"cards", file});
  CHECK(run.exit_code == 1);
  // Positions counted by hand in the file.
  for (const char* where : {"broken-cards.json:3:11: error:", "broken-cards.json:6:47: error:",
                            "broken-cards.json:7:12: error:", "broken-cards.json:7:45: error:",
                            "broken-cards.json:9:12: error:", "broken-cards.json:10:24: error:",
                            "broken-cards.json:11:5: error:", "broken-cards.json:11:62: error:",
                            "broken-cards.json:12:43: error:"})
    CHECK_MESSAGE(contains(run.err, where), where << "\n" << run.err);
  CHECK(contains(run.err, "[cards.own-king]"));
  const auto syntax = run_cinc({"cards", kDir + "/invalid/not-json-cards.json"});
  CHECK(syntax.exit_code == 1);
  CHECK(contains(syntax.err, "not-json-cards.json:6:6: error: expected ',' or '}'"));
  // Given with --cards, the broken file stops the command before it runs.
  const auto with = run_cinc({"--cards", file, "validate", kDir + "/every-card.cgn"});
  CHECK(with.exit_code == 1);
  CHECK(with.out.empty());
}

TEST_CASE("--cards makes a club's own set known to records") {
  const TempDir scratch;
  const std::string& dir = scratch.path();
  write_file(dir + "/club.json", R"({"format": "cinc-chair-force-cards/1", "name": "club", "cards": [
    {"id": "zap", "name": "Zap", "cost": 2, "copies": 2, "text": "Destroy a man.", "effect": [{"op": "destroy", "piece": "man"}]}]})");
  write_file(dir + "/game.cgn",
             "[Variant \"chair-force\"]\n[CardSet \"club\"]\n[Deck \"zap,zap\"]\n[Result \"*\"]\n\n1. d6-c5+zap *\n");
  const auto without = run_cinc({"validate", dir + "/game.cgn"});
  CHECK(without.exit_code == 1);
  CHECK(contains(without.out, "not a known card set"));
  const auto with = run_cinc({"--cards", dir + "/club.json", "validate", dir + "/game.cgn"});
  CHECK_MESSAGE(with.exit_code == 0, with.out << with.err);
  const auto fen = run_cinc({"--cards", dir + "/club.json", "fen", dir + "/game.cgn", "--ply", "1"});
  // Dark bought the one Zap of the buy line (2 points earned, 2 spent); the deck is empty.
  CHECK(contains(fen.out, "L:D1,2,3,4,5,6,7,8,9,11,12,14:L21,22,23,24,25,26,27,28,29,30,31,32 0/0 zap/- zap - - club 1"));
}

TEST_CASE("score, perft and diagram show the cards") {
  const auto score = run_cinc({"score", kDir + "/every-card.cgn"});
  CHECK(score.exit_code == 0);
  CHECK(contains(score.out, "points spent: Dark"));
  CHECK(contains(score.out, "cards played: Dark"));
  // From the start with Strike (4) and Supply Drop (2) in the buy line: each of the 7
  // moves earns 2 points, enough for Supply alone, so 7 turns without a buy and 7 with.
  const auto perft = run_cinc({"perft", "--variant", "chair-force", "--depth", "1", "--fen",
                               "D:D1,2,3,4,5,6,7,8,9,10,11,12:L21,22,23,24,25,26,27,28,29,30,31,32 0/0 -/- strike,supply "
                               "strike,sniper,shelling,regicide,paradrop,paradrop,retreat,retreat,knighted,bunker,bunker,"
                               "doubletime,doubletime,supply - cinc-example 1"});
  CHECK_MESSAGE(perft.exit_code == 0, perft.err);
  CHECK(lines_of(perft.out).back() == "14");
  const TempDir scratch;
  const std::string& dir = scratch.path();
  const auto diagram = run_cinc({"diagram", kDir + "/every-card.cgn", "--ply", "20", "-o", dir + "/p.dot"});
  CHECK_MESSAGE(diagram.exit_code == 0, diagram.err);
  const std::string dot = read_file(dir + "/p.dot");
  CHECK(contains(dot, "buy line: "));
  CHECK(contains(dot, "Dark: "));
  CHECK(contains(dot, " points, hand "));
}
