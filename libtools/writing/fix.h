// `cinc fix` (docs/fix.md): the records written back corrected, when every correction is
// certain: look-alike characters read as meant, each illegal move replaced by the one legal
// move close to it (its "did you mean"), the text in UTF-8. By default only the bytes of what
// is corrected change, so the writer's layout (comments, line breaks, spacing, tag order)
// stays; `canonical` writes the records as `cinc cgn` does. A problem without a certain
// correction is listed, and then nothing is written.
#pragma once
#include <string>
#include <vector>

namespace cinc::tools {

/// What to fix and where the corrected records go.
struct FixOptions {
  std::vector<std::string> files;  ///< the record files ("-": standard input)
  std::string output;              ///< the corrected records ("-": standard output)
  unsigned jobs = 0;               ///< worker threads with `canonical` (0: one per core)
  bool dry_run = false;            ///< list the corrections, write nothing
  bool canonical = false;          ///< every record written as `cinc cgn` writes it
};

/// Fixes `options.files`: each correction and each problem without one listed on standard
/// error under its game, the records written to `options.output` (whole or not at all).
/// Returns kExitOk when every problem was corrected, kExitInvalid when one has no certain
/// correction (the output then written with it left as it was; with `canonical`, not
/// written), kExitUsage when an input cannot be read in the canonical loop; throws IoError
/// when a file cannot be read or the output cannot be written.
[[nodiscard]] int fix_records(const FixOptions& options);

}  // namespace cinc::tools
