// cinc: one binary, one subcommand per job. The only try/catch that maps failures to
// the documented exit codes lives here.
#include <CLI/CLI.hpp>
#include <exception>
#include <iostream>

#include "commands.h"
#include "completion.h"
#include "io.h"
#include "progress.h"
#include "version.h"

void cinc::tools::add_jobs_option(CLI::App& command, unsigned& jobs) {
  command.add_option("-j,--jobs", jobs, "worker threads; 0 (the default) for one per core; the output is the same for any number")
      ->check(CLI::Range(0u, 1024u));
}

void cinc::tools::add_progress_options(CLI::App& command) {
  auto* progress = command.add_flag_callback(
      "--progress", [] { set_progress_mode(ProgressMode::always); },
      "show a progress line on standard error (files, games, MB, MB/s, time left) even when it is no terminal");
  // validate's own --quiet (errors only) keeps its meaning there.
  if (command.get_option_no_throw("--quiet") == nullptr)
    command.add_flag_callback("--quiet", [] { set_progress_mode(ProgressMode::never); }, "never show the progress line")
        ->excludes(progress);
}

int main(int argc, char** argv) {
  using namespace cinc::tools;
  CLI::App app{"cinc - game records of Commander-In-Chief and its family of checkerboard games.\n"
               "Exit codes: 0 success, 1 a record has an error, 2 usage or input/output error."};
  app.set_version_flag("--version", std::string(version_text()));
  app.require_subcommand(1);
  app.fallthrough(false);
  int exit_code = kExitOk;
  // Chair Force card sets beyond the built-in example, given before the command.
  app.add_option_function<std::vector<std::string>>("--cards", load_card_files,
                                                    "Chair Force card-set JSON file(s) to know by name (before the command)")
      ->type_name("FILE")
      ->trigger_on_parse();
  add_validate_command(app, exit_code);
  add_perft_command(app, exit_code);
  add_json_command(app, exit_code);
  add_fen_command(app, exit_code);
  add_cgn_command(app, exit_code);
  add_pdn_command(app, exit_code);
  add_score_command(app, exit_code);
  add_standings_command(app, exit_code);
  add_draws_command(app, exit_code);
  add_diagram_command(app, exit_code);
  add_tree_command(app, exit_code);
  add_html_command(app, exit_code);
  add_analyse_command(app, exit_code);
  add_annotate_command(app, exit_code);
  add_cards_command(app, exit_code);
  add_completion_command(app, exit_code);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    const int code = app.exit(e);
    return code == 0 ? kExitOk : kExitUsage;
  } catch (const CardFileError& e) {
    std::cerr << "cinc: " << e.what() << "\n";
    return kExitInvalid;
  } catch (const IoError& e) {
    std::cerr << "cinc: " << e.what() << "\n";
    return kExitUsage;
  } catch (const std::exception& e) {
    std::cerr << "cinc: " << e.what() << "\n";
    return kExitUsage;
  }
  return exit_code;
}
