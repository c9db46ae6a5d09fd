// `cinc draws FILE...`: every point where a draw occurred or could be claimed, and the
// record's Result and Termination checked against them. The listing is libtools'
// (events/draw_listing.h); this reads the options.
#include <CLI/CLI.hpp>
#include <memory>

#include "commands.h"
#include "events/draw_listing.h"

namespace cinc::tools {

void add_draws_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<DrawsOptions>();
  CLI::App* cmd = app.add_subcommand("draws", "Where a draw occurred or could be claimed; Result and Termination checked");
  add_record_files_option(*cmd, opt->files, "CGN files ('-' for standard input)");
  cmd->add_option("-o,--output", opt->output, "output file (written whole or not at all); default standard output")
      ->type_name("FILE");
  cmd->add_option("--format", opt->format, "text (default) or json")->check(CLI::IsMember({"text", "json"}));
  add_jobs_option(*cmd, opt->jobs);
  add_progress_options(*cmd);
  cmd->add_option("--no-progress-limit", opt->no_progress,
                  "plies without progress that make a draw claimable (default: the game's rule, 100 plies in "
                  "Commander-In-Chief, 80 in checkers, none in Coast to Coast and Stack'Em)")
      ->check(CLI::Range(1, 100000));
  cmd->footer("Claims: repetition (third occurrence of the position: board, side to move and, in\n"
              "Commander-In-Chief, team state and enhancements),\n"
              "no-progress, stalemate, agreement, time-limit-tie. See docs/draws.md. Exit 1 if a game has an error.");
  cmd->callback([opt, &exit_code] { exit_code = write_draws(*opt); });
}

}  // namespace cinc::tools
