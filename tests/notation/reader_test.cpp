// Reader: every token kind, the shape of the tree, and source positions.
// Every expected value below was worked out by hand from the input text.
#include <doctest/doctest.h>

#include <string>

#include "cinc/notation/reader.h"
#include "notation_test_util.h"

using namespace cinc::notation;
using cinc::notation::test::only_diag;
using cinc::notation::test::pos_str;
using cinc::notation::test::read_one;

TEST_CASE("reader: a complete game with every common token") {
  const std::string text =
      "[Event \"Club\"]\n"
      "[Site \"Here\"] [Round \"3\"]\n"
      "\n"
      "1. Hf7-d5 Ab4-c4 2. Bg7-d4 {the Bomber  jumps\n"
      " f6 and e5} Hc2-e4 $2\n"
      "3. Bd4xb2! {[%emt 0:00:41]} Fa2xb2?! *\n";
  const GameRecord g = read_one(text);
  CHECK(g.diagnostics.empty());
  CHECK(pos_str(g.start) == "1:1");

  REQUIRE(g.tags.size() == 3);
  CHECK(g.tags[0].name == "Event");
  CHECK(g.tags[0].value == "Club");
  CHECK(pos_str(g.tags[0].pos) == "1:1");
  CHECK(g.tags[1].name == "Site");
  CHECK(g.tags[1].value == "Here");
  CHECK(pos_str(g.tags[1].pos) == "2:1");
  CHECK(g.tags[2].name == "Round");
  CHECK(g.tags[2].value == "3");
  CHECK(pos_str(g.tags[2].pos) == "2:15");

  const auto& m = g.main.moves;
  REQUIRE(m.size() == 6);
  CHECK(m[0].text == "Hf7-d5");
  CHECK(pos_str(m[0].pos) == "4:4");
  REQUIRE(m[0].number.has_value());
  CHECK(*m[0].number == 1);
  CHECK(pos_str(m[0].number_pos) == "4:1");
  CHECK(m[1].text == "Ab4-c4");
  CHECK(pos_str(m[1].pos) == "4:11");
  CHECK_FALSE(m[1].number.has_value());
  CHECK(m[2].text == "Bg7-d4");
  CHECK(pos_str(m[2].pos) == "4:21");
  CHECK(*m[2].number == 2);
  CHECK(pos_str(m[2].number_pos) == "4:18");
  REQUIRE(m[2].comments.size() == 1);
  CHECK(m[2].comments[0].text == "the Bomber jumps f6 and e5");
  CHECK(pos_str(m[2].comments[0].pos) == "4:28");
  CHECK(m[3].text == "Hc2-e4");
  CHECK(pos_str(m[3].pos) == "5:13");
  CHECK(m[3].nags == std::vector<int>{2});
  CHECK(m[4].text == "Bd4xb2");
  CHECK(pos_str(m[4].pos) == "6:4");
  CHECK(m[4].nags == std::vector<int>{1});
  REQUIRE(m[4].comments.size() == 1);
  CHECK(m[4].comments[0].text == "[%emt 0:00:41]");
  CHECK(pos_str(m[4].comments[0].pos) == "6:12");
  CHECK(m[5].text == "Fa2xb2");
  CHECK(pos_str(m[5].pos) == "6:29");
  CHECK(m[5].nags == std::vector<int>{6});
  CHECK(g.result == "*");
  CHECK(pos_str(g.result_pos) == "6:38");
}

