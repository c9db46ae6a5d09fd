// The check of a record and of a segment of an input (check.h).
#include "cinc/game/check.h"

#include <algorithm>
#include <string_view>

#include "cinc/game/canonical.h"
#include "cinc/game/copies.h"
#include "cinc/game/replay.h"
#include "cinc/notation/lexer.h"
#include "cinc/notation/reader.h"

namespace cinc::game {

GameCheck check_record(const notation::GameRecord& record, const SegmentCheckOptions& options, std::string text) {
  ReplayedGame replayed = replay(record, ReplayOptions{.fen_after = false, .canonical = false});
  if (options.keep_text && text.empty()) text = write_canonical(record, replayed);
  const std::uint64_t fingerprint = options.fingerprints ? GameFingerprint::of(record, replayed) : 0;
  return GameCheck{record.start.line,
                   replayed.valid(),
                   std::move(replayed.diagnostics),
                   identify(record),
                   std::move(text),
                   fingerprint,
                   record.notes};
}

std::vector<notation::Diagnostic> check_segment(const notation::Segment& segment, bool pdn_file,
                                                std::vector<GameCheck>& out, const SegmentCheckOptions& options) {
  thread_local QuickReplay quick;
  thread_local notation::LexedGame lexed;
  thread_local notation::GameRecord record;
  // The moves alone for the quick replay; a game it cannot call clean is read again
  // from where it starts, comments and all, for the full one.
  const std::string_view text = segment.text;
  notation::LexerOptions moves_only;
  moves_only.start = segment.start;
  moves_only.stop = segment.games_end;
  moves_only.annotations = false;
  moves_only.pdn_file = pdn_file;
  notation::Lexer lexer(text, moves_only);
  for (;;) {
    const notation::ReaderPosition at = lexer.position();
    if (!lexer.next(lexed)) return lexer.take_leftover_notes();
    std::string game_text;
    if (options.keep_text) {
      // The game's own bytes: from its first token (a tag, or a move or comment when it has
      // none) to where its reading ended (after its result), whatever shares their lines: a
      // stray result before it is the file's, and the tail of the game before it on the same
      // line is that game's.
      const std::size_t end = std::min(lexer.position().offset, text.size());
      const std::size_t from = std::min(lexed.start_offset, end);
      game_text.assign(text.substr(from, end - from));
      while (!game_text.empty() && (game_text.back() == '\n' || game_text.back() == '\r')) game_text.pop_back();
      game_text += "\n\n";
    }
    // The fingerprint's start and moves are added as the quick replay plays them; a game it
    // cannot call clean gets its fingerprint from the full replay.
    GameFingerprint quick_fingerprint;
    if (options.fingerprints) quick_fingerprint.tags_and_result(lexed);
    const bool clean =
        options.fingerprints ? quick.clean(lexed, pdn_file, quick_fingerprint) : quick.clean(lexed, pdn_file);
    if (clean) {
      out.push_back(GameCheck{lexed.start.line, true, {}, std::nullopt, std::move(game_text),
                              options.fingerprints ? quick_fingerprint.value() : 0, lexed.notes});
      if (options.identify_all) out.back().identity = identify(lexed);
      continue;
    }
    notation::LexerOptions from_game;
    from_game.start = notation::ReaderStart{at.offset - at.line_start, at.line, false};
    from_game.stop = segment.games_end - at.line_start;
    from_game.pdn_file = pdn_file;
    notation::Lexer again(text.substr(at.line_start), from_game);
    again.next(lexed);
    notation::build_record(lexed, pdn_file, record);
    out.push_back(check_record(record, options, std::move(game_text)));
  }
}

}  // namespace cinc::game
