// Standard checkers (docs/rules/checkers.md, cited as §n) on hand-worked positions. Every
// expected move list and count below was worked out by hand from the rules (or is the published
// perft sequence, OEIS A133046), never produced by running the engine.
//
// Reminders: PDN square 1 = b8, 4 = h8, 5 = a7, 29 = a1, 32 = g1; Black starts on 1-12
// (ranks 6-8) and moves down the board; Red starts on 21-32 and moves up.
#include <doctest/doctest.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "cinc/game/checkers.h"
#include "cinc/game/variant.h"

namespace ck = cinc::game::checkers;
namespace dr = cinc::game::draughts;
using Names = std::set<std::string>;

namespace {

ck::Position position(const std::string& fen) {
  auto p = ck::Position::from_fen(fen);
  REQUIRE_MESSAGE(p.ok(), fen << ": " << (p.ok() ? std::string() : p.error().message));
  return *p;
}

Names moves_of(const ck::Position& p) {
  Names out;
  for (const ck::Move& m : p.legal_moves()) out.insert(ck::canonical_text(m));
  return out;
}

// The code and message of a written move that must be refused.
ck::Resolution refused(const ck::Position& p, const std::string& text) {
  ck::Resolution r = ck::resolve(p, text);
  CHECK_MESSAGE(!r.move, text << " should be refused");
  return r;
}

bool contains(const std::string& haystack, const std::string& needle) {
  return haystack.find(needle) != std::string::npos;
}

}  // namespace

TEST_CASE("checkers: PDN numbering of the dark squares (§8)") {
  CHECK(dr::kBoard.name(dr::pdn_square(1)) == "b8");
  CHECK(dr::kBoard.name(dr::pdn_square(4)) == "h8");
  CHECK(dr::kBoard.name(dr::pdn_square(5)) == "a7");
  CHECK(dr::kBoard.name(dr::pdn_square(29)) == "a1");
  CHECK(dr::kBoard.name(dr::pdn_square(32)) == "g1");
  CHECK(dr::kBoard.name(dr::pdn_square(11)) == "f6");  // third square of rank 6 (b d f h)
  CHECK(dr::kBoard.name(dr::pdn_square(15)) == "e5");  // third square of rank 5 (a c e g)
  CHECK(dr::pdn_square(0) == cinc::game::kNoSquare);
  CHECK(dr::pdn_square(33) == cinc::game::kNoSquare);
  for (int n = 1; n <= 32; ++n) CHECK(dr::pdn_number(dr::pdn_square(n)) == n);
  CHECK(dr::pdn_number(*dr::kBoard.parse("b1")) == 0);  // a light square has no number
}

TEST_CASE("checkers: the start and the published perft (OEIS A133046)") {
  const ck::Position start = ck::Position::start();
  CHECK(start.side_to_move() == ck::Side::black);
  CHECK(start.fen() == "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12");
  // Black's front men on b6 d6 f6 h6 (9-12): b6 and d6, f6 have two steps, h6 one.
  CHECK(moves_of(start) == Names{"b6-a5", "b6-c5", "d6-c5", "d6-e5", "f6-e5", "f6-g5", "h6-g5"});
  const std::uint64_t published[] = {7, 49, 302, 1469, 7361, 36768, 179740, 845931};
  for (int depth = 1; depth <= 8; ++depth) CHECK(ck::perft(start, depth) == published[depth - 1]);
}

TEST_CASE("checkers: men step forward only, Kings both ways (§2)") {
  // A Black man on d4 moves down the board; Black to move.
  const ck::Position black = position("B:Wh2:Bd4");
  CHECK(moves_of(black) == Names{"d4-c3", "d4-e3"});
  const ck::Position red = position("W:Wd4:Bh8");  // a Black man on h8 is fine: Black crowns on rank 1
  CHECK(moves_of(red) == Names{"d4-c5", "d4-e5"});
  const ck::Position king = position("B:Wh2:BKd4");
  CHECK(moves_of(king) == Names{"d4-c3", "d4-e3", "d4-c5", "d4-e5"});
  auto back = refused(black, "d4-e5");
  CHECK(back.error_code == "move.illegal");
  CHECK(contains(back.error, "a man moves only forward (towards rank 1 for Black)"));
}

