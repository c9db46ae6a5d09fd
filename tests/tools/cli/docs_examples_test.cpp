// The runnable examples of the documentation, run and compared. A runnable example is a
// fenced block marked `console` in README.md or a page of docs/: each line "$ cinc ARGS"
// is a command (run from the source tree; ARGS split at spaces, "double quotes" keep a
// space), the lines after it up to the next "$ " line or the block's end are what it prints
// (standard output, then standard error), and a last line "[exit N]" is its exit code (0
// when there is none). The expected text in the docs is worked out by hand, so this test
// holds the docs and the program to each other.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "support/run_cinc.h"

using cinc::test::lines_of;
using cinc::test::read_file;
using cinc::test::run_cinc;

namespace {

struct Example {
  std::string where;  ///< page:line of the command
  std::vector<std::string> args;
  std::string expected;
  int exit_code = 0;
};

std::vector<std::string> split_args(const std::string& line) {
  std::vector<std::string> out;
  std::string word;
  bool quoted = false;
  bool any = false;
  for (const char c : line) {
    if (c == '"') {
      quoted = !quoted;
      any = true;
    } else if (c == ' ' && !quoted) {
      if (any) out.push_back(word);
      word.clear();
      any = false;
    } else {
      word += c;
      any = true;
    }
  }
  if (any) out.push_back(word);
  return out;
}

std::vector<Example> examples_of(const std::string& path) {
  std::vector<Example> out;
  const std::vector<std::string> lines = lines_of(read_file(path));
  bool in_block = false;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const std::string& line = lines[i];
    if (!in_block) {
      in_block = line == "```console";
      continue;
    }
    if (line == "```") {
      in_block = false;
      continue;
    }
    if (line.starts_with("$ cinc ")) {
      Example e;
      e.where = path + ":" + std::to_string(i + 1);
      e.args = split_args(line.substr(7));
      out.push_back(std::move(e));
    } else if (!out.empty()) {
      Example& e = out.back();
      if (line.starts_with("[exit ") && line.ends_with("]")) e.exit_code = std::stoi(line.substr(6));
      else e.expected += line + "\n";
    }
  }
  return out;
}

}  // namespace

TEST_CASE("every runnable example of the docs prints what the docs say") {
  std::vector<std::string> pages = {"README.md"};
  for (const auto& entry : std::filesystem::recursive_directory_iterator("docs"))
    if (entry.path().extension() == ".md") pages.push_back(entry.path().string());
  int count = 0;
  for (const std::string& page : pages)
    for (const Example& e : examples_of(page)) {
      ++count;
      const auto r = run_cinc(e.args);
      const std::string got = r.out + r.err;
      const std::string output_note = e.where + ": expected\n" + e.expected + "got\n" + got;
      CHECK_MESSAGE(got == e.expected, output_note);
      const std::string exit_note = e.where + ": exit code " + std::to_string(r.exit_code);
      CHECK_MESSAGE(r.exit_code == e.exit_code, exit_note);
    }
  CHECK(count >= 5);
}
