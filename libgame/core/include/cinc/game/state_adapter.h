// The game-state adapter, written once: what every game's GameState over its position value
// says alike (side to move, move number, FEN, key, perft, divide, copying) and the Variant
// factories that make such states from a FEN or at the standard start. A game derives its
// state from PositionState and writes only what is its own: play, end, board, points,
// quiet_plies and whatever else it keeps beside the position.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cinc/game/variant.h"

namespace cinc::game {

namespace state_detail {
// The game's own perft and divide of a position (found by argument-dependent lookup in the
// game's namespace, where its header declares them beside its Position, cinc/game/perft.h):
// called from here because the state's members of the same names hide them there.
template <class Position>
std::uint64_t perft_of(const Position& pos, int depth) {
  return perft(pos, depth);
}
template <class Position>
std::vector<std::pair<std::string, std::uint64_t>> divide_of(const Position& pos, int depth) {
  return divide(pos, depth);
}
}  // namespace state_detail

/// The GameState of a game whose state is its `Position` value and more: `class FooState
/// final : public PositionState<FooState, Position>`. `Position` has side_to_move() (an enum
/// whose 0 is the first player), move_number(), fen() and key(), and the game's namespace
/// has `perft(const Position&, int)` and `divide(const Position&, int)` (cinc/game/perft.h).
/// No call goes through more than the one virtual call of GameState.
template <class Derived, class Position>
class PositionState : public CopyableState<Derived> {
 public:
  /// A state at `pos`.
  explicit PositionState(Position pos) : pos_(std::move(pos)) {}
  /// The position (the engine searches it).
  [[nodiscard]] const Position& position() const { return pos_; }

  int side_to_move() const override { return static_cast<int>(pos_.side_to_move()); }
  int move_number() const override { return pos_.move_number(); }
  std::string fen() const override { return pos_.fen(); }
  std::uint64_t key() const override { return pos_.key(); }
  std::uint64_t perft(int depth) const override { return state_detail::perft_of(pos_, depth); }
  std::vector<std::pair<std::string, std::uint64_t>> divide(int depth) const override {
    return state_detail::divide_of(pos_, depth);
  }

 protected:
  Position pos_;
};

/// Sets `v.from_fen` for a state class constructed from a `Position` (`Position::from_fen`
/// says why a FEN is not one).
template <class State, class Position>
void set_from_fen(Variant& v) {
  v.from_fen = [](std::string_view fen) -> Result<std::unique_ptr<GameState>> {
    auto p = Position::from_fen(fen);
    if (!p) return p.error();
    return std::unique_ptr<GameState>(std::make_unique<State>(std::move(*p)));
  };
}

/// Sets `v.from_fen` and `v.start` (the standard start, `Position::start()`; no tag changes
/// it) for a state class constructed from a `Position`, and `v.start_fen` from that start.
template <class State, class Position>
void set_position_factories(Variant& v) {
  v.start_fen = Position::start().fen();
  set_from_fen<State, Position>(v);
  v.start = [](const TagLookup&) -> Result<std::unique_ptr<GameState>> {
    return std::unique_ptr<GameState>(std::make_unique<State>(Position::start()));
  };
}

}  // namespace cinc::game
