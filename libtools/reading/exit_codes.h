// The exit codes of every command (README.md, docs/errors.md), which the game loops of
// game_files.h return and Python's validate reads: 0 success, 1 invalid input, 2 usage or
// I/O error.
#pragma once

namespace cinc::tools {

/// Every game read and valid (or nothing to report).
inline constexpr int kExitOk = 0;
/// A game or file with an error.
inline constexpr int kExitInvalid = 1;
/// A usage or input/output error.
inline constexpr int kExitUsage = 2;

}  // namespace cinc::tools
