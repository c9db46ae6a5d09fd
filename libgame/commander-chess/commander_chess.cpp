// Commander Chess rules (docs/rules/commander-chess.md, cited as §n): pieces, stacks, move
// generation with terrain, blocking and air defence, deploys, Commander safety, heroes, FEN.
#include "cinc/game/commander_chess.h"
#include "cinc/game/perft.h"

#include "commander_chess_internal.h"

#include <algorithm>
#include <bit>
#include <charconv>

namespace cinc::game::cchess {

namespace {

constexpr int kUnlimited = 99;

// §2: one row of the piece table.
struct Config {
  int move = 0;
  int capture = 0;
  bool diagonal = false;
  bool capture_through = false;  // goes on looking for captures past the first piece
  bool flies = false;            // never blocked by pieces (Air Force)
};

constexpr std::array<Config, kKinds> kBaseConfig = {{
    {kUnlimited, 1, false, false, false},  // Commander
    {1, 1, false, false, false},           // Infantry
    {1, 1, true, false, false},            // Militia
    {1, 1, false, false, false},           // Engineer
    {1, 1, false, false, false},           // Anti-Air
    {2, 2, false, false, false},           // Tank
    {2, 2, true, true, false},             // Missile (diagonal one less, §3)
    {3, 3, true, true, false},             // Artillery
    {4, 4, true, true, true},              // Air Force
    {4, 4, true, true, false},             // Navy (3 against a non-Navy target, §2)
    {0, 0, false, false, false},           // Headquarter
}};

constexpr std::array<char, kKinds> kLetters = {'C', 'I', 'M', 'E', 'G', 'T', 'S', 'A', 'F', 'N', 'H'};
constexpr std::array<const char*, kKinds> kNames = {"Commander", "Infantry", "Militia",   "Engineer",
                                                    "Anti-Air",  "Tank",     "Missile",   "Artillery",
                                                    "Air Force", "Navy",     "Headquarter"};
constexpr std::array<int, kKinds> kValues = {100, 10, 10, 10, 10, 20, 20, 30, 40, 80, 10};
// Pieces of each kind in a starting army: no position may hold more (decision, §9.1).
constexpr std::array<int, kKinds> kArmy = {1, 2, 1, 2, 2, 2, 1, 2, 2, 2, 2};

constexpr std::size_t idx(Kind k) { return static_cast<std::size_t>(k); }
constexpr std::uint16_t bit(Kind k) { return static_cast<std::uint16_t>(1u << static_cast<unsigned>(k)); }

// §2 heroic row: +1 range, diagonals; a heroic Headquarter moves and captures 1.
Config config(Kind k, bool heroic) {
  Config c = kBaseConfig[idx(k)];
  if (heroic) {
    if (c.move != kUnlimited) ++c.move;
    ++c.capture;
    c.diagonal = true;
    if (k == Kind::headquarter) c.move = c.capture = 1;
  }
  return c;
}

bool heavy(Kind k) { return k == Kind::artillery || k == Kind::anti_air || k == Kind::missile; }

// §5: the carrier of a valid set of kinds, or nullopt. The table of valid stacks.
std::optional<Kind> carrier_of(std::uint16_t mask) {
  const auto one_of = [](std::uint16_t m, std::initializer_list<Kind> kinds) {
    std::uint16_t allowed = 0;
    for (Kind k : kinds) allowed |= bit(k);
    return (m & ~allowed) == 0 && std::popcount(m) <= 1;
  };
  const std::uint16_t humans_bits = bit(Kind::commander) | bit(Kind::infantry) | bit(Kind::militia);
  if (std::popcount(mask) == 1) return static_cast<Kind>(std::countr_zero(mask));
  if (mask & bit(Kind::navy)) {
    const std::uint16_t rest = mask & ~bit(Kind::navy);
    const std::uint16_t slot2 = rest & ~bit(Kind::air_force);
    if (!one_of(slot2, {Kind::commander, Kind::infantry, Kind::militia, Kind::tank})) return std::nullopt;
    return Kind::navy;
  }
  if (mask & bit(Kind::air_force)) {
    const std::uint16_t rest = mask & ~bit(Kind::air_force);
    const std::uint16_t slot2 = rest & ~bit(Kind::tank);
    if ((slot2 & ~humans_bits) != 0 || std::popcount(slot2) > 1) return std::nullopt;
    return Kind::air_force;
  }
  if (mask & bit(Kind::tank)) {
    const std::uint16_t rest = mask & ~bit(Kind::tank);
    if ((rest & ~humans_bits) != 0 || std::popcount(rest) > 1) return std::nullopt;
    return Kind::tank;
  }
  if (mask & bit(Kind::engineer)) {
    const std::uint16_t rest = mask & ~bit(Kind::engineer);
    if (!one_of(rest, {Kind::artillery, Kind::anti_air, Kind::missile})) return std::nullopt;
    return Kind::engineer;
  }
  if (mask == (bit(Kind::headquarter) | bit(Kind::commander))) return Kind::headquarter;
  return std::nullopt;
}

// Passenger order after the carrier (the reference engine's slots): Air Force, Tank, the rest.
int passenger_rank(Kind k) { return k == Kind::air_force ? 0 : k == Kind::tank ? 1 : 2; }

// ---- directions ---------------------------------------------------------------------------

struct Dir {
  int df;
  int dr;
};
// Orthogonal first, then diagonal.
constexpr std::array<Dir, 8> kDirs = {{{0, 1}, {1, 0}, {0, -1}, {-1, 0}, {1, 1}, {-1, 1}, {1, -1}, {-1, -1}}};
constexpr bool orthogonal(Dir d) { return d.df == 0 || d.dr == 0; }

int file_of(Square s) { return kBoard.file_of(s); }
int rank_of(Square s) { return kBoard.rank_of(s); }  // 0-based: 0 is rank 1

// ---- air defence (§4) ----------------------------------------------------------------------

// Per point, the defenders of one side covering it, one bit per defender.
struct AirDefence {
  std::array<std::uint16_t, kPoints> cover{};
};

int defence_level(const Piece& p) {
  int base = 0;
  if (p.kind == Kind::missile) base = 2;
  else if (p.kind == Kind::navy || p.kind == Kind::anti_air) base = 1;
  if (base == 0) return 0;
  return p.heroic ? base + 1 : base;
}

AirDefence air_defence_of(const Position& pos, Side side) {
  AirDefence ad;
  unsigned n = 0;
  for (Square s = 0; s < kPoints; ++s) {
    const Stack& st = pos.at(s);
    if (st.empty() || st.side() != side) continue;
    const int level = defence_level(st.carrier());  // only a piece on top defends (§4)
    if (level == 0 || n >= 16) continue;
    const auto b = static_cast<std::uint16_t>(1u << n++);
    for (int dr = -level; dr <= level; ++dr)
      for (int df = -level; df <= level; ++df) {
        if (df * df + dr * dr > level * level) continue;
        const Square t = kBoard.offset(s, df, dr);
        if (t != kNoSquare) ad.cover[static_cast<std::size_t>(t)] |= b;
      }
  }
  return ad;
}

// An Air Force's flight along one line, point by point (§4).
class Flight {
 public:
  enum class State { safe, zone, destroyed };
  State step(std::uint16_t cover) {
    if (cover != 0) met_ |= cover;
    else if (met_ != 0) left_ = true;
    if (met_ == 0) return State::safe;
    if (std::popcount(met_) == 1 && !left_) return State::zone;
    return State::destroyed;
  }

