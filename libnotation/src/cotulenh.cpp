// The cotulenh engine's PGN conventions converted to CGN's (cotulenh.h).
#include "cinc/notation/cotulenh.h"

#include <algorithm>
#include <string>
#include <vector>

namespace cinc::notation {

namespace {

// The whitespace-separated fields of a FEN.
std::vector<std::string> fields(const std::string& fen) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < fen.size()) {
    while (i < fen.size() && fen[i] == ' ') ++i;
    const std::size_t start = i;
    while (i < fen.size() && fen[i] != ' ') ++i;
    if (i > start) out.push_back(fen.substr(start, i - start));
  }
  return out;
}

}  // namespace

namespace {
// A Blue side tag and no Variant tag (of a record or of a lexed game).
template <class Game>
bool exported_by_cotulenh(const Game& game) {
  return game.tag("Blue") && !game.tag("Variant");
}
}  // namespace

bool is_cotulenh_export(const GameRecord& record) { return exported_by_cotulenh(record); }
bool is_cotulenh_export(const LexedGame& game) { return exported_by_cotulenh(game); }

void import_cotulenh(GameRecord& record) {
  record.tags.push_back(Tag{"Variant", "commander-chess", record.start});
  if (!record.tag("BattleEnds")) record.tags.push_back(Tag{"BattleEnds", "commander", record.start});
  const auto fen_tag = std::find_if(record.tags.begin(), record.tags.end(), [](const Tag& t) { return t.name == "FEN"; });
  if (fen_tag == record.tags.end()) return;
  const std::size_t plies = record.main.moves.size();
  const std::vector<std::string> f = fields(fen_tag->value);
  if (plies == 0 || f.size() < 6) return;
  const std::string side = plies % 2 == 0 ? "r" : "b";
  const std::string number = std::to_string(plies / 2 + 1);
  if (f[1] != side || f[5] != number) return;  // a true start position
  fen_tag->name = "FinalFEN";
  std::erase_if(record.tags, [](const Tag& t) { return t.name == "SetUp"; });
}

}  // namespace cinc::notation
