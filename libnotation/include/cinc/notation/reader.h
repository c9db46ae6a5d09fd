// Reading CGN text into game records, one game at a time.
#pragma once
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string_view>
#include <vector>

#include "cinc/notation/record.h"

namespace cinc::notation {

/// Where a reader stands in its text: the byte offset, the line there and the offset of
/// that line's first byte. Lets GameStream restart a reader on a later window of a file.
struct ReaderPosition {
  std::size_t offset = 0;
  std::size_t line_start = 0;
  std::uint32_t line = 1;
};

/// Where reading starts in a text that is a window of a larger one (GameStream): the
/// text begins at a line start numbered `line`, reading begins `offset` bytes into it
/// (on that first line), and `file_start` says whether the text is the file's beginning,
/// where a byte order mark is skipped.
struct ReaderStart {
  std::size_t offset = 0;
  std::uint32_t line = 1;
  bool file_start = true;
};

/// Reads the games of one CGN text in order. The text must outlive the reader.
/// Syntax problems are attached to the game they occur in; after an error the reader
/// skips to the start of the next game (a line starting with '[') so that one broken
/// game never hides the next.
class Reader {
 public:
  /// Reads `text`; `pdn_file` when it comes from a ".pdn" file (pdn.h), so that its games
  /// follow PDN's conventions even without a GameType tag.
  explicit Reader(std::string_view text, bool pdn_file = false);
  /// Reads `text` from `start`: a window of a larger text (see ReaderStart).
  Reader(std::string_view text, bool pdn_file, ReaderStart start);
  ~Reader();
  Reader(const Reader&) = delete;
  Reader& operator=(const Reader&) = delete;

  /// Reads the next game into `out`; returns false at the end of the text.
  bool next(GameRecord& out);

  /// Where the next game's reading begins (after the last game read, or the start).
  [[nodiscard]] ReaderPosition position() const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
  bool pdn_file_ = false;
};

/// Reads every game of a text (convenience for small inputs and tests).
[[nodiscard]] std::vector<GameRecord> read_games(std::string_view text);

}  // namespace cinc::notation
