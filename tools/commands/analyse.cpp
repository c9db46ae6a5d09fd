// `cinc analyse [--variant V] [--fen FEN] [--depth D | --time MS]`: the engine's search of
// one position of any game. One line per completed iteration (depth, score, nodes, nodes
// per second, time, principal variation in canonical move text); the last line is the
// best move. docs/annotate.md.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <iostream>
#include <string>

#include "cinc/game/analysis.h"
#include "cinc/game/variant.h"
#include "commands.h"

namespace cinc::tools {

namespace {

/// Depth of `cinc analyse` when neither --depth nor --time is given.
constexpr int kDefaultAnalyseDepth = 6;

struct AnalyseOptions {
  std::string variant = "commander-in-chief";
  std::string fen;
  int depth = 0;
  int time_ms = 0;
};

// The moves of a line, space-separated.
std::string line_text(const std::vector<std::string>& line) {
  std::string out;
  for (const std::string& m : line) out += (out.empty() ? "" : " ") + m;
  return out;
}

int run_analyse(const AnalyseOptions& opt) {
  const game::Variant* variant = game::find_variant(opt.variant);
  if (!variant) {
    std::cerr << "cinc analyse: unknown variant \"" << opt.variant << "\": known variants are "
              << game::variant_names() << "\n";
    return kExitUsage;
  }
  if (!variant->make_analyser) {
    std::cerr << "cinc analyse: " << variant->name << " has no engine\n";
    return kExitUsage;
  }
  auto parsed = variant->from_fen(opt.fen.empty() ? variant->start_fen : opt.fen);
  if (!parsed) {
    std::cerr << "cinc analyse: invalid FEN: " << parsed.error().message;
    if (parsed.error().column) std::cerr << " (at character " << parsed.error().column << ")";
    std::cerr << "\n";
    return kExitInvalid;
  }
  const game::GameState& state = **parsed;
  game::SearchLimits limits;
  limits.depth = opt.depth;
  limits.time_ms = opt.time_ms;
  if (limits.depth == 0 && limits.time_ms == 0) limits.depth = kDefaultAnalyseDepth;
  const std::unique_ptr<game::Analyser> engine = variant->make_analyser(game::kDefaultTableBits);
  const game::Analysis result = engine->analyse(state, limits, {}, [](const game::AnalysisIteration& it) {
    char buf[160];
    const double nps = it.seconds > 0 ? static_cast<double>(it.nodes) / it.seconds : 0.0;
    std::snprintf(buf, sizeof buf, "depth %d score %s nodes %llu nps %.0f time %.3f pv ", it.depth,
                  game::score_text(it.score).c_str(), static_cast<unsigned long long>(it.nodes), nps, it.seconds);
    std::cout << buf << line_text(it.pv) << std::endl;
  });
  if (result.best) {
    std::cout << "best " << *result.best << "\n";
  } else {
    const game::GameEnd end = state.end();
    std::cout << "best none (" << (end.kind == game::GameEnd::Kind::ongoing ? "no legal move" : end.reason) << ")\n";
  }
  return kExitOk;
}

}  // namespace

void add_analyse_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<AnalyseOptions>();
  CLI::App* cmd = app.add_subcommand("analyse", "Search a position: best line and score per iteration");
  cmd->alias("analyze");
  cmd->add_option("--variant", opt->variant, "the game (default commander-in-chief)");
  cmd->add_option("--fen", opt->fen, "the position (default: the game's standard start)");
  auto* depth = cmd->add_option("-d,--depth", opt->depth, "search this many plies (default " +
                                                               std::to_string(kDefaultAnalyseDepth) + ")")
                    ->check(CLI::Range(1, game::kMaxDepth));
  auto* time = cmd->add_option("-t,--time", opt->time_ms, "search for about this many milliseconds")
                   ->check(CLI::Range(1, 86'400'000));
  depth->excludes(time);
  cmd->footer("Each line: depth, score (the game's units for the side to move, #N: it wins with its Nth\n"
              "move, #-N: the opponent wins with its Nth), nodes, nodes per second, seconds and the\n"
              "principal variation. The last line is the best move. A fixed depth is deterministic.\n"
              "Exit 1 for an invalid FEN, 2 for an unknown variant. See docs/annotate.md.");
  cmd->callback([opt, &exit_code] { exit_code = run_analyse(*opt); });
}

}  // namespace cinc::tools
