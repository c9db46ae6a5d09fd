// How a game counts in an event's table.
#include "event_table.h"

#include <cctype>
#include <cstdio>
#include <utility>

namespace cinc::tools {

game::EventGame event_game(const notation::GameRecord& record, const game::ReplayedGame& replayed,
                           const game::ScoreReport& score, std::string where) {
  game::EventGame g;
  const std::string* first = record.tag(replayed.side_name(0));
  const std::string* second = record.tag(replayed.side_name(1));
  g.first = first ? *first : "?";
  g.second = second ? *second : "?";
  const std::string* round = record.tag("Round");
  g.round = round ? *round : "?";
  g.result = !record.result.empty() ? record.result : (record.tag("Result") ? *record.tag("Result") : "*");
  g.points = score.points;
  g.where = std::move(where);
  return g;
}

std::array<char, 2> side_letters(const game::Variant* variant) {
  if (!variant) return {'d', 'l'};
  auto lower = [](const std::string& name) {
    return static_cast<char>(std::tolower(static_cast<unsigned char>(name.empty() ? '?' : name[0])));
  };
  return {lower(variant->sides[0]), lower(variant->sides[1])};
}

std::string points_text(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", v);
  std::string s = buf;
  while (s.back() == '0') s.pop_back();
  if (s.back() == '.') s.pop_back();
  return s;
}

}  // namespace cinc::tools
