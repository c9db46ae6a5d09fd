// GameStream reads exactly what Reader reads from the whole text, whatever the sizes of
// the reads, and holds a game of at most the game size limit (at the limit and one past).
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "cinc/notation/limits.h"
#include "cinc/notation/reader.h"
#include "cinc/notation/stream.h"
#include "notation_test_util.h"

using namespace cinc::notation;

namespace {

using test::describe_record;
using test::whole_text_games;
using test::file_text;
using test::source_of;

std::vector<std::string> streamed_games(const std::string& text, bool pdn, StreamOptions options,
                                        std::size_t most_per_read) {
  options.pdn_file = pdn;
  std::vector<std::string> out;
  GameStream stream(source_of(text, most_per_read), options);
  GameRecord g;
  while (stream.next(g)) out.push_back(describe_record(g));
  test::describe_trailing_notes(stream.take_leftover_notes(), out);
  CHECK(stream.bytes_read() == text.size());
  return out;
}

}  // namespace

TEST_CASE("stream: every sample and malformed file reads as from the whole text, for any read size") {
  const std::vector<std::filesystem::path> files = test::record_files();
  REQUIRE(files.size() > 100);
  std::size_t games = 0;
  for (const auto& path : files) {
    const std::string text = file_text(path);
    const bool pdn = path.extension() == ".pdn";
    const auto expected = whole_text_games(text, pdn);
    games += expected.size();
    // Tiny reads and windows cross every token, line end (CR LF split too) and game.
    // (Each read searches the window back to its last line end, so one-byte reads cost
    // the square of a line's length: they are kept to the smaller files.)
    std::vector<std::size_t> reads = {61, 4096};
    if (text.size() < 20000) reads = {1, 2, 3, 7, 64, 4096};
    for (const std::size_t read : reads) {
      StreamOptions options;
      options.read_bytes = read;
      const auto got = streamed_games(text, pdn, options, read);
      CHECK_MESSAGE(got == expected, (path.string() + ", reads of " + std::to_string(read) + " bytes"));
    }
    // Short reads from the source (a pipe) with the usual window size.
    CHECK_MESSAGE(streamed_games(text, pdn, StreamOptions{}, 5) == expected, path.string());
  }
  CHECK(games > 200);
}

TEST_CASE("stream: windows that end in every place of a file of many games") {
  std::string text;
  for (int i = 0; i < 40; ++i) {
    text += "[Event \"e" + std::to_string(i) + "\"]\r\n[Result \"*\"]\r\n\r\n1. Hf7-d5 {a\r\ncomment} Ab4-c4 ";
    if (i % 7 == 3) text += "{never closed\r\n";           // resynchronises at the next game
    else if (i % 5 == 1) text += "(2. Bg7-d4 *\r\n";     // an open variation
    else text += "2. Bg7-d4 * ";
    if (i % 3 == 0) text += "\r";                          // lone CR line ends too
    text += "\n";
  }
  const auto expected = whole_text_games(text, false);
  REQUIRE(expected.size() == 40);
  for (std::size_t read = 1; read <= 97; read += 6) {
    StreamOptions options;
    options.read_bytes = read;
    CHECK_MESSAGE(streamed_games(text, false, options, read) == expected, ("reads of " + std::to_string(read)));
  }
}

TEST_CASE("stream: a byte order mark is skipped only at the start") {
  const std::string text = "\xEF\xBB\xBF[Event \"a\"]\n\n1. Hf7-d5 *\n\xEF\xBB\xBF[Event \"b\"]\n\n1. Hf7-d5 *\n";
  StreamOptions options;
  options.read_bytes = 2;
  CHECK(streamed_games(text, false, options, 2) == whole_text_games(text, false));
}

