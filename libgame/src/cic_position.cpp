// Commander-In-Chief positions: encoding, FEN, move generation and play.
// Section numbers (§n) refer to ../shared/spec/rules-commander-in-chief.md.
#include <algorithm>
#include <cstdlib>
#include <string>

#include "cic_internal.h"
#include "cinc/game/cic.h"

namespace cinc::game::cic {

namespace {

struct KindInfo {
  char letter;
  const char* name;
  int value;  // §6 point table
};
constexpr KindInfo kKinds[kKindCount] = {
    {'?', "nothing", 0},   {'C', "Commander", 7}, {'F', "Fighter", 4},   {'B', "Bomber", 5},
    {'T', "Tank", 2},      {'S', "Submarine", 3}, {'H', "Helicopter", 4}, {'A', "Amphibian", 1},
    {'K', "King Amphibian", 1},  // §4 Decision: keeps the Amphibian's value
    {'D', "Destroyer", 3},
};

// Cell encoding (Position::kKindBits, kSideBit, kEnhancedBit): bits 0-3 kind, bit 4 side
// (1 = Light), bit 5 enhanced.
constexpr std::uint8_t kSideBit = Position::kSideBit;
constexpr std::uint8_t kEnhancedBit = Position::kEnhancedBit;

std::uint8_t encode(Piece p) {
  if (p.kind == Kind::none) return 0;
  return static_cast<std::uint8_t>(static_cast<std::uint8_t>(p.kind) |
                                   (p.side == Side::light ? kSideBit : 0) |
                                   (p.enhanced ? kEnhancedBit : 0));
}

// Most pieces of each kind a side can have: its starting army (§2). Amphibians and
// King Amphibians share the five Amphibians.
int start_count(Kind k) {
  switch (k) {
    case Kind::commander: case Kind::bomber: case Kind::destroyer: return 1;
    case Kind::fighter: case Kind::tank: case Kind::submarine: case Kind::helicopter: return 2;
    case Kind::amphibian: case Kind::king_amphibian: return 5;
    case Kind::none: break;
  }
  return 0;
}

// 64-bit keys for hashing, from a fixed splitmix64 sequence (deterministic across runs).
struct Keys {
  std::uint64_t cell[64][64];  // [square][encoded cell & 0x3f]
  std::uint64_t light_to_move;
  std::uint64_t team[2][3];
  Keys() {
    std::uint64_t x = 0x9E3779B97F4A7C15ULL;
    auto next = [&x] {
      std::uint64_t z = (x += 0x9E3779B97F4A7C15ULL);
      z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
      z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
      return z ^ (z >> 31);
    };
    for (auto& sq : cell)
      for (auto& v : sq) v = next();
    light_to_move = next();
    for (auto& s : team)
      for (auto& v : s) v = next();
  }
};
const Keys& keys() {
  static const Keys k;
  return k;
}

}  // namespace

const char* side_name(Side s) { return s == Side::dark ? "Dark" : "Light"; }
char kind_letter(Kind k) { return kKinds[static_cast<int>(k)].letter; }
const char* kind_name(Kind k) { return kKinds[static_cast<int>(k)].name; }
int kind_value(Kind k) { return kKinds[static_cast<int>(k)].value; }

Kind kind_from_letter(char c) {
  const char u = (c >= 'a' && c <= 'z') ? static_cast<char>(c - 'a' + 'A') : c;
  for (int i = 1; i < kKindCount; ++i)
    if (kKinds[i].letter == u) return static_cast<Kind>(i);
  return Kind::none;
}

// §1: Light Land f+r <= 4, Dark Land f+r >= 10, Sea in between.
Zone zone_of(Square s) {
  const int sum = kBoard.file_of(s) + kBoard.rank_of(s);
  if (sum <= 4) return Zone::light_land;
  if (sum >= 10) return Zone::dark_land;
  return Zone::sea;
}

void Position::set(Square s, Piece p) {
  auto& cell = cells_[static_cast<std::size_t>(s)];
  const auto& square_keys = keys().cell[static_cast<std::size_t>(s)];
  if (cell) board_hash_ ^= square_keys[cell & 0x3f];
  // A Commander leaving or taken leaves its side without one (a position holds at most
  // one per side: FENs with more are refused).
  if ((cell & kKindBits) == static_cast<std::uint8_t>(Kind::commander)) {
    Square& known = commander_[(cell & kSideBit) ? 1 : 0];
    if (known == s) known = kNoSquare;
  }
  cell = encode(p);
  if (cell) board_hash_ ^= square_keys[cell & 0x3f];
  if (p.kind == Kind::commander) commander_[static_cast<int>(p.side)] = s;
}

Position Position::start() { return start(false, false); }

Position Position::start(bool dark_team, bool light_team) {
  // §2: Light's army; Dark's is its point mirror.
  static constexpr struct { Kind kind; const char* square; } kLight[] = {
      {Kind::commander, "a1"}, {Kind::fighter, "a2"},   {Kind::fighter, "b1"},
      {Kind::tank, "a3"},      {Kind::bomber, "b2"},    {Kind::tank, "c1"},
      {Kind::submarine, "a4"}, {Kind::helicopter, "b3"}, {Kind::helicopter, "c2"},
      {Kind::submarine, "d1"}, {Kind::amphibian, "a5"}, {Kind::amphibian, "b4"},
      {Kind::destroyer, "c3"}, {Kind::amphibian, "d2"}, {Kind::amphibian, "e1"},
  };
  Position p;
  for (const auto& e : kLight) {
    const Square s = *kBoard.parse(e.square);
    p.set(s, Piece{e.kind, Side::light, false});
    const Square mirror = kBoard.at(7 - kBoard.file_of(s), 7 - kBoard.rank_of(s));
    p.set(mirror, Piece{e.kind, Side::dark, false});
  }
  p.team_[0] = dark_team ? TeamTurn::land_sea : TeamTurn::single;
  p.team_[1] = light_team ? TeamTurn::land_sea : TeamTurn::single;
  return p;
}



// ---------------------------------------------------------------------------------------
// FEN (notation.md §5)

std::string Position::fen() const {
  std::string out;
  for (int r = 7; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < 8; ++f) {
      const Piece p = at(kBoard.at(f, r));
      if (p.empty()) {
        ++empty;
        continue;
      }
      if (empty) out += static_cast<char>('0' + empty);
      empty = 0;
      if (p.enhanced) out += '+';
      const char l = kind_letter(p.kind);
      out += p.side == Side::dark ? l : static_cast<char>(l - 'A' + 'a');
    }
    if (empty) out += static_cast<char>('0' + empty);
    if (r) out += '/';
  }
  out += to_move_ == Side::dark ? " d " : " l ";
  if (team_[0] == TeamTurn::single && team_[1] == TeamTurn::single) {
    out += '-';
  } else {
    for (auto t : team_) out += t == TeamTurn::single ? '-' : t == TeamTurn::land_sea ? 's' : 'a';
  }
  out += ' ' + std::to_string(quiet_plies_) + ' ' + std::to_string(move_number_);
  return out;
}

