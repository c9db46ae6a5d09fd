// Reading games' JSON back (writing/json_read.h): simdjson's reader gives the record
// game_from_json gives on every sample and on random games, declines every game that
// nlohmann's parser or game_from_json refuses (so that their messages are still the ones
// shown), and never takes a mutated text they refuse; the splitter cuts the games as a plain
// byte-by-byte cutter does, wherever the reads end; Python's reading keeps the order of its
// errors. The three largest cases (every sample in every layout, the mutations, the
// splitter's cuts) are in the doctest suite "long": the sanitizer run of scripts/test.sh
// leaves them out (they took it minutes), the first run and the fuzz target cover them.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <optional>
#include <random>

#include "cinc/game/replay.h"
#include "cinc/notation/writer.h"
#include "corpus.h"
#include "support/run_cinc.h"
#include "writing/game_json.h"
#include "writing/json_read.h"

using namespace cinc;

namespace {

/// Everything of a record that JSON carries, exactly (tags in order, the tree of lines).
void dump_line(std::string& out, const notation::Variation& line) {
  out += "(";
  for (const auto& c : line.leading_comments) out += "{" + c.text + "}";
  for (const auto& m : line.moves) {
    out += " <" + m.text + ">";
    for (const int n : m.nags) out += " $" + std::to_string(n);
    for (const auto& c : m.comments) out += " {" + c.text + "}";
    for (const auto& v : m.variations) dump_line(out, v);
  }
  out += ")";
}

/// A record as text to compare: its exact content, then as CGN.
std::string dump(const notation::GameRecord& record) {
  std::string out;
  for (const auto& t : record.tags) out += "[" + t.name + "=" + t.value + "]";
  dump_line(out, record.main);
  out += " result=" + record.result + "\n";
  out += notation::write_game(record, {}, {"Dark", "Light"});
  return out;
}

/// The fast reader on one game's text, padded as it needs: the record, or nothing (declined).
std::optional<std::string> fast(tools::JsonRecordReader& reader, const std::string& text) {
  std::string padded = text;
  padded.append(tools::kJsonReadPadding, '\xff');  // any bytes may follow the text
  notation::GameRecord record;
  if (!reader.read(std::string_view(padded.data(), text.size()), padded.size(), record)) return std::nullopt;
  return dump(record);
}

/// What the reader of old makes of a game's text: the record, or the message
/// (`cinc json --to-cgn` prefixes "JSON line N: " to a parse error, "game N: " to the rest).
struct SlowResult {
  std::optional<std::string> record;
  std::string error;
};

SlowResult slow(const std::string& text) {
  SlowResult r;
  try {
    r.record = dump(tools::game_from_json(nlohmann::ordered_json::parse(text)));
  } catch (const nlohmann::ordered_json::parse_error& e) {
    r.error = std::string("parse: ") + e.what();
  } catch (const std::exception& e) {
    r.error = e.what();
  }
  return r;
}

/// The games of a JSON text, cut by the splitter (reads of `chunk` bytes at most).
std::vector<std::string> split(const std::string& text, std::size_t chunk = std::size_t{1} << 20) {
  std::size_t at = 0;
  tools::JsonGameSplitter splitter([&](char* into, std::size_t size) {
    const std::size_t n = std::min({size, chunk, text.size() - at});
    std::memcpy(into, text.data() + at, n);
    at += n;
    return n;
  });
  std::vector<std::string> games;
  std::string game;
  std::uint64_t line = 0;
  while (splitter.next(game, line)) games.push_back(game);
  return games;
}

/// Every game of the text read both ways: the same record; returns how many the fast
/// reader declined.
std::size_t expect_same_records(const std::string& json, const std::string& where) {
  tools::JsonRecordReader reader;
  std::size_t declined = 0;
  for (const std::string& game : split(json)) {
    const SlowResult old = slow(game);
    REQUIRE_MESSAGE(old.record.has_value(), (where + ": " + old.error));
    const auto now = fast(reader, game);
    if (!now) {
      ++declined;
      continue;
    }
    CHECK_MESSAGE(*now == *old.record, where);
  }
  return declined;
}

/// A random game's JSON, as `cinc json` writes it.
std::string random_game_json(std::mt19937_64& rng, int index) {
  const bench::CorpusOptions options;
  const notation::GameRecord record = bench::random_game(rng, options, index);
  const game::ReplayedGame replayed = game::replay(record, game::ReplayOptions{.fen_after = true, .canonical = true});
  std::string out;
  tools::write_game_json(out, record, replayed, tools::JsonContent{});
  return out;
}

}  // namespace

