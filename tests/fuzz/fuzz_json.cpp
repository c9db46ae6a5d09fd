// Fuzz target: the JSON round trip. Oracle: each game read from the input, replayed and
// turned into JSON, reads back from that JSON as the same game: the same tags, variant,
// start, moves (canonical, comments, NAGs, variations, positions after each) and result.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "cinc/game/replay.h"
#include "cinc/notation/reader.h"
#include "fuzz_support.h"
#include "writing/game_json.h"

namespace {

// Removes the "text" of every move, variations included.
void drop_texts(nlohmann::ordered_json& moves) {
  if (!moves.is_array()) return;
  for (auto& m : moves) {
    m.erase("text");
    if (m.contains("variations"))
      for (auto& v : m["variations"]) drop_texts(v);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cinc;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  notation::Reader reader(text, size > 0 && (data[0] & 1) != 0);
  notation::GameRecord game;
  while (reader.next(game)) {
    if (game.has_syntax_error()) continue;
    const game::ReplayedGame replayed = game::replay(game);
    const auto json = tools::game_to_json(game, replayed);
    const std::string dumped = json.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
    std::vector<nlohmann::ordered_json> games;
    try {
      games = tools::games_in_json_text(dumped);
    } catch (const std::exception& e) {
      fuzz::require(false, std::string("the JSON of a game does not parse: ") + e.what());
    }
    fuzz::require(games.size() == 1, "the JSON holds " + std::to_string(games.size()) + " games");
    notation::GameRecord back;
    try {
      back = tools::game_from_json(games[0]);
    } catch (const std::exception& e) {
      fuzz::require(false, std::string("the JSON does not read back: ") + e.what() + "\n" + dumped);
    }
    const game::ReplayedGame again = game::replay(back);
    const std::string redumped =
        tools::game_to_json(back, again).dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
    // Positions and diagnostics of the re-read game differ (it has no source text), so
    // compare the games, not the whole documents: moves, tags, result as JSON.
    // A move read from JSON takes its canonical text, so "text" is left out.
    auto a = nlohmann::ordered_json::parse(dumped);
    auto b = nlohmann::ordered_json::parse(redumped);
    drop_texts(a["moves"]);
    drop_texts(b["moves"]);
    for (const char* key : {"tags", "variant", "start", "moves", "result"})
      fuzz::require(a[key] == b[key], std::string("JSON round trip changes \"") + key + "\":\n" + dumped + "\n" + redumped);
  }
  return 0;
}
