// The independent Commander Chess reference generator (see reference_commander_chess.h).
// Every rule is cited by its section of docs/rules/commander-chess.md.
#include "support/reference_commander_chess.h"

#include <algorithm>
#include <cctype>
#include <functional>
#include <iterator>
#include <sstream>

namespace refcc {

namespace {

constexpr int kLine = 12;  // "the whole line": longer than any line of the board

int file_of(int p) { return p % kFiles; }
int rank_of(int p) { return p / kFiles; }
int point(int f, int r) { return r * kFiles + f; }
bool on_board(int f, int r) { return f >= 0 && f < kFiles && r >= 0 && r < kRanks; }
std::string name(int p) { return std::string(1, static_cast<char>('a' + file_of(p))) + std::to_string(rank_of(p) + 1); }
int sign(int v) { return (v > 0) - (v < 0); }

// §1: files a, b are sea; file c and d6 e6 d7 e7 are mixed; the rest is land.
bool is_sea(int p) { return file_of(p) <= 1; }
bool is_mixed(int p) {
  const int f = file_of(p), r = rank_of(p);
  return f == 2 || ((f == 3 || f == 4) && (r == 5 || r == 6));
}
// A Navy stands on sea and mixed points, every other piece on land and mixed points.
bool may_stand(char kind, int p) { return kind == 'N' ? (is_sea(p) || is_mixed(p)) : !is_sea(p); }
bool is_heavy(char kind) { return kind == 'A' || kind == 'G' || kind == 'S'; }
// Ranks 1-6 are Red's half, 7-12 Blue's.
int half_of(int p) { return rank_of(p) <= 5 ? 0 : 1; }

struct Dir {
  int df, dr;
};
const Dir kDirs[8] = {{0, 1}, {1, 0}, {0, -1}, {-1, 0}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};
bool is_diagonal(const Dir& d) { return d.df != 0 && d.dr != 0; }

// §2's table: move range, capture range, diagonals, captures through pieces; heroic +1 and
// diagonals (the Commander keeps its ranges, a heroic Headquarter moves 1 in 8 directions).
struct Row {
  int move = 0;
  int capture = 0;
  bool diagonals = false;
  bool through = false;
};
Row row_of(const Piece& pc) {
  Row w;
  switch (pc.kind) {
    case 'C': w = {kLine, 1, false, false}; break;
    case 'I':
    case 'E':
    case 'G': w = {1, 1, false, false}; break;
    case 'M': w = {1, 1, true, false}; break;
    case 'T': w = {2, 2, false, false}; break;
    case 'S': w = {2, 2, true, true}; break;
    case 'A': w = {3, 3, true, true}; break;
    case 'F':
    case 'N': w = {4, 4, true, true}; break;
    default: w = {0, 0, false, false}; break;  // 'H'
  }
  if (pc.heroic) {
    if (pc.kind == 'H') {
      w = {1, 1, true, false};
    } else if (pc.kind == 'C') {
      w.diagonals = true;
    } else {
      ++w.move;
      ++w.capture;
      w.diagonals = true;
    }
  }
  return w;
}

// §5: the valid stacks, carrier first, passengers in the order the FEN writes them.
const char* const kStacks[] = {"NF", "NC", "NI", "NM", "NT", "NFC", "NFI", "NFM", "NFT", "TC", "TI", "TM",
                               "FT", "FC", "FI", "FM", "FTC", "FTI", "FTM", "EA", "EG", "ES", "HC"};

std::string sorted(std::string s) {
  std::sort(s.begin(), s.end());
  return s;
}

// The entry of kStacks made of these letters (any order); a single letter is its own entry;
// empty when the letters make no stack.
std::string stack_entry(const std::string& kinds) {
  if (kinds.size() == 1) return kinds;
  for (const char* e : kStacks)
    if (sorted(e) == sorted(kinds)) return e;
  return "";
}

// The stack of these pieces (one side, any order), carrier first; nullopt when not valid.
std::optional<Stack> make_stack(const std::vector<Piece>& pieces) {
  if (pieces.empty() || pieces.size() > 3) return std::nullopt;
  std::string kinds;
  for (const Piece& pc : pieces) {
    if (pc.side != pieces.front().side) return std::nullopt;
    kinds += pc.kind;
  }
  const std::string entry = stack_entry(kinds);
  if (entry.empty()) return std::nullopt;
  Stack st;
  for (char k : entry)
    for (const Piece& pc : pieces)
      if (pc.kind == k) st.pieces[static_cast<std::size_t>(st.count++)] = pc;
  return st;
}

std::vector<Piece> pieces_of(const Stack& st) {
  return {st.pieces.begin(), st.pieces.begin() + st.count};
}

// The point of the Commander of `side`, carried or not; -1 when it has none.
int commander_point(const State& s, int side) {
  for (int p = 0; p < kPoints; ++p)
    for (const Piece& pc : pieces_of(s.board[static_cast<std::size_t>(p)]))
      if (pc.kind == 'C' && pc.side == side) return p;
  return -1;
}

const Stack& at(const State& s, int p) { return s.board[static_cast<std::size_t>(p)]; }
Stack& at(State& s, int p) { return s.board[static_cast<std::size_t>(p)]; }

// ---- §4 air defence ----

struct Defender {
  int point;
  int level;
};

// The air defence of `side`: Anti-Air, Navy (1) and Missile (2) on top of their points, +1
// when heroic.
std::vector<Defender> defenders_of(const State& s, int side) {
  std::vector<Defender> out;
  for (int p = 0; p < kPoints; ++p) {
    const Stack& st = at(s, p);
    if (st.empty() || st.side() != side) continue;
    const Piece& top = st.carrier();
    int level = top.kind == 'G' || top.kind == 'N' ? 1 : (top.kind == 'S' ? 2 : 0);
    if (level == 0) continue;
    if (top.heroic) ++level;
    out.push_back({p, level});
  }
  return out;
}

bool covers(const Defender& d, int q) {
  const int dx = file_of(q) - file_of(d.point), dy = rank_of(q) - rank_of(d.point);
  return dx * dx + dy * dy <= d.level * d.level;
}

// An Air Force's flight along a line, point by point (§4).
struct Flight {
  enum Result { safe, zone, destroyed };
  const std::vector<Defender>* defenders = nullptr;  // nullptr: a heroic Air Force, never hit
  std::vector<int> met;                               // the defenders met so far
  bool left_zone = false;

