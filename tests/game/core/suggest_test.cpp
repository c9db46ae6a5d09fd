// "Did you mean" (cinc/game/suggest.h): the distance, and suggestions from positions whose
// legal moves are known by hand. Commander-In-Chief's start (docs/rules/commander-in-chief.md
// §10; its FEN "3ASTFC/4AHBF/5DHT/a5AS/sa5A/thd5/fbha4/cftsa3 d - 0 1") has Dark's
// Helicopters on f7 and g6, and Hf7-d5 is legal (docs/notation.md §2.1).
#include <doctest/doctest.h>

#include "cinc/game/suggest.h"
#include "cinc/game/variant.h"

using cinc::game::edit_distance;
using cinc::game::suggest_move;

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
