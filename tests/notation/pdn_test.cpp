// PDN as its standards and its writers write it (issue 38, docs/rules/checkers.md §10): the
// syntax the reader takes in PDN games, and the conventions converted to CGN's. Each case
// is a record as it was found (the source named), cut to its minimal form; what is expected
// is worked out from the standard's text, cited beside it.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "cinc/notation/pdn.h"
#include "notation_test_util.h"

using namespace cinc::notation;
using cinc::notation::test::all_diags;

namespace {

/// The games of a text read as a ".pdn" file.
std::vector<GameRecord> read_pdn(std::string_view text) {
  std::vector<GameRecord> games;
  Reader reader(text, true);
  GameRecord g;
  while (reader.next(g)) games.push_back(g);
  return games;
}

GameRecord read_one_pdn(std::string_view text) {
  std::vector<GameRecord> games = read_pdn(text);
  REQUIRE(games.size() == 1);
  return games[0];
}

std::string moves_of(const GameRecord& g) {
  std::string out;
  for (const MoveNode& m : g.main.moves) {
    out += (out.empty() ? "" : " ") + m.text;
    for (int nag : m.nags) out += " $" + std::to_string(nag);
  }
  return out;
}

}  // namespace

TEST_CASE("PDN results: the first player's score first, as CGN's; PDN 3.0's 1-1 and 0-0") {
  // PDN 2.0: "[Result "1-0"] indicating Black (Red) won the game; [Result "0-1"] indicating
  // White won the game": the same tokens as CGN's (1-0: the first player, Black, won), kept.
  GameRecord won = read_one_pdn("[Black \"B\"]\n[White \"W\"]\n[Result \"1-0\"]\n\n1. 11-15 1-0\n");
  CHECK(won.pdn);
  CHECK(won.result == "1-0");
  CHECK(*won.tag("Result") == "1-0");
  CHECK(*won.tag("Red") == "W");  // PDN's White is the second player, cinc's Red
  GameRecord lost = read_one_pdn("[Result \"0-1\"]\n\n1. 11-15 0-1\n");
  CHECK(lost.result == "0-1");
  // PDN 3.0's 2-point draw "1-1" (CheckerBoard reads it as a draw) and "0-0", "the game was
  // declared lost for both players" (CGN's double forfeit -/-): results, not moves.
  GameRecord draw = read_one_pdn("[Result \"1-1\"]\n\n1. 11-15 23-19 1-1\n");
  CHECK(draw.result == "1/2-1/2");
  CHECK(*draw.tag("Result") == "1/2-1/2");
  CHECK(moves_of(draw) == "11-15 23-19");
  CHECK(draw.diagnostics.empty());
  GameRecord both = read_one_pdn("[Result \"0-0\"]\n\n1. 11-15 0-0\n");
  CHECK(both.result == "-/-");
  // "2-0"/"0-2" are PDN 3.0's for games scored by two points (international draughts): read
  // in the same order, the first player's score first, with a warning.
  GameRecord two = read_one_pdn("[Result \"2-0\"]\n\n1. 11-15 2-0\n");
  CHECK(two.result == "1-0");
  CHECK(all_diags(two) == "result.two-point@1:1");
  // "1-10" is a move (square 1 to 10 is no step, but a move token all the same), not "1-1"
  // and a stray "0".
  GameRecord move = read_one_pdn("[Result \"*\"]\n\n1. 1-10 *\n");
  CHECK(moves_of(move) == "1-10");
  // In a CGN game "1-1" is no result: the syntax of PDN is PDN's.
  const std::vector<GameRecord> cgn = read_games("[Variant \"checkers\"]\n[Result \"*\"]\n\n1. 1-1 *\n");
  REQUIRE(cgn.size() == 1);
  CHECK(moves_of(cgn[0]) == "1-1");
}

