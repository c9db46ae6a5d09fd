// The diagrams of `cinc diagram` (position_diagram.h): a position of a record (or a FEN) of
// any registered game drawn as a rulebook diagram through Graphviz: SVG, PNG, PDF or the
// graph description (DOT), one or a series.
// Every game is drawn from its GameState's BoardView (Commander-In-Chief's zones, Commander
// Chess's board of points with its air defence on request) and what its Variant says beyond
// it (team turns, a piece's moves for --moves). docs/diagrams.md shows it.
// Rules: docs/rules/commander-in-chief.md (cited as §n).
#include "diagram/position_diagram.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iostream>
#include <memory>
#include <optional>
#include <set>
#include <span>
#include <string>
#include <tuple>
#include <vector>

#include "cinc/game/replay.h"
#include "cinc/game/variant.h"
#include "cinc/notation/pdn.h"
#include "cinc/notation/reader.h"
#include "diagram/board_model.h"
#include "diagram/render_gv.h"
#include "io/io.h"
#include "reading/game_files.h"
#include "writing/diagnostics_format.h"

namespace cinc::tools {

namespace {

using diagram::BoardModel;
using diagram::DiagramOptions;
using diagram::Format;

const char* const kCommanderInChief = "commander-in-chief";
const char* const kCommanderChess = "commander-chess";

// A usage problem found while reading the options: exit 2 before anything is drawn.
struct UsageError {
  std::string message;
};

// Marks asked for on the command line, read once.
struct CommandMarks {
  std::vector<std::pair<game::Square, diagram::Colour>> highlights;
  std::vector<std::tuple<game::Square, game::Square, diagram::Colour>> arrows;
  std::vector<std::pair<game::Square, std::string>> texts;
  std::optional<game::Square> moves;
};

// How the squares of the game's board are named on the command line: a1..h8, and PDN
// numbers 1..32 too on the boards played on the dark squares only.
struct SquareNames {
  game::Geometry geometry{8, 8};
  bool numbers = false;
  std::span<const int> square_numbers;  // the board's PDN numbers (BoardView::square_numbers)

