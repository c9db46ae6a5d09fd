// Private helpers shared by the Commander-In-Chief sources: directions and piece tables.
#pragma once
#include <array>
#include <vector>

#include "cinc/game/cic.h"

namespace cinc::game::cic {

/// A step on the a1..h8 grid: (file delta, rank delta).
struct Step {
  int df = 0;
  int dr = 0;
};

/// A player-relative direction a piece may move in, and how many squares at most.
struct Direction {
  Step step;  ///< as seen by Light (§3); use to_board() for the mover's side
  int max = 1;
};

/// A Helicopter ring square and the adjacent squares whose blocker forbids it (§4).
struct HelicopterTarget {
  Step step;
  std::array<Step, 2> guards;
  int guard_count = 0;
};

/// The grid step of a player-relative step for `side` (§3: Dark's steps are negated).
Step to_board(Step s, Side side);
/// The directions of a piece kind (the Helicopter has none: it uses the ring).
const std::vector<Direction>& directions_of(Kind kind, bool launched);
/// Submarines and Bombers may pass over pieces (the Helicopter's jump is its ring).
bool may_jump(Kind k);
/// The piece's battlefield allows it to stand in zone z (§4).
bool may_stand(Kind kind, Side side, Zone z);
/// False only for a Submarine or Destroyer still on its own Land (§4 launch rule).
bool is_launched(Kind kind, Side side, Square from);
/// The 16 ring squares of a Helicopter with their guards.
const std::array<HelicopterTarget, 16>& helicopter_ring();
/// Name of a player-relative step ("Forward Left"), or nullptr if not one of the eight.
const char* direction_name(Step player_step);

}  // namespace cinc::game::cic
