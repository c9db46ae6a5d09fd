// Games' JSON (docs/notation.md §7) read back into records at speed: simdjson's On-Demand
// parser for the games it takes, game_from_json (nlohmann) for any other, so that what is
// read and every message are the same as with game_from_json alone.
#pragma once
#include <cstddef>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "cinc/notation/record.h"

namespace cinc::tools {

/// Bytes that must be readable after a game's text given to JsonRecordReader (any content:
/// simdjson reads whole blocks and needs this much room after the text).
inline constexpr std::size_t kJsonReadPadding = 64;

/// A game's JSON object read into a record with simdjson's On-Demand parser, the record
/// game_from_json(nlohmann::ordered_json::parse(text)) builds. It takes only games that both
/// parse and rebuild without a problem, and declines (returns false) anything else: a JSON
/// error, anything game_from_json refuses, a member named twice (nlohmann keeps the last),
/// escapes it does not check as nlohmann does. Declined games are read with those two, which
/// give the messages. One per thread (it keeps the parser's buffers from game to game).
class JsonRecordReader {
 public:
  JsonRecordReader();
  ~JsonRecordReader();
  JsonRecordReader(const JsonRecordReader&) = delete;
  JsonRecordReader& operator=(const JsonRecordReader&) = delete;

  /// The game of `text` (one object, as JsonGameSplitter cuts it) into `record`, true; or
  /// false, `record` unspecified. `readable`: bytes readable from text.data(), at least
  /// text.size() + kJsonReadPadding.
  [[nodiscard]] bool read(std::string_view text, std::size_t readable, notation::GameRecord& record);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

/// The games of a JSON text as records (Python's from_json): what games_in_json_text and then
/// game_from_json on each give, with the same exceptions in the same order. Throws
/// std::runtime_error: for the structure or a game's syntax, the first ("JSON line N: ..."),
/// before any game's content; else for the first game whose content is wrong, "game N: " and
/// game_from_json's message.
[[nodiscard]] std::vector<notation::GameRecord> game_records_in_json_text(const std::string& text);

}  // namespace cinc::tools