  // A square name or number at the start of the text; `used` says how much it took.
  [[nodiscard]] std::optional<game::Square> prefix(std::string_view text, std::size_t& used) const {
    if (!numbers || text.empty() || text.front() < '0' || text.front() > '9') return geometry.parse_prefix(text, used);
    used = std::min(text.find_first_not_of("0123456789"), text.size());
    if (used > 2) return std::nullopt;
    const game::Square s = diagram::numbered_square(square_numbers, std::stoi(std::string(text.substr(0, used))));
    return s == game::kNoSquare ? std::nullopt : std::optional<game::Square>(s);
  }
  // A whole square name or number.
  [[nodiscard]] std::optional<game::Square> parse(std::string_view text) const {
    std::size_t used = 0;
    const auto s = prefix(text, used);
    return s && used == text.size() ? s : std::nullopt;
  }
  // "a1..h8" or "a1..h8 or a PDN number 1..32", for messages.
  [[nodiscard]] std::string described() const {
    const game::Square last = static_cast<game::Square>(geometry.size() - 1);
    return geometry.name(0) + ".." + geometry.name(last) + (numbers ? " or a PDN number 1..32" : "");
  }
};

game::Square square_arg(const SquareNames& names, std::string_view text, const char* option) {
  const auto s = names.parse(text);
  if (!s) throw UsageError{std::string(option) + ": '" + std::string(text) + "' is not a square " + names.described()};
  return *s;
}

diagram::Colour colour_arg(std::string_view text, const char* option) {
  const auto c = diagram::parse_colour(text);
  if (!c) throw UsageError{std::string(option) + ": '" + std::string(text) +
                           "' is not a colour (G, R, Y, B, green, red, yellow, blue or #rrggbb)"};
  return *c;
}

CommandMarks read_marks(const DiagramOptions& opt, const SquareNames& names) {
  CommandMarks out;
  for (const std::string& h : opt.highlights) {
    const std::size_t colon = h.find(':');
    const game::Square s = square_arg(names, std::string_view(h).substr(0, colon), "--highlight");
    out.highlights.emplace_back(s, colon == std::string::npos ? diagram::palette::kGreen
                                                              : colour_arg(std::string_view(h).substr(colon + 1), "--highlight"));
  }
  for (const std::string& a : opt.arrows) {
    const std::size_t colon = a.find(':');
    std::string_view squares = std::string_view(a).substr(0, colon);
    std::size_t used = 0;
    const auto from = names.prefix(squares, used);
    std::string_view rest = from ? squares.substr(used) : std::string_view{};
    if (!rest.empty() && rest.front() == '-') rest.remove_prefix(1);
    const auto to = from ? names.parse(rest) : std::nullopt;
    if (!to || *from == *to)
      throw UsageError{"--arrow: '" + a + "' is not two different squares FROM-TO, e.g. d4-e5 or d4-e5:red"};
    out.arrows.emplace_back(*from, *to, colon == std::string::npos
                                            ? diagram::palette::kGreen
                                            : colour_arg(std::string_view(a).substr(colon + 1), "--arrow"));
  }
  for (const std::string& m : opt.marks) {
    const std::size_t colon = m.find(':');
    if (colon == std::string::npos || colon + 1 == m.size())
      throw UsageError{"--mark: '" + m + "' is not SQUARE:TEXT, e.g. d4:-"};
    std::string text = m.substr(colon + 1);
    if (text == "-") text = "\u2212";  // a real minus sign
    out.texts.emplace_back(square_arg(names, std::string_view(m).substr(0, colon), "--mark"), text);
  }
  if (!opt.moves.empty()) out.moves = square_arg(names, opt.moves, "--moves");
  return out;
}

// The plies of a series: --every N (0, N, 2N, ... and the last) or --plies "0,10,20-24".
std::vector<int> series_plies(const DiagramOptions& opt, int last) {
  std::set<int> plies;
  if (opt.every > 0) {
    for (int p = 0; p <= last; p += opt.every) plies.insert(p);
    plies.insert(last);
    return {plies.begin(), plies.end()};
  }
  std::string_view rest = opt.plies;
  while (!rest.empty()) {
    const std::size_t comma = rest.find(',');
    const std::string_view item = rest.substr(0, comma);
    rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
    auto number = [&](std::string_view t) {
      if (t.empty() || t.size() > 6 || t.find_first_not_of("0123456789") != std::string_view::npos)
        throw UsageError{"--plies: '" + std::string(item) + "' is not a ply number or a range such as 10-20"};
      return std::stoi(std::string(t));
    };
    const std::size_t dash = item.find('-');
    const int a = number(item.substr(0, dash));
    const int b = dash == std::string_view::npos ? a : number(item.substr(dash + 1));
    if (b < a) throw UsageError{"--plies: the range '" + std::string(item) + "' runs backwards"};
    for (int p = a; p <= b; ++p) plies.insert(p);
  }
  return {plies.begin(), plies.end()};
}

// The game of a record, read and replayed (the record must stay where it is).
struct LoadedGame {
  notation::GameRecord record;
  game::ReplayedGame replayed;
};

// A position to draw and what the caption and the marks need to know about it.
struct Moment {
  std::unique_ptr<game::GameState> state;
  int ply = 0;
  const game::ReplayedMove* move = nullptr;  // the move that led here, when ply > 0
};

class DiagramRun {
 public:
  explicit DiagramRun(const DiagramOptions& opt) : opt_(opt) {}

  int run() {
    try {
      return run_checked();
    } catch (const UsageError& e) {
      std::cerr << "cinc diagram: " << e.message << "\n";
      return kExitUsage;
    } catch (const diagram::RenderError& e) {
      std::cerr << "cinc diagram: " << e.what() << "\n";
      return kExitUsage;
    }
  }

