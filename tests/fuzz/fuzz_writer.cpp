// Fuzz target: the CGN writer. Oracle: a game read without error, written as CGN and read
// again, is the same game (every tag with its value, moves, NAGs, comments, variations,
// result), and writing that gives the same text.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "cinc/notation/reader.h"
#include "cinc/notation/writer.h"
#include "fuzz_support.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cinc;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  notation::Reader reader(text);
  notation::GameRecord game;
  while (reader.next(game)) {
    if (game.has_syntax_error()) continue;
    const std::string written = notation::write_game(game, {}, {"Dark", "Light"});
    const auto again = notation::read_games(written);
    fuzz::require(again.size() == 1, "the written game reads as " + std::to_string(again.size()) + " games:\n" + written);
    fuzz::require(!again[0].has_syntax_error(),
                  "the written game has a syntax error: " +
                      (again[0].diagnostics.empty() ? std::string() : again[0].diagnostics[0].message) + "\n" + written);
    fuzz::require(fuzz::movetext_digest(again[0]) == fuzz::movetext_digest(game),
                  "the written game's movetext reads differently:\n" + written);
    fuzz::require(fuzz::tags_kept(game, again[0]), "the written game lost or changed a tag:\n" + written);
    fuzz::require(notation::write_game(again[0], {}, {"Dark", "Light"}) == written, "writing is not stable");
  }
  return 0;
}
