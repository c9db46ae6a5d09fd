// Segmenter: an input cut at the starts of games (segments.h explains where and why).
#include "cinc/notation/segments.h"

#include <algorithm>
#include <cstring>
#include <memory>
#include <utility>

#include "chars.h"
#include "cinc/notation/limits.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace cinc::notation {

namespace {

using chars::is_ascii_letter;
using chars::is_blank;
using chars::is_line_end;

constexpr std::string_view kByteOrderMark = "\xEF\xBB\xBF";

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

void Segmenter::scan_for_cuts(const std::string& text, CutScan& scan) const {
  const std::size_t n = text.size();
  // The lines of the input's first line are the reader's after a byte order mark.
  const std::size_t first_content = at_file_start_ && std::string_view(text).substr(0, 3) == kByteOrderMark ? 3 : 0;
  std::size_t i = scan.scanned;
  for (;;) {
    const std::size_t content = scan.line_start == 0 ? std::min(first_content, n) : scan.line_start;
    if (!scan.line_judged) {
      // A cut: a tag line ('[' and a letter at its start) after a line that is no escape
      // line and does not begin, after its blanks, with '['.
      if (scan.line_start + 1 >= n && !eof_) break;  // its first two bytes are not all in
      scan.line_is_cut = scan.previous_line && scan.line_start + 1 < n && text[scan.line_start] == '[' &&
                         is_ascii_letter(text[scan.line_start + 1]) && !scan.previous_escape &&
                         scan.previous_first != '[';
      scan.line_judged = true;
    }
    const std::size_t end = static_cast<std::size_t>(chars::find_line_end(text.data() + i, text.data() + n) - text.data());
    if (end == n || (text[end] == '\r' && end + 1 == n && !eof_)) {
      // No whole line end yet (a CR at the very end may be half a CR LF).
      if (end - content > limits::kMaxLineLength) scan.overlong = true;
      i = end;
      break;
    }
    const std::size_t next = end + (text[end] == '\r' && end + 1 < n && text[end + 1] == '\n' ? 2 : 1);
    if (end - content > limits::kMaxLineLength) scan.overlong = true;
    if (scan.line_is_cut && !scan.overlong) {
      scan.cut = scan.line_start;
      scan.cut_end = next;
      scan.cut_line_ends = scan.line_ends;
    }
    // What the next line needs to know of this one.
    std::size_t k = content;
    while (k < end && is_blank(text[k])) ++k;
    scan.previous_first = k < end ? text[k] : '\0';
    scan.previous_escape = content < end && text[content] == '%';
    scan.previous_line = true;
    ++scan.line_ends;
    scan.line_start = next;
    scan.line_judged = false;
    i = next;
  }
  scan.scanned = i;
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
    scan_for_cuts(out.text, scan);
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
