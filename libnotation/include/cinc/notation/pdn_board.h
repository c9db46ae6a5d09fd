// How a PDN game draws its 8x8 board (pdn.h): apart so that a record (record.h) can keep it.
#pragma once

namespace cinc::notation {

/// How a PDN game draws its 8x8 board: the options of its GameType tag after the game's
/// number (the PDN 3.0 standard, "GameType tag": "21,B,8,8,N1,0" is English checkers as
/// usual; docs/rules/checkers.md §10). Corners are seen from the first player's side: 0 bottom
/// left, 1 bottom right, 2 top left, 3 top right.
struct PdnBoard {
  bool white_starts = false;  ///< the first player's pieces are called White (start colour W)
  int number_corner = 1;      ///< where square 1 lies
  int letter_corner = 0;      ///< where a1 lies
  bool mirrored = false;      ///< invert flag 1: the first player's bottom-left corner is not a playing square
  /// The usual English board: square 1 at the first player's bottom right, a1 at the bottom
  /// left, that corner a playing square, Black first.
  [[nodiscard]] bool standard() const {
    return !white_starts && number_corner == 1 && letter_corner == 0 && !mirrored;
  }
  friend bool operator==(const PdnBoard&, const PdnBoard&) = default;
};

}  // namespace cinc::notation
