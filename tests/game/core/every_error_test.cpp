// Every error in one pass (replay.h, docs/errors.md "Every error in one pass"): an illegal
// move with one certain correction is played on from it, and what the moves after it break
// is reported as found assuming it; without one, the moves after it are still checked for
// what needs no position. Every expectation is worked out by hand on Commander-In-Chief's
// start (docs/rules/commander-in-chief.md §1-§2: Dark, upper case, moves first; its
// Helicopters stand on f7 and g6, its Amphibians on d8, e7, g5 and h4; Light's Amphibians on
// a5, b4, d2 and e1, its Helicopters on b3 and c2).
#include <doctest/doctest.h>
#include <algorithm>
#include <iterator>
#include <functional>
#include <fstream>
#include <filesystem>

#include <string>
#include <vector>

#include "cinc/game/replay.h"
#include "cinc/notation/reader.h"

namespace game = cinc::game;
namespace notation = cinc::notation;

namespace {

/// The diagnostics of the one game of `text`, replayed.
std::vector<notation::Diagnostic> diagnostics_of(const std::string& text) {
  const std::vector<notation::GameRecord> games = notation::read_games(text);
  REQUIRE(games.size() == 1);
  return game::replay(games[0], {}).diagnostics;
}

// Two slips in one game. The moves, each checked against §4.2 (Amphibian: one square Forward,
// Forward Left or Forward Right, Dark's steps (-1,-1), (0,-1), (-1,0), Light's (+1,+1),
// (0,+1), (+1,0), §3; Helicopter: any square of the ring two squares away, §4.2, stopped only
// by a Tank or a Bomber, §4.3), every target empty when it is played:
//   ply 1 Hf7-d6  the ring square (-2,-1); the squares that could stop it, e7 (an Amphibian)
//                 and e6 (empty), hold no blocker
//   ply 2 Ab4-c4  Forward Right           ply 3 Ad8-d7  Forward Left: d8 is now empty
//   ply 4 Aa5-a6  Forward Left
//   ply 5 written Hd6xd8: d8 is empty, so the 'x' is wrong (§11, move.capture-mark). Hd6-d8,
//                 (0,+2) over d7 (an Amphibian, no blocker), is legal, and it is the only legal
//                 move written so but for its capture mark: the one certain correction.
//   plies 6-19, played from Hd6-d8: Ac4-c5, Ag5-g4, Ad2-d3, Ah4-h3, Ae1-f1, Ae7-e6, Aa6-a7,
//                 Ag4-g3, Ac5-c6, Ah3-h2, Ad3-d4, Ae6-e5, Af1-g1, Ad7-d6 (d6 left at ply 5):
//                 every one a single step of §4.2 onto an empty Sea square, none onto the
//                 opponent's Land (no promotion, §4.5)
//   ply 20 written Hd4-d5 by Light: d4 holds Light's Amphibian (ply 16), not a Helicopter
//                 (move.wrong-piece). Ad4-d5 (Forward Left onto the empty d5) is one character
//                 off; no other legal move is one character off or a square slip (Light's
//                 Helicopters on b3 and c2 are two characters away from "Hd4-d5", b3 no
//                 neighbour of d4): certain.
const std::string kTwoSlips =
    "[Event \"Two slips\"]\n[Result \"*\"]\n\n"
    "1. Hf7-d6 Ab4-c4\n"
    "2. Ad8-d7 Aa5-a6\n"
    "3. Hd6xd8 Ac4-c5\n"
    "4. Ag5-g4 Ad2-d3\n"
    "5. Ah4-h3 Ae1-f1\n"
    "6. Ae7-e6 Aa6-a7\n"
    "7. Ag4-g3 Ac5-c6\n"
    "8. Ah3-h2 Ad3-d4\n"
    "9. Ae6-e5 Af1-g1\n"
    "10. Ad7-d6 Hd4-d5 *\n";

}  // namespace

TEST_CASE("two slips in one game: the second is found assuming the first's correction") {
  const auto d = diagnostics_of(kTwoSlips);
  REQUIRE(d.size() == 2);
  // Ply 5 on line 6 ("3. " before it: column 4); nothing is assumed before it.
  CHECK(d[0].code == "move.capture-mark");
  CHECK(d[0].pos == notation::SourcePos{6, 4});
  CHECK(d[0].ply == 5);
  CHECK(d[0].suggestion == "Hd6-d8");
  CHECK(d[0].suggestions.empty());  // the one is in `suggestion`
  CHECK(d[0].message.find("assuming") == std::string::npos);
  // Ply 20 on line 13 ("10. Ad7-d6 " before it: column 12), found from the corrected ply 5.
  CHECK(d[1].code == "move.wrong-piece");
  CHECK(d[1].pos == notation::SourcePos{13, 12});
  CHECK(d[1].ply == 20);
  CHECK(d[1].side == "Light");
  CHECK(d[1].suggestion == "Ad4-d5");
  CHECK(d[1].message.ends_with(" (assuming ply 5 is Hd6-d8)"));
}

