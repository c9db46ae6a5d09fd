// The one search every game's engine uses: iterative deepening over a negamax alpha-beta
// with principal-variation search, a transposition table on the game's position keys,
// move ordering (the table's move, the game's own order of captures and promotions, two
// killers per ply, the history of cut-offs), a quiescence search of the moves the game
// calls noisy, futility pruning at the frontier, late move reductions, and depth, node
// and time limits. Written once as a template over a small game-facing interface (the
// `Game` below), instantiated per game in that game's folder, so the hot loop makes no
// virtual call. docs/annotate.md describes the search and every game's evaluation.
#pragma once
#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

namespace cinc::game {

// ---------------------------------------------------------------------------------------
// Scores

/// Scores are from the view of the side to move, in hundredths of the game's own unit (a
/// Commander-In-Chief point of docs/rules/commander-in-chief.md §6.1, a checkers man: 100),
/// or a win/loss: a game won in p plies from the root scores kScoreWin - p (lost:
/// -(kScoreWin - p)), so that the search prefers the quickest win and the longest defence.
inline constexpr int kScoreWin = 1'000'000;
/// Scores at or beyond this (in absolute value) are wins or losses.
inline constexpr int kScoreWinThreshold = kScoreWin - 10'000;
/// Larger than any score.
inline constexpr int kScoreInfinite = kScoreWin + 1;

/// True for a win or loss score.
[[nodiscard]] constexpr bool is_win_score(int score) {
  return score >= kScoreWinThreshold || score <= -kScoreWinThreshold;
}
/// For a win or loss score: plies until the game ends (1: the side to move wins with its
/// next move; 2: the opponent wins after one move of ours).
[[nodiscard]] constexpr int plies_to_end(int score) { return kScoreWin - (score < 0 ? -score : score); }
/// "+1.25" (the game's units, two decimals), "0.00", or for a win "#2" (the side to move
/// wins with its 2nd move) and for a loss "#-1" (the opponent wins with its 1st move).
[[nodiscard]] std::string score_text(int score);

// ---------------------------------------------------------------------------------------
// Limits and results

/// When to stop. With only `depth` (or `nodes`) set the search is deterministic: the same
/// position and limit give the same result, whatever the machine or earlier searches.
struct SearchLimits {
  int depth = 0;               ///< deepest iteration in plies; 0: no depth limit (kMaxDepth)
  int time_ms = 0;             ///< 0: none; an unfinished iteration is discarded
  std::uint64_t nodes = 0;     ///< 0: none; a node budget (deterministic, like depth)
  /// Set by another thread to end the search as a time limit ends it (the Python module's
  /// Ctrl-C); null: none.
  const std::atomic<bool>* stop = nullptr;
};

/// Deepest iteration the search will start.
inline constexpr int kMaxDepth = 64;

/// What one completed iteration found.
template <class Move>
struct SearchIteration {
  int depth = 0;
  int score = 0;               ///< see kScoreWin
  std::vector<Move> pv;        ///< principal variation from the root
  std::uint64_t nodes = 0;     ///< nodes visited so far in this search (all iterations)
  double seconds = 0;          ///< wall time so far
};

/// The result of a search: the last completed iteration.
template <class Move>
struct SearchResult {
  std::optional<Move> best;    ///< none when the position is decided or has no legal move
  int score = 0;               ///< see kScoreWin; the game's value of a decided position
  std::vector<Move> pv;        ///< starts with `best`
  std::uint64_t nodes = 0;
  int depth = 0;               ///< depth of the last completed iteration
  double seconds = 0;
  std::vector<SearchIteration<Move>> iterations;
};

// ---------------------------------------------------------------------------------------
// The game-facing interface

/// How a game stands for its side to move, as the rules decide it.
enum class Outcome : std::uint8_t {
  ongoing,
  won,      ///< the side to move has won (the opponent's last move lost it the game)
  lost,     ///< the side to move has lost
  drawn,
};

/// What the game says of a node at the horizon, for the quiescence search.
template <class Move>
struct Horizon {
  /// `search` unless the node needs no search: `won`/`lost`/`drawn` as the rules decide
  /// it, or `win_now` for a side to move that wins at once with `winning_move`.
  enum class Kind : std::uint8_t { search, won, lost, drawn, win_now } kind = Kind::search;
  Move winning_move{};
  int stand = 0;          ///< the static evaluation (side to move's view)
  bool may_stand = true;  ///< false: no standing pat, the moves given must be searched (an evasion)
};

/// The search's per-ply buffers of a game with none of its own.
struct NoScratch {};

// A game adapts itself to the search with a class `G` of static members (instantiated in
// the game's folder, e.g. libgame/checkers/checkers_engine.cpp):
//
//   using Node;        a position as the search walks it: copied once per move played
//   using Move;        copyable, equality-comparable (killers), default-constructible
//   using MoveList;    clear(), push_back(), size(), operator[], empty() (std::vector<Move>)
//   using Scratch;     per-ply buffers of the game's own (NoScratch when none)
//   static constexpr int  kHistorySlots;       size of the history table per side
//   static constexpr int  kQuiescencePlies;    noisy moves followed at most this far
//   static constexpr int  kFutilityMargin;     the most a quiet move is assumed to gain
//   static constexpr bool kRepetitionDraws;    a position seen before on the path scores 0
//   static Outcome outcome(const Node&);       the rules' end at the node, for its side to move
//   static void generate(const Node&, MoveList&, Scratch&);  every legal move
//   static Outcome no_moves(const Node&);      the end when the list is empty
//   static const Move* immediate_win(const Node&, const MoveList&);  a move that wins at once, or null
//   static Node after(const Node&, const Move&);
//   static std::uint64_t key(const Node&);     the position's key (transposition table, repetition)
//   static int side(const Node&);              0 or 1, the side to move (history table)
//   static std::uint32_t pack(const Move&);    non-zero: names the move in the table (may collide)
//   static int noisy_key(const Node&, const Move&);  ordering of captures and promotions, in
//                                              [2^26, 2^30); 0 for a quiet move
//   static bool quiet(const Move&);            neither pruned nor reduced when false
//   static bool capture(const Move&);          never a killer nor in the history when true
//   static int history_slot(const Move&);      0 .. kHistorySlots - 1
//   static Horizon<Move> horizon(const Node&, int qply, Scratch&);  the node at the horizon:
//                                              decided, or its static evaluation
//   static void noisy_moves(const Node&, const Horizon<Move>&, MoveList&, Scratch&);  the
//                                              moves the quiescence search follows from it
//                                              (called after horizon, when standing pat
//                                              did not cut off)
//   static std::optional<int> futility_eval(const Node&, Scratch&);  the evaluation when
//                                              quiet moves may be pruned at the frontier

/// The size of a search's transposition table when nothing else is asked, as a power of
/// two of 16-byte entries: 2^18, 4 MiB (`cinc analyse`; `cinc annotate` asks for less).
inline constexpr int kDefaultTableBits = 18;

/// The search over a game `G` with its transposition table (fixed size: 2^tt_bits entries
/// of 16 bytes). Every search starts with an empty table (a new generation, not a clear),
/// so a result depends only on the position, the limits, the history and the table size.
template <class G>
class Search {
 public:
  using Node = typename G::Node;
  using Move = typename G::Move;
  using MoveList = typename G::MoveList;
  using Iteration = SearchIteration<Move>;
  using Result = SearchResult<Move>;

