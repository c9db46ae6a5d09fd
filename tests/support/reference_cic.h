// A deliberately simple, independent Commander-In-Chief move generator used only by the
// tests to cross-check the engine (rules and FEN: docs/rules/commander-in-chief.md, cited
// as §n; the FEN is §10). It shares no code with libgame: its own board, its
// own FEN reader and writer, and the rules written as predicates on a (from, to) pair
// straight from the page's tables. Simple rather than fast; fast enough for perft 3.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace refcic {

/// A position. board[rank][file], 0-based; '.' empty, upper case Dark, lower case Light.
struct State {
  char board[8][8];
  bool enhanced[8][8];
  char side = 'd';                 ///< 'd' or 'l'
  char team[2] = {'-', '-'};       ///< Dark's, Light's: '-' single player, 's' or 'a' member due
  int halfmove = 0;
  int fullmove = 1;
};

/// One move: from (file, rank) to (file, rank).
struct Mv {
  int ff, fr, tf, tr;
};

/// Parses a FEN (syntax only: 8 ranks of 8 squares, fields, numbers); nullopt when malformed.
std::optional<State> parse_fen(const std::string& fen);
/// Writes the FEN of a state.
std::string to_fen(const State& s);
/// Checks the set-up rules (counts, battlefields, both Commanders); empty when fine.
std::string validate(const State& s);

/// "a1".."h8".
std::string square_name(int file, int rank);
/// "f7d5".
std::string move_name(const Mv& m);

/// Legal moves of the side to move, honouring team alternation; empty when a Commander is
/// missing (the game is over) or the side has no move.
std::vector<Mv> legal(const State& s);
/// The same as sorted "f7d5"-style strings.
std::vector<std::string> legal_moves(const State& s);
/// What a legal move does: piece letters in upper case, ' ' for none.
struct MoveInfo {
  char piece = ' ';     ///< the moving piece's kind before the move
  char captured = ' ';  ///< the kind taken off the board
  bool attack = false;  ///< the target was enhanced: it loses the enhancement, nothing moves
  bool promotion = false;
  bool launch = false;  ///< a Submarine or Destroyer leaves its own Land
};
MoveInfo describe(const State& s, const Mv& m);
/// Which member of the side to move moves now: '-' single player, 's' or 'a' (after the
/// "if possible" rule); the member due when neither can move.
char mover(const State& s);

/// Plays a legal move.
State play(const State& s, const Mv& m);
/// Plays a legal move given as "f7d5". Throws std::invalid_argument when not legal.
State play(const State& s, const std::string& move);
/// Move paths of exactly `depth` plies.
std::uint64_t perft(const State& s, int depth);
/// Per root move ("f7d5 123"), sorted, for debugging.
std::vector<std::string> divide(const State& s, int depth);

/// Whether the side has its Commander on the board.
bool has_commander(const State& s, char side);

}  // namespace refcic
