// PDN, the record format of checkers players, as a dialect of CGN (docs/rules/checkers.md §10).
// The syntax is the same; three conventions differ and are converted here: the game is named by
// [GameType "21"] instead of [Variant "checkers"], the second player (our Red) is called White,
// and a result names the winner by colour, so PDN's "1-0" (White won) is CGN's "0-1" (the
// second player won).
#pragma once
#include <string>
#include <string_view>

#include "cinc/notation/lexer.h"
#include "cinc/notation/record.h"

namespace cinc::notation {

/// Whether a file name says PDN (ends in ".pdn", any case).
[[nodiscard]] bool is_pdn_path(std::string_view path);

/// Whether a record follows PDN's conventions: it has a GameType tag, or it comes from a
/// PDN file and names no Variant.
[[nodiscard]] bool follows_pdn(const GameRecord& record, bool from_pdn_file);
/// The same of a game as the lexer read it (before any conversion).
[[nodiscard]] bool follows_pdn(const LexedGame& game, bool from_pdn_file);

/// Converts a record read with PDN's conventions to CGN's, in place: GameType 21 becomes
/// [Variant "checkers"] (in its place), White becomes Red, and the result tag and token are turned to
/// CGN's meaning; `record.pdn` is set. A GameType other than 21 is an error diagnostic
/// (`tag.unsupported-gametype`) at the tag.
void import_pdn(GameRecord& record);

/// Converts a checkers record to PDN's conventions, in place (the inverse of import_pdn
/// for tags and results; move texts are left to the caller).
void export_pdn(GameRecord& record);

/// A result token with the winner's side turned round ("1-0" <-> "0-1", the forfeits
/// "+/-" <-> "-/+"); others unchanged.
[[nodiscard]] std::string swap_result(std::string_view result);

}  // namespace cinc::notation
