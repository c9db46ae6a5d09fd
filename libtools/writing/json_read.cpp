// Games' JSON read back into records: simdjson's On-Demand parser first, nlohmann's for the
// games it declines.
//
// Why two readers: game_from_json and nlohmann's parser are the definition of what a game's
// JSON means and of every message about JSON that is wrong (tests and users hold on to
// those bytes: the JSON path, nlohmann's "syntax error while parsing ..." with its column).
// Building the same messages from simdjson's errors is not possible (its errors say less),
// so the fast reader only ever says "this game is fine, here is its record" or "not mine".
// It declines whatever it is not sure of, and the caller then reads that one game with
// nlohmann, which finds the same record or throws the message of old. For that to be exact
// the fast reader must never accept a text nlohmann would refuse: it looks at every value
// (On-Demand would skip what is not asked for unchecked), and declines any doubt.
#include "writing/json_read.h"

#include <simdjson.h>

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <exception>
#include <optional>
#include <stdexcept>

#include "cinc/notation/limits.h"
#include "writing/game_json.h"

namespace cinc::tools {

static_assert(kJsonReadPadding >= simdjson::SIMDJSON_PADDING, "kJsonReadPadding is simdjson's padding");

namespace {

namespace od = simdjson::ondemand;

/// Nesting of values the check of a skipped value follows (simdjson stops at 1024 anyway).
constexpr int kMaxCheckDepth = 1024;

/// A field's key as written, when it has no escape (then it is the key itself: stage 1 has
/// checked its UTF-8 and that it holds no control character); false when it has one (the
/// game is declined rather than the key unescaped: cinc never writes one).
bool plain_key(od::field& field, std::string_view& key) {
  const char* const from = field.key().raw();  // after the opening quote; a closing one follows
  const char* p = from;
  while (*p != '"' && *p != '\\') ++p;
  if (*p == '\\') return false;
  key = std::string_view(from, static_cast<std::size_t>(p - from));
  return true;
}

/// A string value's text: straight from the input when it has no escape (as plain_key),
/// else unescaped by simdjson. False when the value is not a string or an escape is wrong.
bool string_value(od::value& v, std::string_view& out) {
  const std::string_view token = v.raw_json_token();
  if (token.empty() || token.front() != '"') return false;
  // The token is the string and the blanks up to the next one: back to its closing quote.
  std::size_t end = token.size();
  while (end > 1 && token[end - 1] != '"') --end;
  const std::string_view inner = token.substr(1, end - 2);
  if (inner.find('\\') != std::string_view::npos) return !v.get_string().get(out);
  // Taken as read, without unescaping: a value left unread would be stepped over by
  // On-Demand's skipping, which does not look at what follows it (a ':' in an array).
  od::raw_json_string raw;
  if (v.get_raw_json_string().get(raw)) return false;
  out = inner;
  return true;
}

/// Checks a value the reader does not keep as nlohmann's parser would check it: every key,
/// string, number and literal read (On-Demand skips unread values without looking inside).
/// False on any error.
bool check_value(od::value& v, int depth) {
  if (depth > kMaxCheckDepth) return false;
  od::json_type type{};
  if (v.type().get(type)) return false;
  switch (type) {
    case od::json_type::object: {
      od::object object;
      if (v.get_object().get(object)) return false;
      for (auto f : object) {
        od::field field;
        std::string_view key;
        if (std::move(f).get(field) || !plain_key(field, key)) return false;
        if (!check_value(field.value(), depth + 1)) return false;
      }
      return true;
    }
    case od::json_type::array: {
      od::array array;
      if (v.get_array().get(array)) return false;
      for (auto item : array) {
        od::value value;
        if (std::move(item).get(value) || !check_value(value, depth + 1)) return false;
      }
      return true;
    }
    case od::json_type::string: {
      std::string_view s;
      return string_value(v, s);
    }
    case od::json_type::number: {
      // Numbers nlohmann takes and simdjson does not (integers past 64 bits) are declined.
      double d = 0;
      return !v.get_double().get(d);
    }
    case od::json_type::boolean: {
      bool b = false;
      return !v.get_bool().get(b);
    }
    case od::json_type::null: {
      bool is_null = false;
      return !v.is_null().get(is_null) && is_null;
    }
  }
  return false;
}

/// The members of a move's object the reader looks at; any other is only checked.
enum class MoveKey : unsigned { canonical, text, nags, comments_before, comments, variations, other };

/// Whether `key` is `name` (by length first: most keys of a move are none of these).
template <std::size_t N>
bool key_is(std::string_view key, const char (&name)[N]) {
  return key.size() == N - 1 && std::memcmp(key.data(), name, N - 1) == 0;
}

/// Which member of a move `key` names.
MoveKey move_key(std::string_view key) {
  if (key_is(key, "canonical")) return MoveKey::canonical;
  if (key_is(key, "text")) return MoveKey::text;
  if (key_is(key, "nags")) return MoveKey::nags;
  if (key_is(key, "comments_before")) return MoveKey::comments_before;
  if (key_is(key, "comments")) return MoveKey::comments;
  if (key_is(key, "variations")) return MoveKey::variations;
  return MoveKey::other;
}

/// An array of strings as comments (comments_from's).
bool read_comments(od::value& v, std::vector<notation::Comment>& out) {
  od::array array;
  if (v.get_array().get(array)) return false;
  for (auto item : array) {
    od::value value;
    std::string_view s;
    if (std::move(item).get(value) || !string_value(value, s)) return false;
    out.push_back(notation::Comment{std::string(s), {}});
  }
  return true;
}

/// A move's NAGs: integers from 0 to kMaxNag (line_from's test).
bool read_nags(od::value& v, std::vector<int>& out) {
  od::array array;
  if (v.get_array().get(array)) return false;
  for (auto item : array) {
    std::int64_t n = 0;  // get_int64 takes integers alone, as is_number_integer does
    if (item.get_int64().get(n) || n < 0 || n > notation::limits::kMaxNag) return false;
    out.push_back(static_cast<int>(n));
  }
  return true;
}

bool read_line(od::value& v, int depth, notation::Variation& line);

/// One move's object, the `index`-th of `line` (line_from's reading of it).
bool read_move_object(od::value& v, std::size_t index, int depth, notation::Variation& line) {
  od::object object;
  if (v.get_object().get(object)) return false;
  notation::MoveNode node;
  std::string text;  // "text", used when "canonical" is not a string
  bool canonical = false, has_text = false;
  unsigned seen = 0;
  for (auto f : object) {
    od::field field;
    std::string_view key;
    if (std::move(f).get(field) || !plain_key(field, key)) return false;
    const MoveKey which = move_key(key);
    if (which != MoveKey::other) {
      // Named twice: nlohmann keeps the last value, in the first's place. Not worth copying.
      const unsigned bit = 1u << static_cast<unsigned>(which);
      if (seen & bit) return false;
      seen |= bit;
    }
    od::value& value = field.value();
    od::json_type type{};
    switch (which) {
      case MoveKey::canonical:
      case MoveKey::text: {
        if (value.type().get(type)) return false;
        if (type != od::json_type::string) {
          if (!check_value(value, depth + 1)) return false;
          break;
        }
        std::string_view s;
        if (!string_value(value, s)) return false;
        if (which == MoveKey::canonical) {
          node.text.assign(s);
          canonical = true;
        } else {
          text.assign(s);
          has_text = true;
        }
        break;
      }
      case MoveKey::nags:
        if (!read_nags(value, node.nags)) return false;
        break;
      case MoveKey::comments_before:
        if (index != 0 || !read_comments(value, line.leading_comments)) return false;
        break;
      case MoveKey::comments:
        if (!read_comments(value, node.comments)) return false;
        break;
      case MoveKey::variations: {
        od::array array;
        if (value.get_array().get(array)) return false;
        for (auto item : array) {
          od::value variation;
          if (std::move(item).get(variation)) return false;
          node.variations.emplace_back();
          if (!read_line(variation, depth + 1, node.variations.back())) return false;
        }
        break;
      }
      case MoveKey::other:
        if (!check_value(value, depth + 1)) return false;
        break;
    }
  }
  if (!canonical) {
    if (!has_text) return false;
    node.text = std::move(text);
  }
  if (node.text.empty()) return false;
  line.moves.push_back(std::move(node));
  return true;
}

/// A line: an array of moves, each an object or a move's text alone (line_from's reading).
bool read_line(od::value& v, int depth, notation::Variation& line) {
  if (depth > notation::limits::kMaxVariationDepth) return false;
  od::array array;
  if (v.get_array().get(array)) return false;
  std::size_t index = 0;
  for (auto item : array) {
    od::value move;
    od::json_type type{};
    if (std::move(item).get(move) || move.type().get(type)) return false;
    if (type == od::json_type::string) {  // json --moves san
      std::string_view s;
      if (!string_value(move, s) || s.empty()) return false;
      notation::MoveNode node;
      node.text.assign(s);
      line.moves.push_back(std::move(node));
    } else if (!read_move_object(move, index, depth, line)) {
      return false;
    }
    ++index;
  }
  return true;
}

/// The game's "tags": an object of strings, each name once.
bool read_tags(od::value& v, std::vector<notation::Tag>& tags) {
  od::object object;
  if (v.get_object().get(object)) return false;
  for (auto f : object) {
    od::field field;
    std::string_view name, value;
    if (std::move(f).get(field) || !plain_key(field, name)) return false;
    std::string key(name);
    if (!string_value(field.value(), value)) return false;
    for (const notation::Tag& t : tags)
      if (t.name == key) return false;  // named twice (nlohmann: the last value, in the first's place)
    tags.push_back(notation::Tag{std::move(key), std::string(value), {}});
  }
  return true;
}

/// The members of a game's object the reader looks at; any other is only checked.
enum class GameKey : unsigned { tags, moves, comments_before, result, other };

/// Which member of a game `key` names.
GameKey game_key(std::string_view key) {
  if (key_is(key, "tags")) return GameKey::tags;
  if (key_is(key, "moves")) return GameKey::moves;
  if (key_is(key, "comments_before")) return GameKey::comments_before;
  if (key_is(key, "result")) return GameKey::result;
  return GameKey::other;
}

/// A game's "result": null, or a string that is a result token.
bool read_result(od::value& v, std::string& result) {
  od::json_type type{};
  if (v.type().get(type)) return false;
  if (type == od::json_type::null) {
    bool is_null = false;
    return !v.is_null().get(is_null) && is_null;
  }
  std::string_view s;
  if (!string_value(v, s) || !notation::is_result_token(s)) return false;
  result.assign(s);
  return true;
}

/// A game's object (game_from_json's reading), the document's only value.
bool read_game(od::document& doc, notation::GameRecord& record) {
  od::object object;
  if (doc.get_object().get(object)) return false;
  std::optional<std::vector<notation::Comment>> comments_before;
  unsigned seen = 0;
  for (auto f : object) {
    od::field field;
    std::string_view key;
    if (std::move(f).get(field) || !plain_key(field, key)) return false;
    const GameKey which = game_key(key);
    if (which != GameKey::other) {
      const unsigned bit = 1u << static_cast<unsigned>(which);
      if (seen & bit) return false;
      seen |= bit;
    }
    od::value& value = field.value();
    bool ok = false;
    switch (which) {
      case GameKey::tags: ok = read_tags(value, record.tags); break;
      case GameKey::moves: ok = read_line(value, 0, record.main); break;
      case GameKey::comments_before: ok = read_comments(value, comments_before.emplace()); break;
      case GameKey::result: ok = read_result(value, record.result); break;
      case GameKey::other: ok = check_value(value, 1); break;
    }
    if (!ok) return false;
  }
  constexpr unsigned kNeeded = (1u << static_cast<unsigned>(GameKey::tags)) | (1u << static_cast<unsigned>(GameKey::moves));
  if ((seen & kNeeded) != kNeeded) return false;
  if (comments_before) {
    if (!record.main.moves.empty()) return false;
    record.main.leading_comments = std::move(*comments_before);
  }
  // Nothing may follow the object (the splitter's texts end there; other callers' may not).
  return doc.current_location().error() != simdjson::SUCCESS;
}

}  // namespace

struct JsonRecordReader::Impl {
  od::parser parser;
};

JsonRecordReader::JsonRecordReader() : impl_(std::make_unique<Impl>()) {}
JsonRecordReader::~JsonRecordReader() = default;

bool JsonRecordReader::read(std::string_view text, std::size_t readable, notation::GameRecord& record) {
  if (readable < text.size() + kJsonReadPadding) return false;
  record = notation::GameRecord{};
  od::document doc;
  if (impl_->parser.iterate(simdjson::padded_string_view(text.data(), text.size(), readable)).get(doc)) return false;
  return read_game(doc, record);
}

std::vector<notation::GameRecord> game_records_in_json_text(const std::string& text) {
  JsonGameSplitter splitter(notation::text_source(text));
  JsonRecordReader reader;
  std::vector<notation::GameRecord> records;
  // games_in_json_text parsed every game before game_from_json saw the first: a wrong game's
  // content is told only when no structure or syntax error follows it.
  std::optional<std::string> content_error;
  std::string game;
  std::uint64_t line = 0;
  while (splitter.next(game, line)) {
    const std::size_t size = game.size();
    game.append(kJsonReadPadding, ' ');
    notation::GameRecord record;
    if (reader.read(std::string_view(game.data(), size), game.size(), record)) {
      if (!content_error) records.push_back(std::move(record));
      continue;
    }
    game.resize(size);
    nlohmann::ordered_json object;
    try {
      object = nlohmann::ordered_json::parse(game);
    } catch (const nlohmann::ordered_json::parse_error& e) {
      throw std::runtime_error("JSON line " + std::to_string(line) + ": " + e.what());
    }
    if (content_error) continue;
    try {
      records.push_back(game_from_json(object));
    } catch (const std::exception& e) {
      content_error = "game " + std::to_string(records.size() + 1) + ": " + e.what();
    }
  }
  if (content_error) throw std::runtime_error(*content_error);
  return records;
}

}  // namespace cinc::tools
