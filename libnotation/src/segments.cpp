// Segmenter: an input cut at the starts of games (segments.h explains where and why).
#include "cinc/notation/segments.h"

#include <algorithm>
#include <bit>
#include <cstring>
#include <memory>
#include <utility>

#include "chars.h"
#include "cinc/notation/limits.h"

namespace cinc::notation {

namespace {

using chars::count_line_ends;
using chars::is_ascii_letter;
using chars::is_line_end;
using chars::line_end_bits;

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

/// How far back from a segment's end find_last_cut looks for its last cut before it leaves
/// the segment to the scan line by line (a game longer than this has no cut in its last bytes).
constexpr std::size_t kQuickSearchBytes = std::size_t{16} << 10;

// The defaults keep every game of a segment under the game size limit: a segment holds at
// most max_bytes plus one read, then the next segment's first line.
static_assert(SegmentOptions{}.max_bytes + SegmentOptions{}.read_bytes + limits::kMaxLineLength <
              limits::kMaxGameBytes);

}  // namespace

Segmenter::Segmenter(ByteSource source, SegmentOptions options) : source_(std::move(source)), options_(options) {
  options_.read_bytes = std::max<std::size_t>(options_.read_bytes, 1);
}

bool Segmenter::fill(std::string& into) {
  if (eof_) return false;
  const std::size_t had = into.size();
  into.resize(had + options_.read_bytes);
  const std::size_t got = source_(into.data() + had, options_.read_bytes);
  into.resize(had + got);
  if (got == 0) eof_ = true;
  return got > 0;
}

namespace {

}  // namespace

void Segmenter::scan_for_cuts(const std::string& text, CutScan& scan) const {
  const std::size_t n = text.size();
  const char* const data = text.data();
  // The lines of the input's first line are the reader's after a byte order mark.
  const std::size_t first_content = at_file_start_ && std::string_view(text).substr(0, 3) == kByteOrderMark ? 3 : 0;
  // Worked on in locals, stored back at the end (the text's bytes could otherwise be
  // taken to alias the scan's fields, which would then be stored at every line).
  CutScan s = scan;
  // The line ends are found 64 bytes at a time, as bits (most lines are short: one test
  // each, not a search each).
  std::size_t base = s.scanned;
  std::uint64_t bits = line_end_bits(data + base, std::min<std::size_t>(64, n - base));
  for (;;) {
    const std::size_t content = s.line_start == 0 ? std::min(first_content, n) : s.line_start;
    if (!s.line_judged) {
      // A cut: a tag line ('[' and a letter at its start) after a line that is no escape
      // line and holds no '[' (no tag can have begun on it).
      if (s.line_start + 1 >= n && !eof_) {  // its first two bytes are not all in
        base = s.line_start;
        break;
      }
      s.line_is_cut = s.previous_line && s.line_start + 1 < n && data[s.line_start] == '[' &&
                      is_ascii_letter(data[s.line_start + 1]) && !s.previous_escape && !s.previous_bracket;
      s.line_judged = true;
    }
    // The next line end at or after the line's start.
    while (bits == 0 && base + 64 < n) {
      base += 64;
      bits = line_end_bits(data + base, std::min<std::size_t>(64, n - base));
    }
    if (bits == 0) {
      // No whole line end yet.
      if (n - content > limits::kMaxLineLength) s.overlong = true;
      base = n;
      break;
    }
    const std::size_t end = base + static_cast<std::size_t>(std::countr_zero(bits));
    if (data[end] == '\r' && end + 1 == n && !eof_) {  // a CR at the very end may be half a CR LF
      base = end;
      break;
    }
    const std::size_t next = end + (data[end] == '\r' && end + 1 < n && data[end + 1] == '\n' ? 2 : 1);
    // The line end's bits are used up (both of a CR LF; its LF may be the next block's).
    bits &= bits - 1;
    if (next == end + 2 && end + 1 - base < 64) bits &= bits - 1;
    if (next > base + 64 || (next == base + 64 && base + 64 < n)) {
      base = next;
      bits = next < n ? line_end_bits(data + base, std::min<std::size_t>(64, n - base)) : 0;
    }
    if (end - content > limits::kMaxLineLength) s.overlong = true;
    if (s.line_is_cut && !s.overlong) {
      s.cut = s.line_start;
      s.cut_end = next;
      s.cut_line_ends = s.line_ends;
    }
    // What the next line needs to know of this one, asked only when the next line could
    // be a cut (it starts with '['; its bytes may not be in yet: then look anyway).
    if (next + 1 >= n || data[next] == '[') {
      s.previous_bracket = std::memchr(data + content, '[', end - content) != nullptr;
      s.previous_escape = content < end && data[content] == '%';
    }
    s.previous_line = true;
    ++s.line_ends;
    s.line_start = next;
    s.line_judged = false;
  }
  s.scanned = base;
  scan = s;
}

bool Segmenter::find_last_cut(const std::string& text, CutScan& scan) const {
  // What scan_for_cuts would find in a fresh scan of `text`, found back from its end: the
  // last cut is the last complete line that is a tag line after a line that is no escape
  // line and holds no '['. Only for a text no longer than the line length limit (then no
  // line of it can be over the limit, which would forbid the cuts after it), and only
  // when the source has more to give (a CR at the very end may be half a CR LF).
  const std::size_t n = text.size();
  const char* const data = text.data();
  if (eof_ || n < 2 || n > limits::kMaxLineLength || scan.scanned != 0) return false;
  const std::size_t floor = n > kQuickSearchBytes ? n - kQuickSearchBytes : 0;
  const std::size_t first_content = at_file_start_ && std::string_view(text).substr(0, 3) == kByteOrderMark ? 3 : 0;
  // The start of the line after the last complete one: after the last line end byte
  // (not a CR at the very end).
  std::size_t after = data[n - 1] == '\r' ? n - 1 : n;
  while (after > floor && !is_line_end(data[after - 1])) --after;
  if (after == floor) return false;
  // The line before `after`: where its line end begins.
  const auto line_end_before = [data](std::size_t start) {
    return data[start - 1] == '\n' && start >= 2 && data[start - 2] == '\r' ? start - 2 : start - 1;
  };
  std::size_t line_end = line_end_before(after);
  for (;;) {
    // The line that ends at line_end: its start.
    std::size_t start = line_end;
    while (start > floor && !is_line_end(data[start - 1])) --start;
    if (start == 0 || (start == floor && !is_line_end(data[start - 1]))) return false;  // none here
    if (data[start] == '[' && is_ascii_letter(data[start + 1])) {
      // The line before it.
      const std::size_t before_end = line_end_before(start);
      std::size_t before_start = before_end;
      while (before_start > 0 && !is_line_end(data[before_start - 1])) --before_start;
      const std::size_t content = before_start == 0 ? std::min(first_content, n) : before_start;
      const bool escape = content < before_end && data[content] == '%';
      const bool bracket = std::memchr(data + content, '[', before_end - content) != nullptr;
      if (!escape && !bracket) {
        scan.cut = start;
        scan.cut_end = after;
        scan.cut_line_ends = static_cast<std::uint32_t>(count_line_ends(data, start));
        return true;
      }
    }
    after = start;
    line_end = line_end_before(start);
  }
}

bool Segmenter::next(Segment& out) {
  if (streaming_) return false;
  out.text.assign(carry_);
  carry_.clear();
  CutScan scan;
  for (;;) {
    while (!eof_ && out.text.size() < options_.target_bytes) fill(out.text);
    out.start = ReaderStart{0, carry_line_, at_file_start_};
    if (eof_) {
      // The last segment: everything left.
      if (out.text.empty()) return false;
      out.games_end = out.text.size();
      at_file_start_ = false;
      return true;
    }
    if (!options_.quick_cut_search || !find_last_cut(out.text, scan)) scan_for_cuts(out.text, scan);
    if (scan.cut > 0) {
      carry_.assign(out.text, scan.cut, std::string::npos);
      carry_line_ += scan.cut_line_ends;
      at_file_start_ = false;
      out.games_end = scan.cut;
      out.text.resize(scan.cut_end);  // the next segment's first line stays, to end the last game
      return true;
    }
    if (out.text.size() >= options_.max_bytes) {
      // No cut for too long: the rest is read as a stream, from this segment's start.
      streaming_ = true;
      carry_.swap(out.text);
      out.text.clear();
      return false;
    }
    fill(out.text);
  }
}

std::optional<Segmenter::Rest> Segmenter::stream_rest() {
  if (!streaming_) return std::nullopt;
  streaming_ = false;
  eof_ = true;  // the source now belongs to the stream
  Rest rest;
  rest.options.start = ReaderStart{0, carry_line_, at_file_start_};
  // The bytes already read come first, then the rest of the source.
  auto buffered = std::make_shared<std::string>(std::move(carry_));
  auto taken = std::make_shared<std::size_t>(0);
  rest.source = [buffered, taken, source = std::move(source_)](char* into, std::size_t size) -> std::size_t {
    if (*taken < buffered->size()) {
      const std::size_t n = std::min(size, buffered->size() - *taken);
      std::memcpy(into, buffered->data() + *taken, n);
      *taken += n;
      if (*taken == buffered->size()) buffered->clear(), buffered->shrink_to_fit();
      return n;
    }
    return source(into, size);
  };
  carry_.clear();
  return rest;
}

}  // namespace cinc::notation
