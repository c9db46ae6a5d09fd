// What a board diagram shows, before any drawing: squares with their places and shades,
// pieces, marks, arrows, the zone boundaries and the caption. Plain values, so tests can
// check a diagram without rendering it. The places come from the board's Geometry, so
// any files x ranks board (8x8 checkers, 11x12 Commander Chess) uses the same code;
// what is game-specific comes from the game's BoardView (variant.h), which board_of draws
// whatever the game: plain squares (the checkers family: Kings, stacks, homes), squares in
// zones (Commander-In-Chief's Land and Sea), or points on the line crossings (Commander
// Chess: sea, river and bridges, carriers with their passengers, heroes).
// Rules: docs/rules/commander-in-chief.md (cited as §n) unless another page is named.
#pragma once
#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "cinc/game/geometry.h"
#include "cinc/game/variant.h"

namespace cinc::tools::diagram {

/// How the board is turned on the page.
enum class Orientation {
  diamond,  ///< turned 45 degrees: a1 the bottom corner, h8 the top (§1)
  square,   ///< the ordinary way: a1 bottom left, h8 top right
};

/// A point on the page, in points (1/72 inch), y growing upwards (Graphviz's convention).
struct Point {
  double x = 0;
  double y = 0;
  friend bool operator==(const Point&, const Point&) = default;
};

/// A colour as Graphviz reads it: "#rrggbb" or "#rrggbbaa".
using Colour = std::string;

/// Fixed colours of the diagrams (chosen to stay apart in greyscale print).
namespace palette {
// Greyscale (luminance) of the four shades: Land 0.93 and 0.86, Sea 0.71 and 0.63, so
// Land stays lighter than Sea on every square, row colours kept apart within a zone.
inline const Colour kLandLight = "#f6eed8";  ///< Land, light rows (f+r odd)
inline const Colour kLandDark = "#eadcb8";   ///< Land, dark rows (f+r even: a1's row)
inline const Colour kSeaLight = "#9ab9d6";   ///< Sea, light rows
inline const Colour kSeaDark = "#84a6c8";    ///< Sea, dark rows
inline const Colour kPlainLight = "#eeeeee"; ///< a board without zones
inline const Colour kPlainDark = "#b5b5b5";
inline const Colour kGreen = "#2e7d32";
inline const Colour kRed = "#c62828";
inline const Colour kYellow = "#f2b600";
inline const Colour kBlue = "#1565c0";
// Pieces. Greyscale (Rec. 601 luma): dark 0.15, red 0.44, white 1, apart from each other
// and from the plain squares (0.71 and 0.93).
inline const Colour kDarkPiece = "#262626";   ///< Dark's and Black's discs
inline const Colour kLightPiece = "#ffffff";  ///< Light's discs
inline const Colour kRedPiece = "#d9453a";    ///< Red's discs (checkers family)
inline const Colour kInk = "#1a1a1a";         ///< outlines, letters on light discs
inline const Colour kHome = "#8a6d00";        ///< the frame and label of a marked home square
// A board of points (Commander Chess). Greyscale: land 0.97, mixed 0.87, sea and river
// 0.74; Blue's discs 0.23, apart from Red's (0.44) and from every terrain shade.
inline const Colour kPointLand = "#fbf8ef";   ///< land: the board's paper
inline const Colour kPointMixed = "#cde8dc";  ///< mixed points (coast, river mouth): blue-green
inline const Colour kPointSea = "#9ec5e8";    ///< sea, and the river
inline const Colour kBridge = "#b3875a";      ///< a bridge's planks
inline const Colour kGrid = "#4a4a4a";        ///< the lines the points stand on
inline const Colour kBluePiece = "#1d3f7a";   ///< Blue's discs
inline const Colour kHero = "#f2b600";        ///< the star of a heroic piece
}  // namespace palette

/// One square of the board.
struct SquareCell {
  game::Square square = game::kNoSquare;
  int file = 0;
  int rank = 0;
  std::string name;   ///< "d4"
  Point centre;
  int region = 0;     ///< zone number; a boundary line is drawn between different regions
  Colour fill;
  std::string label;  ///< small text in the square's lower corner (its name), or empty
  std::string number; ///< small text in the square's upper corner (its PDN number), or empty
};

/// One checker of a stack, drawn as a small pip in the row under the stack's disc.
struct StackPip {
  Point centre;
  int side = 0;
  Colour fill;             ///< its side's colour
  double diameter = 0;     ///< points
};

/// A piece carried by another (Commander Chess): a small disc with its letter under
/// the carrier's disc.
struct Passenger {
  Point centre;
  std::string letter;   ///< "F"; "+F" for a heroic passenger
  int side = 0;
  bool heroic = false;
  Colour fill;          ///< its side's colour
  Colour ink;           ///< the letter's colour
  double diameter = 0;  ///< points
};

/// One piece: a letter in a disc of its side's colour. A stack is one disc (its top
/// checker), its height, and a row of pips: its checkers bottom to top, left to right.
/// On a board of points (Commander Chess) a stack is its carrier's disc with its
/// passengers' small lettered discs in a row under it instead.
struct PieceDisc {
  game::Square square = game::kNoSquare;
  Point centre;
  std::string letter;   ///< "H"; "KA" for a King Amphibian; "K" for a checkers King, "" for a man
  int side = 0;         ///< 0 the first player, 1 the second (of the top checker, for a stack)
  bool enhanced = false;///< drawn with a second ring, as the rule sheet's second base
  bool promoted = false;///< a King Amphibian
  bool crowned = false; ///< a checkers King: a second ring and the letter K
  Colour fill;          ///< the disc's colour (its side's)
  Colour ink;           ///< the letter's colour
  double diameter = 0;  ///< points
  std::vector<StackPip> stack;  ///< a stack's checkers bottom to top; empty for a single piece
  Point height_at;      ///< where a stack's height stands (a small badge)
  std::vector<Passenger> passengers;  ///< the pieces this carrier carries, in the view's order
  bool heroic = false;  ///< Commander Chess's hero: a star badge at the disc's upper left
  Point star_at;        ///< where the heroic star stands
  std::string title;    ///< "Dark Helicopter on f7" (SVG tooltip)