  Result enter(int q) {
    if (defenders == nullptr) return safe;
    bool covered = false;
    for (int i = 0; i < static_cast<int>(defenders->size()); ++i) {
      if (!covers((*defenders)[static_cast<std::size_t>(i)], q)) continue;
      covered = true;
      if (std::find(met.begin(), met.end(), i) == met.end()) met.push_back(i);
    }
    if (!covered && !met.empty()) left_zone = true;
    if (met.empty()) return safe;
    if (met.size() == 1 && !left_zone) return zone;
    return destroyed;
  }
};

// ---- §6 attack test, exposure, heroes ----

// The pieces of `by` that attack point `target` by §6's attack test, as (point, index in
// the stack there).
std::vector<std::pair<int, int>> attackers(const State& s, int target, int by) {
  std::vector<std::pair<int, int>> out;
  const bool navy_on_top = !at(s, target).empty() && at(s, target).carrier().kind == 'N';
  const std::vector<Defender> defence = defenders_of(s, 1 - by);
  for (const Dir& d : kDirs) {
    bool between = false;  // a piece stands between the target and the point looked at
    for (int dist = 1; dist <= 5; ++dist) {
      const int f = file_of(target) + d.df * dist, r = rank_of(target) + d.dr * dist;
      if (!on_board(f, r)) break;
      const int q = point(f, r);
      const Stack& st = at(s, q);
      if (st.empty()) continue;
      if (st.side() == by) {
        for (int i = 0; i < st.count; ++i) {
          const Piece& pc = st.pieces[static_cast<std::size_t>(i)];
          const Row w = row_of(pc);
          if (is_diagonal(d) && !w.diagonals) continue;
          int range = w.capture;
          if (pc.kind == 'C') range = pc.heroic ? 2 : 1;
          if (pc.kind == 'N' && !navy_on_top) range -= 1;
          if (dist > range) continue;
          if (between && !w.through) continue;
          if (pc.kind == 'F' && !pc.heroic) {
            // Its flight from its point to the target must not be destroyed.
            Flight flight{&defence, {}, false};
            bool hit = false;
            for (int k = 1; k <= dist && !hit; ++k)
              hit = flight.enter(point(f - d.df * k, r - d.dr * k)) == Flight::destroyed;
            if (hit) continue;
          }
          out.emplace_back(q, i);
        }
      }
      between = true;
    }
  }
  return out;
}

// Flips 'heroic' on for every piece of `mover` attacking the enemy Commander, then for the
// last guards (§6). Reports whether a piece of the mover, and whether a last guard, changed.
void promote(State& s, int mover, bool& hero, bool& guard) {
  const int enemy = commander_point(s, 1 - mover);
  if (enemy >= 0) {
    for (const auto& [q, i] : attackers(s, enemy, mover)) {
      Piece& pc = at(s, q).pieces[static_cast<std::size_t>(i)];
      if (!pc.heroic) hero = true;
      pc.heroic = true;
    }
  }
  for (int side = 0; side < 2; ++side) {
    int pieces = 0, commanders = 0, stacks = 0, other = -1;
    for (int p = 0; p < kPoints; ++p) {
      const Stack& st = at(s, p);
      if (st.empty() || st.side() != side) continue;
      pieces += st.count;
      if (st.count > 1) ++stacks;
      if (st.carrier().kind == 'C') ++commanders;
      else other = p;
    }
    if (pieces == 2 && commanders == 1 && stacks == 0 && !at(s, other).carrier().heroic) {
      at(s, other).pieces[0].heroic = true;
      guard = true;
    }
  }
}

// The points of `us`'s Commander (at `from`) may not stop on or pass: from the enemy
// Commander along its rank and file towards `from`, up to the first piece other than the
// Commander's own point (§3). None when
// the enemy Commander is carried (a carried Commander is not exposed, §6).
std::array<bool, kPoints> facing_points(const State& s, int from, int us) {
  std::array<bool, kPoints> out{};
  const int e = commander_point(s, 1 - us);
  if (e < 0 || at(s, e).carrier().kind != 'C') return out;
  for (const Dir& d : kDirs) {
    if (is_diagonal(d)) continue;
    const bool towards = d.df != 0 ? sign(file_of(from) - file_of(e)) == d.df : sign(rank_of(from) - rank_of(e)) == d.dr;
    if (!towards) continue;
    // The Commander's own point counts as empty, even when it steps out of a stack that stays
    // there (§3, as the engine walks it).
    for (int f = file_of(e) + d.df, r = rank_of(e) + d.dr;
         on_board(f, r) && (point(f, r) == from || at(s, point(f, r)).empty()); f += d.df, r += d.dr)
      out[static_cast<std::size_t>(point(f, r))] = true;
  }
  return out;
}

// The point of the first piece beyond `q` along `d` when it is the enemy Commander
// (uncarried); -1 otherwise.
int enemy_commander_beyond(const State& s, int q, const Dir& d, int us) {
  for (int f = file_of(q) + d.df, r = rank_of(q) + d.dr; on_board(f, r); f += d.df, r += d.dr) {
    const Stack& st = at(s, point(f, r));
    if (!st.empty()) return st.side() != us && st.carrier().kind == 'C' ? point(f, r) : -1;
  }
  return -1;
}

// §6 decision: whether the uncarried Commander of `side` is seen along an open rank or file
// by the enemy Commander carried in a stack (which may step out and capture it).
bool seen_by_carried_commander(const State& s, int side) {
  const int mine = commander_point(s, side), theirs = commander_point(s, 1 - side);
  if (mine < 0 || theirs < 0 || at(s, mine).carrier().kind != 'C' || at(s, theirs).carrier().kind == 'C') return false;
  if (file_of(mine) != file_of(theirs) && rank_of(mine) != rank_of(theirs)) return false;
  const int df = sign(file_of(theirs) - file_of(mine)), dr = sign(rank_of(theirs) - rank_of(mine));
  for (int f = file_of(mine) + df, r = rank_of(mine) + dr; point(f, r) != theirs; f += df, r += dr)
    if (!at(s, point(f, r)).empty()) return false;
  return true;
}

// ---- §3 how a piece moves ----

// One thing a mover may do: '-' move, 'x' capture, '_' stay capture, '@' suicide capture,
// '&' combination; `to` the point.
struct Step {
  char kind;
  int to;
};

// Whether the point `q` (reached from `prev`) blocks the mover's later moves along the line
// from `from`: terrain it may not stand on (but an Air Force flies over the sea), for a heavy
// piece the other half off the bridge files, for a Navy the river-mouth diagonals.
bool terrain_blocks(char kind, int from, int prev, int q, const Dir& d) {
  if (!may_stand(kind, q)) return kind != 'F';
  if (is_heavy(kind) && half_of(from) != half_of(q)) {
    const bool bridge = d.df == 0 && (file_of(from) == 5 || file_of(from) == 7);
    if (!bridge) return true;
  }
  if (kind == 'N') {
    const int c5 = point(2, 4), d6 = point(3, 5), d7 = point(3, 6), c8 = point(2, 7);
    if ((prev == c5 && q == d6) || (prev == d6 && q == c5) || (prev == d7 && q == c8) || (prev == c8 && q == d7))
      return true;
  }
  return false;
}

// What `mover` (a whole stack moving as its carrier, or one piece of a deploying stack) can
// do from `from`, line by line (§3, §4).
std::vector<Step> steps_of(const State& s, int from, const Stack& mover, bool in_deploy, Stats* stats) {
  std::vector<Step> out;
  const Piece& c = mover.carrier();
  const int us = c.side;
  const Row w = row_of(c);
  const std::vector<Defender> defence = c.kind == 'F' && !c.heroic ? defenders_of(s, 1 - us) : std::vector<Defender>{};
  const std::array<bool, kPoints> facing = c.kind == 'C' ? facing_points(s, from, us) : std::array<bool, kPoints>{};
  for (const Dir& d : kDirs) {
    const bool diagonal = is_diagonal(d);
    if (diagonal && !w.diagonals) continue;
    int move = w.move, capture = w.capture;
    if (c.kind == 'S' && diagonal) {  // a Missile's diagonal range is one less
      --move;
      --capture;
    }
    if (c.kind == 'C' && !diagonal) {
      // The flying general: the enemy Commander first on the line is captured at any
      // distance (every empty point before it faces it, so there is no move on this line).
      const int target = enemy_commander_beyond(s, from, d, us);
      if (target >= 0) {
        out.push_back({'x', target});
        continue;
      }
    }
    const int reach = c.kind == 'C' ? kLine : std::max(move, capture);
    bool terrain_blocked = false, piece_blocked = false;
    Flight flight{c.kind == 'F' && !c.heroic ? &defence : nullptr, {}, false};
    for (int i = 1; i <= reach; ++i) {
      const int f = file_of(from) + d.df * i, r = rank_of(from) + d.dr * i;
      if (!on_board(f, r)) break;
      const int q = point(f, r), prev = point(f - d.df, r - d.dr);
      if (c.kind == 'C' && facing[static_cast<std::size_t>(q)]) {
        if (stats) ++stats->facing_refusals;
        break;
      }
      const Flight::Result air = c.kind == 'F' ? flight.enter(q) : Flight::safe;
      if (air == Flight::destroyed) break;
      if (!terrain_blocked) terrain_blocked = terrain_blocks(c.kind, from, prev, q, d);
      const Stack& t = at(s, q);
      if (t.empty()) {
        if (i <= move && !terrain_blocked && !piece_blocked && may_stand(c.kind, q) && air == Flight::safe) {
          if (c.kind == 'C' && !is_diagonal(d) && enemy_commander_beyond(s, q, d, us) >= 0) {
            if (stats) ++stats->facing_refusals;
          } else {
            out.push_back({'-', q});
          }
        }
        continue;
      }
      if (t.side() != us) {
        const int range = c.kind == 'N' && t.carrier().kind != 'N' ? capture - 1 : capture;
        if (i <= range) {
          if (air == Flight::zone) {
            out.push_back({'@', q});
          } else if (may_stand(c.kind, q)) {
            out.push_back({'x', q});
            if (c.kind == 'F' && !in_deploy) out.push_back({'_', q});
          } else {
            out.push_back({'_', q});
          }
        }
      } else {
        std::vector<Piece> both = pieces_of(mover);
        for (const Piece& pc : pieces_of(t)) both.push_back(pc);
        const std::optional<Stack> joined = make_stack(both);
        if (joined && i <= move && !terrain_blocked && !piece_blocked && may_stand(joined->carrier().kind, q))
          out.push_back({'&', q});
      }
      if (c.kind != 'F' && !(c.kind == 'N' && t.carrier().kind != 'N')) piece_blocked = true;
      if (c.kind == 'C') break;
      if (piece_blocked && !w.through) break;
    }
  }
  return out;
}

// ---- playing ----

// Removes the piece of kind `kind` from the stack on `p`, the rest staying as a stack.
Piece take_out(State& s, int p, char kind) {
  std::vector<Piece> rest;
  Piece taken;
  for (const Piece& pc : pieces_of(at(s, p))) {
    if (pc.kind == kind) taken = pc;
    else rest.push_back(pc);
  }
  at(s, p) = rest.empty() ? Stack{} : *make_stack(rest);
  return taken;
}

// Puts `mover` on `to` by a step of kind `kind` ('-', 'x', '&').
void land(State& s, const Stack& mover, char kind, int to) {
  if (kind == '&') {
    std::vector<Piece> both = pieces_of(mover);
    for (const Piece& pc : pieces_of(at(s, to))) both.push_back(pc);
    at(s, to) = *make_stack(both);
  } else {
    at(s, to) = mover;
  }
}

// A whole stack (or single piece) on `from` does `step`.
void apply_whole(State& s, int from, const Step& step) {
  const Stack mover = at(s, from);
  switch (step.kind) {
    case '_': at(s, step.to) = Stack{}; return;
    case '@':
      at(s, step.to) = Stack{};
      at(s, from) = Stack{};
      return;
    default:
      at(s, from) = Stack{};
      land(s, mover, step.kind, step.to);
  }
}

// The side to move after a turn, the counters updated.
State finish(State s, bool captured) {
  if (s.side == 1) ++s.number;
  s.side = 1 - s.side;
  s.quiet = captured ? 0 : s.quiet + 1;
  return s;
}

bool is_capture(char kind) { return kind == 'x' || kind == '_' || kind == '@'; }

// What one turn did so far, for the statistics.
struct TurnInfo {
  bool captured = false;
  bool hero = false;
  bool guard = false;
  bool recombined = false;
  bool bridge = false;
  bool commander_taken = false;
};

using Emit = std::function<void(const std::string& text, const State& after)>;

struct Generator {
  int us;
  Stats* stats;
  const Emit& emit;

