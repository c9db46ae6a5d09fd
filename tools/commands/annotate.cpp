// `cinc annotate FILE... [-o OUT] [--depth D | --time MS] [--stats] [--cgn]`: games written back as
// canonical CGN (a checkers game read from PDN as PDN) with the engine's annotations
// (docs/annotate.md). The annotating is libtools' (annotation/annotate_files.h); this reads
// the options.
#include <CLI/CLI.hpp>
#include <memory>

#include "annotation/annotate_files.h"
#include "commands.h"

namespace cinc::tools {

void add_annotate_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<AnnotateFilesOptions>();
  CLI::App* cmd =
      app.add_subcommand("annotate", "Annotate games with the engine's judgement (canonical CGN, or PDN for PDN games)");
  add_record_files_option(*cmd, opt->files, "CGN or PDN files ('-' for standard input)");
  cmd->add_option("-o,--output", opt->output, "output file (written whole or not at all); default standard output")
      ->type_name("FILE");
  cmd->add_option("-d,--depth", opt->depth,
                  "search depth in plies for every position (default: the game's, docs/annotate.md)")
      ->check(CLI::Range(1, 30));
  cmd->add_option("-t,--time", opt->time_ms,
                  "search each position for about this many milliseconds instead of to a depth (the output then "
                  "depends on the machine)")
      ->check(CLI::Range(1, 600000))
      ->excludes("--depth");
  add_jobs_option(*cmd, opt->jobs);
  add_progress_options(*cmd);
  cmd->add_flag("--stats", opt->stats, "print games, positions, time and the judgements on standard error");
  cmd->add_flag("--cgn", opt->cgn, "write checkers games read from PDN as CGN too (default: as PDN, as cinc pdn writes)");
  cmd->footer("Every game has its engine. Adds what each move did (captures with running point totals,\n"
              "promotions, launches, attacks, crownings...) and the engine's judgement: ?? for a move that\n"
              "lets the opponent win at once (a Commander left capturable) or misses a win at once (a\n"
              "Commander capture), $4/$2/$6 for a blunder/mistake/inaccuracy by the drop of the mover's\n"
              "winning chances, each with the engine's line as a variation. Existing comments and variations\n"
              "are kept; the annotator's own (comments starting \"cinc:\") are replaced, so running it again\n"
              "changes nothing. Invalid games are reported and written as read (exit 1). A checkers game read\n"
              "from PDN is written as PDN (numeric squares, GameType 21, the moves in comments in numbers)\n"
              "unless --cgn. docs/annotate.md.");
  cmd->callback([opt, &exit_code] { exit_code = annotate_files(*opt); });
}

}  // namespace cinc::tools
