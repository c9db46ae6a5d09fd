// `cinc score` (docs/scoring.md "cinc score output"): captures, points, clocks and the
// outcome of timed games (docs/rules/commander-in-chief.md §6; the other games' points on
// their pages), game by game as text, CSV or JSON.
#pragma once
#include <string>
#include <vector>

#include "events/score_report.h"

namespace cinc::tools {

/// What to score, under which limits, and how to write it.
struct ScoreOptions {
  std::vector<std::string> files;  ///< the record files ("-": standard input)
  std::string output;              ///< the listing's file; empty or "-" for standard output
  std::string format = "text";     ///< text, csv or json
  ScoreChoices choices;            ///< the limits asked for, over the records' tags
  bool no_duplicates = false;      ///< no game remembered (no game.duplicate warnings)
  unsigned jobs = 0;               ///< worker threads (0: one per core)
};

/// Scores every game of `options.files` on worker threads and writes each (whole or not at
/// all), a copy of an earlier game warned of on standard error. Returns kExitOk,
/// kExitInvalid when a game has an error, kExitUsage when an input cannot be read; throws
/// IoError when the output cannot be written.
[[nodiscard]] int write_scores(const ScoreOptions& options);

}  // namespace cinc::tools
