// Coast to Coast (docs/rules/coast-to-coast.md, cited as §n) on hand-worked positions.
// Every expected move list below was worked out by hand from the rules, never produced by
// running the engine.
//
// Reminders. Squares are (file, rank) on the a1..h8 grid. Black's home is h8, Red's a1.
// Directions (§2), as grid steps:
//   Black: Forward (-1,-1), Left (+1,-1), Right (-1,+1), Forward Left (0,-1),
//          Forward Right (-1,0); Backward (+1,+1), Backward Left (+1,0), Backward Right (0,+1).
//   Red:   every step negated: Forward (+1,+1), Left (-1,+1), Right (+1,-1),
//          Forward Left (0,+1), Forward Right (+1,0).
// A piece never goes Backward, Backward Left or Backward Right; a King goes all 8 ways.
// FEN: side : Black list : Red list : taken home (Black, Red) : move number; on the board
// plus taken home make 12 for each side.
#include <doctest/doctest.h>

#include <array>
#include <cstdint>
#include <set>
#include <string>
#include <vector>

#include "cinc/game/coast.h"
#include "cinc/game/variant.h"

namespace coast = cinc::game::coast;
namespace dr = cinc::game::draughts;
using Names = std::set<std::string>;

namespace {

coast::Position position(const std::string& fen) {
  auto p = coast::Position::from_fen(fen);
  REQUIRE_MESSAGE(p.ok(), fen << ": " << (p.ok() ? std::string() : p.error().message));
  return *p;
}

Names moves_of(const coast::Position& p) {
  Names out;
  for (const coast::Path& m : p.legal_moves()) out.insert(coast::move_text(m));
  return out;
}

// The moves of the checker on one square.
Names moves_from(const coast::Position& p, const std::string& square) {
  Names out;
  for (const std::string& m : moves_of(p))
    if (m.rfind(square, 0) == 0) out.insert(m);
  return out;
}

// Plays a move that must be legal.
coast::Position played(const coast::Position& p, const std::string& text) {
  const coast::Resolution r = coast::resolve(p, text);
  REQUIRE_MESSAGE(r.move.has_value(), text << ": " << r.error_code << " " << r.error);
  return p.after(*r.move);
}

// The resolution of a written move that must be refused.
coast::Resolution refused(const coast::Position& p, const std::string& text) {
  coast::Resolution r = coast::resolve(p, text);
  CHECK_MESSAGE(!r.move, text << " should be refused");
  return r;
}

bool contains(const std::string& haystack, const std::string& needle) {
  return haystack.find(needle) != std::string::npos;
}

// Checks the code of a refusal and that its message says `says`.
void check_refusal(const coast::Position& p, const std::string& text, const std::string& code,
                   const std::string& says) {
  CAPTURE(text);
  const coast::Resolution r = refused(p, text);
  CHECK(r.error_code == code);
  CHECK_MESSAGE(contains(r.error, says), r.error);
}

const char* const kStart = "B:Be7,e8,f6,f7,f8,g5,g6,g7,g8,h5,h6,h7:Ra2,a3,a4,b1,b2,b3,b4,c1,c2,c3,d1,d2:0,0:1";

}  // namespace

