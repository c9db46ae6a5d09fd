// The loop every game-reading command shares: read each input game by game (streamed,
// never whole), replay each game, report its errors, hand it on — on worker threads when
// asked, with everything handed back in input order.
#pragma once
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "cinc/game/check.h"
#include "cinc/game/copies.h"
#include "cinc/game/identity.h"
#include "cinc/game/replay.h"
#include "cinc/notation/encoding.h"
#include "cinc/notation/lexer.h"
#include "cinc/notation/record.h"
#include "cinc/notation/segments.h"
#include "reading/exit_codes.h"

namespace cinc::tools {

// The check of a game, its identity and its copies are libgame's (cinc/game/check.h,
// identity.h, copies.h); the loops below run the check over files.

/// One game of the inputs, replayed.
struct FileGame {
  const std::string& file;  ///< as shown to people ("<stdin>" for "-")
  int index;                ///< 1-based within its file
  const notation::GameRecord& record;
  const game::ReplayedGame& replayed;
  /// Lines for standard error that a render adds (for_each_game_parallel prints them in
  /// input order, after the game's own error lines); null in for_each_game.
  std::string* errors = nullptr;
};

/// The one warning of a file read otherwise than as plain UTF-8 (`input.encoding`, at the
/// line of its first byte that is not UTF-8, else line 1), or nullopt.
[[nodiscard]] std::optional<notation::Diagnostic> encoding_diagnostic(const notation::DecodeReport& report);

/// Reads the games of `files` in order ('-' is standard input), replays each, prints its
/// errors on standard error when `report_errors`, and calls `visit`. Returns kExitInvalid
/// when a game has an error, else kExitOk. Throws IoError when a file cannot be read.
int for_each_game(const std::vector<std::string>& files, const game::ReplayOptions& options, bool report_errors,
                  const std::function<void(const FileGame&)>& visit);

/// Reads game `n` (from 1) of `file` ('-' is standard input) into `out`, streamed: memory
/// holds a game, never the file. Returns the games read: `n` when there is one, fewer when
/// the file ends first. The file's notes on the text up to that game that belongs to no
/// game (input.stray-comment, input.stray-result) go to standard error, in order. Throws
/// IoError when the file cannot be read.
int read_nth_game(const std::string& file, int n, notation::GameRecord& out);

/// How a command walks its games in parallel.
struct GameLoop {
  std::string name = "cinc";     ///< the command, for the progress line (progress.h)
  std::vector<std::string> files;
  game::ReplayOptions replay;
  bool report_errors = true;     ///< error diagnostics on standard error, in input order
  bool skip_unreadable = false;  ///< report a file that cannot be read and go on (else throw IoError)
  unsigned jobs = 0;             ///< worker threads; 0: one per core
  bool fingerprints = false;     ///< give each RenderedGame its GameFingerprint (for duplicates)
  /// Before render, each move replay played gets its canonical text in the record (as
  /// canonicalise does; `cgn`): the worker owns the record, so no copy of it is made.
  bool canonical_moves = false;
  /// The input bytes a worker takes at a time: what each renders is held until it is
  /// written, so an output many times its input (JSON) wants smaller parts.
  std::size_t segment_bytes = std::size_t{64} << 10;
  /// A quicker render of a game as the lexer read it, tried first for each game a worker
  /// lexes (not with fingerprints or canonical_moves): it appends the game's text and
  /// returns true, the very text that `render` would append, when the game is clean (replay
  /// would report nothing of it); else it returns false having appended nothing, and the
  /// game is built, replayed and rendered as usual. `pdn_file`: a ".pdn" input.
  std::function<bool(const notation::LexedGame& game, bool pdn_file, std::string& out)> render_clean;
};

/// A game as a worker rendered it, handed back in input order.
struct RenderedGame {
  const std::string& file;
  int index;
  bool valid;
  std::string_view text;  ///< what `render` made of it (valid during the call of `emit`)
  std::uint64_t fingerprint;  ///< GameFingerprint when GameLoop::fingerprints, else 0
  std::uint32_t line;         ///< the line where the game starts
};

/// The number of worker threads `jobs` stands for (0: the machine's cores).
[[nodiscard]] unsigned worker_count(unsigned jobs);

/// Reads, replays and renders every game of `loop.files`: `render` runs on worker
/// threads (it must only read its game and may add lines for standard error to
/// FileGame::errors), `emit` on the calling thread in input order (a file's own notes, its
/// encoding and stray results, go to standard error in their place), and
/// `file_done` after each file's last game with the number of games in it. Each input is
/// cut into segments of whole games (notation/segments.h) that workers read on their own,
/// and at most a few are in flight, so memory does not grow with the input. The calls to `emit` are the same for any number of jobs. Returns kExitOk,
/// kExitInvalid (a game has an error) or kExitUsage (a file could not be read, with
/// skip_unreadable).
int for_each_game_parallel(const GameLoop& loop, const std::function<std::string(const FileGame&)>& render,
                           const std::function<void(const RenderedGame&)>& emit,
                           const std::function<void(const std::string& file, int games)>& file_done = {});

/// Renders a game by appending its text to `out`, which holds the texts of the games before
/// it in the same part (a renderer that writes in place allocates nothing once the part's
/// string has grown).
using RenderInto = std::function<void(const FileGame&, std::string& out)>;
/// for_each_game_parallel() with a renderer that appends to a string the loop keeps per
/// part: the same calls of `emit`, without a string made, copied and freed per game (`cinc
/// json`, whose texts are tens of kilobytes a game).
int for_each_game_parallel_into(const GameLoop& loop, const RenderInto& render,
                                const std::function<void(const RenderedGame&)>& emit,
                                const std::function<void(const std::string& file, int games)>& file_done = {});

/// One game of the inputs as a validation sees it.
struct CheckedGame {
  const std::string& file;  ///< as shown to people ("<stdin>" for "-")
  int index;                ///< 1-based within its file
  std::uint32_t line;       ///< the line where the game starts
  bool valid;               ///< no error
  const std::vector<notation::Diagnostic>& diagnostics;  ///< every problem, in source order; none for most games
  const game::GameIdentity* identity;  ///< null unless asked for (CheckLoop::identify_all) or the game has a problem
  std::string_view text;  ///< the game's text as read, in UTF-8 (CheckLoop::keep_text), else empty
  std::uint64_t fingerprint;  ///< GameFingerprint of the game, for duplicates
};

/// How a validation walks its inputs.
struct CheckLoop {
  std::string name = "validate";  ///< the command, for the progress line (progress.h)
  std::vector<std::string> files;
  bool skip_unreadable = false;  ///< report a file that cannot be read and go on (else throw IoError)
  unsigned jobs = 0;             ///< worker threads; 0: one per core
  bool identify_all = false;     ///< the identity of every game, not only of games with problems
  /// Each game's text as read: its own bytes, from its first token to the end of its
  /// reading (after its result), whatever shares their lines; a game read as a stream, past
  /// a 4 MiB stretch without a cut, is written canonically.
  bool keep_text = false;
  bool fingerprints = true;  ///< each game's GameFingerprint, for DuplicateFinder (else 0)
  /// A file's own warning: its encoding, after its games; a stray result (input.stray-result)
  /// in its place among them. Unset: printed on standard error.
  std::function<void(const std::string& file, const notation::Diagnostic&)> file_note;
};

/// Checks every game of `loop.files`: `emit` runs on the calling thread in input order,
/// `file_done` after each file's last game with the number of games in it. Each input is
/// cut into segments of whole games (notation/segments.h) that worker threads read and
/// check on their own: a game first by the quick replay (game/replay.h), and only when
/// that finds something to say by the full reading and replay, which tells what. Memory
/// holds a few segments, whatever the size of the input; the calls to `emit` are the same
/// for any number of jobs. Returns like for_each_game_parallel.
int for_each_checked_game(const CheckLoop& loop, const std::function<void(const CheckedGame&)>& emit,
                          const std::function<void(const std::string& file, int games)>& file_done = {});

}  // namespace cinc::tools
