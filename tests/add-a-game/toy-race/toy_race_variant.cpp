// Toy Race as a registered game: the GameState over toy_race::Position. What a new game
// writes here: its state class on the shared adapter (cinc/game/state_adapter.h gives
// side_to_move, move_number, fen, key, perft, divide and copying from the position), with
// play, end, board, points and quiet_plies of its own; and make_variant, whose factories
// come from set_position_factories. A game with an engine adds one line,
// set_analyser<State, &make_analyser>(v) (cinc/game/engine_shell.h).
#include "toy_race_variant.h"

#include "cinc/game/state_adapter.h"
#include "cinc/game/toy_race.h"

namespace cinc::game::toy_race {

namespace {

class ToyRaceState final : public PositionState<ToyRaceState, Position> {
 public:
  using PositionState::PositionState;

  std::array<int, 2> points() const override { return {0, 0}; }
  int quiet_plies() const override { return 0; }

  PlayOutcome play(std::string_view text) override {
    PlayOutcome out;
    const Result<int> steps = resolve(pos_, text);
    if (!steps) {
      out.error = MoveProblem{"move.illegal", steps.error().message};
      return out;
    }
    PlayedMove played;
    played.canonical = pos_.move_text(*steps);
    played.piece = "T";
    played.from = played.canonical.substr(0, 2);
    played.to = played.canonical.substr(3);
    pos_ = pos_.after(*steps);
    out.played = std::move(played);
    return out;
  }

  GameEnd end() const override {
    if (pos_.gap() > 0) return {};
    return {pos_.to_move == 0 ? GameEnd::Kind::second_won : GameEnd::Kind::first_won,
            std::string(pos_.to_move == 0 ? "Up" : "Down") + " cannot move"};
  }

  BoardView board() const override {
    BoardView view;
    view.geometry = kStrip;
    view.squares.resize(static_cast<std::size_t>(kStrip.size()));
    view.squares[static_cast<std::size_t>(pos_.up)].push_back(PieceView{0, "T", false, false, false, "Up token"});
    view.squares[static_cast<std::size_t>(pos_.down)].push_back(PieceView{1, "T", false, false, false, "Down token"});
    return view;
  }
};

}  // namespace

Variant make_variant() {
  Variant v;
  v.name = "toy-race";
  v.sides = {"Up", "Down"};
  set_position_factories<ToyRaceState, Position>(v);
  return v;
}

}  // namespace cinc::game::toy_race
