// Commander Chess diagrams (libtools/diagram/ points_board, add_air_defence; `cinc diagram
// --air-defence`): a BoardView built by hand from docs/rules/commander-chess.md §1-§2 (the
// start position, a Navy carrying an Air Force and a heroic Tank, a heroic Tank alone,
// the air defence worked out by hand from §4's x^2 + y^2 <= level^2), drawn as a model,
// as DOT and as SVG. The CLI cases run once the game is registered.
// Test names contain "diagram": run them alone with -tc="*diagram*".
#include <doctest/doctest.h>

#include <array>
#include <cmath>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "cinc/game/variant.h"
#include "diagram/board_model.h"
#include "diagram/render_gv.h"
#include "support/run_cinc.h"

using namespace cinc;
namespace dg = tools::diagram;
using cinc::test::read_file;
using cinc::test::run_cinc;
using cinc::test::TempDir;
using cinc::test::write_file;

namespace {

const game::Geometry kBoard{11, 12};
const std::array<std::string, 2> kRedBlue{"Red", "Blue"};

game::Square pt(const std::string& name) {
  const auto s = kBoard.parse(name);
  REQUIRE_MESSAGE(s.has_value(), name);
  return *s;
}

// Blue's point for Red's: rank r becomes 13 - r (§1).
std::string mirrored(const std::string& name) {
  return name.substr(0, 1) + std::to_string(13 - std::stoi(name.substr(1)));
}

game::PieceView cc_piece(int side, char letter, bool heroic = false) {
  static const std::map<char, std::string> names = {
      {'C', "Commander"}, {'I', "Infantry"}, {'M', "Militia"},   {'E', "Engineer"},  {'G', "Anti-Air"}, {'T', "Tank"},
      {'S', "Missile"},   {'A', "Artillery"}, {'F', "Air Force"}, {'N', "Navy"},     {'H', "Headquarter"}};
  game::PieceView v;
  v.side = side;
  v.letter = std::string(1, letter);
  v.heroic = heroic;
  v.name = (side == 0 ? "Red " : "Blue ") + std::string(heroic ? "heroic " : "") + names.at(letter);
  return v;
}

// §1's start, Red's half: Commander g1, Headquarters f2 h2, Air Force e2 i2, Navy b2 c4,
// Artillery d3 j3, Missile g3, Anti-Air e4 i4, Tanks f4 h4, Infantry c5 k5, Engineers
// d5 j5, Militia g5. Blue stands on the mirrored points.
const std::vector<std::pair<std::string, char>> kRedStart = {
    {"g1", 'C'}, {"f2", 'H'}, {"h2", 'H'}, {"e2", 'F'}, {"i2", 'F'}, {"b2", 'N'}, {"c4", 'N'},
    {"d3", 'A'}, {"j3", 'A'}, {"g3", 'S'}, {"e4", 'G'}, {"i4", 'G'}, {"f4", 'T'}, {"h4", 'T'},
    {"c5", 'I'}, {"k5", 'I'}, {"d5", 'E'}, {"j5", 'E'}, {"g5", 'M'}};

// Red's air defence in the start position, by hand, one list per defender (§4: Navy and
// Anti-Air level 1, the point and its four orthogonal neighbours; Missile level 2, the
// 13 points within distance 2). Listed with the repeats a game may give: 33 entries,
// 28 different points (d4 twice, e3 f4 h4 i3 twice across the Anti-Airs and the Missile).
const std::vector<std::string> kRedDefence = {
    "b2", "a2", "c2", "b1", "b3",                                            // Navy b2
    "c4", "b4", "d4", "c3", "c5",                                            // Navy c4
    "e4", "d4", "f4", "e3", "e5",                                            // Anti-Air e4
    "i4", "h4", "j4", "i3", "i5",                                            // Anti-Air i4
    "g3", "f3", "h3", "g2", "g4", "f2", "h2", "f4", "h4", "e3", "i3", "g1", "g5"};  // Missile g3
constexpr int kRedDefencePoints = 28;

// The start position as Commander Chess's BoardView gives it, then two changes: Red's
// Air Force e2 and Tank f4 ride the Navy on c4 (the Tank heroic), and Blue's Tank on f9
// is heroic. 36 points hold pieces: 19 Blue, 17 Red (the stack counted once).
game::BoardView commander_view() {
  game::BoardView view;
  view.geometry = kBoard;
  view.on_intersections = true;
  view.squares.resize(132);
  for (const auto& [name, letter] : kRedStart) {
    view.squares[static_cast<std::size_t>(pt(name))] = {cc_piece(0, letter)};
    view.squares[static_cast<std::size_t>(pt(mirrored(name)))] = {cc_piece(1, letter)};
  }
  view.squares[static_cast<std::size_t>(pt("e2"))].clear();
  view.squares[static_cast<std::size_t>(pt("f4"))].clear();
  view.squares[static_cast<std::size_t>(pt("c4"))] = {cc_piece(0, 'N'), cc_piece(0, 'F'), cc_piece(0, 'T', true)};
  view.squares[static_cast<std::size_t>(pt("f9"))] = {cc_piece(1, 'T', true)};
  // §1: files a-b sea, file c and d6 e6 d7 e7 mixed; the river after rank 6, bridges f and h.
  for (int r = 1; r <= 12; ++r) {
    view.terrain.emplace_back(pt("a" + std::to_string(r)), "sea");
    view.terrain.emplace_back(pt("b" + std::to_string(r)), "sea");
    view.terrain.emplace_back(pt("c" + std::to_string(r)), "mixed");
  }
  for (const char* mouth : {"d6", "e6", "d7", "e7"}) view.terrain.emplace_back(pt(mouth), "mixed");
  view.river_after_rank = 5;
  view.bridge_files = {5, 7};
  for (const std::string& name : kRedDefence) {
    view.air_defence[0].push_back(pt(name));
    view.air_defence[1].push_back(pt(mirrored(name)));
  }
  return view;
}

const dg::PieceDisc* disc_on(const dg::BoardModel& m, const std::string& point) {
  for (const auto& p : m.pieces)
    if (p.square == pt(point)) return &p;
  return nullptr;
}

std::size_t count_of(const std::string& text, const std::string& part) {
  std::size_t n = 0;
  for (std::size_t at = text.find(part); at != std::string::npos; at = text.find(part, at + part.size())) ++n;
  return n;
}

dg::BoardStyle upright() { return dg::BoardStyle{.orientation = dg::Orientation::square}; }

}  // namespace

