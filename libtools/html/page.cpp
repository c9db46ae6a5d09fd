// The page of `cinc html` (page.h): an event published as one self-contained web page —
// the event's facts, its standings, every game with its moves, comments, clocks,
// variations, problems and draw claims, and a board to step through each game.
//
// The page is data plus a small drawing program (libtools/html/page.js, inlined): the
// positions are not pictures. Every board is described by the same drawing model as
// `cinc diagram` (diagram/board_model.h): each game's board (squares, shades, lines,
// coordinates, river, homes) once, every distinct piece appearance once per game family
// (disc, letter, rings, stack pips, passengers, heroic star, relative to its square), and
// per move only the squares that changed, its FEN and its last-move squares. The sizes and
// inks come from diagram/drawing.h, which the Graphviz renderer uses too. docs/html.md.
#include "html/page.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <iostream>
#include <map>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "cinc/game/draws.h"
#include "cinc/game/replay.h"
#include "cinc/game/score.h"
#include "cinc/game/standings.h"
#include "cinc/game/variant.h"
#include "diagram/board_model.h"
#include "diagram/drawing.h"
#include "diagram/tree.h"
#include "events/event_table.h"
#include "events/score_format.h"
#include "html/html_assets.h"
#include "io/io.h"
#include "reading/game_files.h"
#include "writing/diagnostics_format.h"

namespace cinc::tools {

namespace {

using nlohmann::json;
namespace dg = diagram;

// A page coordinate rounded to hundredths of a point (the page draws at screen sizes).
double r2(double v) {
  const double r = std::round(v * 100) / 100;
  return r == 0 ? 0 : r;
}

// Text for HTML element content and attribute values. Invalid UTF-8 is left to the JSON
// dump (which replaces it); the static parts hold tag values that the reader checked.
std::string esc(std::string_view text) {
  std::string out;
  out.reserve(text.size());
  for (const char c : text) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      default: out += c;
    }
  }
  return out;
}

// ---- drawing data --------------------------------------------------------------------

// The boards and piece appearances of every game on the page, from the diagram model.
class Drawings {
 public:
  // The board template (both ways round) of a game starting from `fen`; templates equal
  // to one already sent are shared. -1 when the FEN cannot be set up.
  int board_for(const game::Variant& variant, const std::string& fen) {
    const auto model = model_of(variant, fen, false, nullptr);
    const auto flipped = model_of(variant, fen, true, nullptr);
    if (!model || !flipped) return -1;
    json t = {{"variant", variant.name}, {"normal", board_json(*model)}, {"flipped", board_json(*flipped)}};
    const std::string key = t.dump();
    const auto [it, added] = board_ids_.emplace(key, static_cast<int>(boards_.size()));
    if (added) boards_.push_back(std::move(t));
    return it->second;
  }

  // What the page needs of one position: the piece appearance on every square (-1 none)
  // and the lines the game prints beyond the board.
  struct Drawn {
    std::vector<int> pieces;
    std::vector<std::string> notes;
    std::array<int, 2> borne_off{0, 0};
    bool ok = false;
  };

  Drawn position(const game::Variant& variant, const std::string& fen) {
    Drawn out;
    const auto state = variant.from_fen(fen);
    if (!state) return out;
    game::BoardView view = (*state)->board();
    out.ok = true;
    out.pieces.assign(view.squares.size(), -1);
    auto& dictionary = pieces_[variant.name];
    // A piece looks the same on every square (its drawing is relative to the square), so
    // what stands on a square names its appearance; the model is built only for a
    // position that shows something not seen before.
    std::optional<dg::BoardModel> model;
    for (std::size_t s = 0; s < view.squares.size(); ++s) {
      if (view.squares[s].empty()) continue;
      std::string key;
      for (const game::PieceView& p : view.squares[s])
        key += std::to_string(p.side) + '|' + p.letter + '|' + (p.crowned ? 'c' : '-') + (p.enhanced ? 'e' : '-') +
               (p.heroic ? 'h' : '-') + '|' + p.name + ';';
      const auto known = dictionary.ids.find(key);
      if (known != dictionary.ids.end()) {
        out.pieces[s] = known->second;
        continue;
      }
      if (!model) model = model_of(variant, fen, false, nullptr);
      if (!model) return Drawn{};
      for (const dg::PieceDisc& p : model->pieces) {
        if (static_cast<std::size_t>(p.square) != s) continue;
        const int id = static_cast<int>(dictionary.entries.size());
        dictionary.entries.push_back(piece_json(p, model->cell(p.square)));
        dictionary.ids.emplace(key, id);
        out.pieces[s] = id;
      }
    }
    out.notes = std::move(view.notes);
    out.borne_off = view.borne_off;
    return out;
  }

  // The marks of a position's comments ([%csl] and [%cal], docs/notation.md §4) as the page
  // draws them, from the model's add_comment_marks: "hl" the highlighted squares [square,
  // colour], "ar" and "arf" the arrows [tail x, y, head x, y, colour] on the board as it
  // stands and turned (an arrow's ends depend on the pieces and the board's turn). Entries
  // that cannot be read are left out, as `cinc diagram` leaves them out. Null when none.
  json comment_marks(const game::Variant& variant, const std::string& fen,
                     const std::vector<notation::Comment>& comments) const {
    bool any = false;
    for (const notation::Comment& c : comments)
      any |= c.text.find("[%csl") != std::string::npos || c.text.find("[%cal") != std::string::npos;
    if (!any) return nullptr;
    json out = json::object();
    for (const bool flipped : {false, true}) {
      std::optional<dg::BoardModel> model = model_of(variant, fen, flipped, nullptr);
      if (!model) return nullptr;
      std::vector<std::string> problems;
      for (const notation::Comment& c : comments) dg::add_comment_marks(*model, c.text, problems);
      if (!flipped) {
        json highlights = json::array();
        for (const dg::SquareMark& k : model->marks)
          if (k.shape == dg::MarkShape::frame) highlights.push_back({k.square, k.colour});
        if (!highlights.empty()) out["hl"] = std::move(highlights);
      }
      json arrows = json::array();
      for (const dg::ArrowMark& a : model->arrows)
        arrows.push_back({r2(a.tail.x), r2(a.tail.y), r2(a.head.x), r2(a.head.y), a.colour});
      if (!arrows.empty()) out[flipped ? "arf" : "ar"] = std::move(arrows);
    }
    return out.empty() ? json(nullptr) : out;
  }

  [[nodiscard]] json boards() const { return boards_; }

  [[nodiscard]] json pieces() const {
    json out = json::object();
    for (const auto& [name, d] : pieces_) out[name] = d.entries;
    return out;
  }