  // Whether a turn may end here: the mover's Commander on the board, not attacked, not exposed.
  bool safe(const State& t, bool count) const {
    const int cp = commander_point(t, us);
    if (cp < 0) return false;
    if (exposed(t)) {
      if (count && stats) ++stats->exposure_refusals;
      return false;
    }
    if (!attackers(t, cp, 1 - us).empty() || seen_by_carried_commander(t, us)) {
      if (count && stats) ++stats->attack_refusals;
      return false;
    }
    return true;
  }

  // Hands a legal turn out, counting what it shows.
  void accept(const std::string& text, const State& t, const TurnInfo& info) const {
    if (stats) {
      const bool deploy = text.find(':') != std::string::npos;
      stats->stay_captures += text.find('_') != std::string::npos;
      stats->suicide_captures += text.find('@') != std::string::npos;
      stats->combinations += !deploy && text.find('&') != std::string::npos;
      stats->deploys += deploy;
      stats->long_deploys += std::count(text.begin(), text.end(), ':') >= 2;
      stats->recombinations += info.recombined;
      stats->bridge_crossings += info.bridge;
      stats->hero_promotions += info.hero;
      stats->last_guards += info.guard;
      stats->commander_captures += info.commander_taken;
    }
    emit(text, finish(t, info.captured));
  }

