// Writing Commander Chess games as the cotulenh engine's PGN.
#include "writing/cotulenh_export.h"

#include <algorithm>
#include <array>
#include <string_view>
#include <vector>

#include "cinc/game/variant.h"

namespace cinc::tools {

namespace {

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
  if (!replayed.variant || !replayed.variant->cotulenh_words) {
    why_not = "the cotulenh engine plays Commander Chess; this game is " +
              (replayed.variant ? replayed.variant->name : std::string("of an unknown variant"));
    return std::nullopt;
  }
  if (!replayed.valid() || !replayed.main.complete) {
    why_not = "the game has an error, and the engine's reader stops at it";
    return std::nullopt;
  }
  std::vector<std::string> moves;
  for (const game::ReplayedMove& m : replayed.main.moves) moves.push_back(m.played.canonical);
  auto turns = replayed.variant->cotulenh_words(replayed.start_fen, moves);
  if (!turns) {
    why_not = turns.error().message;
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
  // line (Variant::cotulenh_words).
  std::vector<std::string> words = std::move(*turns);
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
