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
#include <random>
#include <string>
#include <vector>

#include "cinc/game/cic.h"
#include "diagram/board_model.h"
#include "diagram/render_gv.h"

namespace cic = cinc::game::cic;
namespace dg = cinc::tools::diagram;

namespace {

// Positions of one random game from the start, with the move that led to each.
std::vector<std::pair<cic::Position, cic::Move>> random_positions(int count, unsigned seed) {
  std::mt19937 rng(seed);
  std::vector<std::pair<cic::Position, cic::Move>> out;
  cic::Position pos = cic::Position::start();
  while (static_cast<int>(out.size()) < count) {
    const cic::MoveList moves = pos.legal_moves();
    if (moves.empty()) {
      pos = cic::Position::start();
      continue;
    }
    const cic::Move m = moves[std::uniform_int_distribution<std::size_t>(0, moves.size() - 1)(rng)];
    pos = pos.after(m);
    out.emplace_back(pos, m);
  }
  return out;
}

std::string dot_of(const cic::Position& pos, const cic::Move& last) {
  dg::BoardModel m = dg::cic_board(pos, {});
  dg::add_tint(m, last.from, dg::palette::kYellow);
  dg::add_tint(m, last.to, dg::palette::kYellow);
  dg::add_piece_moves(m, pos, last.to);
  dg::add_arrow(m, last.from, last.to, dg::palette::kGreen);
  m.caption = "A. Smith (Dark) \u2013 B. Jones (Light)\n" + dg::to_move_text(pos);
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
  const auto positions = random_positions(count, seed);
  dg::Renderer renderer;
  using clock = std::chrono::steady_clock;

  // The model and graph description alone.
  auto t0 = clock::now();
  std::size_t chars = 0;
  for (const auto& [pos, last] : positions) chars += dot_of(pos, last).size();
  const double model_s = std::chrono::duration<double>(clock::now() - t0).count();
  std::printf("model + DOT: %8.1f diagrams/s  (%d diagrams, %.3f s, %zu chars)\n", count / model_s, count, model_s,
              chars);

  for (const auto format : {dg::Format::svg, dg::Format::png, dg::Format::pdf}) {
    std::size_t bytes = 0;
    t0 = clock::now();
    for (const auto& [pos, last] : positions) bytes += renderer.render(dot_of(pos, last), format, "neato", dpi).size();
    const double s = std::chrono::duration<double>(clock::now() - t0).count();
    const std::string name = format == dg::Format::png ? "png " + std::to_string(dpi) + " dpi" : dg::extension_of(format);
    std::printf("%-11s  %8.1f diagrams/s  (%d diagrams, %.3f s, %.1f KiB each)\n", name.c_str(),
                count / s, count, s, static_cast<double>(bytes) / count / 1024.0);
  }
  return 0;
}