TEST_CASE("reader: LF, CRLF, lone CR and a BOM give the same positions") {
  // Line 3 "1. a b {c", line 4 "d} 2. e *".
  const std::string base = "[Event \"x\"]\n\n1. a b {c\nd} 2. e *\n";
  for (const char* eol : {"\n", "\r\n", "\r"}) {
    for (bool bom : {false, true}) {
      std::string text = bom ? "\xEF\xBB\xBF" : "";
      for (char c : base) {
        if (c == '\n') {
          text += eol;
        } else {
          text += c;
        }
      }
      CAPTURE(std::string(eol) == "\n" ? "LF" : std::string(eol) == "\r" ? "CR" : "CRLF");
      CAPTURE(bom);
      const GameRecord g = read_one(text);
      CHECK(g.diagnostics.empty());
      CHECK(pos_str(g.start) == "1:1");
      CHECK(g.tags.at(0).value == "x");
      REQUIRE(g.main.moves.size() == 3);
      CHECK(pos_str(g.main.moves[0].pos) == "3:4");
      CHECK(pos_str(g.main.moves[1].pos) == "3:6");
      CHECK(g.main.moves[1].comments.at(0).text == "c d");
      CHECK(pos_str(g.main.moves[1].comments.at(0).pos) == "3:8");
      CHECK(pos_str(g.main.moves[2].number_pos) == "4:4");
      CHECK(pos_str(g.main.moves[2].pos) == "4:7");
      CHECK(pos_str(g.result_pos) == "4:9");
    }
  }
}

TEST_CASE("reader: mixed line ends count one line each") {
  // "a" LF, "b" CRLF, CR alone (an empty line 3), "c" on line 4.
  const GameRecord g = read_one("a\nb\r\n\rc *");
  REQUIRE(g.main.moves.size() == 3);
  CHECK(pos_str(g.main.moves[1].pos) == "2:1");
  CHECK(pos_str(g.main.moves[2].pos) == "4:1");
  CHECK(pos_str(g.result_pos) == "4:3");
}

TEST_CASE("reader: escape lines are ignored, only in column 1") {
  const GameRecord g = read_one("% produced by hand\n[Event \"x\"]\n%another\n1. a *");
  CHECK(g.diagnostics.empty());
  CHECK(pos_str(g.start) == "2:1");
  REQUIRE(g.main.moves.size() == 1);
  CHECK(pos_str(g.main.moves[0].pos) == "4:4");

  CHECK(only_diag(read_one(" % x *")) == "syntax.unexpected-character@1:2");
}

TEST_CASE("reader: empty input, white space and escape lines give no games") {
  CHECK(read_games("").empty());
  CHECK(read_games("  \n\n% hi\r\n\t").empty());
  CHECK(read_games("\xEF\xBB\xBF").empty());
  CHECK(read_games("%only an escape line").empty());
}

TEST_CASE("reader: move numbers, glued and with three dots") {
  const GameRecord g = read_one("12.Hf7-d5 12...Ab4 13 Cc1 *");
  REQUIRE(g.main.moves.size() == 3);
  CHECK(g.main.moves[0].text == "Hf7-d5");
  CHECK(*g.main.moves[0].number == 12);
  CHECK(pos_str(g.main.moves[0].pos) == "1:4");
  CHECK(g.main.moves[1].text == "Ab4");
  CHECK(*g.main.moves[1].number == 12);
  CHECK(pos_str(g.main.moves[1].number_pos) == "1:11");
  CHECK(pos_str(g.main.moves[1].pos) == "1:16");
  CHECK(*g.main.moves[2].number == 13);
  CHECK(read_one("100000. a *").diagnostics.empty());
}

TEST_CASE("reader: result tokens end games and are not move numbers") {
  const auto games = read_games("a 1-0 b 0-1 c 1/2-1/2 d *");
  REQUIRE(games.size() == 4);
  const char* results[] = {"1-0", "0-1", "1/2-1/2", "*"};
  const char* moves[] = {"a", "b", "c", "d"};
  for (std::size_t i = 0; i < 4; ++i) {
    CHECK(games[i].diagnostics.empty());
    CHECK(games[i].result == results[i]);
    REQUIRE(games[i].main.moves.size() == 1);
    CHECK(games[i].main.moves[0].text == moves[i]);
  }
  CHECK(pos_str(games[1].start) == "1:7");
  CHECK(pos_str(games[1].result_pos) == "1:9");
  CHECK(pos_str(games[2].result_pos) == "1:15");
}

