// `cinc score FILE...`: captures, points, clocks and the outcome of timed games
// (docs/rules/commander-in-chief.md §6; the other games' points on their pages). The
// scoring is libtools' (events/score_listing.h); this reads the options.
#include <CLI/CLI.hpp>
#include <iostream>
#include <memory>
#include <optional>

#include "cinc/game/score.h"
#include "commands.h"
#include "events/score_listing.h"

namespace cinc::tools {

namespace {

/// The limits' options as given (each empty when not given).
struct LimitOptions {
  std::optional<double> move_limit;
  std::string game_limit;
  std::string overrun;
  std::string clock_mode;
};

/// The limits' options read into `choices`; false (with the message on standard error)
/// when --game-limit does not read.
bool read_limits(const LimitOptions& given, ScoreChoices& choices) {
  choices.move_limit = given.move_limit;
  if (!given.game_limit.empty()) {
    auto parsed = game::parse_game_limit(given.game_limit);
    if (!parsed) {
      std::cerr << "cinc score: --game-limit " << given.game_limit << ": " << parsed.error().message << "\n";
      return false;
    }
    choices.game_limit = *parsed;
  }
  if (!given.overrun.empty())
    choices.overrun = given.overrun == "loss" ? game::OverrunPolicy::loss : game::OverrunPolicy::warn;
  if (!given.clock_mode.empty()) choices.clocks = game::parse_clock_mode(given.clock_mode);
  return true;
}

}  // namespace

void add_score_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<ScoreOptions>();
  auto limits = std::make_shared<LimitOptions>();
  CLI::App* cmd = app.add_subcommand("score", "Captured points, clocks and the outcome of timed games");
  add_record_files_option(*cmd, opt->files, "CGN files ('-' for standard input)");
  cmd->add_option("-o,--output", opt->output, "output file (written whole or not at all); default standard output")
      ->type_name("FILE");
  cmd->add_option("--format", opt->format, "text (default), csv or json")->check(CLI::IsMember({"text", "csv", "json"}));
  add_jobs_option(*cmd, opt->jobs);
  add_no_duplicates_option(*cmd, opt->no_duplicates);
  add_progress_options(*cmd);
  cmd->add_option("--move-limit", limits->move_limit, "per-move limit in seconds (overrides TimeControl)")
      ->check(CLI::PositiveNumber);
  cmd->add_option("--game-limit", limits->game_limit,
                  "game limit: 30m (minutes) or 40t (turns); overrides TimeControl");
  cmd->add_option("--overrun", limits->overrun, "what a per-move overrun costs: warn or loss")
      ->check(CLI::IsMember({"warn", "loss"}));
  cmd->add_option("--clock-mode", limits->clock_mode,
                  "how [%clk] is read: game (one shared game clock) or player (each player's own); "
                  "overrides [ClockMode], default: the clocks' pattern and the limits decide")
      ->check(CLI::IsMember({"game", "player"}));
  cmd->footer("Limits come from [TimeControl \"30m/60s/warn\"] (parts: <N>m game minutes, <N>t game turns,\n"
              "<N>s seconds per move, warn|loss); [%clk] is one game clock or each player's own as\n"
              "[ClockMode \"game|player\"] or the clocks' pattern says; see docs/scoring.md. Exit 1 when a game has an error.");
  cmd->callback([opt, limits, &exit_code] {
    exit_code = read_limits(*limits, opt->choices) ? write_scores(*opt) : kExitUsage;
  });
}

}  // namespace cinc::tools
