// A game's variation tree as a Graphviz graph: the start, then one node per move of the
// main line and of every side line, labelled with its number, text and NAGs.
#pragma once
#include <string>

#include "cinc/game/replay.h"
#include "cinc/notation/record.h"

namespace cinc::tools::diagram {

struct TreeStyle {
  bool horizontal = false;  ///< moves left to right instead of top to bottom
  /// Horizontal only: the main line folded into rows of at most this many moves (plies,
  /// one box each), every row under the one before and in the same columns; a row ends and
  /// the next begins with "…". Side lines hang from their moves as ever. 0: one row.
  int row_moves = 0;
};

/// The graph description (DOT, for the dot layout) of a record's variation tree. The main
/// line runs straight, side lines branch off from the position before the move they
/// replace; moves that replay could not play are drawn dashed in red. Horizontal trees
/// fold the main line into rows (TreeStyle::row_moves). Deterministic.
/// The record must be the one `replayed` was made from.
[[nodiscard]] std::string tree_dot(const notation::GameRecord& record, const game::ReplayedGame& replayed,
                                   const TreeStyle& style = {});

/// A NAG as a reader sees it: $1 "!", $2 "?", $3 "!!", $4 "??", $5 "!?", $6 "?!", a few
/// position signs, otherwise "$n".
[[nodiscard]] std::string nag_text(int nag);

}  // namespace cinc::tools::diagram
