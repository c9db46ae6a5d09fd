// Commander-In-Chief as a registered game: the GameState over cic::Position.
// Rules: docs/rules/commander-in-chief.md (cited as §n).
#include "cic_variant.h"

#include "cic_internal.h"

#include "cinc/game/engine_shell.h"
#include "cinc/game/state_adapter.h"
#include "cinc/game/cic_engine.h"

#include "cinc/game/cic.h"
#include "cinc/notation/record.h"

namespace cinc::game::cic {

namespace {

class CicState final : public PositionState<CicState, Position> {
 public:
  using PositionState::PositionState;

  void write_fen(std::string& out) const override { pos_.write_fen(out); }
  std::array<int, 2> points() const override { return points_; }
  int quiet_plies() const override { return pos_.plies_since_progress(); }

  PlayOutcome play(std::string_view text) override {
    PlayOutcome out;
    PlayedMove played;
    if (play_into(text, played, out)) out.played = std::move(played);
    return out;
  }

  bool play_into(std::string_view text, PlayedMove& pm, PlayOutcome& out) override {
    out.played.reset();
    out.error.reset();
    out.warnings.clear();
    out.readings.clear();
    out.before.reset();
    // The quick resolution first: it finds the move resolve() finds whenever resolve()
    // would give no warning (cic.h; the tests hold the two together), without listing the
    // piece's moves. resolve() for the rest: it gives the warnings, or says why not.
    // The quick resolution plays the move on a copy (its '+' is checked on the position
    // after it), which then becomes the position: the move is not played a second time.
    Position after = pos_;
    Move m = cic::play_quietly(after, text);
    const bool quick = m.exists();
    // The quick resolution's canonical text is written once the move is played below, whose
    // position gives its '+' (canonical_text would play the move a second time for it).
    const bool canonical_after = quick && canonical_wanted();
    if (m.exists()) {
      pm.canonical.clear();
    } else {
      Resolution r = resolve(pos_, text, canonical_wanted());
      for (std::size_t i = 0; i < r.warnings.size(); ++i) out.warnings.push_back({r.warning_codes[i], r.warnings[i]});
      if (!r.move) {
        out.error = MoveProblem{r.error_code, r.error};
        return false;
      }
      m = *r.move;
      pm.canonical = std::move(r.canonical);
    }
    pm.piece.assign(1, kind_letter(m.piece));
    pm.from.clear();
    kBoard.append_name(pm.from, m.from);
    pm.to.clear();
    kBoard.append_name(pm.to, m.to);
    if (m.captured != Kind::none) pm.captured.assign(1, kind_letter(m.captured));
    else pm.captured.clear();
    pm.attack = m.attack;
    if (m.attack) pm.attacked.assign(1, kind_letter(pos_.at(m.to).kind));
    else pm.attacked.clear();
    pm.promotion = m.promotion;
    pm.value = kind_value(m.captured);  // §6.1; attacks score nothing
    if (pos_.team_turn(pos_.side_to_move()) != TeamTurn::single)
      pm.member = Position::member_of(m.piece) == TeamTurn::air ? "Air" : "Land-and-Sea";
    else pm.member.clear();
    pm.tallies.clear();
    const Side mover = pos_.side_to_move();
    points_[static_cast<int>(mover)] += pm.value;
    pm.points = points_;
    if (quick) pos_ = after;
    else pos_.play(m);
    if (canonical_after)
      write_canonical_text(pm.canonical, m, m.captured != Kind::commander && pos_.threatens_commander(mover));
    return true;
  }

  bool play_quietly(std::string_view text) override {
    const int mover = static_cast<int>(pos_.side_to_move());
    const Move m = cic::play_quietly(pos_, text);
    if (!m.exists()) return false;
    points_[mover] += kind_value(m.captured);  // §6.1
    return true;
  }

  GameEnd end() const override {
    switch (pos_.status()) {
      case Status::dark_won: return {GameEnd::Kind::first_won, "Dark captured Light's Commander"};
      case Status::light_won: return {GameEnd::Kind::second_won, "Light captured Dark's Commander"};
      case Status::stalemate:
        return {GameEnd::Kind::draw, std::string(side_name(pos_.side_to_move())) + " has no legal move (stalemate)"};
      case Status::ongoing: break;
    }
    return {};
  }

