// Commander-In-Chief: pieces, positions as values, legal moves and their explanations.
// Rules: docs/rules/commander-in-chief.md (cited as §n).
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

namespace cinc::game::cic {

/// The 8x8 board, a1 at the bottom corner of the diamond (§1).
inline constexpr Geometry kBoard{8, 8};

enum class Side : std::uint8_t { dark = 0, light = 1 };  // Dark moves first (§2)
[[nodiscard]] constexpr Side opponent(Side s) { return s == Side::dark ? Side::light : Side::dark; }
[[nodiscard]] const char* side_name(Side s);

enum class Kind : std::uint8_t {
  none = 0, commander, fighter, bomber, tank, submarine, helicopter, amphibian, king_amphibian, destroyer
};
inline constexpr int kKindCount = 10;

/// Each kind's letter, name and point value (§6), by Kind.
struct KindInfo {
  char letter;
  const char* name;
  int value;
};
inline constexpr KindInfo kKinds[kKindCount] = {
    {'?', "nothing", 0},   {'C', "Commander", 7}, {'F', "Fighter", 4},   {'B', "Bomber", 5},
    {'T', "Tank", 2},      {'S', "Submarine", 3}, {'H', "Helicopter", 4}, {'A', "Amphibian", 1},
    {'K', "King Amphibian", 1},  // §4.2 cinc decision: keeps the Amphibian's value
    {'D', "Destroyer", 3},
};

/// Upper-case letter of a kind in move text and FEN (K = King Amphibian).
[[nodiscard]] constexpr char kind_letter(Kind k) { return kKinds[static_cast<int>(k)].letter; }
/// The kind of each byte as a piece letter (either case; Kind::none for the others): one
/// lookup, no chain of tests, for every move read.
inline constexpr auto kKindOfLetter = [] {
  std::array<Kind, 256> table{};
  for (int i = 1; i < kKindCount; ++i) {
    table[static_cast<unsigned char>(kKinds[i].letter)] = static_cast<Kind>(i);
    table[static_cast<unsigned char>(kKinds[i].letter - 'A' + 'a')] = static_cast<Kind>(i);
  }
  return table;
}();
/// The kind for a piece letter (either case), or Kind::none.
[[nodiscard]] constexpr Kind kind_from_letter(char c) { return kKindOfLetter[static_cast<unsigned char>(c)]; }
/// "Helicopter", "King Amphibian", ...
[[nodiscard]] constexpr const char* kind_name(Kind k) { return kKinds[static_cast<int>(k)].name; }
/// Point value of a captured piece (§6; a King Amphibian keeps the Amphibian's 1).
[[nodiscard]] constexpr int kind_value(Kind k) { return kKinds[static_cast<int>(k)].value; }
/// Tanks and Bombers can never be jumped (§4).
[[nodiscard]] constexpr bool is_blocker(Kind k) { return k == Kind::tank || k == Kind::bomber; }
/// The five Air pieces are one team member's, the other ten the other's (§7).
[[nodiscard]] constexpr bool is_air(Kind k) {
  return k == Kind::fighter || k == Kind::bomber || k == Kind::helicopter;
}

/// The three areas of the board (§1). Every square is also Air.
enum class Zone : std::uint8_t { light_land, sea, dark_land };
/// §1: Light Land where file + rank <= 4 (0-based), Dark Land where >= 10, Sea in between.
/// (Inline: every move asks it several times.)
[[nodiscard]] constexpr Zone zone_of(Square s) {
  const int sum = kBoard.file_of(s) + kBoard.rank_of(s);
  return sum <= 4 ? Zone::light_land : sum >= 10 ? Zone::dark_land : Zone::sea;
}
/// The Land of a side.
[[nodiscard]] constexpr Zone land_of(Side s) { return s == Side::dark ? Zone::dark_land : Zone::light_land; }

/// One occupant of a square.
struct Piece {
  Kind kind = Kind::none;
  Side side = Side::dark;
  bool enhanced = false;
  [[nodiscard]] bool empty() const { return kind == Kind::none; }
  friend bool operator==(const Piece&, const Piece&) = default;
};

/// Whose turn it is inside a side (§7): a single player, or which teammate moves next.
enum class TeamTurn : std::uint8_t { single, land_sea, air };

/// A move as the engine knows it.
/// Eight bytes (the flags are bits), so that it moves through registers and memory whole:
/// replay makes millions of them.
struct Move {
  Square from = kNoSquare;
  Square to = kNoSquare;
  Kind piece = Kind::none;      ///< the moving piece's kind before the move
  Kind captured = Kind::none;   ///< kind taken off the board, none if none
  bool attack : 1 = false;      ///< target was enhanced: it loses the enhancement, nothing moves (§8)
  bool promotion : 1 = false;   ///< an Amphibian became a King Amphibian (§4.5)
  bool launch : 1 = false;      ///< a Submarine's or Destroyer's first move from its Land (§4.4)
  friend bool operator==(const Move&, const Move&) = default;
  /// True when the move takes or attacks an enemy piece.
  [[nodiscard]] bool is_capture_or_attack() const { return captured != Kind::none || attack; }
  /// False for the default Move, which the quick checks return for "no such move" (a
  /// plain Move, not an optional one, keeps their results in one register).
  [[nodiscard]] bool exists() const { return from != kNoSquare; }
};

using MoveList = std::vector<Move>;

/// How a position stands with respect to the end of the game (§5).
enum class Status : std::uint8_t {
  ongoing,
  dark_won,    ///< Light's Commander has been captured
  light_won,   ///< Dark's Commander has been captured
  stalemate,   ///< the side to move has no legal move: drawn
};

/// A Commander-In-Chief position: board, side to move, team state, counters. A value.
class Position {
 public:
  /// The standard start (§2), both sides single players, Dark to move.
  [[nodiscard]] static Position start();
  /// The standard start with both/either side as a team ("s" = Land-and-Sea moves first).
  [[nodiscard]] static Position start(bool dark_team, bool light_team);
  /// Reads a FEN (§10); the error says what is wrong and at which column.
  [[nodiscard]] static Result<Position> from_fen(std::string_view fen);
  /// Writes the FEN (§10).
  [[nodiscard]] std::string fen() const;
  /// The FEN (§10) into `out`, its text replaced and its room kept.
  void write_fen(std::string& out) const;

