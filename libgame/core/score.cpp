// Points and timed games (docs/rules/commander-in-chief.md §6, §7).
#include "cinc/game/score.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdio>

#include "cinc/notation/record.h"

namespace cinc::game {

namespace {

constexpr double kClockTolerance = 0.5;  // seconds; [%emt] and [%clk] that differ by more disagree
constexpr double kEpsilon = 1e-6;

std::string seconds_text(double s) {
  char buf[32];
  if (std::fabs(s - std::round(s)) < kEpsilon) std::snprintf(buf, sizeof buf, "%.0f s", s);
  else std::snprintf(buf, sizeof buf, "%.1f s", s);
  return buf;
}

// Parses a positive whole number followed by one unit letter: "30m" -> 30.
std::optional<int> count_with_unit(std::string_view part, char unit) {
  if (part.size() < 2 || part.back() != unit) return std::nullopt;
  long long v = 0;
  for (char c : part.substr(0, part.size() - 1)) {
    if (c < '0' || c > '9') return std::nullopt;
    v = v * 10 + (c - '0');
    if (v > 1000000) return std::nullopt;
  }
  if (v <= 0) return std::nullopt;
  return static_cast<int>(v);
}

// How the main line's [%clk] values are to be read (docs/scoring.md "Clocks",
// commander-in-chief.md §6.4): what the rules say, else what the values' pattern shows.
ClockReading read_clocks_as(const std::vector<ReplayedMove>& moves, const TimeRules& rules, std::string& reason,
                            std::string& warning) {
  // The first ply at which each reading would see a clock go up (0: none does).
  int game_rise = 0, player_rise = 0;
  std::optional<double> last, last_of[2];
  bool any = false;
  for (const ReplayedMove& m : moves) {
    if (!m.clock) continue;
    any = true;
    auto& own = last_of[m.side == 0 ? 0 : 1];
    if (last && *m.clock > *last + kEpsilon && game_rise == 0) game_rise = m.ply;
    if (own && *m.clock > *own + kEpsilon && player_rise == 0) player_rise = m.ply;
    last = m.clock;
    own = m.clock;
  }
  if (!any) return ClockReading::none;
  if (rules.clocks == ClockMode::game) {
    reason = "one shared game clock, as [ClockMode \"game\"] or --clock-mode says";
    return ClockReading::game;
  }
  if (rules.clocks == ClockMode::player) {
    reason = "each player's own clock, as [ClockMode \"player\"] or --clock-mode says";
    return ClockReading::player;
  }
  if (game_rise != 0 && player_rise == 0) {
    reason = "each player's own clock: each side's values go down, but ply " + std::to_string(game_rise) +
             " is higher than the ply before it, so they are not one game clock";
    return ClockReading::player;
  }
  if (game_rise == 0 && rules.game_seconds) {
    reason = "one shared game clock: the game limit is in minutes, the timed game's one clock";
    return ClockReading::game;
  }
  if (game_rise == 0)
    warning = "the [%clk] values fit both one shared game clock and each player's own clock, and no game limit in "
              "minutes says which: they give no move times (say which with [ClockMode \"game\"] or "
              "[ClockMode \"player\"], or --clock-mode)";
  else
    warning = "the [%clk] values go up both as one shared game clock (ply " + std::to_string(game_rise) +
              ") and as each player's own clock (ply " + std::to_string(player_rise) +
              "): they give no move times (say which they are with [ClockMode \"game\"] or "
              "[ClockMode \"player\"], or --clock-mode)";
  reason = "unknown: " + warning.substr(0, warning.find(':'));
  return ClockReading::unknown;
}

}  // namespace

std::optional<ClockMode> parse_clock_mode(std::string_view text) {
  std::string v;
  for (char c : text) v += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  if (v == "game") return ClockMode::game;
  if (v == "player") return ClockMode::player;
  return std::nullopt;
}

std::string TimeRules::describe() const {
  if (!timed()) return "untimed";
  std::string out;
  auto add = [&out](const std::string& s) { out += (out.empty() ? "" : ", ") + s; };
  if (game_seconds) add("game " + std::to_string(static_cast<long long>(*game_seconds / 60)) + " min");
  if (game_plies) add("game " + std::to_string(*game_plies) + " turns");
  if (move_seconds) add("move " + seconds_text(*move_seconds));
  add(std::string("overrun ") + (overrun == OverrunPolicy::loss ? "loss" : "warn"));
  return out;
}

Result<TimeRules> parse_time_control(std::string_view text) {
  TimeRules rules;
  if (text == "-" || text.empty()) return rules;
  bool policy = false;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('/', start);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view part = text.substr(start, end - start);
    const std::string shown(part);
    if (auto m = count_with_unit(part, 'm')) {
      if (rules.game_seconds || rules.game_plies) return Error{"two game limits in \"" + std::string(text) + "\""};
      rules.game_seconds = *m * 60.0;
    } else if (auto t = count_with_unit(part, 't')) {
      if (rules.game_seconds || rules.game_plies) return Error{"two game limits in \"" + std::string(text) + "\""};
      rules.game_plies = *t;
    } else if (auto s = count_with_unit(part, 's')) {
      if (rules.move_seconds) return Error{"two per-move limits in \"" + std::string(text) + "\""};
      rules.move_seconds = *s;
    } else if (part == "warn" || part == "loss") {
      if (policy) return Error{"two overrun policies in \"" + std::string(text) + "\""};
      policy = true;
      rules.overrun = part == "loss" ? OverrunPolicy::loss : OverrunPolicy::warn;
    } else {
      return Error{"\"" + shown + "\" is not a time-control part: expected <N>m (game minutes), <N>t (game turns), "
                   "<N>s (seconds per move), warn or loss, separated by '/'"};
    }
    start = end + 1;
  }
  if ((rules.game_seconds || rules.game_plies) && !rules.move_seconds) rules.move_seconds = kDefaultMoveSeconds;
  return rules;
}

