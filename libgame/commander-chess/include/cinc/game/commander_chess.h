// Commander Chess (Cờ Tư Lệnh), docs/rules/commander-chess.md (cited as §n): the
// 11x12 board of points with its sea, river and bridges, eleven kinds of pieces, stacks and
// deploys, air defence, heroes, and the ends of battle. The position is a value (one stack per
// point); a turn is one move of a piece or stack, or a deploy of several steps.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cinc/game/geometry.h"
#include "cinc/game/result.h"

namespace cinc::game::cchess {

/// Red moves first (ranks 1-5 at the start); Blue is the second player (ranks 8-12).
enum class Side : std::uint8_t { red = 0, blue = 1 };
[[nodiscard]] constexpr Side opponent(Side s) { return s == Side::red ? Side::blue : Side::red; }
/// "Red" or "Blue".
[[nodiscard]] const char* side_name(Side s);

/// The eleven kinds of pieces (§2).
enum class Kind : std::uint8_t {
  commander, infantry, militia, engineer, anti_air, tank, missile, artillery, air_force, navy, headquarter
};
inline constexpr int kKinds = 11;
/// FEN / move letter: C I M E G T S A F N H.
[[nodiscard]] char kind_letter(Kind k);
/// "Air Force", "Anti-Air", ...
[[nodiscard]] const char* kind_name(Kind k);
/// Points of a captured piece (§2, §8).
[[nodiscard]] int kind_value(Kind k);
/// The kind of an upper-case letter, or nullopt.
[[nodiscard]] std::optional<Kind> kind_of_letter(char upper);

/// The 11 x 12 board of points, a1..k12 (§1).
inline constexpr Geometry kBoard{11, 12};
inline constexpr int kPoints = 132;

/// Whether a Navy may stand on the point (sea and mixed: files a-c, d6 e6 d7 e7).
[[nodiscard]] bool navy_point(Square s);
/// Whether a piece other than a Navy may stand on the point (land and mixed: files c-k).
[[nodiscard]] bool land_point(Square s);
/// Whether a piece of this kind, as carrier, may stand on the point.
[[nodiscard]] bool may_stand(Kind carrier, Square s);

/// One piece: its kind and heroic mark.
struct Piece {
  Kind kind = Kind::commander;
  bool heroic = false;
  friend bool operator==(const Piece&, const Piece&) = default;
};

/// The pieces on one point: a carrier and up to two passengers, one side (§5).
class Stack {
 public:
  [[nodiscard]] bool empty() const { return count_ == 0; }
  [[nodiscard]] int size() const { return count_; }
  [[nodiscard]] Side side() const { return side_; }
  /// The piece at `i` (0 = carrier).
  [[nodiscard]] const Piece& piece(int i) const { return pieces_[static_cast<std::size_t>(i)]; }
  [[nodiscard]] Piece& piece(int i) { return pieces_[static_cast<std::size_t>(i)]; }
  [[nodiscard]] const Piece& carrier() const { return pieces_[0]; }
  /// Whether the stack holds a piece of this kind.
  [[nodiscard]] bool has(Kind k) const;
  /// The index of the piece of this kind, or -1.
  [[nodiscard]] int index_of(Kind k) const;
  /// Bit (1 << kind) per piece.
  [[nodiscard]] std::uint16_t mask() const;

  /// The stack of these pieces (any order) if they form a valid one (§5), carrier first.
  [[nodiscard]] static std::optional<Stack> make(Side side, const Piece* pieces, int n);
  /// A single piece.
  [[nodiscard]] static Stack single(Side side, Piece p);
  /// This stack with `other`'s pieces added, if the union is a valid stack.
  [[nodiscard]] std::optional<Stack> joined(const Stack& other) const;
  /// This stack without the piece at `i` (re-formed: a passenger may become the carrier).
  /// Empty when it was the last piece; nullopt if the rest is not a valid stack.
  [[nodiscard]] std::optional<Stack> without(int i) const;

  friend bool operator==(const Stack&, const Stack&) = default;

 private:
  std::array<Piece, 3> pieces_{};
  std::uint8_t count_ = 0;
  Side side_ = Side::red;
};

/// What a step does (§3, §9.2): its separator in move text.
enum class Action : std::uint8_t { move, capture, stay_capture, suicide, combine };
/// '-', 'x', '_', '@', '&'.
[[nodiscard]] char action_mark(Action a);

/// One step: a piece or stack going from `from` towards `to`.
struct Step {
  Square from = kNoSquare;
  Square to = kNoSquare;
  Action action = Action::move;
  Kind piece = Kind::commander;  ///< the single piece (deploy step) or the carrier (whole stack)
  friend bool operator==(const Step&, const Step&) = default;
};

/// A whole turn: one step of a piece or whole stack, or a deploy of 1-3 steps from one point.
struct Turn {
  bool deploy = false;
  std::array<Step, 3> steps{};
  std::uint8_t count = 0;
  [[nodiscard]] Square origin() const { return steps[0].from; }
  friend bool operator==(const Turn&, const Turn&) = default;
};

/// The ends of battle that decide the game (§7), as bits.
enum BattleEnd : std::uint8_t { end_commander = 1, end_sea = 2, end_air = 4, end_land = 8 };
inline constexpr std::uint8_t kAllBattleEnds = end_commander | end_sea | end_air | end_land;
/// Reads "commander,sea,air,land" (any subset, comma-separated, spaces allowed).
[[nodiscard]] Result<std::uint8_t> parse_battle_ends(std::string_view text);
/// "commander, sea" for messages.
[[nodiscard]] std::string battle_ends_text(std::uint8_t ends);

/// What one turn did, for reports and scoring.
struct TurnEffect {
  std::vector<std::pair<Side, Piece>> captured;  ///< every piece taken off the board by a capture
  int value = 0;                                 ///< points scored (captured values, heroic +10)
  std::uint8_t battle_ends = 0;                  ///< ends of battle this turn completed (all four kinds)
  bool promotion = false;                        ///< some piece became heroic
};

/// A position: the stacks, the side to move and the counters.
class Position {
 public:
  /// The standard start (§1).
  [[nodiscard]] static Position start();
  /// Reads a FEN (§9.1); the Error says what is wrong and where (column).
  [[nodiscard]] static Result<Position> from_fen(std::string_view fen);
  /// The FEN: canonical stack order, `+` for heroic pieces.
  [[nodiscard]] std::string fen() const;

