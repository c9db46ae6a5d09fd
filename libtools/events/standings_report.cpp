// `cinc standings`' work (docs/scoring.md "cinc standings"): an event's games read into
// its tables, written as text, CSV or JSON.
#include "events/standings_report.h"

#include <algorithm>
#include <array>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <stdexcept>
#include <iostream>
#include <sstream>

#include "cinc/game/replay.h"
#include "cinc/game/score.h"
#include "cinc/game/standings.h"
#include "events/event_table.h"
#include "events/table.h"
#include "io/io.h"
#include "reading/exit_codes.h"
#include "reading/game_files.h"
#include "writing/diagnostics_format.h"
#include "writing/json_writer.h"

namespace cinc::tools {

namespace {

// The most rounds whose crosstable columns the text and CSV tables show (a corpus of
// unrelated games, each its own round, would make them players x rounds wide).
constexpr std::size_t kMaxCrosstableRounds = 100;

std::string csv_field(std::string_view s) {
  if (s.find_first_of(",\"\n") == std::string_view::npos) return std::string(s);
  std::string out = "\"";
  for (char c : s) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

std::string event_title(const EventTables::Table& t) {
  std::string out;
  for (const std::string& e : t.events) out += (out.empty() ? "" : ", ") + (e.empty() ? "(no Event tag)" : e);
  return (t.events.size() > 1 ? "Events: " : "Event: ") + out;
}

// A tie-break's value: as points are written, "-" where direct encounter does not apply.
std::string tie_break_text(double v) { return std::isnan(v) ? "-" : points_text(v); }

// The legend line of a table ranked by chosen tie-breaks (docs/scoring.md "Tie-breaks").
std::string tie_break_legend(const std::vector<game::TieBreak>& order) {
  std::string out = "Ties are broken by ";
  for (std::size_t k = 0; k < order.size(); ++k) {
    const game::TieBreakNames& n = game::tie_break_names(order[k]);
    out += std::string(k == 0 ? "" : ", then ") + n.title + " (" + n.column + ")";
  }
  const bool direct = std::find(order.begin(), order.end(), game::TieBreak::direct_encounter) != order.end();
  return out + (direct ? "; - where direct encounter does not apply" : "") + " (docs/scoring.md \"Tie-breaks\").\n";
}

// One table as text: the players, the legend and notes, then teams and boards. The rows
// are written one by one (measured first, then written), never the whole table at once.
void write_text(OutputSink& out, const EventTables::Table& table) {
  const game::Standings& s = table.standings;
  bool unplayed = false, invalid = false;
  s.for_each_row([&](const game::StandingRow& r) { unplayed |= r.unplayed > 0, invalid |= r.invalid > 0; });
  const std::size_t rounds = s.round_count();
  const bool crosstable = rounds <= kMaxCrosstableRounds;
  std::vector<std::string> headers = {"rank", "player", "games", "won", "drawn", "lost"};
  std::vector<bool> right = {true, false, true, true, true, true};
  if (unplayed) headers.push_back("unplayed"), right.push_back(true);
  const bool default_order = s.default_tie_break_order();
  if (default_order) {
    for (const char* h : {"points", "captured", "SB"}) headers.push_back(h), right.push_back(true);
  } else {
    // The chosen tie-breaks' columns, in their order (docs/scoring.md "Tie-breaks").
    headers.push_back("points"), right.push_back(true);
    for (const game::TieBreak tb : s.tie_breaks) headers.push_back(game::tie_break_names(tb).column), right.push_back(true);
  }
  if (invalid) headers.push_back("!"), right.push_back(true);
  if (crosstable)
    s.for_each_round([&](std::string_view round) { headers.push_back("R" + std::string(round)), right.push_back(false); });
  Table t(headers, right);
  std::vector<std::string> cells;
  auto cells_of = [&](const game::StandingRow& r) {
    cells = {std::to_string(r.rank), std::string(r.name), std::to_string(r.games),
             std::to_string(r.wins), std::to_string(r.draws), std::to_string(r.losses)};
    if (unplayed) cells.push_back(std::to_string(r.unplayed));
    cells.push_back(points_text(r.match_points));
    if (default_order) {
      cells.push_back(std::to_string(r.captured_points));
      cells.push_back(points_text(r.sonneborn_berger));
    } else {
      for (const double v : s.tie_break_values(r)) cells.push_back(tie_break_text(v));
    }
    if (invalid) cells.push_back(r.invalid ? std::to_string(r.invalid) : "");
    if (crosstable)
      for (std::size_t i = 0; i < rounds; ++i) {
        std::string c = r.cell(i);
        cells.push_back(c.empty() ? "." : std::move(c));
      }
    return cells;
  };
  s.for_each_row([&](const game::StandingRow& r) { t.measure(cells_of(r)); });
  out.write(t.header());
  s.for_each_row([&](const game::StandingRow& r) { out.write(t.line(cells_of(r))); });
  const std::string d(1, table.letters[0]), l(1, table.letters[1]);
  std::string notes = "\nCells: +3" + d + " won against the player ranked 3, playing " + d + " (first player) or " + l +
                      " (second); = drawn, - lost; +f3" + d + " won by forfeit; +bye a bye; . no game.\n" +
                      (default_order ? std::string("Ties are broken by captured points, then Sonneborn-Berger (SB), then "
                                                   "wins; byes and forfeits count for points only.\n")
                                     : tie_break_legend(s.tie_breaks));
  if (!crosstable)
    notes += "The crosstable is left out: " + std::to_string(rounds) + " rounds, more than " +
             std::to_string(kMaxCrosstableRounds) + " (--format json gives every player's rounds).\n";
  if (invalid) notes += "! a game whose record has an error, counted as its record states (cinc validate shows why).\n";
  out.write(notes);
  s.for_each_unfinished([&](std::string_view u) { out.write("unfinished (not counted): " + std::string(u) + "\n"); });
  s.for_each_invalid([&](std::string_view u) { out.write("invalid (counted as recorded, marked !): " + std::string(u) + "\n"); });
  for (const std::string& name : s.not_ranked) out.write("not ranked (no game played): " + name + "\n");
  for (const auto& w : s.warnings) out.write("warning: " + w + "\n");
  if (!s.teams.empty()) {
    Table teams({"rank", "team", "matches", "won", "drawn", "lost", "match points", "game points"},
                {true, false, true, true, true, true, true, true});
    for (const auto& r : s.teams)
      teams.row({std::to_string(r.rank), r.name, std::to_string(r.matches), std::to_string(r.won),
                 std::to_string(r.drawn), std::to_string(r.lost), std::to_string(r.match_points),
                 points_text(r.game_points)});
    out.write("\nTeams (a match won 2, drawn 1, lost 0; ties by game points):\n" + teams.render());
  }
  for (const auto& b : s.boards) {
    Table board({"player", "team", "games", "points"}, {false, false, true, true});
    for (const auto& r : b.rows) board.row({r.name, r.team, std::to_string(r.games), points_text(r.points)});
    out.write("\nBoard " + b.board + ":\n" + board.render());
  }
}

void write_csv(OutputSink& out, const EventTables::Table& table) {
  const game::Standings& s = table.standings;
  const std::size_t rounds = s.round_count();
  const bool crosstable = rounds <= kMaxCrosstableRounds;
  const bool default_order = s.default_tie_break_order();
  std::string header = "event,rank,player,games,won,drawn,lost,unplayed,points,captured,SB,invalid";
  if (!default_order) {
    // The chosen tie-breaks' columns in their order, where captured and SB are by default.
    header = "event,rank,player,games,won,drawn,lost,unplayed,points";
    for (const game::TieBreak tb : s.tie_breaks) header += "," + std::string(game::tie_break_names(tb).column);
    header += ",invalid";
  }
  if (crosstable) s.for_each_round([&](std::string_view round) { header += ",R" + std::string(round); });
  out.write(header + "\n");
  const std::string event = csv_field(table.events.size() == 1 ? table.events[0] : std::string());
  s.for_each_row([&](const game::StandingRow& r) {
    std::string line = event + "," + std::to_string(r.rank) + "," + csv_field(r.name) + "," + std::to_string(r.games) +
                       "," + std::to_string(r.wins) + "," + std::to_string(r.draws) + "," +
                       std::to_string(r.losses) + "," + std::to_string(r.unplayed) + "," + points_text(r.match_points);
    if (default_order) {
      line += "," + std::to_string(r.captured_points) + "," + points_text(r.sonneborn_berger);
    } else {
      for (const double v : s.tie_break_values(r)) line += "," + tie_break_text(v);
    }
    line += "," + std::to_string(r.invalid);
    if (crosstable)
      for (std::size_t i = 0; i < rounds; ++i) line += "," + r.cell(i);
    out.write(line + "\n");
  });
}

// Members of an indented object at depth 1, written by `write` ("\n  \"name\": value", a
// comma between them; after a member already written when `first` is false).
template <class Write>
std::string members(bool first, Write&& write) {
  std::string text;
  {
    JsonWriter w(text, 2, 1, InvalidUtf8::reject);
    w.continue_container(first);
    write(w);
    w.end_continued();
  }
  return text;
}

// One table as a JSON object, written row by row (no document of the whole table), laid
// out as dump(2) lays out an object at the top (an event may have thousands of rounds,
// a table on disk list a hundred thousand games).
void write_json(OutputSink& out, const EventTables::Table& table) {
  out.write("{" + members(true, [&](JsonWriter& w) { write_table_head_members(w, table, false); }) +
            ",\n  \"rounds\": [");
  bool first_round = true;
  table.standings.for_each_round([&](std::string_view round) {
    out.write((first_round ? "\n    " : ",\n    ") + json_text::quoted(round));
    first_round = false;
  });
  out.write(first_round ? "],\n  \"standings\": [" : "\n  ],\n  \"standings\": [");
  bool first = true;
  std::string row;
  table.standings.for_each_row([&](const game::StandingRow& r) {
    row.assign(first ? "\n    " : ",\n    ");
    {
      JsonWriter w(row, 0, 0, InvalidUtf8::reject);  // compact: a row on a line
      write_table_row_json(w, table, r);
    }
    out.write(row);
    first = false;
  });
  out.write(first ? "]," : "\n  ],");
  out.write(members(true, [&](JsonWriter& w) { write_table_team_members(w, table); }));
  // The lists of games written one by one.
  const game::Standings& s = table.standings;
  auto list = [&](const char* name, void (game::Standings::*each)(const std::function<void(std::string_view)>&) const) {
    out.write(",\n  \"" + std::string(name) + "\": [");
    bool none = true;
    (s.*each)([&](std::string_view where) {
      out.write((none ? "\n    " : ",\n    ") + json_text::quoted(where));
      none = false;
    });
    out.write(none ? "]" : "\n  ]");
  };
  list("unfinished", &game::Standings::for_each_unfinished);
  list("invalid", &game::Standings::for_each_invalid);
  if (!s.not_ranked.empty()) {
    // Players without a counted game (docs/scoring.md), only when there are any.
    out.write(",\n  \"not_ranked\": [");
    for (std::size_t i = 0; i < s.not_ranked.size(); ++i)
      out.write((i == 0 ? "\n    " : ",\n    ") + json_text::quoted(s.not_ranked[i]));
    out.write("\n  ]");
  }
  out.write(members(false, [&](JsonWriter& w) { write_table_warnings_member(w, table); }) + "\n}");
}

// When a table moves to disk (docs/scoring.md "Memory"): past kStandingsSpillBudget bytes
// of state, or, for tests, past CINC_STANDINGS_SPILL_BUDGET bytes; in $TMPDIR, else /tmp.
game::SpillOptions spill_options() {
  game::SpillOptions spill;
  spill.budget = game::kStandingsSpillBudget;
  if (const char* budget = std::getenv("CINC_STANDINGS_SPILL_BUDGET"); budget && *budget) {
    char* end = nullptr;
    errno = 0;
    const unsigned long long bytes = std::strtoull(budget, &end, 10);
    if (*end != '\0' || errno != 0 || *budget == '-')
      throw std::runtime_error(std::string("CINC_STANDINGS_SPILL_BUDGET=") + budget + " is not a number of bytes");
    spill.budget = static_cast<std::size_t>(bytes);
  }
  return spill;
}

}  // namespace

int write_standings(const StandingsOptions& opt) {
  std::optional<std::vector<game::TieBreak>> tie_breaks;
  if (!opt.tie_breaks.empty()) {
    std::string error;
    tie_breaks = game::parse_tie_breaks(opt.tie_breaks, error);
    if (!tie_breaks) throw std::invalid_argument("--tie-breaks: " + error);
  }
  StandingsRun run(opt.merge, spill_options(), std::move(tie_breaks));
  int exit_code = for_each_game(opt.files, game::ReplayOptions{.fen_after = false}, true, [&](const FileGame& fg) {
    if (auto said = run.add(fg.file, fg.index, fg.record, fg.replayed))
      std::cerr << format_diagnostic(fg.file, *said) << "\n";
  });
  if (run.missing_players() && exit_code == kExitOk) exit_code = kExitInvalid;
  const std::vector<EventTables::Table> done = run.finish();
  const std::vector<std::string>& left_out = run.left_out();
  OutputSink out(opt.output);
  if (opt.format == "json") {
    out.write("{\n\"events\": [");
    for (std::size_t i = 0; i < done.size(); ++i) {
      out.write(i == 0 ? "\n" : ",\n");
      write_json(out, done[i]);
    }
    out.write(done.empty() ? "],\n" : "\n],\n");
    std::string list;
    {
      JsonWriter w(list, 2, 0, InvalidUtf8::reject);
      w.begin_array();
      for (const std::string& l : left_out) w.string(l);
      w.end_array();
    }
    out.write("\"left_out\": " + list + "\n}\n");
  } else {
    const bool titled = done.size() > 1 || (done.size() == 1 && done[0].events.size() > 1);
    for (std::size_t i = 0; i < done.size(); ++i) {
      if (i > 0) out.write("\n");
      if (opt.format == "csv") {
        write_csv(out, done[i]);
        continue;
      }
      if (titled) out.write(event_title(done[i]) + "\n\n");
      write_text(out, done[i]);
    }
    if (opt.format == "text")
      for (const auto& l : left_out) out.write("left out: " + l + "\n");
  }
  out.commit();
  return exit_code;
}

}  // namespace cinc::tools
