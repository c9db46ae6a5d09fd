// How diagnostics are shown: one line per problem for people, objects for JSON.
#pragma once
#include <nlohmann/json.hpp>
#include <string>

#include "cinc/notation/record.h"
#include "reading/game_files.h"

namespace cinc::tools {

/// `FILE:LINE:COL: error: ply N (Side) "move": message; did you mean X? [code]`
[[nodiscard]] std::string format_diagnostic(const std::string& file, const notation::Diagnostic& d);

/// {"severity", "code", "line", "column", "ply", "side", "move", "message", "suggestion"}
[[nodiscard]] nlohmann::ordered_json diagnostic_json(const notation::Diagnostic& d);

/// A game's identity as JSON members (docs/errors.md, "Which game"): event, round, board,
/// players (by side), result; null where the tags say nothing.
void add_identity(nlohmann::ordered_json& object, const GameIdentity& id);

/// One game of `validate --format json` (docs/errors.md): file, game, line, the identity
/// when known, valid, diagnostics (`copy`, the warning of a game pasted twice, first).
[[nodiscard]] nlohmann::ordered_json checked_game_json(const CheckedGame& g,
                                                       const std::optional<notation::Diagnostic>& copy);

/// A file's own warning in `validate --format json` (its encoding, a stray result): an
/// object with no game.
[[nodiscard]] nlohmann::ordered_json file_note_json(const std::string& file, const notation::Diagnostic& d);

}  // namespace cinc::tools
