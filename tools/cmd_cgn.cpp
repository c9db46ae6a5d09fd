// `cinc cgn FILE... [-o OUT]`: rewrite games as canonical CGN (long-form moves, every
// move numbered, roster tags first, lines under 80 columns).
#include <CLI/CLI.hpp>
#include <iostream>

#include "cinc/game/replay.h"
#include "commands.h"
#include "game_files.h"
#include "game_json.h"
#include "io.h"
#include "pdn_export.h"

namespace cinc::tools {

namespace {

struct CgnOptions {
  std::vector<std::string> files;
  std::string output;
};

int run_cgn(const CgnOptions& opt) {
  std::string out;
  // An invalid game is reported and written as it was read past its error.
  const int exit_code = for_each_game(opt.files, {}, true, [&](const FileGame& fg) {
    notation::GameRecord record = fg.record;
    canonicalise(record.main, fg.replayed.main);
    out += write_canonical(record, fg.replayed);
  });
  write_output(opt.output, out);
  return exit_code;
}

}  // namespace

void add_cgn_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<CgnOptions>();
  CLI::App* cmd = app.add_subcommand("cgn", "Rewrite games as canonical CGN");
  cmd->add_option("files", opt->files, "CGN files ('-' for standard input)")->type_name("FILE")->required();
  cmd->add_option("-o,--output", opt->output, "output file (written whole or not at all); default standard output")
      ->type_name("FILE");
  cmd->footer("Moves are written in the long form (Hf7-d5), every move numbered, roster tags first.\n"
              "Games with errors are reported on standard error and exit 1; they are written as read.");
  cmd->callback([opt, &exit_code] { exit_code = run_cgn(*opt); });
}

}  // namespace cinc::tools
