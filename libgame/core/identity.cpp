// A game's identity from its tags, and its label (identity.h).
#include "cinc/game/identity.h"

#include <optional>
#include <string_view>

#include "cinc/game/variant.h"
#include "cinc/notation/lexer.h"
#include "cinc/notation/pdn.h"
#include "cinc/notation/record.h"

namespace cinc::game {

namespace {

/// The side names of a game read with PDN's conventions (notation/pdn.h), first player first.
std::optional<std::array<std::string, 2>> pdn_sides(const notation::GameRecord& record) {
  if (!record.pdn) return std::nullopt;
  if (notation::pdn_refused(record)) {
    // Refused: the game's own GameType says who starts (PDN 3.0's table: White but in
    // English checkers, American pool checkers and Thai draughts).
    const std::string* type = record.tag("GameType");
    const notation::GameType read = type ? notation::read_game_type(*type) : notation::GameType{};
    const bool black_starts = read.number == 21 || read.number == 23 || read.number == 31;
    return black_starts ? std::array<std::string, 2>{"Black", "White"} : std::array<std::string, 2>{"White", "Black"};
  }
  return notation::pdn_side_names(record.pdn_board);
}
std::optional<std::array<std::string, 2>> pdn_sides(const notation::LexedGame&) { return std::nullopt; }

}  // namespace

template <class Game>
GameIdentity identify(const Game& game) {
  GameIdentity id;
  const auto value = [&game](std::string_view name) -> std::string {
    for (const auto& t : game.tags)
      if (t.name == name) return std::string(t.value);
    return {};
  };
  id.event = value("Event");
  id.round = value("Round");
  id.board = value("Board");
  id.result = value("Result");
  if (id.result.empty()) id.result = std::string(game.result);
  const std::string variant_name = value("Variant");
  const Variant* variant = variant_name.empty() ? nullptr : find_variant(variant_name);
  // A game read with PDN's conventions is named as PDN names its sides; its tags were
  // converted to cinc's (White to Red), unless it was refused (another draughts game).
  if (const auto pdn = pdn_sides(game)) {
    id.sides = *pdn;
    const bool converted = variant != nullptr;
    id.players = converted ? std::array<std::string, 2>{value("Black"), value("Red")}
                           : std::array<std::string, 2>{value((*pdn)[0]), value((*pdn)[1])};
    return id;
  }
  static const std::array<std::array<std::string, 2>, 5> kPairs = {
      {{"Dark", "Light"}, {"Black", "Red"}, {"Red", "Black"}, {"Red", "Blue"}, {"White", "Black"}}};
  id.sides = variant ? variant->sides : kPairs[0];
  if (!variant)
    for (const auto& pair : kPairs)
      if (!value(pair[0]).empty() || !value(pair[1]).empty()) {
        id.sides = pair;
        break;
      }
  id.players = {value(id.sides[0]), value(id.sides[1])};
  return id;
}
template GameIdentity identify(const notation::GameRecord&);
template GameIdentity identify(const notation::LexedGame&);

std::string game_label(const GameIdentity& id) {
  std::string out = id.event.empty() ? "no Event tag" : id.event;
  if (!id.round.empty()) out += ", round " + id.round;
  if (!id.board.empty()) out += ", board " + id.board;
  out += ": ";
  for (int s = 0; s < 2; ++s) {
    const auto i = static_cast<std::size_t>(s);
    out += (s ? " - " : "") + (id.players[i].empty() ? "?" : id.players[i]) + " (" + id.sides[i] + ")";
  }
  out += ", " + (id.result.empty() ? std::string("no result") : id.result);
  return out;
}

}  // namespace cinc::game
