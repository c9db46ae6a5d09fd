// Fuzz target: reading JSON games back. The input is a JSON text (a document, an array,
// NDJSON, or anything). Oracle: game_records_in_json_text (the splitter, simdjson's reader,
// nlohmann's for what it declines) gives what the reader of old gives: games_in_json_text
// then game_from_json on each, the same records (tags, moves, comments, NAGs, variations,
// result) or the same message. And each game simdjson's reader takes, it takes as
// game_from_json reads it.
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz_support.h"
#include "writing/game_json.h"
#include "writing/json_read.h"

namespace {

using namespace cinc;

// A record's content, exactly (fuzz_support.h: tags, lines, numbers, results, diagnostics).
std::string dump(const notation::GameRecord& record) { return fuzz::record_digest(record); }

// The reader of old, as Python's from_json used it: every game parsed, then each rebuilt.
std::string old_way(const std::string& text) {
  std::vector<nlohmann::ordered_json> objects;
  try {
    objects = tools::games_in_json_text(text);
  } catch (const std::exception& e) {
    return std::string("error: ") + e.what();
  }
  std::string out;
  for (std::size_t i = 0; i < objects.size(); ++i) {
    try {
      out += dump(tools::game_from_json(objects[i]));
    } catch (const std::exception& e) {
      return "error: game " + std::to_string(i + 1) + ": " + e.what();
    }
  }
  return out;
}

std::string new_way(const std::string& text) {
  try {
    std::string out;
    for (const auto& record : tools::game_records_in_json_text(text)) out += dump(record);
    return out;
  } catch (const std::exception& e) {
    return std::string("error: ") + e.what();
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string text(reinterpret_cast<const char*>(data), size);
  const std::string before = old_way(text);
  const std::string now = new_way(text);
  fuzz::require(before == now, "JSON read differs from the reader of old:\n" + before + "\n---\n" + now);
  // The whole input as one game's text: taken only as game_from_json reads it.
  static tools::JsonRecordReader reader;
  std::string padded = text;
  padded.append(tools::kJsonReadPadding, '\0');
  notation::GameRecord record;
  if (reader.read(std::string_view(padded.data(), size), padded.size(), record)) {
    std::string old;
    try {
      old = dump(tools::game_from_json(nlohmann::ordered_json::parse(text)));
    } catch (const std::exception& e) {
      fuzz::require(false, std::string("simdjson's reader takes a game the reader of old refuses: ") + e.what());
    }
    fuzz::require(old == dump(record), "simdjson's reader reads a game otherwise:\n" + old + "---\n" + dump(record));
  }
  return 0;
}
