// Diagrams (`cinc diagram`, `cinc tree`, libtools/diagram/): the board model checked against the
// rules by hand (for the checkers family docs/rules/checkers.md §1, §8, stackem.md §2 and
// coast-to-coast.md §1: dark squares, PDN numbers, Kings, stacks, homes; for
// docs/rules/commander-in-chief.md §1 zones, §2 set-up, §4.3 Helicopter ring and blockers), the
// graph descriptions against small reviewed golden files, and the rendered files for their
// signatures (SVG well-formed XML, PNG and PDF magic bytes). Test names contain "diagram" or
// "tree": run them alone with -tc="*diagram*,*tree*".
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <optional>
#include <set>
#include <utility>
#include <vector>

#include "cinc/game/cic.h"
#include "cinc/game/replay.h"
#include "cinc/game/variant.h"
#include "cinc/notation/reader.h"
#include "diagram/board_model.h"
#include "diagram/render_gv.h"
#include "diagram/tree.h"
#include "support/cic_diagram.h"
#include "support/run_cinc.h"

using namespace cinc;
namespace cic = game::cic;
namespace dg = tools::diagram;
using cinc::test::read_file;
using cinc::test::run_cinc;
using cinc::test::TempDir;
using cinc::test::write_file;

namespace {

const std::string kGolden = std::string(CINC_SOURCE_DIR) + "/tests/tools/golden/";

// The example game of docs/notation.md §2.1 (checked by hand in cli_test.cpp), with marks in a
// comment.
const std::string kExample = R"([Event "Club Championship"]
[Variant "commander-in-chief"]
[Dark "A. Smith"]
[Light "B. Jones"]
[Result "*"]

1. Hf7-d5 Ab4-c4 2. Bg7-d4 {the Bomber jumps f6 and e5 [%cal Gg7d4,Rd4b2] [%csl Rc3]} Hc2-e4 $2
3. Bd4xb2 Fa2xb2 *
)";

// The same game with side lines and NAGs, for the tree.
const std::string kVariations = R"([Event "Club Championship"]
[Variant "commander-in-chief"]
[Dark "A. Smith"]
[Light "B. Jones"]
[Result "*"]

1. Hf7-d5 (1. Ae7-e6 Ab4-c4 (1... Ad2-d3) 2. Hf7-d5) 1... Ab4-c4 2. Bg7-d4 $1 {the Bomber jumps f6 and e5}
(2. Hd5-b4 $2 Hc2-e4) 2... Hc2-e4 $2 3. Bd4xb2 (3. Bd4xd2 $5) 3... Fa2xb2 (3... Fb1xb2 $6 4. Hd5-b4) *
)";

// A Light Helicopter on d4 with a Dark Bomber on e4, a Light Tank on c3 (both blockers)
// and a Dark Amphibian on d5 (jumped, no blocker).
const std::string kHelicopterFen = "7C/8/8/3A4/3hB3/2t5/8/c7 l - 0 1";

game::Square sq(const char* name) { return *cic::kBoard.parse(name); }

std::set<std::string> names_of(const std::vector<game::Square>& squares) {
  std::set<std::string> out;
  for (const auto s : squares) out.insert(cic::kBoard.name(s));
  return out;
}

std::set<std::string> marked(const dg::BoardModel& m, dg::MarkShape shape) {
  std::set<std::string> out;
  for (const auto& k : m.marks)
    if (k.shape == shape) out.insert(cic::kBoard.name(k.square));
  return out;
}

// A minimal XML check: every tag closed in order, comments, declarations and CDATA
// skipped, attribute quotes balanced. Returns an empty string when well-formed.
std::string xml_problem(const std::string& x) {
  std::vector<std::string> open;
  std::size_t i = 0;
  bool root_seen = false;
  while ((i = x.find('<', i)) != std::string::npos) {
    if (x.compare(i, 4, "<!--") == 0) {
      const std::size_t e = x.find("-->", i);
      if (e == std::string::npos) return "unclosed comment";
      i = e + 3;
      continue;
    }
    if (x.compare(i, 9, "<![CDATA[") == 0) {
      const std::size_t e = x.find("]]>", i);
      if (e == std::string::npos) return "unclosed CDATA";
      i = e + 3;
      continue;
    }
    if (x.compare(i, 2, "<?") == 0 || x.compare(i, 2, "<!") == 0) {
      const std::size_t e = x.find('>', i);
      if (e == std::string::npos) return "unclosed declaration";
      i = e + 1;
      continue;
    }
    // Find the tag's end, skipping '>' inside quoted attribute values.
    std::size_t e = i + 1;
    char quote = 0;
    for (; e < x.size(); ++e) {
      if (quote) {
        if (x[e] == quote) quote = 0;
      } else if (x[e] == '"' || x[e] == '\'') {
        quote = x[e];
      } else if (x[e] == '>') {
        break;
      } else if (x[e] == '<') {
        return "'<' inside a tag at " + std::to_string(e);
      }
    }
    if (e >= x.size()) return "unclosed tag at " + std::to_string(i);
    const std::string tag = x.substr(i + 1, e - i - 1);
    const bool closing = !tag.empty() && tag[0] == '/';
    const bool self_closing = !tag.empty() && tag.back() == '/';
    const std::size_t name_start = closing ? 1 : 0;
    const std::size_t name_end = tag.find_first_of(" \t\r\n/", name_start);
    const std::string name = tag.substr(name_start, name_end == std::string::npos ? std::string::npos : name_end - name_start);
    if (name.empty()) return "a tag without a name at " + std::to_string(i);
    if (closing) {
      if (open.empty() || open.back() != name) return "</" + name + "> closes " + (open.empty() ? "nothing" : "<" + open.back() + ">");
      open.pop_back();
    } else if (!self_closing) {
      if (open.empty() && root_seen) return "a second root element <" + name + ">";
      open.push_back(name);
      root_seen = true;
    }
    i = e + 1;
  }
  if (!open.empty()) return "<" + open.back() + "> never closed";
  return root_seen ? "" : "no element at all";
}

bool starts_with(const std::string& s, const std::string& prefix) { return s.rfind(prefix, 0) == 0; }

std::size_t count_of(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + part.size())) ++n;
  return n;
}

// The checkers family's sides: checkers (and Coast to Coast) Black first, Stack'Em Red first.
const std::array<std::string, 2> kBlackRed{"Black", "Red"};
const std::array<std::string, 2> kRedBlack{"Red", "Black"};

// A checkers position's model through the registered game, as `cinc diagram` builds it.
dg::BoardModel checkers_model(const std::string& fen, const dg::BoardStyle& style) {
  const game::Variant* v = game::find_variant("checkers");
  REQUIRE(v != nullptr);
  auto state = v->from_fen(fen);
  REQUIRE_MESSAGE(state.ok(), fen);
  return dg::board_of((*state)->board(), v->sides, style);
}

const dg::PieceDisc* disc_on(const dg::BoardModel& m, const char* square) {
  for (const auto& p : m.pieces)
    if (p.square == sq(square)) return &p;
  return nullptr;
}

game::PieceView checker(int side, bool king, const std::string& side_name) {
  game::PieceView v;
  v.side = side;
  v.letter = king ? "K" : "M";
  v.crowned = king;
  v.name = side_name + (king ? " King" : " man");
  return v;
}

