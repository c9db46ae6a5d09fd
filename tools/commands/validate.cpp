// `cinc validate FILE...`: every game replayed, every problem on its own line. The checking
// is libtools' (reading/validate_files.h); this reads the options.
#include <CLI/CLI.hpp>
#include <memory>

#include "commands.h"
#include "reading/validate_files.h"

namespace cinc::tools {

void add_validate_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<ValidateOptions>();
  CLI::App* cmd = app.add_subcommand("validate", "Check every move, tag and result of the games in FILE...");
  add_record_files_option(*cmd, opt->files, "CGN files ('-' for standard input)");
  cmd->add_option("--format", opt->format, "text (one line per problem) or json")
      ->check(CLI::IsMember({"text", "json"}));
  cmd->add_flag("-q,--quiet", opt->quiet, "show errors only, not warnings");
  cmd->add_option("--valid-out", opt->valid_out, "write the valid games, as read (in UTF-8), to this file")
      ->type_name("FILE");
  cmd->add_option("--invalid-out", opt->invalid_out, "write the invalid games, as read (in UTF-8), to this file")
      ->type_name("FILE");
  add_jobs_option(*cmd, opt->jobs);
  add_no_duplicates_option(*cmd, opt->no_duplicates);
  add_progress_options(*cmd);
  cmd->footer(
      "A game with problems is named first: game N of FILE, line L: Event, round R, board B: players, result\n"
      "Each problem: FILE:LINE:COL: error|warning: ply N (Side) \"move\": message; did you mean X? [code]\n"
      "Last line: N games: V valid, I invalid. Exit 0 all valid, 1 any error, 2 usage or I/O error.");
  cmd->callback([opt, &exit_code] { exit_code = validate_files(*opt); });
}

}  // namespace cinc::tools
