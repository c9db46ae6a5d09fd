// The diagram model: places, shades, pieces and marks of a board, without drawing.
// Rules: docs/rules/commander-in-chief.md (cited as §n) unless another page is named.
#include "diagram/board_model.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <utility>

#include "cinc/notation/record.h"
#include "diagram/drawing.h"

namespace cinc::tools::diagram {

using game::Geometry;
using game::Square;

namespace {

// Lattice distance of the coordinates from the board's edge.
constexpr double kCoordinateGap = 0.36;
// Sizes relative to a square's side.
using drawing::kDisc;                 // a piece's disc diameter (drawing.h)
constexpr double kStackDisc = 0.58;   // a stack's disc, smaller to leave room for its pips
constexpr double kStackLift = 0.08;   // how far a stack's disc stands above the square's centre
constexpr double kPipPitch = 0.18;    // the widest spacing of the pips
constexpr double kLabelGap = 0.42;    // a marked square's label beyond the board's extent
// A board of points (Commander Chess), relative to the distance between two points.
constexpr double kCarrierDisc = 0.58;  // a carrier's disc, smaller to leave room for its passengers
constexpr double kCarrierLift = 0.10;  // how far a carrier's disc stands above its point
constexpr double kPassengerRow = 0.28; // how far below the point the passengers' row stands
constexpr double kPassengerPitch = 0.42;  // the widest spacing of the passengers
constexpr double kPassengerRowWidth = 0.86;  // the most the passengers' row may span
constexpr double kBridgeWidth = 0.34;  // a bridge's planks, across the file's line
constexpr double kDefenceDisc = 0.92;  // an air-defence disc (neighbours stay apart)

Point operator+(Point a, Point b) { return {a.x + b.x, a.y + b.y}; }
Point operator-(Point a, Point b) { return {a.x - b.x, a.y - b.y}; }
Point scaled(Point a, double k) { return {a.x * k, a.y * k}; }

std::string_view trim(std::string_view s) {
  while (!s.empty() && (s.front() == ' ' || s.front() == '\t')) s.remove_prefix(1);
  while (!s.empty() && (s.back() == ' ' || s.back() == '\t')) s.remove_suffix(1);
  return s;
}

const PieceDisc* piece_on(const BoardModel& m, Square s) {
  for (const PieceDisc& p : m.pieces)
    if (p.square == s) return &p;
  return nullptr;
}

// The outline of the board and a line between every two neighbouring squares of
// different regions, in lattice corners; the same code serves every orientation.
void add_lines(BoardModel& m, const BoardStyle& style) {
  const Geometry& g = m.geometry;
  const double F = g.files(), R = g.ranks();
  auto seg = [&](double u0, double v0, double u1, double v1, Segment::Kind kind) {
    m.lines.push_back(Segment{place(g, style, u0, v0), place(g, style, u1, v1), kind});
  };
  seg(0, 0, F, 0, Segment::Kind::outline);
  seg(F, 0, F, R, Segment::Kind::outline);
  seg(F, R, 0, R, Segment::Kind::outline);
  seg(0, R, 0, 0, Segment::Kind::outline);
  for (int r = 0; r < g.ranks(); ++r)
    for (int f = 0; f < g.files(); ++f) {
      const int here = m.cell(g.at(f, r)).region;
      if (f + 1 < g.files() && m.cell(g.at(f + 1, r)).region != here)
        seg(f + 1, r, f + 1, r + 1, Segment::Kind::zone);
      if (r + 1 < g.ranks() && m.cell(g.at(f, r + 1)).region != here)
        seg(f, r + 1, f + 1, r + 1, Segment::Kind::zone);
    }
}

// File letters and rank numbers beside the edges nearest the reader; a diamond gets
// them on all four edges, as the printed board's labelled border has them.
void add_coordinates(BoardModel& m, const BoardStyle& style) {
  const Geometry& g = m.geometry;
  const double F = g.files(), R = g.ranks();
  const double near_v = style.flipped ? R + kCoordinateGap : -kCoordinateGap;
  const double near_u = style.flipped ? F + kCoordinateGap : -kCoordinateGap;
  const double far_v = style.flipped ? -kCoordinateGap : R + kCoordinateGap;
  const double far_u = style.flipped ? -kCoordinateGap : F + kCoordinateGap;
  const bool all_edges = style.orientation == Orientation::diamond;
  for (int f = 0; f < g.files(); ++f) {
    const std::string letter(1, static_cast<char>('a' + f));
    m.coordinates.push_back({place(g, style, f + 0.5, near_v), letter});
    if (all_edges) m.coordinates.push_back({place(g, style, f + 0.5, far_v), letter});
  }
  for (int r = 0; r < g.ranks(); ++r) {
    const std::string number = std::to_string(r + 1);
    m.coordinates.push_back({place(g, style, near_u, r + 0.5), number});
    if (all_edges) m.coordinates.push_back({place(g, style, far_u, r + 0.5), number});
  }
}

// The squares of a board, placed for the style, without shades: the part every builder shares.
BoardModel placed_squares(const Geometry& g, const BoardStyle& style) {
  BoardModel m;
  m.geometry = g;
  m.orientation = style.orientation;
  m.flipped = style.flipped;
  m.square_size = style.square_size;
  m.squares.reserve(static_cast<std::size_t>(g.size()));
  for (Square s = 0; s < g.size(); ++s) {
    SquareCell c;
    c.square = s;
    c.file = g.file_of(s);
    c.rank = g.rank_of(s);
    c.name = g.name(s);
    c.centre = place(g, style, c.file + 0.5, c.rank + 0.5);
    if (style.square_names) c.label = c.name;
    m.squares.push_back(std::move(c));
  }
  return m;
}

// A stack's disc lifted above the square's centre, its height in a badge on its left
// (clear of the PDN number in the upper corner and of a --mark badge on the right), and
// its checkers as a row of pips below it, bottom to top from left to right on the page
// (whatever the orientation or turn of the board).
void lay_out_stack(PieceDisc& d, const SquareCell& cell, const std::vector<game::PieceView>& stack,
                   const std::array<std::string, 2>& sides, const BoardModel& m) {
  const double k = m.square_size;
  const bool diamond = m.orientation == Orientation::diamond;
  d.diameter = kStackDisc * k;
  // A diamond's cell narrows towards its corners: the row stands higher and shorter there.
  const double row_width = (diamond ? 0.72 : 0.84) * k;
  const double row_y = (diamond ? -0.31 : -0.34) * k;
  d.centre = cell.centre + Point{diamond ? 0 : 0.06 * k, kStackLift * k};
  d.height_at = cell.centre + (diamond ? Point{-0.42 * k, 0} : Point{-0.35 * k, kStackLift * k});
  const double n = static_cast<double>(stack.size());
  const double pitch = std::min(kPipPitch * k, row_width / n);
  for (std::size_t i = 0; i < stack.size(); ++i) {
    StackPip pip;
    pip.side = stack[i].side;
    pip.fill = side_colours(sides[static_cast<std::size_t>(pip.side & 1)], pip.side).fill;
    pip.diameter = 0.85 * pitch;
    pip.centre = cell.centre + Point{(static_cast<double>(i) - (n - 1) / 2) * pitch, row_y};
    d.stack.push_back(std::move(pip));
  }
}

// The label of each marked square beyond the board's extent on the page: above the board
// for a square in its upper half, below it (and below the coordinates) otherwise.
void place_marked_labels(BoardModel& m, const BoardStyle& style) {
  const Geometry& g = m.geometry;
  double top = 0, bottom = 0;
  bool first = true;
  auto extend = [&](double y) {
    top = first ? y : std::max(top, y);
    bottom = first ? y : std::min(bottom, y);
    first = false;
  };
  for (const auto& [u, v] : {std::pair{0.0, 0.0}, std::pair{1.0, 0.0}, std::pair{0.0, 1.0}, std::pair{1.0, 1.0}})
    extend(place(g, style, u * g.files(), v * g.ranks()).y);
  for (const EdgeLabel& c : m.coordinates) extend(c.at.y);
  const double middle = place(g, style, g.files() / 2.0, g.ranks() / 2.0).y;
  const double gap = kLabelGap * m.square_size;
  for (MarkedSquare& k : m.marked)
    k.label_at = {k.centre.x, k.centre.y >= middle ? top + gap : bottom - gap};
}

// "Red man, Black man, Black King": a stack's checkers bottom to top.
std::string stack_contents(const std::vector<game::PieceView>& stack) {
  std::string out;
  for (const game::PieceView& p : stack) {
    if (!out.empty()) out += ", ";
    out += p.name.empty() ? p.letter : p.name;
  }
  return out;
}

// The grid a board of points is drawn on: one line along every rank and every file
// through its points, the outermost four as the board's edge.
void add_grid(BoardModel& m, const BoardStyle& style) {
  const Geometry& g = m.geometry;
  const double first = 0.5, last_u = g.files() - 0.5, last_v = g.ranks() - 0.5;
  for (int r = 0; r < g.ranks(); ++r) {
    const bool edge = r == 0 || r == g.ranks() - 1;
    m.lines.push_back({place(g, style, first, r + 0.5), place(g, style, last_u, r + 0.5),
                       edge ? Segment::Kind::outline : Segment::Kind::grid});
  }
  for (int f = 0; f < g.files(); ++f) {
    const bool edge = f == 0 || f == g.files() - 1;
    m.lines.push_back({place(g, style, f + 0.5, first), place(g, style, f + 0.5, last_v),
                       edge ? Segment::Kind::outline : Segment::Kind::grid});
  }
}

// The river between the points of 0-based rank `after` and the next, from bank to bank
// across the whole board, and a plank along each bridge file's line over it.
void add_river(BoardModel& m, const game::BoardView& view, const BoardStyle& style) {
  const Geometry& g = m.geometry;
  const int after = view.river_after_rank;
  if (after < 0 || after + 1 >= g.ranks()) return;
  const double k = m.square_size;
  const double middle = after + 1.0;  // halfway between the two ranks' lines
  m.areas.push_back({Area::Kind::river, place(g, style, g.files() / 2.0, middle), g.files() * k, k,
                     palette::kPointSea,
                     "river between ranks " + std::to_string(after + 1) + " and " + std::to_string(after + 2)});
  for (const int f : view.bridge_files) {
    if (f < 0 || f >= g.files()) continue;
    m.areas.push_back({Area::Kind::bridge, place(g, style, f + 0.5, middle), kBridgeWidth * k, k, palette::kBridge,
                       std::string("bridge on file ") + static_cast<char>('a' + f)});
  }
}

// One piece as the tooltip names it: the game's name ("Red heroic Tank"), "heroic "
// put first when the name does not say it already.
std::string piece_words(const game::PieceView& p) {
  const std::string name = p.name.empty() ? p.letter : p.name;
  return (p.heroic && name.find("heroic") == std::string::npos ? "heroic " : "") + name;
}

// "N(F+T)": a carrier's letter and its passengers' in parentheses, '+' before a hero's.
std::string stack_letters(const std::vector<game::PieceView>& stack) {
  std::string out;
  for (std::size_t i = 0; i < stack.size(); ++i) {
    if (i == 1) out += '(';
    if (stack[i].heroic) out += '+';
    out += stack[i].letter;
  }
  if (stack.size() > 1) out += ')';
  return out;
}

// A carrier's disc raised a little above its point and its passengers as small lettered
// discs in a row under it, left to right in the view's order (whichever way the board
// is turned); a hero's star at the disc's upper left (a --mark badge goes upper right).
void lay_out_carrier(PieceDisc& d, const SquareCell& cell, const std::vector<game::PieceView>& here,
                     const std::array<std::string, 2>& sides, double k) {
  const bool stack = here.size() > 1;
  d.diameter = (stack ? kCarrierDisc : kDisc) * k;
  d.centre = cell.centre + Point{0, stack ? kCarrierLift * k : 0};
  const double rim = 0.36 * d.diameter;  // a 45-degree point of the rim, each way
  d.star_at = d.centre + Point{-rim, rim};
  const double n = static_cast<double>(here.size() - 1);
  const double pitch = std::min(kPassengerPitch * k, kPassengerRowWidth * k / std::max(n, 1.0));
  for (std::size_t i = 1; i < here.size(); ++i) {
    const game::PieceView& p = here[i];
    const SideColours colours = side_colours(sides[static_cast<std::size_t>(p.side & 1)], p.side);
    Passenger r;
    r.side = p.side;
    r.heroic = p.heroic;
    r.letter = (p.heroic ? "+" : "") + p.letter;
    r.fill = colours.fill;
    r.ink = colours.ink;
    r.diameter = 0.95 * pitch;
    r.centre = cell.centre + Point{(static_cast<double>(i - 1) - (n - 1) / 2) * pitch, -kPassengerRow * k};
    d.passengers.push_back(std::move(r));
  }
}

}  // namespace

Point place(const Geometry& g, const BoardStyle& style, double u, double v) {
  if (style.flipped) {
    u = g.files() - u;
    v = g.ranks() - v;
  }
  const double s = style.square_size;
  if (style.orientation == Orientation::square) return {u * s, v * s};
  const double h = s / std::sqrt(2.0);  // half a square's diagonal
  return {(u - v) * h, (u + v) * h};
}

Orientation usual_orientation(std::string_view variant_name) {
  return variant_name == "commander-in-chief" || variant_name == "coast-to-coast" ? Orientation::diamond
                                                                                 : Orientation::square;
}

SideColours side_colours(std::string_view side_name, int side) {
  const SideColours dark{palette::kDarkPiece, palette::kLightPiece, "dark"};
  const SideColours light{palette::kLightPiece, palette::kInk, "white"};
  if (side_name == "Red") return {palette::kRedPiece, palette::kLightPiece, "red"};
  if (side_name == "Blue") return {palette::kBluePiece, palette::kLightPiece, "blue"};
  if (side_name == "Black" || side_name == "Dark") return dark;
  if (side_name == "White" || side_name == "Light") return light;
  return side == 0 ? dark : light;
}

bool has_pdn_numbers(const game::BoardView& view) {
  return view.dark_squares_only && view.geometry.files() == 8 && view.geometry.ranks() == 8 &&
         view.square_numbers.size() == static_cast<std::size_t>(view.geometry.size());
}

Square numbered_square(std::span<const int> square_numbers, int number) {
  if (number < 1) return game::kNoSquare;
  const auto it = std::find(square_numbers.begin(), square_numbers.end(), number);
  return it == square_numbers.end() ? game::kNoSquare : static_cast<Square>(it - square_numbers.begin());
}

BoardModel board_of(const game::BoardView& view, const std::array<std::string, 2>& sides, const BoardStyle& style) {
  if (view.on_intersections) return points_board(view, sides, style);
  if (!view.terrain.empty()) return zoned_board(view, sides, style);
  BoardModel m = placed_squares(view.geometry, style);
  const Geometry& g = m.geometry;
  const bool numbers = style.pdn_numbers && has_pdn_numbers(view);
  m.piece_legend = sides[0] + " " + side_colours(sides[0], 0).word + " discs, " + sides[1] + " " +
                   side_colours(sides[1], 1).word +
                   " discs; a second ring and K: a King; a stack: its top checker, its height, pips bottom to top";
  for (SquareCell& c : m.squares) {
    // a1 is a dark square, as on every checkers board (docs/rules/checkers.md §1).
    const bool dark = (c.file + c.rank) % 2 == 0;
    c.fill = dark ? palette::kPlainDark : palette::kPlainLight;
    if (numbers && dark) c.number = std::to_string(view.square_numbers[static_cast<std::size_t>(c.square)]);
    const std::size_t index = static_cast<std::size_t>(c.square);
    if (index >= view.squares.size() || view.squares[index].empty()) continue;
    const std::vector<game::PieceView>& here = view.squares[index];
    const game::PieceView& top = here.back();
    PieceDisc d;
    d.square = c.square;
    d.side = top.side;
    d.crowned = top.crowned;
    d.enhanced = top.enhanced;
    d.letter = top.letter == "M" ? "" : top.letter;  // a man is a plain disc
    const SideColours colours = side_colours(sides[static_cast<std::size_t>(top.side & 1)], top.side);
    d.fill = colours.fill;
    d.ink = colours.ink;
    if (here.size() == 1) {
      d.centre = c.centre;
      d.diameter = kDisc * style.square_size;
      d.title = (top.name.empty() ? top.letter : top.name) + " on " + c.name;
    } else {
      lay_out_stack(d, c, here, sides, m);
      d.title = "stack of " + std::to_string(here.size()) + " on " + c.name + ", bottom to top: " + stack_contents(here);
    }
    m.pieces.push_back(std::move(d));
  }
  for (const auto& [square, label] : view.marked) {
    if (square < 0 || square >= g.size()) continue;
    m.marked.push_back({square, m.cell(square).centre, label, {}});
  }
  add_lines(m, style);
  add_coordinates(m, style);
  place_marked_labels(m, style);
  return m;
}

BoardModel zoned_board(const game::BoardView& view, const std::array<std::string, 2>& sides, const BoardStyle& style) {
  BoardModel m = placed_squares(view.geometry, style);
  const Geometry& g = m.geometry;
  m.piece_legend = sides[0] + " dark discs, " + sides[1] + " light discs; a second ring: enhanced";
  std::vector<bool> sea(static_cast<std::size_t>(g.size()), false);
  for (const auto& [square, kind] : view.terrain)
    if (square >= 0 && square < g.size() && kind == "sea") sea[static_cast<std::size_t>(square)] = true;
  for (SquareCell& c : m.squares) {
    // §1: all squares of one row (f+r constant) have one colour; a1's row is dark, as on a
    // chess board. A zone boundary runs between Land and Sea.
    const std::size_t index = static_cast<std::size_t>(c.square);
    c.region = sea[index] ? 1 : 0;
    const bool dark_row = (c.file + c.rank) % 2 == 0;
    if (sea[index]) c.fill = dark_row ? palette::kSeaDark : palette::kSeaLight;
    else c.fill = dark_row ? palette::kLandDark : palette::kLandLight;
    if (index >= view.squares.size() || view.squares[index].empty()) continue;
    const game::PieceView& p = view.squares[index].back();
    const std::string& side = sides[static_cast<std::size_t>(p.side & 1)];
    PieceDisc d;
    d.square = c.square;
    d.centre = c.centre;
    d.promoted = p.crowned;
    d.letter = p.letter;
    d.side = p.side;
    d.enhanced = p.enhanced;
    const SideColours colours = side_colours(side, d.side);
    d.fill = colours.fill;
    d.ink = colours.ink;
    d.diameter = kDisc * style.square_size;
    // "Dark enhanced Helicopter on f7": the game's name, "enhanced" after the side's.
    d.title = p.name.empty() ? p.letter : p.name;
    if (p.enhanced) d.title.insert(d.title.starts_with(side + " ") ? side.size() + 1 : 0, "enhanced ");
    d.title += " on " + g.name(c.square);
    m.pieces.push_back(std::move(d));
  }
  add_lines(m, style);
  add_coordinates(m, style);
  return m;
}

BoardModel points_board(const game::BoardView& view, const std::array<std::string, 2>& sides,
                        const BoardStyle& style_asked) {
  BoardStyle style = style_asked;
  style.orientation = Orientation::square;  // the river and bridges are upright bands
  BoardModel m = placed_squares(view.geometry, style);
  m.on_points = true;
  const Geometry& g = m.geometry;
  const double k = style.square_size;
  m.piece_legend = sides[0] + " " + side_colours(sides[0], 0).word + " discs, " + sides[1] + " " +
                   side_colours(sides[1], 1).word +
                   " discs; a stack: its carrier's disc, its passengers' small discs under it; a star: heroic";
  // Every point's cell is land unless the view says otherwise.
  for (SquareCell& c : m.squares) c.fill = palette::kPointLand;
  for (const auto& [square, kind] : view.terrain) {
    if (square < 0 || square >= g.size()) continue;
    SquareCell& c = m.squares[static_cast<std::size_t>(square)];
    if (kind == "sea") c.fill = palette::kPointSea;
    else if (kind == "mixed") c.fill = palette::kPointMixed;
  }
  add_river(m, view, style);
  for (const SquareCell& c : m.squares) {
    const std::size_t index = static_cast<std::size_t>(c.square);
    if (index >= view.squares.size() || view.squares[index].empty()) continue;
    const std::vector<game::PieceView>& here = view.squares[index];
    const game::PieceView& carrier = here.front();
    const SideColours colours = side_colours(sides[static_cast<std::size_t>(carrier.side & 1)], carrier.side);
    PieceDisc d;
    d.square = c.square;
    d.side = carrier.side;
    d.letter = carrier.letter;
    d.heroic = carrier.heroic;
    d.fill = colours.fill;
    d.ink = colours.ink;
    lay_out_carrier(d, c, here, sides, k);
    if (here.size() == 1) {
      d.title = piece_words(carrier) + " on " + c.name;
    } else {
      std::string carried;
      for (std::size_t i = 1; i < here.size(); ++i) carried += (i > 1 ? ", " : "") + piece_words(here[i]);
      d.title = stack_letters(here) + " on " + c.name + ": " + piece_words(carrier) + " carrying " + carried;
    }
    m.pieces.push_back(std::move(d));
  }
  add_grid(m, style);
  add_coordinates(m, style);
  return m;
}

void add_air_defence(BoardModel& m, const game::BoardView& view, const std::array<std::string, 2>& sides, int side) {
  const std::size_t which = static_cast<std::size_t>(side & 1);
  const Colour fill = side_colours(sides[which], side).fill;
  std::vector<Square> seen;
  for (const Square s : view.air_defence[which]) {
    if (s < 0 || s >= m.geometry.size() || std::find(seen.begin(), seen.end(), s) != seen.end()) continue;
    seen.push_back(s);
    m.air_defence.push_back({s, m.cell(s).centre, side, fill + "48", kDefenceDisc * m.square_size,
                             sides[which] + " air defence on " + m.cell(s).name});
  }
}

std::optional<Colour> parse_colour(std::string_view text) {
  if (text == "G" || text == "g" || text == "green") return palette::kGreen;
  if (text == "R" || text == "r" || text == "red") return palette::kRed;
  if (text == "Y" || text == "y" || text == "yellow") return palette::kYellow;
  if (text == "B" || text == "b" || text == "blue") return palette::kBlue;
  if (text.size() == 7 && text[0] == '#') {
    for (std::size_t i = 1; i < 7; ++i) {
      const char c = text[i];
      if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'))) return std::nullopt;
    }
    return std::string(text);
  }
  return std::nullopt;
}

void add_tint(BoardModel& m, Square s, const Colour& colour) {
  m.marks.push_back({s, m.cell(s).centre, MarkShape::tint, colour});
}

void add_highlight(BoardModel& m, Square s, const Colour& colour) {
  add_tint(m, s, colour);
  m.marks.push_back({s, m.cell(s).centre, MarkShape::frame, colour});
}

void add_arrow(BoardModel& m, Square from, Square to, const Colour& colour) {
  if (from == to) return;
  const Point a = m.cell(from).centre, b = m.cell(to).centre;
  const Point d = b - a;
  const double len = std::sqrt(d.x * d.x + d.y * d.y);
  const Point unit = scaled(d, 1.0 / len);
  // Clear of the pieces at both ends: the shaft starts at the rim of the origin's disc and
  // the point stops short of the target's, so no letter is covered by the arrow's ends
  // (on an empty square the point reaches a little short of the centre).
  const double gap = 0.04 * m.square_size;
  const auto rim = [&](Square s, double empty) {
    const PieceDisc* p = piece_on(m, s);
    return p ? p->diameter / 2 + gap : empty * m.square_size;
  };
  m.arrows.push_back({from, to, a + scaled(unit, rim(from, 0.15)), b - scaled(unit, rim(to, 0.22)), colour});
}

void add_text(BoardModel& m, Square s, std::string text, const Colour& colour) {
  const Point c = m.cell(s).centre;
  if (piece_on(m, s)) {
    // Beside the disc, inside the square: towards its right corner in a diamond, its top
    // right corner on a square board (clear of the zone lines on the square's edges).
    const double k = m.square_size;
    const Point offset = m.orientation == Orientation::diamond ? Point{0.40 * k, 0} : Point{0.32 * k, 0.32 * k};
    m.texts.push_back({s, c + offset, std::move(text), colour, true});
  } else {
    m.texts.push_back({s, c, std::move(text), colour, false});
  }
}

void add_piece_moves(BoardModel& m, const game::PieceTargets& targets, Square from) {
  m.marks.push_back({from, m.cell(from).centre, MarkShape::frame, palette::kBlue});
  for (const Square to : targets.targets) {
    const MarkShape shape = piece_on(m, to) ? MarkShape::ring : MarkShape::dot;
    m.marks.push_back({to, m.cell(to).centre, shape, palette::kGreen});
  }
  for (const Square s : targets.obstructions) add_text(m, s, "\u2212", palette::kRed);  // minus sign
}

void add_comment_marks(BoardModel& m, std::string_view comment_text, std::vector<std::string>& problems) {
  const Geometry& g = m.geometry;
  for (const notation::Command& cmd : notation::parse_commands(comment_text)) {
    if (cmd.name != "csl" && cmd.name != "cal") continue;
    std::string_view rest = cmd.args;
    while (!rest.empty()) {
      const std::size_t comma = rest.find(',');
      const std::string_view entry = trim(rest.substr(0, comma));
      rest = comma == std::string_view::npos ? std::string_view{} : rest.substr(comma + 1);
      if (entry.empty()) continue;
      // Colour letter, square, and for an arrow a second square: "Gd4", "Rd4e5".
      const auto colour = parse_colour(entry.substr(0, 1));
      std::size_t used = 0;
      Square first = game::kNoSquare, second = game::kNoSquare;
      if (colour) {
        if (const auto s = g.parse_prefix(entry.substr(1), used)) first = *s;
      }
      const std::string_view after = first != game::kNoSquare ? entry.substr(1 + used) : std::string_view{};
      if (cmd.name == "cal" && first != game::kNoSquare) {
        if (const auto s = g.parse(after)) second = *s;
      }
      if (cmd.name == "csl" && first != game::kNoSquare && after.empty()) {
        add_highlight(m, first, *colour);
        continue;
      }
      if (second != game::kNoSquare) {
        add_arrow(m, first, second, *colour);
        continue;
      }
      problems.push_back("[%" + cmd.name + "] entry \"" + std::string(entry) + "\" is not " +
                         (cmd.name == "csl" ? "a colour letter (G R Y B) and a square, e.g. Gd4"
                                            : "a colour letter (G R Y B) and two squares, e.g. Gd4e5"));
    }
  }
}

std::string caption_text(const CaptionFacts& f) {
  std::string out;
  if (!f.first_name.empty() || !f.second_name.empty()) {
    out += (f.first_name.empty() ? "?" : f.first_name) + " (" + f.first_side + ") \u2013 " +
           (f.second_name.empty() ? "?" : f.second_name) + " (" + f.second_side + ")\n";
  }
  std::string line = f.moment;
  auto add = [&line](const std::string& part) {
    if (part.empty()) return;
    if (!line.empty()) line += " \u00b7 ";
    line += part;
  };
  add(f.to_move);
  auto both = [&f](const std::array<int, 2>& counts) {
    return f.first_side + " " + std::to_string(counts[0]) + ", " + f.second_side + " " + std::to_string(counts[1]);
  };
  if (f.points) add(f.points_label + ": " + both(*f.points));
  if (f.borne_off) add("borne off: " + both(*f.borne_off));
  out += line;
  return out;
}

std::string to_move_text(const game::GameState& state, const std::array<std::string, 2>& sides) {
  const game::GameEnd end = state.end();
  switch (end.kind) {
    case game::GameEnd::Kind::first_won: return sides[0] + " has won";
    case game::GameEnd::Kind::second_won: return sides[1] + " has won";
    case game::GameEnd::Kind::draw: return end.reason.empty() ? std::string("drawn") : "drawn: " + end.reason;
    case game::GameEnd::Kind::ongoing: break;
  }
  return sides[static_cast<std::size_t>(state.side_to_move() & 1)] + " to move";
}

std::string to_move_text(const game::GameState& state, const game::Variant& variant) {
  return variant.to_move_words ? variant.to_move_words(state) : to_move_text(state, variant.sides);
}

std::string set_up_moment(const game::GameState& state, const game::Variant& variant) {
  if (variant.start_named_by_board) {
    // The start is named as such whoever is to move (Commander-In-Chief's teams and first
    // player vary it); any other position by its move number.
    const std::string fen = state.fen();
    const std::string& start = variant.start_fen;
    const bool at_start = fen.substr(0, fen.find(' ')) == start.substr(0, start.find(' '));
    return at_start && state.move_number() == 1 ? "start position" : "move " + std::to_string(state.move_number());
  }
  const auto start = variant.from_fen(variant.start_fen);
  const bool at_start = start && (*start)->fen() == state.fen();
  return at_start ? "start position" : "move " + std::to_string(state.move_number());
}

}  // namespace cinc::tools::diagram
