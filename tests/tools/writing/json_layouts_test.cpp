// `cinc json`'s compact output (its moves written piece by piece with literal keys,
// compact_line_json in libtools/writing/game_json.cpp) against its indented output (written through
// JsonWriter's general calls, one per key and value): the same JSON, member for member and
// in the same order, for every sample record of the six games, valid and invalid ones
// (moves replay never reached are written with nulls), with each choice of what a move
// carries, with one thread and with two. And each compact game is exactly nlohmann::json's
// compact dump of its value (docs/notation.md §7 shows that layout): no space, comma or
// bracket out of place.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "support/run_cinc.h"

using cinc::test::lines_of;
using cinc::test::run_cinc;
using nlohmann::ordered_json;

namespace {

/// Every record file under samples/ (the six games, timed games, invalid records), sorted.
std::vector<std::string> sample_files() {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::recursive_directory_iterator(std::string(CINC_SOURCE_DIR) + "/samples")) {
    const std::string ext = e.path().extension().string();
    if (e.is_regular_file() && (ext == ".cgn" || ext == ".pdn" || ext == ".pgn")) out.push_back(e.path().string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("json: compact and indented output hold the same games, for every sample and option") {
  const std::vector<std::string> files = sample_files();
  REQUIRE(files.size() > 60);
  const std::vector<std::vector<std::string>> contents = {{}, {"--no-fen"}, {"--moves", "san"}};
  for (const auto& content : contents) {
    for (const char* jobs : {"1", "2"}) {
      std::vector<std::string> compact_args = {"json", "--ndjson", "--jobs", jobs};
      std::vector<std::string> pretty_args = {"json", "--pretty", "--jobs", jobs};
      for (const auto& a : content) {
        compact_args.push_back(a);
        pretty_args.push_back(a);
      }
      compact_args.insert(compact_args.end(), files.begin(), files.end());
      pretty_args.insert(pretty_args.end(), files.begin(), files.end());
      const auto compact = run_cinc(compact_args);
      const auto pretty = run_cinc(pretty_args);
      const std::string what = (content.empty() ? std::string("full moves") : content.back()) + ", --jobs " + jobs;
      CAPTURE(what);
      CHECK(compact.exit_code == 1);  // samples/invalid holds games with errors
      CHECK(pretty.exit_code == compact.exit_code);
      CHECK(compact.err == pretty.err);
      const ordered_json document = ordered_json::parse(pretty.out);
      const ordered_json& games = document.at("games");
      const std::vector<std::string> lines = lines_of(compact.out);
      REQUIRE(lines.size() == games.size());
      REQUIRE(games.size() > 100);  // 122 games in 101 files
      std::size_t with_variations = 0;
      for (std::size_t i = 0; i < lines.size(); ++i) {
        const ordered_json game = ordered_json::parse(lines[i]);
        if (game != games[i]) {
          const std::string first = "game " + std::to_string(i + 1) + " differs: " + lines[i].substr(0, 300);
          FAIL_CHECK(first);
          break;
        }
        if (lines[i] != game.dump()) {
          const std::string first = "game " + std::to_string(i + 1) + " is not laid out as dump() lays it out";
          FAIL_CHECK(first);
          break;
        }
        if (lines[i].find("\"variations\":[[") != std::string::npos) ++with_variations;
      }
      if (content.empty()) CHECK(with_variations > 5);
    }
  }
}