Result<TimeRules> parse_game_limit(std::string_view text) {
  TimeRules rules;
  if (auto m = count_with_unit(text, 'm')) rules.game_seconds = *m * 60.0;
  else if (auto t = count_with_unit(text, 't')) rules.game_plies = *t;
  else return Error{"a game limit is <N>m (minutes) or <N>t (turns), e.g. 30m or 40t"};
  return rules;
}

TimeRules rules_for(const notation::GameRecord& record, const std::optional<double>& move_seconds,
                    const std::optional<TimeRules>& game_limit, const std::optional<OverrunPolicy>& overrun,
                    std::vector<std::string>& warnings, const std::optional<ClockMode>& clocks) {
  TimeRules rules;
  if (const std::string* tc = record.tag("TimeControl")) {
    auto parsed = parse_time_control(*tc);
    if (parsed) rules = *parsed;
    else warnings.push_back("[TimeControl \"" + *tc + "\"] is not understood: " + parsed.error().message);
  }
  if (const std::string* mode = record.tag("ClockMode")) {
    if (auto parsed = parse_clock_mode(*mode)) rules.clocks = *parsed;
    else
      warnings.push_back("[ClockMode \"" + *mode + "\"] is not understood: expected \"game\" (one shared game clock) "
                         "or \"player\" (each player's own clock); the clocks' pattern decides");
  }
  if (clocks) rules.clocks = *clocks;
  if (game_limit) {
    rules.game_seconds = game_limit->game_seconds;
    rules.game_plies = game_limit->game_plies;
  }
  if (move_seconds) rules.move_seconds = move_seconds;
  if (overrun) rules.overrun = *overrun;
  if ((rules.game_seconds || rules.game_plies) && !rules.move_seconds) rules.move_seconds = kDefaultMoveSeconds;
  return rules;
}

namespace {

/// Notes that a record with an error is scored up to it: only the plies before its first error.
void warn_of_first_error(ScoreReport& r, const ReplayedGame& replayed) {
  int error_ply = 0;
  for (const auto& d : replayed.diagnostics)
    if (d.severity == notation::Severity::error) {
      error_ply = d.ply;
      break;
    }
  r.warnings.push_back(error_ply > 0 ? "the record has an error at ply " + std::to_string(error_ply) +
                                           "; only the plies before it are scored"
                                     : "the record has an error; nothing after it is scored");
}

/// The time each move of a game took (§6.4), read move after move: its [%emt], else the drop
/// of the clock it was read on (ClockReading: one game clock, or each player's own).
class MoveTimes {
 public:
  explicit MoveTimes(ClockReading reading)
      : by_player_(reading == ClockReading::player), use_clocks_(reading == ClockReading::game || by_player_) {}

