// Issue 21: the rewriting commands stream game by game on worker threads (the same bytes
// for any --jobs), JSON reads back to the canonical CGN, an interrupted run leaves its old
// output and no temporary file, and the progress line is shown only when asked or when it
// cannot get in the way.
#include <doctest/doctest.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include "corpus.h"
#include "io/io.h"
#include "support/run_cinc.h"

using cinc::test::run_cinc;

namespace {

std::string joined(const std::vector<std::string>& words) {
  std::string out;
  for (const auto& w : words) out += w + " ";
  return out;
}

}  // namespace

TEST_CASE("streamed rewriting commands: the same bytes for any --jobs") {
  const cinc::test::TempDir scratch;
  const std::string& dir = scratch.path();
  const std::string corpus = dir + "/corpus.cgn";
  // 300 games: many segments of 64 KiB, more than two workers keep in flight.
  cinc::test::write_file(corpus, cinc::bench::random_corpus(12, 300, {}));
  const std::string src = CINC_SOURCE_DIR;
  const std::vector<std::string> inputs = {corpus, src + "/samples/invalid/illegal-not-straight.cgn",
                                           src + "/samples/checkers/ballot-openings.pdn",
                                           src + "/samples/stackem/no-stack-left.cgn"};
  const std::string json = dir + "/games.json";
  REQUIRE(run_cinc({"json", corpus, "-o", json}).exit_code == 0);
  const std::vector<std::vector<std::string>> commands = {
      {"cgn"},
      {"pdn"},
      {"json", "--pretty"},
      {"json", "--moves", "san"},
      {"json", "--no-fen"},
      {"json", "--to-cgn", json},
      {"json", "--to-pdn", src + "/samples/checkers/ballot-openings.pdn"},
      {"annotate", "--depth", "1", src + "/samples/event-round1.cgn", src + "/samples/invalid/illegal-not-straight.cgn"}};
  for (const auto& command : commands) {
    std::vector<std::string> args = command;
    // The conversions back from JSON and annotate bring their own inputs.
    if (command[0] != "annotate" && !(command.size() > 1 && command[1].rfind("--to-", 0) == 0))
      args.insert(args.end(), inputs.begin(), inputs.end());
    if (command.size() > 1 && command[1] == "--to-pdn") {
      // JSON of checkers games first.
      const auto made = run_cinc({"json", src + "/samples/checkers/ballot-openings.pdn", "-o", dir + "/checkers.json"});
      REQUIRE(made.exit_code == 0);
      args = {"json", "--to-pdn", dir + "/checkers.json"};
    }
    cinc::test::RunResult first;
    for (const char* jobs : {"1", "2", "3"}) {
      std::vector<std::string> with_jobs = args;
      with_jobs.insert(with_jobs.end(), {"--jobs", jobs});
      const auto r = run_cinc(with_jobs);
      if (std::string(jobs) == "1") {
        first = r;
        CHECK_MESSAGE(r.out.size() > 250, joined(args));
        continue;
      }
      const std::string run = joined(args) + "--jobs " + jobs;
      CHECK_MESSAGE(r.exit_code == first.exit_code, run);
      CHECK_MESSAGE(r.out == first.out, std::string(run + ": standard output differs"));
      CHECK_MESSAGE(r.err == first.err, std::string(run + ": standard error differs"));
    }
  }
}

TEST_CASE("JSON round trip: json then json --to-cgn gives cinc cgn's canonical CGN" * doctest::test_suite("long")) {
  // The benchmark corpus's generator and seed (bench/run.sh: cinc-corpus GAMES 1): comments,
  // clocks, NAGs, variations, short forms, team games and set-ups.
  const cinc::test::TempDir scratch;
  const std::string& dir = scratch.path();
  const std::string corpus = dir + "/corpus.cgn";
  cinc::test::write_file(corpus, cinc::bench::random_corpus(1, 1500, {}));
  const auto canonical = run_cinc({"cgn", corpus});
  REQUIRE(canonical.exit_code == 0);
  REQUIRE(canonical.out.size() > 100000);
  for (const std::vector<std::string>& style : {std::vector<std::string>{}, std::vector<std::string>{"--pretty"},
                                                std::vector<std::string>{"--ndjson"},
                                                std::vector<std::string>{"--no-fen"}}) {
    CAPTURE(joined(style));
    std::vector<std::string> args = {"json", corpus, "-o", dir + "/games.json"};
    args.insert(args.end(), style.begin(), style.end());
    REQUIRE(run_cinc(args).exit_code == 0);
    const auto back = run_cinc({"json", "--to-cgn", dir + "/games.json"});
    CHECK(back.exit_code == 0);
    CHECK(back.err.empty());
    CHECK(back.out == canonical.out);
  }
  // Moves alone: the moves, tags and results come back (comments, NAGs and variations do not).
  REQUIRE(run_cinc({"json", "--moves", "san", corpus, "-o", dir + "/moves.json"}).exit_code == 0);
  const auto moves_back = run_cinc({"json", "--to-cgn", dir + "/moves.json"});
  CHECK(moves_back.exit_code == 0);
  // The same positions along the main lines.
  const auto fen_of = [&](const std::string& text, const char* game, const char* ply) {
    return run_cinc({"fen", "-", "--game", game, "--ply", ply}, text).out;
  };
  for (const char* game : {"1", "750", "1500"})
    CHECK(fen_of(moves_back.out, game, "20") == fen_of(canonical.out, game, "20"));
}

