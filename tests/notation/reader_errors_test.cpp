// Reader diagnostics: every code at its exact line:column, resynchronisation, limits
// at and one past, and hostile input (deep nesting, NUL, invalid UTF-8, garbage).
// Every expected position was counted by hand from the input text.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>

#include "cinc/notation/limits.h"
#include "cinc/notation/reader.h"
#include "notation_test_util.h"

using namespace cinc::notation;
using cinc::notation::test::all_diags;
using cinc::notation::test::first_diag;
using cinc::notation::test::only_diag;
using cinc::notation::test::pos_str;
using cinc::notation::test::read_one;

namespace {

std::string repeat(std::string_view s, std::size_t n) {
  std::string out;
  out.reserve(s.size() * n);
  for (std::size_t i = 0; i < n; ++i) out.append(s);
  return out;
}

/// Depth of the deepest variation under a line (tests only build shallow-enough trees
/// for this loop to be cheap; it walks the first variation of the first move).
int chain_depth(const Variation& v) {
  int depth = 0;
  const Variation* cur = &v;
  while (!cur->moves.empty() && !cur->moves[0].variations.empty()) {
    cur = &cur->moves[0].variations[0];
    ++depth;
  }
  return depth;
}

}  // namespace

TEST_CASE("errors: every diagnostic is an error with a message") {
  const GameRecord g = read_one("1. a {never closed\nb *\n");
  REQUIRE(g.diagnostics.size() == 1);
  CHECK(g.diagnostics[0].severity == Severity::error);
  CHECK(g.diagnostics[0].message == "comment opened here is never closed (missing '}')");
  CHECK(g.has_syntax_error());
}

TEST_CASE("errors: syntax.unterminated-comment") {
  CHECK(first_diag("[Event \"x\"]\n1. a {never closed\nb *\n") ==
        "syntax.unterminated-comment@2:6");
  CHECK(first_diag("{") == "syntax.unterminated-comment@1:1");
}

TEST_CASE("errors: an unterminated comment does not swallow the next game") {
  const auto games = read_games("1. a {oops\n2. b *\n[Event \"next\"]\n1. c {fine} *\n");
  REQUIRE(games.size() == 2);
  CHECK(only_diag(games[0]) == "syntax.unterminated-comment@1:6");
  CHECK(games[1].diagnostics.empty());
  CHECK(pos_str(games[1].start) == "3:1");
  CHECK(games[1].tags.at(0).value == "next");
  REQUIRE(games[1].main.moves.size() == 1);
  CHECK(games[1].main.moves[0].comments.at(0).text == "fine");
  CHECK(games[1].result == "*");
}

TEST_CASE("errors: a '[' line inside a comment that is not a tag line does not end it") {
  const GameRecord g = read_one("a {x\n[%clk 0:01:00]\n [Event] } *");
  CHECK(g.diagnostics.empty());
  CHECK(g.main.moves.at(0).comments.at(0).text == "x [%clk 0:01:00] [Event]");
}

TEST_CASE("errors: tag pairs") {
  CHECK(first_diag("[Event \"x\"\n1. a *") == "syntax.unterminated-tag@1:1");
  CHECK(first_diag("[Event") == "syntax.unterminated-tag@1:1");
  CHECK(first_diag("[Event \"x]\n") == "syntax.unterminated-string@1:8");
  CHECK(first_diag("[Event \"x\\\"]") == "syntax.unterminated-string@1:8");
  CHECK(first_diag("[Event x]") == "syntax.bad-tag@1:8");
  CHECK(first_diag("[ \"x\"]") == "syntax.bad-tag@1:3");
  CHECK(first_diag("[Event]") == "syntax.bad-tag@1:7");
  CHECK(first_diag("[Event \"x\" y]") == "syntax.bad-tag@1:12");
  CHECK(first_diag("[1 \"x\"]") == "syntax.bad-tag@1:2");
}

TEST_CASE("errors: a tag given twice") {
  // Different values: an error at the second '[', and the game is still read to its end.
  GameRecord g = read_one("[Result \"1-0\"]\n[Site \"x\"]\n[Result \"0-1\"]\n\n1. a b 0-1\n");
  REQUIRE(g.diagnostics.size() == 1);
  CHECK(only_diag(g) == "tag.duplicate@3:1");
  CHECK(g.diagnostics[0].severity == Severity::error);
  CHECK(g.diagnostics[0].message ==
        "tag 'Result' is given a second time (first on line 1) with a different value, \"0-1\" instead of "
        "\"1-0\"; a game has one value per tag");
  CHECK(g.main.moves.size() == 2);
  CHECK(g.result == "0-1");
  // The same value: only a warning.
  g = read_one("[Event \"x\"]\n[Event \"x\"]\n\n1. a *\n");
  REQUIRE(g.diagnostics.size() == 1);
  CHECK(only_diag(g) == "tag.duplicate@2:1");
  CHECK(g.diagnostics[0].severity == Severity::warning);
  CHECK_FALSE(g.has_syntax_error());
}

TEST_CASE("errors: variations") {
  CHECK(first_diag("1. a (b c\n") == "syntax.unterminated-variation@1:6");
  CHECK(first_diag("1. a (b (c d) e") == "syntax.unterminated-variation@1:6");
  CHECK(first_diag("1. a (b (c d e") == "syntax.unterminated-variation@1:9");
  CHECK(first_diag("1. a ) *") == "syntax.unmatched-close@1:6");
  CHECK(first_diag("1. (a) b *") == "syntax.variation-before-move@1:4");
  CHECK(first_diag("a ((b))") == "syntax.variation-before-move@1:4");
  CHECK(first_diag("{c} (a) *") == "syntax.variation-before-move@1:5");
  CHECK(first_diag("1. a () *") == "syntax.empty-variation@1:6");
  CHECK(first_diag("1. a ( {c} ) *") == "syntax.empty-variation@1:6");
  CHECK(first_diag("1. a (b 1-0) *") == "syntax.result-in-variation@1:9");
  CHECK(first_diag("1. a (b *) *") == "syntax.result-in-variation@1:9");
}

TEST_CASE("errors: an unterminated variation before the next game") {
  const auto games = read_games("1. a (b\n[Event \"n\"]\n1. c *");
  REQUIRE(games.size() == 2);
  CHECK(only_diag(games[0]) == "syntax.unterminated-variation@1:6");
  CHECK(games[1].diagnostics.empty());
  CHECK(games[1].main.moves.at(0).text == "c");
}

TEST_CASE("errors: NUL bytes anywhere") {
  CHECK(first_diag(std::string("1. a \0b *", 9)) == "syntax.nul-byte@1:6");
  CHECK(first_diag(std::string("1. a {x\0} *", 11)) == "syntax.nul-byte@1:8");
  CHECK(first_diag(std::string("[E \"a\0\"]", 8)) == "syntax.nul-byte@1:6");
  CHECK(first_diag(std::string("a\r\n  \0", 6)) == "syntax.nul-byte@2:3");
  CHECK(first_diag(std::string("a ;x\0\n*", 7)) == "syntax.nul-byte@1:5");
  CHECK(first_diag(std::string("%esc\0ape\n", 9)) == "syntax.nul-byte@1:5");
  CHECK(first_diag(std::string("\0", 1)) == "syntax.nul-byte@1:1");
}

