// The loop every game-reading command shares: read each input game by game (streamed,
// never whole), replay each game, report its errors, hand it on — on worker threads when
// asked, with everything handed back in input order.
#pragma once
#include <cstddef>
#include <cstdint>
#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cinc/game/replay.h"
#include "cinc/notation/encoding.h"
#include "cinc/notation/lexer.h"
#include "cinc/notation/record.h"
#include "cinc/notation/segments.h"
#include "reading/exit_codes.h"

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

/// Who played a game and where, as its tags say (docs/errors.md, "Which game"): for a
/// person to find it, and for pairing software to match it.
struct GameIdentity {
  std::string event;   ///< the Event tag, empty when none (also for round, board, result)
  std::string round;
  std::string board;
  std::array<std::string, 2> sides;    ///< the side names of the player tags ("Dark", "Light")
  std::array<std::string, 2> players;  ///< those tags' values, empty when missing
  std::string result;  ///< the Result tag, else the result token
};

/// A game's identity from its tags (GameRecord or LexedGame): the variant's side tags
/// (those of the Variant tag's game; without one, the first known pair of side tags present).
template <class Game>
[[nodiscard]] GameIdentity identify(const Game& game);

/// "Orlando Open, round 3, board 2: Brennan, Luke (Dark) - Ito, Haruka (Light), 0-1":
/// the short label a game's problems are shown under.
[[nodiscard]] std::string game_label(const GameIdentity& id);

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
/// (else the canonical text is written when keep_text asks for it); `fingerprint`: when
/// already known.
[[nodiscard]] GameCheck check_record(const notation::GameRecord& record, const SegmentCheckOptions& options = {},
                                     std::string text = {}, std::optional<std::uint64_t> fingerprint = {});

/// Checks the games of one segment of an input (notation/segments.h) as `validate` does,
/// appending one GameCheck per game to `out` in order: each game first by the quick replay
/// (game/replay.h), and only when that finds something to say read again in full and
/// replayed. `pdn_file`: the input is a ".pdn" file. The notes on text before a game that
/// belongs to no game (a stray result: input.stray-result) are its GameCheck's `notes`;
/// returns those after the last game. The loops below and the Python module's parts
/// (docs/scaling.md) both check segments through it.
std::vector<notation::Diagnostic> check_segment(const notation::Segment& segment, bool pdn_file,
                                                std::vector<GameCheck>& out, const SegmentCheckOptions& options = {});

/// One game of the inputs as a validation sees it.
struct CheckedGame {
  const std::string& file;  ///< as shown to people ("<stdin>" for "-")
  int index;                ///< 1-based within its file
  std::uint32_t line;       ///< the line where the game starts
  bool valid;               ///< no error
  const std::vector<notation::Diagnostic>& diagnostics;  ///< every problem, in source order; none for most games
  const GameIdentity* identity;  ///< null unless asked for (CheckLoop::identify_all) or the game has a problem
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

/// A game's identity for finding duplicates (docs/scoring.md "Duplicate games"): a hash of
/// the values of its side tags (the tags that name a side in any registered game), of its
/// Variant, FEN and GameType tags, and the texts of its main line's moves; a game without
/// moves adds its Round, Board and result, so that two unplayed games of a pairing in
/// different rounds differ; a game without side tags must have all its tags the same (the
/// same text but for comments). A game with a syntax error (its moves not all known) gets 0: it
/// is not compared.
class GameFingerprint {
 public:
  /// A record's fingerprint.
  [[nodiscard]] static std::uint64_t of(const notation::GameRecord& record);
  /// A lexed game's fingerprint (the same as its record's).
  [[nodiscard]] static std::uint64_t of(const notation::LexedGame& game);
  /// Adds a tag (every tag counts for a game without side tags; else only those named above).
  void tag(std::string_view name, std::string_view value);
  /// Adds a main-line move's text.
  void move(std::string_view text);
  /// Adds the result token.
  void result(std::string_view text);
  /// The fingerprint of what was added.
  [[nodiscard]] std::uint64_t value() const;