TEST_CASE("coast-to-coast: the set-up and the first moves (§1)") {
  const coast::Position start = coast::Position::start();
  CHECK(start.fen() == kStart);
  CHECK(start.side_to_move() == coast::Side::black);
  CHECK(start.borne_off(coast::Side::black) == 0);
  CHECK(start.borne_off(coast::Side::red) == 0);
  CHECK(start.at(coast::kBlackHome) == coast::Cell::empty);
  CHECK(start.at(coast::kRedHome) == coast::Cell::empty);
  CHECK(start.status() == coast::Status::ongoing);
  // Worked square by square: the back pieces h7 g8 h6 g7 f8 are hemmed in and can only jump;
  // the front pieces step where it is empty. Steps:
  //   h5: Forward g4, Forward Left h4          g6: Forward f5       f7: Forward Right e6
  //   e8: Forward d7, Forward Right d8         g5: Forward f4, Left h4, Forward Left g4, Forward Right f5
  //   f6: Forward e5, Forward Left f5, Forward Right e6
  //   e7: Forward d6, Right d8, Forward Left e6, Forward Right d7
  // Jumps (over any checker, onto an empty square; none of them can go on):
  //   h7 over g6 to f5; g8 over f7 to e6; h6 over g5 to f4 and over h5 to h4; g7 over f6 to e5;
  //   f8 over e7 to d6 and over e8 to d8; h5 over g5 to f5; g6 over g5 to g4 and over f6 to e6;
  //   f7 over f6 to f5 and over e7 to d7; e8 over e7 to e6; f6 over g5 to h4 and over e7 to d8.
  //   (h6xh4 cannot go on to f6 over g5: f6 is occupied; f6xh4 cannot come back over g5 to f6,
  //   its starting square.)
  const Names expected = {"h5-g4", "h5-h4", "g6-f5", "f7-e6", "e8-d7", "e8-d8", "g5-f4", "g5-h4",
                          "g5-g4", "g5-f5", "f6-e5", "f6-f5", "f6-e6", "e7-d6", "e7-d8", "e7-e6",
                          "e7-d7", "h7xf5", "g8xe6", "h6xf4", "h6xh4", "g7xe5", "f8xd6", "f8xd8",
                          "h5xf5", "g6xg4", "g6xe6", "f7xf5", "f7xd7", "e8xe6", "f6xh4", "f6xd8"};
  CHECK(moves_of(start) == expected);
  CHECK(coast::perft(start, 1) == 32);
  // The set-up is symmetric under the half turn, so Red to move has as many moves.
  const coast::Position red_first = position(std::string("R") + (kStart + 1));
  CHECK(coast::perft(red_first, 1) == 32);
  CHECK(moves_from(red_first, "a4") == Names{"a4-b5", "a4-a5", "a4xc4"});  // the mirror of h5
}

TEST_CASE("coast-to-coast: a piece steps in five directions, a King in eight (§2)") {
  // A lone Black piece on d4 (3,3): Forward c3, Left e3, Right c5, Forward Left d3,
  // Forward Right c4; never e5, e4 or d5, towards its home h8.
  const coast::Position black = position("B:Bd4:Ra8:11,11:1");
  CHECK(moves_of(black) == Names{"d4-c3", "d4-e3", "d4-c5", "d4-d3", "d4-c4"});
  check_refusal(black, "d4-e5", "move.illegal",
                "a piece cannot step Backward (towards its own home h8): only a King can");
  check_refusal(black, "d4-e4", "move.illegal", "cannot step Backward Left");
  check_refusal(black, "d4-d5", "move.illegal", "cannot step Backward Right");
  // A lone Red piece on e5 (4,4): Forward f6, Left d6, Right f4, Forward Left e6, Forward Right f5.
  const coast::Position red = position("R:Bh1:Re5:11,11:1");
  CHECK(moves_of(red) == Names{"e5-f6", "e5-d6", "e5-f4", "e5-e6", "e5-f5"});
  check_refusal(red, "e5-d4", "move.illegal", "a piece cannot step Backward (towards its own home a1)");
  check_refusal(red, "e5-d5", "move.illegal", "Backward Left");
  check_refusal(red, "e5-e4", "move.illegal", "Backward Right");
  // A King steps to all eight neighbours.
  const coast::Position king = position("B:BKd4:Ra8:11,11:1");
  CHECK(moves_of(king) == Names{"d4-c3", "d4-e3", "d4-c5", "d4-d3", "d4-c4", "d4-e5", "d4-e4", "d4-d5"});
  // Red's King likewise.
  const coast::Position red_king = position("R:Bh1:RKe5:11,11:1");
  CHECK(moves_of(red_king) == Names{"e5-f6", "e5-d6", "e5-f4", "e5-e6", "e5-f5", "e5-d4", "e5-d5", "e5-e4"});
}

