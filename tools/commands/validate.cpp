// `cinc validate FILE...`: every game replayed, every problem on its own line.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

#include "cinc/game/copies.h"
#include "cinc/game/identity.h"
#include "cinc/game/replay.h"
#include "commands.h"
#include "io/io.h"
#include "reading/game_files.h"
#include "writing/diagnostics_format.h"
#include "writing/json_stream.h"

namespace cinc::tools {

namespace {

struct ValidateOptions {
  std::vector<std::string> files;
  std::string format = "text";
  bool quiet = false;
  bool no_duplicates = false;  ///< --no-duplicates: no game remembered
  unsigned jobs = 0;
  std::string valid_out;    ///< the valid games' text goes here (--valid-out)
  std::string invalid_out;  ///< the invalid games' text (--invalid-out)
};

int run_validate(const ValidateOptions& opt) {
  const bool text = opt.format == "text";
  std::size_t games = 0, valid = 0;
  bool empty_file = false;
  OutputSink out("-");
  // The split files are written whole at the end, or not at all.
  std::unique_ptr<OutputSink> valid_out, invalid_out;
  if (!opt.valid_out.empty()) valid_out = std::make_unique<OutputSink>(opt.valid_out);
  if (!opt.invalid_out.empty()) invalid_out = std::make_unique<OutputSink>(opt.invalid_out);
  JsonArrayDocument json(out, "games");
  CheckLoop loop;
  loop.files = opt.files;
  loop.skip_unreadable = true;
  loop.jobs = opt.jobs;
  loop.identify_all = !text;
  loop.keep_text = valid_out || invalid_out;
  loop.fingerprints = !opt.no_duplicates;
  const auto shown = [&](const notation::Diagnostic& d) {
    return !(opt.quiet && d.severity == notation::Severity::warning);
  };
  game::DuplicateFinder duplicates;  // a copy of an earlier game is a warning (game.duplicate)
  // Most games have nothing to report: what there is is written here, in input order.
  const auto emit = [&](const CheckedGame& g) {
    ++games;
    if (g.valid) ++valid;
    if (OutputSink* split = g.valid ? valid_out.get() : invalid_out.get()) split->write(g.text);
    std::optional<notation::Diagnostic> copy;
    if (auto first = opt.no_duplicates ? std::nullopt : duplicates.seen(g.fingerprint, g.file, g.index, g.line))
      copy = game::duplicate_warning(*first, notation::SourcePos{g.line, 1});
    if (text) {
      const bool any = (copy && shown(*copy)) || std::any_of(g.diagnostics.begin(), g.diagnostics.end(), shown);
      // A game with problems is named once, above them.
      if (any && g.identity)
        out.write("game " + std::to_string(g.index) + " of " + g.file + ", line " + std::to_string(g.line) + ": " +
                  game::game_label(*g.identity) + "\n");
      if (copy && shown(*copy)) out.write(format_diagnostic(g.file, *copy) + "\n");
      for (const auto& d : g.diagnostics)
        if (shown(d)) out.write(format_diagnostic(g.file, d) + "\n");
      return;
    }
    json.add(checked_game_json(g, copy).dump(2));
  };
  // A file's own warnings (its encoding, a stray result): a line, or an object without a game.
  const auto file_warning = [&](const std::string& shown_file, const notation::Diagnostic& d) {
    if (text) {
      if (shown(d)) out.write(format_diagnostic(shown_file, d) + "\n");
      return;
    }
    json.add(file_note_json(shown_file, d).dump(2));
  };
  loop.file_note = file_warning;
  const auto file_done = [&](const std::string& shown_file, int in_file) {
    if (in_file > 0) return;
    // A file without a single game is an error an organiser wants to see.
    empty_file = true;
    notation::Diagnostic d;
    d.pos = {1, 1};
    d.code = "input.no-games";
    d.message = "no games found in this file";
    if (text) out.write(format_diagnostic(shown_file, d) + "\n");
    else
      json.add(nlohmann::ordered_json({{"file", shown_file}, {"game", nullptr}, {"line", 1}, {"valid", false},
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
  // A file that could not be read: the split files would lack its games, so they are not written.
  if (exit_code != kExitUsage) {
    if (valid_out) valid_out->commit();
    if (invalid_out) invalid_out->commit();
  }
  out.commit();
  return exit_code;
}

}  // namespace

void add_validate_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<ValidateOptions>();
  CLI::App* cmd = app.add_subcommand("validate", "Check every move, tag and result of the games in FILE...");
  add_record_files_option(*cmd, opt->files, "CGN files ('-' for standard input)");
  cmd->add_option("--format", opt->format, "text (one line per problem) or json")
      ->check(CLI::IsMember({"text", "json"}));
  cmd->add_flag("-q,--quiet", opt->quiet, "show errors only, not warnings");
  cmd->add_option("--valid-out", opt->valid_out, "write the valid games, as read (in UTF-8), to this file")
      ->type_name("FILE");
  cmd->add_option("--invalid-out", opt->invalid_out, "write the invalid games, as read (in UTF-8), to this file")
      ->type_name("FILE");
  add_jobs_option(*cmd, opt->jobs);
  add_no_duplicates_option(*cmd, opt->no_duplicates);
  add_progress_options(*cmd);
  cmd->footer(
      "A game with problems is named first: game N of FILE, line L: Event, round R, board B: players, result\n"
      "Each problem: FILE:LINE:COL: error|warning: ply N (Side) \"move\": message; did you mean X? [code]\n"
      "Last line: N games: V valid, I invalid. Exit 0 all valid, 1 any error, 2 usage or I/O error.");
  cmd->callback([opt, &exit_code] { exit_code = run_validate(*opt); });
}

}  // namespace cinc::tools