 private:
  std::uint64_t players_ = 0, moves_ = 0, unplayed_ = 0, all_tags_ = 0;
  bool has_player_ = false;
  std::size_t move_count_ = 0;
};

/// Remembers the games seen by fingerprint and tells a later copy (the first seen wins).
/// The one thing a run keeps per game, so it is kept small (docs/performance.md): per game
/// its 8-byte fingerprint and a 1-byte step from the line of the game before (a 4-byte
/// line for every 256 games, and a step of 255 lines or more on the side: 8 bytes), and a
/// 4-byte slot of an open-addressing index kept at most 7/8 full and grown by a quarter —
/// about 14 bytes a game, 6 MB for the 447,000 games of a 1 GiB file. A game's number and file are
/// not stored: they follow from its place among runs of consecutive games of one file.
/// Entries live in chunks of 64 Ki, so growing never copies them. Remembers at most
/// 2^28 - 1 games (268 million, hundreds of gigabytes of records); later games are not compared.
class DuplicateFinder {
 public:
  DuplicateFinder() = default;
  DuplicateFinder(DuplicateFinder&&) noexcept = default;
  DuplicateFinder& operator=(DuplicateFinder&&) noexcept = default;

  /// Where the game was first seen ("game N (line L) of this file" or "... of FILE"), or
  /// nullopt when it is new or its fingerprint is 0 (not compared).
  [[nodiscard]] std::optional<std::string> seen(std::uint64_t fingerprint, const std::string& file, int index,
                                                std::uint32_t line);
  /// The games remembered.
  [[nodiscard]] std::size_t size() const { return count_; }

 private:
  struct Run {  // entries from `first_entry` on: games first_index, first_index + 1, ... of files_[file]
    std::uint32_t first_entry;
    std::uint32_t file;
    std::int32_t first_index;
  };
  static constexpr std::uint32_t kChunkBits = 16;
  static constexpr std::uint32_t kBlockBits = 8;          // a whole line every 2^8 entries
  static constexpr std::uint8_t kFarStep = 0xFF;          // the line is in far_lines_
  static constexpr std::uint32_t kEntryBits = 28;         // a slot: entry number + 1, and 4 bits of fingerprint
  static constexpr std::uint32_t kEntryMask = (1u << kEntryBits) - 1;

  [[nodiscard]] std::uint64_t fingerprint(std::uint32_t n) const;
  [[nodiscard]] std::uint32_t line_of(std::uint32_t n) const;
  [[nodiscard]] const Run& run_of(std::uint32_t n) const;
  [[nodiscard]] std::size_t home_slot(std::uint64_t fingerprint) const;
  [[nodiscard]] static std::uint32_t tag_of(std::uint64_t fingerprint) {
    return static_cast<std::uint32_t>(fingerprint >> 60) << kEntryBits;
  }
  void remember(std::uint64_t fingerprint, const std::string& file, int index, std::uint32_t line);
  void grow_index();

  std::vector<std::unique_ptr<std::uint64_t[]>> fingerprints_;  // chunks of 2^kChunkBits
  std::vector<std::unique_ptr<std::uint8_t[]>> line_steps_;     // the same chunks: line minus the previous entry's
  std::vector<std::uint32_t> block_lines_;                      // the line of entry k x 2^kBlockBits
  std::vector<std::pair<std::uint32_t, std::uint32_t>> far_lines_;  // (entry, line) whose step is kFarStep, by entry
  std::uint32_t count_ = 0;
  std::uint32_t last_line_ = 0;
  std::vector<std::uint32_t> slots_;  // tag | entry number + 1; 0 is an empty slot
  std::vector<Run> runs_;
  std::vector<std::string> files_;
};

/// The warning a duplicate game gets (`game.duplicate`), at `at` (its first tag).
[[nodiscard]] notation::Diagnostic duplicate_warning(const std::string& first_seen, notation::SourcePos at);

}  // namespace cinc::tools
