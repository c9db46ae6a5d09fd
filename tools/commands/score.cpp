// `cinc score FILE...`: captures, points, clocks and the outcome of timed games
// (docs/rules/commander-in-chief.md §6; the other games' points on their pages).
#include <CLI/CLI.hpp>
#include <cmath>
#include <cstdio>
#include <iostream>
#include <sstream>

#include "cinc/game/replay.h"
#include "cinc/game/score.h"
#include "commands.h"
#include "events/score_format.h"
#include "events/score_report.h"
#include "events/table.h"
#include "io/io.h"
#include "io/progress.h"
#include "reading/game_files.h"
#include "writing/diagnostics_format.h"
#include "writing/json_stream.h"

namespace cinc::tools {

namespace {

struct ScoreOptions {
  std::vector<std::string> files;
  std::string output;
  std::string format = "text";
  std::optional<double> move_limit;
  std::string game_limit;
  std::string overrun;
  std::string clock_mode;
  bool no_duplicates = false;  ///< --no-duplicates: no game remembered
  unsigned jobs = 0;
};

// One game with its score, for the formatters (valid while for_each_game visits it).
struct ScoredGame {
  const std::string& file;
  int index;
  const notation::GameRecord* record;
  const game::ReplayedGame& replayed;
  game::ScoreReport report;
};

std::string ply_list(const std::vector<int>& plies) {
  if (plies.empty()) return "none";
  std::string out = std::to_string(plies.front());
  if (plies.size() > 1) out += "-" + std::to_string(plies.back());
  return out;
}

std::string game_text(const ScoredGame& s) {
  const auto& r = s.report;
  const auto& g = s.replayed;
  std::ostringstream o;
  auto player = [&](int side) {
    const std::string name = g.side_name(side);
    const std::string* p = s.record->tag(name);
    return (p ? *p : std::string("?")) + " (" + name + ")";
  };
  o << s.file << ", game " << s.index << ": " << player(0) << " - " << player(1);
  if (const std::string* round = s.record->tag("Round")) o << ", round " << *round;
  o << "\n  limits:   " << r.rules.describe() << "\n";
  if (r.clock_reading != game::ClockReading::none) o << "  clocks:   " << r.clock_reason << "\n";
  if (!r.captures.empty() || !r.attacks.empty()) {
    Table t({"ply", "side", "takes", "on", "value", "by"}, {true, false, false, false, true, false});
    for (const auto& c : r.captures)
      t.row({std::to_string(c.ply), g.side_name(c.side), c.piece, c.square, std::to_string(c.value), c.member});
    for (const auto& c : r.attacks)
      t.row({std::to_string(c.ply), g.side_name(c.side), c.piece + " (attack)", c.square, "0", c.member});
    o << t.render("  ");
  } else {
    o << "  no captures\n";
  }
  o << "  points:   " << g.side_name(0) << " " << r.points[0] << ", " << g.side_name(1) << " " << r.points[1] << "\n";
  for (const auto& [name, both] : r.tallies)
    o << "  " << name << ": " << g.side_name(0) << " " << both[0] << ", " << g.side_name(1) << " " << both[1] << "\n";
  for (int side = 0; side < 2; ++side) {
    const auto& shares = r.shares[static_cast<std::size_t>(side)];
    if (shares.empty()) continue;
    o << "  shares:   " << g.side_name(side);
    for (const auto& [member, value] : shares) o << " " << member << " " << value;
    o << "\n";
  }
  if (r.rules.game_seconds || r.rules.game_plies) o << "  limit:    " << limit_text(r) << "\n";
  if (!r.after_limit.empty())
    o << "  after:    " << r.after_limit.size() << " plies do not count (" << ply_list(r.after_limit) << ")\n";
  if (!r.overruns.empty()) {
    o << "  overruns:";
    for (const std::string& v : overrun_texts(r, g)) o << " " << v << ";";
    o << "\n";
  }
  o << "  outcome:  " << outcome_text(r) << "\n";
  o << "  result:   " << (r.result_tag ? *r.result_tag : std::string("none")) << "\n";
  for (const auto& w : r.warnings) o << "  warning:  " << w << "\n";
  return o.str();
}

std::string csv_field(const std::string& s) {
  if (s.find_first_of(",\"\n") == std::string::npos) return s;
  std::string out = "\"";
  for (char c : s) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

std::string csv_row(const ScoredGame& s) {
  const auto& r = s.report;
  const std::string* round = s.record->tag("Round");
  const std::string* first = s.record->tag(s.replayed.side_name(0));
  const std::string* second = s.record->tag(s.replayed.side_name(1));
  return csv_field(s.file) + "," + std::to_string(s.index) + "," + csv_field(round ? *round : "") + "," +
         csv_field(first ? *first : "") + "," + csv_field(second ? *second : "") + "," + std::to_string(r.points[0]) +
         "," + std::to_string(r.points[1]) + "," + (r.limit_ply ? std::to_string(*r.limit_ply) : "") + "," +
         std::to_string(r.after_limit.size()) + "," + std::to_string(r.overruns.size()) + "," +
         (r.outcome ? *r.outcome : "") + "," + (r.result_tag ? *r.result_tag : "") + "," +
         std::to_string(r.warnings.size()) + "\n";
}

int run_score(const ScoreOptions& opt) {
  ScoreChoices choices;
  choices.move_limit = opt.move_limit;
  if (!opt.game_limit.empty()) {
    auto parsed = game::parse_game_limit(opt.game_limit);
    if (!parsed) {
      std::cerr << "cinc score: --game-limit " << opt.game_limit << ": " << parsed.error().message << "\n";
      return kExitUsage;
    }
    choices.game_limit = *parsed;
  }
  if (!opt.overrun.empty())
    choices.overrun = opt.overrun == "loss" ? game::OverrunPolicy::loss : game::OverrunPolicy::warn;
  if (!opt.clock_mode.empty()) choices.clocks = game::parse_clock_mode(opt.clock_mode);

  // Each game is scored and formatted on a worker; the output is written as it comes.
  OutputSink out(opt.output);
  JsonArrayDocument doc(out, "games");
  if (opt.format == "csv")
    out.write("file,game,round,first,second,first_points,second_points,limit_ply,after_limit,overruns,outcome,result,"
              "warnings\n");
  GameLoop loop;
  loop.name = "score";
  loop.files = opt.files;
  loop.replay = game::ReplayOptions{.fen_after = false, .canonical = false};
  loop.jobs = opt.jobs;
  loop.fingerprints = !opt.no_duplicates;  // a copy of a game is scored, with a warning (game.duplicate)
  // Each worker holds its part's games as tokens while it scores them one by one: parts of
  // 8 KiB (a few games) rather than 64 KiB keep that small, leaving room for the search for
  // copies within 16 MiB on a 1 GiB input (docs/performance.md).
  loop.segment_bytes = std::size_t{8} << 10;
  DuplicateFinder duplicates;
  const auto render = [&](const FileGame& fg) {
    const ScoredGame s{fg.file, fg.index, &fg.record, fg.replayed, score_record(fg.record, fg.replayed, choices)};
    if (opt.format == "json") return score_json(s.file, s.index, fg.record, fg.replayed, s.report).dump(2);
    if (opt.format == "csv") return csv_row(s);
    return game_text(s);
  };
  bool first = true;
  const auto emit = [&](const RenderedGame& g) {
    if (auto original = opt.no_duplicates ? std::nullopt : duplicates.seen(g.fingerprint, g.file, g.index, g.line)) {
      const Progress::Pause pause(Progress::current());
      std::cerr << format_diagnostic(g.file, duplicate_warning(*original, notation::SourcePos{g.line, 1})) << "\n";
    }
    if (opt.format == "json") {
      doc.add(g.text);
    } else {
      // Text: a blank line between games.
      if (opt.format == "text" && !first) out.write("\n");
      out.write(g.text);
    }
    first = false;
  };
  const int exit_code = for_each_game_parallel(loop, render, emit);
  if (opt.format == "json") doc.finish();
  out.commit();
  return exit_code;
}

}  // namespace

void add_score_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<ScoreOptions>();
  CLI::App* cmd = app.add_subcommand("score", "Captured points, clocks and the outcome of timed games");
  add_record_files_option(*cmd, opt->files, "CGN files ('-' for standard input)");
  cmd->add_option("-o,--output", opt->output, "output file (written whole or not at all); default standard output")
      ->type_name("FILE");
  cmd->add_option("--format", opt->format, "text (default), csv or json")->check(CLI::IsMember({"text", "csv", "json"}));
  add_jobs_option(*cmd, opt->jobs);
  add_no_duplicates_option(*cmd, opt->no_duplicates);
  add_progress_options(*cmd);
  cmd->add_option("--move-limit", opt->move_limit, "per-move limit in seconds (overrides TimeControl)")
      ->check(CLI::PositiveNumber);
  cmd->add_option("--game-limit", opt->game_limit, "game limit: 30m (minutes) or 40t (turns); overrides TimeControl");
  cmd->add_option("--overrun", opt->overrun, "what a per-move overrun costs: warn or loss")
      ->check(CLI::IsMember({"warn", "loss"}));
  cmd->add_option("--clock-mode", opt->clock_mode,
                  "how [%clk] is read: game (one shared game clock) or player (each player's own); "
                  "overrides [ClockMode], default: the clocks' pattern and the limits decide")
      ->check(CLI::IsMember({"game", "player"}));
  cmd->footer("Limits come from [TimeControl \"30m/60s/warn\"] (parts: <N>m game minutes, <N>t game turns,\n"
              "<N>s seconds per move, warn|loss); [%clk] is one game clock or each player's own as\n"
              "[ClockMode \"game|player\"] or the clocks' pattern says; see docs/scoring.md. Exit 1 when a game has an error.");
  cmd->callback([opt, &exit_code] { exit_code = run_score(*opt); });
}

}  // namespace cinc::tools
