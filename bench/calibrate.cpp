// cinc-calibrate FILE... [--depth D] [--every N] [--jobs J] [--scores OUT]
// The judgement curve's constant k fitted on real games (docs/annotate.md, section 6): every
// N-th main-line position of every valid game with a result (1-0, 0-1, 1/2-1/2) is searched
// to depth D (default: the game's annotate depth) with the game's earlier positions as its
// history, exactly as `cinc annotate` searches it, and k is the maximum-likelihood fit of
//     P(score) = 1 / (1 + exp(-k * score / 100))
// to the side to move's result (a win 1, a draw 1/2, a loss 0), as lichess fitted its curve.
// Positions the search scores as a win or a loss are left out (the curve gives them +-1).
// Prints the fit, its mean log-loss (lower: the scores predict the results better), and the
// observed result against the score in bins; --scores writes "score result" per position.
// Deterministic for a depth, whatever --jobs.
#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <map>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

#include "cinc/game/analysis.h"
#include "cinc/game/replay.h"
#include "cinc/game/variant.h"
#include "reading/game_files.h"

namespace {

using cinc::game::GameState;

struct Options {
  std::vector<std::string> files;
  int depth = 0;
  int every = 1;
  int jobs = std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
  std::string scores;
};

/// One position to search: its game's states up to it and the result for its side to move.
struct Task {
  const cinc::game::Variant* variant = nullptr;
  std::shared_ptr<std::vector<std::unique_ptr<GameState>>> line;  // the game's positions
  std::shared_ptr<std::vector<std::uint64_t>> keys;
  std::size_t ply = 0;
  double result = 0.5;  // for the side to move at `ply`
};

struct Sample {
  int score = 0;
  double result = 0.5;
};

double log_loss(const std::vector<Sample>& samples, double k) {
  double sum = 0;
  for (const Sample& s : samples) {
    const double p = 1.0 / (1.0 + std::exp(-k * s.score / 100.0));
    const double q = std::clamp(p, 1e-12, 1 - 1e-12);
    sum -= s.result * std::log(q) + (1 - s.result) * std::log(1 - q);
  }
  return sum / static_cast<double>(samples.size());
}

// The k of least log-loss in [0.01, 5] (the loss is convex in k: golden-section search).
double fit_k(const std::vector<Sample>& samples) {
  double lo = 0.01, hi = 5.0;
  const double g = (std::sqrt(5.0) - 1) / 2;
  double a = hi - g * (hi - lo), b = lo + g * (hi - lo);
  double fa = log_loss(samples, a), fb = log_loss(samples, b);
  for (int i = 0; i < 80; ++i) {
    if (fa < fb) {
      hi = b, b = a, fb = fa, a = hi - g * (hi - lo), fa = log_loss(samples, a);
    } else {
      lo = a, a = b, fa = fb, b = lo + g * (hi - lo), fb = log_loss(samples, b);
    }
  }
  return (lo + hi) / 2;
}

int usage() {
  std::fprintf(stderr, "usage: cinc-calibrate FILE... [--depth D] [--every N] [--jobs J] [--scores OUT]\n");
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  Options opt;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    const auto value = [&]() -> const char* { return i + 1 < argc ? argv[++i] : nullptr; };
    if (a == "--depth") { const char* v = value(); if (!v) return usage(); opt.depth = std::atoi(v); }
    else if (a == "--every") { const char* v = value(); if (!v) return usage(); opt.every = std::max(1, std::atoi(v)); }
    else if (a == "--jobs") { const char* v = value(); if (!v) return usage(); opt.jobs = std::max(1, std::atoi(v)); }
    else if (a == "--scores") { const char* v = value(); if (!v) return usage(); opt.scores = v; }
    else if (a.starts_with("--")) return usage();
    else opt.files.push_back(a);
  }
  if (opt.files.empty()) return usage();