 private:
  struct Dictionary {
    std::unordered_map<std::string, int> ids;
    json entries = json::array();
  };

  // The model `cinc diagram` draws for this position by default (the game's usual
  // orientation, no names or numbers, no marks).
  static std::optional<dg::BoardModel> model_of(const game::Variant& variant, const std::string& fen, bool flipped,
                                                game::BoardView* view_out) {
    dg::BoardStyle style;
    style.orientation = dg::usual_orientation(variant.name);
    style.flipped = flipped;
    const auto state = variant.from_fen(fen);
    if (!state) return std::nullopt;
    game::BoardView view = (*state)->board();
    dg::BoardModel m = dg::board_of(view, variant.sides, style);
    if (view_out) *view_out = std::move(view);
    return m;
  }

  static json point(dg::Point p) { return json::array({r2(p.x), r2(p.y)}); }

  static json board_json(const dg::BoardModel& m) {
    json cells = json::array();
    for (const dg::SquareCell& c : m.squares)
      cells.push_back({r2(c.centre.x), r2(c.centre.y), c.fill, c.name, c.label, c.number});
    json lines = json::array();
    for (const dg::Segment& l : m.lines)
      lines.push_back({r2(l.a.x), r2(l.a.y), r2(l.b.x), r2(l.b.y), static_cast<int>(l.kind)});
    json coords = json::array();
    for (const dg::EdgeLabel& c : m.coordinates) coords.push_back({r2(c.at.x), r2(c.at.y), c.text});
    json areas = json::array();
    for (const dg::Area& a : m.areas)
      areas.push_back({r2(a.centre.x), r2(a.centre.y), r2(a.width), r2(a.height), a.fill,
                       a.kind == dg::Area::Kind::bridge ? 1 : 0, a.title});
    json marked = json::array();
    for (const dg::MarkedSquare& k : m.marked)
      marked.push_back({k.square, r2(k.centre.x), r2(k.centre.y), k.label, r2(k.label_at.x), r2(k.label_at.y)});
    return {{"diamond", m.orientation == dg::Orientation::diamond},
            {"points", m.on_points},
            {"size", m.square_size},
            {"files", m.geometry.files()},
            {"ranks", m.geometry.ranks()},
            {"cells", std::move(cells)},
            {"lines", std::move(lines)},
            {"coords", std::move(coords)},
            {"areas", std::move(areas)},
            {"marked", std::move(marked)},
            {"legend", m.piece_legend}};
  }

  // A piece as drawn, relative to its square's centre (the same on every square and
  // either way round); its title names the square as "@".
  static json piece_json(const dg::PieceDisc& p, const dg::SquareCell& cell) {
    auto rel = [&cell](dg::Point q) { return json::array({r2(q.x - cell.centre.x), r2(q.y - cell.centre.y)}); };
    std::string title = p.title;
    if (const std::size_t at = title.find(" on " + cell.name); at != std::string::npos)
      title.replace(at + 4, cell.name.size(), "@");
    json e = {{"at", rel(p.centre)}, {"d", r2(p.diameter)}, {"l", p.letter}, {"f", p.fill},
              {"i", p.ink},          {"side", p.side},      {"t", title}};
    if (p.enhanced || p.crowned) e["ring"] = true;
    if (!p.stack.empty()) {
      json pips = json::array();
      for (const dg::StackPip& pip : p.stack) {
        const json at = rel(pip.centre);
        pips.push_back({at[0], at[1], r2(pip.diameter), pip.fill});
      }
      e["pips"] = std::move(pips);
      e["h"] = rel(p.height_at);
    }
    if (!p.passengers.empty()) {
      json carried = json::array();
      for (const dg::Passenger& r : p.passengers) {
        const json at = rel(r.centre);
        carried.push_back({at[0], at[1], r2(r.diameter), r.letter, r.fill, r.ink});
      }
      e["pas"] = std::move(carried);
    }
    if (p.heroic) e["star"] = rel(p.star_at);
    return e;
  }

  std::vector<json> boards_;
  std::unordered_map<std::string, int> board_ids_;
  std::map<std::string, Dictionary> pieces_;
};

// The drawing sizes and inks of diagram/drawing.h and the mark colours, for the page.
json drawing_style() {
  using namespace dg::drawing;
  return {{"disc", kDisc},
          {"frame", kFrame},
          {"letter", kLetter},
          {"letterLong", kLetterLong},
          {"passengerLetter", kPassengerLetter},
          {"passengerLetterLong", kPassengerLetterLong},
          {"coordinate", kCoordinate},
          {"cornerText", kCornerText},
          {"homeText", kHomeText},
          {"star", kStar},
          {"heightBadge", kHeightBadge},
          {"heightText", kHeightText},
          {"nameDiamond", {kNameDiamond[0], kNameDiamond[1]}},
          {"nameSquare", {kNameSquare[0], kNameSquare[1]}},
          {"numberDiamond", {kNumberDiamond[0], kNumberDiamond[1]}},
          {"numberSquare", {kNumberSquare[0], kNumberSquare[1]}},
          {"gridPen", kGridPen},
          {"edgePen", kEdgePen},
          {"zonePen", kZonePen},
          {"cellPen", kCellPen},
          {"piecePen", kPiecePen},
          {"passengerPen", kPassengerPen},
          {"pipPen", kPipPen},
          {"badgePen", kBadgePen},
          {"framePen", kFramePen},
          {"homePen", kHomePen},
          {"cellLine", kCellLine},
          {"cornerInk", kCornerInk},
          {"coordinateInk", kCoordinateInk},
          {"tintAlpha", kTintAlpha},
          {"arrowShaft", kArrowShaft},
          {"arrowHeadLength", kArrowHeadLength},
          {"arrowHeadWidth", kArrowHeadWidth},
          {"arrowAlpha", kArrowAlpha},
          {"ink", dg::palette::kInk},
          {"home", dg::palette::kHome},
          {"hero", dg::palette::kHero},
          {"grid", dg::palette::kGrid},
          {"lastMove", dg::palette::kYellow},
          {"error", dg::palette::kRed}};
}

// ---- games ---------------------------------------------------------------------------

// A comment's text without its [%...] commands (clocks and marks are shown apart).
std::string comment_words(std::string_view text) {
  std::string out;
  std::size_t i = 0;
  while (i < text.size()) {
    if (text.compare(i, 2, "[%") == 0) {
      const std::size_t close = text.find(']', i);
      if (close != std::string_view::npos) {
        i = close + 1;
        continue;
      }
    }
    out += text[i++];
  }
  const std::size_t a = out.find_first_not_of(' ');
  if (a == std::string::npos) return {};
  const std::size_t b = out.find_last_not_of(' ');
  return out.substr(a, b - a + 1);
}

