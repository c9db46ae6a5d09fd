// The independent Stack'Em reference generator (see reference_stackem.h).
#include "support/reference_stackem.h"

#include <algorithm>
#include <cctype>

namespace refstack {

namespace {

bool on_board(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }

std::string name(int f, int r) { return std::string(1, static_cast<char>('a' + f)) + std::to_string(r + 1); }

// Square numbers: 1-4 on rank 8 (b8 d8 f8 h8), 5-8 on rank 7 (a7 c7 e7 g7), ... 29-32 on rank 1.
void square_of_number(int n, int& f, int& r) {
  r = 7 - (n - 1) / 4;
  f = 2 * ((n - 1) % 4) + (r % 2 == 1 ? 1 : 0);
}

char colour_of(char checker) { return static_cast<char>(std::tolower(static_cast<unsigned char>(checker))); }
bool is_king(char checker) { return std::isupper(static_cast<unsigned char>(checker)) != 0; }
char crowned(char checker) { return static_cast<char>(std::toupper(static_cast<unsigned char>(checker))); }

// Red goes down the board, Black up; Red crowns on rank 1, Black on rank 8.
int forward(char side) { return side == 'r' ? -1 : 1; }
int king_row(char side) { return side == 'r' ? 0 : 7; }

// A stack arriving on its owner's King-Me row loses the other colour's checkers.
void land(State& s, int f, int r) {
  std::string& stack = s.board[f][r];
  const char owner = colour_of(stack.back());
  if (r != king_row(owner)) return;
  std::string kept;
  for (char c : stack) {
    if (colour_of(c) == owner) kept += c;
    else s.removed[owner == 'r' ? 1 : 0] += 1;
  }
  kept.back() = crowned(kept.back());
  stack = kept;
}

// The stack on (f, r) jumps the stack on (f + df, r + dr) and lands two squares away.
void jump(State& s, int f, int r, int df, int dr) {
  std::string moving = s.board[f][r];
  s.board[f][r].clear();
  std::string& jumped = s.board[f + df][r + dr];
  const char taken = colour_of(jumped.back());
  jumped.pop_back();
  moving.insert(moving.begin(), taken);
  moving.back() = crowned(moving.back());
  s.board[f + 2 * df][r + 2 * dr] = moving;
  land(s, f + 2 * df, r + 2 * dr);
}

const int kSteps[4][2] = {{1, 1}, {-1, 1}, {1, -1}, {-1, -1}};

void chains(const State& s, int f, int r, const std::string& so_far, std::vector<std::string>& out) {
  const std::string& stack = s.board[f][r];
  const bool king = is_king(stack.back());
  bool went_on = false;
  for (const auto& d : kSteps) {
    if (!king && d[1] != forward(s.side)) continue;
    const int mf = f + d[0], mr = r + d[1], tf = f + 2 * d[0], tr = r + 2 * d[1];
    if (!on_board(tf, tr)) continue;
    const std::string& middle = s.board[mf][mr];
    if (middle.empty() || colour_of(middle.back()) == s.side) continue;
    if (!s.board[tf][tr].empty()) continue;
    went_on = true;
    State next = s;
    jump(next, f, r, d[0], d[1]);
    chains(next, tf, tr, so_far + "x" + name(tf, tr), out);
  }
  if (!went_on && so_far.size() > 2) out.push_back(so_far);
}

}  // namespace

std::vector<std::string> legal_moves(const State& s) {
  std::vector<std::string> out;
  for (int f = 0; f < 8; ++f)
    for (int r = 0; r < 8; ++r)
      if (!s.board[f][r].empty() && colour_of(s.board[f][r].back()) == s.side) chains(s, f, r, name(f, r), out);
  if (out.empty()) {
    for (int f = 0; f < 8; ++f)
      for (int r = 0; r < 8; ++r) {
        const std::string& stack = s.board[f][r];
        if (stack.empty() || colour_of(stack.back()) != s.side) continue;
        for (const auto& d : kSteps) {
          if (!is_king(stack.back()) && d[1] != forward(s.side)) continue;
          const int tf = f + d[0], tr = r + d[1];
          if (on_board(tf, tr) && s.board[tf][tr].empty()) out.push_back(name(f, r) + "-" + name(tf, tr));
        }
      }
  }
  std::sort(out.begin(), out.end());
  return out;
}

State play(const State& s, const std::string& move) {
  State t = s;
  int f = move[0] - 'a', r = move[1] - '1';
  for (std::size_t i = 2; i + 2 < move.size(); i += 3) {
    const int tf = move[i + 1] - 'a', tr = move[i + 2] - '1';
    if (move[i] == 'x') {
      jump(t, f, r, (tf - f) / 2, (tr - r) / 2);
    } else {
      t.board[tf][tr] = t.board[f][r];
      t.board[f][r].clear();
      land(t, tf, tr);
    }
    f = tf;
    r = tr;
  }
  if (t.side == 'b') ++t.fullmove;
  t.side = t.side == 'r' ? 'b' : 'r';
  return t;
}

std::uint64_t perft(const State& s, int depth) {
  if (depth == 0) return 1;
  const std::vector<std::string> moves = legal_moves(s);
  if (depth == 1) return moves.size();
  std::uint64_t n = 0;
  for (const std::string& m : moves) n += perft(play(s, m), depth - 1);
  return n;
}

std::string to_fen(const State& s) {
  std::string out = s.side == 'r' ? "R:" : "B:";
  std::string list;
  for (int n = 1; n <= 32; ++n) {
    int f = 0, r = 0;
    square_of_number(n, f, r);
    if (s.board[f][r].empty()) continue;
    if (!list.empty()) list += ",";
    list += std::to_string(n) + "=" + s.board[f][r];
  }
  out += list;
  if (s.removed[0] || s.removed[1]) out += ":O" + std::to_string(s.removed[0]) + "," + std::to_string(s.removed[1]);
  if (s.fullmove != 1) out += ":F" + std::to_string(s.fullmove);
  return out;
}

std::optional<State> parse_fen(const std::string& fen) {
  State s;
  if (fen.size() < 2 || (fen[0] != 'R' && fen[0] != 'B') || fen[1] != ':') return std::nullopt;
  s.side = fen[0] == 'R' ? 'r' : 'b';
  // Split the rest at ':' into the stack list and the fields.
  std::vector<std::string> parts;
  std::string part;
  for (std::size_t i = 2; i <= fen.size(); ++i) {
    if (i == fen.size() || fen[i] == ':') {
      parts.push_back(part);
      part.clear();
    } else {
      part += fen[i];
    }
  }
  std::string token;
  const std::string& list = parts[0];
  for (std::size_t i = 0; i <= list.size(); ++i) {
    if (i < list.size() && list[i] != ',') {
      token += list[i];
      continue;
    }
    if (token.empty()) {
      if (i == list.size() && list.empty()) break;
      return std::nullopt;
    }
    const std::size_t eq = token.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == token.size()) return std::nullopt;
    const int n = std::stoi(token.substr(0, eq));
    if (n < 1 || n > 32) return std::nullopt;
    int f = 0, r = 0;
    square_of_number(n, f, r);
    s.board[f][r] = token.substr(eq + 1);
    token.clear();
  }
  for (std::size_t p = 1; p < parts.size(); ++p) {
    const std::string& field = parts[p];
    if (field.empty()) return std::nullopt;
    if (field[0] == 'O') {
      const std::size_t comma = field.find(',');
      if (comma == std::string::npos) return std::nullopt;
      s.removed[0] = std::stoi(field.substr(1, comma - 1));
      s.removed[1] = std::stoi(field.substr(comma + 1));
    } else if (field[0] == 'F') {
      s.fullmove = std::stoi(field.substr(1));
    } else {
      return std::nullopt;
    }
  }
  return s;
}

