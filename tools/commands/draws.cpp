// `cinc draws FILE...`: every point where a draw occurred or could be claimed, and the
// record's Result and Termination checked against them.
#include <CLI/CLI.hpp>
#include <iostream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "cinc/game/draws.h"
#include "cinc/game/replay.h"
#include "cinc/game/score.h"
#include "commands.h"
#include "io/io.h"
#include "reading/game_files.h"
#include "writing/json_stream.h"

namespace cinc::tools {

namespace {

using nlohmann::ordered_json;

struct DrawsOptions {
  std::vector<std::string> files;
  std::string output;
  std::string format = "text";
  int no_progress = 0;  ///< 0: each game's own rule (Variant::no_progress_plies)
  unsigned jobs = 0;
};

int run_draws(const DrawsOptions& opt) {
  OutputSink out(opt.output);
  JsonArrayDocument doc(out, "games");
  GameLoop loop;
  loop.name = "draws";
  loop.files = opt.files;
  loop.replay = game::ReplayOptions{.fen_after = false, .canonical = false};
  loop.jobs = opt.jobs;
  const auto render = [&](const FileGame& fg) {
    const auto& record = fg.record;
    const auto& replayed = fg.replayed;
    std::vector<std::string> tc_warnings;
    const auto rules = game::rules_for(record, std::nullopt, std::nullopt, std::nullopt, tc_warnings);
    const game::ScoreReport score = game::score_game(record, replayed, rules);
    const int limit = opt.no_progress ? opt.no_progress : (replayed.variant ? replayed.variant->no_progress_plies : 0);
    const game::DrawReport report = game::find_draws(record, replayed, limit, &score);
    if (opt.format == "json") {
      ordered_json g;
      g["file"] = fg.file;
      g["game"] = fg.index;
      g["plies"] = report.plies;
      g["no_progress_limit"] = limit ? ordered_json(limit) : ordered_json(nullptr);
      g["result"] = report.result ? ordered_json(*report.result) : ordered_json(nullptr);
      g["termination"] = report.termination ? ordered_json(*report.termination) : ordered_json(nullptr);
      ordered_json claims = ordered_json::array();
      for (const auto& c : report.claims) {
        ordered_json j;
        j["kind"] = c.kind;
        j["ply"] = c.ply;
        if (c.kind == "repetition") j["occurrences"] = c.occurrences;
        j["detail"] = c.detail;
        claims.push_back(std::move(j));
      }
      g["claims"] = std::move(claims);
      g["warnings"] = report.warnings;
      return g.dump(2);
    }
    std::ostringstream text;
    text << fg.file << ", game " << fg.index << ": " << report.plies << " plies, result "
         << report.result.value_or("none");
    if (report.termination) text << " (" << *report.termination << ")";
    text << "\n";
    if (report.claims.empty()) text << "  no draw could be claimed\n";
    for (const auto& c : report.claims) {
      std::string kind = c.kind;
      kind.resize(15, ' ');
      text << "  " << kind << " after ply " << c.ply << ": " << c.detail << "\n";
    }
    for (const auto& w : report.warnings) text << "  warning: " << w << "\n";
    return text.str();
  };
  bool first = true;
  const auto emit = [&](const RenderedGame& g) {
    if (opt.format == "json") {
      doc.add(g.text);
    } else {
      if (!first) out.write("\n");  // a blank line between games
      out.write(g.text);
    }
    first = false;
  };
  const int exit_code = for_each_game_parallel(loop, render, emit);
  if (opt.format == "json") doc.finish();
  out.commit();
  return exit_code;
}

}  // namespace

void add_draws_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<DrawsOptions>();
  CLI::App* cmd = app.add_subcommand("draws", "Where a draw occurred or could be claimed; Result and Termination checked");
  add_record_files_option(*cmd, opt->files, "CGN files ('-' for standard input)");
  cmd->add_option("-o,--output", opt->output, "output file (written whole or not at all); default standard output")
      ->type_name("FILE");
  cmd->add_option("--format", opt->format, "text (default) or json")->check(CLI::IsMember({"text", "json"}));
  add_jobs_option(*cmd, opt->jobs);
  add_progress_options(*cmd);
  cmd->add_option("--no-progress-limit", opt->no_progress,
                  "plies without progress that make a draw claimable (default: the game's rule, 100 plies in "
                  "Commander-In-Chief, 80 in checkers, none in Coast to Coast and Stack'Em)")
      ->check(CLI::Range(1, 100000));
  cmd->footer("Claims: repetition (third occurrence of the position: board, side to move and, in\n"
              "Commander-In-Chief, team state and enhancements),\n"
              "no-progress, stalemate, agreement, time-limit-tie. See docs/draws.md. Exit 1 if a game has an error.");
  cmd->callback([opt, &exit_code] { exit_code = run_draws(*opt); });
}

}  // namespace cinc::tools
