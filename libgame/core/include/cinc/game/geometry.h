// Board geometry chosen at run time: files x ranks of squares (or points), named a1..
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace cinc::game {

/// Index of a square: rank * files + file. kNoSquare marks "none".
using Square = std::int16_t;
inline constexpr Square kNoSquare = -1;

/// Largest board any registered game may use (Commander Chess needs 11 x 12 = 132).
inline constexpr int kMaxFiles = 16;
inline constexpr int kMaxRanks = 16;
inline constexpr int kMaxSquares = kMaxFiles * kMaxRanks;

/// A rectangular board of `files` x `ranks`, files named a.., ranks 1...
class Geometry {
 public:
  constexpr Geometry(int files, int ranks) : files_(files), ranks_(ranks) {}

  [[nodiscard]] constexpr int files() const { return files_; }
  [[nodiscard]] constexpr int ranks() const { return ranks_; }
  [[nodiscard]] constexpr int size() const { return files_ * ranks_; }

  /// The square at (file, rank), 0-based, or kNoSquare when off the board.
  [[nodiscard]] constexpr Square at(int file, int rank) const {
    return on_board(file, rank) ? static_cast<Square>(rank * files_ + file) : kNoSquare;
  }
  [[nodiscard]] constexpr bool on_board(int file, int rank) const {
    return file >= 0 && file < files_ && rank >= 0 && rank < ranks_;
  }
  [[nodiscard]] constexpr int file_of(Square s) const { return s % files_; }
  [[nodiscard]] constexpr int rank_of(Square s) const { return s / files_; }

  /// The square `steps` steps of (df, dr) away from s, or kNoSquare when off the board.
  [[nodiscard]] constexpr Square offset(Square s, int df, int dr) const {
    return at(file_of(s) + df, rank_of(s) + dr);
  }

  /// "a1".."k12" for a square.
  [[nodiscard]] std::string name(Square s) const;
  /// Appends name(s) to `out`. Inline, for replay's every move: a board known at compile
  /// time divides by a constant.
  void append_name(std::string& out, Square s) const {
    if (s < 0 || s >= size()) {
      out += "??";
      return;
    }
    const int rank = rank_of(s) + 1;
    out.push_back(static_cast<char>('a' + file_of(s)));
    if (rank >= 10) out.push_back(static_cast<char>('0' + rank / 10));
    out.push_back(static_cast<char>('0' + rank % 10));
  }
  /// Parses a whole square name; nullopt if it is not a square of this board.
  [[nodiscard]] std::optional<Square> parse(std::string_view text) const;
  /// Parses a square name at the start of `text`; sets `used` to the characters consumed.
  [[nodiscard]] std::optional<Square> parse_prefix(std::string_view text, std::size_t& used) const;

 private:
  int files_;
  int ranks_;
};

}  // namespace cinc::game
