// Chair Force (docs/rules/chair-force.md, cited as §n) on hand-worked positions: each rule of
// the frame and each effect of the card vocabulary. Every expectation below was worked out by
// hand from the rules, never copied from the program's output.
//
// Reminders: PDN square 1 = b8, 4 = h8, 5 = a7, 9 = b6, 10 = d6, 12 = h6, 13 = a5, 14 = c5,
// 15 = e5, 17 = b4, 18 = d4, 21 = a3, 22 = c3, 25 = b2, 26 = d2, 29 = a1, 30 = c1, 32 = g1.
// Dark moves first and DOWN the board (crowned on rank 1); Light moves up (crowned on rank 8).
// FEN: <side>:D<pieces>:L<pieces> <points D/L> <hands D/L> <buy line> <deck> <discard> <set> <move>.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "cinc/game/chair.h"
#include "cinc/game/variant.h"

namespace cf = cinc::game::chair;
using cf::Side;

namespace {

// A set with one card per effect and constraint, one copy each, so FENs stay short.
constexpr const char* kTestSet = R"({"format": "cinc-chair-force-cards/1", "name": "test-set", "cards": [
 {"id": "kill", "name": "Kill", "cost": 3, "copies": 1, "text": "t", "effect": [{"op": "destroy"}]},
 {"id": "killman", "name": "Kill Man", "cost": 3, "copies": 1, "text": "t", "effect": [{"op": "destroy", "piece": "man"}]},
 {"id": "killking", "name": "Kill King", "cost": 3, "copies": 1, "text": "t", "effect": [{"op": "destroy", "piece": "king"}]},
 {"id": "near", "name": "Near", "cost": 3, "copies": 1, "text": "t", "effect": [{"op": "destroy", "adjacent": true}]},
 {"id": "snipe", "name": "Snipe", "cost": 3, "copies": 1, "text": "t", "effect": [{"op": "destroy", "within": 2}]},
 {"id": "deep", "name": "Deep", "cost": 3, "copies": 1, "text": "t", "effect": [{"op": "destroy", "rows": [5, 8]}]},
 {"id": "hop", "name": "Hop", "cost": 3, "copies": 1, "text": "t", "effect": [{"op": "move", "steps": 3, "direction": "forward"}]},
 {"id": "back", "name": "Back", "cost": 3, "copies": 1, "text": "t", "effect": [{"op": "move"}]},
 {"id": "knight", "name": "Knight", "cost": 3, "copies": 1, "text": "t", "effect": [{"op": "crown"}]},
 {"id": "wall", "name": "Wall", "cost": 3, "copies": 1, "text": "t", "effect": [{"op": "shield", "turns": 2}]},
 {"id": "twice", "name": "Twice", "cost": 3, "copies": 1, "text": "t", "effect": [{"op": "extra_move"}, {"op": "extra_move"}]},
 {"id": "more", "name": "More", "cost": 2, "copies": 1, "text": "t", "effect": [{"op": "draw", "count": 2}]}
]})";

const std::vector<std::string> kOrder = {"kill", "killman", "killking", "near", "snipe", "deep",
                                         "hop",  "back",    "knight",   "wall", "twice", "more"};

void register_test_set() {
  static const bool done = [] {
    auto load = cf::load_card_set(kTestSet);
    REQUIRE(load.set);
    cf::register_card_set(load.set);
    return true;
  }();
  (void)done;
}

std::string join(const std::vector<std::string>& ids) {
  if (ids.empty()) return "-";
  std::string out;
  for (const auto& id : ids) out += (out.empty() ? "" : ",") + id;
  return out;
}

// A FEN of the test set: the deck is `deck_top` then every card not named elsewhere, in set order.
std::string fen(const std::string& board, const std::string& points, const std::vector<std::string>& dark_hand,
                const std::vector<std::string>& light_hand, const std::vector<std::string>& buy,
                const std::vector<std::string>& deck_top = {}, const std::vector<std::string>& discard = {},
                bool fill_deck = true) {
  std::vector<std::string> used = dark_hand;
  for (const auto* v : {&light_hand, &buy, &deck_top, &discard}) used.insert(used.end(), v->begin(), v->end());
  std::vector<std::string> deck = deck_top;
  if (fill_deck)
    for (const auto& id : kOrder)
      if (std::find(used.begin(), used.end(), id) == used.end()) deck.push_back(id);
  return board + " " + points + " " + join(dark_hand) + "/" + join(light_hand) + " " + join(buy) + " " + join(deck) +
         " " + join(discard) + " test-set 1";
}