TEST_CASE("json --to-cgn: a broken document stops the run and writes nothing") {
  const cinc::test::TempDir scratch;
  const std::string& dir = scratch.path();
  const std::string out = dir + "/out.cgn";
  cinc::test::write_file(out, "old\n");
  // The second game's object is not closed before the array ends.
  const std::string broken = "{\"games\": [\n{\"tags\": {}, \"moves\": []},\n{\"tags\": {\"Event\": \"x\"]\n]}\n";
  auto r = run_cinc({"json", "--to-cgn", "-", "-o", out}, broken);
  CHECK(r.exit_code == 1);
  CHECK(r.err.find("JSON line 3") != std::string::npos);
  CHECK(cinc::test::read_file(out) == "old\n");
  // A game that is JSON but no game: named by its number.
  r = run_cinc({"json", "--to-cgn", "-", "-o", out}, "[{\"tags\": {}, \"moves\": []}, {\"tags\": 5, \"moves\": []}]");
  CHECK(r.exit_code == 1);
  CHECK(r.err.find("game 2: JSON game.tags") != std::string::npos);
  CHECK(cinc::test::read_file(out) == "old\n");
  // NDJSON, a top-level array and a lone game object read alike.
  const std::string game = "{\"tags\": {\"Event\": \"e\"}, \"moves\": [\"Hf7-d5\", \"Ab4-c4\"], \"result\": \"*\"}";
  const auto one = run_cinc({"json", "--to-cgn", "-"}, game);
  CHECK(one.exit_code == 0);
  CHECK(one.out.find("1. Hf7-d5 Ab4-c4 *") != std::string::npos);
  CHECK(run_cinc({"json", "--to-cgn", "-"}, game + "\n" + game + "\n").out == one.out + one.out);
  CHECK(run_cinc({"json", "--to-cgn", "-"}, "[" + game + "," + game + "]").out == one.out + one.out);
  CHECK(run_cinc({"json", "--to-cgn", "-"}, "{\"meta\": {\"a\": [1]}, \"games\": [" + game + "], \"more\": 1}").out ==
        one.out);
}

namespace {

/// The temporary files OutputSink makes beside `target` (".NAME.XXXXXX").
std::vector<std::filesystem::path> temporaries(const std::string& dir, const std::string& name) {
  std::vector<std::filesystem::path> found;
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    if (entry.path().filename().string().rfind("." + name + ".", 0) == 0) found.push_back(entry.path());
  return found;
}

/// Starts `cinc json - -o TARGET`, feeds it games until its temporary output holds bytes,
/// sends `signal` while it waits for more input, and returns its exit status.
int interrupted_json(const std::string& dir, const std::string& target, int signal) {
  int in[2];
  REQUIRE(::pipe(in) == 0);
  const pid_t pid = ::fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    ::dup2(in[0], 0);
    ::close(in[0]);
    ::close(in[1]);
    const int null = ::open("/dev/null", O_WRONLY);
    ::dup2(null, 1);
    ::dup2(null, 2);
    std::string binary = CINC_BINARY;
    std::vector<std::string> args = {binary, "json", "-", "-o", target, "--jobs", "2"};
    std::vector<char*> argv;
    for (auto& a : args) argv.push_back(a.data());
    argv.push_back(nullptr);
    ::execv(binary.c_str(), argv.data());
    ::_exit(127);
  }
  ::close(in[0]);
  const std::string name = std::filesystem::path(target).filename().string();
  // Games until the output has been written to (JSON is many times its input, written in
  // parts of 1 MiB), then the signal in the middle of the run.
  const std::string games = cinc::bench::random_corpus(13, 200, {});
  bool written = false;
  for (int round = 0; round < 40 && !written; ++round) {
    REQUIRE(::write(in[1], games.data(), games.size()) == static_cast<ssize_t>(games.size()));
    for (int wait = 0; wait < 100 && !written; ++wait) {
      for (const auto& temp : temporaries(dir, name))
        if (std::filesystem::file_size(temp) > 0) written = true;
      if (!written) std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
  }
  CHECK(written);
  ::kill(pid, signal);
  int status = 0;
  ::waitpid(pid, &status, 0);
  ::close(in[1]);
  return WIFEXITED(status) ? WEXITSTATUS(status) : 1000 + WTERMSIG(status);
}

}  // namespace

