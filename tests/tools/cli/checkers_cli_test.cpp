// Standard checkers through the tools: the samples, PDN import and export (round trip,
// GameType, White/Black, results by colour), perft, fen and draws. Expected values are
// worked out by hand from docs/rules/checkers.md and the sample records.
#include <doctest/doctest.h>
#include <nlohmann/json.hpp>

#include <string>

#include "support/run_cinc.h"

using cinc::test::run_cinc;

namespace {

const std::string kDir = std::string(CINC_SOURCE_DIR) + "/samples/checkers/";

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// What must survive a round trip: per game the tags but the ones PDN renames, the
// canonical moves and the result.
nlohmann::json essentials(const std::string& json_text) {
  const auto doc = nlohmann::json::parse(json_text);
  nlohmann::json out = nlohmann::json::array();
  for (const auto& g : doc["games"]) {
    nlohmann::json e;
    e["variant"] = g["variant"];
    e["start"] = g["start"];
    e["result"] = g["result"];
    e["black"] = g["tags"].value("Black", "");
    e["red"] = g["tags"].value("Red", "");
    nlohmann::json moves = nlohmann::json::array();
    for (const auto& m : g["moves"]) moves.push_back(m["canonical"]);
    e["moves"] = moves;
    out.push_back(e);
  }
  return out;
}

}  // namespace

TEST_CASE("checkers CLI: every checkers sample validates") {
  for (const char* f : {"chinook-tinsley-1992-game32.pdn", "chinook-tinsley-1992-game32.cgn", "ballot-openings.pdn",
                        "last-piece-taken.cgn", "kings-repeat.cgn"}) {
    const auto r = run_cinc({"validate", kDir + f});
    CHECK_MESSAGE(r.exit_code == 0, f << "\n" << r.out << r.err);
    CHECK_MESSAGE(contains(r.out, "0 invalid"), f << "\n" << r.out);
  }
  const auto ballots = run_cinc({"validate", kDir + "ballot-openings.pdn"});
  CHECK(contains(ballots.out, "8 games: 8 valid, 0 invalid"));
}

TEST_CASE("checkers CLI: PDN's published game reads as the same game in both notations") {
  const auto pdn = run_cinc({"json", kDir + "chinook-tinsley-1992-game32.pdn"});
  const auto cgn = run_cinc({"json", kDir + "chinook-tinsley-1992-game32.cgn"});
  REQUIRE(pdn.exit_code == 0);
  REQUIRE(cgn.exit_code == 0);
  const auto a = essentials(pdn.out);
  CHECK(a == essentials(cgn.out));
  // 36 moves by Black and 35 by Red; PDN's White is Red.
  CHECK(a[0]["moves"].size() == 71);
  CHECK(a[0]["red"] == "Tinsley, Marion");
  CHECK(a[0]["moves"][0] == "b6-a5");  // 9-13: square 9 is b6, 13 is a5
  CHECK(a[0]["moves"][70] == "c3xe5xg3");  // the short 22x24 has one path, over d4 and f4
}

TEST_CASE("checkers CLI: PDN export round-trips and converts names and results") {
  for (const char* f : {"chinook-tinsley-1992-game32.pdn", "ballot-openings.pdn", "last-piece-taken.cgn",
                        "kings-repeat.cgn"}) {
    const auto first = run_cinc({"pdn", kDir + f});
    REQUIRE_MESSAGE(first.exit_code == 0, f << first.err);
    const auto again = run_cinc({"pdn", "-"}, first.out);
    REQUIRE(again.exit_code == 0);
    CHECK_MESSAGE(again.out == first.out, f);  // export, import, export: the same text
    const auto original = run_cinc({"json", kDir + f});
    const auto reread = run_cinc({"json", "-"}, first.out);
    CHECK_MESSAGE(essentials(original.out) == essentials(reread.out), f);
  }
  // Black (the first player) won: CGN 1-0, and PDN 1-0 too (the PDN 2.0 standard: "1-0
  // indicating Black (Red) won the game"); Red is written White.
  const auto won = run_cinc({"pdn", kDir + "last-piece-taken.cgn"});
  CHECK(contains(won.out, "[Result \"1-0\"]"));
  CHECK(contains(won.out, "[White \"Lindqvist, Per\"]"));
  CHECK(contains(won.out, "[GameType \"21\"]"));
  CHECK(!contains(won.out, "Variant"));
  CHECK(contains(won.out, "[FEN \"W:W22:B12,K15\"]"));  // written in numbers: c3 22, h6 12, e5 15
  CHECK(contains(won.out, "1... 22-18 2. 15x22 1-0"));
  // JSON to PDN gives the same text.
  const auto json = run_cinc({"json", kDir + "last-piece-taken.cgn"});
  const auto back = run_cinc({"json", "--to-pdn", "-"}, json.out);
  CHECK(back.exit_code == 0);
  CHECK(back.out == won.out);
  // Another game cannot be written as PDN.
  const auto cic = run_cinc({"pdn", std::string(CINC_SOURCE_DIR) + "/samples/composed-endgame.cgn"});
  CHECK(cic.exit_code == 1);
  CHECK(contains(cic.err, "PDN holds standard checkers games; this game is commander-in-chief"));
}

