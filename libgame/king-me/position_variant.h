// What the checkers games' registrations share: a board of men and Kings on the 32 dark
// squares as a BoardView, and the words of their captures. (The state adapter and the
// Variant factories every game shares are in cinc/game/state_adapter.h, included here.)
#pragma once
#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include "cinc/game/draughts.h"

#include "cinc/game/state_adapter.h"
#include "cinc/game/variant.h"

namespace cinc::game {

/// The BoardView of men and Kings on the dark squares: `pieces` per side as PDN sets (bit n-1
/// is square n), `kings` of both sides, and the two sides' names ("Black", "Red").
inline BoardView men_and_kings_view(const std::uint32_t (&pieces)[2], std::uint32_t kings,
                                    const char* (&side_names)[2]) {
  BoardView view;
  view.geometry = draughts::kBoard;
  view.dark_squares_only = true;
  view.square_numbers = draughts::pdn_numbers();
  view.squares.resize(static_cast<std::size_t>(draughts::kBoard.size()));
  for (int side = 0; side < 2; ++side)
    for (std::uint32_t rest = pieces[side]; rest; rest &= rest - 1) {
      const int index = std::countr_zero(rest);
      const bool king = (kings & (std::uint32_t{1} << index)) != 0;
      PieceView v;
      v.side = side;
      v.letter = king ? "K" : "M";
      v.crowned = king;
      v.name = std::string(side_names[side]) + (king ? " King" : " man");
      view.squares[static_cast<std::size_t>(draughts::pdn_square(index + 1))].push_back(std::move(v));
    }
  return view;
}

/// "a man", "2 men", "a King and 2 men" for letters K (a King) and M (a man), as PlayedMove
/// lists the pieces a move took: what annotators say of a capture.
inline std::string men_and_kings(std::string_view letters) {
  int kings = 0;
  int men = 0;
  for (const char c : letters) (c == 'K' ? kings : men) += 1;
  const auto count = [](int n, const char* one, const char* many) {
    return n == 1 ? std::string("a ") + one : std::to_string(n) + " " + many;
  };
  std::string out;
  if (kings) out = count(kings, "King", "Kings");
  if (men) out += (out.empty() ? "" : " and ") + count(men, "man", "men");
  return out;
}

/// "(Black 3, Red 1)": the running totals of PlayedMove::points with the sides' names.
inline std::string totals_text(const std::array<int, 2>& points, const std::array<std::string, 2>& sides) {
  return "(" + sides[0] + " " + std::to_string(points[0]) + ", " + sides[1] + " " + std::to_string(points[1]) + ")";
}

/// What a checkers game's move text is wrong in whatever the position (Variant::text_problem,
/// docs/errors.md "Every error in one pass"): not squares joined by '-' or 'x' as
/// draughts::read_move reads them (`numbers`: PDN's square numbers 1-32 too), as its replay
/// says it (move.syntax).
template <bool numbers>
std::optional<MoveProblem> draughts_text_problem(std::string_view text) {
  const auto written = draughts::read_move(text, numbers);
  if (written) return std::nullopt;
  return MoveProblem{"move.syntax", written.error().message};
}

}  // namespace cinc::game
