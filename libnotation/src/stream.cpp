// GameStream: the Reader run over successive windows of a byte stream.
//
// A window always ends just after a line end (or at the end of the input), so every line
// in it is whole. A game the Reader finishes strictly inside the window cannot depend on
// what follows: its last token and the line it stands on are complete. A game that runs
// to the window's end might go on, so it is read again from its start once more text is
// in: the Reader is restarted where that game began (ReaderStart), with the right line
// number and column. Text before the restart point is dropped, so memory holds one
// window, never the file.
#include "cinc/notation/stream.h"

#include <algorithm>
#include <cstring>
#include <optional>
#include <utility>

#include "chars.h"

namespace cinc::notation {

namespace {

using chars::is_ascii_letter;
using chars::is_line_end;

}  // namespace

ByteSource text_source(std::string_view text) {
  return [text, at = std::size_t{0}](char* into, std::size_t size) mutable {
    const std::size_t n = std::min(size, text.size() - at);
    std::memcpy(into, text.data() + at, n);
    at += n;
    return n;
  };
}

GameStream::GameStream(ByteSource source, StreamOptions options)
    : source_(std::move(source)), options_(options), at_file_start_(options.start.file_start),
      start_{0, options.start.line, options.start.file_start} {
  options_.read_bytes = std::max<std::size_t>(options_.read_bytes, 1);
  options_.max_game_bytes = std::max<std::size_t>(options_.max_game_bytes, 1);
}

GameStream::~GameStream() = default;

bool GameStream::next(GameRecord& out) {
  // Notes of earlier windows' text after their last game come before this game's own.
  const auto with_notes = [this, &out] {
    if (!notes_.empty()) {
      out.notes.insert(out.notes.begin(), notes_.begin(), notes_.end());
      notes_.clear();
    }
    return true;
  };
  for (;;) {
    if (!reader_ && !open_window()) {
      if (!oversized_) return false;
      skip_oversized_game(out);
      return with_notes();
    }
    // A game's size counts from its own first line: what lies before it is no game's.
    reader_->skip_gap();
    const ReaderPosition before = reader_->position();
    const bool got = reader_->next(out);
    const bool last_window = eof_ && window_end_ == hi_;
    if (got) {
      if (last_window || reader_->position().offset < window_end_ - lo_) return with_notes();
      // The game runs to the window's end: read on, then read it again from its start.
      restart_at(before);
      need_more_ = true;
      continue;
    }
    // The window's text after its last game is read: its notes wait for the next game. But
    // a comment there that is no game's (input.stray-comment) may be the start of a game
    // whose moves come after the window: that text is read again once more of it is here.
    std::vector<Diagnostic> leftover = reader_->take_leftover_notes();
    const bool stray_comment = std::any_of(leftover.begin(), leftover.end(),
                                           [](const Diagnostic& d) { return d.code == "input.stray-comment"; });
    if (stray_comment && !last_window) {
      restart_at(before);
      need_more_ = true;
      continue;
    }
    for (Diagnostic& d : leftover) notes_.push_back(std::move(d));
    if (last_window) return false;
    restart_at(reader_->position());  // the window is used up; the next one starts there
  }
}

void GameStream::restart_at(const ReaderPosition& pos) {
  reader_.reset();
  lo_ += pos.line_start;
  if (pos.line_start > 0) at_file_start_ = false;
  start_ = ReaderStart{pos.offset - pos.line_start, pos.line, at_file_start_};
}

bool GameStream::fill() {
  if (eof_) return false;
  if (lo_ > 0) {
    // Drop the consumed text; the reader (which points into the buffer) is gone by now.
    std::memmove(buffer_.data(), buffer_.data() + lo_, hi_ - lo_);
    hi_ -= lo_;
    window_end_ -= std::min(window_end_, lo_);
    scanned_to_ -= std::min(scanned_to_, lo_);
    last_line_end_ -= std::min(last_line_end_, lo_);
    lo_ = 0;
  }
  if (buffer_.size() < hi_ + options_.read_bytes) buffer_.resize(hi_ + options_.read_bytes);
  // A source may give less than asked (a pipe): read on until the whole read_bytes is in,
  // so that each window search covers a read_bytes' worth of new text, never a few bytes.
  std::size_t got = 0;
  while (got < options_.read_bytes) {
    const std::size_t n = source_(buffer_.data() + hi_ + got, options_.read_bytes - got);
    if (n == 0) {
      eof_ = true;
      break;
    }
    got += n;
  }
  bytes_read_ += got;
  hi_ += got;
  return got > 0;
}

std::optional<std::size_t> GameStream::cut_point() {
  const std::size_t limit = std::min(hi_, lo_ + options_.max_game_bytes);
  if (eof_ && limit == hi_) return hi_;
  const std::size_t first = lo_ + start_.offset;
  // The last whole line end before the limit: an LF, or a CR whose next byte is known
  // and is not an LF (a CR LF pair is never split between two windows). Each byte is
  // looked at once, however small the reads: the search goes on where it stopped.
  std::size_t j = std::max(scanned_to_, first);
  for (; j < limit; ++j) {
    const char c = buffer_[j];
    if (c == '\n') {
      last_line_end_ = j + 1;
    } else if (c == '\r') {
      if (j + 1 == hi_ && !eof_) break;  // an LF may follow in the next read
      if (j + 1 == hi_ || buffer_[j + 1] != '\n') last_line_end_ = j + 1;
    }
  }
  scanned_to_ = j;
  if (last_line_end_ > first) return last_line_end_;
  return std::nullopt;
}

bool GameStream::open_window() {
  // A window can still grow while the input goes on and the limit is not reached.
  const auto can_grow = [this] { return !eof_ && hi_ - lo_ <= options_.max_game_bytes; };
  if (need_more_) {
    // The last window ended inside a game: a longer one is needed. It is made at least
    // twice as long, so that a long game is read again only a few times, whatever the
    // sizes of the reads (a pipe gives a few kilobytes at a time).
    const std::size_t seen = window_end_ - lo_;
    for (;;) {
      const auto cut = cut_point();
      const bool longer = cut && *cut - lo_ > seen;
      // Long enough, or the last window there will be (the input ended).
      if (cut && (*cut - lo_ >= 2 * seen || (eof_ && *cut == hi_))) break;
      if (!can_grow()) {
        if (longer) break;
        oversized_ = true;
        return false;
      }
      fill();
    }
    need_more_ = false;
  }
  for (;;) {
    if (const auto cut = cut_point()) {
      window_end_ = *cut;
      reader_ = std::make_unique<Reader>(std::string_view(buffer_.data() + lo_, window_end_ - lo_), options_.pdn_file,
                                         start_);
      return true;
    }
    if (!can_grow()) {
      oversized_ = true;
      return false;
    }
    fill();
  }
}

void GameStream::skip_oversized_game(GameRecord& out) {
  oversized_ = false;
  // Where the game's first token is: past the white space after the previous game.
  std::size_t p = lo_ + start_.offset;
  std::size_t line_start = lo_;
  if (at_file_start_ && hi_ - lo_ >= 3 && std::memcmp(buffer_.data() + lo_, "\xEF\xBB\xBF", 3) == 0) {
    line_start += 3;
    p = std::max(p, line_start);
  }
  std::uint32_t line = start_.line;
  while (p < hi_ && (buffer_[p] == ' ' || buffer_[p] == '\t' || is_line_end(buffer_[p]))) {
    if (buffer_[p] == '\r' && p + 1 < hi_ && buffer_[p + 1] == '\n') ++p;
    if (is_line_end(buffer_[p])) {
      ++line;
      line_start = p + 1;
    }
    ++p;
  }
  out = GameRecord{};
  out.start = SourcePos{line, static_cast<std::uint32_t>(p - line_start + 1)};
  Diagnostic d;
  d.pos = out.start;
  d.code = "limit.game-size";
  d.message = "game longer than " + std::to_string(options_.max_game_bytes) +
              " bytes (the game size limit); skipped up to the next game's tags";
  out.diagnostics.push_back(std::move(d));

  // Skip line by line, keeping nothing: the next game starts at a tag line ('[' and a
  // letter in column 1) that follows a line that is not one.
  at_file_start_ = false;
  bool previous_was_tag = true;  // the skipped game's own tag lines do not count
  for (;;) {
    // To the end of the current line.
    bool ended = false;
    while (!ended) {
      if (p == hi_) {
        lo_ = p;
        if (!fill()) {
          start_ = ReaderStart{0, line, false};
          return;  // the input ends inside the skipped game
        }
        p = lo_;
      }
      const char c = buffer_[p++];
      if (c == '\n') ended = true;
      if (c == '\r') {
        if (p == hi_) {
          lo_ = p;
          fill();
          p = lo_;
        }
        if (p < hi_ && buffer_[p] == '\n') ++p;
        ended = true;
      }
    }
    ++line;
    while (hi_ - p < 2 && !eof_) {
      lo_ = p;
      fill();
      p = lo_;
    }
    const bool tag_line = hi_ - p >= 2 && buffer_[p] == '[' && is_ascii_letter(buffer_[p + 1]);
    if ((tag_line && !previous_was_tag) || p == hi_) {
      lo_ = p;
      start_ = ReaderStart{0, line, false};
      return;
    }
    previous_was_tag = tag_line;
  }
}

}  // namespace cinc::notation
