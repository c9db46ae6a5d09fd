// 1,000 random timed games: `cinc score`'s computation agrees with an independent one
// written here from docs/rules/commander-in-chief.md §6 (game time summed from [%emt], the
// limit, per-move overruns under warn and loss, captured values, Commander capture).
#include <doctest/doctest.h>

#include <map>
#include <random>

#include "cinc/game/replay.h"
#include "cinc/game/score.h"
#include "cinc/notation/reader.h"
#include "cinc/notation/writer.h"
#include "corpus.h"

using namespace cinc;

namespace {

struct Expected {
  std::array<int, 2> points{0, 0};
  std::optional<int> limit_ply;
  std::vector<int> after;
  std::vector<int> overrun_plies;
  std::optional<std::string> outcome;
};

// Straight from §6: a move counts when the game time including it is within the limit.
Expected independent(const notation::GameRecord& record, const game::ReplayedGame& replayed, double game_seconds,
                     double move_seconds, bool loss) {
  static const std::map<std::string, int> kValue = {{"C", 7}, {"F", 4}, {"B", 5}, {"T", 2}, {"S", 3},
                                                    {"H", 4}, {"A", 1}, {"K", 1}, {"D", 3}};
  Expected e;
  double used = 0;
  bool over = false, decided = false;
  for (std::size_t i = 0; i < replayed.main.moves.size(); ++i) {
    const int ply = static_cast<int>(i) + 1;
    const int side = static_cast<int>(i % 2);
    double took = -1;
    for (const auto& c : record.main.moves[i].comments)
      for (const auto& cmd : notation::parse_commands(c.text))
        if (cmd.name == "emt") took = *notation::parse_clock(cmd.args);
    REQUIRE(took >= 0);
    if (over) {
      e.after.push_back(ply);
      continue;
    }
    if (used + took > game_seconds) {
      e.limit_ply = ply - 1;
      e.after.push_back(ply);
      over = true;
      continue;
    }
    used += took;
    if (took > move_seconds) {
      e.overrun_plies.push_back(ply);
      if (loss) {
        e.outcome = side == 0 ? "0-1" : "1-0";
        decided = over = true;
        continue;
      }
    }
    const std::string& taken = replayed.main.moves[i].played.captured;
    if (!taken.empty()) e.points[static_cast<std::size_t>(side)] += kValue.at(taken);
    if (taken == "C") {
      e.outcome = side == 0 ? "1-0" : "0-1";
      decided = over = true;
      continue;
    }
    if (used == game_seconds) {
      e.limit_ply = ply;
      over = true;
    }
  }
  if (!decided && e.limit_ply)
    e.outcome = e.points[0] > e.points[1] ? "1-0" : e.points[1] > e.points[0] ? "0-1" : "1/2-1/2";
  else if (!decided && replayed.end.kind != game::GameEnd::Kind::ongoing)
    e.outcome = replayed.end.result_token();
  return e;
}

}  // namespace

TEST_CASE("score agrees with an independent computation on 1,000 random timed games") {
  std::mt19937_64 rng(61);
  bench::CorpusOptions options;
  options.setups = false;  // single players: plies alternate Dark, Light
  int timed = 0, reached = 0, overruns = 0, losses = 0;
  for (int index = 0; timed < 1000; ++index) {
    const notation::GameRecord generated = bench::random_game(rng, options, index);
    if (!generated.tag("TimeControl")) continue;
    ++timed;
    const auto records = notation::read_games(notation::write_game(generated, {}, {"Dark", "Light"}));
    REQUIRE(records.size() == 1);
    const game::ReplayedGame replayed = game::replay(records[0]);
    REQUIRE(replayed.valid());
    // The corpus's clocks run 2-51 s a move in a 45-minute game; a 45-second sand timer
    // makes overruns happen, and every other game loses on them.
    const bool loss = timed % 2 == 0;
    game::TimeRules rules;
    rules.game_seconds = 45 * 60.0;
    rules.move_seconds = 45.0;
    rules.overrun = loss ? game::OverrunPolicy::loss : game::OverrunPolicy::warn;
    const game::ScoreReport got = game::score_game(records[0], replayed, rules);
    const Expected want = independent(records[0], replayed, 45 * 60.0, 45.0, loss);
    const std::string where = "timed game " + std::to_string(timed);
    CHECK_MESSAGE(got.points == want.points, where);
    CHECK_MESSAGE(got.limit_ply == want.limit_ply, where);
    CHECK_MESSAGE(got.after_limit == want.after, where);
    std::vector<int> overrun_plies;
    for (const auto& o : got.overruns) overrun_plies.push_back(o.ply);
    CHECK_MESSAGE(overrun_plies == want.overrun_plies, where);
    CHECK_MESSAGE(got.outcome == want.outcome, where);
    CHECK_MESSAGE(got.checkable, where);
    reached += want.limit_ply ? 1 : 0;
    overruns += want.overrun_plies.empty() ? 0 : 1;
    losses += (loss && !want.overrun_plies.empty()) ? 1 : 0;
  }
  // The sample must exercise every branch.
  CHECK(reached > 50);
  CHECK(overruns > 100);
  CHECK(losses > 50);
  MESSAGE("limit reached in " << reached << ", overruns in " << overruns << ", losses on time " << losses);
}
