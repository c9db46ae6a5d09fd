// "Did you mean": the legal move the writer of an illegal one most likely meant
// (docs/errors.md, "Suggestions").
#pragma once
#include <algorithm>
#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

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

/// The legal moves close to an illegal one (docs/errors.md, "Suggestions"): `certain` when
/// one move is closest of all (the one suggest_move gives, which `cinc fix` applies), and
/// `moves`, closest first: that one move alone when certain, else up to three.
struct Suggestions {
  bool certain = false;
  std::vector<std::string> moves;
};

/// The legal moves of `state` close to `written`, closest first, at most `at_most`
/// (docs/errors.md, "Suggestions"). The order: the kinds of suggest_move (letter case or the
/// capture mark alone, then one character off, then the two squares swapped or a square
/// next to the one written); within a kind, the nearer the square (or digit) changed is to
/// the one written, the closer (Be5xc8: Be5xc7 before Be5xc3); then byte order. When one
/// move is certain (suggest_move), it alone.
[[nodiscard]] Suggestions suggest_moves(const GameState& state, std::string_view written, std::size_t at_most = 3);


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
