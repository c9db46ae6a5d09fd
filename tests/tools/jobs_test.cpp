// --jobs: the game-reading commands give byte for byte the same output, and the same exit
// code, for any number of worker threads (issue 8), on the benchmark corpus with broken,
// checkers and Stack'Em games and an unreadable file mixed in.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "corpus.h"
#include "support/run_cinc.h"

using cinc::test::run_cinc;

TEST_CASE("--jobs N: the same output for any N") {
  const std::string dir = cinc::test::temp_dir();
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
  std::filesystem::remove_all(dir);
}
