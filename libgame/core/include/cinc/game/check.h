// The check of a game as `validate` makes it (docs/errors.md): quick where the quick replay
// can call a game clean, in full where it cannot, with what a validation keeps of each game
// (its diagnostics, identity, text as read and fingerprint). The loops over files and their
// threads are libtools' (reading/game_files.h); the Python module checks its parts here too.
#pragma once
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cinc/game/identity.h"
#include "cinc/notation/record.h"
#include "cinc/notation/segments.h"

namespace cinc::game {

/// What a validation learned of one game.
struct GameCheck {
  std::uint32_t line = 0;  ///< the line where the game starts
  bool valid = true;       ///< no error
  std::vector<notation::Diagnostic> diagnostics;  ///< every problem, in source order; none for most games
  std::optional<GameIdentity> identity;  ///< for a game with a problem, and for every game with identify_all
  std::string text;                ///< the game's text as read, in UTF-8 (keep_text), else empty
  std::uint64_t fingerprint = 0;   ///< GameFingerprint of the game, for duplicates
  /// The file's notes on the text before the game that belongs to no game (a stray result,
  /// GameRecord::notes): reported before the game, never as its diagnostics.
  std::vector<notation::Diagnostic> notes = {};
};

/// What a check keeps beside the diagnostics.
struct SegmentCheckOptions {
  bool identify_all = false;  ///< the identity of every game, not only of those with a problem
  bool keep_text = false;     ///< each game's text (validate --valid-out / --invalid-out)
  bool fingerprints = true;   ///< each game's GameFingerprint (else 0: validate --no-duplicates)
};

/// Checks one record in full, as `validate` checks a game the quick replay cannot call
/// clean: replayed, every diagnostic kept, and the record's notes. `text`: the game's text as read, when kept
/// (else the canonical text is written when keep_text asks for it).
[[nodiscard]] GameCheck check_record(const notation::GameRecord& record, const SegmentCheckOptions& options = {},
                                     std::string text = {});

/// Checks the games of one segment of an input (notation/segments.h) as `validate` does,
/// appending one GameCheck per game to `out` in order: each game first by the quick replay
/// (game/replay.h), and only when that finds something to say read again in full and
/// replayed. `pdn_file`: the input is a ".pdn" file. The notes on text before a game that
/// belongs to no game (a stray result: input.stray-result) are its GameCheck's `notes`;
/// returns those after the last game. libtools' loops (reading/game_files.h) and the Python
/// module's parts (docs/scaling.md) both check segments through it.
std::vector<notation::Diagnostic> check_segment(const notation::Segment& segment, bool pdn_file,
                                                std::vector<GameCheck>& out, const SegmentCheckOptions& options = {});

}  // namespace cinc::game
