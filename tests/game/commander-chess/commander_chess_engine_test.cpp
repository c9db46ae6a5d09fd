// Commander Chess's engine on hand-worked tactics (docs/rules/commander-chess.md §12,
// "The engine"): the Commander captured by each kind of piece, the three ends of battle (§7) and a
// checkmate. Every winning move was worked out by hand from the rules (§2-§7),
// never taken from the engine; the rules alone confirm each claim too (support/tactics.h).
// The turned-round positions map rank n to 13 - n with the colours swapped (the board, its
// sea, river and bridges are symmetric so; no piece has a forward direction).
//
// Each side keeps at least two pieces besides its Commander where a "last guard" (§6) would
// change the position (Headquarters, which never move, fill in: an army has one Militia),
// and no side has a lone Navy, Air Force or land piece unless the tactic is that battle's
// end. The Commanders never share an open file or rank (§6).
#include <doctest/doctest.h>

#include <array>
#include <cctype>
#include <sstream>
#include <string>
#include <vector>

#include "cinc/game/commander_chess.h"
#include "cinc/game/commander_chess_engine.h"
#include "support/tactics.h"

namespace cc = cinc::game::cchess;
using cinc::test::Tactic;

namespace {

// A FEN from "Tg8 Ck1 mf10" (upper case Red, lower case Blue) and the side to move ('r', 'b').
std::string fen(const std::string& placement, char side) {
  std::array<std::array<char, 11>, 12> board{};
  std::istringstream in(placement);
  std::string token;
  while (in >> token) {
    const int file = token[1] - 'a';
    const int rank = std::stoi(token.substr(2)) - 1;
    board[static_cast<std::size_t>(rank)][static_cast<std::size_t>(file)] = token[0];
  }
  std::string out;
  for (int r = 11; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < 11; ++f) {
      const char c = board[static_cast<std::size_t>(r)][static_cast<std::size_t>(f)];
      if (!c) {
        ++empty;
        continue;
      }
      if (empty) out += std::to_string(empty);
      empty = 0;
      out += c;
    }
    if (empty) out += std::to_string(empty);
    if (r) out += '/';
  }
  return out + " " + side + " - - 0 1";
}

