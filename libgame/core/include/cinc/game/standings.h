// An event's table from its games' results: match points, tie-breaks, crosstable.
#pragma once
#include <array>
#include <string>
#include <vector>

namespace cinc::game {

/// One finished (or unfinished) game of an event, as standings need it.
struct EventGame {
  std::string first;               ///< first player's name (or team name in team games)
  std::string second;
  std::string round;               ///< the Round tag ("?" when missing)
  std::string result;              ///< "1-0", "0-1", "1/2-1/2" or "*"
  std::array<int, 2> points{0, 0}; ///< captured points of both sides (counted as `cinc score` does)
  std::string where;               ///< "file:game" for messages
};

/// One player's (or team's) line of the table.
struct StandingRow {
  std::string name;
  int rank = 0;              ///< 1-based; equal rows share a rank
  int games = 0, wins = 0, draws = 0, losses = 0;
  double match_points = 0;   ///< 1 a win, 1/2 a draw, 0 a loss
  int captured_points = 0;   ///< first tie-break: total points captured
  double sonneborn_berger = 0;  ///< second tie-break: beaten opponents' match points + half the drawn ones'
  /// The crosstable cell of each round, in the order of Standings::rounds: e.g. "+3d"
  /// (won against rank 3 as the first player), "=5l", "-2d"; empty when not played.
  std::vector<std::string> cells;
};

/// The event table.
struct Standings {
  std::vector<std::string> rounds;        ///< round names in natural order
  std::vector<StandingRow> rows;          ///< best first
  std::vector<std::string> unfinished;    ///< games with result "*" (not counted), as "where"
  std::vector<std::string> warnings;      ///< e.g. a player meeting the same opponent twice in a round
};

/// Ranks players by match points, then captured points, then Sonneborn-Berger, then
/// wins; rows equal on all four share a rank (listed by name). Side letters in cells:
/// `first_letter`/`second_letter` (e.g. 'd' Dark, 'l' Light).
[[nodiscard]] Standings compute_standings(const std::vector<EventGame>& games, char first_letter, char second_letter);

}  // namespace cinc::game
