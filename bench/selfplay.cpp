// cinc-selfplay --variant V [--games N] [--opponent random|greedy] [--depth D] [--seed S]
//               [--max-plies P] [--jobs J] [--record FILE]
// The engine's strength, measured (docs/annotate.md, section 7 "Strength and speed"): N
// games of the engine at a fixed depth (default: the game's annotate depth) against a
// random mover or a one-ply greedy mover, the engine taking the first side in the even
// games and the second in the odd ones. Prints one line: games, wins, draws and losses of the engine, its score (draws
// count half), the average length and the time. With --record the games are written as a
// CGN event (the input of the annotation benchmark, bench/engine.sh).
//
//   random  every legal move equally likely
//   greedy  a move that wins at once, else the move that scores the most at once
//           (PlayedMove::value: the captured value of the game, a checker taken home in
//           Coast to Coast), ties broken at random: "best immediate material"
//
// A game ends by the rules, by the third occurrence of a position (a draw, as every game
// here lets a player claim or, in Chair Force, ends it), or after P plies (default 1000):
// then it counts as a draw. Deterministic for a seed and a depth, whatever --jobs.
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "cinc/game/analysis.h"
#include "cinc/game/chair_cards.h"
#include "cinc/game/variant.h"

namespace {

using cinc::game::GameEnd;
using cinc::game::GameState;

struct Options {
  std::string variant = "commander-in-chief";
  int games = 100;
  std::string opponent = "random";
  int depth = 0;  // 0: the game's annotate depth
  std::uint64_t seed = 1;
  int max_plies = 1000;
  int jobs = std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
  std::string record;
};

/// One game played: its moves, how it ended, and for the engine: 1 win, 0.5 draw, 0 loss.
struct Played {
  std::vector<std::string> moves;
  std::string result = "*";      // the CGN result token
  std::string termination;       // why it ended
  double engine_score = 0.5;
  std::vector<std::pair<std::string, std::string>> tags;  // set-up tags (Chair Force's deck)
};

int usage() {
  std::cerr << "usage: cinc-selfplay --variant V [--games N] [--opponent random|greedy] [--depth D] [--seed S]\n"
               "                     [--max-plies P] [--jobs J] [--record FILE]\n";
  return 2;
}

// The start of game `g`: the standard start; Chair Force's deck shuffled from the seed
// (docs/rules/chair-force.md §3).
std::unique_ptr<GameState> start_of(const cinc::game::Variant& v, std::mt19937_64& rng, Played& out) {
  if (v.name == "chair-force") {
    const auto set = cinc::game::chair::example_card_set();
    std::vector<int> deck = set->full_deck();
    std::shuffle(deck.begin(), deck.end(), rng);
    std::string ids;
    for (const int c : deck) ids += (ids.empty() ? "" : ",") + set->cards[static_cast<std::size_t>(c)].id;
    out.tags = {{"CardSet", set->name}, {"Deck", ids}};
  }
  const auto& tags = out.tags;
  auto state = v.start([&tags](std::string_view name) -> std::optional<std::string_view> {
    for (const auto& [n, value] : tags)
      if (n == name) return std::string_view(value);
    return std::nullopt;
  });
  if (!state) {
    std::cerr << "cinc-selfplay: cannot set up " << v.name << ": " << state.error().message << "\n";
    std::exit(1);
  }
  return std::move(*state);
}

// The opponent's move: random, or the greedy mover's.
std::string opponent_move(const GameState& state, const std::string& kind, std::mt19937_64& rng) {
  const auto moves = state.divide(1);
  if (kind == "random") return moves[rng() % moves.size()].first;
  const int me = state.side_to_move();
  std::vector<std::string> best;
  int best_gain = -1;
  for (const auto& [text, count] : moves) {
    auto next = state.clone();
    const int value = next->play(text).played->value;
    const GameEnd end = next->end();
    const bool wins = (end.kind == GameEnd::Kind::first_won && me == 0) || (end.kind == GameEnd::Kind::second_won && me == 1);
    const int gain = wins ? 1'000'000 : value;
    if (gain > best_gain) {
      best_gain = gain;
      best.clear();
    }
    if (gain == best_gain) best.push_back(text);
  }
  return best[rng() % best.size()];
}

Played play_game(const cinc::game::Variant& v, cinc::game::Analyser& engine, const Options& opt, int g) {
  std::mt19937_64 rng(opt.seed * 1'000'003ULL + static_cast<std::uint64_t>(g));
  Played out;
  auto state = start_of(v, rng, out);
  const int engine_side = g % 2;
  cinc::game::SearchLimits limits;
  limits.depth = opt.depth > 0 ? opt.depth : v.engine.annotate_depth;
  std::vector<std::uint64_t> keys{state->key()};
  std::map<std::uint64_t, int> seen{{state->key(), 1}};
  for (int ply = 0;; ++ply) {
    const GameEnd end = state->end();
    if (end.kind != GameEnd::Kind::ongoing) {
      out.result = end.result_token();
      out.termination = end.reason;
      if (end.kind == GameEnd::Kind::draw) out.engine_score = 0.5;
      else out.engine_score = (end.kind == GameEnd::Kind::first_won) == (engine_side == 0) ? 1.0 : 0.0;
      return out;
    }
    if (ply >= opt.max_plies) {
      out.termination = "ply limit";
      return out;
    }
    std::string move;
    if (state->side_to_move() == engine_side) {
      const auto a = engine.analyse(*state, limits, std::span<const std::uint64_t>(keys.data(), keys.size() - 1));
      move = a.best ? *a.best : "--";
    } else {
      move = opponent_move(*state, opt.opponent, rng);
    }
    if (!state->play(move).played) {
      std::cerr << "cinc-selfplay: " << v.name << " game " << g << ": the move " << move << " was refused\n";
      std::exit(1);
    }
    out.moves.push_back(move);
    keys.push_back(state->key());
    if (++seen[state->key()] >= 3) {
      out.result = "1/2-1/2";
      out.termination = "repetition";
      out.engine_score = 0.5;
      return out;
    }
  }
}

// The games as one CGN event.
std::string event_text(const cinc::game::Variant& v, const Options& opt, const std::vector<Played>& games) {
  std::string out;
  const std::string engine_name = "cinc engine, depth " + std::to_string(opt.depth > 0 ? opt.depth : v.engine.annotate_depth);
  for (std::size_t g = 0; g < games.size(); ++g) {
    const Played& p = games[g];
    const bool engine_first = g % 2 == 0;
    out += "[Event \"cinc-selfplay " + v.name + " vs " + opt.opponent + "\"]\n[Site \"cinc\"]\n[Date \"2026.11.25\"]\n";
    out += "[Round \"" + std::to_string(g + 1) + "\"]\n";
    out += "[" + v.sides[0] + " \"" + (engine_first ? engine_name : opt.opponent) + "\"]\n";
    out += "[" + v.sides[1] + " \"" + (engine_first ? opt.opponent : engine_name) + "\"]\n";
    out += "[Result \"" + p.result + "\"]\n[Variant \"" + v.name + "\"]\n";
    for (const auto& [name, value] : p.tags) out += "[" + name + " \"" + value + "\"]\n";
    if (!p.termination.empty() && p.result == "1/2-1/2") out += "[Termination \"" + p.termination + "\"]\n";
    out += "\n";
    std::string line;
    for (std::size_t i = 0; i < p.moves.size(); ++i) {
      std::string token = (i % 2 == 0 ? std::to_string(i / 2 + 1) + ". " : "") + p.moves[i];
      if (line.size() + token.size() + 1 > 79) {
        out += line + "\n";
        line.clear();
      }
      line += (line.empty() ? "" : " ") + token;
    }
    if (line.size() + p.result.size() + 1 > 79) {
      out += line + "\n";
      line.clear();
    }
    out += line + (line.empty() ? "" : " ") + p.result + "\n\n";
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  Options opt;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    const bool has_value = i + 1 < argc;
    if (a == "--help" || a == "-h") {
      usage();
      return 0;
    } else if (a == "--variant" && has_value) {
      opt.variant = argv[++i];
    } else if (a == "--games" && has_value) {
      opt.games = std::atoi(argv[++i]);
    } else if (a == "--opponent" && has_value) {
      opt.opponent = argv[++i];
    } else if (a == "--depth" && has_value) {
      opt.depth = std::atoi(argv[++i]);
    } else if (a == "--seed" && has_value) {
      opt.seed = std::strtoull(argv[++i], nullptr, 10);
    } else if (a == "--max-plies" && has_value) {
      opt.max_plies = std::atoi(argv[++i]);
    } else if (a == "--jobs" && has_value) {
      opt.jobs = std::max(1, std::atoi(argv[++i]));
    } else if (a == "--record" && has_value) {
      opt.record = argv[++i];
    } else {
      std::cerr << "cinc-selfplay: unknown or incomplete option " << a << "\n";
      return usage();
    }
  }
  const cinc::game::Variant* v = cinc::game::find_variant(opt.variant);
  if (!v || !v->make_analyser) {
    std::cerr << "cinc-selfplay: no engine for variant \"" << opt.variant << "\"; known: " << cinc::game::variant_names()
              << "\n";
    return 2;
  }
  if (opt.opponent != "random" && opt.opponent != "greedy") return usage();
  if (opt.games < 1 || opt.max_plies < 1) return usage();

  const auto begin = std::chrono::steady_clock::now();
  std::vector<Played> games(static_cast<std::size_t>(opt.games));
  std::atomic<int> next{0};
  auto worker = [&] {
    const auto engine = v->make_analyser(cinc::game::kDefaultTableBits);
    for (int g = next++; g < opt.games; g = next++) games[static_cast<std::size_t>(g)] = play_game(*v, *engine, opt, g);
  };
  std::vector<std::thread> pool;
  for (int t = 1; t < std::min(opt.jobs, opt.games); ++t) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();

  int wins = 0, draws = 0, losses = 0;
  long plies = 0;
  std::map<std::string, int> endings;
  for (const Played& p : games) {
    if (p.engine_score == 1.0) ++wins;
    else if (p.engine_score == 0.0) ++losses;
    else ++draws;
    plies += static_cast<long>(p.moves.size());
    if (p.engine_score == 0.5) ++endings[p.termination];
  }
  std::printf("%s vs %s, depth %d: %d games, W %d D %d L %d, score %.1f/%d, %.1f plies/game, %.1f s\n", v->name.c_str(),
              opt.opponent.c_str(), opt.depth > 0 ? opt.depth : v->engine.annotate_depth, opt.games, wins, draws, losses,
              wins + 0.5 * draws, opt.games, static_cast<double>(plies) / opt.games, seconds);
  for (const auto& [why, n] : endings) std::printf("  drawn (%s): %d\n", why.c_str(), n);
  if (!opt.record.empty()) {
    std::ofstream file(opt.record, std::ios::binary);
    file << event_text(*v, opt, games);
    if (!file) {
      std::cerr << "cinc-selfplay: cannot write " << opt.record << "\n";
      return 2;
    }
  }
  return 0;
}
