// Writer: canonical tag order, numbering, comments, wrapping, and the round trip
// read_games(write_game(g)) == g. Expected texts were written by hand.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "cinc/notation/limits.h"
#include "cinc/notation/reader.h"
#include "cinc/notation/writer.h"
#include "notation_test_util.h"

using namespace cinc::notation;
using cinc::notation::test::read_one;

namespace {

const std::vector<std::string> kSides = {"Dark", "Light"};

MoveNode mv(std::string text, std::vector<int> nags = {}, std::vector<std::string> comments = {}) {
  MoveNode m;
  m.text = std::move(text);
  m.nags = std::move(nags);
  for (auto& c : comments) m.comments.push_back(Comment{std::move(c), {}});
  return m;
}

Variation line(std::vector<MoveNode> moves, std::vector<std::string> leading = {}) {
  Variation v;
  v.moves = std::move(moves);
  for (auto& c : leading) v.leading_comments.push_back(Comment{std::move(c), {}});
  return v;
}

GameRecord game(Variation main, std::string result = "*", std::vector<Tag> tags = {}) {
  GameRecord g;
  g.main = std::move(main);
  g.result = std::move(result);
  g.tags = std::move(tags);
  return g;
}

/// The movetext written for a game: everything after the tag section's blank line.
std::string movetext(const GameRecord& g, NumberingStart n = {}) {
  const std::string text = write_game(g, n, kSides);
  const std::size_t at = text.find("\n\n");
  REQUIRE(at != std::string::npos);
  return text.substr(at + 2);
}

// Structural equality, positions aside (tests recurse; their trees are shallow).
void check_same(const Variation& a, const Variation& b) {
  REQUIRE(a.leading_comments.size() == b.leading_comments.size());
  for (std::size_t i = 0; i < a.leading_comments.size(); ++i)
    CHECK(a.leading_comments[i].text == b.leading_comments[i].text);
  REQUIRE(a.moves.size() == b.moves.size());
  for (std::size_t i = 0; i < a.moves.size(); ++i) {
    const MoveNode& x = a.moves[i];
    const MoveNode& y = b.moves[i];
    CHECK(x.text == y.text);
    CHECK(x.nags == y.nags);
    REQUIRE(x.comments.size() == y.comments.size());
    for (std::size_t j = 0; j < x.comments.size(); ++j) CHECK(x.comments[j].text == y.comments[j].text);
    REQUIRE(x.variations.size() == y.variations.size());
    for (std::size_t j = 0; j < x.variations.size(); ++j) check_same(x.variations[j], y.variations[j]);
  }
}

void check_lines_short(const std::string& text) {
  std::size_t start = 0;
  while (start < text.size()) {
    std::size_t nl = text.find('\n', start);
    if (nl == std::string::npos) nl = text.size();
    CAPTURE(text.substr(start, nl - start));
    CHECK(nl - start < 80);
    start = nl + 1;
  }
}

/// Writes, reads back and compares; `tags` is the tag list expected after reading.
void round_trip(const GameRecord& g, NumberingStart n, const std::vector<Tag>& expected_tags) {
  const std::string text = write_game(g, n, kSides);
  CAPTURE(text);
  const GameRecord back = read_one(text);
  CHECK(back.diagnostics.empty());
  REQUIRE(back.tags.size() == expected_tags.size());
  for (std::size_t i = 0; i < expected_tags.size(); ++i) {
    CHECK(back.tags[i].name == expected_tags[i].name);
    CHECK(back.tags[i].value == expected_tags[i].value);
  }
  check_same(back.main, g.main);
  CHECK(back.result == (g.result.empty() ? "*" : g.result));
  // Writing again gives the same text (the writer is a fixed point).
  CHECK(write_game(back, n, kSides) == text);
}

std::vector<Tag> default_roster(const std::string& result) {
  return {{"Event", "?", {}}, {"Site", "?", {}},  {"Date", "????.??.??", {}},
          {"Round", "?", {}}, {"Dark", "?", {}},  {"Light", "?", {}},
          {"Result", result, {}}};
}

}  // namespace

