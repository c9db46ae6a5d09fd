// The tie-breaks of a table besides the default (docs/scoring.md "Tie-breaks"), after the
// FIDE Handbook C.07, Tie-Break Regulations: Buchholz and its cuts with the dummy opponent
// of unplayed rounds, direct encounter, progressive score, games as second player and the
// average rating of opponents; captured points, Sonneborn-Berger and wins as the default.
#include "standings_tie_breaks.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <limits>
#include <string>

namespace cinc::game {

namespace {

constexpr TieBreakNames kCatalogue[] = {
    {TieBreak::captured, "captured", "cp", "captured", "captured", "captured points"},
    {TieBreak::sonneborn_berger, "sonneborn-berger", "sb", "SB", "sonneborn_berger", "Sonneborn-Berger"},
    {TieBreak::wins, "wins", "won", "WON", "wins", "wins over the board"},
    {TieBreak::buchholz, "buchholz", "bh", "BH", "buchholz", "Buchholz"},
    {TieBreak::buchholz_cut1, "buchholz-cut1", "bh-c1", "BH-C1", "buchholz_cut1", "Buchholz Cut-1"},
    {TieBreak::buchholz_median, "buchholz-median", "bh-m1", "BH-M1", "buchholz_median", "median Buchholz"},
    {TieBreak::direct_encounter, "direct-encounter", "de", "DE", "direct_encounter", "direct encounter"},
    {TieBreak::progressive, "progressive", "ps", "PS", "progressive", "progressive score"},
    {TieBreak::second_player, "second-player", "bpg", "2nd", "second_player", "games as second player"},
    {TieBreak::opponents_rating, "opponents-rating", "aro", "ARO", "opponents_rating", "average rating of opponents"},
};

std::string lower_trimmed(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  std::string out(s);
  for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

std::string known_names() {
  std::string out;
  for (const TieBreakNames& n : kCatalogue)
    out += (out.empty() ? "" : ", ") + std::string(n.name) + " (" + n.alias + ")";
  return out;
}

}  // namespace

std::span<const TieBreakNames> tie_break_catalogue() { return kCatalogue; }

const TieBreakNames& tie_break_names(TieBreak tie_break) { return kCatalogue[static_cast<std::size_t>(tie_break)]; }

std::vector<TieBreak> default_tie_breaks() { return {TieBreak::captured, TieBreak::sonneborn_berger, TieBreak::wins}; }

std::optional<std::vector<TieBreak>> parse_tie_breaks(std::string_view list, std::string& error) {
  std::vector<TieBreak> out;
  for (std::size_t start = 0;;) {
    const std::size_t comma = list.find(',', start);
    const std::string name = lower_trimmed(list.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start));
    const TieBreakNames* found = nullptr;
    for (const TieBreakNames& n : kCatalogue)
      if (name == n.name || name == n.alias) found = &n;
    if (!found) {
      error = (name.empty() ? std::string("an empty tie-break name") : "unknown tie-break '" + name + "'") +
              "; the known ones: " + known_names();
      return std::nullopt;
    }
    if (std::find(out.begin(), out.end(), found->tie_break) != out.end()) {
      error = "the tie-break '" + std::string(found->name) + "' is named twice";
      return std::nullopt;
    }
    out.push_back(found->tie_break);
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return out;
}

namespace tie_breaks {

namespace {

constexpr double kNotApplied = std::numeric_limits<double>::quiet_NaN();

// A player's contributions to Buchholz: one value per game over the board (the opponent's
// final points) and per unplayed round (a dummy opponent with the player's own points,
// `own`); the voluntarily unplayed rounds (a zero- or half-point bye, a forfeit lost, a
// round without a game) are counted apart, all of value `own`: they are cut first
// (docs/scoring.md "Tie-breaks").
struct Contributions {
  std::vector<double> values;  // the others, sorted before buchholz() is asked
  std::size_t voluntary = 0;
  double own = 0;
};

// Buchholz less its `low` least and `high` most significant contributions (C.07 article 14):
// the voluntarily unplayed rounds are the least significant, then the lowest values; 0 when
// no more values than are cut.
double buchholz(const Contributions& c, std::size_t low, std::size_t high) {
  const std::size_t total = c.voluntary + c.values.size();
  if (total <= low + high) return 0;
  // The values in order: `voluntary` times `own`, then `values` ascending; keep [low, total - high).
  auto value = [&](std::size_t i) { return i < c.voluntary ? c.own : c.values[i - c.voluntary]; };
  double sum = 0;
  const std::size_t kept_voluntary = c.voluntary > low ? c.voluntary - low : 0;
  sum += static_cast<double>(std::min(kept_voluntary, total - high - low)) * c.own;
  for (std::size_t i = std::max(low, c.voluntary); i < total - high; ++i) sum += value(i);
  return sum;
}

// Whether `a` ranks above `b` on the values of the first `count` tie-breaks (NaN below
// any number, equal to NaN).
int compare_values(const double* a, const double* b, std::size_t count) {
  for (std::size_t k = 0; k < count; ++k) {
    const bool a_nan = std::isnan(a[k]), b_nan = std::isnan(b[k]);
    if (a_nan && b_nan) continue;
    if (a_nan != b_nan) return a_nan ? 1 : -1;
    if (a[k] != b[k]) return a[k] > b[k] ? -1 : 1;
  }
  return 0;
}

}  // namespace

Ranking rank(std::span<const TieBreak> order, std::span<const StandingRow> players, const StringList& names,
             std::span<const GameSide> sides, std::size_t rounds) {
  const std::size_t n = order.size(), count = players.size();
  Ranking out;
  out.values.assign(count * n, 0.0);
  // Each player's sides of games, and what they played in each round.
  std::vector<std::vector<const GameSide*>> of(count);
  for (const GameSide& s : sides) of[static_cast<std::size_t>(s.player)].push_back(&s);
  for (std::size_t p = 0; p < count; ++p) {
    const StandingRow& row = players[p];
    Contributions contributions;
    contributions.own = row.match_points;
    std::vector<std::uint32_t> rounds_played;  // the rounds the player has a game in (a counted side)
    double progressive = 0;
    int second = 0, rated = 0;
    double rating_sum = 0;
    for (const GameSide* s : of[p]) {
      rounds_played.push_back(s->round);
      // The points of a round are in the running score after it and every later round.
      progressive += s->half_points / 2.0 * static_cast<double>(rounds - s->round);
      if (s->kind == GameKind::played) {
        contributions.values.push_back(players[static_cast<std::size_t>(s->opponent)].match_points);
        if (s->side == 1) ++second;
        if (s->opponent_rating > 0) ++rated, rating_sum += s->opponent_rating;
      } else if (s->half_points < 2) {
        ++contributions.voluntary;  // a zero- or half-point bye, a forfeit lost: the dummy opponent
      } else {
        contributions.values.push_back(row.match_points);  // a full-point bye, a forfeit won: the dummy opponent
      }
    }
    std::sort(contributions.values.begin(), contributions.values.end());
    std::sort(rounds_played.begin(), rounds_played.end());
    const auto distinct = static_cast<std::size_t>(std::unique(rounds_played.begin(), rounds_played.end()) - rounds_played.begin());
    contributions.voluntary += rounds - distinct;  // absent: like a zero-point bye
    for (std::size_t k = 0; k < n; ++k) {
      double& v = out.values[p * n + k];
      switch (order[k]) {
        case TieBreak::captured: v = row.captured_points; break;
        case TieBreak::sonneborn_berger: v = row.sonneborn_berger; break;
        case TieBreak::wins: v = row.wins; break;
        case TieBreak::buchholz: v = buchholz(contributions, 0, 0); break;
        case TieBreak::buchholz_cut1: v = buchholz(contributions, 1, 0); break;
        case TieBreak::buchholz_median: v = buchholz(contributions, 1, 1); break;
        case TieBreak::direct_encounter: v = kNotApplied; break;  // set below, by tied group
        case TieBreak::progressive: v = progressive; break;
        case TieBreak::second_player: v = second; break;
        case TieBreak::opponents_rating: v = rated ? std::floor(rating_sum / rated + 0.5) : 0; break;
      }
    }
  }
  out.ranked.resize(count);
  for (std::size_t i = 0; i < count; ++i) out.ranked[i] = static_cast<std::int32_t>(i);
  auto compare = [&](std::int32_t a, std::int32_t b, std::size_t keys) {
    const StandingRow& x = players[static_cast<std::size_t>(a)];
    const StandingRow& y = players[static_cast<std::size_t>(b)];
    const bool x_counted = x.games + x.unplayed > 0, y_counted = y.games + y.unplayed > 0;
    if (x_counted != y_counted) return x_counted ? -1 : 1;  // not ranked: last (docs/scoring.md)
    if (x.match_points != y.match_points) return x.match_points > y.match_points ? -1 : 1;
    return compare_values(&out.values[static_cast<std::size_t>(a) * n], &out.values[static_cast<std::size_t>(b) * n], keys);
  };
  // Direct encounter: among the players equal on everything before it, the points each scored
  // against the others, when every two of them met (C.07 article 6; docs/scoring.md).
  const auto de = std::find(order.begin(), order.end(), TieBreak::direct_encounter);
  if (de != order.end()) {
    const auto k = static_cast<std::size_t>(de - order.begin());
    std::sort(out.ranked.begin(), out.ranked.end(), [&](std::int32_t a, std::int32_t b) { return compare(a, b, k) < 0; });
    for (std::size_t first = 0; first < count;) {
      std::size_t last = first + 1;
      while (last < count && compare(out.ranked[first], out.ranked[last], k) == 0) ++last;
      if (last - first > 1) {
        std::vector<std::int32_t> group(out.ranked.begin() + static_cast<std::ptrdiff_t>(first),
                                        out.ranked.begin() + static_cast<std::ptrdiff_t>(last));
        std::sort(group.begin(), group.end());
        // Each one's points against the others, and whether each met all the others.
        std::vector<double> points(group.size(), 0.0);
        bool all_met = true;
        std::vector<std::int32_t> met;
        for (std::size_t i = 0; i < group.size(); ++i) {
          met.clear();
          for (const GameSide* s : of[static_cast<std::size_t>(group[i])]) {
            if (s->opponent < 0 || !std::binary_search(group.begin(), group.end(), s->opponent)) continue;
            points[i] += s->half_points / 2.0;
            met.push_back(s->opponent);
          }
          std::sort(met.begin(), met.end());
          all_met &= static_cast<std::size_t>(std::unique(met.begin(), met.end()) - met.begin()) == group.size() - 1;
        }
        if (all_met)
          for (std::size_t i = 0; i < group.size(); ++i) out.values[static_cast<std::size_t>(group[i]) * n + k] = points[i];
      }
      first = last;
    }
  }
  std::sort(out.ranked.begin(), out.ranked.end(), [&](std::int32_t a, std::int32_t b) {
    if (const int c = compare(a, b, n)) return c < 0;
    return name_less(names[static_cast<std::size_t>(a)], names[static_cast<std::size_t>(b)]);
  });
  out.shares_rank.resize(count);
  for (std::size_t i = 0; i < count; ++i) out.shares_rank[i] = i > 0 && compare(out.ranked[i - 1], out.ranked[i], n) == 0;
  return out;
}

}  // namespace tie_breaks

}  // namespace cinc::game
