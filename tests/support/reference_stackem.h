// A deliberately simple, independent Stack'Em move generator used only by the tests to
// cross-check the engine (rules and FEN: docs/rules/stackem.md).
// It shares no code with libgame: the board is an 8x8 array of strings, one character per
// checker bottom to top ('r', 'b'; 'R', 'B' for a King on top), its own square numbering,
// its own FEN reader and writer, and the rules written as plain recursion on copies.
// Simple rather than fast.
#pragma once
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <vector>

namespace refstack {

/// A position. board[file][rank], 0-based (a1 = [0][0]); each string bottom to top.
struct State {
  std::string board[8][8];
  char side = 'r';          ///< 'r' (Red, moves first) or 'b'
  int removed[2] = {0, 0};  ///< Red's, Black's checkers removed from play
  int fullmove = 1;
};

/// Reads a canonical stack FEN (squares as numbers); nullopt when it cannot.
std::optional<State> parse_fen(const std::string& fen);
/// Writes the canonical stack FEN.
std::string to_fen(const State& s);

/// The legal moves of the side to move as "c3-d4" / "c3xe5xg7", sorted.
std::vector<std::string> legal_moves(const State& s);
/// Plays a move given as "c3-d4" / "c3xe5xg7" (assumed legal).
State play(const State& s, const std::string& move);
/// Move paths of exactly `depth` plies.
std::uint64_t perft(const State& s, int depth);

/// A random position of Stack'Em that the rules allow: 1..12 checkers of each colour (some
/// removed from play), stacks of random heights on random dark squares, some Kings on top,
/// stacks on their owner's King-Me row crowned and cleared, random side and move number.
std::string random_fen(std::mt19937_64& rng);

}  // namespace refstack