TEST_CASE("PDN move forms: X, leading zeros, '1. ...', strength marks") {
  // PDN 2.0: "[DELIMITER] is either a hyphen character (-), or optionally, for a capturing
  // move only, an upper or lower case "x" character"; "[Input] [SQ] can include a leading
  // zero"; PDN 3.0's reading grammar: "1. ... 7-12" (ELLIPSES), MOVESTRENGTH "([!?]+)|(\([!?]+\))".
  GameRecord g = read_one_pdn("[Result \"*\"]\n\n1. 09-13 22-18 2. 13X22 25x18 3. ... 6-9(?) 4. 18-14!!! *\n");
  CHECK(moves_of(g) == "09-13 22-18 13X22 25x18 6-9 $2 18-14 $3");
  CHECK(g.diagnostics.empty());
  // PDN 2.0's "Star" move ("considered the only move to win or to draw"), '*' glued to the
  // move: NAG 7, as PDN 3.0 says to write it ("Use the $7 numeric annotation glyph instead").
  GameRecord star = read_one_pdn("[Result \"*\"]\n\n1. 11-15* 23-19 *\n");
  CHECK(moves_of(star) == "11-15 $7 23-19");
  CHECK(star.result == "*");
  // A '*' glued to the game's last move is its terminator (CheckerBoard ends a game at every
  // '*'): here the game ends at the next game's tags and at the end of the text.
  std::vector<GameRecord> two = read_pdn("[Result \"*\"]\n\n1. 11-15 23-19*\n\n[Result \"*\"]\n\n1. 9-13*");
  REQUIRE(two.size() == 2);
  CHECK(moves_of(two[0]) == "11-15 23-19");
  CHECK(two[0].result == "*");
  CHECK(two[0].diagnostics.empty());
  CHECK(moves_of(two[1]) == "9-13");
  CHECK(two[1].result == "*");
  // In a CGN game a '*' after a move ends the game, as before.
  const std::vector<GameRecord> cgn = read_games("[Result \"*\"]\n\n1. Hf7-d5* Ab4-c4 *\n");
  CHECK(cgn.size() == 2);
}

TEST_CASE("PDN tags: no name-case warning, and two games on one line") {
  // The problem books (goulds.pdn) write [Setup "1"]; CheckerBoard matches tag names in any
  // case, and PDN needs no SetUp at all.
  GameRecord g = read_one_pdn("[Setup \"1\"]\n[FEN \"W:WK27,K23:BK28,12.\"]\n[Result \"1-0\"]\n\n1-0\n");
  CHECK(g.diagnostics.empty());
  CHECK(g.lookalikes.empty());
  // Tricks_traps_and_shots.pdn line 763: "0-1[Event ...": the result ends the game, the tag starts the next.
  std::vector<GameRecord> games = read_pdn("[Event \"a\"]\n\n1. 11-15 0-1[Event \"b\"]\n\n1. 9-13 *\n");
  REQUIRE(games.size() == 2);
  CHECK(*games[1].tag("Event") == "b");
  CHECK(games[1].start == SourcePos{3, 13});
}

TEST_CASE("GameType: PDN 3.0's options read, the others refused with a sentence") {
  // PDN 3.0: "GameType "Type-number [,Start colour (W/B),Board width, Board height, Notation
  // [,Invert-flag]]""; English checkers is "21,B,8,8,N1,0".
  const GameType usual = read_game_type("21,B,8,8,N1,0");
  CHECK(usual.number == 21);
  CHECK(usual.problem.empty());
  CHECK(usual.board.standard());
  const GameType issue = read_game_type("21,W,8,8,A0,1");
  CHECK(issue.problem.empty());
  CHECK(issue.board.white_starts);
  CHECK(issue.board.letter_corner == 0);
  CHECK(issue.board.mirrored);
  CHECK(read_game_type("21").board == PdnBoard{});
  CHECK(read_game_type("20,W,10,10,N2,0").number == 20);
  CHECK(read_game_type("21,B,10,10,N1,0").problem.find("8x8") != std::string::npos);
  CHECK(read_game_type("21,B,8,8,S1,0").problem.find("notation S") != std::string::npos);
  CHECK(read_game_type("21,X,8,8,N1,0").problem.find("start colour") != std::string::npos);
  CHECK(read_game_type("21,B,8,8").problem.find("fields") != std::string::npos);
  CHECK(read_game_type("checkers").number == -1);
}

