// Games as JSON (docs/notation.md §7) and back.
#pragma once
#include <nlohmann/json.hpp>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "cinc/game/replay.h"
#include "cinc/notation/lexer.h"
#include "cinc/notation/record.h"
#include "cinc/notation/stream.h"

namespace cinc::tools {

/// What each game's JSON carries beyond its tags, moves, result and diagnostics
/// (docs/notation.md §7).
struct JsonContent {
  bool full_moves = true;  ///< each move an object with everything replay learnt; false: its canonical text alone
  bool fen = true;         ///< each move's "fen_after" (with full_moves)
  bool board = true;       ///< the game's "final_board"
};

/// Appends the JSON object of one game (its record with everything replay learnt about
/// it) to `out`: compact, or indented by `indent` spaces a level starting `depth` levels
/// in (a game inside a larger document). Needs the replay's fen_after when content.fen.
void write_game_json(std::string& out, const notation::GameRecord& record, const game::ReplayedGame& replayed,
                     const JsonContent& content, int indent = 0, int depth = 0);

/// `cinc json`'s quick way: a game written straight from the lexer's tokens, with no
/// record built and nothing kept per move, each move played once. Only for a game that
/// replay() would report nothing about (the question QuickReplay::clean answers, asked
/// while the moves are played), in the compact layout with every move in full; the text is
/// then, byte for byte, write_game_json's with `indent` 0 (the tests hold the two
/// together). Keeps a few positions and texts from game to game: one per thread.
class CleanGameJson {
 public:
  CleanGameJson();
  ~CleanGameJson();
  CleanGameJson(const CleanGameJson&) = delete;
  CleanGameJson& operator=(const CleanGameJson&) = delete;

  /// Appends the game's JSON object to `out` and returns true; or returns false, `out` as it
  /// was, when the game is not clean or `content` asks for moves as text alone (write it
  /// from its record and replay then). `pdn_file`: the game comes from a ".pdn" file.
  bool write(std::string& out, const notation::LexedGame& game, bool pdn_file, const JsonContent& content);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

/// The JSON object of one game, in full, as a value (write_game_json read back).
[[nodiscard]] nlohmann::ordered_json game_to_json(const notation::GameRecord& record,
                                                  const game::ReplayedGame& replayed);

/// A record rebuilt from a game's JSON object (moves take their canonical text when
/// present). Throws std::runtime_error naming the JSON path of the first problem.
[[nodiscard]] notation::GameRecord game_from_json(const nlohmann::ordered_json& game);

/// The games of a JSON input, cut out one by one as text while it is read, so that an
/// input of any size is held only a game at a time: the items of {"games": [...]} (other
/// members of that object are skipped), of a top-level array, a top-level object without
/// "games" (one game), and any number of such values one after the other (NDJSON). The
/// games' own syntax is not checked here (each is parsed on its own); the structure around
/// them is, with a line number in the message (std::runtime_error).
class JsonGameSplitter {
 public:
  explicit JsonGameSplitter(notation::ByteSource source);

  /// The next game's text into `out` (after what it holds when `append`), and the line it
  /// starts on; false at the end.
  bool next(std::string& out, std::uint64_t& line, bool append = false);

  /// Bytes taken from the source so far.
  [[nodiscard]] std::uint64_t bytes_read() const { return bytes_read_; }

 private:
  enum class State { top, in_array, in_document, after_document_games, done };
  /// Where skip_compound is in a value while the buffer is refilled.
  struct CompoundScan {
    std::size_t depth = 0;
    bool in_string = false;
    bool escaped = false;  ///< the range ended with a string's backslash
  };
  int peek();  // the next byte, or -1 at the end of the input
  int get();
  void skip_space();
  void skip_value();  // a whole value, strings and nesting included
  void skip_compound();  // skip_value of an object or array, a block of bytes at a time
  // The end of the value scan is in, in [p, end): the byte after its closing bracket, or
  // null when the range ends first (`scan` then holds where it is).
  static const char* scan_compound(const char* p, const char* end, CompoundScan& scan);
  void skip_string();
  std::string read_key();
  std::uint64_t current_line();  // the line at pos_ (newlines are counted only when asked)
  void take(std::string& out, bool append) const;  // the value from mark_ to pos_
  [[noreturn]] void fail(const std::string& what);

  notation::ByteSource source_;
  std::string buffer_;
  std::size_t pos_ = 0;
  std::size_t mark_ = std::string::npos;  ///< bytes from here on are kept (the value being cut)
  bool eof_ = false;
  std::uint64_t line_ = 1;     ///< the line at counted_
  std::size_t counted_ = 0;    ///< bytes of buffer_ before this one have their newlines in line_
  std::uint64_t bytes_read_ = 0;
  State state_ = State::top;
  std::uint64_t object_line_ = 0;  ///< where the top-level object being looked at starts
  bool first_item_ = true;
  bool document_array_ = false;  ///< the array being read is a document's "games"
};

/// The game objects of a JSON document: {"games": [...]}, an array, one game object,
/// or NDJSON (one game per line). Throws std::runtime_error on malformed input.
[[nodiscard]] std::vector<nlohmann::ordered_json> games_in_json_text(const std::string& text);

}  // namespace cinc::tools
