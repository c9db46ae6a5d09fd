// The cotulenh engine's records as a dialect of CGN (cotulenh.h): its stack tokens in
// Commander Chess games, its tags converted. Expectations come from the engine's notation
// (docs/rules/commander-chess.md §9.3): stacks in parentheses, deploys joined by ',' after '<'.
#include <doctest/doctest.h>

#include <string>

#include "cinc/notation/cotulenh.h"
#include "cinc/notation/reader.h"

using cinc::notation::GameRecord;
using cinc::notation::read_games;

namespace {

GameRecord one(const std::string& text) {
  auto games = read_games(text);
  REQUIRE(games.size() == 1);
  return games[0];
}

std::string tag(const GameRecord& g, const char* name) {
  const std::string* v = g.tag(name);
  return v ? *v : std::string("<none>");
}

}  // namespace

TEST_CASE("cotulenh records: stack and deploy tokens are single moves in Commander Chess games") {
  const GameRecord g = one("[Red \"a\"]\n[Blue \"b\"]\n\n1. (NFT)c4c6 +Tf11f9 2. N<F>e6,T>c6 c9:(NT):F>e6,T>c6 *\n");
  REQUIRE(g.main.moves.size() == 4);
  CHECK(g.main.moves[0].text == "(NFT)c4c6");
  CHECK(g.main.moves[1].text == "+Tf11f9");
  CHECK(g.main.moves[2].text == "N<F>e6,T>c6");
  CHECK(g.main.moves[3].text == "c9:(NT):F>e6,T>c6");
  CHECK_FALSE(g.has_syntax_error());
  // A variation still opens with '(' when what follows is not a stack.
  const GameRecord v = one("[Variant \"commander-chess\"]\n\n1. Tf4-f6 (1. Tf4-f5) Tf9-f7 *\n");
  REQUIRE(v.main.moves.size() == 2);
  CHECK(v.main.moves[0].variations.size() == 1);
  // In another game '(' always opens a variation: "(NF)" is a variation holding the move "NF".
  const GameRecord cic = one("[Variant \"commander-in-chief\"]\n\n1. Hf7-d5 (NF) *\n");
  REQUIRE(cic.main.moves.size() == 1);
  CHECK(cic.main.moves[0].variations.size() == 1);
}

TEST_CASE("cotulenh records: tags converted; the FEN tag left to replay") {
  const GameRecord g = one("[Red \"a\"]\n[Blue \"b\"]\n[Result \"*\"]\n[SetUp \"1\"]\n[FEN \"X r - - 0 2\"]\n\n"
                           "1. Tf6 Tf7 *\n");
  CHECK(g.cotulenh);
  CHECK(cinc::notation::is_cotulenh_export(g) == false);  // converted: it has a Variant tag now
  CHECK(tag(g, "Variant") == "commander-chess");
  CHECK(tag(g, "BattleEnds") == "commander");
  // Whether the FEN is the start or the engine's final position needs the rules: replay
  // decides (libgame, tested in commander_chess_cli_test).
  CHECK(tag(g, "FEN") == "X r - - 0 2");
  CHECK(tag(g, "SetUp") == "1");
  // A record's own BattleEnds is kept; a record with a Variant tag is not touched.
  const GameRecord e = one("[Red \"a\"]\n[Blue \"b\"]\n[BattleEnds \"sea\"]\n\n*\n");
  CHECK(tag(e, "BattleEnds") == "sea");
  const GameRecord cgn = one("[Variant \"commander-chess\"]\n[Red \"a\"]\n[Blue \"b\"]\n\n*\n");
  CHECK(tag(cgn, "BattleEnds") == "<none>");
  CHECK_FALSE(cgn.cotulenh);
}

TEST_CASE("cotulenh records: a deploy written step by step, as the engine's reader takes it, is one move") {
  // Two steps from c4, then Blue's move; then one step from b2 (alone) and three from e5, with
  // a heroic mark and a capture; a step from another point starts another deploy.
  const GameRecord g = one("[Red \"a\"]\n[Blue \"b\"]\n\n1. Fc4>e6 Tc4>xc6 Nb11b9 2. Fb2>d4 Nb9b8 "
                           "3. +Ne5>e7 Fe5>&e7 Te5>e4 Tf7f6 4. Nb2>b4 Fd4>d5 *\n");
  REQUIRE(g.main.moves.size() == 8);
  CHECK(g.main.moves[0].text == "c4:F>e6:T>xc6");
  CHECK(g.main.moves[0].number == 1);
  CHECK(g.main.moves[1].text == "Nb11b9");
  CHECK(g.main.moves[2].text == "b2:F>d4");
  CHECK(g.main.moves[4].text == "e5:N>e7:F>&e7:T>e4");
  CHECK(g.main.moves[4].number == 3);
  CHECK(g.main.moves[5].text == "Tf7f6");
  CHECK(g.main.moves[6].text == "b2:N>b4");
  CHECK(g.main.moves[7].text == "d4:F>d5");
  // In CGN (a Variant tag) the tokens are left as written.
  const GameRecord cgn = one("[Variant \"commander-chess\"]\n\n1. Fc4>e6 Tc4>xc6 *\n");
  REQUIRE(cgn.main.moves.size() == 2);
  CHECK(cgn.main.moves[0].text == "Fc4>e6");
}