// The comments of a move for the page: their words, and the clock ([%clk], else [%emt]).
void add_comments(json& node, const std::vector<notation::Comment>& comments) {
  json words = json::array();
  for (const notation::Comment& c : comments) {
    const std::string w = comment_words(c.text);
    if (!w.empty()) words.push_back(w);
    for (const notation::Command& cmd : notation::parse_commands(c.text)) {
      if (cmd.name == "clk") node["clk"] = cmd.args;
      else if (cmd.name == "emt") node["emt"] = cmd.args;
    }
  }
  if (node.contains("clk")) node.erase("emt");  // the clock says it; [%emt] only without one
  if (!words.empty()) node["c"] = std::move(words);
}

// One game's data for the page: its tags, the moves of every line as a flat list of
// nodes (each with its parent, so the page can rebuild any position from the start), the
// positions as changes, the problems at their moves and the draw claims at their plies.
class GameBuilder {
 public:
  GameBuilder(Drawings& drawings, const FileGame& fg) : drawings_(drawings), fg_(fg), r_(fg.replayed) {}

  json build(const game::ScoreReport& score, const game::DrawReport* draws) {
    const notation::GameRecord& rec = fg_.record;
    json g;
    g["file"] = fg_.file;
    g["index"] = fg_.index;
    g["line"] = rec.start.line;
    g["variant"] = r_.variant ? r_.variant->name : std::string("?");
    g["sides"] = {r_.side_name(0), r_.side_name(1)};
    json tags = json::array();
    for (const notation::Tag& t : rec.tags) tags.push_back({t.name, t.value});
    g["tags"] = std::move(tags);
    g["result"] = !rec.result.empty() ? rec.result : (rec.tag("Result") ? *rec.tag("Result") : "*");
    if (r_.end.kind != game::GameEnd::Kind::ongoing) g["end"] = r_.end.reason;
    if (const std::string* t = rec.tag("Termination")) g["termination"] = *t;
    g["valid"] = r_.valid();
    if (r_.variant && r_.variant->scores_points) g["points"] = score.points;
    if (score.rules.timed()) {
      g["timed"] = score.rules.describe();
      if (score.rules.game_seconds || score.rules.game_plies) g["limit"] = limit_text(score);
      std::string overruns;
      for (const std::string& o : overrun_texts(score, r_)) overruns += (overruns.empty() ? "" : "; ") + o;
      if (!overruns.empty()) g["overruns"] = overruns;
      if (score.outcome) g["outcome"] = *score.outcome + (score.outcome_reason.empty() ? "" : " (" + score.outcome_reason + ")");
    }

    // Positions exist only when the game could be set up.
    variant_ = r_.variant;
    if (variant_ && !r_.start_fen.empty()) {
      board_ = drawings_.board_for(*variant_, r_.start_fen);
      const auto state = variant_->from_fen(r_.start_fen);
      if (board_ >= 0 && state) {
        geometry_ = (*state)->board().geometry;
        const Drawings::Drawn start = drawings_.position(*variant_, r_.start_fen);
        g["board"] = board_;
        g["fen"] = r_.start_fen;
        g["pieces"] = changes({}, start.pieces);
        if (!start.notes.empty()) g["notes"] = start.notes;
        if (json mk = drawings_.comment_marks(*variant_, r_.start_fen, rec.main.leading_comments); !mk.is_null())
          g["mk"] = std::move(mk);
        if (start.borne_off != std::array<int, 2>{0, 0}) g["borneOff"] = start.borne_off;
        collect_played(r_.main);
        json lead = json::array();
        for (const notation::Comment& c : rec.main.leading_comments)
          if (const std::string w = comment_words(c.text); !w.empty()) lead.push_back(w);
        if (!lead.empty()) g["lead"] = std::move(lead);
        g["main"] = line(rec.main, -1, start, true);
      }
    }
    if (!g.contains("main")) {  // no board: the moves as written, unplayed
      Drawings::Drawn none;
      g["main"] = line(rec.main, -1, none, false);
    }
    g["nodes"] = std::move(nodes_);

    // Problems: at their move when the record says where, else about the whole game.
    json problems = json::array();
    for (const notation::Diagnostic& d : r_.diagnostics) {
      json p = {{"error", d.severity == notation::Severity::error},
                {"text", format_diagnostic(fg_.file, d)},
                {"message", d.message},
                {"code", d.code}};
      if (d.ply > 0) p["ply"] = d.ply;
      const auto at = node_at_.find({d.pos.line, d.pos.column});
      if (at != node_at_.end()) {
        p["node"] = at->second;
      } else if (d.ply > 0 && static_cast<std::size_t>(d.ply) <= main_ids_.size()) {
        p["node"] = main_ids_[static_cast<std::size_t>(d.ply) - 1];
      }
      problems.push_back(std::move(p));
    }
    if (!problems.empty()) g["problems"] = std::move(problems);

    if (draws && !draws->claims.empty()) {
      json claims = json::array();
      for (const game::DrawClaim& c : draws->claims) {
        json d = {{"kind", c.kind}, {"ply", c.ply}, {"detail", c.detail}};
        if (c.ply > 0 && static_cast<std::size_t>(c.ply) <= main_ids_.size())
          d["node"] = main_ids_[static_cast<std::size_t>(c.ply) - 1];
        claims.push_back(std::move(d));
      }
      g["draws"] = std::move(claims);
    }
    return g;
  }

 private:
  // The replayed move of every record node, main line and variations.
  void collect_played(const game::ReplayedLine& l) {
    for (const game::ReplayedMove& m : l.moves) {
      played_[m.node] = &m;
      for (const game::ReplayedLine& v : m.variations) collect_played(v);
    }
  }

  // The squares whose piece differs between two positions: [[square, piece or -1], ...].
  static json changes(const std::vector<int>& before, const std::vector<int>& after) {
    json out = json::array();
    for (std::size_t s = 0; s < after.size(); ++s) {
      const int was = s < before.size() ? before[s] : -1;
      if (was != after[s]) out.push_back({static_cast<int>(s), after[s]});
    }
    return out;
  }