namespace {
Error fen_error(std::size_t index, std::string message) {
  return Error{std::move(message), static_cast<int>(index + 1)};
}

// Reads a non-negative decimal number (at most 9 digits) at text[i..]; nullopt if none.
std::optional<int> read_count(std::string_view text, std::size_t& i) {
  const std::size_t begin = i;
  long long v = 0;
  while (i < text.size() && text[i] >= '0' && text[i] <= '9') {
    v = v * 10 + (text[i] - '0');
    if (i - begin >= 9) return std::nullopt;
    ++i;
  }
  if (i == begin) return std::nullopt;
  return static_cast<int>(v);
}
}  // namespace

Result<Position> Position::from_fen(std::string_view fen) {
  Position p;
  std::size_t i = 0;
  // Field 1: the board, ranks 8..1.
  for (int r = 7; r >= 0; --r) {
    int f = 0;
    while (i < fen.size() && fen[i] != '/' && fen[i] != ' ') {
      const char c = fen[i];
      if (c >= '1' && c <= '8') {
        f += c - '0';
        if (f > 8) return fen_error(i, "rank " + std::to_string(r + 1) + " has more than 8 squares");
        ++i;
        continue;
      }
      bool enhanced = false;
      if (c == '+') {
        enhanced = true;
        ++i;
        if (i >= fen.size()) return fen_error(i - 1, "'+' must be followed by a piece letter");
      }
      const char l = fen[i];
      const Kind k = kind_from_letter(l);
      if (k == Kind::none || !((l >= 'A' && l <= 'Z') || (l >= 'a' && l <= 'z')))
        return fen_error(i, std::string("unexpected '") + l +
                                "' in the board: expected a piece letter (C F B T S H A K D), a digit 1-8 or '/'");
      if (f >= 8) return fen_error(i, "rank " + std::to_string(r + 1) + " has more than 8 squares");
      p.set(kBoard.at(f, r), Piece{k, (l >= 'a') ? Side::light : Side::dark, enhanced});
      ++f;
      ++i;
    }
    if (f != 8)
      return fen_error(i, "rank " + std::to_string(r + 1) + " has " + std::to_string(f) +
                              " squares; every rank needs 8");
    if (r > 0) {
      if (i >= fen.size() || fen[i] != '/')
        return fen_error(i, "expected '/' after rank " + std::to_string(r + 1) + " (8 ranks are needed)");
      ++i;
    }
  }
  auto expect_space = [&](const char* what) -> std::optional<Error> {
    if (i >= fen.size() || fen[i] != ' ')
      return fen_error(i, std::string("expected a space and then ") + what);
    ++i;
    return std::nullopt;
  };
  // Field 2: side to move.
  if (auto e = expect_space("the side to move (d or l)")) return *e;
  if (i >= fen.size() || (fen[i] != 'd' && fen[i] != 'l'))
    return fen_error(i, "the side to move must be 'd' (Dark) or 'l' (Light)");
  p.to_move_ = fen[i] == 'd' ? Side::dark : Side::light;
  ++i;
  // Field 3: team state.
  if (auto e = expect_space("the team state ('-' or two of s, a, -)")) return *e;
  if (i < fen.size() && fen[i] == '-' && (i + 1 == fen.size() || fen[i + 1] == ' ')) {
    ++i;
  } else {
    for (int s = 0; s < 2; ++s, ++i) {
      if (i >= fen.size() || (fen[i] != 's' && fen[i] != 'a' && fen[i] != '-'))
        return fen_error(i, "the team state is '-' or two characters, each 's', 'a' or '-'");
      p.team_[s] = fen[i] == 's' ? TeamTurn::land_sea : fen[i] == 'a' ? TeamTurn::air : TeamTurn::single;
    }
    if (p.team_[0] == TeamTurn::single && p.team_[1] == TeamTurn::single)
      return fen_error(i - 2, "write the team state of two single players as '-'");
  }
  // Fields 4 and 5: counters.
  if (auto e = expect_space("the no-progress ply count")) return *e;
  auto quiet = read_count(fen, i);
  if (!quiet) return fen_error(i, "the no-progress ply count must be a number");
  p.quiet_plies_ = *quiet;
  if (auto e = expect_space("the move number")) return *e;
  auto number = read_count(fen, i);
  if (!number || *number < 1) return fen_error(i, "the move number must be a number of at least 1");
  p.move_number_ = *number;
  if (i != fen.size()) return fen_error(i, "unexpected text after the move number");
  if (auto why = p.validate(); !why.empty()) return Error{why, 0};
  return p;
}

