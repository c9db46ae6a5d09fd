// Stack'Em (docs/rules/stackem.md, cited as §n) on hand-worked positions. Every expected move
// list, position and message below was worked out by hand from the rules, never produced by
// running the engine.
//
// Reminders: PDN square 1 = b8, 4 = h8, 5 = a7, 13 = a5, 14 = c5, 15 = e5, 17 = b4,
// 18 = d4, 21 = a3, 22 = c3, 23 = e3, 25 = b2, 26 = d2, 28 = h2, 29 = a1, 30 = c1.
// Red moves first, starts on 1-12 (ranks 6-8) and moves DOWN the board; its King-Me row is
// rank 1 (29-32). Black starts on 21-32, moves up, and is crowned on rank 8 (1-4).
// Stack FEN: <side>:<square>=<checkers bottom to top>,...  r/b pieces, R/B a King on top.
#include <doctest/doctest.h>

#include <array>
#include <set>
#include <string>
#include <utility>

#include "cinc/game/stackem.h"
#include "cinc/game/variant.h"

namespace se = cinc::game::stackem;
namespace dr = cinc::game::draughts;
using Names = std::set<std::string>;

namespace {

se::Position position(const std::string& fen) {
  auto p = se::Position::from_fen(fen);
  REQUIRE_MESSAGE(p.ok(), fen << ": " << (p.ok() ? std::string() : p.error().message));
  return *p;
}

Names moves_of(const se::Position& p) {
  Names out;
  for (const dr::Path& m : p.legal_moves()) out.insert(se::canonical_text(m));
  return out;
}

// Plays a written move that must be legal; returns what it did.
se::MoveEffect play(se::Position& p, const std::string& text) {
  const se::Resolution r = se::resolve(p, text);
  REQUIRE_MESSAGE(r.move.has_value(), text << " refused: " << r.error);
  return p.play(*r.move);
}

// The code and message of a written move that must be refused.
se::Resolution refused(const se::Position& p, const std::string& text) {
  se::Resolution r = se::resolve(p, text);
  CHECK_MESSAGE(!r.move, text << " should be refused");
  return r;
}

// The FEN error (message and column) of a string that must be rejected.
cinc::game::Error rejected(const std::string& fen) {
  auto p = se::Position::from_fen(fen);
  CHECK_MESSAGE(!p.ok(), fen << " should be rejected");
  return p.ok() ? cinc::game::Error{} : p.error();
}

bool contains(const std::string& haystack, const std::string& needle) {
  return haystack.find(needle) != std::string::npos;
}

const std::string kStart = "R:1=r,2=r,3=r,4=r,5=r,6=r,7=r,8=r,9=r,10=r,11=r,12=r,"
                           "21=b,22=b,23=b,24=b,25=b,26=b,27=b,28=b,29=b,30=b,31=b,32=b";

}  // namespace

TEST_CASE("stackem: the standard set-up with Red on 1-12, Red moves first and down (§1)") {
  const se::Position start = se::Position::start();
  CHECK(start.side_to_move() == se::Side::red);
  CHECK(start.move_number() == 1);
  CHECK(start.fen() == kStart);
  CHECK(position(kStart) == start);
  // Red's front checkers on b6 d6 f6 h6 (9-12) step down to rank 5: b6 and d6, f6 two ways,
  // h6 on the edge one way.
  CHECK(moves_of(start) == Names{"b6-a5", "b6-c5", "d6-c5", "d6-e5", "f6-e5", "f6-g5", "h6-g5"});
  CHECK(se::perft(start, 1) == 7);
  // After any Red step Black has its own 7 steps (ranks 4 and 5 hold nothing it can jump).
  CHECK(se::perft(start, 2) == 49);
  // Move numbers count Red-Black pairs.
  se::Position p = start;
  play(p, "f6-e5");
  CHECK(p.side_to_move() == se::Side::black);
  CHECK(p.move_number() == 1);
  play(p, "c3-d4");
  CHECK(p.move_number() == 2);
  CHECK(p.fen() == "R:1=r,2=r,3=r,4=r,5=r,6=r,7=r,8=r,9=r,10=r,12=r,15=r,18=b,21=b,23=b,24=b,25=b,26=b,27=b,"
                   "28=b,29=b,30=b,31=b,32=b:F2");
}

