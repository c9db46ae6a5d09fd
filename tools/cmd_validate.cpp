// `cinc validate FILE...`: every game replayed, every problem on its own line.
#include <CLI/CLI.hpp>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cinc/game/replay.h"
#include "commands.h"
#include "diagnostics_format.h"
#include "game_files.h"
#include "io.h"
#include "json_stream.h"

namespace cinc::tools {

namespace {

struct ValidateOptions {
  std::vector<std::string> files;
  std::string format = "text";
  bool quiet = false;
  unsigned jobs = 0;
};

int run_validate(const ValidateOptions& opt) {
  const bool text = opt.format == "text";
  std::size_t games = 0, valid = 0;
  bool empty_file = false;
  OutputSink out("-");
  JsonArrayDocument json(out, "games");
  CheckLoop loop;
  loop.files = opt.files;
  loop.skip_unreadable = true;
  loop.jobs = opt.jobs;
  DuplicateFinder duplicates;  // a copy of an earlier game is a warning (game.duplicate)
  // Most games have nothing to report: what there is is written here, in input order.
  const auto emit = [&](const CheckedGame& g) {
    ++games;
    if (g.valid) ++valid;
    std::optional<notation::Diagnostic> copy;
    if (auto first = duplicates.seen(g.fingerprint, g.file, g.index, g.line))
      copy = duplicate_warning(*first, notation::SourcePos{g.line, 1});
    if (text) {
      if (copy && !opt.quiet) out.write(format_diagnostic(g.file, *copy) + "\n");
      for (const auto& d : g.diagnostics) {
        if (opt.quiet && d.severity == notation::Severity::warning) continue;
        out.write(format_diagnostic(g.file, d) + "\n");
      }
      return;
    }
    nlohmann::ordered_json object;
    object["file"] = g.file;
    object["game"] = g.index;
    object["line"] = g.line;
    object["valid"] = g.valid;
    nlohmann::ordered_json diags = nlohmann::ordered_json::array();
    if (copy) diags.push_back(diagnostic_json(*copy));
    for (const auto& d : g.diagnostics) diags.push_back(diagnostic_json(d));
    object["diagnostics"] = std::move(diags);
    json.add(object.dump(2));
  };
  const auto file_done = [&](const std::string& shown, int in_file) {
    if (in_file > 0) return;
    // A file without a single game is an error an organiser wants to see.
    empty_file = true;
    notation::Diagnostic d;
    d.pos = {1, 1};
    d.code = "input.no-games";
    d.message = "no games found in this file";
    if (text) out.write(format_diagnostic(shown, d) + "\n");
    else
      json.add(nlohmann::ordered_json({{"file", shown}, {"game", nullptr}, {"line", 1}, {"valid", false},
                                       {"diagnostics", nlohmann::ordered_json::array({diagnostic_json(d)})}})
                   .dump(2));
  };
  int exit_code = for_each_checked_game(loop, emit, file_done);
  if (empty_file && exit_code == kExitOk) exit_code = kExitInvalid;
  if (text) {
    out.write(std::to_string(games) + (games == 1 ? " game: " : " games: ") + std::to_string(valid) + " valid, " +
              std::to_string(games - valid) + " invalid\n");
  } else {
    nlohmann::ordered_json more;
    more["summary"] = {{"games", games}, {"valid", valid}, {"invalid", games - valid}};
    json.finish(more);
  }
  out.commit();
  return exit_code;
}

}  // namespace

void add_validate_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<ValidateOptions>();
  CLI::App* cmd = app.add_subcommand("validate", "Check every move, tag and result of the games in FILE...");
  cmd->add_option("files", opt->files, "CGN files ('-' for standard input)")->type_name("FILE")->required();
  cmd->add_option("--format", opt->format, "text (one line per problem) or json")
      ->check(CLI::IsMember({"text", "json"}));
  cmd->add_flag("-q,--quiet", opt->quiet, "show errors only, not warnings");
  add_jobs_option(*cmd, opt->jobs);
  add_progress_options(*cmd);
  cmd->footer(
      "Each problem: FILE:LINE:COL: error|warning: ply N (Side) \"move\": message [code]\n"
      "Last line: N games: V valid, I invalid. Exit 0 all valid, 1 any error, 2 usage or I/O error.");
  cmd->callback([opt, &exit_code] { exit_code = run_validate(*opt); });
}

}  // namespace cinc::tools