 private:
  std::uint16_t met_ = 0;
  bool left_ = false;
};

// ---- terrain (§1, §3) ----------------------------------------------------------------------

// 0: sea files, 1: Blue's half (ranks 7-12), 2: Red's half (ranks 1-6).
int half(Square s) { return file_of(s) < 2 ? 0 : rank_of(s) >= 6 ? 1 : 2; }

// Whether the point `to` blocks every later move of the line for this mover (§3).
bool terrain_blocks(Square from, Square to, Kind k, Dir d) {
  if (!may_stand(k, to)) return k != Kind::air_force;
  if (heavy(k)) {
    const int a = half(from), b = half(to);
    if (a != 0 && b != 0 && a != b) {
      const bool straight = d.df == 0;
      return !(straight && (file_of(from) == 5 || file_of(to) == 7));  // bridges f and h
    }
  }
  if (k == Kind::navy) {
    // The river mouth's coast: c5->d6, d6->c5, d7->c8, c8->d7 (the engine's obstacles).
    if ((d.df == 1 && d.dr == 1 && to == kBoard.at(3, 5)) || (d.df == -1 && d.dr == -1 && to == kBoard.at(2, 4)) ||
        (d.df == -1 && d.dr == 1 && to == kBoard.at(2, 7)) || (d.df == 1 && d.dr == -1 && to == kBoard.at(3, 6)))
      return true;
  }
  return false;
}

}  // namespace

// ---- names ---------------------------------------------------------------------------------

const char* side_name(Side s) { return s == Side::red ? "Red" : "Blue"; }
char kind_letter(Kind k) { return kLetters[idx(k)]; }
const char* kind_name(Kind k) { return kNames[idx(k)]; }
int kind_value(Kind k) { return kValues[idx(k)]; }
std::optional<Kind> kind_of_letter(char upper) {
  for (int i = 0; i < kKinds; ++i)
    if (kLetters[static_cast<std::size_t>(i)] == upper) return static_cast<Kind>(i);
  return std::nullopt;
}

char action_mark(Action a) {
  switch (a) {
    case Action::move: return '-';
    case Action::capture: return 'x';
    case Action::stay_capture: return '_';
    case Action::suicide: return '@';
    case Action::combine: return '&';
  }
  return '?';
}

bool navy_point(Square s) {
  const int f = file_of(s), r = rank_of(s);
  return f <= 2 || ((f == 3 || f == 4) && (r == 5 || r == 6));
}
bool land_point(Square s) { return file_of(s) >= 2; }
bool may_stand(Kind carrier, Square s) { return carrier == Kind::navy ? navy_point(s) : land_point(s); }

// ---- stacks ---------------------------------------------------------------------------------

bool Stack::has(Kind k) const { return index_of(k) >= 0; }
int Stack::index_of(Kind k) const {
  for (int i = 0; i < count_; ++i)
    if (piece(i).kind == k) return i;
  return -1;
}
std::uint16_t Stack::mask() const {
  std::uint16_t m = 0;
  for (int i = 0; i < count_; ++i) m |= bit(piece(i).kind);
  return m;
}

std::optional<Stack> Stack::make(Side side, const Piece* pieces, int n) {
  if (n < 1 || n > 3) return std::nullopt;
  std::uint16_t m = 0;
  for (int i = 0; i < n; ++i) {
    if (m & bit(pieces[i].kind)) return std::nullopt;  // no two of a kind
    m |= bit(pieces[i].kind);
  }
  const auto carrier = carrier_of(m);
  if (!carrier) return std::nullopt;
  Stack st;
  st.side_ = side;
  st.count_ = static_cast<std::uint8_t>(n);
  int out = 1;
  for (int i = 0; i < n; ++i) {
    if (pieces[i].kind == *carrier) st.pieces_[0] = pieces[i];
    else st.pieces_[static_cast<std::size_t>(out++)] = pieces[i];
  }
  if (n == 3 && passenger_rank(st.pieces_[2].kind) < passenger_rank(st.pieces_[1].kind))
    std::swap(st.pieces_[1], st.pieces_[2]);
  return st;
}

Stack Stack::single(Side side, Piece p) {
  Stack st;
  st.side_ = side;
  st.count_ = 1;
  st.pieces_[0] = p;
  return st;
}

std::optional<Stack> Stack::joined(const Stack& other) const {
  if (other.side_ != side_ || count_ + other.count_ > 3) return std::nullopt;
  std::array<Piece, 3> all{};
  int n = 0;
  for (int i = 0; i < count_; ++i) all[static_cast<std::size_t>(n++)] = piece(i);
  for (int i = 0; i < other.count_; ++i) all[static_cast<std::size_t>(n++)] = other.piece(i);
  return make(side_, all.data(), n);
}

std::optional<Stack> Stack::without(int i) const {
  std::array<Piece, 3> rest{};
  int n = 0;
  for (int j = 0; j < count_; ++j)
    if (j != i) rest[static_cast<std::size_t>(n++)] = piece(j);
  if (n == 0) return Stack{};
  return make(side_, rest.data(), n);
}

// ---- battle ends ---------------------------------------------------------------------------

Result<std::uint8_t> parse_battle_ends(std::string_view text) {
  std::uint8_t ends = 0;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t comma = text.find(',', start);
    if (comma == std::string_view::npos) comma = text.size();
    std::string_view part = text.substr(start, comma - start);
    while (!part.empty() && part.front() == ' ') part.remove_prefix(1);
    while (!part.empty() && part.back() == ' ') part.remove_suffix(1);
    if (part == "commander") ends |= end_commander;
    else if (part == "sea") ends |= end_sea;
    else if (part == "air") ends |= end_air;
    else if (part == "land") ends |= end_land;
    else
      return Error{"\"" + std::string(part) +
                   "\" is not an end of battle: expected commander, sea, air or land, separated by commas"};
    start = comma + 1;
  }
  return ends;
}

std::string battle_ends_text(std::uint8_t ends) {
  std::string out;
  const auto add = [&out](const char* s) { out += (out.empty() ? "" : ", ") + std::string(s); };
  if (ends & end_commander) add("commander");
  if (ends & end_sea) add("sea");
  if (ends & end_air) add("air");
  if (ends & end_land) add("land");
  return out;
}

// ---- positions ------------------------------------------------------------------------------

void Position::put(Square s, const Stack& stack) {
  const auto i = static_cast<std::size_t>(s);
  clear(s);
  board_[i] = stack;
  if (stack.has(Kind::commander)) commander_[static_cast<std::size_t>(stack.side())] = s;
}

