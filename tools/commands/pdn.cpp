// `cinc pdn FILE... [-o OUT]`: checkers games written as PDN for other checkers software,
// game by game on worker threads.
#include <CLI/CLI.hpp>
#include <atomic>
#include <iostream>

#include "commands.h"
#include "io/io.h"
#include "reading/game_files.h"
#include "writing/pdn_export.h"

namespace cinc::tools {

namespace {

struct PdnOptions {
  std::vector<std::string> files;
  std::string output;
  unsigned jobs = 0;
};

int run_pdn(const PdnOptions& opt) {
  OutputSink out(opt.output);
  GameLoop loop;
  loop.name = "pdn";
  loop.files = opt.files;
  loop.replay = game::ReplayOptions{.fen_after = false, .canonical = true, .clocks = false};
  loop.jobs = opt.jobs;
  std::atomic<bool> skipped{false};
  const auto render = [&](const FileGame& fg) {
    std::string why_not;
    if (auto text = write_pdn(fg.record, fg.replayed, why_not)) return std::move(*text);
    *fg.errors += fg.file + ": game " + std::to_string(fg.index) + ": not written: " + why_not + "\n";
    skipped = true;
    return std::string();
  };
  const int exit_code = for_each_game_parallel(loop, render, [&](const RenderedGame& g) { out.write(g.text); });
  out.commit();
  return skipped ? kExitInvalid : exit_code;
}

}  // namespace

void add_pdn_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<PdnOptions>();
  CLI::App* cmd = app.add_subcommand("pdn", "Write checkers games as PDN (numeric squares, GameType 21)");
  add_record_files_option(*cmd, opt->files, "CGN or PDN files ('-' for standard input)");
  cmd->add_option("-o,--output", opt->output, "output file (written whole or not at all); default standard output")
      ->type_name("FILE");
  add_jobs_option(*cmd, opt->jobs);
  add_progress_options(*cmd);
  cmd->footer("PDN names the second player White, so Red is written White; a result gives the first\n"
              "player's score first, as CGN's does (1-0: Black won), and a double forfeit -/- is 0-0.\n"
              "Reading the output back gives the same games.\n"
              "Games of other variants are reported and left out (exit 1).");
  cmd->callback([opt, &exit_code] { exit_code = run_pdn(*opt); });
}

}  // namespace cinc::tools