std::string Position::validate() const {
  int count[2][kKindCount] = {};
  int enhanced[2] = {};
  for (Square s = 0; s < 64; ++s) {
    const Piece p = at(s);
    if (p.empty()) continue;
    const int side = static_cast<int>(p.side);
    ++count[side][static_cast<int>(p.kind)];
    enhanced[side] += p.enhanced ? 1 : 0;
    const Zone z = zone_of(s);
    const std::string where = std::string(side_name(p.side)) + " " + kind_name(p.kind) + " on " + kBoard.name(s);
    if (p.kind == Kind::tank && z != land_of(p.side))
      return "the " + where + " is off its own Land (a Tank stays on its own Land, §4)";
    if ((p.kind == Kind::submarine || p.kind == Kind::destroyer) && z == land_of(opponent(p.side)))
      return "the " + where + " stands on the opponent's Land (it moves only in the Sea, §4)";
    if (p.kind == Kind::amphibian && z == land_of(opponent(p.side)))
      return "the " + where + " stands on the opponent's Land, so it would be a King Amphibian (write K)";
  }
  for (int side = 0; side < 2; ++side) {
    const char* name = side_name(static_cast<Side>(side));
    for (int k = 1; k < kKindCount; ++k) {
      const Kind kind = static_cast<Kind>(k);
      int n = count[side][k];
      if (kind == Kind::amphibian) n += count[side][static_cast<int>(Kind::king_amphibian)];
      if (kind == Kind::king_amphibian) continue;
      if (n > start_count(kind))
        return std::string(name) + " has " + std::to_string(n) + " " + kind_name(kind) +
               (kind == Kind::amphibian ? "s (King Amphibians included)" : "s") + "; an army has at most " +
               std::to_string(start_count(kind)) + " (§2)";
    }
    if (enhanced[side] > 5)
      return std::string(name) + " has " + std::to_string(enhanced[side]) +
             " enhanced pieces; a side may enhance at most 5 (§8)";
  }
  if (!has_commander(Side::dark) && !has_commander(Side::light))
    return "neither side has a Commander";
  return {};
}