TEST_CASE("checkers: captures are compulsory, any capture may be chosen (§3)") {
  // Black men b6 and g5; Red men c5 and f4: b6xd4 takes c5, g5xe3 takes f4. Both are
  // single jumps: Black chooses either, and no step is allowed.
  const ck::Position p = position("B:Wc5,f4,h2:Bb6,g5");
  CHECK(moves_of(p) == Names{"b6xd4", "g5xe3"});
  auto step = refused(p, "b6-a5");
  CHECK(step.error_code == "move.must-capture");
  CHECK(contains(step.error, "b6xd4"));
  CHECK(contains(step.error, "g5xe3"));
  // No majority rule: a single jump may be chosen over a double one.
  // Red c3 can take d4 (to e5) and then f6 (to g7): a double; Red a3 takes b4 (to c5): single.
  const ck::Position choice = position("W:Wa3,c3:Bb4,d4,f6,a7");
  CHECK(moves_of(choice) == Names{"a3xc5", "c3xa5", "c3xe5xg7"});
}

TEST_CASE("checkers: a multi-jump must be completed (§3)") {
  const ck::Position p = position("W:Wc3:Bd4,f6,a7");
  CHECK(moves_of(p) == Names{"c3xe5xg7"});
  auto half = refused(p, "c3xe5");
  CHECK(half.error_code == "move.jump-incomplete");
  CHECK(contains(half.error, "c3xe5xg7"));
  // PDN numbers and the short form with only origin and final landing (§8).
  // c3 = 22, e5 = 15, g7 = 8.
  CHECK(ck::resolve(p, "22x15x8").move.has_value());
  CHECK(ck::resolve(p, "22x8").move.has_value());
  CHECK(ck::resolve(p, "c3xg7").move.has_value());
  const ck::Resolution sep = refused(p, "c3-e5-g7");
  CHECK(sep.error_code == "move.capture-mark");
}

TEST_CASE("checkers: a man crowned during a jump ends its move there (§3)") {
  // Red man f6 jumps e7 to d8 (rank 8: crowned). As a King it could go on over c7 to b6,
  // but the move ends on d8.
  const ck::Position p = position("W:Wf6:Be7,c7,h6");
  CHECK(moves_of(p) == Names{"f6xd8"});
  const ck::Move m = p.legal_moves().front();
  CHECK(m.crowns);
  auto on = refused(p, "f6xd8xb6");
  CHECK(on.error_code == "move.illegal");
  CHECK(contains(on.error, "crowned on d8"));
  const ck::Position after = p.after(m);
  // d8 is square 2; Black keeps c7 (6) and h6 (12); the capture resets the counter and
  // Red's move completes move 1.
  CHECK(after.fen() == "B:WK2:B6,12:H0:F2");
}

TEST_CASE("checkers: two orders of taking the same pieces are two moves (§3)") {
  // A Red King on e3 with Black men on d4, d6, f6 and f4 around the empty c5, e7, g5: it
  // can go round the ring either way and lands back on e3 (its vacated start).
  const ck::Position p = position("W:WKe3:Bd4,d6,f6,f4");
  CHECK(moves_of(p) == Names{"e3xc5xe7xg5xe3", "e3xg5xe7xc5xe3"});
  CHECK(ck::perft(p, 1) == 2);
  auto both = refused(p, "e3xe3");
  CHECK(both.error_code == "move.ambiguous");
  const ck::Position after = p.after(p.legal_moves().front());
  CHECK(after.pieces(ck::Side::black) == 0);
}

TEST_CASE("checkers: diagnostics name the rule") {
  const ck::Position start = ck::Position::start();
  CHECK(refused(start, "c3-d4").error_code == "move.wrong-side");
  CHECK(contains(refused(start, "c3-d4").error, "the Red man on c3 cannot move: it is Black's turn"));
  CHECK(refused(start, "d4-e3").error_code == "move.no-piece");
  CHECK(contains(refused(start, "b5-c4").error, "b5 is a light square"));
  CHECK(contains(refused(start, "f8-e7").error, "e7 is occupied by the Black man"));
  CHECK(refused(start, "b6-d4").error_code == "move.illegal");
  CHECK(refused(start, "b6xd4").error_code == "move.illegal");
  CHECK(contains(refused(start, "b6xd4").error, "there is no piece on c5 to jump"));
  CHECK(refused(start, "b6").error_code == "move.syntax");
  CHECK(refused(start, "b6-z9").error_code == "move.syntax");
  CHECK(refused(start, "9-33").error_code == "move.syntax");
  CHECK(refused(start, "--").error_code == "move.syntax");
  CHECK(refused(start, "b6xa5").error_code == "move.capture-mark");
  // A position with no move: the game is over.
  const ck::Position blocked = position("W:Wa1:Bb2,c3");  // Red a1 is blocked; b2 cannot be jumped (c3 taken)
  CHECK(blocked.legal_moves().empty());
  CHECK(refused(blocked, "a1-b2").error_code == "move.after-end");
}

