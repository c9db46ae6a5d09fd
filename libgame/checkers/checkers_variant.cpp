// Standard checkers as a registered game: the GameState over checkers::Position.
// Rules: docs/rules/checkers.md (cited as §n).
#include "checkers_variant.h"
#include "king-me/position_variant.h"

#include <bit>

#include "cinc/game/engine_shell.h"
#include "cinc/game/checkers.h"
#include "cinc/game/checkers_engine.h"

namespace cinc::game::checkers {

namespace {

class CheckersState final : public PositionState<CheckersState, Position> {
 public:
  using PositionState::PositionState;
  /// How the record being replayed writes its moves (read_pdn_moves).
  [[nodiscard]] const MoveWords& words() const { return words_; }

  std::array<int, 2> points() const override { return points_; }
  int quiet_plies() const override { return pos_.quiet_plies(); }

  void read_pdn_moves(const notation::PdnBoard& board) override {
    words_.pdn = true;
    words_.board = board;
  }

  PlayOutcome play(std::string_view text) override {
    PlayOutcome out;
    Resolution r = resolve(pos_, text, words_);
    if (!r.move) {
      out.error = MoveProblem{r.error_code, r.error};
      return out;
    }
    if (!r.warning.empty()) out.warnings.push_back(MoveProblem{r.warning_code, r.warning, r.meant});
    const Move m = *r.move;
    const bool king = (pos_.kings() & (SquareSet{1} << m.from)) != 0;
    PlayedMove pm;
    pm.canonical = canonical_text(m);
    pm.piece = king ? "K" : "M";
    const draughts::Path path = path_of(m);
    pm.from = draughts::kBoard.name(path.squares.front());
    pm.to = draughts::kBoard.name(path.squares.back());
    const int taken = std::popcount(m.captured);
    const int kings_taken = std::popcount(m.captured & pos_.kings());
    // One letter per piece taken, Kings first: "KMM".
    pm.captured = std::string(static_cast<std::size_t>(kings_taken), 'K') +
                  std::string(static_cast<std::size_t>(taken - kings_taken), 'M');
    pm.promotion = m.crowns;
    pm.value = taken;  // each piece taken counts one (docs/rules/checkers.md)
    points_[static_cast<int>(pos_.side_to_move())] += taken;
    pm.points = points_;
    pos_.play(m);
    out.played = std::move(pm);
    return out;
  }

  GameEnd end() const override {
    if (!pos_.legal_moves().empty()) return {};
    const Side loser = pos_.side_to_move();
    const bool none_left = pos_.pieces(loser) == 0;
    return {loser == Side::black ? GameEnd::Kind::second_won : GameEnd::Kind::first_won,
            words_.side(loser) + (none_left ? " has no pieces left" : " has no legal move (all blocked)") +
                " (§5)"};
  }

  std::vector<std::string> legal_texts(std::string_view written) const override {
    if (!words_.pdn) return GameState::legal_texts(written);
    const bool letters = !written.empty() && written[0] >= 'a' && written[0] <= 'h';
    std::vector<std::string> out;
    for (const Move& m : pos_.legal_moves()) out.push_back(words_.move(m, letters));
    return out;
  }

  BoardView board() const override {
    const std::uint32_t pieces[2] = {pos_.pieces(Side::black), pos_.pieces(Side::red)};
    const char* names[2] = {side_name(Side::black), side_name(Side::red)};
    return men_and_kings_view(pieces, pos_.kings(), names);
  }

 private:
  std::array<int, 2> points_{0, 0};
  MoveWords words_;  // how the record writes its moves (a PDN game's, read_pdn_moves)
};

}  // namespace

Variant make_variant() {
  Variant v;
  v.name = "checkers";
  v.sides = {"Black", "Red"};
  v.no_progress_plies = 80;  // §6: 40 moves by each player
  v.progress_means = "a man move or a capture";
  v.scores_points = true;
  set_position_factories<CheckersState, Position>(v);
  // The engine (checkers_engine.h, docs/rules/checkers.md §14): a win leaves
  // the opponent without a legal move (§5).
  set_analyser<CheckersState, &make_analyser>(v);
  v.engine.annotate_depth = 8;
  v.engine.win_chance_k = 1.0;
  v.engine.second_looks = {{16, 4'000'000}, {22, 16'000'000}};
  v.engine.unit = "one man";
  v.engine.missed_win = "misses the win";
  v.engine.winning_line = "the winning move";
  v.engine.allowed_win = "lets the opponent win at once";
  v.describe_move = [](const GameState& before, const PlayedMove& pm) {
    std::vector<std::string> parts;
    // The sides as the record names them (Black and White in a PDN game, read_pdn_moves).
    const MoveWords& words = static_cast<const CheckersState&>(before).words();
    if (!pm.captured.empty())
      parts.push_back("takes " + men_and_kings(pm.captured) + " " +
                      totals_text(pm.points, {words.side(Side::black), words.side(Side::red)}));
    if (pm.promotion) parts.push_back("the man is crowned");
    return parts;
  };
  v.text_problem = draughts_text_problem<true>;
  add_tool_hooks(v);
  return v;
}

}  // namespace cinc::game::checkers