TEST_CASE("stackem: a stack moves as its top checker, carrying everything (§3)") {
  // Two Black checkers under a Red piece on d4: the stack is Red's and steps forward (down).
  se::Position red = position("R:18=bbr,28=b");
  CHECK(moves_of(red) == Names{"d4-c3", "d4-e3"});
  auto back = refused(red, "d4-e5");
  CHECK(back.error_code == "move.illegal");
  CHECK(back.error ==
        "a stack topped by a piece moves only forward (towards rank 1 for Red); only a King may go backwards (§3)");
  play(red, "d4-c3");
  CHECK(red.fen() == "B:22=bbr,28=b");

  // Two Red checkers under a Black piece: Black's, stepping up the board.
  const se::Position black = position("B:18=rrb,5=r");
  CHECK(moves_of(black) == Names{"d4-c5", "d4-e5"});
  CHECK(refused(black, "d4-c3").error ==
        "a stack topped by a piece moves only forward (towards rank 8 for Black); only a King may go backwards (§3)");

  // A King on top takes the whole stack one square along any diagonal.
  const se::Position king = position("R:18=bR,28=b");
  CHECK(moves_of(king) == Names{"d4-c3", "d4-e3", "d4-c5", "d4-e5"});
}

TEST_CASE("stackem: a stack belongs to its top checker; only the top is captured (§2, §4)") {
  // Red piece on c5; on d4 a Red checker under a Black piece (Black's stack); Black on a1.
  se::Position p = position("R:14=r,18=rb,29=b");
  // Red may not move d4 (Black's top) and must jump it: c5 over d4 to the empty e3.
  CHECK(moves_of(p) == Names{"c5xe3"});
  const auto wrong = refused(p, "d4-c3");
  CHECK(wrong.error_code == "move.wrong-side");
  CHECK(wrong.error == "d4 is topped by a Black checker: Red cannot move it (a stack belongs to the colour of its top "
                       "checker, §2)");
  const se::MoveEffect e = play(p, "c5xe3");
  // The Black top goes under the jumping checker at e3, which is crowned after its jump;
  // the Red checker left on d4 is Red's again (freed).
  CHECK(p.fen() == "B:18=r,23=bR,29=b");
  CHECK(e.captured == "M");
  CHECK(e.crowned);
  CHECK(e.removed == std::array<int, 2>{0, 0});
  CHECK(moves_of(p) == Names{"a1-b2"});
  play(p, "a1-b2");
  // The freed piece on d4 moves for Red again (e3 is Red's own stack, so d4-e3 is blocked).
  CHECK(moves_of(p) == Names{"d4-c3", "e3-d2", "e3-f2", "e3-f4"});
}

TEST_CASE("stackem: the captured checker goes to the bottom of the jumping stack (§4)") {
  // A Red King over a buried Red piece on c5 jumps the Black piece on d4: b, r, R on e3.
  se::Position p = position("R:14=rR,18=b,29=b");
  CHECK(moves_of(p) == Names{"c5xe3"});
  play(p, "c5xe3");
  CHECK(p.fen() == "B:23=brR,29=b");
}

TEST_CASE("stackem: a captured King is demoted (§4)") {
  // The Black King on top of d4 is captured; it goes under Red's stack as a plain piece,
  // and the Red checker it stood on stays on d4 as a plain piece.
  se::Position p = position("R:14=r,18=rB,29=b");
  const se::MoveEffect e = play(p, "c5xe3");
  CHECK(p.fen() == "B:18=r,23=bR,29=b");
  CHECK(e.captured == "K");
  // A lone Black King: d4 is empty after the jump.
  se::Position lone = position("R:14=r,18=B,29=b");
  play(lone, "c5xe3");
  CHECK(lone.fen() == "B:23=bR,29=b");
}

