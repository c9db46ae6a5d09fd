// Fuzz target: the CGN reader alone. Oracles: it ends, every diagnostic lies inside the
// input, a game with an error says so, and each game's moves stay within the declared
// limits (libnotation/include/cinc/notation/limits.h).
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "cinc/notation/limits.h"
#include "cinc/notation/reader.h"
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cinc;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto lines = fuzz::line_lengths(text);
  // The first byte's lowest bit reads the text as a PDN file (pdn.h) half of the time.
  notation::Reader reader(text, size > 0 && (data[0] & 1) != 0);
  notation::GameRecord game;
  std::size_t games = 0;
  while (reader.next(game)) {
    ++games;
    fuzz::require(games <= size + 1, "more games than bytes");
    fuzz::require_diagnostics_inside(lines, game.diagnostics);
    fuzz::require(game.tags.size() <= notation::limits::kMaxTags, "more tags than the limit");
    for (const auto& t : game.tags) {
      fuzz::require(t.name.size() <= notation::limits::kMaxTagName, "tag name over the limit");
      fuzz::require(t.value.size() <= notation::limits::kMaxTagValue, "tag value over the limit");
    }
  }
  return 0;
}
