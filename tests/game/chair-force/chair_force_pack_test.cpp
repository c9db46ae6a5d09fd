// Chair Force positions kept compactly (Position::pack / unpack, the engine's store of a
// node's turns) and the turns listed one by one (Position::for_each_turn): both must give
// back exactly the positions legal_turns gives.
#include <doctest/doctest.h>

#include <string>
#include <utility>
#include <vector>

#include "cinc/game/chair.h"
#include "cinc/game/chair_cards.h"

namespace cf = cinc::game::chair;
using cf::Side;

namespace {

// Everything a position holds, field by field (the FEN leaves out nothing but is one string:
// a difference is easier to read here).
void same_position(const cf::Position& a, const cf::Position& b, const std::string& what) {
  INFO(what);
  CHECK(a.fen() == b.fen());
  CHECK(a.key() == b.key());
  CHECK(a.side_to_move() == b.side_to_move());
  CHECK(a.move_number() == b.move_number());
  CHECK(a.kings() == b.kings());
  for (const Side s : {Side::dark, Side::light}) {
    CHECK(a.pieces(s) == b.pieces(s));
    CHECK(a.points(s) == b.points(s));
    CHECK(a.hand(s) == b.hand(s));
  }
  for (int i = 0; i < 32; ++i) CHECK(a.shield(i) == b.shield(i));
  CHECK(a.buy_line() == b.buy_line());
  CHECK(a.deck() == b.deck());
  CHECK(a.discard_pile() == b.discard_pile());
  CHECK(&a.cards() == &b.cards());
}

}  // namespace

TEST_CASE("every turn's position packs and unpacks to itself; for_each_turn lists legal_turns in order") {
  const auto set = cf::example_card_set();
  auto start = cf::Position::start(set, set->full_deck());
  REQUIRE(start.ok());
  cf::Position pos = *start;
  int checked = 0;
  bool cards_seen = false, discards_seen = false;
  // A game of 60 turns, each picked from the list by a fixed stride, so that cards are
  // bought, played and discarded on the way.
  for (int ply = 0; ply < 60; ++ply) {
    if (pos.pieces(Side::dark) == 0 || pos.pieces(Side::light) == 0) break;
    for (const bool buys : {true, false}) {
      const auto turns = pos.legal_turns(buys);
      std::vector<std::pair<std::string, std::string>> listed;  // text, FEN
      pos.for_each_turn(buys, [&listed](const std::string& text, const cf::Position& after) {
        listed.emplace_back(text, after.fen());
      });
      REQUIRE(listed.size() == turns.size());
      for (std::size_t i = 0; i < turns.size(); ++i) {
        CHECK(listed[i].first == turns[i].first);
        CHECK(listed[i].second == turns[i].second.fen());
        std::string bytes;
        turns[i].second.pack(bytes);
        const cf::Position back = cf::Position::unpack(pos, bytes);
        same_position(back, turns[i].second, turns[i].first);
        std::string again;
        back.pack(again);
        CHECK(again == bytes);
        ++checked;
      }
    }
    cards_seen |= !pos.hand(Side::dark).empty() || !pos.hand(Side::light).empty();
    discards_seen |= !pos.discard_pile().empty();
    const auto turns = pos.legal_turns();
    REQUIRE(!turns.empty());
    pos = turns[(static_cast<std::size_t>(ply) * 7 + 3) % turns.size()].second;
  }
  CHECK(checked > 1000);
  CHECK(cards_seen);
  CHECK(discards_seen);
}

TEST_CASE("several positions packed end to end are read back one by one") {
  const auto set = cf::example_card_set();
  auto start = cf::Position::start(set, set->full_deck());
  REQUIRE(start.ok());
  const auto turns = start->legal_turns();
  REQUIRE(turns.size() > 3);
  std::string bytes;
  std::vector<std::size_t> ends;
  for (const auto& [text, after] : turns) {
    after.pack(bytes);
    ends.push_back(bytes.size());
  }
  for (std::size_t i = 0; i < turns.size(); ++i) {
    const std::size_t from = i == 0 ? 0 : ends[i - 1];
    same_position(cf::Position::unpack(*start, std::string_view(bytes).substr(from, ends[i] - from)), turns[i].second,
                  turns[i].first);
  }
  // A packed position is a few dozen bytes, not the hundreds a Position and its lists take.
  CHECK(bytes.size() / turns.size() < 64);
}
