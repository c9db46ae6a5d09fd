// The loop every game-reading command shares: read each input, replay each game,
// report its errors, hand it on.
#pragma once
#include <functional>
#include <string>
#include <vector>

#include "cinc/game/replay.h"
#include "cinc/notation/record.h"

namespace cinc::tools {

/// One game of the inputs, replayed.
struct FileGame {
  const std::string& file;  ///< as shown to people ("<stdin>" for "-")
  int index;                ///< 1-based within its file
  const notation::GameRecord& record;
  const game::ReplayedGame& replayed;
};

/// Reads the games of `files` in order ('-' is standard input), replays each, prints its
/// errors on standard error when `report_errors`, and calls `visit`. Returns kExitInvalid
/// when a game has an error, else kExitOk. Throws IoError when a file cannot be read.
int for_each_game(const std::vector<std::string>& files, const game::ReplayOptions& options, bool report_errors,
                  const std::function<void(const FileGame&)>& visit);

}  // namespace cinc::tools