TEST_CASE("coast-to-coast: jumps go over either colour, are optional, may stop anywhere and turn (§3)") {
  // Black pieces d4 and c3, a Red piece c4. The piece on d4: steps Left e3, Right c5,
  // Forward Left d3 (Forward c3 and Forward Right c4 are occupied); jumps Forward over its
  // own c3 to b2 (nothing to jump from there), and Forward Right over the Red c4 to b4, from
  // where the chain may turn Left over c3 to d2 (and stops there: nothing else to jump).
  const coast::Position p = position("B:Bc3,d4:Rc4:10,11:1");
  CHECK(moves_from(p, "d4") == Names{"d4-e3", "d4-c5", "d4-d3", "d4xb2", "d4xb4", "d4xb4xd2"});
  // Nothing is captured: after the chain every checker is still there.
  const coast::Position after = played(p, "d4xb4xd2");
  CHECK(after.fen() == "R:Bc3,d2:Rc4:10,11:1");
  // Jumping is optional: a step is legal although jumps exist.
  CHECK(played(p, "d4-e3").fen() == "R:Bc3,e3:Rc4:10,11:1");
  check_refusal(p, "d4-c4", "move.illegal", "c4 is occupied by the Red piece");
  check_refusal(p, "d4xb6", "move.illegal", "d4xb6: there is no piece on c5 to jump");
  // d4xd2 is no single jump (d3 is empty), but it is the short form of the one jump path
  // from d4 that ends on d2 (checkers' PDN short form, draughts::match_paths).
  CHECK(played(p, "d4xd2").fen() == after.fen());
  check_refusal(p, "d4xf6", "move.illegal", "a piece cannot jump Backward (towards its own home h8)");
}

TEST_CASE("coast-to-coast: a turn is one step or one chain, never both (§3)") {
  const coast::Position p = position("B:Bc3,d4:Rc4:10,11:1");
  check_refusal(p, "d4-d3-d2", "move.illegal", "only jumps may chain");
  check_refusal(p, "d4xb4-a4", "move.illegal", "either one step or one chain of jumps, never both");
  check_refusal(p, "d4-e3xc1", "move.illegal", "either one step or one chain of jumps, never both");
  check_refusal(p, "d4-d2", "move.illegal",
                "d4-d2 is not a step: a step goes to a neighbouring square; a jump over d3 is written d4xd2");
  check_refusal(p, "d4xe6", "move.illegal", "d4xe6 is not a jump");
}

TEST_CASE("coast-to-coast: no turn lands twice on a square, nor back where it started (§3)") {
  // A Black King on d4 and Red pieces c4, b3, c2, d3 forming a ring: d4 over c4 to b4, over
  // b3 to b2, over c2 to d2; the next jump, over d3, would come back to d4.
  const coast::Position p = position("B:BKd4:Rb3,c2,c4,d3:11,8:1");
  const Names m = moves_of(p);
  CHECK(m.count("d4xb4xb2xd2") == 1);
  CHECK(m.count("d4xd2xb2xb4") == 1);
  CHECK(m.count("d4xb4xb2xd2xd4") == 0);
  check_refusal(p, "d4xb4xb2xd2xd4", "move.illegal", "comes back to its starting square d4");
  // d4 over d3 to d2, over c2 to b2, and back over c2 to d2 again.
  check_refusal(p, "d4xd2xb2xd2", "move.illegal", "the move lands on d2 twice");
  // Short forms: d4xb2 fits the two paths that end on b2 (d4xb4xb2, d4xd2xb2).
  const coast::Resolution r = refused(p, "d4xb2");
  CHECK(r.error_code == "move.ambiguous");
  CHECK(contains(r.error, "d4xb4xb2"));
  CHECK(contains(r.error, "d4xd2xb2"));
  // A short form that fits one path is accepted: only d4xb4xb2xd2 ends on d2 after b4.
  CHECK(played(p, "d4xb4xd2").at(*dr::kBoard.parse("d2")) == coast::Cell::black_king);
  // A jump written with '-' names the right form.
  check_refusal(p, "d4-b4", "move.capture-mark", "write this move d4xb4");
}