TEST_CASE("diagram commander chess model: 132 points on the grid, sea and mixed shaded, the river and bridges") {
  const dg::BoardModel m = dg::board_of(commander_view(), kRedBlue, upright());
  CHECK(m.on_points);
  REQUIRE(m.squares.size() == 132);
  // Points one square (40 pt) apart: a1 at (20, 20), k1 at (420, 20), k12 at (420, 460).
  CHECK(m.cell(pt("a1")).centre == dg::Point{20, 20});
  CHECK(m.cell(pt("k1")).centre == dg::Point{420, 20});
  CHECK(m.cell(pt("k12")).centre == dg::Point{420, 460});
  // §1: 24 sea points (files a-b), 16 mixed (file c's 12 and the river mouth's 4), 92 land.
  std::map<dg::Colour, int> shades;
  for (const auto& c : m.squares) ++shades[c.fill];
  CHECK(shades[dg::palette::kPointSea] == 24);
  CHECK(shades[dg::palette::kPointMixed] == 16);
  CHECK(shades[dg::palette::kPointLand] == 92);
  CHECK(m.cell(pt("a1")).fill == dg::palette::kPointSea);
  CHECK(m.cell(pt("b12")).fill == dg::palette::kPointSea);
  CHECK(m.cell(pt("c7")).fill == dg::palette::kPointMixed);
  for (const char* mouth : {"d6", "e6", "d7", "e7"}) CHECK(m.cell(pt(mouth)).fill == dg::palette::kPointMixed);
  for (const char* land : {"d5", "d8", "f6", "f7", "k12"}) CHECK(m.cell(pt(land)).fill == dg::palette::kPointLand);
  // The grid: a line along each of the 12 ranks and 11 files, from end point to end point;
  // the four outermost are the board's edge.
  REQUIRE(m.lines.size() == 23);
  int edges = 0, across = 0, along = 0;
  for (const auto& l : m.lines) {
    edges += l.kind == dg::Segment::Kind::outline ? 1 : 0;
    CHECK(l.kind != dg::Segment::Kind::zone);
    if (l.a.y == l.b.y) {
      ++across;
      CHECK(l.a.x == 20);
      CHECK(l.b.x == 420);
    } else {
      ++along;
      CHECK(l.a.x == l.b.x);
      CHECK(l.a.y == 20);
      CHECK(l.b.y == 460);
    }
  }
  CHECK(edges == 4);
  CHECK(across == 12);
  CHECK(along == 11);
  // The river between rank 6 (y 220) and rank 7 (y 260) across the board; bridges on f and h.
  REQUIRE(m.areas.size() == 3);
  CHECK(m.areas[0].kind == dg::Area::Kind::river);
  CHECK(m.areas[0].centre.y == doctest::Approx(240));
  CHECK(m.areas[0].height == doctest::Approx(40));
  CHECK(m.areas[0].width == doctest::Approx(440));
  CHECK(m.areas[0].title == "river between ranks 6 and 7");
  CHECK(m.areas[1].kind == dg::Area::Kind::bridge);
  CHECK(m.areas[1].centre == dg::Point{m.cell(pt("f6")).centre.x, 240});
  CHECK(m.areas[1].title == "bridge on file f");
  CHECK(m.areas[2].centre.x == m.cell(pt("h7")).centre.x);
  CHECK(m.areas[2].title == "bridge on file h");
  // Coordinates: a..k under the files' lines, 1..12 beside the ranks'.
  REQUIRE(m.coordinates.size() == 23);
  CHECK(m.coordinates[0].text == "a");
  CHECK(m.coordinates[0].at.x == 20);
  CHECK(m.coordinates[10].text == "k");
  CHECK(m.coordinates[22].text == "12");
  CHECK(m.coordinates[22].at.y == 460);
  // Asked for the diamond, a board of points is still drawn upright.
  const dg::BoardModel d = dg::board_of(commander_view(), kRedBlue, dg::BoardStyle{});
  CHECK(d.orientation == dg::Orientation::square);
  CHECK(d.cell(pt("k12")).centre == dg::Point{420, 460});
}