// A 3-high stack on c3 built by hand, as Stack'Em's BoardView gives one (bottom to top:
// a Red man, a Black man, a Black King on top), and a single Red man on e3.
game::BoardView stack_view() {
  game::BoardView view;
  view.dark_squares_only = true;
  view.squares.resize(64);
  view.squares[static_cast<std::size_t>(sq("c3"))] = {checker(0, false, "Red"), checker(1, false, "Black"),
                                                      checker(1, true, "Black")};
  view.squares[static_cast<std::size_t>(sq("e3"))] = {checker(0, false, "Red")};
  return view;
}

// Coast to Coast's board built by hand (docs/rules/coast-to-coast.md §1): all 64 squares, the homes
// h8 (Black's) and a1 (Red's) marked, one Black King on g7 and two Red pieces borne off.
game::BoardView coast_view() {
  game::BoardView view;
  view.squares.resize(64);
  view.squares[static_cast<std::size_t>(sq("g7"))] = {checker(0, true, "Black")};
  view.marked = {{sq("h8"), "Black's home"}, {sq("a1"), "Red's home"}};
  view.borne_off = {0, 2};
  return view;
}

}  // namespace

// ---- Commander-In-Chief (docs/rules/commander-in-chief.md) -------------------------------

TEST_CASE("diagram model: the start position, 30 pieces where §2 puts them, a1 at the bottom corner") {
  dg::BoardStyle style;
  const dg::BoardModel m = dg::cic_board(cic::Position::start(), style);
  REQUIRE(m.squares.size() == 64);
  REQUIRE(m.pieces.size() == 30);
  // §2: Light's army, Dark's is its point mirror.
  const std::vector<std::pair<const char*, const char*>> light = {
      {"C", "a1"}, {"F", "a2"}, {"F", "b1"}, {"T", "a3"}, {"B", "b2"}, {"T", "c1"}, {"S", "a4"}, {"H", "b3"},
      {"H", "c2"}, {"S", "d1"}, {"A", "a5"}, {"A", "b4"}, {"D", "c3"}, {"A", "d2"}, {"A", "e1"}};
  for (const auto& [letter, square] : light) {
    const game::Square s = sq(square);
    const game::Square mirror = cic::kBoard.at(7 - cic::kBoard.file_of(s), 7 - cic::kBoard.rank_of(s));
    for (const auto& [where, side] : {std::pair{s, 1}, std::pair{mirror, 0}}) {
      const auto it = std::find_if(m.pieces.begin(), m.pieces.end(), [w = where](const auto& p) { return p.square == w; });
      REQUIRE_MESSAGE(it != m.pieces.end(), cic::kBoard.name(where));
      CHECK(it->letter == letter);
      CHECK(it->side == side);
      CHECK(it->centre == m.cell(where).centre);
      CHECK_FALSE(it->enhanced);
    }
  }
  // §1: a1 the bottom corner, h8 the top, a8 the left, h1 the right; squares of one row
  // (f + r constant) side by side on one level.
  const double h = style.square_size / std::sqrt(2.0);
  CHECK(m.cell(sq("a1")).centre.x == doctest::Approx(0));
  CHECK(m.cell(sq("a1")).centre.y == doctest::Approx(h));
  CHECK(m.cell(sq("h8")).centre.y == doctest::Approx(15 * h));
  CHECK(m.cell(sq("a8")).centre.x == doctest::Approx(-7 * h));
  CHECK(m.cell(sq("h1")).centre.x == doctest::Approx(7 * h));
  for (const auto& c : m.squares) {
    CHECK(c.centre.y == doctest::Approx((c.file + c.rank + 1) * h));
    CHECK(c.centre.y >= m.cell(sq("a1")).centre.y);
    CHECK(c.centre.y <= m.cell(sq("h8")).centre.y);
    CHECK(c.centre.x >= m.cell(sq("a8")).centre.x);
    CHECK(c.centre.x <= m.cell(sq("h1")).centre.x);
  }
  // Flipped: h8 nearest the reader. Square: a1 bottom left, h8 top right.
  style.flipped = true;
  const dg::BoardModel f = dg::cic_board(cic::Position::start(), style);
  CHECK(f.cell(sq("h8")).centre.y < f.cell(sq("a1")).centre.y);
  CHECK(f.cell(sq("h1")).centre.x < f.cell(sq("a8")).centre.x);
  style = {};
  style.orientation = dg::Orientation::square;
  const dg::BoardModel s = dg::cic_board(cic::Position::start(), style);
  CHECK(s.cell(sq("a1")).centre == dg::Point{20, 20});
  CHECK(s.cell(sq("h8")).centre == dg::Point{300, 300});
  CHECK(s.cell(sq("h1")).centre == dg::Point{300, 20});
}

TEST_CASE("diagram model: Land and Sea shaded per square as §1 sets them, the boundaries drawn") {
  const dg::BoardModel m = dg::cic_board(cic::Position::start(), {});
  int land = 0, sea = 0;
  for (const auto& c : m.squares) {
    const int sum = c.file + c.rank;
    const bool is_land = sum <= 4 || sum >= 10;
    const bool dark_row = sum % 2 == 0;
    if (is_land) {
      ++land;
      CHECK_MESSAGE(c.fill == (dark_row ? dg::palette::kLandDark : dg::palette::kLandLight), c.name);
    } else {
      ++sea;
      CHECK_MESSAGE(c.fill == (dark_row ? dg::palette::kSeaDark : dg::palette::kSeaLight), c.name);
    }
  }
  CHECK(land == 30);
  CHECK(sea == 34);
  // Each boundary runs between row 4 and 5 (or 9 and 10): 5 squares with 2 neighbours
  // across it each, 10 unit lines; plus the 4 sides of the outline.
  int zone = 0, outline = 0;
  for (const auto& l : m.lines) (l.kind == dg::Segment::Kind::zone ? zone : outline)++;
  CHECK(zone == 20);
  CHECK(outline == 4);
  // Coordinates on all four edges of the diamond.
  CHECK(m.coordinates.size() == 32);
}

TEST_CASE("diagram model: a Helicopter's moves, blockers that cut them marked (worked by hand, §4.3)") {
  const auto pos = cic::Position::from_fen(kHelicopterFen);
  REQUIRE(pos.ok());
  // From d4 the ring has 16 squares. The Bomber on e4 cuts f4 (straight) and f5, f3
  // (via (1,0)); the Tank on c3 cuts b2 (straight), b3 and c2 (via (-1,-1)). The
  // Amphibian on d5 is jumped: d6, c6 and e6 stay open.
  CHECK(names_of(pos->obstructions(sq("d4"))) == std::set<std::string>{"c3", "e4"});
  dg::BoardModel m = dg::cic_board(*pos, {});
  REQUIRE(dg::add_piece_moves(m, *pos, sq("d4")));
  CHECK(marked(m, dg::MarkShape::dot) ==
        std::set<std::string>{"b4", "b5", "b6", "c6", "d6", "e6", "f6", "f2", "e2", "d2"});
  CHECK(marked(m, dg::MarkShape::ring).empty());
  CHECK(marked(m, dg::MarkShape::frame) == std::set<std::string>{"d4"});
  std::set<std::string> minus;
  for (const auto& t : m.texts) {
    CHECK(t.badge);
    CHECK(t.text == "\u2212");
    minus.insert(cic::kBoard.name(t.square));
  }
  CHECK(minus == std::set<std::string>{"c3", "e4"});
  CHECK_FALSE(dg::add_piece_moves(m, *pos, sq("a8")));  // empty square
}

