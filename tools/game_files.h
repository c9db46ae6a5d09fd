// The loop every game-reading command shares: read each input game by game (streamed,
// never whole), replay each game, report its errors, hand it on — on worker threads when
// asked, with everything handed back in input order.
#pragma once
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "cinc/game/replay.h"
#include "cinc/notation/record.h"
#include "cinc/notation/segments.h"

namespace cinc::tools {

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

/// Reads the games of `files` in order ('-' is standard input), replays each, prints its
/// errors on standard error when `report_errors`, and calls `visit`. Returns kExitInvalid
/// when a game has an error, else kExitOk. Throws IoError when a file cannot be read.
int for_each_game(const std::vector<std::string>& files, const game::ReplayOptions& options, bool report_errors,
                  const std::function<void(const FileGame&)>& visit);

/// Reads game `n` (from 1) of `file` ('-' is standard input) into `out`, streamed: memory
/// holds a game, never the file. Returns the games read: `n` when there is one, fewer when
/// the file ends first. Throws IoError when the file cannot be read.
int read_nth_game(const std::string& file, int n, notation::GameRecord& out);

/// How a command walks its games in parallel.
struct GameLoop {
  std::string name = "cinc";     ///< the command, for the progress line (progress.h)
  std::vector<std::string> files;
  game::ReplayOptions replay;
  bool report_errors = true;     ///< error diagnostics on standard error, in input order
  bool skip_unreadable = false;  ///< report a file that cannot be read and go on (else throw IoError)
  unsigned jobs = 0;             ///< worker threads; 0: one per core
  /// The input bytes a worker takes at a time: what each renders is held until it is
  /// written, so an output many times its input (JSON) wants smaller parts.
  std::size_t segment_bytes = std::size_t{64} << 10;
};

/// A game as a worker rendered it, handed back in input order.
struct RenderedGame {
  const std::string& file;
  int index;
  bool valid;
  std::string text;  ///< what `render` made of it
};

/// The number of worker threads `jobs` stands for (0: the machine's cores).
[[nodiscard]] unsigned worker_count(unsigned jobs);

/// Reads, replays and renders every game of `loop.files`: `render` runs on worker
/// threads (it must only read its game and may add lines for standard error to
/// FileGame::errors), `emit` on the calling thread in input order, and
/// `file_done` after each file's last game with the number of games in it. Each input is
/// cut into segments of whole games (notation/segments.h) that workers read on their own,
/// and at most a few are in flight, so memory does not grow with the input. The calls to `emit` are the same for any number of jobs. Returns kExitOk,
/// kExitInvalid (a game has an error) or kExitUsage (a file could not be read, with
/// skip_unreadable).
int for_each_game_parallel(const GameLoop& loop, const std::function<std::string(const FileGame&)>& render,
                           const std::function<void(const RenderedGame&)>& emit,
                           const std::function<void(const std::string& file, int games)>& file_done = {});

/// What a validation learned of one game.
struct GameCheck {
  std::uint32_t line = 0;  ///< the line where the game starts
  bool valid = true;       ///< no error
  std::vector<notation::Diagnostic> diagnostics;  ///< every problem, in source order; none for most games
};

/// Checks one record in full, as `validate` checks a game the quick replay cannot call
/// clean: replayed, every diagnostic kept.
[[nodiscard]] GameCheck check_record(const notation::GameRecord& record);

/// Checks the games of one segment of an input (notation/segments.h) as `validate` does,
/// appending one GameCheck per game to `out` in order: each game first by the quick replay
/// (game/replay.h), and only when that finds something to say read again in full and
/// replayed. `pdn_file`: the input is a ".pdn" file. The loops below and the Python
/// module's parts (docs/scaling.md) both check segments through it.
void check_segment(const notation::Segment& segment, bool pdn_file, std::vector<GameCheck>& out);

/// One game of the inputs as a validation sees it.
struct CheckedGame {
  const std::string& file;  ///< as shown to people ("<stdin>" for "-")
  int index;                ///< 1-based within its file
  std::uint32_t line;       ///< the line where the game starts
  bool valid;               ///< no error
  const std::vector<notation::Diagnostic>& diagnostics;  ///< every problem, in source order; none for most games
};

/// How a validation walks its inputs.
struct CheckLoop {
  std::string name = "validate";  ///< the command, for the progress line (progress.h)
  std::vector<std::string> files;
  bool skip_unreadable = false;  ///< report a file that cannot be read and go on (else throw IoError)
  unsigned jobs = 0;             ///< worker threads; 0: one per core
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
