// The reference generator: every rule is a plain predicate on one (from, to) pair.
// Rules: docs/rules/commander-in-chief.md (cited as §n).
#include "support/reference_cic.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <initializer_list>
#include <stdexcept>
#include <utility>

namespace refcic {
namespace {

// ---------------------------------------------------------------------------------------
// Board areas (§1): by f + r with 0-based file f and rank r.
enum class Area { light_land, sea, dark_land };

Area area(int f, int r) {
  const int k = f + r;
  if (k <= 4) return Area::light_land;
  if (k >= 10) return Area::dark_land;
  return Area::sea;
}

bool on_board(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }

bool is_dark(char c) { return c >= 'A' && c <= 'Z'; }
char side_of(char c) { return is_dark(c) ? 'd' : 'l'; }
char kind_of(char c) { return static_cast<char>(std::toupper(static_cast<unsigned char>(c))); }

Area own_land(char side) { return side == 'd' ? Area::dark_land : Area::light_land; }
Area enemy_land(char side) { return side == 'd' ? Area::light_land : Area::dark_land; }

bool is_blocker(char c) { return kind_of(c) == 'T' || kind_of(c) == 'B'; }
bool is_air_piece(char c) { return kind_of(c) == 'F' || kind_of(c) == 'B' || kind_of(c) == 'H'; }

// ---------------------------------------------------------------------------------------
// The player-relative directions, exactly the table of §3.
enum Dir { kF, kB, kL, kR, kFL, kFR, kBL, kBR, kNoDir };

struct Step {
  int df;
  int dr;
};
//                             F        B         L        R        FL      FR      BL       BR
constexpr Step kLightSteps[8] = {{1, 1}, {-1, -1}, {-1, 1}, {1, -1}, {0, 1}, {1, 0}, {-1, 0}, {0, -1}};
constexpr Step kDarkSteps[8] = {{-1, -1}, {1, 1}, {1, -1}, {-1, 1}, {0, -1}, {-1, 0}, {1, 0}, {0, 1}};

// A straight move: direction (relative to `side`) and number of squares, or kNoDir.
struct Line {
  Dir dir = kNoDir;
  int n = 0;
  int uf = 0;  // unit step on the grid
  int ur = 0;
};

Line line_of(char side, int df, int dr) {
  Line l;
  const int adf = std::abs(df);
  const int adr = std::abs(dr);
  if (adf == 0 && adr == 0) return l;
  if (!(adf == 0 || adr == 0 || adf == adr)) return l;
  l.n = std::max(adf, adr);
  l.uf = df / l.n;
  l.ur = dr / l.n;
  const Step* steps = side == 'd' ? kDarkSteps : kLightSteps;
  for (int i = 0; i < 8; ++i) {
    if (steps[i].df == l.uf && steps[i].dr == l.ur) l.dir = static_cast<Dir>(i);
  }
  return l;
}

bool one_of(Dir d, std::initializer_list<Dir> set) {
  return std::find(set.begin(), set.end(), d) != set.end();
}

// Squares strictly between from and to along the line.
bool path_empty(const State& s, int f, int r, const Line& l) {
  for (int i = 1; i < l.n; ++i) {
    if (s.board[r + i * l.ur][f + i * l.uf] != '.') return false;
  }
  return true;
}
bool path_has_no_blocker(const State& s, int f, int r, const Line& l) {
  for (int i = 1; i < l.n; ++i) {
    if (is_blocker(s.board[r + i * l.ur][f + i * l.uf])) return false;
  }
  return true;
}

bool blocker_at(const State& s, int f, int r) { return on_board(f, r) && is_blocker(s.board[r][f]); }

int sign(int v) { return v > 0 ? 1 : (v < 0 ? -1 : 0); }

// ---------------------------------------------------------------------------------------
// May the piece on (f, r) go to (tf, tr) by its move pattern, paths and battlefields?
// (Whose turn it is and team alternation are handled by the caller.)
bool can_move(const State& s, int f, int r, int tf, int tr) {
  const char me = s.board[r][f];
  if (me == '.') return false;
  const char side = side_of(me);
  const char target = s.board[tr][tf];
  if (target != '.' && side_of(target) == side) return false;  // never onto a friend
  const int df = tf - f;
  const int dr = tr - r;
  const Line l = line_of(side, df, dr);
  const Area from_area = area(f, r);
  const Area to_area = area(tf, tr);

  switch (kind_of(me)) {
    case 'A':  // 1 square Forward, Forward Left or Forward Right; any square
      return l.n == 1 && one_of(l.dir, {kF, kFL, kFR});
    case 'K':  // 1 or 2 squares any direction, straight, no jumping
      return l.dir != kNoDir && l.n <= 2 && path_empty(s, f, r, l);
    case 'T':  // 1 or 2 squares FL FR BL BR, no jumping, own Land only
      return one_of(l.dir, {kFL, kFR, kBL, kBR}) && l.n <= 2 && path_empty(s, f, r, l) &&
             to_area == own_land(side);
    case 'S':
      if (from_area == own_land(side)) {  // launch: exactly 1 Forward, into the Sea
        return l.dir == kF && l.n == 1 && to_area == Area::sea;
      }
      return one_of(l.dir, {kL, kR, kFL, kFR, kBL, kBR}) && l.n <= 2 && to_area == Area::sea &&
             path_has_no_blocker(s, f, r, l);
    case 'D':
      if (from_area == own_land(side)) {  // launch: 1 Forward, Forward Left, Forward Right into Sea
        return one_of(l.dir, {kF, kFL, kFR}) && l.n == 1 && to_area == Area::sea;
      }
      return l.dir != kNoDir && l.n == 1 && to_area == Area::sea;
    case 'H': {  // the 16 ring squares; blockers forbid as §4.3 lists
      if (std::max(std::abs(df), std::abs(dr)) != 2) return false;
      if (std::abs(df) != 1 && std::abs(dr) != 1) {  // straight: (2,0) (0,2) (2,2) and mirrors
        return !blocker_at(s, f + df / 2, r + dr / 2);
      }
      if (std::abs(df) == 2) {  // (2,1): (1,0) and (1,1)
        return !blocker_at(s, f + sign(df), r) && !blocker_at(s, f + sign(df), r + sign(dr));
      }
      // (1,2): (0,1) and (1,1)
      return !blocker_at(s, f, r + sign(dr)) && !blocker_at(s, f + sign(df), r + sign(dr));
    }
    case 'F':
    case 'B': {
      bool pattern = false;
      if (one_of(l.dir, {kF, kB, kL, kR}) && l.n <= 3) pattern = true;
      if (one_of(l.dir, {kFL, kFR, kBL, kBR}) && l.n <= 2) pattern = true;
      if (!pattern) return false;
      return kind_of(me) == 'F' ? path_empty(s, f, r, l) : path_has_no_blocker(s, f, r, l);
    }
    case 'C': {
      if (l.dir == kNoDir) return false;
      if (l.n == 1) return true;
      if (l.n != 2) return false;
      const int mf = f + l.uf;
      const int mr = r + l.ur;
      return from_area == enemy_land(side) && area(mf, mr) == enemy_land(side) &&
             to_area == enemy_land(side) && s.board[mr][mf] == '.';
    }
    default:
      return false;
  }
}

bool belongs_to(char piece, char member) {
  if (member == '-') return true;
  return (member == 'a') == is_air_piece(piece);
}

void moves_of_member(const State& s, char member, std::vector<Mv>& out) {
  for (int r = 0; r < 8; ++r) {
    for (int f = 0; f < 8; ++f) {
      const char c = s.board[r][f];
      if (c == '.' || side_of(c) != s.side || !belongs_to(c, member)) continue;
      // Every target square within reach of any piece (3 squares) is a candidate.
      for (int tr = std::max(0, r - 3); tr <= std::min(7, r + 3); ++tr) {
        for (int tf = std::max(0, f - 3); tf <= std::min(7, f + 3); ++tf) {
          if ((tf != f || tr != r) && can_move(s, f, r, tf, tr)) out.push_back({f, r, tf, tr});
        }
      }
    }
  }
}

int side_index(char side) { return side == 'd' ? 0 : 1; }

}  // namespace

// ---------------------------------------------------------------------------------------
std::string square_name(int file, int rank) {
  std::string s;
  s += static_cast<char>('a' + file);
  s += static_cast<char>('1' + rank);
  return s;
}

std::string move_name(const Mv& m) { return square_name(m.ff, m.fr) + square_name(m.tf, m.tr); }

bool has_commander(const State& s, char side) {
  const char want = side == 'd' ? 'C' : 'c';
  for (const auto& row : s.board) {
    for (char c : row) {
      if (c == want) return true;
    }
  }
  return false;
}

std::vector<Mv> legal(const State& s) {
  std::vector<Mv> out;
  if (!has_commander(s, 'd') || !has_commander(s, 'l')) return out;  // game over
  const char member = s.team[side_index(s.side)];
  if (member == '-') {
    moves_of_member(s, '-', out);
    return out;
  }
  moves_of_member(s, member, out);
  if (out.empty()) moves_of_member(s, member == 's' ? 'a' : 's', out);  // "if possible" (§7)
  return out;
}

std::vector<std::string> legal_moves(const State& s) {
  std::vector<std::string> names;
  for (const Mv& m : legal(s)) names.push_back(move_name(m));
  std::sort(names.begin(), names.end());
  return names;
}

MoveInfo describe(const State& s, const Mv& m) {
  MoveInfo info;
  const char me = s.board[m.fr][m.ff];
  const char target = s.board[m.tr][m.tf];
  const char side = side_of(me);
  info.piece = kind_of(me);
  if (target != '.' && s.enhanced[m.tr][m.tf]) {
    info.attack = true;
    return info;
  }
  if (target != '.') info.captured = kind_of(target);
  info.promotion = info.piece == 'A' && area(m.tf, m.tr) == enemy_land(side);
  info.launch = (info.piece == 'S' || info.piece == 'D') && area(m.ff, m.fr) == own_land(side);
  return info;
}

char mover(const State& s) {
  const char member = s.team[side_index(s.side)];
  if (member == '-') return '-';
  std::vector<Mv> out;
  moves_of_member(s, member, out);
  if (!out.empty()) return member;
  const char other = member == 's' ? 'a' : 's';
  moves_of_member(s, other, out);
  return out.empty() ? member : other;
}

State play(const State& s, const Mv& m) {
  State n = s;
  const char me = s.board[m.fr][m.ff];
  const char target = s.board[m.tr][m.tf];
  bool progress = false;
  if (target != '.' && s.enhanced[m.tr][m.tf]) {  // attack: nothing moves (§8)
    n.enhanced[m.tr][m.tf] = false;
    progress = true;
  } else {
    if (target != '.') progress = true;  // capture
    char moved = me;
    const char side = side_of(me);
    if (kind_of(me) == 'A' && area(m.tf, m.tr) == enemy_land(side)) {  // promotion
      moved = side == 'd' ? 'K' : 'k';
      progress = true;
    }
    if ((kind_of(me) == 'S' || kind_of(me) == 'D') && area(m.ff, m.fr) == own_land(side)) {
      progress = true;  // launch
    }
    n.board[m.tr][m.tf] = moved;
    n.enhanced[m.tr][m.tf] = s.enhanced[m.fr][m.ff];
    n.board[m.fr][m.ff] = '.';
    n.enhanced[m.fr][m.ff] = false;
  }
  n.halfmove = progress ? 0 : s.halfmove + 1;
  if (s.side == 'l') n.fullmove = s.fullmove + 1;
  char& team = n.team[side_index(s.side)];
  if (team != '-') team = is_air_piece(me) ? 's' : 'a';  // the other member moves next
  n.side = s.side == 'd' ? 'l' : 'd';
  return n;
}

State play(const State& s, const std::string& move) {
  for (const Mv& m : legal(s)) {
    if (move_name(m) == move) return play(s, m);
  }
  throw std::invalid_argument("refcic::play: not a legal move: " + move + " in " + to_fen(s));
}

std::uint64_t perft(const State& s, int depth) {
  if (depth <= 0) return 1;
  const std::vector<Mv> moves = legal(s);
  if (depth == 1) return moves.size();
  std::uint64_t total = 0;
  for (const Mv& m : moves) total += perft(play(s, m), depth - 1);
  return total;
}

std::vector<std::string> divide(const State& s, int depth) {
  std::vector<std::string> lines;
  for (const Mv& m : legal(s)) {
    lines.push_back(move_name(m) + " " + std::to_string(perft(play(s, m), depth - 1)));
  }
  std::sort(lines.begin(), lines.end());
  return lines;
}

// ---------------------------------------------------------------------------------------
// FEN (§10).
namespace {

std::vector<std::string> split(const std::string& text, char sep) {
  std::vector<std::string> parts;
  std::string cur;
  for (char c : text) {
    if (c == sep) {
      parts.push_back(cur);
      cur.clear();
    } else {
      cur += c;
    }
  }
  parts.push_back(cur);
  return parts;
}

std::optional<int> parse_number(const std::string& t) {
  if (t.empty() || t.size() > 6) return std::nullopt;
  int v = 0;
  for (char c : t) {
    if (c < '0' || c > '9') return std::nullopt;
    v = v * 10 + (c - '0');
  }
  return v;
}

bool piece_letter(char c) {
  const std::string letters = "CFBTSHAKD";
  return letters.find(kind_of(c)) != std::string::npos && std::isalpha(static_cast<unsigned char>(c));
}

}  // namespace

std::optional<State> parse_fen(const std::string& fen) {
  const std::vector<std::string> fields = split(fen, ' ');
  if (fields.size() != 5) return std::nullopt;
  State s;
  for (auto& row : s.board) std::fill(std::begin(row), std::end(row), '.');
  for (auto& row : s.enhanced) std::fill(std::begin(row), std::end(row), false);

  const std::vector<std::string> ranks = split(fields[0], '/');
  if (ranks.size() != 8) return std::nullopt;
  for (int i = 0; i < 8; ++i) {
    const int r = 7 - i;
    int f = 0;
    bool plus = false;
    for (char c : ranks[static_cast<std::size_t>(i)]) {
      if (c == '+') {
        if (plus) return std::nullopt;
        plus = true;
      } else if (c >= '1' && c <= '8') {
        if (plus) return std::nullopt;
        f += c - '0';
        if (f > 8) return std::nullopt;
      } else if (piece_letter(c)) {
        if (f >= 8) return std::nullopt;
        s.board[r][f] = c;
        s.enhanced[r][f] = plus;
        plus = false;
        ++f;
      } else {
        return std::nullopt;
      }
    }
    if (plus || f != 8) return std::nullopt;
  }

  if (fields[1] != "d" && fields[1] != "l") return std::nullopt;
  s.side = fields[1][0];

  const std::string& team = fields[2];
  if (team == "-") {
    s.team[0] = s.team[1] = '-';
  } else if (team.size() == 2) {
    for (int i = 0; i < 2; ++i) {
      const char c = team[static_cast<std::size_t>(i)];
      if (c != 's' && c != 'a' && c != '-') return std::nullopt;
      s.team[i] = c;
    }
  } else {
    return std::nullopt;
  }

  const auto half = parse_number(fields[3]);
  const auto full = parse_number(fields[4]);
  if (!half || !full || *full < 1) return std::nullopt;
  s.halfmove = *half;
  s.fullmove = *full;
  return s;
}

std::string to_fen(const State& s) {
  std::string out;
  for (int r = 7; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < 8; ++f) {
      const char c = s.board[r][f];
      if (c == '.') {
        ++empty;
        continue;
      }
      if (empty > 0) out += static_cast<char>('0' + empty);
      empty = 0;
      if (s.enhanced[r][f]) out += '+';
      out += c;
    }
    if (empty > 0) out += static_cast<char>('0' + empty);
    if (r > 0) out += '/';
  }
  out += ' ';
  out += s.side;
  out += ' ';
  if (s.team[0] == '-' && s.team[1] == '-') {
    out += '-';
  } else {
    out += s.team[0];
    out += s.team[1];
  }
  out += ' ' + std::to_string(s.halfmove) + ' ' + std::to_string(s.fullmove);
  return out;
}

