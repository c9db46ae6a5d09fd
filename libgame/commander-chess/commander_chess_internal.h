// What the Commander Chess move-text code needs from the rules beyond the public header:
// the moves before the Commander-safety check, to explain why a move is refused.
// Rules: docs/rules/commander-chess.md (cited as §n).
#pragma once
#include <string>
#include <vector>

#include "cinc/game/commander_chess.h"

namespace cinc::game::cchess::detail {

/// Whole-stack moves of the stack on `from` before the Commander-safety check (§3-§4).
[[nodiscard]] std::vector<Step> unchecked_steps(const Position& pos, Square from);
/// Why Commander safety refuses a whole move (§6): "would leave the Red Commander attacked",
/// "would leave the Commanders facing each other on an open line", or "" when it does not.
[[nodiscard]] std::string safety_problem(const Position& pos, const Step& step);

}  // namespace cinc::game::cchess::detail
