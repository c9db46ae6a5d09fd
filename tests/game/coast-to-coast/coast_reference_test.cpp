// Coast to Coast (docs/rules/coast-to-coast.md): the engine against the independent reference
// generator (tests/support/reference_coast.*) on random valid positions: the same FEN validity,
// the same legal move sets, the same positions after each move, the same status, the same
// perft; and the same counts from the start.
#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <iterator>
#include <random>
#include <string>
#include <vector>

#include "cinc/game/coast.h"
#include "support/move_lists.h"
#include "support/reference_coast.h"

namespace coast = cinc::game::coast;

using cinc::test::join;
using cinc::test::minus;

namespace {

constexpr int kPositions = 1000;
constexpr int kDepth = 2;
constexpr int kDeepEvery = 10;               // every tenth position at depth 3 ...
constexpr std::uint64_t kDeepLimit = 20000;  // ... unless it has more than this at depth 2
constexpr std::uint64_t kSeed = 0xc0a5'7c0a'5720'2601ULL;

std::vector<std::string> engine_moves(const coast::Position& pos) {
  std::vector<std::string> out;
  for (const coast::Path& p : pos.legal_moves()) out.push_back(coast::move_text(p));
  std::sort(out.begin(), out.end());
  return out;
}

char status_letter(coast::Status s) {
  switch (s) {
    case coast::Status::black_won:
      return 'B';
    case coast::Status::red_won:
      return 'R';
    case coast::Status::drawn:
      return 'd';
    case coast::Status::ongoing:
      break;
  }
  return 'o';
}

coast::Path engine_path(const coast::Position& pos, const std::string& text) {
  for (const coast::Path& p : pos.legal_moves())
    if (coast::move_text(p) == text) return p;
  FAIL("the engine has no move " << text);
  return {};
}

// The first position below `fen` where the engine and the reference differ, described.
std::string find_divergence(const std::string& fen, int depth) {
  const auto pos = coast::Position::from_fen(fen);
  const auto ref = refcoast::parse_fen(fen);
  if (!pos.ok() || !ref) return "unreadable FEN " + fen;
  const auto ek = engine_moves(*pos);
  const auto rk = refcoast::legal_moves(*ref);
  if (ek != rk)
    return "move sets differ in " + fen + "\n  engine only: " + join(minus(ek, rk)) +
           "\n  reference only: " + join(minus(rk, ek));
  for (const auto& mv : rk) {
    const std::string efen = pos->after(engine_path(*pos, mv)).fen();
    const std::string rfen = refcoast::to_fen(refcoast::play(*ref, mv));
    if (efen != rfen) return "after " + mv + " in " + fen + "\n  engine:    " + efen + "\n  reference: " + rfen;
  }
  if (depth <= 1) return "no difference found at " + fen;
  for (const auto& mv : rk) {
    const std::string child = refcoast::to_fen(refcoast::play(*ref, mv));
    const auto cp = coast::Position::from_fen(child);
    const auto cr = refcoast::parse_fen(child);
    if (!cp.ok() || !cr) return "child unreadable " + child;
    if (coast::perft(*cp, depth - 1) != refcoast::perft(*cr, depth - 1))
      return "via " + mv + ": " + find_divergence(child, depth - 1);
  }
  return "no difference found below " + fen;
}

}  // namespace

TEST_CASE("coast-to-coast: engine and reference agree from the start, perft 1-4") {
  const coast::Position start = coast::Position::start();
  const auto ref = refcoast::parse_fen(start.fen());
  REQUIRE(ref.has_value());
  CHECK(refcoast::to_fen(*ref) == start.fen());
  CHECK(engine_moves(start) == refcoast::legal_moves(*ref));
  // Depth 1 is worked by hand in coast_test.cpp; the deeper counts are those the two
  // independent generators agree on (no published values exist), pinned against change.
  const std::uint64_t agreed[] = {32, 1029, 43283, 1858062};
  for (int depth = 1; depth <= 4; ++depth) {
    CAPTURE(depth);
    const std::uint64_t engine = coast::perft(start, depth);
    CHECK(engine == refcoast::perft(*ref, depth));
    CHECK(engine == agreed[depth - 1]);
  }
}

