// Event standings: match points, tie-breaks, crosstable, team and board tables
// (docs/scoring.md "cinc standings").
#include "cinc/game/standings.h"

#include <algorithm>
#include <cctype>

namespace cinc::game {

namespace {

// Natural order of round and board names: numbers by value ("2" before "10"), then text.
bool natural_less(const std::string& a, const std::string& b) {
  auto number = [](const std::string& s) -> long {
    if (s.empty() || s.size() > 9 || !std::all_of(s.begin(), s.end(), [](char c) { return c >= '0' && c <= '9'; }))
      return -1;
    return std::stol(s);
  };
  const long na = number(a), nb = number(b);
  if (na >= 0 && nb >= 0) return na < nb;
  if ((na >= 0) != (nb >= 0)) return na >= 0;
  return a < b;
}

bool is_bye_name(const std::string& name) {
  if (name.size() != 3) return false;
  std::string upper;
  for (char c : name) upper += static_cast<char>(std::toupper(static_cast<unsigned char>(c)));
  return upper == "BYE";
}

// Half points of the first and second player for a counted result; false for any other.
// A forfeit scores as the game it stands for (docs/scoring.md "Byes, forfeits and
// unplayed games"): "+/-" a win of the first player, "-/+" of the second, "-/-" both lose.
bool half_points_of(const std::string& result, int& first, int& second) {
  if (result == "1-0" || result == "+/-") first = 2, second = 0;
  else if (result == "0-1" || result == "-/+") first = 0, second = 2;
  else if (result == "1/2-1/2") first = 1, second = 1;
  else if (result == "0-0" || result == "-/-") first = 0, second = 0;
  else return false;
  return true;
}

const char* symbol(int half_points) { return half_points == 2 ? "+" : half_points == 1 ? "=" : "-"; }

}  // namespace

const std::string& StandingRow::cell(std::size_t round) const {
  static const std::string none;
  for (const Cell& c : cells)
    if (c.round == round) return c.text;
  return none;
}

StandingsBuilder::StandingsBuilder(char first_letter, char second_letter) : letters_{first_letter, second_letter} {}

std::int32_t StandingsBuilder::player_id(const std::string& name) {
  auto [it, added] = ids_.try_emplace(name, static_cast<std::int32_t>(players_.size()));
  if (added) players_.push_back(Player{name});
  return it->second;
}

std::int32_t StandingsBuilder::round_id(const std::string& round) {
  auto [it, added] = round_ids_.try_emplace(round, static_cast<std::int32_t>(rounds_.size()));
  if (added) rounds_.push_back(round);
  return it->second;
}

void StandingsBuilder::add(const EventGame& g) {
  const std::int32_t round = round_id(g.round);
  const std::string* names[2] = {&g.first, &g.second};
  if (g.kind == GameKind::bye) {
    // A bye (docs/scoring.md): the other player scores what the result says, 1 for '*'.
    const int bye_side = is_bye_name(g.first) ? 0 : 1;
    if (is_bye_name(*names[1 - bye_side])) {
      warnings_.push_back(g.where + ": both sides are BYE; not counted");
      return;
    }
    int half[2] = {0, 0};
    if (!half_points_of(g.result, half[0], half[1]) || g.result == "0-0") half[1 - bye_side] = 2;
    const std::int32_t id = player_id(*names[1 - bye_side]);
    Player& p = players_[static_cast<std::size_t>(id)];
    ++p.unplayed;
    p.half_points += half[1 - bye_side];
    entries_.push_back(Entry{id, -1, round, static_cast<std::uint8_t>(1 - bye_side),
                             static_cast<std::uint8_t>(half[1 - bye_side]), GameKind::bye, g.invalid});
    if (g.invalid) {
      ++p.invalid;
      invalid_.push_back(g.where);
    }
    return;
  }
  const std::int32_t ids[2] = {player_id(g.first), player_id(g.second)};
  int half[2] = {0, 0};
  if (!half_points_of(g.result, half[0], half[1]) ||
      ((g.result == "0-0" || g.result == "-/-") && g.kind != GameKind::forfeit)) {
    unfinished_.push_back(g.where);
    return;
  }
  if (g.invalid) invalid_.push_back(g.where);
  for (int s = 0; s < 2; ++s) {
    Player& p = players_[static_cast<std::size_t>(ids[s])];
    p.half_points += half[s];
    if (g.invalid) ++p.invalid;
    if (g.kind == GameKind::played) {
      ++p.games;
      p.wins += half[s] == 2 ? 1 : 0;
      p.draws += half[s] == 1 ? 1 : 0;
      p.losses += half[s] == 0 ? 1 : 0;
      p.captured += g.points[static_cast<std::size_t>(s)];
    } else {
      ++p.unplayed;
    }
    entries_.push_back(Entry{ids[s], ids[1 - s], round, static_cast<std::uint8_t>(s),
                             static_cast<std::uint8_t>(half[s]), g.kind, g.invalid});
  }
  // Team events: each side's board result and the match of its team in this round.
  if (!g.teams[0].empty() && !g.teams[1].empty()) {
    if (!g.board.empty())
      for (int s = 0; s < 2; ++s) {
        BoardRow& row = boards_[BoardKey{g.board, *names[s]}];
        row.name = *names[s];
        row.team = g.teams[static_cast<std::size_t>(s)];
        ++row.games;
        row.points += half[s] / 2.0;
      }
    const bool in_order = g.teams[0] <= g.teams[1];
    Match& m = matches_[{g.round, g.teams[in_order ? 0 : 1], g.teams[in_order ? 1 : 0]}];
    m.points[0] += half[in_order ? 0 : 1] / 2.0;
    m.points[1] += half[in_order ? 1 : 0] / 2.0;
  }
}

Standings StandingsBuilder::finish() const {
  Standings out;
  // Rounds in natural order; `order[id]` is a round's place in it.
  std::vector<std::int32_t> by_order(rounds_.size());
  for (std::size_t i = 0; i < by_order.size(); ++i) by_order[i] = static_cast<std::int32_t>(i);
  std::sort(by_order.begin(), by_order.end(),
            [this](std::int32_t a, std::int32_t b) { return natural_less(rounds_[static_cast<std::size_t>(a)], rounds_[static_cast<std::size_t>(b)]); });
  std::vector<std::size_t> order(rounds_.size());
  for (std::size_t i = 0; i < by_order.size(); ++i) {
    order[static_cast<std::size_t>(by_order[i])] = i;
    out.rounds.push_back(rounds_[static_cast<std::size_t>(by_order[i])]);
  }
  // Sonneborn-Berger from the final match points, over the games played (docs/scoring.md).
  std::vector<double> sb(players_.size(), 0.0);
  for (const Entry& e : entries_)
    if (e.kind == GameKind::played)
      sb[static_cast<std::size_t>(e.player)] +=
          e.half_points / 2.0 * players_[static_cast<std::size_t>(e.opponent)].half_points / 2.0;

  std::vector<std::int32_t> ranked(players_.size());
  for (std::size_t i = 0; i < ranked.size(); ++i) ranked[i] = static_cast<std::int32_t>(i);
  const auto& ps = players_;
  std::sort(ranked.begin(), ranked.end(),
            [&ps](std::int32_t a, std::int32_t b) { return ps[static_cast<std::size_t>(a)].name < ps[static_cast<std::size_t>(b)].name; });
  auto key_less = [&ps, &sb](std::int32_t a, std::int32_t b) {
    const Player& x = ps[static_cast<std::size_t>(a)];
    const Player& y = ps[static_cast<std::size_t>(b)];
    if (x.half_points != y.half_points) return x.half_points > y.half_points;
    if (x.captured != y.captured) return x.captured > y.captured;
    if (sb[static_cast<std::size_t>(a)] != sb[static_cast<std::size_t>(b)]) return sb[static_cast<std::size_t>(a)] > sb[static_cast<std::size_t>(b)];
    return x.wins > y.wins;
  };
  std::stable_sort(ranked.begin(), ranked.end(), key_less);
  std::vector<int> rank_of(players_.size(), 0);
  std::vector<std::size_t> row_of(players_.size(), 0);
  out.rows.reserve(ranked.size());
  for (std::size_t i = 0; i < ranked.size(); ++i) {
    const auto id = static_cast<std::size_t>(ranked[i]);
    const Player& p = players_[id];
    StandingRow row;
    row.name = p.name;
    row.games = p.games;
    row.wins = p.wins;
    row.draws = p.draws;
    row.losses = p.losses;
    row.unplayed = p.unplayed;
    row.invalid = p.invalid;
    row.match_points = p.half_points / 2.0;
    row.captured_points = p.captured;
    row.sonneborn_berger = sb[id];
    const bool tied = i > 0 && !key_less(ranked[i - 1], ranked[i]);
    row.rank = tied ? out.rows.back().rank : static_cast<int>(i) + 1;
    rank_of[id] = row.rank;
    row_of[id] = i;
    out.rows.push_back(std::move(row));
  }
  // The cells, in input order per player, then sorted by round; two in one round are joined.
  for (const Entry& e : entries_) {
    std::string text = symbol(e.half_points);
    if (e.kind == GameKind::bye) {
      text += "bye";
    } else {
      if (e.kind == GameKind::forfeit) text += "f";
      text += std::to_string(rank_of[static_cast<std::size_t>(e.opponent)]);
      text += letters_[e.side];
    }
    if (e.invalid) text += "!";
    out.rows[row_of[static_cast<std::size_t>(e.player)]].cells.push_back(
        Cell{order[static_cast<std::size_t>(e.round)], std::move(text)});
  }
  for (StandingRow& row : out.rows) {
    std::stable_sort(row.cells.begin(), row.cells.end(), [](const Cell& a, const Cell& b) { return a.round < b.round; });
    std::vector<Cell> merged;
    for (Cell& c : row.cells) {
      if (!merged.empty() && merged.back().round == c.round) {
        out.warnings.push_back(row.name + " has more than one game in round " + out.rounds[c.round]);
        merged.back().text += " " + c.text;
      } else {
        merged.push_back(std::move(c));
      }
    }
    row.cells = std::move(merged);
  }
  out.unfinished = unfinished_;
  out.invalid = invalid_;
  out.warnings.insert(out.warnings.begin(), warnings_.begin(), warnings_.end());

  // Team events: matches scored 2-1-0 by game points, then the board tables.
  std::map<std::string, TeamRow> teams;
  for (const auto& [key, m] : matches_) {
    for (int s = 0; s < 2; ++s) {
      TeamRow& t = teams[key[static_cast<std::size_t>(s) + 1]];
      t.name = key[static_cast<std::size_t>(s) + 1];
      ++t.matches;
      t.game_points += m.points[s];
      const double mine = m.points[s], theirs = m.points[1 - s];
      if (mine > theirs) ++t.won, t.match_points += 2;
      else if (mine == theirs) ++t.drawn, t.match_points += 1;
      else ++t.lost;
    }
  }
  for (auto& [name, t] : teams) out.teams.push_back(t);
  auto team_less = [](const TeamRow& a, const TeamRow& b) {
    if (a.match_points != b.match_points) return a.match_points > b.match_points;
    return a.game_points > b.game_points;
  };
  std::stable_sort(out.teams.begin(), out.teams.end(), team_less);
  for (std::size_t i = 0; i < out.teams.size(); ++i)
    out.teams[i].rank = i > 0 && !team_less(out.teams[i - 1], out.teams[i]) ? out.teams[i - 1].rank
                                                                            : static_cast<int>(i) + 1;
  for (const auto& [key, row] : boards_) {
    if (out.boards.empty() || out.boards.back().board != key.board) out.boards.push_back(BoardTable{key.board, {}});
    out.boards.back().rows.push_back(row);
  }
  std::stable_sort(out.boards.begin(), out.boards.end(),
                   [](const BoardTable& a, const BoardTable& b) { return natural_less(a.board, b.board); });
  for (BoardTable& b : out.boards)
    std::stable_sort(b.rows.begin(), b.rows.end(), [](const BoardRow& x, const BoardRow& y) {
      if (x.points != y.points) return x.points > y.points;
      return x.games < y.games;
    });
  return out;
}

Standings compute_standings(const std::vector<EventGame>& games, char first_letter, char second_letter) {
  StandingsBuilder builder(first_letter, second_letter);
  for (const EventGame& g : games) builder.add(g);
  return builder.finish();
}

}  // namespace cinc::game