std::string random_fen(std::mt19937_64& rng) {
  auto below = [&rng](int n) { return static_cast<int>(rng() % static_cast<std::uint64_t>(n)); };
  State s;
  // The checkers in play: 1..12 of each colour; the rest of the twelve is removed or was
  // never set up (a problem position), at random.
  std::string checkers;
  for (int colour = 0; colour < 2; ++colour) {
    const int count = 1 + below(12);
    checkers += std::string(static_cast<std::size_t>(count), colour == 0 ? 'r' : 'b');
    s.removed[colour] = below(12 - count + 1);
  }
  std::shuffle(checkers.begin(), checkers.end(), rng);
  // Cut the shuffled checkers into stacks: mostly single checkers, some taller ones.
  std::vector<std::string> stacks;
  for (std::size_t i = 0; i < checkers.size();) {
    std::size_t height = 1;
    const int roll = below(10);
    if (roll >= 6) height = 2;
    if (roll == 9) height = 2 + static_cast<std::size_t>(below(5));
    height = std::min(height, checkers.size() - i);
    stacks.push_back(checkers.substr(i, height));
    i += height;
  }
  // Random distinct dark squares (at most 32 stacks, which 24 checkers never exceed).
  std::vector<int> numbers;
  for (int n = 1; n <= 32; ++n) numbers.push_back(n);
  std::shuffle(numbers.begin(), numbers.end(), rng);
  for (std::size_t i = 0; i < stacks.size(); ++i) {
    int f = 0, r = 0;
    square_of_number(numbers[i], f, r);
    std::string stack = stacks[i];
    if (below(3) == 0) stack.back() = crowned(stack.back());
    s.board[f][r] = stack;
    // On its owner's King-Me row a stack is crowned and holds none of the other colour.
    land(s, f, r);
  }
  s.side = below(2) == 0 ? 'r' : 'b';
  s.fullmove = 1 + below(60);
  return to_fen(s);
}

}  // namespace refstack
