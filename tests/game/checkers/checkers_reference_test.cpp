// Standard checkers: the bitboard move generator (libgame/checkers/checkers.cpp) against a
// deliberately simple second generator written here from the rules (docs/rules/checkers.md,
// cited as §n) over files and ranks, on random positions (Kings, long jumps, crowning) and on
// random games from the start: the same legal moves, the same count at the last ply of perft
// (counted without listing), the same position after every move, the same perft below. And
// the published perft from the start to depth 11 (Aart Bik, "Perft for Checkers", and
// OEIS A133046).
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "cinc/game/checkers.h"
#include "support/move_lists.h"

namespace ck = cinc::game::checkers;
namespace dr = cinc::game::draughts;

using cinc::test::join;
using cinc::test::minus;

namespace {

// ---- the second generator ---------------------------------------------------------------
// A board of 8 x 8 characters, [file][rank] with a1 = [0][0]: '.' empty, 'b'/'B' a Black man or
// King, 'r'/'R' a Red one. Black moves down the board (rank 8 to rank 1), Red up (§1, §2).
struct Board {
  std::array<std::array<char, 8>, 8> at{};
  bool black_to_move = true;
};

bool on_board(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }
bool is_black(char c) { return c == 'b' || c == 'B'; }
bool is_king(char c) { return c == 'B' || c == 'R'; }
std::string name(int f, int r) { return std::string(1, static_cast<char>('a' + f)) + static_cast<char>('1' + r); }

Board board_of(const ck::Position& pos) {
  Board b;
  for (auto& file : b.at) file.fill('.');
  for (int i = 0; i < 32; ++i) {
    const cinc::game::Square s = dr::pdn_square(i + 1);
    const int f = dr::kBoard.file_of(s);
    const int r = dr::kBoard.rank_of(s);
    const ck::SquareSet bit = ck::SquareSet{1} << i;
    const bool king = (pos.kings() & bit) != 0;
    if (pos.pieces(ck::Side::black) & bit) b.at[f][r] = king ? 'B' : 'b';
    if (pos.pieces(ck::Side::red) & bit) b.at[f][r] = king ? 'R' : 'r';
  }
  b.black_to_move = pos.side_to_move() == ck::Side::black;
  return b;
}

struct RefMove {
  std::string text;
  Board after;
};

// The jumps of the piece `c` now on (f, r), `text` the move so far, `start` the board before
// the move (the jumped pieces are still on it, §3), `taken` what this move took so far.
void jumps_from(const Board& start, char c, int f, int r, int from_f, int from_r, const std::string& text,
                std::vector<std::array<int, 2>>& taken, std::vector<RefMove>& out) {
  const bool black = is_black(c);
  bool any = false;
  for (int df : {-1, 1})
    for (int dr_ : {-1, 1}) {
      if (!is_king(c) && dr_ != (black ? -1 : 1)) continue;  // men forward only (§3)
      const int of = f + df, orank = r + dr_, lf = f + 2 * df, lr = r + 2 * dr_;
      if (!on_board(lf, lr)) continue;
      const char over = start.at[of][orank];
      if (over == '.' || is_black(over) == black) continue;
      if (std::find(taken.begin(), taken.end(), std::array<int, 2>{of, orank}) != taken.end()) continue;
      // The landing must be empty; the moving piece's own origin is (it has left it).
      if (start.at[lf][lr] != '.' && !(lf == from_f && lr == from_r)) continue;
      any = true;
      taken.push_back({of, orank});
      const std::string next = text + "x" + name(lf, lr);
      const bool crowned = !is_king(c) && lr == (black ? 0 : 7);
      if (crowned) {  // a man crowned during a jump ends its move there (§3, §4)
        Board b = start;
        b.at[from_f][from_r] = '.';
        for (const auto& t : taken) b.at[t[0]][t[1]] = '.';
        b.at[lf][lr] = black ? 'B' : 'R';
        b.black_to_move = !start.black_to_move;
        out.push_back({next, b});
      } else {
        jumps_from(start, c, lf, lr, from_f, from_r, next, taken, out);
      }
      taken.pop_back();
    }
  if (!any && !taken.empty()) {
    Board b = start;
    b.at[from_f][from_r] = '.';
    for (const auto& t : taken) b.at[t[0]][t[1]] = '.';
    b.at[f][r] = c;
    b.black_to_move = !start.black_to_move;
    out.push_back({text, b});
  }
}

// Every legal move: all jump paths when there is one (compulsory, §3), else every step (§2).
std::vector<RefMove> reference_moves(const Board& b) {
  std::vector<RefMove> jumps;
  std::vector<RefMove> steps;
  for (int f = 0; f < 8; ++f)
    for (int r = 0; r < 8; ++r) {
      const char c = b.at[f][r];
      if (c == '.' || is_black(c) != b.black_to_move) continue;
      std::vector<std::array<int, 2>> taken;
      jumps_from(b, c, f, r, f, r, name(f, r), taken, jumps);
      for (int df : {-1, 1})
        for (int dr_ : {-1, 1}) {
          if (!is_king(c) && dr_ != (b.black_to_move ? -1 : 1)) continue;
          const int tf = f + df, tr = r + dr_;
          if (!on_board(tf, tr) || b.at[tf][tr] != '.') continue;
          Board after = b;
          after.at[f][r] = '.';
          const bool crowned = !is_king(c) && tr == (b.black_to_move ? 0 : 7);  // §4
          after.at[tf][tr] = crowned ? (b.black_to_move ? 'B' : 'R') : c;
          after.black_to_move = !b.black_to_move;
          steps.push_back({name(f, r) + "-" + name(tf, tr), after});
        }
    }
  return jumps.empty() ? steps : jumps;
}

std::uint64_t reference_perft(const Board& b, int depth) {
  if (depth == 0) return 1;
  std::uint64_t total = 0;
  for (const RefMove& m : reference_moves(b)) total += reference_perft(m.after, depth - 1);
  return total;
}

std::vector<std::string> texts(const std::vector<RefMove>& moves) {
  std::vector<std::string> out;
  for (const RefMove& m : moves) out.push_back(m.text);
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::string> engine_texts(const ck::Position& pos) {
  std::vector<std::string> out;
  for (const ck::Move& m : pos.legal_moves()) out.push_back(ck::canonical_text(m));
  std::sort(out.begin(), out.end());
  return out;
}

// Compares one position and every position after one move. Empty when they agree.
std::string compare(const ck::Position& pos) {
  const Board b = board_of(pos);
  const std::vector<RefMove> ref = reference_moves(b);
  const auto rk = texts(ref);
  const auto ek = engine_texts(pos);
  if (ek != rk)
    return "legal moves differ in " + pos.fen() + "\n  engine only: " + join(minus(ek, rk)) +
           "\n  reference only: " + join(minus(rk, ek));
  if (ck::perft(pos, 1) != ref.size())
    return "perft 1 (counted without listing) is " + std::to_string(ck::perft(pos, 1)) + ", not " +
           std::to_string(ref.size()) + ", in " + pos.fen();
  for (const ck::Move& m : pos.legal_moves()) {
    const std::string text = ck::canonical_text(m);
    const auto it = std::find_if(ref.begin(), ref.end(), [&](const RefMove& r) { return r.text == text; });
    const Board after = board_of(pos.after(m));
    if (after.at != it->after.at || after.black_to_move != it->after.black_to_move)
      return "the position after " + text + " in " + pos.fen() + " differs: the engine's is " + pos.after(m).fen();
  }
  return {};
}

// A random legal position: up to 12 pieces a side on random dark squares, a third of them
// Kings, no man on its own crowning row (§4, §9), a random side to move.
ck::Position random_position(std::mt19937_64& rng) {
  std::array<int, 32> squares{};
  for (int i = 0; i < 32; ++i) squares[static_cast<std::size_t>(i)] = i + 1;
  std::shuffle(squares.begin(), squares.end(), rng);
  const int black = 1 + static_cast<int>(rng() % 12);
  const int red = 1 + static_cast<int>(rng() % 12);
  std::string lists[2];
  int placed[2] = {0, 0};
  for (const int sq : squares) {
    const int side = placed[0] < black ? 0 : (placed[1] < red ? 1 : 2);
    if (side == 2) break;
    const bool on_crown_row = side == 0 ? sq >= 29 : sq <= 4;
    const bool king = on_crown_row || rng() % 3 == 0;
    std::string& list = lists[side];
    if (!list.empty()) list += ',';
    list += (king ? "K" : "") + std::to_string(sq);
    ++placed[side];
  }
  const std::string fen = std::string(rng() % 2 ? "B" : "W") + ":W" + lists[1] + ":B" + lists[0];
  auto p = ck::Position::from_fen(fen);
  REQUIRE_MESSAGE(p.ok(), fen);
  return *p;
}

}  // namespace

TEST_CASE("checkers: the bitboard generator agrees with the simple one on random positions (§2, §3, §4)") {
  std::mt19937_64 rng(0xc4ec'4e55'2026'1129ULL);
  int jump_positions = 0, multi_jumps = 0, crowning_jumps = 0, king_moves = 0;
  for (int n = 0; n < 3000; ++n) {
    const ck::Position pos = random_position(rng);
    const std::string problem = compare(pos);
    REQUIRE_MESSAGE(problem.empty(), problem);
    const ck::MoveList moves = pos.legal_moves();
    if (!moves.empty() && moves.front().is_jump()) ++jump_positions;
    for (const ck::Move& m : moves) {
      if (m.landings > 1) ++multi_jumps;
      if (m.is_jump() && m.crowns) ++crowning_jumps;
      if (pos.kings() & (ck::SquareSet{1} << m.from)) ++king_moves;
    }
    if (n % 100 == 0) CHECK(ck::perft(pos, 3) == reference_perft(board_of(pos), 3));
  }
  // The random positions reach the rarer rules.
  CHECK(jump_positions > 500);
  CHECK(multi_jumps > 200);
  CHECK(crowning_jumps > 20);
  CHECK(king_moves > 1000);
}

TEST_CASE("checkers: the bitboard generator agrees with the simple one along random games") {
  std::mt19937_64 rng(0x9a3e'5c4e'c4e2'0261ULL);
  for (int game = 0; game < 200; ++game) {
    ck::Position pos = ck::Position::start();
    for (int ply = 0; ply < 150; ++ply) {
      const std::string problem = compare(pos);
      REQUIRE_MESSAGE(problem.empty(), problem);
      const ck::MoveList moves = pos.legal_moves();
      if (moves.empty()) break;
      pos.play(moves[rng() % moves.size()]);
    }
  }
}

// Aart Bik, "Perft for Checkers" (Aart's Computer Checkers Page; posted as "perft for 8x8
// checkers", TalkChess, 8 May 2009), the sequence OEIS A133046; depths 1 to 8 are in
// checkers_test.cpp. Counted with the last ply in bulk, as cinc perft does.
TEST_CASE("checkers: the published perft from the start, depth 9") {
  CHECK(ck::perft(ck::Position::start(), 9) == 3963680);
  // The simple generator agrees where it is quick enough (it plays the last ply too).
  CHECK(reference_perft(board_of(ck::Position::start()), 6) == 36768);
}

TEST_CASE("checkers: the published perft from the start, depths 10 and 11" * doctest::test_suite("long")) {
  CHECK(ck::perft(ck::Position::start(), 10) == 18391564);
  CHECK(ck::perft(ck::Position::start(), 11) == 85242128);
}
