// Chair Force as a registered game: the GameState over chair::Position, the set-up from the
// [CardSet] and [Deck] tags (docs/rules/chair-force.md §6) and the end of §5 (every enemy piece
// destroyed; the third occurrence of the full state, "cat and mouse").
#include "chair_variant.h"
#include "king-me/position_variant.h"

#include <algorithm>
#include <bit>

#include "cinc/game/engine_shell.h"
#include "cinc/game/chair.h"
#include "cinc/game/chair_engine.h"
#include "cinc/notation/record.h"

namespace cinc::game::chair {

namespace {

/// §5 Decision: the third occurrence of the same full state ends the game.
constexpr int kCatAndMouseOccurrences = 3;

class ChairState final : public PositionState<ChairState, Position> {
 public:
  explicit ChairState(Position p) : PositionState(std::move(p)) { history_.push_back(pos_.key()); }

  /// The points of §2 (the currency), not captured values.
  std::array<int, 2> points() const override { return {pos_.points(Side::dark), pos_.points(Side::light)}; }
  // §5 has no no-progress rule: only cat and mouse.
  int quiet_plies() const override { return 0; }

  PlayOutcome play(std::string_view text) override {
    PlayOutcome out;
    if (const GameEnd e = end(); e.kind != GameEnd::Kind::ongoing) {
      out.error = MoveProblem{"move.after-end", "the game is already over: " + e.reason};
      return out;
    }
    TurnOutcome t = pos_.play(text);
    if (!t.report) {
      out.error = MoveProblem{t.error_code, t.error};
      return out;
    }
    history_.push_back(pos_.key());
    const TurnReport& r = *t.report;
    PlayedMove pm;
    pm.canonical = r.canonical;
    pm.piece = r.kind == TurnReport::Kind::move ? (r.moved_king ? "K" : "M") : "";
    pm.from = r.from;
    pm.to = r.to;
    pm.captured = r.destroyed;
    pm.promotion = r.crowned;
    pm.value = static_cast<int>(r.destroyed.size());  // each enemy piece destroyed counts one
    pm.points = points();
    // The economy of the turn, which `score` totals per side (docs/rules/chair-force.md).
    pm.tallies = {{"points earned", r.points_earned},
                  {"points spent", r.points_spent},
                  {"cards bought", static_cast<int>(r.bought.size())},
                  {"cards played", r.played.empty() ? 0 : 1},
                  {"cards drawn", static_cast<int>(r.drawn.size())},
                  {"cards discarded", static_cast<int>(r.discarded.size())}};
    out.played = std::move(pm);
    return out;
  }

  GameEnd end() const override {
    // §5: a player wins when all the opponent's pieces are destroyed.
    for (Side s : {Side::dark, Side::light})
      if (pos_.pieces(s) == 0)
        return {s == Side::dark ? GameEnd::Kind::second_won : GameEnd::Kind::first_won,
                std::string(side_name(s)) + " has no pieces left (§5)"};
    // §5 Decision: cat and mouse, the third occurrence of the same full state.
    if (std::count(history_.begin(), history_.end(), history_.back()) >= kCatAndMouseOccurrences)
      return {GameEnd::Kind::draw, "cat and mouse: the same position (board, hands, points, buy line and deck) for the third time (§5)"};
    return {};
  }

  BoardView board() const override {
    const std::uint32_t pieces[2] = {pos_.pieces(Side::dark), pos_.pieces(Side::light)};
    const char* names[2] = {side_name(Side::dark), side_name(Side::light)};
    BoardView view = men_and_kings_view(pieces, pos_.kings(), names);
    // Shields: named on the piece and marked on its square.
    for (int index = 0; index < 32; ++index) {
      if (!pos_.shield(index)) continue;
      const Square sq = draughts::pdn_square(index + 1);
      for (PieceView& v : view.squares[static_cast<std::size_t>(sq)])
        v.name += " (shielded " + std::to_string(pos_.shield(index)) + ")";
      view.marked.emplace_back(sq, "S" + std::to_string(pos_.shield(index)));
    }
    // The cards and points beside the board (caption lines).
    const CardSet& set = pos_.cards();
    auto ids = [&set](const std::vector<int>& cards) {
      std::string out;
      for (int c : cards) out += (out.empty() ? "" : ", ") + set.cards[static_cast<std::size_t>(c)].name;
      return out.empty() ? std::string("none") : out;
    };
    for (Side s : {Side::dark, Side::light})
      view.notes.push_back(std::string(side_name(s)) + ": " + std::to_string(pos_.points(s)) + (pos_.points(s) == 1 ? " point" : " points") + ", hand " + ids(pos_.hand(s)));
    view.notes.push_back("buy line: " + ids(pos_.buy_line()) + " \u00b7 deck " + std::to_string(pos_.deck().size()) +
                         " \u00b7 discard pile " + std::to_string(pos_.discard_pile().size()));
    return view;
  }

 private:
  std::vector<std::uint64_t> history_;  // keys since the start, for cat and mouse (§5)
};

}  // namespace

Variant make_variant() {
  Variant v;
  v.name = "chair-force";
  v.sides = {"Dark", "Light"};
  v.no_progress_plies = 0;  // §5: no such rule; cat and mouse ends loops
  v.scores_points = true;   // destroyed enemy pieces, one each
  if (auto example = example_card_set()) {
    if (auto start = Position::start(example, example->full_deck())) v.start_fen = start->fen();
  }
  set_from_fen<ChairState, Position>(v);
  v.start = [](const TagLookup& tags) -> Result<std::unique_ptr<GameState>> {
    // §6: [CardSet "name"] and [Deck "id,id,..."] make the replay exact.
    const auto set_name = tags("CardSet");
    if (!set_name)
      return Error{"a chair-force game needs [CardSet \"name\"] (the card set used; known sets: " + card_set_names() +
                   ") and [Deck \"id,id,...\"] (the shuffled deck, top first) (§6)"};
    auto set = find_card_set(*set_name);
    if (!set)
      return Error{"[CardSet \"" + std::string(*set_name) + "\"] is not a known card set; known sets: " + card_set_names() +
                   " (load another with --cards FILE)"};
    const auto deck_text = tags("Deck");
    if (!deck_text) return Error{"a chair-force game needs [Deck \"id,id,...\"]: the order of the shuffled deck, top first (§6)"};
    auto deck = Position::read_deck(*set, *deck_text);
    if (!deck) return Error{"[Deck]: " + deck.error().message};
    auto p = Position::start(set, *deck);
    if (!p) return Error{"[Deck]: " + p.error().message};
    return std::unique_ptr<GameState>(std::make_unique<ChairState>(std::move(*p)));
  };
  // The engine (chair_engine.h, docs/rules/chair-force.md §11): a win destroys
  // every enemy piece (§5); the deck's order is known, as the record states it.
  set_analyser<ChairState, &make_analyser>(v);
  v.engine.annotate_depth = 3;
  v.engine.win_chance_k = 1.0;
  v.engine.unit = "one man";
  v.engine.missed_win = "misses the win";
  v.engine.winning_line = "the winning turn";
  v.engine.allowed_win = "lets the opponent win at once";
  v.describe_move = [](const GameState&, const PlayedMove& pm) {
    std::vector<std::string> parts;
    if (!pm.captured.empty())
      parts.push_back("destroys " + men_and_kings(pm.captured) + " " + totals_text(pm.points, {"Dark", "Light"}));
    if (pm.promotion) parts.push_back("a man is crowned");
    return parts;
  };
  add_tool_hooks(v);
  return v;
}

}  // namespace cinc::game::chair
