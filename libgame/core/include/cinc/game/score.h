// Points and timed games (docs/rules/commander-in-chief.md §6, §7): what each side captured,
// the game and per-move limits read from the record's clocks, and the outcome they give.
#pragma once
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cinc/game/replay.h"
#include "cinc/game/result.h"

namespace cinc::game {

/// What a per-move overrun costs (§6.5): reported only, or the game.
enum class OverrunPolicy { warn, loss };

/// How a record's `[%clk]` values are read (docs/scoring.md "Clocks"): decided by the
/// record's pattern and its limits (`automatic`), or said by a `[ClockMode]` tag or the
/// command line: one shared game clock (commander-in-chief.md §6.3, §6.4) or each player's
/// own remaining time (chess style).
enum class ClockMode { automatic, game, player };

/// How the clocks of one game were read in the end.
enum class ClockReading {
  none,     ///< the main line has no [%clk]
  game,     ///< one shared game clock: a move took the previous value less its own
  player,   ///< each side's own clock: a move took that side's previous value less its own
  unknown,  ///< neither reading is sure: the [%clk] values give no times (one warning says so)
};

/// Reads a ClockMode tag value or option: "game" or "player", in any case; nullopt otherwise.
[[nodiscard]] std::optional<ClockMode> parse_clock_mode(std::string_view text);

/// The limits of a timed game. Absent parts are not limited.
struct TimeRules {
  std::optional<double> move_seconds;  ///< per-move limit (the sand timer)
  std::optional<double> game_seconds;  ///< game limit as time (one shared game clock)
  std::optional<int> game_plies;       ///< game limit as turns (each ply is a turn)
  OverrunPolicy overrun = OverrunPolicy::warn;
  ClockMode clocks = ClockMode::automatic;  ///< how [%clk] is read ([ClockMode] tag, --clock-mode)
  /// True when any limit is set.
  [[nodiscard]] bool timed() const { return move_seconds || game_seconds || game_plies; }
  /// "game 30 min, move 60 s, overrun warn" / "untimed".
  [[nodiscard]] std::string describe() const;
};

/// The per-move limit of a timed game whose TimeControl names none (the sand timer).
inline constexpr double kDefaultMoveSeconds = 60.0;

/// Reads a TimeControl tag value: parts separated by '/', in any order, each at most
/// once: `<N>m` game limit in minutes, `<N>t` game limit in turns, `<N>s` per-move limit
/// in seconds, `warn` or `loss` (overrun policy). "30m/60s", "40t/60s/loss", "45m".
/// "-" means untimed. A timed control without `<N>s` gets the 60-second sand timer.
[[nodiscard]] Result<TimeRules> parse_time_control(std::string_view text);
/// Reads a game limit as on the command line: "30m" or "40t".
[[nodiscard]] Result<TimeRules> parse_game_limit(std::string_view text);

/// One scoring event of a side: a capture (value > 0 or a 0-valued piece) or an attack.
struct ScoredMove {
  int ply = 0;
  int side = 0;            ///< 0 first player, 1 second
  std::string piece;       ///< the piece taken or attacked (letter)
  std::string square;
  int value = 0;           ///< 0 for attacks (§6.1: removing an enhancement scores nothing)
  std::string member;      ///< the teammate who moved, in team games
};

/// A move that took longer than the per-move limit.
struct Overrun {
  int ply = 0;
  int side = 0;
  double seconds = 0;
};

/// Everything `cinc score` says about one game.
struct ScoreReport {
  TimeRules rules;
  std::array<int, 2> points{0, 0};            ///< counted points (moves up to the limit or the end)
  std::vector<ScoredMove> captures;
  std::vector<ScoredMove> attacks;
  /// Per side sums of the moves' game-specific tallies (PlayedMove::tallies: Chair Force's
  /// points earned and spent, cards bought and played), in the order first seen.
  std::vector<std::pair<std::string, std::array<int, 2>>> tallies;
  /// In team games: points per side per member ("Air", "Land-and-Sea").
  std::array<std::map<std::string, int>, 2> shares;
  std::optional<int> limit_ply;               ///< last ply that counts when the game limit was reached
  std::optional<double> time_used;            ///< game time summed over the counted plies, when known
  std::vector<int> after_limit;               ///< plies played after the limit (or after a loss on time)
  std::vector<Overrun> overruns;
  bool checkable = true;                      ///< false when missing clocks leave a limit unchecked
  std::vector<int> unclocked;                 ///< plies whose time is unknown (timed games)
  ClockReading clock_reading = ClockReading::none;  ///< how the [%clk] values were read
  std::string clock_reason;                   ///< why (empty for none)
  /// "1-0", "0-1", "1/2-1/2", the record's forfeit ("+/-", "-/+", "-/-"), or none when not decided
  std::optional<std::string> outcome;
  std::string outcome_reason;
  std::optional<std::string> result_tag;      ///< the record's result
  std::vector<std::string> warnings;
  int plies = 0;                              ///< main-line plies replayed
};

/// Scores a replayed game under the given limits (see §6 and docs/scoring.md).
[[nodiscard]] ScoreReport score_game(const notation::GameRecord& record, const ReplayedGame& replayed,
                                     const TimeRules& rules);

/// The limits for a record: its TimeControl and ClockMode tags (a warning when unreadable),
/// with the command line's choices on top. `warnings` receives problems with the tags.
[[nodiscard]] TimeRules rules_for(const notation::GameRecord& record, const std::optional<double>& move_seconds,
                                  const std::optional<TimeRules>& game_limit,
                                  const std::optional<OverrunPolicy>& overrun, std::vector<std::string>& warnings,
                                  const std::optional<ClockMode>& clocks = std::nullopt);

}  // namespace cinc::game
