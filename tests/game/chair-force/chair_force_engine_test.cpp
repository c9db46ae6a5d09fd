// Chair Force's engine on hand-worked tactics (docs/rules/chair-force.md §11, "The engine"): the last
// enemy piece destroyed by the one card that can reach it (Strike: adjacent; Sniper: a man
// within 2; Regicide: a King; Double Time: a step, then the jump it makes possible), by the
// jump that takes two, and by a checkers shot; and a card that wins a piece. Every winning
// turn was worked out by hand from the rules (§1-§5 and the example set's cards,
// docs/chair-force-cards.md), never taken from the engine; the rules alone confirm each
// claim too (support/tactics.h). The turned-round positions map square (f, r) to
// (7-f, 7-r) and swap the colours and hands.
//
// Dark moves down the board, Light up. The buy line holds two cards that cost 3 or more and
// each side has at most 2 points after a normal move, so no turn can buy: each action is one
// turn. A card-played turn earns no points (§2).
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "cinc/game/chair.h"
#include "cinc/game/chair_cards.h"
#include "cinc/game/chair_engine.h"
#include "support/tactics.h"

namespace cf = cinc::game::chair;
using cinc::test::Tactic;

namespace {

std::string join(const std::vector<std::string>& ids) {
  if (ids.empty()) return "-";
  std::string out;
  for (const auto& id : ids) out += (out.empty() ? "" : ",") + id;
  return out;
}

// A FEN of the example set (cinc-example): the hands given, a buy line of the first two
// other cards costing 3 or more, every other card in the deck (set order), no discards.
std::string fen(const std::string& board, const std::vector<std::string>& dark_hand,
                const std::vector<std::string>& light_hand) {
  const auto set = cf::example_card_set();
  std::vector<std::string> rest;
  for (const int c : set->full_deck()) rest.push_back(set->cards[static_cast<std::size_t>(c)].id);
  for (const auto* hand : {&dark_hand, &light_hand})
    for (const std::string& id : *hand) rest.erase(std::find(rest.begin(), rest.end(), id));
  std::vector<std::string> line;
  for (auto it = rest.begin(); it != rest.end() && line.size() < 2;) {
    if (set->cards[static_cast<std::size_t>(set->find(*it))].cost >= 3) {
      line.push_back(*it);
      it = rest.erase(it);
    } else {
      ++it;
    }
  }
  std::sort(line.begin(), line.end(), [&](const std::string& a, const std::string& b) { return set->find(a) < set->find(b); });
  return board + " 0/0 " + join(dark_hand) + "/" + join(light_hand) + " " + join(line) + " " + join(rest) +
         " - cinc-example 20";
}

const std::vector<Tactic>& tactics() {
  static const std::vector<Tactic> t = {
      // Strike: e3, Light's last piece, touches d4; d4 cannot jump it (f2 is Dark's).
      {"Strike on the last piece", fen("D:Dd4,f2:Le3", {"strike"}, {}), 1, "strike@e3", 1},
      {"turned round: Strike", fen("L:Dd6:Lc7,e5", {}, {"strike"}), 1, "strike@d6", 1},
      // The last piece is a King next to d4: Strike takes any piece, Sniper men only.
      {"Strike, not Sniper, on a King", fen("D:Dd4,f2:LKe3", {"sniper", "strike"}, {}), 1, "strike@e3", 1},
      {"turned round: Strike on a King", fen("L:DKd6:Lc7,e5", {}, {"sniper", "strike"}), 1, "strike@d6", 1},
      // Sniper: the man f4 is two squares from d6, which Strike (adjacent only) cannot reach.
      {"Sniper from two squares", fen("D:Dd6:Lf4", {"sniper", "strike"}, {}), 1, "sniper@f4", 1},
      {"turned round: Sniper", fen("L:Dc5:Le3", {}, {"sniper", "strike"}), 1, "sniper@c5", 1},
      // Regicide: the last piece is a King far from every Dark piece.
      {"Regicide on the last King", fen("D:Dh6:LKa1", {"regicide", "strike"}, {}), 1, "regicide@a1", 1},
      {"turned round: Regicide", fen("L:DKh8:La3", {}, {"regicide", "strike"}), 1, "regicide@h8", 1},
      // Double Time: d6-c5 brings the man next to b4, and the second move must be the jump
      // c5xa3 (jumps are compulsory in extra moves too). A plain d6-c5 would be jumped.
      {"Double Time: a step, then the jump", fen("D:Dd6:Lb4", {"doubletime"}, {}), 1, "doubletime@d6-c5&c5xa3", 1},
      {"turned round: Double Time", fen("L:Dg5:Le3", {}, {"doubletime"}), 1, "doubletime@e3-f4&f4xh6", 1},
      // Jumps are compulsory (no card then): f6xd4xb2 takes e5 and c3, the last two; b4xd2
      // takes c3 only.
      {"the double jump that takes both", fen("D:Db4,f6:Lc3,e5", {}, {}), 1, "f6xd4xb2", 1},
      {"turned round: the double jump", fen("L:Dd4,f6:Lc3,g5", {}, {}), 1, "c3xe5xg7", 1},
      // A checkers shot: e5-f4 gives a man, g3xe5 is forced, f6xd4xb2 takes the last two.
      {"a shot: a man given for the last two", fen("D:De5,f6,g7:Lc3,g3", {}, {}), 3, "e5-f4", 3},
  };
  return t;
}

// Material: pieces destroyed (one point each, docs/rules/chair-force.md §8) after the plies given.
const std::vector<Tactic>& material_tactics() {
  static const std::vector<Tactic> t = {
      // Strike on e3 wins a piece; h2 cannot take anything back. Moving instead wins nothing.
      {"a card that wins a piece", fen("D:Dd4,f2:Le3,h2", {"strike"}, {}), 2, "strike@e3", 0, 2},
      {"turned round: a card that wins a piece", fen("L:Da7,d6:Lc7,e5", {}, {"strike"}), 2, "strike@d6", 0, 2},
  };
  return t;
}

}  // namespace

TEST_CASE("chair-force engine: hand-worked tactics, found at the stated depth") {
  CHECK(tactics().size() + material_tactics().size() >= 15);
  for (const Tactic& t : tactics()) cinc::test::check_engine_finds("chair-force", t);
  for (const Tactic& t : material_tactics()) cinc::test::check_engine_finds("chair-force", t);
}

TEST_CASE("chair-force engine: the rules alone confirm each tactic's only winning turn") {
  for (const Tactic& t : tactics()) cinc::test::check_rules_confirm("chair-force", t);
  for (const Tactic& t : material_tactics()) cinc::test::check_rules_confirm("chair-force", t);
}

TEST_CASE("chair-force engine: the evaluation counts points and cards") {
  const auto eval = [](const std::string& f) { return cf::evaluate(*cf::Position::from_fen(f)); };
  // Symmetric under the turn of the board with colours and hands swapped.
  CHECK(eval(fen("D:Dd4,f2:Le3,h2", {"strike"}, {})) == eval(fen("L:Da7,d6:Lc7,e5", {}, {"strike"})));
  // A card in hand is worth having, a costlier card more.
  CHECK(eval(fen("D:Dd4:Le3", {"strike"}, {})) > eval(fen("D:Dd4:Le3", {}, {})));
  CHECK(eval(fen("D:Dd4:Le3", {"regicide"}, {})) > eval(fen("D:Dd4:Le3", {"retreat"}, {})));
}
