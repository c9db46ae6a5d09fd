// Placement lists to FENs for hand-worked test positions.
#include "placement_fen.h"

#include <algorithm>
#include <iterator>
#include <sstream>
#include <stdexcept>

namespace cinc::test {

std::string placement_fen(const std::string& placement, char side, const std::string& team, int quiet_plies,
                          int move_number) {
  char board[8][8];
  bool plus[8][8] = {};
  for (auto& row : board) std::fill(std::begin(row), std::end(row), '.');
  std::istringstream in(placement);
  std::string tok;
  while (in >> tok) {
    bool enhanced = false;
    if (tok[0] == '+') {
      enhanced = true;
      tok = tok.substr(1);
    }
    if (tok.size() != 3) throw std::invalid_argument("bad placement token " + tok);
    const int f = tok[1] - 'a';
    const int r = tok[2] - '1';
    if (f < 0 || f >= 8 || r < 0 || r >= 8) throw std::invalid_argument("bad square in " + tok);
    if (board[r][f] != '.') throw std::invalid_argument("square used twice: " + tok);
    board[r][f] = tok[0];
    plus[r][f] = enhanced;
  }
  std::string fen;
  for (int r = 7; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < 8; ++f) {
      if (board[r][f] == '.') {
        ++empty;
        continue;
      }
      if (empty) fen += static_cast<char>('0' + empty);
      empty = 0;
      if (plus[r][f]) fen += '+';
      fen += board[r][f];
    }
    if (empty) fen += static_cast<char>('0' + empty);
    if (r) fen += '/';
  }
  return fen + ' ' + side + ' ' + team + ' ' + std::to_string(quiet_plies) + ' ' + std::to_string(move_number);
}

}  // namespace cinc::test