void Position::clear(Square s) {
  const auto i = static_cast<std::size_t>(s);
  const Stack& old = board_[i];
  if (!old.empty() && old.has(Kind::commander) && commander_[static_cast<std::size_t>(old.side())] == s)
    commander_[static_cast<std::size_t>(old.side())] = kNoSquare;
  board_[i] = Stack{};
}

int Position::count(Side s, Kind k) const {
  int n = 0;
  for (const Stack& st : board_)
    if (!st.empty() && st.side() == s && st.has(k)) ++n;
  return n;
}

std::vector<Square> Position::air_defence(Side s) const {
  const AirDefence ad = air_defence_of(*this, s);
  std::vector<Square> out;
  for (Square p = 0; p < kPoints; ++p)
    if (ad.cover[static_cast<std::size_t>(p)] != 0) out.push_back(p);
  return out;
}

std::uint64_t Position::key() const {
  const auto mix = [](std::uint64_t x) {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
  };
  std::uint64_t h = to_move_ == Side::blue ? 0x5bd1e995ULL : 0;
  for (Square s = 0; s < kPoints; ++s) {
    const Stack& st = at(s);
    if (st.empty()) continue;
    std::uint64_t v = static_cast<std::uint64_t>(s) << 1 | static_cast<std::uint64_t>(st.side());
    for (int i = 0; i < st.size(); ++i)
      v = v << 5 | static_cast<std::uint64_t>(st.piece(i).kind) << 1 | (st.piece(i).heroic ? 1u : 0u);
    h ^= mix(v * 4 + static_cast<std::uint64_t>(st.size()));
  }
  return h;
}

// ---- the attack test (§6) -------------------------------------------------------------------

namespace {

// Calls `found(square, piece index)` for every piece of `attacker` that attacks `target` by the
// reference engine's attack test; stops early when `found` returns true. Returns whether it did.
template <class Found>
bool for_each_attacker(const Position& pos, Square target, Side attacker, Found found) {
  const Stack& at_target = pos.at(target);
  const bool target_navy = !at_target.empty() && at_target.carrier().kind == Kind::navy;
  std::optional<AirDefence> defence;  // the defending side's, computed when an Air Force needs it
  for (const Dir d : kDirs) {
    bool blocked = false;
    for (int dist = 1; dist <= 5; ++dist) {
      const Square s = kBoard.offset(target, d.df * dist, d.dr * dist);
      if (s == kNoSquare) break;
      const Stack& st = pos.at(s);
      if (st.empty()) continue;
      if (st.side() == attacker) {
        for (int i = 0; i < st.size(); ++i) {
          const Piece& p = st.piece(i);
          const Config c = config(p.kind, p.heroic);
          if (!c.diagonal && !orthogonal(d)) continue;
          int range = c.capture;
          if (p.kind == Kind::navy && !target_navy) --range;
          if (dist > range) continue;
          if (blocked && !c.capture_through) continue;
          if (p.kind == Kind::air_force && !p.heroic) {
            if (!defence) defence = air_defence_of(pos, opponent(attacker));
            Flight flight;
            Flight::State state = Flight::State::safe;
            for (int k = 1; k <= dist && state != Flight::State::destroyed; ++k) {
              const Square q = kBoard.offset(s, -d.df * k, -d.dr * k);
              state = flight.step(defence->cover[static_cast<std::size_t>(q)]);
            }
            if (state == Flight::State::destroyed) continue;
          }
          if (found(s, i)) return true;
        }
      }
      blocked = true;
    }
  }
  return false;
}

}  // namespace

bool Position::attacked(Side s) const {
  const Square c = commander(s);
  if (c == kNoSquare) return true;
  if (for_each_attacker(*this, c, opponent(s), [](Square, int) { return true; })) return true;
  // The flying general (§6, cinc decision): an uncarried Commander is attacked by the enemy
  // Commander, carried or not, that sees it along an open rank or file — a carried one steps
  // out of its stack and captures. (The engine's attack test has no such line: it never needs
  // it, since its exposure rule also counts carried Commanders; the rule of §6 does not.)
  if (at(c).carrier().kind != Kind::commander) return false;
  for (int i = 0; i < 4; ++i) {
    const Dir d = kDirs[static_cast<std::size_t>(i)];
    for (Square q = kBoard.offset(c, d.df, d.dr); q != kNoSquare; q = kBoard.offset(q, d.df, d.dr)) {
      const Stack& st = at(q);
      if (st.empty()) continue;
      if (st.side() != s && st.has(Kind::commander)) return true;
      break;
    }
  }
  return false;
}

bool Position::exposed() const {
  const Square a = commander_[0], b = commander_[1];
  if (a == kNoSquare || b == kNoSquare) return false;
  // §6: a Commander carried in a stack is not exposed.
  if (at(a).carrier().kind != Kind::commander || at(b).carrier().kind != Kind::commander) return false;
  const int df = file_of(b) - file_of(a), dr = rank_of(b) - rank_of(a);
  if (df != 0 && dr != 0) return false;
  const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
  for (Square s = kBoard.offset(a, sf, sr); s != b; s = kBoard.offset(s, sf, sr))
    if (!at(s).empty()) return false;
  return true;
}

// ---- move generation (§3-§6) ----------------------------------------------------------------

class TurnBuilder {
 public:
  // One move of a deploy as the engine keeps it: the pieces that go (one; two or three once a
  // recombination joined another to it), with the heroic marks they carry, where and how.
  struct DeployMove {
    std::array<Piece, 3> pieces{};
    int count = 0;
    Square to = kNoSquare;
    Action action = Action::move;
    [[nodiscard]] Stack stack(Side side) const { return *Stack::make(side, pieces.data(), count); }
  };

  // A deploy in progress: the turn's start, the stack's point and its pieces as they were then,
  // the moves made so far, the kinds that have stepped and the position they lead to.
  struct Deploy {
    const Position* start = nullptr;
    Square origin = kNoSquare;
    Stack original;
    std::array<DeployMove, 3> moves{};
    int count = 0;
    std::uint16_t stepped = 0;
    Position now;
  };

  explicit TurnBuilder(const Position& pos) : pos_(pos), us_(pos.to_move_), them_(opponent(us_)) {}

  std::vector<Turn> legal_turns() {
    std::vector<Turn> out;
    // §7: without either Commander the game is over (a Commander captured, or gone down with
    // its own Air Force, §5): no side moves on.
    if (pos_.commander(us_) == kNoSquare || pos_.commander(them_) == kNoSquare) return out;
    out.reserve(128);
    const AirDefence enemy = air_defence_of(pos_, them_);
    std::vector<Step> steps;
    for (Square s = 0; s < kPoints; ++s) {
      const Stack& st = pos_.at(s);
      if (st.empty() || st.side() != us_) continue;
      steps.clear();
      generate(pos_, enemy, s, st, false, steps);
      for (const Step& step : steps) {
        Position next = pos_;
        apply_move(next, s, st, true, step.to, step.action, nullptr);
        const bool commander_stays = step.piece == Kind::commander && step.action == Action::stay_capture;
        if (commander_stays ? next.attacked(us_) : in_danger(next)) continue;
        Turn t;
        t.steps[0] = step;
        t.count = 1;
        out.push_back(t);
      }
      if (st.size() > 1) {
        Turn partial;
        partial.deploy = true;
        Deploy d;
        d.start = &pos_;
        d.origin = s;
        d.original = st;
        d.now = pos_;
        deploys(d, partial, out);
      }
    }
    return out;
  }

