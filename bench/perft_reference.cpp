// Engine against the tests' deliberately simple "second generators" (tests/support/
// reference_*.cpp): perft from each game's start position at the same depth, both counted
// in this one process, checked equal, and timed. The baseline for bench/perft.sh's
// leaves/s in docs/performance.md. Both count the last ply in bulk (the length of the move
// list; checkers counts its moves without listing them); the column "every leaf played" is
// the engine without bulk counting: every move of the last ply made, through the game's
// public move list and Position::after, as a search would.
//   cinc-perft-reference [--variant V] [--depth N] [--min-time S]
// V: commander-in-chief, checkers, coast-to-coast, stackem or commander-chess (default: all;
// standard checkers has no second generator in tests/support, its counts are the published
// ones, checked by bench/perft.sh). Default depths: one run of a simple generator takes 0.05
// to 0.5 s. Each perft is repeated until it has run for at least S seconds (default 1);
// leaves/s is all leaves over all that time. Exits 1 when the counts differ.
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

#include "cinc/game/checkers.h"
#include "cinc/game/cic.h"
#include "cinc/game/coast.h"
#include "cinc/game/commander_chess.h"
#include "cinc/game/stackem.h"
#include "support/reference_cic.h"
#include "support/reference_coast.h"
#include "support/reference_commander_chess.h"
#include "support/reference_stackem.h"

namespace {

struct Game {
  const char* name;
  int depth;  ///< default: one run of the simple generator takes 0.05 to 0.5 s
  std::function<std::uint64_t(int)> engine;
  std::function<std::uint64_t(int)> every_leaf;  ///< the engine, every move of the last ply made
  std::function<std::uint64_t(int)> reference;   ///< empty: no second generator
};

// Perft without bulk counting over a game's public interface: every move of moves(pos) made,
// the leaves counted at depth 0.
template <class Position, class Moves>
std::uint64_t perft_every_leaf(const Position& pos, int depth, const Moves& moves) {
  if (depth == 0) return 1;
  std::uint64_t total = 0;
  for (const auto& m : moves(pos)) total += perft_every_leaf(pos.after(m), depth - 1, moves);
  return total;
}
// The legal moves as most games list them.
constexpr auto kLegalMoves = [](const auto& pos) { return pos.legal_moves(); };

// The same for checkers through the engine's way of listing (one move list per ply, reused).
std::uint64_t checkers_every_leaf(const cinc::game::checkers::Position& pos, int depth,
                                  std::vector<cinc::game::checkers::MoveList>& lists) {
  namespace ck = cinc::game::checkers;
  if (depth == 0) return 1;
  ck::MoveList& moves = lists[static_cast<std::size_t>(depth)];
  const ck::Side me = pos.side_to_move();
  const ck::SquareSet enemy = pos.pieces(ck::opponent(me));
  ck::board_moves(me, pos.pieces(me), enemy, enemy, pos.kings(), moves);
  std::uint64_t total = 0;
  for (const ck::Move& m : moves) total += checkers_every_leaf(pos.after(m), depth - 1, lists);
  return total;
}

struct Timing {
  std::uint64_t leaves = 0;  ///< of one run
  double seconds = 0;        ///< all runs
  int runs = 0;
  [[nodiscard]] double rate() const { return seconds > 0 ? static_cast<double>(leaves) * runs / seconds : 0; }
};

Timing time_perft(const std::function<std::uint64_t(int)>& perft, int depth, double min_seconds) {
  using clock = std::chrono::steady_clock;
  Timing t;
  const auto start = clock::now();
  do {
    t.leaves = perft(depth);
    ++t.runs;
    t.seconds = std::chrono::duration<double>(clock::now() - start).count();
  } while (t.seconds < min_seconds);
  return t;
}

[[noreturn]] void usage() {
  std::fprintf(stderr,
               "usage: cinc-perft-reference [--variant commander-in-chief|checkers|coast-to-coast|stackem|"
               "commander-chess] "
               "[--depth N] [--min-time SECONDS]\n");
  std::exit(2);
}

}  // namespace