TEST_CASE("reader: forfeits as crosstables write them are results, in the tag and after the moves") {
  // docs/notation.md §8: "+/-" the first player won by forfeit, "-/+" the second, "-/-"
  // both lost. A forfeit needs no moves; "-/+" is no pass ("--") and "+/-" no stack move.
  const auto games = read_games("[Result \"+/-\"]\n\n+/-\n[Result \"-/+\"]\n\na -/+ b -/- c\n+/-\n");
  REQUIRE(games.size() == 4);
  CHECK(games[0].diagnostics.empty());
  CHECK(*games[0].tag("Result") == "+/-");
  CHECK(games[0].result == "+/-");
  CHECK(games[0].main.moves.empty());
  CHECK(pos_str(games[0].result_pos) == "3:1");
  CHECK(*games[1].tag("Result") == "-/+");
  CHECK(games[1].result == "-/+");
  REQUIRE(games[1].main.moves.size() == 1);
  CHECK(pos_str(games[1].result_pos) == "6:3");
  CHECK(games[2].result == "-/-");
  CHECK(games[2].main.moves.at(0).text == "b");
  CHECK(pos_str(games[2].result_pos) == "6:9");
  CHECK(games[3].result == "+/-");
  CHECK(games[3].main.moves.at(0).text == "c");
  for (const auto& g : games) CHECK(g.diagnostics.empty());
  // The writer's token set and the JSON reader's: the same.
  for (const char* r : {"1-0", "0-1", "1/2-1/2", "*", "+/-", "-/+", "-/-"}) CHECK(is_result_token(r));
  for (const char* r : {"", "+", "+-", "+/+", "--", "1-0 ", "0-0", "1/2"}) CHECK_FALSE(is_result_token(r));
  CHECK(is_forfeit_result("-/-"));
  CHECK_FALSE(is_forfeit_result("1-0"));
}

TEST_CASE("reader: a forfeit inside a variation is an error, and a typed one is read with a warning") {
  CHECK(test::first_diag("a (b -/+) *") == "syntax.result-in-variation@1:6");
  // U+2212 MINUS SIGN (3 bytes) and U+2013 EN DASH, as a word processor types them
  // (docs/notation.md §1.2): read as "+/-" and "-/+", each with its look-alike warning.
  const auto games = read_games("[Result \"+/\xE2\x88\x92\"]\n\n+/\xE2\x88\x92\na \xE2\x80\x93/+\n");
  REQUIRE(games.size() == 2);
  CHECK(*games[0].tag("Result") == "+/-");
  CHECK(games[0].result == "+/-");
  REQUIRE(games[0].diagnostics.size() == 1);  // once per character and game
  CHECK(games[0].diagnostics[0].code == "syntax.lookalike");
  CHECK(pos_str(games[0].diagnostics[0].pos) == "1:12");
  CHECK(games[1].result == "-/+");
  REQUIRE(games[1].diagnostics.size() == 1);
  CHECK(pos_str(games[1].diagnostics[0].pos) == "4:3");
}

TEST_CASE("reader: typed results in a Commander Chess game, whose moves take the stack grammar") {
  // docs/notation.md §1.2: a word standing for a whole result is read in Commander Chess too
  // ("+/−" with U+2212 MINUS SIGN; "½–½" with U+00BD and U+2013 EN DASH), each look-alike
  // with its warning; a look-alike inside a move is still reported (U+2013 in "Ic5–c6", at
  // its first byte, column 4).
  const std::string tags = "[Variant \"commander-chess\"]\n\n";
  const GameRecord forfeit = read_one(tags + "Ic5-c6 +/\xE2\x88\x92\n");
  CHECK(forfeit.result == "+/-");
  CHECK(test::all_diags(forfeit) == "syntax.lookalike@3:10");
  const GameRecord draw = read_one(tags + "\xC2\xBD\xE2\x80\x93\xC2\xBD\n");
  CHECK(draw.result == "1/2-1/2");
  CHECK(test::all_diags(draw) == "syntax.lookalike@3:1 syntax.lookalike@3:3");
  const GameRecord in_move = read_one(tags + "Ic5\xE2\x80\x93" "c6 *\n");
  CHECK(test::all_diags(in_move).rfind("syntax.unexpected-character@3:4", 0) == 0);
  // Without the Variant tag (or with another game's), the same words were always read.
  CHECK(read_one("a +/\xE2\x88\x92\n").result == "+/-");
}

