// Fuzz target: FEN parsing of every registered game. The first byte picks the game, the
// rest is the FEN. Oracles: an accepted FEN is written back in a form that reads as the
// same position (the same FEN and key again) and has consistent moves (perft 1 equals the
// number of legal moves divide lists); a refused one names a column inside the text.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "cinc/game/variant.h"
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cinc;
  if (size == 0) return 0;
  const auto& all = game::variants();
  const game::Variant& variant = all[data[0] % all.size()];
  const std::string_view fen(reinterpret_cast<const char*>(data + 1), size - 1);
  auto state = variant.from_fen(fen);
  if (!state) {
    const int column = state.error().column;
    fuzz::require(!state.error().message.empty(), "a refused FEN without a reason");
    fuzz::require(column >= 0 && static_cast<std::size_t>(column) <= fen.size() + 1,
                  variant.name + ": error column " + std::to_string(column) + " outside the FEN \"" + std::string(fen) +
                      "\"");
    return 0;
  }
  const std::string written = (*state)->fen();
  auto again = variant.from_fen(written);
  fuzz::require(again.ok(), variant.name + ": the written FEN does not read: " + written + " (from \"" +
                                std::string(fen) + "\")" + (again.ok() ? "" : ": " + again.error().message));
  fuzz::require((*again)->fen() == written, variant.name + ": the FEN is not stable: " + written);
  fuzz::require((*again)->key() == (*state)->key(), variant.name + ": the key changes through the FEN: " + written);
  std::uint64_t listed = 0;
  for (const auto& [move, count] : (*state)->divide(1)) listed += count;
  fuzz::require(listed == (*state)->perft(1), variant.name + ": divide and perft disagree at " + written);
  return 0;
}
