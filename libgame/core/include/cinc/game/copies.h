// Copies of a game (docs/scoring.md "Duplicate games"): a game's fingerprint, the search
// for a game seen before among all those read, and the warning a copy gets.
#pragma once
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cinc/notation/lexer.h"
#include "cinc/notation/record.h"

namespace cinc::game {

struct ReplayedGame;
struct Variant;

/// A game's identity for finding duplicates (docs/scoring.md "Duplicate games"): a hash of
/// its players (the values of its side tags: the tags that name a side in any registered
/// game), its start and its main line as the rules resolve them — the game (its Variant or
/// GameType tag, or the default game), the start position's key (a FEN of the standard
/// start is no FEN) and the key of the position after each main-line move (so `Hf5` and
/// `Hf4-f5`, check marks and NAGs aside, are one move). A game whose main line the rules
/// cannot play to its end (an illegal move, an unknown game, a FEN that is not one) is
/// known by its text instead: its Variant, FEN, SetUp and GameType tags and its moves as
/// written. A game without moves adds its Round, Board and result, so that two unplayed
/// games of a pairing in different rounds differ; a game without side tags must have all
/// its other tags the same. A game with a syntax error (its moves not all known) gets 0: it
/// is not compared.
class GameFingerprint {
 public:
  /// A replayed record's fingerprint (`replayed` is `record` replayed, with any options).
  [[nodiscard]] static std::uint64_t of(const notation::GameRecord& record, const ReplayedGame& replayed);
  /// Adds a lexed game's tags and result: what its start and moves, added as they are played
  /// (QuickReplay::clean), complete to the fingerprint of(record, replayed) gives.
  void tags_and_result(const notation::LexedGame& game);
  /// Adds a tag (those that count are named above).
  void tag(std::string_view name, std::string_view value);
  /// Adds the result token.
  void result(std::string_view text);
  /// Adds the start as the rules resolve it: the game and the start position's key
  /// (GameState::key()).
  void start(const Variant& variant, std::uint64_t key);
  /// Adds a main-line move by the position it leaves (`key`: GameState::key() after it).
  void position(std::uint64_t key) {
    moves_ = (moves_ ^ key) * 0x9E3779B97F4A7C15ULL;
    moves_ ^= moves_ >> 29;
    ++move_count_;
  }
  /// Adds a main-line move as written (a game known by its text).
  void written_move(std::string_view text);
  /// The fingerprint of what was added.
  [[nodiscard]] std::uint64_t value() const;

 private:
  std::uint64_t players_ = 0, moves_ = 0, unplayed_ = 0, other_tags_ = 0, written_start_ = 0, start_ = 0;
  bool has_player_ = false;
  bool resolved_ = false;  ///< start() was called: the start and moves are the rules' (else the text's)
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

}  // namespace cinc::game