  [[nodiscard]] const Stack& at(Square s) const { return board_[static_cast<std::size_t>(s)]; }
  [[nodiscard]] Side side_to_move() const { return to_move_; }
  [[nodiscard]] int move_number() const { return move_number_; }
  /// Plies since the last capture (the 50-move rule).
  [[nodiscard]] int quiet_plies() const { return quiet_plies_; }
  /// The point of the stack holding the side's Commander, or kNoSquare once captured.
  [[nodiscard]] Square commander(Side s) const { return commander_[static_cast<std::size_t>(s)]; }

  /// Every legal turn of the side to move (§3-§6).
  [[nodiscard]] std::vector<Turn> legal_turns() const;
  /// Plays a legal turn; returns what it did.
  TurnEffect play(const Turn& t);
  /// The position after a legal turn.
  [[nodiscard]] Position after(const Turn& t) const;

  /// Whether the side's Commander is attacked by the engine's attack test (§6); true when
  /// the side has no Commander.
  [[nodiscard]] bool attacked(Side s) const;
  /// Whether both Commanders stand uncarried on one open file or rank (§6).
  [[nodiscard]] bool exposed() const;
  /// Points covered by the side's air defence (§4).
  [[nodiscard]] std::vector<Square> air_defence(Side s) const;
  /// How many pieces of the kind the side has, carried ones included.
  [[nodiscard]] int count(Side s, Kind k) const;
  /// 64-bit key of the pieces, stacks, heroic marks and side to move (for repetition).
  [[nodiscard]] std::uint64_t key() const;

  // Building positions (tests, FEN): place a stack, or clear a point.
  void put(Square s, const Stack& stack);
  void clear(Square s);

 private:
  friend class TurnBuilder;
  std::array<Stack, kPoints> board_{};
  std::array<Square, 2> commander_{kNoSquare, kNoSquare};
  Side to_move_ = Side::red;
  int quiet_plies_ = 0;
  int move_number_ = 1;
};

/// Canonical CGN text of a legal turn (§9.2): `Tf4-f6`, `c4:F>e6:T>c6`.
[[nodiscard]] std::string canonical_text(const Turn& t);

/// The outcome of reading a written move against the legal turns.
struct Resolution {
  std::optional<Turn> turn;
  std::string error_code;
  std::string error;
  std::string warning_code;  ///< set when the text was read with a choice worth saying
  std::string warning;
  /// When the text fits several turns read alike (the engine's records, §9.3): all of them,
  /// `turn` first, in the engine's move order.
  std::vector<Turn> readings;
};
/// Finds the legal turn a written move means: CGN long and short forms, the rule table's piece codes,
/// and the reference engine's SAN/LAN (§9.2, §9.3); otherwise says why it is not legal.
[[nodiscard]] Resolution resolve(const Position& pos, std::string_view text);
/// The same against the legal turns already generated.
[[nodiscard]] Resolution resolve(const Position& pos, std::string_view text, const std::vector<Turn>& legal);

/// The turn in the cotulenh engine's notation, as that engine's PGN reader (loadPgn) replays
/// it (§9.3): one token for a move, its LAN ("Tf4f6", "(NFT)c4xc6", "+Fe2_e6"); for a deploy
/// that ends when no piece is left that may step, one token per step ("Fc4>e6", "Tc4>xc6"),
/// as that reader takes a deploy step by step and ends it itself; for a deploy that ends
/// earlier, the engine's LAN of the whole deploy ("c4:T:I>c5"), which that reader cannot end.
[[nodiscard]] std::vector<std::string> cotulenh_tokens(const Position& pos, const Turn& t);

/// Whole-turn paths to `depth` plies (each deploy order counted once, §5).
[[nodiscard]] std::uint64_t perft(const Position& pos, int depth);
/// Each legal move in canonical text with the perft of depth - 1 below it (cinc/game/perft.h).
[[nodiscard]] std::vector<std::pair<std::string, std::uint64_t>> divide(const Position& pos, int depth);

}  // namespace cinc::game::cchess
