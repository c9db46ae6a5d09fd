// `cinc json` (docs/notation.md §7): record files to JSON, one object a game, and JSON back
// to canonical CGN or PDN; both streamed game by game on worker threads, the output the
// same bytes for any number of them.
#pragma once
#include <string>
#include <vector>

namespace cinc::tools {

/// What to convert and how.
struct JsonOptions {
  std::vector<std::string> files;  ///< record files, or JSON files with to_cgn/to_pdn ("-": standard input)
  std::string output;              ///< the output's file; empty or "-" for standard output
  bool ndjson = false;             ///< one game per line instead of {"games": [...]}
  bool pretty = false;             ///< indented, two spaces a level (default: compact, a game per line)
  std::string moves = "full";      ///< full (every fact of each move) or san (its text alone)
  bool no_fen = false;             ///< leave out each move's fen_after
  bool to_cgn = false;             ///< JSON games to canonical CGN
  bool to_pdn = false;             ///< JSON checkers games to PDN
  unsigned jobs = 0;               ///< worker threads (0: one per core)
};

/// The games of `options.files` as JSON (whole or not at all; each game's problems in its
/// object, not on standard error). Returns kExitOk, kExitInvalid when a game has an error
/// (the output still written), kExitUsage when an input cannot be read; throws IoError when
/// the output cannot be written.
[[nodiscard]] int games_to_json(const JsonOptions& options);

/// The JSON games of `options.files` written back as canonical CGN (or PDN with `to_pdn`),
/// each game's problems on standard error. Returns kExitOk, kExitInvalid when a game has an
/// error or cannot be written as PDN, or when a game cannot be read back (the run stops
/// there, nothing written); throws IoError when a file cannot be read or the output written.
[[nodiscard]] int json_to_records(const JsonOptions& options);

}  // namespace cinc::tools
