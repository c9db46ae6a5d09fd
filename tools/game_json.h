// Games as JSON (docs/notation.md §7) and back.
#pragma once
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "cinc/game/replay.h"
#include "cinc/notation/record.h"

namespace cinc::tools {

/// The JSON object of one game: its record with everything replay learnt about it.
[[nodiscard]] nlohmann::ordered_json game_to_json(const notation::GameRecord& record,
                                                  const game::ReplayedGame& replayed);

/// A record rebuilt from a game's JSON object (moves take their canonical text when
/// present). Throws std::runtime_error naming the JSON path of the first problem.
[[nodiscard]] notation::GameRecord game_from_json(const nlohmann::ordered_json& game);

/// The game objects of a JSON document: {"games": [...]}, an array, one game object,
/// or NDJSON (one game per line). Throws std::runtime_error on malformed input.
[[nodiscard]] std::vector<nlohmann::ordered_json> games_in_json_text(const std::string& text);

/// Canonical CGN of a record, numbered from its start position.
[[nodiscard]] std::string write_canonical(const notation::GameRecord& record, const game::ReplayedGame& replayed);

}  // namespace cinc::tools