 private:
  int run_checked() {
    const bool series = opt_.every > 0 || !opt_.plies.empty();
    // `--air-defence FILE`: the option's optional side took the record's name.
    if (opt_.file.empty() && opt_.fen.empty() && !opt_.air_defence.empty())
      throw UsageError{"--air-defence took '" + opt_.air_defence +
                       "' as its side: give the record FILE before --air-defence, or write --air-defence=both"};
    if (opt_.file.empty() == opt_.fen.empty())
      throw UsageError{"give either a record FILE or --fen FEN (one of them)"};
    if (series && opt_.file.empty()) throw UsageError{"--every and --plies draw a series from a record FILE"};
    if (series && opt_.ply >= 0) throw UsageError{"--ply draws one position; --every and --plies draw a series"};
    if (opt_.every > 0 && !opt_.plies.empty()) throw UsageError{"give --every or --plies, not both"};
    if (series && (opt_.output.empty() || opt_.output == "-"))
      throw UsageError{"a series needs -o DIRECTORY (the files are named ply-000.svg, ply-010.svg, ...)"};
    if (series && opt_.moves.size()) throw UsageError{"--moves draws one position; leave it out of a series"};
    if (opt_.square && opt_.diamond) throw UsageError{"give --square or --diamond, not both"};
    if (!opt_.file.empty() && opt_.variant_given)
      throw UsageError{"--variant goes with --fen; a record names its game in its Variant tag"};
    format_ = pick_format(series);

    if (!opt_.fen.empty()) {
      variant_ = game::find_variant(opt_.variant);
      if (!variant_)
        throw UsageError{"--variant: no game is called '" + opt_.variant + "' (known: " + game::variant_names() + ")"};
      Moment m;
      if (!set_up(opt_.fen, m)) {
        report_invalid_fen();
        return kExitInvalid;
      }
      check_game_options(*m.state);
      diagram::CaptionFacts facts = side_facts();
      facts.moment = diagram::set_up_moment(*m.state, *variant_);
      facts.to_move = diagram::to_move_text(*m.state, *variant_);
      BoardModel model;
      if (!build(m, facts, model)) return kExitInvalid;
      write_output(opt_.output, renderer_.render(diagram::board_dot(model), format_, "neato", opt_.dpi));
      return exit_code_;
    }

    if (!load()) return kExitInvalid;
    {
      Moment start;
      if (!set_up(game_->replayed.start_fen, start)) {  // replay made this FEN, so this does not happen
        std::cerr << "cinc diagram: cannot set up the start position" << setup_error_ << "\n";
        return kExitInvalid;
      }
      check_game_options(*start.state);
    }
    const auto& moves = game_->replayed.main.moves;
    const int last = static_cast<int>(moves.size());
    if (!series) {
      // Without --ply the last position is asked for: a record with an error has none it
      // can vouch for, so the error is reported instead of drawing the position before it.
      if (opt_.ply < 0 && !game_->replayed.valid()) {
        std::cerr << "cinc diagram: game " << opt_.game << " has an error, so its last position is unknown; "
                  << "--ply N draws a position before the error\n";
        for (const auto& d : game_->replayed.diagnostics)
          if (d.severity == notation::Severity::error) std::cerr << format_diagnostic(shown_, d) << "\n";
        return kExitInvalid;
      }
      const int ply = opt_.ply < 0 ? last : opt_.ply;
      if (!reachable(ply, last)) return kExitInvalid;
      BoardModel model;
      if (!build_at(ply, model)) return kExitInvalid;
      write_output(opt_.output, renderer_.render(diagram::board_dot(model), format_, "neato", opt_.dpi));
      return exit_code_;
    }

    // A series: every diagram is drawn before any file is written.
    const std::vector<int> plies = series_plies(opt_, last);
    for (const int p : plies)
      if (!reachable(p, last)) return kExitInvalid;
    const int width = std::max(3, static_cast<int>(std::to_string(last).size()));
    std::vector<std::pair<std::string, std::string>> files;
    for (const int p : plies) {
      BoardModel model;
      if (!build_at(p, model)) return kExitInvalid;
      char name[64];
      std::snprintf(name, sizeof name, "ply-%0*d.%s", width, p, diagram::extension_of(format_));
      files.emplace_back(name, renderer_.render(diagram::board_dot(model), format_, "neato", opt_.dpi));
    }
    namespace fs = std::filesystem;
    std::error_code ec;
    fs::create_directories(opt_.output, ec);
    if (!fs::is_directory(opt_.output))
      throw IoError("cannot write the series into " + opt_.output + ": " +
                    (fs::exists(opt_.output) ? std::string("it is not a directory") : ec.message()));
    for (const auto& [name, bytes] : files) write_output((fs::path(opt_.output) / name).string(), bytes);
    return exit_code_;
  }