TEST_CASE("errors: invalid UTF-8 anywhere") {
  CHECK(first_diag("1. a \xC3( *") == "syntax.invalid-utf8@1:6");
  CHECK(first_diag("1. a {caf\xC3\xA9 ok \xFF} *") == "syntax.invalid-utf8@1:16");
  // In a tag value the first bad byte is reported and the game is read on (docs/notation.md
  // §1): 0xE2 (1:9) starts a sequence that 0x82 does not complete (0x82 is not reported again).
  {
    const auto games = read_games("[Event \"\xE2\x82\"]\n\n1. a *");
    REQUIRE(games.size() == 1);
    REQUIRE(games[0].diagnostics.size() == 1);
    CHECK(pos_str(games[0].diagnostics[0].pos) == "1:9");
    CHECK(games[0].diagnostics[0].code == "syntax.invalid-utf8");
    REQUIRE(games[0].main.moves.size() == 1);
    CHECK(games[0].result == "*");
  }
  CHECK(first_diag("a {\xC0\x80} *") == "syntax.invalid-utf8@1:4");      // overlong
  CHECK(first_diag("a {\xED\xA0\x80} *") == "syntax.invalid-utf8@1:4");  // surrogate
  CHECK(first_diag("a {\xF4\x90\x80\x80} *") == "syntax.invalid-utf8@1:4");  // > U+10FFFF
  CHECK(first_diag("a ;\x80\n*") == "syntax.invalid-utf8@1:4");
  CHECK(first_diag("%\xFE\n") == "syntax.invalid-utf8@1:2");
  CHECK(first_diag("a {caf\xE9} *") == "syntax.invalid-utf8@1:7");  // Latin-1, not UTF-8
  CHECK(first_diag("a {\xF0\x9F\x98") == "syntax.invalid-utf8@1:4");  // truncated at the end
  // Well-formed non-ASCII text is fine in comments and tag values, not in movetext.
  CHECK(read_one("[Site \"K\xC3\xB8" "benhavn\"]\na {\xF0\x9F\x98\x80} *").diagnostics.empty());
  CHECK(first_diag("1. a \xC3\xA9 *") == "syntax.unexpected-character@1:6");
}

TEST_CASE("errors: unexpected characters") {
  CHECK(first_diag("1. a & *") == "syntax.unexpected-character@1:6");
  CHECK(first_diag("1. a [b \"c\"] *") == "syntax.unexpected-character@1:6");
  CHECK(first_diag("1. a [%clk 0:01] *") == "syntax.unexpected-character@1:6");
  CHECK(first_diag("1. a - b *") == "syntax.unexpected-character@1:6");
  CHECK(first_diag("1. a\n\x01") == "syntax.unexpected-character@2:1");
  CHECK(first_diag("a 1/2 *") == "syntax.unexpected-character@1:4");
}

TEST_CASE("errors: the hints for a comment that held braces and for a move typed with spaces") {
  const auto message_of = [](std::string_view text, std::string_view code) {
    const GameRecord g = read_one(text);
    for (const auto& d : g.diagnostics)
      if (d.code == code) return d.message;
    return std::string("(no ") + std::string(code) + ")";
  };
  // Comments do not nest (docs/notation.md): "{a {b} c}" ends at the first '}', and the
  // '}' after "c" stands alone. Its message names the comment that ended early.
  const std::string nested = message_of("1. a {a {b} c} *", "syntax.unexpected-character");
  CHECK(nested.find("comments do not nest: the comment \"{a {b}\" ended at its first '}'") != std::string::npos);
  // A long comment is named by its start, on one line; a UTF-8 character is not cut.
  const std::string long_one =
      message_of("1. a {" + repeat("\xC3\xA9", 25) + "\n{b} c} *", "syntax.unexpected-character");
  CHECK(long_one.find("the comment \"{" + repeat("\xC3\xA9", 19) + "...\"") != std::string::npos);
  // A stray '}' after a comment without braces inside, or with no comment before it, gets
  // no such hint.
  CHECK(message_of("1. a {b} c} *", "syntax.unexpected-character").find("nest") == std::string::npos);
  CHECK(message_of("1. a } *", "syntax.unexpected-character").find("nest") == std::string::npos);
  CHECK(message_of("1. a {b} {c} } *", "syntax.unexpected-character").find("nest") == std::string::npos);
  // "Hf7 - d5": a '-' alone between a square and a square.
  const std::string hint = "a move is written without spaces around its '-', as in \"Hf7-d5\"";
  CHECK(message_of("1. Hf7 - d5 *", "syntax.unexpected-character").find(hint) != std::string::npos);
  CHECK(message_of("1. Hf10  -\td5 *", "syntax.unexpected-character").find(hint) != std::string::npos);
  // Not when either side is no square, or the '-' touches a word.
  CHECK(message_of("1. a - b *", "syntax.unexpected-character").find(hint) == std::string::npos);
  CHECK(message_of("1. Hf7 - 5 *", "syntax.unexpected-character").find(hint) == std::string::npos);
  CHECK(message_of("1. H7 - d5 *", "syntax.unexpected-character").find(hint) == std::string::npos);
  CHECK(first_diag("1. Hf7 - d5 *") == "syntax.unexpected-character@1:8");
  CHECK(first_diag("1. a {a {b} c} *") == "syntax.unexpected-character@1:14");
}

TEST_CASE("errors: NAGs and move numbers") {
  CHECK(first_diag("1. a $256 *") == "syntax.bad-nag@1:6");
  CHECK(first_diag("1. a $99999999999999999999999 *") == "syntax.bad-nag@1:6");
  CHECK(first_diag("1. a $x *") == "syntax.bad-nag@1:6");
  CHECK(first_diag("1. a $") == "syntax.bad-nag@1:6");
  CHECK(first_diag("1. a!!! *") == "syntax.bad-nag@1:5");
  CHECK(first_diag("$1 a *") == "syntax.nag-before-move@1:1");
  CHECK(first_diag("a ($1 b) *") == "syntax.nag-before-move@1:4");
  CHECK(first_diag("! a *") == "syntax.nag-before-move@1:1");
  CHECK(first_diag("0. a *") == "syntax.bad-move-number@1:1");
  CHECK(first_diag("a 100001. b *") == "syntax.bad-move-number@1:3");
  CHECK(first_diag("a 99999999999999999999999. b *") == "syntax.bad-move-number@1:3");
}

