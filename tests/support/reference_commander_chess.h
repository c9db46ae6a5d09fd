// A deliberately simple, independent Commander Chess (Cờ Tư Lệnh) move generator, used only
// by the tests to cross-check the engine (rules: docs/rules/commander-chess.md,
// cited as §n). It shares no code with libgame: its own board of
// 132 small stacks, its own FEN reader and writer, its own move text, and the rules written
// as plain loops straight from the rule text, on copies of the whole position. No bitboards,
// no incremental updates: simple rather than fast.
#pragma once
#include <array>
#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <utility>
#include <vector>

namespace refcc {

constexpr int kFiles = 11;
constexpr int kRanks = 12;
constexpr int kPoints = kFiles * kRanks;

/// One piece: its letter (upper case: C I M E G T S A F N H), its side (0 Red, 1 Blue) and
/// its heroic mark.
struct Piece {
  char kind = 0;
  int side = 0;
  bool heroic = false;
};

/// What stands on one point: nothing, one piece, or a stack (the carrier first).
struct Stack {
  std::array<Piece, 3> pieces{};
  int count = 0;
  [[nodiscard]] bool empty() const { return count == 0; }
  [[nodiscard]] const Piece& carrier() const { return pieces[0]; }
  [[nodiscard]] int side() const { return pieces[0].side; }
};

/// A position. board[rank * 11 + file], 0-based (a1 = 0, k1 = 10, a2 = 11, ..., k12 = 131).
struct State {
  std::array<Stack, kPoints> board{};
  int side = 0;    ///< the side to move: 0 Red, 1 Blue
  int quiet = 0;   ///< plies without a capture
  int number = 1;  ///< full move number
};

/// What the legal turns of one position show of the rarer rules (filled by legal_moves).
struct Stats {
  int stay_captures = 0;       ///< turns with a stay capture ('_')
  int suicide_captures = 0;    ///< turns with a suicide capture ('@')
  int combinations = 0;        ///< whole moves that combine ('&')
  int deploys = 0;             ///< deploys of any length
  int long_deploys = 0;        ///< deploys of two or more steps
  int recombinations = 0;      ///< deploys where a step joins a piece deployed earlier
  int bridge_crossings = 0;    ///< heavy pieces moving (not capturing) across the river
  int hero_promotions = 0;     ///< legal turns after which a piece of the mover became heroic
  int last_guards = 0;         ///< legal turns after which a last guard became heroic
  int facing_refusals = 0;     ///< Commander moves refused for stopping on or passing a point
                               ///< facing the enemy Commander, or stopping before it (§3)
  int exposure_refusals = 0;   ///< turns refused for leaving the Commanders exposed (§6)
  int attack_refusals = 0;     ///< turns refused for leaving the Commander attacked
  int commander_captures = 0;  ///< turns capturing the enemy Commander
};

/// Reads a FEN (§9.1): 12 ranks, side, "- -", optional counters; nullopt when malformed, when
/// a side has not exactly one Commander, a stack is not valid, or a piece stands on terrain
/// its carrier may not stand on.
std::optional<State> parse_fen(const std::string& fen);
/// Writes the FEN, stacks carrier first, passengers in the order of the table of §5.
std::string to_fen(const State& s);

/// The legal turns of the side to move as canonical CGN text (§9.2), sorted; counts the rarer
/// rules into `stats` when given. None when a side has no Commander (the game is over).
std::vector<std::string> legal_moves(const State& s, Stats* stats = nullptr);
/// The legal turns with the position after each, sorted by text.
std::vector<std::pair<std::string, State>> successors(const State& s);
/// The position after a legal turn given as canonical text; nullopt when it is not legal.
std::optional<State> play(const State& s, const std::string& move);
/// Counts the whole turns of exactly `depth` plies.
std::uint64_t perft(const State& s, int depth);
/// Per legal turn, the count of `depth - 1` plies below it, sorted by text.
std::vector<std::pair<std::string, std::uint64_t>> divide(const State& s, int depth);

/// Whether the Commander of `side` is attacked: §6's attack test, or (§6 decision) seen
/// uncarried along an open rank or file by the enemy Commander carried in a stack.
bool attacked(const State& s, int side);
/// Whether both Commanders stand uncarried on one open rank or file (§6).
bool exposed(const State& s);

/// A random position the rules allow as FEN: random pieces of both sides (no more of each
/// kind than at the start) on terrain their carriers may stand on, random valid stacks, random
/// heroic marks, often crowded near the river, the bridges, the sea, each other's Air Forces
/// and Commanders; the side not to move is neither attacked nor exposed. Deterministic for a
/// given engine state.
std::string random_fen(std::mt19937_64& rng);

}  // namespace refcc