TEST_CASE("diagram model: obstructions of pieces that do not jump are any piece in the way") {
  // A Light Fighter on a2 moves 1-3 squares Forward (+1,+1): b3, c4, d5. Its own
  // Amphibian on b3 cuts c4 and d5; its Commander on a1 cuts nothing (off the board beyond).
  const auto pos = cic::Position::from_fen("7C/8/8/8/8/1a6/f7/c7 l - 0 1");
  REQUIRE(pos.ok());
  CHECK(names_of(pos->obstructions(sq("a2"))) == std::set<std::string>{"b3"});
  // The Bomber jumps the same Amphibian: nothing cuts its moves.
  const auto bomber = cic::Position::from_fen("7C/8/8/8/8/1a6/b7/c7 l - 0 1");
  REQUIRE(bomber.ok());
  CHECK(bomber->obstructions(sq("a2")).empty());
}

TEST_CASE("diagram model: [%csl] and [%cal] marks from a comment, bad entries reported") {
  dg::BoardModel m = dg::cic_board(cic::Position::start(), {});
  std::vector<std::string> problems;
  dg::add_comment_marks(m, "look [%csl Gd4, Re5] here [%cal Yd4e5,Bh8a1] [%clk 0:01:00]", problems);
  CHECK(problems.empty());
  CHECK(marked(m, dg::MarkShape::frame) == std::set<std::string>{"d4", "e5"});
  CHECK(marked(m, dg::MarkShape::tint) == std::set<std::string>{"d4", "e5"});
  REQUIRE(m.arrows.size() == 2);
  CHECK(m.arrows[0].from == sq("d4"));
  CHECK(m.arrows[0].to == sq("e5"));
  CHECK(m.arrows[0].colour == dg::palette::kYellow);
  CHECK(m.arrows[1].colour == dg::palette::kBlue);
  dg::add_comment_marks(m, "[%csl Xd4,Gz9,Gd4e5] [%cal Gd4,Rd4d4x]", problems);
  CHECK(problems.size() == 5);
  CHECK(dg::parse_colour("#12ab9F") == std::optional<std::string>("#12ab9F"));
  CHECK_FALSE(dg::parse_colour("#12ab9").has_value());
  CHECK_FALSE(dg::parse_colour("purple").has_value());
}

TEST_CASE("diagram caption: players, the move, who moves, points") {
  dg::CaptionFacts f;
  f.first_name = "A. Smith";
  f.second_name = "B. Jones";
  f.moment = "after 2. Bg7-d4";
  f.to_move = "Light to move";
  f.points = std::array<int, 2>{5, 3};
  CHECK(dg::caption_text(f) ==
        "A. Smith (Dark) \u2013 B. Jones (Light)\nafter 2. Bg7-d4 \u00b7 Light to move \u00b7 points: Dark 5, Light 3");
  CHECK(dg::to_move_text(cic::Position::start()) == "Dark to move");
  CHECK(dg::to_move_text(cic::Position::start(true, false)) == "Dark to move (Land-and-Sea player)");
  CHECK(dg::html_text("a<b & \"c\"\n\xff") == "a&lt;b &amp; &quot;c&quot;<BR/>\xef\xbf\xbd");
}

TEST_CASE("diagram DOT: deterministic, every node pinned, matches the reviewed golden file") {
  // Two Commanders on the ordinary board, no caption: small enough to review by eye.
  const auto pos = cic::Position::from_fen("7C/8/8/8/8/8/8/c7 d - 0 1");
  REQUIRE(pos.ok());
  dg::BoardStyle style;
  style.orientation = dg::Orientation::square;
  dg::BoardModel m = dg::cic_board(*pos, style);
  dg::add_arrow(m, sq("a1"), sq("b2"), dg::palette::kGreen);
  const std::string dot = dg::board_dot(m);
  dg::BoardModel again = dg::cic_board(*pos, style);
  dg::add_arrow(again, sq("a1"), sq("b2"), dg::palette::kGreen);
  CHECK(dg::board_dot(again) == dot);
  // Both ends clear of the pieces (docs/diagrams.md): on a 40-point square the disc's radius
  // is 0.70 x 40 / 2 = 14 and the gap 0.04 x 40 = 1.6, so an arrow from the Commander on a1
  // to the one on h8 runs from 15.6 past a1's centre (20, 20) to 15.6 short of h8's (300, 300).
  dg::add_arrow(again, sq("a1"), sq("h8"), dg::palette::kRed);
  REQUIRE(again.arrows.size() == 2);
  const double along = 15.6 / std::sqrt(2.0);
  CHECK(again.arrows[1].tail.x == doctest::Approx(20 + along));
  CHECK(again.arrows[1].tail.y == doctest::Approx(20 + along));
  CHECK(again.arrows[1].head.x == doctest::Approx(300 - along));
  CHECK(again.arrows[1].head.y == doctest::Approx(300 - along));
  const std::string golden = read_file(kGolden + "board_two_commanders.dot");
  CHECK_MESSAGE(dot == golden, "regenerate with: cinc diagram --fen '7C/8/8/8/8/8/8/c7 d - 0 1' --square "
                               "--no-caption --arrow a1-b2 --format dot > tests/tools/golden/board_two_commanders.dot");
  // Every node of the start position's diagram carries a pinned position.
  const std::string start = dg::board_dot(dg::cic_board(cic::Position::start(), {}));
  std::size_t nodes = 0, pinned = 0;
  for (const auto& line : cinc::test::lines_of(start)) {
    if (line.find(" [") == std::string::npos || line.find(" -- ") != std::string::npos) continue;
    if (line.rfind("  graph", 0) == 0 || line.rfind("  node", 0) == 0 || line.rfind("  edge", 0) == 0) continue;
    ++nodes;
    if (line.find("!\"]") != std::string::npos) ++pinned;
  }
  CHECK(nodes > 64 + 30);
  CHECK(pinned == nodes);
}

TEST_CASE("tree DOT: main line straight, side lines from the position before, NAGs; golden file") {
  const auto records = notation::read_games(kVariations);
  REQUIRE(records.size() == 1);
  const game::ReplayedGame replayed = game::replay(records[0]);
  REQUIRE(replayed.valid());
  const std::string dot = dg::tree_dot(records[0], replayed);
  CHECK(dot == read_file(kGolden + "tree_variations.dot"));
  CHECK(dot.find("start -> m2;") != std::string::npos);  // 1. Ae7-e6 replaces 1. Hf7-d5
  CHECK(dot.find("m2 -> m4;") != std::string::npos);     // 1... Ad2-d3 replaces 1... Ab4-c4
  CHECK(dot.find("2. Bg7-d4!") != std::string::npos);
  CHECK(dot.find("3\u2026 Fb1xb2?!") != std::string::npos);
  CHECK(dot.find("dashed\", color=\"#c62828") == std::string::npos);  // every move played
  CHECK(dg::nag_text(5) == "!?");
  CHECK(dg::nag_text(200) == "$200");
}

