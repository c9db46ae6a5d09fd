// A deliberately simple, independent Coast to Coast move generator, used only by the tests
// to cross-check the engine (rules, directions and FEN:
// docs/rules/coast-to-coast.md). It shares no code with
// libgame: its own 8x8 character board, its own FEN reader and writer, moves as text
// built by plain recursion. Simple rather than fast.
#pragma once
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace refcoast {

/// A position. board[rank][file], 0-based (a1 = [0][0]); '.' empty, 'b' Black piece,
/// 'B' Black King, 'r' Red piece, 'R' Red King.
struct State {
  char board[8][8];
  char side = 'B';       ///< 'B' or 'R'
  int home[2] = {0, 0};  ///< checkers taken home: Black's, Red's
  int number = 1;        ///< full move number
};

/// Reads a FEN "B:B...:R...:0,0:1" and checks every rule of a valid position; nullopt when
/// the text is malformed or the position impossible.
std::optional<State> parse_fen(const std::string& fen);
/// Writes the FEN (lists in square-name order a1, a2, ..., h8, Black's list first).
std::string to_fen(const State& s);

/// Every legal move as text ("e7-d6", "h7xf5xd5", "b2-a1-b1", "--"), sorted.
std::vector<std::string> legal_moves(const State& s);
/// 'o' ongoing, 'B' Black won, 'R' Red won, 'd' drawn (neither side can move).
char status(const State& s);
/// Plays a move given as legal text. Throws std::invalid_argument when it is not legal.
State play(const State& s, const std::string& move);
/// Move paths of exactly `depth` plies.
std::uint64_t perft(const State& s, int depth);
/// Per root move ("e7-d6 123"), sorted, for debugging.
std::vector<std::string> divide(const State& s, int depth);

/// A random valid position as FEN: random counts on the board (the rest taken home),
/// random squares (sometimes crowded near a home, sometimes clustered), some Kings,
/// random side to move and move number. Deterministic for a given engine state.
std::string random_fen(std::mt19937_64& rng);

}  // namespace refcoast