cf::Position position(const std::string& text) {
  register_test_set();
  auto p = cf::Position::from_fen(text);
  REQUIRE_MESSAGE(p.ok(), text << ": " << (p.ok() ? std::string() : p.error().message));
  return *p;
}

// Plays a turn that must be legal.
cf::TurnReport play(cf::Position& pos, const std::string& text) {
  cf::TurnOutcome out = pos.play(text);
  REQUIRE_MESSAGE(out.report.has_value(), text << ": " << out.error_code << " " << out.error);
  return *out.report;
}

// A turn that must be refused with this code; the position must not change.
void refused(cf::Position pos, const std::string& text, const std::string& code) {
  const std::string before = pos.fen();
  cf::TurnOutcome out = pos.play(text);
  CHECK_MESSAGE(!out.report, text << " was accepted");
  CHECK_MESSAGE(out.error_code == code, text << ": " << out.error_code << " " << out.error);
  CHECK(pos.fen() == before);
}

// A turn that must be legal in the position of this FEN.
void accepted(const std::string& text_fen, const std::string& text) {
  cf::Position p = position(text_fen);
  play(p, text);
}

bool has(cf::SquareSet set, int pdn) { return (set >> (pdn - 1)) & 1u; }

const std::vector<std::string> kCostly = {"killman", "killking"};  // a buy line nobody can afford after one move

}  // namespace

TEST_CASE("set-up: the first two cards of the deck are the buy line; no cards, no points; Dark moves first (§1, §3)") {
  register_test_set();
  auto set = cf::find_card_set("test-set");
  REQUIRE(set);
  std::vector<int> deck;
  for (const char* id : {"more", "wall", "kill", "killman", "killking", "near", "snipe", "deep", "hop", "back", "knight", "twice"})
    deck.push_back(set->find(id));
  auto start = cf::Position::start(set, deck);
  REQUIRE(start.ok());
  cf::Position p = *start;
  CHECK(p.fen() ==
        "D:D1,2,3,4,5,6,7,8,9,10,11,12:L21,22,23,24,25,26,27,28,29,30,31,32 0/0 -/- wall,more "
        "kill,killman,killking,near,snipe,deep,hop,back,knight,twice - test-set 1");
  CHECK(p.board_moves().size() == 7);  // b6-a5, b6-c5, d6-c5, d6-e5, f6-e5, f6-g5, h6-g5
  refused(p, "c3-d4", "move.wrong-side");
  // A deck that is not exactly the set's cards is refused.
  deck.pop_back();
  CHECK_FALSE(cf::Position::start(set, deck).ok());
}

TEST_CASE("a normal move earns 2 points at the end of the turn; the track stops at 8 (§2)") {
  cf::Position p = position(fen("D:D10:LK30", "7/0", {}, {}, kCostly));
  CHECK(play(p, "d6-c5").points_earned == 1);  // 7 + 2 is capped at 8
  CHECK(p.points(Side::dark) == 8);
  CHECK(play(p, "c1-d2").points_earned == 2);
  CHECK(p.points(Side::light) == 2);
  CHECK(play(p, "c5-b4").points_earned == 0);
  CHECK(p.points(Side::dark) == 8);
}

TEST_CASE("a jump earns no points; destroying draws the top card, one per turn even for a multi-jump (§2, §3)") {
  // Dark d6 jumps c5 to b4, then c3 to d2; Light keeps g1.
  cf::Position p = position(fen("D:D10:L14,22,32", "0/0", {}, {}, kCostly, {"hop"}));
  const cf::TurnReport r = play(p, "d6xb4xd2");
  CHECK(r.destroyed == "MM");
  CHECK(r.points_earned == 0);
  CHECK(p.points(Side::dark) == 0);
  REQUIRE(r.drawn.size() == 1);
  CHECK(r.drawn[0] == "hop");
  CHECK(p.hand(Side::dark).size() == 1);
  CHECK(!has(p.pieces(Side::light), 14));
  CHECK(!has(p.pieces(Side::light), 22));
  CHECK(has(p.pieces(Side::dark), 26));
}