  explicit Search(int tt_bits = kDefaultTableBits)
      : table_(std::size_t{1} << std::clamp(tt_bits, 8, 28)),
        mask_(table_.size() - 1),
        state_(std::make_unique<State>()) {}

  /// Searches the node. `history` holds the keys of the positions of the game before it
  /// (for games whose repetitions draw); `on_iteration` is called after each completed
  /// iteration.
  [[nodiscard]] Result run(const Node& root, const SearchLimits& limits,
                           const std::function<void(const Iteration&)>& on_iteration = {},
                           std::span<const std::uint64_t> history = {});

 private:
  // Search bounds and the ordering bands shared by every game.
  static constexpr int kMaxPly = 128;          // deepest ply from the root (search and quiescence)
  static constexpr int kFutilityDepth = 1;     // frontier nodes: quiet moves skipped when far below alpha
  static constexpr int kReductionDepth = 3;    // late move reductions from this depth
  static constexpr int kReductionAfter = 3;    // ... for quiet moves after this many moves
  static constexpr std::uint64_t kCheckEvery = 1024;  // nodes between time checks
  static constexpr int kTableMoveKey = 1 << 30;
  static constexpr int kKillerKey = 1 << 25;   // the first killer gets one more
  static constexpr int kHistoryCap = 1 << 24;