  /// The occupant of a square (inline: replay and move generation ask it constantly).
  [[nodiscard]] Piece at(Square s) const {
    const std::uint8_t c = cells_[static_cast<std::size_t>(s)];
    if (c == 0) return {};
    return Piece{static_cast<Kind>(c & kKindBits), (c & kSideBit) ? Side::light : Side::dark, (c & kEnhancedBit) != 0};
  }
  // Cell encoding: bits 0-3 kind, bit 4 side (1 = Light), bit 5 enhanced.
  static constexpr std::uint8_t kKindBits = 0x0f;
  static constexpr std::uint8_t kSideBit = 0x10;
  static constexpr std::uint8_t kEnhancedBit = 0x20;
  [[nodiscard]] Side side_to_move() const { return to_move_; }
  [[nodiscard]] TeamTurn team_turn(Side s) const { return team_[static_cast<int>(s)]; }
  [[nodiscard]] int plies_since_progress() const { return quiet_plies_; }
  [[nodiscard]] int move_number() const { return move_number_; }
  /// True when the side's Commander is on the board.
  [[nodiscard]] bool has_commander(Side s) const { return commander_square(s) != kNoSquare; }
  /// The square of the side's Commander, or kNoSquare.
  [[nodiscard]] Square commander_square(Side s) const { return commander_[static_cast<int>(s)]; }