TEST_CASE("coast-to-coast: engine and reference agree on random positions (moves, positions after, perft)") {
  std::mt19937_64 rng(kSeed);
  const auto t0 = std::chrono::steady_clock::now();
  int disagreements = 0;
  int checked = 0;
  int with_pass = 0;
  int decided = 0;
  int drawn = 0;
  int with_crowning = 0;
  int with_homecoming = 0;
  std::uint64_t leaves = 0;
  for (int i = 0; i < kPositions && disagreements < 5; ++i) {
    ++checked;
    const std::string fen = refcoast::random_fen(rng);
    CAPTURE(i);
    CAPTURE(fen);
    const auto ref = refcoast::parse_fen(fen);
    REQUIRE(ref.has_value());
    REQUIRE(refcoast::to_fen(*ref) == fen);
    const auto pos = coast::Position::from_fen(fen);
    if (!pos.ok()) {
      FAIL_CHECK("engine rejects a valid FEN: " << pos.error().message << " at column " << pos.error().column);
      ++disagreements;
      continue;
    }
    CHECK(pos->fen() == fen);

    const auto ek = engine_moves(*pos);
    const auto rk = refcoast::legal_moves(*ref);
    if (ek != rk) {
      ++disagreements;
      FAIL_CHECK("legal moves differ\n  engine only: " << join(minus(ek, rk))
                                                       << "\n  reference only: " << join(minus(rk, ek)));
      continue;
    }
    const char st = status_letter(pos->status());
    CHECK(st == refcoast::status(*ref));
    decided += st != 'o';
    drawn += st == 'd';
    with_pass += rk.size() == 1 && rk.front() == "--";
    bool crowning = false;
    bool homecoming = false;
    bool after_ok = true;
    for (const auto& mv : rk) {
      const coast::Path path = engine_path(*pos, mv);
      const coast::MoveEffects fx = pos->effects(path);
      crowning = crowning || fx.crowned;
      homecoming = homecoming || fx.home;
      const std::string efen = pos->after(path).fen();
      const std::string rfen = refcoast::to_fen(refcoast::play(*ref, mv));
      if (efen != rfen) {
        after_ok = false;
        FAIL_CHECK("position after " << mv << " differs\n  engine:    " << efen << "\n  reference: " << rfen);
        break;
      }
    }
    with_crowning += crowning;
    with_homecoming += homecoming;
    if (!after_ok) {
      ++disagreements;
      continue;
    }
    // Some crowds of Kings have hundreds of moves a ply: those stay at depth 2.
    const bool deep = i % kDeepEvery == 0 && coast::perft(*pos, kDepth) <= kDeepLimit;
    const int depth = deep ? kDepth + 1 : kDepth;
    const std::uint64_t e = coast::perft(*pos, depth);
    const std::uint64_t r = refcoast::perft(*ref, depth);
    leaves += r;
    if (e != r) {
      ++disagreements;
      FAIL_CHECK("perft(" << depth << ") engine " << e << " reference " << r
                          << "\nreference divide: " << join(refcoast::divide(*ref, depth))
                          << "\nfirst divergence: " << find_divergence(fen, depth));
    }
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  MESSAGE(checked << " random positions, " << leaves << " perft leaves, " << secs << " s; " << with_pass
                  << " must pass, " << decided << " decided (" << drawn << " drawn), " << with_crowning
                  << " with a crowning move, " << with_homecoming << " with a King going home");
  CHECK(disagreements == 0);
  // The generator reaches every rule: passes, decided games, crownings, homecomings.
  CHECK(with_pass > 5);
  CHECK(decided > 5);
  CHECK(with_crowning > 100);
  CHECK(with_homecoming > 100);
}

TEST_CASE("coast-to-coast: engine and reference accept and refuse the same mangled FENs") {
  std::mt19937_64 rng(kSeed + 1);
  const std::string alphabet = "BRK:,0123456789abcdefghx- ";
  int accepted = 0;
  for (int i = 0; i < 3000; ++i) {
    std::string fen = refcoast::random_fen(rng);
    const std::size_t at = static_cast<std::size_t>(rng() % fen.size());
    const char c = alphabet[static_cast<std::size_t>(rng() % alphabet.size())];
    switch (rng() % 3) {
      case 0:
        fen[at] = c;
        break;
      case 1:
        fen.erase(at, 1);
        break;
      default:
        fen.insert(at, 1, c);
        break;
    }
    CAPTURE(fen);
    const auto pos = coast::Position::from_fen(fen);
    const auto ref = refcoast::parse_fen(fen);
    CHECK(pos.ok() == ref.has_value());
    if (pos.ok() && ref) {
      ++accepted;
      CHECK(pos->fen() == refcoast::to_fen(*ref));
    }
    if (!pos.ok()) {
      // The column points into the text (or just past its end).
      CHECK(pos.error().column >= 1);
      CHECK(pos.error().column <= static_cast<int>(fen.size()) + 1);
    }
  }
  CHECK(accepted > 100);
}

TEST_CASE("coast-to-coast: no position leaves both sides without a move, so the §6 draw never arises") {
  // Every checker, piece or King, may step Left and Right (along an anti-diagonal, f + r
  // constant), so a checker that cannot move has both anti-diagonal neighbours occupied or
  // off the board: the occupied squares of a position where nothing moves are whole
  // anti-diagonals 1..13 (the homes are alone on 0 and 14). For every such union of at most
  // 24 squares, find for each square whether a checker of some side could stand there
  // without a move (its moves depend only on which squares are occupied, not by whom), and
  // whether the squares can be shared out with at most 12 per side. None can: a drawn
  // position is impossible, and the rule is never applied (docs/rules/coast-to-coast.md).
  int candidates = 0;
  int feasible = 0;
  for (int mask = 1; mask < (1 << 13); ++mask) {
    const auto full = [mask](int f, int r) { return f + r >= 1 && f + r <= 13 && ((mask >> (f + r - 1)) & 1); };
    int size = 0;
    for (int f = 0; f < 8; ++f)
      for (int r = 0; r < 8; ++r) size += full(f, r);
    if (size > 24) continue;
    ++candidates;
    int only_black = 0;
    int only_red = 0;
    bool some_square_moves = false;
    for (int f = 0; f < 8 && !some_square_moves; ++f)
      for (int r = 0; r < 8 && !some_square_moves; ++r) {
        if (!full(f, r)) continue;
        bool stuck[2] = {false, false};  // Black, Red
        for (char type : std::string("bBrR")) {
          refcoast::State st{};
          for (int f2 = 0; f2 < 8; ++f2)
            for (int r2 = 0; r2 < 8; ++r2) st.board[r2][f2] = full(f2, r2) ? 'b' : '.';
          st.board[r][f] = type;
          st.side = (type == 'b' || type == 'B') ? 'B' : 'R';
          const std::string here{static_cast<char>('a' + f), static_cast<char>('1' + r)};
          bool moves = false;
          for (const std::string& m : refcoast::legal_moves(st)) moves = moves || m.rfind(here, 0) == 0;
          if (!moves) stuck[st.side == 'B' ? 0 : 1] = true;
        }
        if (!stuck[0] && !stuck[1])
          some_square_moves = true;
        else if (!stuck[1])
          ++only_black;
        else if (!stuck[0])
          ++only_red;
      }
    if (!some_square_moves && only_black <= 12 && only_red <= 12) ++feasible;
  }
  CHECK(candidates > 1000);
  CHECK(feasible == 0);
}