TEST_CASE("GameType's board: squares numbered and lettered from its corners, worked by hand") {
  // The usual board, "N1" with Black first at the bottom: square 1 at the first player's
  // bottom right, numbered along the rows (PDN 3.0: "the location of the first square (A1 or
  // 1) from the perspective of the starting player ... 1 = Bottom right").
  const PdnBoard usual;
  for (int n = 1; n <= 32; ++n) CHECK(standard_square(usual, std::to_string(n)) == n);
  CHECK(standard_square(usual, "09") == 9);
  CHECK(standard_square(usual, "0") == 0);
  CHECK(standard_square(usual, "33") == 0);
  // Letters "A0": a1 at the first player's bottom left. Black's bottom row from the left,
  // a1 c1 e1 g1, holds squares 4 3 2 1; b2 is 8, c3 11, b8 32.
  CHECK(standard_square(usual, "a1") == 4);
  CHECK(standard_square(usual, "g1") == 1);
  CHECK(standard_square(usual, "b2") == 8);
  CHECK(standard_square(usual, "c3") == 11);
  CHECK(standard_square(usual, "d4") == 15);
  CHECK(standard_square(usual, "b8") == 32);
  CHECK(standard_square(usual, "b1") == 0);  // a light square
  CHECK(pdn_square_name(usual, 11, true) == "c3");
  CHECK(pdn_square_name(usual, 22, false) == "22");
  // "N0": square 1 at the bottom left: Black's bottom row from the left is 1 2 3 4, so the
  // usual 4 (the corner square) is 1 and the usual 1 is 4.
  PdnBoard n0;
  n0.number_corner = 0;
  CHECK(standard_square(n0, "1") == 4);
  CHECK(standard_square(n0, "4") == 1);
  CHECK(standard_square(n0, "5") == 8);
  // The mirrored board ("21,W,8,8,A0,1"): the first player's bottom left is not a playing
  // square, b1 is; seen in a mirror it is the usual board, b1 -> g1, square 1.
  PdnBoard mirrored;
  mirrored.mirrored = true;
  mirrored.white_starts = true;
  CHECK(standard_square(mirrored, "a1") == 0);
  CHECK(standard_square(mirrored, "b1") == 1);
  CHECK(standard_square(mirrored, "h1") == 4);
  CHECK(standard_square(mirrored, "b3") == 9);
  CHECK(standard_square(mirrored, "a4") == 13);
  for (int n = 1; n <= 32; ++n) {
    CHECK(standard_square(mirrored, pdn_square_name(mirrored, n, true)) == n);
    CHECK(standard_square(n0, pdn_square_name(n0, n, false)) == n);
  }
  CHECK(pdn_side_names(mirrored)[0] == "White");
}

