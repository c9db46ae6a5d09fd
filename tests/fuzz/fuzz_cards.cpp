// Fuzz target: Chair Force card-set files (docs/chair-force-cards.md). Oracle: any bytes give
// either a card set or diagnostics, never a crash; every diagnostic has a code, a message
// and a position inside the input; a set comes back exactly when no error was found, and a
// loaded set's cards keep the schema's bounds.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "cinc/game/chair_cards.h"
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cinc;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const game::chair::CardSetLoad load = game::chair::load_card_set(text);
  fuzz::require_diagnostics_inside(fuzz::line_lengths(text), load.diagnostics);
  bool error = false;
  for (const auto& d : load.diagnostics) error = error || d.severity == notation::Severity::error;
  fuzz::require(error == (load.set == nullptr), "a set must load exactly when no error is reported");
  if (load.set) {
    for (const auto& card : load.set->cards) {
      fuzz::require(card.cost >= 1 && card.cost <= 8, "a loaded card's cost is outside 1..8");
      fuzz::require(card.copies >= 1, "a loaded card has no copies");
      fuzz::require(!card.effect.empty(), "a loaded card has no effect");
    }
  }
  return 0;
}
