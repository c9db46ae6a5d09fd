// Commands in comments, suffix glyphs, clock values and GameRecord queries.
#include <doctest/doctest.h>

#include <string>
#include <utility>
#include <vector>

#include "cinc/notation/lexer.h"
#include "cinc/notation/record.h"

using namespace cinc::notation;

TEST_CASE("parse_commands: commands in order, arguments trimmed") {
  const auto cmds = parse_commands("[%clk 0:01:05] text [%csl Gd4,Re5]  [%emt   1:00 ] [%x_2]");
  REQUIRE(cmds.size() == 4);
  CHECK(cmds[0].name == "clk");
  CHECK(cmds[0].args == "0:01:05");
  CHECK(cmds[1].name == "csl");
  CHECK(cmds[1].args == "Gd4,Re5");
  CHECK(cmds[2].name == "emt");
  CHECK(cmds[2].args == "1:00");
  CHECK(cmds[3].name == "x_2");
  CHECK(cmds[3].args.empty());
}

TEST_CASE("parse_commands: text that is not a command") {
  CHECK(parse_commands("").empty());
  CHECK(parse_commands("no commands [here] [% x] [%").empty());
  CHECK(parse_commands("[%clk 0:01").empty());
  const auto cmds = parse_commands("[%bad [%cal Gd4e5,Rh8a1]");
  REQUIRE(cmds.size() == 1);  // "[%bad [%cal Gd4e5,Rh8a1]" would be one command with a '['
  CHECK(cmds[0].name == "bad");
  CHECK(cmds[0].args == "[%cal Gd4e5,Rh8a1");
}

TEST_CASE("parse_commands: the grammar's edges (docs/notation.md, Commands)") {
  // A name of ASCII letters, digits and '_' only: it ends at any other byte, which starts
  // the arguments (no space needed); the arguments are any bytes up to ']', none too.
  const auto accented = parse_commands("[%cl\xC3\xA9 1]");
  REQUIRE(accented.size() == 1);
  CHECK(accented[0].name == "cl");
  CHECK(accented[0].args == "\xC3\xA9 1");
  const auto glued = parse_commands("[%clk0:01][%emt:5]");
  REQUIRE(glued.size() == 2);
  CHECK(glued[0].name == "clk0");
  CHECK(glued[0].args == ":01");
  CHECK(glued[1].name == "emt");
  CHECK(glued[1].args == ":5");
  // No name, a blank before it, or no ']' at all: no command, and the search goes on.
  CHECK(parse_commands("[%] [% clk 1] [%-x 1]").empty());
  const auto after = parse_commands("[[%] [%ok]");
  REQUIRE(after.size() == 1);
  CHECK(after[0].name == "ok");
  CHECK(parse_commands("[%clk 1").empty());
  CHECK(parse_commands("[").empty());
  CHECK(parse_commands("[%").empty());
  // The arguments may hold any byte but ']', a line end and a '{' among them.
  const auto wide = parse_commands("[%csl a\nb{c]");
  REQUIRE(wide.size() == 1);
  CHECK(wide[0].args == "a\nb{c");
}

TEST_CASE("for_each_command: the same commands as parse_commands, as views into the text") {
  const std::string text = "[%clk 0:01:05] text [%csl Gd4,Re5]  [%emt   1:00 ] [%bad [%x_2]";
  std::vector<std::pair<std::string, std::string>> seen;
  for_each_command(text, [&](std::string_view name, std::string_view args) {
    CHECK(name.data() >= text.data());
    CHECK(args.data() + args.size() <= text.data() + text.size());
    seen.emplace_back(name, args);
  });
  const std::vector<std::pair<std::string, std::string>> expected = {
      {"clk", "0:01:05"}, {"csl", "Gd4,Re5"}, {"emt", "1:00"}, {"bad", "[%x_2"}};
  CHECK(seen == expected);
}