TEST_CASE("diagram commander chess model: pieces on their points, a carrier with its passengers, heroes starred") {
  const dg::BoardModel m = dg::board_of(commander_view(), kRedBlue, upright());
  REQUIRE(m.pieces.size() == 36);
  // Every single piece where §1 puts it, in its side's colour, its letter in the disc.
  for (const auto& [name, letter] : kRedStart) {
    if (name == "e2" || name == "f4") {
      CHECK(disc_on(m, name) == nullptr);  // riding the Navy on c4
    } else {
      const dg::PieceDisc* red = disc_on(m, name);
      REQUIRE_MESSAGE(red != nullptr, name);
      CHECK(red->letter == std::string(1, letter));
      CHECK(red->side == 0);
      CHECK(red->fill == dg::palette::kRedPiece);
    }
    const dg::PieceDisc* blue = disc_on(m, mirrored(name));
    REQUIRE_MESSAGE(blue != nullptr, mirrored(name));
    CHECK(blue->letter == std::string(1, letter));
    CHECK(blue->side == 1);
    CHECK(blue->fill == dg::palette::kBluePiece);
    CHECK(blue->ink == dg::palette::kLightPiece);
  }
  const dg::PieceDisc* g1 = disc_on(m, "g1");
  REQUIRE(g1 != nullptr);
  CHECK(g1->centre == m.cell(pt("g1")).centre);
  CHECK(g1->title == "Red Commander on g1");
  CHECK(g1->passengers.empty());
  CHECK_FALSE(g1->heroic);

  // The stack on c4: the Navy's disc, the Air Force and the heroic Tank under it, left to right.
  const dg::PieceDisc* c4 = disc_on(m, "c4");
  REQUIRE(c4 != nullptr);
  CHECK(c4->letter == "N");
  CHECK_FALSE(c4->heroic);
  CHECK(c4->title == "N(F+T) on c4: Red Navy carrying Red Air Force, Red heroic Tank");
  REQUIRE(c4->passengers.size() == 2);
  CHECK(c4->passengers[0].letter == "F");
  CHECK(c4->passengers[1].letter == "+T");
  CHECK(c4->passengers[1].heroic);
  const dg::Point point = m.cell(pt("c4")).centre;
  CHECK(c4->centre.y > point.y);  // raised
  for (const auto& r : c4->passengers) {
    CHECK(r.fill == dg::palette::kRedPiece);
    CHECK(r.centre.y < point.y);  // under the point
    CHECK(std::abs(r.centre.x - point.x) + r.diameter / 2 <= 20);  // within its point's cell
    CHECK(point.y - r.centre.y + r.diameter / 2 <= 20);
  }
  CHECK(c4->passengers[0].centre.x < c4->passengers[1].centre.x);

  // The heroic Blue Tank on f9: a star at its disc's upper left (clear of a --mark badge).
  int heroes = 0;
  for (const auto& p : m.pieces) heroes += p.heroic ? 1 : 0;
  CHECK(heroes == 1);
  const dg::PieceDisc* f9 = disc_on(m, "f9");
  REQUIRE(f9 != nullptr);
  CHECK(f9->heroic);
  CHECK(f9->title == "Blue heroic Tank on f9");
  CHECK(f9->star_at.x < f9->centre.x);
  CHECK(f9->star_at.y > f9->centre.y);

  // Turned half round: k12 bottom left, and the passengers still under their carrier.
  dg::BoardStyle flipped = upright();
  flipped.flipped = true;
  const dg::BoardModel f = dg::board_of(commander_view(), kRedBlue, flipped);
  CHECK(f.cell(pt("k12")).centre == dg::Point{20, 20});
  const dg::PieceDisc* fc4 = disc_on(f, "c4");
  REQUIRE(fc4 != nullptr);
  CHECK(fc4->passengers[0].centre.y < fc4->centre.y);
  CHECK(fc4->passengers[0].centre.x < fc4->passengers[1].centre.x);
}

