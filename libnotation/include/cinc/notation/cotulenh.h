// The PGN records of the cotulenh engine (mnoyd/cotulenh-monorepo, the playing site of
// Commander Chess) as a dialect of CGN (docs/rules/commander-chess.md §9.3). Its move tokens
// (stacks in parentheses, deploys with '<' and ',') are read by the grammar in commander-chess
// games; the conventions converted here are its tags: no Variant tag, and a FEN tag that holds
// the position after the last move (the engine writes its current position there on export).
#pragma once
#include "cinc/notation/lexer.h"
#include "cinc/notation/record.h"

namespace cinc::notation {

/// Whether a record is one of the engine's exports: a Blue side tag and no Variant tag (only
/// Commander Chess has a Blue side).
[[nodiscard]] bool is_cotulenh_export(const GameRecord& record);
/// The same of a game as the lexer read it (before any conversion).
[[nodiscard]] bool is_cotulenh_export(const LexedGame& game);

/// Converts such a record to CGN's conventions, in place: adds [Variant "commander-chess"]
/// and, unless the record has one, [BattleEnds "commander"] (the engine's games end only with
/// the Commander). A FEN tag whose side to move and move number are those after the record's
/// moves from the standard start is the engine's final position: it becomes [FinalFEN] and
/// [SetUp] goes, so the game is replayed from the standard start.
void import_cotulenh(GameRecord& record);

}  // namespace cinc::notation
