// The Commander-In-Chief search: iterative deepening over a negamax alpha-beta with
// principal-variation search, a transposition table, TT-move / MVV-LVA / killer / history
// move ordering and a quiescence search of captures and attacks. The evaluation and the
// reasons for its terms are in docs/annotate.md.
// Rules: docs/rules/commander-in-chief.md (cited as §n).
#include "cinc/game/search.h"

#include "cic_internal.h"

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <utility>

namespace cinc::game::cic {

namespace {

// An index for the std::array tables below.
template <class T>
constexpr std::size_t ix(T v) {
  return static_cast<std::size_t>(v);
}

// ---------------------------------------------------------------------------------------
// Evaluation terms (centipoints). docs/annotate.md gives the reasons for each weight.

constexpr int kPointScale = 100;          // one point of §6 = 100 centipoints
constexpr int kMobility = 4;              // per pseudo-legal move (own minus the opponent's)
constexpr int kAmphibianRow = 6;          // per row an Amphibian has advanced toward promotion
constexpr int kCommanderPressure = 5;     // per enemy move onto a square next to the Commander
constexpr int kEnhancedCommander = 300;   // an enhanced Commander survives one attack (§8)

// Search bounds.
constexpr int kMaxPly = 128;              // deepest ply from the root (search and quiescence)
constexpr int kQuiescencePlies = 12;      // captures followed at most this far beyond the depth
constexpr int kEvasionPlies = 2;          // quiescence plies where a threatened Commander must move
constexpr int kFutilityDepth = 1;         // frontier nodes: quiet moves skipped when far below alpha
constexpr int kFutilityMargin = 150;      // the most a quiet move is assumed to gain
constexpr int kReductionDepth = 3;        // late move reductions from this depth
constexpr int kReductionAfter = 3;        // ... for quiet moves after this many moves
constexpr std::uint64_t kCheckEvery = 1024;  // nodes between time checks

// The value of a piece on the board for material: §6 points, plus half for an enhancement
// (it must be attacked before it can be captured, §8). The Commander has no material value:
// losing it ends the game (§5), which the search scores as a loss.
int material_of(Piece p) {
  if (p.kind == Kind::commander) return p.enhanced ? kEnhancedCommander : 0;
  const int v = kind_value(p.kind) * kPointScale;
  return p.enhanced ? v + v / 2 : v;
}

// Rows (anti-diagonals) an Amphibian of `side` on s has advanced beyond its start row
// (§2: row 5, f+r = 4 for Light). It promotes on reaching the enemy Land (row 11).
int amphibian_advance(Side side, Square s) {
  const int sum = kBoard.file_of(s) + kBoard.rank_of(s);
  const int row = side == Side::light ? sum : 14 - sum;
  return std::max(0, row - 4);
}


// ---------------------------------------------------------------------------------------
// Move generation for the search: the rules of Position::piece_moves (§3, §4, §7, §8),
// compiled into per-square tables from the same direction data (cic_internal.h), over a
// plain array of cells. tests/game/search_test.cpp checks it equals Position::legal_moves.

// Cell encoding of the local board: bits 0-3 kind, bit 4 Light, bit 5 enhanced.
using Cell = std::uint8_t;
constexpr Cell kLightBit = 0x10;
constexpr Cell kEnhancedBit = 0x20;
Cell encode(Piece p) {
  if (p.empty()) return 0;
  return static_cast<Cell>(static_cast<Cell>(p.kind) | (p.side == Side::light ? kLightBit : 0) |
                           (p.enhanced ? kEnhancedBit : 0));
}
Kind kind_of(Cell c) { return static_cast<Kind>(c & 0x0f); }
int side_of(Cell c) { return (c & kLightBit) ? 1 : 0; }
bool blocker_cell(Cell c) { return is_blocker(kind_of(c)); }

/// Squares along one direction, nearest first, with whether the piece may stand on each.
struct Ray {
  std::uint8_t length = 0;
  std::array<Square, 3> squares{};
  std::array<bool, 3> stand{};
};

/// A Helicopter ring square and the squares whose blocker forbids it (§4.3).
struct RingSquare {
  Square to = kNoSquare;
  std::array<Square, 2> guards{kNoSquare, kNoSquare};
};

struct PieceTable {
  std::vector<Ray> rays;
  std::vector<RingSquare> ring;  // Helicopters only
  bool launched = true;          // false: a Submarine or Destroyer on its own Land (§4.4)
};

struct Tables {
  // [side][kind][square]
  std::array<std::array<std::array<PieceTable, 64>, kKindCount>, 2> piece;
  std::array<Zone, 64> zone{};
  std::array<std::uint64_t, 64> neighbours{};  // the up to 8 squares around a square
  std::array<int, kKindCount> value{};         // §6 points
  std::array<int, 64> material{};              // material_of by cell (kind and enhancement bits)
  std::array<std::array<int, 64>, 2> advance{};  // amphibian_advance by side and square

