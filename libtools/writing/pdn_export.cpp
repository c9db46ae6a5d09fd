// Writing checkers games as PDN.
#include "writing/pdn_export.h"

#include "cinc/game/canonical.h"
#include "cinc/game/variant.h"
#include "cinc/notation/pdn.h"
#include "cinc/notation/writer.h"
#include "writing/game_json.h"

namespace cinc::tools {

namespace {

// Canonical moves ("c3xe5xg7") to PDN numbers ("24x15x6"); other texts are kept.
void to_pdn_numbers(notation::Variation& line, const game::Variant& variant) {
  for (notation::MoveNode& node : line.moves) {
    node.text = pdn_move(variant, node.text);
    for (notation::Variation& v : node.variations) to_pdn_numbers(v, variant);
  }
}

}  // namespace

std::string pdn_move(const game::Variant& variant, std::string_view canonical) {
  return variant.pdn_move_text ? variant.pdn_move_text(canonical) : std::string(canonical);
}

std::optional<std::string> write_pdn(const notation::GameRecord& record, const game::ReplayedGame& replayed,
                                     std::string& why_not) {
  if (!replayed.variant || !replayed.variant->pdn_move_text) {
    why_not = "PDN holds standard checkers games; this game is " +
              (replayed.variant ? replayed.variant->name : std::string("of an unknown variant"));
    return std::nullopt;
  }
  notation::GameRecord out = record;
  game::canonicalise(out.main, replayed.main);
  to_pdn_numbers(out.main, *replayed.variant);
  notation::export_pdn(out);
  // The FEN in PDN's numbers, as every PDN reader takes it.
  for (notation::Tag& t : out.tags)
    if (t.name == "FEN" && !replayed.start_fen.empty()) t.value = replayed.start_fen;
  notation::NumberingStart numbering;
  if (!replayed.start_fen.empty())
    if (auto start = replayed.variant->from_fen(replayed.start_fen)) {
      numbering.move_number = (*start)->move_number();
      numbering.second_player_first = (*start)->side_to_move() == 1;
    }
  return notation::write_game(out, numbering, {"Black", "White"});
}

}  // namespace cinc::tools