  std::vector<Task> tasks;
  int games = 0;
  cinc::tools::for_each_game(opt.files, cinc::game::ReplayOptions{.fen_after = false}, false,
                             [&](const cinc::tools::FileGame& fg) {
    if (!fg.replayed.valid() || !fg.replayed.variant || !fg.replayed.variant->make_analyser) return;
    const std::string* tag = fg.record.tag("Result");
    const std::string result = tag ? *tag : "";
    double first;  // the first player's result (CGN's convention; a PDN record was converted)
    if (result == "1-0") first = 1;
    else if (result == "0-1") first = 0;
    else if (result == "1/2-1/2") first = 0.5;
    else return;
    auto start = cinc::game::start_state(fg.record, fg.replayed);
    if (!start) return;
    auto line = std::make_shared<std::vector<std::unique_ptr<GameState>>>();
    auto keys = std::make_shared<std::vector<std::uint64_t>>();
    line->push_back(std::move(start));
    for (const auto& m : fg.replayed.main.moves) {
      auto next = line->back()->clone();
      if (!next->play(m.played.canonical).played) break;
      line->push_back(std::move(next));
    }
    for (const auto& s : *line) keys->push_back(s->key());
    ++games;
    for (std::size_t p = 0; p < line->size(); p += static_cast<std::size_t>(opt.every)) {
      const GameState& s = *(*line)[p];
      if (s.end().kind != cinc::game::GameEnd::Kind::ongoing) continue;
      const double r = s.side_to_move() == 0 ? first : 1 - first;
      tasks.push_back(Task{fg.replayed.variant, line, keys, p, r});
    }
  });

  std::vector<Sample> samples(tasks.size());
  std::vector<char> kept(tasks.size(), 0);
  std::atomic<std::size_t> next{0};
  std::vector<std::thread> workers;
  for (int j = 0; j < opt.jobs; ++j)
    workers.emplace_back([&] {
      std::map<const cinc::game::Variant*, std::unique_ptr<cinc::game::Analyser>> engines;
      for (std::size_t i; (i = next.fetch_add(1)) < tasks.size();) {
        const Task& t = tasks[i];
        auto& engine = engines[t.variant];
        if (!engine) engine = t.variant->make_analyser(16);
        cinc::game::SearchLimits limits;
        limits.depth = opt.depth > 0 ? opt.depth : t.variant->engine.annotate_depth;
        const auto a = engine->analyse(*(*t.line)[t.ply], limits,
                                       std::span<const std::uint64_t>(t.keys->data(), t.ply));
        if (cinc::game::is_win_score(a.score)) continue;
        samples[i] = Sample{a.score, t.result};
        kept[i] = 1;
      }
    });
  for (auto& w : workers) w.join();
  std::vector<Sample> used;
  for (std::size_t i = 0; i < samples.size(); ++i)
    if (kept[i]) used.push_back(samples[i]);
  if (used.empty()) {
    std::fprintf(stderr, "cinc-calibrate: no position of a game with a result\n");
    return 1;
  }
  if (!opt.scores.empty()) {
    std::ofstream out(opt.scores);
    for (const Sample& s : used) out << s.score << ' ' << s.result << '\n';
  }
  const double k = fit_k(used);
  std::printf("games %d, positions %zu (of %zu searched), depth %s\n", games, used.size(), tasks.size(),
              opt.depth > 0 ? std::to_string(opt.depth).c_str() : "each game's annotate depth");
  std::printf("fitted k %.3f per unit, mean log-loss %.4f (a constant 1/2: %.4f)\n", k, log_loss(used, k),
              std::log(2.0));
  // The observed result against the curve, by score.
  std::printf("%14s %8s %9s %9s\n", "score (units)", "positions", "observed", "curve");
  const double edges[] = {-1e9, -2, -1, -0.5, -0.25, 0.25, 0.5, 1, 2, 1e9};
  for (std::size_t b = 0; b + 1 < std::size(edges); ++b) {
    double sum = 0, curve = 0;
    int n = 0;
    for (const Sample& s : used) {
      const double u = s.score / 100.0;
      if (u < edges[b] || u >= edges[b + 1]) continue;
      sum += s.result;
      curve += 1.0 / (1.0 + std::exp(-k * u));
      ++n;
    }
    if (!n) continue;
    char label[32];
    std::snprintf(label, sizeof label, "[%g, %g)", std::max(edges[b], -99.0), std::min(edges[b + 1], 99.0));
    std::printf("%14s %8d %9.3f %9.3f\n", label, n, sum / n, curve / n);
  }
  return 0;
}