  static bool crosses_bridge(char kind, int from, const Step& step) {
    return is_heavy(kind) && step.kind == '-' && half_of(from) != half_of(step.to);
  }

  bool takes_commander(const State& s, const Step& step) const {
    if (!is_capture(step.kind)) return false;
    for (const Piece& pc : pieces_of(at(s, step.to)))
      if (pc.kind == 'C') return true;
    return false;
  }

  // The whole stack (or single piece) on `from` moving as its carrier.
  void whole_moves(const State& s, int from) const {
    const Stack& st = at(s, from);
    for (const Step& step : steps_of(s, from, st, false, stats)) {
      State t = s;
      TurnInfo info;
      info.captured = is_capture(step.kind);
      info.bridge = st.count == 1 && crosses_bridge(st.carrier().kind, from, step);
      info.commander_taken = takes_commander(s, step);
      apply_whole(t, from, step);
      promote(t, us, info.hero, info.guard);
      if (!safe(t, true)) continue;
      const std::string sep = step.kind == '-' ? "-" : std::string(1, step.kind);
      accept(std::string(1, st.carrier().kind) + name(from) + sep + name(step.to), t, info);
    }
  }

  // One move of a deploy as the engine keeps it (§5): the pieces that go, with the marks they
  // go with (a recombination adds a piece, unmarked, to the earlier move to its point), the
  // kind of step and the point.
  struct Kept {
    std::vector<Piece> pieces;
    char kind;
    int to;
  };

