// Commander-In-Chief's engine: the generic search (cinc/game/search.h) over this game's
// move generation from per-square tables, its evaluation (material, enhancements,
// mobility, Amphibians' advance, pressure on the Commanders) and its quiescence rules (a
// threatened Commander may not stand pat). Rules: docs/rules/commander-in-chief.md (cited
// as §n); the evaluation's reasons are in docs/annotate.md.
#include "cinc/game/cic_engine.h"

#include "cinc/game/engine_shell.h"

#include "cic_internal.h"

#include <algorithm>
#include <array>
#include <bit>
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

// The search's bounds of this game (the others are the generic search's, search.h).
constexpr int kQuiescencePlies = 12;      // captures followed at most this far beyond the depth
constexpr int kEvasionPlies = 2;          // quiescence plies where a threatened Commander must move
constexpr int kFutilityMargin = 150;      // the most a quiet move is assumed to gain

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
// plain array of cells. tests/game/commander-in-chief/search_test.cpp checks it equals Position::legal_moves.

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
  /// Plays a legal move on the cells as Position::play does (§4.5 promotion, §8 attack).
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


// Commander-In-Chief as the generic search sees it (cinc/game/search.h).
struct CicGame {
  using Node = cic::Node;
  using Move = cic::Move;
  using MoveList = cic::MoveList;
  /// A ply's scan and the captures it found (the evaluation and the quiescence moves).
  struct Scratch {
    Scan scan;
    std::vector<Capture> captures;
  };
  static constexpr int kHistorySlots = 64 * 64;
  static constexpr int kQuiescencePlies = cic::kQuiescencePlies;
  static constexpr int kFutilityMargin = cic::kFutilityMargin;
  /// §5.4: repetition is a draw to be claimed, not automatic; the search ignores it.
  static constexpr bool kRepetitionDraws = false;

  // §5: a position without a Commander is decided. Below the root the search never meets
  // one: a node that can capture the Commander returns the win (immediate_win, horizon).
  static Outcome outcome(const Node& n) {
    if (!n.pos.has_commander(n.pos.side_to_move())) return Outcome::lost;
    if (!n.pos.has_commander(opponent(n.pos.side_to_move()))) return Outcome::won;
    return Outcome::ongoing;
  }
  static void generate(const Node& n, MoveList& list, Scratch&) { generate_legal(n, list); }
  static Outcome no_moves(const Node&) { return Outcome::drawn; }  // §5.3: no legal move, drawn
  static const Move* immediate_win(const Node&, const MoveList& list) {
    for (const Move& m : list)
      if (m.captured == Kind::commander) return &m;  // §5.1: the capture wins at once
    return nullptr;
  }
  static Node after(const Node& n, const Move& m) { return n.after(m); }
  static std::string text_of(const Node& n, const Move& m) { return canonical_text(n.pos, m); }
  static int evaluation(const Node& n) { return evaluate(n.pos); }
  static std::uint64_t key(const Node& n) { return n.pos.key(); }
  static int side(const Node& n) { return side_index(n.pos.side_to_move()); }
  static std::uint32_t pack(const Move& m) { return static_cast<std::uint32_t>(m.from | (m.to << 6) | (1 << 12)); }
  // Captures (most valuable victim, least valuable attacker), attacks on enhanced pieces
  // (by the victim's value), then promotions (§6 values).
  static int noisy_key(const Node& n, const Move& m) {
    if (m.captured != Kind::none) return (1 << 28) + kind_value(m.captured) * 64 - kind_value(m.piece);
    if (m.attack) return (1 << 27) + kind_value(kind_of(n.board.at(m.to))) * 64 - kind_value(m.piece);
    if (m.promotion) return 1 << 26;
    return 0;
  }
  static bool quiet(const Move& m) { return !m.is_capture_or_attack() && !m.promotion; }
  static bool capture(const Move& m) { return m.is_capture_or_attack(); }
  static int history_slot(const Move& m) { return m.from * 64 + m.to; }

  static Horizon<Move> horizon(const Node& node, int qply, Scratch& s) {
    using H = Horizon<Move>;
    H h;
    const Position& pos = node.pos;
    scan_position(node, s.scan, s.captures);
    const int member = member_due(pos, s.scan);
    if (s.scan.own_moves[ix(member)] == 0) {  // §5.3: no legal move, drawn
      h.kind = H::Kind::drawn;
      return h;
    }
    if (s.scan.takes_commander[ix(member)]) {  // §5: the capture wins at once
      const Tables& t = tables();
      for (const Capture& c : s.captures)
        if (c.member == member && kind_of(node.board.at(c.to)) == Kind::commander) {
          h.winning_move = make_move(t, c.from, node.board.at(c.from), c.to, node.board.at(c.to));
          break;
        }
      h.kind = H::Kind::win_now;
      return h;
    }
    h.stand = evaluate_scan(s.scan, pos.side_to_move());
    // A Commander the opponent could take next must move (or be covered): no standing pat.
    h.may_stand = !(s.scan.commander_attacked[ix(side_index(pos.side_to_move()))] && qply < kEvasionPlies);
    return h;
  }
  static void noisy_moves(const Node& node, const Horizon<Move>& h, MoveList& list, Scratch& s) {
    if (!h.may_stand) {
      generate_legal(node, list);
      return;
    }
    // Captures and attacks; a capture by a more valuable piece on a square the opponent
    // covers is left out (it most likely loses the capturer, §6 values).
    const Tables& t = tables();
    const int member = member_due(node.pos, s.scan);
    const std::uint64_t covered = s.scan.covers[ix(1 - side_index(node.pos.side_to_move()))];
    list.clear();
    for (const Capture& c : s.captures) {
      if (c.member != member) continue;
      const Move m = make_move(t, c.from, node.board.at(c.from), c.to, node.board.at(c.to));
      if (!m.attack && t.value[ix(m.captured)] < t.value[ix(m.piece)] && (covered >> m.to & 1) != 0) continue;
      list.push_back(m);
    }
  }
  // Futility at the frontier, except when the own Commander is threatened: then the quiet
  // move that saves it matters.
  static std::optional<int> futility_eval(const Node& node, Scratch& s) {
    scan_position(node, s.scan, s.captures);
    if (s.scan.commander_attacked[ix(side_index(node.pos.side_to_move()))]) return std::nullopt;
    return evaluate_scan(s.scan, node.pos.side_to_move());
  }

 private:
  // The team member whose moves count (0: the one due or a single player, 1: the other, §7).
  static int member_due(const Position& pos, const Scan& scan) {
    return scan.own_moves[0] == 0 && pos.team_turn(pos.side_to_move()) != TeamTurn::single ? 1 : 0;
  }
};

}  // namespace

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

Engine::Engine(int tt_bits) : EngineShell(searcher<CicGame>(tt_bits)) {}

SearchResult search(const Position& pos, const SearchLimits& limits) {
  Engine engine;
  return engine.search(pos, limits);
}

std::unique_ptr<Analyser> make_analyser(std::function<Position(const GameState&)> position_of, int table_bits) {
  return make_search_analyser<CicGame>(std::move(position_of), table_bits);
}

}  // namespace cinc::game::cic
