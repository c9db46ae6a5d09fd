// Coast to Coast's engine on hand-worked races (docs/rules/coast-to-coast.md §12, "The engine"): the
// last King home by a chain of jumps over checkers of either colour, and races won by one
// tempo. Every winning move was worked out by hand from the rules (§2, §3: a King steps or
// jumps in all eight directions; §5: it leaves the board at its own home, the twelfth home wins),
// never taken from the engine; the rules alone confirm each claim too (support/tactics.h).
// The turned-round positions map square (f, r) to (7-f, 7-r) and swap the colours.
//
// Black's home is h8, Red's a1. A King's distance home is its King-step distance: from f6
// (5,5) to h8 (7,7) it is 2, and g7 is the one square that brings it to 1.
#include <doctest/doctest.h>

#include <vector>

#include "cinc/game/coast.h"
#include "cinc/game/coast_engine.h"
#include "support/tactics.h"

namespace co = cinc::game::coast;
using cinc::test::Tactic;

namespace {

const std::vector<Tactic>& tactics() {
  static const std::vector<Tactic> t = {
      // Black's last King on f6 jumps the Red piece on g7 straight into h8.
      {"the last King jumps home", "B:BKf6:Rg7:11,11:40", 1, "f6xh8", 1},
      {"turned round: the last King jumps home", "R:Bb2:RKc3:11,11:40", 1, "c3xa1", 1},
      // d4xf6xh8 over e5 and g7: home in one turn; a King steps one square only.
      {"a chain of two jumps home", "B:BKd4:Re5,g7:11,10:30", 1, "d4xf6xh8", 1},
      {"turned round: a chain of two jumps home", "R:Bb2,d4:RKe5:10,11:30", 1, "e5xc3xa1", 1},
      // b2xd4xf6xh8 over c3, e5 and g7; the jump over b3 leads nowhere.
      {"a chain of three jumps home", "B:BKb2:Rb3,c3,e5,g7:11,8:30", 1, "b2xd4xf6xh8", 1},
      {"turned round: a chain of three jumps home", "R:Bb2,d4,f6,g6:RKg7:8,11:30", 1, "g7xe5xc3xa1", 1},
      // A chain that turns: b2xb4 over b3 (straight up the file), b4xd6 over c5, d6xf8 over
      // e7, then f8xh8 along the rank over g8; no other jump leads on from any landing.
      {"a chain of four jumps that turns", "B:BKb2:Rb3,c5,e7,g8:11,8:30", 1, "b2xb4xd6xf8xh8", 1},
      {"turned round: a chain of four jumps that turns", "R:Bb1,d2,f4,g6:RKg7:8,11:30", 1, "g7xg5xe3xc1xa1", 1},
      // Two chains from b4: over c5 and e7 to f8, two squares from home; over c4, e5 and
      // g7 into h8.
      {"the chain that ends at home, not beside it", "B:BKb4:Rc4,c5,e5,e7,g7:11,7:30", 1, "b4xd4xf6xh8", 1},
      {"turned round: the chain that ends at home", "R:Bb2,d2,d4,f4,f5:RKg5:7,11:30", 1, "g5xe5xc3xa1", 1},
      // c4 is five steps from h8; c4xe6xg8 (over d5 and f7) ends one step away, and g8-h8
      // follows: nothing can fill a home square between turns (§5).
      {"a chain to the door, then home", "B:BKc4:Rd5,f7:11,10:30", 3, "c4xe6xg8", 3},
      {"turned round: a chain to the door", "R:Bc2,e4:RKf5:10,11:30", 3, "f5xd3xb1", 3},
      // Both last Kings are two steps from home and Black moves first: f6-g7 (the one square
      // at distance 1) wins with g7-h8 before Red's King arrives; any other move lets Red in.
      {"a race won by one tempo", "B:BKf6:RKc3:11,11:40", 3, "f6-g7", 3},
      {"turned round: a race won by one tempo", "R:BKf6:RKc3:11,11:40", 3, "c3-b2", 3},
      // Three steps each: from e5 only f6 brings Black's King nearer (then g7, then h8, on
      // plies 1, 3 and 5); Red's King on d1 needs until ply 6.
      {"a longer race won by one tempo", "B:BKe5:RKd1:11,11:40", 5, "e5-f6", 5},
      {"turned round: a longer race", "R:BKe8:RKd4:11,11:40", 5, "d4-c3", 5},
  };
  return t;
}

}  // namespace

TEST_CASE("coast-to-coast engine: hand-worked races, found at the stated depth") {
  for (const Tactic& t : tactics()) cinc::test::check_engine_finds("coast-to-coast", t);
}

TEST_CASE("coast-to-coast engine: the rules alone confirm each race's only winning move") {
  for (const Tactic& t : tactics()) cinc::test::check_rules_confirm("coast-to-coast", t);
}

TEST_CASE("coast-to-coast engine: the race distance and the evaluation") {
  // At the start each side's twelve pieces must each reach the far home (its King-step
  // distance), be crowned with a free move off it, then come back 6 more steps: for Black,
  // h7 (7,6) is 7 from a1, g8 7, h6 7, g7 6, f8 7, h5 7, g6 6, f7 6, e8 7, g5 6, f6 5, e7 6.
  const co::Position start = co::Position::start();
  const int to_far_home = 7 + 7 + 7 + 6 + 7 + 7 + 6 + 6 + 7 + 6 + 5 + 6;
  CHECK(co::race_distance(start, co::Side::black) == to_far_home + 12 * 6);
  CHECK(co::race_distance(start, co::Side::red) == co::race_distance(start, co::Side::black));
  // A King counts its steps home: f6 is 2 from h8.
  CHECK(co::race_distance(*co::Position::from_fen("B:BKf6:RKc3:11,11:40"), co::Side::black) == 2);
  // Equal races: the side to move is half a turn ahead.
  CHECK(co::evaluate(*co::Position::from_fen("B:BKf6:RKc3:11,11:40")) == 50);
}
