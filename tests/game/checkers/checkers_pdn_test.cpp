// Moves of standard checkers as a PDN game writes them (docs/rules/checkers.md §10, issue
// 38): PDN's delimiters, its squares (numbers, or a1..h8 with the first player at the
// bottom), and the sentences in its words. Positions and moves worked out by hand.
//
// Reminders: square 15 = e5, 18 = d4, 22 = c3, 26 = d2, 31 = e1 in cinc's names; Black moves
// down the numbers (1-12 at the start), White (cinc's Red) up (21-32).
#include <doctest/doctest.h>

#include <string>

#include "cinc/game/checkers.h"
#include "cinc/game/replay.h"
#include "cinc/notation/reader.h"

namespace ck = cinc::game::checkers;
namespace nt = cinc::notation;

namespace {

ck::Position position(const std::string& fen) {
  auto p = ck::Position::from_fen(fen);
  REQUIRE(p.ok());
  return *p;
}

ck::MoveWords pdn(nt::PdnBoard board = {}) {
  ck::MoveWords w;
  w.pdn = true;
  w.board = board;
  return w;
}

}  // namespace

TEST_CASE("PDN delimiters: '-' on a jump and its short form read as written; 'x' on a step with a warning") {
  // Black man on 15 (e5), White men on 18 (d4) and 26 (d2): Black must jump 15x22 (over 18)
  // and go on 22x31 (over 26), where it is crowned.
  const ck::Position p = position("B:W18,26:B15");
  for (const char* text : {"15x22x31", "15-22-31", "15-31", "15x31", "15X22X31", "15:22:31"}) {
    CAPTURE(text);
    const ck::Resolution r = ck::resolve(p, text, pdn());
    REQUIRE(r.move);
    CHECK(ck::canonical_text(*r.move) == "e5xc3xe1");
    CHECK(r.warning.empty());  // PDN 2.0: '-' is the delimiter of every move
  }
  // In CGN a jump written with '-' is an error that names the right form.
  CHECK(ck::resolve(p, "15-22-31").error_code == "move.capture-mark");
  // Tinsley's archive writes plain steps with 'x' ("10x14"): PDN 2.0 allows 'x' "for a
  // capturing move only", but the step is certain: read as it, with a warning and the text to write.
  const ck::Resolution step = ck::resolve(ck::Position::start(), "10x14", pdn());
  REQUIRE(step.move);
  CHECK(ck::canonical_text(*step.move) == "d6-c5");
  CHECK(step.warning_code == "move.capture-mark");
  CHECK(step.meant == "10-14");
  CHECK(ck::resolve(ck::Position::start(), "10x14").error_code == "move.capture-mark");
  // Leading zeros (PDN 2.0: "[SQ] can include a leading zero").
  const ck::Resolution zeros = ck::resolve(ck::Position::start(), "09-13", pdn());
  REQUIRE(zeros.move);
  CHECK(ck::canonical_text(*zeros.move) == "b6-a5");
}

TEST_CASE("PDN squares: a1..h8 with the first player at the bottom; sentences in PDN's words") {
  // PDN 3.0's "A0", a1 at the first player's bottom left: Black's 11-15 is c3-d4.
  const ck::Resolution c3 = ck::resolve(ck::Position::start(), "c3-d4", pdn());
  REQUIRE(c3.move);
  CHECK(ck::pdn_move_text(*c3.move) == "11-15");
  // White's 22-18 is f6-e5: not Black's turn. The sentence names the square as written and
  // the side as PDN does.
  const ck::Resolution f6 = ck::resolve(ck::Position::start(), "f6-e5", pdn());
  CHECK(f6.error_code == "move.wrong-side");
  CHECK(f6.error == "the White man on f6 cannot move: it is Black's turn");
  const ck::Resolution numbers = ck::resolve(ck::Position::start(), "22-18", pdn());
  CHECK(numbers.error == "the White man on 22 cannot move: it is Black's turn");
  CHECK(ck::resolve(ck::Position::start(), "14-18", pdn()).error == "there is no piece on 14");
  CHECK(ck::resolve(ck::Position::start(), "34-30", pdn()).error == "square number 34 is not between 1 and 32");
  CHECK(ck::resolve(ck::Position::start(), "b1-c2", pdn()).error == "b1 is not a playing square of this game's board");
  // A capture missed: the legal jumps listed in numbers (Black 15 over White 18).
  CHECK(ck::resolve(position("B:W18:B15,1"), "1-5", pdn()).error ==
        "a capture is compulsory (§3): Black must jump, with 15x22");
  // The mirrored board of "21,W,8,8,A0,1" (White first, bottom-left not played): the first
  // player's b3-a4 is the usual 9-13 (b3: column 1, row 2, mirrored to the usual board's
  // column 6: square 9; a4 likewise 13).
  nt::PdnBoard mirrored;
  mirrored.white_starts = true;
  mirrored.mirrored = true;
  const ck::Resolution b3 = ck::resolve(ck::Position::start(), "b3-a4", pdn(mirrored));
  REQUIRE(b3.move);
  CHECK(ck::pdn_move_text(*b3.move) == "9-13");
  CHECK(ck::resolve(ck::Position::start(), "a6-b5", pdn(mirrored)).error ==
        "the Black man on a6 cannot move: it is White's turn");
}

TEST_CASE("A PDN game replayed: sides, the end and the suggestions in its words") {
  // Black steps 18-23 (d4 to e3); White's man is on 30 (c1), so its 27x18 names an empty
  // square: the sentence says White, and the square as written.
  const std::string text = "[GameType \"21\"]\n[FEN \"B:W30:B18\"]\n[Result \"*\"]\n\n1. 18-23 27x18 *\n";
  nt::Reader reader(text);
  nt::GameRecord record;
  REQUIRE(reader.next(record));
  const cinc::game::ReplayedGame g = cinc::game::replay(record);
  REQUIRE(g.diagnostics.size() >= 1);
  const nt::Diagnostic& d = g.diagnostics[0];
  CHECK(d.code == "move.no-piece");
  CHECK(d.side == "White");
  CHECK(d.message == "there is no piece on 27");
  // A White win by capture, with its result written 1-0: contradicted, in PDN's words.
  const std::string won = "[GameType \"21\"]\n[FEN \"W:W22:B18\"]\n[Result \"1-0\"]\n\n1... 22x15 1-0\n";
  nt::Reader again(won);
  REQUIRE(again.next(record));
  const cinc::game::ReplayedGame w = cinc::game::replay(record);
  REQUIRE(w.diagnostics.size() == 1);
  CHECK(w.diagnostics[0].code == "result.contradicts");
  CHECK(w.diagnostics[0].message ==
        "the result 1-0 contradicts the moves: Black has no pieces left (§5), so the result is 0-1 (PDN gives the "
        "first player's score first: 1-0 is a win of Black, 0-1 of White)");
}
