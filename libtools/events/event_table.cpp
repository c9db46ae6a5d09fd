// How a game counts in an event's table, and the tables of a run.
#include "events/event_table.h"

#include <algorithm>
#include <cctype>
#include <cmath>
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
  } else if (how == "forfeit" || notation::is_forfeit_result(g.result)) {
    // [Termination "forfeit"], or a result written as a forfeit: "+/-", "-/+", "-/-".
    g.kind = game::GameKind::forfeit;
  } else if (how == "double forfeit") {
    g.kind = game::GameKind::forfeit;
    g.result = "0-0";
  }
  g.points = g.kind == game::GameKind::played ? score.points : std::array<int, 2>{0, 0};
  g.invalid = !replayed.valid();
  if (const std::string* board = record.tag("Board")) g.board = *board;
  // The rating tags (docs/scoring.md "Tie-breaks": the average rating of opponents).
  for (int s = 0; s < 2; ++s)
    if (const std::string* elo = record.tag(side_names[s] + "Elo"); elo && !elo->empty() && elo->size() < 8 &&
                                                                     std::all_of(elo->begin(), elo->end(), [](char c) { return c >= '0' && c <= '9'; }))
      g.ratings[static_cast<std::size_t>(s)] = std::stoi(*elo);
  if (const std::string* tie_breaks = record.tag("TieBreaks")) entry.tie_breaks = *tie_breaks;
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

// A table's first game: the cells' letters are its (one game per event, in practice), and
// the tie-breaks the command line's, else its TieBreaks tag's (docs/scoring.md "Tie-breaks").
void EventTables::start(Open& table, const game::EventGame& game, std::array<char, 2> letters,
                        const std::optional<std::string>& tie_breaks_tag) {
  table.letters = letters;
  table.builder.emplace(letters[0], letters[1], spill_);
  if (tie_breaks_) {
    table.builder->set_tie_breaks(*tie_breaks_);
    return;
  }
  if (!tie_breaks_tag) return;
  table.tie_breaks_tag = tie_breaks_tag;
  std::string error;
  if (auto order = game::parse_tie_breaks(*tie_breaks_tag, error)) table.builder->set_tie_breaks(std::move(*order));
  else table.warnings.push_back(game.where + ": [TieBreaks \"" + *tie_breaks_tag + "\"]: " + error + "; the default order is used");
}

void EventTables::add(const std::string& event, const game::EventGame& game, std::array<char, 2> letters,
                      const std::optional<std::string>& tie_breaks_tag) {
  Open& table = open(event);
  if (!table.builder) start(table, game, letters, tie_breaks_tag);
  else if (!tie_breaks_ && tie_breaks_tag && tie_breaks_tag != table.tie_breaks_tag)
    table.warnings.push_back(game.where + ": [TieBreaks \"" + *tie_breaks_tag +
                             "\"] differs from the event's first game's; the first game's order is used");
  table.builder->add(game);
}

std::vector<EventTables::Table> EventTables::finish() {
  std::vector<Table> out;
  for (Open& o : open_) {
    Table t{o.events, o.builder ? std::move(*o.builder).finish() : game::Standings{}, o.letters};
    o.builder.reset();
    t.standings.warnings.insert(t.standings.warnings.end(), o.warnings.begin(), o.warnings.end());
    out.push_back(std::move(t));
  }
  return out;
}

std::optional<notation::Diagnostic> StandingsRun::add(const std::string& file, int index,
                                                     const notation::GameRecord& record,
                                                     const game::ReplayedGame& replayed) {
  std::vector<std::string> warnings;
  const auto rules = game::rules_for(record, std::nullopt, std::nullopt, std::nullopt, warnings);
  const game::ScoreReport report = game::score_game(record, replayed, rules);
  const std::string where = file + ":" + std::to_string(index);
  EventEntry entry = event_game(record, replayed, report, where);
  if (entry.error) {
    missing_ = true;
    left_out_.push_back(where + ": " + entry.error->message);
    return entry.error;
  }
  if (auto first = duplicates_.seen(game::GameFingerprint::of(record, replayed), file, index, record.start.line)) {
    notation::Diagnostic d = game::duplicate_warning(*first, record.start);
    tables_.warn(entry.event, where + ": " + d.message);
    return d;
  }
  tables_.add(entry.event, *entry.game, side_letters(replayed.variant), entry.tie_breaks);
  return std::nullopt;
}

void write_table_head_members(JsonWriter& w, const EventTables::Table& table, bool rounds) {
  w.key("event");
  if (table.events.size() == 1 && !table.events[0].empty()) w.string(table.events[0]);
  else w.null();
  w.key("events");
  w.begin_array();
  for (const std::string& event : table.events) w.string(event);
  w.end_array();
  if (!table.standings.default_tie_break_order()) {
    w.key("tie_breaks");
    w.begin_array();
    for (const game::TieBreak t : table.standings.tie_breaks) w.string(game::tie_break_names(t).name);
    w.end_array();
  }
  if (rounds) {
    w.key("rounds");
    w.begin_array();
    table.standings.for_each_round([&](std::string_view round) { w.string(round); });
    w.end_array();
  }
}

