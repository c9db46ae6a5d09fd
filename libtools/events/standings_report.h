// `cinc standings` (docs/scoring.md "cinc standings"): an event's table from its games
// (match points, tie-breaks, crosstable by round), one per Event tag unless merged, with
// team and board tables for team events, as text, CSV or JSON.
#pragma once
#include <string>
#include <vector>

namespace cinc::tools {

/// What to count and how to write the tables.
struct StandingsOptions {
  std::vector<std::string> files;  ///< the record files of the event ("-": standard input)
  std::string output;              ///< the tables' file; empty or "-" for standard output
  std::string format = "text";     ///< text, csv or json
  bool merge = false;              ///< one table for all the games, whatever their Event tags
  /// The tie-breaks, comma-separated (game::parse_tie_breaks); empty: each event's
  /// TieBreaks tag, else the default (docs/scoring.md "Tie-breaks").
  std::string tie_breaks;
};

/// Reads every game of `options.files` (a game left out or a copy reported on standard
/// error), makes the tables (on disk past a budget: CINC_STANDINGS_SPILL_BUDGET bytes for
/// tests) and writes them (whole or not at all). Returns kExitOk, kExitInvalid when a game
/// has an error or is left out for want of its players; throws IoError when a file cannot
/// be read or the output cannot be written.
[[nodiscard]] int write_standings(const StandingsOptions& options);

}  // namespace cinc::tools
