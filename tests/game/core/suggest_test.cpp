// "Did you mean" (cinc/game/suggest.h): the distance, and suggestions from positions whose
// legal moves are known by hand. Commander-In-Chief's start (docs/rules/commander-in-chief.md
// §10; its FEN "3ASTFC/4AHBF/5DHT/a5AS/sa5A/thd5/fbha4/cftsa3 d - 0 1") has Dark's
// Helicopters on f7 and g6, and Hf7-d5 is legal (docs/notation.md §2.1).
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "cinc/game/suggest.h"
#include "cinc/game/variant.h"

using cinc::game::edit_distance;
using cinc::game::suggest_move;
using cinc::game::suggest_moves;
using Moves = std::vector<std::string>;

namespace {

std::unique_ptr<cinc::game::GameState> start_of(const char* variant) {
  const cinc::game::Variant* v = cinc::game::find_variant(variant);
  REQUIRE(v != nullptr);
  auto state = v->start([](std::string_view) { return std::optional<std::string_view>(); });
  REQUIRE(state.ok());
  return std::move(state.value());
}

}  // namespace

TEST_CASE("edit distance: insertions, deletions, replacements and swaps of neighbours count one each") {
  CHECK(edit_distance("validate", "validate") == 0);
  CHECK(edit_distance("validat", "validate") == 1);   // one missing
  CHECK(edit_distance("vlaidate", "validate") == 1);  // two neighbours swapped
  CHECK(edit_distance("Be5xc8", "Be5xc7") == 1);      // one wrong
  CHECK(edit_distance("Hf7-d5", "Hf7xd5x") == 2);
  CHECK(edit_distance("", "abc") == 3);
}

TEST_CASE("suggestions on Commander-In-Chief's start") {
  const auto state = start_of("commander-in-chief");
  // Letter case and capture mark alone: the same move.
  CHECK(suggest_move(*state, "hF7-D5") == "Hf7-d5");
  CHECK(suggest_move(*state, "Hf7xd5") == "Hf7-d5");
  // The two squares swapped: only the Helicopter on f7 reaches d5, and no other legal move
  // of a Helicopter (from f7 or g6) is written one character off "Hd5-f7".
  CHECK(suggest_move(*state, "Hd5-f7") == "Hf7-d5");
  // A legal move has nothing to suggest; a text far from every move neither.
  CHECK(!suggest_move(*state, "Hf7-d5"));
  CHECK(!suggest_move(*state, "Qa1-h8"));
}

TEST_CASE("suggestions for numbered checkers moves") {
  // Black's first moves are 9-13, 9-14, 10-14, 10-15, 11-15, 11-16, 12-16 (docs/rules/checkers.md).
  const auto state = start_of("checkers");
  CHECK(suggest_move(*state, "12-17") == "12-16");  // one off 12-16 only
  CHECK(suggest_move(*state, "16-12") == "12-16");  // the squares swapped
  CHECK(!suggest_move(*state, "11-17"));            // one off 11-15 and 11-16
}

TEST_CASE("a list, closest first, when no one move is certain") {
  // An equivalent position built for it (docs/rules/commander-in-chief.md §10 FEN, ranks 8 to
  // 1, Dark upper case): Dark's Commander h8, Bomber e5; Light's Amphibians c7 and c3 and its
  // Commander h1. A Bomber moves as a Fighter (§4.2): 1-3 squares along the grid's diagonals
  // or 1-2 along files and ranks, passing over what is not a blocker. From e5: c7 (-2,+2) and
  // c3 (-2,-2) are captures; c8 (-2,+3) is no line. One character off "Be5xc8" are Be5xc7
  // and Be5xc3 (the rank), and nothing else: the other ranks of c (c5 (-2,0) is empty, so
  // Be5-c5 is two characters off), the other files of 8 (b8 (-3,+3) empty: Be5-b8 two off;
  // the rest no line), and no other Dark piece's move. No square slip either: b8 and d8, b7,
  // d7 are empty or no line. Neither capture threatens the Commander on h1 (no '+').
  const cinc::game::Variant* v = cinc::game::find_variant("commander-in-chief");
  REQUIRE(v != nullptr);
  auto state = v->from_fen("7C/2a5/8/4B3/8/2a5/8/7c d - 0 1");
  REQUIRE(state.ok());
  const auto close = suggest_moves(*state.value(), "Be5xc8");
  CHECK(!close.certain);
  CHECK(!suggest_move(*state.value(), "Be5xc8"));
  // c7 is one rank from the c8 written, c3 five: c7 first.
  CHECK(close.moves == Moves{"Be5xc7", "Be5xc3"});
}

TEST_CASE("the list holds three at most, and the certain one alone") {
  const auto state = start_of("commander-in-chief");
  // "Hf7-d4": d4 is off the ring of f7 (§4.2). One character off: Hf7-d5, Hf7-d6, Hf7-d7
  // (ring squares, nothing stops them, §4.3; d8 holds Dark's own Amphibian); a square next to
  // d4: Hf7-e5 (the third kind). Closest first, three kept: d5 (one rank off), d6, d7.
  const auto close = suggest_moves(*state, "Hf7-d4");
  CHECK(!close.certain);
  CHECK(close.moves == Moves{"Hf7-d5", "Hf7-d6", "Hf7-d7"});
  CHECK(suggest_moves(*state, "Hf7-d4", 5).moves == Moves{"Hf7-d5", "Hf7-d6", "Hf7-d7", "Hf7-e5"});
  // A certain one (the capture mark alone, d5 being empty): it alone.
  const auto certain = suggest_moves(*state, "Hf7xd5");
  CHECK(certain.certain);
  CHECK(certain.moves == Moves{"Hf7-d5"});
  CHECK(suggest_moves(*state, "Qa1-h8").moves.empty());
  CHECK(suggest_moves(*state, "Hf7-d5").moves.empty());  // legal as written
}

TEST_CASE("numbered checkers moves: the list in digit order") {
  // "11-17" is one character off 11-15 and 11-16 (Black's first moves, docs/rules/checkers.md),
  // and off no other: 16 is one from the 17 written, 15 two.
  const auto state = start_of("checkers");
  const auto close = suggest_moves(*state, "11-17");
  CHECK(!close.certain);
  CHECK(close.moves == Moves{"11-16", "11-15"});
}
