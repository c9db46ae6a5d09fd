// Writing Commander Chess games as the cotulenh engine's PGN (docs/rules/commander-chess.md §9.3), for
// that engine's reader (loadPgn, in strict mode): `cinc cgn --dialect cotulenh`.
#pragma once
#include <optional>
#include <string>

#include "cinc/game/replay.h"
#include "cinc/notation/record.h"

namespace cinc::tools {

/// The game's main line as the engine's PGN, or nullopt with `why_not` set when it is not a
/// Commander Chess game or has an error. The engine's seven tags first (Red, Blue), SetUp and
/// FEN only when the game starts elsewhere than the standard start (the engine's reader takes
/// them as the start), the other tags but Variant and BattleEnds; each move as the engine's LAN,
/// a deploy step by step where the engine's reader can replay it so (cchess::cotulenh_tokens);
/// no comments, NAGs or variations (the engine's reader takes comments only).
[[nodiscard]] std::optional<std::string> write_cotulenh(const notation::GameRecord& record,
                                                        const game::ReplayedGame& replayed, std::string& why_not);

}  // namespace cinc::tools