// ---------------------------------------------------------------------------------------
// Move generation (§3, §4, §7, §8)

namespace {

// Player-relative steps for Light (§3); Dark's are the negations.
constexpr Step kForward{1, 1}, kBackward{-1, -1}, kLeft{-1, 1}, kRight{1, -1};
constexpr Step kForwardLeft{0, 1}, kForwardRight{1, 0}, kBackwardLeft{-1, 0}, kBackwardRight{0, -1};

}  // namespace

Step to_board(Step s, Side side) { return side == Side::dark ? Step{-s.df, -s.dr} : s; }

const std::vector<Direction>& directions_of(Kind kind, bool launched) {
  // Each entry: player-relative step and the most squares the piece may go that way.
  static const std::vector<Direction> kAmphibian{{kForward, 1}, {kForwardLeft, 1}, {kForwardRight, 1}};
  static const std::vector<Direction> kAllTwo{{kForward, 2},      {kBackward, 2},      {kLeft, 2},
                                              {kRight, 2},        {kForwardLeft, 2},   {kForwardRight, 2},
                                              {kBackwardLeft, 2}, {kBackwardRight, 2}};
  static const std::vector<Direction> kAllOne{{kForward, 1},      {kBackward, 1},      {kLeft, 1},
                                              {kRight, 1},        {kForwardLeft, 1},   {kForwardRight, 1},
                                              {kBackwardLeft, 1}, {kBackwardRight, 1}};
  static const std::vector<Direction> kTank{
      {kForwardLeft, 2}, {kForwardRight, 2}, {kBackwardLeft, 2}, {kBackwardRight, 2}};
  static const std::vector<Direction> kSubmarine{{kLeft, 2},         {kRight, 2},         {kForwardLeft, 2},
                                                 {kForwardRight, 2}, {kBackwardLeft, 2}, {kBackwardRight, 2}};
  static const std::vector<Direction> kSubmarineLaunch{{kForward, 1}};
  static const std::vector<Direction> kDestroyerLaunch{{kForward, 1}, {kForwardLeft, 1}, {kForwardRight, 1}};
  static const std::vector<Direction> kAir{{kForward, 3},      {kBackward, 3},      {kLeft, 3},
                                           {kRight, 3},        {kForwardLeft, 2},   {kForwardRight, 2},
                                           {kBackwardLeft, 2}, {kBackwardRight, 2}};
  static const std::vector<Direction> kNone{};
  switch (kind) {
    case Kind::amphibian: return kAmphibian;
    case Kind::king_amphibian: return kAllTwo;
    case Kind::commander: return kAllTwo;  // 2 only inside the enemy Land, checked separately
    case Kind::tank: return kTank;
    case Kind::submarine: return launched ? kSubmarine : kSubmarineLaunch;
    case Kind::destroyer: return launched ? kAllOne : kDestroyerLaunch;
    case Kind::fighter: case Kind::bomber: return kAir;
    case Kind::helicopter: case Kind::none: break;
  }
  return kNone;
}