TEST_CASE("stream: the game size limit, at the limit and one past it") {
  // A game of exactly `size` bytes (through its final line end) made of comment lines.
  const auto game_of = [](std::size_t size, const std::string& event) {
    std::string g = "[Event \"" + event + "\"]\n\n1. Hf7-d5 ";
    const std::string tail = "*\n";
    while (g.size() + tail.size() < size) {
      const std::size_t room = size - g.size() - tail.size();
      // A comment line "{x...}\n" of at most 60000 bytes and at least 3.
      std::size_t n = std::min<std::size_t>(room, 60000);
      if (room - n > 0 && room - n < 3) n -= 3;
      g += "{" + std::string(n - 3, 'x') + "}\n";
    }
    g += tail;
    REQUIRE(g.size() == size);
    return g;
  };
  const std::string next = "[Event \"next\"]\n\n1. Hf7-d5 Ab4-c4 *\n";
  SUBCASE("a small limit, with every read size up to it") {
    StreamOptions options;
    options.max_game_bytes = 200;
    for (std::size_t read : {std::size_t{1}, std::size_t{13}, std::size_t{199}, std::size_t{200}, std::size_t{4096}}) {
      options.read_bytes = read;
      const std::string at = game_of(200, "at") + next;
      auto games = streamed_games(at, false, options, read);
      CHECK(games == whole_text_games(at, false));

      const std::string past = game_of(201, "past") + next;
      games = streamed_games(past, false, options, read);
      REQUIRE(games.size() == 2);
      CHECK(games[0] ==
            "game@1:1\n(@0:0)\nresult @0:0\nerror limit.game-size@1:1: game longer than 200 bytes (the game size "
            "limit); skipped up to the next game's tags\n");
      // The next game keeps its true line number in the file.
      const auto lines_before = std::count(past.begin(), past.begin() + 201, '\n');
      CHECK(games[1].rfind("game@" + std::to_string(lines_before + 1) + ":1\n", 0) == 0);
      CHECK(games[1].find("[Event \"next\"]") != std::string::npos);
      CHECK(games[1].find("error") == std::string::npos);
    }
  }
  SUBCASE("the declared limit") {
    const std::string at = game_of(limits::kMaxGameBytes, "at") + next;
    auto games = streamed_games(at, false, StreamOptions{}, 1 << 20);
    CHECK(games == whole_text_games(at, false));
    const std::string past = game_of(limits::kMaxGameBytes + 1, "past") + next;
    games = streamed_games(past, false, StreamOptions{}, 1 << 20);
    REQUIRE(games.size() == 2);
    CHECK(games[0].find("error limit.game-size@1:1:") != std::string::npos);
    CHECK(games[1].find("[Event \"next\"]") != std::string::npos);
    CHECK(games[1].find("error") == std::string::npos);
  }
}

TEST_CASE("stream: a game's size counts from its own first line, not from the end of the game before") {
  // What lies between two games (blank lines, white space, escape lines) belongs to no game:
  // a gap longer than the limit does not make the next game too long, so a stream started
  // at a later game (segments.h) measures every game alike.
  StreamOptions options;
  options.max_game_bytes = 200;
  const std::string first = "[Event \"first\"]\n\n1. Hf7-d5 *\n";
  const std::string gap = std::string(150, '\n') + "% an escape line between the games\n" + std::string(120, ' ') + "\n";
  // A game of exactly `size` bytes through its final line end.
  const auto game_of = [](std::size_t size) {
    std::string g = "[Event \"second\"]\n\n1. Hf7-d5 {";
    const std::string tail = "} *\n";
    g += std::string(size - g.size() - tail.size(), 'x') + tail;
    REQUIRE(g.size() == size);
    return g;
  };
  for (std::size_t read : {std::size_t{1}, std::size_t{7}, std::size_t{64}, std::size_t{4096}}) {
    options.read_bytes = read;
    const std::string at = first + gap + game_of(200);
    const auto games = streamed_games(at, false, options, read);
    REQUIRE(games.size() == 2);
    CHECK(games == whole_text_games(at, false));

    const std::string past = first + gap + game_of(201);
    const auto too_long = streamed_games(past, false, options, read);
    REQUIRE(too_long.size() == 2);
    CHECK(too_long[0] == whole_text_games(past, false)[0]);
    // Line 3 ends the first game; 150 blank lines, the escape line and the blank one follow.
    CHECK(too_long[1].find("error limit.game-size@156:1: game longer than 200 bytes") != std::string::npos);
  }
}