  /// How many checkers stand here: 1, or the height of the stack.
  [[nodiscard]] int height() const { return stack.empty() ? 1 : static_cast<int>(stack.size()); }
};

/// A square the game marks on its board (Coast to Coast's homes): framed, and labelled
/// outside the board beside it.
struct MarkedSquare {
  game::Square square = game::kNoSquare;
  Point centre;
  std::string label;  ///< "Black's home"
  Point label_at;     ///< the label's centre, beyond the board's edge nearest the square
};

/// How a square is marked.
enum class MarkShape {
  tint,   ///< the square washed with the colour (last move; under a highlight's frame)
  frame,  ///< a coloured frame inside the square ([%csl], --highlight, the piece of --moves)
  dot,    ///< a dot in the middle: an empty square the piece may move to
  ring,   ///< a ring round a piece: an enemy the piece may capture or attack
};

struct SquareMark {
  game::Square square = game::kNoSquare;
  Point centre;
  MarkShape shape = MarkShape::frame;
  Colour colour;
};

struct ArrowMark {
  game::Square from = game::kNoSquare;
  game::Square to = game::kNoSquare;
  Point tail;  ///< where the shaft starts (at the edge of a piece on the origin)
  Point head;  ///< where the point ends (a little short of the target's centre)
  Colour colour;
};

/// Text on a square: --mark SQUARE:TEXT, or the minus sign on a piece in the way.
struct TextMark {
  game::Square square = game::kNoSquare;
  Point at;            ///< the text's centre
  std::string text;
  Colour colour;
  bool badge = false;  ///< on a piece: drawn as a small disc beside it
};

/// A straight line of the drawing.
struct Segment {
  Point a;
  Point b;
  /// outline: the board's edge; zone: a zone boundary; grid: a line the points stand on.
  enum class Kind { outline, zone, grid } kind = Kind::outline;
};

/// A filled rectangle under the pieces, upright on the page: the river, a bridge.
struct Area {
  enum class Kind { river, bridge } kind = Kind::river;
  Point centre;
  double width = 0;   ///< points
  double height = 0;  ///< points
  Colour fill;
  std::string title;  ///< "river between ranks 6 and 7", "bridge on file f" (SVG tooltip)
};

/// A point covered by a side's air defence (Commander Chess, drawn on request): a
/// translucent disc of the side's colour.
struct DefenceMark {
  game::Square square = game::kNoSquare;
  Point centre;
  int side = 0;
  Colour colour;        ///< the side's colour with its transparency ("#rrggbbaa")
  double diameter = 0;  ///< points
  std::string title;    ///< "Red air defence on e4" (SVG tooltip)
};

/// A file letter or rank number beside the board.
struct EdgeLabel {
  Point at;
  std::string text;
};

/// Everything a board diagram shows.
struct BoardModel {
  game::Geometry geometry{8, 8};
  Orientation orientation = Orientation::diamond;
  bool flipped = false;
  /// Pieces stand on the points where lines cross (Commander Chess): each cell is the
  /// unframed area round its point, and the grid lines join the points.
  bool on_points = false;
  double square_size = 40;  ///< side of a square, points
  std::vector<SquareCell> squares;  ///< in square-index order (a1, b1, ...)
  std::vector<Area> areas;          ///< the river, then the bridges
  std::vector<DefenceMark> air_defence;  ///< first player's, then second player's
  std::vector<PieceDisc> pieces;    ///< in square-index order
  std::vector<MarkedSquare> marked; ///< the game's own marked squares (homes)
  std::string piece_legend;         ///< one line saying how pieces are drawn (a comment in the DOT)
  std::vector<SquareMark> marks;
  std::vector<ArrowMark> arrows;
  std::vector<TextMark> texts;
  std::vector<Segment> lines;       ///< board outline, then zone boundaries or grid lines
  std::vector<EdgeLabel> coordinates;
  std::string caption;              ///< may hold '\n' between lines; empty: none