  /// The time move `m` took. The game clock's first reading drops from the game's time limit
  /// (when the game time so far, `total`, is known). Warns of a clock that goes up and of an
  /// [%emt] the clock disagrees with.
  std::optional<double> of(const ReplayedMove& m, const std::string (&side_names)[2], const TimeRules& rules,
                           double total, bool total_known, std::vector<std::string>& warnings) {
    const int ply = m.ply;
    const int side = m.side == 0 ? 0 : 1;
    std::optional<double> from_clock;
    const std::string whose = by_player_ ? side_names[side] + "'s clock" : std::string("the game clock");
    if (m.clock && use_clocks_) {
      std::optional<double> before = by_player_ ? previous_of_[side] : previous_clock_;
      if (!before && !by_player_ && rules.game_seconds && total_known) before = *rules.game_seconds - total;
      if (before) {
        from_clock = *before - *m.clock;
        if (*from_clock < -kEpsilon) {
          warnings.push_back("ply " + std::to_string(ply) + ": " + whose + " goes up, from " +
                             seconds_text(*before) + " to " + seconds_text(*m.clock) + " left; its time is unknown");
          from_clock.reset();
        }
      }
    }
    std::optional<double> elapsed = m.elapsed ? m.elapsed : from_clock;
    if (m.elapsed && from_clock && std::fabs(*m.elapsed - *from_clock) > kClockTolerance)
      warnings.push_back("ply " + std::to_string(ply) + ": [%emt] says " + seconds_text(*m.elapsed) + " but " +
                         whose + " dropped " + seconds_text(*from_clock) + "; using [%emt]");
    previous_clock_ = m.clock;
    previous_of_[side] = m.clock;
    return elapsed;
  }

 private:
  bool by_player_;
  bool use_clocks_;
  std::optional<double> previous_clock_;    // the game clock's last value, or
  std::optional<double> previous_of_[2];    // each player's own
};

/// Counts a move's captures and attacks (§6.1: values of captured pieces; attacks score
/// nothing), its tallies, and the share of the team member who made it.
void score_captures(ScoreReport& r, const ReplayedMove& m) {
  const int ply = m.ply;
  const PlayedMove& p = m.played;
  for (const auto& tally : p.tallies) {
    const auto& [name, count] = tally;
    auto it = std::find_if(r.tallies.begin(), r.tallies.end(), [&tally](const auto& t) { return t.first == tally.first; });
    if (it == r.tallies.end()) it = r.tallies.insert(r.tallies.end(), {name, {0, 0}});
    it->second[static_cast<std::size_t>(m.side)] += count;
  }
  if (!p.captured.empty()) {
    r.captures.push_back(ScoredMove{ply, m.side, p.captured, p.to, p.value, p.member});
    r.points[static_cast<std::size_t>(m.side)] += p.value;
    if (!p.member.empty()) r.shares[static_cast<std::size_t>(m.side)][p.member] += p.value;
  } else if (p.attack) {
    r.attacks.push_back(ScoredMove{ply, m.side, p.attacked, p.to, 0, p.member});
  }
  if (!p.member.empty()) r.shares[static_cast<std::size_t>(m.side)].try_emplace(p.member, 0);
}

/// The outcome of a game its moves did not decide: by the game limit when one was reached (on
/// points; a game that scores none is not decided by it), else by the rules' end of the game.
void decide_after_the_moves(ScoreReport& r, const ReplayedGame& replayed, const TimeRules& rules,
                            const std::string (&side_names)[2]) {
  const bool has_points = !replayed.variant || replayed.variant->scores_points;
  if (r.limit_ply && !has_points) {
    r.warnings.push_back("the game limit was reached after ply " + std::to_string(*r.limit_ply) + ", but " +
                         replayed.variant->name + " scores no points, so the limit cannot decide it");
    return;
  }
  if (r.limit_ply) {
    const int a = r.points[0], b = r.points[1];
    r.outcome = a > b ? "1-0" : b > a ? "0-1" : "1/2-1/2";
    r.outcome_reason = "the game limit was reached after ply " + std::to_string(*r.limit_ply) + ": " +
                       side_names[0] + " " + std::to_string(a) + ", " + side_names[1] + " " + std::to_string(b) +
                       (a == b ? " (equal scores draw)" : "");
    return;
  }
  if (replayed.valid() && replayed.end.kind != GameEnd::Kind::ongoing && (!rules.game_seconds || r.checkable)) {
    r.outcome = replayed.end.result_token();
    r.outcome_reason = replayed.end.reason;
  }
}

/// The last word on a game's outcome: the warnings that a limit could not be checked (unless
/// the clocks' reading has said why already), a forfeit's result (docs/scoring.md: the
/// record's, whatever the moves and the clocks say), and a result tag that disagrees.
void finish_outcome(ScoreReport& r, const TimeRules& rules, const std::string (&side_names)[2], bool said) {
  if (rules.game_seconds && !r.checkable && !r.limit_ply && !r.outcome && !said)
    r.warnings.push_back("the time limit cannot be checked: ply " + std::to_string(r.unclocked.front()) +
                         " has no [%emt] or [%clk]");
  if (!r.unclocked.empty() && rules.move_seconds && !rules.game_seconds && !said)
    r.warnings.push_back("the per-move limit cannot be checked at " + std::to_string(r.unclocked.size()) +
                         " plies without clocks (first: ply " + std::to_string(r.unclocked.front()) + ")");
  if (r.result_tag && notation::is_forfeit_result(*r.result_tag)) {
    const std::string& f = *r.result_tag;
    r.outcome = f;
    r.outcome_reason = f == "-/-" ? "a double forfeit: " + side_names[0] + " and " + side_names[1] + " both lost"
                                  : side_names[f == "+/-" ? 0 : 1] + " won by forfeit";
  }
  if (r.outcome && r.result_tag && *r.result_tag != *r.outcome)
    r.warnings.push_back("the record's result is " + *r.result_tag + ", but under these rules it is " + *r.outcome +
                         ": " + r.outcome_reason);
}

}  // namespace

