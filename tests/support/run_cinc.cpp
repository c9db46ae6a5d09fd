// Running the cinc binary from tests: fork/exec with redirected standard streams.
#include "run_cinc.h"

#include <doctest/doctest.h>

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <sstream>
#include <stdexcept>

namespace cinc::test {

TempDir::TempDir() : path_((std::filesystem::temp_directory_path() / "cinc-test-XXXXXX").string()) {
  if (!::mkdtemp(path_.data())) throw std::runtime_error("mkdtemp failed");
}

TempDir::~TempDir() {
  std::error_code ignored;
  std::filesystem::remove_all(path_, ignored);
}

void write_file(const std::string& path, const std::string& content) {
  std::ofstream out(path, std::ios::binary);
  out << content;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

RunResult run_cinc(const std::vector<std::string>& args, const std::string& input,
                   const std::vector<std::pair<std::string, std::string>>& env) {
  const TempDir scratch;
  const std::string& dir = scratch.path();
  const std::string in_path = dir + "/stdin", out_path = dir + "/stdout", err_path = dir + "/stderr";
  write_file(in_path, input);
  const pid_t pid = ::fork();
  if (pid < 0) throw std::runtime_error("fork failed");
  if (pid == 0) {
    const int in = ::open(in_path.c_str(), O_RDONLY);
    const int out = ::open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int err = ::open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (in < 0 || out < 0 || err < 0) ::_exit(127);
    ::dup2(in, 0);
    ::dup2(out, 1);
    ::dup2(err, 2);
    for (const auto& [name, value] : env) ::setenv(name.c_str(), value.c_str(), 1);
    std::vector<char*> argv;
    std::string binary = CINC_BINARY;
    argv.push_back(binary.data());
    std::vector<std::string> copies = args;
    for (auto& a : copies) argv.push_back(a.data());
    argv.push_back(nullptr);
    ::execv(binary.c_str(), argv.data());
    ::_exit(127);
  }
  int status = 0;
  ::waitpid(pid, &status, 0);
  RunResult r;
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  r.out = read_file(out_path);
  r.err = read_file(err_path);
  return r;
}

RunResult run_standings_both_paths(const std::vector<std::string>& args, const std::string& input) {
  RunResult in_memory = run_cinc(args, input);
  const RunResult on_disk = run_cinc(args, input, {{"CINC_STANDINGS_SPILL_BUDGET", "0"}});
  CHECK(on_disk.exit_code == in_memory.exit_code);
  CHECK(on_disk.out == in_memory.out);
  CHECK(on_disk.err == in_memory.err);
  return in_memory;
}

}  // namespace cinc::test
