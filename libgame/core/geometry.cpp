// Square names for run-time board geometries.
#include "cinc/game/geometry.h"

namespace cinc::game {

std::string Geometry::name(Square s) const {
  if (s < 0 || s >= size()) return "??";
  // A file letter and a rank of one or two digits (boards are at most 26 x 99), written
  // straight into the short string: replay names two squares for every move.
  char text[3] = {static_cast<char>('a' + file_of(s)), 0, 0};
  const int rank = rank_of(s) + 1;
  if (rank < 10) {
    text[1] = static_cast<char>('0' + rank);
    return std::string(text, 2);
  }
  text[1] = static_cast<char>('0' + rank / 10);
  text[2] = static_cast<char>('0' + rank % 10);
  return std::string(text, 3);
}

std::optional<Square> Geometry::parse_prefix(std::string_view text, std::size_t& used) const {
  used = 0;
  if (text.empty() || text[0] < 'a' || text[0] >= 'a' + files_) return std::nullopt;
  const int file = text[0] - 'a';
  std::size_t i = 1;
  int rank = 0;
  // Ranks are 1..ranks_; read at most two digits and take the longest valid number.
  if (i >= text.size() || text[i] < '1' || text[i] > '9') return std::nullopt;
  rank = text[i] - '0';
  ++i;
  if (i < text.size() && text[i] >= '0' && text[i] <= '9' && rank * 10 + (text[i] - '0') <= ranks_) {
    rank = rank * 10 + (text[i] - '0');
    ++i;
  }
  if (rank > ranks_) return std::nullopt;
  used = i;
  return at(file, rank - 1);
}

std::optional<Square> Geometry::parse(std::string_view text) const {
  std::size_t used = 0;
  auto sq = parse_prefix(text, used);
  if (!sq || used != text.size()) return std::nullopt;
  return sq;
}

}  // namespace cinc::game
