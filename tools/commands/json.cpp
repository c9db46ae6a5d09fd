// `cinc json FILE... [-o OUT] [--ndjson | --pretty] [--moves full|san] [--no-fen]` and
// `cinc json --to-cgn|--to-pdn FILE.json [-o OUT]`. The conversions are libtools'
// (writing/json_convert.h); this reads the options.
#include <CLI/CLI.hpp>
#include <memory>

#include "commands.h"
#include "writing/json_convert.h"

namespace cinc::tools {

void add_json_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<JsonOptions>();
  CLI::App* cmd = app.add_subcommand("json", "Convert CGN games to JSON (docs/notation.md §7), or JSON back to CGN");
  add_record_files_option(*cmd, opt->files, "input files ('-' for standard input): CGN or PDN, or JSON with --to-cgn or --to-pdn",
                          [opt] { return !opt->to_cgn && !opt->to_pdn; });
  cmd->add_option("-o,--output", opt->output, "output file (written whole or not at all); default standard output")
      ->type_name("FILE");
  auto* ndjson = cmd->add_flag("--ndjson", opt->ndjson, "one game per line instead of {\"games\": [...]}");
  cmd->add_flag("--pretty", opt->pretty, "indented, two spaces a level (default: compact, a game per line)")
      ->excludes(ndjson);
  cmd->add_option("--moves", opt->moves,
                  "what each move carries: full (default: every fact replay learnt, with the FEN after it) or san "
                  "(the move's canonical text alone; no final board)")
      ->check(CLI::IsMember({"full", "san"}));
  cmd->add_flag("--no-fen", opt->no_fen, "leave out each move's fen_after");
  cmd->add_flag("--to-cgn", opt->to_cgn, "read JSON games and write canonical CGN");
  cmd->add_flag("--to-pdn", opt->to_pdn, "read JSON checkers games and write PDN");
  add_jobs_option(*cmd, opt->jobs);
  add_progress_options(*cmd);
  cmd->footer("Exit 0 when every game is valid, 1 when any game has an error (output is still written), "
              "2 for usage or I/O errors. With --to-cgn/--to-pdn, a game that cannot be read back stops the run "
              "(exit 1, no output file).");
  cmd->callback([opt, &exit_code] {
    exit_code = opt->to_cgn || opt->to_pdn ? json_to_records(*opt) : games_to_json(*opt);
  });
}

}  // namespace cinc::tools
