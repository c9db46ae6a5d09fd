// Standard checkers' engine on hand-worked tactics (docs/rules/checkers.md §14, "The engine").
// Every winning move below was worked out by hand from the rules (§2: men forward; §3:
// compulsory jumps completed; §5: a side without a move loses), never taken from the engine; the rules
// alone confirm each claim too (support/tactics.h).
//
// Squares as (file, rank) from a1 = (0,0). Red's men go up the board (to b6 from a5, to d4
// from c3), Black's down; FEN "W:W<Red>:B<Black>" has Red (W) to move, "B:..." Black.
#include <doctest/doctest.h>

#include <vector>

#include "cinc/game/analysis.h"
#include "cinc/game/checkers.h"
#include "cinc/game/checkers_engine.h"
#include "support/tactics.h"

namespace ck = cinc::game::checkers;
using cinc::test::Tactic;

namespace {

const std::vector<Tactic>& tactics() {
  static const std::vector<Tactic> t = {
      // Black's a7 has one move, to b6; with Red on b6 and c5 it has none (the jump lands on
      // c5). a5-b6 does it; c5-b6 lets a7xc5, c5-d6 lets a7-b6.
      {"a block: the last man left without a move", "W:Wa5,c5:Ba7", 1, "a5-b6", 1},
      // The same, turned round for Black to move: h4-g3 leaves Red's h2 without a move.
      {"a block, Black to move", "B:Wh2:Bf4,h4", 1, "h4-g3", 1},
      // a3xc5xe7 takes b4 and d6, Black's last men; the other jump, c3xa5, takes b4 only.
      {"the double jump that takes every man", "W:Wa3,c3:Bb4,d6", 1, "a3xc5xe7", 1},
      // Turned round: h6xf4xd2 takes g5 and e3; f6xh4 only g5.
      {"the double jump, Black to move", "B:We3,g5:Bf6,h6", 1, "h6xf4xd2", 1},
      // The King on a1 takes b2, d4 and f6 in one move (a1xc3xe5xg7); e3xc5 takes d4 only.
      {"the King's triple jump", "W:WKa1,e3:Bb2,d4,f6", 1, "a1xc3xe5xg7", 1},
      // The shot: d4-c5 gives a man; Black must jump b6xd4 (it cannot go on: b2 is occupied)
      // and c3xe5xg7 takes d4 and f6, the last two. After d4-e5 instead, f6xd4 and c3xe5
      // leave b6.
      {"a shot: a man given for the last two", "W:Wb2,c3,d4:Bb6,f6", 3, "d4-c5", 3},
      // Turned round: e5-f4, g3xe5 forced, f6xd4xb2.
      {"a shot, Black to move", "B:Wc3,g3:Be5,f6,g7", 3, "e5-f4", 3},
      // A waiting move: h2-g3 leaves Black's a5 only a5-b4, and a3xc5 takes it. a3-b4 would
      // be jumped (a5xc3).
      {"a tempo: the last man must walk into the jump", "W:Wa3,h2:Ba5", 3, "h2-g3", 3},
      // Turned round: a7-b6 waits; Red's h4 has one move, h4-g5, and h6xf4 takes it. h6-g5
      // would be jumped (h4xf6).
      {"a tempo, Black to move", "B:Wh4:Ba7,h6", 3, "a7-b6", 3},
      // The King on e3 goes to f4: Black's h6 can only go to g5, where f4xh6 takes it.
      {"the King waits for the last man", "W:WKe3:Bh6", 3, "e3-f4", 3},
      // Turned round for Black: d6-c5, then a3-b4 forced, c5xa3.
      {"the King waits, Black to move", "B:Wa3:BKd6", 3, "d6-c5", 3},
  };
  return t;
}

// Material: the side gains a piece (points of §7: one per piece taken) after the plies given.
const std::vector<Tactic>& material_tactics() {
  static const std::vector<Tactic> t = {
      // The shot with more men on the board: d4-c5, b6xd4, c3xe5xg7 wins two for one.
      // d4-e5 is answered by f6xd4 and c3xe5: one for one.
      {"a shot: two for one", "W:Wa1,b2,c3,d4:Bb6,d8,f6", 3, "d4-c5", 0, 3},
      // Two jumps for the man on c3: c3xa5 lands on the edge, safe; c3xe5 (stopped by g7)
      // is taken back by f6xd4.
      {"the jump that cannot be taken back", "W:Wa1,c3,e1:Bb4,d4,f6,g7", 2, "c3xa5", 0, 2},
      // Turned round: f6xh4 is safe; f6xd4 (stopped by b2) is taken back by c3xe5.
      {"the safe jump, Black to move", "B:Wb2,c3,e5,g5:Bd8,f6,h8", 2, "f6xh4", 0, 2},
      // Black's d6 may jump c5 (landing b4, taken back by a3xc5) or e5 and on over g3
      // (d6xf4xh2, two pieces, none to take back): any jump may be chosen, not the longest.
      {"the double jump among two captures", "B:Wa3,c5,e5,g3:Bd6", 2, "d6xf4xh2", 0, 2},
  };
  return t;
}

}  // namespace

TEST_CASE("checkers engine: hand-worked tactics, found at the stated depth") {
  CHECK(tactics().size() + material_tactics().size() >= 15);
  for (const Tactic& t : tactics()) cinc::test::check_engine_finds("checkers", t);
  for (const Tactic& t : material_tactics()) cinc::test::check_engine_finds("checkers", t);
}

TEST_CASE("checkers engine: the rules alone confirm each tactic's only winning move") {
  for (const Tactic& t : tactics()) cinc::test::check_rules_confirm("checkers", t);
  for (const Tactic& t : material_tactics()) cinc::test::check_rules_confirm("checkers", t);
}

TEST_CASE("checkers engine: the evaluation") {
  // Symmetric: a position and its mirror (colours swapped, board turned) score alike for
  // the side to move; Red's a5 c5 against a7 is Black's h4 f4 against h2.
  auto pos = [](const char* fen) { return *ck::Position::from_fen(fen); };
  CHECK(ck::evaluate(pos("W:Wa5,c5:Ba7")) == ck::evaluate(pos("B:Wh2:Bf4,h4")));
  // A man up is good, a King is worth more than a man.
  CHECK(ck::evaluate(pos("W:Wa3,c3:Bh8")) > 0);
  CHECK(ck::evaluate(pos("W:WKc3:Bh8")) > ck::evaluate(pos("W:Wc3:Bh8")));
  // A drawish ending (§14: as many pieces a side and a King each) scores a quarter of its
  // terms. Red's Kings on d4 and f4 are central (8 each) and have 8 free steps; Black's on a1
  // and h8 have one each (b2, g7): 2 x 8 + 3 x (8 - 2) = 34, and 34 / 4 = 8 in integers.
  CHECK(ck::evaluate(pos("W:WKd4,Kf4:BKa1,Kh8")) == (2 * 8 + 3 * (8 - 2)) / 4);
  // With a man instead of Black's h8 King the ending is not drawish: the terms count whole.
  CHECK(ck::evaluate(pos("W:WKd4,Kf4:BKa1,h8")) > (2 * 8 + 3 * (8 - 2)) / 4);
  // A decided position: Black has no man and no move; the search scores the loss.
  const auto lost = cinc::test::state_of("checkers", "B:Wc3:B");
  const auto engine = cinc::game::find_variant("checkers")->make_analyser(cinc::game::kDefaultTableBits);
  const auto a = engine->analyse(*lost, cinc::game::SearchLimits{3, 0, 0});
  CHECK_FALSE(a.best.has_value());
  CHECK(a.score == -cinc::game::kScoreWin);
}