  enum class Bound : std::uint8_t { none, exact, lower, upper };
  struct TTEntry {
    std::uint32_t check = 0;   // upper 32 bits of the key
    std::int32_t score = 0;    // win scores stored relative to this node
    std::uint32_t move = 0;    // G::pack of the best move; 0: none
    std::uint16_t generation = 0;
    std::int8_t depth = 0;
    Bound bound = Bound::none;
  };
  static_assert(sizeof(TTEntry) == 16);

  // The per-search state, on the heap (the tables are large).
  struct State {
    std::array<std::array<Move, 2>, kMaxPly> killers{};
    std::vector<int> history = std::vector<int>(2 * static_cast<std::size_t>(G::kHistorySlots));
    std::array<std::array<Move, kMaxPly>, kMaxPly> pv{};
    std::array<int, kMaxPly> pv_length{};
    std::array<MoveList, kMaxPly> moves{};
    std::array<std::vector<int>, kMaxPly> order{};
    std::array<typename G::Scratch, kMaxPly> scratch{};
    std::array<std::uint64_t, kMaxPly + 1> path{};  // keys of the nodes from the root (repetition)
  };

  static constexpr std::size_t ix(int v) { return static_cast<std::size_t>(v); }

  // Win scores count plies from the root; the table stores them from the node.
  static int to_table(int score, int ply) {
    if (score >= kScoreWinThreshold) return score + ply;
    if (score <= -kScoreWinThreshold) return score - ply;
    return score;
  }
  static int from_table(int score, int ply) {
    if (score >= kScoreWinThreshold) return score - ply;
    if (score <= -kScoreWinThreshold) return score + ply;
    return score;
  }
  // The score of a decided node `ply` plies from the root, for its side to move.
  static int decided_score(Outcome o, int ply) {
    switch (o) {
      case Outcome::won: return kScoreWin - ply;
      case Outcome::lost: return -(kScoreWin - ply);
      default: return 0;
    }
  }