  // The nodes of one line of the record; `parent` is the node before its first move (-1:
  // the start) and `before` the position there. Returns the line's node ids in order.
  json line(const notation::Variation& v, int parent, const Drawings::Drawn& before, bool playable) {
    json ids = json::array();
    Drawings::Drawn here = before;
    std::array<int, 2> here_pts = before_pts_;  // the points before the line's next move
    bool can_play = playable;
    for (const notation::MoveNode& node : v.moves) {
      const bool reachable = can_play;  // the position before this move is known
      const std::array<int, 2> pts_before_move = here_pts;
      const int id = static_cast<int>(nodes_.size());
      nodes_.push_back(json::object());
      node_at_[{node.pos.line, node.pos.column}] = id;
      json n = {{"t", node.text}, {"p", parent}};
      if (node.number) n["n"] = *node.number;
      if (!node.nags.empty()) {
        json nags = json::array();
        for (const int nag : node.nags) nags.push_back(dg::nag_text(nag));
        n["g"] = std::move(nags);
      }
      add_comments(n, node.comments);
      if (!v.leading_comments.empty() && &node == &v.moves.front()) {
        json lead = json::array();
        for (const notation::Comment& c : v.leading_comments)
          if (const std::string w = comment_words(c.text); !w.empty()) lead.push_back(w);
        if (!lead.empty() && &v != &fg_.record.main) n["lead"] = std::move(lead);
      }
      const auto found = can_play ? played_.find(&node) : played_.end();
      Drawings::Drawn after;
      if (found != played_.end()) after = drawings_.position(*variant_, found->second->fen_after);
      if (found != played_.end() && after.ok) {
        const game::ReplayedMove& m = *found->second;
        n["ply"] = m.ply;
        n["n"] = m.number;
        n["s"] = m.side;
        n["fen"] = m.fen_after;
        n["d"] = changes(here.pieces, after.pieces);
        if (json mk = drawings_.comment_marks(*variant_, m.fen_after, node.comments); !mk.is_null())
          n["mk"] = std::move(mk);
        const auto from = geometry_.parse(m.played.from), to = geometry_.parse(m.played.to);
        json last = json::array();
        if (from) last.push_back(*from);
        if (to && to != from) last.push_back(*to);
        if (!last.empty()) n["last"] = std::move(last);
        // The running points, where they change (the page carries them forward).
        if (variant_->scores_points && m.played.points != here_pts) n["pts"] = m.played.points;
        if (variant_->scores_points) here_pts = m.played.points;
        if (!after.notes.empty()) n["notes"] = after.notes;
        if (after.borne_off != std::array<int, 2>{0, 0}) n["borneOff"] = after.borne_off;
      } else {
        n["x"] = 1;  // not played: an error came first
        can_play = false;
      }
      // Variations replace this move: they start from the position before it.
      if (!node.variations.empty()) {
        json vars = json::array();
        for (const notation::Variation& alt : node.variations) {
          before_pts_ = pts_before_move;
          vars.push_back(line(alt, parent, here, reachable));
        }
        n["v"] = std::move(vars);
      }
      nodes_[static_cast<std::size_t>(id)] = std::move(n);
      if (&v == &fg_.record.main) main_ids_.push_back(id);
      ids.push_back(id);
      parent = id;
      if (found != played_.end() && after.ok) here = std::move(after);
    }
    return ids;
  }

  Drawings& drawings_;
  const FileGame& fg_;
  const game::ReplayedGame& r_;
  const game::Variant* variant_ = nullptr;
  int board_ = -1;
  json nodes_ = json::array();
  std::unordered_map<const notation::MoveNode*, const game::ReplayedMove*> played_;
  std::map<std::pair<std::uint32_t, std::uint32_t>, int> node_at_;
  std::array<int, 2> before_pts_{0, 0};  // the points before a line about to be walked
  std::vector<int> main_ids_;  // the main line's nodes: ply n is main_ids_[n - 1]
  game::Geometry geometry_{8, 8};
};

// ---- the page ------------------------------------------------------------------------

// "2024.03.01 – 2024.03.03" from the Date tags (one date alone; "" when none is known).
std::string date_span(const std::set<std::string>& dates) {
  if (dates.empty()) return {};
  if (dates.size() == 1) return *dates.begin();
  return *dates.begin() + " \u2013 " + *dates.rbegin();
}

// The values of a set or list, in its order, joined by ", ".
template <class Strings>
std::string joined(const Strings& values) {
  std::string out;
  for (const std::string& v : values) out += (out.empty() ? "" : ", ") + v;
  return out;
}

// The most rounds whose crosstable columns the page shows: an event with more (a corpus of
// unrelated games, each its own round) gets the table without them, and a note saying so.
constexpr std::size_t kMaxCrosstableRounds = 30;

// The note's sentence on how ties are broken (docs/scoring.md "Tie-breaks"), escaped.
std::string tie_break_sentence(const game::Standings& table) {
  if (table.default_tie_break_order())
    return "Ties are broken by captured points, then Sonneborn-Berger (SB), then wins; byes and forfeits count for "
           "points only.";
  std::string out = "Ties are broken by ";
  for (std::size_t k = 0; k < table.tie_breaks.size(); ++k) {
    const game::TieBreakNames& n = game::tie_break_names(table.tie_breaks[k]);
    out += std::string(k == 0 ? "" : ", then ") + n.title + " (" + n.column + ")";
  }
  return esc(out + ".");
}