TEST_CASE("json read: every sample, in every layout of cinc json, reads as game_from_json reads it" * doctest::test_suite("long")) {
  const std::string src = CINC_SOURCE_DIR;
  std::vector<std::string> files;
  for (const char* folder : {"samples", "tests/records", "tests/malformed"}) {
    if (!std::filesystem::exists(src + "/" + folder)) continue;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(src + "/" + folder)) {
      const std::string ext = entry.path().extension().string();
      if (entry.is_regular_file() && (ext == ".cgn" || ext == ".pdn")) files.push_back(entry.path().string());
    }
  }
  std::sort(files.begin(), files.end());
  REQUIRE(files.size() > 50);
  std::size_t games = 0;
  for (const std::vector<std::string>& style :
       {std::vector<std::string>{}, {"--moves", "san"}, {"--pretty"}, {"--no-fen"}, {"--ndjson"}}) {
    for (const std::string& file : files) {
      std::vector<std::string> args = {"json", "--jobs", "1", file};
      args.insert(args.end(), style.begin(), style.end());
      const auto r = test::run_cinc(args);
      if (r.out.empty()) continue;  // not a record file cinc reads
      const std::string where = file + " " + (style.empty() ? "" : style[0]);
      const std::size_t declined = expect_same_records(r.out, where);
      // What cinc writes takes the fast way, every game of it.
      CHECK_MESSAGE(declined == 0, where);
      games += split(r.out).size();
    }
  }
  MESSAGE(games << " games of " << files.size() << " files in 5 layouts");
  CHECK(games > 500);
}

TEST_CASE("json read: random games with comments, NAGs, clocks and variations") {
  std::mt19937_64 rng(20261128);
  std::string all;
  for (int i = 0; i < 300; ++i) all += random_game_json(rng, i) + "\n";
  CHECK(expect_same_records(all, "random games") == 0);
}

TEST_CASE("json read: valid games out of the ordinary read alike") {
  const std::vector<std::string> games = {
      // Escapes in strings: quotes, backslashes, control characters, BMP and astral code points.
      R"({"tags": {"Event": "a \"b\" \\ c\n\t\u00e9\ud83d\ude00 \u0000"}, "moves": [{"text": "Hf7-d5", )"
      R"("comments": ["x\/y", "\u20ac"], "nags": [0, 255, -0]}], "result": "*"})",
      // A move's canonical null: its text is taken; moves as text alone; unknown members anywhere.
      R"({"x": {"y": [1, 2.5e-3, true, false, null, {"z": []}]}, "tags": {}, "moves": [{"text": "Hf7-d5", )"
      R"("canonical": null, "extra": [[], {}]}, "Ab4-c4"], "result": null})",
      // Pretty, with blanks everywhere.
      "{\n  \"tags\" : { \"Event\" : \"e\" } ,\n  \"moves\" : [ ] ,\n  \"comments_before\" : [ \"only\" ]\n}\n",
      // A game with no moves and its comments; members in any order.
      R"({"comments_before": ["a", "b"], "result": "1-0", "moves": [], "tags": {"White": "w"}})",
      // Variations, nested, with comments before a line's first move.
      R"({"tags": {}, "moves": [{"text": "Hf7-d5", "comments_before": ["pre"], "variations": [[{"text": "Ab4-c4", )"
      R"("variations": [["Ab4-c3"]]}], []]}]})",
  };
  tools::JsonRecordReader reader;
  for (const std::string& game : games) {
    CAPTURE(game);
    const SlowResult old = slow(game);
    REQUIRE_MESSAGE(old.record.has_value(), old.error);
    const auto now = fast(reader, game);
    REQUIRE(now.has_value());
    CHECK(*now == *old.record);
  }
}