  [[nodiscard]] double elapsed() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - begin_).count();
  }

  void count_node() {
    ++nodes_;
    if (!may_stop_ || nodes_ % kCheckEvery != 0) return;
    if (limits_.nodes && nodes_ >= limits_.nodes) stop_ = true;
    if (limits_.time_ms > 0 && elapsed() * 1000.0 >= limits_.time_ms) stop_ = true;
    if (limits_.stop && limits_.stop->load(std::memory_order_relaxed)) stop_ = true;
  }

  const TTEntry* probe(std::uint64_t key) const {
    const TTEntry& e = table_[key & mask_];
    if (e.generation == generation_ && e.bound != Bound::none && e.check == static_cast<std::uint32_t>(key >> 32))
      return &e;
    return nullptr;
  }

  // Deterministic replacement: an entry of an earlier search, the same position, or one
  // searched no deeper is replaced.
  void store(std::uint64_t key, int depth, int score, Bound bound, const Move* best, int ply) {
    TTEntry& e = table_[key & mask_];
    const auto check = static_cast<std::uint32_t>(key >> 32);
    const bool same = e.generation == generation_ && e.check == check;
    if (e.generation == generation_ && !same && e.depth > depth) return;
    if (best || !same) e.move = best ? G::pack(*best) : 0;  // else keep the move an earlier visit found
    e.check = check;
    e.score = to_table(score, ply);
    e.generation = generation_;
    e.depth = static_cast<std::int8_t>(depth);
    e.bound = bound;
  }

  // Whether the node `ply` plies from the root repeats a position of its path or of the
  // game before the root.
  bool repeated(std::uint64_t key, int ply) const {
    const State& s = *state_;
    for (int p = ply - 2; p >= 0; p -= 2)
      if (s.path[ix(p)] == key) return true;
    return std::find(history_.begin(), history_.end(), key) != history_.end();
  }

  void single_pv(int ply, const Move& m) {
    state_->pv[ix(ply)][ix(ply)] = m;
    state_->pv_length[ix(ply)] = ply + 1;
  }

  // The line of `ply`: m, then the line the child at ply + 1 found.
  void update_pv(int ply, const Move& m) {
    State& s = *state_;
    auto& row = s.pv[ix(ply)];
    row[ix(ply)] = m;
    const int next = ply + 1;
    const int len = next < kMaxPly ? s.pv_length[ix(next)] : next;
    for (int i = next; i < len; ++i) row[ix(i)] = s.pv[ix(next)][ix(i)];
    s.pv_length[ix(ply)] = std::max(len, next);
  }

  // Ordering keys: the table's move, the game's noisy moves, killers, then the history.
  void score_moves(const Node& node, const MoveList& list, std::vector<int>& keys, std::uint32_t tt_move, int ply) {
    State& s = *state_;
    keys.resize(list.size());
    const auto& k = s.killers[ix(ply)];
    const int* h = s.history.data() + ix(G::side(node)) * ix(G::kHistorySlots);
    for (std::size_t i = 0; i < list.size(); ++i) {
      const Move& m = list[i];
      int key;
      if (tt_move != 0 && G::pack(m) == tt_move) key = kTableMoveKey;
      else if (const int noisy = G::noisy_key(node, m)) key = noisy;
      else if (m == k[0]) key = kKillerKey + 1;
      else if (m == k[1]) key = kKillerKey;
      else key = h[G::history_slot(m)];
      keys[i] = key;
    }
  }

  // Moves the best remaining move to index i (selection sort: deterministic, and cheap when
  // a cut-off comes early).
  static void pick(MoveList& list, std::vector<int>& keys, std::size_t i) {
    std::size_t best = i;
    for (std::size_t j = i + 1; j < list.size(); ++j)
      if (keys[j] > keys[best]) best = j;
    if (best != i) {
      std::swap(list[i], list[best]);
      std::swap(keys[i], keys[best]);
    }
  }

  int quiesce(const Node& node, int alpha, int beta, int ply, int qply);
  int negamax(const Node& node, int depth, int alpha, int beta, int ply, bool pv_node);

  std::vector<TTEntry> table_;
  std::size_t mask_;
  std::uint16_t generation_ = 0;
  std::unique_ptr<State> state_;

  // Per-search state.
  SearchLimits limits_;
  std::span<const std::uint64_t> history_;
  std::chrono::steady_clock::time_point begin_;
  std::uint64_t nodes_ = 0;
  bool stop_ = false;
  bool may_stop_ = false;  // no stop during the first iteration
};