TEST_CASE("diagram: SVG is well-formed XML, PNG and PDF carry their signatures") {
  const TempDir scratch;
  const std::string& dir = scratch.path();
  write_file(dir + "/ex.cgn", kExample);
  auto r = run_cinc({"diagram", dir + "/ex.cgn", "--ply", "3", "--last-move", "--moves", "d4", "--arrow", "h8-a1:red",
                     "--mark", "e5:-", "--highlight", "b2:Y", "-o", dir + "/d.svg"});
  CHECK_MESSAGE(r.exit_code == 0, r.err);
  const std::string svg = read_file(dir + "/d.svg");
  CHECK(xml_problem(svg) == "");
  CHECK(svg.find("<svg") != std::string::npos);
  CHECK(svg.find("A. Smith (Dark)") != std::string::npos);
  CHECK(svg.find("Dark Bomber on d4") != std::string::npos);  // the piece's tooltip
  r = run_cinc({"diagram", dir + "/ex.cgn", "--square", "--flip", "--names", "-o", dir + "/d.png"});
  CHECK_MESSAGE(r.exit_code == 0, r.err);
  CHECK(starts_with(read_file(dir + "/d.png"), "\x89PNG\r\n\x1a\n"));
  r = run_cinc({"diagram", "--fen", kHelicopterFen, "--moves", "d4", "-o", dir + "/d.pdf"});
  CHECK_MESSAGE(r.exit_code == 0, r.err);
  CHECK(starts_with(read_file(dir + "/d.pdf"), "%PDF-"));
  r = run_cinc({"diagram", "--fen", kHelicopterFen, "--format", "dot"});
  CHECK(r.exit_code == 0);
  CHECK(starts_with(r.out, "graph board {"));
  r = run_cinc({"diagram", "-", "--ply", "0", "--caption", "Set-up <&>"}, kExample);  // SVG on standard output
  CHECK(r.exit_code == 0);
  CHECK(xml_problem(r.out) == "");
  CHECK(r.out.find("Set&#45;up &lt;&amp;&gt;") != std::string::npos);
}

TEST_CASE("diagram series: numbered files for --every and --plies") {
  const TempDir scratch;
  const std::string& dir = scratch.path();
  write_file(dir + "/ex.cgn", kExample);
  auto r = run_cinc({"diagram", dir + "/ex.cgn", "--every", "4", "-o", dir + "/book"});
  CHECK_MESSAGE(r.exit_code == 0, r.err);
  for (const char* f : {"ply-000.svg", "ply-004.svg", "ply-006.svg"})
    CHECK_MESSAGE(std::filesystem::exists(dir + "/book/" + f), f);
  CHECK_FALSE(std::filesystem::exists(dir + "/book/ply-002.svg"));
  r = run_cinc({"diagram", dir + "/ex.cgn", "--plies", "1,3-4", "--format", "png", "-o", dir + "/png"});
  CHECK_MESSAGE(r.exit_code == 0, r.err);
  for (const char* f : {"ply-001.png", "ply-003.png", "ply-004.png"})
    CHECK(starts_with(read_file(dir + "/png/" + f), "\x89PNG"));
  // A ply past the end: nothing at all is written.
  r = run_cinc({"diagram", dir + "/ex.cgn", "--plies", "0,7", "-o", dir + "/none"});
  CHECK(r.exit_code == 1);
  CHECK(r.err.find("has only 6 plies") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(dir + "/none"));
}

TEST_CASE("diagram and tree: bad input gives a clear message and exit 1 or 2, no output file") {
  const TempDir scratch;
  const std::string& dir = scratch.path();
  write_file(dir + "/ex.cgn", kExample);
  const std::string out = dir + "/out.svg";
  struct Case {
    std::vector<std::string> args;
    int code;
    const char* says;
  };
  const std::vector<Case> cases = {
      {{"diagram", "-o", out}, 2, "either a record FILE or --fen"},
      {{"diagram", "--fen", "8/8 d - 0 1", "-o", out}, 1, "invalid FEN"},
      {{"diagram", dir + "/ex.cgn", "--ply", "9", "-o", out}, 1, "has only 6 plies"},
      {{"diagram", dir + "/ex.cgn", "--game", "2", "-o", out}, 1, "has 1 game, not 2"},
      {{"diagram", dir + "/ex.cgn", "-o", dir + "/out.jpg"}, 2, "cannot tell the format"},
      {{"diagram", dir + "/ex.cgn", "--highlight", "d9", "-o", out}, 2, "not a square"},
      {{"diagram", dir + "/ex.cgn", "--highlight", "d4:mauve", "-o", out}, 2, "not a colour"},
      {{"diagram", dir + "/ex.cgn", "--arrow", "d4", "-o", out}, 2, "two different squares"},
      {{"diagram", dir + "/ex.cgn", "--mark", "d4", "-o", out}, 2, "SQUARE:TEXT"},
      {{"diagram", dir + "/ex.cgn", "--ply", "0", "--moves", "d4", "-o", out}, 1, "no piece stands there"},
      {{"diagram", dir + "/ex.cgn", "--every", "2"}, 2, "needs -o DIRECTORY"},
      {{"diagram", dir + "/missing.cgn", "-o", out}, 2, "cannot read"},
      {{"tree", dir + "/ex.cgn", "-o", dir + "/t.bmp"}, 2, "cannot tell the format"},
      {{"tree", dir + "/ex.cgn", "--game", "3", "-o", out}, 1, "has 1 game, not 3"},
  };
  for (const Case& c : cases) {
    const auto r = run_cinc(c.args);
    std::string joined;
    for (const auto& a : c.args) joined += a + " ";
    CHECK_MESSAGE(r.exit_code == c.code, joined << "\n" << r.err);
    CHECK_MESSAGE(r.err.find(c.says) != std::string::npos, joined << "\n" << r.err);
    CHECK_MESSAGE(!std::filesystem::exists(out), joined);
  }
  // A comment's unreadable mark is reported and left out; the diagram is still drawn.
  write_file(dir + "/bad-mark.cgn", "[Result \"*\"]\n\n1. Hf7-d5 {[%csl Qd4]} *\n");
  const auto r = run_cinc({"diagram", dir + "/bad-mark.cgn", "-o", out});
  CHECK(r.exit_code == 1);
  CHECK(r.err.find("\"Qd4\"") != std::string::npos);
  CHECK(std::filesystem::exists(out));
}

TEST_CASE("tree: SVG, PNG, PDF and DOT; an illegal move drawn dashed, exit 1") {
  const TempDir scratch;
  const std::string& dir = scratch.path();
  write_file(dir + "/var.cgn", kVariations);
  auto r = run_cinc({"tree", dir + "/var.cgn", "-o", dir + "/t.svg"});
  CHECK_MESSAGE(r.exit_code == 0, r.err);
  const std::string svg = read_file(dir + "/t.svg");
  CHECK(xml_problem(svg) == "");
  CHECK(svg.find("Fb1xb2?!") != std::string::npos);
  r = run_cinc({"tree", dir + "/var.cgn", "-o", dir + "/t.png"});
  CHECK(r.exit_code == 0);
  CHECK(starts_with(read_file(dir + "/t.png"), "\x89PNG"));
  r = run_cinc({"tree", dir + "/var.cgn", "-o", dir + "/t.pdf"});
  CHECK(r.exit_code == 0);
  CHECK(starts_with(read_file(dir + "/t.pdf"), "%PDF-"));
  r = run_cinc({"tree", dir + "/var.cgn"});  // DOT on standard output
  CHECK(r.exit_code == 0);
  CHECK(r.out == read_file(kGolden + "tree_variations.dot"));
  // 3. Bd4-d2 takes on d2 without its 'x': replay stops there; the tree is still drawn.
  std::string broken = kVariations;
  broken.replace(broken.find("Bd4xd2"), 6, "Bd4-d2");
  r = run_cinc({"tree", "-", "--format", "dot"}, broken);
  CHECK(r.exit_code == 1);
  CHECK(r.err.find("[move.capture-mark]") != std::string::npos);
  CHECK(r.out.find("Bd4-d2!?>, style=\"rounded,dashed\", color=\"#c62828\"") != std::string::npos);
}

