// Commander Chess as a registered game: the GameState over cchess::Position, with the ends
// of battle and the points of docs/rules/commander-chess.md §7-§8.
#include "commander_chess_variant.h"

#include "cinc/game/engine_shell.h"
#include "cinc/game/state_adapter.h"
#include "cinc/game/commander_chess.h"
#include "cinc/game/commander_chess_engine.h"
#include "cinc/notation/record.h"

namespace cinc::game::cchess {

namespace {

class CommanderChessState final : public PositionState<CommanderChessState, Position> {
 public:
  using PositionState::PositionState;

  std::array<int, 2> points() const override { return points_; }
  int quiet_plies() const override { return pos_.quiet_plies(); }

  /// §7: the ends of battle that count in this game.
  void set_battle_ends(std::uint8_t ends) { battle_ends_ = ends; }
  /// What the engine searches: the position, the ends that count, a winner already made.
  [[nodiscard]] EngineGame search_root() const {
    int winner = -1;
    if (ended_) winner = ended_->kind == GameEnd::Kind::first_won ? 0 : ended_->kind == GameEnd::Kind::second_won ? 1 : -1;
    return EngineGame{pos_, battle_ends_, winner};
  }

  PlayOutcome play(std::string_view text) override {
    PlayOutcome out;
    if (ended_) {
      out.error = MoveProblem{"move.after-end", "the game is already over: " + ended_->reason};
      return out;
    }
    const GameEnd over = end();
    if (over.kind != GameEnd::Kind::ongoing) {
      out.error = MoveProblem{"move.after-end", "the game is already over: " + over.reason};
      return out;
    }
    const std::vector<Turn> legal = pos_.legal_turns();
    Resolution r = resolve(pos_, text, legal);
    if (!r.turn) {
      out.error = MoveProblem{r.error_code, r.error};
      return out;
    }
    if (!r.warning.empty()) out.warnings.push_back(MoveProblem{r.warning_code, r.warning});
    if (r.readings.size() > 1) {
      out.before = std::make_shared<CommanderChessState>(*this);
      for (const Turn& reading : r.readings) out.readings.push_back(canonical_text(reading));
    }
    const Turn& t = *r.turn;
    const Side mover = pos_.side_to_move();
    const bool had_commander = pos_.commander(mover) != kNoSquare;
    PlayedMove pm;
    if (canonical_wanted()) pm.canonical = canonical_text(t);
    const Stack& moving = pos_.at(t.origin());
    pm.piece = t.deploy ? std::string(1, kind_letter(moving.carrier().kind)) : std::string(1, kind_letter(t.steps[0].piece));
    pm.from = kBoard.name(t.origin());
    pm.to = kBoard.name(t.steps[t.count - 1].to);
    const TurnEffect effect = pos_.play(t);
    for (const auto& [side, piece] : effect.captured)
      if (side != mover) pm.captured += kind_letter(piece.kind);
    pm.promotion = effect.promotion;
    pm.value = effect.value;
    const std::uint8_t ends = effect.battle_ends & battle_ends_;
    for (const std::uint8_t e : {end_commander, end_sea, end_air, end_land})
      if (ends & e) pm.value += 100;  // §8: each end of battle is worth 100 points
    points_[static_cast<std::size_t>(mover)] += pm.value;
    pm.points = points_;
    // §7: the Commander's capture always ends the game; the other ends when they count.
    if ((effect.battle_ends & end_commander) || ends != 0) {
      const std::string who = side_name(mover);
      const std::string lost = side_name(opponent(mover));
      std::string reason;
      const auto add = [&reason](const std::string& part) { reason += (reason.empty() ? "" : "; ") + part; };
      if (effect.battle_ends & end_commander) add(who + " captured the " + lost + " Commander");
      if (ends & end_sea) add(who + " won the sea battle: both " + lost + " Navies are destroyed");
      if (ends & end_air) add(who + " won the air battle: both " + lost + " Air Forces are destroyed");
      if (ends & end_land) add(who + " won the land battle: every " + lost + " Infantry, Tank and Artillery is destroyed");
      ended_ = GameEnd{mover == Side::red ? GameEnd::Kind::first_won : GameEnd::Kind::second_won, reason + " (§7)"};
    } else if (had_commander && pos_.commander(mover) == kNoSquare) {
      // §5: the Commander joined its Air Force's suicide capture in a deploy and went with it,
      // which the engine allows; a side without its Commander has lost (§7). The engine's
      // export calls this end a draw: its records name a winner only when the side to move
      // is checkmated (§9.3).
      ended_ = GameEnd{mover == Side::red ? GameEnd::Kind::second_won : GameEnd::Kind::first_won,
                       std::string("the ") + side_name(mover) +
                           " Commander went down with its own Air Force's suicide capture: " +
                           side_name(opponent(mover)) + " has won (§5, §7)"};
      ended_->engine_result = "1/2-1/2";
      ended_->engine_result_why =
          "what the cotulenh engine writes when a side loses its own Commander (it names a winner only when the "
          "side to move is checkmated)";
    }
    out.played = std::move(pm);
    return out;
  }

