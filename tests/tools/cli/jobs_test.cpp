// --jobs: the game-reading commands give byte for byte the same output, and the same exit
// code, for any number of worker threads (issue 8), on the benchmark corpus with broken,
// checkers and Stack'Em games and an unreadable file mixed in.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "corpus.h"
#include "support/run_cinc.h"

using cinc::test::run_cinc;

TEST_CASE("--jobs N: the same output for any N") {
  const cinc::test::TempDir scratch;
  const std::string& dir = scratch.path();
  const std::string corpus = dir + "/corpus.cgn";
  // 300 games: more batches (of 32 games) than two workers keep in flight.
  cinc::test::write_file(corpus, cinc::bench::random_corpus(8, 300, {}));
  const std::string src = CINC_SOURCE_DIR;
  const std::vector<std::string> inputs = {corpus,
                                           src + "/samples/invalid/illegal-not-straight.cgn",
                                           src + "/samples/checkers/ballot-openings.pdn",
                                           dir + "/missing.cgn",
                                           src + "/samples/stackem/no-stack-left.cgn",
                                           src + "/tests/malformed/empty-1.cgn"};
  const std::vector<std::vector<std::string>> commands = {
      {"validate"}, {"validate", "--format", "json"}, {"json"}, {"json", "--ndjson"},
      {"score"}, {"score", "--format", "csv"}, {"score", "--format", "json"}, {"draws"}, {"draws", "--format", "json"}};
  for (const auto& command : commands) {
    std::string name;
    for (const auto& word : command) name += word + " ";
    std::vector<std::string> inputs_here = inputs;
    // Only validate reads on past a file it cannot read; the others stop there.
    if (command[0] != "validate") inputs_here.erase(inputs_here.begin() + 3);
    cinc::test::RunResult first;
    for (const char* jobs : {"1", "2", "3", "7"}) {
      std::vector<std::string> args = command;
      args.insert(args.end(), inputs_here.begin(), inputs_here.end());
      args.insert(args.end(), {"--jobs", jobs});
      const auto r = run_cinc(args);
      CHECK_MESSAGE(r.exit_code != 0, (name + "--jobs " + jobs + ": the broken game must fail the run"));
      if (std::string(jobs) == "1") {
        first = r;
        CHECK_MESSAGE(r.out.size() > 250, name);
        continue;
      }
      CHECK_MESSAGE(r.exit_code == first.exit_code, (name + "--jobs " + jobs));
      CHECK_MESSAGE(r.out == first.out, (name + "--jobs " + jobs + ": standard output differs"));
      CHECK_MESSAGE(r.err == first.err, (name + "--jobs " + jobs + ": standard error differs"));
    }
  }
  // Standard input streams like a file.
  const auto from_file = run_cinc({"validate", "--jobs", "2", corpus});
  const auto from_stdin = run_cinc({"validate", "--jobs", "2", "-"}, cinc::test::read_file(corpus));
  CHECK(from_file.out == from_stdin.out);
  CHECK(from_file.out.find("300 games: 300 valid, 0 invalid") != std::string::npos);
}

namespace {

/// Over 5 MiB of short games without tags (so without a place to cut the input), one in
/// 97 broken (a second "Ab4-c4": the Armour is no longer on b4).
std::string untagged_stretch() {
  std::string untagged;
  const std::string comment = "{" + std::string(3000, 'c') + "}";
  for (int i = 0; untagged.size() < (std::size_t{5} << 20); ++i)
    untagged += "1. Hf7-d5 " + comment + " Ab4-c4 " + (i % 97 == 5 ? "2. Ab4-c4 " : "") + "*\n\n";
  return untagged;
}

/// The rows of `score --format csv` output as (file, game, round), header left out.
std::vector<std::tuple<std::string, int, std::string>> score_rows(const std::string& csv) {
  std::vector<std::tuple<std::string, int, std::string>> rows;
  std::istringstream in(csv);
  std::string line;
  std::getline(in, line);  // header
  while (std::getline(in, line)) {
    std::istringstream fields(line);
    std::string file, game, round;
    std::getline(fields, file, ',');
    std::getline(fields, game, ',');
    std::getline(fields, round, ',');
    rows.emplace_back(file, std::stoi(game), round);
  }
  return rows;
}

}  // namespace