TEST_CASE("reader: a result standing alone is a note of the file, not the next game's") {
  // docs/errors.md input.stray-result: "1-0" on line 1 stands alone; the game after it
  // has it as a note, not a diagnostic; "0-1" after the last game is the reader's leftover.
  Reader reader("1-0\n[Result \"*\"]\n+/-\n[Result \"*\"]\n\na *\n0-1\n");
  GameRecord g;
  REQUIRE(reader.next(g));
  CHECK(pos_str(g.start) == "2:1");
  CHECK(g.diagnostics.empty());
  REQUIRE(g.notes.size() == 1);
  CHECK(g.notes[0].code == "input.stray-result");
  CHECK(pos_str(g.notes[0].pos) == "1:1");
  CHECK(g.result == "+/-");  // after a tag: the game's result, not a stray
  REQUIRE(reader.next(g));
  CHECK(g.diagnostics.empty());
  CHECK(g.notes.empty());
  CHECK_FALSE(reader.next(g));
  const auto leftover = reader.take_leftover_notes();
  REQUIRE(leftover.size() == 1);
  CHECK(leftover[0].code == "input.stray-result");
  CHECK(pos_str(leftover[0].pos) == "7:1");
  const auto two = read_games("1-0\n+/-\n[Result \"*\"]\n\na *\n");
  REQUIRE(two.size() == 1);
  CHECK(two[0].diagnostics.empty());
  REQUIRE(two[0].notes.size() == 2);
  CHECK(two[0].notes[0].code == "input.stray-result");
  CHECK(pos_str(two[0].notes[0].pos) == "1:1");
  CHECK(pos_str(two[0].notes[1].pos) == "2:1");
  CHECK(two[0].notes[1].severity == Severity::warning);
}

TEST_CASE("reader: a comment outside any game is a note of the file, not a game") {
  // docs/errors.md input.stray-comment: a remark before the first game's tags (1:1), one
  // after game 1's result on its line ("a * " is 4 bytes: 4:5), and one after the last game
  // (8:1), the reader's leftover. The games are read as if they were not there.
  Reader reader("{header}\n[Result \"*\"]\n\na * {after}\n[Result \"*\"]\n\nb *\n{end}\n");
  GameRecord g;
  REQUIRE(reader.next(g));
  CHECK(g.diagnostics.empty());
  REQUIRE(g.notes.size() == 1);
  CHECK(g.notes[0].code == "input.stray-comment");
  CHECK(g.notes[0].severity == Severity::warning);
  CHECK(pos_str(g.notes[0].pos) == "1:1");
  REQUIRE(g.main.moves.size() == 1);
  CHECK(g.main.moves[0].comments.empty());  // "{after}" is not the move's
  REQUIRE(reader.next(g));
  CHECK(g.diagnostics.empty());
  REQUIRE(g.notes.size() == 1);
  CHECK(pos_str(g.notes[0].pos) == "4:5");
  CHECK(g.main.moves.at(0).text == "b");
  CHECK_FALSE(reader.next(g));
  const auto leftover = reader.take_leftover_notes();
  REQUIRE(leftover.size() == 1);
  CHECK(leftover[0].code == "input.stray-comment");
  CHECK(pos_str(leftover[0].pos) == "8:1");
  // A comment with anything else in its game stays a game: a move, a tag, a result, or
  // another error than the missing result.
  CHECK(read_games("{x} a *\n").size() == 1);
  CHECK(read_games("[Event \"e\"]\n{x}\n").size() == 1);
  CHECK(read_games("{x} *\n").size() == 1);
  const auto broken = read_games("{x} & \n");
  REQUIRE(broken.size() == 1);
  CHECK(test::all_diags(broken[0]) == "syntax.unexpected-character@1:5 syntax.missing-result@1:6");
}

