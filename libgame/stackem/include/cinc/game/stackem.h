// Stack'Em, the third game of the King Me set (docs/rules/stackem.md, cited as §n): jumped
// checkers are not taken off the board but go under the stack that jumps them. The position as
// a value (a stack per dark square), its legal moves as paths, the stack-aware FEN (§12) and
// the resolution of written moves with a reason for every illegal one.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cinc/game/draughts.h"
#include "cinc/game/result.h"

namespace cinc::game::stackem {

/// Red moves first and starts on squares 1-12 (ranks 6-8, moving down the board); Black is
/// the second player, on 21-32 (ranks 1-3, moving up) (§1).
enum class Side : std::uint8_t { red = 0, black = 1 };
[[nodiscard]] constexpr Side opponent(Side s) { return s == Side::red ? Side::black : Side::red; }
/// "Red" or "Black".
[[nodiscard]] const char* side_name(Side s);

/// Most checkers one stack can hold: all 24 of the set.
inline constexpr int kMaxHeight = 24;
/// Checkers of each colour in the set (§1: twelve each).
inline constexpr int kCheckersPerSide = 12;

/// The checkers on one square, bottom to top. Only the top checker can be a King (§2).
class Stack {
 public:
  /// How many checkers the stack holds (0: the square is empty).
  [[nodiscard]] int height() const { return height_; }
  [[nodiscard]] bool empty() const { return height_ == 0; }
  /// The colour of the checker `level` places above the bottom (0 = bottom).
  [[nodiscard]] Side colour_at(int level) const {
    return ((black_bits_ >> level) & 1u) != 0 ? Side::black : Side::red;
  }
  /// The side that controls the stack: the colour of its top checker (§2). Not for an empty stack.
  [[nodiscard]] Side owner() const { return colour_at(height_ - 1); }
  /// Whether the top checker is a King.
  [[nodiscard]] bool king() const { return king_; }
  /// How many checkers of a colour the stack holds.
  [[nodiscard]] int count(Side colour) const;

  /// Puts a checker on top (building a position).
  void push_top(Side colour, bool king);
  /// Puts a captured checker at the bottom, as a plain piece (§4).
  void push_bottom(Side colour);
  /// Takes the top checker off; whatever it was, the new top is a plain piece.
  void pop_top();
  /// Crowns the top checker.
  void crown() { king_ = height_ > 0; }
  /// Takes every checker of a colour out of the stack; returns how many (§6's King-Me row).
  int remove_all(Side colour);

  friend bool operator==(const Stack&, const Stack&) = default;

 private:
  std::uint32_t black_bits_ = 0;  ///< bit i set: the checker i places above the bottom is Black
  std::uint8_t height_ = 0;
  bool king_ = false;
};

/// What playing one legal move did.
struct MoveEffect {
  std::string captured;      ///< per jump, the captured checker: "K" (a King, demoted) or "M"
  std::array<int, 2> removed{0, 0};  ///< checkers of each colour (Red, Black) removed from play
  bool crowned = false;      ///< the moving stack's top became a King during the move
  bool king_before = false;  ///< the moving stack's top was a King before the move
};

struct MoveGenerator;  // stackem.cpp: the move generator on the position's square sets

/// A Stack'Em position: the stack on every dark square, the side to move, the checkers
/// each colour has lost from play, and the move number.
class Position {
 public:
  /// The standard start: Red on 1-12, Black on 21-32, single checkers, Red to move (§1).
  [[nodiscard]] static Position start();
  /// Reads the stack FEN ("R:1=r,22=bR,30=B:O0,1:F12", docs/rules/stackem.md); the Error's
  /// column points at the offending character.
  [[nodiscard]] static Result<Position> from_fen(std::string_view fen);
  /// The canonical stack FEN: squares as PDN numbers ascending, ":O" and ":F" only when not 0 and 1.
  [[nodiscard]] std::string fen() const;

  [[nodiscard]] Side side_to_move() const { return side_; }
  [[nodiscard]] int move_number() const { return move_number_; }
  /// The stack on PDN square index 0..31 (PDN number - 1).
  [[nodiscard]] const Stack& stack(int index) const { return stacks_[static_cast<std::size_t>(index)]; }
  /// The stack on a board square (empty for a light square).
  [[nodiscard]] const Stack& stack_on(Square square) const;
  /// Checkers of a colour removed from play at the King-Me row so far (§6).
  [[nodiscard]] int removed(Side colour) const { return removed_[static_cast<std::size_t>(colour)]; }
  /// Checkers of a colour on the board, in any stack.
  [[nodiscard]] int on_board(Side colour) const;

  /// Every legal move as a path of squares: only jumps when a jump exists (compulsory),
  /// each followed until the stack can jump no more (§5). A path names one move.
  [[nodiscard]] std::vector<draughts::Path> legal_moves() const;
  /// Plays a legal move (as returned by legal_moves) and tells what it did.
  MoveEffect play(const draughts::Path& move);
  /// The position after a legal move.
  [[nodiscard]] Position after(const draughts::Path& move) const {
    Position p = *this;
    p.play(move);
    return p;
  }
  /// A 64-bit key of every stack (colours bottom to top, King on top) and the side to move
  /// (repetition). The removed counts are left out: within one game they follow from the board.
  [[nodiscard]] std::uint64_t key() const;

  friend bool operator==(const Position&, const Position&) = default;

 private:
  friend struct MoveGenerator;
  // Moves the stack on `from` over `over` to `to`: the top of `over` goes, demoted, under
  // the moving stack, which is crowned (§4, §5). Returns the captured checker's letter.
  char jump(int from, int over, int to);
  // A stack has arrived on `at_index`: on its owner's King-Me row its opposing checkers are
  // removed from play and its top crowned (§6). Adds the removals to `removed`.
  void arrive(int at_index, std::array<int, 2>& removed);
  // Moves the stack on `from` one step to the empty `to` (§3).
  void step(int from, int to);
  // After a move: the other side to move, the move number on after Black's move.
  void finish_turn();
  // Sets the bits of square `index` in controlled_ and king_tops_ from its stack.
  void refresh(int index);

  std::array<Stack, 32> stacks_{};
  // What the move generator reads, kept with stacks_: the squares of the stacks each side
  // controls (its colour on top, §2; [Red, Black]) and of those topped by a King.
  std::array<draughts::DarkSet, 2> controlled_{0, 0};
  draughts::DarkSet king_tops_ = 0;
  Side side_ = Side::red;
  std::array<int, 2> removed_{0, 0};
  int move_number_ = 1;
};

/// Canonical text of a move: "c3-d4", "c3xe5xg7".
[[nodiscard]] std::string canonical_text(const draughts::Path& move);

/// A written move resolved against a position: the move, or a code and a reason.
struct Resolution {
  std::optional<draughts::Path> move;
  std::string error_code;
  std::string error;
};
/// Resolves "c3-d4", "c3xe5xg7", "11-15", "11x18x25" or the short jump "11x25" (§11).
[[nodiscard]] Resolution resolve(const Position& pos, std::string_view text);

/// Move-path counts to `depth` (a position without moves has none below it).
[[nodiscard]] std::uint64_t perft(const Position& pos, int depth);
/// Each legal move in canonical text with the perft of depth - 1 below it (cinc/game/perft.h).
[[nodiscard]] std::vector<std::pair<std::string, std::uint64_t>> divide(const Position& pos, int depth);

}  // namespace cinc::game::stackem
