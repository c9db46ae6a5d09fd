// `cinc draws` (docs/draws.md): every point where a draw occurred or could be claimed, and
// the record's Result and Termination checked against them, game by game as text or JSON.
#pragma once
#include <string>
#include <vector>

namespace cinc::tools {

/// What to look at and how to write it.
struct DrawsOptions {
  std::vector<std::string> files;  ///< the record files ("-": standard input)
  std::string output;              ///< the listing's file; empty or "-" for standard output
  std::string format = "text";     ///< text or json
  int no_progress = 0;             ///< plies without progress for a claim (0: each game's own rule)
  unsigned jobs = 0;               ///< worker threads (0: one per core)
};

/// Finds every game's draw points on worker threads (libgame's find_draws) and writes them
/// (whole or not at all). Returns kExitOk, kExitInvalid when a game has an error,
/// kExitUsage when an input cannot be read; throws IoError when the output cannot be written.
[[nodiscard]] int write_draws(const DrawsOptions& options);

}  // namespace cinc::tools