bool may_jump(Kind k) { return k == Kind::submarine || k == Kind::bomber; }

bool may_stand(Kind kind, Side side, Zone z) {
  switch (kind) {
    case Kind::tank: return z == land_of(side);                              // own Land only
    case Kind::submarine: case Kind::destroyer: return z == Zone::sea;       // launch lands in the Sea too
    default: return true;                                                    // Land and Sea, or Air
  }
}

bool is_launched(Kind kind, Side side, Square from) {
  if (kind != Kind::submarine && kind != Kind::destroyer) return true;
  return zone_of(from) != land_of(side);
}

const std::array<HelicopterTarget, 16>& helicopter_ring() {
  static const std::array<HelicopterTarget, 16> ring = [] {
    std::array<HelicopterTarget, 16> r{};
    int n = 0;
    auto sgn = [](int v) { return (v > 0) - (v < 0); };
    for (int df = -2; df <= 2; ++df)
      for (int dr = -2; dr <= 2; ++dr) {
        if (std::max(std::abs(df), std::abs(dr)) != 2) continue;
        HelicopterTarget t{Step{df, dr}, {}, 0};
        if (std::abs(df) == 1) {        // (1,2)-like: (0, sgn dr) and (sgn df, sgn dr)
          t.guards[0] = Step{0, sgn(dr)};
          t.guards[1] = Step{sgn(df), sgn(dr)};
          t.guard_count = 2;
        } else if (std::abs(dr) == 1) { // (2,1)-like: (sgn df, 0) and (sgn df, sgn dr)
          t.guards[0] = Step{sgn(df), 0};
          t.guards[1] = Step{sgn(df), sgn(dr)};
          t.guard_count = 2;
        } else {                        // straight: the square in between
          t.guards[0] = Step{sgn(df), sgn(dr)};
          t.guard_count = 1;
        }
        r[static_cast<std::size_t>(n++)] = t;
      }
    return r;
  }();
  return ring;
}

Move Position::move_of(Piece p, Square from, Square to) const {
  const Piece target = at(to);
  Move m{from, to, p.kind, Kind::none, false, false, false};
  if (!target.empty()) {
    if (target.enhanced) m.attack = true;  // §8: an attack, nothing moves
    else m.captured = target.kind;
  }
  m.launch = !m.attack && !is_launched(p.kind, p.side, from);  // an attack moves nothing (§8)
  m.promotion = p.kind == Kind::amphibian && !m.attack && zone_of(to) == land_of(opponent(p.side));
  return m;
}

void Position::piece_moves(Square from, MoveList& out) const {
  const Piece p = at(from);
  if (p.empty()) return;
  auto add = [&](Square to) { out.push_back(move_of(p, from, to)); };
  auto landable = [&](Square to) {
    const Piece t = at(to);
    return t.empty() || t.side != p.side;
  };

  if (p.kind == Kind::helicopter) {  // §4: the ring of 16, blockers cut it
    for (const auto& t : helicopter_ring()) {
      const Square to = kBoard.offset(from, t.step.df, t.step.dr);
      if (to == kNoSquare || !landable(to)) continue;
      bool blocked = false;
      for (int g = 0; g < t.guard_count && !blocked; ++g) {
        const Square gs = kBoard.offset(from, t.guards[g].df, t.guards[g].dr);
        blocked = gs != kNoSquare && is_blocker(at(gs).kind);
      }
      if (!blocked) add(to);
    }
    return;
  }

  const bool launched = is_launched(p.kind, p.side, from);
  const bool jumper = may_jump(p.kind);
  const Zone enemy_land = land_of(opponent(p.side));
  for (const auto& d : directions_of(p.kind, launched)) {
    const Step s = to_board(d.step, p.side);
    int reach = d.max;
    // §4 Commander: two squares only with start, middle and end in the enemy Land.
    if (p.kind == Kind::commander && zone_of(from) != enemy_land) reach = 1;
    Square at_sq = from;
    for (int n = 1; n <= reach; ++n) {
      at_sq = kBoard.offset(at_sq, s.df, s.dr);
      if (at_sq == kNoSquare) break;
      if (p.kind == Kind::commander && n == 2 && zone_of(at_sq) != enemy_land) break;
      const Piece occupant = at(at_sq);
      if (landable(at_sq) && may_stand(p.kind, p.side, zone_of(at_sq))) add(at_sq);
      if (occupant.empty()) continue;
      if (!jumper || is_blocker(occupant.kind)) break;  // §4: blockers are never jumped
    }
  }
}

