// The module's positions (docs/python.md, "Positions"): a position of any registered
// game through libgame's GameState (legal moves, push/pop, FEN, board, end, key) and its
// picture through the tools' diagram model and Graphviz renderer, as `cinc diagram` draws it.
#include <pybind11/stl.h>

#include <optional>

#include "bindings.h"
#include "cinc/game/variant.h"
#include "cinc/notation/record.h"
#include "diagram/board_model.h"
#include "diagram/render_gv.h"

namespace cinc::python {

namespace {

namespace diagram = tools::diagram;
using diagram::BoardModel;

const char* const kCommanderInChief = "commander-in-chief";
const char* const kCommanderChess = "commander-chess";

// A move that was played: what the game says it did, by whom and when.
struct Move {
  game::PlayedMove played;
  int side = 0;
  int number = 1;
  std::vector<std::string> warnings;
  std::string variant;  ///< the game it was played in: a move means what its text means there
};

// A position of a game with the moves that led to it (pop() takes them back).
struct Position {
  const game::Variant* variant = nullptr;
  std::unique_ptr<game::GameState> state;
  struct Step {
    std::unique_ptr<game::GameState> before;
    Move move;
  };
  std::vector<Step> stack;

  Position() = default;
  Position(const Position& other) : variant(other.variant), state(other.state->clone()) {
    for (const Step& s : other.stack) stack.push_back(Step{s.before->clone(), s.move});
  }
};

const game::Variant& variant_named(const std::string& name) {
  const game::Variant* v = game::find_variant(name);
  if (!v)
    throw CincError("position.unknown-variant",
                    "no game is called '" + name + "' (known: " + game::variant_names() + ")");
  return *v;
}

Position make_position(const std::string& variant_name, const std::optional<std::string>& fen) {
  Position p;
  p.variant = &variant_named(variant_name);
  auto state = p.variant->from_fen(fen ? *fen : p.variant->start_fen);
  if (!state)
    throw CincError("position.bad-fen", "invalid " + p.variant->name + " FEN: " + state.error().message, 0,
                    static_cast<std::uint32_t>(state.error().column));
  p.state = std::move(*state);
  return p;
}

Move push(Position& p, const std::string& text) {
  std::unique_ptr<game::GameState> next = p.state->clone();
  game::PlayOutcome outcome = next->play(text);
  if (!outcome.played) {
    const game::MoveProblem problem = outcome.error.value_or(game::MoveProblem{"move.illegal", "not a legal move"});
    CincError e(problem.code, "'" + text + "': " + problem.message, 0, 0, true);
    e.ply = static_cast<int>(p.stack.size()) + 1;  // the ply from the position's first one
    e.move = text;
    throw e;
  }
  Move m{std::move(*outcome.played), p.state->side_to_move(), p.state->move_number(), {}, p.variant->name};
  for (const auto& w : outcome.warnings) m.warnings.push_back(w.code + ": " + w.message);
  p.stack.push_back(Position::Step{std::move(p.state), m});
  p.state = std::move(next);
  return m;
}

// The move `text` would be here (any form the game reads), without playing it; raises
// IllegalMoveError as push() does.
Move parse(const Position& p, const std::string& text) {
  Position trial;
  trial.variant = p.variant;
  trial.state = p.state->clone();
  return push(trial, text);
}

// Whether `text` is a legal move here, in any form the game reads.
bool is_legal(const Position& p, const std::string& text) { return p.state->clone()->play(text).played.has_value(); }

// The position the moves of the stack were played from.
const game::GameState& root_state(const Position& p) { return p.stack.empty() ? *p.state : *p.stack.front().before; }

// A replayed game of the position's moves from its first position (SetUp/FEN when the
// tags do not set it up by themselves), with `tags`; its Result is the tag given, or how
// the rules left the position ('*' while it goes on).
GamePtr game_from_position(const Position& p, const std::vector<std::pair<std::string, std::string>>& tags) {
  notation::GameRecord record;
  for (const auto& [name, value] : tags) {
    if (name == "Variant" && value != p.variant->name)
      throw py::value_error("tags: the Variant is the position's, " + p.variant->name + ", not " + value);
    if (name == "FEN" || name == "SetUp")
      throw py::value_error("tags: " + name + " is the position's (its first position, before move_stack)");
    if (name == "Result" && !notation::is_result_token(value))
      throw py::value_error("tags: Result must be 1-0, 0-1, 1/2-1/2, * or a forfeit, not '" + value + "'");
    record.tags.push_back(notation::Tag{name, value, {}});
  }
  const auto has = [&](const char* name) { return record.tag(name) != nullptr; };
  if (!has("Variant")) record.tags.push_back(notation::Tag{"Variant", p.variant->name, {}});
  // SetUp and FEN unless the tags' own start (the standard one, or one that tags such as
  // Chair Force's CardSet and Deck set up) is the position's first.
  const std::string root_fen = root_state(p).fen();
  const std::unique_ptr<game::GameState> start = game::start_state(record);
  if (!start || start->fen() != root_fen) {
    record.tags.push_back(notation::Tag{"SetUp", "1", {}});
    record.tags.push_back(notation::Tag{"FEN", root_fen, {}});
  }
  if (!has("Result")) record.tags.push_back(notation::Tag{"Result", p.state->end().result_token(), {}});
  record.result = *record.tag("Result");
  for (const Position::Step& step : p.stack) {
    notation::MoveNode node;
    node.text = step.move.played.canonical;
    if (step.move.side == 0 || record.main.moves.empty()) node.number = step.move.number;
    record.main.moves.push_back(std::move(node));
  }
  return make_game(std::move(record), "<position>", 1);
}

// A Move as plain Python data, for pickle, and back.
py::tuple move_state(const Move& m) {
  const game::PlayedMove& pm = m.played;
  return py::make_tuple(pm.canonical, pm.piece, pm.from, pm.to, pm.captured, pm.attack, pm.attacked, pm.promotion,
                        py::make_tuple(pm.points[0], pm.points[1]), pm.value, pm.member, pm.tallies, m.side, m.number,
                        m.warnings, m.variant);
}
Move move_from_state(const py::tuple& t) {
  if (t.size() != 16) throw py::value_error("not the state of a cinc.Move pickled by this version of cinc");
  Move m;
  game::PlayedMove& pm = m.played;
  pm.canonical = t[0].cast<std::string>();
  pm.piece = t[1].cast<std::string>();
  pm.from = t[2].cast<std::string>();
  pm.to = t[3].cast<std::string>();
  pm.captured = t[4].cast<std::string>();
  pm.attack = t[5].cast<bool>();
  pm.attacked = t[6].cast<std::string>();
  pm.promotion = t[7].cast<bool>();
  const auto points = t[8].cast<py::tuple>();
  pm.points = {points[0].cast<int>(), points[1].cast<int>()};
  pm.value = t[9].cast<int>();
  pm.member = t[10].cast<std::string>();
  pm.tallies = t[11].cast<std::vector<std::pair<std::string, int>>>();
  m.side = t[12].cast<int>();
  m.number = t[13].cast<int>();
  m.warnings = t[14].cast<std::vector<std::string>>();
  m.variant = t[15].cast<std::string>();
  return m;
}

// A Position as plain Python data, for pickle: its game, its first position's FEN and the
// moves of its stack; set up again by playing them.
py::tuple position_state(const Position& p) {
  std::vector<std::string> moves;
  for (const Position::Step& step : p.stack) moves.push_back(step.move.played.canonical);
  return py::make_tuple(p.variant->name, root_state(p).fen(), moves);
}
Position position_from_state(const py::tuple& t) {
  if (t.size() != 3) throw py::value_error("not the state of a pickled cinc.Position");
  Position p = make_position(t[0].cast<std::string>(), t[1].cast<std::string>());
  for (const std::string& move : t[2].cast<std::vector<std::string>>()) push(p, move);
  return p;
}

std::vector<Move> legal_moves(const Position& p) {
  std::vector<Move> out;
  for (const auto& [text, count] : p.state->divide(1)) {
    (void)count;
    std::unique_ptr<game::GameState> next = p.state->clone();
    game::PlayOutcome outcome = next->play(text);
    if (outcome.played)
      out.push_back(Move{std::move(*outcome.played), p.state->side_to_move(), p.state->move_number(), {}, p.variant->name});
  }
  return out;
}

py::dict piece_dict(const game::PieceView& piece) {
  py::dict d;
  d["side"] = piece.side;
  d["letter"] = piece.letter;
  d["name"] = piece.name;
  d["crowned"] = piece.crowned;
  d["enhanced"] = piece.enhanced;
  d["heroic"] = piece.heroic;
  return d;
}

// Occupied squares -> their pieces, bottom to top.
py::dict board_dict(const Position& p) {
  const game::BoardView view = p.state->board();
  py::dict out;
  for (std::size_t s = 0; s < view.squares.size(); ++s) {
    if (view.squares[s].empty()) continue;
    py::list pieces;
    for (const auto& piece : view.squares[s]) pieces.append(piece_dict(piece));
    out[py::str(view.geometry.name(static_cast<game::Square>(s)))] = pieces;
  }
  return out;
}

// The board as text, as python-chess's str(board) gives it: the top rank first, a square a
// column: '.' when empty, else the letter of the piece on top, the first player's in
// capitals and the second's in small letters, with the height of a stack after it and '+'
// for Commander Chess's heroic mark; the files' letters under it; then the game's own
// lines on the position (Chair Force's hands), when it has any.
std::string board_text(const Position& p) {
  const game::BoardView view = p.state->board();
  const game::Geometry& g = view.geometry;
  std::vector<std::string> cells(view.squares.size(), ".");
  std::size_t width = 1;
  for (std::size_t s = 0; s < view.squares.size(); ++s) {
    const auto& stack = view.squares[s];
    if (stack.empty()) continue;
    const game::PieceView& top = stack.back();
    std::string cell = top.letter;
    for (char& c : cell)
      c = static_cast<char>(top.side == 0 ? std::toupper(static_cast<unsigned char>(c)) : std::tolower(static_cast<unsigned char>(c)));
    if (top.heroic) cell += '+';
    if (stack.size() > 1) cell += std::to_string(stack.size());
    width = std::max(width, cell.size());
    cells[s] = std::move(cell);
  }
  const std::size_t label = g.ranks() >= 10 ? 2 : 1;
  const auto row = [&](const std::string& head, const std::vector<std::string>& items) {
    std::string line = std::string(label - std::min(label, head.size()), ' ') + head;
    for (const std::string& item : items) line += " " + item + std::string(width - item.size(), ' ');
    while (!line.empty() && line.back() == ' ') line.pop_back();
    return line + "\n";
  };
  std::string out;
  for (int rank = g.ranks() - 1; rank >= 0; --rank) {
    std::vector<std::string> items;
    for (int file = 0; file < g.files(); ++file) items.push_back(cells[static_cast<std::size_t>(g.at(file, rank))]);
    out += row(std::to_string(rank + 1), items);
  }
  std::vector<std::string> files;
  for (int file = 0; file < g.files(); ++file) files.emplace_back(1, static_cast<char>('a' + file));
  out += row("", files);
  for (const std::string& note : view.notes) out += note + "\n";
  out.pop_back();  // no line break after the last line, as python-chess's str(board)
  return out;
}

// ---- pictures -------------------------------------------------------------------------

diagram::Renderer& renderer() {
  static auto* r = new diagram::Renderer();  // one per process; Graphviz is used under the GIL only
  return *r;
}

// A square of the board by name ("e4") or, on the games played on the dark squares, by
// its PDN number (an int or a string of digits), as `cinc diagram` reads them.
game::Square square_of(const game::BoardView& view, const py::handle& value, const char* option) {
  const bool numbers = diagram::has_pdn_numbers(view);
  std::optional<game::Square> s;
  if (py::isinstance<py::int_>(value)) {
    if (numbers) {
      const game::Square q = diagram::numbered_square(view.square_numbers, value.cast<int>());
      if (q != game::kNoSquare) s = q;
    }
  } else {
    const std::string text = py::str(value).cast<std::string>();
    if (numbers && !text.empty() && text.find_first_not_of("0123456789") == std::string::npos && text.size() <= 2) {
      const game::Square q = diagram::numbered_square(view.square_numbers, std::stoi(text));
      if (q != game::kNoSquare) s = q;
    } else {
      s = view.geometry.parse(text);
    }
  }
  if (!s)
    throw py::value_error(std::string(option) + ": " + py::repr(value).cast<std::string>() + " is not a square of the board" +
                          (numbers ? " (a name or a PDN number 1..32)" : ""));
  return *s;
}

diagram::Colour colour_of(const py::handle& value, const char* option) {
  const std::string text = py::str(value).cast<std::string>();
  const auto c = diagram::parse_colour(text);
  if (!c) throw py::value_error(std::string(option) + ": '" + text + "' is not a colour (G, R, Y, B, green, red, yellow, blue or #rrggbb)");
  return *c;
}

struct SvgOptions {
  std::optional<std::string> orientation;  // "square", "diamond" or None (the game's usual one)
  bool flip = false;
  bool names = false;
  bool numbers = false;
  std::optional<std::string> caption;
  bool no_caption = false;
  py::object highlight;   // {square: colour} or [square, ...]
  py::object arrows;      // [(from, to) or (from, to, colour), ...]
  py::object marks;       // {square: text}
  bool last_move = false;
  std::optional<std::string> moves;        // a Commander-In-Chief square
  std::optional<std::string> air_defence;  // "both" or a side name (Commander Chess)
  std::optional<std::string> comment;      // a comment text whose [%csl]/[%cal] marks are drawn
  std::string format = "svg";
};

// The diagram of a position with the marks asked for, as `cinc diagram --fen` (or, after
// moves, `cinc diagram FILE --ply N`) draws it (docs/diagrams.md).
py::object draw(const Position& p, const SvgOptions& opt) {
  const game::Variant& v = *p.variant;
  const game::BoardView view = p.state->board();
  const auto format = diagram::format_named(opt.format);
  if (!format) throw py::value_error("format must be svg, png, pdf or dot, not '" + opt.format + "'");
  if (opt.orientation && *opt.orientation != "square" && *opt.orientation != "diamond")
    throw py::value_error("orientation must be 'square', 'diamond' or None");
  if (opt.orientation == "diamond" && view.on_intersections)
    throw py::value_error("the " + v.name + " board (points on the lines, a river) is drawn upright only");
  if (opt.numbers && !diagram::has_pdn_numbers(view))
    throw py::value_error("numbers: only the games played on the dark squares of 8 x 8 have PDN numbers, not " + v.name);
  if (opt.moves && !v.piece_targets)
    throw py::value_error("moves marks a Commander-In-Chief piece's moves; it does not work for " + v.name);
  std::vector<int> defence;
  if (opt.air_defence) {
    if (v.name != kCommanderChess) throw py::value_error("air_defence shows Commander Chess's air defence; " + v.name + " has none");
    std::string asked = *opt.air_defence;
    for (char& c : asked) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    for (int side = 0; side < 2; ++side) {
      std::string name = v.sides[static_cast<std::size_t>(side)];
      for (char& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
      if (asked == "both" || asked == name) defence.push_back(side);
    }
    if (defence.empty()) throw py::value_error("air_defence: '" + *opt.air_defence + "' is not a side name or 'both'");
  }

  // The caption's facts: as `cinc diagram` says them for a FEN, or after a move.
  diagram::CaptionFacts facts;
  facts.first_side = v.sides[0];
  facts.second_side = v.sides[1];
  if (v.name != kCommanderInChief && v.name != kCommanderChess) facts.points_label = "captured";
  const Move* last = p.stack.empty() ? nullptr : &p.stack.back().move;
  if (last) {
    facts.moment = "after " + std::to_string(last->number) + (last->side == 0 ? ". " : "... ") + last->played.canonical;
    if (v.scores_points) facts.points = last->played.points;
  } else {
    facts.moment = diagram::set_up_moment(*p.state, v);
  }
  facts.to_move = diagram::to_move_text(*p.state, v);

  diagram::BoardStyle style;
  style.orientation = opt.orientation == "square"    ? diagram::Orientation::square
                      : opt.orientation == "diamond" ? diagram::Orientation::diamond
                                                     : diagram::usual_orientation(v.name);
  style.flipped = opt.flip;
  style.square_names = opt.names;
  style.pdn_numbers = opt.numbers;
  BoardModel model;
  std::vector<std::string> notes;
  {
    model = diagram::board_of(view, v.sides, style);
    for (const int side : defence) diagram::add_air_defence(model, view, v.sides, side);
    if (view.borne_off[0] > 0 || view.borne_off[1] > 0) facts.borne_off = view.borne_off;
    notes = view.notes;
  }
  if (opt.last_move && last) {
    const auto from = view.geometry.parse(last->played.from), to = view.geometry.parse(last->played.to);
    if (from && to) {
      diagram::add_tint(model, *from, diagram::palette::kYellow);
      diagram::add_tint(model, *to, diagram::palette::kYellow);
    }
  }
  if (opt.comment) {
    std::vector<std::string> problems;
    diagram::add_comment_marks(model, *opt.comment, problems);
    if (!problems.empty()) throw py::value_error("comment: " + problems.front());
  }
  if (opt.highlight && !opt.highlight.is_none()) {
    if (py::isinstance<py::dict>(opt.highlight)) {
      for (const auto& [square, colour] : opt.highlight.cast<py::dict>())
        diagram::add_highlight(model, square_of(view, square, "highlight"), colour_of(colour, "highlight"));
    } else {
      for (const auto& square : opt.highlight)
        diagram::add_highlight(model, square_of(view, square, "highlight"), diagram::palette::kGreen);
    }
  }
  if (opt.moves) {
    const game::Square from = square_of(view, py::str(*opt.moves), "moves");
    const auto targets = v.piece_targets(*p.state, from);
    if (!targets) throw py::value_error("moves: no piece stands on " + *opt.moves);
    diagram::add_piece_moves(model, *targets, from);
  }
  if (opt.arrows && !opt.arrows.is_none()) {
    for (const auto& item : opt.arrows) {
      const py::tuple t = py::reinterpret_borrow<py::object>(item).cast<py::tuple>();
      if (t.size() < 2 || t.size() > 3) throw py::value_error("arrows: each arrow is (from, to) or (from, to, colour)");
      const game::Square from = square_of(view, t[0], "arrows"), to = square_of(view, t[1], "arrows");
      if (from == to) throw py::value_error("arrows: an arrow joins two different squares");
      diagram::add_arrow(model, from, to, t.size() == 3 ? colour_of(t[2], "arrows") : diagram::palette::kGreen);
    }
  }
  if (opt.marks && !opt.marks.is_none()) {
    for (const auto& [square, text] : opt.marks.cast<py::dict>()) {
      std::string t = py::str(text).cast<std::string>();
      if (t == "-") t = "\u2212";  // a real minus sign, as `cinc diagram --mark` draws it
      diagram::add_text(model, square_of(view, square, "marks"), t, diagram::palette::kRed);
    }
  }
  if (!opt.no_caption) {
    model.caption = opt.caption ? *opt.caption : diagram::caption_text(facts);
    if (!opt.caption)
      for (const std::string& note : notes) model.caption += "\n" + note;
  }
  const std::string bytes = renderer().render(diagram::board_dot(model), *format, "neato");
  if (*format == diagram::Format::svg || *format == diagram::Format::dot) return py::str(bytes);
  return py::bytes(bytes);
}

std::string move_repr(const Move& m) { return "<Move " + m.played.canonical + ">"; }

// The position at the end of a game's replayed main line, with those moves on its stack.
Position position_of(const GamePtr& g, std::optional<int> ply);

}  // namespace

GamePtr new_game(const std::string& variant, const std::optional<std::string>& fen,
                 const std::vector<std::pair<std::string, std::string>>& tags) {
  return game_from_position(make_position(variant, fen), tags);
}

void append_move(const GamePtr& gp, const py::object& move) {
  GameData& g = *gp;
  if (!g.has_replay) replay_record(g);
  if (g.replayed.main.moves.size() != g.record.main.moves.size())
    throw CincError("python.not-replayed", "add_move: the main line does not replay to its end (its first error stops "
                    "it: game.diagnostics), so there is no position to play a move in");
  Position p = position_of(gp, std::nullopt);
  const std::string text = py::isinstance<Move>(move) ? move.cast<const Move&>().played.canonical : py::str(move).cast<std::string>();
  const Move played = push(p, text);
  notation::MoveNode node;
  node.text = played.played.canonical;
  if (played.side == 0 || g.record.main.moves.empty()) node.number = played.number;
  g.record.main.moves.push_back(std::move(node));
  ++g.generation;
  const game::GameEnd end = p.state->end();
  const std::string* result = g.record.tag("Result");
  if (end.kind != game::GameEnd::Kind::ongoing && (!result || *result == "*")) {
    const std::string token = end.result_token();
    bool set = false;
    for (notation::Tag& t : g.record.tags)
      if (t.name == "Result") {
        t.value = token;
        set = true;
      }
    if (!set) g.record.tags.push_back(notation::Tag{"Result", token, {}});
    g.record.result = token;
  }
  replay_record(g);
}

namespace {

// cinc.Move: a legal move as the game played it.
void bind_move(py::module_& m) {
  py::class_<Move>(m, "Move", "A legal move as the game played it: canonical text, squares, what it took.")
      .def_property_readonly("text", [](const Move& mv) { return mv.played.canonical; }, "the canonical move text")
      .def_property_readonly("from_square", [](const Move& mv) { return mv.played.from; })
      .def_property_readonly("to_square", [](const Move& mv) { return mv.played.to; })
      .def_property_readonly("piece", [](const Move& mv) { return mv.played.piece; }, "the moving piece's letter")
      .def_property_readonly("captured", [](const Move& mv) -> py::object {
        return mv.played.captured.empty() ? py::object(py::none()) : py::object(py::str(mv.played.captured));
      }, "the letter of the piece taken off the board, None when none")
      .def_property_readonly("capture", [](const Move& mv) { return !mv.played.captured.empty(); })
      .def_property_readonly("attack", [](const Move& mv) { return mv.played.attack; })
      .def_property_readonly("promotion", [](const Move& mv) { return mv.played.promotion; })
      .def_property_readonly("value", [](const Move& mv) { return mv.played.value; }, "points the move scored")
      .def_property_readonly("points", [](const Move& mv) { return mv.played.points; }, "both sides' totals after it")
      .def_property_readonly("member", [](const Move& mv) -> py::object {
        return mv.played.member.empty() ? py::object(py::none()) : py::object(py::str(mv.played.member));
      })
      .def_readonly("side", &Move::side, "0 the first player, 1 the second")
      .def_readonly("number", &Move::number, "the full move number")
      .def_readonly("warnings", &Move::warnings)
      .def("__str__", [](const Move& mv) { return mv.played.canonical; })
      .def("__repr__", &move_repr)
      .def_readonly("variant", &Move::variant, "the game it is a move of")
      .def("__eq__", [](const Move& a, const py::object& b) {
        if (py::isinstance<py::str>(b)) return a.played.canonical == b.cast<std::string>();
        if (py::isinstance<Move>(b)) {
          const Move& o = b.cast<const Move&>();
          return a.variant == o.variant && a.played.canonical == o.played.canonical;
        }
        return false;
      }, "By meaning: a Move of the same game with the same canonical text (however it was written), or that text")
      .def("__hash__", [](const Move& mv) { return py::hash(py::str(mv.played.canonical)); },
           "the hash of its canonical text (a Move and its text are equal)")
      .def(py::pickle(&move_state, &move_from_state));
}

// The moves in a position: the legal ones, playing one (push), reading one (parse_san, is_legal),
// and taking one back (peek, pop, move_stack).
void add_position_moves(py::class_<Position>& position) {
  position
      .def("_legal_moves", &legal_moves, "every legal move, in the game's order (see legal_moves)")
      .def("push", [](Position& p, const Move& move) {
        if (move.variant != p.variant->name)
          throw CincError("python.other-game", "'" + move.played.canonical + "' is a move of " + move.variant + ", not of " +
                          p.variant->name, 0, 0, true);
        return push(p, move.played.canonical);
      }, py::arg("move"),
           "Plays a Move (of legal_moves, parse, ...) of this game; returns it as played here. Raises IllegalMoveError.")
      .def("push", &push, py::arg("move"),
           "Plays a move given as text (any form the game reads); returns the Move. Raises IllegalMoveError.")
      .def("push_san", &push, py::arg("san"), "push() of a move's text, as python-chess names it.")
      .def("parse_san", &parse, py::arg("san"),
           "The Move a text (any form the game reads) is here, not played. Raises IllegalMoveError.")
      .def("is_legal", [](const Position& p, const Move& move) {
        return move.variant == p.variant->name && is_legal(p, move.played.canonical);
      }, py::arg("move"), "Whether the Move (a move of this game, by its canonical text) is legal here.")
      .def("is_legal", &is_legal, py::arg("move"), "Whether a move's text (any form the game reads) is legal here.")
      .def("peek", [](const Position& p) {
        if (p.stack.empty()) throw py::index_error("peek at a position with no moves played");
        return p.stack.back().move;
      }, "The last move played (not taken back).")
      .def("pop", [](Position& p) {
        if (p.stack.empty()) throw py::index_error("pop from a position with no moves played");
        Position::Step step = std::move(p.stack.back());
        p.stack.pop_back();
        p.state = std::move(step.before);
        return step.move;
      }, "Takes the last move back and returns it.")
      .def_property_readonly("move_stack", [](const Position& p) {
        std::vector<Move> out;
        for (const auto& s : p.stack) out.push_back(s.move);
        return out;
      });
}

// What the rules say of a position (over, result, outcome, key, quiet plies, points, board,
// perft), and its copies.
void add_position_state(py::class_<Position>& position) {
  position
      .def("is_over", [](const Position& p) { return p.state->end().kind != game::GameEnd::Kind::ongoing; },
           "Whether the rules have decided the game.")
      .def("is_game_over", [](const Position& p) { return p.state->end().kind != game::GameEnd::Kind::ongoing; },
           "is_over(), as python-chess names it.")
      .def("result", [](const Position& p) { return p.state->end().result_token(); }, "'1-0', '0-1', '1/2-1/2' or '*'")
      .def("outcome", [](const Position& p) -> py::object {
        const game::GameEnd end = p.state->end();
        if (end.kind == game::GameEnd::Kind::ongoing) return py::none();
        py::dict d;
        d["result"] = end.result_token();
        d["reason"] = end.reason;
        return d;
      }, "how the rules decided the game ({'result', 'reason'}), None while it goes on")
      .def("key", [](const Position& p) { return p.state->key(); }, "the 64-bit repetition key")
      .def("quiet_plies", [](const Position& p) { return p.state->quiet_plies(); }, "plies since the last progress")
      .def("points", [](const Position& p) { return p.state->points(); })
      .def("board", &board_dict, "the pieces per occupied square, bottom to top: {'e4': [{'side', 'letter', ...}]}")
      .def("perft", [](const Position& p, int depth) { return perft_of(*p.state, depth, false); }, py::arg("depth"),
           "Move-path counts to `depth` plies (0..20, as cinc perft); Ctrl-C stops it.")
      .def("_perft_in_pieces", [](const Position& p, int depth, int leaf_depth) {
        return perft_of(*p.state, depth, false, leaf_depth);
      }, py::arg("depth"), py::arg("leaf_depth"), "perft counted in pieces of leaf_depth plies (for the tests)")
      .def("copy", [](const Position& p) { return Position(p); }, "An independent copy, move stack included.")
      .def("__copy__", [](const Position& p) { return Position(p); })
      .def("__deepcopy__", [](const Position& p, const py::object& memo) {
        (void)memo;
        return Position(p);
      }, py::arg("memo"))
      .def(py::pickle(&position_state, &position_from_state));
}

// A position drawn (svg, as `cinc diagram`) and as text, the piece on a square, and equality.
void add_position_drawing(py::class_<Position>& position) {
  position
      .def("svg",
           [](const Position& p, std::optional<std::string> orientation, bool flip, bool names, bool numbers,
              std::optional<std::string> caption, bool no_caption, py::object highlight, py::object arrows,
              py::object marks, bool last_move, std::optional<std::string> moves, std::optional<std::string> air_defence,
              std::optional<std::string> comment, std::string format) {
             SvgOptions o{std::move(orientation), flip, names, numbers, std::move(caption), no_caption,
                          std::move(highlight), std::move(arrows), std::move(marks), last_move, std::move(moves),
                          std::move(air_defence), std::move(comment), std::move(format)};
             return draw(p, o);
           },
           py::kw_only(), py::arg("orientation") = py::none(), py::arg("flip") = false, py::arg("names") = false,
           py::arg("numbers") = false, py::arg("caption") = py::none(), py::arg("no_caption") = false,
           py::arg("highlight") = py::none(), py::arg("arrows") = py::none(), py::arg("marks") = py::none(),
           py::arg("last_move") = false, py::arg("moves") = py::none(), py::arg("air_defence") = py::none(),
           py::arg("comment") = py::none(), py::arg("format") = "svg",
           "The position as `cinc diagram` draws it (docs/diagrams.md): SVG text (png/pdf: bytes).")
      .def("_repr_svg_", [](const Position& p) { return draw(p, SvgOptions{}); })
      .def("__str__", &board_text, "the board as text: the first player's pieces in capitals, the second's in small letters")
      .def("piece_at", [](const Position& p, const py::object& square) -> py::object {
        const game::BoardView view = p.state->board();
        const auto& stack = view.squares[static_cast<std::size_t>(square_of(view, square, "piece_at"))];
        if (stack.empty()) return py::none();
        return piece_dict(stack.back());
      }, py::arg("square"),
           "The piece on a square (a name, or a PDN number on the dark-square games), the top one of a stack "
           "(board() has the whole stack), or None when it is empty.")
      .def("__repr__", [](const Position& p) { return "Position(variant='" + p.variant->name + "', fen='" + p.state->fen() + "')"; })
      .def("__eq__", [](const Position& a, const Position& b) {
        return a.variant == b.variant && a.state->fen() == b.state->fen();
      });
}

// cinc.Position: a game's position, from its start or a FEN, with the moves played from it.
void bind_position(py::module_& m) {
  py::class_<Position> position(m, "Position", "A position of one of the games, with the moves played from it.");
  position
      .def(py::init(&make_position), py::arg("variant") = kCommanderInChief, py::arg("fen") = py::none(),
           "The game's standard start, or the position of `fen`. Raises CincError (code position.bad-fen, "
           "position.unknown-variant).")
      .def_property_readonly("variant", [](const Position& p) { return p.variant->name; })
      .def_property_readonly("sides", [](const Position& p) { return p.variant->sides; }, "the side names, first player first")
      .def_property_readonly("turn", [](const Position& p) { return p.state->side_to_move(); }, "0: the first player is to move")
      .def_property_readonly("move_number", [](const Position& p) { return p.state->move_number(); })
      .def("fen", [](const Position& p) { return p.state->fen(); });
  add_position_moves(position);
  add_position_state(position);
  add_position_drawing(position);
}

}  // namespace

void init_position(py::module_& m) {
  bind_move(m);
  bind_position(m);

  m.def("variants", [] {
    std::vector<std::string> out;
    for (const auto& v : game::variants()) out.push_back(v.name);
    return out;
  }, "the names of the registered games, in the tools' order");
  m.def("_game_from_position", &game_from_position, py::arg("position"), py::arg("tags"));
  m.def("_game_position", &position_of, py::arg("game"), py::arg("ply") = py::none());
}

namespace {

Position position_of(const GamePtr& g, std::optional<int> ply) {
  if (!g->has_replay || g->replayed.start_fen.empty() || !g->replayed.variant)
    throw CincError("python.no-position", "the game has no position: its start could not be set up", g->record.start.line,
                    g->record.start.column);
  const auto& moves = g->replayed.main.moves;
  const int last = static_cast<int>(moves.size());
  const int at = ply.value_or(last);
  if (at < 0 || at > last)
    throw py::index_error("ply " + std::to_string(at) + " is not on the replayed main line (0.." + std::to_string(last) + ")");
  Position p;
  p.variant = g->replayed.variant;
  // The start the moves were played from (a cotulenh export's final-position FEN unused).
  p.state = game::start_state(g->record, g->replayed);
  if (!p.state) throw CincError("python.no-position", "the game's start could not be set up");
  for (int i = 0; i < at; ++i) push(p, moves[static_cast<std::size_t>(i)].played.canonical);
  return p;
}

}  // namespace

}  // namespace cinc::python
