// `cinc fen FILE [--game N] --ply P`: the position after ply P of a game's main line (the
// file read up to that game, never whole).
#include <CLI/CLI.hpp>
#include <iostream>

#include "cinc/game/replay.h"
#include "commands.h"
#include "io/io.h"
#include "reading/game_files.h"
#include "writing/diagnostics_format.h"

namespace cinc::tools {

namespace {

struct FenOptions {
  std::string file;
  int game = 1;
  int ply = 0;
};

int run_fen(const FenOptions& opt) {
  const std::string shown = opt.file == "-" ? "<stdin>" : opt.file;
  notation::GameRecord record;
  if (const int games = read_nth_game(opt.file, opt.game, record); games < opt.game) {
    std::cerr << "cinc fen: " << shown << " has " << games << " game" << (games == 1 ? "" : "s") << ", not "
              << opt.game << "\n";
    return kExitInvalid;
  }
  const game::ReplayedGame replayed = game::replay(record);
  if (replayed.start_fen.empty()) {
    for (const auto& d : replayed.diagnostics) std::cerr << format_diagnostic(shown, d) << "\n";
    return kExitInvalid;
  }
  if (opt.ply == 0) {
    std::cout << replayed.start_fen << "\n";
    return kExitOk;
  }
  const auto& moves = replayed.main.moves;
  if (static_cast<std::size_t>(opt.ply) <= moves.size()) {
    std::cout << moves[static_cast<std::size_t>(opt.ply) - 1].fen_after << "\n";
    return kExitOk;
  }
  if (!replayed.main.complete) {
    std::cerr << "cinc fen: ply " << opt.ply << " cannot be reached: the game has an error first\n";
    for (const auto& d : replayed.diagnostics)
      if (d.severity == notation::Severity::error) std::cerr << format_diagnostic(shown, d) << "\n";
  } else {
    std::cerr << "cinc fen: game " << opt.game << " has only " << moves.size() << " plies\n";
  }
  return kExitInvalid;
}

}  // namespace

void add_fen_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<FenOptions>();
  CLI::App* cmd = app.add_subcommand("fen", "Print the position (FEN) after a ply of a game's main line");
  add_encoding_option(*cmd);
  cmd->add_option("file", opt->file, "CGN file ('-' for standard input)")->type_name("FILE")->required();
  cmd->add_option("-g,--game", opt->game, "which game of the file, from 1")->check(CLI::PositiveNumber);
  cmd->add_option("-p,--ply", opt->ply, "ply number; 0 is the start position")->required()->check(CLI::NonNegativeNumber);
  cmd->callback([opt, &exit_code] { exit_code = run_fen(*opt); });
}

}  // namespace cinc::tools