  Tables() {
    for (int k = 0; k < kKindCount; ++k) {
      value[ix(k)] = kind_value(static_cast<Kind>(k));
      material[ix(k)] = material_of(Piece{static_cast<Kind>(k), Side::dark, false});
      material[ix(k) | kEnhancedBit] = material_of(Piece{static_cast<Kind>(k), Side::dark, true});
    }
    for (Square s = 0; s < 64; ++s)
      for (int side = 0; side < 2; ++side)
        advance[ix(side)][ix(s)] = amphibian_advance(static_cast<Side>(side), s);
    for (Square s = 0; s < 64; ++s) {
      zone[ix(s)] = zone_of(s);
      for (int df = -1; df <= 1; ++df)
        for (int dr = -1; dr <= 1; ++dr) {
          const Square t = kBoard.offset(s, df, dr);
          if ((df || dr) && t != kNoSquare) neighbours[ix(s)] |= std::uint64_t{1} << t;
        }
    }
    for (int side_i = 0; side_i < 2; ++side_i) {
      const Side side = static_cast<Side>(side_i);
      const Zone enemy_land = land_of(opponent(side));
      for (int k = 1; k < kKindCount; ++k) {
        const Kind kind = static_cast<Kind>(k);
        for (Square from = 0; from < 64; ++from) {
          PieceTable& t = piece[ix(side_i)][ix(k)][ix(from)];
          if (kind == Kind::helicopter) {
            for (const auto& h : helicopter_ring()) {
              RingSquare r;
              r.to = kBoard.offset(from, h.step.df, h.step.dr);
              if (r.to == kNoSquare) continue;
              for (int g = 0; g < h.guard_count; ++g)
                r.guards[ix(g)] = kBoard.offset(from, h.guards[ix(g)].df,
                                                                      h.guards[ix(g)].dr);
              t.ring.push_back(r);
            }
            continue;
          }
          t.launched = is_launched(kind, side, from);
          for (const auto& d : directions_of(kind, t.launched)) {
            const Step step = to_board(d.step, side);
            int reach = d.max;
            // §4 Commander: two squares only with start, middle and end in the enemy Land.
            if (kind == Kind::commander && zone_of(from) != enemy_land) reach = 1;
            Ray ray;
            Square at = from;
            for (int n = 1; n <= reach; ++n) {
              at = kBoard.offset(at, step.df, step.dr);
              if (at == kNoSquare) break;
              if (kind == Kind::commander && n == 2 && zone_of(at) != enemy_land) break;
              ray.squares[ray.length] = at;
              ray.stand[ray.length] = may_stand(kind, side, zone_of(at));
              ++ray.length;
            }
            if (ray.length) t.rays.push_back(ray);
          }
        }
      }
    }
  }
};

const Tables& tables() {
  static const Tables t;
  return t;
}

/// The board as the generator reads it.
struct Board {
  std::array<Cell, 64> cell{};
  explicit Board(const Position& pos) {
    for (Square s = 0; s < 64; ++s) cell[ix(s)] = encode(pos.at(s));
  }
  [[nodiscard]] Cell at(Square s) const { return cell[ix(s)]; }
  /// Plays a legal move on the cells as Position::play does (§4 promotion, §8 attack).
  void play(const Move& m) {
    Cell& to = cell[ix(m.to)];
    if (m.attack) {
      to = static_cast<Cell>(to & ~kEnhancedBit);
      return;
    }
    Cell& from = cell[ix(m.from)];
    to = m.promotion ? static_cast<Cell>((from & ~0x0f) | static_cast<Cell>(Kind::king_amphibian)) : from;
    from = 0;
  }
};

/// A position with its cells, as the search walks them.
struct Node {
  Position pos;
  Board board;
  explicit Node(const Position& p) : pos(p), board(p) {}
  [[nodiscard]] Node after(const Move& m) const {
    Node n = *this;
    n.pos.play(m);
    n.board.play(m);
    return n;
  }
};

/// Calls visit(to, target_cell) for every destination of the piece on `from` (empty or
/// enemy-occupied, in Position::piece_moves order), and defend(to) for every square
/// holding a friendly piece it could take if that were an enemy (for the capture filter).
template <class Visit, class Defend>
void for_each_destination(const Tables& t, const Board& b, Square from, Cell piece, Visit&& visit, Defend&& defend) {
  const int side = side_of(piece);
  const Kind kind = kind_of(piece);
  const PieceTable& pt = t.piece[ix(side)][ix(kind)][ix(from)];
  if (kind == Kind::helicopter) {
    for (const RingSquare& r : pt.ring) {
      if ((r.guards[0] != kNoSquare && blocker_cell(b.at(r.guards[0]))) ||
          (r.guards[1] != kNoSquare && blocker_cell(b.at(r.guards[1]))))
        continue;
      const Cell c = b.at(r.to);
      if (c == 0 || side_of(c) != side) visit(r.to, c);
      else defend(r.to);
    }
    return;
  }
  const bool jumper = may_jump(kind);
  for (const Ray& ray : pt.rays) {
    for (std::uint8_t j = 0; j < ray.length; ++j) {
      const Square to = ray.squares[j];
      const Cell c = b.at(to);
      if (c == 0) {
        if (ray.stand[j]) visit(to, c);
        continue;
      }
      if (ray.stand[j]) {
        if (side_of(c) != side) visit(to, c);
        else defend(to);
      }
      if (!jumper || blocker_cell(c)) break;  // §4: blockers are never jumped
    }
  }
}

/// The move of `piece` from `from` to `to` onto `target` (0: empty), flagged exactly as
/// Position::piece_moves flags it.
Move make_move(const Tables& t, Square from, Cell piece, Square to, Cell target) {
  const Kind kind = kind_of(piece);
  const int side = side_of(piece);
  Move m{from, to, kind, Kind::none, false, false, false};
  if (target) {
    if (target & kEnhancedBit) m.attack = true;  // §8: an attack, nothing moves
    else m.captured = kind_of(target);
  }
  m.launch = !m.attack && !t.piece[ix(side)][ix(kind)][ix(from)].launched;
  m.promotion = kind == Kind::amphibian && !m.attack &&
                t.zone[ix(to)] == (side == 1 ? Zone::dark_land : Zone::light_land);
  return m;
}

/// What one pass over a position learns for the evaluation and the quiescence search.
struct Scan {
  std::array<int, 2> material{0, 0};
  std::array<int, 2> advance{0, 0};          // Amphibian rows
  std::array<int, 2> mobility{0, 0};         // destinations of every piece of the side
  std::array<int, 2> pressure{0, 0};         // enemy moves onto squares next to this side's Commander
  std::array<bool, 2> commander_attacked{false, false};  // some enemy piece could take or attack it
  std::array<Square, 2> commander{kNoSquare, kNoSquare};
  std::array<std::uint64_t, 2> covers{0, 0};  // squares a side's pieces could move to or retake on
  std::array<int, 2> own_moves{0, 0};        // side to move: moves of the member due (all: single), of the other
  std::array<bool, 2> takes_commander{false, false};  // side to move: that member can capture the enemy Commander
};

/// A capture or attack of the side to move found by the scan; member 0 is the member due
/// (or a single player), 1 the other teammate.
struct Capture {
  Square from;
  Square to;
  int member;
};

int side_index(Side s) { return static_cast<int>(s); }

// The squares holding pieces, in square order.
int occupied(const Board& b, std::array<Square, 64>& pieces) {
  int count = 0;
  for (Square s = 0; s < 64; ++s)
    if (b.at(s)) pieces[ix(count++)] = s;
  return count;
}

// The legal moves of the side to move, in square order exactly as Position::legal_moves
// gives them (the team member due moves, or the other when it cannot, §7). The position
// must have both Commanders.
void generate_legal(const Node& node, MoveList& legal) {
  legal.clear();
  const Tables& t = tables();
  const Board& b = node.board;
  const int me = side_index(node.pos.side_to_move());
  const TeamTurn due = node.pos.team_turn(node.pos.side_to_move());
  std::array<Square, 64> pieces{};
  const int count = occupied(b, pieces);
  auto own_moves = [&](bool member_due) {
    for (int i = 0; i < count; ++i) {
      const Square from = pieces[ix(i)];
      const Cell c = b.at(from);
      if (side_of(c) != me) continue;
      if (due != TeamTurn::single && (Position::member_of(kind_of(c)) == due) != member_due) continue;
      for_each_destination(
          t, b, from, c, [&](Square to, Cell target) { legal.push_back(make_move(t, from, c, to, target)); },
          [](Square) {});
    }
  };
  own_moves(true);
  if (due != TeamTurn::single && legal.empty()) own_moves(false);  // §7 "if possible"
}

// Bits set in x (SWAR: the build targets processors without a popcount instruction).
inline int bit_count(std::uint64_t x) {
  x = x - ((x >> 1) & 0x5555555555555555ULL);
  x = (x & 0x3333333333333333ULL) + ((x >> 2) & 0x3333333333333333ULL);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
  return static_cast<int>((x * 0x0101010101010101ULL) >> 56);
}

// The destinations of the piece on `from` as bit sets: `dest` the squares it may move to
// (empty or enemy), `defends` the squares holding friends it could retake on.
inline void destination_sets(const Tables& t, const Board& b, Square from, Cell piece, std::uint64_t& dest,
                             std::uint64_t& defends) {
  dest = 0;
  defends = 0;
  for_each_destination(
      t, b, from, piece, [&dest](Square to, Cell) { dest |= std::uint64_t{1} << to; },
      [&defends](Square to) { defends |= std::uint64_t{1} << to; });
}

// One pass over every piece of both sides: the evaluation's terms, and the side to move's
// captures and attacks as packed pairs (see Capture). The position must have both Commanders.
void scan_position(const Node& node, Scan& scan, std::vector<Capture>& captures) {
  captures.clear();
  scan = Scan{};
  const Tables& t = tables();
  const Board& b = node.board;
  const int me = side_index(node.pos.side_to_move());
  const TeamTurn due = node.pos.team_turn(node.pos.side_to_move());
  std::array<Square, 64> pieces{};
  std::array<std::uint64_t, 2> occupancy{0, 0};
  int count = 0;
  for (Square s = 0; s < 64; ++s) {
    const Cell c = b.at(s);
    if (!c) continue;
    pieces[ix(count++)] = s;
    const auto side = ix(side_of(c));
    const Kind kind = kind_of(c);
    occupancy[side] |= std::uint64_t{1} << s;
    if (kind == Kind::commander) scan.commander[side] = s;
    scan.material[side] += t.material[c & (kEnhancedBit | 0x0f)];
    if (kind == Kind::amphibian) scan.advance[side] += t.advance[side][ix(s)];
  }
  std::array<std::uint64_t, 2> near{0, 0};
  std::array<std::uint64_t, 2> commander_bit{0, 0};
  for (std::size_t side = 0; side < 2; ++side)
    if (scan.commander[side] != kNoSquare) {
      near[side] = t.neighbours[ix(scan.commander[side])];
      commander_bit[side] = std::uint64_t{1} << scan.commander[side];
    }
  for (int i = 0; i < count; ++i) {
    const Square from = pieces[ix(i)];
    const Cell c = b.at(from);
    const auto side = ix(side_of(c));
    std::uint64_t dest, defends;
    destination_sets(t, b, from, c, dest, defends);
    const int n = bit_count(dest);
    scan.mobility[side] += n;
    scan.covers[side] |= dest | defends;
    if (dest & commander_bit[1 - side]) scan.commander_attacked[1 - side] = true;
    scan.pressure[1 - side] += bit_count(dest & near[1 - side] & ~commander_bit[1 - side]);
    if (static_cast<int>(side) != me) continue;
    const int member = due == TeamTurn::single || Position::member_of(kind_of(c)) == due ? 0 : 1;
    scan.own_moves[ix(member)] += n;
    if ((dest & commander_bit[1 - side]) && !(b.at(scan.commander[1 - side]) & kEnhancedBit))
      scan.takes_commander[ix(member)] = true;
    for (std::uint64_t targets = dest & occupancy[1 - side]; targets; targets &= targets - 1)
      captures.push_back(Capture{from, static_cast<Square>(std::countr_zero(targets)), member});
  }
}

// The evaluation from a full scan, for the side to move.
int evaluate_scan(const Scan& s, Side stm) {
  auto side_score = [&](int i) {
    const auto k = ix(i);
    return s.material[k] + kAmphibianRow * s.advance[k] + kMobility * s.mobility[k] -
           kCommanderPressure * s.pressure[k];
  };
  const int me = side_index(stm);
  return side_score(me) - side_score(1 - me);
}

// ---------------------------------------------------------------------------------------
// Transposition table

enum class Bound : std::uint8_t { none, exact, lower, upper };

struct TTEntry {
  std::uint32_t check = 0;   // upper 32 bits of the key
  std::int32_t score = 0;    // win scores stored relative to this node
  std::uint16_t move = 0;    // from | to << 6 | 1 << 12; 0: none
  std::uint16_t generation = 0;
  std::int8_t depth = 0;
  Bound bound = Bound::none;
  std::uint16_t unused = 0;
};
static_assert(sizeof(TTEntry) == 16);

std::uint16_t pack(const Move& m) {
  return static_cast<std::uint16_t>(m.from | (m.to << 6) | (1 << 12));
}
bool matches(std::uint16_t packed, const Move& m) { return packed != 0 && pack(m) == packed; }

// Win scores count plies from the root; the table stores them from the node.
int to_table(int score, int ply) {
  if (score >= kScoreWinThreshold) return score + ply;
  if (score <= -kScoreWinThreshold) return score - ply;
  return score;
}
int from_table(int score, int ply) {
  if (score >= kScoreWinThreshold) return score - ply;
  if (score <= -kScoreWinThreshold) return score + ply;
  return score;
}

}  // namespace

std::string score_text(int score) {
  if (is_win_score(score)) {
    const int plies = plies_to_end(score);
    // The winner's moves: the side to move's captures come on odd plies, the opponent's on even.
    const int moves = score > 0 ? (plies + 1) / 2 : plies / 2;
    return score > 0 ? "#" + std::to_string(moves) : "#-" + std::to_string(moves);
  }
  char buf[32];
  const int a = std::abs(score);
  std::snprintf(buf, sizeof buf, "%s%d.%02d", score > 0 ? "+" : score < 0 ? "-" : "", a / 100, a % 100);
  return buf;
}

MoveList search_moves(const Position& pos) {
  MoveList out;
  if (!pos.has_commander(Side::dark) || !pos.has_commander(Side::light)) return out;  // §5: decided
  generate_legal(Node(pos), out);
  return out;
}

int evaluate(const Position& pos) {
  if (!pos.has_commander(Side::dark) || !pos.has_commander(Side::light)) return 0;
  std::vector<Capture> captures;
  Scan scan;
  scan_position(Node(pos), scan, captures);
  return evaluate_scan(scan, pos.side_to_move());
}

// ---------------------------------------------------------------------------------------
// The engine

struct Engine::Impl {
  explicit Impl(int tt_bits)
      : table(std::size_t{1} << std::clamp(tt_bits, 8, 28)), mask(table.size() - 1) {}

