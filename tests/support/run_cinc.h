// Runs the built `cinc` binary from tests and captures what it printed.
#pragma once
#include <string>
#include <utility>
#include <vector>

namespace cinc::test {

struct RunResult {
  int exit_code = -1;
  std::string out;  ///< standard output
  std::string err;  ///< standard error
};

/// Runs `cinc` with these arguments (no shell quoting needed); `input` goes to its standard
/// input; `env`: variables set for it alone (name, value).
RunResult run_cinc(const std::vector<std::string>& args, const std::string& input = "",
                   const std::vector<std::pair<std::string, std::string>>& env = {});

/// Runs `cinc standings ...` twice, as is and with CINC_STANDINGS_SPILL_BUDGET=0 (every
/// table made on disk, docs/scoring.md "Memory"), checks that both print the same and exit
/// alike, and returns the first run.
RunResult run_standings_both_paths(const std::vector<std::string>& args, const std::string& input = "");

/// A fresh directory of its own under the system's temporary directory, for one test, and
/// removed with everything in it when the object goes (also when a check throws).
class TempDir {
 public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  [[nodiscard]] const std::string& path() const { return path_; }

 private:
  std::string path_;
};

/// Writes a file whole (binary).
void write_file(const std::string& path, const std::string& content);
/// Reads a file whole (binary); empty if missing.
std::string read_file(const std::string& path);
/// Lines of a text.
std::vector<std::string> lines_of(const std::string& text);

}  // namespace cinc::test
