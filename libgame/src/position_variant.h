// What the King Me games' registrations share: a game whose state wraps a position value
// with `Position::from_fen` and `Position::start()` gets its Variant factories here.
#pragma once
#include <memory>
#include <string_view>

#include "cinc/game/variant.h"

namespace cinc::game {

/// Sets `v.from_fen` and `v.start` (the standard start; no tag changes it) for a state
/// class constructed from a `Position`, and `v.start_fen` from the start position.
template <class State, class Position>
void set_position_factories(Variant& v) {
  v.start_fen = Position::start().fen();
  v.from_fen = [](std::string_view fen) -> Result<std::unique_ptr<GameState>> {
    auto p = Position::from_fen(fen);
    if (!p) return p.error();
    return std::unique_ptr<GameState>(std::make_unique<State>(*p));
  };
  v.start = [](const notation::GameRecord&) -> Result<std::unique_ptr<GameState>> {
    return std::unique_ptr<GameState>(std::make_unique<State>(Position::start()));
  };
}

}  // namespace cinc::game
