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

using namespace cinc::notation;

namespace {

std::string pos_text(SourcePos p) { return std::to_string(p.line) + ":" + std::to_string(p.column); }

void describe_line(const Variation& v, std::string& out) {
  out += "(@" + pos_text(v.open_pos);
  for (const auto& c : v.leading_comments) out += " {" + c.text + "}@" + pos_text(c.pos);
  for (const auto& m : v.moves) {
    out += " " + (m.number ? std::to_string(*m.number) + "@" + pos_text(m.number_pos) + " " : std::string()) + m.text +
           "@" + pos_text(m.pos);
    for (int nag : m.nags) out += " $" + std::to_string(nag);
    for (const auto& c : m.comments) out += " {" + c.text + "}@" + pos_text(c.pos);
    for (const auto& sub : m.variations) describe_line(sub, out);
  }
  out += ")";
}

/// Everything a game record holds, positions included, as one text to compare.
std::string describe(const GameRecord& g) {
  std::string out = "game@" + pos_text(g.start) + (g.pdn ? " pdn" : "") + "\n";
  for (const auto& t : g.tags) out += "[" + t.name + " \"" + t.value + "\"]@" + pos_text(t.pos) + "\n";
  describe_line(g.main, out);
  out += "\nresult " + g.result + "@" + pos_text(g.result_pos) + "\n";
  for (const auto& d : g.diagnostics)
    out += (d.severity == Severity::error ? "error " : "warning ") + d.code + "@" + pos_text(d.pos) + ": " +
           d.message + "\n";
  return out;
}

std::vector<std::string> whole_text_games(const std::string& text, bool pdn) {
  std::vector<std::string> out;
  Reader reader(text, pdn);
  GameRecord g;
  while (reader.next(g)) out.push_back(describe(g));
  return out;
}

ByteSource source_of(const std::string& text, std::size_t most_per_read) {
  auto at = std::make_shared<std::size_t>(0);
  return [&text, at, most_per_read](char* into, std::size_t size) {
    const std::size_t n = std::min({size, most_per_read, text.size() - *at});
    std::copy_n(text.data() + *at, n, into);
    *at += n;
    return n;
  };
}

std::vector<std::string> streamed_games(const std::string& text, bool pdn, StreamOptions options,
                                        std::size_t most_per_read) {
  options.pdn_file = pdn;
  std::vector<std::string> out;
  GameStream stream(source_of(text, most_per_read), options);
  GameRecord g;
  while (stream.next(g)) out.push_back(describe(g));
  CHECK(stream.bytes_read() == text.size());
  return out;
}

std::string file_text(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

}  // namespace

TEST_CASE("stream: every sample and malformed file reads as from the whole text, for any read size") {
  std::vector<std::filesystem::path> files;
  for (const char* dir : {"samples", "tests/malformed", "tests/fuzz/corpus/records"})
    for (const auto& e : std::filesystem::recursive_directory_iterator(dir))
      if (e.is_regular_file() && e.path().extension() != ".md" && e.path().extension() != ".py")
        files.push_back(e.path());
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