TEST_CASE("a player who can jump must jump: no card, no step (§1)") {
  cf::Position p = position(fen("D:D10:L14,32", "0/0", {"kill"}, {}, kCostly));
  refused(p, "kill@g1", "card.jump-available");
  refused(p, "d6-e5", "move.must-capture");
  play(p, "d6xb4");
}

TEST_CASE("buying at the end of the turn: points earned first, cost paid, the place refilled from the deck (§3)") {
  const std::string f = fen("D:D10:L32", "0/0", {}, {}, {"kill", "more"}, {"hop"});
  cf::Position p = position(f);
  const cf::TurnReport r = play(p, "d6-c5+more");  // 0 + 2 points, More costs 2
  CHECK(r.points_spent == 2);
  CHECK(p.points(Side::dark) == 0);
  CHECK(p.hand(Side::dark) == std::vector<int>{p.cards().find("more")});
  // Hop, the deck's top card, takes More's place.
  CHECK(p.buy_line() == std::vector<int>{p.cards().find("kill"), p.cards().find("hop")});
  refused(position(f), "d6-c5+kill", "card.cost");  // 3 > 2
  refused(position(f), "d6-c5+wall", "card.not-in-buy-line");
  refused(position(f), "+more", "move.syntax");  // a turn starts with its move or card
}

TEST_CASE("hand limit 2: a hand over 2 is discarded down at once, and only then (§3)") {
  const std::string f = fen("D:D10:L14,32", "0/0", {"kill", "killman"}, {}, {"killking", "near"}, {"hop"});
  refused(position(f), "d6xb4", "card.hand-limit");  // Hop is drawn: three cards
  cf::Position p = position(f);
  play(p, "d6xb4_kill");
  CHECK(p.hand(Side::dark) == std::vector<int>{p.cards().find("killman"), p.cards().find("hop")});
  CHECK(p.discard_pile() == std::vector<int>{p.cards().find("kill")});
  // A discard without a hand over 2, and a buy before the discard, are refused.
  refused(position(fen("D:D10:L32", "0/0", {"kill"}, {}, {"more", "near"})), "d6-c5_kill", "card.discard");
  refused(position(fen("D:D10:L14,32", "2/0", {"kill", "killman"}, {}, {"more", "near"}, {"hop"})), "d6xb4+more_kill",
          "card.hand-limit");
}

TEST_CASE("a card may not target its player's own King; an enemy King may be targeted (§3)") {
  const std::string f = fen("D:DK10,1:LK32,29", "0/0", {"knight", "wall"}, {}, kCostly);
  refused(position(f), "wall@d6", "card.own-king");
  refused(position(f), "knight@d6", "card.own-king");
  cf::Position p = position(fen("D:D1:LK32,29", "0/0", {"kill"}, {}, kCostly));
  CHECK(play(p, "kill@g1").destroyed == "K");
}

TEST_CASE("a player who can neither move nor play a card passes, and may still buy (§5 Decision)") {
  // The Dark man on b2 has a1 and c1 in front of it, both Light; no jump lands on the board.
  const std::string blocked = "D:D25:L29,30";
  cf::Position p = position(fen(blocked, "2/0", {}, {}, {"more", "kill"}));
  play(p, "--+more");
  CHECK(p.hand(Side::dark).size() == 1);
  CHECK(p.side_to_move() == Side::light);
  refused(p, "--", "move.pass");  // Light can move
  refused(position(fen(blocked, "0/0", {"kill"}, {}, kCostly)), "--", "move.pass");  // Dark could play Kill
}

