// The reference Coast to Coast generator: moves are built as text by plain recursion over a
// copy of the board, with the directions taken straight from the table of
// docs/rules/coast-to-coast.md §2 and the rules of that page (cited as §n).
#include "support/reference_coast.h"

#include <algorithm>
#include <stdexcept>
#include <utility>

namespace refcoast {
namespace {

// ---------------------------------------------------------------------------------------
// Directions, seen from Black (the first player, the first column of the §2 table); Red's are the
// same table with every step negated.
//                                  F         B       L        R        FL       FR       BL      BR
constexpr int kBlackSteps[8][2] = {{-1, -1}, {1, 1}, {1, -1}, {-1, 1}, {0, -1}, {-1, 0}, {1, 0}, {0, 1}};
// A piece goes Forward, Left, Right, Forward Left or Forward Right; a King anywhere (§2).
constexpr bool kPieceMayUse[8] = {true, false, true, true, true, true, false, false};

int step_df(char side, int dir) { return side == 'B' ? kBlackSteps[dir][0] : -kBlackSteps[dir][0]; }
int step_dr(char side, int dir) { return side == 'B' ? kBlackSteps[dir][1] : -kBlackSteps[dir][1]; }

bool inside(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }

// Homes (§1): h8 = (7, 7) is Black's, a1 = (0, 0) Red's.
bool is_home(int f, int r) { return (f == 7 && r == 7) || (f == 0 && r == 0); }
bool is_own_home(char side, int f, int r) { return side == 'B' ? (f == 7 && r == 7) : (f == 0 && r == 0); }
bool is_enemy_home(char side, int f, int r) { return is_own_home(side == 'B' ? 'R' : 'B', f, r); }

char owner_of(char c) { return (c == 'b' || c == 'B') ? 'B' : 'R'; }
bool king_letter(char c) { return c == 'B' || c == 'R'; }
char piece_letter(char side, bool king) {
  if (side == 'B') return king ? 'B' : 'b';
  return king ? 'R' : 'r';
}

std::string name(int f, int r) {
  std::string out;
  out += static_cast<char>('a' + f);
  out += static_cast<char>('1' + r);
  return out;
}

// ---------------------------------------------------------------------------------------
// The search: one checker's every move, as text.
struct Search {
  char side;
  char grid[8][8];                          // the board without the moving checker
  std::vector<std::pair<int, int>> landed;  // the starting square and every landing so far
  std::vector<std::string>* out;

  bool landed_before(int f, int r) const {
    return std::find(landed.begin(), landed.end(), std::make_pair(f, r)) != landed.end();
  }

  // The legs open from (f, r): steps only at the start of a part (the move, or the free
  // move), jumps always.
  void legs(int f, int r, bool king, const std::string& text, bool chaining) {
    for (int dir = 0; dir < 8; ++dir) {
      if (!king && !kPieceMayUse[dir]) continue;
      const int df = step_df(side, dir);
      const int dr = step_dr(side, dir);
      const int nf = f + df;
      const int nr = r + dr;
      if (!inside(nf, nr)) continue;
      if (!chaining && grid[nr][nf] == '.' && !landed_before(nf, nr))
        land(nf, nr, king, text + "-" + name(nf, nr), false);
      const int jf = f + 2 * df;
      const int jr = r + 2 * dr;
      if (grid[nr][nf] != '.' && inside(jf, jr) && grid[jr][jf] == '.' && !landed_before(jf, jr))
        land(jf, jr, king, text + "x" + name(jf, jr), true);
    }
  }

