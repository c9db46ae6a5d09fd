// Reading inputs and writing outputs for the tools: whole files, standard input, and
// atomic output (a file is written whole or not at all).
#pragma once
#include <stdexcept>
#include <string>

namespace cinc::tools {

/// An input or output failure; the tools map it to exit code 2.
class IoError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// The whole content of a file, or of standard input for "-".
[[nodiscard]] std::string read_input(const std::string& path);

/// Writes `content` to `path` atomically (temporary file in the same folder, then
/// rename), or to standard output for "" or "-".
void write_output(const std::string& path, const std::string& content);

}  // namespace cinc::tools
