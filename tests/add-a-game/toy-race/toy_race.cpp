// Toy Race's rules (the header states them), its FEN and its move text.
#include "cinc/game/toy_race.h"

#include "cinc/game/perft.h"

namespace cinc::game::toy_race {

Result<Position> Position::from_fen(std::string_view fen) {
  const auto first_space = fen.find(' ');
  const auto second_space = first_space == std::string_view::npos ? first_space : fen.find(' ', first_space + 1);
  if (second_space == std::string_view::npos)
    return Error{"a Toy Race FEN has three fields: Up's square, Down's square, the side to move (u or d)"};
  const auto up = kStrip.parse(fen.substr(0, first_space));
  const auto down = kStrip.parse(fen.substr(first_space + 1, second_space - first_space - 1));
  const std::string_view side = fen.substr(second_space + 1);
  if (!up || !down) return Error{"a token's square is not one of a1..a7"};
  if (*up >= *down) return Error{"Up's token must stand below Down's"};
  if (side != "u" && side != "d") return Error{"the side to move is u or d"};
  return Position{kStrip.rank_of(*up), kStrip.rank_of(*down), side == "u" ? 0 : 1};
}

std::string Position::fen() const {
  return kStrip.name(kStrip.at(0, up)) + " " + kStrip.name(kStrip.at(0, down)) + (to_move == 0 ? " u" : " d");
}

std::vector<int> Position::legal_steps() const {
  std::vector<int> steps;
  for (int s = 1; s <= 2 && s <= gap(); ++s) steps.push_back(s);
  return steps;
}

Position Position::after(int steps) const {
  Position next = *this;
  (to_move == 0 ? next.up : next.down) += to_move == 0 ? steps : -steps;
  next.to_move = 1 - to_move;
  if (to_move == 1) ++next.full_moves;
  return next;
}

std::string Position::move_text(int steps) const {
  const int from = to_move == 0 ? up : down;
  const int to = to_move == 0 ? up + steps : down - steps;
  return kStrip.name(kStrip.at(0, from)) + "-" + kStrip.name(kStrip.at(0, to));
}

Result<int> resolve(const Position& p, std::string_view text) {
  const auto dash = text.find('-');
  const auto from = dash == std::string_view::npos ? std::nullopt : kStrip.parse(text.substr(0, dash));
  const auto to = dash == std::string_view::npos ? std::nullopt : kStrip.parse(text.substr(dash + 1));
  if (!from || !to) return Error{"a Toy Race move is written from-to, e.g. a1-a3"};
  const int own = p.to_move == 0 ? p.up : p.down;
  if (kStrip.rank_of(*from) != own) return Error{"the token to move stands on " + kStrip.name(kStrip.at(0, own))};
  const int steps = p.to_move == 0 ? kStrip.rank_of(*to) - own : own - kStrip.rank_of(*to);
  if (steps < 1 || steps > 2) return Error{"a token moves 1 or 2 squares towards the other"};
  if (steps > p.gap()) return Error{"a token may not move onto or past the other"};
  return steps;
}

namespace {

// What perft and divide need of the game (cinc/game/perft.h): its moves, the position after
// one, a move's text. A game with an end other than having no move adds `over`.
struct PerftRules {
  static std::vector<int> moves(const Position& pos) { return pos.legal_steps(); }
  static Position after(const Position& pos, int steps) { return pos.after(steps); }
  static std::string text(const Position& pos, int steps) { return pos.move_text(steps); }
};

}  // namespace

std::uint64_t perft(const Position& pos, int depth) { return count_paths<PerftRules>(pos, depth); }

std::vector<std::pair<std::string, std::uint64_t>> divide(const Position& pos, int depth) {
  return divide_paths<PerftRules>(pos, depth);
}

}  // namespace cinc::game::toy_race