namespace {

// The centre of a node of a rendered SVG (Graphviz writes each node as a <g> with its
// <title> and then its shape): the middle of the bounding box of the shape's coordinates.
// nullopt when the node is not in the SVG.
std::optional<std::pair<double, double>> node_centre(const std::string& svg, const std::string& name) {
  const std::size_t at = svg.find("<title>" + name + "</title>");
  if (at == std::string::npos) return std::nullopt;
  std::size_t shape = svg.find(" d=\"", at);
  const std::size_t points = svg.find(" points=\"", at);
  if (points < shape) shape = points;
  if (shape == std::string::npos) return std::nullopt;
  const std::size_t open = svg.find('"', shape) + 1;
  const std::string coords = svg.substr(open, svg.find('"', open) - open);
  // The numbers in order, x and y alternately (path letters M C L Z and commas between).
  std::vector<double> v;
  for (std::size_t i = 0; i < coords.size();) {
    const char c = coords[i];
    if ((c >= '0' && c <= '9') || c == '-' || c == '.') {
      std::size_t used = 0;
      v.push_back(std::stod(coords.substr(i), &used));
      i += used;
    } else {
      ++i;
    }
  }
  if (v.size() < 2) return std::nullopt;
  double x0 = v[0], x1 = v[0], y0 = v[1], y1 = v[1];
  for (std::size_t i = 0; i + 1 < v.size(); i += 2) {
    x0 = std::min(x0, v[i]);
    x1 = std::max(x1, v[i]);
    y0 = std::min(y0, v[i + 1]);
    y1 = std::max(y1, v[i + 1]);
  }
  return std::make_pair((x0 + x1) / 2, (y0 + y1) / 2);
}

}  // namespace

TEST_CASE("tree --horizontal: a 25-move game folded into rows of 10 moves, the side line under its move") {
  // The first 25 moves (50 plies) of samples/long-game-concession.cgn, no comments, with one
  // side line: 11... Ab4-c4 instead of 11... Sa4-b5 (ply 22).
  const std::string record =
      "[Event \"Florida State Championship\"]\n[Variant \"commander-in-chief\"]\n[Dark \"Harrington, Claire\"]\n"
      "[Light \"Osei, Kwame\"]\n[Result \"*\"]\n\n"
      "1. Hf7-f5 Hb3-d3 2. Ad8-c8 Hd3xf5 3. Df6xf5 Dc3-c4 4. Df5-e6 Aa5-a6 5. Fg8-f7 Ae1-f1 6. Hg6-g4 Aa6-a7\n"
      "7. Ff7-f6 Hc2-e3 8. Hg4xe3 Ad2xe3 9. Sh5-g4 Dc4-d5 10. De6xd5 Fa2xd5 11. Se8-d7 Sa4-b5 (11... Ab4-c4)\n"
      "12. Sd7xd5 Sb5xd5 13. Sg4-e6 Sd1-e2 14. Tf8-d8 Aa7-a8 15. Ae7-d6 Sd5-b5 16. Ah4-g3 Ab4-c5\n"
      "17. Ad6xc5 Sb5xc5 18. Ag5-g4 Bb2-d2 19. Ag4-f3 Ae3xf3 20. Ag3xf3 Se2-g2 21. Ff6-e7 Sc5-d5\n"
      "22. Ac8-c7 Sg2xf3 23. Se6-d7 Sd5xd7 24. Fe7xd7 Fb1-e4 25. Fd7-d6 Ta3-a4 *\n";
  const TempDir scratch;
  const std::string& dir = scratch.path();
  write_file(dir + "/long.cgn", record);
  // The nodes are numbered as written: plies 1-22 are m1-m22, the side line's move m23 (it
  // follows the move it replaces), plies 23-50 m24-m51.
  auto node = [](int ply) { return "m" + std::to_string(ply <= 22 ? ply : ply + 1); };
  auto r = run_cinc({"tree", dir + "/long.cgn", "--horizontal", "--format", "dot"});
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  const std::string& dot = r.out;
  // Rows of 10 plies: 1-10, 11-20, 21-30, 31-40, 41-50. Each row but the last ends in a
  // "…" and the next begins with one, in the start's rank.
  for (int row = 1; row <= 4; ++row) {
    const std::string k = std::to_string(row);
    CHECK(dot.find("  " + node(10 * row) + " -> wrap_" + k + " [") != std::string::npos);
    CHECK(dot.find("  cont_" + k + " -> " + node(10 * row + 1) + " [") != std::string::npos);
    CHECK(dot.find("  " + node(10 * row) + " -> " + node(10 * row + 1) + " [") == std::string::npos);
  }
  CHECK(dot.find("wrap_5") == std::string::npos);
  CHECK(dot.find("{rank=same; start; cont_1; cont_2; cont_3; cont_4;}") != std::string::npos);
  CHECK(dot.find("  m21 -> m23;") != std::string::npos);  // the side line from the position after ply 21
  CHECK(dot.find("  m51 -> result [") != std::string::npos);

  // The layout: every row's moves on one line, the rows one under the other, ply 10k + j in
  // the column of ply j; the side line's move in ply 22's column, under it, above row 4.
  r = run_cinc({"tree", dir + "/long.cgn", "--horizontal", "-o", dir + "/long.svg"});
  REQUIRE(r.exit_code == 0);
  const std::string svg = read_file(dir + "/long.svg");
  std::map<int, std::pair<double, double>> at;
  for (int ply = 1; ply <= 50; ++ply) {
    const auto c = node_centre(svg, node(ply));
    REQUIRE_MESSAGE(c.has_value(), node(ply));
    at[ply] = *c;
  }
  for (int row = 0; row < 5; ++row)
    for (int j = 1; j <= 10; ++j) {
      const int ply = 10 * row + j;
      const std::string which = "ply " + std::to_string(ply);
      CHECK_MESSAGE(std::abs(at[ply].second - at[10 * row + 1].second) < 1, which);
      CHECK_MESSAGE(std::abs(at[ply].first - at[j].first) < 1, which);
      if (row > 0) CHECK(at[ply].second > at[ply - 10].second + 10);  // SVG's y grows downwards
    }
  const auto side = node_centre(svg, "m23");
  REQUIRE(side.has_value());
  CHECK(std::abs(side->first - at[22].first) < 1);
  CHECK(side->second > at[22].second + 10);
  CHECK(side->second < at[31].second - 10);

  // --row-moves 0 keeps one row; --row-moves without --horizontal is a usage error.
  r = run_cinc({"tree", dir + "/long.cgn", "--horizontal", "--row-moves", "0", "--format", "dot"});
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("wrap_") == std::string::npos);
  CHECK(r.out.find("  m10 -> m11 [") != std::string::npos);
  r = run_cinc({"tree", dir + "/long.cgn", "--horizontal", "--row-moves", "25", "--format", "dot"});
  CHECK(r.out.find("  " + node(25) + " -> wrap_1 [") != std::string::npos);  // plies 1-25, then 26-50
  CHECK(r.out.find("wrap_2") == std::string::npos);
  r = run_cinc({"tree", dir + "/long.cgn", "--row-moves", "8", "--format", "dot"});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("--horizontal") != std::string::npos);
}

