// Who played a game and where, as its tags say (docs/errors.md, "Which game"): the label a
// game's problems are shown under, and what pairing software matches a game by.
#pragma once
#include <array>
#include <string>

namespace cinc::game {

/// Who played a game and where, as its tags say (docs/errors.md, "Which game"): for a
/// person to find it, and for pairing software to match it.
struct GameIdentity {
  std::string event;   ///< the Event tag, empty when none (also for round, board, result)
  std::string round;
  std::string board;
  std::array<std::string, 2> sides;    ///< the side names of the player tags ("Dark", "Light")
  std::array<std::string, 2> players;  ///< those tags' values, empty when missing
  std::string result;  ///< the Result tag, else the result token
};

/// A game's identity from its tags (notation::GameRecord or notation::LexedGame, the two it
/// is made for): the variant's side tags (those of the Variant tag's game; without one, the
/// first known pair of side tags present).
template <class Game>
[[nodiscard]] GameIdentity identify(const Game& game);

/// "Orlando Open, round 3, board 2: Brennan, Luke (Dark) - Ito, Haruka (Light), 0-1":
/// the short label a game's problems are shown under.
[[nodiscard]] std::string game_label(const GameIdentity& id);

}  // namespace cinc::game
