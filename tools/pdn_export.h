// Writing checkers games as PDN (notation/pdn.h, docs/rules/checkers.md): numeric squares,
// GameType 21, White for Red and results by colour.
#pragma once
#include <optional>
#include <string>

#include "cinc/game/replay.h"
#include "cinc/notation/record.h"

namespace cinc::tools {

/// The game as PDN text, or nullopt with `why_not` set when it is not a checkers game.
/// Replayed moves are written in PDN numbers ("11x18x25"); moves after an error as read.
[[nodiscard]] std::optional<std::string> write_pdn(const notation::GameRecord& record,
                                                   const game::ReplayedGame& replayed, std::string& why_not);

}  // namespace cinc::tools
