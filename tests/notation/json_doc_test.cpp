// The JSON reader with positions (json_doc.h), used for Chair Force card sets; and the
// pass token that carries buys ("--+supply"). Positions are counted by hand.
#include <doctest/doctest.h>

#include <string>

#include "cinc/notation/json_doc.h"
#include "cinc/notation/reader.h"

using namespace cinc::notation;

TEST_CASE("every value and key keeps its line and column") {
  const JsonParse doc = parse_json("{\n  \"a\": [1, true],\n  \"b\": \"x\\u00e9\"\n}");
  REQUIRE(doc.root);
  CHECK(doc.diagnostics.empty());
  const JsonValue* a = doc.root->find("a");
  REQUIRE(a);
  CHECK(a->pos.line == 2);
  CHECK(a->pos.column == 8);
  CHECK(a->items[1].pos.column == 12);
  CHECK(a->items[0].integral);
  CHECK(doc.root->key_pos[1].line == 3);
  CHECK(doc.root->key_pos[1].column == 3);
  CHECK(doc.root->find("b")->string == "x\xC3\xA9");
}

TEST_CASE("a syntax error names its place; nesting and duplicates are bounded and reported") {
  const JsonParse bad = parse_json("{\"a\": 1,\n \"b\" 2}");
  CHECK(!bad.root);
  REQUIRE(bad.diagnostics.size() == 1);
  CHECK(bad.diagnostics[0].code == "json.syntax");
  CHECK(bad.diagnostics[0].pos.line == 2);
  CHECK(bad.diagnostics[0].pos.column == 6);
  const JsonParse deep = parse_json(std::string(100000, '['));
  CHECK(!deep.root);
  CHECK(deep.diagnostics[0].message.find("nesting deeper") != std::string::npos);
  const JsonParse dup = parse_json("{\"a\": 1, \"a\": 2}");
  REQUIRE(dup.root);
  REQUIRE(dup.diagnostics.size() == 1);
  CHECK(dup.diagnostics[0].code == "json.duplicate-key");
  CHECK(dup.diagnostics[0].pos.column == 10);
  CHECK(dup.root->find("a")->number == 1);
  CHECK(!parse_json("").root);
  CHECK(!parse_json("{} x").root);
  CHECK(!parse_json("\"\x01\"").root);
  CHECK(!parse_json("01").root);
}

TEST_CASE("a byte order mark is no character: column 1 is the byte after it (fuzz_cards finding)") {
  // BOM, '"', ',' then a line end inside the string: the line end is the line's third
  // character, after the quote and the comma (docs/fuzzing.md, finding 13).
  const JsonParse bom = parse_json("\xEF\xBB\xBF\",\n  \"ca{\" T");
  CHECK(!bom.root);
  REQUIRE(bom.diagnostics.size() == 1);
  CHECK(bom.diagnostics[0].pos.line == 1);
  CHECK(bom.diagnostics[0].pos.column == 3);
  const JsonParse value = parse_json("\xEF\xBB\xBF{\"a\": 1}");
  REQUIRE(value.root);
  CHECK(value.root->pos.column == 1);
}

TEST_CASE("a pass may carry its buys in one token: --+supply") {
  auto games = read_games("[Variant \"chair-force\"]\n\n1. --+supply c3-d4 *\n");
  REQUIRE(games.size() == 1);
  REQUIRE(games[0].main.moves.size() == 2);
  CHECK(games[0].main.moves[0].text == "--+supply");
  CHECK(games[0].main.moves[1].text == "c3-d4");
}
