// The Coast to Coast and Stack'Em samples (samples/README.md; the rules:
// docs/rules/stackem.md and docs/rules/coast-to-coast.md): each validates with no
// diagnostic, reads as its game, and the records that end by a rule end by that rule.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <string>

#include "support/run_cinc.h"

using cinc::test::run_cinc;

namespace {

const std::string kSamples = std::string(CINC_SOURCE_DIR) + "/samples/";

struct Sample {
  const char* file;
  const char* variant;
  const char* result;
};

}  // namespace

TEST_CASE("King Me samples: every record validates cleanly as its game") {
  const Sample samples[] = {
      {"coast-to-coast/race-to-twelve.cgn", "coast-to-coast", "1-0"},
      {"coast-to-coast/crowning-free-moves.cgn", "coast-to-coast", "0-1"},
      {"coast-to-coast/blockade-passes.cgn", "coast-to-coast", "1-0"},
      {"coast-to-coast/standoff-repetition.cgn", "coast-to-coast", "1/2-1/2"},
      {"stackem/no-stack-left.cgn", "stackem", "1-0"},
      {"stackem/blocked-stacks.cgn", "stackem", "1-0"},
      {"stackem/king-me-row-study.cgn", "stackem", "1-0"},
  };
  for (const Sample& s : samples) {
    const std::string path = kSamples + s.file;
    const auto v = run_cinc({"validate", path});
    CHECK_MESSAGE(v.exit_code == 0, (path + "\n" + v.out + v.err));
    // Not a warning either: the summary is the whole output.
    CHECK_MESSAGE(v.out == "1 game: 1 valid, 0 invalid\n", (path + "\n" + v.out));
    const auto j = run_cinc({"json", path});
    REQUIRE_MESSAGE(j.exit_code == 0, path);
    const auto game = nlohmann::json::parse(j.out)["games"][0];
    CHECK_MESSAGE(game["variant"] == s.variant, path);
    CHECK_MESSAGE(game["result"] == s.result, path);
  }
}

TEST_CASE("King Me samples: the passes and the repetition are what the rules make them") {
  // Red is shut in: its passes are legal only because it has no move (§6); a pass where
  // a move exists is refused, so validating the record proves each pass was forced.
  const auto passes = run_cinc({"validate", kSamples + "coast-to-coast/blockade-passes.cgn"});
  CHECK(passes.exit_code == 0);
  // The standoff ends by threefold repetition, the only draw claim in Coast to Coast.
  const auto draws = run_cinc({"draws", kSamples + "coast-to-coast/standoff-repetition.cgn"});
  CHECK(draws.exit_code == 0);
  CHECK(draws.out.find("(repetition)") != std::string::npos);
  CHECK(draws.out.find("repetition      after ply") != std::string::npos);
  CHECK(draws.out.find("stands for the third time") != std::string::npos);
}
