// Coast to Coast, the King Me set's race game (docs/rules/coast-to-coast.md, cited as §n):
// the position as a value, its legal moves as paths (a crowning move carries its free move),
// the Coast to Coast FEN, and the resolution of written moves with a reason for every
// illegal one.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cinc/game/draughts.h"
#include "cinc/game/geometry.h"
#include "cinc/game/result.h"

namespace cinc::game::coast {

/// Black moves first, from the top of the diamond (home h8); Red's home is a1 (§1).
enum class Side : std::uint8_t { black = 0, red = 1 };
/// The other side.
[[nodiscard]] constexpr Side opponent(Side s) { return s == Side::black ? Side::red : Side::black; }
/// "Black" or "Red".
[[nodiscard]] const char* side_name(Side s);

/// The home corners (§1): h8 is Black's, a1 is Red's.
inline constexpr Square kBlackHome = 63;  // h8
inline constexpr Square kRedHome = 0;     // a1
/// A side's own home: where its Kings leave the board.
[[nodiscard]] constexpr Square home_of(Side s) { return s == Side::black ? kBlackHome : kRedHome; }
/// The opponent's home: where a side's pieces are crowned.
[[nodiscard]] constexpr Square crowning_home(Side s) { return home_of(opponent(s)); }

/// What stands on a square.
enum class Cell : std::uint8_t { empty = 0, black_piece, black_king, red_piece, red_king };
/// The cell of a side's piece or King.
[[nodiscard]] constexpr Cell cell_of(Side s, bool king) {
  return s == Side::black ? (king ? Cell::black_king : Cell::black_piece) : (king ? Cell::red_king : Cell::red_piece);
}
/// The owner of an occupied cell.
[[nodiscard]] constexpr Side owner(Cell c) {
  return c == Cell::black_piece || c == Cell::black_king ? Side::black : Side::red;
}
/// Whether an occupied cell holds a King.
[[nodiscard]] constexpr bool is_king(Cell c) { return c == Cell::black_king || c == Cell::red_king; }

/// The number of checkers of each side (§1, §3); none is ever captured.
inline constexpr int kPiecesPerSide = 12;

/// How a position stands: still going, or decided (§5, §6).
enum class Status : std::uint8_t {
  ongoing,
  black_won,  ///< Black has taken all 12 home
  red_won,    ///< Red has taken all 12 home
  drawn,      ///< neither side can move
};

/// A move is a draughts::Path: origin, then every landing, each leg a step or a jump. A
/// crowning move goes on with the free move's legs ("g7-h8-g8"). The pass is the empty path.
using draughts::Path;
/// Whether the path is the pass "--".
[[nodiscard]] inline bool is_pass(const Path& p) { return p.squares.empty(); }
/// Canonical text: "e7-d6", "h7xf5xd5", "b7-a8" ... "g7-h8-g8", or "--" for the pass.
[[nodiscard]] std::string move_text(const Path& p);

/// What a legal move does besides moving (for reports).
struct MoveEffects {
  bool king = false;     ///< the moving checker was a King before the move
  bool crowned = false;  ///< a piece reached the opponent's home and became a King
  bool home = false;     ///< a King reached its own home and left the board
};

/// A legal move reduced to what it leaves behind, for the engine: every path from the same
/// square to the same end, crowned or not on the way, gives the same position. The pass has
/// `from` kNoSquare.
struct Landing {
  Square from = kNoSquare;
  Square to = kNoSquare;  ///< the last square of the path (the own home when it went home)
  bool crowned = false;   ///< the piece reached the opponent's home on the way
  bool home = false;      ///< the King reached its own home and left the board
  friend bool operator==(const Landing&, const Landing&) = default;
};

/// A Coast to Coast position: the 64 squares, side to move, pieces taken home, move number.
class Position {
 public:
  /// The standard start (§1): Black on h7 g8 h6 g7 f8 h5 g6 f7 e8 g5 f6 e7, Red on the
  /// point mirror, Black to move.
  [[nodiscard]] static Position start();
  /// Reads the FEN "B:Be7,Kd4,...:Ra2,...:0,0:1" (docs/rules/coast-to-coast.md); the Error's
  /// column points at the offending character.
  [[nodiscard]] static Result<Position> from_fen(std::string_view fen);
  /// The canonical FEN: both lists sorted by square name (a1, a2, ..., h8), Black's first.
  [[nodiscard]] std::string fen() const;

