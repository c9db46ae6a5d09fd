// `cinc perft --depth N [--fen FEN] [--divide]`: move-path counts; the count is the last line.
#include <CLI/CLI.hpp>
#include <chrono>
#include <iostream>

#include "cinc/game/variant.h"
#include "commands.h"
#include "completion.h"

namespace cinc::tools {

namespace {

struct PerftOptions {
  int depth = 1;
  std::string fen;
  std::string variant = "commander-in-chief";
  bool divide = false;
  bool stats = false;
};

int run_perft(const PerftOptions& opt) {
  const game::Variant* variant = game::find_variant(opt.variant);
  if (!variant) {
    std::cerr << "cinc perft: unknown variant \"" << opt.variant << "\": known variants are "
              << game::variant_names() << "\n";
    return kExitUsage;
  }
  auto state = variant->from_fen(opt.fen.empty() ? variant->start_fen : opt.fen);
  if (!state) {
    std::cerr << "cinc perft: invalid FEN: " << state.error().message;
    if (state.error().column) std::cerr << " (at character " << state.error().column << ")";
    std::cerr << "\n";
    return kExitInvalid;
  }
  const auto begin = std::chrono::steady_clock::now();
  std::uint64_t total = 0;
  if (opt.divide && opt.depth > 0) {
    for (const auto& [move, count] : (*state)->divide(opt.depth)) {
      std::cout << move << " " << count << "\n";
      total += count;
    }
  } else {
    total = (*state)->perft(opt.depth);
  }
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
  std::cout << total << "\n";
  if (opt.stats)
    std::cerr << "depth " << opt.depth << ": " << total << " paths in " << seconds << " s ("
              << (seconds > 0 ? static_cast<double>(total) / seconds : 0.0) << " leaves/s)\n";
  return kExitOk;
}

}  // namespace

void add_perft_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<PerftOptions>();
  CLI::App* cmd = app.add_subcommand("perft", "Count move paths from a position (a decided position has none)");
  cmd->add_option("-d,--depth", opt->depth, "plies to look ahead")->required()->check(CLI::Range(0, 20));
  cmd->add_option("--fen", opt->fen, "start from this position instead of the standard start");
  cmd->add_option("--variant", opt->variant, "the game (default commander-in-chief)")->check(offered_variants());
  cmd->add_flag("--divide", opt->divide, "print each legal move with its count first");
  cmd->add_flag("--stats", opt->stats, "print time and leaves per second on standard error");
  cmd->callback([opt, &exit_code] { exit_code = run_perft(*opt); });
}

}  // namespace cinc::tools