  std::vector<TTEntry> table;
  std::size_t mask;
  std::uint16_t generation = 0;

  // Per-search state.
  SearchLimits limits;
  std::chrono::steady_clock::time_point begin;
  std::uint64_t nodes = 0;
  bool stop = false;
  bool may_stop = false;  // no stop during the first iteration
  std::array<std::array<Move, 2>, kMaxPly> killers{};
  std::array<std::array<std::array<int, 64>, 64>, 2> history{};
  std::array<std::array<Move, kMaxPly>, kMaxPly> pv{};
  std::array<int, kMaxPly> pv_length{};
  std::array<MoveList, kMaxPly> moves;
  std::array<std::vector<Capture>, kMaxPly> capture_buffers;
  std::array<std::vector<int>, kMaxPly> order;

  double elapsed() const {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
  }

  void count_node() {
    ++nodes;
    if (!may_stop || nodes % kCheckEvery != 0) return;
    if (limits.nodes && nodes >= limits.nodes) stop = true;
    if (limits.time_ms > 0 && elapsed() * 1000.0 >= limits.time_ms) stop = true;
  }

  TTEntry* probe(std::uint64_t key) {
    TTEntry& e = table[key & mask];
    if (e.generation == generation && e.bound != Bound::none && e.check == static_cast<std::uint32_t>(key >> 32))
      return &e;
    return nullptr;
  }