TEST_CASE("coast-to-coast: crowning on the opponent's home, then the free move (§4)") {
  // A Red piece on g7: Forward to h8 (Black's home) crowns it, and the new King must step off
  // at once: to g8 or h7 (g7 is where the turn started). Its other steps: Left f8, Right h6,
  // Forward Left g8, Forward Right h7. Nothing to jump.
  const coast::Position p = position("R:Ba3:Rg7:11,11:1");
  CHECK(moves_of(p) == Names{"g7-f8", "g7-h6", "g7-g8", "g7-h7", "g7-h8-g8", "g7-h8-h7"});
  const coast::Path path{{*dr::kBoard.parse("g7"), *dr::kBoard.parse("h8"), *dr::kBoard.parse("g8")}, {false, false}};
  const coast::MoveEffects fx = p.effects(path);
  CHECK(fx.crowned);
  CHECK_FALSE(fx.king);
  CHECK_FALSE(fx.home);
  CHECK(played(p, "g7-h8-g8").fen() == "B:Ba3:RKg8:11,11:2");
  check_refusal(p, "g7-h8", "move.free-move-missing",
                "g7-h8 reaches Black's home: the new King must go on at once with its free move off h8, e.g. g7-h8-");
  check_refusal(p, "g7-h8-g7", "move.illegal", "comes back to its starting square g7");

  // By a chain: a Red piece on d4 jumps Forward over e5 to f6 and over g7 to h8, is crowned,
  // and the chain ends there. The free move is a new step (h7; g8 and g7 are occupied) or a
  // new chain: over g8 to f8, then on over g7 to h6 (over g7 from h8 would land on f6, where
  // the turn has been). Its other moves: steps c5, e3, d5, e4, and the jump to f6 alone.
  const coast::Position chain = position("R:Be5,g7,g8:Rd4:9,11:1");
  CHECK(moves_of(chain) ==
        Names{"d4-c5", "d4-e3", "d4-d5", "d4-e4", "d4xf6", "d4xf6xh8-h7", "d4xf6xh8xf8", "d4xf6xh8xf8xh6"});
  CHECK(played(chain, "d4xf6xh8xf8").fen() == "B:Be5,g7,g8:RKf8:9,11:2");
  check_refusal(chain, "d4xf6xh8", "move.free-move-missing", "d4xf6xh8 reaches Black's home");
}

TEST_CASE("coast-to-coast: a move that cannot be followed by a free move is illegal; then a pass (§4, §6)") {
  // The Red piece on g7 could reach h8, but the new King could not leave it: g8 and h7 are
  // occupied, g7 is where the turn started, and the jumps over g8 and h7 land on the
  // occupied f8 and h6. Its other steps (f8, h6, g8, h7) are occupied and all its jumps go
  // off the board. Red has no other checker: Red must pass.
  const coast::Position p = position("R:Bf8,g8,h6,h7:Rg7:8,11:1");
  CHECK(moves_of(p) == Names{"--"});
  CHECK(coast::perft(p, 1) == 1);
  CHECK(p.status() == coast::Status::ongoing);
  CHECK_FALSE(p.can_move(coast::Side::red));
  check_refusal(p, "g7-h8", "move.illegal", "would have no free move off h8");
  check_refusal(p, "g7-h8-g8", "move.illegal", "must pass: write --");
  const coast::Position after = played(p, "--");
  CHECK(after.fen() == "B:Bf8,g8,h6,h7:Rg7:8,11:2");
  CHECK(after.key() != p.key());
  // A pass is allowed only when nothing else is.
  check_refusal(coast::Position::start(), "--", "move.pass-illegal",
                "a pass (--) is only allowed when no move is possible");
}

TEST_CASE("coast-to-coast: a King reaching its own home leaves the board; the turn ends there (§5)") {
  // A Black King on g7 steps Backward to h8 and is taken off.
  const coast::Position step = position("B:Be5,Kg7:Ra2:10,11:1");
  const coast::Position after = played(step, "g7-h8");
  CHECK(after.fen() == "R:Be5:Ra2:11,11:1");
  CHECK(after.borne_off(coast::Side::black) == 11);
  // Within a chain: the Black King on f6 jumps over the Red g7 to h8 and is gone, although
  // from h8 a jump over g8 to f8 would be open. Its steps: e5, g5, e7, f5, f7, e6, g6 (g7 is
  // occupied). As it is Black's twelfth checker, Black wins.
  const coast::Position chain = position("B:BKf6:Rg7,g8:11,10:1");
  CHECK(moves_of(chain) == Names{"f6-e5", "f6-g5", "f6-e7", "f6-f5", "f6-f7", "f6-e6", "f6-g6", "f6xh8"});
  check_refusal(chain, "f6xh8xf8", "move.illegal", "leaves the board on reaching its own home h8: the turn ends there");
  const coast::Position won = played(chain, "f6xh8");
  CHECK(won.fen() == "R:B:Rg7,g8:12,10:1");
  CHECK(won.status() == coast::Status::black_won);
  CHECK(won.legal_moves().empty());
  CHECK(coast::perft(won, 1) == 0);
  check_refusal(won, "g7-h8-g8", "move.after-end", "Black has taken all 12 pieces home");
  // Red wins the same way, at a1.
  const coast::Position red = played(position("R:Be5:RKb2:11,11:1"), "b2-a1");
  CHECK(red.fen() == "B:Be5:R:11,12:2");
  CHECK(red.status() == coast::Status::red_won);
}