TEST_CASE("writer: roster first, defaults, other tags in order, escapes") {
  GameRecord g = game(line({mv("Hf7-d5")}), "1-0",
                      {{"Variant", "commander-in-chief", {}},
                       {"Light", "L", {}},
                       {"Event", "E", {}},
                       {"Foo", "a \"b\" \\", {}},
                       {"Dark", "D", {}}});
  const std::string expected =
      "[Event \"E\"]\n"
      "[Site \"?\"]\n"
      "[Date \"????.??.??\"]\n"
      "[Round \"?\"]\n"
      "[Dark \"D\"]\n"
      "[Light \"L\"]\n"
      "[Result \"1-0\"]\n"
      "[Variant \"commander-in-chief\"]\n"
      "[Foo \"a \\\"b\\\" \\\\\"]\n"
      "\n"
      "1. Hf7-d5 1-0\n"
      "\n";
  CHECK(write_game(g, {}, kSides) == expected);
  CHECK(escape_tag_value("x\"y\\z") == "x\\\"y\\\\z");
}

TEST_CASE("writer: an empty record") {
  GameRecord g;
  CHECK(write_game(g, {}, {"Black", "Red"}) ==
        "[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n"
        "[Black \"?\"]\n[Red \"?\"]\n[Result \"*\"]\n\n*\n\n");
}

TEST_CASE("writer: every move numbered, dots after comments and variations") {
  GameRecord g = game(line({mv("a"), mv("b", {}, {"x"}), mv("c"), mv("d"), mv("e")}));
  g.main.moves[2].variations.push_back(line({mv("c2")}));
  g.main.moves[3].variations.push_back(line({mv("d2", {1}), mv("e2")}));
  CHECK(movetext(g) == "1. a b {x} 2. c (2. c2) 2... d (2... d2 $1 3. e2) 3. e *\n\n");

  GameRecord h = game(line({mv("a", {}, {"x"}), mv("b")}), "0-1");
  CHECK(movetext(h) == "1. a {x} 1... b 0-1\n\n");
}

TEST_CASE("writer: a game that starts with the second player") {
  GameRecord g = game(line({mv("p", {}, {"c"}), mv("q"), mv("r")}));
  CHECK(movetext(g, {12, true}) == "12... p {c} 13. q r *\n\n");
  g.main.moves[0].comments.clear();
  g.main.moves[0].variations.push_back(line({mv("p2")}));
  CHECK(movetext(g, {12, true}) == "12... p (12... p2) 13. q r *\n\n");
  GameRecord lead = game(line({mv("p")}, {"intro"}));
  CHECK(movetext(lead, {12, true}) == "{intro} 12... p *\n\n");
  CHECK(movetext(lead, {3, false}) == "{intro} 3. p *\n\n");
}

TEST_CASE("writer: a comment holding '}' becomes a ';' comment ending the line") {
  GameRecord g = game(line({mv("a", {}, {"has } brace"}), mv("b")}));
  CHECK(movetext(g) == "1. a ; has } brace\n1... b *\n\n");
  round_trip(g, {}, default_roster("*"));
}

TEST_CASE("writer: comment white space is folded, empty comments kept") {
  GameRecord g = game(line({mv("a", {}, {"  x \t y\n z ", ""})}));
  CHECK(movetext(g) == "1. a {x y z} {} *\n\n");
}

TEST_CASE("writer: lines are wrapped under 80 columns") {
  Variation main;
  for (int i = 0; i < 60; ++i) main.moves.push_back(mv(i % 2 ? "Ab4-c4" : "Hf7-d5", {i % 7}));
  std::string long_comment;
  for (int i = 0; i < 60; ++i) long_comment += "word" + std::to_string(i) + " ";
  main.moves[10].comments.push_back(Comment{long_comment, {}});
  main.moves[20].variations.push_back(line({mv("Bg7-d4"), mv("Hc2-e4", {}, {long_comment})}));
  GameRecord g = game(std::move(main), "1/2-1/2");
  const std::string text = write_game(g, {}, kSides);
  check_lines_short(text);
  long_comment.pop_back();  // the reader trims the trailing space
  g.main.moves[10].comments[0].text = long_comment;
  g.main.moves[20].variations[0].moves[1].comments[0].text = long_comment;
  round_trip(g, {}, default_roster("1/2-1/2"));
}

TEST_CASE("writer: comment words that must not start a line") {
  // Words like "[Event" or "%x" at the start of a line would read as a tag pair or an
  // escape line; the writer keeps them on the line of the word before.
  std::string text;
  for (int i = 0; i < 40; ++i) text += "[Event %x [%clk ";
  text += "end";
  GameRecord g = game(line({mv("a", {}, {text}), mv("b")}));
  const std::string written = write_game(g, {}, kSides);
  check_lines_short(written);
  const std::string moves = written.substr(written.find("\n\n") + 2);
  CHECK(moves.find("\n[E") == std::string::npos);
  CHECK(moves.find("\n%") == std::string::npos);
  round_trip(g, {}, default_roster("*"));
}

