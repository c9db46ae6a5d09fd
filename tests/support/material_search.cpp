// The rules-only judge of material (material_search.h).
#include "support/material_search.h"

#include <algorithm>
#include <limits>
#include <stdexcept>

namespace cinc::test {

namespace {

// Whether the side to move has only capturing moves (the compulsory jumps of the checkers
// games: their text marks a jump with 'x').
bool only_captures(const std::vector<std::string>& moves) {
  return !moves.empty() &&
         std::all_of(moves.begin(), moves.end(), [](const std::string& m) { return m.find('x') != std::string::npos; });
}

constexpr int kMaxForced = 12;  // compulsory captures followed beyond the horizon at most

// `s` after `move`, and the value the move scored; throws when the move is refused.
std::unique_ptr<game::GameState> play_copy(const game::GameState& s, const std::string& move, int& value) {
  auto next = s.clone();
  const auto outcome = next->play(move);
  if (!outcome.played) throw std::invalid_argument(move + " is not legal in " + s.fen());
  value = outcome.played->value;
  return next;
}

// The minimax of material_balance() by alpha-beta (the same value, fewer positions: a
// move is left unsearched only when it cannot change the result), within (alpha, beta).
int balance_from(const game::GameState& s, int me, int plies, int balance, int forced, int alpha, int beta) {
  const int w = winner_of(s);
  if (w != -2) return w == me ? kMaterialDecided : w == -1 ? 0 : -kMaterialDecided;
  const auto moves = legal_moves(s);
  if (plies <= 0 && (forced >= kMaxForced || !only_captures(moves))) return balance;
  const bool mine = s.side_to_move() == me;
  int best = mine ? std::numeric_limits<int>::min() : std::numeric_limits<int>::max();
  for (const std::string& m : moves) {
    int value = 0;
    const auto next = play_copy(s, m, value);
    const int gained = mine ? value : -value;
    const int v = balance_from(*next, me, plies - 1, balance + gained, plies <= 0 ? forced + 1 : forced, alpha, beta);
    if (mine) {
      best = std::max(best, v);
      alpha = std::max(alpha, v);
    } else {
      best = std::min(best, v);
      beta = std::min(beta, v);
    }
    if (alpha >= beta) break;
  }
  return best;
}

}  // namespace

std::vector<std::string> legal_moves(const game::GameState& state) {
  std::vector<std::string> out;
  for (const auto& [move, count] : state.divide(1)) out.push_back(move);
  return out;
}

int material_balance(const game::GameState& s, int me, int plies, int balance) {
  return balance_from(s, me, plies, balance, 0, std::numeric_limits<int>::min(), std::numeric_limits<int>::max());
}

int material_after(const game::GameState& s, const std::string& move, int plies) {
  const int me = s.side_to_move();
  int value = 0;
  const auto next = play_copy(s, move, value);
  return material_balance(*next, me, plies - 1, value);
}

// Fail-soft alpha-beta returns at most alpha when the value is at most alpha, and at least
// beta when it is at least beta: a window (bound, bound + 1) tells "<= bound" from "> bound".
bool material_after_at_most(const game::GameState& s, const std::string& move, int plies, int bound) {
  const int me = s.side_to_move();
  int value = 0;
  const auto next = play_copy(s, move, value);
  return balance_from(*next, me, plies - 1, value, 0, bound, bound + 1) <= bound;
}

bool material_after_at_least(const game::GameState& s, const std::string& move, int plies, int bound) {
  const int me = s.side_to_move();
  int value = 0;
  const auto next = play_copy(s, move, value);
  return balance_from(*next, me, plies - 1, value, 0, bound - 1, bound) >= bound;
}

int winner_of(const game::GameState& s) {
  const game::GameEnd e = s.end();
  switch (e.kind) {
    case game::GameEnd::Kind::first_won: return 0;
    case game::GameEnd::Kind::second_won: return 1;
    case game::GameEnd::Kind::draw: return -1;
    default: return -2;
  }
}

}  // namespace cinc::test