TEST_CASE("SIGINT and SIGTERM mid-write: the old file stays, no temporary remains, exit 130 / 143") {
  const cinc::test::TempDir scratch;
  const std::string& dir = scratch.path();
  const std::string target = dir + "/big.json";
  cinc::test::write_file(target, "the old output\n");
  CHECK(interrupted_json(dir, target, SIGTERM) == 143);
  CHECK(cinc::test::read_file(target) == "the old output\n");
  CHECK(temporaries(dir, "big.json").empty());
  CHECK(interrupted_json(dir, target, SIGINT) == 130);
  CHECK(cinc::test::read_file(target) == "the old output\n");
  CHECK(temporaries(dir, "big.json").empty());
}

TEST_CASE("the progress line: with --progress only, when standard error is no terminal") {
  const cinc::test::TempDir scratch;
  const std::string& dir = scratch.path();
  const std::string corpus = dir + "/corpus.cgn";
  cinc::test::write_file(corpus, cinc::bench::random_corpus(14, 40, {}));
  // Tests run without a terminal: nothing unless asked.
  auto r = run_cinc({"cgn", corpus, "-o", dir + "/out.cgn"});
  CHECK(r.exit_code == 0);
  CHECK(r.err.empty());
  // Asked: a line at once, and a last one when done, with the file's size known.
  r = run_cinc({"cgn", corpus, "-o", dir + "/out.cgn", "--progress"});
  CHECK(r.exit_code == 0);
  const auto lines = cinc::test::lines_of(r.err);
  REQUIRE(!lines.empty());
  CHECK(lines.front().rfind("cgn: file 1/1, ", 0) == 0);
  const std::string size = std::to_string(std::filesystem::file_size(corpus));
  CHECK(lines.back().find("40 games") != std::string::npos);
  CHECK(lines.back().find(", done") != std::string::npos);
  CHECK(lines.back().find(" MB/s") != std::string::npos);
  // --quiet and --progress together make no sense.
  CHECK(run_cinc({"cgn", corpus, "--progress", "--quiet"}).exit_code == 2);
  r = run_cinc({"score", corpus, "--quiet", "-o", dir + "/score.txt"});
  CHECK(r.exit_code != 2);
  CHECK(r.err.empty());
}

TEST_CASE("OutputSink: pieces written directly and through the buffer keep their order") {
  // With set_direct_bytes(8), pieces of 8 bytes or more go out as they are and smaller ones
  // wait in the buffer: the file must hold every piece once, in the order given, whatever
  // way each went; a buffer's worth of small pieces (256 KiB) is crossed too.
  const cinc::test::TempDir scratch;
  const std::string& dir = scratch.path();
  const std::string target = dir + "/out.txt";
  std::string expected;
  {
    cinc::tools::OutputSink sink(target);
    sink.set_direct_bytes(8);
    for (int i = 0; i < 70000; ++i) {
      // 1 to 12 bytes: some direct, most buffered.
      const std::string piece = std::to_string(i) + std::string(static_cast<std::size_t>(i % 8), '.') + "|";
      sink.write(piece);
      expected += piece;
    }
    sink.commit();
  }
  std::ifstream in(target, std::ios::binary);
  std::stringstream got;
  got << in.rdbuf();
  CHECK(got.str().size() == expected.size());
  CHECK(got.str() == expected);
  CHECK(temporaries(dir, "out.txt").empty());
}

TEST_CASE("games whose tags hold escapes, many to a part: each written with its own values") {
  // A tag value written with escapes is unescaped into a string the lexed game owns, and its
  // tokens point into it; a worker lexes a part's games before it builds their records one
  // by one, so those games must stay where they are while more are lexed. 60 games in one
  // input (a few parts), each with an Event of its own holding a quote and a backslash.
  std::string input;
  for (int i = 1; i <= 60; ++i)
    input += "[Event \"Open \\\"" + std::to_string(i) + "\\\" \\\\ cup\"]\n[Variant \"commander-in-chief\"]\n"
             "[Result \"*\"]\n\n1. Hf7-d5 Ab4-c4 *\n\n";
  const cinc::test::TempDir scratch;
  const std::string& dir = scratch.path();
  cinc::test::write_file(dir + "/escapes.cgn", input);
  const auto r = run_cinc({"cgn", dir + "/escapes.cgn", "--jobs", "2"});
  REQUIRE(r.exit_code == 0);
  for (int i = 1; i <= 60; ++i) {
    const std::string event = "[Event \"Open \\\"" + std::to_string(i) + "\\\" \\\\ cup\"]";
    CHECK_MESSAGE(r.out.find(event) != std::string::npos, event);
  }
}
