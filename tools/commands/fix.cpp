// `cinc fix FILE... -o OUT`: the records written back corrected where every correction is
// certain (docs/fix.md). The fixing is libtools' (writing/fix.h); this reads the options.
#include <CLI/CLI.hpp>
#include <memory>

#include "commands.h"
#include "writing/fix.h"

namespace cinc::tools {

void add_fix_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<FixOptions>();
  CLI::App* cmd = app.add_subcommand(
      "fix", "Write the records corrected where every correction is certain (look-alikes, did-you-mean moves, UTF-8)");
  add_record_files_option(*cmd, opt->files, "CGN files ('-' for standard input)");
  cmd->add_option("-o,--output", opt->output, "the corrected records (CGN, UTF-8); '-' for standard output")
      ->type_name("OUT");
  cmd->add_flag("-n,--dry-run", opt->dry_run, "list the corrections, write nothing");
  cmd->add_flag("--canonical", opt->canonical,
                "write every record as `cinc cgn` does (roster tags first, every move numbered, lines under 80 "
                "columns) instead of changing only the corrected bytes");
  add_jobs_option(*cmd, opt->jobs);
  add_progress_options(*cmd);
  cmd->footer(
      "Only the corrected bytes change: comments, line breaks, spacing and tag order stay as written (the text is\n"
      "written in UTF-8). Each file is read whole; --jobs and the progress line apply with --canonical.\n"
      "Each correction and each problem without one is listed on standard error, under its game.\n"
      "Exit 0 every problem corrected and OUT written; 1 a problem has no certain correction (OUT written with it\n"
      "left as it was; with --canonical OUT is not written); 2 usage or I/O error.");
  cmd->callback([opt, &exit_code] {
    if (opt->output.empty() && !opt->dry_run) throw CLI::RequiredError("--output (or --dry-run)");
    exit_code = fix_records(*opt);
  });
}

}  // namespace cinc::tools
