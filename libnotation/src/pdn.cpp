// PDN's conventions converted to and from CGN's (pdn.h).
#include "cinc/notation/pdn.h"

#include <algorithm>
#include <cctype>

namespace cinc::notation {

namespace {

Tag* find(GameRecord& record, std::string_view name) {
  for (Tag& t : record.tags)
    if (t.name == name) return &t;
  return nullptr;
}

// GameType's first field: "21" of "21,W,8,8,A1,0".
std::string game_type_number(std::string_view value) {
  const std::size_t comma = value.find(',');
  std::string number(value.substr(0, comma));
  number.erase(std::remove(number.begin(), number.end(), ' '), number.end());
  return number;
}

// The games PDN numbers, for a message about one cinc does not read.
std::string game_type_name(const std::string& number) {
  if (number == "20") return " (international draughts)";
  if (number == "22") return " (Italian draughts)";
  if (number == "23") return " (American pool checkers)";
  if (number == "25") return " (Russian draughts)";
  if (number == "26") return " (Brazilian draughts)";
  if (number == "29") return " (Czech draughts)";
  if (number == "30") return " (Turkish draughts)";
  if (number == "0") return " (chess)";
  return "";
}

}  // namespace

bool is_pdn_path(std::string_view path) {
  if (path.size() < 4) return false;
  std::string ext(path.substr(path.size() - 4));
  std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return ext == ".pdn";
}

namespace {
// PDN's conventions: a GameType tag, or a PDN file and no Variant tag (of a record or of a lexed game).
template <class Game>
bool pdn_conventions(const Game& game, bool from_pdn_file) {
  if (game.tag("GameType")) return true;
  return from_pdn_file && !game.tag("Variant");
}
}  // namespace

bool follows_pdn(const GameRecord& record, bool from_pdn_file) { return pdn_conventions(record, from_pdn_file); }
bool follows_pdn(const LexedGame& game, bool from_pdn_file) { return pdn_conventions(game, from_pdn_file); }

std::string swap_result(std::string_view result) {
  if (result == "1-0") return "0-1";
  if (result == "0-1") return "1-0";
  // A forfeit names its winner alike (docs/rules/checkers.md §10): "+/-" is White's.
  if (result == "+/-") return "-/+";
  if (result == "-/+") return "+/-";
  return std::string(result);
}

void import_pdn(GameRecord& record) {
  record.pdn = true;
  if (Tag* type = find(record, "GameType")) {
    const std::string number = game_type_number(type->value);
    if (number != "21") {
      Diagnostic d;
      d.pos = type->pos;
      d.code = "tag.unsupported-gametype";
      d.message = "GameType " + number + game_type_name(number) +
                  " is not a game cinc reads: of PDN's games only 21 (English checkers) is known";
      record.diagnostics.push_back(std::move(d));
      return;
    }
  }
  // [Variant "checkers"] takes GameType's place, so the record reads as CGN from now on.
  if (Tag* type = find(record, "GameType")) {
    if (!record.tag("Variant")) *type = Tag{"Variant", "checkers", type->pos};
    // Any GameType left (a repeated tag, reported by the reader) goes too.
    std::erase_if(record.tags, [](const Tag& t) { return t.name == "GameType"; });
  } else if (!record.tag("Variant")) {
    record.tags.push_back(Tag{"Variant", "checkers", {}});
  }
  // PDN's White is the second player, our Red (docs/rules/checkers.md §10).
  // Every copy of a tag is converted alike (a repeated tag is the reader's to report).
  if (!record.tag("Red"))
    for (Tag& t : record.tags)
      if (t.name == "White") t.name = "Red";
  for (Tag& t : record.tags)
    if (t.name == "Result") t.value = swap_result(t.value);
  record.result = swap_result(record.result);
}

void export_pdn(GameRecord& record) {
  record.pdn = false;
  std::erase_if(record.tags, [](const Tag& t) { return t.name == "Variant" || t.name == "GameType"; });
  if (!record.tag("White"))
    for (Tag& t : record.tags)
      if (t.name == "Red") t.name = "White";
  for (Tag& t : record.tags)
    if (t.name == "Result") t.value = swap_result(t.value);
  record.result = swap_result(record.result);
  // GameType goes right after the roster, as PDN files have it.
  auto at = record.tags.begin();
  while (at != record.tags.end() && (at->name == "Event" || at->name == "Site" || at->name == "Date" ||
                                     at->name == "Round" || at->name == "Black" || at->name == "White" ||
                                     at->name == "Result"))
    ++at;
  record.tags.insert(at, Tag{"GameType", "21", {}});
}

}  // namespace cinc::notation