std::string validate(const State& s) {
  // Starting counts per side (§2); Amphibians and King Amphibians share the 5.
  for (char side : {'d', 'l'}) {
    int count[128] = {};
    int enhanced = 0;
    for (int r = 0; r < 8; ++r) {
      for (int f = 0; f < 8; ++f) {
        const char c = s.board[r][f];
        if (c == '.' || side_of(c) != side) continue;
        const char k = kind_of(c);
        ++count[static_cast<int>(k == 'K' ? 'A' : k)];
        if (s.enhanced[r][f]) ++enhanced;
        const std::string where = square_name(f, r);
        if (k == 'T' && area(f, r) != own_land(side)) return "Tank off its own Land on " + where;
        if ((k == 'S' || k == 'D') && area(f, r) == enemy_land(side)) {
          return "Sea piece on the enemy's Land on " + where;
        }
        if (k == 'A' && area(f, r) == enemy_land(side)) {
          return "unpromoted Amphibian on the enemy's Land on " + where;
        }
      }
    }
    const std::pair<char, int> limits[] = {{'C', 1}, {'F', 2}, {'B', 1}, {'T', 2},
                                           {'S', 2}, {'H', 2}, {'D', 1}, {'A', 5}};
    for (const auto& [k, n] : limits) {
      if (count[static_cast<int>(k)] > n) return std::string("too many ") + k + " for " + side;
    }
    if (count[static_cast<int>('C')] != 1) return std::string("no Commander for ") + side;
    if (enhanced > 5) return std::string("more than 5 enhanced pieces for ") + side;
  }
  return {};
}

}  // namespace refcic
