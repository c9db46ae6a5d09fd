// Chair Force (rules-chair-force.md): standard checkers plus a hand of action cards and a
// points currency. The position as a value (board with shields, points, hands, buy line,
// deck and discard pile), a turn as one token of text (docs/chair-force.md: a move or a
// card with its targets, then buys, discards and reshuffles), the resolution of a written
// turn with a reason for every illegal one, the generation of every legal turn, and the FEN.
#pragma once
#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cinc/game/chair_cards.h"
#include "cinc/game/draughts.h"
#include "cinc/game/result.h"

namespace cinc::game::chair {

/// Dark moves first and starts on squares 1-12 (ranks 6-8); Light on 21-32 (§1).
enum class Side : std::uint8_t { dark = 0, light = 1 };
[[nodiscard]] constexpr Side opponent(Side s) { return s == Side::dark ? Side::light : Side::dark; }
/// "Dark" or "Light".
[[nodiscard]] const char* side_name(Side s);

/// A set of the 32 playing squares: bit n-1 is PDN square n (1 = b8, 32 = g1).
using SquareSet = std::uint32_t;

inline constexpr int kHandLimit = 2;       ///< §3: a hand holds at most 2 cards after each event
inline constexpr int kPointsPerMove = 2;   ///< §2: a normal move earns 2 points
inline constexpr int kBuyLineSize = 2;     ///< §3: two cards face up
inline constexpr int kMaxShieldTurns = 9;  ///< the longest shield a card may give

/// A board move (checkers rules, §1): origin, every landing, the pieces taken, crowning.
struct BoardMove {
  std::uint8_t from = 0;                ///< PDN index 0..31
  std::uint8_t landings = 0;
  std::array<std::uint8_t, 12> path{};  ///< landing squares (PDN index)
  SquareSet captured = 0;
  bool crowns = false;
  [[nodiscard]] std::uint8_t to() const { return path[landings - 1]; }
  [[nodiscard]] bool is_jump() const { return captured != 0; }
  /// §2: the piece ends exactly one square diagonally from where it started.
  [[nodiscard]] bool normal() const { return !is_jump() && landings == 1; }
};

/// What a played turn did, for reports, JSON and score.
struct TurnReport {
  std::string canonical;         ///< the turn's canonical text
  enum class Kind { move, card, pass } kind = Kind::move;
  std::string from, to;          ///< the board move's squares (the first extra move's for a card)
  bool moved_king = false;
  std::string destroyed;         ///< one letter per enemy piece destroyed: K or M, Kings first
  bool crowned = false;          ///< a piece was crowned (by a move, a card move or crown)
  int points_earned = 0;         ///< §2, after the cap
  int points_spent = 0;
  std::vector<std::string> bought, discarded, drawn;  ///< card ids
  std::string played;            ///< the card id played, empty for a move or pass
};

/// A written turn resolved: the report, or a stable code and a sentence.
struct TurnOutcome {
  std::optional<TurnReport> report;
  std::string error_code;
  std::string error;
};

/// A Chair Force position: everything that decides what comes next.
class Position {
 public:
  /// The standard start (§1, §3) with a deck order (top first; the first two cards form
  /// the buy line). The deck must hold exactly the set's cards.
  [[nodiscard]] static Result<Position> start(std::shared_ptr<const CardSet> set, const std::vector<int>& deck);
  /// The deck order of a [Deck] tag value: ids separated by ',' (the Error names the item).
  [[nodiscard]] static Result<std::vector<int>> read_deck(const CardSet& set, std::string_view text);
  /// Reads the FEN of docs/chair-force.md; the Error's column points at the problem.
  [[nodiscard]] static Result<Position> from_fen(std::string_view fen);
  /// The canonical FEN.
  [[nodiscard]] std::string fen() const;

  [[nodiscard]] const CardSet& cards() const { return *set_; }
  [[nodiscard]] Side side_to_move() const { return side_; }
  [[nodiscard]] int move_number() const { return move_number_; }
  [[nodiscard]] SquareSet pieces(Side s) const { return pieces_[static_cast<int>(s)]; }
  [[nodiscard]] SquareSet kings() const { return kings_; }
  /// Enemy turns a piece's shield still lasts (0: not shielded).
  [[nodiscard]] int shield(int index) const { return shields_[static_cast<std::size_t>(index)]; }
  [[nodiscard]] int points(Side s) const { return points_[static_cast<int>(s)]; }
  /// The cards of a hand (indices into the set), sorted.
  [[nodiscard]] const std::vector<int>& hand(Side s) const { return hands_[static_cast<int>(s)]; }
  /// The buy line (0 to 2 cards, sorted), the deck (top first), the discard pile (oldest first).
  [[nodiscard]] const std::vector<int>& buy_line() const { return buy_line_; }
  [[nodiscard]] const std::vector<int>& deck() const { return deck_; }
  [[nodiscard]] const std::vector<int>& discard_pile() const { return discard_; }

  /// The legal board moves: only jumps when one exists (compulsory, §1); shielded pieces
  /// cannot be jumped (docs/chair-force.md).
  [[nodiscard]] std::vector<BoardMove> board_moves() const;
  /// Plays a written turn (docs/chair-force.md). On success the position advances and the
  /// report says what happened; on failure the position is unchanged.
  [[nodiscard]] TurnOutcome play(std::string_view text);
  /// Every legal turn with the position after it, in canonical text; a reshuffle takes the
  /// discard pile in the order it was discarded (perft and random games).
  [[nodiscard]] std::vector<std::pair<std::string, Position>> legal_turns() const;
  /// A 64-bit key of the full state of §5's repetition: board, shields, side to move, both
  /// hands, both points, buy line and deck order.
  [[nodiscard]] std::uint64_t key() const;

  friend class TurnRunner;

 private:
  std::shared_ptr<const CardSet> set_;
  std::array<SquareSet, 2> pieces_{0, 0};
  SquareSet kings_ = 0;
  std::array<std::uint8_t, 32> shields_{};
  Side side_ = Side::dark;
  std::array<int, 2> points_{0, 0};
  std::array<std::vector<int>, 2> hands_;
  std::vector<int> buy_line_;
  std::vector<int> deck_;
  std::vector<int> discard_;
  int move_number_ = 1;
};

/// Canonical text of a board move: "c3-d4", "c3xe5xg7".
[[nodiscard]] std::string move_text(const BoardMove& m);

/// Turn-path counts to `depth` (every distinct turn text counts; a position where the
/// game is over has none below it).
[[nodiscard]] std::uint64_t perft(const Position& pos, int depth);

}  // namespace cinc::game::chair
