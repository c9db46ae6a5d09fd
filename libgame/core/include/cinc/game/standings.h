// An event's table from its games' results: match points, tie-breaks, crosstable, and for
// team events the board table (docs/scoring.md "cinc standings").
#pragma once
#include <array>
#include <cstdint>
#include <map>
#include <string>
#include <unordered_map>
#include <vector>

namespace cinc::game {

/// How a game counts (docs/scoring.md "Byes, forfeits and unplayed games").
enum class GameKind : std::uint8_t {
  played,   ///< played over the board: counts for points and every tie-break
  forfeit,  ///< `[Termination "forfeit"]` or a `+/-`, `-/+`, `-/-` result: points only
  bye,      ///< one side is BYE: the other player's points only
};

/// One game of an event, as standings need it.
struct EventGame {
  std::string first;               ///< first player's name (or team name in team games); "BYE" for a bye
  std::string second;
  std::string round;               ///< the Round tag ("?" when missing)
  /// "1-0", "0-1", "1/2-1/2", "*", a forfeit "+/-", "-/+", "-/-" (docs/notation.md §8),
  /// or "0-0" (a double forfeit by the Termination tag: both lose)
  std::string result;
  std::array<int, 2> points{0, 0}; ///< captured points of both sides (counted as `cinc score` does)
  std::string where;               ///< "file:game" for messages
  GameKind kind = GameKind::played;
  bool invalid = false;            ///< the record has an error: counted as it states, and marked
  std::string board;               ///< the Board tag in a team event, else empty
  std::array<std::string, 2> teams; ///< the sides' team tags (`DarkTeam`...) in a team event, else empty
};

/// One cell of the crosstable: a round (index into Standings::rounds) and what happened.
struct Cell {
  std::size_t round = 0;
  /// "+3d" won against rank 3 as the first player, "=5l" drawn as the second, "-2d" lost;
  /// "+f3d" / "-f3d" won / lost by forfeit; "+bye" "=bye" "-bye" a bye; a trailing "!"
  /// marks a game whose record has an error; two games in a round are joined by a space.
  std::string text;
};

/// One player's (or team's) line of the table.
struct StandingRow {
  std::string name;
  int rank = 0;              ///< 1-based; equal rows share a rank
  int games = 0, wins = 0, draws = 0, losses = 0;  ///< games played over the board
  int unplayed = 0;          ///< rounds scored without play: byes and forfeits (either way)
  int invalid = 0;           ///< counted games whose record has an error
  double match_points = 0;   ///< 1 a win, 1/2 a draw, 0 a loss; byes and forfeits included
  int captured_points = 0;   ///< first tie-break: total points captured (played games)
  double sonneborn_berger = 0;  ///< second tie-break: beaten opponents' match points + half the drawn ones' (played games)
  std::vector<Cell> cells;   ///< the rounds this player has a cell in, in round order (sparse)
  /// The cell of round `round`, or "" when the player has none there.
  [[nodiscard]] const std::string& cell(std::size_t round) const;
};

/// One player's results on one board of a team event.
struct BoardRow {
  std::string name;
  std::string team;
  int games = 0;
  double points = 0;  ///< game points on this board (byes and forfeits included)
};

/// A board of a team event: its players, best first (points, then fewer games, then name).
struct BoardTable {
  std::string board;
  std::vector<BoardRow> rows;
};

/// A team's line in a team event: matches are the games of one round between two teams.
struct TeamRow {
  std::string name;
  int rank = 0;
  int matches = 0, won = 0, drawn = 0, lost = 0;
  int match_points = 0;      ///< 2 a match won (more game points), 1 drawn, 0 lost
  double game_points = 0;    ///< tie-break: the sum of its players' game points
};

/// The event table.
struct Standings {
  std::vector<std::string> rounds;        ///< round names in natural order
  std::vector<StandingRow> rows;          ///< best first
  std::vector<std::string> unfinished;    ///< games with result "*" (not counted), as "where"
  std::vector<std::string> invalid;       ///< counted games whose record has an error, as "where"
  std::vector<std::string> warnings;      ///< e.g. a player meeting the same opponent twice in a round
  std::vector<TeamRow> teams;             ///< team events (games with team tags): by team, best first
  std::vector<BoardTable> boards;         ///< team events: one table per board, in natural order
};

/// Builds an event's table game by game. What it keeps grows with the players and a few
/// bytes per game (never players x rounds): a 20,000-game event fits in a few MiB.
class StandingsBuilder {
 public:
  /// Side letters for the cells: `first_letter`/`second_letter` (e.g. 'd' Dark, 'l' Light).
  StandingsBuilder(char first_letter, char second_letter);
  /// Counts one game (docs/scoring.md): a bye scores the other player what its result
  /// says (1 when `*`), a forfeit counts for match points only, `*` is listed unfinished.
  void add(const EventGame& game);
  /// Ranks players by match points, then captured points, then Sonneborn-Berger, then
  /// wins over the board; rows equal on all four share a rank (listed by name).
  [[nodiscard]] Standings finish() const;

 private:
  struct Player {
    std::string name;
    int games = 0, wins = 0, draws = 0, losses = 0, unplayed = 0, invalid = 0;
    int half_points = 0;  // match points x 2
    int captured = 0;
  };
  struct Entry {  // one side of one counted game
    std::int32_t player = 0;
    std::int32_t opponent = -1;  // -1: a bye
    std::int32_t round = 0;
    std::uint8_t side = 0;
    std::uint8_t half_points = 0;  // 0, 1, 2
    GameKind kind = GameKind::played;
    bool invalid = false;
  };
  struct BoardKey {
    std::string board, player;
    bool operator<(const BoardKey& o) const { return board != o.board ? board < o.board : player < o.player; }
  };
  struct Match {  // two teams in one round
    double points[2] = {0, 0};
  };
  std::int32_t player_id(const std::string& name);
  std::int32_t round_id(const std::string& round);

  char letters_[2];
  std::unordered_map<std::string, std::int32_t> ids_;
  std::vector<Player> players_;
  std::unordered_map<std::string, std::int32_t> round_ids_;
  std::vector<std::string> rounds_;
  std::vector<Entry> entries_;
  std::vector<std::string> unfinished_, invalid_, warnings_;
  std::map<BoardKey, BoardRow> boards_;
  std::map<std::array<std::string, 3>, Match> matches_;  // round, team, team (in name order)
};

/// The table of a whole list of games (a StandingsBuilder fed in order).
[[nodiscard]] Standings compute_standings(const std::vector<EventGame>& games, char first_letter, char second_letter);

}  // namespace cinc::game