TEST_CASE("coast-to-coast: a King passes through the opponent's home only inside a chain (decision)") {
  // A Black King on c3, Red pieces b2 and b1. Over b2 it lands on a1 (Red's home: a King is
  // not crowned again and may not stop there), then on over b1 to c1, then over b2 to a3.
  // Its steps: the seven empty neighbours of c3.
  const coast::Position king = position("B:BKc3:Rb1,b2:11,10:1");
  CHECK(moves_of(king) ==
        Names{"c3-d4", "c3-b4", "c3-d2", "c3-c4", "c3-c2", "c3-d3", "c3-b3", "c3xa1xc1", "c3xa1xc1xa3"});
  check_refusal(king, "c3xa1", "move.illegal", "a King cannot end its turn on Red's home a1");
  // A piece in the same place is crowned on a1; its free move: the step to a2, or the chain
  // over b1 to c1 (and on over b2 to a3); over b2 would land on c3, where it started. Its
  // steps: Left d2, Right b4, Forward Left c2, Forward Right b3.
  const coast::Position piece = position("B:Bc3:Rb1,b2:11,10:1");
  CHECK(moves_of(piece) == Names{"c3-d2", "c3-b4", "c3-c2", "c3-b3", "c3xa1-a2", "c3xa1xc1", "c3xa1xc1xa3"});
  CHECK(played(piece, "c3xa1xc1").fen() == "R:BKc1:Rb1,b2:11,10:1");
}

TEST_CASE("coast-to-coast: a side that cannot move passes; that is no draw while the other can move (§6)") {
  // Both sides blocked is the §6 draw; coast_reference_test.cpp shows no position allows it.
  const coast::Position p = position("R:Bf8,g8,h6,h7:Rg7:8,11:1");
  CHECK(p.can_move(coast::Side::black));
  CHECK(p.status() == coast::Status::ongoing);
}

TEST_CASE("coast-to-coast: the key of a position repeats with the position (§6, repetition)") {
  const coast::Position p = position("B:BKd4:RKa8:11,11:1");
  const coast::Position cycle = played(played(played(played(p, "d4-d5"), "a8-b8"), "d5-d4"), "b8-a8");
  CHECK(cycle.key() == p.key());
  CHECK(cycle.fen() == "B:BKd4:RKa8:11,11:3");
  CHECK(played(p, "d4-d5").key() != p.key());
  CHECK(position("R:BKd4:RKa8:11,11:1").key() != p.key());  // the side to move counts
}

TEST_CASE("coast-to-coast: the FEN round trip") {
  for (const char* fen : {kStart, "R:BKc1,d4:Ra2,Kh7:10,10:37", "B:Bd4:Ra8:11,11:1", "R:B:Rg7,g8:12,10:1"}) {
    CAPTURE(fen);
    CHECK(position(fen).fen() == fen);
  }
  // Lists in either order and squares in any order are read, and written in the canonical way.
  CHECK(position("B:Ra8:Bd4:11,11:1").fen() == "B:Bd4:Ra8:11,11:1");
  CHECK(position("B:Bh7,Ka3,b8:Ra8:9,11:1").fen() == "B:BKa3,b8,h7:Ra8:9,11:1");
}

