// The diagram calls tests/tools/diagram/diagram_test.cpp makes on a Commander-In-Chief Position,
// made as the tools make them: through the registered game (its state's BoardView and the
// Variant's hooks), since libtools knows no game's own header.
#pragma once
#include <memory>
#include <string>

#include "cinc/game/cic.h"
#include "cinc/game/variant.h"
#include "diagram/board_model.h"

namespace cinc::tools::diagram {

/// The registered Commander-In-Chief.
inline const game::Variant& cic_variant() { return *game::find_variant("commander-in-chief"); }

/// The game's state of a position (through its FEN, which holds all a diagram shows).
inline std::unique_ptr<game::GameState> cic_state(const game::cic::Position& pos) {
  return std::move(*cic_variant().from_fen(pos.fen()));
}

/// The board of a position as `cinc diagram` draws it (board_of its BoardView).
inline BoardModel cic_board(const game::cic::Position& pos, const BoardStyle& style) {
  return board_of(cic_state(pos)->board(), cic_variant().sides, style);
}

/// The marks of --moves for the piece on `from`; false when no piece stands there.
inline bool add_piece_moves(BoardModel& m, const game::cic::Position& pos, game::Square from) {
  const auto targets = cic_variant().piece_targets(*cic_state(pos), from);
  if (!targets) return false;
  add_piece_moves(m, *targets, from);
  return true;
}

/// Who moves, as the caption says it.
inline std::string to_move_text(const game::cic::Position& pos) { return to_move_text(*cic_state(pos), cic_variant()); }

}  // namespace cinc::tools::diagram