TEST_CASE("errors: syntax.missing-result") {
  SUBCASE("before the next game's tags") {
    const auto games = read_games("[Event \"a\"]\n1. a b\n[Event \"b\"]\n1. c *\n");
    REQUIRE(games.size() == 2);
    CHECK(only_diag(games[0]) == "syntax.missing-result@2:7");
    CHECK(games[0].main.moves.size() == 2);
    CHECK(games[0].result.empty());
    CHECK(games[1].diagnostics.empty());
    CHECK(games[1].tags.at(0).value == "b");
    CHECK(games[1].main.moves.at(0).text == "c");
  }
  SUBCASE("at the end of the input") {
    CHECK(first_diag("1. a b") == "syntax.missing-result@1:7");
    CHECK(first_diag("1. a b\r\n\r\n") == "syntax.missing-result@1:7");
    CHECK(first_diag("1. a {c\nd}\n% x\n") == "syntax.missing-result@2:3");
    CHECK(first_diag("[Event \"x\"]") == "syntax.missing-result@1:12");
  }
  SUBCASE("a game of tags only, followed by a blank line and the next game") {
    const auto games = read_games("[Event \"a\"]\n\n[Event \"b\"]\n1. c *");
    REQUIRE(games.size() == 2);
    CHECK(only_diag(games[0]) == "syntax.missing-result@1:12");
    CHECK(games[1].tags.at(0).value == "b");
    CHECK(games[1].diagnostics.empty());
  }
  SUBCASE("a game after a result on the same line") {
    const auto games = read_games("a * b\n");
    REQUIRE(games.size() == 2);
    CHECK(games[0].diagnostics.empty());
    CHECK(only_diag(games[1]) == "syntax.missing-result@1:6");
  }
}

TEST_CASE("errors: resynchronisation keeps the next game intact") {
  const std::string good = "[Event \"good\"]\n1. c d 2. e *\n";
  // Each broken game and its diagnostics: the reader reads on after an error in the movetext
  // or in a tag line (up to the result, or the next game's tags).
  const std::pair<const char*, const char*> broken[] = {
      {"[Event \"bad\"]\n1. a ) b *\n", "syntax.unmatched-close@2:6"},
      {"[Event \"bad]\n1. a *\n", "syntax.unterminated-string@1:8"},
      {"[Event \"bad\"]\n1. a $999 b c d e\nf g {h} *\n", "syntax.bad-nag@2:6"},
      {"[Event \"bad\"]\n1. a (b\n", "syntax.unterminated-variation@2:6"},
      // 0xFF is skipped (1:6); "(d)" is a variation on b; the ')' after it closes none (2:5).
      {"1. a \xFF b {c}\n(d) ) 1-0\n", "syntax.invalid-utf8@1:6 syntax.unmatched-close@2:5"},
      // '&' (1:9) is skipped; "more garbage" are moves, and the next game's tags come before a result.
      {"garbage & more garbage\n", "syntax.unexpected-character@1:9 syntax.missing-result@1:23"},
  };
  for (const auto& [b, expected] : broken) {
    CAPTURE(b);
    const auto games = read_games(std::string(b) + good);
    REQUIRE(games.size() == 2);
    CHECK(games[0].has_syntax_error());
    CHECK(all_diags(games[0]) == expected);
    const GameRecord& g = games[1];
    CHECK(g.diagnostics.empty());
    REQUIRE(g.tags.size() == 1);
    CHECK(g.tags[0].value == "good");
    REQUIRE(g.main.moves.size() == 3);
    CHECK(g.main.moves[0].text == "c");
    CHECK(g.main.moves[2].text == "e");
    CHECK(g.result == "*");
  }
  // The broken game's position is the unmatched ')' of line 2.
  CHECK(first_diag("[Event \"bad\"]\n1. a ) b *\n" + good) == "syntax.unmatched-close@2:6");
}

TEST_CASE("limits: variation depth at the limit and one past") {
  const int max = limits::kMaxVariationDepth;
  // "a (b (b (b ... )))": the k-th '(' is at column 3k.
  auto nested = [](int depth) {
    return "a" + repeat(" (b", static_cast<std::size_t>(depth)) +
           repeat(")", static_cast<std::size_t>(depth)) + " *";
  };
  const GameRecord ok = read_one(nested(max));
  CHECK(ok.diagnostics.empty());
  CHECK(chain_depth(ok.main) == max);
  CHECK(ok.result == "*");
  CHECK(first_diag(nested(max + 1)) == "limit.variation-depth@1:303");
}

TEST_CASE("limits: 100,000 nested '(' give a diagnostic, not a crash") {
  CHECK(first_diag("a" + repeat(" (b", 100000)) == "limit.variation-depth@1:303");
  CHECK(first_diag("a " + repeat("(", 100000)) == "syntax.variation-before-move@1:4");
  CHECK(first_diag(repeat("(", 100000)) == "syntax.variation-before-move@1:1");
  CHECK(first_diag(repeat(")", 100000)) == "syntax.unmatched-close@1:1");
  CHECK(first_diag("a" + repeat(" (b", 100) + repeat(")", 100000)) ==
        "syntax.unmatched-close@1:402");
}

TEST_CASE("limits: tag name, tag value and comment sizes") {
  const std::string name_ok(limits::kMaxTagName, 'A');
  CHECK(read_one("[" + name_ok + " \"v\"] *").diagnostics.empty());
  CHECK(first_diag("[" + name_ok + "A \"v\"] *") == "limit.tag-name@1:2");

  const std::string value_ok(limits::kMaxTagValue, 'v');
  const GameRecord g = read_one("[V \"" + value_ok + "\"] *");
  CHECK(g.diagnostics.empty());
  CHECK(g.tags.at(0).value.size() == limits::kMaxTagValue);
  CHECK(first_diag("[V \"" + value_ok + "v\"] *") == "limit.tag-value@1:4");
  // The limit counts unescaped bytes: 8192 escaped quotes are 8192 bytes.
  CHECK(read_one("[V \"" + repeat("\\\"", limits::kMaxTagValue) + "\"] *").diagnostics.empty());

  const std::string comment_ok(limits::kMaxComment, 'x');
  const GameRecord c = read_one("a {" + comment_ok + "} *");
  CHECK(c.diagnostics.empty());
  CHECK(c.main.moves.at(0).comments.at(0).text.size() == limits::kMaxComment);
  CHECK(first_diag("a {" + comment_ok + "x} *") == "limit.comment@1:3");
  CHECK(first_diag("a ;" + comment_ok + "x\n*") == "limit.comment@1:3");
  // The limit counts the folded text: extra white space does not count.
  CHECK(read_one("a {  " + comment_ok + "  \n\n } *").diagnostics.empty());
}

TEST_CASE("limits: number of tags") {
  std::string tags;
  for (std::size_t i = 0; i < limits::kMaxTags; ++i) tags += "[T" + std::to_string(i) + " \"v\"]\n";
  const GameRecord g = read_one(tags + "*");
  CHECK(g.diagnostics.empty());
  CHECK(g.tags.size() == limits::kMaxTags);
  CHECK(first_diag(tags + "[Last \"v\"]\n*") == "limit.tags@1001:1");
}

TEST_CASE("limits: number of moves") {
  const std::string moves = repeat("a ", limits::kMaxMovesPerGame);
  const GameRecord g = read_one(moves + "*");
  CHECK(g.diagnostics.empty());
  CHECK(g.main.moves.size() == limits::kMaxMovesPerGame);
  CHECK(first_diag(moves + "a *") == "limit.moves@1:200001");
  // Moves in variations count too.
  CHECK(first_diag(repeat("a ", limits::kMaxMovesPerGame - 1) + "(b c) *") ==
        "limit.moves@1:200002");
}