TEST_CASE("stackem: a piece is crowned by its jump and the chain goes on backwards (§5)") {
  // Red piece on a5, Black pieces on b4 and d4. a5xc3 jumps forward; crowned on c3, it
  // must jump back over d4 to e5 (a standard-checkers man would stop on c3).
  se::Position p = position("R:13=r,17=b,18=b,28=b");
  CHECK(moves_of(p) == Names{"a5xc3xe5"});
  const auto early = refused(p, "a5xc3");
  CHECK(early.error_code == "move.jump-incomplete");
  CHECK(early.error == "the jump must go on while it can (§5): after a5xc3 the stack can jump again, e.g. a5xc3xe5");
  // A piece's first jump goes forward only.
  const auto backwards = refused(p, "a5xc7");
  CHECK(backwards.error_code == "move.illegal");
  CHECK(backwards.error == "a stack topped by a piece jumps only forward (towards rank 1 for Red) until its first jump "
                           "crowns it (§5)");
  const se::MoveEffect e = play(p, "a5xc3xe5");
  CHECK(p.fen() == "B:15=bbR,28=b");
  CHECK(e.captured == "MM");
  CHECK(e.crowned);
}

TEST_CASE("stackem: a stack may be jumped more than once in a turn (§5)") {
  // d4 holds two Black checkers. c5 jumps to e3 taking the top; d4 is still Black's, so the
  // new King jumps it again back to c5, the square it started from (empty since it left).
  se::Position twice = position("R:14=r,18=bb");
  CHECK(moves_of(twice) == Names{"c5xe3xc5"});
  CHECK(refused(twice, "c5xe3").error_code == "move.jump-incomplete");
  play(twice, "c5xe3xc5");
  CHECK(twice.fen() == "B:14=bbR");
  CHECK(twice.legal_moves().empty());  // every Black checker is in Red's stack

  // Three Black checkers: over d4 three times, ending on e3. The short form c5xe3 names
  // this one path (origin and end written, the landings in between left out).
  se::Position thrice = position("R:14=r,18=bbb");
  CHECK(moves_of(thrice) == Names{"c5xe3xc5xe3"});
  const se::Resolution r = se::resolve(thrice, "c5xe3");
  REQUIRE(r.move.has_value());
  CHECK(se::canonical_text(*r.move) == "c5xe3xc5xe3");
  const se::MoveEffect e = thrice.play(*r.move);
  CHECK(e.captured == "MMM");
  CHECK(thrice.fen() == "B:23=bbbR");
}

TEST_CASE("stackem: jumps are compulsory and any jump may be chosen (§5)") {
  const se::Position p = position("R:14=r,18=rb,29=b");
  const auto step = refused(p, "c5-b4");
  CHECK(step.error_code == "move.must-capture");
  CHECK(step.error == "a capture is compulsory (§5): Red must jump, with c5xe3");
  // Two Red pieces that can each jump (c5 over d4, g5 over f4, both to e3): either jump
  // may be played, steps may not. Neither jump can go on: from e3 the other Black piece
  // has a Red piece behind it.
  const se::Position choice = position("R:14=r,16=r,18=b,19=b,29=b");
  CHECK(moves_of(choice) == Names{"c5xe3", "g5xe3"});
  CHECK(refused(choice, "c5-b4").error == "a capture is compulsory (§5): Red must jump, with c5xe3 or g5xe3");
}

