// Writing game records as canonical CGN.
#pragma once
#include <string>
#include <string_view>
#include <vector>

#include "cinc/notation/record.h"

namespace cinc::notation {

/// How move numbers are counted for the record being written.
struct NumberingStart {
  int move_number = 1;        ///< number of the first move of the main line
  bool second_player_first = false;  ///< true when the first move is the second player's ("12...")
};

/// Writes one game as canonical CGN: roster tags first (Event, Site, Date, Round,
/// the two side tags given in `side_tags`, Result), then the other tags in order,
/// a blank line, the movetext wrapped under 80 columns with every move numbered,
/// the result token, and a blank line. Move texts are written as stored.
[[nodiscard]] std::string write_game(const GameRecord& game, const NumberingStart& numbering,
                                     const std::vector<std::string>& side_tags);

/// Escapes a tag value for writing between double quotes.
[[nodiscard]] std::string escape_tag_value(std::string_view value);

}  // namespace cinc::notation