TEST_CASE("coast-to-coast: the FEN reader names the problem and its column") {
  struct Bad {
    const char* fen;
    int column;
    const char* says;
  };
  const Bad bad[] = {
      {"", 1, "the FEN is empty"},
      {"X:Bd4:Ra8:11,11:1", 1, "expected the side to move, B (Black) or R (Red)"},
      {"B;Bd4:Ra8:11,11:1", 2, "expected ':'"},
      {"B:Xd4:Ra8:11,11:1", 3, "expected B or R starting a piece list"},
      {"B:Bd4:Bd5:10,11:1", 7, "the Black list is given twice"},
      {"B:Bd4,d4:Ra8:10,11:1", 7, "d4 is given twice"},
      {"B:Bh8:Ra8:11,11:1", 4, "h8 is Black's home: no checker stands on a home square"},
      {"B:Bd4:Ra1:11,11:1", 8, "a1 is Red's home"},
      {"B:Bd9:Ra8:11,11:1", 4, "\"d9\" is not a square"},
      {"B:Bkd4:Ra8:11,11:1", 4, "\"kd4\" is not a square"},
      {"B:BK:Ra8:11,11:1", 5, "expected a square (a1..h8) after K"},
      {"B:Bd4,:Ra8:11,11:1", 7, "expected a square"},
      {"B:Bd4;e4:Ra8:11,11:1", 4, "\"d4;e4\" is not a square"},
      {"B:Ba3,a4,a5,a6,a7,b3,b4,b5,b6,b7,c3,c4,c5:R:0,12:1", 40, "Black has more than 12 checkers on the board"},
      {"B:Bd4:Ra8:10,11:1", 11, "Black has 1 on the board and 10 taken home: the two must make 12"},
      {"B:Bd4:Ra8:11,13:1", 14, "a side has only 12 checkers to take home, not 13"},
      {"B:Bd4:Ra8:11;11:1", 13, "expected ',' between Black's and Red's checkers taken home"},
      {"B:Bd4:Ra8:x,11:1", 11, "expected a number"},
      {"B:Bd4:Ra8:11,11", 16, "expected ':' and the move number, but the FEN ends here"},
      {"B:Bd4:Ra8:11,11:0", 17, "the move number must be at least 1"},
      {"B:Bd4:Ra8:11,11:1x", 18, "unexpected 'x' after the FEN"},
      {"B:Bd4:Ra8:11,11:99999999", 17, "the number is too large"},
      {"B:Bd4:Ra8", 10, "expected ':' and the checkers each side has taken home"},
      {"B:B:Ra8:12,11:5", 1,
       "Black has taken all 12 home, so the game ended with Black's move and Red would be to move"},
      {"R:B:R:12,12:5", 10, "both sides cannot have taken all 12 home"},
  };
  for (const Bad& b : bad) {
    CAPTURE(b.fen);
    const auto r = coast::Position::from_fen(b.fen);
    REQUIRE_FALSE(r.ok());
    CHECK(r.error().column == b.column);
    CHECK_MESSAGE(contains(r.error().message, b.says), r.error().message);
  }
}

TEST_CASE("coast-to-coast: diagnostics of written moves") {
  const coast::Position start = coast::Position::start();
  check_refusal(start, "e7-", "move.syntax", "a square is missing");
  check_refusal(start, "e7-e9", "move.syntax", "\"e9\" is not a square");
  check_refusal(start, "11-15", "move.syntax", "write squares as a1..h8");
  check_refusal(start, "d5-d4", "move.no-piece", "there is no piece on d5");
  check_refusal(start, "h8-g7", "move.no-piece", "there is no piece on h8 (h8 is Black's home");
  check_refusal(start, "a2-b3", "move.wrong-side", "the Red piece on a2 cannot move: it is Black's turn");
  check_refusal(start, "e7-d6-c5", "move.illegal", "only jumps may chain");
  check_refusal(start, "g7xe5xc3", "move.illegal", "e5xc3: there is no piece on d4 to jump");
  check_refusal(start, "f6-e5x", "move.syntax", "a square is missing");
  check_refusal(start, "e7xc7", "move.illegal", "e7xc7: there is no piece on d7 to jump");
  check_refusal(start, "g5xe7", "move.illegal", "e7 is occupied by the Black piece");  // Right, over f6
}