  /// Every legal move of the side to move, honouring team alternation (§7).
  [[nodiscard]] MoveList legal_moves() const;
  /// The same into `out` (cleared first), without a new list: perft's last ply.
  void legal_moves(MoveList& out) const;
  /// Appends the legal moves of the piece on `from`: none unless it belongs to the side
  /// to move and, in a team game, to the member who moves now.
  void legal_moves_from(Square from, MoveList& out) const;
  /// Appends the moves of the piece on `from` as the rules allow it, ignoring whose turn
  /// it is (used to explain and to mark destinations). Empty square: nothing.
  void piece_moves(Square from, MoveList& out) const;
  /// Whether piece_moves(from) would give at least one move (stops at the first).
  [[nodiscard]] bool has_move(Square from) const;
  /// The squares holding a piece of `side` (of `kind`), as bits 0..63.
  [[nodiscard]] std::uint64_t squares_of(Side side) const { return side_squares_[static_cast<std::size_t>(side)]; }
  [[nodiscard]] std::uint64_t squares_of(Side side, Kind kind) const;
  /// The squares whose piece cuts short the moves of the piece on `from` (§4): emptying
  /// such a square would give that piece at least one destination it lacks now, other
  /// than the square itself. For a piece that jumps (Helicopter, Submarine, Bomber) these
  /// are the blockers (Tanks, Bombers) in its way; for the others any piece in its way.
  /// Ignores whose turn it is, like piece_moves. In square order; empty square: none.
  [[nodiscard]] std::vector<Square> obstructions(Square from) const;
  /// The move of the piece on `from` to `to` when the rules allow it, exactly when
  /// piece_moves(from) holds such a move (ignoring whose turn it is, like it), without
  /// making the others; else a Move that does not exist().
  [[nodiscard]] Move move_to(Square from, Square to) const;
  /// Whether a piece of `attacker` could capture (or attack) the other side's Commander
  /// now, whoever is to move: what a '+' after a move says.
  [[nodiscard]] bool threatens_commander(Side attacker) const;
  /// Ended or not; a position with a Commander missing is decided.
  [[nodiscard]] Status status() const;

  /// Plays a legal move (not checked; use legal_moves) and returns the position after it.
  [[nodiscard]] Position after(const Move& m) const;
  /// Plays a legal move in place.
  void play(const Move& m);

  /// Which teammate would move `piece` (land_sea or air), for team games.
  [[nodiscard]] static TeamTurn member_of(Kind piece) {
    return is_air(piece) ? TeamTurn::air : TeamTurn::land_sea;
  }
  /// Which member of the side to move must move now: single, land_sea or air. When the
  /// teammate whose turn it is has no legal move, the other one (§7, "if possible").
  [[nodiscard]] TeamTurn mover() const;
  /// Whether the team turn lets a piece of `kind` of the side to move move now, as far as
  /// mover() goes, for a piece that has a move: one of the teammate due always may (had
  /// that teammate no move at all, neither would it), one of the other teammate only when
  /// the one due has none. Asks for moves only in that last, rare case.
  [[nodiscard]] bool team_turn_allows(Kind kind) const {
    const TeamTurn due = team_[static_cast<int>(to_move_)];
    return due == TeamTurn::single || member_of(kind) == due || !member_has_move(to_move_, due);
  }

  /// Sentence explaining why the piece on `from` cannot make the move to `to` in this
  /// position (no piece, wrong side, pattern, blocker, battlefield, launch, team turn).
  /// Empty when the move is legal.
  [[nodiscard]] std::string why_illegal(Square from, Square to) const;

  /// Sets a square (for building test positions). Does not validate.
  void set(Square s, Piece p);
  void set_side_to_move(Side s) { to_move_ = s; }
  void set_team_turn(Side s, TeamTurn t) { team_[static_cast<int>(s)] = t; }
  /// Checks the invariants of a legal position (§1-§8); returns why not, or empty.
  [[nodiscard]] std::string validate() const;

  /// A 64-bit key of board, side to move, team state and enhancements (for repetition).
  /// The board part is kept incrementally by every change of a square.
  [[nodiscard]] std::uint64_t key() const;

  friend bool operator==(const Position&, const Position&) = default;

 private:
  /// The move of piece `p` from `from` to `to`, with what it takes, attacks or promotes.
  [[nodiscard]] Move move_of(Piece p, Square from, Square to) const;
  /// Sets a square to a cell code (0: empty), keeping the hash, the squares' bits and the
  /// Commanders' squares: every change of a square goes through here.
  void put(Square s, std::uint8_t code);
  /// The same from the cells' codes: `mover`'s on `from`, `target`'s on `to` (0: empty).
  [[nodiscard]] static Move move_of_cells(std::uint8_t mover, std::uint8_t target, Square from, Square to);
  template <class Visit>
  bool visit_piece_moves(Square from, Visit&& visit) const;
  [[nodiscard]] std::uint64_t squares_matching(std::uint8_t mask, std::uint8_t value) const;
  void generate_for_side(Side side, TeamTurn member, MoveList& out) const;
  [[nodiscard]] bool member_has_move(Side side, TeamTurn member) const;

