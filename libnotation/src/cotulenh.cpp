// The cotulenh engine's PGN conventions converted to CGN's (cotulenh.h).
#include "cinc/notation/cotulenh.h"

#include <string>
#include <vector>

namespace cinc::notation {

namespace {

// A Blue side tag and no Variant tag (of a record or of a lexed game).
template <class Game>
bool exported_by_cotulenh(const Game& game) {
  return game.tag("Blue") && !game.tag("Variant");
}

bool is_file(char c) { return c >= 'a' && c <= 'k'; }
bool is_digit(char c) { return c >= '0' && c <= '9'; }

// A step of a deploy as the engine's reader takes it: a piece letter (after an optional '+'),
// the stack's point, '>', then the step's mark and target: "Fc4>e6", "+Tc4>xc6". Returns the
// point ("c4") and the step in CGN's deploy form ("F>e6", "T>xc6"), or false.
bool read_step(const std::string& text, std::string& origin, std::string& step) {
  std::size_t i = text.size() > 0 && text[0] == '+' ? 1 : 0;
  if (i >= text.size() || text[i] < 'A' || text[i] > 'Z') return false;
  const char letter = text[i++];
  const std::size_t from = i;
  if (i >= text.size() || !is_file(text[i++])) return false;
  while (i < text.size() && is_digit(text[i])) ++i;
  if (i - from < 2 || i - from > 3 || i >= text.size() || text[i] != '>') return false;
  const std::string rest = text.substr(i + 1);
  if (rest.empty() || rest.find_first_of(">,<:()") != std::string::npos) return false;
  origin = text.substr(from, i - from);
  step = std::string(1, letter) + ">" + rest;
  return true;
}

// Joins the step tokens of each deploy in a line (and in its variations).
void join_steps(Variation& line) {
  std::vector<MoveNode> out;
  std::string open_origin;  // the point of the deploy the last node holds, if it is one
  for (MoveNode& node : line.moves) {
    for (Variation& v : node.variations) join_steps(v);
    std::string origin, step;
    if (!read_step(node.text, origin, step)) {
      out.push_back(std::move(node));
      open_origin.clear();
      continue;
    }
    if (!out.empty() && origin == open_origin && out.back().variations.empty()) {
      MoveNode& deploy = out.back();
      deploy.text += ":" + step;
      deploy.nags.insert(deploy.nags.end(), node.nags.begin(), node.nags.end());
      deploy.comments.insert(deploy.comments.end(), node.comments.begin(), node.comments.end());
      deploy.variations = std::move(node.variations);
      continue;
    }
    node.text = origin + ":" + step;
    out.push_back(std::move(node));
    open_origin = origin;
  }
  line.moves = std::move(out);
}

}  // namespace

bool is_cotulenh_export(const GameRecord& record) { return exported_by_cotulenh(record); }
bool is_cotulenh_export(const LexedGame& game) { return exported_by_cotulenh(game); }

void import_cotulenh(GameRecord& record) {
  record.cotulenh = true;
  record.tags.push_back(Tag{"Variant", "commander-chess", record.start});
  if (!record.tag("BattleEnds")) record.tags.push_back(Tag{"BattleEnds", "commander", record.start});
  join_steps(record.main);
}

}  // namespace cinc::notation
