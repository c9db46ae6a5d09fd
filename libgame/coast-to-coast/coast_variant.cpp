// Coast to Coast as a registered game: the GameState over coast::Position
// (docs/rules/coast-to-coast.md, cited as §n).
#include "coast_variant.h"
#include "king-me/position_variant.h"

#include "cinc/game/engine_shell.h"
#include "cinc/game/coast.h"
#include "cinc/game/coast_engine.h"

namespace cinc::game::coast {

namespace {

class CoastState final : public PositionState<CoastState, Position> {
 public:
  using PositionState::PositionState;

  /// The checkers each side has taken home: the race's running score.
  std::array<int, 2> points() const override { return {pos_.borne_off(Side::black), pos_.borne_off(Side::red)}; }
  // §6: no no-progress rule: only repetition draws.
  int quiet_plies() const override { return 0; }

  PlayOutcome play(std::string_view text) override {
    PlayOutcome out;
    Resolution r = resolve(pos_, text);
    if (!r.move) {
      out.error = MoveProblem{r.error_code, r.error};
      return out;
    }
    const Path& path = *r.move;
    PlayedMove pm;
    pm.canonical = move_text(path);
    if (!is_pass(path)) {
      const MoveEffects effects = pos_.effects(path);
      pm.piece = effects.king ? "K" : "M";
      pm.from = draughts::kBoard.name(path.squares.front());
      // The last square of the path: where the checker stands now, or its own home when
      // it has left the board there (docs/rules/coast-to-coast.md).
      pm.to = draughts::kBoard.name(path.squares.back());
      pm.promotion = effects.crowned;
      pm.value = effects.home ? 1 : 0;  // a checker taken home
    }
    pos_.play(path);
    pm.points = points();
    out.played = std::move(pm);
    return out;
  }

  GameEnd end() const override {
    switch (pos_.status()) {
      case Status::black_won:
        return {GameEnd::Kind::first_won, "Black took all 12 pieces home (§5)"};
      case Status::red_won:
        return {GameEnd::Kind::second_won, "Red took all 12 pieces home (§5)"};
      case Status::drawn:
        return {GameEnd::Kind::draw, "neither side can move (§6)"};
      case Status::ongoing:
        break;
    }
    return {};
  }

  BoardView board() const override {
    BoardView view;
    view.geometry = draughts::kBoard;
    view.dark_squares_only = false;  // all 64 squares are played on (§1)
    view.squares.resize(static_cast<std::size_t>(draughts::kBoard.size()));
    view.marked = {{kBlackHome, "Black's home"}, {kRedHome, "Red's home"}};
    view.borne_off = points();
    for (Square s = 0; s < draughts::kBoard.size(); ++s) {
      const Cell c = pos_.at(s);
      if (c == Cell::empty) continue;
      PieceView v;
      v.side = static_cast<int>(owner(c));
      v.letter = is_king(c) ? "K" : "M";
      v.crowned = is_king(c);
      v.name = std::string(side_name(owner(c))) + (is_king(c) ? " King" : " piece");
      view.squares[static_cast<std::size_t>(s)].push_back(std::move(v));
    }
    return view;
  }
};

}  // namespace

Variant make_variant() {
  Variant v;
  v.name = "coast-to-coast";
  v.sides = {"Black", "Red"};
  v.no_progress_plies = 0;  // §6: repetition is the only draw claim
  v.progress_means = "";
  v.scores_points = false;
  set_position_factories<CoastState, Position>(v);
  // The engine (coast_engine.h, docs/rules/coast-to-coast.md §12): a win is the
  // twelfth checker home (§5).
  set_analyser<CoastState, &make_analyser>(v);
  v.engine.annotate_depth = 3;
  v.engine.win_chance_k = 0.5;
  v.engine.unit = "one turn of the race";
  v.engine.missed_win = "misses the win (the twelfth checker home)";
  v.engine.winning_line = "the winning move";
  v.engine.allowed_win = "lets the opponent take its twelfth checker home";
  v.describe_move = [](const GameState& before, const PlayedMove& pm) {
    std::vector<std::string> parts;
    const int mover = before.side_to_move();
    const char* names[2] = {"Black", "Red"};
    if (pm.promotion) parts.push_back(std::string("crowned on ") + names[1 - mover] + "'s home");
    if (pm.points[static_cast<std::size_t>(mover)] > before.points()[static_cast<std::size_t>(mover)])
      parts.push_back("the King reaches home and leaves the board (" + std::string(names[0]) + " " +
                      std::to_string(pm.points[0]) + ", " + names[1] + " " + std::to_string(pm.points[1]) + " home)");
    return parts;
  };
  v.text_problem = draughts_text_problem<false>;
  return v;
}

}  // namespace cinc::game::coast
