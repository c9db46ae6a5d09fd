// A game's score and its JSON object, for `cinc score` and the Python module.
#include "events/score_report.h"

#include <cctype>
#include <vector>

namespace cinc::tools {

namespace {

using nlohmann::ordered_json;

std::string lower(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

ordered_json scored_moves_json(const std::vector<game::ScoredMove>& list, const game::ReplayedGame& g, bool values) {
  ordered_json a = ordered_json::array();
  for (const auto& c : list) {
    ordered_json j;
    j["ply"] = c.ply;
    j["side"] = lower(g.side_name(c.side));
    j["piece"] = c.piece;
    j["square"] = c.square;
    if (values) j["value"] = c.value;
    j["member"] = c.member.empty() ? ordered_json(nullptr) : ordered_json(c.member);
    a.push_back(std::move(j));
  }
  return a;
}

// How the [%clk] values were read, as the JSON says it (null: the game has none).
ordered_json clock_reading_name(game::ClockReading reading) {
  switch (reading) {
    case game::ClockReading::game: return "game";
    case game::ClockReading::player: return "player";
    case game::ClockReading::unknown: return "unknown";
    case game::ClockReading::none: break;
  }
  return nullptr;
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

ordered_json score_json(const std::string& file, int index, const notation::GameRecord& record,
                        const game::ReplayedGame& g, const game::ScoreReport& r) {
  ordered_json j;
  j["file"] = file;
  j["game"] = index;
  ordered_json players;
  for (int side = 0; side < 2; ++side) {
    const std::string name = g.side_name(side);
    const std::string* player = record.tag(name);
    players[lower(name)] = player ? ordered_json(*player) : ordered_json(nullptr);
  }
  j["players"] = players;
  const std::string* round = record.tag("Round");
  j["round"] = round ? ordered_json(*round) : ordered_json(nullptr);
  ordered_json limits;
  limits["timed"] = r.rules.timed();
  limits["move_seconds"] = r.rules.move_seconds ? ordered_json(*r.rules.move_seconds) : ordered_json(nullptr);
  limits["game_minutes"] = r.rules.game_seconds ? ordered_json(*r.rules.game_seconds / 60) : ordered_json(nullptr);
  limits["game_turns"] = r.rules.game_plies ? ordered_json(*r.rules.game_plies) : ordered_json(nullptr);
  limits["overrun"] = r.rules.overrun == game::OverrunPolicy::loss ? "loss" : "warn";
  j["limits"] = limits;
  ordered_json points;
  points[lower(g.side_name(0))] = r.points[0];
  points[lower(g.side_name(1))] = r.points[1];
  j["points"] = points;
  if (!r.tallies.empty()) {  // game-specific counts (Chair Force's economy)
    ordered_json tallies = ordered_json::object();
    for (const auto& [name, both] : r.tallies)
      tallies[name] = {{lower(g.side_name(0)), both[0]}, {lower(g.side_name(1)), both[1]}};
    j["tallies"] = tallies;
  }
  j["captures"] = scored_moves_json(r.captures, g, true);
  j["attacks"] = scored_moves_json(r.attacks, g, false);
  ordered_json shares = ordered_json::object();
  for (int side = 0; side < 2; ++side)
    if (!r.shares[static_cast<std::size_t>(side)].empty()) {
      ordered_json m = ordered_json::object();
      for (const auto& [member, value] : r.shares[static_cast<std::size_t>(side)]) m[member] = value;
      shares[lower(g.side_name(side))] = m;
    }
  j["shares"] = shares;
  j["plies"] = r.plies;
  j["limit_ply"] = r.limit_ply ? ordered_json(*r.limit_ply) : ordered_json(nullptr);
  j["time_used"] = r.time_used ? ordered_json(*r.time_used) : ordered_json(nullptr);
  j["after_limit"] = r.after_limit;
  ordered_json violations = ordered_json::array();
  for (const auto& o : r.overruns)
    violations.push_back({{"ply", o.ply}, {"side", lower(g.side_name(o.side))}, {"seconds", o.seconds}});
  j["violations"] = violations;
  j["checkable"] = r.checkable;
  j["unclocked"] = r.unclocked;
  j["clocks"] = clock_reading_name(r.clock_reading);
  j["outcome"] = r.outcome ? ordered_json(*r.outcome) : ordered_json(nullptr);
  j["outcome_reason"] = r.outcome ? ordered_json(r.outcome_reason) : ordered_json(nullptr);
  j["result_tag"] = r.result_tag ? ordered_json(*r.result_tag) : ordered_json(nullptr);
  j["warnings"] = r.warnings;
  return j;
}

}  // namespace cinc::tools
