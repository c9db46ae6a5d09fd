// What the tools need of Commander-In-Chief beyond playing it (variant.h): the Sea for a
// diagram's shading, the words of its caption (team turns, the end), a piece's moves for
// --moves. Rules: docs/rules/commander-in-chief.md (cited as §n).
#include <optional>
#include <string>

#include "cic_variant.h"

namespace cinc::game::cic {

const std::vector<std::pair<Square, std::string>>& sea_terrain() {
  // §1: Light Land f+r <= 4, Dark Land f+r >= 10, the Sea between.
  static const std::vector<std::pair<Square, std::string>> sea = [] {
    std::vector<std::pair<Square, std::string>> out;
    for (Square s = 0; s < kBoard.size(); ++s)
      if (zone_of(s) == Zone::sea) out.emplace_back(s, "sea");
    return out;
  }();
  return sea;
}

namespace {

// Who moves, as a caption says it: "Dark to move", "Dark to move (Land-and-Sea player)";
// for a decided position "Dark has won" or "drawn: Dark has no move" (§5.1, §5.3, §7).
std::string to_move_words(const Position& pos) {
  switch (pos.status()) {
    case Status::dark_won: return "Dark has won";
    case Status::light_won: return "Light has won";
    case Status::stalemate: return std::string("drawn: ") + side_name(pos.side_to_move()) + " has no move";
    case Status::ongoing: break;
  }
  std::string out = std::string(side_name(pos.side_to_move())) + " to move";
  if (pos.team_turn(pos.side_to_move()) != TeamTurn::single)
    out += pos.mover() == TeamTurn::air ? " (Air player)" : " (Land-and-Sea player)";
  return out;
}

// The teammate due in a team game (§7), named as the tags DarkAir and DarkLandSea name them.
std::optional<TeamMember> member_to_move(const Position& pos) {
  if (pos.status() != Status::ongoing || pos.team_turn(pos.side_to_move()) == TeamTurn::single) return std::nullopt;
  const bool air = pos.mover() == TeamTurn::air;
  return TeamMember{air ? "Air player" : "Land-and-Sea player", air ? "Air" : "LandSea"};
}

// Where the piece on `from` may go and what stands in its way (Position::piece_moves and
// Position::obstructions, §4), whoever is to move.
std::optional<PieceTargets> piece_targets(const Position& pos, Square from) {
  if (pos.at(from).empty()) return std::nullopt;
  PieceTargets out;
  MoveList moves;
  pos.piece_moves(from, moves);
  for (const Move& m : moves) out.targets.push_back(m.to);
  out.obstructions = pos.obstructions(from);
  return out;
}

}  // namespace

void add_tool_hooks(Variant& v, PositionOf position_of) {
  v.start_named_by_board = true;  // §2: the start whoever moves first and whatever the teams
  v.to_move_words = [position_of](const GameState& s) { return to_move_words(position_of(s)); };
  v.member_to_move = [position_of](const GameState& s) { return member_to_move(position_of(s)); };
  v.piece_targets = [position_of](const GameState& s, Square from) { return piece_targets(position_of(s), from); };
}

}  // namespace cinc::game::cic