TEST_CASE("checkers CLI: PDN results give the first player's score first, as CGN's do (issue 38)") {
  // Black takes White's (Red's) last man: Black, the first player, won, which PDN writes 1-0
  // (the PDN 2.0 standard: "[Result "1-0"] indicating Black (Red) won the game; [Result
  // "0-1"] indicating White won the game"). A PDN 0-1 is a contradiction.
  const std::string game = "[GameType \"21\"]\n[SetUp \"1\"]\n[FEN \"W:W22:B12,K15\"]\n[Result \"RESULT\"]\n\n"
                           "1... 22-18 2. 15x22 RESULT\n";
  auto with = [&](const std::string& result) {
    std::string g = game;
    for (std::size_t at; (at = g.find("RESULT")) != std::string::npos;) g.replace(at, 6, result);
    return g;
  };
  CHECK(run_cinc({"validate", "-"}, with("1-0")).exit_code == 0);
  const auto wrong = run_cinc({"validate", "-"}, with("0-1"));
  CHECK(wrong.exit_code == 1);
  CHECK(contains(wrong.out, "the result 0-1 contradicts the moves: White has no pieces left (§5), so the result is 1-0"));
  CHECK(contains(wrong.out, "PDN gives the first player's score first: 1-0 is a win of Black, 0-1 of White"));
  // A repeated Result tag is converted like the first: a warning (same value), no error.
  const std::string twice = "[GameType \"21\"]\n[SetUp \"1\"]\n[FEN \"W:W22:B12,K15\"]\n[Result \"1-0\"]\n"
                            "[Result \"1-0\"]\n\n1... 22-18 2. 15x22 1-0\n";
  const auto repeated = run_cinc({"validate", "-"}, twice);
  CHECK(repeated.exit_code == 0);
  CHECK(contains(repeated.out, "<stdin>:5:1: warning: tag 'Result' is given a second time (first on line 4), with the "
                               "same value; remove one [tag.duplicate]"));
  // An unsupported GameType is reported at its tag.
  const auto intl = run_cinc({"validate", "-"}, "[GameType \"20\"]\n[Result \"*\"]\n\n1. 32-28 *\n");
  CHECK(intl.exit_code == 1);
  CHECK(contains(intl.out, "<stdin>:1:1: error: GameType 20 (international draughts) is not a game cinc reads"));
  CHECK(contains(intl.out, "[tag.unsupported-gametype]"));
}

TEST_CASE("checkers CLI: a .pdn file without GameType is read as checkers") {
  const cinc::test::TempDir scratch;
  const std::string& dir = scratch.path();
  cinc::test::write_file(dir + "/plain.pdn", "[Black \"A\"]\n[White \"B\"]\n[Result \"*\"]\n\n1. 11-15 24-20 *\n");
  const auto r = run_cinc({"json", dir + "/plain.pdn"});
  REQUIRE(r.exit_code == 0);
  const auto g = nlohmann::json::parse(r.out)["games"][0];
  CHECK(g["variant"] == "checkers");
  CHECK(g["tags"]["Red"] == "B");
  CHECK(g["moves"][1]["canonical"] == "g3-h4");  // 24 ends rank 3 (a c e g), 20 ends rank 4 (b d f h)
  // The same text in a .cgn file is Commander-In-Chief, where "11-15" is no move.
  cinc::test::write_file(dir + "/plain.cgn", "[Black \"A\"]\n[White \"B\"]\n[Result \"*\"]\n\n1. 11-15 24-20 *\n");
  CHECK(run_cinc({"validate", dir + "/plain.cgn"}).exit_code == 1);
}

