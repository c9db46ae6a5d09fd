// The lexer (lexer.h): its tight loop for plain movetext reads exactly what its general
// loop reads, on every record file the tests know and on a corpus of random games; and a
// move is marked as followed by variations exactly when its record has some.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "cinc/notation/lexer.h"
#include "cinc/notation/reader.h"
#include "corpus.h"
#include "notation_test_util.h"

using namespace cinc::notation;

namespace {

/// Every game of a text, lexed with or without the tight loop, built and described.
std::vector<std::string> lexed_games(const std::string& text, bool plain_loop) {
  std::vector<std::string> out;
  LexerOptions options;
  options.plain_loop = plain_loop;
  Lexer lexer(text, options);
  LexedGame lexed;
  GameRecord record;
  while (lexer.next(lexed)) {
    build_record(lexed, false, record);
    out.push_back(test::describe_record(record));
  }
  return out;
}

/// Every move of a line and of its variations, depth first, as written: the order of the
/// lexer's move tokens.
void collect_moves(const Variation& line, std::vector<const MoveNode*>& out) {
  for (const MoveNode& m : line.moves) {
    out.push_back(&m);
    for (const Variation& v : m.variations) collect_moves(v, out);
  }
}

}  // namespace

TEST_CASE("lexer: the tight loop for plain movetext reads what the general loop reads") {
  std::size_t games = 0;
  for (const auto& path : test::record_files()) {
    const std::string text = test::file_text(path);
    const auto general = lexed_games(text, false);
    CHECK_MESSAGE(lexed_games(text, true) == general, path.string());
    games += general.size();
  }
  const std::string corpus = cinc::bench::random_corpus(31, 200, {});
  const auto general = lexed_games(corpus, false);
  CHECK(lexed_games(corpus, true) == general);
  CHECK(general.size() == 200);
  CHECK(games > 200);
}

TEST_CASE("lexer: the two loops read alike after syntax errors they read on from") {
  // Errors met inside plain movetext, where the tight loop hands over to the general one and
  // takes up again after the error (docs/errors.md, "Reading on after a syntax error").
  const std::vector<std::string> texts = {
      "1. a & b $300 c 1-0\n[Event \"x\"]\n1. d *\n",
      "1. (a b) c (d) *\n",
      "1. a ( (b) c) d (e f) *\n",
      "1. a (b) ({x}) c (d) *\n",
      "1. a () b (c) *\n",
      "1. a ) b ) c (d) *\n",
      "1. a (b 1-0) c (d) *\n",
      "1. Hf7%d5 e [%clk 0:01] f \"g h\" i *\n",
      std::string("1. a \0b c \xC3( d) e *\n", 20),
      "a" + std::string(60, '&') + " b" + [] {
        std::string many;
        for (int i = 0; i < 25; ++i) many += " &";
        return many;
      }() + " c *\n[Event \"y\"]\n1. d *\n",
  };
  for (const std::string& text : texts) {
    CAPTURE(text);
    const auto general = lexed_games(text, false);
    CHECK(lexed_games(text, true) == general);
    CHECK(!general.empty());
  }
}

TEST_CASE("lexer: a move is marked kHasVariations exactly when variations follow it") {
  const std::string corpus = cinc::bench::random_corpus(32, 100, {});
  Lexer lexer(corpus);
  LexedGame lexed;
  GameRecord record;
  int marked = 0;
  while (lexer.next(lexed)) {
    build_record(lexed, false, record);
    std::vector<const MoveNode*> moves;
    collect_moves(record.main, moves);
    std::size_t k = 0;
    for (const Token& t : lexed.tokens) {
      if (t.kind != Token::Kind::move) continue;
      REQUIRE(k < moves.size());
      const bool has = !moves[k++]->variations.empty();
      CHECK((t.value == Token::kHasVariations) == has);
      marked += has ? 1 : 0;
    }
    CHECK(k == moves.size());
  }
  CHECK(marked > 100);
}