TEST_CASE("stackem: landing on the own King-Me row removes the opposing checkers (§6)") {
  // A step: Black's stack c7 (two Red checkers under a Black piece) steps onto rank 8.
  se::Position step = position("B:6=rrb,32=R");
  CHECK(moves_of(step) == Names{"c7-b8", "c7-d8"});
  se::MoveEffect e = play(step, "c7-d8");
  CHECK(step.fen() == "R:2=B,32=R:O2,0:F2");
  CHECK(e.removed == std::array<int, 2>{2, 0});
  CHECK(e.crowned);
  CHECK(step.removed(se::Side::red) == 2);

  // A King stack too ("whenever"); it was a King already, so nothing is crowned.
  se::Position king = position("B:6=rB,32=R");
  e = play(king, "c7-b8");
  CHECK(king.fen() == "R:1=B,32=R:O1,0:F2");
  CHECK(!e.crowned);

  // Only the owner's own King-Me row: a Red stack on rank 8 keeps its Black checkers.
  se::Position red = position("R:6=bR,32=b");
  play(red, "c7-b8");
  CHECK(red.fen() == "B:1=bR,32=b");

  // In the middle of a chain: Red's e3 (a Black checker under a Red piece) jumps d2 and
  // lands on c1, Red's King-Me row: both Black checkers in the stack (the buried one and
  // the one just taken) leave play, and the chain goes on over b2 to a3.
  se::Position chain = position("R:23=br,26=b,25=b,8=b");
  CHECK(moves_of(chain) == Names{"e3xc1xa3"});
  e = play(chain, "e3xc1xa3");
  CHECK(chain.fen() == "B:8=b,21=bR:O0,2");
  CHECK(e.captured == "MM");
  CHECK(e.removed == std::array<int, 2>{0, 2});
}

TEST_CASE("stackem: a King's ring of jumps, its removals and the ambiguous short form (§5, §6)") {
  // A Red King on c1 and Black pieces on b2, b4, d2, d4: round the ring either way, back to
  // c1, Red's King-Me row, where the four captured Black checkers leave play.
  const se::Position p = position("R:30=R,25=b,17=b,26=b,18=b");
  CHECK(moves_of(p) == Names{"c1xa3xc5xe3xc1", "c1xe3xc5xa3xc1"});
  for (const std::string text : {"c1xc1", "30x30"}) {
    const auto r = refused(p, text);
    CHECK(r.error_code == "move.ambiguous");
    CHECK(contains(r.error, "ambiguous: " + text + " fits 2 jump paths; write the whole path, "));
    CHECK(contains(r.error, "c1xa3xc5xe3xc1"));
    CHECK(contains(r.error, "c1xe3xc5xa3xc1"));
  }
  const auto half = refused(p, "c1xa3xc5");
  CHECK(half.error_code == "move.jump-incomplete");
  CHECK(half.error ==
        "the jump must go on while it can (§5): after c1xa3xc5 the stack can jump again, e.g. c1xa3xc5xe3xc1");
  se::Position after = p;
  const se::MoveEffect e = play(after, "30x21x14x23x30");
  CHECK(after.fen() == "B:30=R:O0,4");
  CHECK(e.captured == "MMMM");
  CHECK(e.removed == std::array<int, 2>{0, 4});
  CHECK(!e.crowned);
}

TEST_CASE("stackem: moves in PDN numbers and the short jump (§11)") {
  const se::Position start = se::Position::start();
  for (const auto& [text, canonical] : {std::pair{"11-15", "f6-e5"}, std::pair{"9-13", "b6-a5"},
                                        std::pair{"11-16", "f6-g5"}, std::pair{"12-16", "h6-g5"}}) {
    const se::Resolution r = se::resolve(start, text);
    REQUIRE_MESSAGE(r.move.has_value(), text << ": " << r.error);
    CHECK(se::canonical_text(*r.move) == canonical);
  }
  const se::Position chain = position("R:13=r,17=b,18=b,28=b");
  for (const std::string text : {"13x22x15", "13x15", "a5xe5", "a5xc3xe5"}) {
    const se::Resolution r = se::resolve(chain, text);
    REQUIRE_MESSAGE(r.move.has_value(), text << ": " << r.error);
    CHECK(se::canonical_text(*r.move) == "a5xc3xe5");
  }
}

TEST_CASE("stackem: a side that cannot move loses (§7)") {
  // Red's a3 is blocked: b2 is Black's and c1 beyond it is occupied.
  const se::Position blocked = position("R:21=r,25=b,30=b");
  CHECK(blocked.legal_moves().empty());
  CHECK(se::perft(blocked, 1) == 0);
  CHECK(se::perft(blocked, 3) == 0);
  const auto late = refused(blocked, "a3-b2");
  CHECK(late.error_code == "move.after-end");
  CHECK(late.error == "the game is already over: Red cannot move, so Black has won (§7)");
}