  // Generates the steps of `mover` (a whole stack, or one piece of a deploy) from `from` (§3, §4).
  static void generate(const Position& pos, const AirDefence& enemy, Square from, const Stack& mover, bool deploy,
                       std::vector<Step>& out) {
    const Side us = mover.side();
    const Side them = opponent(us);
    const Kind k = mover.carrier().kind;
    const bool hero = mover.carrier().heroic;
    const Config c = config(k, hero);
    const bool commander = k == Kind::commander;
    const bool air_force = k == Kind::air_force;
    const bool feels_defence = air_force && !hero;
    std::array<bool, kPoints> exposed_points{};
    if (commander) mark_exposed_points(pos, from, them, exposed_points);
    const int dirs = c.diagonal ? 8 : 4;
    for (int di = 0; di < dirs; ++di) {
      const Dir d = kDirs[static_cast<std::size_t>(di)];
      const bool diagonal = !orthogonal(d);
      if (commander && !diagonal) {
        // §3 (cinc decision): the Commander captures the uncarried enemy Commander at any
        // distance along an open line (the engine's exposure marks would stop it short of a
        // distant one).
        const Square first = first_piece(pos, from, d);
        if (first != kNoSquare && pos.at(first).side() == them && pos.at(first).carrier().kind == Kind::commander) {
          out.push_back({from, first, Action::capture, k});
          continue;
        }
      }
      Flight flight;
      bool terrain_blocked = false;
      bool piece_blocked = false;
      for (int r = 1;; ++r) {
        const Square to = kBoard.offset(from, d.df * r, d.dr * r);
        if (to == kNoSquare) break;
        const auto ti = static_cast<std::size_t>(to);
        if (commander && exposed_points[ti]) break;  // may not stop on or pass an exposed point
        Flight::State air = Flight::State::safe;
        if (feels_defence) {
          air = flight.step(enemy.cover[ti]);
          if (air == Flight::State::destroyed) break;
        }
        if (k == Kind::missile && diagonal && r > c.move - 1) break;
        if (!commander && r > c.move && r > c.capture) break;
        if (!terrain_blocked) terrain_blocked = terrain_blocks(from, to, k, d);
        const Stack& target = pos.at(to);
        if (!target.empty()) {
          const bool enemy_piece = target.side() == them;
          const bool enemy_commander = enemy_piece && target.carrier().kind == Kind::commander;
          if (commander && enemy_commander && !diagonal) {
            out.push_back({from, to, Action::capture, k});  // the flying general's capture
            break;
          }
          if (enemy_piece && r <= c.capture) {
            if (!(commander && enemy_commander))
              add_captures(out, from, to, k, c, r, deploy, air == Flight::State::zone, target);
          } else if (!enemy_piece) {
            const auto joined = mover.joined(target);
            if (joined && r <= c.move && !terrain_blocked && !piece_blocked && may_stand(joined->carrier().kind, to))
              out.push_back({from, to, Action::combine, k});
          }
          if (!c.flies && !(k == Kind::navy && target.carrier().kind != Kind::navy)) piece_blocked = true;
          if (commander) break;
        } else if (r <= c.move && !terrain_blocked && !piece_blocked && may_stand(k, to) &&
                   air == Flight::State::safe) {
          if (!(commander && !diagonal && enemy_commander_next(pos, to, d, them))) out.push_back({from, to, Action::move, k});
        }
        if (piece_blocked && !c.capture_through && !c.flies) break;
        if (commander && r >= 11) break;
      }
    }
  }

 private:
  // The points facing the enemy Commander from the lines towards the moving Commander (§3).
  static void mark_exposed_points(const Position& pos, Square us_at, Side them, std::array<bool, kPoints>& marks) {
    const Square e = pos.commander(them);
    if (e == kNoSquare || pos.at(e).carrier().kind != Kind::commander) return;  // carried: no face-off (§6)
    const int dr = (rank_of(us_at) > rank_of(e)) - (rank_of(us_at) < rank_of(e));
    const int df = (file_of(us_at) > file_of(e)) - (file_of(us_at) < file_of(e));
    const std::array<Dir, 2> rays = {{{0, dr}, {df, 0}}};
    for (const Dir ray : rays) {
      if (ray.df == 0 && ray.dr == 0) continue;
      for (Square s = kBoard.offset(e, ray.df, ray.dr); s != kNoSquare; s = kBoard.offset(s, ray.df, ray.dr)) {
        if (s != us_at && !pos.at(s).empty()) break;
        marks[static_cast<std::size_t>(s)] = true;
      }
    }
  }

  // The first occupied point from `from` along `d`, or kNoSquare.
  static Square first_piece(const Position& pos, Square from, Dir d) {
    for (Square s = kBoard.offset(from, d.df, d.dr); s != kNoSquare; s = kBoard.offset(s, d.df, d.dr))
      if (!pos.at(s).empty()) return s;
    return kNoSquare;
  }

  // Whether the next piece beyond `to` along `d` is the uncarried enemy Commander (§3).
  static bool enemy_commander_next(const Position& pos, Square to, Dir d, Side them) {
    for (Square s = kBoard.offset(to, d.df, d.dr); s != kNoSquare; s = kBoard.offset(s, d.df, d.dr)) {
      const Stack& st = pos.at(s);
      if (st.empty()) continue;
      return st.side() == them && st.carrier().kind == Kind::commander;
    }
    return false;
  }

  // §3: the capture kinds of one target.
  static void add_captures(std::vector<Step>& out, Square from, Square to, Kind k, const Config& c, int r, bool deploy,
                           bool in_zone, const Stack& target) {
    if (in_zone) {
      out.push_back({from, to, Action::suicide, k});  // §4: only a suicide capture inside a zone
      return;
    }
    bool allowed = true;
    if (k == Kind::commander && r > 1) allowed = false;
    if (k == Kind::navy) allowed = r <= (target.carrier().kind == Kind::navy ? c.capture : c.capture - 1);
    if (!allowed) return;
    const bool can_land = may_stand(k, to);
    bool normal = can_land;
    bool stay = !can_land;
    if (can_land && k == Kind::air_force) stay = !deploy;  // bomb and return to base (seed)
    if (normal) out.push_back({from, to, Action::capture, k});
    if (stay) out.push_back({from, to, Action::stay_capture, k});
  }

  bool in_danger(const Position& p) const { return p.attacked(us_) || p.exposed(); }

  // ---- deploys (§5) --------------------------------------------------------------------------

