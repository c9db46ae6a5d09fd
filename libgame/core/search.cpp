// The generic search's score text (cinc/game/search.h); the search itself is a template.
#include "cinc/game/search.h"

#include <cstdio>
#include <cstdlib>

namespace cinc::game {

std::string score_text(int score) {
  if (is_win_score(score)) {
    const int plies = plies_to_end(score);
    // The winner's moves: the side to move's winning moves come on odd plies, the opponent's on even.
    const int moves = score > 0 ? (plies + 1) / 2 : plies / 2;
    return score > 0 ? "#" + std::to_string(moves) : "#-" + std::to_string(moves);
  }
  char buf[32];
  const int a = std::abs(score);
  std::snprintf(buf, sizeof buf, "%s%d.%02d", score > 0 ? "+" : score < 0 ? "-" : "", a / 100, a % 100);
  return buf;
}

}  // namespace cinc::game