template <class G>
int Search<G>::quiesce(const Node& node, int alpha, int beta, int ply, int qply) {
  State& s = *state_;
  count_node();
  s.pv_length[ix(ply)] = ply;
  if (stop_) return 0;
  const Horizon<Move> h = G::horizon(node, qply, s.scratch[ix(ply)]);
  using HK = typename Horizon<Move>::Kind;
  switch (h.kind) {
    case HK::won: return decided_score(Outcome::won, ply);
    case HK::lost: return decided_score(Outcome::lost, ply);
    case HK::drawn: return 0;
    case HK::win_now: single_pv(ply, h.winning_move); return kScoreWin - (ply + 1);
    case HK::search: break;
  }
  if (ply >= kMaxPly - 1 || qply >= G::kQuiescencePlies) return h.stand;
  int best = -kScoreInfinite;
  if (h.may_stand) {
    if (h.stand >= beta) return h.stand;
    alpha = std::max(alpha, h.stand);
    best = h.stand;
  }
  MoveList& list = s.moves[ix(ply)];
  G::noisy_moves(node, h, list, s.scratch[ix(ply)]);
  std::vector<int>& keys = s.order[ix(ply)];
  score_moves(node, list, keys, 0, ply);
  for (std::size_t i = 0; i < list.size(); ++i) {
    pick(list, keys, i);
    const Move m = list[i];
    const int v = -quiesce(G::after(node, m), -beta, -alpha, ply + 1, qply + 1);
    if (stop_) return 0;
    if (v > best) {
      best = v;
      if (v > alpha) {
        alpha = v;
        update_pv(ply, m);
        if (v >= beta) break;
      }
    }
  }
  return best;
}

template <class G>
int Search<G>::negamax(const Node& node, int depth, int alpha, int beta, int ply, bool pv_node) {
  if (depth <= 0 || ply >= kMaxPly - 1) return quiesce(node, alpha, beta, ply, 0);
  State& s = *state_;
  count_node();
  s.pv_length[ix(ply)] = ply;
  if (stop_) return 0;
  if (const Outcome o = G::outcome(node); o != Outcome::ongoing) return decided_score(o, ply);
  const std::uint64_t key = G::key(node);
  if constexpr (G::kRepetitionDraws) {
    s.path[ix(ply)] = key;
    if (ply > 0 && repeated(key, ply)) return 0;
  }
  std::uint32_t tt_move = 0;
  if (const TTEntry* e = probe(key)) {
    tt_move = e->move;
    if (!pv_node && e->depth >= depth) {
      const int v = from_table(e->score, ply);
      if (e->bound == Bound::exact || (e->bound == Bound::lower && v >= beta) ||
          (e->bound == Bound::upper && v <= alpha))
        return v;
    }
  }
  MoveList& list = s.moves[ix(ply)];
  G::generate(node, list, s.scratch[ix(ply)]);
  if (list.empty()) return decided_score(G::no_moves(node), ply);
  if (const Move* win = G::immediate_win(node, list)) {
    single_pv(ply, *win);
    return kScoreWin - (ply + 1);
  }
  // Futility (frontier nodes): when even a generous gain from a quiet move leaves the
  // static evaluation below alpha, only the noisy moves are searched. The game withholds
  // the evaluation when a quiet move may matter (a threatened Commander).
  int futility = kScoreInfinite;
  if (depth <= kFutilityDepth && !pv_node && !is_win_score(alpha))
    if (const std::optional<int> e = G::futility_eval(node, s.scratch[ix(ply)]))
      futility = *e + G::kFutilityMargin * depth;
  std::vector<int>& keys = s.order[ix(ply)];
  score_moves(node, list, keys, tt_move, ply);
  const int alpha0 = alpha;
  int best = -kScoreInfinite;
  std::optional<Move> best_move;
  for (std::size_t i = 0; i < list.size(); ++i) {
    pick(list, keys, i);
    const Move m = list[i];
    const bool quiet = G::quiet(m);
    if (quiet && i > 0 && futility <= alpha) {
      best = std::max(best, futility);
      continue;
    }
    const Node child = G::after(node, m);
    int v;
    if (i == 0) {
      v = -negamax(child, depth - 1, -beta, -alpha, ply + 1, pv_node);
    } else {
      // Late quiet moves are first searched a ply shallower (late move reduction).
      const int reduction =
          (quiet && depth >= kReductionDepth && static_cast<int>(i) >= kReductionAfter && keys[i] < kKillerKey) ? 1
                                                                                                               : 0;
      v = -negamax(child, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, false);
      if (!stop_ && reduction && v > alpha) v = -negamax(child, depth - 1, -alpha - 1, -alpha, ply + 1, false);
      if (!stop_ && v > alpha && v < beta) v = -negamax(child, depth - 1, -beta, -alpha, ply + 1, true);
    }
    if (stop_) return 0;
    if (v > best) {
      best = v;
      best_move = m;
      if (v > alpha) {
        alpha = v;
        update_pv(ply, m);
        if (v >= beta) {
          if (!G::capture(m)) {
            auto& k = s.killers[ix(ply)];
            if (!(k[0] == m)) {
              k[1] = k[0];
              k[0] = m;
            }
            int& h = s.history[ix(G::side(node)) * ix(G::kHistorySlots) + ix(G::history_slot(m))];
            h = std::min(h + depth * depth, kHistoryCap);
          }
          break;
        }
      }
    }
  }
  const Bound bound = best >= beta ? Bound::lower : best > alpha0 ? Bound::exact : Bound::upper;
  store(key, depth, best, bound, best_move ? &*best_move : nullptr, ply);
  return best;
}