  // Deterministic replacement: an entry of an earlier search, the same position, or one
  // searched no deeper is replaced.
  void store(std::uint64_t key, int depth, int score, Bound bound, const Move* best, int ply) {
    TTEntry& e = table[key & mask];
    const auto check = static_cast<std::uint32_t>(key >> 32);
    const bool same = e.generation == generation && e.check == check;
    if (e.generation == generation && !same && e.depth > depth) return;
    if (!best && same) {
      // keep the move an earlier visit found
    } else {
      e.move = best ? pack(*best) : 0;
    }
    e.check = check;
    e.score = to_table(score, ply);
    e.generation = generation;
    e.depth = static_cast<std::int8_t>(depth);
    e.bound = bound;
  }

  void single_pv(int ply, const Move& m) {
    pv[ix(ply)][ix(ply)] = m;
    pv_length[ix(ply)] = ply + 1;
  }

  // The line of `ply`: m, then the line the child at ply + 1 found.
  void update_pv(int ply, const Move& m) {
    auto& row = pv[ix(ply)];
    row[ix(ply)] = m;
    const int next = ply + 1;
    const int len = next < kMaxPly ? pv_length[ix(next)] : next;
    for (int i = next; i < len; ++i) row[ix(i)] = pv[ix(next)][ix(i)];
    pv_length[ix(ply)] = std::max(len, next);
  }