  // A deploy in progress: the turn's start, the stack's point, its pieces then, the moves kept,
  // the letters of the pieces that stepped, and the position now.
  struct Deploy {
    const State* start;
    int from;
    std::vector<Piece> original;
    bool has_commander;
    std::vector<Kept> kept;
    std::string stepped;
    State now;
  };

  static Piece original_piece(const Deploy& d, char kind) {
    for (const Piece& pc : d.original)
      if (pc.kind == kind) return pc;
    return Piece{};
  }

  static Stack single_of(const Piece& pc) {
    Stack st;
    st.pieces[0] = pc;
    st.count = 1;
    return st;
  }

  // One kept move made on `t` by all its pieces, then heroes and the last guard.
  void make(State& t, int from, const Kept& k, TurnInfo& info) const {
    const Stack mover = *make_stack(k.pieces);
    info.captured |= is_capture(k.kind);
    info.commander_taken |= takes_commander(t, Step{k.kind, k.to});
    if (k.kind == '_') {
      at(t, k.to) = Stack{};
    } else {
      for (const Piece& pc : k.pieces) take_out(t, from, pc.kind);
      if (k.kind == '@') at(t, k.to) = Stack{};
      else land(t, mover, k.kind, k.to);
    }
    promote(t, us, info.hero, info.guard);
  }

  // The kept moves played again from the turn's start, as the engine checks a recombination:
  // each must be a step of its carrier from the point, of the kind kept (the first also safe
  // for the Commander when the stack holds none), its pieces still there. nullopt otherwise.
  std::optional<State> replay(const Deploy& d, const std::vector<Kept>& kept, TurnInfo& info) const {
    State t = *d.start;
    for (std::size_t j = 0; j < kept.size(); ++j) {
      const Kept& k = kept[j];
      const std::optional<Stack> mover = make_stack(k.pieces);
      if (!mover) return std::nullopt;
      for (const Piece& pc : k.pieces) {
        bool there = false;
        for (const Piece& q : pieces_of(at(t, d.from))) there |= q.kind == pc.kind;
        if (!there) return std::nullopt;
      }
      const Piece carrier = original_piece(d, mover->carrier().kind);
      bool found = false;
      for (const Step& step : steps_of(t, d.from, single_of(carrier), true, nullptr))
        if (step.to == k.to && (step.kind == '_') == (k.kind == '_')) found = step.kind == k.kind;
      if (!found) return std::nullopt;
      if (j == 0 && !d.has_commander) {
        State alone = t;
        TurnInfo ignored;
        make(alone, d.from, Kept{{carrier}, k.kind, k.to}, ignored);
        if (!safe(alone, false)) return std::nullopt;
      }
      if (k.kind == '&') {
        std::vector<Piece> both = k.pieces;
        for (const Piece& pc : pieces_of(at(t, k.to))) both.push_back(pc);
        if (!make_stack(both)) return std::nullopt;
      }
      make(t, d.from, k, info);
    }
    return t;
  }

  // The kept moves with the piece `kind`, unmarked, joined to the first move to `to`.
  static std::optional<std::vector<Kept>> joined(const Deploy& d, char kind, int to) {
    std::vector<Kept> kept = d.kept;
    for (Kept& k : kept)
      if (k.to == to) {
        k.pieces.push_back(Piece{kind, d.original.front().side, false});
        if (!make_stack(k.pieces)) return std::nullopt;
        return kept;
      }
    return std::nullopt;
  }