TEST_CASE("json read: every game the reader of old refuses is declined, and keeps its message") {
  // Each with (part of) the message game_from_json or nlohmann's parser gives, which
  // `cinc json --to-cgn` and from_json show.
  const std::vector<std::pair<std::string, std::string>> broken = {
      // Truncated inside the game's text (the splitter only balances brackets).
      {R"({"tags": {}, "moves": [{"text": "Hf7-d5"]})", "parse: [json.exception.parse_error.101]"},
      {R"({"tags": {}, "moves": [}])", "parse: [json.exception.parse_error.101]"},
      // Wrong types.
      {R"({"tags": 5, "moves": []})", "JSON game.tags: expected an object of strings"},
      {R"({"tags": {"Event": 1}, "moves": []})", "JSON game.tags.Event: expected a string"},
      {R"({"tags": {}, "moves": {}})", "JSON game.moves: expected an array of moves"},
      {R"({"tags": {}, "moves": [5]})", "JSON game.moves[0]: expected an object"},
      {R"({"tags": {}, "moves": [""]})", "JSON game.moves[0]: expected the move as a string"},
      {R"({"tags": {}, "moves": [{"text": ""}]})", "JSON game.moves[0].text: expected the move as a string"},
      {R"({"tags": {}, "moves": [{"canonical": null}]})", "JSON game.moves[0]: missing \"text\""},
      {R"({"tags": {}, "moves": [{"text": 7}]})", "JSON game.moves[0].text: expected the move as a string"},
      {R"({"tags": {}, "moves": [{"text": "a", "nags": [256]}]})", "JSON game.moves[0].nags: a NAG is a number"},
      {R"({"tags": {}, "moves": [{"text": "a", "nags": [-1]}]})", "JSON game.moves[0].nags: a NAG is a number"},
      {R"({"tags": {}, "moves": [{"text": "a", "nags": [1.0]}]})", "JSON game.moves[0].nags: a NAG is a number"},
      {R"({"tags": {}, "moves": [{"text": "a", "nags": 1}]})", "JSON game.moves[0].nags: expected an array of numbers"},
      {R"({"tags": {}, "moves": [{"text": "a", "comments": [1]}]})", "JSON game.moves[0].comments[0]: expected a string"},
      {R"({"tags": {}, "moves": [{"text": "a", "comments": "c"}]})", "JSON game.moves[0].comments: expected an array"},
      {R"({"tags": {}, "moves": [{"text": "a"}, {"text": "b", "comments_before": []}]})",
       "JSON game.moves[1].comments_before: only the first move of a line"},
      {R"({"tags": {}, "moves": [{"text": "a", "variations": [5]}]})",
       "JSON game.moves[0].variations[0]: expected an array of moves"},
      {R"({"tags": {}, "moves": [{"text": "a", "variations": {}}]})",
       "JSON game.moves[0].variations: expected an array of move arrays"},
      {R"({"tags": {}, "moves": ["a"], "comments_before": ["c"]})", "JSON game.comments_before: only a game without moves"},
      {R"({"tags": {}, "moves": [], "result": "2-0"})", "JSON game.result: expected 1-0, 0-1"},
      {R"({"tags": {}, "moves": [], "result": 1})", "JSON game.result: expected a string"},
      {R"({"moves": []})", "JSON game: missing \"tags\""},
      {R"({"tags": {}})", "JSON game: missing \"moves\""},
      // Bad escapes, invalid UTF-8, control characters, lone surrogates.
      {R"({"tags": {"E": "\x"}, "moves": []})", "parse: [json.exception.parse_error.101]"},
      {R"({"tags": {"E": "\u12"}, "moves": []})", "parse: [json.exception.parse_error.101]"},
      {R"({"tags": {"E": "\ud800"}, "moves": []})", "surrogate U+D800..U+DBFF must be followed by U+DC00..U+DFFF"},
      {R"({"tags": {"E": "\udc00"}, "moves": []})", "surrogate U+DC00..U+DFFF must follow U+D800..U+DBFF"},
      {"{\"tags\": {\"E\": \"\xc3\x28\"}, \"moves\": []}", "ill-formed UTF-8 byte"},
      {"{\"tags\": {\"E\": \"\xed\xa0\x80\"}, \"moves\": []}", "ill-formed UTF-8 byte"},
      {"{\"tags\": {}, \"moves\": [], \"x\": \"\xff\"}", "ill-formed UTF-8 byte"},
      {"{\"tags\": {\"E\": \"a\tb\"}, \"moves\": []}", "control character U+0009 (HT) must be escaped"},
      {"{\"tags\": {}, \"moves\": [], \"x\": \"a\x01\"}", "control character U+0001 (SOH) must be escaped"},
      // Numbers and literals nlohmann refuses, in members the reader only checks.
      {R"({"tags": {}, "moves": [], "x": 01})", "parse: [json.exception.parse_error.101]"},
      {R"({"tags": {}, "moves": [], "x": 1.})", "parse: [json.exception.parse_error.101]"},
      {R"({"tags": {}, "moves": [], "x": -})", "parse: [json.exception.parse_error.101]"},
      {R"({"tags": {}, "moves": [], "x": nul})", "parse: [json.exception.parse_error.101]"},
      {R"({"tags": {}, "moves": [], "x": truex})", "parse: [json.exception.parse_error.101]"},
      {R"({"tags": {}, "moves": [], "x": 1e400})", "number overflow parsing '1e400'"},
      {R"({"tags": {}, "moves": [], "x": [1,]})", "parse: [json.exception.parse_error.101]"},
      {R"({"tags": {}, "moves": [], "x": [1 2]})", "parse: [json.exception.parse_error.101]"},
      {R"({"tags": {}, "moves": [], "x": {"a" 1}})", "parse: [json.exception.parse_error.101]"},
      {R"({"tags": {}, "moves": [], "x": {"a": 1,}})", "parse: [json.exception.parse_error.101]"},
      {R"({"tags": {}, "moves": [], "x": [1}, "y": 2]})", "parse: [json.exception.parse_error.101]"},
      {R"({"tags": {}, "moves": [],})", "parse: [json.exception.parse_error.101]"},
      {R"({"tags": {}, "moves": []]})", "parse: [json.exception.parse_error.101]"},
      {R"({"tags": {}, "moves": [], "\x": 1})", "parse: [json.exception.parse_error.101]"},
  };
  tools::JsonRecordReader reader;
  for (const auto& [text, message] : broken) {
    CAPTURE(text);
    const SlowResult old = slow(text);
    REQUIRE_FALSE(old.record.has_value());
    CHECK_MESSAGE(old.error.find(message) != std::string::npos, old.error);
    CHECK_FALSE(fast(reader, text).has_value());
  }
  // Variations nested deeper than the limit: the reader of old says so, the new one declines.
  std::string deep = R"({"tags": {}, "moves": )";
  for (int d = 0; d <= notation::limits::kMaxVariationDepth + 1; ++d) deep += R"([{"text": "a", "variations": [)";
  deep += "[]";
  for (int d = 0; d <= notation::limits::kMaxVariationDepth + 1; ++d) deep += "]}]";
  deep += "}";
  const SlowResult old = slow(deep);
  CHECK(old.error.find("variations nested deeper than 100") != std::string::npos);
  CHECK_FALSE(fast(reader, deep).has_value());
  // Members named twice: nlohmann keeps the last value (in the first's place); declined.
  for (const std::string twice : {R"({"tags": {}, "tags": {"E": "x"}, "moves": []})",
                                  R"({"tags": {"E": "x", "E": "y"}, "moves": []})",
                                  R"({"tags": {}, "moves": [{"text": "a", "text": "b"}]})"}) {
    CAPTURE(twice);
    CHECK(slow(twice).record.has_value());
    CHECK_FALSE(fast(reader, twice).has_value());
  }
}