void write_table_row_json(JsonWriter& w, const EventTables::Table& table, const game::StandingRow& r) {
  w.begin_object();
  w.key("rank");
  w.number(r.rank);
  w.key("player");
  w.string(r.name);
  w.key("games");
  w.number(r.games);
  w.key("wins");
  w.number(r.wins);
  w.key("draws");
  w.number(r.draws);
  w.key("losses");
  w.number(r.losses);
  w.key("unplayed");
  w.number(r.unplayed);
  w.key("invalid");
  w.number(r.invalid);
  w.key("points");
  w.number(r.match_points);
  w.key("captured");
  w.number(r.captured_points);
  w.key("sonneborn_berger");
  w.number(r.sonneborn_berger);
  if (!table.standings.default_tie_break_order()) {
    // The chosen tie-breaks in their order (docs/scoring.md "Tie-breaks"); null: not applied.
    w.key("tie_breaks");
    w.begin_object();
    const std::vector<double> values = table.standings.tie_break_values(r);
    for (std::size_t k = 0; k < values.size(); ++k) {
      w.key(game::tie_break_names(table.standings.tie_breaks[k]).json_key);
      if (std::isnan(values[k])) w.null();
      else w.number(values[k]);
    }
    w.end_object();
  }
  // A round's game as its cell's text; two games in one round as an array of both.
  w.key("rounds");
  w.begin_object();
  const auto games = r.games_in;
  for (std::size_t i = 0; i < games.size();) {
    std::size_t end = i + 1;
    while (end < games.size() && games[end].round == games[i].round) ++end;
    w.key(table.standings.round_name(games[i].round));
    if (end - i == 1) {
      w.string(games[i].text());
    } else {
      w.begin_array();
      for (std::size_t j = i; j < end; ++j) w.string(games[j].text());
      w.end_array();
    }
    i = end;
  }
  w.end_object();
  w.end_object();
}

void write_table_team_members(JsonWriter& w, const EventTables::Table& table) {
  const game::Standings& s = table.standings;
  w.key("teams");
  w.begin_array();
  for (const auto& t : s.teams) {
    w.begin_object();
    w.key("rank");
    w.number(t.rank);
    w.key("team");
    w.string(t.name);
    w.key("matches");
    w.number(t.matches);
    w.key("won");
    w.number(t.won);
    w.key("drawn");
    w.number(t.drawn);
    w.key("lost");
    w.number(t.lost);
    w.key("match_points");
    w.number(t.match_points);
    w.key("game_points");
    w.number(t.game_points);
    w.end_object();
  }
  w.end_array();
  w.key("boards");
  w.begin_array();
  for (const auto& b : s.boards) {
    w.begin_object();
    w.key("board");
    w.string(b.board);
    w.key("players");
    w.begin_array();
    for (const auto& r : b.rows) {
      w.begin_object();
      w.key("player");
      w.string(r.name);
      w.key("team");
      w.string(r.team);
      w.key("games");
      w.number(r.games);
      w.key("points");
      w.number(r.points);
      w.end_object();
    }
    w.end_array();
    w.end_object();
  }
  w.end_array();
}

void write_table_list_members(JsonWriter& w, const EventTables::Table& table) {
  const game::Standings& s = table.standings;
  w.key("unfinished");
  w.begin_array();
  s.for_each_unfinished([&](std::string_view where) { w.string(where); });
  w.end_array();
  w.key("invalid");
  w.begin_array();
  s.for_each_invalid([&](std::string_view where) { w.string(where); });
  w.end_array();
  if (!s.not_ranked.empty()) {
    w.key("not_ranked");
    w.begin_array();
    for (const std::string& name : s.not_ranked) w.string(name);
    w.end_array();
  }
}

void write_table_warnings_member(JsonWriter& w, const EventTables::Table& table) {
  w.key("warnings");
  w.begin_array();
  for (const std::string& warning : table.standings.warnings) w.string(warning);
  w.end_array();
}

namespace {

/// The members `write` writes, compact, read back as an object.
template <class Write>
nlohmann::ordered_json read_back(Write&& write) {
  std::string text;
  {
    JsonWriter w(text, 0, 0, InvalidUtf8::reject);
    w.begin_object();
    write(w);
    w.end_object();
  }
  return nlohmann::ordered_json::parse(text);
}

}  // namespace

nlohmann::ordered_json table_head_json(const EventTables::Table& table, bool rounds) {
  return read_back([&](JsonWriter& w) { write_table_head_members(w, table, rounds); });
}

nlohmann::ordered_json table_row_json(const EventTables::Table& table, const game::StandingRow& row) {
  std::string text;
  {
    JsonWriter w(text, 0, 0, InvalidUtf8::reject);
    write_table_row_json(w, table, row);
  }
  return nlohmann::ordered_json::parse(text);
}

nlohmann::ordered_json table_tail_json(const EventTables::Table& table, bool lists) {
  return read_back([&](JsonWriter& w) {
    write_table_team_members(w, table);
    if (lists) write_table_list_members(w, table);
    write_table_warnings_member(w, table);
  });
}

}  // namespace cinc::tools