TEST_CASE("diagram commander chess model: air defence only when asked, per side, each point once") {
  const game::BoardView view = commander_view();
  dg::BoardModel m = dg::board_of(view, kRedBlue, upright());
  CHECK(m.air_defence.empty());
  dg::add_air_defence(m, view, kRedBlue, 0);
  REQUIRE(m.air_defence.size() == kRedDefencePoints);
  std::set<std::string> red;
  for (const auto& d : m.air_defence) {
    CHECK(d.side == 0);
    CHECK(d.colour.substr(0, 7) == dg::palette::kRedPiece);
    CHECK(d.colour.size() == 9);  // translucent
    CHECK(d.centre == m.cell(d.square).centre);
    red.insert(m.cell(d.square).name);
  }
  CHECK(red.size() == kRedDefencePoints);
  for (const char* p : {"a2", "b1", "d4", "g1", "g5", "e3", "j4"}) CHECK_MESSAGE(red.count(p) == 1, p);
  for (const char* p : {"a1", "k5", "d2", "g6"}) CHECK_MESSAGE(red.count(p) == 0, p);
  dg::add_air_defence(m, view, kRedBlue, 1);
  REQUIRE(m.air_defence.size() == 2 * kRedDefencePoints);
  CHECK(m.air_defence.back().side == 1);
  CHECK(m.air_defence.back().colour.substr(0, 7) == dg::palette::kBluePiece);
  CHECK(m.air_defence.front().title == "Red air defence on b2");
}

TEST_CASE("diagram commander chess SVG: grid, river, bridges, letters, stack, hero; air defence on request") {
  const game::BoardView view = commander_view();
  dg::BoardModel m = dg::board_of(view, kRedBlue, upright());
  const std::string dot = dg::board_dot(m);
  CHECK(dot == dg::board_dot(m));  // deterministic
  CHECK(dot.find(" -- ") == std::string::npos);  // the grid is drawn under the pieces, as nodes
  // The grid comes before the pieces, so the pieces stand on the lines.
  CHECK(dot.find("  grid_") < dot.find("  piece_"));
  CHECK(dot.find("  river_") < dot.find("  grid_"));

  dg::Renderer renderer;
  const std::string svg = renderer.render(dot, dg::Format::svg, "neato");
  CHECK(count_of(svg, "<title>sq_") == 132);
  CHECK(count_of(svg, "<title>grid_") == 23);
  CHECK(count_of(svg, "<title>river_") == 1);
  CHECK(count_of(svg, "<title>bridge_") == 2);
  CHECK(svg.find("river between ranks 6 and 7") != std::string::npos);
  CHECK(count_of(svg, "<title>piece_") == 36);
  CHECK(count_of(svg, "<title>passenger_") == 2);
  CHECK(count_of(svg, "<title>hero_") == 1);
  CHECK(count_of(svg, "<title>defence_") == 0);
  CHECK(count_of(svg, "<title>coord_") == 23);
  // Letters: each side's 2 Navies (one the carrier), 1 Commander, 1 Militia; the Air
  // Forces: Blue's 2, Red's i2, and the passenger on c4; the heroic passenger as +T.
  CHECK(count_of(svg, ">N</text>") == 4);
  CHECK(count_of(svg, ">C</text>") == 2);
  CHECK(count_of(svg, ">M</text>") == 2);
  CHECK(count_of(svg, ">F</text>") == 4);
  CHECK(count_of(svg, ">+T</text>") == 1);
  CHECK(count_of(svg, ">T</text>") == 3);  // Blue's f9 (heroic, starred) and h9, Red's h4
  CHECK(svg.find("N(F+T) on c4: Red Navy carrying Red Air Force, Red heroic Tank") != std::string::npos);
  CHECK(svg.find("Blue heroic Tank on f9") != std::string::npos);
  CHECK(svg.find(dg::palette::kPointSea) != std::string::npos);
  CHECK(svg.find(dg::palette::kPointMixed) != std::string::npos);

  dg::add_air_defence(m, view, kRedBlue, 1);
  const std::string blue = renderer.render(dg::board_dot(m), dg::Format::svg, "neato");
  CHECK(count_of(blue, "<title>defence_") == kRedDefencePoints);
  CHECK(blue.find("Blue air defence on b11") != std::string::npos);
  CHECK(blue.find("Red air defence") == std::string::npos);
  const std::string png = renderer.render(dg::board_dot(m), dg::Format::png, "neato", 72);
  CHECK(png.substr(1, 3) == "PNG");
}