  Format pick_format(bool series) const {
    if (!opt_.format.empty()) {
      const auto f = diagram::format_named(opt_.format);
      if (!f) throw UsageError{"--format must be svg, png, pdf or dot, not '" + opt_.format + "'"};
      return *f;
    }
    if (series || opt_.output.empty() || opt_.output == "-") return Format::svg;
    const auto f = diagram::format_of_path(opt_.output);
    if (!f)
      throw UsageError{"cannot tell the format from '" + opt_.output +
                       "': end it in .svg, .png, .pdf or .dot, or give --format"};
    return *f;
  }

  // Sets up a position of the game (variant_) from a FEN. False (setup_error_ says why)
  // when the FEN is not valid.
  bool set_up(const std::string& fen, Moment& m) {
    auto state = variant_->from_fen(fen);
    if (!state) {
      setup_error_ = (state.error().column ? " at column " + std::to_string(state.error().column) : std::string()) + ": " +
                     state.error().message;
      return false;
    }
    m.state = std::move(*state);
    return true;
  }

  // An invalid --fen, and the game it would be valid for when --variant was left out.
  void report_invalid_fen() const {
    std::cerr << "cinc diagram: invalid FEN" << setup_error_ << " (read as " << variant_->name << ")\n";
    if (opt_.variant_given) return;
    for (const game::Variant& v : game::variants())
      if (&v != variant_ && v.from_fen(opt_.fen)) {
        std::cerr << "cinc diagram: it reads as a " << v.name << " position: add --variant " << v.name << "\n";
        return;
      }
  }

  // The options that need the game: --moves asks the game's piece_targets, --numbers
  // needs a board played on the dark squares, --air-defence Commander Chess, and a board
  // of points is drawn upright; the marks are read against the board's names.
  void check_game_options(const game::GameState& state) {
    const game::BoardView view = state.board();
    if (opt_.diamond && view.on_intersections)
      throw UsageError{"--diamond: the " + variant_->name + " board (points on the lines, a river) is drawn upright only"};
    defence_sides_ = defence_sides();
    if (!opt_.moves.empty() && !variant_->piece_targets)
      throw UsageError{"--moves marks a Commander-In-Chief piece's moves (Position::piece_moves); it does not work for " +
                       variant_->name};
    if (opt_.numbers && !diagram::has_pdn_numbers(view))
      throw UsageError{"--numbers: only the games played on the dark squares of 8 x 8 have PDN numbers, not " +
                       variant_->name};
    names_.geometry = view.geometry;
    names_.numbers = diagram::has_pdn_numbers(view);
    names_.square_numbers = view.square_numbers;
    marks_ = read_marks(opt_, names_);
  }

