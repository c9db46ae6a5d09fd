// Stack'Em's engine on hand-worked tactics (docs/rules/stackem.md §15, "The engine"). Every
// winning move was worked out by hand from the rules (§5: jumps compulsory and continued, a
// piece-topped stack crowned by each jump; §4: the captured top put under the jumping stack,
// the rest of the jumped stack left to its new top; §7: a side that cannot move loses), never
// taken from the engine; the rules alone confirm each claim too (support/tactics.h). The
// turned-round positions map square (f, r) to (7-f, 7-r) and swap the colours.
//
// Red moves first and down the board (to e3 from d4), Black up; "c5=rb" is a stack of a Red
// checker under a Black one (Black's); a capital letter on top is a King.
#include <doctest/doctest.h>

#include <vector>

#include "cinc/game/stackem.h"
#include "cinc/game/stackem_engine.h"
#include "support/tactics.h"

namespace se = cinc::game::stackem;
using cinc::test::Tactic;

namespace {

const std::vector<Tactic>& tactics() {
  static const std::vector<Tactic> t = {
      // c5xe3 takes d4's checker and crowns the stack, which goes on backwards over f2 to g1:
      // Black has no stack left. e5xc3 takes d4 only.
      {"the chain that takes both tops", "R:c5=r,e5=r,d4=b,f2=b", 1, "c5xe3xg1", 1},
      {"turned round: the chain that takes both", "B:f4=b,d4=b,e5=r,c7=r", 1, "f4xd6xb8", 1},
      // e5xc3, crowned, goes on over b2 to a1; c5xe3 stops there, b2 still Black's.
      {"the other chain that takes both", "R:c5=r,e5=r,d4=b,b2=b", 1, "e5xc3xa1", 1},
      // d4 is a Red checker under a Black one: jumping it takes the Black top and leaves a
      // Red stack there, so the chain c5xe3xg1 leaves Black nothing; e5xc3 leaves f2.
      {"a capture that frees the checker below", "R:c5=r,e5=r,d4=rb,f2=b", 1, "c5xe3xg1", 1},
      {"turned round: a capture that frees", "B:f4=b,d4=b,e5=br,c7=r", 1, "f4xd6xb8", 1},
      // Black's a1 has one way, b2; a3-b2 fills it and c3 fills the square beyond (no jump).
      // c3-b2 would let a1 jump to c3.
      {"a block", "R:a3=r,c3=r,a1=b", 1, "a3-b2", 1},
      {"turned round: a block", "B:h6=b,f6=b,h8=r", 1, "h6-g7", 1},
      // The same with a Black King in the corner: a King has no other way out of a1.
      {"a King blocked in the corner", "R:a3=r,c3=r,a1=B", 1, "a3-b2", 1},
      {"turned round: a King in the corner", "B:h6=b,f6=b,h8=R", 1, "h6-g7", 1},
      // A waiting move: h8-g7; Black's a1 must go to b2, and c3xa1 takes it (b2 is then
      // empty behind it). c3-b2 would be jumped, c3-d2 lets a1-b2 go free.
      {"a tempo", "R:c3=r,h8=r,a1=b", 3, "h8-g7", 3},
      {"turned round: a tempo", "B:f6=b,a1=b,h8=r", 3, "a1-b2", 3},
      // A checker given: f6-e5; d4 must jump it (d4xf6, crowned; h8 stops it going on over
      // g7), and g7xe5 takes the Black top, leaving the captured Red checker on f6: Black has
      // nothing left.
      {"a checker given for the last stack", "R:f6=r,g7=r,h8=r,d4=b", 3, "f6-e5", 3},
      {"turned round: a checker given", "B:c3=b,b2=b,a1=b,e5=r", 3, "c3-d4", 3},
  };
  return t;
}

// Material: checkers captured (docs/rules/stackem.md §9: one point each) after the plies given.
const std::vector<Tactic>& material_tactics() {
  static const std::vector<Tactic> t = {
      // c5 must jump: to a3, where nothing can reach it, or to e3 (stopped there by g1),
      // where f2 takes the top back.
      {"the jump that cannot be answered", "R:c5=r,b4=b,d4=b,f2=b,g1=b", 2, "c5xa3", 0, 2},
      {"turned round: the safe jump", "B:f4=b,g5=r,e5=r,c7=r,b8=r", 2, "f4xh6", 0, 2},
  };
  return t;
}

}  // namespace

TEST_CASE("stackem engine: hand-worked tactics, found at the stated depth") {
  CHECK(tactics().size() + material_tactics().size() >= 15);
  for (const Tactic& t : tactics()) cinc::test::check_engine_finds("stackem", t);
  for (const Tactic& t : material_tactics()) cinc::test::check_engine_finds("stackem", t);
}

TEST_CASE("stackem engine: the rules alone confirm each tactic's only winning move") {
  for (const Tactic& t : tactics()) cinc::test::check_rules_confirm("stackem", t);
  for (const Tactic& t : material_tactics()) cinc::test::check_rules_confirm("stackem", t);
}

TEST_CASE("stackem engine: the evaluation") {
  // Symmetric under the turn of the board with the colours swapped.
  const auto eval = [](const char* fen) { return se::evaluate(*se::Position::from_fen(fen)); };
  CHECK(eval("R:c5=r,e5=r,d4=b,f2=b") == eval("B:f4=b,d4=b,e5=r,c7=r"));
  // A Black checker is better held in Red's stack than free; a King is worth more than a piece.
  CHECK(eval("R:c5=br,f2=b") > eval("R:c5=r,f2=b,a1=b"));
  CHECK(eval("R:c5=R,f2=b") > eval("R:c5=r,f2=b"));
}
