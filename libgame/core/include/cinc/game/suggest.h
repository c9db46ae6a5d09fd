// "Did you mean": the legal move the writer of an illegal one most likely meant
// (docs/errors.md, "Suggestions").
#pragma once
#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

#include "cinc/game/variant.h"

namespace cinc::game {

/// The number of single-character edits (insert, delete, replace, or swap two neighbours)
/// that turn `a` into `b` (the optimal string alignment distance).
[[nodiscard]] std::size_t edit_distance(std::string_view a, std::string_view b);

/// The one legal move of `state` close to `written`, as the game writes it, or nullopt when
/// no legal move or more than one is that close. Close, in this order (the first kind
/// that gives any candidate decides): the same move but for letter case or the capture
/// mark ('x', '-', ':'); then one character off (added, missing, wrong, or two swapped),
/// the two squares swapped, or the same move to a square next to the one written.
/// A move written with numbers that the game writes otherwise (PDN's "11-15" for checkers)
/// is compared by trying the texts one edit away on the position instead.
/// Suffixes ('+', '#') are left out of the comparison; the suggestion is the move as the
/// game writes it (canonical, with its own suffix).
[[nodiscard]] std::optional<std::string> suggest_move(const GameState& state, std::string_view written);

/// The moves a refusal offers instead, as a sentence: "c3-d4, e3-f4 or g3-h4", at most five
/// (each written by `text_of`), then "and N more".
template <class Moves, class TextOf>
[[nodiscard]] std::string choices_text(const Moves& moves, TextOf&& text_of) {
  std::string out;
  const std::size_t shown = std::min<std::size_t>(moves.size(), 5);
  for (std::size_t i = 0; i < shown; ++i) {
    if (i) out += i + 1 == shown && moves.size() <= 5 ? " or " : ", ";
    out += text_of(moves[i]);
  }
  if (moves.size() > shown) out += " and " + std::to_string(moves.size() - shown) + " more";
  return out;
}

}  // namespace cinc::game