TEST_CASE("stackem: diagnostics name the rule") {
  const se::Position p = position("R:14=r,18=rb,29=b");
  struct Case {
    const char* text;
    const char* code;
    const char* message;
  };
  const Case cases[] = {
      {"c5-e3", "move.capture-mark", "this move jumps: write it with 'x', c5xe3"},
      {"e5-d4", "move.no-piece", "there is no stack on e5"},
      {"b5-c4", "move.illegal", "b5 is a light square: Stack'Em is played on the dark squares only"},
      {"c5xa3", "move.illegal", "there is no stack on b4 to jump"},
      {"c5-d4xf2", "move.illegal", "a move is either one step or a chain of jumps, never both (§3)"},
      {"c5xe3xg1", "move.illegal", "there is no stack on f2 to jump"},
      {"c5xe3xc5", "move.illegal",
       "the stack on d4 is topped by Red's own checker: a jump goes over a stack topped by an opponent's checker (§4)"},
      {"c5xe4", "move.illegal",
       "c5 to e4 is not a jump: a jump lands two squares away diagonally, beyond the stack it takes (§4)"},
      {"c5xg1", "move.illegal", "c5 to g1 is not one jump, and no legal chain of jumps leads there (§5)"},
      {"--", "move.syntax", "Stack'Em has no pass (--): a side that cannot move has lost (§7)"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.text);
    const auto r = refused(p, c.text);
    CHECK(r.error_code == c.code);
    CHECK(r.error == c.message);
  }

  const se::Position start = se::Position::start();
  const Case at_start[] = {
      {"b6xa5", "move.capture-mark", "this move takes nothing: write it with '-', b6-a5"},
      {"b6-c7", "move.illegal",
       "a stack topped by a piece moves only forward (towards rank 1 for Red); only a King may go backwards (§3)"},
      {"a7-b6", "move.illegal", "b6 is occupied by a Red piece"},
      {"b6-d4", "move.illegal", "b6 to d4 is not a step: a stack steps one square diagonally (§3)"},
      {"b6-a5-b4", "move.illegal", "a step goes one square only; only jumps may continue (§3)"},
      {"c3-d4", "move.wrong-side",
       "c3 is topped by a Black checker: Red cannot move it (a stack belongs to the colour of its top checker, §2)"},
  };
  for (const Case& c : at_start) {
    CAPTURE(c.text);
    const auto r = refused(start, c.text);
    CHECK(r.error_code == c.code);
    CHECK(r.error == c.message);
  }
  CHECK(refused(start, "b6").error_code == "move.syntax");
  CHECK(refused(start, "b6-z9").error_code == "move.syntax");

  // A jump must land on an empty square; the occupant is described, stack and all.
  const se::Position landing = position("R:14=r,18=b,23=rB,29=b");
  CHECK(moves_of(landing) == Names{"c5-b4"});
  const auto full = refused(landing, "c5xe3");
  CHECK(full.error_code == "move.illegal");
  CHECK(full.error == "e3 is occupied by a stack of 2 topped by a Black King: a jump lands on an empty square (§4)");
}

TEST_CASE("stackem: the FEN round trip (§12)") {
  CHECK(position(kStart).fen() == kStart);
  // Squares may be named a1..h8 and in any order; the output uses numbers, ascending.
  CHECK(position("R:d4=rbR,a1=b").fen() == "R:18=rbR,29=b");
  for (const std::string fen : {"B:1=R:O3,1:F17", "R:18=rb,23=bbbrrR,30=b:F3", "B:2=B,32=R:O2,0", "R:"}) {
    CAPTURE(fen);
    CHECK(position(fen).fen() == fen);
  }
  const se::Position p = position("B:1=R:O3,1:F17");
  CHECK(p.side_to_move() == se::Side::black);
  CHECK(p.move_number() == 17);
  CHECK(p.removed(se::Side::red) == 3);
  CHECK(p.removed(se::Side::black) == 1);
  CHECK(p.stack(0).king());
  const se::Position tall = position("R:23=bbbrrR");
  const se::Stack& s = tall.stack(22);
  CHECK(s.height() == 6);
  CHECK(s.owner() == se::Side::red);
  CHECK(s.colour_at(0) == se::Side::black);
  CHECK(s.colour_at(3) == se::Side::red);
  CHECK(s.count(se::Side::black) == 3);
}