TEST_CASE("json read: no mutation of a game's text is taken that the reader of old refuses" * doctest::test_suite("long")) {
  std::mt19937_64 rng(40004);
  std::vector<std::string> seeds;
  for (int i = 0; i < 6; ++i) seeds.push_back(random_game_json(rng, i));
  seeds.push_back(R"({"tags": {"E": "a\"\\\u00e9"}, "moves": [{"text": "Hf7-d5", "nags": [3], "comments": ["c"]}, "Ab4-c4"], "result": "*"})");
  // Bytes that matter to JSON, and some that do not belong in it.
  const std::string alphabet = "{}[]\":,\\ \n0123456789-+.eEtrufalsn\x01\x7f\xc3\xa9\xff\xed";
  tools::JsonRecordReader reader;
  int taken = 0, refused = 0;
  for (int round = 0; round < 30000; ++round) {
    std::string text = seeds[rng() % seeds.size()];
    const int edits = 1 + static_cast<int>(rng() % 3);
    for (int e = 0; e < edits && !text.empty(); ++e) {
      const std::size_t at = rng() % text.size();
      const char c = alphabet[rng() % alphabet.size()];
      switch (rng() % 3) {
        case 0: text[at] = c; break;
        case 1: text.insert(text.begin() + static_cast<std::ptrdiff_t>(at), c); break;
        default: text.erase(at, 1 + rng() % 4); break;
      }
    }
    const auto now = fast(reader, text);
    if (!now) continue;
    const SlowResult old = slow(text);
    if (!old.record) ++refused;
    REQUIRE_MESSAGE(old.record.has_value(), (text + "\n" + old.error));
    CHECK_MESSAGE(*now == *old.record, text);
    ++taken;
  }
  MESSAGE(taken << " mutated texts taken, all as the reader of old reads them");
  CHECK(refused == 0);
  CHECK(taken > 1000);
}

