// Private helpers shared by the Commander-In-Chief sources: directions and piece tables.
// Rules: docs/rules/commander-in-chief.md (cited as §n).
#pragma once
#include <array>
#include <span>
#include <string>
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

/// A Helicopter ring square and the adjacent squares whose blocker forbids it (§4.3).
struct HelicopterTarget {
  Step step;
  std::array<Step, 2> guards;
  int guard_count = 0;
};

/// The grid step of a player-relative step for `side` (§3: Dark's steps are negated).
constexpr Step to_board(Step s, Side side) { return side == Side::dark ? Step{-s.df, -s.dr} : s; }

// Player-relative steps for Light (§3); Dark's are the negations.
inline constexpr Step kForward{1, 1}, kBackward{-1, -1}, kLeft{-1, 1}, kRight{1, -1};
inline constexpr Step kForwardLeft{0, 1}, kForwardRight{1, 0}, kBackwardLeft{-1, 0}, kBackwardRight{0, -1};

// §4: each piece's directions, with the most squares it may go that way.
inline constexpr Direction kAmphibianDirections[] = {{kForward, 1}, {kForwardLeft, 1}, {kForwardRight, 1}};
inline constexpr Direction kAllTwoDirections[] = {{kForward, 2},      {kBackward, 2},      {kLeft, 2},
                                                  {kRight, 2},        {kForwardLeft, 2},   {kForwardRight, 2},
                                                  {kBackwardLeft, 2}, {kBackwardRight, 2}};
inline constexpr Direction kAllOneDirections[] = {{kForward, 1},      {kBackward, 1},      {kLeft, 1},
                                                  {kRight, 1},        {kForwardLeft, 1},   {kForwardRight, 1},
                                                  {kBackwardLeft, 1}, {kBackwardRight, 1}};
inline constexpr Direction kTankDirections[] = {{kForwardLeft, 2}, {kForwardRight, 2}, {kBackwardLeft, 2}, {kBackwardRight, 2}};
inline constexpr Direction kSubmarineDirections[] = {{kLeft, 2},         {kRight, 2},         {kForwardLeft, 2},
                                                     {kForwardRight, 2}, {kBackwardLeft, 2}, {kBackwardRight, 2}};
inline constexpr Direction kSubmarineLaunchDirections[] = {{kForward, 1}};
inline constexpr Direction kDestroyerLaunchDirections[] = {{kForward, 1}, {kForwardLeft, 1}, {kForwardRight, 1}};
inline constexpr Direction kAirDirections[] = {{kForward, 3},      {kBackward, 3},      {kLeft, 3},
                                               {kRight, 3},        {kForwardLeft, 2},   {kForwardRight, 2},
                                               {kBackwardLeft, 2}, {kBackwardRight, 2}};

/// The directions of a piece kind (the Helicopter has none: it uses the ring).
constexpr std::span<const Direction> directions_of(Kind kind, bool launched) {
  switch (kind) {
    case Kind::amphibian: return kAmphibianDirections;
    case Kind::king_amphibian: return kAllTwoDirections;
    case Kind::commander: return kAllTwoDirections;  // 2 only inside the enemy Land, checked separately
    case Kind::tank: return kTankDirections;
    case Kind::submarine: return launched ? std::span<const Direction>(kSubmarineDirections) : kSubmarineLaunchDirections;
    case Kind::destroyer: return launched ? std::span<const Direction>(kAllOneDirections) : kDestroyerLaunchDirections;
    case Kind::fighter: case Kind::bomber: return kAirDirections;
    case Kind::helicopter: case Kind::none: break;
  }
  return {};
}
/// Submarines and Bombers may pass over pieces (the Helicopter's jump is its ring).
constexpr bool may_jump(Kind k) { return k == Kind::submarine || k == Kind::bomber; }
/// The piece's battlefield allows it to stand in zone z (§4).
constexpr bool may_stand(Kind kind, Side side, Zone z) {
  switch (kind) {
    case Kind::tank: return z == land_of(side);                         // own Land only
    case Kind::submarine: case Kind::destroyer: return z == Zone::sea;  // launch lands in the Sea too
    default: return true;                                               // Land and Sea, or Air
  }
}
/// False only for a Submarine or Destroyer still on its own Land (§4.4).
constexpr bool is_launched(Kind kind, Side side, Square from) {
  if (kind != Kind::submarine && kind != Kind::destroyer) return true;
  return zone_of(from) != land_of(side);
}
/// A Helicopter's ring square at (df, dr), two squares away, with the squares whose blocker
/// (a Tank or Bomber) forbids it (§4): the square in between for a straight step; for a
/// (1, 2)-like step the one straight ahead and the diagonal one beside it.
constexpr HelicopterTarget helicopter_target(int df, int dr) {
  const auto sgn = [](int v) { return (v > 0) - (v < 0); };
  const auto abs = [](int v) { return v < 0 ? -v : v; };
  HelicopterTarget t{Step{df, dr}, {}, 0};
  if (abs(df) == 1) {  // (1, 2)-like: (0, sgn dr) and (sgn df, sgn dr)
    t.guards[0] = Step{0, sgn(dr)};
    t.guards[1] = Step{sgn(df), sgn(dr)};
    t.guard_count = 2;
  } else if (abs(dr) == 1) {  // (2, 1)-like: (sgn df, 0) and (sgn df, sgn dr)
    t.guards[0] = Step{sgn(df), 0};
    t.guards[1] = Step{sgn(df), sgn(dr)};
    t.guard_count = 2;
  } else {  // straight: the square in between
    t.guards[0] = Step{sgn(df), sgn(dr)};
    t.guard_count = 1;
  }
  return t;
}
/// The 16 ring squares of a Helicopter with their guards.
const std::array<HelicopterTarget, 16>& helicopter_ring();
/// Name of a player-relative step ("Forward Left"), or nullptr if not one of the eight.
const char* direction_name(Step player_step);
/// canonical_text (cic.h) of the legal move `m` written over `out`, for a caller that has
/// played the move already: `checks` says whether the position after it threatens the
/// enemy Commander (the '+'; a captured Commander gives '#' instead).
void write_canonical_text(std::string& out, const Move& m, bool checks);

}  // namespace cinc::game::cic
