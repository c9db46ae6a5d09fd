// Reading the games of an input of any size a window at a time, in bounded memory.
#pragma once
#include <cstddef>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cinc/notation/limits.h"
#include "cinc/notation/reader.h"
#include "cinc/notation/record.h"

namespace cinc::notation {

/// Writes up to `size` bytes at `into` and returns how many it wrote; 0 means the end of
/// the input. Throws on a read error (the exception reaches GameStream::next's caller).
using ByteSource = std::function<std::size_t(char* into, std::size_t size)>;

/// A byte source over `text` (which must outlive it): its bytes in order, as many as asked,
/// then 0.
[[nodiscard]] ByteSource text_source(std::string_view text);

struct StreamOptions {
  std::size_t read_bytes = std::size_t{1} << 20;        ///< bytes asked of the source at a time
  std::size_t max_game_bytes = limits::kMaxGameBytes;   ///< the game size limit (limit.game-size)
  bool pdn_file = false;                                ///< the input is a ".pdn" file (Reader)
  /// The line number of the first byte, and whether it is the input's start (a byte order
  /// mark there is skipped): a stream may take over an input where a game starts (segments.h).
  ReaderStart start;
};

/// Reads the games of a byte stream in order, game for game and diagnostic for diagnostic
/// as Reader reads the whole text, while holding only a window of it: the window is at
/// least read_bytes and grows only to hold one game, up to max_game_bytes (counted from
/// the start of the game's first line to the end of the line where its reading stops:
/// the blank and escape lines before a game belong to no game). A longer game is reported
/// (limit.game-size, at its start) and skipped up to the next line that starts a game's
/// tags after a line that does not. A game's size depends on its own text alone, so a
/// stream started where a game starts (segments.h) reads it alike.
class GameStream {
 public:
  explicit GameStream(ByteSource source, StreamOptions options = {});
  ~GameStream();
  GameStream(const GameStream&) = delete;
  GameStream& operator=(const GameStream&) = delete;

  /// Reads the next game into `out`; returns false at the end of the input. The notes of
  /// text before it that belongs to no game (a stray result) are its `notes`, as Reader gives them.
  bool next(GameRecord& out);

  /// After next() returned false: the notes of text after the last game that belongs to no
  /// game (Reader::take_leftover_notes).
  [[nodiscard]] std::vector<Diagnostic> take_leftover_notes() { return std::exchange(notes_, {}); }

  /// Bytes taken from the source so far.
  [[nodiscard]] std::uint64_t bytes_read() const { return bytes_read_; }

 private:
  bool open_window();
  bool fill();
  void restart_at(const ReaderPosition& pos);
  void skip_oversized_game(GameRecord& out);
  [[nodiscard]] std::optional<std::size_t> cut_point();

  ByteSource source_;
  StreamOptions options_;
  std::string buffer_;           ///< bytes [lo_, hi_) are read and not yet consumed
  std::size_t lo_ = 0;           ///< always a line start
  std::size_t hi_ = 0;
  std::size_t window_end_ = 0;   ///< end of the reader's window (after a line end, or hi_ at the end)
  std::size_t scanned_to_ = 0;   ///< bytes before it were searched for line ends
  std::size_t last_line_end_ = 0;  ///< just after the last whole line end found (0: none)
  bool eof_ = false;
  bool need_more_ = false;       ///< the last window ended inside a game: read on before retrying
  bool oversized_ = false;       ///< the game at lo_ does not fit in max_game_bytes
  bool at_file_start_ = true;    ///< lo_ is the input's first byte (a BOM there is skipped)
  ReaderStart start_;            ///< where reading resumes, relative to lo_
  std::unique_ptr<Reader> reader_;
  std::uint64_t bytes_read_ = 0;
  /// Notes of a window's text after its last game (a stray result), for the next game.
  std::vector<Diagnostic> notes_;
};

}  // namespace cinc::notation