TEST_CASE("errors: positions of diagnostics lie inside the input on garbage") {
  // A fixed pseudo-random stream of bytes biased toward CGN's punctuation.
  std::uint32_t state = 12345;
  auto next = [&] {
    state = state * 1103515245u + 12345u;
    return (state >> 16) & 0x7fff;
  };
  const std::string alphabet = "[]{}()\"\\;%$!?*.-0123456789abcxHf \n\r\t\xC3\xA9\xFF";
  for (int round = 0; round < 300; ++round) {
    std::string text;
    const std::size_t len = next() % 200;
    for (std::size_t i = 0; i < len; ++i) {
      if (next() % 8 == 0) {
        text.push_back(static_cast<char>(next() & 0xff));
      } else {
        text.push_back(alphabet[next() % alphabet.size()]);
      }
    }
    // Line lengths, counting line ends as LF, CRLF or CR.
    std::vector<std::size_t> line_len{0};
    std::size_t start = (text.rfind("\xEF\xBB\xBF", 0) == 0) ? 3 : 0;
    for (std::size_t i = start; i < text.size(); ++i) {
      if (text[i] == '\r' || text[i] == '\n') {
        if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
        line_len.push_back(0);
      } else {
        ++line_len.back();
      }
    }
    for (const GameRecord& g : read_games(text)) {
      for (const Diagnostic& d : g.diagnostics) {
        CAPTURE(text);
        CAPTURE(d.code);
        REQUIRE(d.pos.line >= 1);
        REQUIRE(d.pos.line <= line_len.size());
        CHECK(d.pos.column >= 1);
        CHECK(d.pos.column <= line_len[d.pos.line - 1] + 1);
        CHECK(!d.message.empty());
      }
      // Reading goes on after at most limits::kMaxSyntaxErrors errors in the movetext, and one
      // more error ends the game; besides them a game may hold warnings (look-alikes; a stray
      // result before it is a note of the file, not the game's) and the errors in its tags
      // after which reading goes on: a tag given twice with another value, a byte that is not
      // UTF-8 in a tag value.
      const auto syntax_error = [&g](const Diagnostic& d) {
        if (d.severity != Severity::error || d.code == "tag.duplicate") return false;
        if (d.code != "syntax.invalid-utf8") return true;
        return std::none_of(g.tags.begin(), g.tags.end(), [&d](const Tag& t) { return t.pos.line == d.pos.line; });
      };
      CHECK(std::count_if(g.diagnostics.begin(), g.diagnostics.end(), syntax_error) <=
            static_cast<std::ptrdiff_t>(limits::kMaxSyntaxErrors + 1));
    }
  }
}

TEST_CASE("a broken tag line is left out when its name cannot be read; the rest of the game is read on") {
  const std::string text =
      "[Event \"a\"]\n[1Round \"1\"]\n[Result \"*\"]\n\n1. Hf7-d5 *\n\n[Event \"b\"]\n[Result \"*\"]\n\n1. Hf7-d5 *\n";
  const auto games = cinc::notation::read_games(text);
  REQUIRE(games.size() == 2);
  REQUIRE(games[0].diagnostics.size() == 1);
  CHECK(games[0].diagnostics[0].code == "syntax.bad-tag");
  CHECK(games[0].diagnostics[0].pos == cinc::notation::SourcePos{2, 2});
  CHECK(games[0].diagnostics[0].suggestion.empty());  // no name: no tag to suggest
  // The tag lines after the broken one are the game's tags, and its move and result are read.
  REQUIRE(games[0].tags.size() == 2);
  CHECK(games[0].tags[0].name == "Event");
  CHECK(games[0].tags[1].name == "Result");
  CHECK(games[0].main.moves.size() == 1);
  CHECK(games[0].result == "*");
  CHECK(games[1].diagnostics.empty());
  REQUIRE(games[1].tags.size() == 2);
  CHECK(games[1].tags[0].value == "b");
  CHECK(games[1].main.moves.size() == 1);
}

TEST_CASE("recovery: a broken tag line whose name was read keeps its tag, with the value the line meant") {
  // The error suggests the line written so when that is certain: the line holds the tag
  // alone, and writing it so only adds the quotes or the ']' it lacks (docs/errors.md). The
  // Site line has a 'b' where its ']' belongs, which may be part of the value or not.
  // Positions counted by hand: line 1's quote is column 8; line 2's '2' column 7 (after
  // "[Date "); line 3's 'b' column 11; line 4's '[' column 1; line 5's '1' column 9.
  const GameRecord g = read_one(
      "[Event \"Club]\n"
      "[Date 2026.01.01 ]\n"
      "[Site \"a\" b]\n"
      "[Round \"2\"\n"
      "[Result 1-0]\n"
      "\n"
      "1. a 1-0\n");
  CHECK(all_diags(g) ==
        "syntax.unterminated-string@1:8 syntax.bad-tag@2:7 syntax.bad-tag@3:11 syntax.unterminated-tag@4:1 "
        "syntax.bad-tag@5:9");
  REQUIRE(g.tags.size() == 5);
  const std::pair<const char*, const char*> expected[] = {
      {"Event", "Club"}, {"Date", "2026.01.01"}, {"Site", "a"}, {"Round", "2"}, {"Result", "1-0"}};
  for (std::size_t i = 0; i < 5; ++i) {
    CAPTURE(i);
    CHECK(g.tags[i].name == expected[i].first);
    CHECK(g.tags[i].value == expected[i].second);
    CHECK(g.tags[i].pos == SourcePos{static_cast<std::uint32_t>(i + 1), 1});
    const std::string certain = "[" + std::string(expected[i].first) + " \"" + std::string(expected[i].second) + "\"]";
    CHECK(g.diagnostics[i].suggestion == (i == 2 ? std::string() : certain));
  }
  REQUIRE(g.main.moves.size() == 1);
  CHECK(g.main.moves[0].text == "a");
  CHECK(g.result == "1-0");
}

TEST_CASE("recovery: a broken tag's value keeps its escapes resolved, and the suggestion writes them again") {
  // "[Annotator " is 11 bytes: the quote is column 12. The value not closed is `say \"hi`
  // as written, `say "hi` once read.
  const GameRecord g = read_one("[Annotator \"say \\\"hi]\n\n1. a *\n");
  CHECK(all_diags(g) == "syntax.unterminated-string@1:12");
  REQUIRE(g.tags.size() == 1);
  CHECK(g.tags[0].value == "say \"hi");
  CHECK(g.diagnostics[0].suggestion == "[Annotator \"say \\\"hi\"]");
  // With no ']' on the line, the value runs to its end (blanks at either end left out).
  const GameRecord h = read_one("[Event   Club Championship  \n\n1. a *\n");
  CHECK(all_diags(h) == "syntax.bad-tag@1:10");
  REQUIRE(h.tags.size() == 1);
  CHECK(h.tags[0].value == "Club Championship");
  CHECK(h.diagnostics[0].suggestion == "[Event \"Club Championship\"]");
}