TEST_CASE("diagram: arrows lie on the squares, marks and lines, under every piece") {
  // kExample after 2. Bg7-d4: the comment's green arrow g7-d4 runs along the diagonal over
  // f6, where Dark's Destroyer stands (the Bomber jumped it), and the red one d4-b2 over
  // c3, Light's Destroyer, framed red by [%csl Rc3]. Graphviz draws in the order written,
  // each node and then the edges leaving it (outputorder=breadthfirst).
  const TempDir scratch;
  const std::string& dir = scratch.path();
  write_file(dir + "/ex.cgn", kExample);
  const auto r = run_cinc({"diagram", dir + "/ex.cgn", "--ply", "3", "--format", "dot"});
  REQUIRE(r.exit_code == 0);
  const std::string& dot = r.out;
  CHECK(dot.find("outputorder=breadthfirst") != std::string::npos);
  const std::size_t first_arrow = dot.find("  arrow_end_0 [");
  const std::size_t arrow_edges = dot.find("  arrow_end_2 -- arrow_end_3 [");
  REQUIRE(first_arrow != std::string::npos);
  REQUIRE(arrow_edges != std::string::npos);
  CHECK(dot.rfind("  sq_") < first_arrow);
  CHECK(dot.rfind("  frame_") < first_arrow);
  CHECK(dot.rfind(" -- end_") < first_arrow);  // the board's edge and the zone boundaries
  CHECK(dot.find("  piece_") > arrow_edges);
  // The same order in the picture: the Destroyer on f6 is drawn after both arrows.
  const auto svg = run_cinc({"diagram", dir + "/ex.cgn", "--ply", "3", "--format", "svg"});
  REQUIRE(svg.exit_code == 0);
  const std::size_t last_arrow = svg.out.rfind("<title>arrow_end_");
  REQUIRE(last_arrow != std::string::npos);
  CHECK(svg.out.find("<title>arrow_end_0&#45;&#45;arrow_end_1</title>") > svg.out.rfind("<title>sq_"));
  CHECK(svg.out.find("Dark Destroyer on f6") > last_arrow);
  CHECK(svg.out.find("Light Destroyer on c3") > last_arrow);
  CHECK(svg.out.find("<title>piece_") > last_arrow);
}

// ---- the checkers family (docs/rules/checkers.md) --------------------------------------

TEST_CASE("diagram model checkers: the start has 24 men on the dark squares, Black on 1-12, Red on 21-32") {
  const game::Variant* v = game::find_variant("checkers");
  REQUIRE(v != nullptr);
  CHECK(dg::usual_orientation("checkers") == dg::Orientation::square);
  const dg::BoardModel m = checkers_model(v->start_fen, {.orientation = dg::Orientation::square});
  REQUIRE(m.squares.size() == 64);
  REQUIRE(m.pieces.size() == 24);
  // §1: Black on the dark squares of ranks 6-8 (1 = b8 ... 12 = h6), Red on ranks 1-3.
  const std::set<std::string> black = {"b8", "d8", "f8", "h8", "a7", "c7", "e7", "g7", "b6", "d6", "f6", "h6"};
  const std::set<std::string> red = {"a3", "c3", "e3", "g3", "b2", "d2", "f2", "h2", "a1", "c1", "e1", "g1"};
  std::set<std::string> seen_black, seen_red;
  for (const auto& p : m.pieces) {
    const dg::SquareCell& c = m.cell(p.square);
    CHECK_MESSAGE((c.file + c.rank) % 2 == 0, c.name);  // a dark square
    CHECK(c.fill == dg::palette::kPlainDark);
    CHECK(p.letter.empty());  // a man is a plain disc
    CHECK_FALSE(p.crowned);
    CHECK(p.stack.empty());
    CHECK(p.centre == c.centre);
    CHECK(p.fill == (p.side == 0 ? dg::palette::kDarkPiece : dg::palette::kRedPiece));
    (p.side == 0 ? seen_black : seen_red).insert(c.name);
  }
  CHECK(seen_black == black);
  CHECK(seen_red == red);
  // The light squares are shaded light and carry no number.
  CHECK(m.cell(sq("b1")).fill == dg::palette::kPlainLight);
  CHECK(m.cell(sq("a1")).fill == dg::palette::kPlainDark);
  CHECK(m.marked.empty());
  // The ordinary board: a1 bottom left, h8 top right, coordinates on two edges only.
  CHECK(m.cell(sq("a1")).centre == dg::Point{20, 20});
  CHECK(m.cell(sq("h8")).centre == dg::Point{300, 300});
  CHECK(m.coordinates.size() == 16);
}

TEST_CASE("diagram model checkers: Kings marked as Kings, PDN numbers on the dark squares, flip") {
  // B:W18,K30:BK14,1 - Red a man on 18 (d4) and a King on 30 (c1); Black a King on 14 (c5)
  // and a man on 1 (b8).
  dg::BoardStyle style{.orientation = dg::Orientation::square};
  style.pdn_numbers = true;
  const dg::BoardModel m = checkers_model("B:W18,K30:BK14,1", style);
  REQUIRE(m.pieces.size() == 4);
  const dg::PieceDisc* c1 = disc_on(m, "c1");
  const dg::PieceDisc* c5 = disc_on(m, "c5");
  const dg::PieceDisc* d4 = disc_on(m, "d4");
  const dg::PieceDisc* b8 = disc_on(m, "b8");
  REQUIRE((c1 && c5 && d4 && b8));
  CHECK(c1->crowned);
  CHECK(c1->letter == "K");
  CHECK(c1->side == 1);
  CHECK(c1->title == "Red King on c1");
  CHECK(c5->crowned);
  CHECK(c5->letter == "K");
  CHECK(c5->side == 0);
  CHECK_FALSE(d4->crowned);
  CHECK(d4->letter.empty());
  CHECK_FALSE(b8->crowned);
  // The King's second ring in the drawing: two Kings, two double rings.
  const std::string dot = dg::board_dot(m);
  CHECK(count_of(dot, "peripheries=2") == 2);
  // PDN numbers: 1 = b8, 4 = h8, 5 = a7, 29 = a1, 32 = g1; none on a light square.
  int numbered = 0;
  for (const auto& c : m.squares) {
    if (c.number.empty()) continue;
    ++numbered;
    CHECK_MESSAGE((c.file + c.rank) % 2 == 0, c.name);
  }
  CHECK(numbered == 32);
  CHECK(m.cell(sq("b8")).number == "1");
  CHECK(m.cell(sq("h8")).number == "4");
  CHECK(m.cell(sq("a7")).number == "5");
  CHECK(m.cell(sq("a1")).number == "29");
  CHECK(m.cell(sq("g1")).number == "32");
  CHECK(m.cell(sq("b1")).number.empty());
  // Flipped: a1 top right, h8 bottom left, the King on c1 near the top.
  style.flipped = true;
  const dg::BoardModel f = checkers_model("B:W18,K30:BK14,1", style);
  CHECK(f.cell(sq("a1")).centre == dg::Point{300, 300});
  CHECK(f.cell(sq("h8")).centre == dg::Point{20, 20});
  REQUIRE(disc_on(f, "c1") != nullptr);
  CHECK(disc_on(f, "c1")->centre == dg::Point{220, 300});
}

