// A game's variation tree as a Graphviz graph: the start, then one node per move of the
// main line and of every side line, labelled with its number, text and NAGs.
#pragma once
#include <string>

#include "cinc/game/replay.h"
#include "cinc/notation/record.h"

namespace cinc::tools::diagram {

struct TreeStyle {
  bool horizontal = false;  ///< moves left to right instead of top to bottom
};

/// The graph description (DOT, for the dot layout) of a record's variation tree. The main
/// line runs straight, side lines branch off from the position before the move they
/// replace; moves that replay could not play are drawn dashed in red. Deterministic.
/// The record must be the one `replayed` was made from.
[[nodiscard]] std::string tree_dot(const notation::GameRecord& record, const game::ReplayedGame& replayed,
                                   const TreeStyle& style = {});

/// A NAG as a reader sees it: $1 "!", $2 "?", $3 "!!", $4 "??", $5 "!?", $6 "?!", a few
/// position signs, otherwise "$n".
[[nodiscard]] std::string nag_text(int nag);

}  // namespace cinc::tools::diagram