  // The deploys that go on from `d` (§5, as the engine plays them): after each step the turn may
  // end when what stays may stand on the point and the Commander is safe, or gone (it rode its
  // Air Force into a suicide capture, §5: nothing is checked then); each waiting piece
  // may step, as the turn found it (its heroic mark then), or join a piece that stepped earlier:
  // the engine offers that when the two may stand there and the deploy replays with the earlier
  // step made by both; any step of a piece other than the carrier to such a point is that
  // joining, done when the replay works (the terrain unchecked), nothing otherwise.
  void deploys(const Deploy& d, const std::string& text, const TurnInfo& so_far) const {
    if (!d.kept.empty()) {
      const Stack& left = at(d.now, d.from);
      const bool gone = commander_point(d.now, us) < 0;
      if ((left.empty() || may_stand(left.carrier().kind, d.from)) && (gone || safe(d.now, true)))
        accept(text, d.now, so_far);
    }
    const char carrier = d.original.front().kind;
    std::vector<int> targets;
    for (const Kept& k : d.kept)
      if (std::find(targets.begin(), targets.end(), k.to) == targets.end()) targets.push_back(k.to);
    struct Offer {
      char kind;
      int to;
      std::string step;
      Deploy next;
      TurnInfo info;
    };
    std::vector<Offer> rejoins;
    std::vector<Offer> regular;
    for (const Piece& pc : d.original) {
      if (d.stepped.find(pc.kind) != std::string::npos) continue;
      for (const int to : targets) {
        const auto kept = joined(d, pc.kind, to);
        if (!kept) continue;
        const Stack pair = *make_stack(std::find_if(kept->begin(), kept->end(), [&](const Kept& k) {
                                         return k.to == to;
                                       })->pieces);
        TurnInfo info;
        const auto again = may_stand(pair.carrier().kind, to) ? replay(d, *kept, info) : std::nullopt;
        if (!again) continue;
        Deploy next = d;
        next.stepped += pc.kind;
        if (pc.kind == carrier) {  // the carrier combines with what stands there
          std::vector<Piece> both{pc};
          for (const Piece& q : pieces_of(at(d.now, to))) both.push_back(q);
          if (at(d.now, to).empty() || at(d.now, to).side() != us || !make_stack(both)) continue;
          info = so_far;
          next.kept.push_back(Kept{{pc}, '&', to});
          make(next.now, d.from, next.kept.back(), info);
        } else {
          next.kept = *kept;
          next.now = *again;
          info.recombined = true;
          info.bridge = so_far.bridge;
        }
        rejoins.push_back({pc.kind, to, std::string(1, pc.kind) + ">&" + name(to), std::move(next), info});
      }
      for (const Step& step : steps_of(d.now, d.from, single_of(pc), true, stats)) {
        const std::string sep = step.kind == '-' ? "" : std::string(1, step.kind);
        const std::string written = std::string(1, pc.kind) + ">" + sep + name(step.to);
        const auto offer = std::find_if(rejoins.begin(), rejoins.end(),
                                        [&](const Offer& o) { return o.kind == pc.kind && o.to == step.to; });
        if (offer != rejoins.end()) continue;  // offered as the joining
        const bool to_target = std::find(targets.begin(), targets.end(), step.to) != targets.end();
        Deploy next = d;
        next.stepped += pc.kind;
        TurnInfo info = so_far;
        if (pc.kind != carrier && to_target) {
          const auto kept = joined(d, pc.kind, step.to);
          TurnInfo replayed;
          const auto again = kept ? replay(d, *kept, replayed) : std::nullopt;
          if (!again) continue;
          next.kept = *kept;
          next.now = *again;
          replayed.recombined = true;
          replayed.bridge = so_far.bridge;
          regular.push_back({pc.kind, step.to, written, std::move(next), replayed});
          continue;
        }
        info.bridge |= crosses_bridge(pc.kind, d.from, step);
        next.kept.push_back(Kept{{pc}, step.kind, step.to});
        make(next.now, d.from, next.kept.back(), info);
        // A first step that leaves the Commander in danger is refused (when the stack holds none).
        if (d.kept.empty() && !d.has_commander && !safe(next.now, true)) continue;
        regular.push_back({pc.kind, step.to, written, std::move(next), info});
      }
    }
    for (const Offer& o : regular) deploys(o.next, text + ":" + o.step, o.info);
    for (const Offer& o : rejoins) deploys(o.next, text + ":" + o.step, o.info);
  }
};

// Every legal turn of the side to move, handed to `emit` with the position after it.
void for_each_turn(const State& s, Stats* stats, const Emit& emit) {
  if (commander_point(s, s.side) < 0 || commander_point(s, 1 - s.side) < 0) return;  // the game is over
  const Generator g{s.side, stats, emit};
  for (int p = 0; p < kPoints; ++p) {
    const Stack& st = at(s, p);
    if (st.empty() || st.side() != s.side) continue;
    g.whole_moves(s, p);
    if (st.count < 2) continue;
    Generator::Deploy d{&s, p, pieces_of(st), false, {}, "", s};
    for (const Piece& pc : d.original) d.has_commander |= pc.kind == 'C';
    g.deploys(d, name(p), TurnInfo{});
  }
}

bool is_piece_letter(char ch) {
  return std::string("CIMEGTSAFNH").find(static_cast<char>(std::toupper(static_cast<unsigned char>(ch)))) !=
         std::string::npos;
}

Piece piece_of_letter(char ch, bool heroic) {
  Piece pc;
  pc.kind = static_cast<char>(std::toupper(static_cast<unsigned char>(ch)));
  pc.side = std::isupper(static_cast<unsigned char>(ch)) ? 0 : 1;
  pc.heroic = heroic;
  return pc;
}

std::string letter_of(const Piece& pc) {
  const char ch = pc.side == 0 ? pc.kind : static_cast<char>(std::tolower(static_cast<unsigned char>(pc.kind)));
  return (pc.heroic ? "+" : "") + std::string(1, ch);
}

bool read_count(const std::string& text, int& out) {
  if (text.empty() || text.size() > 6) return false;
  for (char ch : text)
    if (!std::isdigit(static_cast<unsigned char>(ch))) return false;
  out = std::stoi(text);
  return true;
}

}  // namespace

bool exposed(const State& s) {
  const int a = commander_point(s, 0), b = commander_point(s, 1);
  if (a < 0 || b < 0 || at(s, a).carrier().kind != 'C' || at(s, b).carrier().kind != 'C') return false;
  if (file_of(a) != file_of(b) && rank_of(a) != rank_of(b)) return false;
  const int df = sign(file_of(b) - file_of(a)), dr = sign(rank_of(b) - rank_of(a));
  for (int f = file_of(a) + df, r = rank_of(a) + dr; point(f, r) != b; f += df, r += dr)
    if (!at(s, point(f, r)).empty()) return false;
  return true;
}

bool attacked(const State& s, int side) {
  const int cp = commander_point(s, side);
  return cp >= 0 && (!attackers(s, cp, 1 - side).empty() || seen_by_carried_commander(s, side));
}

std::optional<State> parse_fen(const std::string& fen) {
  std::istringstream in(fen);
  std::string placement, side, castle, passant, quiet = "0", number = "1", extra;
  if (!(in >> placement >> side >> castle >> passant)) return std::nullopt;
  in >> quiet >> number;
  if (in >> extra) return std::nullopt;
  State s;
  if (side != "r" && side != "b") return std::nullopt;
  if (castle != "-" || passant != "-") return std::nullopt;
  s.side = side == "r" ? 0 : 1;
  if (!read_count(quiet, s.quiet) || !read_count(number, s.number) || s.number < 1) return std::nullopt;

  std::vector<std::string> ranks(1);
  for (char ch : placement) {
    if (ch == '/') ranks.emplace_back();
    else ranks.back() += ch;
  }
  if (ranks.size() != kRanks) return std::nullopt;
  for (int i = 0; i < kRanks; ++i) {
    const std::string& row = ranks[static_cast<std::size_t>(i)];
    const int r = kRanks - 1 - i;
    int f = 0;
    std::size_t j = 0;
    while (j < row.size()) {
      const char ch = row[j];
      if (std::isdigit(static_cast<unsigned char>(ch))) {
        int n = ch - '0';
        if (ch == '1' && j + 1 < row.size() && (row[j + 1] == '0' || row[j + 1] == '1')) n = 10 + (row[++j] - '0');
        if (n == 0) return std::nullopt;
        f += n;
        ++j;
        continue;
      }
      std::vector<Piece> pieces;
      const bool group = ch == '(';
      if (group) ++j;
      do {
        bool heroic = false;
        if (j < row.size() && row[j] == '+') {
          heroic = true;
          ++j;
        }
        if (j >= row.size() || !is_piece_letter(row[j])) return std::nullopt;
        pieces.push_back(piece_of_letter(row[j], heroic));
        ++j;
      } while (group && j < row.size() && row[j] != ')');
      if (group) {
        if (j >= row.size() || pieces.size() < 2) return std::nullopt;
        ++j;  // ')'
      }
      const std::optional<Stack> st = make_stack(pieces);
      if (!st || f >= kFiles) return std::nullopt;
      at(s, point(f, r)) = *st;
      ++f;
    }
    if (f != kFiles) return std::nullopt;
  }
  int commanders[2] = {0, 0};
  for (int p = 0; p < kPoints; ++p) {
    const Stack& st = at(s, p);
    if (st.empty()) continue;
    if (!may_stand(st.carrier().kind, p)) return std::nullopt;
    for (const Piece& pc : pieces_of(st))
      if (pc.kind == 'C') ++commanders[pc.side];
  }
  if (commanders[0] != 1 || commanders[1] != 1) return std::nullopt;
  return s;
}

std::string to_fen(const State& s) {
  std::string out;
  for (int r = kRanks - 1; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < kFiles; ++f) {
      const Stack& st = at(s, point(f, r));
      if (st.empty()) {
        ++empty;
        continue;
      }
      if (empty > 0) out += std::to_string(empty);
      empty = 0;
      if (st.count == 1) {
        out += letter_of(st.carrier());
      } else {
        out += '(';
        for (const Piece& pc : pieces_of(st)) out += letter_of(pc);
        out += ')';
      }
    }
    if (empty > 0) out += std::to_string(empty);
    if (r > 0) out += '/';
  }
  out += s.side == 0 ? " r" : " b";
  out += " - - " + std::to_string(s.quiet) + " " + std::to_string(s.number);
  return out;
}

