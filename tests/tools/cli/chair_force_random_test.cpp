// Chair Force random games: a generator plays random turns (moves, card plays with random
// targets, buys, discards, reshuffles) from random deck orders; every game validates,
// and round-trips through canonical CGN and through JSON unchanged.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <set>

#include "cinc/game/canonical.h"
#include "cinc/game/chair.h"
#include "cinc/game/replay.h"
#include "cinc/notation/reader.h"
#include "writing/game_json.h"

using namespace cinc;
namespace cf = cinc::game::chair;

namespace {

constexpr int kGames = 300;
constexpr int kMaxPlies = 160;

// A random game as CGN text; `played` collects the ids of the cards played.
std::string random_game(std::mt19937_64& rng, std::set<std::string>& played, std::string& result) {
  auto set = cf::example_card_set();
  std::vector<int> deck = set->full_deck();
  std::shuffle(deck.begin(), deck.end(), rng);
  std::string deck_tag;
  for (int c : deck) deck_tag += (deck_tag.empty() ? "" : ",") + set->cards[static_cast<std::size_t>(c)].id;
  auto pos = *cf::Position::start(set, deck);
  const game::Variant* variant = game::find_variant("chair-force");
  auto state = std::move(*variant->from_fen(pos.fen()));
  std::string moves;
  for (int ply = 0; ply < kMaxPlies && state->end().kind == game::GameEnd::Kind::ongoing; ++ply) {
    auto turns = pos.legal_turns();
    REQUIRE(!turns.empty());
    // Card plays are few among the turns: choose the kind first, then a turn of that kind.
    std::vector<std::size_t> cards, others;
    for (std::size_t i = 0; i < turns.size(); ++i) {
      const char c = turns[i].first[0];
      const bool is_card = c >= 'a' && c <= 'z' && !(c <= 'h' && turns[i].first[1] >= '0' && turns[i].first[1] <= '9');
      (is_card ? cards : others).push_back(i);
    }
    const auto& pool = !cards.empty() && (others.empty() || rng() % 3 == 0) ? cards : others;
    const auto& [text, after] = turns[pool[rng() % pool.size()]];
    const auto outcome = state->play(text);
    REQUIRE_MESSAGE(outcome.played, text << ": " << (outcome.error ? outcome.error->message : ""));
    REQUIRE(outcome.played->canonical == text);
    REQUIRE(state->fen() == after.fen());
    if (&pool == &cards) played.insert(text.substr(0, text.find_first_of("@+_=")));
    pos = after;
    if (ply % 2 == 0) moves += std::to_string(ply / 2 + 1) + ". ";
    moves += text + " ";
  }
  result = state->end().result_token();
  return "[Variant \"chair-force\"]\n[Dark \"Random A\"]\n[Light \"Random B\"]\n[CardSet \"cinc-example\"]\n[Deck \"" +
         deck_tag + "\"]\n[Result \"" + result + "\"]\n\n" + moves + result + "\n";
}

}  // namespace

TEST_CASE("random Chair Force games validate and round-trip through CGN and JSON" * doctest::test_suite("long")) {
  std::mt19937_64 rng(20261123);
  std::set<std::string> played;
  std::set<std::string> results;
  for (int i = 0; i < kGames; ++i) {
    std::string result;
    const std::string text = random_game(rng, played, result);
    results.insert(result);
    CAPTURE(text);
    auto records = notation::read_games(text);
    REQUIRE(records.size() == 1);
    const game::ReplayedGame replayed = game::replay(records[0]);
    REQUIRE_MESSAGE(replayed.diagnostics.empty(), replayed.diagnostics.front().message);
    CHECK(replayed.end.result_token() == result);

    const std::string canonical = game::write_canonical(records[0], replayed);
    auto again = notation::read_games(canonical);
    REQUIRE(again.size() == 1);
    REQUIRE(again[0].main.moves.size() == records[0].main.moves.size());
    for (std::size_t m = 0; m < again[0].main.moves.size(); ++m)
      CHECK(again[0].main.moves[m].text == records[0].main.moves[m].text);
    const game::ReplayedGame replayed_again = game::replay(again[0]);
    CHECK(replayed_again.diagnostics.empty());

    auto json1 = tools::game_to_json(records[0], replayed);
    const notation::GameRecord from_json = tools::game_from_json(nlohmann::ordered_json::parse(json1.dump()));
    const game::ReplayedGame replayed2 = game::replay(from_json);
    REQUIRE(replayed2.diagnostics.empty());
    CHECK(tools::game_to_json(from_json, replayed2) == json1);
  }
  // The generator reaches every card of the example set, and games that end.
  CHECK(played.size() == cf::example_card_set()->cards.size());
  CHECK(results.size() >= 2);
}

TEST_CASE("a corrupted Chair Force turn is reported at its ply, with the move text") {
  const std::string text =
      "[Variant \"chair-force\"]\n[CardSet \"cinc-example\"]\n[Deck \"strike,supply,strike,sniper,shelling,regicide,"
      "paradrop,paradrop,retreat,retreat,knighted,bunker,bunker,doubletime,doubletime,supply\"]\n[Result \"*\"]\n\n"
      "1. d6-c5 e3-f4+supply 2. c5-d4 supply@e5 *\n";
  auto records = notation::read_games(text);
  REQUIRE(records.size() == 1);
  const game::ReplayedGame replayed = game::replay(records[0]);
  REQUIRE(!replayed.valid());
  const auto& d = replayed.diagnostics.front();
  CHECK(d.ply == 4);
  CHECK(d.move_text == "supply@e5");
  CHECK(d.code == "card.jump-available");  // Light's c3 can jump d4
  CHECK(d.pos.line == 6);
  CHECK(d.pos.column == 32);  // "1. d6-c5 e3-f4+supply 2. c5-d4 " is 31 characters
}
