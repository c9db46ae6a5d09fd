// `cinc annotate` end to end: random games come back valid (no diagnostic at all) and a
// second run changes nothing; hand-worked games get the facts and judgements worked out
// by hand from docs/rules/commander-in-chief.md (§n), never copied from output.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "cinc/notation/reader.h"
#include "corpus.h"
#include "support/run_cinc.h"

using cinc::test::read_file;
using cinc::test::run_cinc;
using cinc::test::write_file;

namespace {

std::string tags(const std::string& fen, const std::string& result) {
  std::string out = "[Event \"t\"]\n[Site \"s\"]\n[Date \"2026.01.01\"]\n[Round \"1\"]\n[Dark \"A\"]\n[Light \"B\"]\n";
  out += "[Result \"" + result + "\"]\n[Variant \"commander-in-chief\"]\n";
  if (!fen.empty()) out += "[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n";
  return out + "\n";
}

// Dark's Commander on e5 may take the Light Amphibian on f5, which the Light Fighter on f3
// covers along the f-file (§4): taking it leaves the Commander capturable (Ff3xf5#). The
// Commander's safe squares are d4, d6 and e6 (the Fighter reaches d5, e4, f4, f5; the
// Amphibian f6, g5, g6).
const std::string kHangFen = "8/8/8/4Ca2/8/5f2/8/c7 d - 0 1";

// Runs annotate on `input` and returns the games written.
std::vector<cinc::notation::GameRecord> annotate(const std::string& input, const std::vector<std::string>& extra,
                                                 std::string* text = nullptr) {
  const cinc::test::TempDir scratch;
  const std::string& dir = scratch.path();
  write_file(dir + "/in.cgn", input);
  std::vector<std::string> args = {"annotate", dir + "/in.cgn", "-o", dir + "/out.cgn"};
  args.insert(args.end(), extra.begin(), extra.end());
  const auto run = run_cinc(args);
  REQUIRE_MESSAGE(run.exit_code == 0, run.err);
  const std::string out = read_file(dir + "/out.cgn");
  if (text) *text = out;
  return cinc::notation::read_games(out);
}

// The annotator's comments on a move, joined.
std::string engine_comments(const cinc::notation::MoveNode& m) {
  std::string out;
  for (const auto& c : m.comments)
    if (c.text.rfind("cinc:", 0) == 0) out += c.text + "\n";
  return out;
}

bool has_nag(const cinc::notation::MoveNode& m, int nag) {
  return std::find(m.nags.begin(), m.nags.end(), nag) != m.nags.end();
}

}  // namespace

TEST_CASE("annotate: random games re-validate with no diagnostic and re-annotating changes nothing" * doctest::test_suite("long")) {
  const std::string corpus = cinc::bench::random_corpus(424242, 8, {});
  const cinc::test::TempDir scratch;
  const std::string& dir = scratch.path();
  write_file(dir + "/in.cgn", corpus);
  const auto first = run_cinc({"annotate", dir + "/in.cgn", "-o", dir + "/a.cgn"});  // the default depth
  REQUIRE_MESSAGE(first.exit_code == 0, first.err);
  const std::string annotated = read_file(dir + "/a.cgn");
  CHECK(annotated.find("{cinc: ") != std::string::npos);

  const auto check = run_cinc({"validate", dir + "/a.cgn"});
  CHECK(check.exit_code == 0);
  CHECK(check.out.find("error") == std::string::npos);
  CHECK(check.out.find("warning") == std::string::npos);
  CHECK(check.out.find("8 games: 8 valid, 0 invalid") != std::string::npos);

  const auto second = run_cinc({"annotate", dir + "/a.cgn", "-o", dir + "/b.cgn", "-j", "1"});
  REQUIRE(second.exit_code == 0);
  CHECK(read_file(dir + "/b.cgn") == annotated);

  // Every comment and variation of the input is still there, in order, before the additions.
  const auto in = cinc::notation::read_games(corpus);
  const auto out = cinc::notation::read_games(annotated);
  REQUIRE(in.size() == out.size());
  for (std::size_t g = 0; g < in.size(); ++g) {
    REQUIRE(in[g].main.moves.size() == out[g].main.moves.size());
    for (std::size_t i = 0; i < in[g].main.moves.size(); ++i) {
      const auto& a = in[g].main.moves[i];
      const auto& b = out[g].main.moves[i];
      REQUIRE(a.comments.size() <= b.comments.size());
      for (std::size_t c = 0; c < a.comments.size(); ++c) CHECK(a.comments[c].text == b.comments[c].text);
      REQUIRE(a.variations.size() <= b.variations.size());
      for (std::size_t v = 0; v < a.variations.size(); ++v)
        CHECK(a.variations[v].moves.size() == b.variations[v].moves.size());
      for (std::size_t n = 0; n < a.nags.size(); ++n) CHECK(a.nags[n] == b.nags[n]);
    }
  }
}

