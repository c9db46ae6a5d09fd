// A replayed record as canonical CGN (canonical.h).
#include "cinc/game/canonical.h"

#include <cstddef>

#include "cinc/game/variant.h"
#include "cinc/notation/writer.h"

namespace cinc::game {

std::vector<notation::Tag> written_tags(const notation::GameRecord& record, const ReplayedGame& replayed) {
  std::vector<notation::Tag> tags;
  for (const notation::Tag& t : record.tags) {
    if (replayed.fen_tag_ignored && t.name == "SetUp") continue;
    tags.push_back(t);
    if (replayed.fen_tag_ignored && t.name == "FEN") tags.back().name = "FinalFEN";
  }
  return tags;
}

void canonicalise(notation::Variation& line, const ReplayedLine& replayed) {
  for (std::size_t i = 0; i < line.moves.size() && i < replayed.moves.size(); ++i) {
    line.moves[i].text = replayed.moves[i].played.canonical;
    for (std::size_t v = 0; v < line.moves[i].variations.size() && v < replayed.moves[i].variations.size(); ++v)
      canonicalise(line.moves[i].variations[v], replayed.moves[i].variations[v]);
  }
}

std::string write_canonical(const notation::GameRecord& record, const ReplayedGame& replayed) {
  // The numbering of the thread's last start position is kept: most games of a file start
  // alike, and setting up a position from its FEN costs more than writing a short game.
  thread_local const Variant* last_variant = nullptr;
  thread_local std::string last_fen;
  thread_local notation::NumberingStart last_numbering;
  thread_local std::vector<std::string> side_tags(2);
  notation::NumberingStart numbering;
  side_tags[0] = "Dark";
  side_tags[1] = "Light";
  if (replayed.variant) {
    side_tags[0] = replayed.variant->sides[0];
    side_tags[1] = replayed.variant->sides[1];
    if (!replayed.start_fen.empty()) {
      if (replayed.variant == last_variant && replayed.start_fen == last_fen) {
        numbering = last_numbering;
      } else if (auto start = replayed.variant->from_fen(replayed.start_fen)) {
        numbering.move_number = (*start)->move_number();
        numbering.second_player_first = (*start)->side_to_move() == 1;
        last_variant = replayed.variant;
        last_fen = replayed.start_fen;
        last_numbering = numbering;
      }
    }
  }
  if (!replayed.fen_tag_ignored) return notation::write_game(record, numbering, side_tags);
  notation::GameRecord out = record;
  out.tags = written_tags(record, replayed);
  return notation::write_game(out, numbering, side_tags);
}

}  // namespace cinc::game