  // The deploys of the stack on `d.origin` that continue `partial` (§5). At every point after a
  // step the turn may end, when what stays may stand on the point and the Commander is safe;
  // each piece that has not stepped may step: by its own moves (with the heroic mark it had when
  // the turn began: the engine moves the piece as the turn found it), or, a piece other than
  // the stack's carrier, by joining a piece that stepped earlier (a recombination), which the
  // engine allows when that earlier step, made by the two together as the carrier of their
  // stack, is still a legal step and the steps after it still follow: the two then go together.
  void deploys(const Deploy& d, const Turn& partial, std::vector<Turn>& out) {
    if (d.count > 0) {
      const Stack& left = d.now.at(d.origin);
      // A Commander that joined its Air Force's suicide capture is gone with it: the engine
      // then checks nothing more, and the turn may end (§5, §6; the game is lost, §7).
      const bool lost = d.now.commander(us_) == kNoSquare;
      if ((left.empty() || may_stand(left.carrier().kind, d.origin)) && (lost || !in_danger(d.now)))
        out.push_back(partial);
    }
    if (partial.count == 3) return;
    const Kind carrier = d.original.carrier().kind;
    const AirDefence enemy = air_defence_of(d.now, them_);
    std::vector<Rejoin> rejoins = offered_rejoins(d);
    std::vector<Step> steps;
    const auto take = [&](const Step& step, const Deploy& next) {
      Turn t = partial;
      t.steps[t.count++] = step;
      deploys(next, t, out);
    };
    for (int i = 0; i < d.original.size(); ++i) {
      const Piece piece = d.original.piece(i);
      if (d.stepped & bit(piece.kind)) continue;
      steps.clear();
      generate(d.now, enemy, d.origin, Stack::single(us_, piece), true, steps);
      for (const Step& step : steps) {
        const auto rejoin = std::find_if(rejoins.begin(), rejoins.end(),
                                         [&](const Rejoin& r) { return r.kind == piece.kind && r.to == step.to; });
        if (rejoin != rejoins.end()) {
          if (!rejoin->used) take(Step{d.origin, step.to, Action::combine, piece.kind}, rejoin->next);
          rejoin->used = true;
          continue;
        }
        // A step of a piece other than the carrier to a point stepped to earlier is a
        // recombination to the engine even where it offers none (the point's terrain is not
        // checked then): the deploy is played again with the piece joining that step, and
        // when that fails the deploy stays as it was (no step).
        if (piece.kind != carrier && stepped_to(d, step.to)) {
          Deploy next = d;
          if (join(next, piece.kind, step.to)) take(step, next);
          continue;
        }
        Deploy next = d;
        next.moves[static_cast<std::size_t>(next.count++)] = DeployMove{{piece}, 1, step.to, step.action};
        next.stepped |= bit(piece.kind);
        apply_move(next.now, d.origin, Stack::single(us_, piece), false, step.to, step.action, nullptr);
        // §6: the first step is refused when it leaves the Commander in danger, unless the
        // stack holds the Commander (then only the whole deploy is checked).
        if (d.count == 0 && !d.original.has(Kind::commander) && in_danger(next.now)) continue;
        take(step, next);
      }
    }
    for (const Rejoin& r : rejoins)
      if (!r.used) take(Step{d.origin, r.to, Action::combine, r.kind}, r.next);
  }

  // A recombination the engine offers: the waiting piece, the point, and the deploy after it.
  struct Rejoin {
    Kind kind;
    Square to;
    bool used;
    Deploy next;
  };

  // The recombinations the engine offers in `d`: per waiting piece and point stepped to (the
  // first step that went there), the deploy played again with the piece joining that step,
  // when the two make a stack that may stand there and that replay is legal. The carrier does
  // not join: its recombination is a combination with what stands on the point.
  static std::vector<Rejoin> offered_rejoins(const Deploy& d) {
    std::vector<Rejoin> rejoins;
    const Side us = d.original.side();
    const Kind carrier = d.original.carrier().kind;
    for (int i = 0; i < d.original.size() && d.count > 0; ++i) {
      const Piece piece = d.original.piece(i);
      if (d.stepped & bit(piece.kind)) continue;
      for (int j = 0; j < d.count; ++j) {
        const Square to = d.moves[static_cast<std::size_t>(j)].to;
        bool earlier = false;
        for (int k = 0; k < j; ++k) earlier |= d.moves[static_cast<std::size_t>(k)].to == to;
        if (earlier) continue;
        Deploy next = d;
        if (!join(next, piece.kind, to)) continue;
        if (!may_stand(next.moves[static_cast<std::size_t>(j)].stack(us).carrier().kind, to)) continue;
        if (piece.kind == carrier) {
          const Stack& there = d.now.at(to);
          if (there.empty() || there.side() != us || !there.joined(Stack::single(us, piece))) continue;
          next = d;
          next.moves[static_cast<std::size_t>(next.count++)] = DeployMove{{piece}, 1, to, Action::combine};
          next.stepped |= bit(piece.kind);
          apply_move(next.now, d.origin, Stack::single(us, piece), false, to, Action::combine, nullptr);
        }
        rejoins.push_back({piece.kind, to, false, std::move(next)});
      }
    }
    return rejoins;
  }

 public:
  // The deploy after the steps of `t` from `pos` (§5).
  static Deploy deploy_after(const Position& pos, const Turn& t) {
    Deploy d;
    d.start = &pos;
    d.origin = t.origin();
    d.original = pos.at(d.origin);
    d.count = deploy_moves(d.original, t, d.moves);
    for (int i = 0; i < t.count; ++i) d.stepped |= bit(t.steps[static_cast<std::size_t>(i)].piece);
    d.now = pos;
    for (int j = 0; j < d.count; ++j) {
      const DeployMove& m = d.moves[static_cast<std::size_t>(j)];
      apply_move(d.now, d.origin, m.stack(d.original.side()), false, m.to, m.action, nullptr);
    }
    return d;
  }

  // Whether the engine offers another step in `d`: it ends a deploy itself when it offers none.
  static bool may_go_on(const Deploy& d) {
    const Side us = d.original.side();
    const AirDefence enemy = air_defence_of(d.now, opponent(us));
    std::vector<Step> steps;
    for (int i = 0; i < d.original.size(); ++i) {
      const Piece piece = d.original.piece(i);
      if (d.stepped & bit(piece.kind)) continue;
      generate(d.now, enemy, d.origin, Stack::single(us, piece), true, steps);
      if (!steps.empty()) return true;
    }
    return !offered_rejoins(d).empty();
  }

 private:

  // Joins a piece of kind `kind` (without its heroic mark: the engine drops it) to the first
  // move of `d` that went to `to`, and plays the deploy again (`replay`; the joined move is
  // checked again only when the piece joined becomes its carrier). False when the pieces make
  // no valid stack or the replay fails.
  static bool join(Deploy& d, Kind kind, Square to) {
    for (int j = 0; j < d.count; ++j) {
      DeployMove& m = d.moves[static_cast<std::size_t>(j)];
      if (m.to != to) continue;
      const Kind was = m.stack(d.original.side()).carrier().kind;
      m.pieces[static_cast<std::size_t>(m.count++)] = Piece{kind, false};
      d.stepped |= bit(kind);
      return Stack::make(d.original.side(), m.pieces.data(), m.count).has_value() && replay(d, j, was);
    }
    return false;
  }