TEST_CASE("annotate: a move that hangs the Commander gets ?? and the reply shows the refutation") {
  // 1. Ce5xf5 hangs the Commander; 1... Ff3-g3 (Forward Right, one square) misses Ff3xf5#.
  const auto games = annotate(tags(kHangFen, "*") + "1. Ce5xf5 Ff3-g3 *\n\n", {"--depth", "2"});
  REQUIRE(games.size() == 1);
  const auto& moves = games[0].main.moves;
  REQUIRE(moves.size() == 2);
  const std::string first = engine_comments(moves[0]);
  CHECK(has_nag(moves[0], 4));
  CHECK(first.find("takes the Amphibian, 1 point (Dark 1, Light 0)") != std::string::npos);
  CHECK(first.find("blunder (?" "?): leaves the Commander capturable, Ff3xf5#") != std::string::npos);
  REQUIRE(moves[0].variations.size() == 1);  // the better line: a safe Commander move
  const auto& better = moves[0].variations[0];
  REQUIRE_FALSE(better.moves.empty());
  CHECK((better.moves[0].text == "Ce5-d4" || better.moves[0].text == "Ce5-d6" || better.moves[0].text == "Ce5-e6"));
  REQUIRE(better.leading_comments.size() == 1);
  CHECK(better.leading_comments[0].text.rfind("cinc: better, ", 0) == 0);

  CHECK(has_nag(moves[1], 4));
  CHECK(engine_comments(moves[1]).find("blunder (?" "?): misses the capture of the Commander, Ff3xf5#") !=
        std::string::npos);
  REQUIRE(moves[1].variations.size() == 1);
  REQUIRE(moves[1].variations[0].moves.size() == 1);
  CHECK(moves[1].variations[0].moves[0].text == "Ff3xf5#");
}

TEST_CASE("annotate: captures carry running point totals and the Commander capture ends it") {
  const auto games = annotate(tags(kHangFen, "0-1") + "1. Ce5xf5 Ff3xf5# 0-1\n\n", {"--depth", "2"});
  REQUIRE(games.size() == 1);
  const auto& moves = games[0].main.moves;
  REQUIRE(moves.size() == 2);
  CHECK(moves[1].text == "Ff3xf5#");
  const std::string last = engine_comments(moves[1]);
  CHECK(last.find("takes the Commander, 7 points (Dark 1, Light 7): Light wins") != std::string::npos);
  CHECK(last.find("blunder") == std::string::npos);
  CHECK(moves[1].nags.empty());
  CHECK(moves[0].variations.size() == 1);  // the better line only: the refutation was played
}

TEST_CASE("annotate: promotions, launches and attacks on enhanced pieces are commented") {
  // Dark's Amphibian c4 (f+r = 5, Sea) steps Forward (-1,-1) to b3 (f+r = 3, Light's Land):
  // promoted (§4). Dark's Fighter a3 moves onto the enhanced Light Tank a2: an attack (§8).
  // From the start, Dark's Submarine h5 launches Forward to g4 (§4.4).
  const std::string input = tags("7C/8/8/8/2A5/8/8/c7 d - 0 1", "*") + "1. Ac4-b3=K *\n\n" +
                            tags("7C/8/8/8/8/F7/+t7/c7 d - 0 1", "*") + "1. Fa3xa2 *\n\n" + tags("", "*") +
                            "1. Sh5-g4 *\n\n";
  std::string text;
  const auto games = annotate(input, {"--depth", "2"}, &text);
  REQUIRE(games.size() == 3);
  CHECK(engine_comments(games[0].main.moves[0]).find("the Amphibian is promoted to King Amphibian") !=
        std::string::npos);
  CHECK(engine_comments(games[1].main.moves[0]).find("attacks the enhanced Tank on a2, which loses its enhancement") !=
        std::string::npos);
  CHECK(engine_comments(games[2].main.moves[0]).find("the Submarine is launched") != std::string::npos);
  // Idempotent here too.
  const cinc::test::TempDir scratch;
  const std::string& dir = scratch.path();
  write_file(dir + "/a.cgn", text);
  REQUIRE(run_cinc({"annotate", dir + "/a.cgn", "-o", dir + "/b.cgn", "--depth", "2"}).exit_code == 0);
  CHECK(read_file(dir + "/b.cgn") == text);
}

TEST_CASE("annotate: the author's marks are kept and an earlier run's comments are replaced") {
  // The author already marked the blunder with $1 (!): the engine adds no NAG of its own but
  // still says what it thinks; a stale annotator comment is dropped.
  const auto games = annotate(tags(kHangFen, "*") + "1. Ce5xf5 $1 {cinc: stale} {mine} Ff3-g3 *\n\n", {"--depth", "2"});
  REQUIRE(games.size() == 1);
  const auto& m = games[0].main.moves[0];
  CHECK(m.nags == std::vector<int>{1});
  REQUIRE(m.comments.size() == 2);
  CHECK(m.comments[0].text == "mine");
  CHECK(m.comments[1].text.find("blunder: leaves the Commander capturable") != std::string::npos);
  CHECK(m.comments[1].text.find("(?" "?)") == std::string::npos);
}

TEST_CASE("annotate: an invalid game is reported and exits 1") {
  const cinc::test::TempDir scratch;
  const std::string& dir = scratch.path();
  write_file(dir + "/in.cgn", tags("", "*") + "1. Hf7-d5 Hb3-b9 *\n\n");
  const auto run = run_cinc({"annotate", dir + "/in.cgn", "-o", dir + "/out.cgn", "--depth", "1"});
  CHECK(run.exit_code == 1);
  CHECK(run.err.find("error") != std::string::npos);
}