const std::vector<Tactic>& tactics() {
  static const std::vector<Tactic> t = {
      // The Tank g8 goes two up the file over the empty g9; the Tank e10 would go through f10,
      // where a Militia stands, and a Tank captures nothing beyond a piece (§3).
      {"the Tank's two points", fen("Ck1 Tg8 Te10 cg10 mf10 hk12", 'r'), 1, "Tg8xg10", 1},
      // The Artillery e4 captures three points up the file through e5 and e6 (it captures
      // over pieces, and across the river when capturing, §3); the Tank e5 is stopped by e6.
      {"the Artillery fires through pieces", fen("Ck1 Ae4 Te5 ce7 me6 hk12", 'r'), 1, "Ae4xe7", 1},
      // The Navy b5 reaches e5 three points along the rank (its range against all but Navies,
      // §2) and, unable to stand on land, fires from the sea: a stay capture.
      {"the Navy's stay capture", fen("Ck1 Nb5 ce5 hk12 hj12", 'r'), 1, "Nb5_e5", 1},
      // The Missile captures one point diagonally.
      {"the Missile's diagonal", fen("Ck1 Sf5 cg6 hk12 hj12", 'r'), 1, "Sf5xg6", 1},
      // The Infantry d8 captures up the file; the Engineer c8 moves only orthogonally, and d9
      // is its diagonal neighbour.
      {"the Infantry, not the Engineer", fen("Ck1 Id8 Ec8 cd9 hk12 hj12", 'r'), 1, "Id8xd9", 1},
      // The sea battle: Blue's one Navy is taken (the Navy b3 reaches b7, four points, its
      // range against a Navy): Red wins (§7).
      {"the sea battle's end", fen("Ck1 Nb3 Tg5 cj12 nb7 hk12 hi12", 'r'), 1, "Nb3xb7", 1},
      // The air battle: the Tank f6 takes Blue's one Air Force on f8 (a Tank crosses the river
      // anywhere).
      {"the air battle's end", fen("Ck1 Tf6 cj12 ff8 hk12 hi12", 'r'), 1, "Tf6xf8", 1},
      // The land battle: Blue's last Infantry, Tank or Artillery is the Infantry h9, three
      // points up from the Artillery h6.
      {"the land battle's end", fen("Ck1 Ah6 cj12 ih9 hk12 hi12", 'r'), 1, "Ah6xh9", 1},
      // Checkmate: the Artillery to h12 attacks k12 through i12 and j12 along the rank; the
      // Commander is walled in by its own Engineers (which cannot carry it, §5) and nothing
      // of Blue's reaches h12. Ae9-h9 would attack along the diagonal too, but the Militia
      // i10 takes it there.
      {"checkmate in one", fen("Ck1 Ae9 ck12 ej12 ek11 mi10", 'r'), 1, "Ae9-h12", 1},
      // The first six turned round, Blue to move.
      {"turned round: the Tank", fen("ck12 tg5 te3 Cg3 Mf3 Hk1", 'b'), 1, "Tg5xg3", 1},
      {"turned round: the Artillery", fen("ck12 ae9 te8 Ce6 Me7 Hk1", 'b'), 1, "Ae9xe6", 1},
      {"turned round: the Navy's stay capture", fen("ck12 nb8 Ce8 Hk1 Hj1", 'b'), 1, "Nb8_e8", 1},
      {"turned round: the Missile", fen("ck12 sf8 Cg7 Hk1 Hj1", 'b'), 1, "Sf8xg7", 1},
      {"turned round: the Infantry", fen("ck12 id5 ec5 Cd4 Hk1 Hj1", 'b'), 1, "Id5xd4", 1},
      {"turned round: the sea battle", fen("ck12 nb10 tg8 Cj1 Nb6 Hk1 Hi1", 'b'), 1, "Nb10xb6", 1},
  };
  return t;
}

}  // namespace

TEST_CASE("commander-chess engine: hand-worked tactics, found at the stated depth") {
  CHECK(tactics().size() >= 15);
  for (const Tactic& t : tactics()) cinc::test::check_engine_finds("commander-chess", t);
}

TEST_CASE("commander-chess engine: the rules alone confirm each tactic's only winning move") {
  for (const Tactic& t : tactics()) cinc::test::check_rules_confirm("commander-chess", t);
}

TEST_CASE("commander-chess engine: the evaluation") {
  const auto eval = [](const std::string& f, std::uint8_t ends = cc::kAllBattleEnds) {
    return cc::evaluate(*cc::Position::from_fen(f), ends);
  };
  // Symmetric under the turn of the board with the colours swapped.
  CHECK(eval(fen("Ck1 Tg8 Te10 cg10 mf10 hk12", 'r')) == eval(fen("ck12 tg5 te3 Cg3 Mf3 Hk1", 'b')));
  // The start is even; a Tank more is two Infantry (20 points of §2 = 200).
  CHECK(eval(cinc::game::find_variant("commander-chess")->start_fen) == 0);
  // Down to its last Navy while the sea battle counts, a side is one capture from losing:
  // that costs 300 beyond the Navy itself; where only the Commander ends the game, nothing.
  const std::string two = fen("Ck1 Nb2 Nc4 Hi1 Hj1 cj12 nb11 nc9 hk12 hi12", 'r');
  const std::string one = fen("Ck1 Nb2 Hi1 Hj1 cj12 nb11 nc9 hk12 hi12", 'r');
  CHECK((eval(two) - eval(one)) - (eval(two, cc::end_commander) - eval(one, cc::end_commander)) == 300);
}