  GameEnd end() const override {
    if (ended_) return *ended_;
    for (const Side s : {Side::red, Side::blue})
      if (pos_.commander(s) == kNoSquare)  // a position set up after the capture
        return {s == Side::red ? GameEnd::Kind::second_won : GameEnd::Kind::first_won,
                std::string("the ") + side_name(s) + " Commander has been captured (§7)"};
    if (!pos_.legal_turns().empty()) return {};
    return no_move_end();
  }

  BoardView board() const override {
    BoardView view;
    view.geometry = kBoard;
    view.on_intersections = true;
    view.squares.resize(static_cast<std::size_t>(kPoints));
    for (Square s = 0; s < kPoints; ++s) {
      if (!land_point(s)) view.terrain.emplace_back(s, "sea");
      else if (navy_point(s)) view.terrain.emplace_back(s, "mixed");
      const Stack& st = pos_.at(s);
      for (int i = 0; i < st.size(); ++i) {
        PieceView v;
        v.side = static_cast<int>(st.side());
        v.letter = std::string(1, kind_letter(st.piece(i).kind));
        v.heroic = st.piece(i).heroic;
        v.name = std::string(side_name(st.side())) + (v.heroic ? " heroic " : " ") + kind_name(st.piece(i).kind);
        view.squares[static_cast<std::size_t>(s)].push_back(std::move(v));
      }
    }
    view.river_after_rank = 5;    // between ranks 6 and 7 (§1)
    view.bridge_files = {5, 7};   // files f and h
    view.air_defence = {pos_.air_defence(Side::red), pos_.air_defence(Side::blue)};
    return view;
  }

 private:
  // §7: no legal turn — checkmate when attacked, else stalemate.
  GameEnd no_move_end() const {
    const Side s = pos_.side_to_move();
    if (pos_.attacked(s))
      return {s == Side::red ? GameEnd::Kind::second_won : GameEnd::Kind::first_won,
              std::string(side_name(s)) + " is checkmated (§7)"};
    return {GameEnd::Kind::draw, std::string(side_name(s)) + " has no legal move and is not attacked: stalemate (§7)"};
  }

  std::array<int, 2> points_{0, 0};
  std::uint8_t battle_ends_ = kAllBattleEnds;
  std::optional<GameEnd> ended_;
};

}  // namespace

Variant make_variant() {
  Variant v;
  v.name = "commander-chess";
  v.sides = {"Red", "Blue"};
  v.no_progress_plies = 100;  // §7: 50 moves by each side
  v.progress_means = "a capture";
  v.scores_points = true;     // §8
  set_position_factories<CommanderChessState, Position>(v);
  v.apply_options = [](GameState& state, const TagLookup& tags) -> std::optional<OptionProblem> {
    const auto tag = tags("BattleEnds");
    if (!tag) {
      // A record without a Variant tag comes from the cotulenh engine's site, whose games end
      // only with the Commander (§7).
      if (!tags("Variant")) static_cast<CommanderChessState&>(state).set_battle_ends(end_commander);
      return std::nullopt;
    }
    auto ends = parse_battle_ends(*tag);
    if (!ends) return OptionProblem{"BattleEnds", "[BattleEnds \"" + std::string(*tag) + "\"]: " + ends.error().message};
    static_cast<CommanderChessState&>(state).set_battle_ends(*ends);
    return std::nullopt;
  };
  // The engine (commander_chess_engine.h, docs/rules/commander-chess.md §12): a win is the
  // enemy Commander captured or checkmated, or an end of battle that counts (§7).
  set_analyser<CommanderChessState, &make_analyser>(v);
  v.engine.annotate_depth = 2;
  v.engine.win_chance_k = 0.35;
  v.engine.unit = "ten points of §2 (an Infantry)";
  v.engine.missed_win = "misses the win";
  v.engine.winning_line = "the winning move";
  v.engine.allowed_win = "lets the opponent win at once";
  v.describe_move = [](const GameState& before, const PlayedMove& pm) {
    std::vector<std::string> parts;
    if (!pm.captured.empty()) {
      std::string names;
      for (std::size_t i = 0; i < pm.captured.size(); ++i) {
        const auto k = kind_of_letter(pm.captured[i]);
        names += (i == 0 ? "the " : i + 1 == pm.captured.size() ? " and the " : ", the ") +
                 std::string(k ? kind_name(*k) : "?");
      }
      parts.push_back("takes " + names + ", " + std::to_string(pm.value) + " points (Red " + std::to_string(pm.points[0]) +
                      ", Blue " + std::to_string(pm.points[1]) + ")");
    }
    if (pm.promotion) parts.push_back("a piece becomes heroic");
    auto after = before.clone();
    if (after->play(pm.canonical).played) {
      const GameEnd end = after->end();
      if (end.kind != GameEnd::Kind::ongoing) parts.push_back(end.reason);
    }
    return parts;
  };
  add_tool_hooks(v);
  return v;
}

}  // namespace cinc::game::cchess
