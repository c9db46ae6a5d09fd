// `cinc annotate` and `cinc analyse` for every game (docs/annotate.md): every sample of every
// game is annotated (judgements and facts added, every game still valid) and annotating the
// result again changes nothing; `analyse --variant` searches any game's position.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "cinc/notation/reader.h"
#include "support/run_cinc.h"

using cinc::test::read_file;
using cinc::test::run_cinc;

namespace {

namespace fs = std::filesystem;

// The sample records of a folder under samples/ (its own files only, not invalid/).
std::vector<std::string> samples_in(const std::string& folder) {
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(fs::path(CINC_SOURCE_DIR) / "samples" / folder)) {
    const std::string ext = e.path().extension().string();
    if (e.is_regular_file() && (ext == ".cgn" || ext == ".pdn" || ext == ".pgn")) out.push_back(e.path().string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("annotate: every sample of every game gets judgements, stays valid, and re-annotating changes nothing") {
  // Depth 1 for every game: the judgements and their idempotence do not depend on the depth,
  // and all the samples of the six games take about a second (the default depths, on 100
  // games per game: bench/engine.sh).
  for (const std::string folder : {".", "checkers", "coast-to-coast", "stackem", "commander-chess", "chair-force",
                                   "tournament", "timed"}) {
    CAPTURE(folder);
    const std::vector<std::string> files = samples_in(folder);
    REQUIRE_FALSE(files.empty());
    const cinc::test::TempDir scratch;
  const std::string& dir = scratch.path();
    std::vector<std::string> args = {"annotate"};
    args.insert(args.end(), files.begin(), files.end());
    for (const char* a : {"-o", "", "--depth", "1"}) args.push_back(a);
    args[args.size() - 3] = dir + "/a.cgn";
    const auto first = run_cinc(args);
    REQUIRE_MESSAGE(first.exit_code == 0, first.err);
    CHECK(first.err.find("without the engine's judgement") == std::string::npos);
    const std::string annotated = read_file(dir + "/a.cgn");
    CHECK(annotated.find("{cinc: ") != std::string::npos);
    // Judgements: the samples of every game hold at least one move the engine marks.
    CHECK((annotated.find("blunder") != std::string::npos || annotated.find("mistake") != std::string::npos ||
           annotated.find("inaccuracy") != std::string::npos));

    const auto valid = run_cinc({"validate", dir + "/a.cgn"});
    CHECK_MESSAGE(valid.exit_code == 0, valid.out);

    const auto second = run_cinc({"annotate", dir + "/a.cgn", "-o", dir + "/b.cgn", "--depth", "1", "-j", "1"});
    REQUIRE(second.exit_code == 0);
    CHECK(read_file(dir + "/b.cgn") == annotated);
  }
}

TEST_CASE("annotate: the facts of each game's moves") {
  const cinc::test::TempDir scratch;
  const std::string& dir = scratch.path();
  // Checkers: a jump takes a man and the running totals follow (one per piece taken).
  cinc::test::write_file(dir + "/c.cgn",
                         "[Variant \"checkers\"]\n[SetUp \"1\"]\n[FEN \"W:Wa3,c3:Bb4,d6\"]\n[Result \"0-1\"]\n\n"
                         "1... a3xc5xe7 0-1\n\n");
  const auto run = run_cinc({"annotate", dir + "/c.cgn", "-o", dir + "/c.out", "--depth", "1"});
  REQUIRE_MESSAGE(run.exit_code == 0, run.err);
  const auto taken = cinc::notation::read_games(read_file(dir + "/c.out"));
  REQUIRE(taken.size() == 1);
  REQUIRE(taken[0].main.moves.size() == 1);
  REQUIRE(taken[0].main.moves[0].comments.size() == 1);
  CHECK(taken[0].main.moves[0].comments[0].text == "cinc: takes 2 men (Black 0, Red 2)");
  // A miss: c3xa5 when a3xc5xe7 took both and won at once.
  cinc::test::write_file(dir + "/m.cgn",
                         "[Variant \"checkers\"]\n[SetUp \"1\"]\n[FEN \"W:Wa3,c3:Bb4,d6\"]\n[Result \"*\"]\n\n"
                         "1... c3xa5 *\n\n");
  const auto miss = run_cinc({"annotate", dir + "/m.cgn", "-o", dir + "/m.out", "--depth", "1"});
  REQUIRE_MESSAGE(miss.exit_code == 0, miss.err);
  const auto missed = cinc::notation::read_games(read_file(dir + "/m.out"));
  REQUIRE(missed.size() == 1);
  const auto& move = missed[0].main.moves.at(0);
  CHECK(move.nags == std::vector<int>{4});
  REQUIRE(move.comments.size() == 1);
  CHECK(move.comments[0].text == "cinc: takes a man (Black 0, Red 1); blunder (?" "?): misses the win, a3xc5xe7");
  REQUIRE(move.variations.size() == 1);
  CHECK(move.variations[0].leading_comments.at(0).text == "cinc: the winning move");
  REQUIRE(move.variations[0].moves.size() == 1);
  CHECK(move.variations[0].moves[0].text == "a3xc5xe7");
}

TEST_CASE("analyse: any game's position") {
  // Checkers: the double jump that takes Black's last two men is a win in one.
  const auto run = run_cinc({"analyse", "--variant", "checkers", "--fen", "W:Wa3,c3:Bb4,d6", "--depth", "2"});
  REQUIRE(run.exit_code == 0);
  const auto lines = cinc::test::lines_of(run.out);
  REQUIRE(lines.size() >= 2);
  CHECK(lines.front().rfind("depth 1 score #1 ", 0) == 0);
  CHECK(lines.back() == "best a3xc5xe7");
  // Every game's start searches; a decided position has no best move.
  for (const char* v : {"commander-in-chief", "checkers", "coast-to-coast", "stackem", "commander-chess", "chair-force"}) {
    CAPTURE(v);
    const auto start = run_cinc({"analyse", "--variant", v, "--depth", "1"});
    CHECK(start.exit_code == 0);
    CHECK(start.out.find("\nbest ") != std::string::npos);
  }
  const auto over = run_cinc({"analyse", "--variant", "checkers", "--fen", "B:Wc3:B"});
  CHECK(over.exit_code == 0);
  CHECK(over.out.find("best none (Black has no pieces left") != std::string::npos);
  // Mistakes: an unknown game (exit 2), a FEN of another game (exit 1).
  const auto unknown = run_cinc({"analyse", "--variant", "chess"});
  CHECK(unknown.exit_code == 2);
  CHECK(unknown.err.find("unknown variant \"chess\"") != std::string::npos);
  const auto bad = run_cinc({"analyse", "--variant", "stackem", "--fen", "W:Wa3:Bb4"});
  CHECK(bad.exit_code == 1);
  CHECK(bad.err.find("invalid FEN") != std::string::npos);
}
