// The 8x8 board of the King Me set (docs/rules/checkers.md, coast-to-coast.md, stackem.md):
// square names, PDN numbers, the text of a move, and the matching of a written move against the
// legal paths. Shared by standard checkers, Coast to Coast and Stack'Em; each game keeps its
// own rules.
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

#include "cinc/game/geometry.h"
#include "cinc/game/result.h"

namespace cinc::game::draughts {

/// The board of all three games: 8 x 8, named a1..h8 (a1 bottom left, a dark square).
inline constexpr Geometry kBoard{8, 8};

/// Whether a square is a playing square of standard checkers (the dark squares; a1 is one).
[[nodiscard]] constexpr bool is_dark(Square s) { return (kBoard.file_of(s) + kBoard.rank_of(s)) % 2 == 0; }

/// The PDN number 1..32 of a dark square (1 = b8, 4 = h8, 5 = a7, 29 = a1, 32 = g1,
/// docs/rules/checkers.md §8); 0 for a light square.
[[nodiscard]] constexpr int pdn_number(Square s) {
  if (s < 0 || s >= kBoard.size() || !is_dark(s)) return 0;
  const int row_from_top = 7 - kBoard.rank_of(s);
  return row_from_top * 4 + kBoard.file_of(s) / 2 + 1;
}
/// The square of a PDN number 1..32, or kNoSquare.
[[nodiscard]] constexpr Square pdn_square(int number) {
  if (number < 1 || number > 32) return kNoSquare;
  const int row_from_top = (number - 1) / 4;
  const int rank = 7 - row_from_top;
  const int file = ((number - 1) % 4) * 2 + (rank % 2 == 0 ? 0 : 1);
  return kBoard.at(file, rank);
}
/// pdn_number of every square in index order: a BoardView's square_numbers.
[[nodiscard]] std::span<const int> pdn_numbers();

/// Reads one square: "c3" or, when `numbers` is set, a PDN number "11".
[[nodiscard]] Result<Square> read_square(std::string_view text, bool numbers);

/// A move as written: origin and landings, and per leg whether it was written as a jump.
struct WrittenMove {
  bool pass = false;            ///< "--": the side passes (Coast to Coast)
  std::vector<Square> squares;  ///< origin, then each landing square
  std::vector<bool> jumps;      ///< per leg (squares.size() - 1): true for 'x', false for '-'
  bool numeric = false;         ///< squares were written as PDN numbers
};

/// Reads "c3-d4", "c3xe5xg7", "g7-h8-g8", "11-15", "11x18x25" or "--". PDN numbers are
/// accepted only when `numbers` is set (the games played on the dark squares alone). The
/// Error's column points into the text.
[[nodiscard]] Result<WrittenMove> read_move(std::string_view text, bool numbers);

/// A legal move as a path of squares: origin, then every landing, each leg a step or a jump.
struct Path {
  std::vector<Square> squares;
  std::vector<bool> jumps;  ///< per leg
  friend bool operator==(const Path&, const Path&) = default;
};

/// The canonical text of a path: "c3-d4", "c3xe5xg7", "g7-h8-g8".
[[nodiscard]] std::string path_text(const Path& path);
/// The PDN text of a path on the dark squares: "11-15", "11x18x25".
[[nodiscard]] std::string pdn_text(const Path& path);

/// Which legal paths a written move names.
struct PathMatch {
  std::vector<std::size_t> paths;            ///< indices into the legal list
  std::vector<std::size_t> wrong_separator;  ///< paths equal but for '-' written for 'x' or back
};

/// Matches a written move against the legal paths: the same squares in order, or, for a
/// move written as jumps, a path of jumps with the same origin and end whose landings
/// include every written one in order (PDN's short "11x25" when only one path fits).
[[nodiscard]] PathMatch match_paths(const WrittenMove& written, const std::vector<Path>& legal);

/// The 8 directions as (file, rank) steps, diagonals first: NE, NW, SE, SW, N, S, E, W.
inline constexpr int kDirections[8][2] = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}, {0, 1}, {0, -1}, {1, 0}, {-1, 0}};

/// A 64-bit random number for hashing (splitmix64 of the seed); the same for the same seed.
[[nodiscard]] std::uint64_t hash_word(std::uint64_t seed);

/// Fills a table of hash words (an array of words, or of such arrays, to any depth) in
/// order, word i from hash_word(seed + i), and returns the seed after the last: how the three
/// games make the Zobrist words of their position keys.
template <class Table>
std::uint64_t fill_hash_words(Table& table, std::uint64_t seed) {
  if constexpr (std::is_same_v<Table, std::uint64_t>) {
    table = hash_word(seed);
    return seed + 1;
  } else {
    for (auto& entry : table) seed = fill_hash_words(entry, seed);
    return seed;
  }
}

/// The diagonal neighbours of the 32 dark squares by PDN index (PDN number - 1) in the four
/// diagonal directions of kDirections (NE, NW, SE, SW): the index one step away and the
/// landing of a jump two steps away, -1 off the board. What the games on the dark squares
/// (standard checkers, Stack'Em, Chair Force) and their engines walk.
struct DarkNeighbours {
  std::array<std::array<int, 4>, 32> step{};
  std::array<std::array<int, 4>, 32> jump{};
};