// The standings of one event as an HTML table (the figures of `cinc standings`), with its
// team and board tables; `titled` names the event in the caption (a page of several events).
std::string standings_html(const EventTables::Table& event, bool titled) {
  const game::Standings& table = event.standings;
  const std::array<char, 2> letters = event.letters;
  const bool crosstable = table.rounds.size() <= kMaxCrosstableRounds;
  bool unplayed = false;
  for (const game::StandingRow& r : table.rows) unplayed |= r.unplayed > 0;
  std::string caption = "Standings";
  if (titled) {
    std::string names;
    for (const std::string& e : event.events) names += (names.empty() ? "" : ", ") + (e.empty() ? "(no Event tag)" : e);
    caption += ": " + names;
  }
  std::string out = "<table class=\"standings\"><caption>" + esc(caption) + "</caption><thead><tr>"
                    "<th scope=\"col\">Rank</th><th scope=\"col\">Player</th><th scope=\"col\">Games</th>"
                    "<th scope=\"col\">Won</th><th scope=\"col\">Drawn</th><th scope=\"col\">Lost</th>";
  if (unplayed) out += "<th scope=\"col\">Unplayed</th>";
  const bool default_order = table.default_tie_break_order();
  if (default_order) {
    out += "<th scope=\"col\">Points</th><th scope=\"col\">Captured</th>"
           "<th scope=\"col\"><abbr title=\"Sonneborn-Berger\">SB</abbr></th>";
  } else {
    // The chosen tie-breaks' columns in their order (docs/scoring.md "Tie-breaks").
    out += "<th scope=\"col\">Points</th>";
    for (const game::TieBreak tb : table.tie_breaks) {
      const game::TieBreakNames& n = game::tie_break_names(tb);
      out += "<th scope=\"col\"><abbr title=\"" + esc(n.title) + "\">" + esc(n.column) + "</abbr></th>";
    }
  }
  if (crosstable)
    for (const std::string_view round : table.rounds) out += "<th scope=\"col\">R" + esc(round) + "</th>";
  out += "</tr></thead><tbody>";
  for (const game::StandingRow& r : table.rows) {
    out += "<tr><td>" + std::to_string(r.rank) + "</td><th scope=\"row\">" + esc(r.name) + "</th><td>" +
           std::to_string(r.games) + "</td><td>" + std::to_string(r.wins) + "</td><td>" + std::to_string(r.draws) +
           "</td><td>" + std::to_string(r.losses) + "</td>";
    if (unplayed) out += "<td>" + std::to_string(r.unplayed) + "</td>";
    if (default_order) {
      out += "<td>" + points_text(r.match_points) + "</td><td>" + std::to_string(r.captured_points) + "</td><td>" +
             points_text(r.sonneborn_berger) + "</td>";
    } else {
      out += "<td>" + points_text(r.match_points) + "</td>";
      for (const double v : table.tie_break_values(r)) out += "<td>" + (std::isnan(v) ? std::string("-") : points_text(v)) + "</td>";
    }
    if (crosstable)
      for (std::size_t i = 0; i < table.rounds.size(); ++i) {
        const std::string c = r.cell(i);
        const bool marked = c.find('!') != std::string::npos;
        out += std::string("<td class=\"cell") + (marked ? " invalid" : "") + "\">" +
               (c.empty() ? std::string(".") : esc(c)) + "</td>";
      }
    out += "</tr>";
  }
  out += "</tbody></table>";
  if (!crosstable)
    out += "<p class=\"note\">The crosstable is left out: " + std::to_string(table.rounds.size()) +
           " rounds, more than the " + std::to_string(kMaxCrosstableRounds) +
           " a page shows (cinc standings gives it).</p>";
  out += "<p class=\"note\">Cells: +3" + std::string(1, letters[0]) +
         " won against the player ranked 3, playing " + std::string(1, letters[0]) + " (first player) or " +
         std::string(1, letters[1]) +
         " (second); = drawn, \u2212 lost; +f won by forfeit; +bye a bye. " + tie_break_sentence(table) + "</p>";
  if (!table.invalid.empty())
    out += "<p class=\"note warn\">! a game whose record has an error, counted as its record states: " +
           esc(joined(std::set<std::string>(table.invalid.begin(), table.invalid.end()))) + "</p>";
  for (const std::string_view u : table.unfinished) out += "<p class=\"note\">Unfinished (not counted): " + esc(u) + "</p>";
  if (!table.not_ranked.empty()) {
    std::string names;  // in the table's order of names
    for (const std::string& name : table.not_ranked) names += (names.empty() ? "" : ", ") + name;
    out += "<p class=\"note\">Not ranked (no game played): " + esc(names) + "</p>";
  }
  for (const std::string& w : table.warnings) out += "<p class=\"note warn\">Warning: " + esc(w) + "</p>";
  if (!table.teams.empty()) {
    out += "<table class=\"standings teams\"><caption>Teams</caption><thead><tr><th scope=\"col\">Rank</th>"
           "<th scope=\"col\">Team</th><th scope=\"col\">Matches</th><th scope=\"col\">Match points</th>"
           "<th scope=\"col\">Game points</th></tr></thead><tbody>";
    for (const game::TeamRow& t : table.teams)
      out += "<tr><td>" + std::to_string(t.rank) + "</td><th scope=\"row\">" + esc(t.name) + "</th><td>" +
             std::to_string(t.matches) + "</td><td>" + std::to_string(t.match_points) + "</td><td>" +
             points_text(t.game_points) + "</td></tr>";
    out += "</tbody></table>";
  }
  for (const game::BoardTable& b : table.boards) {
    out += "<table class=\"standings board\"><caption>Board " + esc(b.board) +
           "</caption><thead><tr><th scope=\"col\">Player</th><th scope=\"col\">Team</th>"
           "<th scope=\"col\">Games</th><th scope=\"col\">Points</th></tr></thead><tbody>";
    for (const game::BoardRow& r : b.rows)
      out += "<tr><th scope=\"row\">" + esc(r.name) + "</th><td>" + esc(r.team) + "</td><td>" +
             std::to_string(r.games) + "</td><td>" + points_text(r.points) + "</td></tr>";
    out += "</tbody></table>";
  }
  return out;
}

// What the game list shows of a game (the page's data holds these; the game's own data is
// parsed only when it is opened): its sides, the side and Round tags, result, ending,
// points, validity and the number of plies played on its main line.
json list_entry(const json& g) {
  json tags = json::array();
  for (const json& t : g["tags"])
    if (t[0] == g["sides"][0] || t[0] == g["sides"][1] || t[0] == "Round") tags.push_back(t);
  int plies = 0;
  for (const json& id : g["main"])
    if (!g["nodes"][id.get<std::size_t>()].contains("x")) ++plies;
  json e = {{"sides", g["sides"]}, {"tags", std::move(tags)}, {"result", g["result"]}, {"valid", g["valid"]}, {"plies", plies}};
  for (const char* key : {"termination", "end", "points"})
    if (g.contains(key)) e[key] = g[key];
  return e;
}

// The timed games of the page with the figures of `cinc score` (docs/scoring.md): per
// game its limits, each side's captured points, the game limit, the overruns and the
// outcome, in the words of `cinc score` (score_format.h); per player the totals.
class TimedGames {
 public:
  // Counts a game scored under its record's limits (only timed games are shown).
  void add(int page_game, const notation::GameRecord& rec, const game::ReplayedGame& g, const game::ScoreReport& r) {
    if (!r.rules.timed()) return;
    Row row;
    row.game = page_game;
    if (const std::string* round = rec.tag("Round")) row.round = *round;
    for (int side = 0; side < 2; ++side) {
      row.sides[static_cast<std::size_t>(side)] = g.side_name(side);
      const std::string* name = rec.tag(g.side_name(side));
      row.players[static_cast<std::size_t>(side)] = name && !name->empty() && *name != "?" ? *name : "";
    }
    row.limits = r.rules.describe();
    row.points = r.points;
    if (r.rules.game_seconds || r.rules.game_plies) row.limit = limit_text(r);
    row.overruns = overrun_texts(r, g);
    row.outcome = outcome_text(r);
    for (std::size_t side = 0; side < 2; ++side) {
      const std::string& name = row.players[side];
      if (name.empty()) continue;  // a side without a player counts for no one
      Totals& t = totals_[name];
      ++t.games;
      t.captured += r.points[side];
      t.conceded += r.points[1 - side];
      for (const game::Overrun& o : r.overruns) t.overruns += static_cast<std::size_t>(o.side) == side ? 1 : 0;
    }
    rows_.push_back(std::move(row));
  }

