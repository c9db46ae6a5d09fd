// Segments (segments.h): an input cut at the starts of games and each segment lexed on its
// own reads game for game and diagnostic for diagnostic as one reader of the whole text,
// wherever the cuts fall; where no cut can be made the rest is read as a stream, alike.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "cinc/notation/lexer.h"
#include "cinc/notation/limits.h"
#include "cinc/notation/reader.h"
#include "cinc/notation/segments.h"
#include "cinc/notation/stream.h"
#include "notation_test_util.h"

using namespace cinc::notation;
using test::describe_record;
using test::source_of;
using test::whole_text_games;

namespace {

/// What the segments of a text hold, read segment by segment (and as a stream after the
/// last segment when the segmenter gives the rest up).
struct Segmented {
  std::vector<std::string> games;
  std::size_t segments = 0;
  bool streamed = false;
};

Segmented segmented_games(const std::string& text, bool pdn, SegmentOptions options, std::size_t most_per_read) {
  Segmented out;
  Segmenter segmenter(source_of(text, most_per_read), options);
  Segment segment;
  LexedGame lexed;
  GameRecord record;
  // The notes after a segment's last game (a stray result) stand before the next game, as
  // the whole text's reader gives them (and as the tools report them, in input order).
  std::vector<Diagnostic> carried;
  const auto add = [&](GameRecord& r) {
    r.notes.insert(r.notes.begin(), carried.begin(), carried.end());
    carried.clear();
    out.games.push_back(describe_record(r));
  };
  while (segmenter.next(segment)) {
    ++out.segments;
    REQUIRE(segment.games_end <= segment.text.size());
    LexerOptions window;
    window.start = segment.start;
    window.stop = segment.games_end;
    window.pdn_file = pdn;
    Lexer lexer(segment.text, window);
    while (lexer.next(lexed)) {
      build_record(lexed, pdn, record);
      add(record);
    }
    for (Diagnostic& d : lexer.take_leftover_notes()) carried.push_back(std::move(d));
    // The lexer stops exactly where the next segment's first game starts.
    CHECK(lexer.position().offset == segment.games_end);
  }
  if (auto rest = segmenter.stream_rest()) {
    out.streamed = true;
    rest->options.pdn_file = pdn;
    GameStream stream(std::move(rest->source), rest->options);
    while (stream.next(record)) add(record);
    for (Diagnostic& d : stream.take_leftover_notes()) carried.push_back(std::move(d));
  }
  test::describe_trailing_notes(carried, out.games);
  return out;
}

std::string many_games(int count) {
  std::string text;
  for (int i = 0; i < count; ++i) {
    text += "[Event \"e" + std::to_string(i) + "\"]\n[Result \"*\"]\n\n1. Hf7-d5 {a\ncomment} Ab4-c4 ";
    if (i % 7 == 3) text += "{never closed\n";          // resynchronises at the next game
    else if (i % 5 == 1) text += "(2. Bg7-d4 *\n";    // an open variation
    else text += "2. Bg7-d4 * ";
    text += "\n";
  }
  return text;
}

}  // namespace

TEST_CASE("segments: every sample, malformed and fuzz file reads as from the whole text, wherever the cuts fall") {
  std::size_t files = 0;
  std::size_t cut_files = 0;
  for (const auto& path : test::record_files()) {
    const std::string text = test::file_text(path);
    const bool pdn = path.extension() == ".pdn";
    const auto expected = whole_text_games(text, pdn);
    ++files;
    // Tiny segments cut before nearly every game; a small max_bytes gives up on cutting early.
    const std::vector<SegmentOptions> sizes = {{1, 1, 64}, {7, 50, 400}, {61, 300, 1 << 20}, {}};
    bool cut = false;
    for (const SegmentOptions& options : sizes) {
      const auto got = segmented_games(text, pdn, options, options.read_bytes);
      CHECK_MESSAGE(got.games == expected, (path.string() + ", segments of " + std::to_string(options.target_bytes) +
                                            " bytes, reads of " + std::to_string(options.read_bytes)));
      cut = cut || got.segments > 1;
    }
    cut_files += cut ? 1 : 0;
  }
  CHECK(files > 100);
  CHECK(cut_files > 20);
}