  // Ordering keys: TT move, captures (most valuable victim, least valuable attacker),
  // attacks on enhanced pieces, promotions, killers, then the history of cut-offs.
  void score_moves(const Node& node, const MoveList& list, std::vector<int>& keys, std::uint16_t tt_move, int ply) {
    const Position& pos = node.pos;
    const Board& board = node.board;
    const auto& value = tables().value;
    keys.resize(list.size());
    const auto& k = killers[ix(ply)];
    const auto& h = history[ix(side_index(pos.side_to_move()))];
    for (std::size_t i = 0; i < list.size(); ++i) {
      const Move& m = list[i];
      int key;
      if (matches(tt_move, m)) key = 1 << 30;
      else if (m.captured != Kind::none) key = (1 << 28) + value[ix(m.captured)] * 64 - value[ix(m.piece)];
      else if (m.attack) key = (1 << 27) + value[ix(kind_of(board.at(m.to)))] * 64 - value[ix(m.piece)];
      else if (m.promotion) key = 1 << 26;
      else if (m == k[0]) key = (1 << 25) + 1;
      else if (m == k[1]) key = 1 << 25;
      else key = h[ix(m.from)][ix(m.to)];
      keys[i] = key;
    }
  }

  // Moves the best remaining move to index i (selection sort: deterministic, and cheap when a
  // cut-off comes early).
  static void pick(MoveList& list, std::vector<int>& keys, std::size_t i) {
    std::size_t best = i;
    for (std::size_t j = i + 1; j < list.size(); ++j)
      if (keys[j] > keys[best]) best = j;
    if (best != i) {
      std::swap(list[i], list[best]);
      std::swap(keys[i], keys[best]);
    }
  }

