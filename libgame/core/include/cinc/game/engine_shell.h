// The engine shell, written once: what a game's engine source puts around its search rules
// `G` (the game-facing interface of cinc/game/search.h) so that others can use them: the
// Analyser the tools reach through Variant::make_analyser (make_search_analyser), the Engine
// a game's own tests and benchmarks hold over its positions (EngineShell), and the hook that
// gives a Variant its engine (set_analyser). The search itself stays a template instantiated
// in the game's engine source: no call per node goes through anything virtual here, one
// virtual call per search does.
//
// What `G` adds to search.h's interface for the shell:
//   static std::string text_of(const Node&, const Move&)  the move's canonical text
//   static int evaluation(const Node&)                     the static evaluation (side to move)
//   static Node root(const Root&)                          optional: the node of what a caller
//                                                          holds (`Root`), when it is not `Node`
//                                                          itself or constructible from it
#pragma once
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <utility>

#include "cinc/game/analysis.h"
#include "cinc/game/search.h"
#include "cinc/game/variant.h"

namespace cinc::game {

/// The search's node for what a caller holds: `G::root(root)` where the game defines it,
/// else the node made from it (most games search their Position itself).
template <class G, class Root>
[[nodiscard]] typename G::Node search_root(const Root& root) {
  if constexpr (requires { G::root(root); }) return G::root(root);
  else return typename G::Node(root);
}

/// The Analyser of the game whose search rules are `G` (analysis.h), its transposition table
/// of 2^table_bits entries: `root_of` gives what the search starts from for a state of the
/// game (its position, or more, G::root).
template <class G, class Root>
[[nodiscard]] std::unique_ptr<Analyser> make_search_analyser(std::function<Root(const GameState&)> root_of,
                                                             int table_bits) {
  return std::make_unique<SearchAnalyser<G>>(
      [root_of = std::move(root_of)](const GameState& s) { return search_root<G>(root_of(s)); }, &G::text_of,
      &G::evaluation, table_bits);
}

/// A game's engine over what its callers hold (`Root`: its Position, or what the search
/// needs with it), searching for moves of type `Move`: the search with its transposition
/// table, kept from one search to the next (each starts afresh, search.h). A game's header
/// declares `class Engine final : public EngineShell<Position, Move>` with a constructor
/// `explicit Engine(int tt_bits = kDefaultTableBits)`, which its engine source defines as
/// `: EngineShell(searcher<G>(tt_bits))`; the search rules `G` stay in that source.
template <class Root, class Move>
class EngineShell {
 public:
  virtual ~EngineShell() = default;
  EngineShell(const EngineShell&) = delete;
  EngineShell& operator=(const EngineShell&) = delete;

  /// Searches from `root`; `history` holds the keys of the game's earlier positions (a
  /// position repeated on the search's path or from the game scores as a draw, in the games
  /// whose repetitions draw); `on_iteration` (optional) is called after each completed
  /// iteration.
  [[nodiscard]] SearchResult<Move> search(const Root& root, const SearchLimits& limits,
                                          std::span<const std::uint64_t> history = {},
                                          const std::function<void(const SearchIteration<Move>&)>& on_iteration = {}) {
    return searcher_->run(root, limits, on_iteration, history);
  }

 protected:
  /// The search behind the shell, one virtual call a search.
  struct Searcher {
    virtual ~Searcher() = default;
    virtual SearchResult<Move> run(const Root& root, const SearchLimits& limits,
                                   const std::function<void(const SearchIteration<Move>&)>& on_iteration,
                                   std::span<const std::uint64_t> history) = 0;
  };
  /// The search of the rules `G` with a table of 2^tt_bits entries, for the constructor.
  template <class G>
  [[nodiscard]] static std::unique_ptr<Searcher> searcher(int tt_bits) {
    struct Of final : Searcher {
      explicit Of(int bits) : search(bits) {}
      SearchResult<Move> run(const Root& root, const SearchLimits& limits,
                             const std::function<void(const SearchIteration<Move>&)>& on_iteration,
                             std::span<const std::uint64_t> history) override {
        return search.run(search_root<G>(root), limits, on_iteration, history);
      }
      Search<G> search;
    };
    return std::make_unique<Of>(tt_bits);
  }
  explicit EngineShell(std::unique_ptr<Searcher> searcher) : searcher_(std::move(searcher)) {}

 private:
  std::unique_ptr<Searcher> searcher_;
};

/// What the engine of a state of class `State` searches from: `state.search_root()` where the
/// state defines it (what the search needs beyond the position), else `state.position()`.
template <class State>
[[nodiscard]] decltype(auto) engine_root_of(const GameState& state) {
  const auto& s = static_cast<const State&>(state);
  if constexpr (requires { s.search_root(); }) return s.search_root();
  else return s.position();
}

/// Sets `v.make_analyser` to the game's engine: `make(root_of, table_bits)` (the game's
/// make_analyser) over engine_root_of<State>.
template <class State, auto make>
void set_analyser(Variant& v) {
  v.make_analyser = [](int table_bits) {
    return make([](const GameState& s) { return engine_root_of<State>(s); }, table_bits);
  };
}

}  // namespace cinc::game