TEST_CASE("checkers: the FEN reads numbers, a1..h8, ranges and counters, and rejects the impossible") {
  CHECK(position("B:W21-32:B1-12") == ck::Position::start());
  CHECK(position("B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12.") == ck::Position::start());
  CHECK(position("B:Bb8,d8,f8,h8,a7,c7,e7,g7,b6,d6,f6,h6:W21-32") == ck::Position::start());
  CHECK(position("W:WK30:B1:H7:F12").fen() == "W:WK30:B1:H7:F12");
  CHECK(position("R:W30:B1").side_to_move() == ck::Side::red);
  struct Bad {
    const char* fen;
    int column;
    const char* says;
  };
  const Bad bad[] = {
      {"", 1, "empty"},
      {"X:W1:B2", 1, "side to move"},
      {"B:W21:W22", 7, "given twice"},
      {"B:W21,21:B1", 7, "given twice"},
      {"B:W33:B1", 4, "not between 1 and 32"},
      {"B:Wa2:B1", 4, "light square"},
      {"B:W21:B30", 8, "would have been crowned"},
      {"B:W3:B10", 4, "would have been crowned"},
      {"B:W21:B1-13", 1, "at most 12"},
      {"B:W21;B1", 6, "expected ','"},
      {"B:W21:B1:X4", 10, "H<plies> or F<move number>"},
      {"B:W21:B1:F0", 11, "at least 1"},
  };
  for (const Bad& b : bad) {
    const auto p = ck::Position::from_fen(b.fen);
    REQUIRE_MESSAGE(!p.ok(), b.fen);
    CHECK_MESSAGE(p.error().column == b.column, b.fen << ": " << p.error().message);
    CHECK_MESSAGE(contains(p.error().message, b.says), b.fen << ": " << p.error().message);
  }
}

TEST_CASE("checkers: the 40-move counter counts King moves without captures (§6)") {
  ck::Position p = position("B:WKa1,h2:BKh8,a7");
  auto play = [&p](const char* text) {
    auto r = ck::resolve(p, text);
    REQUIRE_MESSAGE(r.move, text << ": " << r.error);
    p.play(*r.move);
  };
  play("h8-g7");  // a King move: 1
  CHECK(p.quiet_plies() == 1);
  play("a1-b2");  // 2
  CHECK(p.quiet_plies() == 2);
  play("a7-b6");  // a man move resets
  CHECK(p.quiet_plies() == 0);
  CHECK(p.move_number() == 2);
  // Repetition keys: the same pieces and side to move give the same key.
  const ck::Position again = position(p.fen());
  CHECK(again.key() == p.key());
  CHECK(position("W:WKa1:BKh8").key() != position("B:WKa1:BKh8").key());
}

TEST_CASE("checkers: the registered game ends when the side to move cannot move (§5)") {
  const cinc::game::Variant* v = cinc::game::find_variant("checkers");
  REQUIRE(v);
  CHECK(v->sides[0] == "Black");
  CHECK(v->sides[1] == "Red");
  CHECK(v->no_progress_plies == 80);
  auto state = v->from_fen("W:Wa1:Bb2,c3");
  REQUIRE(state.ok());
  const auto end = (*state)->end();
  CHECK(end.kind == cinc::game::GameEnd::Kind::first_won);
  CHECK(contains(end.reason, "Red has no legal move"));
  auto captured = v->from_fen("B:Wc5:Bb6");
  REQUIRE(captured.ok());
  const auto outcome = (*captured)->play("b6xd4");
  REQUIRE(outcome.played);
  CHECK(outcome.played->captured == "M");
  CHECK(outcome.played->value == 1);
  CHECK((*captured)->end().kind == cinc::game::GameEnd::Kind::first_won);
  CHECK(contains((*captured)->end().reason, "Red has no pieces left"));
}