/// The table of DarkNeighbours, made at compile time.
[[nodiscard]] constexpr DarkNeighbours make_dark_neighbours() {
  DarkNeighbours n;
  for (std::size_t i = 0; i < 32; ++i) {
    const Square s = pdn_square(static_cast<int>(i) + 1);
    for (std::size_t d = 0; d < 4; ++d) {
      const Square one = kBoard.offset(s, kDirections[d][0], kDirections[d][1]);
      const Square two = kBoard.offset(s, 2 * kDirections[d][0], 2 * kDirections[d][1]);
      n.step[i][d] = one == kNoSquare ? -1 : pdn_number(one) - 1;
      n.jump[i][d] = two == kNoSquare ? -1 : pdn_number(two) - 1;
    }
  }
  return n;
}
/// The neighbours of the dark squares (DarkNeighbours).
inline constexpr DarkNeighbours kDarkNeighbours = make_dark_neighbours();
/// The neighbours of every square of the board in the 8 directions of kDirections: the square
/// one step away and the landing of a jump two steps away, kNoSquare off the board (Coast to
/// Coast, played on all 64 squares).
struct BoardNeighbours {
  std::array<std::array<Square, 8>, 64> step{};
  std::array<std::array<Square, 8>, 64> jump{};
};
/// The table of BoardNeighbours, made at compile time.
[[nodiscard]] constexpr BoardNeighbours make_board_neighbours() {
  BoardNeighbours n;
  for (Square s = 0; s < 64; ++s)
    for (std::size_t d = 0; d < 8; ++d) {
      n.step[static_cast<std::size_t>(s)][d] = kBoard.offset(s, kDirections[d][0], kDirections[d][1]);
      n.jump[static_cast<std::size_t>(s)][d] = kBoard.offset(s, 2 * kDirections[d][0], 2 * kDirections[d][1]);
    }
  return n;
}
/// The neighbours of every square (BoardNeighbours).
inline constexpr BoardNeighbours kBoardNeighbours = make_board_neighbours();

/// The PDN index one diagonal step from `index` in direction `dir` (NE, NW, SE, SW), -1 off the board.
[[nodiscard]] constexpr int dark_step(int index, int dir) {
  return kDarkNeighbours.step[static_cast<std::size_t>(index)][static_cast<std::size_t>(dir)];
}
/// The PDN index where a jump from `index` in direction `dir` lands, -1 off the board.
[[nodiscard]] constexpr int dark_jump(int index, int dir) {
  return kDarkNeighbours.jump[static_cast<std::size_t>(index)][static_cast<std::size_t>(dir)];
}

/// A set of the 32 dark squares in one word: bit n-1 for PDN square n (docs/rules/checkers.md
/// §8), row by row from the top (rank 8), four squares a row. What the bitboard move
/// generators of standard checkers and Stack'Em work on.
using DarkSet = std::uint32_t;

/// Every square of `from` moved one diagonal step in direction `dir` (NE, NW, SE, SW, as
/// kDirections); squares that would leave the board drop out. A step is a fixed shift that
/// depends only on the row's parity: on the rows of squares 1-4, 9-12, 17-20, 25-28 (files
/// b d f h) the squares below are 4 (to the left) and 5 (to the right) further on, on the other
/// rows (files a c e g) 3 and 4; upwards the same backwards. So each direction is two shifts
/// under two masks, and a jump (two steps the same way) lands 7 or 9 squares on, whatever the row.
[[nodiscard]] constexpr DarkSet dark_shift(int dir, DarkSet from) {
  constexpr DarkSet rows_bdfh = 0x0F0F0F0Fu;  // squares 1-4, 9-12, 17-20, 25-28
  constexpr DarkSet rows_aceg = 0xF0F0F0F0u;  // squares 5-8, 13-16, 21-24, 29-32
  constexpr DarkSet file_h = 0x08080808u;     // 4, 12, 20, 28: nothing to their right
  constexpr DarkSet file_a = 0x10101010u;     // 5, 13, 21, 29: nothing to their left
  switch (dir) {
    case 0: return ((from & rows_bdfh & ~file_h) >> 3) | ((from & rows_aceg) >> 4);   // NE
    case 1: return ((from & rows_bdfh) >> 4) | ((from & rows_aceg & ~file_a) >> 5);   // NW
    case 2: return ((from & rows_bdfh & ~file_h) << 5) | ((from & rows_aceg) << 4);   // SE
    default: return ((from & rows_bdfh) << 4) | ((from & rows_aceg & ~file_a) << 3);  // SW
  }
}

namespace detail {
// dark_shift agrees with the board's geometry (dark_step, dark_jump) on every square.
constexpr bool dark_shift_matches_the_board() {
  for (int i = 0; i < 32; ++i)
    for (int d = 0; d < 4; ++d) {
      const int one = dark_step(i, d);
      const int two = dark_jump(i, d);
      const DarkSet from = DarkSet{1} << i;
      if (dark_shift(d, from) != (one < 0 ? 0 : DarkSet{1} << one)) return false;
      if (dark_shift(d, dark_shift(d, from)) != (two < 0 ? 0 : DarkSet{1} << two)) return false;
    }
  return true;
}
static_assert(dark_shift_matches_the_board());
}  // namespace detail

/// What the three games' FEN readers share: a place in the text, and errors that carry
/// the 1-based column where the problem is. Each game's reader derives from it.
class FenCursor {
 protected:
  explicit FenCursor(std::string_view text) : text_(text) {}

  [[nodiscard]] bool at_end() const { return i_ >= text_.size(); }
  /// Consumes `c` when it comes next.
  bool expect(char c) {
    if (at_end() || text_[i_] != c) return false;
    ++i_;
    return true;
  }
  /// An error at `column`, or at the current place when `column` is 0.
  [[nodiscard]] Error fail(std::string message, std::size_t column = 0) const {
    return Error{std::move(message), static_cast<int>(column ? column : i_ + 1)};
  }
  /// A decimal number up to 1,000,000; its first column is kept in start_of_number_.
  /// `after_expected` is added to the message when no digit comes.
  Result<int> read_number(const std::string& after_expected = "");

  std::string_view text_;
  std::size_t i_ = 0;
  std::size_t start_of_number_ = 0;
};

}  // namespace cinc::game::draughts