TEST_CASE("diagram commander chess CLI: --air-defence is a usage error for the other games") {
  const TempDir scratch;
  const std::string& dir = scratch.path();
  const std::string out = dir + "/out.svg";
  auto r = run_cinc({"diagram", "--variant", "checkers", "--fen", "B:W18:B1", "--air-defence", "-o", out});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("--air-defence shows Commander Chess's air defence; checkers has none") != std::string::npos);
  CHECK_FALSE(std::filesystem::exists(out));
}

TEST_CASE("diagram commander chess CLI, once the game is registered") {
  const game::Variant* v = game::find_variant("commander-chess");
  if (!v) return;
  const TempDir scratch;
  const std::string& dir = scratch.path();
  // The start position (§1): 38 pieces, none carried, none heroic; its air defence is
  // Red's 28 points worked out above and Blue's 28 mirrored.
  auto r = run_cinc({"diagram", "--variant", "commander-chess", "--fen", v->start_fen, "--format", "dot"});
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  CHECK(count_of(r.out, "  piece_") == 38);
  CHECK(count_of(r.out, "  grid_") == 23);
  CHECK(count_of(r.out, "  river_") == 1);
  CHECK(count_of(r.out, "  bridge_") == 2);
  CHECK(count_of(r.out, "  defence_") == 0);
  CHECK(r.out.find("start position") != std::string::npos);
  CHECK(r.out.find("Red to move") != std::string::npos);
  for (const auto& [asked, points] : std::vector<std::pair<std::string, int>>{
           {"red", kRedDefencePoints}, {"Blue", kRedDefencePoints}, {"both", 2 * kRedDefencePoints}}) {
    r = run_cinc({"diagram", "--variant", "commander-chess", "--fen", v->start_fen, "--air-defence", asked, "--format", "dot"});
    REQUIRE_MESSAGE(r.exit_code == 0, r.err);
    CHECK_MESSAGE(count_of(r.out, "  defence_") == static_cast<std::size_t>(points), asked);
  }
  r = run_cinc({"diagram", "--variant", "commander-chess", "--fen", v->start_fen, "--format", "dot", "--air-defence"});
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  CHECK(count_of(r.out, "  defence_") == static_cast<std::size_t>(2 * kRedDefencePoints));
  r = run_cinc({"diagram", "--variant", "commander-chess", "--fen", v->start_fen, "--air-defence", "green"});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("is not red, blue or both") != std::string::npos);
  r = run_cinc({"diagram", "--air-defence", dir + "/game.cgn"});  // the option took the FILE as its side
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("give the record FILE before --air-defence") != std::string::npos);
  r = run_cinc({"diagram", "--variant", "commander-chess", "--fen", v->start_fen, "--diamond"});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("drawn upright only") != std::string::npos);
  // A record with its start in the FEN tag, drawn at ply 0 as SVG; k12 names a point.
  write_file(dir + "/game.cgn", "[Variant \"commander-chess\"]\n[SetUp \"1\"]\n[FEN \"" + v->start_fen +
                                    "\"]\n[Red \"A. Red\"]\n[Blue \"B. Blue\"]\n[Result \"*\"]\n\n*\n");
  r = run_cinc({"diagram", dir + "/game.cgn", "--highlight", "k12", "-o", dir + "/start.svg"});
  REQUIRE_MESSAGE(r.exit_code == 0, r.err);
  const std::string svg = read_file(dir + "/start.svg");
  CHECK(count_of(svg, "<title>piece_") == 38);
  CHECK(count_of(svg, "<title>frame_") == 1);
  CHECK(svg.find("A. Red (Red) \u2013 B. Blue (Blue)") != std::string::npos);
}
