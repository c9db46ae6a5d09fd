// Game records of an event as the standings tests write them (docs/scoring.md "cinc
// standings"): the tags the standings read, then the moves and the result.
#pragma once
#include <string>

namespace cinc::test {

/// A legal Commander-In-Chief game in which each side captures 5 points: Dark takes Light's
/// Bomber at ply 5, Light takes Dark's back at ply 6 (docs/notation.md §2.1's example).
inline const std::string kFivePointsEach = "1. Hf7-d5 Ab4-c4 2. Bg7-d4 Hc2-e4 3. Bd4xb2 Fa2xb2";

/// A game of `event`: its Round tag (none when `round` is empty), Dark and Light (each left
/// out when empty), Result and the `extra` tag lines, then `moves` (empty for a bye or a
/// forfeit) and the result.
inline std::string event_game(const std::string& event, const std::string& round, const std::string& dark,
                              const std::string& light, const std::string& result,
                              const std::string& moves = kFivePointsEach, const std::string& extra = "") {
  std::string text = "[Event \"" + event + "\"]\n";
  if (!round.empty()) text += "[Round \"" + round + "\"]\n";
  if (!dark.empty()) text += "[Dark \"" + dark + "\"]\n";
  if (!light.empty()) text += "[Light \"" + light + "\"]\n";
  text += "[Result \"" + result + "\"]\n" + extra + "\n";
  return text + (moves.empty() ? "" : moves + " ") + result + "\n\n";
}

}  // namespace cinc::test