TEST_CASE("reader: NAGs and suffix glyphs") {
  const GameRecord g = read_one("a $0 $255 $12 b! c? d!! e?? f!? g?! h ! *");
  const auto& m = g.main.moves;
  REQUIRE(m.size() == 8);
  CHECK(m[0].nags == std::vector<int>{0, 255, 12});
  const char* texts[] = {"b", "c", "d", "e", "f", "g"};
  for (int i = 0; i < 6; ++i) {
    CHECK(m[static_cast<std::size_t>(i + 1)].text == texts[i]);
    CHECK(m[static_cast<std::size_t>(i + 1)].nags == std::vector<int>{i + 1});
  }
  CHECK(m[7].text == "h");
  CHECK(m[7].nags == std::vector<int>{1});
}

TEST_CASE("reader: move token characters") {
  const GameRecord g = read_one("Hf7-d5=K+ Bd4xa1# KAc3-c4 Hd5!? -- T@b2&c3>d4_e:1 *");
  const auto& m = g.main.moves;
  REQUIRE(m.size() == 6);
  CHECK(m[0].text == "Hf7-d5=K+");
  CHECK(m[1].text == "Bd4xa1#");
  CHECK(m[2].text == "KAc3-c4");
  CHECK(m[3].text == "Hd5");
  CHECK(m[3].nags == std::vector<int>{5});
  CHECK(m[4].text == "--");
  CHECK(m[5].text == "T@b2&c3>d4_e:1");
}

TEST_CASE("reader: comments, leading comments and line comments") {
  const GameRecord g = read_one("{intro} a {after a}{second} ; rest of  line\nb {} {  x \t y\n\n z  } *");
  REQUIRE(g.main.leading_comments.size() == 1);
  CHECK(g.main.leading_comments[0].text == "intro");
  CHECK(pos_str(g.main.leading_comments[0].pos) == "1:1");
  const auto& m = g.main.moves;
  REQUIRE(m.size() == 2);
  REQUIRE(m[0].comments.size() == 3);
  CHECK(m[0].comments[0].text == "after a");
  CHECK(m[0].comments[1].text == "second");
  CHECK(m[0].comments[2].text == "rest of line");
  CHECK(pos_str(m[0].comments[2].pos) == "1:29");
  CHECK(pos_str(m[1].pos) == "2:1");
  REQUIRE(m[1].comments.size() == 2);
  CHECK(m[1].comments[0].text.empty());
  CHECK(m[1].comments[1].text == "x y z");
  CHECK(pos_str(g.result_pos) == "4:7");
}

TEST_CASE("reader: a comment may hold braces' neighbours and non-ASCII text") {
  const GameRecord g = read_one("a {caf\xC3\xA9 { [%csl Gd4] ; ( ) 1-0} *");
  CHECK(g.diagnostics.empty());
  CHECK(g.main.moves.at(0).comments.at(0).text == "caf\xC3\xA9 { [%csl Gd4] ; ( ) 1-0");
  CHECK(g.result == "*");
}

TEST_CASE("reader: variations attach to the move they replace") {
  const GameRecord g = read_one("1. a b (1... b2 {x} 2. c2) (1... b3) 2. c *");
  const auto& m = g.main.moves;
  REQUIRE(m.size() == 3);
  CHECK(m[0].variations.empty());
  REQUIRE(m[1].variations.size() == 2);
  const Variation& v1 = m[1].variations[0];
  CHECK(pos_str(v1.open_pos) == "1:8");
  REQUIRE(v1.moves.size() == 2);
  CHECK(v1.moves[0].text == "b2");
  CHECK(*v1.moves[0].number == 1);
  CHECK(v1.moves[0].comments.at(0).text == "x");
  CHECK(v1.moves[1].text == "c2");
  CHECK(pos_str(m[1].variations[1].open_pos) == "1:28");
  CHECK(m[1].variations[1].moves.at(0).text == "b3");
  CHECK(m[2].text == "c");
  CHECK(g.result == "*");
}

