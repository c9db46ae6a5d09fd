// What the Commander Chess move-text code needs from the rules beyond the public header:
// the moves before the Commander-safety check, to explain why a move is refused, and a
// deploy as the cotulenh engine keeps it, for the engine's notation.
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

/// One move of a deploy as the cotulenh engine keeps it (§5): its pieces, with the heroic
/// marks they go with (a recombination joins the piece to the earlier move to the same point
/// and drops its mark), where and how.
struct EngineMove {
  Stack pieces;
  Square to = kNoSquare;
  Action action = Action::move;
};
/// The deploy `t` from `pos` as the engine keeps it: its moves, and in `stayed` the pieces that
/// did not step (with the marks they had when the turn began; empty when none stayed).
[[nodiscard]] std::vector<EngineMove> engine_moves(const Position& pos, const Turn& t, Stack& stayed);
/// Whether the engine ends the deploy `t` itself: after it, no piece left may step.
[[nodiscard]] bool deploy_complete(const Position& pos, const Turn& t);

}  // namespace cinc::game::cchess::detail