namespace {

/// The games of a JSON text as the splitter cut them before it scanned blocks: byte by
/// byte, a game from '{' to the bracket that brings the depth back to 0, strings skipped.
/// (Only for the forms the test makes: an array of games.)
std::vector<std::string> plain_cut(const std::string& text) {
  std::vector<std::string> games;
  std::size_t i = text.find('[') + 1;
  for (;;) {
    while (i < text.size() && text[i] != '{') ++i;
    if (i >= text.size()) return games;
    const std::size_t start = i;
    std::size_t depth = 0;
    bool in_string = false;
    for (; i < text.size(); ++i) {
      const char c = text[i];
      if (in_string) {
        if (c == '\\') ++i;
        else if (c == '"') in_string = false;
      } else if (c == '"') {
        in_string = true;
      } else if (c == '{' || c == '[') {
        ++depth;
      } else if ((c == '}' || c == ']') && --depth == 0) {
        break;
      }
    }
    games.push_back(text.substr(start, i + 1 - start));
    ++i;
  }
}

}  // namespace

TEST_CASE("json read: the splitter cuts games as a byte-by-byte cutter, wherever the reads end" * doctest::test_suite("long")) {
  std::mt19937_64 rng(7);
  // Strings full of backslashes, quotes and brackets, some long, at every offset of a block.
  const auto random_string = [&] {
    std::string s;
    const std::size_t n = rng() % 3 == 0 ? rng() % 200 : rng() % 12;
    for (std::size_t k = 0; k < n; ++k) {
      switch (rng() % 6) {
        case 0: s += "\\\\"; break;
        case 1: s += "\\\""; break;
        case 2: s += "{[]}"[rng() % 4]; break;
        case 3: s += "\\n"; break;
        default: s += static_cast<char>('a' + rng() % 26); break;
      }
    }
    return "\"" + s + "\"";
  };
  std::string text = "{\"games\": [";
  for (int g = 0; g < 200; ++g) {
    if (g) text += rng() % 2 ? ",\n" : ",";
    text += "{\"tags\": {\"Event\": " + random_string() + "}, \"moves\": [";
    const int moves = static_cast<int>(rng() % 40);
    for (int m = 0; m < moves; ++m) {
      if (m) text += ", ";
      text += "{\"text\": " + random_string() + ", \"variations\": [[" + random_string() + "], [{\"a\": [[]]}]]}";
    }
    text += "]}";
  }
  text += "]}";
  const std::vector<std::string> expected = plain_cut(text);
  REQUIRE(expected.size() == 200);
  for (const std::size_t chunk : {std::size_t{1}, std::size_t{7}, std::size_t{63}, std::size_t{64}, std::size_t{65},
                                  std::size_t{1000}, std::size_t{1} << 20}) {
    CAPTURE(chunk);
    CHECK(split(text, chunk) == expected);
  }
  // The line each game starts on.
  std::size_t at = 0;
  tools::JsonGameSplitter splitter([&](char* into, std::size_t size) {
    const std::size_t n = std::min({size, std::size_t{100}, text.size() - at});
    std::memcpy(into, text.data() + at, n);
    at += n;
    return n;
  });
  std::string game;
  std::uint64_t line = 0;
  std::size_t searched = 0;
  for (const std::string& want : expected) {
    REQUIRE(splitter.next(game, line));
    const std::size_t where = text.find(want, searched);
    searched = where + want.size();
    CHECK(line == 1 + static_cast<std::uint64_t>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(where), '\n')));
  }
}

