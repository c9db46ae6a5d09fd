// A game's engine behind a game-independent face, for the tools (`cinc analyse`, `cinc
// annotate`) and the benchmarks: positions are GameStates, moves canonical text. One
// virtual call per search, none per node: each game instantiates the search (search.h) in
// its own folder and hands out an Analyser through its Variant (`make_analyser`).
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "cinc/game/search.h"
#include "cinc/game/variant.h"

namespace cinc::game {

/// One completed iteration, its line in canonical move text.
struct AnalysisIteration {
  int depth = 0;
  int score = 0;               ///< see kScoreWin
  std::vector<std::string> pv;
  std::uint64_t nodes = 0;     ///< so far in this search
  double seconds = 0;
};

/// What a search of a position found, moves in canonical text.
struct Analysis {
  std::optional<std::string> best;  ///< none when the game is decided or the side cannot move
  int score = 0;                    ///< side to move's view; a decided game's value
  std::vector<std::string> pv;      ///< starts with `best`
  std::uint64_t nodes = 0;
  int depth = 0;                    ///< the last completed iteration
  double seconds = 0;
};

/// A game's engine: its search, its transposition table and its evaluation. Not shared
/// between threads (one per thread); every search starts afresh (search.h).
class Analyser {
 public:
  virtual ~Analyser() = default;
  /// Searches the position of `state`, a state of this analyser's game. `history`: the
  /// keys (GameState::key) of the game's positions before it, for the games whose
  /// repetitions draw; `on_iteration` is called after each completed iteration.
  [[nodiscard]] virtual Analysis analyse(const GameState& state, const SearchLimits& limits,
                                         std::span<const std::uint64_t> history = {},
                                         const std::function<void(const AnalysisIteration&)>& on_iteration = {}) = 0;
  /// The static evaluation of the position (side to move's view), as the search's leaves see it.
  [[nodiscard]] virtual int evaluate(const GameState& state) = 0;
};

/// The Analyser of a game `G` (search.h's interface): `node_of` gives the search's node of
/// a state of the game, `text_of` a move's canonical text in its node, `evaluate` the
/// static evaluation. Instantiated in each game's engine source, where `G` is defined.
template <class G>
class SearchAnalyser final : public Analyser {
 public:
  using Node = typename G::Node;
  using Move = typename G::Move;
  using NodeOf = std::function<Node(const GameState&)>;
  using TextOf = std::string (*)(const Node&, const Move&);
  using Evaluate = int (*)(const Node&);

  SearchAnalyser(NodeOf node_of, TextOf text_of, Evaluate evaluation, int table_bits = kDefaultTableBits)
      : search_(table_bits), node_of_(std::move(node_of)), text_of_(text_of), evaluate_(evaluation) {}

  Analysis analyse(const GameState& state, const SearchLimits& limits, std::span<const std::uint64_t> history,
                   const std::function<void(const AnalysisIteration&)>& on_iteration) override {
    const Node root = node_of_(state);
    std::function<void(const SearchIteration<Move>&)> report;
    if (on_iteration)
      report = [&](const SearchIteration<Move>& it) {
        on_iteration(AnalysisIteration{it.depth, it.score, texts(root, it.pv), it.nodes, it.seconds});
      };
    const SearchResult<Move> r = search_.run(root, limits, report, history);
    Analysis a;
    a.pv = texts(root, r.pv);
    if (!a.pv.empty()) a.best = a.pv.front();
    a.score = r.score;
    a.nodes = r.nodes;
    a.depth = r.depth;
    a.seconds = r.seconds;
    return a;
  }

  int evaluate(const GameState& state) override { return evaluate_(node_of_(state)); }

 private:
  // The moves of a line in canonical text, each in the node it is played from.
  std::vector<std::string> texts(const Node& root, const std::vector<Move>& line) const {
    std::vector<std::string> out;
    Node node = root;
    for (const Move& m : line) {
      out.push_back(text_of_(node, m));
      node = G::after(node, m);
    }
    return out;
  }
  Search<G> search_;
  NodeOf node_of_;
  TextOf text_of_;
  Evaluate evaluate_;
};

}  // namespace cinc::game