TEST_CASE("the replayed game still stops at the first error") {
  const std::vector<notation::GameRecord> games = notation::read_games(kTwoSlips);
  const game::ReplayedGame replayed = game::replay(games[0], {});
  CHECK(!replayed.valid());
  CHECK(!replayed.main.complete);
  CHECK(replayed.main.moves.size() == 4);  // plies 1 to 4
}

TEST_CASE("two corrections assumed: both named, in order") {
  // kTwoSlips and ply 21, Dark: its Amphibian on d6 (ply 19) written "Ad6-d5". d5 is Dark's
  // Forward Left of d6 (0,-1), and it holds Light's Amphibian only if ply 20 is Ad4-d5: a
  // capture, written without 'x' (move.capture-mark). The one move written so but for the
  // mark is Ad6xd5.
  std::string text = kTwoSlips;
  text.replace(text.find("Hd4-d5 *"), 8, "Hd4-d5\n11. Ad6-d5 *");
  const auto d = diagnostics_of(text);
  REQUIRE(d.size() == 3);
  CHECK(d[2].code == "move.capture-mark");
  CHECK(d[2].pos == notation::SourcePos{14, 5});
  CHECK(d[2].ply == 21);
  CHECK(d[2].suggestion == "Ad6xd5");
  CHECK(d[2].message.ends_with(" (assuming ply 5 is Hd6-d8 and ply 20 is Ad4-d5)"));
}

TEST_CASE("without a certain correction the rest is unchecked, but a piece letter the game lacks is found") {
  // Ply 1 Hf7-d4: d4 is three squares from f7, off the Helicopter's ring (§4.2). One character
  // off it are Hf7-d5, Hf7-d6 and Hf7-d7, all on the ring with no blocker in the way (§4.3:
  // e6, e7 and f6 hold none): three moves equally close, no certain correction. So plies 2
  // and 3 are not played; ply 3's "Qd5" still has a piece letter Commander-In-Chief does not
  // have (§4.2: C, F, B, T, S, H, A, K, D).
  const auto d = diagnostics_of("[Result \"*\"]\n\n1. Hf7-d4 Hc2-c4 2. Qd5 *\n");
  REQUIRE(d.size() == 3);
  CHECK(d[0].code == "move.illegal");
  CHECK(d[0].suggestion.empty());
  // Closest first: d5 is one rank from the d4 written, d6 two, d7 three.
  CHECK(d[0].suggestions == std::vector<std::string>{"Hf7-d5", "Hf7-d6", "Hf7-d7"});
  CHECK(d[1].code == "move.unchecked");
  CHECK(d[2].code == "move.syntax");
  CHECK(d[2].severity == notation::Severity::error);
  CHECK(d[2].pos == notation::SourcePos{3, 21});
  CHECK(d[2].ply == 3);
  CHECK(d[2].message.starts_with("'Q' is not a piece letter"));
}

TEST_CASE("unchecked moves: move numbers that go down, and squares off the board") {
  // As above, ply 1 has no certain correction. Move 1 then 3 then 2 written: 2 after 3 goes
  // down. "Ai9-i8" names files and ranks past h and 8 (§1: a1..h8).
  const auto d = diagnostics_of("[Result \"*\"]\n\n1. Hf7-d4 Hc2-c4 3. Ab4-b5 Ai9-i8 2. Sh5-g4 *\n");
  std::vector<std::string> codes;
  for (const auto& x : d) codes.push_back(x.code);
  CHECK(codes == std::vector<std::string>{"move.illegal", "move.unchecked", "move.syntax", "move.number"});
  CHECK(d[3].message == "move number 2 is written after move 3: the move numbers of a line never go down");
}

TEST_CASE("inside a variation: its own line goes on from its correction") {
  // The variation replaces ply 1: "Hf7xd5" (d5 empty, §11) is certainly Hf7-d5 (the one
  // legal move written so but for its mark); then Light's "Hc2xc3" is illegal (c3 holds
  // Light's own Destroyer, §4.1, and is one square from c2, off the Helicopter's ring, §4.2),
  // found assuming ply 1 of the variation is Hf7-d5. The main line is legal.
  const auto d = diagnostics_of("[Result \"*\"]\n\n1. Hf7-d6 (1. Hf7xd5 Hc2xc3) 1... Ab4-c4 *\n");
  REQUIRE(d.size() == 2);
  CHECK(d[0].code == "move.capture-mark");
  CHECK(d[0].suggestion == "Hf7-d5");
  CHECK(d[1].ply == 2);
  CHECK(d[1].message.ends_with(" (assuming ply 1 is Hf7-d5)"));
}

