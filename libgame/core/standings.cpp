// Event standings: match points, tie-breaks, crosstable.
#include "cinc/game/standings.h"

#include <algorithm>
#include <map>

namespace cinc::game {

namespace {

// Natural order of round names: numbers by value ("2" before "10"), then text.
bool round_less(const std::string& a, const std::string& b) {
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

struct Played {
  std::string round;
  std::string opponent;
  int side = 0;
  double score = 0;  // 1, 0.5, 0
};

}  // namespace

Standings compute_standings(const std::vector<EventGame>& games, char first_letter, char second_letter) {
  Standings out;
  std::map<std::string, StandingRow> rows;
  std::map<std::string, std::vector<Played>> played;
  for (const EventGame& g : games) {
    if (std::find_if(out.rounds.begin(), out.rounds.end(), [&](const std::string& r) { return r == g.round; }) ==
        out.rounds.end())
      out.rounds.push_back(g.round);
    if (g.result != "1-0" && g.result != "0-1" && g.result != "1/2-1/2") {
      out.unfinished.push_back(g.where);
      rows[g.first].name = g.first;
      rows[g.second].name = g.second;
      continue;
    }
    const double first_score = g.result == "1-0" ? 1.0 : g.result == "0-1" ? 0.0 : 0.5;
    const std::string names[2] = {g.first, g.second};
    const double scores[2] = {first_score, 1.0 - first_score};
    for (int s = 0; s < 2; ++s) {
      StandingRow& row = rows[names[s]];
      row.name = names[s];
      ++row.games;
      row.match_points += scores[s];
      row.wins += scores[s] == 1.0 ? 1 : 0;
      row.draws += scores[s] == 0.5 ? 1 : 0;
      row.losses += scores[s] == 0.0 ? 1 : 0;
      row.captured_points += g.points[static_cast<std::size_t>(s)];
      played[names[s]].push_back(Played{g.round, names[1 - s], s, scores[s]});
    }
  }
  std::sort(out.rounds.begin(), out.rounds.end(), round_less);
  // Sonneborn-Berger from the final match points.
  for (auto& [name, row] : rows)
    for (const Played& p : played[name]) row.sonneborn_berger += p.score * rows[p.opponent].match_points;

  for (auto& [name, row] : rows) out.rows.push_back(row);
  auto key_less = [](const StandingRow& a, const StandingRow& b) {
    if (a.match_points != b.match_points) return a.match_points > b.match_points;
    if (a.captured_points != b.captured_points) return a.captured_points > b.captured_points;
    if (a.sonneborn_berger != b.sonneborn_berger) return a.sonneborn_berger > b.sonneborn_berger;
    return a.wins > b.wins;
  };
  std::stable_sort(out.rows.begin(), out.rows.end(), key_less);  // rows came sorted by name
  std::map<std::string, int> rank_of;
  for (std::size_t i = 0; i < out.rows.size(); ++i) {
    const bool tied = i > 0 && !key_less(out.rows[i - 1], out.rows[i]);
    out.rows[i].rank = tied ? out.rows[i - 1].rank : static_cast<int>(i) + 1;
    rank_of[out.rows[i].name] = out.rows[i].rank;
  }
  for (StandingRow& row : out.rows) {
    row.cells.assign(out.rounds.size(), "");
    for (const Played& p : played[row.name]) {
      const auto at = std::find(out.rounds.begin(), out.rounds.end(), p.round) - out.rounds.begin();
      std::string cell = p.score == 1.0 ? "+" : p.score == 0.5 ? "=" : "-";
      cell += std::to_string(rank_of[p.opponent]);
      cell += p.side == 0 ? first_letter : second_letter;
      std::string& slot = row.cells[static_cast<std::size_t>(at)];
      if (!slot.empty()) {
        out.warnings.push_back(row.name + " has more than one game in round " + p.round);
        slot += " ";
      }
      slot += cell;
    }
  }
  return out;
}

}  // namespace cinc::game