TEST_CASE("reader: nested variations keep their shape") {
  const GameRecord g = read_one("a (a2 (a3 b3) b2 ({lead} c3)) b *");
  const auto& m = g.main.moves;
  REQUIRE(m.size() == 2);
  REQUIRE(m[0].variations.size() == 1);
  const Variation& v = m[0].variations[0];
  REQUIRE(v.moves.size() == 2);
  CHECK(v.moves[0].text == "a2");
  REQUIRE(v.moves[0].variations.size() == 1);
  const Variation& inner = v.moves[0].variations[0];
  REQUIRE(inner.moves.size() == 2);
  CHECK(inner.moves[0].text == "a3");
  CHECK(inner.moves[1].text == "b3");
  CHECK(inner.moves[0].variations.empty());
  CHECK(v.moves[1].text == "b2");
  REQUIRE(v.moves[1].variations.size() == 1);
  CHECK(v.moves[1].variations[0].leading_comments.at(0).text == "lead");
  CHECK(v.moves[1].variations[0].moves.at(0).text == "c3");
  CHECK(m[1].text == "b");
  CHECK(m[1].variations.empty());
}

TEST_CASE("reader: tag values with escapes and several tags on a line") {
  const GameRecord g =
      read_one("[Event \"a \\\"quoted\\\" \\\\ back\"][Site\t\"\"]  [Name_2 \"x\\y\"]\n*");
  REQUIRE(g.tags.size() == 3);
  CHECK(g.tags[0].value == "a \"quoted\" \\ back");
  CHECK(g.tags[1].name == "Site");
  CHECK(g.tags[1].value.empty());
  CHECK(g.tags[2].name == "Name_2");
  CHECK(g.tags[2].value == "x\\y");  // an unknown escape is kept as written
  CHECK(g.main.moves.empty());
  CHECK(g.result == "*");
  CHECK(g.tag("Site") != nullptr);
  CHECK(g.tag("Round") == nullptr);
}

TEST_CASE("reader: each game starts at its first token") {
  const auto games = read_games("a *\n  b *\n\n{c} d 1-0");
  REQUIRE(games.size() == 3);
  CHECK(pos_str(games[0].start) == "1:1");
  CHECK(pos_str(games[1].start) == "2:3");
  CHECK(pos_str(games[2].start) == "4:1");
  CHECK(games[2].main.leading_comments.at(0).text == "c");
}

TEST_CASE("reader: a game of tags only, and a game without tags") {
  const auto games = read_games("[Event \"x\"]\n*\n1. a 0-1\n");
  REQUIRE(games.size() == 2);
  CHECK(games[0].tags.size() == 1);
  CHECK(games[0].main.moves.empty());
  CHECK(games[0].result == "*");
  CHECK(games[1].tags.empty());
  CHECK(games[1].result == "0-1");
}

TEST_CASE("reader: Reader::next streams games one by one") {
  Reader reader("a *\nb *\n");
  GameRecord g;
  REQUIRE(reader.next(g));
  CHECK(g.main.moves.at(0).text == "a");
  REQUIRE(reader.next(g));
  CHECK(g.main.moves.at(0).text == "b");
  CHECK(g.main.moves.size() == 1);
  CHECK_FALSE(reader.next(g));
  CHECK_FALSE(reader.next(g));
}

TEST_CASE("reader: a record read into again holds the new game only (its memory is kept)") {
  // A longer PDN game first (tags converted, a leading comment, NAGs, comments, a
  // variation, a syntax error), then a short CGN game read into the same record: it must
  // hold exactly what a fresh record holds, worked out from the second game's text.
  const std::string text =
      "[GameType \"21\"]\n[White \"A player with a long name\"]\n[Result \"1-0\"]\n\n"
      "{before} 1. 11-15 $1 {a comment} (1. 9-14 {inside}) 1... 22-18 ?? 2. 15x22 @ 1-0\n\n"
      "[Event \"Second\"]\n\n1. Hf7-d5 *\n";
  Reader reader(text);
  GameRecord record;
  REQUIRE(reader.next(record));
  REQUIRE(record.pdn);
  REQUIRE(record.main.moves.size() >= 2);
  REQUIRE(!record.main.leading_comments.empty());
  REQUIRE(!record.diagnostics.empty());

  REQUIRE(reader.next(record));
  CHECK(record.start == SourcePos{7, 1});
  REQUIRE(record.tags.size() == 1);
  CHECK(record.tags[0].name == "Event");
  CHECK(record.tags[0].value == "Second");
  CHECK(record.tags[0].pos == SourcePos{7, 1});
  CHECK(record.main.open_pos == SourcePos{});
  CHECK(record.main.leading_comments.empty());
  REQUIRE(record.main.moves.size() == 1);
  const MoveNode& move = record.main.moves[0];
  CHECK(move.text == "Hf7-d5");
  CHECK(move.pos == SourcePos{9, 4});
  CHECK(move.number == 1);
  CHECK(move.number_pos == SourcePos{9, 1});
  CHECK(move.nags.empty());
  CHECK(move.comments.empty());
  CHECK(move.variations.empty());
  CHECK(record.result == "*");
  CHECK(record.result_pos == SourcePos{9, 11});
  CHECK(record.diagnostics.empty());
  CHECK(record.notes.empty());
  CHECK(record.lookalikes.empty());
  CHECK_FALSE(record.pdn);
  CHECK_FALSE(record.cotulenh);
}

