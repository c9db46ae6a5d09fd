// Small helpers shared by the notation tests.
#pragma once
#include <doctest/doctest.h>

#include <string>
#include <string_view>
#include <vector>

#include "cinc/notation/reader.h"
#include "cinc/notation/record.h"

namespace cinc::notation::test {

inline std::string pos_str(SourcePos p) {
  return std::to_string(p.line) + ":" + std::to_string(p.column);
}

/// Reads a text that must hold exactly one game.
inline GameRecord read_one(std::string_view text) {
  std::vector<GameRecord> games = read_games(text);
  REQUIRE(games.size() == 1);
  return std::move(games[0]);
}

/// "code@line:column" of the only diagnostic of a game (or a note when there is not
/// exactly one), for compact checks.
inline std::string only_diag(const GameRecord& g) {
  if (g.diagnostics.size() != 1) return "diagnostics: " + std::to_string(g.diagnostics.size());
  const Diagnostic& d = g.diagnostics[0];
  return d.code + "@" + pos_str(d.pos);
}

/// The diagnostic of the first game of a text.
inline std::string first_diag(std::string_view text) {
  std::vector<GameRecord> games = read_games(text);
  if (games.empty()) return "no games";
  return only_diag(games[0]);
}

}  // namespace cinc::notation::test
