// `cinc annotate` (docs/annotate.md): games written back as canonical CGN (a checkers game
// read from PDN as PDN) with the engine's annotations. Re-annotating the output gives the
// same bytes: an earlier run's additions are recognised and replaced.
#pragma once
#include <string>
#include <vector>

namespace cinc::tools {

/// What to annotate, how deep, and where the games go.
struct AnnotateFilesOptions {
  std::vector<std::string> files;  ///< the record files ("-": standard input)
  std::string output;              ///< the annotated games' file; empty or "-" for standard output
  int depth = 0;                   ///< search depth in plies (0: each game's default)
  int time_ms = 0;                 ///< > 0: milliseconds per position instead of a depth
  unsigned jobs = 0;               ///< worker threads (0: one per core)
  bool stats = false;              ///< games, positions, time and judgements on standard error
  bool cgn = false;                ///< games read from PDN written as CGN too
};

/// Annotates every game of `options.files` on worker threads and writes them (whole or not
/// at all); an invalid game is reported on standard error and written as read. Returns
/// kExitOk, kExitInvalid when a game has an error, kExitUsage when an input cannot be read;
/// throws IoError when the output cannot be written.
[[nodiscard]] int annotate_files(const AnnotateFilesOptions& options);

}  // namespace cinc::tools
