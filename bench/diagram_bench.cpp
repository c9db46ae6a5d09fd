// Diagrams per second: the whole path of `cinc diagram` after reading the record (model,
// graph description, Graphviz layout and rendering), for SVG, PNG and PDF. The positions
// are those of a random legal game (bench/corpus), each with its last move, a piece's
// moves and an arrow marked, so the figure covers the marks too.
//   cinc-diagram-bench [--count N] [--seed S] [--dpi D]   (PNG at D dots per inch, default 144)
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "cinc/game/variant.h"
#include "diagram/board_model.h"
#include "diagram/render_gv.h"

namespace game = cinc::game;
namespace dg = cinc::tools::diagram;

namespace {

// A position of the game and the move that led to it, from and to.
struct Moment {
  std::shared_ptr<const game::GameState> state;
  game::Square from = game::kNoSquare;
  game::Square to = game::kNoSquare;
};

// Positions of one random Commander-In-Chief game from the start, with the move that led to each.
std::vector<Moment> random_positions(const game::Variant& variant, int count, unsigned seed) {
  std::mt19937 rng(seed);
  std::vector<Moment> out;
  const auto start = [&variant] { return std::move(*variant.from_fen(variant.start_fen)); };
  std::unique_ptr<game::GameState> pos = start();
  while (static_cast<int>(out.size()) < count) {
    const auto moves = pos->divide(1);
    if (moves.empty()) {
      pos = start();
      continue;
    }
    const std::string& text = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)].first;
    const game::PlayOutcome played = pos->play(text);
    const game::Geometry& g = pos->board().geometry;
    out.push_back({pos->clone(), *g.parse(played.played->from), *g.parse(played.played->to)});
  }
  return out;
}

std::string dot_of(const game::Variant& variant, const Moment& at) {
  dg::BoardModel m = dg::board_of(at.state->board(), variant.sides, {});
  dg::add_tint(m, at.from, dg::palette::kYellow);
  dg::add_tint(m, at.to, dg::palette::kYellow);
  if (const auto targets = variant.piece_targets(*at.state, at.to)) dg::add_piece_moves(m, *targets, at.to);
  dg::add_arrow(m, at.from, at.to, dg::palette::kGreen);
  m.caption = "A. Smith (Dark) \u2013 B. Jones (Light)\n" + dg::to_move_text(*at.state, variant);
  return dg::board_dot(m);
}

}  // namespace

int main(int argc, char** argv) {
  int count = 200;
  unsigned seed = 1;
  int dpi = 144;
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--count") == 0 && i + 1 < argc) count = std::max(1, std::atoi(argv[++i]));
    else if (std::strcmp(argv[i], "--seed") == 0 && i + 1 < argc) seed = static_cast<unsigned>(std::atoi(argv[++i]));
    else if (std::strcmp(argv[i], "--dpi") == 0 && i + 1 < argc) dpi = std::clamp(std::atoi(argv[++i]), 24, 1200);
    else {
      std::fprintf(stderr, "usage: cinc-diagram-bench [--count N] [--seed S] [--dpi D]\n");
      return 2;
    }
  }
  const game::Variant& variant = *game::find_variant("commander-in-chief");
  const auto positions = random_positions(variant, count, seed);
  dg::Renderer renderer;
  using clock = std::chrono::steady_clock;

  // The model and graph description alone.
  auto t0 = clock::now();
  std::size_t chars = 0;
  for (const Moment& at : positions) chars += dot_of(variant, at).size();
  const double model_s = std::chrono::duration<double>(clock::now() - t0).count();
  std::printf("model + DOT: %8.1f diagrams/s  (%d diagrams, %.3f s, %zu chars)\n", count / model_s, count, model_s,
              chars);

  for (const auto format : {dg::Format::svg, dg::Format::png, dg::Format::pdf}) {
    std::size_t bytes = 0;
    t0 = clock::now();
    for (const Moment& at : positions) bytes += renderer.render(dot_of(variant, at), format, "neato", dpi).size();
    const double s = std::chrono::duration<double>(clock::now() - t0).count();
    const std::string name = format == dg::Format::png ? "png " + std::to_string(dpi) + " dpi" : dg::extension_of(format);
    std::printf("%-11s  %8.1f diagrams/s  (%d diagrams, %.3f s, %.1f KiB each)\n", name.c_str(),
                count / s, count, s, static_cast<double>(bytes) / count / 1024.0);
  }
  return 0;
}
