// How diagnostics are shown: one line per problem for people, objects for JSON.
#pragma once
#include <nlohmann/json.hpp>
#include <optional>
#include <string>

#include "cinc/notation/record.h"
#include "reading/game_files.h"
#include "writing/json_writer.h"

namespace cinc::tools {

/// `FILE:LINE:COL: error: ply N (Side) "move": message; did you mean X? [code]`
[[nodiscard]] std::string format_diagnostic(const std::string& file, const notation::Diagnostic& d);

/// {"severity", "code", "line", "column", "ply", "side", "move", "message", "suggestion",
/// "suggestions"} (docs/errors.md, "Suggestions")
void write_diagnostic_json(JsonWriter& w, const notation::Diagnostic& d);

/// A game's identity as JSON members of the open object (docs/errors.md, "Which game"):
/// event, round, board, players (by side), result; null where the tags say nothing.
void write_identity_members(JsonWriter& w, const game::GameIdentity& id);

/// One game of `validate --format json` (docs/errors.md): file, game, line, the identity
/// when known, valid, diagnostics (`copy`, the warning of a game pasted twice, first).
void write_checked_game_json(JsonWriter& w, const CheckedGame& g, const std::optional<notation::Diagnostic>& copy);

/// A file's own note in `validate --format json` (its encoding, a stray result: `valid`;
/// a file without games: not): an object with no game.
void write_file_note_json(JsonWriter& w, const std::string& file, const notation::Diagnostic& d, bool valid = true);

// The same objects as documents, for the Python module (which makes Python values of
// them): written by the functions above and read back.

/// write_diagnostic_json's object.
[[nodiscard]] nlohmann::ordered_json diagnostic_json(const notation::Diagnostic& d);
/// write_identity_members' members, added to `object`.
void add_identity(nlohmann::ordered_json& object, const game::GameIdentity& id);
/// write_checked_game_json's object.
[[nodiscard]] nlohmann::ordered_json checked_game_json(const CheckedGame& g,
                                                       const std::optional<notation::Diagnostic>& copy);
/// write_file_note_json's object (of a file's own warning).
[[nodiscard]] nlohmann::ordered_json file_note_json(const std::string& file, const notation::Diagnostic& d);

}  // namespace cinc::tools