  // The sides whose air defence --air-defence asks for: a side name of the game
  // (any case) or "both" (also what the option alone means). Commander Chess only.
  std::vector<int> defence_sides() const {
    if (!opt_.air_defence_given) return {};
    if (variant_->name != kCommanderChess)
      throw UsageError{"--air-defence shows Commander Chess's air defence; " + variant_->name + " has none"};
    auto lower = [](std::string text) {
      for (char& c : text)
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
      return text;
    };
    const std::string asked = lower(opt_.air_defence);
    if (asked.empty() || asked == "both") return {0, 1};
    for (int side = 0; side < 2; ++side)
      if (asked == lower(variant_->sides[static_cast<std::size_t>(side)])) return {side};
    throw UsageError{"--air-defence: '" + opt_.air_defence + "' is not " + lower(variant_->sides[0]) + ", " +
                     lower(variant_->sides[1]) + " or both (give a record FILE before the option, or write "
                     "--air-defence=both)"};
  }

  // The side names of the caption, and the players' names from the side tags of a record.
  diagram::CaptionFacts side_facts() const {
    diagram::CaptionFacts facts;
    facts.first_side = variant_->sides[0];
    facts.second_side = variant_->sides[1];
    if (variant_->name != kCommanderInChief && variant_->name != kCommanderChess) facts.points_label = "captured";
    if (game_) {
      facts.first_name = tag(facts.first_side);
      facts.second_name = tag(facts.second_side);
    }
    return facts;
  }

  // A tag's value, empty when missing or "?".
  std::string tag(const std::string& name) const {
    const std::string* v = game_->record.tag(name);
    return v && *v != "?" ? *v : std::string();
  }

  bool load() {
    shown_ = opt_.file == "-" ? "<stdin>" : opt_.file;
    game_ = std::make_unique<LoadedGame>();
    // Read up to the game asked for, never the whole file.
    if (const int games = read_nth_game(opt_.file, opt_.game, game_->record); games < opt_.game) {
      std::cerr << "cinc diagram: " << shown_ << " has " << games << " game" << (games == 1 ? "" : "s") << ", not "
                << opt_.game << "\n";
      return false;
    }
    game_->replayed = game::replay(game_->record);
    const game::ReplayedGame& r = game_->replayed;
    if (r.start_fen.empty() || !r.variant) {
      for (const auto& d : r.diagnostics) std::cerr << format_diagnostic(shown_, d) << "\n";
      return false;
    }
    variant_ = r.variant;
    return true;
  }

  bool reachable(int ply, int last) {
    if (ply <= last) return true;
    if (!game_->replayed.main.complete) {
      std::cerr << "cinc diagram: ply " << ply << " cannot be reached: the game has an error first\n";
      for (const auto& d : game_->replayed.diagnostics)
        if (d.severity == notation::Severity::error) std::cerr << format_diagnostic(shown_, d) << "\n";
    } else {
      std::cerr << "cinc diagram: game " << opt_.game << " has only " << last << " plies\n";
    }
    return false;
  }

  bool build_at(int ply, BoardModel& model) {
    const game::ReplayedGame& r = game_->replayed;
    Moment at;
    at.ply = ply;
    at.move = ply > 0 ? &r.main.moves[static_cast<std::size_t>(ply) - 1] : nullptr;
    if (!set_up(at.move ? at.move->fen_after : r.start_fen, at)) {  // replay made this FEN, so this does not happen
      std::cerr << "cinc diagram: cannot set up ply " << ply << setup_error_ << "\n";
      return false;
    }
    diagram::CaptionFacts facts = side_facts();
    const std::string* setup = game_->record.tag("SetUp");
    if (!at.move) {
      facts.moment = setup && *setup == "1" ? "set-up position" : "start position";
    } else {
      facts.moment =
          "after " + std::to_string(at.move->number) + (at.move->side == 0 ? ". " : "... ") + at.move->played.canonical;
      if (variant_->scores_points) facts.points = at.move->played.points;
    }
    facts.to_move = diagram::to_move_text(*at.state, *variant_);
    // In a team game, the member due is named when the record has the tag (§7).
    if (const auto who = variant_->member_to_move ? variant_->member_to_move(*at.state) : std::nullopt) {
      const std::string member = tag(r.side_name(at.state->side_to_move()) + who->tag);
      if (const std::size_t where = facts.to_move.find(who->role); !member.empty() && where != std::string::npos)
        facts.to_move.insert(where + who->role.size(), " " + member);
    }
    return build(at, facts, model);
  }