TEST_CASE("PDN side tags Red and White: Red is the first player, PDN 2.0's \"Black (Red)\"") {
  // A writer of red and white pieces (a Ruby checkers library's export: [Red], [White],
  // "red_won" written 1-0, Red's first move 11-15 from the squares 1-12) names the first
  // player Red. PDN 2.0: "1-0 indicating Black (Red) won the game". So Red is cinc's Black and
  // White cinc's Red, and 1-0 is Ada's win.
  GameRecord g = read_one_pdn(
      "[Event \"Portfolio game\"]\n[Red \"Ada\"]\n[White \"Grace\"]\n[Result \"1-0\"]\n[GameType \"21\"]\n\n"
      "1. 11-15 22-18 2. 15x22 25x18 1-0\n");
  CHECK(g.diagnostics.empty());
  CHECK(*g.tag("Black") == "Ada");
  CHECK(*g.tag("Red") == "Grace");
  CHECK(!g.tag("White"));
  CHECK(g.result == "1-0");
  // White starting ("21,W,..."): White is the first player, Red (Black's other name) the second.
  GameRecord w = read_one_pdn("[GameType \"21,W,8,8,N1,0\"]\n[Red \"Second\"]\n[White \"First\"]\n[Result \"*\"]\n\n*\n");
  CHECK(*w.tag("Black") == "First");
  CHECK(*w.tag("Red") == "Second");
  // Black beside Red is cinc's own naming (Black first, Red second): left as it is.
  GameRecord own = read_one_pdn("[Black \"B\"]\n[Red \"R\"]\n[Result \"*\"]\n\n*\n");
  CHECK(*own.tag("Black") == "B");
  CHECK(*own.tag("Red") == "R");
}

TEST_CASE("GameType's board converted: the FEN and the side tags, White starting") {
  // "21,W,...": the first player's pieces are called White. Its [White] is cinc's Black (the
  // first player), its [Black] cinc's Red, and its FEN's colours are turned to cinc's.
  GameRecord g = read_one_pdn(
      "[GameType \"21,W,8,8,N1,0\"]\n[White \"First\"]\n[Black \"Second\"]\n[FEN \"W:W1-3:B30\"]\n[Result \"*\"]\n\n*\n");
  CHECK(g.diagnostics.empty());
  CHECK(*g.tag("Black") == "First");
  CHECK(*g.tag("Red") == "Second");
  CHECK(*g.tag("FEN") == "B:B1,2,3:W30");
  CHECK(g.pdn_board.white_starts);
  // Letters on the usual board, a FEN with a trailing ". " as one engine writes it.
  GameRecord letters = read_one_pdn("[GameType \"21,B,8,8,A0,0\"]\n[FEN \"B:Wf6,h6:Bc3. \"]\n[Result \"*\"]\n\n*\n");
  CHECK(*letters.tag("FEN") == "B:W22,21:B11");
  GameRecord dot = read_one_pdn("[FEN \"W:W18,19:B12. \"]\n[Result \"*\"]\n\n*\n");
  CHECK(*dot.tag("FEN") == "W:W18,19:B12.");
}

TEST_CASE("Variant tags other programs write for English checkers, and GameType deciding") {
  CHECK(names_english_checkers("American/English"));
  CHECK(names_english_checkers("English draughts"));
  CHECK(names_english_checkers("American Checkers"));
  CHECK_FALSE(names_english_checkers("checkers"));
  CHECK_FALSE(names_english_checkers("International"));
  // The issue's web app: [Variant "American/English"] beside [GameType "21"].
  const std::vector<GameRecord> app = read_games("[Variant \"American/English\"]\n[GameType \"21\"]\n[Result \"*\"]\n\n1. c3-d4 *\n");
  REQUIRE(app.size() == 1);
  CHECK(app[0].pdn);
  CHECK(*app[0].tag("Variant") == "checkers");
  CHECK(app[0].tag("GameType") == nullptr);
  CHECK(all_diags(app[0]) == "tag.variant-name@1:1");
  // Its a1..h8 moves are PDN's (a1 on the first player's side): written in the usual board's
  // numbers when read, so that they mean the same in CGN, whatever writes them next (a move
  // after an error is written as read: fuzz_json finding, docs/fuzzing.md 12).
  REQUIRE(app[0].main.moves.size() == 1);
  CHECK(app[0].main.moves[0].text == "11-15");
  // The alias alone, in a CGN file: read as PDN all the same.
  const std::vector<GameRecord> alone = read_games("[Variant \"American Checkers\"]\n[Result \"*\"]\n\n1. 11-15 *\n");
  CHECK(alone[0].pdn);
  // GameType decides against a Variant naming another game, with a warning.
  const std::vector<GameRecord> both = read_games("[Variant \"Russian\"]\n[GameType \"21\"]\n[Result \"*\"]\n\n1. 11-15 *\n");
  CHECK(*both[0].tag("Variant") == "checkers");
  CHECK(all_diags(both[0]) == "tag.variant-gametype@1:1");
}