ScoreReport score_game(const notation::GameRecord& record, const ReplayedGame& replayed, const TimeRules& rules) {
  ScoreReport r;
  r.rules = rules;
  if (!record.result.empty()) r.result_tag = record.result;
  else if (const std::string* tag = record.tag("Result")) r.result_tag = *tag;
  const auto& moves = replayed.main.moves;
  r.plies = static_cast<int>(moves.size());
  if (!replayed.valid()) warn_of_first_error(r, replayed);
  const std::string side_names[2] = {replayed.side_name(0), replayed.side_name(1)};

  bool decided = false;
  double total = 0;           // game time of the counted plies
  bool total_known = true;
  std::string clock_warning;
  r.clock_reading = read_clocks_as(moves, rules, r.clock_reason, clock_warning);
  if (!clock_warning.empty() && rules.timed()) r.warnings.push_back(clock_warning);
  MoveTimes times(r.clock_reading);
  bool over = false;          // nothing after this point counts (limit reached or game lost)

  for (const ReplayedMove& m : moves) {
    const int ply = m.ply;
    const std::optional<double> elapsed = times.of(m, side_names, rules, total, total_known, r.warnings);
    if (decided || over) {
      r.after_limit.push_back(ply);
      continue;
    }
    // Turn limit: the game ends after ply X.
    if (rules.game_plies && ply > *rules.game_plies) {
      over = true;
      r.after_limit.push_back(ply);
      continue;
    }
    if (rules.timed() && !elapsed) {
      r.unclocked.push_back(ply);
      total_known = false;
    }
    // Time limit: a move counts only if the game time including it is within the limit.
    if (rules.game_seconds) {
      if (!total_known) {
        r.checkable = false;
      } else if (total + *elapsed > *rules.game_seconds + kEpsilon) {
        over = true;
        r.limit_ply = ply - 1;
        r.after_limit.push_back(ply);
        continue;
      }
    }
    if (elapsed && total_known) total += *elapsed;
    // Per-move limit (the sand timer): an overrun is reported; under `loss` it loses the game.
    if (rules.move_seconds && elapsed && *elapsed > *rules.move_seconds + kEpsilon) {
      r.overruns.push_back(Overrun{ply, m.side, *elapsed});
      if (rules.overrun == OverrunPolicy::loss) {
        decided = true;
        r.outcome = m.side == 0 ? "0-1" : "1-0";
        r.outcome_reason = side_names[m.side] + " overran the move limit at ply " + std::to_string(ply) + " (" +
                           seconds_text(*elapsed) + " > " + seconds_text(*rules.move_seconds) + ")";
        over = true;
        continue;  // the overrunning move does not count
      }
    }
    score_captures(r, m);
    // The Commander's capture ends the game at once, timed or not (§5.1, §6.2).
    if (m.played.captured == "C") {
      decided = true;
      r.outcome = m.side == 0 ? "1-0" : "0-1";
      r.outcome_reason = side_names[m.side] + " captured the Commander at ply " + std::to_string(ply);
      continue;
    }
    if (rules.game_seconds && total_known && std::fabs(total - *rules.game_seconds) <= kEpsilon) {
      over = true;  // completed exactly at the limit: it counts, the game ends here
      r.limit_ply = ply;
    }
  }
  if (rules.game_plies && !decided && r.plies >= *rules.game_plies) r.limit_ply = *rules.game_plies;
  if (total_known && rules.timed()) r.time_used = total;
  if (!decided) decide_after_the_moves(r, replayed, rules, side_names);
  // An unknown clock reading has said once why the times are missing.
  finish_outcome(r, rules, side_names, !clock_warning.empty());
  return r;
}
}  // namespace cinc::game