TEST_CASE("recovery: a broken tag line's errors and look-alikes are named at their bytes") {
  // A curly opening quote (U+201C, bytes 8-10) never closed: the error is at its first
  // byte, after the look-alike's warning. An unquoted Result with an en dash (U+2013 at
  // column 10, after "[Result 1"): the dash is named at its place, and the value read as 1-0.
  const GameRecord g = read_one("[Event \xE2\x80\x9C" "Club]\n[Result 1\xE2\x80\x93" "0]\n\n1. a 1-0\n");
  CHECK(all_diags(g) == "syntax.lookalike@1:8 syntax.unterminated-string@1:8 syntax.bad-tag@2:9 syntax.lookalike@2:10");
  REQUIRE(g.tags.size() == 2);
  CHECK(g.tags[0].value == "Club");
  CHECK(g.tags[1].value == "1-0");
  CHECK(g.diagnostics[1].suggestion == "[Event \"Club\"]");
  CHECK(g.diagnostics[2].suggestion == "[Result \"1-0\"]");
}

// A game "1. a <written>" then a clean one: the first has one syntax.bad-result error at 2:6
// ("1. a " is 5 bytes), quoting the text as written and saying `why`, suggesting `meant`,
// and ends with it; the second is untouched (docs/errors.md syntax.bad-result).
static void check_typed_result(const std::string& written, const std::string& meant, const std::string& why) {
  const auto games = read_games("[Event \"a\"]\n1. a " + written + "\n[Event \"b\"]\n1. c *\n");
  REQUIRE(games.size() == 2);
  CHECK(all_diags(games[0]) == "syntax.bad-result@2:6");
  CHECK(games[0].diagnostics[0].suggestion == meant);
  CHECK(games[0].diagnostics[0].message == "'" + written + "' is not a result as CGN writes it" + why);
  CHECK(games[0].result == meant);
  REQUIRE(games[0].main.moves.size() == 1);
  CHECK(games[1].diagnostics.empty());
}

TEST_CASE("errors: a result typed another way is an error naming the result meant, which the game has") {
  // docs/errors.md syntax.bad-result. "1. a " is 5 bytes: the word is at column 6.
  const std::pair<const char*, const char*> typed[] = {
      {"1:0", "1-0"},         {"0:1", "0-1"},     {"1-O", "1-0"},         {"1:O", "1-0"},
      {"O-1", "0-1"},         {"O:1", "0-1"},     {"1/2:1/2", "1/2-1/2"}, {"0.5-0.5", "1/2-1/2"},
      {"0.5:0.5", "1/2-1/2"}};
  for (const auto& [written, meant] : typed) {
    CAPTURE(written);
    check_typed_result(written, meant, " (1-0, 0-1, 1/2-1/2, * or a forfeit)");
  }
  // Typed with look-alikes (U+00BD twice): the look-alike warnings, then the error.
  const GameRecord half = read_one("1. a \xC2\xBD:\xC2\xBD\n");
  CHECK(all_diags(half) == "syntax.lookalike@1:6 syntax.bad-result@1:6");
  CHECK(half.result == "1/2-1/2");
  // Glued to what follows, it ends where it ends, as a result does ("1-0*"): "1:0*" is the
  // typed result, then a '*' alone (a note of the file, not a game). It was read as the
  // move "1:0" (and "O-1*" as "O-1"), which the writer wrote back as a typed result
  // (docs/fuzzing.md).
  for (const auto& [text, meant] : {std::pair{"1. a 1:0*\n", "1-0"}, std::pair{"1. a O-1*\n", "0-1"}}) {
    CAPTURE(text);
    const auto glued = read_games(text);
    REQUIRE(glued.size() == 1);
    CHECK(all_diags(glued[0]) == "syntax.bad-result@1:6");
    CHECK(glued[0].result == meant);
    CHECK(glued[0].main.moves.size() == 1);
  }
  // A word like them that is none of them stays a move ("O-O" is no result).
  CHECK(read_one("1. a O-O *\n").main.moves.at(1).text == "O-O");
  // Inside a variation the result meant is out of place, as any result is there.
  CHECK(first_diag("1. a (b 1:0) *\n") == "syntax.bad-result@1:9");
  CHECK(all_diags(read_one("1. a (b 1:0) *\n")) == "syntax.bad-result@1:9 syntax.result-in-variation@1:9");
}

TEST_CASE("errors: a result typed with spaces inside is an error naming the result meant, which the game has") {
  // docs/errors.md syntax.bad-result. "1. a " is 5 bytes: the result starts at column 6,
  // and the error quotes it as written, spaces and look-alikes included.
  const std::pair<const char*, const char*> typed[] = {
      {"1 - 0", "1-0"},
      {"0 - 1", "0-1"},
      {"1/2 - 1/2", "1/2-1/2"},
      {"1 -0", "1-0"},
      {"0- 1", "0-1"},
      {"1\t-\t0", "1-0"},
      {"\xC2\xBD - \xC2\xBD", "1/2-1/2"},    // U+00BD, the one-half fraction
      {"1/2 - \xC2\xBD", "1/2-1/2"},
      {"1 \xE2\x80\x93 0", "1-0"},           // an en dash
      {"0 \xE2\x88\x92 1", "0-1"}};          // a minus sign
  for (const auto& [written, meant] : typed) {
    CAPTURE(written);
    check_typed_result(written, meant, ": a result has no spaces inside it");
  }
  // Scores that make no result, a word that goes on after the score, and a line end inside
  // are not taken for one: the reading reports what stands there, as before.
  for (const char* text : {"1. a 1 - 1 *\n", "1. a 0 - 0 *\n", "1. a 1 - 0x *\n", "1. a 1 -\n0 *\n", "1. a 1/2 - 1 *\n"}) {
    CAPTURE(text);
    CHECK(all_diags(read_one(text)).find("bad-result") == std::string::npos);
  }
  // Inside a variation the result meant is out of place, as any result is there.
  CHECK(all_diags(read_one("1. a (b 1 - 0) *\n")) == "syntax.bad-result@1:9 syntax.result-in-variation@1:9");
}

TEST_CASE("errors: a move number written with ')' is read as meant, with one warning a game") {
  // docs/errors.md syntax.move-number-paren: outside a variation "1)" is "1." (the ')'
  // closes nothing); one warning a game, at the first ')' (1:2), and each ')' kept as a
  // look-alike read as '.' (1:2 and 1:9), which cinc fix writes.
  const GameRecord g = read_one("1) a b 2) c d *\n");
  CHECK(all_diags(g) == "syntax.move-number-paren@1:2");
  CHECK(g.diagnostics[0].severity == Severity::warning);
  CHECK(g.diagnostics[0].message.rfind("move number written '1)': read as '1.'", 0) == 0);
  REQUIRE(g.main.moves.size() == 4);
  CHECK(g.main.moves[2].text == "c");
  REQUIRE(g.lookalikes.size() == 2);
  CHECK(g.lookalikes[1].pos.column == 9);
  CHECK(g.lookalikes[1].meant == ".");
  CHECK(g.result == "*");
  // A ')' after a move, or apart from its number, closes nothing and says so, as before;
  // inside a variation a ')' closes it.
  CHECK(first_diag("1. a b) *\n") == "syntax.unmatched-close@1:7");
  CHECK(first_diag("1 ) a *\n") == "syntax.unmatched-close@1:3");
  const GameRecord v = read_one("1. a (1... b 2) *\n");
  CHECK(all_diags(v).find("move-number-paren") == std::string::npos);
  CHECK(v.main.moves.size() == 1);
}

