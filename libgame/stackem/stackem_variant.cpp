// Stack'Em as a registered game: the GameState over stackem::Position (docs/rules/stackem.md,
// cited as §n).
#include "stackem_variant.h"
#include "king-me/position_variant.h"

#include "cinc/game/engine_shell.h"
#include "cinc/game/stackem.h"
#include "cinc/game/stackem_engine.h"

namespace cinc::game::stackem {

namespace {

class StackemState final : public PositionState<StackemState, Position> {
 public:
  using PositionState::PositionState;

  std::array<int, 2> points() const override { return points_; }
  // §8: no no-progress rule: only repetition draws.
  int quiet_plies() const override { return 0; }

  PlayOutcome play(std::string_view text) override {
    PlayOutcome out;
    Resolution r = resolve(pos_, text);
    if (!r.move) {
      out.error = MoveProblem{r.error_code, r.error};
      return out;
    }
    const draughts::Path& path = *r.move;
    const Side mover = pos_.side_to_move();
    PlayedMove pm;
    pm.canonical = canonical_text(path);
    pm.from = draughts::kBoard.name(path.squares.front());
    pm.to = draughts::kBoard.name(path.squares.back());
    const MoveEffect effect = pos_.play(path);
    pm.piece = effect.king_before ? "K" : "M";
    // One letter per checker captured, in the order of the jumps: "KM" (docs/rules/stackem.md).
    pm.captured = effect.captured;
    pm.promotion = effect.crowned;
    // Each checker captured counts one for the capturer; removals at the King-Me row add
    // nothing (docs/rules/stackem.md).
    pm.value = static_cast<int>(effect.captured.size());
    points_[static_cast<std::size_t>(mover)] += pm.value;
    pm.points = points_;
    out.played = std::move(pm);
    return out;
  }

  GameEnd end() const override {
    if (!pos_.legal_moves().empty()) return {};
    const Side loser = pos_.side_to_move();
    bool controls_a_stack = false;
    for (int i = 0; i < 32; ++i)
      if (!pos_.stack(i).empty() && pos_.stack(i).owner() == loser) controls_a_stack = true;
    // §7: a side that cannot move on its turn loses.
    return {loser == Side::red ? GameEnd::Kind::second_won : GameEnd::Kind::first_won,
            std::string(side_name(loser)) + " cannot move: " +
                (controls_a_stack ? "every stack " + std::string(side_name(loser)) + " controls is blocked"
                                  : "no stack is topped by a " + std::string(side_name(loser)) + " checker") +
                " (§7)"};
  }

  BoardView board() const override {
    BoardView view;
    view.geometry = draughts::kBoard;
    view.dark_squares_only = true;
    view.square_numbers = draughts::pdn_numbers();
    view.squares.resize(static_cast<std::size_t>(draughts::kBoard.size()));
    for (int i = 0; i < 32; ++i) {
      const Stack& s = pos_.stack(i);
      auto& pieces = view.squares[static_cast<std::size_t>(draughts::pdn_square(i + 1))];
      for (int level = 0; level < s.height(); ++level) {
        const bool king = s.king() && level + 1 == s.height();
        PieceView v;
        v.side = static_cast<int>(s.colour_at(level));
        v.letter = king ? "K" : "M";
        v.crowned = king;
        v.name = std::string(side_name(s.colour_at(level))) + (king ? " King" : " piece");
        pieces.push_back(std::move(v));
      }
    }
    return view;
  }

 private:
  std::array<int, 2> points_{0, 0};
};

}  // namespace

Variant make_variant() {
  Variant v;
  v.name = "stackem";
  v.sides = {"Red", "Black"};
  v.no_progress_plies = 0;  // §8 names no such rule: only repetition draws
  v.scores_points = true;
  set_position_factories<StackemState, Position>(v);
  // The engine (stackem_engine.h, docs/rules/stackem.md §15): a win leaves the
  // opponent without a move (§7).
  set_analyser<StackemState, &make_analyser>(v);
  v.engine.annotate_depth = 6;
  v.engine.win_chance_k = 0.8;
  v.engine.unit = "one checker";
  v.engine.missed_win = "misses the win";
  v.engine.winning_line = "the winning move";
  v.engine.allowed_win = "lets the opponent win at once";
  v.describe_move = [](const GameState&, const PlayedMove& pm) {
    std::vector<std::string> parts;
    if (!pm.captured.empty()) {
      const std::size_t n = pm.captured.size();
      parts.push_back("captures " + (n == 1 ? std::string("a checker") : std::to_string(n) + " checkers") +
                      (pm.captured.find('K') != std::string::npos ? " (a King among them, demoted)" : "") + " " +
                      totals_text(pm.points, {"Red", "Black"}));
    }
    if (pm.promotion) parts.push_back("the stack is crowned");
    return parts;
  };
  v.text_problem = draughts_text_problem<true>;
  return v;
}

}  // namespace cinc::game::stackem