namespace {

// Whether two lines hold the same moves, comments and variations, place for place.
bool same_line(const Variation& a, const Variation& b);

bool same_comments(const std::vector<Comment>& a, const std::vector<Comment>& b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (a[i].text != b[i].text || !(a[i].pos == b[i].pos)) return false;
  return true;
}

bool same_line(const Variation& a, const Variation& b) {
  if (!(a.open_pos == b.open_pos) || !same_comments(a.leading_comments, b.leading_comments) ||
      a.moves.size() != b.moves.size())
    return false;
  for (std::size_t i = 0; i < a.moves.size(); ++i) {
    const MoveNode& x = a.moves[i];
    const MoveNode& y = b.moves[i];
    if (x.text != y.text || !(x.pos == y.pos) || x.number != y.number || !(x.number_pos == y.number_pos) ||
        x.nags != y.nags || !same_comments(x.comments, y.comments) || x.variations.size() != y.variations.size())
      return false;
    for (std::size_t v = 0; v < x.variations.size(); ++v)
      if (!same_line(x.variations[v], y.variations[v])) return false;
  }
  return true;
}

}  // namespace

TEST_CASE("reader: games of every shape read into one record hold what a fresh record holds") {
  // Lines refilled in place reuse the moves, comments and variations an earlier game left
  // (and those dropped are kept as spares for later games): each game below has another
  // shape than the one before it (more or fewer moves, comments, NAGs, move numbers;
  // variations at other moves, nested deeper or not at all), and each must read as it does
  // into a fresh record.
  const std::vector<std::string> games = {
      "1. Hf7-d5 {one} {two} (1. Ad7 {x} (1. Ad6 $2) 1... Ad2) 1... Ad2 $1 $3 2. Ad6 *\n",
      "{lead} {lead two} Hf7-d5 Ad2 (Ad3 {three} {four} {five}) 2. Ad6 Ad3 3. Ad5 (3. Ad4) *\n",
      "1. Hf7-d5 *\n",
      "1. Hf7-d5 (1. Ad7 (1. Ad6 (1. Ad5 {deep}))) (1. Af7) 1... Ad2 {c} 2. Ad6 {d} (2. Ad5 $4) *\n",
      "Hf7-d5 Ad2 Ad6 Ad3 Ad5 Ad4 *\n",
      "{only a comment} *\n",
      "1. Hf7-d5 {one} {two} (1. Ad7 {x} (1. Ad6 $2) 1... Ad2) 1... Ad2 $1 $3 2. Ad6 *\n",
  };
  std::string all;
  for (const std::string& g : games) all += g + "\n";
  Reader reused(all);
  GameRecord record;
  std::size_t line = 1;
  for (const std::string& g : games) {
    REQUIRE(reused.next(record));
    // The same text read alone, at the same line of a file, into a record of its own.
    const std::string alone_text = std::string(line - 1, '\n') + g;
    Reader fresh(alone_text);
    GameRecord alone;
    REQUIRE(fresh.next(alone));
    CHECK_MESSAGE(same_line(record.main, alone.main), g);
    CHECK(record.result == alone.result);
    CHECK(record.diagnostics.size() == alone.diagnostics.size());
    line += 2;
  }
  CHECK_FALSE(reused.next(record));
}