TEST_CASE("the game is won by destroying every enemy piece (§5)") {
  register_test_set();
  const cinc::game::Variant* v = cinc::game::find_variant("chair-force");
  REQUIRE(v);
  auto state = v->from_fen(fen("D:D10:L14", "0/0", {}, {}, kCostly));
  REQUIRE(state.ok());
  auto& s = **state;
  CHECK(s.end().kind == cinc::game::GameEnd::Kind::ongoing);
  REQUIRE(s.play("d6xb4").played);
  CHECK(s.end().kind == cinc::game::GameEnd::Kind::first_won);
  CHECK(s.play("b4-a3").error->code == "move.after-end");
}

TEST_CASE("cat and mouse: the third occurrence of the full state ends the game with no winner (§5)") {
  register_test_set();
  const cinc::game::Variant* v = cinc::game::find_variant("chair-force");
  auto state = v->from_fen(fen("D:DK10:LK30", "8/8", {}, {}, kCostly));
  REQUIRE(state.ok());
  auto& s = **state;
  const char* loop[] = {"d6-e5", "c1-d2", "e5-d6", "d2-c1"};
  for (int round = 0; round < 2; ++round)
    for (const char* m : loop) {
      CHECK(s.end().kind == cinc::game::GameEnd::Kind::ongoing);
      REQUIRE_MESSAGE(s.play(m).played, m);
    }
  // Start, after ply 4 and after ply 8: the same board, points (8 stays 8), hands, buy line, deck.
  CHECK(s.end().kind == cinc::game::GameEnd::Kind::draw);
  CHECK(s.end().result_token() == "1/2-1/2");
}

TEST_CASE("an empty deck: the discard pile becomes the new deck in the order the record states (§3 Decision)") {
  const std::string f = fen("D:D10:L14,32", "0/0", {"hop", "back"}, {"knight", "wall"}, {"twice", "deep"}, {},
                            {"kill", "killman", "killking", "near", "snipe", "more"}, false);
  refused(position(f), "d6xb4", "card.reshuffle");                    // the order is missing
  refused(position(f), "d6xb4=more:kill_more", "card.reshuffle");      // not the whole pile
  cf::Position p = position(f);
  const cf::TurnReport r = play(p, "d6xb4=more:kill:killman:killking:near:snipe_more");
  CHECK(r.drawn == std::vector<std::string>{"more"});
  CHECK(p.deck().size() == 5);
  CHECK(p.deck().front() == p.cards().find("kill"));
  CHECK(p.discard_pile() == std::vector<int>{p.cards().find("more")});
  refused(position(fen("D:D10:L32", "0/0", {}, {}, kCostly)), "d6-c5=kill", "card.reshuffle");  // none due
}

TEST_CASE("cards are played from the hand only, and go to the discard pile (§3)") {
  const std::string f = fen("D:D10:L32", "0/0", {"more"}, {}, kCostly);
  refused(position(f), "kill@g1", "card.not-in-hand");
  refused(position(f), "zap@g1", "card.unknown");
  cf::Position p = position(f);
  const cf::TurnReport r = play(p, "more");
  CHECK(r.played == "more");
  CHECK(r.points_earned == 0);  // a card is not a normal move
  CHECK(p.hand(Side::dark).size() == 2);
  CHECK(p.discard_pile() == std::vector<int>{p.cards().find("more")});
}

// ---- the effect vocabulary (§4) -----------------------------------------------------

TEST_CASE("destroy: any enemy piece, a man only, a King only") {
  const std::string board = "D:D1:L14,K32";
  cf::Position p = position(fen(board, "0/0", {"kill"}, {}, kCostly, {"hop"}));
  const cf::TurnReport r = play(p, "kill@c5");
  CHECK(r.destroyed == "M");
  CHECK(r.drawn == std::vector<std::string>{"hop"});  // destroying by card draws too
  refused(position(fen(board, "0/0", {"near"}, {}, {"killman", "kill"})), "near@b8", "card.target");  // own piece
  refused(position(fen(board, "0/0", {"killman"}, {}, {"kill", "near"})), "killman@g1", "card.target");
  refused(position(fen(board, "0/0", {"killking"}, {}, {"kill", "near"})), "killking@c5", "card.target");
  refused(position(fen(board, "0/0", {"killman"}, {}, {"kill", "near"})), "killman@d4", "card.target");  // empty
  refused(position(fen(board, "0/0", {"killman"}, {}, {"kill", "near"})), "killman@c5&g1", "card.syntax");
  cf::Position q = position(fen(board, "0/0", {"killking"}, {}, {"kill", "near"}));
  CHECK(play(q, "killking@g1").destroyed == "K");
}

