// Random legal positions: pieces placed one by one on squares their battlefield allows.
#include "support/random_positions.h"

#include <algorithm>
#include <cstdint>
#include <utility>
#include <vector>

#include "support/reference_cic.h"

namespace {

// Uniform in [lo, hi] without relying on the library's distributions (stable everywhere).
int pick(std::mt19937_64& rng, int lo, int hi) {
  return lo + static_cast<int>(rng() % static_cast<std::uint64_t>(hi - lo + 1));
}

enum class Area { light_land, sea, dark_land };
Area area(int f, int r) {
  if (f + r <= 4) return Area::light_land;
  if (f + r >= 10) return Area::dark_land;
  return Area::sea;
}

// May a piece of `kind` (upper case) of `side` stand on (f, r) in a legal position?
bool allowed(char kind, char side, int f, int r) {
  const Area own = side == 'd' ? Area::dark_land : Area::light_land;
  const Area enemy = side == 'd' ? Area::light_land : Area::dark_land;
  switch (kind) {
    case 'T':
      return area(f, r) == own;
    case 'S':
    case 'D':
    case 'A':
      return area(f, r) != enemy;
    default:  // C, K, F, B, H: any square
      return true;
  }
}

}  // namespace

std::string random_cic_fen(std::mt19937_64& rng) {
  refcic::State s;
  for (auto& row : s.board) std::fill(std::begin(row), std::end(row), '.');
  for (auto& row : s.enhanced) std::fill(std::begin(row), std::end(row), false);

  // Density in percent: sometimes sparse, sometimes crowded, often in between.
  static const int kDensities[] = {5, 15, 30, 50, 65, 80, 90, 100};
  const int density = kDensities[pick(rng, 0, 7)];
  const int king_percent = pick(rng, 0, 2) * 30;  // 0, 30 or 60 % of Amphibians promoted

  // Commanders first so both are always present; then the rest in random order.
  std::vector<std::pair<char, char>> pieces = {{'C', 'd'}, {'C', 'l'}};
  std::vector<std::pair<char, char>> others;
  for (char side : {'d', 'l'}) {
    for (char k : std::string("FFBTTSSHHDAAAAA")) {
      if (pick(rng, 1, 100) > density) continue;
      if (k == 'A' && pick(rng, 1, 100) <= king_percent) k = 'K';
      others.emplace_back(k, side);
    }
  }
  std::shuffle(others.begin(), others.end(), rng);
  pieces.insert(pieces.end(), others.begin(), others.end());

  std::vector<std::pair<int, int>> placed[2];
  for (const auto& [kind, side] : pieces) {
    std::vector<std::pair<int, int>> squares;
    for (int r = 0; r < 8; ++r) {
      for (int f = 0; f < 8; ++f) {
        if (s.board[r][f] == '.' && allowed(kind, side, f, r)) squares.emplace_back(f, r);
      }
    }
    if (squares.empty()) continue;
    const auto [f, r] = squares[static_cast<std::size_t>(pick(rng, 0, static_cast<int>(squares.size()) - 1))];
    s.board[r][f] = side == 'd' ? kind : static_cast<char>(kind - 'A' + 'a');
    placed[side == 'd' ? 0 : 1].emplace_back(f, r);
  }

  // 0..5 enhanced pieces per side.
  for (auto& list : placed) {
    std::shuffle(list.begin(), list.end(), rng);
    const int n = std::min(pick(rng, 0, 5), static_cast<int>(list.size()));
    for (int i = 0; i < n; ++i) {
      const auto [f, r] = list[static_cast<std::size_t>(i)];
      s.enhanced[r][f] = true;
    }
  }

  s.side = pick(rng, 0, 1) == 0 ? 'd' : 'l';
  static const char* const kTeams[] = {"-", "-", "-", "ss", "sa", "as", "aa", "s-", "a-", "-s", "-a"};
  const std::string team = kTeams[pick(rng, 0, 10)];
  if (team == "-") {
    s.team[0] = s.team[1] = '-';
  } else {
    s.team[0] = team[0];
    s.team[1] = team[1];
  }
  s.halfmove = pick(rng, 0, 99);
  s.fullmove = pick(rng, 1, 200);
  return refcic::to_fen(s);
}
