// The guide's walk-through (docs/adding-a-game.md): Toy Race, added by
// its folder and one line, is known to the registry and replayed by the same replay() as
// every real game. Expectations are worked out by hand from Toy Race's rules
// (toy-race/include/cinc/game/toy_race.h): the tokens start with 5 empty squares between
// them and each move closes 1 or 2 of them.
#define DOCTEST_CONFIG_IMPLEMENT_WITH_MAIN
#include <doctest/doctest.h>

#include <string>

#include "cinc/game/replay.h"
#include "cinc/game/variant.h"
#include "cinc/notation/reader.h"

namespace game = cinc::game;
namespace notation = cinc::notation;

namespace {

// Reads one game's text and replays it.
struct Replayed {
  notation::GameRecord record;
  game::ReplayedGame game;
};

Replayed replay_text(const std::string& text) {
  Replayed out;
  auto records = notation::read_games(text);
  REQUIRE(records.size() == 1);
  out.record = std::move(records.front());
  out.game = game::replay(out.record);
  return out;
}

}  // namespace

TEST_CASE("the registry lists the added game after the real ones") {
  const auto& list = game::variants();
  REQUIRE(list.size() == 7);
  CHECK(list.front().name == "commander-in-chief");
  CHECK(list.back().name == "toy-race");
  const game::Variant* toy = game::find_variant("toy-race");
  REQUIRE(toy != nullptr);
  CHECK(toy->sides[0] == "Up");
  CHECK(toy->start_fen == "a1 a7 u");
}

TEST_CASE("move-path counts from the start, by hand") {
  auto start = game::find_variant("toy-race")->from_fen("a1 a7 u");
  REQUIRE(start.ok());
  // Sequences of 1s and 2s closing at most the 5 squares between the tokens:
  // depth 1: {1,2}; 2: 4; 3: all 8 but 2+2+2; 4: 1+1+1+1 and the four orders of 1+1+1+2;
  // 5: 1+1+1+1+1; 6: none.
  CHECK((*start)->perft(1) == 2);
  CHECK((*start)->perft(2) == 4);
  CHECK((*start)->perft(3) == 7);
  CHECK((*start)->perft(4) == 5);
  CHECK((*start)->perft(5) == 1);
  CHECK((*start)->perft(6) == 0);
}

TEST_CASE("divide from the start, by hand: the shared perft split by the first move") {
  auto start = game::find_variant("toy-race")->from_fen("a1 a7 u");
  REQUIRE(start.ok());
  // a1-a2 leaves 4 squares between the tokens: two more moves close them in 4 ways (1+1, 1+2,
  // 2+1, 2+2); a1-a3 leaves 3: in 3 ways (2+2 would pass the other token).
  const auto split = (*start)->divide(3);
  REQUIRE(split.size() == 2);
  CHECK(split[0].first == "a1-a2");
  CHECK(split[0].second == 4);
  CHECK(split[1].first == "a1-a3");
  CHECK(split[1].second == 3);
  CHECK((*start)->move_number() == 1);
  auto after = (*start)->clone();
  REQUIRE(after->play("a1-a3").played);
  REQUIRE(after->play("a7-a6").played);
  CHECK(after->move_number() == 2);
  CHECK(after->side_to_move() == 0);
}

TEST_CASE("a won game replays clean through the common replay") {
  // Up closes 2 (gap 3), Down 1 (gap 2), Up 2 (gap 0): Down cannot move, Up (first) wins.
  const Replayed r = replay_text(
      "[Event \"Walk-through\"]\n[Variant \"toy-race\"]\n[Up \"A\"]\n[Down \"B\"]\n[Result \"1-0\"]\n\n"
      "1. a1-a3 a7-a6 2. a3-a5 1-0\n");
  for (const auto& d : r.game.diagnostics) MESSAGE(d.message);
  CHECK(r.game.valid());
  REQUIRE(r.game.main.moves.size() == 3);
  CHECK(r.game.main.moves.back().fen_after == "a5 a6 d");
  CHECK(r.game.end.kind == game::GameEnd::Kind::first_won);
}

TEST_CASE("an illegal move and a wrong result are reported where they stand") {
  const Replayed illegal = replay_text("[Variant \"toy-race\"]\n[Result \"*\"]\n\n1. a1-a4 *\n");
  CHECK_FALSE(illegal.game.valid());
  bool found = false;
  for (const auto& d : illegal.game.diagnostics)
    if (d.message.find("1 or 2 squares") != std::string::npos) {
      found = true;
      CHECK(d.pos.line == 4);
      CHECK(d.pos.column == 4);
      CHECK(d.ply == 1);
    }
  CHECK(found);
  // 1. a1-a2 (4 squares left between the tokens) a7-a5 (2) 2. a2-a3 (1) a5-a4 (0): Up cannot
  // move, Down (second) has won, so the record's 1-0 contradicts the moves.
  const Replayed wrong =
      replay_text("[Variant \"toy-race\"]\n[Result \"1-0\"]\n\n1. a1-a2 a7-a5 2. a2-a3 a5-a4 1-0\n");
  CHECK_FALSE(wrong.game.valid());
  bool contradicted = false;
  for (const auto& d : wrong.game.diagnostics) contradicted = contradicted || d.code == "result.contradicts";
  CHECK(contradicted);
}
