// `cinc validate` (docs/errors.md): every game replayed, every problem on its own line (or
// as JSON), a game with problems named once above them, a copy of an earlier game warned of.
#pragma once
#include <string>
#include <vector>

namespace cinc::tools {

/// What to check and how to report it.
struct ValidateOptions {
  std::vector<std::string> files;  ///< the record files ("-": standard input)
  std::string format = "text";     ///< text (one line a problem) or json
  bool quiet = false;              ///< errors only, not warnings
  bool no_duplicates = false;      ///< no game remembered (no game.duplicate warnings)
  unsigned jobs = 0;               ///< worker threads (0: one per core)
  std::string valid_out;           ///< the valid games' text goes here, as read (empty: nowhere)
  std::string invalid_out;         ///< the invalid games' text
};

/// Checks every game of `options.files` and writes what they report to standard output,
/// the split files whole at the end (not when an input could not be read). Returns kExitOk
/// when every game is valid, kExitInvalid when one has an error or a file has no games,
/// kExitUsage when an input cannot be read; throws IoError when an output cannot be written.
[[nodiscard]] int validate_files(const ValidateOptions& options);

}  // namespace cinc::tools