TEST_CASE("diagram model stacks: a 3-high stack shows all its checkers bottom to top, its top as the disc") {
  for (const bool flipped : {false, true}) {
    dg::BoardStyle style{.orientation = dg::Orientation::square};
    style.flipped = flipped;
    const dg::BoardModel m = dg::board_of(stack_view(), kRedBlack, style);
    REQUIRE(m.pieces.size() == 2);
    const dg::PieceDisc* stack = disc_on(m, "c3");
    REQUIRE(stack != nullptr);
    // The disc is the top checker: a Black King (Stack'Em's second side, drawn dark).
    CHECK(stack->side == 1);
    CHECK(stack->crowned);
    CHECK(stack->letter == "K");
    CHECK(stack->fill == dg::palette::kDarkPiece);
    CHECK(stack->height() == 3);
    CHECK(stack->title == "stack of 3 on c3, bottom to top: Red man, Black man, Black King");
    // The pips: bottom to top from left to right on the page, whichever way the board is turned.
    REQUIRE(stack->stack.size() == 3);
    CHECK(stack->stack[0].side == 0);
    CHECK(stack->stack[0].fill == dg::palette::kRedPiece);
    CHECK(stack->stack[1].side == 1);
    CHECK(stack->stack[1].fill == dg::palette::kDarkPiece);
    CHECK(stack->stack[2].side == 1);
    CHECK(stack->stack[0].centre.x < stack->stack[1].centre.x);
    CHECK(stack->stack[1].centre.x < stack->stack[2].centre.x);
    // All of it inside the stack's square: pips below the disc, the height badge beside it.
    const dg::Point c = m.cell(sq("c3")).centre;
    const double half = m.square_size / 2;
    for (const auto& pip : stack->stack) {
      CHECK(pip.centre.y < stack->centre.y);
      CHECK(pip.centre.y == doctest::Approx(stack->stack[0].centre.y));
      CHECK(std::abs(pip.centre.x - c.x) + pip.diameter / 2 <= half);
      CHECK(std::abs(pip.centre.y - c.y) + pip.diameter / 2 <= half);
    }
    CHECK(std::abs(stack->height_at.x - c.x) < half);
    CHECK(std::abs(stack->height_at.y - c.y) < half);
    // A single checker is no stack.
    const dg::PieceDisc* single = disc_on(m, "e3");
    REQUIRE(single != nullptr);
    CHECK(single->stack.empty());
    CHECK(single->height() == 1);
    CHECK(single->fill == dg::palette::kRedPiece);
    // The drawing: two discs, three pips, one height badge reading 3.
    const std::string dot = dg::board_dot(m);
    CHECK(count_of(dot, "  piece_") == 2);
    CHECK(count_of(dot, "  pip_") == 3);
    CHECK(count_of(dot, "  height_") == 1);
    CHECK(dot.find("label=\"3\"") != std::string::npos);
  }
}

TEST_CASE("diagram model Coast to Coast: diamond, all squares shaded, homes framed and labelled outside") {
  CHECK(dg::usual_orientation("coast-to-coast") == dg::Orientation::diamond);
  dg::BoardStyle style;  // the diamond: a1 the bottom corner, h8 the top
  style.pdn_numbers = true;  // no PDN numbers: all 64 squares are played
  const dg::BoardModel m = dg::board_of(coast_view(), kBlackRed, style);
  for (const auto& c : m.squares) CHECK(c.number.empty());
  REQUIRE(m.pieces.size() == 1);
  CHECK(m.pieces[0].crowned);
  REQUIRE(m.marked.size() == 2);
  CHECK(m.marked[0].square == sq("h8"));
  CHECK(m.marked[0].label == "Black's home");
  CHECK(m.marked[1].square == sq("a1"));
  CHECK(m.marked[1].label == "Red's home");
  // h8 is the top corner: its label above the board, straight over it; a1's below.
  const double h = style.square_size / std::sqrt(2.0);
  CHECK(m.cell(sq("h8")).centre.y == doctest::Approx(15 * h));
  CHECK(m.marked[0].label_at.x == doctest::Approx(m.cell(sq("h8")).centre.x));
  CHECK(m.marked[0].label_at.y > 16 * h);  // beyond the top vertex
  CHECK(m.marked[1].label_at.x == doctest::Approx(m.cell(sq("a1")).centre.x));
  CHECK(m.marked[1].label_at.y < 0);       // below the bottom vertex
  // Turned half round, the homes change ends.
  style.flipped = true;
  const dg::BoardModel f = dg::board_of(coast_view(), kBlackRed, style);
  REQUIRE(f.marked.size() == 2);
  CHECK(f.marked[0].label_at.y < 0);
  CHECK(f.marked[1].label_at.y > 16 * h);
  // The drawing frames both homes; the caption counts what is borne off.
  const std::string dot = dg::board_dot(m);
  CHECK(count_of(dot, "  home_label_") == 2);
  CHECK(dot.find("label=<Black's home>") != std::string::npos);
  dg::CaptionFacts facts;
  facts.first_side = "Black";
  facts.second_side = "Red";
  facts.moment = "after 30... b2-a1";
  facts.to_move = "Black to move";
  facts.borne_off = coast_view().borne_off;
  CHECK(dg::caption_text(facts) == "after 30... b2-a1 \u00b7 Black to move \u00b7 borne off: Black 0, Red 2");
}

TEST_CASE("diagram caption: any game's side names, who moves, who has won") {
  const game::Variant* v = game::find_variant("checkers");
  REQUIRE(v != nullptr);
  auto start = v->from_fen(v->start_fen);
  REQUIRE(start.ok());
  CHECK(dg::to_move_text(**start, v->sides) == "Black to move");
  // Red to move with no piece left has lost (§5).
  auto lost = v->from_fen("W:W:B1");
  REQUIRE(lost.ok());
  CHECK(dg::to_move_text(**lost, v->sides) == "Black has won");
  dg::CaptionFacts f;
  f.first_side = "Black";
  f.second_side = "Red";
  f.points_label = "captured";
  f.points = std::array<int, 2>{3, 1};
  f.to_move = "Red to move";
  CHECK(dg::caption_text(f) == "Red to move \u00b7 captured: Black 3, Red 1");
  CHECK(dg::side_colours("Red", 0).fill == dg::palette::kRedPiece);
  CHECK(dg::side_colours("Black", 1).fill == dg::palette::kDarkPiece);
  CHECK(dg::side_colours("Light", 1).fill == dg::palette::kLightPiece);
}

