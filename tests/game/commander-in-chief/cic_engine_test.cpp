// Commander-In-Chief's engine on hand-worked tactics (docs/annotate.md; rules:
// docs/rules/commander-in-chief.md): the capture of the Commander (§5.1) in one move with
// each kind of piece, where another piece that seems to reach it is stopped by the rules
// (§4: no jumping for Fighters and Tanks, blockers, the Helicopter's guards; the team member
// due, §7), and in two moves. Every winning move was
// worked out by hand from the rules, never taken from the engine; the rules alone
// confirm each claim too (support/tactics.h). The second half of the list is the first
// turned round (square (f, r) to (7-f, 7-r), colours swapped), for Light to move.
//
// Reminders (0-based file f, rank r): Light Land f+r <= 4, Dark Land f+r >= 10 (§1). A
// Fighter goes 1-3 squares along the grid's diagonals and 1-2 along its files and ranks,
// never jumping; the Bomber likewise but jumps all but Tanks and Bombers; the Helicopter
// goes to the ring two squares away unless a blocker stands on a guard square (§4).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "support/placement_fen.h"
#include "support/tactics.h"

using cinc::test::Tactic;

namespace {

std::string fen(const std::string& placement, char side, const std::string& team = "-") {
  return cinc::test::placement_fen(placement, side, team);
}

const std::vector<Tactic>& tactics() {
  static const std::vector<Tactic> t = {
      // The Fighter d4 reaches g7 along the diagonal over e5 and f6 (3 squares).
      {"the Fighter's long diagonal", fen("Ca8 Fd4 cg7 ta2", 'd'), 1, "Fd4xg7#", 1},
      // c4 is two squares up the c-file from the Bomber c2, which jumps the Helicopter c3;
      // the Fighter a4 would need to jump the Helicopter b4, which a Fighter cannot.
      {"the Bomber jumps, the Fighter cannot", fen("Ch8 Bc2 Fa4 cc4 hc3 hb4", 'd'), 1, "Bc2xc4#", 1},
      // Both Helicopters have f5 on their ring; the Light Bomber on g4, a blocker, guards
      // the straight way of h3's (g4 is its middle square), not d4's (guards e4 and e5).
      {"the Helicopter whose guard squares are free", fen("Ca8 Hd4 Hh3 cf5 bg4", 'd'), 1, "Hd4xf5#", 1},
      // f6 is in Dark's Land; the Tank f8 goes two squares down the file over f7; the Tank
      // h6 would have to go through g6, where a Light Fighter stands.
      {"the Tank in its own Land", fen("Tf8 Th6 Ca8 cf6 fg6", 'd'), 1, "Tf8xf6#", 1},
      // The Commanders stand side by side: the one to move takes the other.
      {"Commander takes Commander", fen("Cd5 Fa1 ce6 fh8", 'd'), 1, "Cd5xe6#", 1},
      // A launched Submarine goes two squares along the file in the Sea, over the Destroyer d6.
      {"the Submarine's jump", fen("Ca8 Sd5 cd7 dd6", 'd'), 1, "Sd5xd7#", 1},
      // A King Amphibian goes two squares straight: b2 to b4 over the empty b3.
      {"the King Amphibian's two squares", fen("Ca8 Kb2 cb4", 'd'), 1, "Kb2xb4#", 1},
      // Dark is a team whose Air member is due (§7): the Fighter takes; the Tank, which would
      // also reach f6, belongs to the member who is not due.
      {"the team member due", fen("Tf8 Fd4 Ca8 cf6", 'd', "a-"), 1, "Fd4xf6#", 1},
      // In two moves: the Bomber to d4 threatens a1 along the diagonal (it jumps anything on
      // c3 or b2 that is no Tank or Bomber, and Light has none); the Commander's one free
      // square, b2, is on the same diagonal; nothing of Light's reaches d4. Bf6-c3 would be
      // taken by the Helicopter a3 (c3 is on its ring).
      {"the Bomber's threat that cannot be met", fen("Ch8 Bf6 ca1 fa2 fb1 ha3", 'd'), 3, "Bf6-d4+", 3},
      // The same tactics turned round, Light to move.
      {"turned round: the Bomber's threat", fen("Ch8 Fh7 Fg8 Hh6 ca1 bc3", 'l'), 3, "Bc3-e5+", 3},
      {"turned round: the Bomber jumps", fen("Cf5 Hf6 Hg5 ca1 bf7 fh5", 'l'), 1, "Bf7xf5#", 1},
      {"turned round: the Helicopter's free guards", fen("Cc4 Bb5 ch1 he5 ha6", 'l'), 1, "He5xc4#", 1},
      {"turned round: the Submarine's jump", fen("Ce2 De3 ch1 se4", 'l'), 1, "Se4xe2#", 1},
      {"turned round: the Tank in its own Land", fen("Cc3 Fb3 tc1 ta3 ch1", 'l'), 1, "Tc1xc3#", 1},
      {"turned round: the King Amphibian", fen("Cg5 ch1 kg7", 'l'), 1, "Kg7xg5#", 1},
  };
  return t;
}

}  // namespace

TEST_CASE("commander-in-chief engine: hand-worked tactics, found at the stated depth") {
  CHECK(tactics().size() >= 15);
  for (const Tactic& t : tactics()) cinc::test::check_engine_finds("commander-in-chief", t);
}

TEST_CASE("commander-in-chief engine: the rules alone confirm each tactic's only winning move") {
  for (const Tactic& t : tactics()) cinc::test::check_rules_confirm("commander-in-chief", t);
}
