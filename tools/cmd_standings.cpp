// `cinc standings FILE...`: an event's table from its games (match points, tie-breaks,
// crosstable by round). In team games the side tags name the teams, so the table is by team.
#include <CLI/CLI.hpp>
#include <array>
#include <cstdio>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cinc/game/replay.h"
#include "cinc/game/score.h"
#include "cinc/game/standings.h"
#include "commands.h"
#include "event_table.h"
#include "game_files.h"
#include "io.h"
#include "table.h"

namespace cinc::tools {

namespace {

using nlohmann::ordered_json;

struct StandingsOptions {
  std::vector<std::string> files;
  std::string output;
  std::string format = "text";
};

int run_standings(const StandingsOptions& opt) {
  std::vector<game::EventGame> games;
  std::array<char, 2> letters = {'d', 'l'};
  const int exit_code = for_each_game(opt.files, game::ReplayOptions{.fen_after = false}, true, [&](const FileGame& fg) {
      std::vector<std::string> warnings;
      const auto rules = game::rules_for(fg.record, std::nullopt, std::nullopt, std::nullopt, warnings);
      const game::ScoreReport report = game::score_game(fg.record, fg.replayed, rules);
      game::EventGame g = event_game(fg.record, fg.replayed, report, fg.file + ":" + std::to_string(fg.index));
      if (fg.replayed.variant) letters = side_letters(fg.replayed.variant);
      games.push_back(std::move(g));
  });
  const game::Standings table = game::compute_standings(games, letters[0], letters[1]);
  std::string out;
  if (opt.format == "json") {
    ordered_json doc;
    doc["rounds"] = table.rounds;
    doc["standings"] = ordered_json::array();
    for (const auto& r : table.rows) {
      ordered_json row;
      row["rank"] = r.rank;
      row["player"] = r.name;
      row["games"] = r.games;
      row["wins"] = r.wins;
      row["draws"] = r.draws;
      row["losses"] = r.losses;
      row["points"] = r.match_points;
      row["captured"] = r.captured_points;
      row["sonneborn_berger"] = r.sonneborn_berger;
      ordered_json cells = ordered_json::object();
      for (std::size_t i = 0; i < table.rounds.size(); ++i) cells[table.rounds[i]] = r.cells[i];
      row["rounds"] = cells;
      doc["standings"].push_back(std::move(row));
    }
    doc["unfinished"] = table.unfinished;
    doc["warnings"] = table.warnings;
    out = doc.dump(2) + "\n";
  } else {
    std::vector<std::string> headers = {"rank", "player", "games", "won", "drawn", "lost", "points", "captured", "SB"};
    std::vector<bool> right = {true, false, true, true, true, true, true, true, true};
    for (const auto& round : table.rounds) {
      headers.push_back("R" + round);
      right.push_back(false);
    }
    if (opt.format == "csv") {
      std::ostringstream o;
      for (std::size_t i = 0; i < headers.size(); ++i) o << (i ? "," : "") << headers[i];
      o << "\n";
      for (const auto& r : table.rows) {
        o << r.rank << "," << (r.name.find_first_of(",\"") == std::string::npos ? r.name : "\"" + r.name + "\"") << ","
          << r.games << "," << r.wins << "," << r.draws << "," << r.losses << "," << points_text(r.match_points) << ","
          << r.captured_points << "," << points_text(r.sonneborn_berger);
        for (const auto& c : r.cells) o << "," << c;
        o << "\n";
      }
      out = o.str();
    } else {
      Table t(headers, right);
      for (const auto& r : table.rows) {
        std::vector<std::string> cells = {std::to_string(r.rank), r.name, std::to_string(r.games),
                                          std::to_string(r.wins), std::to_string(r.draws), std::to_string(r.losses),
                                          points_text(r.match_points), std::to_string(r.captured_points),
                                          points_text(r.sonneborn_berger)};
        for (const auto& c : r.cells) cells.push_back(c.empty() ? "." : c);
        t.row(cells);
      }
      out = t.render();
      out += "\nCells: +3d won against the player ranked 3, playing " + std::string(1, letters[0]) +
             " (first player) or " + std::string(1, letters[1]) + " (second); = drawn, - lost.\n"
             "Ties are broken by captured points, then Sonneborn-Berger (SB), then wins.\n";
      for (const auto& u : table.unfinished) out += "unfinished (not counted): " + u + "\n";
      for (const auto& w : table.warnings) out += "warning: " + w + "\n";
    }
  }
  write_output(opt.output, out);
  return exit_code;
}

}  // namespace

void add_standings_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<StandingsOptions>();
  CLI::App* cmd = app.add_subcommand("standings", "An event's table: match points, tie-breaks, crosstable by round");
  add_encoding_option(*cmd);
  cmd->add_option("files", opt->files, "CGN files of the event ('-' for standard input)")
      ->type_name("FILE")->required();
  cmd->add_option("-o,--output", opt->output, "output file (written whole or not at all); default standard output")
      ->type_name("FILE");
  cmd->add_option("--format", opt->format, "text (default), csv or json")->check(CLI::IsMember({"text", "csv", "json"}));
  cmd->footer("A win is 1 point, a draw 1/2. Ties: captured points, Sonneborn-Berger, wins (docs/scoring.md).\n"
              "Results are taken from the records; games with '*' are listed as unfinished.");
  cmd->callback([opt, &exit_code] { exit_code = run_standings(*opt); });
}

}  // namespace cinc::tools