  static bool stepped_to(const Deploy& d, Square to) {
    for (int j = 0; j < d.count; ++j)
      if (d.moves[static_cast<std::size_t>(j)].to == to) return true;
    return false;
  }

 public:
  // Plays the moves of `d` again from its start, as the engine checks a recombination: each
  // move must be a legal step of its carrier from the point (the first one also safe for the
  // Commander when the stack holds none), of the same kind as written; then it is made by all
  // its pieces. Leaves the position in `d.now`; false when a move is not legal.
  // The moves before `changed` were made so already, and so was the move `changed` when its
  // carrier is still `was` (the piece joined rides with it): those are not checked again.
  static bool replay(Deploy& d, int changed, Kind was) {
    Position q = *d.start;
    const Side us = d.original.side();
    for (int j = 0; j < d.count; ++j) {
      const DeployMove& m = d.moves[static_cast<std::size_t>(j)];
      const Stack mover = m.stack(us);
      const Kind kind = mover.carrier().kind;
      const Stack& there = q.at(d.origin);
      for (int k = 0; k < mover.size(); ++k)
        if (!there.has(mover.piece(k).kind)) return false;
      if (m.action == Action::combine && !q.at(m.to).joined(mover)) return false;
      if (j < changed || (j == changed && kind == was)) {
        apply_move(q, d.origin, mover, false, m.to, m.action, nullptr);
        continue;
      }
      const Piece carrier = d.original.piece(d.original.index_of(kind));
      std::vector<Step> steps;
      generate(q, air_defence_of(q, opponent(us)), d.origin, Stack::single(us, carrier), true, steps);
      const auto found = std::find_if(steps.begin(), steps.end(), [&](const Step& s) {
        return s.to == m.to && (s.action == Action::stay_capture) == (m.action == Action::stay_capture);
      });
      if (found == steps.end() || found->action != m.action) return false;
      if (j == 0 && !d.original.has(Kind::commander)) {
        Position alone = q;
        apply_move(alone, d.origin, Stack::single(us, carrier), false, m.to, m.action, nullptr);
        if (alone.attacked(us) || alone.exposed()) return false;
      }
      apply_move(q, d.origin, mover, false, m.to, m.action, nullptr);
    }
    d.now = std::move(q);
    return true;
  }

  // The deploy moves of a turn (§5): each step by the piece as the turn found it; a step of a
  // piece other than the carrier to a point an earlier step went to joins that step's pieces
  // (losing its heroic mark, as in the engine).
  static int deploy_moves(const Stack& original, const Turn& t, std::array<DeployMove, 3>& out) {
    int n = 0;
    for (int i = 0; i < t.count; ++i) {
      const Step& step = t.steps[static_cast<std::size_t>(i)];
      int joined = -1;
      if (step.piece != original.carrier().kind)
        for (int j = 0; j < n && joined < 0; ++j)
          if (out[static_cast<std::size_t>(j)].to == step.to) joined = j;
      if (joined >= 0) {
        DeployMove& m = out[static_cast<std::size_t>(joined)];
        m.pieces[static_cast<std::size_t>(m.count++)] = Piece{step.piece, false};
      } else {
        out[static_cast<std::size_t>(n++)] =
            DeployMove{{original.piece(original.index_of(step.piece))}, 1, step.to, step.action};
      }
    }
    return n;
  }

  // Makes one move on `p`: `mover` leaves `from` (the whole stack when `whole`, else its pieces
  // are taken out of the stack there, what stays forming a stack again) and acts on `to`. Then
  // heroes and the last guard (§6). Records captures in `effect`.
  static void apply_move(Position& p, Square from, const Stack& mover, bool whole, Square to, Action action,
                         TurnEffect* effect) {
    const Side us = mover.side();
    const auto leave_origin = [&] {
      if (whole) {
        p.clear(from);
        return;
      }
      Stack rest = p.at(from);
      for (int i = 0; i < mover.size() && !rest.empty(); ++i) {
        const int at = rest.index_of(mover.piece(i).kind);
        if (at < 0) continue;
        if (auto fewer = rest.without(at)) rest = *fewer;  // the valid-stack table keeps what stays valid
      }
      if (rest.empty()) p.clear(from);
      else p.put(from, rest);
    };
    const auto take = [&] {
      const Stack victim = p.at(to);
      if (effect)
        for (int i = 0; i < victim.size(); ++i) effect->captured.emplace_back(victim.side(), victim.piece(i));
      p.clear(to);
    };
    switch (action) {
      case Action::move:
        leave_origin();
        p.put(to, mover);
        break;
      case Action::capture:
        take();
        leave_origin();
        p.put(to, mover);
        break;
      case Action::stay_capture:
        take();
        break;
      case Action::suicide:
        take();
        leave_origin();
        break;
      case Action::combine: {
        const Stack target = p.at(to);
        leave_origin();
        const auto joined = target.joined(mover);
        p.put(to, joined ? *joined : target);
        break;
      }
    }
    promote(p, us, effect);
  }

  // Plays a whole turn on `p` (§5): one move of a piece or stack, or the moves of a deploy.
  static void apply_turn(Position& p, const Turn& t, TurnEffect* effect) {
    const Square from = t.origin();
    const Stack origin = p.at(from);
    if (!t.deploy) {
      const Step& s = t.steps[0];
      apply_move(p, from, origin, true, s.to, s.action, effect);
      return;
    }
    std::array<DeployMove, 3> moves{};
    const int n = deploy_moves(origin, t, moves);
    for (int j = 0; j < n; ++j) {
      const DeployMove& m = moves[static_cast<std::size_t>(j)];
      apply_move(p, from, m.stack(origin.side()), false, m.to, m.action, effect);
    }
  }

 private:
  // §6: heroes after a move, then the last guard of both sides.
  static void promote(Position& p, Side mover, TurnEffect* effect) {
    const Square target = p.commander(opponent(mover));
    std::vector<std::pair<Square, int>> heroes;
    if (target != kNoSquare)
      for_each_attacker(p, target, mover, [&](Square s, int i) {
        if (!p.at(s).piece(i).heroic) heroes.emplace_back(s, i);
        return false;
      });
    for (const auto& [s, i] : heroes) {
      p.board_[static_cast<std::size_t>(s)].piece(i).heroic = true;
      if (effect) effect->promotion = true;
    }
    for (const Side side : {Side::red, Side::blue}) {
      if (p.commander(side) == kNoSquare) continue;  // §6: its Commander and exactly one other piece
      Square guard = kNoSquare;
      bool disqualified = false;
      for (Square s = 0; s < kPoints && !disqualified; ++s) {
        const Stack& st = p.at(s);
        if (st.empty() || st.side() != side) continue;
        if (st.size() > 1) disqualified = true;
        else if (st.carrier().kind != Kind::commander) {
          if (guard != kNoSquare) disqualified = true;
          guard = s;
        }
      }
      if (!disqualified && guard != kNoSquare && !p.at(guard).carrier().heroic) {
        p.board_[static_cast<std::size_t>(guard)].piece(0).heroic = true;
        if (effect) effect->promotion = true;
      }
    }
  }