TEST_CASE("writer: round trip of hand-built records") {
  SUBCASE("tags, NAGs, comments, result") {
    GameRecord g = game(line({mv("Hf7-d5", {1, 14}, {"first", "[%clk 0:01:05]"}),
                              mv("Ab4-c4", {}, {}), mv("Bg7-d4", {255}), mv("Hc2-e4+", {6})},
                             {"a game"}),
                        "0-1",
                        {{"Dark", "A. Smith", {}},
                         {"Variant", "commander-in-chief", {}},
                         {"Event", "Club \"Open\" \\ 2026", {}},
                         {"Result", "0-1", {}},
                         {"Mode", "team", {}}});
    round_trip(g, {}, {{"Event", "Club \"Open\" \\ 2026", {}},
                       {"Site", "?", {}},
                       {"Date", "????.??.??", {}},
                       {"Round", "?", {}},
                       {"Dark", "A. Smith", {}},
                       {"Light", "?", {}},
                       {"Result", "0-1", {}},
                       {"Variant", "commander-in-chief", {}},
                       {"Mode", "team", {}}});
  }
  SUBCASE("variations nested several deep, with comments and '}'") {
    GameRecord g = game(line({mv("a"), mv("b"), mv("c")}), "1-0");
    Variation v3 = line({mv("x3", {2}, {"deep } one"}), mv("y3")}, {"lead 3"});
    Variation v2 = line({mv("x2"), mv("y2", {}, {"two"})});
    v2.moves[1].variations.push_back(std::move(v3));
    v2.moves[1].variations.push_back(line({mv("z3")}));
    Variation v1 = line({mv("x1"), mv("y1"), mv("z1")});
    v1.moves[0].variations.push_back(std::move(v2));
    g.main.moves[1].variations.push_back(std::move(v1));
    g.main.moves[1].variations.push_back(line({mv("w1")}, {"} in a leading comment"}));
    round_trip(g, {}, default_roster("1-0"));
    round_trip(g, {7, true}, default_roster("1-0"));
  }
  SUBCASE("a game starting with the second player") {
    GameRecord g = game(line({mv("Hc2-e4"), mv("Hf7-d5"), mv("Ab4-c4")}));
    g.main.moves[0].variations.push_back(line({mv("Tc1-c2"), mv("Hf7-e5")}));
    round_trip(g, {12, true}, default_roster("*"));
    CHECK(movetext(g, {12, true}) == "12... Hc2-e4 (12... Tc1-c2 13. Hf7-e5) 13. Hf7-d5 Ab4-c4 *\n\n");
  }
  SUBCASE("variations nested to the reader's limit") {
    GameRecord g = game(line({mv("a")}));
    Variation* cur = &g.main;
    for (int d = 0; d < cinc::notation::limits::kMaxVariationDepth; ++d) {
      cur->moves[0].variations.push_back(line({mv("b")}));
      cur = &cur->moves[0].variations[0];
    }
    round_trip(g, {}, default_roster("*"));
  }
}

TEST_CASE("writer: deep trees are written without recursion") {
  // Deeper than the reader accepts (records may come from JSON): writing must not
  // overflow the stack; reading it back reports the depth limit.
  GameRecord g = game(line({mv("a")}));
  Variation* cur = &g.main;
  for (int d = 0; d < 5000; ++d) {
    cur->moves[0].variations.push_back(line({mv("b")}));
    cur = &cur->moves[0].variations[0];
  }
  const std::string text = write_game(g, {}, kSides);
  check_lines_short(text);
  const GameRecord back = read_one(text);
  REQUIRE(back.diagnostics.size() == 1);
  CHECK(back.diagnostics[0].code == "limit.variation-depth");
}

TEST_CASE("writer: reading a written file of several games") {
  std::string file;
  GameRecord a = game(line({mv("a")}), "1-0");
  GameRecord b = game(line({mv("b", {}, {"x } y"})}), "*");
  file += write_game(a, {}, kSides);
  file += write_game(b, {}, kSides);
  const auto games = read_games(file);
  REQUIRE(games.size() == 2);
  CHECK(games[0].diagnostics.empty());
  CHECK(games[1].diagnostics.empty());
  CHECK(games[1].main.moves.at(0).comments.at(0).text == "x } y");
}