namespace {

// 1. f6-e5 (11-15) c3-d4 (22-18) 2. e5xc3 (15x22, over d4) b2xd4 (25x18, over c3),
// worked by hand: each side has lost one man; 22 men stand, Black to move.
const std::string kCheckersGame = R"([Event "Club night"]
[Variant "checkers"]
[Black "A. Black"]
[Red "B. Red"]
[Result "*"]

1. f6-e5 c3-d4 2. e5xc3 {[%csl Rc3]} b2xd4 *
)";

// The same game as a PDN file: numbers, and PDN's White for our Red.
const std::string kCheckersPdn = R"([Event "Club night"]
[Black "A. Black"]
[White "B. Red"]
[Result "*"]
[GameType "21"]

1. 11-15 22-18 2. 15x22 25x18 *
)";

}  // namespace

TEST_CASE("diagram checkers CLI: a FEN and a game file drawn as SVG with the right pieces and caption") {
  const TempDir scratch;
  const std::string& dir = scratch.path();
  auto r = run_cinc({"diagram", "--variant", "checkers", "--fen", "B:W18,K30:BK14,1", "--numbers", "--highlight", "14",
                     "--arrow", "14-23:red", "--mark", "d4:-", "-o", dir + "/fen.svg"});
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  std::string svg = read_file(dir + "/fen.svg");
  CHECK(xml_problem(svg) == "");
  CHECK(count_of(svg, "<title>piece_") == 4);
  CHECK(svg.find("Black King on c5") != std::string::npos);
  CHECK(svg.find("Red King on c1") != std::string::npos);
  CHECK(count_of(svg, "<title>number_") == 32);
  CHECK(svg.find("Black to move") != std::string::npos);

  write_file(dir + "/game.cgn", kCheckersGame);
  r = run_cinc({"diagram", dir + "/game.cgn", "--last-move", "-o", dir + "/end.svg"});
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  svg = read_file(dir + "/end.svg");
  CHECK(xml_problem(svg) == "");
  CHECK(count_of(svg, "<title>piece_") == 22);
  CHECK(count_of(svg, "<title>tint_") == 2);  // b2 and d4
  CHECK(svg.find("A. Black (Black) \u2013 B. Red (Red)") != std::string::npos);
  CHECK(svg.find("after 2... b2xd4") != std::string::npos);
  CHECK(svg.find("Black to move") != std::string::npos);
  CHECK(svg.find("captured: Black 1, Red 1") != std::string::npos);
  CHECK(svg.find("Red man on d4") != std::string::npos);
  CHECK(svg.find("on f6") == std::string::npos);
  // Ply 3: the comment's [%csl Rc3] frames the square of the Black man that just jumped.
  r = run_cinc({"diagram", dir + "/game.cgn", "--ply", "3", "--format", "dot"});
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  CHECK(count_of(r.out, "  frame_") == 1);
  CHECK(count_of(r.out, "  piece_") == 23);
  // A series: plies 0, 2, 4.
  r = run_cinc({"diagram", dir + "/game.cgn", "--every", "2", "-o", dir + "/book"});
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  CHECK(count_of(read_file(dir + "/book/ply-000.svg"), "<title>piece_") == 24);
  CHECK(count_of(read_file(dir + "/book/ply-002.svg"), "<title>piece_") == 24);
  CHECK(count_of(read_file(dir + "/book/ply-004.svg"), "<title>piece_") == 22);

  write_file(dir + "/game.pdn", kCheckersPdn);
  r = run_cinc({"diagram", dir + "/game.pdn", "--ply", "4", "-o", dir + "/pdn.svg"});
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  svg = read_file(dir + "/pdn.svg");
  CHECK(count_of(svg, "<title>piece_") == 22);
  CHECK(svg.find("A. Black (Black) \u2013 B. Red (Red)") != std::string::npos);
}

TEST_CASE("diagram checkers CLI: Commander-In-Chief-only options and wrong games are usage errors") {
  const TempDir scratch;
  const std::string& dir = scratch.path();
  write_file(dir + "/game.cgn", kCheckersGame);
  write_file(dir + "/ex.cgn", kExample);
  const std::string out = dir + "/out.svg";
  struct Case {
    std::vector<std::string> args;
    int code;
    const char* says;
  };
  const std::vector<Case> cases = {
      {{"diagram", dir + "/game.cgn", "--moves", "d4", "-o", out}, 2, "--moves marks a Commander-In-Chief piece"},
      {{"diagram", "--variant", "checkers", "--fen", "B:W18:B1", "--moves", "d4", "-o", out}, 2, "does not work for checkers"},
      {{"diagram", dir + "/ex.cgn", "--numbers", "-o", out}, 2, "--numbers: only the games played on the dark squares"},
      {{"diagram", dir + "/game.cgn", "--variant", "checkers", "-o", out}, 2, "--variant goes with --fen"},
      {{"diagram", "--variant", "chess", "--fen", "B:W18:B1", "-o", out}, 2, "no game is called 'chess'"},
      {{"diagram", "--fen", "B:W18:B1", "-o", out}, 1, "add --variant checkers"},
      {{"diagram", "--variant", "checkers", "--fen", "B:W18:B99", "-o", out}, 1, "invalid FEN"},
      {{"diagram", dir + "/game.cgn", "--highlight", "33", "-o", out}, 2, "or a PDN number 1..32"},
      {{"diagram", dir + "/ex.cgn", "--highlight", "11", "-o", out}, 2, "is not a square a1..h8"},
      {{"diagram", dir + "/game.cgn", "--square", "--diamond", "-o", out}, 2, "not both"},
  };
  for (const Case& c : cases) {
    const auto r = run_cinc(c.args);
    std::string joined;
    for (const auto& a : c.args) joined += a + " ";
    CHECK_MESSAGE(r.exit_code == c.code, joined << "\n" << r.err);
    CHECK_MESSAGE(r.err.find(c.says) != std::string::npos, joined << "\n" << r.err);
    CHECK_MESSAGE(!std::filesystem::exists(out), joined);
  }
}

TEST_CASE("diagram stackem and coast-to-coast CLI, once the games are registered") {
  if (game::find_variant("stackem")) {
    // Stack'Em's stack FEN: on 14 (c5) a Red man, a Black man and a Red King, bottom to
    // top; a Black man on 5 (a7). Red moves first.
    const auto r = run_cinc({"diagram", "--variant", "stackem", "--fen", "R:5=b,14=rbR", "--format", "dot"});
    REQUIRE_MESSAGE(r.exit_code == 0, r.err);
    CHECK(count_of(r.out, "  piece_") == 2);
    CHECK(count_of(r.out, "  pip_") == 3);
    CHECK(r.out.find("label=\"3\"") != std::string::npos);
    CHECK(r.out.find("Red to move") != std::string::npos);
    CHECK(r.out.find("shape=box") != std::string::npos);  // the ordinary board by default
  }
  if (const game::Variant* v = game::find_variant("coast-to-coast")) {
    const auto r = run_cinc({"diagram", "--variant", "coast-to-coast", "--fen", v->start_fen, "--format", "dot"});
    REQUIRE_MESSAGE(r.exit_code == 0, r.err);
    CHECK(count_of(r.out, "  piece_") == 24);  // coast-to-coast.md §1: twelve each, homes empty
    CHECK(count_of(r.out, "  home_label_") == 2);
    CHECK(r.out.find("shape=diamond") != std::string::npos);  // turned, as its rules play it
  }
}