  std::array<std::uint8_t, 64> cells_{};  // encoded Piece per square
  std::uint64_t board_hash_ = 0;          // key of the cells, kept up to date by set()
  std::array<std::uint64_t, 2> side_squares_{};  // each side's squares as bits, kept by set()
  std::uint64_t blocker_squares_ = 0;     // the squares of Tanks and Bombers (never jumped, §4), kept by set()
  std::array<Square, 2> commander_{kNoSquare, kNoSquare};  // each side's Commander, kept by set()
  Side to_move_ = Side::dark;
  std::array<TeamTurn, 2> team_{TeamTurn::single, TeamTurn::single};
  int quiet_plies_ = 0;
  int move_number_ = 1;
};

/// A move written in CGN, split into its parts without looking at any position.
struct MoveText {
  Kind piece = Kind::none;
  std::optional<int> from_file;   ///< 0..7 when given
  std::optional<int> from_rank;   ///< 0..7 when given
  bool capture_mark = false;      ///< written with 'x'
  bool dash_mark = false;         ///< written with '-' (long form)
  Square to = kNoSquare;
  bool promotion_suffix = false;  ///< "=K"
  bool check_suffix = false;      ///< "+"
  bool mate_suffix = false;       ///< "#"
  [[nodiscard]] bool long_form() const { return from_file && from_rank; }
};

/// Parses a CIC move token ("Hf7-d5", "Bxb2", "Hfd5", "KAe4-e6", "Ad2-e3=K+").
[[nodiscard]] Result<MoveText> parse_move_text(std::string_view text);

/// Long canonical form of a legal move in its position: "Hf7-d5", "Bd4xb2", "Ae6-f7=K", "Fa2xb2#".
[[nodiscard]] std::string canonical_text(const Position& before, const Move& m);

/// Short form of a legal move with the least disambiguation (as SAN): "Hd5", "Hfd5", "Bxb2".
[[nodiscard]] std::string short_text(const Position& before, const Move& m);

/// Outcome of resolving written text against a position.
struct Resolution {
  std::optional<Move> move;            ///< the legal move, when found
  std::string canonical;               ///< its canonical text, when found
  std::string error;                   ///< why not (empty on success)
  std::string error_code;              ///< stable diagnostic id, e.g. "move.illegal"
  std::vector<std::string> warnings;   ///< e.g. a wrong optional suffix
  std::vector<std::string> warning_codes;
};

/// Finds the legal move the text means, or says exactly why there is none. Without
/// `canonical` the Resolution's canonical text is left empty (it costs a search for a
/// threat on the Commander); the suffix checks are made all the same.
[[nodiscard]] Resolution resolve(const Position& pos, std::string_view text, bool canonical = true);

/// The legal move the text means when resolve() finds one with no warning, else a Move
/// that does not exist() (and no reason: resolve() gives it). The same rules, without the
/// explanations and with only the written piece's way looked at: what checking a whole
/// record quickly needs.
[[nodiscard]] Move resolve_quietly(const Position& pos, std::string_view text);

/// The same, played: plays the move resolve_quietly() finds and returns it; when there is
/// none, returns a move that does not exist() and leaves `pos` unspecified (it may hold
/// the move played: a written '+' is checked on the position after it).
Move play_quietly(Position& pos, std::string_view text);

/// Counts move paths of `depth` plies (a decided position has no moves).
[[nodiscard]] std::uint64_t perft(const Position& pos, int depth);
/// Each legal move in canonical text with the perft of depth - 1 below it (cinc/game/perft.h).
[[nodiscard]] std::vector<std::pair<std::string, std::uint64_t>> divide(const Position& pos, int depth);

}  // namespace cinc::game::cic