TEST_CASE("stackem: the FEN rejects the malformed and the impossible, with the column") {
  struct Case {
    const char* fen;
    int column;
    const char* says;
  };
  const Case cases[] = {
      {"", 1, "the FEN is empty"},
      {"X:1=r", 1, "expected the side to move, R (Red) or B (Black), not 'X'"},
      {"R1=r", 2, "expected ':' after the side to move"},
      {"R:1r", 4, "expected '=' after square 1"},
      {"R:1=x", 5, "'x' is not a checker"},
      {"R:1=Rb", 5, "a King can only be the top checker of a stack"},
      {"R:b1=r", 3, "b1 is a light square"},
      {"R:e4=r", 3, "e4 is a light square"},
      {"R:1=r,1=b", 7, "square 1 is given twice"},
      {"R:1=r,a7=b,b8=b", 12, "square 1 is given twice"},
      {"R:1=", 5, "the stack on square 1 is empty"},
      {"R:1=,2=r", 5, "the stack on square 1 is empty"},
      {"R:1=r,,2=r", 7, "expected a square (1..32 or a1..h8), not ','"},
      {"R:33=r", 3, "square 33 is not between 1 and 32"},
      {"R:1=rrrrrrrrrrrrr", 17, "more than 12 Red checkers"},
      {"R:1=r,2=bbbbbbbbbbbbb", 21, "more than 12 Black checkers"},
      {"R:1=rrrrrr:O7,0", 13, "Red has 6 checkers on the board and 7 removed from play"},
      {"R:1=r:O1", 9, "expected ',' between Red's and Black's removed checkers"},
      {"R:1=r:O1,1:O1,1", 12, "the O field (checkers removed from play) is given twice"},
      {"R:1=r:F0", 8, "the move number must be at least 1"},
      {"R:1=r:F3:F4", 10, "the F field (move number) is given twice"},
      {"R:1=r:X2", 7, "expected O<red>,<black> (checkers removed from play) or F<move number>"},
      {"R:29=r", 6, "(Red's King-Me row) must have a King on top"},
      {"R:2=b", 5, "(Black's King-Me row) must have a King on top"},
      {"R:29=bR", 6, "holds no Black checker"},
      {"R:1=r ", 6, "a space is not a checker"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.fen);
    const cinc::game::Error e = rejected(c.fen);
    CHECK(e.column == c.column);
    CHECK_MESSAGE(contains(e.message, c.says), e.message);
  }
}

TEST_CASE("stackem: the position key covers every stack, its order and the King on top") {
  const auto key = [](const char* fen) { return position(fen).key(); };
  CHECK(key("R:18=rb,28=b") != key("R:18=br,28=b"));
  CHECK(key("R:18=rb,28=b") != key("R:18=rB,28=b"));
  CHECK(key("R:18=rb,28=b") != key("B:18=rb,28=b"));
  CHECK(key("R:18=rb,28=b") != key("R:18=rrb,28=b"));
  // Move number and removed counts do not make another position for repetition.
  CHECK(key("R:18=rb,28=b") == key("R:18=rb,28=b:O1,0:F9"));
  // Kings going to and fro come back to the same key.
  se::Position p = position("R:18=bR,1=B");
  const std::uint64_t before = p.key();
  for (const char* m : {"d4-e5", "b8-a7", "e5-d4", "a7-b8"}) play(p, m);
  CHECK(p.key() == before);
  CHECK(p.fen() == "R:1=B,18=bR:F3");
}

