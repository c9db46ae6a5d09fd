// replay-games FILE: reads the CGN (or PDN) games of FILE with cinc::notation and replays
// each through its game's rules with cinc::game; prints one line per game and every
// problem found as FILE:LINE:COL. Exit 0 when every game is valid, 1 when one is not,
// 2 when FILE cannot be read.
#include <cstddef>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include "cinc/game/replay.h"
#include "cinc/notation/reader.h"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: replay-games FILE\n";
    return 2;
  }
  const std::string path = argv[1];
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  if (!(in && text << in.rdbuf())) {
    std::cerr << "replay-games: cannot read " << path << "\n";
    return 2;
  }

  const auto games = cinc::notation::read_games(text.str());
  std::size_t invalid = 0;
  for (std::size_t i = 0; i < games.size(); ++i) {
    // The replayed game points into the record (games[i] outlives it).
    const cinc::game::ReplayedGame game = cinc::game::replay(games[i]);
    std::cout << "game " << i + 1 << ": " << (game.variant ? game.variant->name : "unknown variant") << ", "
              << game.main.moves.size() << " plies, " << (game.valid() ? "valid" : "invalid") << "\n";
    for (const auto& d : game.diagnostics) {
      std::cout << path << ":" << d.pos.line << ":" << d.pos.column << ": "
                << (d.severity == cinc::notation::Severity::error ? "error" : "warning") << ": " << d.message
                << " [" << d.code << "]\n";
    }
    if (!game.valid()) ++invalid;
  }
  std::cout << games.size() << " games, " << invalid << " invalid\n";
  return invalid == 0 ? 0 : 1;
}
