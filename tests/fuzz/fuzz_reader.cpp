// Fuzz target: the CGN reader alone. Oracles: it ends, every diagnostic lies inside the
// input, a game with an error says so, and each game's moves stay within the declared
// limits (libnotation/include/cinc/notation/limits.h). And GameStream, reading the same
// bytes a few at a time (the second byte picks how many), reads the same games with the
// same diagnostics at the same places (and the notes of the text between games in the same
// order), and so do the segments of a Segmenter (segments.h, each lexed on its own; the
// third byte picks their sizes) with the stream that takes over when no cut can be made;
// and so does the lexer without its tight loop for plain movetext (its general loop alone).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string_view>
#include <utility>
#include <vector>

#include "cinc/notation/limits.h"
#include "cinc/notation/lexer.h"
#include "cinc/notation/reader.h"
#include "cinc/notation/segments.h"
#include "cinc/notation/stream.h"
#include "fuzz_support.h"

namespace {

/// A byte source over `text` that remembers in `at` how far it has read.
cinc::notation::ByteSource source_over(std::string_view text, std::size_t& at) {
  return [text, &at](char* into, std::size_t want) {
    const std::size_t n = std::min(want, text.size() - at);
    std::copy_n(text.data() + at, n, into);
    at += n;
    return n;
  };
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cinc;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const auto lines = fuzz::line_lengths(text);
  // The first byte's lowest bit reads the text as a PDN file (pdn.h) half of the time.
  notation::Reader reader(text, size > 0 && (data[0] & 1) != 0);
  notation::GameRecord game;
  std::size_t games = 0;
  notation::StreamOptions options;
  options.pdn_file = size > 0 && (data[0] & 1) != 0;
  options.read_bytes = size > 1 ? 1 + data[1] % 64 : 1;
  std::size_t streamed_at = 0;
  notation::GameStream stream(source_over(text, streamed_at), options);
  notation::GameRecord streamed;
  while (reader.next(game)) {
    ++games;
    fuzz::require(stream.next(streamed), "the stream ends before game " + std::to_string(games));
    fuzz::require(fuzz::record_digest(streamed) == fuzz::record_digest(game),
                  "the stream reads game " + std::to_string(games) + " differently:\n" +
                      fuzz::record_digest(streamed) + "\ninstead of\n" + fuzz::record_digest(game));
    fuzz::require(games <= size + 1, "more games than bytes");
    fuzz::require_diagnostics_inside(lines, game.diagnostics);
    fuzz::require(game.tags.size() <= notation::limits::kMaxTags, "more tags than the limit");
    for (const auto& t : game.tags) {
      fuzz::require(t.name.size() <= notation::limits::kMaxTagName, "tag name over the limit");
      fuzz::require(t.value.size() <= notation::limits::kMaxTagValue, "tag value over the limit");
    }
  }
  fuzz::require(!stream.next(streamed), "the stream reads more games than the reader");
  // The notes after the last game (a stray result), alike.
  notation::GameRecord trailing;
  trailing.notes = reader.take_leftover_notes();
  const std::string trailing_notes = fuzz::record_digest(trailing);
  notation::GameRecord streamed_trailing;
  streamed_trailing.notes = stream.take_leftover_notes();
  fuzz::require(fuzz::record_digest(streamed_trailing) == trailing_notes,
                "the stream's notes after the last game differ:\n" + fuzz::record_digest(streamed_trailing));

  // The segments read the same games.
  const bool pdn = options.pdn_file;
  notation::SegmentOptions cuts;
  const std::size_t pick = size > 2 ? data[2] : 0;
  cuts.read_bytes = 1 + pick % 16;
  cuts.target_bytes = 1 + (pick >> 4) * 8;
  cuts.max_bytes = pick % 3 == 0 ? 64 : std::size_t{1} << 20;
  std::size_t cut_at = 0;
  notation::Segmenter segmenter(source_over(text, cut_at), cuts);
  notation::Reader again(text, pdn);
  std::size_t segmented = 0;
  // The notes after a segment's last game (a stray result) stand before the next game.
  std::vector<notation::Diagnostic> carried;
  const auto same_as_reader = [&](notation::GameRecord& record) {
    record.notes.insert(record.notes.begin(), carried.begin(), carried.end());
    carried.clear();
    ++segmented;
    fuzz::require(again.next(game), "the segments read more games than the reader");
    fuzz::require(fuzz::record_digest(record) == fuzz::record_digest(game),
                  "the segments read game " + std::to_string(segmented) + " differently:\n" +
                      fuzz::record_digest(record) + "\ninstead of\n" + fuzz::record_digest(game));
  };
  notation::Segment segment;
  notation::LexedGame lexed;
  while (segmenter.next(segment)) {
    notation::LexerOptions window;
    window.start = segment.start;
    window.stop = segment.games_end;
    window.pdn_file = pdn;
    notation::Lexer lexer(segment.text, window);
    while (lexer.next(lexed)) {
      notation::build_record(lexed, pdn, streamed);
      same_as_reader(streamed);
    }
    for (notation::Diagnostic& d : lexer.take_leftover_notes()) carried.push_back(std::move(d));
    fuzz::require(lexer.position().offset == segment.games_end, "a segment's lexer stops before its end");
  }
  if (auto rest = segmenter.stream_rest()) {
    rest->options.pdn_file = pdn;
    notation::GameStream tail(std::move(rest->source), rest->options);
    while (tail.next(streamed)) same_as_reader(streamed);
    for (notation::Diagnostic& d : tail.take_leftover_notes()) carried.push_back(std::move(d));
  }
  fuzz::require(!again.next(game), "the segments read fewer games than the reader");
  notation::GameRecord segments_trailing;
  segments_trailing.notes = std::move(carried);
  fuzz::require(fuzz::record_digest(segments_trailing) == trailing_notes,
                "the segments' notes after the last game differ:\n" + fuzz::record_digest(segments_trailing));

  // The lexer's tight loop for plain movetext reads what its general loop reads.
  notation::LexerOptions general_loop_only;
  general_loop_only.plain_loop = false;
  general_loop_only.pdn_file = pdn;
  notation::Lexer general(text, general_loop_only);
  notation::Reader once_more(text, pdn);
  std::size_t lexed_games = 0;
  while (general.next(lexed)) {
    ++lexed_games;
    fuzz::require(once_more.next(game), "the general loop reads more games than the reader");
    notation::build_record(lexed, pdn, streamed);
    fuzz::require(fuzz::record_digest(streamed) == fuzz::record_digest(game),
                  "the general loop reads game " + std::to_string(lexed_games) + " differently:\n" +
                      fuzz::record_digest(streamed) + "\ninstead of\n" + fuzz::record_digest(game));
  }
  fuzz::require(!once_more.next(game), "the general loop reads fewer games than the reader");
  return 0;
}