TEST_CASE("segments: cuts fall before games, and many games make many segments") {
  const std::string text = many_games(60);
  const auto expected = whole_text_games(text, false);
  REQUIRE(expected.size() == 60);
  for (std::size_t read = 1; read <= 97; read += 8) {
    const auto got = segmented_games(text, false, {read, 100, 1 << 20}, read);
    CHECK(got.games == expected);
    CHECK(got.segments > 20);
    CHECK_FALSE(got.streamed);
  }
  // CR LF and lone CR line ends.
  std::string crlf;
  for (char c : text) crlf += c == '\n' ? std::string("\r\n") : std::string(1, c);
  std::string cr = text;
  for (char& c : cr) c = c == '\n' ? '\r' : c;
  for (const std::string* t : {&crlf, &cr}) {
    const auto want = whole_text_games(*t, false);
    REQUIRE(want.size() == 60);
    for (std::size_t read : {std::size_t{1}, std::size_t{2}, std::size_t{13}, std::size_t{4096}}) {
      const auto got = segmented_games(*t, false, {read, 120, 1 << 20}, read);
      CHECK(got.games == want);
      // A segment ends at the last cut of what was read: one large read makes few.
      CHECK(got.segments > (read < 120 ? 20 : 1));
    }
  }
}

TEST_CASE("segments: no cut where a tag line continues the tags before it") {
  // An escape line between two tag lines, an indented tag line, a tag line after a tag
  // line: all one game's tags (a cut there would start a second game). And a game whose
  // tags begin in the middle of a line, after the result of the game before: the tag line
  // after that line is its second tag (found by fuzzing, docs/fuzzing.md).
  const std::string text =
      "[Event \"a\"]\n%escape\n[Site \"b\"]\n  [Round \"1\"]\n[Result \"*\"]\n\n1. Hf7-d5 *\n"
      "[Event \"c\"]\n\n1. Hf7-d5 * [Event \"d\"]\n[Result \"*\"]\n\n1. Hf7-d5 *\n";
  const auto expected = whole_text_games(text, false);
  REQUIRE(expected.size() == 3);
  for (std::size_t read = 1; read <= 9; ++read) {
    const auto got = segmented_games(text, false, {read, 1, 1 << 20}, read);
    CHECK(got.games == expected);
    CHECK(got.segments == 2);  // the one cut: before [Event "c"]
  }
}

TEST_CASE("segments: without a cut for max_bytes, the rest is read as a stream") {
  // Games without tags cannot be cut apart; nor can a segment with a line over the limit.
  std::string tagless;
  for (int i = 0; i < 40; ++i) tagless += "1. Hf7-d5 Ab4-c4 *\n";
  const std::string text = many_games(5) + tagless + many_games(5);
  const auto expected = whole_text_games(text, false);
  const auto got = segmented_games(text, false, {16, 64, 256}, 16);
  CHECK(got.games == expected);
  CHECK(got.streamed);

  const std::string long_line = many_games(3) + "[Event \"long\"]\n\n1. Hf7-d5 {" +
                                std::string(limits::kMaxLineLength, 'x') + "} *\n" + many_games(3);
  const auto want = whole_text_games(long_line, false);
  REQUIRE(want.size() == 7);
  for (const SegmentOptions& options : {SegmentOptions{4096, 100, 1 << 20}, SegmentOptions{4096, 100, 3 << 20}, SegmentOptions{}}) {
    const auto long_got = segmented_games(long_line, false, options, 4096);
    CHECK(long_got.games == want);
  }
}