TEST_CASE("stackem: the registered game") {
  const cinc::game::Variant* v = cinc::game::find_variant("stackem");
  REQUIRE(v != nullptr);
  CHECK(v->sides == std::array<std::string, 2>{"Red", "Black"});
  CHECK(v->start_fen == kStart);
  CHECK(v->no_progress_plies == 0);
  CHECK(v->scores_points);

  auto state = v->from_fen("R:13=r,17=b,18=b,28=b");
  REQUIRE(state.ok());
  auto& g = **state;
  const cinc::game::PlayOutcome out = g.play("13x15");
  REQUIRE(out.played.has_value());
  const cinc::game::PlayedMove& m = *out.played;
  CHECK(m.canonical == "a5xc3xe5");
  CHECK(m.piece == "M");
  CHECK(m.from == "a5");
  CHECK(m.to == "e5");
  CHECK(m.captured == "MM");
  CHECK(m.value == 2);
  CHECK(m.promotion);
  CHECK(m.points == std::array<int, 2>{2, 0});
  CHECK(g.fen() == "B:15=bbR,28=b");
  CHECK(g.side_to_move() == 1);
  CHECK(g.quiet_plies() == 0);
  CHECK(g.end().kind == cinc::game::GameEnd::Kind::ongoing);

  // The board view: e5 holds two Black pieces under a Red King, bottom to top.
  const cinc::game::BoardView view = g.board();
  CHECK(view.dark_squares_only);
  const auto& e5 = view.squares[static_cast<std::size_t>(*dr::kBoard.parse("e5"))];
  REQUIRE(e5.size() == 3);
  CHECK(e5[0].side == 1);
  CHECK(e5[0].letter == "M");
  CHECK(e5[0].name == "Black piece");
  CHECK(e5[1].side == 1);
  CHECK(e5[2].side == 0);
  CHECK(e5[2].letter == "K");
  CHECK(e5[2].crowned);
  CHECK(e5[2].name == "Red King");
  CHECK(view.squares[static_cast<std::size_t>(*dr::kBoard.parse("h2"))].size() == 1);

  const cinc::game::PlayOutcome black = g.play("h2-g3");
  REQUIRE(black.played.has_value());
  CHECK(black.played->captured.empty());
  CHECK(black.played->value == 0);
  CHECK(black.played->points == std::array<int, 2>{2, 0});
  CHECK(g.points() == std::array<int, 2>{2, 0});
  const cinc::game::PlayOutcome bad = g.play("e5-e6");
  REQUIRE(bad.error.has_value());
  CHECK(bad.error->code == "move.illegal");

  // A King stack's ring: piece "K", four captured, no promotion.
  auto ring = v->from_fen("R:30=R,25=b,17=b,26=b,18=b");
  REQUIRE(ring.ok());
  const auto ring_move = (*ring)->play("c1xe3xc5xa3xc1");
  REQUIRE(ring_move.played.has_value());
  CHECK(ring_move.played->piece == "K");
  CHECK(ring_move.played->captured == "MMMM");
  CHECK(ring_move.played->value == 4);
  CHECK(!ring_move.played->promotion);
  const cinc::game::GameEnd won = (*ring)->end();
  CHECK(won.kind == cinc::game::GameEnd::Kind::first_won);
  CHECK(won.reason == "Black cannot move: no stack is topped by a Black checker (§7)");
  CHECK(won.result_token() == "1-0");

  auto blocked = v->from_fen("R:21=r,25=b,30=b");
  REQUIRE(blocked.ok());
  const cinc::game::GameEnd lost = (*blocked)->end();
  CHECK(lost.kind == cinc::game::GameEnd::Kind::second_won);
  CHECK(lost.reason == "Red cannot move: every stack Red controls is blocked (§7)");
  CHECK(lost.result_token() == "0-1");
  CHECK((*blocked)->play("a3-b2").error->code == "move.after-end");

  auto start = v->from_fen(v->start_fen);
  REQUIRE(start.ok());
  const auto divide = (*start)->divide(2);
  CHECK(divide.size() == 7);
  for (const auto& [move, count] : divide) CHECK(count == 7);
  CHECK((*start)->perft(2) == 49);

  auto bad_fen = v->from_fen("R:1=q");
  REQUIRE(!bad_fen.ok());
  CHECK(bad_fen.error().column == 5);
}