TEST_CASE("checkers CLI: JSON shows the final board square by square") {
  // After 1... c3-d4 2. e5xc3 the Black King stands on c3 and the man on h6; Red has none.
  const auto r = run_cinc({"json", kDir + "last-piece-taken.cgn"});
  REQUIRE(r.exit_code == 0);
  const auto board = nlohmann::json::parse(r.out)["games"][0]["final_board"];
  const nlohmann::json expected = {{"squares",
                                    {{"c3", {{{"side", "Black"}, {"piece", "K"}}}},
                                     {"h6", {{{"side", "Black"}, {"piece", "M"}}}}}}};
  CHECK(board == expected);
}

TEST_CASE("checkers CLI: perft, fen and draws") {
  CHECK(run_cinc({"perft", "--variant", "checkers", "-d", "6"}).out == "36768\n");
  CHECK(run_cinc({"perft", "--variant", "checkers", "-d", "2", "--fen", "W:WKe3:Bd4,d6,f6,f4"}).out != "");
  const auto ring = run_cinc({"perft", "--variant", "checkers", "-d", "1", "--fen", "W:WKe3:Bd4,d6,f6,f4"});
  CHECK(ring.out == "2\n");
  // After 1... c3-d4: Red's man on d4 (18), Black's King e5 (15) and man h6 (12), Black to
  // move in move 2, the counter reset by the man move.
  const auto fen = run_cinc({"fen", kDir + "last-piece-taken.cgn", "--ply", "1"});
  CHECK(fen.out == "B:W18:B12,K15:H0:F2\n");
  const auto draws = run_cinc({"draws", "--format", "json", kDir + "kings-repeat.cgn"});
  REQUIRE(draws.exit_code == 0);
  const auto g = nlohmann::json::parse(draws.out)["games"][0];
  CHECK(g["no_progress_limit"] == 80);
  REQUIRE(g["claims"].size() == 1);
  CHECK(g["claims"][0]["kind"] == "repetition");
  CHECK(g["claims"][0]["occurrences"] == nlohmann::json::array({0, 4, 8}));
  const auto short_limit = run_cinc({"draws", "--no-progress-limit", "4", kDir + "kings-repeat.cgn"});
  CHECK(contains(short_limit.out, "after ply 4: 4 plies without a man move or a capture"));
}