TEST_CASE("the checkers family: an unchecked move's squares are still read (checkers, Stack'Em, Coast to Coast)") {
  // docs/rules/checkers.md §2, §8: the dark squares are those whose file and rank add up to
  // an even number (a1, c1, ..., b2, ...); Black starts on ranks 6-8 and moves first. "d6-d5"
  // goes to d5, a light square: not a step. One letter off it are d6-c5 and d6-e5, both
  // legal first moves (c5 and e5 are empty dark squares next to d6): no certain correction,
  // so plies 2-4 are unchecked; ply 3 "z9-e5" names no square (files a-h, ranks 1-8).
  // Stack'Em starts as checkers does (docs/rules/stackem.md §2). Coast to Coast writes its
  // squares a1..h8 only, not PDN's numbers (docs/rules/coast-to-coast.md §9): "12-16" is
  // no move of it whatever the position.
  for (const char* variant : {"checkers", "stackem"}) {
    const auto d = diagnostics_of(std::string("[Variant \"") + variant + "\"]\n[Result \"*\"]\n\n1. d6-d5 e3-f4 2. z9-e5 c3-d4 *\n");
    REQUIRE(d.size() == 3);
    CHECK(d[0].code == "move.illegal");
    CHECK(d[0].suggestions == std::vector<std::string>{"d6-c5", "d6-e5"});
    CHECK(d[1].code == "move.unchecked");
    CHECK(d[2].code == "move.syntax");
    CHECK(d[2].pos == notation::SourcePos{4, 19});  // line 4 (after two tags and a blank line), column 19
    CHECK(d[2].ply == 3);
    CHECK(d[2].message.starts_with("\"z9\" is not a square"));
  }
  const auto d = diagnostics_of("[Variant \"coast-to-coast\"]\n[Result \"*\"]\n\n1. d6-d5 e3-f4 2. 12-16 c3-d4 *\n");
  REQUIRE(d.size() == 3);
  CHECK(d[0].severity == notation::Severity::error);
  CHECK(d[1].code == "move.unchecked");
  CHECK(d[2].code == "move.syntax");
  CHECK(d[2].message.starts_with("\"12\" is not a square"));
  // A PDN game's moves are its own board's: they are not read without a position.
  notation::Reader pdn_file("[GameType \"21\"]\n[Result \"*\"]\n\n1. 9-13 9-14 2. 99-98 *\n", true);
  notation::GameRecord pdn;
  REQUIRE(pdn_file.next(pdn));
  const auto unread = game::replay(pdn, {}).diagnostics;
  CHECK_FALSE(unread.empty());
  for (const auto& x : unread) CHECK(x.code != "move.syntax");
}

TEST_CASE("every move the samples play passes the check made without a position") {
  // A move the rules play from some position is never refused by Variant::text_problem (else
  // an unchecked move could be called wrong when it is not): every main-line and variation move
  // of the samples' records (CGN; PDN games are not so checked), every game that has the check.
  namespace fs = std::filesystem;
  int moves = 0;
  std::vector<std::string> games_checked;
  const fs::path samples = fs::path(CINC_SOURCE_DIR) / "samples";
  for (const auto& entry : fs::recursive_directory_iterator(samples)) {
    if (entry.path().extension() != ".cgn" || entry.path().string().find("invalid") != std::string::npos) continue;
    std::ifstream in(entry.path(), std::ios::binary);
    const std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    for (const notation::GameRecord& record : notation::read_games(text)) {
      const game::ReplayedGame replayed = game::replay(record, {});
      if (!replayed.variant || !replayed.variant->text_problem || record.pdn) continue;
      const std::function<void(const game::ReplayedLine&)> walk = [&](const game::ReplayedLine& line) {
        for (const game::ReplayedMove& m : line.moves) {
          CHECK_MESSAGE(!replayed.variant->text_problem(m.node->text), entry.path().string(), ": ", m.node->text);
          ++moves;
          for (const game::ReplayedLine& v : m.variations) walk(v);
        }
      };
      walk(replayed.main);
      if (std::find(games_checked.begin(), games_checked.end(), replayed.variant->name) == games_checked.end())
        games_checked.push_back(replayed.variant->name);
    }
  }
  std::sort(games_checked.begin(), games_checked.end());
  CHECK(games_checked == std::vector<std::string>{"checkers", "coast-to-coast", "commander-in-chief", "stackem"});
  CHECK(moves > 1000);
}
