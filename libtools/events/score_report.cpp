// A game's score and its JSON object, for `cinc score` and the Python module.
#include "events/score_report.h"

#include <cctype>
#include <nlohmann/json.hpp>
#include <vector>

namespace cinc::tools {

namespace {

std::string lower(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

void write_scored_moves(JsonWriter& w, const std::vector<game::ScoredMove>& list, const game::ReplayedGame& g,
                        bool values) {
  w.begin_array();
  for (const auto& c : list) {
    w.begin_object();
    w.key("ply");
    w.number(c.ply);
    w.key("side");
    w.string(lower(g.side_name(c.side)));
    w.key("piece");
    w.string(c.piece);
    w.key("square");
    w.string(c.square);
    if (values) {
      w.key("value");
      w.number(c.value);
    }
    w.key("member");
    if (c.member.empty()) w.null();
    else w.string(c.member);
    w.end_object();
  }
  w.end_array();
}

// How the [%clk] values were read, as the JSON says it (null: the game has none).
void write_clock_reading(JsonWriter& w, game::ClockReading reading) {
  switch (reading) {
    case game::ClockReading::game: return w.string("game");
    case game::ClockReading::player: return w.string("player");
    case game::ClockReading::unknown: return w.string("unknown");
    case game::ClockReading::none: break;
  }
  w.null();
}

void write_integers(JsonWriter& w, const std::vector<int>& list) {
  w.begin_array();
  for (const int v : list) w.number(v);
  w.end_array();
}

template <class T>
void write_optional(JsonWriter& w, const std::optional<T>& value) {
  if (value) w.number(*value);
  else w.null();
}

/// The "limits" member of a game's score: the time rules it was scored under.
void write_limits(JsonWriter& w, const game::TimeRules& rules) {
  w.key("limits");
  w.begin_object();
  w.key("timed");
  w.boolean(rules.timed());
  w.key("move_seconds");
  write_optional(w, rules.move_seconds);
  w.key("game_minutes");
  if (rules.game_seconds) w.number(*rules.game_seconds / 60);
  else w.null();
  w.key("game_turns");
  write_optional(w, rules.game_plies);
  w.key("overrun");
  w.string(rules.overrun == game::OverrunPolicy::loss ? "loss" : "warn");
  w.end_object();
}

/// The "points" member and, when the game counts any, the "tallies" member, keyed by side.
void write_points_and_tallies(JsonWriter& w, const game::ScoreReport& r, const std::string (&sides)[2], bool one_name) {
  w.key("points");
  w.begin_object();
  if (!one_name) {
    w.key(sides[0]);
    w.number(r.points[0]);
  }
  w.key(sides[1]);
  w.number(r.points[1]);
  w.end_object();
  if (!r.tallies.empty()) {  // game-specific counts (Chair Force's economy)
    w.key("tallies");
    w.begin_object();
    for (const auto& [name, both] : r.tallies) {
      w.key(name);
      w.begin_object();
      w.key(sides[0]);
      w.number(both[0]);
      if (!one_name) {
        w.key(sides[1]);
        w.number(both[1]);
      }
      w.end_object();
    }
    w.end_object();
  }
}

/// The "shares" member: each side's points by team member.
void write_shares(JsonWriter& w, const game::ScoreReport& r, const std::string (&sides)[2], bool one_name) {
  w.key("shares");
  w.begin_object();
  for (int side = 0; side < 2; ++side) {
    const auto& members = r.shares[static_cast<std::size_t>(side)];
    if (members.empty() || (one_name && side == 0 && !r.shares[1].empty())) continue;
    w.key(sides[side]);
    w.begin_object();
    for (const auto& [member, value] : members) {
      w.key(member);
      w.number(value);
    }
    w.end_object();
  }
  w.end_object();
}

}  // namespace

game::ScoreReport score_record(const notation::GameRecord& record, const game::ReplayedGame& replayed,
                               const ScoreChoices& choices) {
  std::vector<std::string> warnings;
  const game::TimeRules rules =
      game::rules_for(record, choices.move_limit, choices.game_limit, choices.overrun, warnings, choices.clocks);
  game::ScoreReport report = game::score_game(record, replayed, rules);
  report.warnings.insert(report.warnings.begin(), warnings.begin(), warnings.end());
  return report;
}

void write_score_json(JsonWriter& w, const std::string& file, int index, const notation::GameRecord& record,
                      const game::ReplayedGame& g, const game::ScoreReport& r) {
  const std::string sides[2] = {lower(g.side_name(0)), lower(g.side_name(1))};
  // Sides of one name (a game of an unknown variant: "?" and "?") make one member of each
  // object keyed by side: the second side's value, as a document's member set twice holds,
  // but the first side's in the tallies, as a document made from a list of pairs keeps.
  const bool one_name = sides[0] == sides[1];
  w.begin_object();
  w.key("file");
  w.string(file);
  w.key("game");
  w.number(index);
  w.key("players");
  w.begin_object();
  for (int side = one_name ? 1 : 0; side < 2; ++side) {
    const std::string* player = record.tag(g.side_name(side));
    w.key(sides[side]);
    if (player) w.string(*player);
    else w.null();
  }
  w.end_object();
  w.key("round");
  if (const std::string* round = record.tag("Round")) w.string(*round);
  else w.null();
  write_limits(w, r.rules);
  write_points_and_tallies(w, r, sides, one_name);
  w.key("captures");
  write_scored_moves(w, r.captures, g, true);
  w.key("attacks");
  write_scored_moves(w, r.attacks, g, false);
  write_shares(w, r, sides, one_name);
  w.key("plies");
  w.number(r.plies);
  w.key("limit_ply");
  write_optional(w, r.limit_ply);
  w.key("time_used");
  write_optional(w, r.time_used);
  w.key("after_limit");
  write_integers(w, r.after_limit);
  w.key("violations");
  w.begin_array();
  for (const auto& o : r.overruns) {
    w.begin_object();
    w.key("ply");
    w.number(o.ply);
    w.key("side");
    w.string(lower(g.side_name(o.side)));
    w.key("seconds");
    w.number(o.seconds);
    w.end_object();
  }
  w.end_array();
  w.key("checkable");
  w.boolean(r.checkable);
  w.key("unclocked");
  write_integers(w, r.unclocked);
  w.key("clocks");
  write_clock_reading(w, r.clock_reading);
  w.key("outcome");
  if (r.outcome) w.string(*r.outcome);
  else w.null();
  w.key("outcome_reason");
  if (r.outcome) w.string(r.outcome_reason);
  else w.null();
  w.key("result_tag");
  if (r.result_tag) w.string(*r.result_tag);
  else w.null();
  w.key("warnings");
  w.begin_array();
  for (const std::string& warning : r.warnings) w.string(warning);
  w.end_array();
  w.end_object();
}

nlohmann::ordered_json score_json(const std::string& file, int index, const notation::GameRecord& record,
                                  const game::ReplayedGame& g, const game::ScoreReport& r) {
  std::string text;
  {
    JsonWriter w(text, 0, 0, InvalidUtf8::reject);
    write_score_json(w, file, index, record, g, r);
  }
  return nlohmann::ordered_json::parse(text);
}

}  // namespace cinc::tools