// The same rules as piece_moves, asked of one destination: the direction and distance
// from `from` to `to` must be one of the piece's, and its way there open.
std::optional<Move> Position::move_to(Square from, Square to) const {
  const Piece p = at(from);
  if (p.empty() || from == to) return std::nullopt;
  const Piece target = at(to);
  if (!target.empty() && target.side == p.side) return std::nullopt;  // never onto its own side
  const int df = kBoard.file_of(to) - kBoard.file_of(from);
  const int dr = kBoard.rank_of(to) - kBoard.rank_of(from);

  if (p.kind == Kind::helicopter) {  // §4: the ring of 16, blockers cut it
    if (std::max(std::abs(df), std::abs(dr)) != 2) return std::nullopt;
    for (const auto& t : helicopter_ring()) {
      if (t.step.df != df || t.step.dr != dr) continue;
      for (int g = 0; g < t.guard_count; ++g) {
        const Square gs = kBoard.offset(from, t.guards[g].df, t.guards[g].dr);
        if (gs != kNoSquare && is_blocker(at(gs).kind)) return std::nullopt;
      }
      return move_of(p, from, to);
    }
    return std::nullopt;
  }

  // A straight line: along a file or a rank, or diagonally.
  if (df != 0 && dr != 0 && std::abs(df) != std::abs(dr)) return std::nullopt;
  const int distance = std::max(std::abs(df), std::abs(dr));
  const Step unit{(df > 0) - (df < 0), (dr > 0) - (dr < 0)};
  const bool launched = is_launched(p.kind, p.side, from);
  const Direction* direction = nullptr;
  for (const auto& d : directions_of(p.kind, launched)) {
    const Step s = to_board(d.step, p.side);
    if (s.df == unit.df && s.dr == unit.dr) direction = &d;
  }
  if (!direction) return std::nullopt;
  int reach = direction->max;
  // §4 Commander: two squares only with start, middle and end in the enemy Land (the
  // middle lies between the other two, so it is then in that Land too).
  const Zone enemy_land = land_of(opponent(p.side));
  if (p.kind == Kind::commander && (zone_of(from) != enemy_land || zone_of(to) != enemy_land)) reach = 1;
  if (distance > reach) return std::nullopt;
  if (!may_stand(p.kind, p.side, zone_of(to))) return std::nullopt;
  // Every square between: empty, or a piece a jumper may pass over (never a blocker, §4).
  const bool jumper = may_jump(p.kind);
  Square between = from;
  for (int n = 1; n < distance; ++n) {
    between = kBoard.offset(between, unit.df, unit.dr);
    const Piece occupant = at(between);
    if (!occupant.empty() && (!jumper || is_blocker(occupant.kind))) return std::nullopt;
  }
  return move_of(p, from, to);
}

bool Position::threatens_commander(Side attacker) const {
  const Square target = commander_square(opponent(attacker));
  if (target == kNoSquare) return false;
  for (Square s = 0; s < 64; ++s) {
    const Piece p = at(s);
    if (p.empty() || p.side != attacker) continue;
    // No piece reaches farther than three squares: the far ones are skipped cheaply.
    if (std::abs(kBoard.file_of(s) - kBoard.file_of(target)) > 3 ||
        std::abs(kBoard.rank_of(s) - kBoard.rank_of(target)) > 3)
      continue;
    if (move_to(s, target)) return true;
  }
  return false;
}