std::vector<std::string> legal_moves(const State& s, Stats* stats) {
  std::vector<std::string> out;
  for_each_turn(s, stats, [&](const std::string& text, const State&) { out.push_back(text); });
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::pair<std::string, State>> successors(const State& s) {
  std::vector<std::pair<std::string, State>> out;
  for_each_turn(s, nullptr, [&](const std::string& text, const State& after) { out.emplace_back(text, after); });
  std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  return out;
}

std::optional<State> play(const State& s, const std::string& move) {
  std::optional<State> out;
  for_each_turn(s, nullptr, [&](const std::string& text, const State& after) {
    if (text == move) out = after;
  });
  return out;
}

std::uint64_t perft(const State& s, int depth) {
  if (depth <= 0) return 1;
  std::uint64_t n = 0;
  for_each_turn(s, nullptr, [&](const std::string&, const State& after) { n += depth == 1 ? 1 : perft(after, depth - 1); });
  return n;
}

std::vector<std::pair<std::string, std::uint64_t>> divide(const State& s, int depth) {
  std::vector<std::pair<std::string, std::uint64_t>> out;
  for_each_turn(s, nullptr,
                [&](const std::string& text, const State& after) { out.emplace_back(text, perft(after, depth - 1)); });
  std::sort(out.begin(), out.end());
  return out;
}

// ---- random positions ----

namespace {

// The pieces of one side at the start, the Commander apart.
const std::string kArmy = "HHFFNNAASGGTTIIEEM";

int pick(std::mt19937_64& rng, int n) { return static_cast<int>(rng() % static_cast<std::uint64_t>(n)); }
bool chance(std::mt19937_64& rng, int percent) { return pick(rng, 100) < percent; }

// A random point for a unit whose carrier is `kind`, by the placement mode (0 anywhere,
// 1 near the river, 2 near `centre`, 3 the sea side and the river mouth, 4 the bridges);
// -1 when none was found free.
int random_point(const State& s, std::mt19937_64& rng, char kind, int mode, int centre) {
  for (int attempt = 0; attempt < 200; ++attempt) {
    int f = pick(rng, kFiles), r = pick(rng, kRanks);
    if (mode == 1 && attempt < 150) r = 3 + pick(rng, 6);
    if (mode == 2 && attempt < 150) {
      f = file_of(centre) + pick(rng, 7) - 3;
      r = rank_of(centre) + pick(rng, 7) - 3;
    }
    if (mode == 3 && attempt < 150) {
      f = pick(rng, 6);
      r = 3 + pick(rng, 6);
    }
    if (mode == 4 && attempt < 150) {
      f = chance(rng, 50) ? 4 + pick(rng, 3) : 6 + pick(rng, 3);
      r = 4 + pick(rng, 4);
    }
    if (!on_board(f, r)) continue;
    const int p = point(f, r);
    if (at(s, p).empty() && may_stand(kind, p)) return p;
  }
  return -1;
}

// Groups a side's pieces into units: single pieces and random valid stacks.
std::vector<std::vector<Piece>> random_units(std::mt19937_64& rng, int side, int size, int stack_percent) {
  std::string pool = kArmy;
  std::shuffle(pool.begin(), pool.end(), rng);
  pool = "C" + pool.substr(0, static_cast<std::size_t>(size));
  std::vector<std::vector<Piece>> units;
  // First some stacks, from the table, while their pieces are in the pool.
  const int wanted = chance(rng, stack_percent) ? 1 + pick(rng, 3) : 0;
  for (int k = 0; k < wanted; ++k) {
    const std::string entry = kStacks[pick(rng, static_cast<int>(std::size(kStacks)))];
    std::string left = pool;
    bool ok = true;
    for (char ch : entry) {
      const auto at_pos = left.find(ch);
      if (at_pos == std::string::npos) ok = false;
      else left.erase(at_pos, 1);
    }
    if (!ok) continue;
    pool = left;
    std::vector<Piece> unit;
    for (char ch : entry) unit.push_back(Piece{ch, side, chance(rng, 15)});
    units.push_back(unit);
  }
  for (char ch : pool) units.push_back(std::vector<Piece>{Piece{ch, side, ch != 'C' && chance(rng, 12)}});
  return units;
}

}  // namespace

std::string random_fen(std::mt19937_64& rng) {
  for (;;) {
    State s;
    s.side = pick(rng, 2);
    s.quiet = pick(rng, 40);
    s.number = 1 + pick(rng, 60);
    const int mode = pick(rng, 5);
    const int centre = point(2 + pick(rng, 9), 3 + pick(rng, 6));
    bool placed_all = true;
    std::vector<int> air_forces;
    for (int side = 0; side < 2 && placed_all; ++side) {
      const int size = chance(rng, 30) ? 1 + pick(rng, 5) : 4 + pick(rng, 14);
      for (const std::vector<Piece>& unit : random_units(rng, side, size, 45)) {
        const std::optional<Stack> st = make_stack(unit);
        const char carrier = st->carrier().kind;
        int unit_mode = mode;
        int unit_centre = centre;
        // Air defence near the other side's Air Forces, now and then.
        if ((carrier == 'G' || carrier == 'S' || carrier == 'N') && !air_forces.empty() && chance(rng, 50)) {
          unit_mode = 2;
          unit_centre = air_forces[static_cast<std::size_t>(pick(rng, static_cast<int>(air_forces.size())))];
        }
        // The Commanders on a line with the other Commander, a piece or two between.
        if (carrier == 'C' && side == 1 && chance(rng, 35)) {
          const int other = commander_point(s, 0);
          const int p = chance(rng, 50) ? point(file_of(other), 6 + pick(rng, 6)) : point(pick(rng, kFiles), rank_of(other));
          if (at(s, p).empty() && may_stand('C', p)) {
            at(s, p) = *st;
            continue;
          }
        }
        const int p = random_point(s, rng, carrier, unit_mode, unit_centre);
        if (p < 0) {
          placed_all = false;
          break;
        }
        at(s, p) = *st;
        if (carrier == 'F' && side == 0) air_forces.push_back(p);
      }
    }
    if (!placed_all) continue;
    if (exposed(s) || attacked(s, 1 - s.side)) continue;
    return to_fen(s);
  }
}

}  // namespace refcc