TEST_CASE("Another draughts game is refused once, and nothing else is said of it") {
  // wiegerw/pdn's Russian file (GameType 25) writes results "0:1": not judged.
  GameRecord russian = read_one_pdn("[GameType \"25\"]\n[Result \"0:1\"]\n\n1. c3-d4 f6:d4 0:1\n");
  CHECK(all_diags(russian) == "tag.unsupported-gametype@1:1");
  CHECK(pdn_refused(russian));
  // Without a GameType: a 10x10 game (squares past 32), an Italian one (Italian tags, or a
  // first move from 21-32), a Russian one (':' on a1..h8).
  CHECK(all_diags(read_one_pdn("[Result \"*\"]\n\n1. 32-28 19-23 2. 34-29 *\n")) == "game.other-draughts@3:19");
  const GameRecord international = read_one_pdn("[Result \"*\"]\n\n1. 33-28 18-23 *\n");
  CHECK(international.diagnostics[0].message.find("international draughts") != std::string::npos);
  CHECK(all_diags(read_one_pdn("[Bianco \"A\"]\n[Nero \"B\"]\n\n1. 21-17 12-15 *\n")) == "game.other-draughts@1:1");
  const GameRecord italian = read_one_pdn("[Result \"*\"]\n\n1. 21-17 12-15 *\n");
  CHECK(italian.diagnostics[0].message.find("Italian draughts") != std::string::npos);
  CHECK(all_diags(read_one_pdn("[Result \"*\"]\n\n1. c3-d4 d6-e5 2. d4:f6 *\n")) == "game.other-draughts@3:19");
  // An English game starting with the usual moves is not.
  CHECK(read_one_pdn("[Result \"*\"]\n\n1. 11-15 23-19 *\n").diagnostics.empty());
}

TEST_CASE("PDN export: results as written, the double forfeit 0-0") {
  GameRecord g;
  g.tags = {{"Event", "e", {}}, {"Black", "b", {}}, {"Red", "r", {}}, {"Result", "-/-", {}}, {"Variant", "checkers", {}}};
  g.result = "-/-";
  export_pdn(g);
  CHECK(*g.tag("White") == "r");
  CHECK(*g.tag("Result") == "0-0");
  CHECK(g.result == "0-0");
  CHECK(*g.tag("GameType") == "21");
  CHECK(pdn_result("1-0") == "1-0");
  CHECK(pdn_result("0-1") == "0-1");
}

TEST_CASE("PDN FEN: a FEN tag given twice is read alike both times") {
  // The reader converts a PDN game's FEN tag to cinc's form (here: the blank after PDN
  // 1.0's closing period dropped). A record that repeats the tag with the same value (a
  // warning, tag.duplicate) keeps both tags, and both must be converted alike: JSON writes
  // them, and a JSON read back starts from the last (found by fuzz_json, the record of
  // tests/fuzz/regressions/json/pdn-fen-tag-twice-with-pdn-period.pdn as it was found).
  const GameRecord g = read_pdn(
      "[Event \"PDN forms\"]\n[Setup \"1\"]\n[FEN \"W:W18,19,K27:B12,K28. \"]\n[Resultup \"1\"]\n"
      "[FEN \"W:W18,19,K27:B12,K28. \"]\n[Result \"1-1\"]\n\n"
      "1. 19-15 12-16 2. 18-14* 16-20 3. 14-9(?) 28x19!!! 4. 27-23 19x26 1-1\n")
                            .at(0);
  std::vector<std::string> fens;
  for (const Tag& t : g.tags)
    if (t.name == "FEN") fens.push_back(t.value);
  REQUIRE(fens.size() == 2);
  CHECK(fens[0] == fens[1]);
}