  void land(int f, int r, bool king, const std::string& text, bool jumped) {
    landed.emplace_back(f, r);
    if (!king && is_enemy_home(side, f, r)) {
      legs(f, r, true, text, false);  // crowned: the free move, a fresh step or chain
    } else if (king && is_own_home(side, f, r)) {
      out->push_back(text);  // home: off the board, turn over
    } else {
      if (!is_home(f, r)) out->push_back(text);  // the turn may end here
      if (jumped) legs(f, r, king, text, true);
    }
    landed.pop_back();
  }
};

std::vector<std::string> raw_moves(const State& s, char side) {
  std::vector<std::string> out;
  for (int r = 0; r < 8; ++r) {
    for (int f = 0; f < 8; ++f) {
      const char c = s.board[r][f];
      if (c == '.' || owner_of(c) != side) continue;
      Search search{};
      search.side = side;
      std::copy(&s.board[0][0], &s.board[0][0] + 64, &search.grid[0][0]);
      search.grid[r][f] = '.';
      search.landed.emplace_back(f, r);
      search.out = &out;
      search.legs(f, r, king_letter(c), name(f, r), false);
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------
// FEN helpers.
std::vector<std::string> split(const std::string& text, char sep) {
  std::vector<std::string> out(1);
  for (char c : text) {
    if (c == sep)
      out.emplace_back();
    else
      out.back() += c;
  }
  return out;
}

std::optional<int> number(const std::string& text) {
  if (text.empty()) return std::nullopt;
  long long n = 0;
  for (char c : text) {
    if (c < '0' || c > '9') return std::nullopt;
    n = n * 10 + (c - '0');
    if (n > 1000000) return std::nullopt;
  }
  return static_cast<int>(n);
}

int pick(std::mt19937_64& rng, int lo, int hi) {
  return lo + static_cast<int>(rng() % static_cast<std::uint64_t>(hi - lo + 1));
}

// Moves the opponent's checkers, one at a time, onto squares the side to move could go
// to, until it cannot move (or a number of tries has passed).
void block_side_to_move(State& s, std::mt19937_64& rng) {
  const char other = s.side == 'B' ? 'R' : 'B';
  for (int round = 0; round < 200; ++round) {
    const std::vector<std::string> moves = raw_moves(s, s.side);
    if (moves.empty()) return;
    const std::string& m = moves[static_cast<std::size_t>(pick(rng, 0, static_cast<int>(moves.size()) - 1))];
    const int tf = m[3] - 'a';
    const int tr = m[4] - '1';
    std::vector<std::pair<int, int>> theirs;
    for (int r = 0; r < 8; ++r)
      for (int f = 0; f < 8; ++f)
        if (s.board[r][f] != '.' && owner_of(s.board[r][f]) == other) theirs.emplace_back(f, r);
    if (theirs.empty() || is_home(tf, tr) || s.board[tr][tf] != '.') continue;
    const auto [ff, fr] = theirs[static_cast<std::size_t>(pick(rng, 0, static_cast<int>(theirs.size()) - 1))];
    s.board[tr][tf] = s.board[fr][ff];
    s.board[fr][ff] = '.';
  }
}

}  // namespace

std::optional<State> parse_fen(const std::string& fen) {
  const std::vector<std::string> fields = split(fen, ':');
  if (fields.size() != 5) return std::nullopt;
  State s{};
  for (auto& row : s.board) std::fill(std::begin(row), std::end(row), '.');
  if (fields[0] != "B" && fields[0] != "R") return std::nullopt;
  s.side = fields[0][0];
  bool seen_black = false;
  bool seen_red = false;
  int count[2] = {0, 0};
  for (int i = 1; i <= 2; ++i) {
    const std::string& list = fields[static_cast<std::size_t>(i)];
    if (list.empty() || (list[0] != 'B' && list[0] != 'R')) return std::nullopt;
    const char side = list[0];
    bool& seen = side == 'B' ? seen_black : seen_red;
    if (seen) return std::nullopt;
    seen = true;
    if (list.size() == 1) continue;  // nothing of this side on the board
    for (std::string item : split(list.substr(1), ',')) {
      bool king = false;
      if (!item.empty() && item[0] == 'K') {
        king = true;
        item.erase(0, 1);
      }
      if (item.size() != 2 || item[0] < 'a' || item[0] > 'h' || item[1] < '1' || item[1] > '8') return std::nullopt;
      const int f = item[0] - 'a';
      const int r = item[1] - '1';
      if (s.board[r][f] != '.' || is_home(f, r)) return std::nullopt;
      s.board[r][f] = piece_letter(side, king);
      if (++count[side == 'B' ? 0 : 1] > 12) return std::nullopt;
    }
  }
  const std::vector<std::string> home = split(fields[3], ',');
  if (home.size() != 2) return std::nullopt;
  for (int i = 0; i < 2; ++i) {
    const auto n = number(home[static_cast<std::size_t>(i)]);
    if (!n || *n > 12 || *n + count[i] != 12) return std::nullopt;  // nothing is ever captured
    s.home[i] = *n;
  }
  const auto n = number(fields[4]);
  if (!n || *n < 1) return std::nullopt;
  s.number = *n;
  if (s.home[0] == 12 && s.home[1] == 12) return std::nullopt;
  if (s.home[s.side == 'B' ? 0 : 1] == 12) return std::nullopt;  // the winner's opponent is to move
  return s;
}

std::string to_fen(const State& s) {
  std::string out(1, s.side);
  for (char side : {'B', 'R'}) {
    out += ':';
    out += side;
    bool first = true;
    for (int f = 0; f < 8; ++f) {
      for (int r = 0; r < 8; ++r) {
        const char c = s.board[r][f];
        if (c == '.' || owner_of(c) != side) continue;
        if (!first) out += ',';
        first = false;
        if (king_letter(c)) out += 'K';
        out += name(f, r);
      }
    }
  }
  out += ':' + std::to_string(s.home[0]) + ',' + std::to_string(s.home[1]) + ':' + std::to_string(s.number);
  return out;
}

char status(const State& s) {
  if (s.home[0] == 12) return 'B';
  if (s.home[1] == 12) return 'R';
  if (raw_moves(s, 'B').empty() && raw_moves(s, 'R').empty()) return 'd';
  return 'o';
}

std::vector<std::string> legal_moves(const State& s) {
  if (s.home[0] == 12 || s.home[1] == 12) return {};
  std::vector<std::string> out = raw_moves(s, s.side);
  if (out.empty() && !raw_moves(s, s.side == 'B' ? 'R' : 'B').empty()) out.emplace_back("--");
  std::sort(out.begin(), out.end());
  return out;
}

State play(const State& s, const std::string& move) {
  const std::vector<std::string> legal = legal_moves(s);
  if (std::find(legal.begin(), legal.end(), move) == legal.end())
    throw std::invalid_argument("not a legal move: " + move + " in " + to_fen(s));
  State next = s;
  const char me = s.side;
  if (move != "--") {
    std::vector<std::pair<int, int>> squares;
    for (std::size_t i = 0; i < move.size(); i += 3) squares.emplace_back(move[i] - 'a', move[i + 1] - '1');
    const auto [f0, r0] = squares.front();
    bool king = king_letter(s.board[r0][f0]);
    next.board[r0][f0] = '.';
    bool went_home = false;
    for (std::size_t i = 1; i < squares.size(); ++i) {
      const auto [f, r] = squares[i];
      if (!king && is_enemy_home(me, f, r))
        king = true;
      else if (king && is_own_home(me, f, r))
        went_home = true;
    }
    if (went_home) {
      ++next.home[me == 'B' ? 0 : 1];
    } else {
      const auto [f, r] = squares.back();
      next.board[r][f] = piece_letter(me, king);
    }
  }
  if (me == 'R') ++next.number;
  next.side = me == 'B' ? 'R' : 'B';
  return next;
}

std::uint64_t perft(const State& s, int depth) {
  if (depth == 0) return 1;
  const std::vector<std::string> moves = legal_moves(s);
  if (depth == 1) return moves.size();
  std::uint64_t total = 0;
  for (const std::string& m : moves) total += perft(play(s, m), depth - 1);
  return total;
}

std::vector<std::string> divide(const State& s, int depth) {
  std::vector<std::string> out;
  for (const std::string& m : legal_moves(s)) out.push_back(m + " " + std::to_string(perft(play(s, m), depth - 1)));
  return out;
}

std::string random_fen(std::mt19937_64& rng) {
  State s{};
  for (auto& row : s.board) std::fill(std::begin(row), std::end(row), '.');
  s.side = pick(rng, 0, 1) ? 'B' : 'R';
  // 0 anywhere; 1 near the homes; 2 one crowded cluster; 3 as 1, mostly Kings; 4 the side
  // to move hemmed in near its own home, so that it often has to pass.
  const int mode = pick(rng, 0, 4);
  static const int kKingPercents[] = {0, 0, 30, 70, 100};
  const int king_percent = mode == 3 ? 80 : kKingPercents[pick(rng, 0, 4)];
  const int box_f = pick(rng, 0, 3);
  const int box_r = pick(rng, 0, 3);
  for (char side : {'B', 'R'}) {
    static const int kCounts[] = {0, 1, 2, 3, 5, 8, 10, 12, 12};
    int on_board = kCounts[pick(rng, 0, 8)];
    if (mode == 4) on_board = side == s.side ? pick(rng, 1, 3) : pick(rng, 8, 12);
    if (side == s.side && on_board == 0) on_board = 1;  // the side to move has not yet won
    for (int placed = 0, tries = 0; placed < on_board; ++tries) {
      int f = pick(rng, 0, 7);
      int r = pick(rng, 0, 7);
      const bool king = mode == 4 ? side != s.side && pick(rng, 0, 3) == 0 : pick(rng, 1, 100) <= king_percent;
      if (tries > 40 * (placed + 1)) {
        // The favoured area is full: anywhere will do.
      } else if (mode == 4) {
        // Everything in the 4x4 corner of the home of the side to move.
        f = s.side == 'B' ? pick(rng, 4, 7) : pick(rng, 0, 3);
        r = s.side == 'B' ? pick(rng, 4, 7) : pick(rng, 0, 3);
      } else if (mode == 1 || mode == 3) {
        // In the 4x4 corner of a home: the enemy's for pieces (to be crowned), one's own
        // for Kings (to go home).
        const bool towards_h8 = king ? side == 'B' : side == 'R';
        f = towards_h8 ? pick(rng, 4, 7) : pick(rng, 0, 3);
        r = towards_h8 ? pick(rng, 4, 7) : pick(rng, 0, 3);
      } else if (mode == 2 && pick(rng, 0, 9) > 0) {
        f = box_f + pick(rng, 0, 4);
        r = box_r + pick(rng, 0, 4);
      }
      if (is_home(f, r) || s.board[r][f] != '.') continue;
      s.board[r][f] = piece_letter(side, king);
      ++placed;
    }
    s.home[side == 'B' ? 0 : 1] = 12 - on_board;
  }
  if (mode == 4) block_side_to_move(s, rng);
  s.number = pick(rng, 1, 80);
  return to_fen(s);
}

}  // namespace refcoast
