// Toy Race as a registered game: the GameState over toy_race::Position.
#include "toy_race_variant.h"

#include "cinc/game/toy_race.h"

namespace cinc::game::toy_race {

namespace {

std::uint64_t perft_of(const Position& p, int depth) {
  if (depth == 0) return 1;
  std::uint64_t n = 0;
  for (int steps : p.legal_steps()) n += perft_of(p.after(steps), depth - 1);
  return n;
}

class ToyRaceState final : public CopyableState<ToyRaceState> {
 public:
  explicit ToyRaceState(Position p) : pos_(p) {}

  int side_to_move() const override { return pos_.to_move; }
  int move_number() const override { return move_number_; }
  std::string fen() const override { return pos_.fen(); }
  std::array<int, 2> points() const override { return {0, 0}; }
  std::uint64_t key() const override {
    return static_cast<std::uint64_t>(pos_.up * 16 + pos_.down) * 2 + static_cast<std::uint64_t>(pos_.to_move);
  }
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
    if (pos_.to_move == 1) ++move_number_;
    pos_ = pos_.after(*steps);
    out.played = std::move(played);
    return out;
  }

  GameEnd end() const override {
    if (pos_.gap() > 0) return {};
    return {pos_.to_move == 0 ? GameEnd::Kind::second_won : GameEnd::Kind::first_won,
            std::string(pos_.to_move == 0 ? "Up" : "Down") + " cannot move"};
  }

  std::uint64_t perft(int depth) const override { return perft_of(pos_, depth); }

  std::vector<std::pair<std::string, std::uint64_t>> divide(int depth) const override {
    std::vector<std::pair<std::string, std::uint64_t>> out;
    for (int steps : pos_.legal_steps()) out.emplace_back(pos_.move_text(steps), perft_of(pos_.after(steps), depth - 1));
    return out;
  }

  BoardView board() const override {
    BoardView view;
    view.geometry = kStrip;
    view.squares.resize(static_cast<std::size_t>(kStrip.size()));
    view.squares[static_cast<std::size_t>(pos_.up)].push_back(PieceView{0, "T", false, false, false, "Up token"});
    view.squares[static_cast<std::size_t>(pos_.down)].push_back(PieceView{1, "T", false, false, false, "Down token"});
    return view;
  }

 private:
  Position pos_;
  int move_number_ = 1;
};

}  // namespace

Variant make_variant() {
  Variant v;
  v.name = "toy-race";
  v.sides = {"Up", "Down"};
  v.start_fen = Position::start().fen();
  v.from_fen = [](std::string_view fen) -> Result<std::unique_ptr<GameState>> {
    auto p = Position::from_fen(fen);
    if (!p) return p.error();
    return std::unique_ptr<GameState>(std::make_unique<ToyRaceState>(*p));
  };
  v.start = [](const TagLookup&) -> Result<std::unique_ptr<GameState>> {
    return std::unique_ptr<GameState>(std::make_unique<ToyRaceState>(Position::start()));
  };
  return v;
}

}  // namespace cinc::game::toy_race