TEST_CASE("errors: a Result tag holding a result typed another way is read as the result meant") {
  // docs/errors.md syntax.bad-result, for the tag's value: the error at the value's first
  // byte (1:10, after "[Result \""), quoting it as written, and the tag then holds the result
  // meant, which the result token agrees with.
  const std::pair<const char*, const char*> typed[] = {
      {"1:0", "1-0"}, {"O-1", "0-1"}, {"1 - 0", "1-0"}, {"0.5-0.5", "1/2-1/2"}, {"\xC2\xBD - \xC2\xBD", "1/2-1/2"}};
  for (const auto& [written, meant] : typed) {
    CAPTURE(written);
    const GameRecord g = read_one("[Result \"" + std::string(written) + "\"]\n\n1. a " + meant + "\n");
    // With look-alikes (U+00BD), their warning first, at the same byte.
    const bool lookalikes = std::string_view(written).find('\xC2') != std::string_view::npos;
    CHECK(all_diags(g) == (lookalikes ? "syntax.lookalike@1:10 syntax.bad-result@1:10" : "syntax.bad-result@1:10"));
    REQUIRE_FALSE(g.diagnostics.empty());
    const Diagnostic& d = g.diagnostics.back();
    CHECK(d.message.rfind("'" + std::string(written) + "' is not a result as CGN writes it", 0) == 0);
    CHECK(d.suggestion == meant);
    REQUIRE(g.tag("Result") != nullptr);
    CHECK(*g.tag("Result") == meant);
  }
  // Look-alikes that make a result as CGN writes it are no error (their warning only); a
  // value that is no result at all is left for the result checks.
  CHECK(all_diags(read_one("[Result \"1\xE2\x80\x93" "0\"]\n\n1. a 1-0\n")) == "syntax.lookalike@1:11");
  const GameRecord odd = read_one("[Result \"won\"]\n\n1. a 1-0\n");
  CHECK(odd.diagnostics.empty());
  CHECK(*odd.tag("Result") == "won");
}

TEST_CASE("errors: a tag cinc reads, written in other case, is read as that tag with a warning") {
  // docs/errors.md tag.name-case: "[result" has its name at 1:2; "[SETUP" at 2:2 and "[fen"
  // at 2:14 share line 2. Each is a warning, and a look-alike read as the name meant (cinc
  // fix writes it).
  const GameRecord g = read_one("[result \"1-0\"]\n[SETUP \"1\"] [fen \"x\"]\n\n1. a 1-0\n");
  CHECK(all_diags(g) == "tag.name-case@1:2 tag.name-case@2:2 tag.name-case@2:14");
  CHECK(g.diagnostics[0].severity == Severity::warning);
  CHECK(g.diagnostics[0].message == "tag name 'result' read as 'Result': tag names are case-sensitive, and cinc reads "
                                    "this one written so");
  REQUIRE(g.tags.size() == 3);
  CHECK(g.tags[0].name == "Result");
  CHECK(g.tags[1].name == "SetUp");
  CHECK(g.tags[2].name == "FEN");
  REQUIRE(g.lookalikes.size() == 3);
  CHECK(g.lookalikes[1].pos.column == 2);
  CHECK(g.lookalikes[1].length == 5);
  CHECK(g.lookalikes[1].meant == "SetUp");
  REQUIRE(g.tag("Result") != nullptr);
  CHECK(*g.tag("Result") == "1-0");
  // Written as known, unknown to cinc, other letters, or beside the tag as spelt: kept as
  // written, without a warning.
  const GameRecord kept =
      read_one("[Result \"*\"]\n[result \"*\"]\n[annotator \"x\"]\n[Resulx \"y\"]\n[Setup_ \"1\"]\n\n1. a *\n");
  CHECK(kept.diagnostics.empty());
  REQUIRE(kept.tags.size() == 5);
  CHECK(kept.tags[1].name == "result");
  CHECK(kept.tags[2].name == "annotator");
  CHECK(kept.tags[4].name == "Setup_");
  // A tag line broken after its name is kept under the name meant too.
  const GameRecord broken = read_one("[date 2026.01.01]\n\n1. a *\n");
  REQUIRE(broken.tags.size() == 1);
  CHECK(broken.tags[0].name == "Date");
}

TEST_CASE("errors: a result left out, which the Result tag names, is suggested") {
  // docs/errors.md syntax.missing-result: with moves and a Result tag holding a result, the
  // error names it and suggests it ("1. a b" ends at 3:7). Without moves, without the tag,
  // or with a tag that holds no result, nothing is suggested.
  const GameRecord g = read_one("[Event \"x\"]\n[Result \"0-1\"]\n1. a b\n");
  CHECK(all_diags(g) == "syntax.missing-result@3:7");
  CHECK(g.diagnostics[0].suggestion == "0-1");
  CHECK(g.diagnostics[0].message.ends_with("before the end of the input; its Result tag says 0-1"));
  CHECK(g.result.empty());  // the record is as written: the result is still missing
  CHECK(read_one("[Result \"0-1\"]\n").diagnostics.at(0).suggestion.empty());
  CHECK(read_one("[Event \"x\"]\n1. a b\n").diagnostics.at(0).suggestion.empty());
  CHECK(read_one("[Result \"?\"]\n1. a b\n").diagnostics.at(0).suggestion.empty());
}

TEST_CASE("recovery: no suggestion for a broken tag line whose correction is not certain") {
  // A value that holds a quote; a comment after the ']' (columns: "[Date " is 6 bytes, so
  // the '2' is column 7); a name with no value at all. Each tag is still kept as read.
  const std::pair<const char*, const char*> lines[] = {
      {"[Event Club \"A\"]\n\n1. a *\n", "syntax.bad-tag@1:8"},
      {"[Date 2026.01.01] {x}\n\n1. a *\n", "syntax.bad-tag@1:7"},
      {"[Event\n\n1. a *\n", "syntax.unterminated-tag@1:1"},
  };
  for (const auto& [text, expected] : lines) {
    CAPTURE(text);
    const GameRecord g = read_one(text);
    CHECK(all_diags(g) == expected);
    REQUIRE(g.tags.size() == 1);
    CHECK(g.diagnostics[0].suggestion.empty());
    CHECK(g.main.moves.size() == 1);
  }
  CHECK(read_one("[Event Club \"A\"]\n\n1. a *\n").tags[0].value == "Club \"A\"");
  CHECK(read_one("[Date 2026.01.01] {x}\n\n1. a *\n").tags[0].value == "2026.01.01");
}

TEST_CASE("recovery: a NUL byte or a byte that is not UTF-8 on a broken tag line still ends the game") {
  // The error is the tag's own (at the 'x', column 8); the NUL after it ends the game, so the
  // tag lines after it go with it and the moves are not read.
  std::string text = "[Event x";
  text += '\0';
  text += "]\n[Site \"s\"]\n\n1. a *\n[Event \"next\"]\n\n1. b *\n";
  const auto games = read_games(text);
  REQUIRE(games.size() == 2);
  CHECK(all_diags(games[0]) == "syntax.bad-tag@1:8");
  CHECK(games[0].tags.empty());
  CHECK(games[0].main.moves.empty());
  CHECK(games[1].diagnostics.empty());
  // The byte that is not UTF-8 inside the value (column 11) is reported as the value is
  // read; the line's end then leaves the value open, and the byte ends the game.
  CHECK(all_diags(read_one("[Event \"x]\xFF\n\n1. a *\n")) == "syntax.invalid-utf8@1:11 syntax.unterminated-string@1:8");
  CHECK(read_one("[Event \"x]\xFF\n\n1. a *\n").main.moves.empty());
}

