// Square names for run-time board geometries.
#include "cinc/game/geometry.h"

namespace cinc::game {

std::string Geometry::name(Square s) const {
  std::string text;
  append_name(text, s);  // at most three characters: within the short string
  return text;
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