  /// The side to move.
  [[nodiscard]] Side side_to_move() const { return side_; }
  /// The full move number of the move about to be played.
  [[nodiscard]] int move_number() const { return move_number_; }
  /// How many checkers a side has taken home (off the board).
  [[nodiscard]] int borne_off(Side s) const { return borne_off_[static_cast<std::size_t>(s)]; }
  /// What stands on a square.
  [[nodiscard]] Cell at(Square s) const { return board_[static_cast<std::size_t>(s)]; }
  /// The squares of a side's checkers on the board, bit s for Square s (what the move
  /// generator walks).
  [[nodiscard]] std::uint64_t squares_of(Side s) const { return squares_of_[static_cast<std::size_t>(s)]; }
  /// The squares of the Kings of both sides, bit s for Square s.
  [[nodiscard]] std::uint64_t kings() const { return kings_; }

  /// Every legal move of the side to move (§3, §4): each step and each jump chain of each
  /// checker, a crowning one once per free move that can follow it. When the side has no
  /// move but the opponent has, the only move is the pass (the empty path); when the game
  /// is decided there is none.
  [[nodiscard]] std::vector<Path> legal_moves() const;
  /// Whether the side has a step or jump (a pass not counted) in this position.
  [[nodiscard]] bool can_move(Side s) const;
  /// Plays a legal move (a path from legal_moves()).
  void play(const Path& move);
  /// Every distinct Landing of the legal moves, in the order of their first path in
  /// legal_moves() (the pass when it is the only move; none when the game is decided or no
  /// side can move), into `out`.
  void landings(std::vector<Landing>& out) const;
  /// Plays a legal move given as its Landing.
  void play(const Landing& landing);
  /// The first legal path with this Landing (its canonical text), or nullopt.
  [[nodiscard]] std::optional<Path> path_of(const Landing& landing) const;
  /// The position after a legal move.
  [[nodiscard]] Position after(const Path& move) const {
    Position p = *this;
    p.play(move);
    return p;
  }
  /// What a legal move does.
  [[nodiscard]] MoveEffects effects(const Path& move) const;
  /// Ongoing, won by the side that took all 12 home, or drawn when neither side can move (§5, §6).
  [[nodiscard]] Status status() const;
  /// A 64-bit key of the checkers and the side to move (repetition, §6).
  [[nodiscard]] std::uint64_t key() const;

  friend bool operator==(const Position&, const Position&) = default;

 private:
  // Puts `c` on square `s`, keeping squares_of_ with board_.
  void put(Square s, Cell c);

  std::array<Cell, 64> board_{};
  std::array<std::uint64_t, 2> squares_of_{0, 0};  // kept with board_: each side's squares
  std::uint64_t kings_ = 0;                         // kept with board_: the Kings' squares
  Side side_ = Side::black;
  std::array<int, 2> borne_off_{0, 0};
  int move_number_ = 1;
};

/// A written move resolved against a position: the move, or a code and a reason.
struct Resolution {
  std::optional<Path> move;
  std::string error_code;
  std::string error;
};
/// Resolves "e7-d6", "h7xf5", "g7-h8-g8", "d4xf6xh8xf8", a short jump "h7xd5" (when only
/// one jump path fits) or the pass "--" against the legal moves; explains a refusal.
[[nodiscard]] Resolution resolve(const Position& pos, std::string_view text);

/// Move-path counts to `depth` plies (the pass counts as one move; a decided position has
/// none below it).
[[nodiscard]] std::uint64_t perft(const Position& pos, int depth);
/// Each legal move in canonical text with the perft of depth - 1 below it (cinc/game/perft.h).
[[nodiscard]] std::vector<std::pair<std::string, std::uint64_t>> divide(const Position& pos, int depth);

}  // namespace cinc::game::coast