TEST_CASE("fold_comment: runs of blanks and line ends become one space, none at either end") {
  CHECK(fold_comment("") == "");
  CHECK(fold_comment(" \t\r\n ") == "");
  CHECK(fold_comment("word") == "word");
  CHECK(fold_comment("  two   words \n") == "two words");
  CHECK(fold_comment("a\r\nb\tc\n\n  d") == "a b c d");
  CHECK(fold_comment("[%clk 0:01:05]\n  a long\tcomment ") == "[%clk 0:01:05] a long comment");
}

TEST_CASE("fold_comment: text already folded is kept as it is; one stray blank is enough to fold") {
  CHECK(fold_comment("a b") == "a b");
  CHECK(fold_comment("x") == "x");
  CHECK(fold_comment("a  b") == "a b");
  CHECK(fold_comment("a\tb") == "a b");
  CHECK(fold_comment("a \nb") == "a b");
  CHECK(fold_comment(" a b") == "a b");
  CHECK(fold_comment("a b ") == "a b");
  CHECK(fold_comment("a\vb\fc") == "a b c");
  CHECK(fold_comment("a\x01 b") == "a\x01 b");  // a control byte is no white space: kept
}

TEST_CASE("fold_comment_into replaces what the string held") {
  std::string out = "a much longer text held before";
  fold_comment_into("  short ", out);
  CHECK(out == "short");
  fold_comment_into("already folded", out);
  CHECK(out == "already folded");
  fold_comment_into("", out);
  CHECK(out.empty());
}

TEST_CASE("glyph_to_nag") {
  CHECK(glyph_to_nag("!") == 1);
  CHECK(glyph_to_nag("?") == 2);
  CHECK(glyph_to_nag("!!") == 3);
  CHECK(glyph_to_nag("??") == 4);
  CHECK(glyph_to_nag("!?") == 5);
  CHECK(glyph_to_nag("?!") == 6);
  CHECK(glyph_to_nag("") == 0);
  CHECK(glyph_to_nag("!!!") == 0);
  CHECK(glyph_to_nag("x") == 0);
}

TEST_CASE("parse_clock: accepted forms") {
  CHECK(parse_clock("1:02:03") == doctest::Approx(3723.0));
  CHECK(parse_clock("0:00:41") == doctest::Approx(41.0));
  CHECK(parse_clock("2:03") == doctest::Approx(123.0));
  CHECK(parse_clock("45") == doctest::Approx(45.0));
  CHECK(parse_clock("90") == doctest::Approx(90.0));        // no higher field: may pass 59
  CHECK(parse_clock("75:00") == doctest::Approx(4500.0));   // the top field may pass 59
  CHECK(parse_clock("0:00:41.5") == doctest::Approx(41.5));
  CHECK(parse_clock("1:05.25") == doctest::Approx(65.25));
  CHECK(parse_clock("3.125") == doctest::Approx(3.125));
  CHECK(parse_clock("0:59:59") == doctest::Approx(3599.0));
  CHECK(*parse_clock("0.1") == 0.1);
}

TEST_CASE("parse_clock: rejected forms") {
  for (const char* bad : {"", " 1", "1 ", "-1", "1:60:00", "1:00:60", "5:60", "a:bc", "1:",
                          ":30", "1:00:00:00", ".5", "1.", "1:000", "0:0x:00", "1,5",
                          "99999999999999999999:00"}) {
    CAPTURE(bad);
    CHECK_FALSE(parse_clock(bad).has_value());
  }
}

TEST_CASE("GameRecord::tag and has_syntax_error") {
  GameRecord g;
  g.tags = {{"Event", "first", {}}, {"Site", "s", {}}, {"Event", "second", {}}};
  REQUIRE(g.tag("Event") != nullptr);
  CHECK(*g.tag("Event") == "first");
  CHECK(g.tag("event") == nullptr);
  CHECK(g.tag("Round") == nullptr);
  CHECK_FALSE(g.has_syntax_error());
  g.diagnostics.push_back(Diagnostic{Severity::warning, {1, 1}, "x.warn", "a warning", 0, "", "", "", {}});
  CHECK_FALSE(g.has_syntax_error());
  g.diagnostics.push_back(Diagnostic{Severity::error, {1, 1}, "x.err", "an error", 0, "", "", "", {}});
  CHECK(g.has_syntax_error());
}