namespace {

/// The segments of a text as the Segmenter gives them: each one's bytes, where its games
/// end and the line it starts on (then whether the rest was left to a stream, and its start).
std::vector<std::string> segment_shapes(const std::string& text, SegmentOptions options, std::size_t most_per_read) {
  std::vector<std::string> shapes;
  Segmenter segmenter(source_of(text, most_per_read), options);
  Segment segment;
  while (segmenter.next(segment))
    shapes.push_back(std::to_string(segment.games_end) + "@" + std::to_string(segment.start.line) + ":" + segment.text);
  if (auto rest = segmenter.stream_rest()) shapes.push_back("stream@" + std::to_string(rest->options.start.line));
  return shapes;
}

/// A text of random lines that look like CGN's (tag lines, escape lines, lines with a '[',
/// movetext, blank lines), with LF, CR LF or lone CR line ends, sometimes a byte order mark.
std::string random_cgn_like_text(std::uint32_t seed, std::size_t lines) {
  std::uint32_t state = seed * 2654435761u + 1;
  const auto next = [&state](std::uint32_t below) {
    state ^= state << 13;
    state ^= state >> 17;
    state ^= state << 5;
    return state % below;
  };
  static const char* const kLines[] = {"[Event \"e\"]", "[Site \"s\"]", "[a", "[", "[1", "%escape [x",
                                       "%", "", "", "1. Hf7-d5 Ab4-c4", "2. x [%clk 0:01]", "  [Round \"1\"]",
                                       "{a comment", "} *", "1-0 [Event \"t\"]", "x"};
  static const char* const kEnds[] = {"\n", "\n", "\n", "\r\n", "\r"};
  std::string text = next(8) == 0 ? "\xEF\xBB\xBF" : "";
  for (std::size_t i = 0; i < lines; ++i) {
    text += kLines[next(sizeof kLines / sizeof *kLines)];
    if (next(40) == 0) text += std::string(next(3000), 'y');  // now and then a long line
    text += kEnds[next(sizeof kEnds / sizeof *kEnds)];
  }
  if (next(2) == 0) text.pop_back();  // sometimes no line end at the end, or half a CR LF
  return text;
}

}  // namespace

TEST_CASE("segments: the search back from a segment's end finds the cuts the scan line by line finds") {
  // docs/performance.md: Segmenter looks for a segment's last cut back from its end; the
  // scan from its start, line by line, is the definition. Same segments, same start lines.
  std::size_t segments = 0;
  for (std::uint32_t seed = 1; seed <= 300; ++seed) {
    const std::string text = random_cgn_like_text(seed, 20 + seed * 3);
    for (const SegmentOptions& sizes : {SegmentOptions{1, 1, 1 << 20}, SegmentOptions{7, 40, 1 << 20},
                                        SegmentOptions{64, 300, 4096}, SegmentOptions{4096, 20000, 1 << 20}}) {
      SegmentOptions quick = sizes;
      SegmentOptions line_by_line = sizes;
      line_by_line.quick_cut_search = false;
      const auto want = segment_shapes(text, line_by_line, sizes.read_bytes);
      const auto got = segment_shapes(text, quick, sizes.read_bytes);
      CHECK_MESSAGE(got == want, "seed " << seed << ", segments of " << sizes.target_bytes << " bytes");
      segments += want.size();
    }
  }
  CHECK(segments > 3000);  // many cuts were compared
}

TEST_CASE("segments: a segment whose last cut is further back than the quick search looks") {
  // One game of 40 KB after short ones: its segment's last 16 KB hold no cut, and the scan
  // line by line takes over; the games read as from the whole text either way.
  std::string text = many_games(5) + "[Event \"long\"]\n\n";
  for (int i = 0; i < 2000; ++i) text += "1. Hf7-d5 Ab4-c4 {" + std::to_string(i) + "}\n";
  text += "*\n" + many_games(5);
  const auto expected = whole_text_games(text, false);
  for (const bool quick : {true, false}) {
    SegmentOptions options{4096, 8192, 1 << 20};
    options.quick_cut_search = quick;
    CHECK(segmented_games(text, false, options, 4096).games == expected);
  }
  SegmentOptions line_by_line{4096, 8192, 1 << 20};
  line_by_line.quick_cut_search = false;
  CHECK(segment_shapes(text, SegmentOptions{4096, 8192, 1 << 20}, 4096) == segment_shapes(text, line_by_line, 4096));
}
