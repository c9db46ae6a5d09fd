// `cinc cgn FILE... [-o OUT] [--dialect cgn|cotulenh]`: rewrite games as canonical CGN
// (long-form moves, every move numbered, roster tags first, lines under 80 columns), or as
// the cotulenh engine's PGN (Commander Chess games, docs/rules/commander-chess.md §9.3), game
// by game on worker threads.
#include <CLI/CLI.hpp>
#include <atomic>
#include <iostream>

#include "cinc/game/canonical.h"
#include "cinc/game/replay.h"
#include "commands.h"
#include "io/io.h"
#include "reading/game_files.h"
#include "writing/cotulenh_export.h"
#include "writing/game_json.h"

namespace cinc::tools {

namespace {

struct CgnOptions {
  std::vector<std::string> files;
  std::string output;
  unsigned jobs = 0;
  std::string dialect = "cgn";
};

int run_cgn(const CgnOptions& opt) {
  OutputSink out(opt.output);
  GameLoop loop;
  loop.name = "cgn";
  loop.files = opt.files;
  loop.replay = game::ReplayOptions{.fen_after = false, .canonical = true, .clocks = false};
  loop.jobs = opt.jobs;
  if (opt.dialect == "cotulenh") {
    // A game that cannot be written for the engine's reader is reported and left out.
    std::atomic<bool> skipped{false};
    const auto render = [&](const FileGame& fg) {
      std::string why_not;
      if (auto text = write_cotulenh(fg.record, fg.replayed, why_not)) return std::move(*text);
      *fg.errors += fg.file + ": game " + std::to_string(fg.index) + ": not written: " + why_not + "\n";
      skipped = true;
      return std::string();
    };
    const int exit_code = for_each_game_parallel(loop, render, [&](const RenderedGame& g) { out.write(g.text); });
    out.commit();
    return skipped ? kExitInvalid : exit_code;
  }
  // An invalid game is reported and written as it was read past its error.
  loop.canonical_moves = true;
  const auto render = [](const FileGame& fg) { return game::write_canonical(fg.record, fg.replayed); };
  const int exit_code = for_each_game_parallel(loop, render, [&](const RenderedGame& g) { out.write(g.text); });
  out.commit();
  return exit_code;
}

}  // namespace

void add_cgn_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<CgnOptions>();
  CLI::App* cmd = app.add_subcommand("cgn", "Rewrite games as canonical CGN");
  add_record_files_option(*cmd, opt->files, "CGN files ('-' for standard input)");
  cmd->add_option("-o,--output", opt->output, "output file (written whole or not at all); default standard output")
      ->type_name("FILE");
  cmd->add_option("--dialect", opt->dialect, "cgn (default), or cotulenh: Commander Chess games as the cotulenh "
                                             "engine's PGN, for its reader")
      ->check(CLI::IsMember({"cgn", "cotulenh"}));
  add_jobs_option(*cmd, opt->jobs);
  add_progress_options(*cmd);
  cmd->footer("Moves are written in the long form (Hf7-d5), every move numbered, roster tags first.\n"
              "Games with errors are reported on standard error and exit 1; they are written as read.\n"
              "--dialect cotulenh writes each move as the cotulenh engine's LAN and a deploy step by step,\n"
              "as its loadPgn replays them (docs/rules/commander-chess.md §9.3); games of other variants or with\n"
              "errors are reported and left out (exit 1).");
  cmd->callback([opt, &exit_code] { exit_code = run_cgn(*opt); });
}

}  // namespace cinc::tools
