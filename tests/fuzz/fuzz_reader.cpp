// Fuzz target: the CGN reader alone. Oracles: it ends, every diagnostic lies inside the
// input, a game with an error says so, and each game's moves stay within the declared
// limits (libnotation/include/cinc/notation/limits.h). And GameStream, reading the same
// bytes a few at a time (the second byte picks how many), reads the same games with the
// same diagnostics at the same places.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "cinc/notation/limits.h"
#include "cinc/notation/reader.h"
#include "cinc/notation/stream.h"
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cinc;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto lines = fuzz::line_lengths(text);
  // The first byte's lowest bit reads the text as a PDN file (pdn.h) half of the time.
  notation::Reader reader(text, size > 0 && (data[0] & 1) != 0);
  notation::GameRecord game;
  std::size_t games = 0;
  notation::StreamOptions options;
  options.pdn_file = size > 0 && (data[0] & 1) != 0;
  options.read_bytes = size > 1 ? 1 + data[1] % 64 : 1;
  std::size_t streamed_at = 0;
  notation::GameStream stream(
      [&](char* into, std::size_t want) {
        const std::size_t n = std::min(want, size - streamed_at);
        std::copy_n(text.data() + streamed_at, n, into);
        streamed_at += n;
        return n;
      },
      options);
  notation::GameRecord streamed;
  while (reader.next(game)) {
    ++games;
    fuzz::require(stream.next(streamed), "the stream ends before game " + std::to_string(games));
    fuzz::require(fuzz::record_digest(streamed) == fuzz::record_digest(game),
                  "the stream reads game " + std::to_string(games) + " differently:\n" +
                      fuzz::record_digest(streamed) + "\ninstead of\n" + fuzz::record_digest(game));
    fuzz::require(games <= size + 1, "more games than bytes");
    fuzz::require_diagnostics_inside(lines, game.diagnostics);
    fuzz::require(game.tags.size() <= notation::limits::kMaxTags, "more tags than the limit");
    for (const auto& t : game.tags) {
      fuzz::require(t.name.size() <= notation::limits::kMaxTagName, "tag name over the limit");
      fuzz::require(t.value.size() <= notation::limits::kMaxTagValue, "tag value over the limit");
    }
  }
  fuzz::require(!stream.next(streamed), "the stream reads more games than the reader");
  return 0;
}
