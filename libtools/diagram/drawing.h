// How a board model is drawn: the sizes, line widths and inks that turn its squares,
// pieces and marks into a picture. The Graphviz renderer (render_gv.cpp) and the web
// page of `cinc html` (which receives them as data, libtools/html/) both draw from these
// numbers, so a diagram and the page's board look alike. Sizes are fractions of a
// square's side unless marked as points.
#pragma once

namespace cinc::tools::diagram::drawing {

inline constexpr double kDisc = 0.70;        ///< a piece's disc diameter
inline constexpr double kRing = 0.88;        ///< a capture ring's diameter
inline constexpr double kDot = 0.26;         ///< a destination dot's diameter
inline constexpr double kFrame = 0.80;       ///< a highlight frame (and a home's), fraction of the cell
inline constexpr double kLetter = 0.43;      ///< a piece letter's size (one letter, full-size disc)
inline constexpr double kLetterLong = 0.32;  ///< the same for two letters ("KA")
inline constexpr double kPassengerLetter = 0.66;      ///< a passenger's letter, fraction of its disc
inline constexpr double kPassengerLetterLong = 0.50;  ///< the same for two characters ("+F")
inline constexpr double kCoordinate = 0.30;  ///< coordinate text size
inline constexpr double kCornerText = 0.24;  ///< a square's name or PDN number in its corner
inline constexpr double kHomeText = 0.30;    ///< a marked square's label
inline constexpr double kStar = 0.30;        ///< a heroic piece's star
inline constexpr double kHeightBadge = 0.30; ///< a stack's height badge
inline constexpr double kHeightText = 0.22;  ///< the height's digits
inline constexpr double kMarkBadge = 0.34;   ///< a --mark badge beside a piece
inline constexpr double kMarkBadgeText = 0.30;  ///< its text
inline constexpr double kMarkText = 0.50;    ///< a --mark on an empty square
inline constexpr double kArrowShaft = 0.16;  ///< an arrow's shaft width
inline constexpr double kArrowHeadLength = 0.20;  ///< an arrow's head, from its base to its point
/// The head's width across its base: what Graphviz (2.43) draws for a shaft this wide, 0.35
/// of the head's length on each side, widened by shaft / 4 points once the shaft passes 4 points
/// (0.16 x 40 = 6.4 points on the usual 40-point square: 0.35 x 0.20 x 1.6 x 2 = 0.224).
/// Graphviz outlines the head with the shaft's pen (mitred), and the page does the same.
inline constexpr double kArrowHeadWidth = 0.224;
// Where a square's name and PDN number stand, from its centre (x right, y up): at the
// bottom and top corners of a diamond's cell, the lower and upper left of a square one.
inline constexpr double kNameDiamond[2] = {0, -0.50};
inline constexpr double kNameSquare[2] = {-0.30, -0.41};
inline constexpr double kNumberDiamond[2] = {0, 0.50};
inline constexpr double kNumberSquare[2] = {-0.30, 0.41};
// Line widths, points.
inline constexpr double kGridPen = 1.0;      ///< a board of points: its grid
inline constexpr double kEdgePen = 2.2;      ///< the board's edge (and a points board's outermost lines)
inline constexpr double kZonePen = 3.0;      ///< a zone boundary (Land/Sea)
inline constexpr double kCellPen = 0.5;      ///< the thin frame of a square
inline constexpr double kPiecePen = 1.6;     ///< a piece disc's outline
inline constexpr double kPassengerPen = 1.0; ///< a passenger's outline
inline constexpr double kPipPen = 0.8;       ///< a stack pip's outline (and the star's)
inline constexpr double kBadgePen = 1.2;     ///< the height badge's outline
inline constexpr double kFramePen = 3.0;     ///< a highlight frame
inline constexpr double kHomePen = 2.0;      ///< a marked square's frame (drawn twice)
// Inks.
inline constexpr const char* kCellLine = "#6e6e6e";   ///< the thin frame of a square
inline constexpr const char* kCornerInk = "#2e2e2e";  ///< square names and PDN numbers
inline constexpr const char* kCoordinateInk = "#333333";
inline constexpr const char* kTintAlpha = "70";       ///< appended to a mark's colour for a tinted square
inline constexpr const char* kArrowAlpha = "99";      ///< appended to an arrow's colour (60%: a piece under the shaft shows)

}  // namespace cinc::tools::diagram::drawing
