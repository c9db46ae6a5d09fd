// `cinc pdn FILE... [-o OUT]`: checkers games written as PDN for other checkers software.
#include <CLI/CLI.hpp>
#include <iostream>

#include "commands.h"
#include "game_files.h"
#include "io.h"
#include "pdn_export.h"

namespace cinc::tools {

namespace {

struct PdnOptions {
  std::vector<std::string> files;
  std::string output;
};

int run_pdn(const PdnOptions& opt) {
  std::string out;
  bool skipped = false;
  const int exit_code = for_each_game(opt.files, {}, true, [&](const FileGame& fg) {
    std::string why_not;
    if (auto text = write_pdn(fg.record, fg.replayed, why_not)) {
      out += *text;
    } else {
      std::cerr << fg.file << ": game " << fg.index << ": not written: " << why_not << "\n";
      skipped = true;
    }
  });
  write_output(opt.output, out);
  return skipped ? kExitInvalid : exit_code;
}

}  // namespace

void add_pdn_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<PdnOptions>();
  CLI::App* cmd = app.add_subcommand("pdn", "Write checkers games as PDN (numeric squares, GameType 21)");
  cmd->add_option("files", opt->files, "CGN or PDN files ('-' for standard input)")->type_name("FILE")->required();
  cmd->add_option("-o,--output", opt->output, "output file (written whole or not at all); default standard output")
      ->type_name("FILE");
  cmd->footer("PDN names the second player White and a result by the winner's colour: Red is written\n"
              "White and CGN's 0-1 (Red won) is written 1-0. Reading the output back gives the same games.\n"
              "Games of other variants are reported and left out (exit 1).");
  cmd->callback([opt, &exit_code] { exit_code = run_pdn(*opt); });
}

}  // namespace cinc::tools
