// How `cinc score` words a game's limits, overruns and outcome (docs/scoring.md; the rules
// of timed games: docs/rules/commander-in-chief.md §6): shared by its text output and the
// timed-games tables of the page of `cinc html`, so both say the same thing in the same words.
#pragma once
#include <string>
#include <vector>

#include "cinc/game/replay.h"
#include "cinc/game/score.h"

namespace cinc::tools {

/// A time as H:MM:SS, rounded to the second: "0:02:00".
[[nodiscard]] std::string clock_text(double seconds);

/// A number of seconds as a person writes it: "75", "30.5".
[[nodiscard]] std::string number_text(double v);

/// The game limit's state (a game with a time or turn limit, §6.3): "reached after ply 4;
/// game time used 0:02:00", "not checkable (clocks missing from ply 7)", "not reached in 40 plies".
[[nodiscard]] std::string limit_text(const game::ScoreReport& r);

/// Each per-move overrun (§6.5) in the order played: "ply 12 Dark 75 s".
[[nodiscard]] std::vector<std::string> overrun_texts(const game::ScoreReport& r, const game::ReplayedGame& g);

/// The outcome under the limits: "1-0 (Dark captured the Commander at ply 31)", or "not
/// decided by the moves".
[[nodiscard]] std::string outcome_text(const game::ScoreReport& r);

}  // namespace cinc::tools