template <class G>
typename Search<G>::Result Search<G>::run(const Node& root, const SearchLimits& limits,
                                         const std::function<void(const Iteration&)>& on_iteration,
                                         std::span<const std::uint64_t> history) {
  limits_ = limits;
  history_ = history;
  begin_ = std::chrono::steady_clock::now();
  nodes_ = 0;
  stop_ = false;
  may_stop_ = false;
  State& s = *state_;
  s.killers = {};
  std::fill(s.history.begin(), s.history.end(), 0);
  if (++generation_ == 0) {  // wrapped: really clear once every 65535 searches
    std::fill(table_.begin(), table_.end(), TTEntry{});
    generation_ = 1;
  }
  Result result;
  if (const Outcome o = G::outcome(root); o != Outcome::ongoing) {
    result.score = o == Outcome::won ? kScoreWin : o == Outcome::lost ? -kScoreWin : 0;
    return result;
  }
  const int max_depth = limits_.depth > 0 ? std::min(limits_.depth, kMaxDepth) : kMaxDepth;
  for (int depth = 1; depth <= max_depth; ++depth) {
    const int score = negamax(root, depth, -kScoreInfinite, kScoreInfinite, 0, true);
    if (stop_) break;
    Iteration it;
    it.depth = depth;
    it.score = score;
    it.pv.assign(s.pv[0].begin(), s.pv[0].begin() + s.pv_length[0]);
    it.nodes = nodes_;
    it.seconds = elapsed();
    result.best = it.pv.empty() ? std::nullopt : std::optional<Move>(it.pv.front());
    result.score = score;
    result.pv = it.pv;
    result.depth = depth;
    if (on_iteration) on_iteration(it);
    result.iterations.push_back(std::move(it));
    may_stop_ = true;
    if (result.pv.empty()) break;  // no legal move: the game's end for a side that cannot move
    if (is_win_score(score) && plies_to_end(score) <= depth) break;  // the shortest win is found
    if (limits_.nodes && nodes_ >= limits_.nodes) break;
    if (limits_.time_ms > 0 && elapsed() * 1000.0 >= limits_.time_ms) break;
    if (limits_.stop && limits_.stop->load(std::memory_order_relaxed)) break;
  }
  result.nodes = nodes_;
  result.seconds = elapsed();
  return result;
}

}  // namespace cinc::game
