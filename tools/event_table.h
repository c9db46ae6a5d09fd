// An event's table as the tools show it: how a replayed game counts in the standings
// (shared by `cinc standings` and the page of `cinc html`).
#pragma once
#include <array>
#include <string>

#include "cinc/game/replay.h"
#include "cinc/game/score.h"
#include "cinc/game/standings.h"
#include "cinc/notation/record.h"

namespace cinc::tools {

/// A game as the standings count it: the side tags' names ("?" when missing), the Round,
/// the result (the result token, else the Result tag, else "*"), the points captured as
/// `cinc score` counts them, and `where` ("file:game") for messages.
[[nodiscard]] game::EventGame event_game(const notation::GameRecord& record, const game::ReplayedGame& replayed,
                                         const game::ScoreReport& score, std::string where);

/// The letters of the crosstable's cells for a game's sides: the first letters of its
/// side names in lower case ('d' and 'l' for Dark and Light); {'d', 'l'} for an unknown game.
[[nodiscard]] std::array<char, 2> side_letters(const game::Variant* variant);

/// Match points or Sonneborn-Berger (multiples of 1/4): at most two decimals, no trailing zeros.
[[nodiscard]] std::string points_text(double v);

}  // namespace cinc::tools
