// How a game counts in an event's table, and the tables of a run.
#include "event_table.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <utility>

namespace cinc::tools {

namespace {

std::string lower(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

bool is_bye(const std::string& name) { return lower(name) == "bye"; }

}  // namespace

EventEntry event_game(const notation::GameRecord& record, const game::ReplayedGame& replayed,
                      const game::ScoreReport& score, std::string where) {
  EventEntry entry;
  if (const std::string* event = record.tag("Event"); event && *event != "?") entry.event = *event;
  game::EventGame g;
  const std::string side_names[2] = {replayed.side_name(0), replayed.side_name(1)};
  std::string* names[2] = {&g.first, &g.second};
  for (int s = 0; s < 2; ++s) {
    const std::string* player = record.tag(side_names[s]);
    if (player && !player->empty() && *player != "?") {
      *names[s] = *player;
      continue;
    }
    // docs/errors.md `event.missing-player`: no player "?" who plays everyone.
    notation::Diagnostic d;
    d.pos = record.start;
    d.code = "event.missing-player";
    d.message = std::string("the game has ") + (player ? "[" + side_names[s] + " \"" + *player + "\"]" : "no [" + side_names[s] + "] tag") +
                ", so it is not known who played " + (s == 0 ? "first" : "second") +
                ": it is left out of the standings (write the player's name, or BYE for a bye)";
    entry.error = std::move(d);
    return entry;
  }
  const std::string* round = record.tag("Round");
  g.round = round && !round->empty() ? *round : "?";
  g.result = !record.result.empty() ? record.result : (record.tag("Result") ? *record.tag("Result") : "*");
  const std::string* termination = record.tag("Termination");
  const std::string how = termination ? lower(*termination) : "";
  if (is_bye(g.first) || is_bye(g.second)) {
    g.kind = game::GameKind::bye;
  } else if (how == "forfeit") {
    g.kind = game::GameKind::forfeit;
  } else if (how == "double forfeit") {
    g.kind = game::GameKind::forfeit;
    g.result = "0-0";
  }
  g.points = g.kind == game::GameKind::played ? score.points : std::array<int, 2>{0, 0};
  g.invalid = !replayed.valid();
  if (const std::string* board = record.tag("Board")) g.board = *board;
  for (int s = 0; s < 2; ++s)
    if (const std::string* team = record.tag(side_names[s] + "Team")) g.teams[static_cast<std::size_t>(s)] = *team;
  g.where = std::move(where);
  entry.game = std::move(g);
  return entry;
}

std::array<char, 2> side_letters(const game::Variant* variant) {
  if (!variant) return {'d', 'l'};
  auto first = [](const std::string& name) {
    return static_cast<char>(std::tolower(static_cast<unsigned char>(name.empty() ? '?' : name[0])));
  };
  return {first(variant->sides[0]), first(variant->sides[1])};
}

std::string points_text(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", v);
  std::string s = buf;
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s;
}

EventTables::Open& EventTables::open(const std::string& event) {
  const std::string key = merge_ ? std::string() : event;
  auto [it, added] = index_.try_emplace(key, open_.size());
  if (added) open_.push_back(Open{});
  Open& table = open_[it->second];
  if (std::find(table.events.begin(), table.events.end(), event) == table.events.end()) table.events.push_back(event);
  return table;
}

void EventTables::warn(const std::string& event, std::string text) { open(event).warnings.push_back(std::move(text)); }

void EventTables::add(const std::string& event, const game::EventGame& game, std::array<char, 2> letters) {
  Open& table = open(event);
  // The cells' letters are those of the event's first game (one game per event, in practice).
  if (!table.builder) {
    table.letters = letters;
    table.builder.emplace(letters[0], letters[1]);
  }
  table.builder->add(game);
}

std::vector<EventTables::Table> EventTables::finish() const {
  std::vector<Table> out;
  for (const Open& o : open_) {
    Table t{o.events, o.builder ? o.builder->finish() : game::Standings{}, o.letters};
    t.standings.warnings.insert(t.standings.warnings.end(), o.warnings.begin(), o.warnings.end());
    out.push_back(std::move(t));
  }
  return out;
}

}  // namespace cinc::tools