// §4: a piece in the way (for jumpers, a blocker in the way) is one whose removal would
// open a destination. Asked of piece_moves itself, so it can never disagree with it.
std::vector<Square> Position::obstructions(Square from) const {
  std::vector<Square> out;
  if (at(from).empty()) return out;
  MoveList now, opened;
  piece_moves(from, now);
  std::array<bool, 64> reachable{};
  for (const Move& m : now) reachable[static_cast<std::size_t>(m.to)] = true;
  for (Square q = 0; q < 64; ++q) {
    if (q == from || at(q).empty()) continue;
    Position without = *this;
    without.set(q, Piece{});
    opened.clear();
    without.piece_moves(from, opened);
    for (const Move& m : opened)
      if (m.to != q && !reachable[static_cast<std::size_t>(m.to)]) {
        out.push_back(q);
        break;
      }
  }
  return out;
}

bool Position::member_has_move(Side side, TeamTurn member) const {
  MoveList tmp;
  for (Square s = 0; s < 64; ++s) {
    const Piece p = at(s);
    if (p.empty() || p.side != side) continue;
    if (member != TeamTurn::single && member_of(p.kind) != member) continue;
    tmp.clear();
    piece_moves(s, tmp);
    if (!tmp.empty()) return true;
  }
  return false;
}

TeamTurn Position::mover() const {
  const TeamTurn due = team_[static_cast<int>(to_move_)];
  if (due == TeamTurn::single) return due;
  if (member_has_move(to_move_, due)) return due;
  return due == TeamTurn::land_sea ? TeamTurn::air : TeamTurn::land_sea;  // §7 "if possible"
}

void Position::generate_for_side(Side side, TeamTurn member, MoveList& out) const {
  for (Square s = 0; s < 64; ++s) {
    const Piece p = at(s);
    if (p.empty() || p.side != side) continue;
    if (member != TeamTurn::single && member_of(p.kind) != member) continue;
    piece_moves(s, out);
  }
}

MoveList Position::legal_moves() const {
  MoveList out;
  if (!has_commander(Side::dark) || !has_commander(Side::light)) return out;  // §5: decided
  generate_for_side(to_move_, mover(), out);
  return out;
}

void Position::legal_moves_from(Square from, MoveList& out) const {
  const Piece p = at(from);
  if (p.empty() || p.side != to_move_) return;
  if (!has_commander(Side::dark) || !has_commander(Side::light)) return;  // §5: decided
  const TeamTurn who = mover();
  if (who != TeamTurn::single && member_of(p.kind) != who) return;
  piece_moves(from, out);
}

Status Position::status() const {
  if (!has_commander(Side::dark)) return Status::light_won;
  if (!has_commander(Side::light)) return Status::dark_won;
  if (legal_moves().empty()) return Status::stalemate;
  return Status::ongoing;
}

void Position::play(const Move& m) {
  const Side side = to_move_;
  Piece moving = at(m.from);
  if (m.attack) {
    Piece target = at(m.to);
    target.enhanced = false;  // §8: the attack removes the enhancement; nothing moves
    set(m.to, target);
  } else {
    if (m.promotion) moving.kind = Kind::king_amphibian;  // §4: promotion at once
    set(m.to, moving);
    set(m.from, Piece{});
  }
  if (team_[static_cast<int>(side)] != TeamTurn::single)  // §7: teammates alternate
    team_[static_cast<int>(side)] = member_of(m.piece) == TeamTurn::land_sea ? TeamTurn::air : TeamTurn::land_sea;
  const bool progress = m.captured != Kind::none || m.attack || m.promotion || m.launch;
  quiet_plies_ = progress ? 0 : quiet_plies_ + 1;  // §5 no-progress counter
  if (side == Side::light) ++move_number_;
  to_move_ = opponent(side);
}

Position Position::after(const Move& m) const {
  Position next = *this;
  next.play(m);
  return next;
}

std::uint64_t Position::key() const {
  const Keys& k = keys();
  std::uint64_t h = board_hash_;
  if (to_move_ == Side::light) h ^= k.light_to_move;
  for (int s = 0; s < 2; ++s) h ^= k.team[s][static_cast<int>(team_[static_cast<std::size_t>(s)])];
  return h;
}

std::uint64_t perft(const Position& pos, int depth) {
  if (depth <= 0) return 1;
  const MoveList moves = pos.legal_moves();
  if (depth == 1) return moves.size();
  std::uint64_t total = 0;
  for (const Move& m : moves) total += perft(pos.after(m), depth - 1);
  return total;
}

}  // namespace cinc::game::cic
