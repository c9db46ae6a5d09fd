// `cinc fix FILE... -o OUT`: the records written back corrected, when every correction is
// certain: look-alike characters read as meant, each illegal move replaced by the one legal
// move close to it (its "did you mean"), the text in UTF-8. A problem without such a
// correction is listed, and then nothing is written (docs/fix.md).
#include <CLI/CLI.hpp>
#include <atomic>
#include <iostream>

#include "cinc/game/replay.h"
#include "commands.h"
#include "diagnostics_format.h"
#include "game_files.h"
#include "game_json.h"
#include "io.h"

namespace cinc::tools {

namespace {

struct FixOptions {
  std::vector<std::string> files;
  std::string output;
  unsigned jobs = 0;
  bool dry_run = false;
};

/// The move of `line` (or of a variation in it) written at `pos`, or nullptr.
notation::MoveNode* move_at(notation::Variation& line, notation::SourcePos pos) {
  for (notation::MoveNode& node : line.moves) {
    if (node.pos == pos) return &node;
    for (notation::Variation& v : node.variations)
      if (notation::MoveNode* found = move_at(v, pos)) return found;
  }
  return nullptr;
}

/// At most this many rounds of corrections per game: each round replaces every illegal
/// move that has a suggestion, and the moves after them are then checked in the next.
constexpr int kMaxRounds = 200;

int run_fix(const FixOptions& opt) {
  OutputSink out(opt.dry_run ? "/dev/null" : opt.output);
  GameLoop loop;
  loop.name = "fix";
  loop.files = opt.files;
  loop.replay = game::ReplayOptions{.fen_after = false, .canonical = false};
  loop.jobs = opt.jobs;
  loop.report_errors = false;  // this command says what it does with each one
  std::atomic<bool> unfixable{false};
  const auto render = [&](const FileGame& fg) {
    notation::GameRecord record = fg.record;
    game::ReplayedGame replayed = game::replay(record, loop.replay);
    std::string notes;
    const auto label = [&] {
      return "game " + std::to_string(fg.index) + " of " + fg.file + ", line " + std::to_string(record.start.line) +
             ": " + game_label(identify(record)) + "\n";
    };
    for (const notation::Diagnostic& d : replayed.diagnostics)
      if (d.code == "syntax.lookalike")
        notes += format_diagnostic(fg.file, d) + "\n";
    bool stuck = false;
    for (int round = 0; round < kMaxRounds && !replayed.valid(); ++round) {
      bool changed = false;
      for (const notation::Diagnostic& d : replayed.diagnostics) {
        if (d.severity != notation::Severity::error) continue;
        notation::MoveNode* node = d.suggestion.empty() ? nullptr : move_at(record.main, d.pos);
        if (!node) {
          notes += format_diagnostic(fg.file, d) + " -- no certain correction: fix it by hand\n";
          stuck = true;
          continue;
        }
        notes += fg.file + ":" + std::to_string(d.pos.line) + ":" + std::to_string(d.pos.column) + ": fixed: ply " +
                 std::to_string(d.ply) + " \"" + node->text + "\" -> \"" + d.suggestion + "\" (" + d.message + ")\n";
        node->text = d.suggestion;
        changed = true;
      }
      if (stuck || !changed) break;
      replayed = game::replay(record, loop.replay);
    }
    if (!replayed.valid() && !stuck) {
      for (const notation::Diagnostic& d : replayed.diagnostics)
        if (d.severity == notation::Severity::error)
          notes += format_diagnostic(fg.file, d) + " -- no certain correction: fix it by hand\n";
      stuck = true;
    }
    if (stuck) unfixable = true;
    if (!notes.empty()) *fg.errors += label() + notes;
    return write_canonical(record, replayed);
  };
  const int exit_code = for_each_game_parallel(loop, render, [&](const RenderedGame& g) { out.write(g.text); });
  if (unfixable) {
    std::cerr << "cinc fix: not every problem has a certain correction (listed above): "
              << (opt.dry_run ? "nothing would be written" : "nothing written") << "\n";
    return kExitInvalid;
  }
  if (exit_code == kExitUsage) return exit_code;
  out.commit();
  return kExitOk;
}

}  // namespace

void add_fix_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<FixOptions>();
  CLI::App* cmd = app.add_subcommand(
      "fix", "Write the records corrected where every correction is certain (look-alikes, did-you-mean moves, UTF-8)");
  cmd->add_option("files", opt->files, "CGN files ('-' for standard input)")->type_name("FILE")->required();
  cmd->add_option("-o,--output", opt->output, "the corrected records (CGN, UTF-8); '-' for standard output")
      ->type_name("OUT");
  cmd->add_flag("-n,--dry-run", opt->dry_run, "list the corrections, write nothing");
  add_jobs_option(*cmd, opt->jobs);
  add_progress_options(*cmd);
  cmd->footer(
      "Each correction and each problem without one is listed on standard error, under its game.\n"
      "Exit 0 every problem corrected and OUT written; 1 a problem has no certain correction (OUT not written);\n"
      "2 usage or I/O error.");
  cmd->callback([opt, &exit_code] {
    if (opt->output.empty() && !opt->dry_run) throw CLI::RequiredError("--output (or --dry-run)");
    exit_code = run_fix(*opt);
  });
}

}  // namespace cinc::tools