TEST_CASE("json read: the splitter's messages and lines, as before") {
  const auto error_of = [](const std::string& text) {
    try {
      (void)split(text, 5);
    } catch (const std::runtime_error& e) {
      return std::string(e.what());
    }
    return std::string("no error");
  };
  CHECK(error_of("[\n{\"a\": \"b\\") == "JSON line 2: the input ends inside a string");
  CHECK(error_of("[\n{\"a\": \"b\n\n") == "JSON line 4: the input ends inside a string");
  CHECK(error_of("[\n{\"a\": [1,\n") == "JSON line 3: the input ends inside an object or array");
  CHECK(error_of("{\"games\": [\n{\"tags\": {}, \"moves\": []},\n{\"tags\": {\"Event\": \"x\"]\n]}\n") ==
        "JSON line 4: expected ',' or ']' between games");  // the third game ends at line 4's ']'
  CHECK(error_of("[\n{\"tags\": {\"Event\": \"x\"}}\n{") == "JSON line 3: expected ',' or ']' between games");
  CHECK(error_of("[{}\n\n x") == "JSON line 3: expected ',' or ']' between games");
  CHECK(error_of("\n\n5") == "JSON line 3: expected {\"games\": [...]}, an array of games or a game object");
  CHECK(error_of("{\"a\": 1, \"b\": }") == "JSON line 1: unexpected '}'");
}

TEST_CASE("json read: Python's reading gives its errors in the order of old") {
  // The order of old: games_in_json_text parsed every game (structure and syntax errors),
  // then game_from_json read each (the first wrong game's content).
  const auto old_way = [](const std::string& text) {
    try {
      const auto objects = tools::games_in_json_text(text);
      std::size_t n = 0;
      std::string out;
      for (const auto& object : objects) {
        try {
          out += dump(tools::game_from_json(object));
          ++n;
        } catch (const std::exception& e) {
          return "game " + std::to_string(n + 1) + ": " + e.what();
        }
      }
      return out;
    } catch (const std::exception& e) {
      return std::string(e.what());
    }
  };
  const auto new_way = [](const std::string& text) {
    try {
      std::string out;
      for (const auto& record : tools::game_records_in_json_text(text)) out += dump(record);
      return out;
    } catch (const std::exception& e) {
      return std::string(e.what());
    }
  };
  const std::string good = R"({"tags": {"Event": "e"}, "moves": ["Hf7-d5", {"text": "Ab4-c4", "nags": [1]}], "result": "*"})";
  const std::string content = R"({"tags": 5, "moves": []})";
  const std::string syntax = R"({"tags": {}, "moves": [1 2]})";
  for (const std::string& text :
       {"[" + good + "," + good + "]", "[" + good + "," + content + "," + good + "]",
        "[" + content + "," + syntax + "]", "[" + good + "," + content + "," + good + "," + content + "]",
        "[" + good + "," + content + "]\n[" + good, "[" + syntax + "," + content + "]", good + "\n" + good + "\n",
        std::string("{\"games\": [") + good + "], \"x\": [1]}", std::string("[") + good + ", 5]",
        "[" + good + R"(, {"tags": {}, "moves": [], "x": 1e400}])"}) {
    CAPTURE(text);
    CHECK(new_way(text) == old_way(text));
  }
}
