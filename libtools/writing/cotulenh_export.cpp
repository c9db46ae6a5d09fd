// Writing Commander Chess games as the cotulenh engine's PGN.
#include "writing/cotulenh_export.h"

#include <algorithm>
#include <array>
#include <string_view>
#include <vector>

#include "cinc/game/commander_chess.h"

namespace cinc::tools {

namespace {

namespace cc = game::cchess;

// The engine's reader matches tag values up to the next '"' and has no escapes.
std::string tag_value(std::string value) {
  std::replace(value.begin(), value.end(), '"', '\'');
  return value;
}

// The tags the engine writes first, in its order, with its defaults.
constexpr std::array<std::pair<std::string_view, std::string_view>, 7> kRoster = {{{"Event", "?"},
                                                                                  {"Site", "?"},
                                                                                  {"Date", "????.??.??"},
                                                                                  {"Round", "?"},
                                                                                  {"Red", "?"},
                                                                                  {"Blue", "?"},
                                                                                  {"Result", "*"}}};

}  // namespace

std::optional<std::string> write_cotulenh(const notation::GameRecord& record, const game::ReplayedGame& replayed,
                                          std::string& why_not) {
  if (!replayed.variant || replayed.variant->name != "commander-chess") {
    why_not = "the cotulenh engine plays Commander Chess; this game is " +
              (replayed.variant ? replayed.variant->name : std::string("of an unknown variant"));
    return std::nullopt;
  }
  if (!replayed.valid() || !replayed.main.complete) {
    why_not = "the game has an error, and the engine's reader stops at it";
    return std::nullopt;
  }
  auto start = cc::Position::from_fen(replayed.start_fen);
  if (!start) {
    why_not = "its start position cannot be read: " + start.error().message;
    return std::nullopt;
  }
  std::string out;
  const std::string result = record.tag("Result") ? *record.tag("Result") : record.result.empty() ? "*" : record.result;
  for (const auto& [name, fallback] : kRoster) {
    const std::string* value = record.tag(name);
    const std::string text = name == "Result" ? result : value ? *value : std::string(fallback);
    out += "[" + std::string(name) + " \"" + tag_value(text) + "\"]\n";
  }
  // The engine's reader starts from an empty board unless SetUp and FEN give the start.
  out += "[SetUp \"1\"]\n[FEN \"" + replayed.start_fen + "\"]\n";
  static constexpr std::array<std::string_view, 12> kOwn = {"Event", "Site",  "Date",    "Round",    "Red",
                                                            "Blue",  "Result", "SetUp",  "FEN",      "FinalFEN",
                                                            "Variant", "BattleEnds"};
  for (const notation::Tag& t : record.tags)
    if (std::find(kOwn.begin(), kOwn.end(), t.name) == kOwn.end()) out += "[" + t.name + " \"" + tag_value(t.value) + "\"]\n";
  // The moves: "1. " before the first and before each of Red's, kept with the move on its
  // line (the engine's reader drops the numbers; "1..." it would not).
  std::vector<std::string> words;
  cc::Position pos = *start;
  bool first = true;
  for (const game::ReplayedMove& m : replayed.main.moves) {
    const cc::Resolution r = cc::resolve(pos, m.played.canonical);
    if (!r.turn) {
      why_not = "move " + m.played.canonical + " could not be read again: " + r.error;
      return std::nullopt;
    }
    const std::string number =
        first || pos.side_to_move() == cc::Side::red ? std::to_string(pos.move_number()) + ". " : "";
    first = false;
    std::vector<std::string> tokens = cc::cotulenh_tokens(pos, *r.turn);
    tokens.front() = number + tokens.front();
    words.insert(words.end(), tokens.begin(), tokens.end());
    pos.play(*r.turn);
  }
  words.push_back(result);
  out += words.size() > 1 ? "\n" : "";
  std::size_t column = 0;
  for (const std::string& w : words) {
    if (column > 0 && column + 1 + w.size() > 79) {
      out += "\n";
      column = 0;
    } else if (column > 0) {
      out += " ";
      ++column;
    }
    out += w;
    column += w.size();
  }
  out += "\n\n";
  return out;
}

}  // namespace cinc::tools