TEST_CASE("recovery: broken tag lines count toward the syntax errors read on after") {
  // 20 broken lines (tags A, B, C...: each name once) are read on after; the 21st ends the
  // game (limit.syntax-errors, at its 'x': "[U " is 3 bytes, so column 4), and the tag lines
  // after it go with it.
  const auto broken_line = [](std::size_t i) { return "[" + std::string(1, static_cast<char>('A' + i)) + " x]\n"; };
  std::string text;
  for (std::size_t i = 0; i < limits::kMaxSyntaxErrors + 1; ++i) text += broken_line(i);
  text += "[Result \"*\"]\n\n1. a *\n";
  const GameRecord g = read_one(text);
  REQUIRE(g.diagnostics.size() == limits::kMaxSyntaxErrors + 1);
  CHECK(g.diagnostics[limits::kMaxSyntaxErrors - 1].code == "syntax.bad-tag");
  CHECK(g.diagnostics.back().code == "limit.syntax-errors");
  CHECK(pos_str(g.diagnostics.back().pos) == "21:4");
  CHECK(g.main.moves.empty());
  // At the limit, the game is read to its end.
  std::string at_limit;
  for (std::size_t i = 0; i < limits::kMaxSyntaxErrors; ++i) at_limit += broken_line(i);
  const GameRecord h = read_one(at_limit + "[Result \"*\"]\n\n1. a *\n");
  CHECK(h.diagnostics.size() == limits::kMaxSyntaxErrors);
  CHECK(h.main.moves.size() == 1);
  CHECK(h.result == "*");
}

TEST_CASE("limits: line length") {
  // A line of exactly the limit (a move, the result and spaces) reads; one more byte is
  // reported at the first byte past the limit, and the next game is read as usual.
  const std::string head = "[Event \"x\"]\n[Result \"*\"]\n\n";
  const std::string move = "a *";
  const std::string at_limit = move + std::string(limits::kMaxLineLength - move.size(), ' ');
  const auto ok = cinc::notation::read_games(head + at_limit + "\n");
  REQUIRE(ok.size() == 1);
  CHECK(ok[0].diagnostics.empty());
  const std::string next = "[Event \"y\"]\n[Result \"*\"]\n\nb *\n";
  const auto past = cinc::notation::read_games(head + at_limit + " \n" + next);
  REQUIRE(past.size() == 2);
  REQUIRE(past[0].diagnostics.size() == 1);
  CHECK(past[0].diagnostics[0].code == "limit.line-length");
  CHECK(past[0].diagnostics[0].pos.line == 4);
  CHECK(past[0].diagnostics[0].pos.column == limits::kMaxLineLength + 1);
  CHECK(past[1].diagnostics.empty());
  CHECK(past[1].main.moves.at(0).text == "b");
  // The last line of a file counts too, with or without a line end; a BOM does not.
  CHECK(first_diag(std::string(limits::kMaxLineLength + 1, ' ')) == "limit.line-length@1:1048577");
  CHECK(cinc::notation::read_games("\xEF\xBB\xBF" + at_limit).at(0).diagnostics.empty());
}

TEST_CASE("limits: a line over the limit inside a game's movetext, and what is found first") {
  // The text is read in order: a line over the limit is reported before the next token
  // that follows it, unless the token being read (here a comment) has a problem first.
  const std::string long_line(limits::kMaxLineLength + 10, 'x');
  const std::string next = "[Event \"b\"]\n\n1. Hf7-d5 *\n";
  // A comment that runs onto the long line is over the comment limit before it ends.
  auto games = cinc::notation::read_games("[Event \"a\"]\n\n1. Hf7-d5 {c\n" + long_line + "\n} *\n" + next);
  REQUIRE(games.size() == 2);
  CHECK(only_diag(games[0]) == "limit.comment@3:11");
  CHECK(games[1].diagnostics.empty());
  // A short comment that ends on the long line: the line is reported before the next move.
  games = cinc::notation::read_games("[Event \"a\"]\n\n1. Hf7-d5 {c\nd} " + std::string(limits::kMaxLineLength, ' ') +
                                     "Ab4-c4 *\n" + next);
  REQUIRE(games.size() == 2);
  CHECK(only_diag(games[0]) == "limit.line-length@4:1048577");
  CHECK(games[0].main.moves.size() == 1);
  CHECK(games[1].diagnostics.empty());
  // A blank line over the limit between two moves.
  games = cinc::notation::read_games("[Event \"a\"]\n\n1. Hf7-d5 Ab4-c4\n" + std::string(limits::kMaxLineLength + 1, ' ') +
                                     "\n2. Bg7-d4 *\n" + next);
  REQUIRE(games.size() == 2);
  CHECK(only_diag(games[0]) == "limit.line-length@4:1048577");
  CHECK(games[0].main.moves.size() == 2);
  CHECK(games[1].diagnostics.empty());
}

