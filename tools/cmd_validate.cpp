// `cinc validate FILE...`: every game replayed, every problem on its own line.
#include <CLI/CLI.hpp>
#include <iostream>
#include <nlohmann/json.hpp>

#include "cinc/notation/pdn.h"
#include "cinc/game/replay.h"
#include "cinc/notation/reader.h"
#include "commands.h"
#include "diagnostics_format.h"
#include "io.h"

namespace cinc::tools {

namespace {

struct ValidateOptions {
  std::vector<std::string> files;
  std::string format = "text";
  bool quiet = false;
};

int run_validate(const ValidateOptions& opt) {
  int exit_code = kExitOk;
  std::size_t games = 0, valid = 0;
  nlohmann::ordered_json json_games = nlohmann::ordered_json::array();
  const bool text = opt.format == "text";
  for (const std::string& file : opt.files) {
    std::string content;
    try {
      content = read_input(file);
    } catch (const IoError& e) {
      std::cerr << "cinc: " << e.what() << "\n";
      exit_code = kExitUsage;
      continue;
    }
    const std::string shown = file == "-" ? "<stdin>" : file;
    notation::Reader reader(content, notation::is_pdn_path(file));
    notation::GameRecord record;
    std::size_t in_file = 0;
    while (reader.next(record)) {
      ++in_file;
      ++games;
      const game::ReplayedGame replayed = game::replay(record, game::ReplayOptions{.fen_after = false});
      if (replayed.valid()) ++valid;
      else if (exit_code == kExitOk) exit_code = kExitInvalid;
      if (text) {
        for (const auto& d : replayed.diagnostics) {
          if (opt.quiet && d.severity == notation::Severity::warning) continue;
          std::cout << format_diagnostic(shown, d) << "\n";
        }
      } else {
        nlohmann::ordered_json g;
        g["file"] = shown;
        g["game"] = in_file;
        g["line"] = record.start.line;
        g["valid"] = replayed.valid();
        nlohmann::ordered_json diags = nlohmann::ordered_json::array();
        for (const auto& d : replayed.diagnostics) diags.push_back(diagnostic_json(d));
        g["diagnostics"] = std::move(diags);
        json_games.push_back(std::move(g));
      }
    }
    if (in_file == 0) {
      // A file without a single game is an error an organiser wants to see.
      notation::Diagnostic d;
      d.pos = {1, 1};
      d.code = "input.no-games";
      d.message = "no games found in this file";
      if (text) std::cout << format_diagnostic(shown, d) << "\n";
      else json_games.push_back({{"file", shown}, {"game", nullptr}, {"line", 1}, {"valid", false},
                                 {"diagnostics", nlohmann::ordered_json::array({diagnostic_json(d)})}});
      if (exit_code == kExitOk) exit_code = kExitInvalid;
    }
  }
  if (text) {
    std::cout << games << (games == 1 ? " game: " : " games: ") << valid << " valid, " << (games - valid)
              << " invalid\n";
  } else {
    nlohmann::ordered_json out;
    out["games"] = std::move(json_games);
    out["summary"] = {{"games", games}, {"valid", valid}, {"invalid", games - valid}};
    std::cout << out.dump(2) << "\n";
  }
  return exit_code;
}

}  // namespace

void add_validate_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<ValidateOptions>();
  CLI::App* cmd = app.add_subcommand("validate", "Check every move, tag and result of the games in FILE...");
  cmd->add_option("files", opt->files, "CGN files ('-' for standard input)")->required();
  cmd->add_option("--format", opt->format, "text (one line per problem) or json")
      ->check(CLI::IsMember({"text", "json"}));
  cmd->add_flag("-q,--quiet", opt->quiet, "show errors only, not warnings");
  cmd->footer(
      "Each problem: FILE:LINE:COL: error|warning: ply N (Side) \"move\": message [code]\n"
      "Last line: N games: V valid, I invalid. Exit 0 all valid, 1 any error, 2 usage or I/O error.");
  cmd->callback([opt, &exit_code] { exit_code = run_validate(*opt); });
}

}  // namespace cinc::tools