int main(int argc, char** argv) {
  std::string only;
  int depth = 0;
  double min_time = 1.0;
  for (int i = 1; i < argc; ++i) {
    const auto value = [&]() -> const char* {
      if (i + 1 >= argc) usage();
      return argv[++i];
    };
    if (std::strcmp(argv[i], "--variant") == 0) only = value();
    else if (std::strcmp(argv[i], "--depth") == 0) depth = std::atoi(value());
    else if (std::strcmp(argv[i], "--min-time") == 0) min_time = std::atof(value());
    else usage();
  }

  namespace cic = cinc::game::cic;
  namespace coast = cinc::game::coast;
  namespace se = cinc::game::stackem;
  namespace ck = cinc::game::checkers;
  const ck::Position ck_start = ck::Position::start();
  std::vector<ck::MoveList> ck_lists(32);
  const cic::Position cic_start = cic::Position::start();
  const coast::Position coast_start = coast::Position::start();
  const se::Position se_start = se::Position::start();
  const cinc::game::cchess::Position cc_start = cinc::game::cchess::Position::start();
  // The reference reads the engine's start FEN with its own FEN reader (as the tests do).
  const auto ref_cic = refcic::parse_fen(cic_start.fen());
  const auto ref_coast = refcoast::parse_fen(coast_start.fen());
  const auto ref_se = refstack::parse_fen(se_start.fen());
  const auto ref_cc = refcc::parse_fen(cc_start.fen());
  if (!ref_cic || !ref_coast || !ref_se || !ref_cc) {
    std::fprintf(stderr, "cinc-perft-reference: a reference generator cannot read a start FEN\n");
    return 1;
  }

  const std::vector<Game> games = {
      {"commander-in-chief", 4, [&](int d) { return cic::perft(cic_start, d); },
       [&](int d) { return perft_every_leaf(cic_start, d, kLegalMoves); }, [&](int d) { return refcic::perft(*ref_cic, d); }},
      {"checkers", 9, [&](int d) { return ck::perft(ck_start, d); },
       [&](int d) { return checkers_every_leaf(ck_start, d, ck_lists); }, nullptr},
      {"coast-to-coast", 4, [&](int d) { return coast::perft(coast_start, d); },
       [&](int d) { return perft_every_leaf(coast_start, d, kLegalMoves); }, [&](int d) { return refcoast::perft(*ref_coast, d); }},
      {"stackem", 7, [&](int d) { return se::perft(se_start, d); },
       [&](int d) { return perft_every_leaf(se_start, d, kLegalMoves); }, [&](int d) { return refstack::perft(*ref_se, d); }},
      {"commander-chess", 2, [&](int d) { return cinc::game::cchess::perft(cc_start, d); },
       [&](int d) { return perft_every_leaf(cc_start, d, [](const auto& pos) { return pos.legal_turns(); }); }, [&](int d) { return refcc::perft(*ref_cc, d); }},
  };

  int status = 0;
  bool any = false;
  std::printf("%-20s %5s %12s %16s %18s %16s %9s\n", "game", "depth", "leaves", "engine leaves/s",
              "every leaf played", "simple leaves/s", "ratio");
  for (const Game& g : games) {
    if (!only.empty() && only != g.name) continue;
    any = true;
    const int d = depth > 0 ? depth : g.depth;
    const Timing e = time_perft(g.engine, d, min_time);
    const Timing every = time_perft(g.every_leaf, d, min_time);
    bool agree = every.leaves == e.leaves;
    std::printf("%-20s %5d %12llu %16.0f %18.0f", g.name, d, static_cast<unsigned long long>(e.leaves), e.rate(),
                every.rate());
    if (g.reference) {
      const Timing r = time_perft(g.reference, d, min_time);
      agree = agree && r.leaves == e.leaves;
      std::printf(" %16.0f %8.1fx", r.rate(), r.rate() > 0 ? e.rate() / r.rate() : 0.0);
      if (r.leaves != e.leaves)
        std::printf("\n%-20s engine %llu, simple generator %llu", "", static_cast<unsigned long long>(e.leaves),
                    static_cast<unsigned long long>(r.leaves));
    } else {
      std::printf(" %16s %9s", "-", "-");
    }
    if (every.leaves != e.leaves)
      std::printf("\n%-20s every leaf played: %llu", "", static_cast<unsigned long long>(every.leaves));
    std::printf("%s\n", agree ? "" : "  COUNTS DIFFER");
    if (!agree) status = 1;
  }
  if (!any) usage();
  return status;
}