  const Position& pos_;
  Side us_;
  Side them_;
};

std::vector<Turn> Position::legal_turns() const { return TurnBuilder(*this).legal_turns(); }

namespace detail {

std::vector<Step> unchecked_steps(const Position& pos, Square from) {
  std::vector<Step> steps;
  const Stack& st = pos.at(from);
  if (st.empty()) return steps;
  TurnBuilder::generate(pos, air_defence_of(pos, opponent(st.side())), from, st, false, steps);
  return steps;
}

std::string safety_problem(const Position& pos, const Step& step) {
  Position next = pos;
  const Side us = pos.at(step.from).side();
  TurnBuilder::apply_move(next, step.from, pos.at(step.from), true, step.to, step.action, nullptr);
  const bool commander_stays = step.piece == Kind::commander && step.action == Action::stay_capture;
  if (!commander_stays && next.exposed())
    return "would leave the two Commanders facing each other on an open line (the flying general)";
  if (next.attacked(us)) return std::string("would leave the ") + side_name(us) + " Commander attacked";
  return "";
}

std::vector<EngineMove> engine_moves(const Position& pos, const Turn& t, Stack& stayed) {
  const TurnBuilder::Deploy d = TurnBuilder::deploy_after(pos, t);
  std::vector<EngineMove> out;
  for (int j = 0; j < d.count; ++j) {
    const TurnBuilder::DeployMove& m = d.moves[static_cast<std::size_t>(j)];
    out.push_back({m.stack(d.original.side()), m.to, m.action});
  }
  std::array<Piece, 3> rest{};
  int n = 0;
  for (int i = 0; i < d.original.size(); ++i)
    if (!(d.stepped & bit(d.original.piece(i).kind))) rest[static_cast<std::size_t>(n++)] = d.original.piece(i);
  stayed = n == 0 ? Stack{} : Stack::make(d.original.side(), rest.data(), n).value_or(Stack{});
  return out;
}

bool deploy_complete(const Position& pos, const Turn& t) {
  return !TurnBuilder::may_go_on(TurnBuilder::deploy_after(pos, t));
}

}  // namespace detail

TurnEffect Position::play(const Turn& t) {
  TurnEffect effect;
  const Side us = to_move_;
  const Side them = opponent(us);
  const int navies = count(them, Kind::navy), air = count(them, Kind::air_force);
  const int land = count(them, Kind::infantry) + count(them, Kind::tank) + count(them, Kind::artillery);
  const bool had_commander = commander(them) != kNoSquare;
  TurnBuilder::apply_turn(*this, t, &effect);
  for (const auto& [side, piece] : effect.captured)
    if (side == them) effect.value += kind_value(piece.kind) + (piece.heroic ? 10 : 0);  // §8
  if (navies > 0 && count(them, Kind::navy) == 0) effect.battle_ends |= end_sea;
  if (air > 0 && count(them, Kind::air_force) == 0) effect.battle_ends |= end_air;
  if (land > 0 && count(them, Kind::infantry) + count(them, Kind::tank) + count(them, Kind::artillery) == 0)
    effect.battle_ends |= end_land;
  if (had_commander && commander(them) == kNoSquare) effect.battle_ends |= end_commander;
  quiet_plies_ = effect.captured.empty() ? quiet_plies_ + 1 : 0;  // §7 decision: every capture resets
  if (us == Side::blue) ++move_number_;
  to_move_ = them;
  return effect;
}

Position Position::after(const Turn& t) const {
  Position p = *this;
  p.play(t);
  return p;
}

namespace {

// What perft and divide need of Commander Chess (cinc/game/perft.h): its turns.
struct PerftRules {
  static std::vector<Turn> moves(const Position& pos) { return pos.legal_turns(); }
  static Position after(const Position& pos, const Turn& t) { return pos.after(t); }
  static std::string text(const Position&, const Turn& t) { return canonical_text(t); }
};

}  // namespace

std::uint64_t perft(const Position& pos, int depth) { return count_paths<PerftRules>(pos, depth); }

std::vector<std::pair<std::string, std::uint64_t>> divide(const Position& pos, int depth) {
  return divide_paths<PerftRules>(pos, depth);
}

// ---- FEN (§9.1) -------------------------------------------------------------------------------

Position Position::start() {
  auto p = from_fen("6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1");
  return *p;
}

namespace {

std::string piece_text(Side side, const Piece& p) {
  std::string out;
  if (p.heroic) out += '+';
  const char c = kind_letter(p.kind);
  out += side == Side::red ? c : static_cast<char>(c - 'A' + 'a');
  return out;
}

Error fen_error(std::size_t column, std::string message) {
  return Error{std::move(message), static_cast<int>(column) + 1};
}

}  // namespace

std::string Position::fen() const {
  std::string out;
  for (int r = 11; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < 11; ++f) {
      const Stack& st = at(kBoard.at(f, r));
      if (st.empty()) {
        ++empty;
        continue;
      }
      if (empty > 0) out += std::to_string(empty);
      empty = 0;
      if (st.size() > 1) out += '(';
      for (int i = 0; i < st.size(); ++i) out += piece_text(st.side(), st.piece(i));
      if (st.size() > 1) out += ')';
    }
    if (empty > 0) out += std::to_string(empty);
    if (r > 0) out += '/';
  }
  out += to_move_ == Side::red ? " r" : " b";
  out += " - - " + std::to_string(quiet_plies_) + " " + std::to_string(move_number_);
  return out;
}