TEST_CASE("destroy: adjacent to a friendly piece, within N squares, on the player's rows") {
  // Dark b8 and e3 (23); Light c5 (14) is next to nothing Dark, f4 (19) touches e3, g1 far.
  const std::string board = "D:D1,23:L14,19,32";
  refused(position(fen(board, "0/0", {"near"}, {}, kCostly)), "near@c5", "card.target");
  accepted(fen(board, "0/0", {"near"}, {}, kCostly), "near@f4");
  // Within 2: c5 is 3 ranks from b8 and 2 files/2 ranks from e3 -> within 2 of e3 (e3 to c5: 2 files, 2 ranks).
  accepted(fen(board, "0/0", {"snipe"}, {}, kCostly), "snipe@c5");
  // g1 (32) is 2 from e3 (files g-e = 2, ranks 3-1 = 2): within 2; b8 alone would be too far.
  refused(position(fen("D:D1:L14,32", "0/0", {"snipe"}, {}, kCostly)), "snipe@g1", "card.target");
  // Rows 5-8 for Dark are ranks 4 down to 1: f4 (rank 4, row 5) yes, c5 (rank 5, row 4) no.
  refused(position(fen(board, "0/0", {"deep"}, {}, kCostly)), "deep@c5", "card.target");
  accepted(fen(board, "0/0", {"deep"}, {}, kCostly), "deep@f4");
}

TEST_CASE("move: along a diagonal over empty squares, forward only or any way; crowned on the far row") {
  const std::string board = "D:D10,22:L32,5";
  cf::Position p = position(fen(board, "0/0", {"hop"}, {}, kCostly));
  const cf::TurnReport r = play(p, "hop@d6>a3");  // d6 c5 b4 a3: three squares forward (down) for Dark
  CHECK(has(p.pieces(Side::dark), 21));
  CHECK(r.points_earned == 0);
  refused(position(fen(board, "0/0", {"hop"}, {}, kCostly)), "hop@d6>f8", "card.target");   // backwards
  refused(position(fen(board, "0/0", {"hop"}, {}, kCostly)), "hop@d6>h2", "card.target");   // 4 squares
  refused(position(fen("D:D10,14:L32", "0/0", {"hop"}, {}, kCostly)), "hop@d6>a3", "card.target");  // c5 blocks
  refused(position(fen(board, "0/0", {"hop"}, {}, kCostly)), "hop@d6", "card.syntax");
  cf::Position c = position(fen(board, "0/0", {"hop"}, {}, kCostly));
  CHECK(play(c, "hop@c3>a1").crowned);  // c3 b2 a1: Dark's far row
  CHECK(has(c.kings(), 29));
  cf::Position b = position(fen(board, "0/0", {"back"}, {}, kCostly));
  play(b, "back@d6>c7");  // one square backwards is allowed by "any"
  CHECK(has(b.pieces(Side::dark), 6));
  refused(position(fen(board, "0/0", {"back"}, {}, kCostly)), "back@d6>b4", "card.target");  // 2 squares
}

TEST_CASE("crown: a friendly man becomes a King") {
  cf::Position p = position(fen("D:D10:L32", "0/0", {"knight"}, {}, kCostly));
  CHECK(play(p, "knight@d6").crowned);
  CHECK(has(p.kings(), 10));
  refused(position(fen("D:D10:L32", "0/0", {"knight"}, {}, kCostly)), "knight@g1", "card.target");  // enemy
}