// Reading on after a syntax error in the movetext (docs/errors.md, "Reading on after a syntax
// error"). Columns counted by hand: "1. " takes columns 1-3, so the first move is at column 4.
TEST_CASE("recovery: the game is read on after a syntax error in its movetext") {
  SUBCASE("two errors, the moves between and after them, and the result") {
    // '&' at 1:6, "$300" at 1:10; b at 1:8, c at 1:15, the result at 1:17.
    const GameRecord g = read_one("1. a & b $300 c 1-0");
    CHECK(all_diags(g) == "syntax.unexpected-character@1:6 syntax.bad-nag@1:10");
    REQUIRE(g.main.moves.size() == 3);
    CHECK(g.main.moves[1].text == "b");
    CHECK(pos_str(g.main.moves[1].pos) == "1:8");
    CHECK(g.main.moves[1].nags.empty());  // the NAG out of range is left out
    CHECK(pos_str(g.main.moves[2].pos) == "1:15");
    CHECK(g.result == "1-0");
    CHECK(pos_str(g.result_pos) == "1:17");
  }
  SUBCASE("on later lines, with their own line numbers") {
    // Line 2 "2. b $x c": '$' at 2:6 (no digits after it), "$x" skipped as one word.
    const GameRecord g = read_one("1. a &\n2. b $x c\n*");
    CHECK(all_diags(g) == "syntax.unexpected-character@1:6 syntax.bad-nag@2:6");
    REQUIRE(g.main.moves.size() == 3);
    CHECK(pos_str(g.main.moves[2].pos) == "2:9");
    CHECK(g.result == "*");
  }
  SUBCASE("an unexpected character: the rest of its word is skipped") {
    // "Hf7" (1:4) is a move token; '%' (1:7) is the error and "%d5" is skipped; e at 1:11.
    const GameRecord g = read_one("1. Hf7%d5 e *");
    CHECK(all_diags(g) == "syntax.unexpected-character@1:7");
    REQUIRE(g.main.moves.size() == 2);
    CHECK(g.main.moves[0].text == "Hf7");
    CHECK(g.main.moves[1].text == "e");
    CHECK(g.result == "*");
    // A run of stray characters is one error.
    CHECK(all_diags(read_one("1. a &&& b *")) == "syntax.unexpected-character@1:6");
  }
  SUBCASE("a '[' and a quote: skipped up to their closing ']' or quote on the line") {
    // "[%clk 0:01:05]" is columns 6-19: b at 1:21 is the next move.
    GameRecord g = read_one("1. a [%clk 0:01:05] b *");
    CHECK(all_diags(g) == "syntax.unexpected-character@1:6");
    REQUIRE(g.main.moves.size() == 2);
    CHECK(pos_str(g.main.moves[1].pos) == "1:21");
    // "\"a remark\"" is columns 6-15.
    g = read_one("1. a \"a remark\" b *");
    CHECK(all_diags(g) == "syntax.unexpected-character@1:6");
    REQUIRE(g.main.moves.size() == 2);
    CHECK(pos_str(g.main.moves[1].pos) == "1:17");
    // No closing ']' on its line: only the word "[x" is skipped; y (1:9) is read.
    g = read_one("1. a [x y\n*");
    CHECK(all_diags(g) == "syntax.unexpected-character@1:6");
    REQUIRE(g.main.moves.size() == 2);
    CHECK(g.main.moves[1].text == "y");
  }
  SUBCASE("a NUL or a byte that is not UTF-8 between tokens") {
    GameRecord g = read_one(std::string("1. a \0b c *", 11));
    CHECK(all_diags(g) == "syntax.nul-byte@1:6");
    REQUIRE(g.main.moves.size() == 2);
    CHECK(g.main.moves[1].text == "c");
    // 0xC3 then '(': the byte is skipped and the '(' read, a variation on a.
    g = read_one("1. a \xC3( b) *");
    CHECK(all_diags(g) == "syntax.invalid-utf8@1:6");
    REQUIRE(g.main.moves.size() == 1);
    REQUIRE(g.main.moves[0].variations.size() == 1);
    CHECK(g.main.moves[0].variations[0].moves.at(0).text == "b");
  }
  SUBCASE("parentheses") {
    // A '(' before any move: left out with its ')'; a, b and c are the main line.
    GameRecord g = read_one("1. (a b) c *");
    CHECK(all_diags(g) == "syntax.variation-before-move@1:4");
    REQUIRE(g.main.moves.size() == 3);
    CHECK(g.main.moves[2].text == "c");
    CHECK(g.main.moves[0].variations.empty());
    // Inside a variation: "( (b) c)" is the variation b c on a.
    g = read_one("1. a ( (b) c) d *");
    CHECK(all_diags(g) == "syntax.variation-before-move@1:8");
    REQUIRE(g.main.moves.size() == 2);
    REQUIRE(g.main.moves[0].variations.size() == 1);
    CHECK(g.main.moves[0].variations[0].moves.size() == 2);
    CHECK(g.main.moves[1].text == "d");
    // An empty variation (1:10) is left out, with its comment; the one before it stays.
    g = read_one("1. a (b) ({x}) c *");
    CHECK(all_diags(g) == "syntax.empty-variation@1:10");
    REQUIRE(g.main.moves.size() == 2);
    CHECK(g.main.moves[0].variations.size() == 1);
    CHECK(g.main.moves[0].comments.empty());
    g = read_one("1. a () b *");
    CHECK(all_diags(g) == "syntax.empty-variation@1:6");
    REQUIRE(g.main.moves.size() == 2);
    CHECK(g.main.moves[0].variations.empty());
    // Two ')' that close nothing, each its own error.
    g = read_one("1. a ) b ) c *");
    CHECK(all_diags(g) == "syntax.unmatched-close@1:6 syntax.unmatched-close@1:10");
    CHECK(g.main.moves.size() == 3);
    // A result inside a variation is left out; the game's result comes after.
    g = read_one("1. a (b 1-0) c *");
    CHECK(all_diags(g) == "syntax.result-in-variation@1:9");
    REQUIRE(g.main.moves.size() == 2);
    CHECK(g.main.moves[0].variations.at(0).moves.size() == 1);
    CHECK(g.result == "*");
  }
  SUBCASE("the game still ends where it ends, with its own error") {
    // No result: after b (1:9).
    CHECK(all_diags(read_one("1. a & b")) == "syntax.unexpected-character@1:6 syntax.missing-result@1:9");
    // A variation never closed: at its '(' (1:8).
    CHECK(all_diags(read_one("1. a & (b c")) ==
          "syntax.unexpected-character@1:6 syntax.unterminated-variation@1:8");
    // An unclosed comment runs to the next game's tags: one error, and the next game is read.
    const auto games = read_games("1. a & {never\nclosed\n[Event \"n\"]\n1. c *\n");
    REQUIRE(games.size() == 2);
    CHECK(all_diags(games[0]) == "syntax.unexpected-character@1:6 syntax.unterminated-comment@1:8");
    CHECK(games[1].diagnostics.empty());
    CHECK(games[1].main.moves.at(0).text == "c");
  }
  SUBCASE("a result after an error ends the game; what follows is the next game") {
    const auto games = read_games("1. a & b 1-0\n2. c *\n");
    REQUIRE(games.size() == 2);
    CHECK(all_diags(games[0]) == "syntax.unexpected-character@1:6");
    CHECK(games[0].result == "1-0");
    CHECK(games[1].diagnostics.empty());
  }
}

TEST_CASE("limits: syntax errors read on after, at the limit and one past") {
  // "a & & ... &": the k-th '&' is at column 1 + 2k.
  const auto errors = [](std::size_t n) { return "a" + repeat(" &", n) + " *"; };
  const std::size_t max = limits::kMaxSyntaxErrors;
  REQUIRE(max == 20);
  const GameRecord ok = read_one(errors(max));
  CHECK(ok.diagnostics.size() == max);
  CHECK(std::all_of(ok.diagnostics.begin(), ok.diagnostics.end(),
                    [](const Diagnostic& d) { return d.code == "syntax.unexpected-character"; }));
  CHECK(pos_str(ok.diagnostics.back().pos) == "1:41");
  CHECK(ok.result == "*");  // read to its end
  // One more: the 21st (1:43) ends the game, which is skipped up to the next game's tags.
  const auto games = read_games(errors(max + 1) + "\n[Event \"n\"]\n1. c *\n");
  REQUIRE(games.size() == 2);
  REQUIRE(games[0].diagnostics.size() == max + 1);
  const Diagnostic& last = games[0].diagnostics.back();
  CHECK(last.code == "limit.syntax-errors");
  CHECK(pos_str(last.pos) == "1:43");
  CHECK(last.message ==
        "a syntax error (syntax.unexpected-character) past the limit of 20 in one game: the rest of the game is "
        "skipped up to the next game's tags");
  CHECK(games[0].result.empty());
  CHECK(games[1].diagnostics.empty());
  CHECK(games[1].main.moves.at(0).text == "c");
}