  // The section's tables: players by captured points (then name), then the games in page
  // order. Empty when no game is timed.
  [[nodiscard]] std::string html() const {
    if (rows_.empty()) return {};
    std::vector<std::pair<std::string, Totals>> players(totals_.begin(), totals_.end());
    std::stable_sort(players.begin(), players.end(),
                     [](const auto& a, const auto& b) { return a.second.captured > b.second.captured; });
    std::string out = "<section id=\"timed\" aria-labelledby=\"timed-heading\">\n<h2 id=\"timed-heading\">Timed games</h2>\n";
    out += "<p class=\"note\">The points and clocks of cinc score: the values of the pieces each side captured "
           "before the game limit, and every move over the per-move limit.</p>\n";
    if (!players.empty()) {
      out += "<table class=\"standings timed-players\"><caption>Players in timed games</caption><thead><tr>"
             "<th scope=\"col\">Player</th><th scope=\"col\">Timed games</th><th scope=\"col\">Points captured</th>"
             "<th scope=\"col\">Points conceded</th><th scope=\"col\">Overruns</th></tr></thead><tbody>";
      for (const auto& [name, t] : players)
        out += "<tr><th scope=\"row\">" + esc(name) + "</th><td>" + std::to_string(t.games) + "</td><td>" +
               std::to_string(t.captured) + "</td><td>" + std::to_string(t.conceded) + "</td><td>" +
               std::to_string(t.overruns) + "</td></tr>";
      out += "</tbody></table>\n";
    }
    out += "<table class=\"standings timed-games\"><caption>Timed games, game by game</caption><thead><tr>"
           "<th scope=\"col\">#</th><th scope=\"col\">Round</th><th scope=\"col\" class=\"text\">Players</th>"
           "<th scope=\"col\" class=\"text\">Limits</th><th scope=\"col\">Points</th>"
           "<th scope=\"col\" class=\"text\">Game limit</th><th scope=\"col\" class=\"text\">Overruns</th>"
           "<th scope=\"col\" class=\"text\">Outcome</th></tr></thead><tbody>";
    for (const Row& r : rows_) {
      auto player = [&r](std::size_t side) {
        return esc(r.players[side].empty() ? "?" : r.players[side]) + " (" + esc(r.sides[side]) + ")";
      };
      std::string overruns;
      for (const std::string& o : r.overruns) overruns += (overruns.empty() ? "" : "; ") + esc(o);
      const std::string n = std::to_string(r.game);
      out += "<tr><td><a href=\"#game-" + n + "\">" + n + "</a></td><td>" + esc(r.round) + "</td><td class=\"text\">" +
             player(0) + " \u2013 " + player(1) + "</td><td class=\"text\">" + esc(r.limits) + "</td><td>" +
             std::to_string(r.points[0]) + "\u2013" + std::to_string(r.points[1]) + "</td><td class=\"text\">" +
             esc(r.limit.empty() ? "none" : r.limit) + "</td><td class=\"text\">" + (overruns.empty() ? "none" : overruns) +
             "</td><td class=\"text\">" + esc(r.outcome) + "</td></tr>";
    }
    out += "</tbody></table>\n</section>\n";
    return out;
  }

 private:
  struct Row {
    int game = 0;  // its number on the page, from 1
    std::string round;
    std::array<std::string, 2> sides;
    std::array<std::string, 2> players;  // "" when the side tag names no one
    std::string limits;
    std::array<int, 2> points{0, 0};
    std::string limit;  // "" without a game limit
    std::vector<std::string> overruns;
    std::string outcome;
  };
  struct Totals {
    int games = 0;
    int captured = 0;
    int conceded = 0;
    int overruns = 0;
  };
  std::vector<Row> rows_;
  std::map<std::string, Totals> totals_;
};

// The data as a script element's text: "</" cannot end the element early.
std::string script_json(const json& data) {
  std::string text = data.dump(-1, ' ', false, json::error_handler_t::replace);
  std::string out;
  out.reserve(text.size() + 64);
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '<' && i + 1 < text.size() && text[i + 1] == '/') {
      out += "<\\/";
      ++i;
    } else {
      out += text[i];
    }
  }
  return out;
}

// ---- file names, rounds and events ---------------------------------------------------

// The names the page gives the record files, each worked out once (html::shown_file_name).
class ShownNames {
 public:
  explicit ShownNames(html::ShownPaths mode) : mode_(mode) {
    std::error_code ec;
    working_dir_ = std::filesystem::current_path(ec).string();
  }
  // The page's name for the file `given` (the reference lives as long as this object).
  const std::string& of(const std::string& given) {
    auto it = names_.find(given);
    if (it == names_.end()) it = names_.emplace(given, html::shown_file_name(given, mode_, working_dir_)).first;
    return it->second;
  }

 private:
  html::ShownPaths mode_;
  std::string working_dir_;
  std::map<std::string, std::string> names_;
};

// The rounds of a set in the tables' order (game::round_less).
std::vector<std::string> rounds_in_order(const std::set<std::string>& rounds) {
  std::vector<std::string> out(rounds.begin(), rounds.end());
  std::sort(out.begin(), out.end(), [](const std::string& a, const std::string& b) { return game::round_less(a, b); });
  return out;
}

// One event of the page (its Event tag, "" for none): what its section and the choice of
// layout need.
struct PageEvent {
  std::string name;
  int games = 0;
  int named_games = 0;  // games the standings count between two named players (no bye, no placeholder)
  std::set<std::string> sites, dates, rounds;
};

// The events of the page in the order first seen.
class PageEvents {
 public:
  // Counts a game in its event (`entry` as the standings see it); returns the event's number.
  int add(const notation::GameRecord& record, const EventEntry& entry) {
    const auto [it, added] = ids_.emplace(entry.event, static_cast<int>(list_.size()));
    if (added) list_.push_back(PageEvent{entry.event, 0, 0, {}, {}, {}});
    PageEvent& e = list_[static_cast<std::size_t>(it->second)];
    ++e.games;
    if (entry.game && entry.game->kind != game::GameKind::bye && !html::placeholder_name(entry.game->first) &&
        !html::placeholder_name(entry.game->second))
      ++e.named_games;
    auto note = [&record](std::set<std::string>& into, const char* tag) {
      if (const std::string* v = record.tag(tag); v && !v->empty() && v->find('?') == std::string::npos)
        into.insert(*v);
    };
    note(e.sites, "Site");
    note(e.dates, "Date");
    note(e.rounds, "Round");
    return it->second;
  }
  [[nodiscard]] const std::vector<PageEvent>& list() const { return list_; }