namespace {

/// Reads one piece (with its '+') of a FEN at `at`, which it moves past it: its side and piece.
std::optional<Error> read_fen_piece(std::string_view fen, std::size_t& at, Side& side, Piece& piece) {
  const std::size_t n = fen.size();
  const std::size_t start = at;
  bool heroic = false;
  if (at < n && fen[at] == '+') {
    heroic = true;
    ++at;
  }
  if (at >= n) return fen_error(start, "'+' must be followed by a piece letter");
  const char c = fen[at];
  const bool upper = c >= 'A' && c <= 'Z';
  const bool lower = c >= 'a' && c <= 'z';
  const auto kind = (upper || lower) ? kind_of_letter(upper ? c : static_cast<char>(c - 'a' + 'A')) : std::nullopt;
  if (!kind)
    return fen_error(at, std::string("'") + c + "' is not a piece letter: expected C I M E G T S A F N H " +
                             "(upper case Red, lower case Blue)" + (heroic ? " after '+'" : ""));
  side = upper ? Side::red : Side::blue;
  piece = Piece{*kind, heroic};
  ++at;
  return std::nullopt;
}

/// The pieces of a FEN's board counted so far: each side's of each kind, and its Commanders.
struct ArmyCount {
  std::array<int, 2> commanders{0, 0};
  std::array<std::array<int, kKinds>, 2> counts{};
};

/// Reads the piece or the stack (2 or 3 pieces in parentheses) that stands on `s` at `i`, which
/// it moves past it, and checks that it forms a stack, may stand there, and keeps its side's
/// army within an army's numbers (counted in `army`).
Result<Stack> read_fen_stack(std::string_view fen, std::size_t& i, Square s, ArmyCount& army) {
  const std::size_t n = fen.size();
  const std::size_t piece_start = i;
  std::array<Piece, 3> pieces{};
  int count = 0;
  Side side = Side::red;
  if (fen[i] == '(') {
    ++i;
    while (i < n && fen[i] != ')') {
      if (fen[i] == '(') return fen_error(i, "stacks cannot be nested");
      if (count == 3) return fen_error(i, "a stack holds at most 3 pieces");
      Side ps = Side::red;
      const std::size_t at_piece = i;
      if (auto e = read_fen_piece(fen, i, ps, pieces[static_cast<std::size_t>(count)])) return *e;
      if (count > 0 && ps != side) return fen_error(at_piece, "a stack holds pieces of one side only");
      side = ps;
      ++count;
    }
    if (i >= n) return fen_error(piece_start, "'(' opens a stack that is never closed with ')'");
    ++i;
    if (count < 2) return fen_error(piece_start, "a stack in parentheses needs 2 or 3 pieces");
  } else {
    if (auto e = read_fen_piece(fen, i, side, pieces[0])) return *e;
    count = 1;
  }
  const auto stack = Stack::make(side, pieces.data(), count);
  if (!stack)
    return fen_error(piece_start, "these pieces do not form a stack: valid stacks are a Navy with an Air Force "
                                  "and/or one of C I M T (NFT too), a Tank with one of C I M, an Air Force with a "
                                  "Tank and/or one of C I M, an Engineer with one of A G S, a Headquarter with the "
                                  "Commander");
  if (!may_stand(stack->carrier().kind, s))
    return fen_error(piece_start, std::string(side_name(side)) + " " + kind_name(stack->carrier().kind) +
                                      " cannot stand on " + kBoard.name(s) +
                                      (stack->carrier().kind == Kind::navy
                                           ? ": a Navy stays on files a-c and d6 e6 d7 e7"
                                           : ": only a Navy stands on files a and b"));
  for (int k = 0; k < stack->size(); ++k) {
    const Kind kind = stack->piece(k).kind;
    if (++army.counts[static_cast<std::size_t>(side)][idx(kind)] > kArmy[idx(kind)])
      return fen_error(piece_start, std::string(side_name(side)) + " has more than " +
                                        std::to_string(kArmy[idx(kind)]) + " " + kind_name(kind) +
                                        " (an army has " + std::to_string(kArmy[idx(kind)]) + ")");
    if (kind == Kind::commander) ++army.commanders[static_cast<std::size_t>(side)];
  }
  return *stack;
}

/// Reads the fields after a FEN's board, from `i`: the side to move, '-', '-', the quiet plies
/// and the move number (the last two may be left out).
std::optional<Error> read_fen_fields(std::string_view fen, std::size_t i, Side& to_move, int& quiet_plies,
                                     int& move_number) {
  const std::size_t n = fen.size();
  std::vector<std::pair<std::size_t, std::string_view>> fields;
  while (i < n) {
    while (i < n && fen[i] == ' ') ++i;
    const std::size_t start = i;
    while (i < n && fen[i] != ' ') ++i;
    if (i > start) fields.emplace_back(start, fen.substr(start, i - start));
  }
  if (fields.empty()) return fen_error(n, "the side to move is missing: expected r (Red) or b (Blue)");
  if (fields.size() > 5) return fen_error(fields[5].first, "too many fields after the board");
  if (fields[0].second == "r") to_move = Side::red;
  else if (fields[0].second == "b") to_move = Side::blue;
  else return fen_error(fields[0].first, "the side to move is r (Red) or b (Blue), not \"" + std::string(fields[0].second) + "\"");
  for (std::size_t k = 1; k < 3 && k < fields.size(); ++k)
    if (fields[k].second != "-") return fen_error(fields[k].first, "this field is always '-' in Commander Chess");
  const auto number = [&](std::size_t k, int min, int& out) -> std::optional<Error> {
    if (k >= fields.size()) return std::nullopt;
    const std::string_view t = fields[k].second;
    int v = 0;
    const auto [ptr, ec] = std::from_chars(t.data(), t.data() + t.size(), v);
    if (ec != std::errc() || ptr != t.data() + t.size() || v < min || v > 100000)
      return fen_error(fields[k].first, "expected a number from " + std::to_string(min) + " to 100000, not \"" +
                                            std::string(t) + "\"");
    out = v;
    return std::nullopt;
  };
  if (auto e = number(3, 0, quiet_plies)) return *e;
  if (auto e = number(4, 1, move_number)) return *e;
  return std::nullopt;
}

}  // namespace

Result<Position> Position::from_fen(std::string_view fen) {
  Position pos;
  std::size_t i = 0;
  const std::size_t n = fen.size();
  while (i < n && fen[i] == ' ') ++i;
  ArmyCount army;
  for (int r = 11; r >= 0; --r) {
    int f = 0;
    const std::size_t rank_start = i;
    while (i < n && fen[i] != '/' && fen[i] != ' ') {
      const char c = fen[i];
      if (c >= '0' && c <= '9') {
        int v = c - '0';
        std::size_t start = i++;
        if (v == 1 && i < n && fen[i] >= '0' && fen[i] <= '1') v = 10 + (fen[i++] - '0');
        if (v == 0) return fen_error(start, "an empty run must be 1 to 11 points, not 0");
        f += v;
        if (f > 11) return fen_error(start, "rank " + std::to_string(r + 1) + " has more than 11 points");
        continue;
      }
      if (f >= 11) return fen_error(i, "rank " + std::to_string(r + 1) + " has more than 11 points");
      const Square s = kBoard.at(f, r);
      const Result<Stack> stack = read_fen_stack(fen, i, s, army);
      if (!stack) return stack.error();
      pos.put(s, *stack);
      ++f;
    }
    if (f != 11)
      return fen_error(rank_start, "rank " + std::to_string(r + 1) + " has " + std::to_string(f) +
                                       " points, not 11");
    if (r > 0) {
      if (i >= n || fen[i] != '/')
        return fen_error(i, "expected '/' and rank " + std::to_string(r) + ": a Commander Chess FEN has 12 ranks");
      ++i;
    }
  }
  if (i < n && fen[i] == '/') return fen_error(i, "more than 12 ranks");
  // At most one Commander a side; none when it has been captured (the game is then over, §7).
  if (army.commanders[0] + army.commanders[1] == 0) return fen_error(0, "neither side has a Commander");
  // Fields after the board: side, '-', '-', quiet plies, move number.
  if (auto e = read_fen_fields(fen, i, pos.to_move_, pos.quiet_plies_, pos.move_number_)) return *e;
  return pos;
}
}  // namespace cinc::game::cchess
