// A game's score as `cinc score` gives it (docs/scoring.md "cinc score output"): libgame's
// report under the limits asked for, and its object of `--format json`. Shared by the
// command and the Python module (`cinc.score`), so that the two give the same document.
#pragma once
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "cinc/game/replay.h"
#include "cinc/game/score.h"
#include "cinc/notation/record.h"
#include "writing/json_writer.h"

namespace cinc::tools {

/// What the command line (or the Python module's keywords) asks of the limits; each one
/// given overrides the record's TimeControl and ClockMode tags (docs/scoring.md).
struct ScoreChoices {
  std::optional<double> move_limit;               ///< --move-limit SECONDS
  std::optional<game::TimeRules> game_limit;      ///< --game-limit 30m|40t
  std::optional<game::OverrunPolicy> overrun;     ///< --overrun warn|loss
  std::optional<game::ClockMode> clocks;          ///< --clock-mode game|player
};

/// A replayed game's score under its tags and `choices` (game::rules_for, game::score_game);
/// the problems with its tags come first among the report's warnings.
[[nodiscard]] game::ScoreReport score_record(const notation::GameRecord& record, const game::ReplayedGame& replayed,
                                             const ScoreChoices& choices);

/// One game of `cinc score --format json` (docs/scoring.md): file, game, players, round,
/// limits, points, tallies (when any), captures, attacks, shares, plies, limit_ply,
/// time_used, after_limit, violations, checkable, unclocked, clocks, outcome,
/// outcome_reason, result_tag, warnings.
void write_score_json(JsonWriter& w, const std::string& file, int index, const notation::GameRecord& record,
                      const game::ReplayedGame& replayed, const game::ScoreReport& report);

/// write_score_json's object as a document, for the Python module (written and read back).
[[nodiscard]] nlohmann::ordered_json score_json(const std::string& file, int index, const notation::GameRecord& record,
                                                const game::ReplayedGame& replayed, const game::ScoreReport& report);

}  // namespace cinc::tools