  /// The cell of a square (squares are stored in index order).
  [[nodiscard]] const SquareCell& cell(game::Square s) const { return squares[static_cast<std::size_t>(s)]; }
};

/// Drawing choices that do not depend on the game.
struct BoardStyle {
  Orientation orientation = Orientation::diamond;
  bool flipped = false;        ///< turned half round: h8 nearest the reader
  bool square_names = false;   ///< every square's name in its corner
  bool pdn_numbers = false;    ///< the PDN number in the corner of every playing square (board_of,
                               ///< games on the dark squares of 8 x 8 only)
  double square_size = 40;     ///< points
};

/// The page position of a point of the board's lattice: (u, v) = (0, 0) is a1's outer
/// corner, (files, ranks) h8's; a square's centre is (file + 0.5, rank + 0.5).
[[nodiscard]] Point place(const game::Geometry& g, const BoardStyle& style, double u, double v);

/// The orientation a game is usually drawn in: diamond for Commander-In-Chief and Coast
/// to Coast (their rules turn the board), square for checkers and Stack'Em.
[[nodiscard]] Orientation usual_orientation(std::string_view variant_name);

/// The colours of a side's discs.
struct SideColours {
  Colour fill;       ///< the disc
  Colour ink;        ///< the letter on it
  std::string word;  ///< "dark", "red", "white" (for the legend)
};

/// A side's colours by its side name: "Black" and "Dark" dark, "Red" red, "Blue" blue,
/// "Light" and "White" white; any other name: the first side (0) dark, the second white.
[[nodiscard]] SideColours side_colours(std::string_view side_name, int side);

/// Whether a board can carry PDN numbers: 8 x 8 played on the dark squares only (the game
/// gives its squares' numbers, BoardView::square_numbers).
[[nodiscard]] bool has_pdn_numbers(const game::BoardView& view);
/// The square of PDN number `number` on a board whose squares have these numbers
/// (BoardView::square_numbers), or kNoSquare.
[[nodiscard]] game::Square numbered_square(std::span<const int> square_numbers, int number);

/// The board of any game's position from its BoardView: light and dark squares (plain
/// shades), coordinates, pieces in their side's colours (`sides`: the variant's side
/// names), a King with a second ring and "K", a stack as its top checker with its height
/// and a row of pips (bottom to top), the game's marked squares framed and labelled.
/// A view with `on_intersections` becomes a board of points instead (points_board), and a
/// view with terrain a board in zones (zoned_board). No marks and no caption yet.
[[nodiscard]] BoardModel board_of(const game::BoardView& view, const std::array<std::string, 2>& sides,
                                  const BoardStyle& style);

/// The board of a game whose squares lie in zones, as its view's terrain gives them
/// (Commander-In-Chief, §1): Land and Sea shaded, a light and a dark shade per row (a1's
/// row dark), a line on each zone boundary, coordinates; each piece a letter in a disc of
/// its side's colour, a second ring when enhanced, a crowned piece (King Amphibian) told by
/// its letters alone. No marks and no caption yet.
[[nodiscard]] BoardModel zoned_board(const game::BoardView& view, const std::array<std::string, 2>& sides,
                                     const BoardStyle& style);

/// The board of a game whose pieces stand on the line crossings (Commander Chess): the
/// grid lines through the points (the outermost as the board's edge), the terrain shaded
/// round each point (sea blue, mixed blue-green, land the paper), the river as a band
/// between its two ranks with a plank on every bridge file, coordinates under the files'
/// and beside the ranks' lines; each piece a letter in a disc of its side's colour, a
/// stack as its carrier (the view's first piece) with its passengers as small lettered
/// discs under it, a heroic piece with a star. Always upright (a diamond is not drawn).
/// No air defence (add_air_defence), no marks and no caption yet.
[[nodiscard]] BoardModel points_board(const game::BoardView& view, const std::array<std::string, 2>& sides,
                                      const BoardStyle& style);

/// Draws the points one side's air defence covers (`side` 0 or 1) as translucent discs
/// of its colour, from the view's `air_defence`; a point listed twice is drawn once.
void add_air_defence(BoardModel& m, const game::BoardView& view, const std::array<std::string, 2>& sides, int side);

// ---- marks --------------------------------------------------------------------------

/// Reads a colour: a letter of the [%csl]/[%cal] convention (G R Y B), a name (green,
/// red, yellow, blue) or "#rrggbb". nullopt when it is none of these.
[[nodiscard]] std::optional<Colour> parse_colour(std::string_view text);

/// Washes a square with a colour (the last move).
void add_tint(BoardModel& m, game::Square s, const Colour& colour);
/// Highlights a square: washed and framed in the colour ([%csl], --highlight).
void add_highlight(BoardModel& m, game::Square s, const Colour& colour);
/// An arrow from one square towards another, its ends clear of the pieces on them.
void add_arrow(BoardModel& m, game::Square from, game::Square to, const Colour& colour);
/// Text on a square; on a piece it becomes a badge beside the disc.
void add_text(BoardModel& m, game::Square s, std::string text, const Colour& colour);

/// The "this piece may move here" marks of the piece on `from`, as the game gives them
/// (Variant::piece_targets): a frame on the piece, a dot on every empty destination, a ring
/// on every piece it may capture or attack, and a minus sign on every piece that cuts its
/// moves (§4).
void add_piece_moves(BoardModel& m, const game::PieceTargets& targets, game::Square from);

/// Marks from a comment's [%csl Gd4,Re5] and [%cal Gd4e5] commands (docs/notation.md §4).
/// Entries that cannot be read are left out and described in `problems`.
void add_comment_marks(BoardModel& m, std::string_view comment_text, std::vector<std::string>& problems);

// ---- caption ------------------------------------------------------------------------

/// What the default caption says about a position.
struct CaptionFacts {
  std::string first_name;    ///< the first player's name tag ("A. Smith"), may be empty
  std::string second_name;
  std::string first_side = "Dark";
  std::string second_side = "Light";
  /// "points" (commander-in-chief.md §6) or "captured" (checkers: pieces taken)
  std::string points_label = "points";
  std::string moment;        ///< "start position", "after 12... Hf7-d5", "move 12"
  std::string to_move;       ///< "Dark to move", "Light to move (Air player)", "Dark has won"
  std::optional<std::array<int, 2>> points;  ///< points captured so far (§6.1), when known
  std::optional<std::array<int, 2>> borne_off;  ///< pieces each side has borne off (Coast to Coast)
};

/// Two lines: "A. Smith (Dark) - B. Jones (Light)" (left out when neither name is
/// known), then "after 12... Hf7-d5 · Dark to move · points: Dark 5, Light 3", and
/// "· borne off: Black 2, Red 0" when that is known.
[[nodiscard]] std::string caption_text(const CaptionFacts& facts);

/// Who moves in any game: "Black to move"; decided, "Red has won" or "drawn: <reason>".
[[nodiscard]] std::string to_move_text(const game::GameState& state, const std::array<std::string, 2>& sides);

/// Who moves as the caption says it: in the game's own words when it has them
/// (Variant::to_move_words: "Dark to move (Land-and-Sea player)", "drawn: Dark has no
/// move"), else to_move_text(state, sides).
[[nodiscard]] std::string to_move_text(const game::GameState& state, const game::Variant& variant);

/// The moment of a position set up from a FEN, as the caption says it: "start position"
/// for the game's start (its board at move 1, whoever moves, where the game says so:
/// Variant::start_named_by_board), else "move N".
[[nodiscard]] std::string set_up_moment(const game::GameState& state, const game::Variant& variant);

}  // namespace cinc::tools::diagram