  // The board of one moment with every mark asked for, and its caption.
  bool build(const Moment& at, diagram::CaptionFacts facts, BoardModel& model) {
    diagram::BoardStyle style;
    style.orientation = opt_.square    ? diagram::Orientation::square
                        : opt_.diamond ? diagram::Orientation::diamond
                                       : diagram::usual_orientation(variant_->name);
    style.flipped = opt_.flip;
    style.square_names = opt_.names;
    style.pdn_numbers = opt_.numbers;
    std::vector<std::string> notes;  // the game's lines beyond the board (BoardView::notes)
    {
      const game::BoardView view = at.state->board();
      model = diagram::board_of(view, variant_->sides, style);
      for (const int side : defence_sides_) diagram::add_air_defence(model, view, variant_->sides, side);
      if (view.borne_off[0] > 0 || view.borne_off[1] > 0) facts.borne_off = view.borne_off;
      notes = view.notes;
    }
    if (opt_.last_move && at.move) {
      const auto from = names_.geometry.parse(at.move->played.from), to = names_.geometry.parse(at.move->played.to);
      if (from && to) {
        diagram::add_tint(model, *from, diagram::palette::kYellow);
        diagram::add_tint(model, *to, diagram::palette::kYellow);
      }
    }
    if (!opt_.no_comment_marks && game_) {
      const std::vector<notation::Comment>& comments =
          at.move ? at.move->node->comments : game_->record.main.leading_comments;
      std::vector<std::string> problems;
      for (const notation::Comment& c : comments) diagram::add_comment_marks(model, c.text, problems);
      for (const std::string& p : problems) {
        std::cerr << "cinc diagram: " << shown_ << ": ply " << at.ply << ": " << p << " (left out)\n";
        exit_code_ = kExitInvalid;
      }
    }
    for (const auto& [s, colour] : marks_.highlights) diagram::add_highlight(model, s, colour);
    if (marks_.moves) {
      const auto targets = variant_->piece_targets(*at.state, *marks_.moves);
      if (!targets) {
        std::cerr << "cinc diagram: --moves " << names_.geometry.name(*marks_.moves) << ": no piece stands there\n";
        return false;
      }
      diagram::add_piece_moves(model, *targets, *marks_.moves);
    }
    for (const auto& [from, to, colour] : marks_.arrows) diagram::add_arrow(model, from, to, colour);
    for (const auto& [s, text] : marks_.texts) diagram::add_text(model, s, text, diagram::palette::kRed);
    if (!opt_.no_caption) model.caption = opt_.caption_given ? opt_.caption : diagram::caption_text(facts);
    if (!opt_.no_caption && !opt_.caption_given)
      for (const std::string& note : notes) model.caption += "\n" + note;
    return true;
  }

  const DiagramOptions& opt_;
  Format format_ = Format::svg;
  const game::Variant* variant_ = nullptr;
  SquareNames names_;
  std::string setup_error_;
  CommandMarks marks_;
  std::vector<int> defence_sides_;  // whose air defence to draw (--air-defence)
  std::string shown_ = "<fen>";
  std::unique_ptr<LoadedGame> game_;
  diagram::Renderer renderer_;
  int exit_code_ = kExitOk;
};

}  // namespace

int diagram::draw_diagrams(const DiagramOptions& options) {
  DiagramRun run(options);
  return run.run();
}

}  // namespace cinc::tools