TEST_CASE("checkers CLI: PDN as other programs write it, end to end (issue 38)") {
  const cinc::test::TempDir scratch;
  const std::string& dir = scratch.path();
  SUBCASE("a web app's export: [Variant \"American/English\"], a1..h8 with the first player at the bottom") {
    // PDN 3.0's "A0": a1 at the first player's bottom left, so Black's 11-15 is c3-d4 and
    // White's 22-18 f6-e5; Black's 15x22 (over 18) is d4xc3... written here as the app does.
    const std::string app = "[Event \"Casual\"]\n[Black \"Ann\"]\n[White \"Bob\"]\n[Result \"1/2-1/2\"]\n"
                            "[Variant \"American/English\"]\n[GameType \"21\"]\n\n1. c3-d4 f6-e5 2. d4xf6 g7xe5 1/2-1/2\n";
    const auto v = run_cinc({"validate", "-"}, app);
    CHECK(v.exit_code == 0);
    CHECK(contains(v.out, "Ann (Black) - Bob (White)"));
    CHECK(contains(v.out, "[tag.variant-name]"));
    // Written for other checkers software: numbers, its results kept.
    const auto out = run_cinc({"pdn", "-"}, app);
    CHECK(contains(out.out, "1. 11-15 22-18 2. 15x22 25x18 1/2-1/2"));  // g7 is 25, e5 18
  }
  SUBCASE("GameType 21,W,8,8,A0,1: White starts on a mirrored board") {
    const std::string game = "[GameType \"21,W,8,8,A0,1\"]\n[White \"First\"]\n[Black \"Second\"]\n[Result \"*\"]\n\n"
                             "1. b3-a4 *\n";
    const auto v = run_cinc({"validate", "-"}, game);
    CHECK(v.exit_code == 0);
    const auto json = nlohmann::json::parse(run_cinc({"json", "-"}, game).out)["games"][0];
    CHECK(json["tags"]["Black"] == "First");  // the first player: cinc's Black
    CHECK(json["moves"][0]["canonical"] == "b6-a5");  // the usual 9-13
    const auto refused = run_cinc({"validate", "-"}, "[GameType \"21,B,10,10,N1,0\"]\n[Result \"*\"]\n\n1. 11-15 *\n");
    CHECK(refused.exit_code == 1);
    CHECK(contains(refused.out, "English checkers is played on 8x8, and cinc reads no other board [tag.unsupported-gametype]"));
  }
  SUBCASE("a refused game: named with its own sides, one error, no syntax error of its moves") {
    // A GameType 25 (Russian draughts) game writes results "0:1": nothing but the refusal.
    const auto v = run_cinc({"validate", "-"},
                            "[GameType \"25\"]\n[White \"W\"]\n[Black \"B\"]\n[Result \"0:1\"]\n\n1. c3-d4 f6-g5 0:1\n");
    CHECK(v.exit_code == 1);
    CHECK(contains(v.out, "W (White) - B (Black)"));
    CHECK(contains(v.out, "GameType 25 (Russian draughts) is not a game cinc reads"));
    CHECK(!contains(v.out, "syntax."));
    CHECK(contains(v.out, "1 game: 0 valid, 1 invalid"));
  }
  SUBCASE("a FEN alone, [Setup \"1\"], a trailing '. ': no warning") {
    // The problem books' form (goulds.pdn), with the trailing space one engine writes.
    const auto v = run_cinc({"validate", "-"}, "[Setup \"1\"]\n[FEN \"W:WK27,K23:BK28,12. \"]\n[GameType \"21\"]\n\n"
                                               "1. 23-19 12-16 2. 19x12 28-32 3. 27-24 *\n");
    CHECK(v.exit_code == 0);
    CHECK(v.out == "1 game: 1 valid, 0 invalid\n");
  }
  SUBCASE("an x on a step: read with a warning, fixed by cinc fix") {
    cinc::test::write_file(dir + "/t.pdn", "[Result \"*\"]\n\n1. 10x14 22-18 *\n");
    const auto v = run_cinc({"validate", dir + "/t.pdn"});
    CHECK(v.exit_code == 0);
    CHECK(contains(v.out, "t.pdn:3:4: warning: ply 1 (Black) \"10x14\""));
    CHECK(contains(v.out, "did you mean 10-14? [move.capture-mark]"));
    const auto fixed = run_cinc({"fix", dir + "/t.pdn", "-o", dir + "/fixed.pdn"});
    CHECK(fixed.exit_code == 0);
    CHECK(cinc::test::read_file(dir + "/fixed.pdn") == "[Result \"*\"]\n\n1. 10-14 22-18 *\n");
  }
  SUBCASE("annotate writes a PDN game as PDN, and as CGN when asked") {
    cinc::test::write_file(dir + "/g.pdn", "[Result \"*\"]\n\n1. 11-15 22-18 2. 15x22 *\n");
    const auto pdn = run_cinc({"annotate", dir + "/g.pdn", "--depth", "1"});
    CHECK(pdn.exit_code == 0);
    CHECK(contains(pdn.out, "[GameType \"21\"]"));
    CHECK(contains(pdn.out, "2. 15x22 {cinc: takes a man (Black 1, White 0)}"));
    const auto cgn = run_cinc({"annotate", dir + "/g.pdn", "--depth", "1", "--cgn"});
    CHECK(contains(cgn.out, "[Variant \"checkers\"]"));
    CHECK(contains(cgn.out, "2. e5xc3 {cinc: takes a man (Black 1, Red 0)}"));
  }
  SUBCASE("the players of a PDN game are found by every command (its White is cinc's Red)") {
    // White, the second player, won: PDN 0-1. Standings credit Bob, not Ann.
    const std::string game = "[Event \"E\"]\n[Round \"1\"]\n[Black \"Ann\"]\n[White \"Bob\"]\n[Result \"0-1\"]\n"
                             "[GameType \"21\"]\n\n1. 11-15 23-19 0-1\n";
    const auto standings = nlohmann::json::parse(run_cinc({"standings", "--format", "json", "-"}, game).out);
    const auto& rows = standings["events"][0]["standings"];
    REQUIRE(rows.size() == 2);
    CHECK(rows[0]["player"] == "Bob");
    CHECK(rows[0]["points"] == 1);
    const auto score = run_cinc({"score", "-"}, game);
    CHECK(contains(score.out, "Ann (Black) - Bob (Red)"));
  }
  SUBCASE("a PDN file read and written again keeps its results") {
    std::string games;
    for (const char* r : {"1-0", "0-1", "1/2-1/2", "0-0"})
      games += std::string("[GameType \"21\"]\n[Result \"") + r + "\"]\n\n1. 11-15 " + r + "\n\n";
    const auto once = run_cinc({"pdn", "-"}, games);
    CHECK(once.exit_code == 0);
    for (const char* r : {"1-0", "0-1", "1/2-1/2", "0-0"}) CHECK(contains(once.out, std::string("[Result \"") + r + "\"]"));
    const auto twice = run_cinc({"pdn", "-"}, once.out);
    CHECK(twice.out == once.out);
  }
}