TEST_CASE("shield: the piece cannot be jumped or destroyed for the opponent's next N turns") {
  // Light's c5 is shielded for 2 of Dark's turns; d6 stands behind it, and Dark's e7 keeps
  // c5 from jumping d6.
  cf::Position p = position(fen("D:D4,7,10:L14s2,K29", "0/0", {"kill"}, {}, kCostly));
  CHECK(p.board_moves().size() == 3);  // h8-g7, e7-f6 and d6-e5; no jump over c5
  refused(p, "kill@c5", "card.shielded");
  refused(p, "d6xb4", "move.shielded");
  play(p, "h8-g7");
  CHECK(p.shield(13) == 1);
  play(p, "a1-b2");
  play(p, "g7-h6");
  CHECK(p.shield(13) == 0);
  play(p, "b2-a1");
  refused(p, "d6-e5", "move.must-capture");  // the shield is gone: the jump is compulsory again
  // Playing a shield: Light's c5 could jump Dark's d6 to e7; Dark's b4 stops d6 jumping c5.
  cf::Position q = position(fen("D:D10,17:L14,32", "0/0", {"wall"}, {}, kCostly));
  play(q, "wall@d6");
  CHECK(q.shield(9) == 2);
  for (const auto& m : q.board_moves()) CHECK(!m.is_jump());
}

TEST_CASE("extra_move: each is a move (jumps compulsory); a normal one earns the 2 points once") {
  cf::Position p = position(fen("D:D10:L32", "0/0", {"twice"}, {}, kCostly));
  const cf::TurnReport r = play(p, "twice@d6-c5&c5-b4");
  CHECK(r.points_earned == 2);
  CHECK(has(p.pieces(Side::dark), 17));
  // After d6-e5 the man on e5 must jump f4 (19) to g3: the second move has to be that jump.
  const std::string f = fen("D:D10:L19,32", "0/0", {"twice"}, {}, kCostly, {"hop"});
  refused(position(f), "twice@d6-e5&e5-d4", "move.must-capture");
  cf::Position q = position(f);
  const cf::TurnReport j = play(q, "twice@d6-e5&e5xg3");
  CHECK(j.destroyed == "M");
  CHECK(j.drawn == std::vector<std::string>{"hop"});
  CHECK(j.points_earned == 2);
  refused(position(f), "twice@d6-e5", "card.syntax");  // two moves are written
}

TEST_CASE("draw: N cards from the deck, then the hand limit") {
  cf::Position p = position(fen("D:D10:L32", "0/0", {"more", "kill"}, {}, kCostly, {"hop", "back"}));
  refused(p, "more", "card.hand-limit");  // Kill, Hop and Back: three cards
  const cf::TurnReport r = play(p, "more_back");
  CHECK(r.drawn == std::vector<std::string>{"hop", "back"});
  CHECK(p.hand(Side::dark) == std::vector<int>{p.cards().find("kill"), p.cards().find("hop")});
}

TEST_CASE("perft counts every distinct turn, cards included (worked by hand)") {
  // Dark b6 alone against Light g1; Dark holds Kill; the buy line costs 3 each, and a move
  // earns only 2. Turns: b6-a5, b6-c5, kill@g1 = 3. Below b6-a5 and b6-c5 Light has g1-f2
  // and g1-h2 (2 each); below kill@g1 the game is over (0): 4 at depth 2.
  const cf::Position p = position(fen("D:D9:L32", "0/0", {"kill"}, {}, kCostly));
  CHECK(cf::perft(p, 1) == 3);
  CHECK(cf::perft(p, 2) == 4);
}

TEST_CASE("the FEN reads back what it wrote, and says where it is wrong") {
  const std::string f = fen("L:D10s2,K12:L14,K32", "3/8", {"kill"}, {"hop", "back"}, kCostly, {}, {"more"});
  const cf::Position p = position(f);
  CHECK(p.fen() == f);
  CHECK(p.side_to_move() == Side::light);
  CHECK(p.shield(9) == 2);
  register_test_set();
  auto bad = cf::Position::from_fen("D:D10:L32 9/0 -/- killman,killking - - test-set 1");
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.error().column == 11);  // the points field starts at column 11; 9 is over the track's 8
  CHECK_FALSE(cf::Position::from_fen("D:D10:L32 0/0 -/- kill - - test-set 1").ok());  // cards missing
  CHECK_FALSE(cf::Position::from_fen("D:D10:L32 0/0 -/- - - - nosuchset 1").ok());
}
