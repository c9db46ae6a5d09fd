// What the tools need of Commander Chess beyond playing it (variant.h): its moves as the
// cotulenh engine's PGN writes them, for `cinc cgn --dialect cotulenh`
// (docs/rules/commander-chess.md §9.3).
#include <string>
#include <vector>

#include "cinc/game/commander_chess.h"
#include "commander_chess_variant.h"

namespace cinc::game::cchess {

namespace {

// The engine's words of each turn from the start, "1. " before the first and before each
// of Red's (the engine's reader drops the numbers; "1..." it would not).
Result<std::vector<std::string>> cotulenh_words(std::string_view start_fen, const std::vector<std::string>& moves) {
  auto start = Position::from_fen(start_fen);
  if (!start) return Error{"its start position cannot be read: " + start.error().message};
  std::vector<std::string> words;
  Position pos = *start;
  bool first = true;
  for (const std::string& canonical : moves) {
    const Resolution r = resolve(pos, canonical);
    if (!r.turn) return Error{"move " + canonical + " could not be read again: " + r.error};
    const std::string number = first || pos.side_to_move() == Side::red ? std::to_string(pos.move_number()) + ". " : "";
    first = false;
    std::vector<std::string> tokens = cotulenh_tokens(pos, *r.turn);
    tokens.front() = number + tokens.front();
    words.insert(words.end(), tokens.begin(), tokens.end());
    pos.play(*r.turn);
  }
  return words;
}

}  // namespace

void add_tool_hooks(Variant& v) { v.cotulenh_words = cotulenh_words; }

}  // namespace cinc::game::cchess
