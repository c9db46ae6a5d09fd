// The layers of the house (docs/architecture.md): the command line (tools/) sits on libtools,
// and Python beside it. Walks libtools/ and python/src/ and fails on any #include of a
// header of tools/ (the command line's own: commands.h, completion.h, version.h, whatever
// tools/ holds) or of CLI11, which only the command line uses; walks libgame/ and
// libnotation/ and fails on any #include of a header of libtools' rooms. And the rules stay
// in their game's folder: no header of a game folder (libgame/<game>/include/cinc/game/) is
// included outside it, but by the registry (generated) and the tests.
#include <doctest/doctest.h>

#include <algorithm>
#include <map>
#include <filesystem>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "support/run_cinc.h"

namespace {

namespace fs = std::filesystem;

/// The file names of the headers in `folder` (not below it).
std::set<std::string> headers_in(const fs::path& folder) {
  std::set<std::string> out;
  for (const auto& e : fs::directory_iterator(folder))
    if (e.is_regular_file() && e.path().extension() == ".h") out.insert(e.path().filename().string());
  return out;
}

/// What an include line names ("commands.h", "CLI/CLI.hpp"), or empty for no include line.
std::string included(std::string_view line) {
  std::size_t i = line.find_first_not_of(" \t");
  if (i == std::string_view::npos || line.compare(i, 8, "#include") != 0) return {};
  i = line.find_first_of("\"<", i + 8);
  if (i == std::string_view::npos) return {};
  const std::size_t end = line.find_first_of("\">", i + 1);
  if (end == std::string_view::npos) return {};
  return std::string(line.substr(i + 1, end - i - 1));
}

/// The C++ sources under `folder`, relative to `root`, sorted.
std::vector<fs::path> sources_under(const fs::path& root, const fs::path& folder) {
  std::vector<fs::path> out;
  for (const auto& e : fs::recursive_directory_iterator(root / folder)) {
    const std::string ext = e.path().extension().string();
    if (e.is_regular_file() && (ext == ".h" || ext == ".cpp")) out.push_back(fs::relative(e.path(), root));
  }
  std::sort(out.begin(), out.end());
  return out;
}

/// The folders a game folder of libgame/ builds on: the King Me family's shared board
/// (king-me/draughts.h), and Chair Force on standard checkers (its board and engine).
const std::map<std::string, std::set<std::string>> kGameFolderUses = {
    {"checkers", {"king-me"}},
    {"coast-to-coast", {"king-me"}},
    {"stackem", {"king-me"}},
    {"chair-force", {"checkers", "king-me"}},
};

}  // namespace

TEST_CASE("layers: an include line is read for the name it includes") {
  CHECK(included("#include \"commands.h\"") == "commands.h");
  CHECK(included("  #include <CLI/CLI.hpp>") == "CLI/CLI.hpp");
  CHECK(included("// #include \"commands.h\"").empty());
  CHECK(included("int x;").empty());
}

TEST_CASE("layers: libtools and python include nothing of the command line (tools/) and no CLI11") {
  const fs::path root = CINC_SOURCE_DIR;
  const std::set<std::string> command_line = headers_in(root / "tools");
  REQUIRE(command_line.count("commands.h") == 1);
  std::vector<std::string> problems;
  int files = 0;
  for (const fs::path& folder : {fs::path("libtools"), fs::path("python") / "src"})
    for (const fs::path& path : sources_under(root, folder)) {
      ++files;
      const auto lines = cinc::test::lines_of(cinc::test::read_file((root / path).string()));
      for (std::size_t n = 0; n < lines.size(); ++n) {
        const std::string name = included(lines[n]);
        const std::string where = path.generic_string() + ":" + std::to_string(n + 1) + ": ";
        if (command_line.count(name) || name.starts_with("tools/"))
          problems.push_back(where + "includes the command line's " + name);
        else if (name.starts_with("CLI/"))
          problems.push_back(where + "includes CLI11 (" + name + "), which only tools/ uses");
      }
    }
  MESSAGE(files << " files of libtools/ and python/src/ checked");
  CHECK(files > 30);
  std::string all;
  for (const auto& p : problems) all += p + "\n";
  CHECK_MESSAGE(problems.empty(), all);
}

