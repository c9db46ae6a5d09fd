// `cinc json FILE... [-o OUT] [--ndjson]` and `cinc json --to-cgn FILE.json [-o OUT]`.
#include <CLI/CLI.hpp>
#include <iostream>

#include "cinc/game/replay.h"
#include "cinc/notation/reader.h"
#include "commands.h"
#include "game_files.h"
#include "diagnostics_format.h"
#include "game_json.h"
#include "io.h"
#include "json_stream.h"
#include "pdn_export.h"

namespace cinc::tools {

namespace {

struct JsonOptions {
  std::vector<std::string> files;
  std::string output;
  bool ndjson = false;
  bool to_cgn = false;
  bool to_pdn = false;
  unsigned jobs = 0;
};

int cgn_to_json(const JsonOptions& opt) {
  OutputSink out(opt.output);
  JsonArrayDocument doc(out, "games");
  GameLoop loop;
  loop.files = opt.files;
  // Errors are part of each game's JSON ("diagnostics"), so they are not repeated on stderr.
  loop.report_errors = false;
  loop.jobs = opt.jobs;
  const auto render = [&](const FileGame& fg) {
    const auto g = game_to_json(fg.record, fg.replayed);
    if (opt.ndjson) return g.dump(-1, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
    return g.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace);
  };
  const auto emit = [&](const RenderedGame& g) {
    if (opt.ndjson) out.write(g.text);
    else doc.add(g.text);
  };
  const int exit_code = for_each_game_parallel(loop, render, emit);
  if (!opt.ndjson) doc.finish();
  out.commit();
  return exit_code;
}

int json_to_cgn(const JsonOptions& opt) {
  int exit_code = kExitOk;
  std::string out;
  for (const std::string& file : opt.files) {
    const std::string content = read_input(file);
    std::vector<nlohmann::ordered_json> games;
    try {
      games = games_in_json_text(content);
    } catch (const std::exception& e) {
      std::cerr << (file == "-" ? "<stdin>" : file) << ": " << e.what() << "\n";
      return kExitInvalid;
    }
    for (std::size_t i = 0; i < games.size(); ++i) {
      notation::GameRecord record;
      try {
        record = game_from_json(games[i]);
      } catch (const std::exception& e) {
        std::cerr << (file == "-" ? "<stdin>" : file) << ": game " << (i + 1) << ": " << e.what() << "\n";
        return kExitInvalid;
      }
      const game::ReplayedGame replayed = game::replay(record);
      if (!replayed.valid()) {
        exit_code = kExitInvalid;
        for (const auto& d : replayed.diagnostics)
          std::cerr << (file == "-" ? "<stdin>" : file) << ": game " << (i + 1) << ": " << d.message << "\n";
      }
      if (!opt.to_pdn) {
        out += write_canonical(record, replayed);
        continue;
      }
      std::string why_not;
      if (auto text = write_pdn(record, replayed, why_not)) {
        out += *text;
      } else {
        std::cerr << (file == "-" ? "<stdin>" : file) << ": game " << (i + 1) << ": not written: " << why_not << "\n";
        exit_code = kExitInvalid;
      }
    }
  }
  write_output(opt.output, out);
  return exit_code;
}

}  // namespace

void add_json_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<JsonOptions>();
  CLI::App* cmd = app.add_subcommand("json", "Convert CGN games to JSON (docs/notation.md §7), or JSON back to CGN");
  cmd->add_option("files", opt->files, "input files ('-' for standard input)")->type_name("FILE")->required();
  cmd->add_option("-o,--output", opt->output, "output file (written whole or not at all); default standard output")
      ->type_name("FILE");
  cmd->add_flag("--ndjson", opt->ndjson, "one game per line instead of {\"games\": [...]}");
  cmd->add_flag("--to-cgn", opt->to_cgn, "read JSON games and write canonical CGN");
  cmd->add_flag("--to-pdn", opt->to_pdn, "read JSON checkers games and write PDN");
  add_jobs_option(*cmd, opt->jobs);
  cmd->footer("Exit 0 when every game is valid, 1 when any game has an error (output is still written), "
              "2 for usage or I/O errors.");
  cmd->callback([opt, &exit_code] { exit_code = opt->to_cgn || opt->to_pdn ? json_to_cgn(*opt) : cgn_to_json(*opt); });
}

}  // namespace cinc::tools