TEST_CASE("--jobs N: games are numbered on across the parts an input is cut into") {
  // Workers read the parts of an input (segments, or batches of games read as a stream)
  // on their own and number their games from the count of the parts before. The corpus
  // generator writes each game's number in its Round tag: the witness here.
  const cinc::test::TempDir scratch;
  const std::string& dir = scratch.path();
  const std::string many = dir + "/many.cgn";  // about 1.4 MB: several segments of 256 KiB
  cinc::test::write_file(many, cinc::bench::random_corpus(10, 600, {}));
  const std::string untagged = untagged_stretch();
  const int untagged_games = static_cast<int>(std::count(untagged.begin(), untagged.end(), '*'));
  const std::string mixed = dir + "/mixed.cgn";
  const std::string tagged = cinc::bench::random_corpus(11, 150, {});
  cinc::test::write_file(mixed, tagged + "\n" + untagged + "\n" + tagged);
  for (const char* jobs : {"1", "2", "3"}) {
    CAPTURE(jobs);
    const auto r = run_cinc({"score", "--format", "csv", many, mixed, many, "--jobs", jobs});
    const auto rows = score_rows(r.out);
    REQUIRE(rows.size() == std::size_t{600 + 300 + static_cast<std::size_t>(untagged_games) + 600});
    std::size_t at = 0;
    for (const std::string& file : {many, mixed, many}) {
      const int games = file == many ? 600 : 300 + untagged_games;
      for (int game = 1; game <= games; ++game, ++at) {
        const auto& [row_file, row_game, round] = rows[at];
        REQUIRE(row_file == file);
        REQUIRE(row_game == game);
        if (file == many) REQUIRE(round == std::to_string(game));
        if (file == mixed && game <= 150) REQUIRE(round == std::to_string(game));
        if (file == mixed && game > 150 + untagged_games) REQUIRE(round == std::to_string(game - 150 - untagged_games));
        if (file == mixed && game > 150 && game <= 150 + untagged_games) REQUIRE(round.empty());
      }
    }
  }
}

TEST_CASE("--jobs N: validate reads an input it cannot cut into parts alike, for any N") {
  // validate cuts an input at the tag lines that start games (notation/segments.h); over
  // 4 MiB without one (games without tags here) it reads on as one stream. Before, in and
  // after such a stretch, every N gives the same report, and the same as a file of only
  // the tagged games gives for them.
  const cinc::test::TempDir scratch;
  const std::string& dir = scratch.path();
  const std::string tagged = cinc::bench::random_corpus(9, 150, {});
  const std::string untagged = untagged_stretch();
  const std::string input = dir + "/mixed.cgn";
  cinc::test::write_file(input, tagged + "\n" + untagged + "\n" + tagged);
  cinc::test::RunResult first;
  for (const char* jobs : {"1", "2", "3"}) {
    const auto r = run_cinc({"validate", input, "--jobs", jobs});
    CHECK(r.exit_code == 1);  // the few broken games among those without tags
    if (std::string(jobs) == "1") {
      first = r;
      continue;
    }
    CHECK_MESSAGE(r.out == first.out, (std::string("--jobs ") + jobs));
  }
  const std::size_t untagged_games = static_cast<std::size_t>(std::count(untagged.begin(), untagged.end(), '*'));
  const std::size_t broken = (untagged_games + 91) / 97;  // i % 97 == 5
  CHECK(first.out.find(std::to_string(300 + untagged_games) + " games: " + std::to_string(300 + untagged_games - broken) +
                       " valid, " + std::to_string(broken) + " invalid") != std::string::npos);
}