 private:
  std::vector<PageEvent> list_;
  std::unordered_map<std::string, int> ids_;
};

// Whether an event is played as a tournament (docs/html.md "Tournament or collection"):
// two games or more between named players.
bool played_as_tournament(const PageEvent& e) { return e.named_games >= 2; }

std::string event_title(const std::string& name) { return name.empty() ? "(no Event tag)" : name; }

// The facts of the page or of one event: "<dt>Site</dt><dd>...</dd>..." (escaped).
std::string facts_html(const std::set<std::string>& sites, const std::set<std::string>& dates,
                       const std::set<std::string>& rounds, std::size_t games, const std::string& variants) {
  std::string facts;
  auto fact = [&facts](const char* name, const std::string& value) {
    if (!value.empty()) facts += "<dt>" + std::string(name) + "</dt><dd>" + esc(value) + "</dd>";
  };
  fact("Site", joined(sites));
  fact("Dates", date_span(dates));
  fact("Rounds", rounds.empty() ? std::string()
                                : std::to_string(rounds.size()) + " (" + joined(rounds_in_order(rounds)) + ")");
  fact("Games", std::to_string(games));
  fact("Game", variants);
  return facts;
}

// The standings part of the page for a page of several events: an index of the events,
// then a section per event shown with standings (its heading, facts and tables), each
// linking to its games in the game list; an event without a section links there only.
std::string events_html(const std::vector<PageEvent>& events, const std::vector<EventTables::Table>& standings,
                        html::PageLayout layout) {
  std::map<std::string, const EventTables::Table*> table_of;
  for (const EventTables::Table& t : standings)
    if (!t.events.empty()) table_of.emplace(t.events.front(), &t);
  std::string index, sections;
  for (std::size_t k = 0; k < events.size(); ++k) {
    const PageEvent& e = events[k];
    const std::string title = esc(event_title(e.name)), number = std::to_string(k + 1);
    const std::string games_link = "<a href=\"#games\" data-event=\"" + std::to_string(k) + "\">";
    const std::string count = std::to_string(e.games) + (e.games == 1 ? " game" : " games");
    const auto table = table_of.find(e.name);
    const bool section = table != table_of.end() && (layout == html::PageLayout::standings || played_as_tournament(e));
    if (!section) {
      index += "<li>" + games_link + title + "</a> <span class=\"note\">" + count +
               " in the game list (no standings: " + (table == table_of.end() ? "no game counted" : "not a tournament") +
               ")</span></li>";
      continue;
    }
    index += "<li><a href=\"#event-" + number + "\">" + title + "</a> <span class=\"note\">" + count + "</span></li>";
    sections += "<section class=\"event\" id=\"event-" + number + "\" aria-labelledby=\"event-" + number +
                "-heading\">\n<h2 id=\"event-" + number + "-heading\">" + title + "</h2>\n<dl class=\"facts\">" +
                facts_html(e.sites, e.dates, e.rounds, static_cast<std::size_t>(e.games), {}) + "</dl>\n" +
                standings_html(*table->second, true) + "\n<p class=\"note\">" + games_link + "The games of " + title +
                "</a> in the game list.</p>\n</section>\n";
  }
  return "<nav id=\"events\" class=\"event-index\" aria-labelledby=\"events-heading\">\n"
         "<h2 id=\"events-heading\">Events</h2>\n<ol>" +
         index + "</ol>\n</nav>\n" + sections;
}

// Writes the page: its head, the header (title and facts), `body` (standings or the note of
// a game list, and the timed games), the game list and viewer, and the data.
void write_document(const std::string& output, const std::string& title, const std::string& facts,
                    const std::string& body, const json& data, const std::vector<std::string>& game_texts) {
  OutputSink out(output);
  out.write("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
            "<meta name=\"generator\" content=\"cinc html\">\n<title>");
  out.write(esc(title));
  out.write("</title>\n<style>\n");
  out.write(html::kPageCss);
  out.write("</style>\n</head>\n<body>\n<header>\n<h1>");
  out.write(esc(title));
  out.write("</h1>\n");
  if (!facts.empty()) out.write("<dl class=\"facts\">" + facts + "</dl>\n");
  out.write("</header>\n<main>\n");
  out.write(body);
  out.write(html::kPageBody);
  out.write("\n</main>\n<script type=\"application/json\" id=\"cinc-data\">");
  out.write(script_json(data));
  out.write("</script>\n");
  // Each game's data in an element of its own, parsed by the page when the game is opened.
  for (std::size_t i = 0; i < game_texts.size(); ++i) {
    out.write("<script type=\"application/json\" id=\"cinc-game-" + std::to_string(i) + "\">");
    out.write(game_texts[i]);
    out.write("</script>\n");
  }
  out.write("<script>\n");
  out.write(html::kPageJs);
  out.write("</script>\n</body>\n</html>\n");
  out.commit();
}

}  // namespace

std::string html::shown_file_name(const std::string& given, ShownPaths mode, const std::string& working_dir) {
  namespace fs = std::filesystem;
  if (given == "<stdin>" || given == "-" || mode == ShownPaths::as_given) return given;
  const fs::path path(given);
  const std::string base = path.filename().string();
  const std::string base_or_given = base.empty() ? given : base;
  if (mode == ShownPaths::base) return base_or_given;
  if (path.is_relative()) return given;
  // The path from the working directory down to the file, when the file lies under it.
  auto under = [](const fs::path& file, const fs::path& dir) -> std::optional<std::string> {
    const fs::path rel = file.lexically_normal().lexically_relative(dir.lexically_normal());
    if (rel.empty() || rel == "." || *rel.begin() == "..") return std::nullopt;
    return rel.generic_string();
  };
  if (working_dir.empty()) return base_or_given;
  if (auto rel = under(path, working_dir)) return *rel;
  // Through symbolic links: the working directory is a resolved path, the file's may not be.
  std::error_code ec, dir_ec;
  const fs::path real = fs::weakly_canonical(path, ec), real_dir = fs::weakly_canonical(working_dir, dir_ec);
  if (!ec && !dir_ec)
    if (auto rel = under(real, real_dir)) return *rel;
  return base_or_given;
}

