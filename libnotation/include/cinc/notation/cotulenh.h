// The PGN records of the cotulenh engine (mnoyd/cotulenh-monorepo, the playing site of
// Commander Chess) as a dialect of CGN (docs/rules/commander-chess.md §9.3). Its move tokens (stacks
// in parentheses, deploys with '<' and ',') are read by the grammar in commander-chess games; the
// conventions converted here are its tags (no Variant tag) and a deploy written as the engine's
// reader takes it, one token per step ("Fc4>e6 Tc4>xc6"). Its FEN tag, which its export fills
// with its current position rather than the start, is read by replay (cinc/game/replay.h).
#pragma once
#include "cinc/notation/lexer.h"
#include "cinc/notation/record.h"

namespace cinc::notation {

/// Whether a record is one of the engine's exports: a Blue side tag and no Variant tag (only
/// Commander Chess has a Blue side).
[[nodiscard]] bool is_cotulenh_export(const GameRecord& record);
/// The same of a game as the lexer read it (before any conversion).
[[nodiscard]] bool is_cotulenh_export(const LexedGame& game);

/// Converts such a record to CGN's conventions, in place, and marks it (GameRecord::cotulenh):
/// adds [Variant "commander-chess"] and, unless the record has one, [BattleEnds "commander"]
/// (the engine's games end only with the Commander); joins the tokens of one deploy written
/// step by step, "Fc4>e6" "Tc4>xc6" (consecutive steps from one point: the engine's reader
/// plays them one by one), into one move, "c4:F>e6:T>xc6".
void import_cotulenh(GameRecord& record);

}  // namespace cinc::notation