  int quiesce(const Node& node, int alpha, int beta, int ply, int qply) {
    const Position& pos = node.pos;
    count_node();
    pv_length[ix(ply)] = ply;
    if (stop) return 0;
    MoveList& list = moves[ix(ply)];
    std::vector<Capture>& captures = capture_buffers[ix(ply)];
    Scan scan;
    scan_position(node, scan, captures);
    int member = 0;
    if (scan.own_moves[0] == 0 && pos.team_turn(pos.side_to_move()) != TeamTurn::single) member = 1;  // §7
    if (scan.own_moves[ix(member)] == 0) return 0;  // §5.3: no legal move, drawn
    const Tables& t = tables();
    if (scan.takes_commander[ix(member)]) {  // §5: the capture wins at once
      for (const Capture& c : captures)
        if (c.member == member && kind_of(node.board.at(c.to)) == Kind::commander) {
          single_pv(ply, make_move(t, c.from, node.board.at(c.from), c.to, node.board.at(c.to)));
          break;
        }
      return kScoreWin - (ply + 1);
    }
    const int stand = evaluate_scan(scan, pos.side_to_move());
    if (ply >= kMaxPly - 1 || qply >= kQuiescencePlies) return stand;
    // A Commander the opponent could take next must move (or be covered): no standing pat.
    const bool evade = scan.commander_attacked[ix(side_index(pos.side_to_move()))] &&
                       qply < kEvasionPlies;
    int best = -kScoreInfinite;
    if (evade) {
      generate_legal(node, list);
    } else {
      if (stand >= beta) return stand;
      alpha = std::max(alpha, stand);
      best = stand;
      // Captures and attacks; a capture by a more valuable piece on a square the opponent
      // covers is left out (it most likely loses the capturer, §6 values).
      const std::uint64_t covered = scan.covers[ix(1 - side_index(pos.side_to_move()))];
      list.clear();
      for (const Capture& c : captures) {
        if (c.member != member) continue;
        const Move m = make_move(t, c.from, node.board.at(c.from), c.to, node.board.at(c.to));
        if (!m.attack && t.value[ix(m.captured)] < t.value[ix(m.piece)] &&
            (covered >> m.to & 1) != 0)
          continue;
        list.push_back(m);
      }
    }
    std::vector<int>& keys = order[ix(ply)];
    score_moves(node, list, keys, 0, ply);
    for (std::size_t i = 0; i < list.size(); ++i) {
      pick(list, keys, i);
      const Move m = list[i];
      const int s = -quiesce(node.after(m), -beta, -alpha, ply + 1, qply + 1);
      if (stop) return 0;
      if (s > best) {
        best = s;
        if (s > alpha) {
          alpha = s;
          update_pv(ply, m);
          if (s >= beta) break;
        }
      }
    }
    return best;
  }

