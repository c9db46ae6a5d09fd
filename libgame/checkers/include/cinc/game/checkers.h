// Standard checkers (English draughts / American checkers) as the King Me set plays it
// (docs/rules/checkers.md, cited as §n): the position as a value, its legal moves as paths, the
// PDN FEN and the resolution of written moves with reasons for every illegal one.
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
#include "cinc/notation/pdn_board.h"

namespace cinc::game::checkers {

/// Black moves first and starts on squares 1-12 (ranks 6-8); Red is the second player (§1).
enum class Side : std::uint8_t { black = 0, red = 1 };
[[nodiscard]] constexpr Side opponent(Side s) { return s == Side::black ? Side::red : Side::black; }
/// "Black" or "Red".
[[nodiscard]] const char* side_name(Side s);

/// A set of the 32 playing squares: bit n-1 is PDN square n.
using SquareSet = std::uint32_t;

/// One legal move: the origin, every landing, the pieces it takes and whether it crowns.
struct Move {
  std::uint8_t from = 0;                 ///< PDN index 0..31 (PDN number - 1)
  std::uint8_t landings = 0;             ///< how many entries of `path` are used
  std::array<std::uint8_t, 12> path{};   ///< landing squares (PDN index), in order
  SquareSet captured = 0;                ///< the squares of the pieces it takes
  bool crowns = false;                   ///< a man reaches the King row (§4)
  [[nodiscard]] std::uint8_t to() const { return path[landings - 1]; }
  [[nodiscard]] bool is_jump() const { return captured != 0; }
  friend bool operator==(const Move&, const Move&) = default;
};

/// The legal moves of a position; at most a few hundred even in odd positions.
using MoveList = std::vector<Move>;

/// Every legal board move of `side` on a board given as sets (§2, §3): every jump path when some
/// piece can jump (captures are compulsory), else every step. `jumpable` is the enemy pieces
/// that may be jumped (all of them in checkers; Chair Force leaves its shielded pieces out);
/// `kings` marks the Kings of both sides.
[[nodiscard]] MoveList board_moves(Side side, SquareSet mine, SquareSet enemy, SquareSet jumpable, SquareSet kings);
/// The same into `out` (cleared first): the engine's way, without a new list per position.
void board_moves(Side side, SquareSet mine, SquareSet enemy, SquareSet jumpable, SquareSet kings, MoveList& out);

/// A checkers position: pieces, side to move, and the counters of the draw rules.
class Position {
 public:
  /// The standard start: Black on 1-12, Red on 21-32, Black to move (§1).
  [[nodiscard]] static Position start();
  /// Reads a PDN FEN ("B:W21,22,K30:B1,2,3", squares as numbers or a1..h8, with
  /// optional ":H<plies>:F<move>"); the Error's column points at the offending character.
  [[nodiscard]] static Result<Position> from_fen(std::string_view fen);
  /// The PDN FEN, numbers ascending, Kings marked K; ":H..:F.." only when not 0 and 1.
  [[nodiscard]] std::string fen() const;

  [[nodiscard]] Side side_to_move() const { return side_; }
  [[nodiscard]] int move_number() const { return move_number_; }
  /// Plies since the last man move or capture (the 40-move draw claim, §6).
  [[nodiscard]] int quiet_plies() const { return quiet_plies_; }
  /// The squares of a side's pieces (men and Kings), and of all Kings.
  [[nodiscard]] SquareSet pieces(Side s) const { return pieces_[static_cast<int>(s)]; }
  [[nodiscard]] SquareSet kings() const { return kings_; }

  /// Every legal move: only jumps when a jump exists (captures are compulsory), each jump
  /// followed to its end; two orders of taking the same pieces are two moves (§3).
  [[nodiscard]] MoveList legal_moves() const;
  /// Plays a legal move.
  void play(const Move& m);
  /// The position after a legal move.
  [[nodiscard]] Position after(const Move& m) const {
    Position p = *this;
    p.play(m);
    return p;
  }
  /// A 64-bit key of the pieces and the side to move (repetition, §6).
  [[nodiscard]] std::uint64_t key() const;

  friend bool operator==(const Position&, const Position&) = default;

 private:
  std::array<SquareSet, 2> pieces_{0, 0};
  SquareSet kings_ = 0;
  Side side_ = Side::black;
  int quiet_plies_ = 0;
  int move_number_ = 1;
};

/// The move as a path of board squares.
[[nodiscard]] draughts::Path path_of(const Move& m);
/// Canonical text: "c3-d4", "c3xe5xg7".
[[nodiscard]] std::string canonical_text(const Move& m);
/// PDN text: "11-15", "11x18x25".
[[nodiscard]] std::string pdn_move_text(const Move& m);
/// "c3xe5, c3xe5xg7 or d2xf4": at most five moves in canonical text, then "and N more".
[[nodiscard]] std::string move_choices(const MoveList& moves);

/// How a record writes its moves, and so how the sentences about them name squares, sides
/// and moves: CGN's way (a1..h8 as §8 draws them, Black and Red, 'x' on a jump and '-' on a
/// step, numbers as PDN's usual board), or a PDN game's (§10): its squares as its board
/// numbers or letters them (notation::PdnBoard), its sides Black and White, any of PDN's
/// delimiters on a jump and an 'x' on a step read with a warning.
struct MoveWords {
  bool pdn = false;
  notation::PdnBoard board;  ///< with `pdn`: the game's board
  /// A side's name: "Black", or the second player's "Red" (PDN: "White"; the other way
  /// round when White starts).
  [[nodiscard]] std::string side(Side s) const;
  /// A move as the record writes it: canonical text, or in a PDN game the squares as its
  /// board numbers them (or letters them, with `letters`), 'x' on a jump and '-' on a step.
  [[nodiscard]] std::string move(const Move& m, bool letters = false) const;
  /// "c3xe5, c3xe5xg7 or d2xf4" (move() of each): at most five moves, then "and N more".
  [[nodiscard]] std::string choices(const MoveList& moves, bool letters = false) const;
};

/// A written move resolved against a position: the move, or a code and a reason; and a
/// warning when the move was read as meant from a form the notation does not allow, with
/// the text to write instead.
struct Resolution {
  std::optional<Move> move;
  std::string error_code;
  std::string error;
  std::string warning_code;
  std::string warning;
  std::string meant;  ///< with a warning: the move as it should be written
};
/// Resolves "c3-d4", "c3xe5xg7", "11-15", "11x18x25" or the short jump "11x25" (§8), or as a
/// PDN game writes it (§10) when `words` says so; the sentences name what they name in
/// `words`' terms.
[[nodiscard]] Resolution resolve(const Position& pos, std::string_view text, const MoveWords& words = {});

/// Move-path counts to `depth` (a position without moves has none below it).
[[nodiscard]] std::uint64_t perft(const Position& pos, int depth);
/// Each legal move in canonical text with the perft of depth - 1 below it (cinc/game/perft.h).
[[nodiscard]] std::vector<std::pair<std::string, std::uint64_t>> divide(const Position& pos, int depth);

}  // namespace cinc::game::checkers