TEST_CASE("layers: no game's header is included outside its folder, but by the registry and the tests") {
  const fs::path root = CINC_SOURCE_DIR;
  // Every public header of a game folder ("cinc/game/cic.h"), with its folder.
  std::map<std::string, std::string> owner;
  for (const auto& e : fs::directory_iterator(root / "libgame")) {
    const std::string folder = e.path().filename().string();
    const fs::path headers = e.path() / "include" / "cinc" / "game";
    if (!e.is_directory() || folder == "core" || !fs::is_directory(headers)) continue;
    for (const std::string& h : headers_in(headers)) owner["cinc/game/" + h] = folder;
  }
  REQUIRE(owner.count("cinc/game/cic.h") == 1);
  REQUIRE(owner.count("cinc/game/draughts.h") == 1);
  REQUIRE(owner.count("cinc/game/variant.h") == 0);
  // bench/ is left out as tests/ is: it measures a game's own code (perft against the
  // tests' reference generators, self-play) and writes its random corpus from its moves.
  std::vector<std::string> problems;
  int files = 0;
  for (const fs::path folder : {"libnotation", "libgame", "libtools", "tools", "python"})
    for (const fs::path& path : sources_under(root, folder)) {
      ++files;
      // The folder of libgame/ the file lies in, if any ("checkers" for libgame/checkers/...).
      auto part = path.begin();
      const std::string top = part->string();
      const std::string game_folder = top == "libgame" && ++part != path.end() ? part->string() : std::string();
      const auto lines = cinc::test::lines_of(cinc::test::read_file((root / path).string()));
      for (std::size_t n = 0; n < lines.size(); ++n) {
        const auto found = owner.find(included(lines[n]));
        if (found == owner.end() || found->second == game_folder) continue;
        const auto uses = kGameFolderUses.find(game_folder);
        if (uses != kGameFolderUses.end() && uses->second.count(found->second)) continue;
        problems.push_back(path.generic_string() + ":" + std::to_string(n + 1) + ": includes " + found->first +
                           ", a header of libgame/" + found->second + "/: reach the game through its Variant");
      }
    }
  MESSAGE(files << " files outside tests/ and bench/ checked for " << owner.size() << " game headers");
  CHECK(files > 100);
  std::string all;
  for (const auto& p : problems) all += p + "\n";
  CHECK_MESSAGE(problems.empty(), all);
}

TEST_CASE("layers: libgame and libnotation include nothing of libtools") {
  // The check of a game, its identity and its copies are libgame's (cinc/game/check.h):
  // the layers below libtools name none of its rooms' headers ("reading/game_files.h").
  const fs::path root = CINC_SOURCE_DIR;
  std::vector<std::string> rooms;
  for (const auto& e : fs::directory_iterator(root / "libtools"))
    if (e.is_directory()) rooms.push_back(e.path().filename().string() + "/");
  REQUIRE(std::find(rooms.begin(), rooms.end(), "reading/") != rooms.end());
  std::vector<std::string> problems;
  int files = 0;
  for (const fs::path& folder : {fs::path("libgame"), fs::path("libnotation")})
    for (const fs::path& path : sources_under(root, folder)) {
      ++files;
      const auto lines = cinc::test::lines_of(cinc::test::read_file((root / path).string()));
      for (std::size_t n = 0; n < lines.size(); ++n) {
        const std::string name = included(lines[n]);
        for (const std::string& room : rooms)
          if (name.starts_with(room))
            problems.push_back(path.generic_string() + ":" + std::to_string(n + 1) + ": includes libtools' " + name);
      }
    }
  MESSAGE(files << " files of libgame/ and libnotation/ checked");
  CHECK(files > 50);
  std::string all;
  for (const auto& p : problems) all += p + "\n";
  CHECK_MESSAGE(problems.empty(), all);
}