  BoardView board() const override {
    BoardView view;
    view.geometry = kBoard;
    view.terrain = sea_terrain();  // §1
    view.squares.resize(static_cast<std::size_t>(kBoard.size()));
    for (Square s = 0; s < kBoard.size(); ++s) {
      const Piece p = pos_.at(s);
      if (p.kind == Kind::none) continue;
      PieceView v;
      v.side = static_cast<int>(p.side);
      v.letter = p.kind == Kind::king_amphibian ? "KA" : std::string(1, kind_letter(p.kind));
      v.crowned = p.kind == Kind::king_amphibian;
      v.enhanced = p.enhanced;
      const std::string_view side = side_name(p.side), kind = kind_name(p.kind);
      v.name.reserve(side.size() + 1 + kind.size());  // one allocation at most, no temporaries
      v.name.append(side).append(1, ' ').append(kind);
      view.squares[static_cast<std::size_t>(s)].push_back(std::move(v));
    }
    return view;
  }

 private:
  std::array<int, 2> points_{0, 0};
};

// The team set-up of a standard start from the tags (§7): [Mode "team"]
// makes a side a team when it has member tags; with none at all, both sides are teams.
std::pair<bool, bool> teams_from_tags(const TagLookup& tags) {
  const auto mode = tags("Mode");
  if (!mode || *mode != "team") return {false, false};
  const bool dark = tags("DarkAir") || tags("DarkLandSea");
  const bool light = tags("LightAir") || tags("LightLandSea");
  if (!dark && !light) return {true, true};
  return {dark, light};
}

// What a move did (docs/annotate.md): the capture with the running point totals (§6) and
// the end it makes (§5), an attack on an enhanced piece (§8), a promotion or a launch (§4).
std::vector<std::string> describe(const GameState& before, const PlayedMove& pm) {
  std::vector<std::string> parts;
  const Position& pos = static_cast<const CicState&>(before).position();
  const Resolution r = resolve(pos, pm.canonical, false);
  if (!r.move) return parts;
  const Move& m = *r.move;
  const std::string totals = std::string(side_name(Side::dark)) + " " + std::to_string(pm.points[0]) + ", " +
                             side_name(Side::light) + " " + std::to_string(pm.points[1]);
  if (m.captured == Kind::commander) {
    parts.push_back("takes the Commander, " + std::to_string(pm.value) + " points (" + totals + "): " +
                    side_name(pos.side_to_move()) + " wins");
  } else if (m.captured != Kind::none) {
    parts.push_back("takes the " + std::string(kind_name(m.captured)) + ", " + std::to_string(pm.value) +
                    (pm.value == 1 ? " point (" : " points (") + totals + ")");
  }
  if (m.attack)
    parts.push_back("attacks the enhanced " + std::string(kind_name(pos.at(m.to).kind)) + " on " + kBoard.name(m.to) +
                    ", which loses its enhancement");
  if (m.promotion) parts.push_back("the Amphibian is promoted to King Amphibian");
  if (m.launch) parts.push_back(std::string("the ") + kind_name(m.piece) + " is launched");
  return parts;
}

}  // namespace

Variant make_variant() {
  Variant v;
  v.name = "commander-in-chief";
  v.sides = {"Dark", "Light"};
  v.start_fen = Position::start().fen();
  v.no_progress_plies = 100;  // §5.5: 50 turns by each side
  v.progress_means = "a capture, an attack, a promotion or a launch";
  v.scores_points = true;     // §6.1
  set_from_fen<CicState, Position>(v);
  v.start = [](const TagLookup& tags) -> Result<std::unique_ptr<GameState>> {
    const auto [dark, light] = teams_from_tags(tags);
    return std::unique_ptr<GameState>(std::make_unique<CicState>(Position::start(dark, light)));
  };
  // The engine (cic_engine.h, docs/annotate.md): a win is the capture of the Commander (§5).
  set_analyser<CicState, &make_analyser>(v);
  v.engine.annotate_depth = 4;
  v.engine.win_chance_k = 0.40;
  v.engine.unit = "one point of §6 (an Amphibian)";
  v.engine.missed_win = "misses the capture of the Commander";
  v.engine.winning_line = "the Commander capture";
  v.engine.allowed_win = "leaves the Commander capturable";
  v.describe_move = describe;
  // A text that is no move of any position: a piece letter or a square the game does not
  // have (docs/rules/commander-in-chief.md §11), the problem replay gives it (move.syntax).
  v.text_problem = [](std::string_view text) -> std::optional<MoveProblem> {
    auto parsed = parse_move_text(text);
    if (parsed) return std::nullopt;
    return MoveProblem{"move.syntax", parsed.error().message};
  };
  add_tool_hooks(v, [](const GameState& s) -> const Position& { return static_cast<const CicState&>(s).position(); });
  return v;
}

}  // namespace cinc::game::cic
