// Records as people really hand them in (issue 19, part A): files in Latin-1 and UTF-16,
// moves typed in a word processor, slips one character off a legal move, a stray result,
// and the commands around them (fix, validate's split, a mistyped command). The records
// are files under tests/records/ (binary where the encoding is the point); every expected
// line is worked out by hand from the record (line:column counted in the file as read in
// UTF-8) and from the rules (docs/rules/*.md).
#include <doctest/doctest.h>

#include <filesystem>
#include <map>
#include <vector>
#include <nlohmann/json.hpp>
#include <string>

#include "support/run_cinc.h"

using cinc::test::lines_of;
using cinc::test::read_file;
using cinc::test::run_cinc;
using cinc::test::run_standings_both_paths;
using cinc::test::TempDir;
using cinc::test::write_file;

namespace {

const std::string kDir = "tests/records/";

/// Whether `text` holds `part`, with the text in the message when not.
bool has(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

// The example game of docs/notation.md §2.1 (checked by hand in cli_test.cpp): every move is legal.
const std::string kMoves = "1. Hf7-d5 Ab4-c4 2. Bg7-d4 Hc2-e4 3. Bd4xb2 Fa2xb2 *\n";

}  // namespace

TEST_CASE("a Latin-1 name does not hide the game's illegal move; the file gets one encoding warning") {
  // Line 4 is [Dark "Jörg Müller"] in Latin-1 (ö is the byte 0xF6); line 8 writes Bg7-d4 as
  // "bg7-d4" at column 21 (ply 3, Dark's second move): its Bomber is meant, the only legal
  // move that differs in letter case alone, so the one certain correction. The 3 plies after
  // it (4 to 6) are played on from it (docs/errors.md, "Every error in one pass"): with Bg7-d4
  // the line is the game of docs/notation.md §2.1, every move legal, so nothing more is said.
  // (Before issue 41 they were "not checked", a move.unchecked warning at 8:28.)
  const auto r = run_cinc({"validate", kDir + "latin1-name.cgn"});
  CHECK(r.exit_code == 1);
  const auto lines = lines_of(r.out);
  REQUIRE(lines.size() == 4);
  CHECK(lines[0] == "game 1 of tests/records/latin1-name.cgn, line 1: Club Championship, round 3: "
                    "J\u00f6rg M\u00fcller (Dark) - B. Jones (Light), *");
  CHECK(lines[1].starts_with("tests/records/latin1-name.cgn:8:21: error: ply 3 (Dark) \"bg7-d4\": "));
  CHECK(lines[1].ends_with("; did you mean Bg7-d4? [move.syntax]"));
  CHECK(lines[2] ==
        "tests/records/latin1-name.cgn:4:1: warning: read as Windows-1252: the file is not UTF-8 (byte 0xF6 on line 4 "
        "is not UTF-8), so its bytes that are not UTF-8 were read as Windows-1252; save it as UTF-8, or name its "
        "encoding with --encoding [input.encoding]");
  CHECK(lines[3] == "1 game: 0 valid, 1 invalid");

  SUBCASE("--encoding latin-1 says so") {
    const auto forced = run_cinc({"validate", "--encoding", "latin-1", kDir + "latin1-name.cgn"});
    CHECK(forced.exit_code == 1);
    CHECK(has(forced.out, "tests/records/latin1-name.cgn:1:1: warning: read as Latin-1 (as --encoding says) "
                          "[input.encoding]"));
    CHECK(has(forced.out, "did you mean Bg7-d4?"));
  }
  SUBCASE("--encoding utf-8: the name's first bad byte is an error, and the moves are still checked") {
    // "J" is column 8 of [Dark "Jörg Müller"], so ö is column 9 (ü, column 14, is the same
    // value's second bad byte: not reported again).
    const auto strict = run_cinc({"validate", "--encoding", "utf-8", kDir + "latin1-name.cgn"});
    CHECK(strict.exit_code == 1);
    CHECK(has(strict.out, "tests/records/latin1-name.cgn:4:9: error: invalid UTF-8: byte 0xF6"));
    CHECK(!has(strict.out, "tests/records/latin1-name.cgn:4:14:"));
    CHECK(has(strict.out, "tests/records/latin1-name.cgn:8:21: error: ply 3 (Dark) \"bg7-d4\""));
    CHECK(!has(strict.out, "input.encoding"));
  }
  SUBCASE("an unknown encoding is a usage error") {
    CHECK(run_cinc({"validate", "--encoding", "ebcdic", kDir + "latin1-name.cgn"}).exit_code == 2);
  }
}

TEST_CASE("a UTF-16 file with its byte order mark is read, with one warning") {
  for (const std::string name : {"utf16le-bom", "utf16be-bom"}) {
    const std::string encoding = name == "utf16le-bom" ? "UTF-16LE" : "UTF-16BE";
    const auto r = run_cinc({"validate", kDir + name + ".cgn"});
    CHECK(r.exit_code == 0);
    CHECK(r.out == "tests/records/" + name + ".cgn:1:1: warning: read as " + encoding +
                       " (the file starts with its byte order mark); save it as UTF-8 to read it without conversion "
                       "[input.encoding]\n1 game: 1 valid, 0 invalid\n");
    // The names come through as UTF-8.
    const auto json = run_cinc({"json", kDir + name + ".cgn"});
    CHECK(json.exit_code == 0);
    CHECK(nlohmann::json::parse(json.out)["games"][0]["tags"]["Dark"] == "J\u00f6rg M\u00fcller");
  }
  // Read as UTF-8, its NUL bytes make it no CGN.
  CHECK(run_cinc({"validate", "--encoding", "utf-8", kDir + "utf16le-bom.cgn"}).exit_code == 1);
}

TEST_CASE("moves typed in a word processor are read as meant, each look-alike named once") {
  // [Event “Club Championship”]: “ at 1:8 (3 bytes), the value 1:11-27, ” at 1:28.
  // Line 8 "1. Hf7–d5 1… Ab4-c4 2.<NBSP>Bg7-d4 ...": – at 8:7, … at 8:14, the no-break space
  // at 8:27. [Variant "Commander-In-Chief"] is the game whatever its letter case.
  const auto r = run_cinc({"validate", kDir + "word-typed.cgn"});
  CHECK(r.exit_code == 0);
  const std::string tail = ": a typographic look-alike, as word processors write it; later ones in this game are read "
                           "alike [syntax.lookalike]";
  const std::string f = "tests/records/word-typed.cgn:";
  CHECK(r.out == "game 1 of tests/records/word-typed.cgn, line 1: Club Championship, round 3: A. Smith (Dark) - "
                 "B. Jones (Light), *\n" +
                     f + "1:8: warning: U+201C LEFT DOUBLE QUOTATION MARK read as '\"'" + tail + "\n" + f +
                     "1:28: warning: U+201D RIGHT DOUBLE QUOTATION MARK read as '\"'" + tail + "\n" + f +
                     "8:7: warning: U+2013 EN DASH read as '-'" + tail + "\n" + f +
                     "8:14: warning: U+2026 HORIZONTAL ELLIPSIS read as '...'" + tail + "\n" + f +
                     "8:27: warning: U+00A0 NO-BREAK SPACE read as ' '" + tail + "\n1 game: 1 valid, 0 invalid\n");

  SUBCASE("a character that is no look-alike is refused with its name") {
    const auto bad = run_cinc({"validate", "-"}, "1. Hf7\u2192d5 *\n");
    CHECK(bad.exit_code == 1);
    CHECK(has(bad.out, "unexpected '\u2192' (U+2192) in movetext"));
    const auto quote = run_cinc({"validate", "-"}, "1. Hf7-d5 \u201cx *\n");
    CHECK(has(quote.out, "(U+201C LEFT DOUBLE QUOTATION MARK, a look-alike of '\"': write '\"')"));
  }
  SUBCASE("full-width letters and digits, and a result with an en dash") {
    // Ｈｆ７ is U+FF28 U+FF46 U+FF17; 1–0 after a Commander capture is not asked: * with an en dash
    // cannot be, so the result here is the tag's own "*".
    const auto full = run_cinc({"validate", "-"}, "[Result \"*\"]\n\n1. \uFF28\uFF46\uFF17-d5 *\n");
    CHECK(full.exit_code == 0);
    CHECK(has(full.out, "<stdin>:3:4: warning: U+FF28 FULLWIDTH LATIN CAPITAL LETTER H read as 'H'"));
    CHECK(has(full.out, "<stdin>:3:7: warning: U+FF46 FULLWIDTH LATIN SMALL LETTER F read as 'f'"));
    CHECK(has(full.out, "<stdin>:3:10: warning: U+FF17 FULLWIDTH DIGIT 7 read as '7'"));
    const auto dash = run_cinc({"validate", "-"}, "[Result \"1/2\u20131/2\"]\n\n1. Hf7-d5 1/2\u20131/2\n");
    CHECK(dash.exit_code == 0);
    CHECK(has(dash.out, "<stdin>:1:13: warning: U+2013 EN DASH read as '-'"));
  }
  SUBCASE("cinc fix writes the characters meant, and changes nothing else") {
    const TempDir scratch;
  const std::string& dir = scratch.path();
    const auto fixed = run_cinc({"fix", kDir + "word-typed.cgn", "-o", dir + "/fixed.cgn"});
    CHECK(fixed.exit_code == 0);
    const std::string out = read_file(dir + "/fixed.cgn");
    // The five look-alikes above, each replaced by what it stands for; lines 2 to 7 as written.
    const auto in = lines_of(read_file(kDir + "word-typed.cgn"));
    const auto got = lines_of(out);
    REQUIRE(got.size() == in.size());
    CHECK(got[0] == "[Event \"Club Championship\"]");
    for (std::size_t i = 1; i < 7; ++i) CHECK(got[i] == in[i]);
    CHECK(got[7] == "1. Hf7-d5 1... Ab4-c4 2. Bg7-d4 Hc2-e4 3. Bd4xb2 Fa2xb2 *");
    // --canonical writes the layout of `cinc cgn`: roster tags first, every move numbered.
    const auto canonical = run_cinc({"fix", "--canonical", kDir + "word-typed.cgn", "-o", dir + "/canonical.cgn"});
    CHECK(canonical.exit_code == 0);
    CHECK(has(read_file(dir + "/canonical.cgn"), "1. Hf7-d5 Ab4-c4 2. Bg7-d4 Hc2-e4 3. Bd4xb2 Fa2xb2 *"));
    const auto again = run_cinc({"validate", dir + "/fixed.cgn"});
    CHECK(again.exit_code == 0);
    CHECK(again.out == "1 game: 1 valid, 0 invalid\n");
    }
}

TEST_CASE("did you mean: the one legal move close to an illegal one") {
  // Checkers (docs/rules/checkers.md): Black moves first, a man one square diagonally
  // forward, so the legal first moves are 9-13, 9-14, 10-14, 10-15, 11-15, 11-16 and 12-16.
  // "12-17" (7:4) is one character off 12-16 and two off every other one.
  const auto r = run_cinc({"validate", kDir + "checkers-typo.cgn"});
  CHECK(r.exit_code == 1);
  CHECK(has(r.out, "game 1 of tests/records/checkers-typo.cgn, line 1: Club: A (Black) - B (Red), *\n"));
  CHECK(has(r.out, "tests/records/checkers-typo.cgn:7:4: error: ply 1 (Black) \"12-17\": "));
  CHECK(has(r.out, "; did you mean 12-16? ["));
  const auto json = run_cinc({"validate", "--format", "json", kDir + "checkers-typo.cgn"});
  const auto doc = nlohmann::json::parse(json.out);
  const auto& game = doc["games"][0];
  CHECK(game["event"] == "Club");
  CHECK(game["round"].is_null());
  CHECK(game["players"]["Black"] == "A");
  CHECK(game["players"]["Red"] == "B");
  CHECK(game["result"] == "*");
  CHECK(game["diagnostics"][0]["suggestion"] == "12-16");
  // cinc json carries it too.
  const auto converted = nlohmann::json::parse(run_cinc({"json", kDir + "checkers-typo.cgn"}).out);
  CHECK(converted["games"][0]["diagnostics"][0]["suggestion"] == "12-16");

  const std::string head = "[Variant \"checkers\"]\n[Black \"A\"]\n[Red \"B\"]\n[Result \"*\"]\n\n";
  SUBCASE("two moves equally close: both listed, no certain one") {
    // "11-17" is one character off both 11-15 and 11-16 (and no other of Black's first moves,
    // docs/rules/checkers.md): listed, 16 (one from the 17 written) before 15 (two), and no
    // certain one (docs/errors.md, "Suggestions"). (Before issue 41: no "did you mean" at all.)
    const auto two = run_cinc({"validate", "-"}, head + "1. 11-17 *\n");
    CHECK(two.exit_code == 1);
    CHECK(has(two.out, "; did you mean 11-16 or 11-15? ["));
  }
  SUBCASE("letter case and the capture mark (Commander-In-Chief)") {
    // Hf7-d5 is legal at the start (docs/notation.md §2.1); "hf7-d5" and "Hf7xd5" differ from
    // it only in case and in the capture mark (d5 is empty), and from no other legal move so.
    CHECK(has(run_cinc({"validate", "-"}, "1. hf7-d5 *\n").out, "did you mean Hf7-d5?"));
    CHECK(has(run_cinc({"validate", "-"}, "1. Hf7xd5 *\n").out, "did you mean Hf7-d5?"));
  }
  SUBCASE("a checkers game without its Variant tag gets the hint") {
    const auto hint = run_cinc({"validate", "-"}, "[Black \"A\"]\n[Red \"B\"]\n[Result \"*\"]\n\n1. 11-15 *\n");
    CHECK(hint.exit_code == 1);
    CHECK(has(hint.out, "is not a piece letter"));
    CHECK(has(hint.out, "for a checkers game add [Variant \"checkers\"]"));
  }
  SUBCASE("cinc fix applies the one suggestion, and refuses when one is missing") {
    const TempDir scratch;
  const std::string& dir = scratch.path();
    const auto fixed = run_cinc({"fix", kDir + "checkers-typo.cgn", "-o", dir + "/ok.cgn"});
    CHECK(fixed.exit_code == 0);
    CHECK(has(fixed.err, "tests/records/checkers-typo.cgn:7:4: fixed: ply 1 \"12-17\" -> \"12-16\""));
    CHECK(has(read_file(dir + "/ok.cgn"), "1. 12-16 *"));
    write_file(dir + "/two.cgn", head + "1. 11-17 *\n");
    const auto refused = run_cinc({"fix", dir + "/two.cgn", "-o", dir + "/no.cgn"});
    CHECK(refused.exit_code == 1);
    CHECK(has(refused.err, "-- no certain correction: fix it by hand"));
    // Only certain corrections change the text: with none, it is written as it was.
    CHECK(read_file(dir + "/no.cgn") == head + "1. 11-17 *\n");
    // The canonical layout would write the record as if it were read in full: nothing is written.
    const auto canonical = run_cinc({"fix", "--canonical", dir + "/two.cgn", "-o", dir + "/none.cgn"});
    CHECK(canonical.exit_code == 1);
    CHECK(has(canonical.err, "nothing written"));
    CHECK(!std::filesystem::exists(dir + "/none.cgn"));
    }
  SUBCASE("cinc fix: a stray result between two games is said once and taken out, in both layouts") {
    const TempDir scratch;
  const std::string& dir = scratch.path();
    const std::string one = "[Event \"E\"]\n[Result \"*\"]\n\n1. Hf7-d5 *\n\n";
    write_file(dir + "/stray.cgn", one + "1-0\n\n" + one);  // the stray "1-0" is line 6
    const std::string note = "stray.cgn:6:1: warning: result 1-0 stands alone";
    const auto count = [](const std::string& text, const std::string& what) {
      std::size_t n = 0;
      for (auto at = text.find(what); at != std::string::npos; at = text.find(what, at + 1)) ++n;
      return n;
    };
    const auto in_place = run_cinc({"fix", dir + "/stray.cgn", "-o", dir + "/fixed.cgn"});
    CHECK(in_place.exit_code == 0);
    CHECK(count(in_place.err, note) == 1);
    CHECK(read_file(dir + "/fixed.cgn").find("1-0") == std::string::npos);
    const auto canonical = run_cinc({"fix", "--canonical", dir + "/stray.cgn", "-o", dir + "/canonical.cgn"});
    CHECK(canonical.exit_code == 0);
    CHECK(count(canonical.err, note) == 1);
    CHECK(read_file(dir + "/canonical.cgn").find("1-0") == std::string::npos);
    }
}

TEST_CASE("after an illegal move: the rest of the game is still checked, and said to be unchecked") {
  // Ply 1 is illegal (a Helicopter moves exactly two squares away; d4 is three files off f7);
  // the result token 1-0 disagrees with [Result "*"], which is still reported.
  const auto r = run_cinc({"validate", "-"}, "[Result \"*\"]\n\n1. Hf7-d4 Ab4-c4 1-0\n");
  CHECK(r.exit_code == 1);
  CHECK(has(r.out, "<stdin>:3:4: error: ply 1 (Dark) \"Hf7-d4\""));
  CHECK(has(r.out, "<stdin>:3:11: warning: ply 2 \"Ab4-c4\": the move after the illegal move at ply 1 is not "
                   "checked: the position it is played from is unknown [move.unchecked]"));
  CHECK(has(r.out, "<stdin>:3:18: error: the result token 1-0 disagrees with [Result \"*\"] [result.mismatch]"));
}

TEST_CASE("cinc fix changes only the bytes it corrects") {
  // tests/records/fix-layout.cgn: tags out of the roster order with odd spacing, a comment
  // before the first move and one across two lines, a NAG, a ';' comment, spaces and blank
  // lines as a person typed them, and two slips one character off a legal move: "Hf7xd5"
  // (7:6, d5 is empty: Hf7-d5) and "bg7-d4" (9:3, the Bomber in lower case: Bg7-d4).
  // tests/records/fix-layout-fixed.cgn is the same file with those two moves written right.
  const TempDir scratch;
  const std::string& dir = scratch.path();
  const auto r = run_cinc({"fix", kDir + "fix-layout.cgn", "-o", dir + "/out.cgn"});
  CHECK(r.exit_code == 0);
  CHECK(read_file(dir + "/out.cgn") == read_file(kDir + "fix-layout-fixed.cgn"));
  CHECK(has(r.err, "tests/records/fix-layout.cgn:7:6: fixed: ply 1 \"Hf7xd5\" -> \"Hf7-d5\""));
  CHECK(has(r.err, "tests/records/fix-layout.cgn:9:3: fixed: ply 3 \"bg7-d4\" -> \"Bg7-d4\""));
  CHECK(run_cinc({"validate", dir + "/out.cgn"}).exit_code == 0);

  SUBCASE("a slip with no certain correction is listed and left as written; the others are corrected") {
    // Checkers (docs/rules/checkers.md): game 1's "12-17" is one character off 12-16 alone;
    // game 2's "11-17" is one character off both 11-15 and 11-16.
    const std::string head = "[Variant \"checkers\"]\n[Black \"A\"]\n[Red \"B\"]\n[Result \"*\"]\n\n";
    const std::string game1 = head + "1.  12-17   {first  game} *\n\n";
    const std::string game2 = head + "1. 11-17 {second} *\n";
    write_file(dir + "/two.cgn", game1 + game2);
    const auto two = run_cinc({"fix", dir + "/two.cgn", "-o", dir + "/two-fixed.cgn"});
    CHECK(two.exit_code == 1);
    CHECK(has(two.err, ":6:5: fixed: ply 1 \"12-17\" -> \"12-16\""));
    CHECK(has(two.err, ":13:4: error: ply 1 (Black) \"11-17\""));
    CHECK(has(two.err, "-- no certain correction: fix it by hand"));
    CHECK(has(two.err, "written with those left as they were"));
    CHECK(read_file(dir + "/two-fixed.cgn") == head + "1.  12-16   {first  game} *\n\n" + game2);
    // --dry-run lists the same and writes nothing.
    const auto dry = run_cinc({"fix", "--dry-run", dir + "/two.cgn"});
    CHECK(dry.exit_code == 1);
    CHECK(has(dry.err, ":6:5: fixed: ply 1 \"12-17\" -> \"12-16\""));
    CHECK(dry.out.empty());
  }
  SUBCASE("a file not in UTF-8 is written in UTF-8, which is said") {
    // tests/records/latin1-name.cgn: "Jörg Müller" in Latin-1 on line 4, "bg7-d4" at 8:21.
    const auto latin = run_cinc({"fix", kDir + "latin1-name.cgn", "-o", dir + "/latin.cgn"});
    CHECK(latin.exit_code == 0);
    CHECK(has(latin.err, "latin1-name.cgn:8:21: fixed: ply 3 \"bg7-d4\" -> \"Bg7-d4\""));
    CHECK(has(latin.err, "latin1-name.cgn:4:1: warning: read as Windows-1252"));
    const auto lines = lines_of(read_file(dir + "/latin.cgn"));
    REQUIRE(lines.size() == 8);
    CHECK(lines[3] == "[Dark \"J\u00f6rg M\u00fcller\"]");
    CHECK(lines[7] == "1. Hf7-d5 Ab4-c4 2. Bg7-d4 Hc2-e4 3. Bd4xb2 Fa2xb2 *");
  }
}

TEST_CASE("cinc fix writes a broken tag line again when its correction is certain") {
  // docs/errors.md "Reading on after a syntax error", docs/fix.md: line 1's value opens with
  // a curly quote (columns 8-10) and is not closed; line 2's value has no quotes; line 3 has
  // a 'b' where its ']' belongs, which may be part of the value or not (no certain
  // correction); line 4 lacks its ']'; line 5's value has no quotes and an en dash (column
  // 10). Every other byte stays.
  const TempDir scratch;
  const std::string& dir = scratch.path();
  const std::string moves = "\n{a  comment} 1. Hf7-d5 Ab4-c4 1-0\n";
  write_file(dir + "/tags.cgn", "[Event \u201cClub]\n[Date 2026.01.01]\n[Site \"a\" b]\n[Round \"2\"\n[Result 1\u20130]\n" + moves);
  const auto r = run_cinc({"fix", dir + "/tags.cgn", "-o", dir + "/out.cgn"});
  CHECK(r.exit_code == 1);  // the Site line is left for a person
  CHECK(read_file(dir + "/out.cgn") ==
        "[Event \"Club\"]\n[Date \"2026.01.01\"]\n[Site \"a\" b]\n[Round \"2\"]\n[Result \"1-0\"]\n" + moves);
  CHECK(has(r.err, "tags.cgn:1:8: fixed: tag line -> [Event \"Club\"] (value of tag 'Event' opened here is not closed"));
  CHECK(has(r.err, "tags.cgn:2:7: fixed: tag line -> [Date \"2026.01.01\"]"));
  CHECK(has(r.err, "tags.cgn:4:1: fixed: tag line -> [Round \"2\"]"));
  CHECK(has(r.err, "tags.cgn:5:9: fixed: tag line -> [Result \"1-0\"]"));
  CHECK(has(r.err, "tags.cgn:5:10: warning: U+2013 EN DASH read as '-'"));
  CHECK(has(r.err, "tags.cgn:3:11: error: expected ']' to close tag 'Site' but found 'b' [syntax.bad-tag] -- no certain "
                   "correction: fix it by hand"));

  // Without the Site line every correction is certain: exit 0, and the file written is valid.
  write_file(dir + "/certain.cgn", "[Event \u201cClub]\n[Date 2026.01.01]\n[Result 1\u20130]\n" + moves);
  const auto certain = run_cinc({"fix", dir + "/certain.cgn", "-o", dir + "/certain-out.cgn"});
  CHECK(certain.exit_code == 0);
  CHECK(read_file(dir + "/certain-out.cgn") == "[Event \"Club\"]\n[Date \"2026.01.01\"]\n[Result \"1-0\"]\n" + moves);
  CHECK(run_cinc({"validate", dir + "/certain-out.cgn"}).exit_code == 0);
  // --canonical writes the tags as read, in the roster's order, as `cinc cgn` would.
  const auto canonical = run_cinc({"fix", "--canonical", dir + "/certain.cgn", "-o", "-"});
  CHECK(canonical.exit_code == 0);
  CHECK(canonical.out.rfind("[Event \"Club\"]\n[Site \"?\"]\n[Date \"2026.01.01\"]\n", 0) == 0);
  CHECK(has(canonical.out, "[Result \"1-0\"]\n"));
}

TEST_CASE("a result typed another way is read as meant, and cinc fix writes it so") {
  // docs/errors.md syntax.bad-result: "1:0" (4:18, after "1. Hf7-d5 Ab4-c4 ") stands for 1-0,
  // which the Result tag agrees with; "O-1" with a letter O stands for 0-1, which it does not.
  const TempDir scratch;
  const std::string& dir = scratch.path();
  const std::string head = "[Event \"x\"]\n[Result \"1-0\"]\n\n";
  write_file(dir + "/colon.cgn", head + "1. Hf7-d5 Ab4-c4 1:0\n");
  const auto colon = run_cinc({"validate", dir + "/colon.cgn"});
  CHECK(colon.exit_code == 1);
  CHECK(has(colon.out, "colon.cgn:4:18: error: '1:0' is not a result as CGN writes it (1-0, 0-1, 1/2-1/2, * or a "
                       "forfeit); did you mean 1-0? [syntax.bad-result]"));
  CHECK_FALSE(has(colon.out, "result.mismatch"));
  CHECK_FALSE(has(colon.out, "missing-result"));
  write_file(dir + "/letter.cgn", head + "1. Hf7-d5 Ab4-c4 O-1\n");
  const auto letter = run_cinc({"validate", dir + "/letter.cgn"});
  CHECK(has(letter.out, "letter.cgn:4:18: error: 'O-1' is not a result"));
  CHECK(has(letter.out, "letter.cgn:4:18: error: the result token 0-1 disagrees with [Result \"1-0\"] [result.mismatch]"));

  const auto fixed = run_cinc({"fix", dir + "/colon.cgn", "-o", dir + "/colon-fixed.cgn"});
  CHECK(fixed.exit_code == 0);
  CHECK(read_file(dir + "/colon-fixed.cgn") == head + "1. Hf7-d5 Ab4-c4 1-0\n");
  CHECK(has(fixed.err, "colon.cgn:4:18: fixed: result -> 1-0 ('1:0' is not a result as CGN writes it"));
  CHECK(run_cinc({"validate", dir + "/colon-fixed.cgn"}).exit_code == 0);
  // The mismatch is no slip of typing: left for a person, the result written as meant.
  const auto mismatch = run_cinc({"fix", dir + "/letter.cgn", "-o", dir + "/letter-fixed.cgn"});
  CHECK(mismatch.exit_code == 1);
  CHECK(read_file(dir + "/letter-fixed.cgn") == head + "1. Hf7-d5 Ab4-c4 0-1\n");
  CHECK(has(mismatch.err, "[result.mismatch] -- no certain correction: fix it by hand"));
}

TEST_CASE("a result typed with spaces inside is read as meant, and cinc fix closes it up") {
  // docs/errors.md syntax.bad-result: "1 - 0" (4:18, after "1. Hf7-d5 Ab4-c4 ") stands for
  // 1-0; "1/2 – 1/2" with an en dash (4:18 again) for 1/2-1/2. The comment after each stays.
  const TempDir scratch;
  const std::string& dir = scratch.path();
  write_file(dir + "/spaced.cgn", "[Event \"x\"]\n[Result \"1-0\"]\n\n1. Hf7-d5 Ab4-c4 1 - 0\n\n"
                                  "[Event \"y\"]\n[Result \"1/2-1/2\"]\n\n1. Hf7-d5 Ab4-c4 {even} 1/2 \xE2\x80\x93 1/2\n");
  const auto checked = run_cinc({"validate", dir + "/spaced.cgn"});
  CHECK(checked.exit_code == 1);
  CHECK(has(checked.out, "spaced.cgn:4:18: error: '1 - 0' is not a result as CGN writes it: a result has no spaces "
                         "inside it; did you mean 1-0? [syntax.bad-result]"));
  CHECK(has(checked.out, "spaced.cgn:9:25: error: '1/2 \xE2\x80\x93 1/2' is not a result"));
  CHECK_FALSE(has(checked.out, "unexpected"));
  CHECK_FALSE(has(checked.out, "missing-result"));
  const auto fixed = run_cinc({"fix", dir + "/spaced.cgn", "-o", dir + "/fixed.cgn"});
  CHECK(fixed.exit_code == 0);
  CHECK(read_file(dir + "/fixed.cgn") == "[Event \"x\"]\n[Result \"1-0\"]\n\n1. Hf7-d5 Ab4-c4 1-0\n\n"
                                         "[Event \"y\"]\n[Result \"1/2-1/2\"]\n\n1. Hf7-d5 Ab4-c4 {even} 1/2-1/2\n");
  CHECK(has(fixed.err, "spaced.cgn:4:18: fixed: result -> 1-0 ('1 - 0' is not a result as CGN writes it"));
  CHECK(run_cinc({"validate", dir + "/fixed.cgn"}).exit_code == 0);
}

TEST_CASE("a Result tag typed another way is read as meant, and cinc fix writes the value alone") {
  // docs/errors.md syntax.bad-result: "1:0" is the value of line 2, at 2:21 after
  // "[Event \"y\"] [Result \"" (another tag shares the line and stays as it is). Without it
  // the result token 1-0 would disagree with the tag.
  const TempDir scratch;
  const std::string& dir = scratch.path();
  const std::string moves = "\n1. Hf7-d5 Ab4-c4 1-0\n";
  write_file(dir + "/tag.cgn", "[Event \"x\"]\n[Site \"y\"] [Result \"1:0\"]\n" + moves);
  const auto checked = run_cinc({"validate", dir + "/tag.cgn"});
  CHECK(checked.exit_code == 1);
  CHECK(has(checked.out, "tag.cgn:2:21: error: '1:0' is not a result as CGN writes it"));
  CHECK_FALSE(has(checked.out, "result.mismatch"));
  const auto fixed = run_cinc({"fix", dir + "/tag.cgn", "-o", dir + "/fixed.cgn"});
  CHECK(fixed.exit_code == 0);
  CHECK(read_file(dir + "/fixed.cgn") == "[Event \"x\"]\n[Site \"y\"] [Result \"1-0\"]\n" + moves);
  CHECK(run_cinc({"validate", dir + "/fixed.cgn"}).exit_code == 0);
  // Unquoted too: the tag line's own correction holds the result meant.
  write_file(dir + "/bare.cgn", "[Event \"x\"]\n[Result 1:0]\n" + moves);
  const auto bare = run_cinc({"fix", dir + "/bare.cgn", "-o", dir + "/bare-fixed.cgn"});
  CHECK(bare.exit_code == 0);
  CHECK(read_file(dir + "/bare-fixed.cgn") == "[Event \"x\"]\n[Result \"1-0\"]\n" + moves);
}

TEST_CASE("move numbers written 1) are read as meant: the moves are checked, and cinc fix writes 1.") {
  // docs/errors.md syntax.move-number-paren: one warning at the first ')' (4:2); ply 3
  // "Hd5-b3" (4:21) takes the Light Helicopter on b3 without its 'x', found because the
  // moves after "1)" are checked.
  const TempDir scratch;
  const std::string& dir = scratch.path();
  const std::string head = "[Event \"x\"]\n[Result \"*\"]\n\n";
  write_file(dir + "/paren.cgn", head + "1) Hf7-d5 Ab4-c4 2) Hd5-b3 *\n");
  const auto checked = run_cinc({"validate", dir + "/paren.cgn"});
  CHECK(checked.exit_code == 1);
  CHECK(has(checked.out, "paren.cgn:4:2: warning: move number written '1)': read as '1.'"));
  CHECK(has(checked.out, "paren.cgn:4:21: error: ply 3 (Dark) \"Hd5-b3\""));
  CHECK_FALSE(has(checked.out, "unmatched-close"));
  const auto fixed = run_cinc({"fix", dir + "/paren.cgn", "-o", dir + "/fixed.cgn"});
  CHECK(fixed.exit_code == 0);
  CHECK(read_file(dir + "/fixed.cgn") == head + "1. Hf7-d5 Ab4-c4 2. Hd5xb3 *\n");
  CHECK(run_cinc({"validate", dir + "/fixed.cgn"}).exit_code == 0);
  // Warnings alone leave a game valid.
  write_file(dir + "/valid.cgn", head + "1) Hf7-d5 Ab4-c4 *\n");
  CHECK(run_cinc({"validate", dir + "/valid.cgn"}).exit_code == 0);
}

TEST_CASE("a checkers game whose tags are written in lower case is replayed as checkers, and cinc fix spells them") {
  // docs/errors.md tag.name-case: without it "[variant" would be passed over and the game
  // read as Commander-In-Chief, whose FEN the checkers one is not. "[variant" is at 2:2,
  // "[result" at 3:2.
  const TempDir scratch;
  const std::string& dir = scratch.path();
  const std::string moves = "\n1. b6-c5 e3-d4 *\n";
  write_file(dir + "/lower.cgn", "[Event \"x\"]\n[variant \"checkers\"]\n[result \"*\"]\n" + moves);
  const auto checked = run_cinc({"validate", dir + "/lower.cgn"});
  CHECK(checked.exit_code == 0);
  CHECK(has(checked.out, "lower.cgn:2:2: warning: tag name 'variant' read as 'Variant'"));
  CHECK(has(checked.out, "lower.cgn:3:2: warning: tag name 'result' read as 'Result'"));
  CHECK(has(checked.out, "(Black) - ? (Red)"));
  const auto fixed = run_cinc({"fix", dir + "/lower.cgn", "-o", dir + "/fixed.cgn"});
  CHECK(fixed.exit_code == 0);
  CHECK(read_file(dir + "/fixed.cgn") == "[Event \"x\"]\n[Variant \"checkers\"]\n[Result \"*\"]\n" + moves);
  const auto again = run_cinc({"validate", dir + "/fixed.cgn"});
  CHECK_FALSE(has(again.out, "tag.name-case"));
}

TEST_CASE("cinc fix writes a result left out when the Result tag names it") {
  // docs/errors.md syntax.missing-result: game 1 ends at 4:17 ("1. Hf7-d5 Ab4-c4") with no
  // result before game 2's tags; its Result tag says 1-0. Game 2's tag says *.
  const TempDir scratch;
  const std::string& dir = scratch.path();
  const std::string game2 = "[Event \"y\"]\n[Result \"*\"]\n\n1. Hf7-d5";
  write_file(dir + "/left-out.cgn", "[Event \"x\"]\n[Result \"1-0\"]\n\n1. Hf7-d5 Ab4-c4\n\n" + game2 + "\n");
  const auto r = run_cinc({"fix", dir + "/left-out.cgn", "-o", dir + "/out.cgn"});
  CHECK(r.exit_code == 0);
  CHECK(read_file(dir + "/out.cgn") ==
        "[Event \"x\"]\n[Result \"1-0\"]\n\n1. Hf7-d5 Ab4-c4 1-0\n\n" + game2 + " *\n");
  CHECK(has(r.err, "left-out.cgn:4:17: fixed: result 1-0 written after the last move (game has no result"));
  CHECK(run_cinc({"validate", dir + "/out.cgn"}).exit_code == 0);
  const auto canonical = run_cinc({"fix", "--canonical", dir + "/left-out.cgn", "-o", "-"});
  CHECK(canonical.exit_code == 0);
  CHECK(has(canonical.out, "1. Hf7-d5 Ab4-c4 1-0\n"));
  CHECK(has(canonical.out, "1. Hf7-d5 *\n"));
}

TEST_CASE("after a syntax error: the rest of the game is read, its moves said to be unchecked") {
  // Line 3 "1. Hf7-d5 & Hf7-d4 2. Bg7-d4 1-0": '&' at 3:11 cannot be read, so the position after
  // it is unknown. Hf7-d4 (3:13) would be Light's move with Dark's Helicopter, illegal if it
  // were played: it is not, and neither is Bg7-d4; one warning counts them (ply 2 is where the
  // game stood). The result token 1-0 (3:30) is still held to [Result "*"].
  const auto r = run_cinc({"validate", "-"}, "[Result \"*\"]\n\n1. Hf7-d5 & Hf7-d4 2. Bg7-d4 1-0\n");
  CHECK(r.exit_code == 1);
  CHECK(r.out == "game 1 of <stdin>, line 1: no Event tag: ? (Dark) - ? (Light), *\n"
                 "<stdin>:3:11: error: unexpected '&' in movetext; expected a move, a move number, a comment, a "
                 "variation, a NAG or a result [syntax.unexpected-character]\n"
                 "<stdin>:3:13: warning: ply 2 \"Hf7-d4\": the 2 moves after the syntax error at ply 2 are not "
                 "checked: the text there could not be read as written, so the position they are played from is "
                 "unknown [move.unchecked]\n"
                 "<stdin>:3:30: error: the result token 1-0 disagrees with [Result \"*\"] [result.mismatch]\n"
                 "1 game: 0 valid, 1 invalid\n");

  SUBCASE("two syntax errors and the result mismatch after them, in a file") {
    // tests/records/two-syntax-errors.cgn, line 7 "1. Hf7-d5 & Ab4-c4 2. Bg7-d4 Hc2-e4" ('&' at
    // 7:11, Ab4-c4 at 7:13: ply 2) and line 8 "3. Bd4xb2 $300 0-1" ($300 at 8:11, 0-1 at 8:16):
    // four moves after the first error, the result token against [Result "1-0"].
    const auto f = run_cinc({"validate", kDir + "two-syntax-errors.cgn"});
    CHECK(f.exit_code == 1);
    const std::string p = kDir + "two-syntax-errors.cgn:";
    const auto lines = lines_of(f.out);
    REQUIRE(lines.size() == 6);
    CHECK(lines[1].starts_with(p + "7:11: error: unexpected '&'"));
    CHECK(lines[2].starts_with(p + "7:13: warning: ply 2 \"Ab4-c4\": the 4 moves after the syntax error at ply 2"));
    CHECK(lines[3] == p + "8:11: error: NAG $300 is out of range (expected $0 to $255) [syntax.bad-nag]");
    CHECK(lines[4] == p + "8:16: error: the result token 0-1 disagrees with [Result \"1-0\"] [result.mismatch]");
    // The same in JSON, in the same order.
    const auto doc = nlohmann::json::parse(run_cinc({"validate", "--format", "json", kDir + "two-syntax-errors.cgn"}).out);
    const auto& d = doc["games"][0]["diagnostics"];
    REQUIRE(d.size() == 4);
    CHECK(d[0]["code"] == "syntax.unexpected-character");
    CHECK(d[1]["code"] == "move.unchecked");
    CHECK(d[2]["code"] == "syntax.bad-nag");
    CHECK(d[3]["code"] == "result.mismatch");
  }
  SUBCASE("in a variation: the moves after it there and in the main line are counted once") {
    // Line 3 "1. Hf7-d5 (1. Hg6-e4 & Hc2-c4) Ab4-c4 *": the variation's Hg6-e4 (3:15) is played
    // (docs/rules/commander-in-chief.md: Dark's Helicopter, two squares away); '&' (3:22) stops
    // the reading as written; Hc2-c4 (3:24, the variation's ply 2) and the main line's Ab4-c4
    // (3:32) come after it.
    const auto v = run_cinc({"validate", "-"}, "[Result \"*\"]\n\n1. Hf7-d5 (1. Hg6-e4 & Hc2-c4) Ab4-c4 *\n");
    CHECK(v.exit_code == 1);
    const auto lines = lines_of(v.out);
    REQUIRE(lines.size() == 4);
    CHECK(lines[1].starts_with("<stdin>:3:22: error: unexpected '&' in movetext"));
    CHECK(lines[2] == "<stdin>:3:24: warning: ply 2 \"Hc2-c4\": the 2 moves after the syntax error at ply 2 are not "
                      "checked: the text there could not be read as written, so the position they are played from is "
                      "unknown [move.unchecked]");
  }
  SUBCASE("the games after it are checked as before") {
    const auto two = run_cinc({"validate", "-"}, "1. Hf7-d5 & Ab4-c4 *\n\n[Result \"*\"]\n\n" + kMoves);
    CHECK(two.exit_code == 1);
    CHECK(has(two.out, "2 games: 1 valid, 1 invalid\n"));
  }
}

TEST_CASE("a result with no game is a warning, not a game") {
  const auto r = run_cinc({"validate", kDir + "only-result.cgn"});
  CHECK(r.exit_code == 1);
  CHECK(r.out ==
        "tests/records/only-result.cgn:1:1: warning: result 1-0 stands alone, with no tag, move or comment before it: "
        "it is not a game and is ignored [input.stray-result]\n"
        "tests/records/only-result.cgn:1:1: error: no games found in this file [input.no-games]\n"
        "0 games: 0 valid, 0 invalid\n");
  // Between two games it is not counted either, and the games around it are.
  const std::string game = "[Result \"*\"]\n\n" + kMoves;
  // (The second game has a Site tag of its own: two games alike in every tag and move
  // would be one game pasted twice, game.duplicate.)
  const std::string text = game + "\n1-0\n\n[Site \"Hall B\"]\n" + game;
  const auto between = run_cinc({"validate", "-"}, text);
  CHECK(between.exit_code == 0);
  // Its warning is the file's, at its line (5), not game 2's (from line 7, which has no problem).
  CHECK(between.out == "<stdin>:5:1: warning: result 1-0 stands alone, with no tag, move or comment before it: it is "
                       "not a game and is ignored [input.stray-result]\n2 games: 2 valid, 0 invalid\n");
  // In JSON it is an item of no game, in its place between games 1 and 2.
  const auto json = run_cinc({"validate", "--format", "json", "-"}, text);
  CHECK(json.exit_code == 0);
  const auto doc = nlohmann::json::parse(json.out);
  REQUIRE(doc["games"].size() == 3);
  CHECK(doc["games"][0]["game"] == 1);
  CHECK(doc["games"][1]["game"].is_null());
  CHECK(doc["games"][1]["line"] == 5);
  CHECK(doc["games"][1]["diagnostics"][0]["code"] == "input.stray-result");
  CHECK(doc["games"][2]["game"] == 2);
  CHECK(doc["games"][2]["diagnostics"].empty());
  CHECK(doc["summary"]["games"] == 2);
  // The commands that render games say it on standard error, before game 2's lines.
  const auto cgn = run_cinc({"cgn", "-"}, text);
  CHECK(cgn.exit_code == 0);
  CHECK(cgn.err == "<stdin>:5:1: warning: result 1-0 stands alone, with no tag, move or comment before it: it is "
                   "not a game and is ignored [input.stray-result]\n");
  // validate --valid-out: game 2's text starts at its own first line, without the stray result.
  const TempDir scratch;
  const std::string& dir = scratch.path();
  CHECK(run_cinc({"validate", "--valid-out", dir + "/valid.cgn", "-"}, text).exit_code == 0);
  CHECK(read_file(dir + "/valid.cgn") == game + "\n" + "[Site \"Hall B\"]\n" + game + "\n");
}

TEST_CASE("forfeits as crosstables write them: +/-, -/+ and -/- (issue 19)") {
  // tests/records/forfeits.cgn, "Forfeit Cup" (docs/scoring.md, "Byes, forfeits and
  // unplayed games"): round 1 Ann-Bob "+/-" (no moves), Cid-Dan played, 1-0 (the moves of
  // samples/short-bomber-strike.cgn: Cid captures 5 + 3 + 7 = 15, Dan 4 + 3 + 1 = 8);
  // round 2 Ann-Cid "-/+" and Bob-Dan "-/-" (no moves).
  const std::string file = kDir + "forfeits.cgn";
  const auto v = run_cinc({"validate", file});
  CHECK(v.exit_code == 0);
  CHECK(v.out == "4 games: 4 valid, 0 invalid\n");

  SUBCASE("standings: a forfeit win 1, a loss 0, a double forfeit 0 for both, all unplayed") {
    // By hand: Cid 1 (played) + 1 (forfeit) = 2; Ann 1 + 0 = 1; Dan 0 + 0 = 0 with 8
    // captured; Bob 0 + 0 = 0 with none: Dan above Bob on captured points. SB over played
    // games only: Cid beat Dan (0 points) = 0.
    const auto r = run_standings_both_paths({"standings", "--format", "json", file});
    CHECK(r.exit_code == 0);
    const auto doc = nlohmann::json::parse(r.out);
    REQUIRE(doc["events"].size() == 1);
    const auto& rows = doc["events"][0]["standings"];
    REQUIRE(rows.size() == 4);
    const char* order[] = {"Cid", "Ann", "Dan", "Bob"};
    const double points[] = {2, 1, 0, 0};
    const int games[] = {1, 0, 1, 0}, unplayed[] = {1, 2, 1, 2}, captured[] = {15, 0, 8, 0};
    const std::map<std::string, std::string> r1 = {{"Cid", "+3d"}, {"Ann", "+f4d"}, {"Dan", "-1l"}, {"Bob", "-f2l"}};
    const std::map<std::string, std::string> r2 = {{"Cid", "+f2l"}, {"Ann", "-f1d"}, {"Dan", "-f4l"}, {"Bob", "-f3d"}};
    for (std::size_t i = 0; i < 4; ++i) {
      const auto& row = rows[i];
      CAPTURE(i);
      CHECK(row["player"] == order[i]);
      CHECK(row["rank"] == static_cast<int>(i) + 1);
      CHECK(row["points"] == points[i]);
      CHECK(row["games"] == games[i]);
      CHECK(row["unplayed"] == unplayed[i]);
      CHECK(row["captured"] == captured[i]);
      CHECK(row["sonneborn_berger"] == 0.0);
      CHECK(row["rounds"]["1"] == r1.at(order[i]));
      CHECK(row["rounds"]["2"] == r2.at(order[i]));
    }
    CHECK(doc["events"][0]["unfinished"].empty());
  }
  SUBCASE("cgn and json write them back unchanged; json --to-cgn reads them") {
    const auto cgn = run_cinc({"cgn", file});
    CHECK(cgn.exit_code == 0);
    CHECK(has(cgn.out, "[Result \"+/-\"]\n\n+/-\n"));
    CHECK(has(cgn.out, "[Result \"-/+\"]\n\n-/+\n"));
    CHECK(has(cgn.out, "[Result \"-/-\"]\n\n-/-\n"));
    const auto json = run_cinc({"json", "--moves", "san", file});
    CHECK(json.exit_code == 0);
    const auto doc = nlohmann::json::parse(json.out);
    REQUIRE(doc["games"].size() == 4);
    const char* results[] = {"+/-", "1-0", "-/+", "-/-"};
    for (std::size_t i = 0; i < 4; ++i) {
      CHECK(doc["games"][i]["result"] == results[i]);
      CHECK(doc["games"][i]["tags"]["Result"] == results[i]);
      CHECK(doc["games"][i]["valid"] == true);
    }
    const TempDir scratch;
  const std::string& dir = scratch.path();
    write_file(dir + "/f.json", json.out);
    const auto back = run_cinc({"json", "--to-cgn", dir + "/f.json"});
    CHECK(back.exit_code == 0);
    CHECK(back.out == cgn.out);
    }
  SUBCASE("score: the forfeit is the game's result") {
    const auto r = run_cinc({"score", "--format", "json", file});
    CHECK(r.exit_code == 0);
    const auto doc = nlohmann::json::parse(r.out);
    REQUIRE(doc["games"].size() == 4);
    CHECK(doc["games"][0]["outcome"] == "+/-");
    CHECK(doc["games"][0]["outcome_reason"] == "Dark won by forfeit");
    CHECK(doc["games"][0]["result_tag"] == "+/-");
    CHECK(doc["games"][1]["outcome"] == "1-0");  // Cid captured the Commander (ply 17)
    CHECK(doc["games"][2]["outcome"] == "-/+");
    CHECK(doc["games"][2]["outcome_reason"] == "Light won by forfeit");
    CHECK(doc["games"][3]["outcome"] == "-/-");
    CHECK(doc["games"][3]["warnings"].empty());
  }
}

TEST_CASE("a forfeit is checked like any result: the tag and the token agree, and its moves are replayed") {
  SUBCASE("the token disagrees with the Result tag: an error at the token") {
    const auto r = run_cinc({"validate", "-"}, "[Result \"+/-\"]\n\n-/+\n");
    CHECK(r.exit_code == 1);
    CHECK(has(r.out, "<stdin>:3:1: error: the result token -/+ disagrees with [Result \"+/-\"] [result.mismatch]\n"));
    const auto other = run_cinc({"validate", "-"}, "[Result \"1-0\"]\n\n1. Hf7-d5 -/-\n");
    CHECK(other.exit_code == 1);
    CHECK(has(other.out, "<stdin>:3:11: error: the result token -/- disagrees with [Result \"1-0\"] [result.mismatch]\n"));
  }
  SUBCASE("moves before a forfeit are replayed: an illegal one is found") {
    // A Helicopter moves exactly two squares away; d4 is three files off f7.
    const auto r = run_cinc({"validate", "-"}, "[Result \"+/-\"]\n\n1. Hf7-d4 Ab4-c4 +/-\n");
    CHECK(r.exit_code == 1);
    CHECK(has(r.out, "<stdin>:3:4: error: ply 1 (Dark) \"Hf7-d4\""));
    CHECK(has(r.out, "[move.illegal]"));
  }
  SUBCASE("a game that is not a game: a forfeit standing alone is a stray result") {
    const auto r = run_cinc({"validate", "-"}, "-/-\n");
    CHECK(r.exit_code == 1);
    CHECK(has(r.out, "<stdin>:1:1: warning: result -/- stands alone"));
  }
  SUBCASE("PDN gives the first player's score first, as CGN: its +/- is Black's forfeit win, +/- in CGN") {
    // docs/rules/checkers.md §10: PDN's results are CGN's, the first player (Black) first;
    // its double forfeit "0-0" (PDN 3.0: "lost for both players") is CGN's -/-.
    const std::string pdn = "[GameType \"21\"]\n[Black \"Ivy\"]\n[White \"Jon\"]\n[Result \"+/-\"]\n\n1. 11-15 23-19 +/-\n";
    const auto json = run_cinc({"json", "--moves", "san", "-"}, pdn);
    CHECK(json.exit_code == 0);
    const auto doc = nlohmann::json::parse(json.out);
    CHECK(doc["games"][0]["result"] == "+/-");
    CHECK(doc["games"][0]["tags"]["Result"] == "+/-");
    const auto back = run_cinc({"pdn", "-"}, pdn);
    CHECK(back.exit_code == 0);
    CHECK(has(back.out, "[Result \"+/-\"]"));
    CHECK(has(back.out, " +/-\n"));
  }
}

TEST_CASE("validate --valid-out/--invalid-out split a file, whole or not at all") {
  const TempDir scratch;
  const std::string& dir = scratch.path();
  const std::string good = "[Event \"A\"]\n[Result \"*\"]\n\n" + kMoves;
  const std::string bad = "[Event \"B\"]\n[Result \"*\"]\n\n1. Hf7-d4 *\n";
  write_file(dir + "/in.cgn", good + "\n" + bad + "\n" + good);
  const auto r = run_cinc({"validate", dir + "/in.cgn", "--valid-out", dir + "/valid.cgn", "--invalid-out",
                           dir + "/invalid.cgn"});
  CHECK(r.exit_code == 1);
  CHECK(read_file(dir + "/valid.cgn") == good + "\n" + good + "\n");
  CHECK(read_file(dir + "/invalid.cgn") == bad + "\n");
  // An input that cannot be read: nothing written.
  const auto missing = run_cinc({"validate", dir + "/none.cgn", "--valid-out", dir + "/v2.cgn"});
  CHECK(missing.exit_code == 2);
  CHECK(!std::filesystem::exists(dir + "/v2.cgn"));
}

TEST_CASE("validate --valid-out/--invalid-out copy each game's own bytes, whatever shares their lines (issue 38)") {
  // Two games on one line: the second starts at its '[' after the first's result, so the
  // first game's text ends at its '*' and the second's starts at its first tag.
  const TempDir scratch;
  const std::string& dir = scratch.path();
  const std::string bad = "[Event \"a\"]\n[Result \"*\"]\n\n1. Hf7-d4 *";
  const std::string good = "[Event \"b\"]\n[Result \"*\"]\n\n" + kMoves;
  write_file(dir + "/in.cgn", bad + good);
  const auto r = run_cinc({"validate", dir + "/in.cgn", "--valid-out", dir + "/valid.cgn", "--invalid-out",
                           dir + "/invalid.cgn"});
  CHECK(r.exit_code == 1);
  CHECK(read_file(dir + "/valid.cgn") == good + "\n");
  CHECK(read_file(dir + "/invalid.cgn") == bad + "\n\n");
  // Each file reads back as one game.
  const auto valid = run_cinc({"validate", dir + "/valid.cgn"});
  CHECK(valid.exit_code == 0);
  CHECK(valid.out.find("1 game") != std::string::npos);
  const auto invalid = run_cinc({"validate", "--format", "json", dir + "/invalid.cgn"});
  CHECK(nlohmann::json::parse(invalid.out)["summary"]["games"] == 1);
}

TEST_CASE("a mistyped command is named, with the command meant") {
  const auto r = run_cinc({"validat", "x.cgn"});
  CHECK(r.exit_code == 2);
  CHECK(r.err == "cinc: unknown command 'validat'; did you mean 'validate'?\n");
  const auto far = run_cinc({"frobnicate"});
  CHECK(far.exit_code == 2);
  CHECK(has(far.err, "cinc: unknown command 'frobnicate'; the commands are validate, "));
  // The usage line names the program, not the path it was started by.
  CHECK(has(run_cinc({"validate"}).err + run_cinc({"validate", "--help"}).out, "Usage: cinc validate"));
}

TEST_CASE("no silent wrong output: diagram of an invalid record, a false Termination, a game of only a comment") {
  const TempDir scratch;
  const std::string& dir = scratch.path();
  SUBCASE("diagram without --ply of an invalid record") {
    // Light's Helicopter on c2 moves exactly two squares away: c3 is next to it (§4).
    write_file(dir + "/bad.cgn", "[Result \"*\"]\n\n1. Hf7-d5 Hc2-c3 *\n");
    const auto r = run_cinc({"diagram", dir + "/bad.cgn", "--format", "dot", "-o", dir + "/out.dot"});
    CHECK(r.exit_code == 1);
    CHECK(has(r.err, "has an error, so its last position is unknown"));
    CHECK(has(r.err, ":3:11: error: ply 2 (Light) \"Hc2-c3\""));
    CHECK(!std::filesystem::exists(dir + "/out.dot"));
    // Ply 1 is before the error: drawn.
    CHECK(run_cinc({"diagram", dir + "/bad.cgn", "--ply", "1", "--format", "dot", "-o", dir + "/out.dot"}).exit_code == 0);
  }
  SUBCASE("validate checks a Termination claim against the draw rules") {
    // No position of these six plies stands three times, and the result is *, not a draw.
    const auto r = run_cinc({"validate", "-"}, "[Termination \"Repetition\"]\n[Result \"*\"]\n\n" + kMoves);
    CHECK(r.exit_code == 0);
    CHECK(has(r.out, "<stdin>:1:1: warning: Termination says repetition, but no position stood three times "
                     "[termination.unsupported]"));
    CHECK(has(r.out, "<stdin>:1:1: warning: Termination says repetition, but the result is * [termination.unsupported]"));
  }
  SUBCASE("json, then json --to-cgn, keeps the comment of a game without moves") {
    write_file(dir + "/c.cgn", "[Event \"E\"]\n[Result \"*\"]\n\n{adjourned before the first move} *\n");
    const auto json = run_cinc({"json", dir + "/c.cgn", "-o", dir + "/c.json"});
    CHECK(json.exit_code == 0);
    const auto back = run_cinc({"json", "--to-cgn", dir + "/c.json"});
    CHECK(back.exit_code == 0);
    CHECK(has(back.out, "{adjourned before the first move}"));
  }
}

TEST_CASE("every sample under samples/invalid reports its errors; a slip of one character carries its suggestion") {
  // The slips, worked out by hand from docs/rules/commander-in-chief.md: each differs from
  // exactly one legal move by one character (the piece letter: the piece on f7 is a
  // Helicopter and Hf7-d5 is legal) or by its capture mark alone (which names the move).
  const std::map<std::string, std::string> slips = {
      {"wrong-piece-letter.cgn", "Hf7-d5"},
      {"capture-mark-missing.cgn", "Bb2xe5"},
      {"capture-mark-on-empty-square.cgn", "Hf7-d5"},
      {"capture-mark-missing-on-attack.cgn", "He4xc2"},
  };
  int files = 0;
  for (const auto& entry : std::filesystem::directory_iterator("samples/invalid")) {
    if (entry.path().extension() != ".cgn") continue;
    ++files;
    const std::string name = entry.path().filename().string();
    // invalid-utf8.cgn shows the strict reading; the default reads its byte as Windows-1252.
    std::vector<std::string> args = {"validate", entry.path().string()};
    if (name == "invalid-utf8.cgn") args.insert(args.begin() + 1, {"--encoding", "utf-8"});
    const auto r = run_cinc(args);
    const std::string why = name + ":\n" + r.out;  // one expression for CHECK_MESSAGE
    CHECK_MESSAGE(r.exit_code == 1, why);
    CHECK_MESSAGE(has(r.out, ": error: "), why);
    if (const auto slip = slips.find(name); slip != slips.end())
      CHECK_MESSAGE(has(r.out, "; did you mean " + slip->second), why);  // with its check sign, if any
  }
  CHECK(files >= 50);
}

TEST_CASE("every error in one pass: two slips of one game, the second found assuming the first's correction") {
  // tests/records/two-slips.cgn (its moves worked out by hand in tests/game/core/every_error_test.cpp
  // from docs/rules/commander-in-chief.md §3-§4): line 6 "3. Hd6xd8 Ac4-c5" writes ply 5 with an
  // 'x' onto the empty d8, whose one certain correction is Hd6-d8; line 13 "10. Ad7-d6 Hd4-d5 *"
  // writes ply 20, Light's Amphibian on d4, with the Helicopter's letter: found from Hd6-d8, its
  // one correction Ad4-d5 (one character off).
  const std::string p = kDir + "two-slips.cgn:";
  const auto r = run_cinc({"validate", kDir + "two-slips.cgn"});
  CHECK(r.exit_code == 1);
  const auto lines = lines_of(r.out);
  REQUIRE(lines.size() == 4);
  CHECK(lines[0] == "game 1 of tests/records/two-slips.cgn, line 1: Two slips: ? (Dark) - ? (Light), *");
  CHECK(lines[1].starts_with(p + "6:4: error: ply 5 (Dark) \"Hd6xd8\": d8 is empty, so nothing is taken"));
  CHECK(lines[1].ends_with("; did you mean Hd6-d8? [move.capture-mark]"));
  CHECK(lines[2].starts_with(p + "13:12: error: ply 20 (Light) \"Hd4-d5\": "));
  CHECK(lines[2].ends_with(" (assuming ply 5 is Hd6-d8); did you mean Ad4-d5? [move.wrong-piece]"));
  CHECK(lines[3] == "1 game: 0 valid, 1 invalid");
  // JSON: the same two, each with its line and column, the one suggestion in both members.
  const auto doc = nlohmann::json::parse(run_cinc({"validate", "--format", "json", kDir + "two-slips.cgn"}).out);
  const auto& d = doc["games"][0]["diagnostics"];
  REQUIRE(d.size() == 2);
  CHECK(d[0]["line"] == 6);
  CHECK(d[0]["column"] == 4);
  CHECK(d[0]["suggestion"] == "Hd6-d8");
  CHECK(d[0]["suggestions"] == nlohmann::json::array({"Hd6-d8"}));
  CHECK(d[1]["line"] == 13);
  CHECK(d[1]["column"] == 12);
  CHECK(d[1]["suggestion"] == "Ad4-d5");

  SUBCASE("cinc fix makes both corrections in one round; the record is then valid") {
    const TempDir scratch;
    const std::string out = scratch.path() + "/fixed.cgn";
    const auto fixed = run_cinc({"fix", kDir + "two-slips.cgn", "-o", out});
    CHECK(fixed.exit_code == 0);
    CHECK(has(fixed.err, p + "6:4: fixed: ply 5 \"Hd6xd8\" -> \"Hd6-d8\""));
    CHECK(has(fixed.err, p + "13:12: fixed: ply 20 \"Hd4-d5\" -> \"Ad4-d5\""));
    CHECK(run_cinc({"validate", out}).exit_code == 0);
  }
}

TEST_CASE("two suggestions: listed, closest first; fix leaves the move for a person") {
  // tests/records/two-suggestions.cgn, line 6 "1. Be5xc8 *" from the FEN "7C/2a5/8/4B3/8/2a5/8/7c d":
  // Dark's Bomber on e5 takes on c7 (-2,+2) or c3 (-2,-2) (docs/rules/commander-in-chief.md
  // §4.2: as a Fighter, passing over what is not a blocker); c8 is on no line from e5. Both
  // captures are one character off "Be5xc8" and no other legal move is that close (worked out
  // in tests/game/core/suggest_test.cpp): no certain correction; c7 (one rank off c8) first.
  const std::string p = kDir + "two-suggestions.cgn:";
  const auto r = run_cinc({"validate", kDir + "two-suggestions.cgn"});
  CHECK(r.exit_code == 1);
  CHECK(has(r.out, p + "6:4: error: ply 1 (Dark) \"Be5xc8\": "));
  CHECK(has(r.out, "; did you mean Be5xc7 or Be5xc3? [move.illegal]"));
  const auto doc = nlohmann::json::parse(run_cinc({"validate", "--format", "json", kDir + "two-suggestions.cgn"}).out);
  const auto& d = doc["games"][0]["diagnostics"][0];
  CHECK(d["suggestion"].is_null());
  CHECK(d["suggestions"] == nlohmann::json::array({"Be5xc7", "Be5xc3"}));
  // A diagnostic without any: an empty list.
  const auto clean = nlohmann::json::parse(run_cinc({"validate", "--format", "json", "-"}, "1. Hf7-d5 Ab4-c4 1-0\n").out);
  CHECK(clean["games"][0]["diagnostics"][0]["suggestions"] == nlohmann::json::array());

  const TempDir scratch;
  const auto refused = run_cinc({"fix", kDir + "two-suggestions.cgn", "-o", scratch.path() + "/no.cgn"});
  CHECK(refused.exit_code == 1);
  CHECK(has(refused.err, "did you mean Be5xc7 or Be5xc3? [move.illegal] -- no certain correction: fix it by hand"));
  CHECK(read_file(scratch.path() + "/no.cgn") == read_file(kDir + "two-suggestions.cgn"));
}

TEST_CASE("after an illegal move without a certain correction: a piece letter the game lacks is still found") {
  // Ply 1 Hf7-d4 (off the Helicopter's ring, docs/rules/commander-in-chief.md §4.2) is one
  // character off Hf7-d5, Hf7-d6 and Hf7-d7: three, listed, no certain one; so plies 2 and 3 are
  // not played. Ply 3, "Qd5" at 3:21, has no piece letter of the game (§4.2: C, F, B, T, S, H, A,
  // K, D): an error whatever the position.
  const auto r = run_cinc({"validate", "-"}, "[Result \"*\"]\n\n1. Hf7-d4 Hc2-c4 2. Qd5 *\n");
  CHECK(r.exit_code == 1);
  const auto lines = lines_of(r.out);
  REQUIRE(lines.size() == 5);
  CHECK(lines[1].starts_with("<stdin>:3:4: error: ply 1 (Dark) \"Hf7-d4\": "));
  CHECK(lines[1].ends_with("; did you mean Hf7-d5, Hf7-d6 or Hf7-d7? [move.illegal]"));
  CHECK(lines[2] == "<stdin>:3:11: warning: ply 2 \"Hc2-c4\": the 2 moves after the illegal move at ply 1 (plies 2 "
                    "to 3) are not checked: the position they are played from is unknown [move.unchecked]");
  CHECK(lines[3] == "<stdin>:3:21: error: ply 3 \"Qd5\": 'Q' is not a piece letter: Commander-In-Chief moves start "
                    "with C, F, B, T, S, H, A, K or D (the move is not checked otherwise: the position it is played "
                    "from is unknown) [move.syntax]");
}

TEST_CASE("copies by meaning: the same game in short form, in long form, without the default Variant and from a FEN of "
          "the standard start counts once") {
  // tests/records/copies-by-meaning.cgn (docs/scoring.md "Duplicate games"): games 1 to 4 are
  // one game between Alvarez (Dark) and Singh (Light) in round 1 — short form with comments
  // (line 1), long form with NAGs and no Variant tag (line 24), long form from [FEN] of the
  // standard start (line 37), short form typed again (line 51); game 5 (line 61, round 2)
  // plays Dark's first two moves the other way round: the same position from move 2 on, but
  // another game; game 6 (line 72, round 3) is game 1's moves played by Okafor.
  const std::string file = kDir + "copies-by-meaning.cgn";
  const std::string copy = ": warning: this game is a copy of game 1 (line 1) of this file: the same players and moves; "
                           "standings count it once (remove one copy) [game.duplicate]\n";
  const auto v = run_cinc({"validate", file});
  CHECK(v.exit_code == 0);
  CHECK(v.out == file + ":24:1" + copy + file + ":37:1" + copy + file + ":51:1" + copy +
                     "6 games: 6 valid, 0 invalid\n");
  // The standings count the game once: Alvarez won games 1 and 5 (rounds 1 and 2), Okafor
  // game 6, Singh lost all three.
  const auto s = run_standings_both_paths({"standings", "--format", "json", file});
  REQUIRE(s.exit_code == 0);
  const auto table = nlohmann::json::parse(s.out)["events"][0];
  REQUIRE(table["standings"].size() == 3);
  std::map<std::string, nlohmann::json> rows;
  for (const auto& row : table["standings"]) rows[row["player"].get<std::string>()] = row;
  CHECK(rows["Alvarez, Marco"]["games"] == 2);
  CHECK(rows["Alvarez, Marco"]["points"] == 2.0);
  CHECK(rows["Alvarez, Marco"]["rounds"]["1"] == "+3d");  // one cell: no "two games in round 1"
  CHECK(rows["Singh, Priya"]["games"] == 3);
  CHECK(rows["Singh, Priya"]["points"] == 0.0);
  CHECK(rows["Okafor, Daniel"]["games"] == 1);
  CHECK(table["warnings"].size() == 3);
  // The copies are as much copies to `score` (which scores every game it reads) and `html`.
  const auto sc = run_cinc({"score", "--format", "csv", file});
  CHECK(sc.err == file + ":24:1" + copy + file + ":37:1" + copy + file + ":51:1" + copy);
  const TempDir scratch;
  const auto page = run_cinc({"html", file, "-o", scratch.path() + "/page.html"});
  CHECK(page.exit_code == 0);
  CHECK(page.err == file + ":24:1" + copy + file + ":37:1" + copy + file + ":51:1" + copy);
}
