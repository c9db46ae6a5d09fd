// The tie-breaks a table can be ranked by besides the default (docs/scoring.md
// "Tie-breaks"), internal to libgame: the values of every player and the order they give.
#pragma once
#include <cstdint>
#include <span>
#include <vector>

#include "cinc/game/standings.h"

namespace cinc::game::tie_breaks {

// One side of a counted game, as the tie-breaks read it.
struct GameSide {
  std::int32_t player = 0;
  std::int32_t opponent = -1;        // -1: a bye
  std::uint32_t round = 0;           // the round's place in the table's order
  std::uint8_t side = 0;             // 0 first player, 1 second
  std::uint8_t half_points = 0;      // 2 won, 1 drawn, 0 lost
  GameKind kind = GameKind::played;
  std::int32_t opponent_rating = 0;  // the opponent's rating tag in this game, 0 when none
};

// The ranking of a table by `order` (after match points): the player ids best first, whether
// each shares the rank of the one before it, and the values (player after player, one per
// tie-break of `order`). `players` holds each player's totals (match points, captured points,
// Sonneborn-Berger, wins) and `names` their names, the last key.
struct Ranking {
  std::vector<std::int32_t> ranked;
  std::vector<bool> shares_rank;
  std::vector<double> values;
};
Ranking rank(std::span<const TieBreak> order, std::span<const StandingRow> players, const StringList& names,
             std::span<const GameSide> sides, std::size_t rounds);

}  // namespace cinc::game::tie_breaks
