// Fuzz target: the CGN reader alone. Oracles: it ends, every diagnostic lies inside the
// input, a game with an error says so, and each game's moves stay within the declared
// limits (libnotation/include/cinc/notation/limits.h). And GameStream, reading the same
// bytes a few at a time (the second byte picks how many), reads the same games with the
// same diagnostics at the same places (and the notes of the text between games in the same
// order), and so do the segments of a Segmenter (segments.h, each lexed on its own; the
// third byte picks their sizes) with the stream that takes over when no cut can be made;
// and so does the lexer without its tight loop for plain movetext (its general loop alone).
// And the automatic decoding of the bytes (encoding.h), read a few bytes at a time: text
// that is UTF-8 passes unchanged with no warning; other text comes out as UTF-8, with the
// first byte that is not UTF-8 named on its line (one more than the line feeds before it).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "cinc/notation/encoding.h"
#include "cinc/notation/limits.h"
#include "cinc/notation/lexer.h"
#include "cinc/notation/reader.h"
#include "cinc/notation/segments.h"
#include "cinc/notation/stream.h"
#include "fuzz_support.h"

namespace {

/// The length of the well-formed UTF-8 sequence at the start of `s`, 0 when there is none:
/// the Unicode Standard's table of well-formed byte sequences (chapter 3, table 3-7),
/// written out here apart from the decoder's own check.
std::size_t utf8_sequence_length(std::string_view s) {
  const auto b = [&s](std::size_t i) { return i < s.size() ? static_cast<unsigned>(static_cast<unsigned char>(s[i])) : 0x100u; };
  const auto in = [](unsigned v, unsigned lo, unsigned hi) { return v >= lo && v <= hi; };
  const unsigned b0 = b(0);
  if (b0 <= 0x7F) return 1;
  if (in(b0, 0xC2, 0xDF)) return in(b(1), 0x80, 0xBF) ? 2 : 0;
  if (b0 == 0xE0) return in(b(1), 0xA0, 0xBF) && in(b(2), 0x80, 0xBF) ? 3 : 0;
  if (in(b0, 0xE1, 0xEC) || in(b0, 0xEE, 0xEF)) return in(b(1), 0x80, 0xBF) && in(b(2), 0x80, 0xBF) ? 3 : 0;
  if (b0 == 0xED) return in(b(1), 0x80, 0x9F) && in(b(2), 0x80, 0xBF) ? 3 : 0;
  if (b0 == 0xF0) return in(b(1), 0x90, 0xBF) && in(b(2), 0x80, 0xBF) && in(b(3), 0x80, 0xBF) ? 4 : 0;
  if (in(b0, 0xF1, 0xF3)) return in(b(1), 0x80, 0xBF) && in(b(2), 0x80, 0xBF) && in(b(3), 0x80, 0xBF) ? 4 : 0;
  if (b0 == 0xF4) return in(b(1), 0x80, 0x8F) && in(b(2), 0x80, 0xBF) && in(b(3), 0x80, 0xBF) ? 4 : 0;
  return 0;
}

/// The decoding oracle (see the top of the file).
void check_decoding(std::string_view text, std::size_t read_bytes) {
  using namespace cinc::notation;
  namespace fuzz = cinc::fuzz;
  // The first byte that is not part of well-formed UTF-8, by the plain definition.
  std::size_t bad = text.size();
  for (std::size_t i = 0; i < text.size();) {
    const std::size_t n = utf8_sequence_length(text.substr(i));
    if (n == 0) {
      bad = i;
      break;
    }
    i += n;
  }
  // A UTF-16 byte order mark makes it UTF-16: not this oracle's business.
  if (text.size() >= 2 && ((text[0] == '\xFF' && text[1] == '\xFE') || (text[0] == '\xFE' && text[1] == '\xFF')))
    return;
  auto report = std::make_shared<DecodeReport>();
  ByteSource source = decoding_source(text_source(text), Encoding::automatic, report);
  std::string out, buf(read_bytes, '\0');
  for (std::size_t n; (n = source(buf.data(), buf.size())) != 0;) out.append(buf.data(), n);
  if (bad == text.size()) {
    fuzz::require(out == text, "UTF-8 text did not pass unchanged through decoding");
    fuzz::require(!report->warning(), "UTF-8 text got an encoding warning");
    return;
  }
  const auto line = 1 + static_cast<std::uint32_t>(std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(bad), '\n'));
  fuzz::require(report->first_line == line, "the first byte that is not UTF-8 is on line " + std::to_string(line) +
                                                ", decoding says " + std::to_string(report->first_line));
  fuzz::require(report->first_byte == static_cast<unsigned char>(text[bad]), "decoding names another first bad byte");
  for (std::size_t i = 0; i < out.size();) {
    const std::size_t n = utf8_sequence_length(std::string_view(out).substr(i));
    fuzz::require(n > 0, "decoding gave bytes that are not UTF-8");
    i += n;
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace cinc;
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  check_decoding(text, size > 2 ? 1 + data[2] % 200 : 64);
  const auto lines = fuzz::line_lengths(text);
  // The first byte's lowest bit reads the text as a PDN file (pdn.h) half of the time.
  notation::Reader reader(text, size > 0 && (data[0] & 1) != 0);
  notation::GameRecord game;
  std::size_t games = 0;
  notation::StreamOptions options;
  options.pdn_file = size > 0 && (data[0] & 1) != 0;
  options.read_bytes = size > 1 ? 1 + data[1] % 64 : 1;
  notation::GameStream stream(notation::text_source(text), options);
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
  notation::Segmenter segmenter(notation::text_source(text), cuts);
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
