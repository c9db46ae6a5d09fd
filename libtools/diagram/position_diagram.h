// `cinc diagram`'s drawing (docs/diagrams.md): a position of a record, or a FEN, of any
// registered game drawn as a rulebook diagram, or a series of a game's positions, written as
// SVG, PNG, PDF or DOT.
#pragma once
#include <string>
#include <vector>

namespace cinc::tools::diagram {

/// What to draw, how and where: the options of `cinc diagram`, by the same names.
struct DiagramOptions {
  std::string file;                          ///< the record ("-": standard input), or empty with `fen`
  std::string fen;                           ///< a position instead of a record's
  std::string variant = "commander-in-chief";  ///< the game of `fen`
  bool variant_given = false;                ///< --variant was given (it goes with --fen only)
  int game = 1;                              ///< which game of the file, from 1
  int ply = -1;                              ///< ply of the main line; -1: the end of the main line
  std::string output;                        ///< file (its extension the format), directory for a series; empty: standard output
  std::string format;                        ///< svg, png, pdf or dot; empty: from the output's extension
  bool square = false;
  bool diamond = false;
  bool flip = false;
  bool names = false;
  bool numbers = false;
  bool last_move = false;
  bool no_comment_marks = false;
  bool no_caption = false;
  std::string caption;
  bool caption_given = false;                ///< --caption was given (an empty caption included)
  std::vector<std::string> highlights;       ///< SQUARE[:COLOUR]
  std::vector<std::string> arrows;           ///< FROM-TO[:COLOUR]
  std::vector<std::string> marks;            ///< SQUARE:TEXT
  std::string moves;                         ///< the square whose moves to mark
  std::string air_defence;                   ///< "red", "blue", "both" (a side name of the game, or both)
  bool air_defence_given = false;            ///< --air-defence was given (alone: both)
  int every = 0;                             ///< a series: every N plies (0: none)
  std::string plies;                         ///< a series of these plies ("0,10,20-24")
  int dpi = 144;                             ///< PNG resolution
};

/// Draws what `options` asks for and writes it (whole or not at all); problems go to standard
/// error as `cinc diagram: ...`. Returns kExitOk when drawn, kExitInvalid when the record or
/// FEN is invalid, kExitUsage for a usage, output or Graphviz error.
[[nodiscard]] int draw_diagrams(const DiagramOptions& options);

}  // namespace cinc::tools::diagram