  int negamax(const Node& node, int depth, int alpha, int beta, int ply, bool pv_node) {
    if (depth <= 0 || ply >= kMaxPly - 1) return quiesce(node, alpha, beta, ply, 0);
    const Position& pos = node.pos;
    count_node();
    pv_length[ix(ply)] = ply;
    if (stop) return 0;
    const std::uint64_t key = pos.key();
    std::uint16_t tt_move = 0;
    if (const TTEntry* e = probe(key)) {
      tt_move = e->move;
      if (!pv_node && e->depth >= depth) {
        const int s = from_table(e->score, ply);
        if (e->bound == Bound::exact || (e->bound == Bound::lower && s >= beta) ||
            (e->bound == Bound::upper && s <= alpha))
          return s;
      }
    }
    MoveList& list = moves[ix(ply)];
    generate_legal(node, list);
    if (list.empty()) return 0;  // §5.3: no legal move, drawn
    for (const Move& m : list)
      if (m.captured == Kind::commander) {  // §5: the capture wins at once
        single_pv(ply, m);
        return kScoreWin - (ply + 1);
      }
    // Futility (frontier nodes): when even a generous gain from a quiet move leaves the
    // static evaluation below alpha, only captures, attacks and promotions are searched.
    // Not when the own Commander is threatened: then the quiet move that saves it matters.
    int futility = kScoreInfinite;
    if (depth <= kFutilityDepth && !pv_node && !is_win_score(alpha)) {
      Scan scan;
      scan_position(node, scan, capture_buffers[ix(ply)]);
      if (!scan.commander_attacked[ix(side_index(pos.side_to_move()))])
        futility = evaluate_scan(scan, pos.side_to_move()) + kFutilityMargin * depth;
    }
    // `list` and `keys` are this ply's buffers; the children use the next plies' buffers.
    MoveList& mine = list;
    std::vector<int>& keys = order[ix(ply)];
    score_moves(node, mine, keys, tt_move, ply);
    const int alpha0 = alpha;
    int best = -kScoreInfinite;
    std::optional<Move> best_move;
    for (std::size_t i = 0; i < mine.size(); ++i) {
      pick(mine, keys, i);
      const Move m = mine[i];
      const bool quiet = !m.is_capture_or_attack() && !m.promotion;
      if (quiet && i > 0 && futility <= alpha) {
        best = std::max(best, futility);
        continue;
      }
      const Node child = node.after(m);
      int s;
      if (i == 0) {
        s = -negamax(child, depth - 1, -beta, -alpha, ply + 1, pv_node);
      } else {
        // Late quiet moves are first searched a ply shallower (late move reduction).
        const int reduction = (quiet && depth >= kReductionDepth && static_cast<int>(i) >= kReductionAfter &&
                               keys[i] < (1 << 25)) ? 1 : 0;
        s = -negamax(child, depth - 1 - reduction, -alpha - 1, -alpha, ply + 1, false);
        if (!stop && reduction && s > alpha) s = -negamax(child, depth - 1, -alpha - 1, -alpha, ply + 1, false);
        if (!stop && s > alpha && s < beta) s = -negamax(child, depth - 1, -beta, -alpha, ply + 1, true);
      }
      if (stop) return 0;
      if (s > best) {
        best = s;
        best_move = m;
        if (s > alpha) {
          alpha = s;
          update_pv(ply, m);
          if (s >= beta) {
            if (!m.is_capture_or_attack()) {
              auto& k = killers[ix(ply)];
              if (!(k[0] == m)) {
                k[1] = k[0];
                k[0] = m;
              }
              int& h = history[ix(side_index(pos.side_to_move()))][ix(m.from)]
                              [ix(m.to)];
              h = std::min(h + depth * depth, 1 << 24);
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

  SearchResult run(const Position& root, const SearchLimits& lim,
                   const std::function<void(const SearchIteration&)>& on_iteration) {
    limits = lim;
    begin = std::chrono::steady_clock::now();
    nodes = 0;
    stop = false;
    may_stop = false;
    killers = {};
    history = {};
    if (++generation == 0) {  // wrapped: really clear once every 65535 searches
      std::fill(table.begin(), table.end(), TTEntry{});
      generation = 1;
    }
    SearchResult result;
    if (!root.has_commander(root.side_to_move())) {
      result.score = -kScoreWin;  // the game is over: this side's Commander was captured (§5)
      return result;
    }
    if (!root.has_commander(opponent(root.side_to_move()))) {
      result.score = kScoreWin;
      return result;
    }
    const Node root_node(root);
    const int max_depth = limits.depth > 0 ? std::min(limits.depth, kMaxDepth) : kMaxDepth;
    for (int depth = 1; depth <= max_depth; ++depth) {
      const int score = negamax(root_node, depth, -kScoreInfinite, kScoreInfinite, 0, true);
      if (stop) break;
      SearchIteration it;
      it.depth = depth;
      it.score = score;
      it.pv.assign(pv[0].begin(), pv[0].begin() + pv_length[0]);
      it.nodes = nodes;
      it.seconds = elapsed();
      result.best = it.pv.empty() ? std::nullopt : std::optional<Move>(it.pv.front());
      result.score = score;
      result.pv = it.pv;
      result.depth = depth;
      if (on_iteration) on_iteration(it);
      result.iterations.push_back(std::move(it));
      may_stop = true;
      if (result.pv.empty()) break;  // no legal move: stalemate
      if (is_win_score(score) && plies_to_end(score) <= depth) break;  // the shortest win is found
      if (limits.nodes && nodes >= limits.nodes) break;
      if (limits.time_ms > 0 && elapsed() * 1000.0 >= limits.time_ms) break;
    }
    result.nodes = nodes;
    result.seconds = elapsed();
    return result;
  }
};

Engine::Engine(int tt_bits) : impl_(std::make_unique<Impl>(tt_bits)) {}
Engine::~Engine() = default;

SearchResult Engine::search(const Position& pos, const SearchLimits& limits,
                            const std::function<void(const SearchIteration&)>& on_iteration) {
  return impl_->run(pos, limits, on_iteration);
}

SearchResult search(const Position& pos, const SearchLimits& limits) {
  Engine engine;
  return engine.search(pos, limits);
}

}  // namespace cinc::game::cic