namespace {

}  // namespace

bool html::placeholder_name(const std::string& name) {
  const std::size_t first = name.find_first_not_of(" \t");
  if (first == std::string::npos) return true;
  std::string folded = name.substr(first, name.find_last_not_of(" \t") - first + 1);
  for (char& c : folded) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
  static const std::set<std::string> kPlaceholders = {"?",     "-",     "nn",  "n.n.", "n.n",  "unknown",
                                                      "white", "black", "red", "blue", "dark", "light"};
  return kPlaceholders.count(folded) > 0;
}

int html::write_page(const html::PageOptions& opt) {
  Drawings drawings;
  json games = json::array();          // per game what the game list shows (list_entry)
  std::vector<std::string> game_texts;  // per game its whole data, as its script element's text
  std::optional<std::vector<game::TieBreak>> tie_breaks;
  if (!opt.tie_breaks.empty()) {
    std::string error;
    tie_breaks = game::parse_tie_breaks(opt.tie_breaks, error);
    if (!tie_breaks) throw std::invalid_argument("--tie-breaks: " + error);
  }
  EventTables tables(false, {}, std::move(tie_breaks));
  game::DuplicateFinder duplicates;
  std::vector<std::string> left_out;  // games the standings cannot count (no player named)
  std::set<std::string> events, sites, dates, rounds, variants;
  TimedGames timed;
  ShownNames names(opt.shown_paths);
  PageEvents page_events;
  std::vector<int> event_of_game;  // per game its event's number in page_events
  const int exit_code = for_each_game(opt.files, game::ReplayOptions{}, true, [&](const FileGame& given) {
    // The game as the page names its file (--show-paths); standard error keeps the name given.
    const FileGame fg{names.of(given.file), given.index, given.record, given.replayed, given.errors};
    std::vector<std::string> warnings;
    const auto rules = game::rules_for(fg.record, std::nullopt, std::nullopt, std::nullopt, warnings);
    const game::ScoreReport score = game::score_game(fg.record, fg.replayed, rules);
    std::optional<game::DrawReport> draws;
    if (fg.replayed.variant && !fg.replayed.start_fen.empty())
      draws = game::find_draws(fg.record, fg.replayed, fg.replayed.variant->no_progress_plies, &score);
    GameBuilder builder(drawings, fg);
    const json g = builder.build(score, draws ? &*draws : nullptr);
    games.push_back(list_entry(g));
    game_texts.push_back(script_json(g));
    timed.add(static_cast<int>(games.size()), fg.record, fg.replayed, score);
    // The standings count the game as `cinc standings` does (left out, or a copy counted once).
    const std::string where = fg.file + ":" + std::to_string(fg.index);
    EventEntry entry = event_game(fg.record, fg.replayed, score, where);
    event_of_game.push_back(page_events.add(fg.record, entry));

    if (entry.error) {
      // A page may show games without players (a study): they are only left out of the table.
      left_out.push_back(where + ": " + entry.error->message);
    } else if (auto first = duplicates.seen(game::GameFingerprint::of(fg.record, fg.replayed), fg.file, fg.index, fg.record.start.line)) {
      const notation::Diagnostic d = game::duplicate_warning(*first, fg.record.start);
      std::cerr << format_diagnostic(given.file, d) << "\n";  // standard error names files as given
      tables.warn(entry.event, where + ": " + d.message);
    } else {
      tables.add(entry.event, *entry.game, side_letters(fg.replayed.variant), entry.tie_breaks);
    }
    if (fg.replayed.variant) variants.insert(fg.replayed.variant->name);
    auto note = [&fg](std::set<std::string>& into, const char* tag) {
      if (const std::string* v = fg.record.tag(tag); v && !v->empty() && *v != "?" && v->find('?') == std::string::npos)
        into.insert(*v);
    };
    note(events, "Event");
    note(sites, "Site");
    note(dates, "Date");
    note(rounds, "Round");
  });
  if (games.empty()) {
    std::cerr << "cinc html: no games in the input\n";
    return kExitInvalid;
  }
  const std::vector<EventTables::Table> standings = tables.finish();
  const std::vector<PageEvent>& event_list = page_events.list();
  const bool game_list =
      opt.layout == html::PageLayout::game_list ||
      (opt.layout == html::PageLayout::automatic &&
       std::none_of(event_list.begin(), event_list.end(), played_as_tournament));
  const bool several = event_list.size() > 1;

  const std::string title = !opt.title.empty()  ? opt.title
                            : events.size() > 1 ? "Games of " + std::to_string(events.size()) + " events"
                            : !events.empty()   ? *events.begin()
                                                : "Games";
  const std::string facts =
      facts_html(sites, dates, several ? std::set<std::string>{} : rounds, games.size(), joined(variants));

  json data = {{"title", title},
               {"style", drawing_style()},
               {"boards", drawings.boards()},
               {"pieces", drawings.pieces()}};
  // The game list's filter (by event, player and result) and its Event column: in a game
  // list, and on a page of several events. A page of one tournament has the data as before.
  if (game_list || several) {
    json names_of_events = json::array();
    for (const PageEvent& e : event_list) names_of_events.push_back(event_title(e.name));
    data["events"] = std::move(names_of_events);
    for (std::size_t i = 0; i < games.size(); ++i) games[i]["ev"] = event_of_game[i];
  }
  data["games"] = std::move(games);
  if (game_list) data["view"] = "list";

  std::string top;  // what comes before the timed games and the game list
  if (game_list) {
    top = "<section id=\"collection\" aria-label=\"About this page\">\n<p class=\"note\">" +
          std::string(opt.layout == html::PageLayout::game_list
                          ? "The games are listed without standings (--game-list)."
                          : "No event here is played as a tournament (none has two games between named "
                            "players), so the games are listed without standings (cinc html --standings gives them).") +
          "</p>\n</section>\n";
  } else {
    top = "<section id=\"event\" aria-label=\"Standings\">\n";
    if (several) {
      top += events_html(event_list, standings, opt.layout);
    } else {
      for (const EventTables::Table& t : standings)
        if (!t.standings.rows.empty() || !t.standings.warnings.empty() || !t.standings.not_ranked.empty())
          top += standings_html(t, standings.size() > 1);
    }
    for (const std::string& l : left_out) top += "<p class=\"note\">Left out of the standings: " + esc(l) + "</p>";
    top += "\n</section>\n";
  }
  write_document(opt.output, title, facts, top + timed.html(), data, game_texts);
  return exit_code;
}

}  // namespace cinc::tools
