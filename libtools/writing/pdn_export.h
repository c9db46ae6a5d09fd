// Writing checkers games as PDN (notation/pdn.h, docs/rules/checkers.md §10): numeric
// squares, GameType 21, White for Red, results with the first player's score first.
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "cinc/game/replay.h"
#include "cinc/notation/record.h"

namespace cinc::tools {

/// The game as PDN text, or nullopt with `why_not` set when it is not a checkers game (the
/// game whose Variant has a PDN text, Variant::pdn_move_text).
/// Replayed moves are written in PDN numbers ("11x18x25"); moves after an error as read.
[[nodiscard]] std::optional<std::string> write_pdn(const notation::GameRecord& record,
                                                   const game::ReplayedGame& replayed, std::string& why_not);

/// A canonical checkers move ("c3xe5xg7") in PDN's numbers ("22x15x6"); another text, or
/// the move of a game without a PDN form, as it is.
[[nodiscard]] std::string pdn_move(const game::Variant& variant, std::string_view canonical);

}  // namespace cinc::tools
