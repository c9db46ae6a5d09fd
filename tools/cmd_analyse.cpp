// `cinc analyse [--fen FEN] [--depth D | --time MS]`: the engine's search of one position.
// One line per completed iteration (depth, score, nodes, nodes per second, time, principal
// variation in canonical move text); the last line is the best move. docs/annotate.md.
#include <CLI/CLI.hpp>
#include <cstdio>
#include <iostream>
#include <string>

#include "cinc/game/cic.h"
#include "cinc/game/cic_engine.h"
#include "commands.h"

namespace cinc::tools {

namespace {

namespace cic = game::cic;

/// Depth of `cinc analyse` when neither --depth nor --time is given.
constexpr int kDefaultAnalyseDepth = 6;

struct AnalyseOptions {
  std::string fen;
  int depth = 0;
  int time_ms = 0;
};

// The moves of a line in canonical text, each in the position it is played from.
std::string line_text(cic::Position pos, const std::vector<cic::Move>& line) {
  std::string out;
  for (const cic::Move& m : line) {
    if (!out.empty()) out += ' ';
    out += cic::canonical_text(pos, m);
    pos.play(m);
  }
  return out;
}

int run_analyse(const AnalyseOptions& opt) {
  auto parsed =
      opt.fen.empty() ? game::Result<cic::Position>(cic::Position::start()) : cic::Position::from_fen(opt.fen);
  if (!parsed) {
    std::cerr << "cinc analyse: invalid FEN: " << parsed.error().message;
    if (parsed.error().column) std::cerr << " (at character " << parsed.error().column << ")";
    std::cerr << "\n";
    return kExitInvalid;
  }
  const cic::Position pos = *parsed;
  cic::SearchLimits limits;
  limits.depth = opt.depth;
  limits.time_ms = opt.time_ms;
  if (limits.depth == 0 && limits.time_ms == 0) limits.depth = kDefaultAnalyseDepth;
  cic::Engine engine;
  const auto result = engine.search(pos, limits, [&](const cic::SearchIteration& it) {
    char buf[160];
    const double nps = it.seconds > 0 ? static_cast<double>(it.nodes) / it.seconds : 0.0;
    std::snprintf(buf, sizeof buf, "depth %d score %s nodes %llu nps %.0f time %.3f pv ", it.depth,
                  cic::score_text(it.score).c_str(), static_cast<unsigned long long>(it.nodes), nps, it.seconds);
    std::cout << buf << line_text(pos, it.pv) << std::endl;
  });
  if (result.best) {
    std::cout << "best " << cic::canonical_text(pos, *result.best) << "\n";
  } else {
    switch (pos.status()) {
      case cic::Status::dark_won: std::cout << "best none (Dark has captured Light's Commander)\n"; break;
      case cic::Status::light_won: std::cout << "best none (Light has captured Dark's Commander)\n"; break;
      default:
        std::cout << "best none (" << cic::side_name(pos.side_to_move()) << " has no legal move: stalemate)\n";
        break;
    }
  }
  return kExitOk;
}

}  // namespace

void add_analyse_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<AnalyseOptions>();
  CLI::App* cmd = app.add_subcommand("analyse", "Search a position: best line and score per iteration");
  cmd->alias("analyze");
  cmd->add_option("--fen", opt->fen, "the position (default: the standard start)");
  auto* depth = cmd->add_option("-d,--depth", opt->depth, "search this many plies (default " +
                                                               std::to_string(kDefaultAnalyseDepth) + ")")
                    ->check(CLI::Range(1, cic::kMaxDepth));
  auto* time = cmd->add_option("-t,--time", opt->time_ms, "search for about this many milliseconds")
                   ->check(CLI::Range(1, 86'400'000));
  depth->excludes(time);
  cmd->footer("Each line: depth, score (points for the side to move, #N: it captures the Commander with\n"
              "its Nth move, #-N: loses it to the opponent's Nth move), nodes, nodes per second, seconds and\n"
              "the principal variation. The last line is the best move. A fixed depth is deterministic.\n"
              "Exit 1 for an invalid FEN. See docs/annotate.md.");
  cmd->callback([opt, &exit_code] { exit_code = run_analyse(*opt); });
}

}  // namespace cinc::tools
