// A replayed record as canonical CGN: each move's canonical text, numbered from the game's
// start position, with the side names of its game (docs/notation.md). The text is
// libnotation's writer (write_game); what needs the replay (the canonical move texts, the
// start's move number and side, the side names, the FEN tag replay set aside) is here.
#pragma once
#include <string>
#include <vector>

#include "cinc/game/replay.h"
#include "cinc/notation/record.h"

namespace cinc::game {

/// A record's tags as the writers write them: a FEN tag that replay found to be the cotulenh
/// engine's export of its final position (ReplayedGame::fen_tag_ignored) is named FinalFEN and
/// its SetUp left out, so that what is written replays from the right start.
[[nodiscard]] std::vector<notation::Tag> written_tags(const notation::GameRecord& record,
                                                      const ReplayedGame& replayed);

/// Replaces each replayed move's text by its canonical form, variations included (what
/// `cgn`, `pdn`, `annotate` and `fix --canonical` write).
void canonicalise(notation::Variation& line, const ReplayedLine& replayed);

/// Canonical CGN of a record, numbered from its start position.
[[nodiscard]] std::string write_canonical(const notation::GameRecord& record, const ReplayedGame& replayed);

}  // namespace cinc::game