TEST_CASE("coast-to-coast: the registered game (GameState)") {
  using cinc::game::GameEnd;
  const cinc::game::Variant* v = cinc::game::find_variant("coast-to-coast");
  REQUIRE(v != nullptr);
  CHECK(v->sides[0] == "Black");
  CHECK(v->sides[1] == "Red");
  CHECK(v->start_fen == kStart);
  CHECK(v->no_progress_plies == 0);
  CHECK_FALSE(v->scores_points);
  const auto refused_fen = v->from_fen("B:Bh8:Ra8:11,11:1");
  REQUIRE_FALSE(refused_fen.ok());
  CHECK(refused_fen.error().column == 4);

  auto start = v->from_fen(kStart);
  REQUIRE(start.ok());
  auto& game = **start;
  CHECK(game.side_to_move() == 0);
  CHECK(game.move_number() == 1);
  CHECK(game.quiet_plies() == 0);
  CHECK(game.end().kind == GameEnd::Kind::ongoing);
  std::uint64_t listed = 0;
  for (const auto& [move, count] : game.divide(2)) listed += count;
  CHECK(listed == game.perft(2));
  const cinc::game::BoardView view = game.board();
  CHECK_FALSE(view.dark_squares_only);
  REQUIRE(view.squares.size() == 64);
  int checkers = 0;
  for (const auto& square : view.squares) checkers += static_cast<int>(square.size());
  CHECK(checkers == 24);
  REQUIRE(view.marked.size() == 2);
  CHECK(view.marked[0].first == *dr::kBoard.parse("h8"));
  CHECK(view.marked[0].second == "Black's home");
  CHECK(view.marked[1].first == *dr::kBoard.parse("a1"));
  CHECK(view.marked[1].second == "Red's home");
  const auto& e7 = view.squares[static_cast<std::size_t>(*dr::kBoard.parse("e7"))];
  REQUIRE(e7.size() == 1);
  CHECK(e7[0].side == 0);
  CHECK(e7[0].letter == "M");
  CHECK(e7[0].name == "Black piece");
  CHECK_FALSE(e7[0].crowned);

  const cinc::game::PlayOutcome bad = game.play("e7-e9");
  REQUIRE(bad.error.has_value());
  CHECK(bad.error->code == "move.syntax");
  const cinc::game::PlayOutcome step = game.play("e7-d6");
  REQUIRE(step.played.has_value());
  CHECK(step.played->canonical == "e7-d6");
  CHECK(step.played->piece == "M");
  CHECK(step.played->from == "e7");
  CHECK(step.played->to == "d6");
  CHECK(step.played->captured.empty());
  CHECK_FALSE(step.played->promotion);
  CHECK(game.side_to_move() == 1);

  // Crowning: promotion, the destination after the free move.
  auto crowning = v->from_fen("R:Ba3:Rg7:11,11:1");
  REQUIRE(crowning.ok());
  const auto crowned = (*crowning)->play("g7-h8-g8");
  REQUIRE(crowned.played.has_value());
  CHECK(crowned.played->promotion);
  CHECK(crowned.played->piece == "M");
  CHECK(crowned.played->to == "g8");
  const auto king = (*crowning)->board().squares[static_cast<std::size_t>(*dr::kBoard.parse("g8"))];
  REQUIRE(king.size() == 1);
  CHECK(king[0].letter == "K");
  CHECK(king[0].crowned);
  CHECK(king[0].name == "Red King");

  // Homecoming: `to` is the home square; the count shows in points() and the board.
  auto homecoming = v->from_fen("B:Be5,Kg7:Ra2:10,11:1");
  REQUIRE(homecoming.ok());
  const auto home = (*homecoming)->play("g7-h8");
  REQUIRE(home.played.has_value());
  CHECK(home.played->piece == "K");
  CHECK(home.played->to == "h8");
  CHECK(home.played->points == std::array<int, 2>{11, 11});
  CHECK((*homecoming)->points() == std::array<int, 2>{11, 11});
  CHECK((*homecoming)->board().borne_off == std::array<int, 2>{11, 11});

  // The end: Black's twelfth checker home.
  auto last = v->from_fen("B:BKf6:Rg7,g8:11,10:1");
  REQUIRE(last.ok());
  REQUIRE((*last)->play("f6xh8").played.has_value());
  const GameEnd end = (*last)->end();
  CHECK(end.kind == GameEnd::Kind::first_won);
  CHECK(end.result_token() == "1-0");
  CHECK(end.reason == "Black took all 12 pieces home (§5)");
  const auto after_end = (*last)->play("g7-h8-f8");
  REQUIRE(after_end.error.has_value());
  CHECK(after_end.error->code == "move.after-end");

  // The pass: no squares.
  auto stuck = v->from_fen("R:Bf8,g8,h6,h7:Rg7:8,11:1");
  REQUIRE(stuck.ok());
  const auto pass = (*stuck)->play("--");
  REQUIRE(pass.played.has_value());
  CHECK(pass.played->canonical == "--");
  CHECK(pass.played->from.empty());
  CHECK(pass.played->to.empty());
  CHECK((*stuck)->side_to_move() == 0);
  CHECK((*stuck)->move_number() == 2);
}
