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

std::size_t count_line_ends(std::string_view text, std::size_t end) {
  const char* p = text.data();
  const char* const stop = p + end;
  if (std::memchr(p, '\r', end) != nullptr) {
    // CR LF and lone CRs: the rare case, byte by byte. `end` is a line start, so a CR
    // just before it is not the first half of a CR LF.
    std::size_t n = 0;
    for (; p != stop; ++p) {
      if (*p == '\n') ++n;
      else if (*p == '\r' && !(p + 1 != stop && p[1] == '\n')) ++n;
    }
    return n;
  }
  std::size_t n = 0;
#if defined(__SSE2__) && defined(__x86_64__)
  // 16 bytes at a time: each byte lane counts its LFs (a match is -1), for at most 255
  // blocks, then the lanes are summed.
  const __m128i lf = _mm_set1_epi8('\n');
  while (stop - p >= 16) {
    __m128i lanes = _mm_setzero_si128();
    for (int blocks = 0; blocks < 255 && stop - p >= 16; ++blocks, p += 16)
      lanes = _mm_sub_epi8(lanes, _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)), lf));
    const __m128i sums = _mm_sad_epu8(lanes, _mm_setzero_si128());
    n += static_cast<std::size_t>(_mm_cvtsi128_si64(sums)) +
         static_cast<std::size_t>(_mm_cvtsi128_si64(_mm_unpackhi_epi64(sums, sums)));
  }
#endif
  for (; p != stop; ++p) n += *p == '\n' ? 1 : 0;
  return n;
}

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

std::optional<std::size_t> Segmenter::last_cut(const std::string& text, std::size_t from) const {
  const std::size_t n = text.size();
  // The lines of the segment's first line are the reader's after a byte order mark.
  const std::size_t first_line_start =
      at_file_start_ && std::string_view(text).substr(0, 3) == kByteOrderMark ? 3 : 0;
  for (std::size_t s = n; s-- > std::max<std::size_t>(from, 1);) {
    // A tag line: '[' and a letter at a line start (after LF, or after a CR not before LF).
    if (text[s] != '[' || s + 1 >= n || !is_ascii_letter(text[s + 1])) continue;
    const char before = text[s - 1];
    if (before != '\n' && before != '\r') continue;
    // Its whole line is here, line end included (a CR at the very end may be half a CR LF).
    std::size_t e = s;
    while (e < n && !is_line_end(text[e])) ++e;
    if (e == n ? !eof_ : (text[e] == '\r' && e + 1 == n && !eof_)) continue;
    // The previous line: no escape line, and not '[' after its blanks.
    std::size_t previous_end = s - 1;
    if (before == '\n' && previous_end > 0 && text[previous_end - 1] == '\r') --previous_end;
    std::size_t previous = previous_end;
    while (previous > 0 && !is_line_end(text[previous - 1])) --previous;
    previous = std::max(previous, std::min(first_line_start, previous_end));
    if (previous < previous_end && text[previous] == '%') continue;
    std::size_t k = previous;
    while (k < previous_end && is_blank(text[k])) ++k;
    if (k < previous_end && text[k] == '[') continue;
    return s;
  }
  return std::nullopt;
}

bool Segmenter::has_overlong_line(const std::string& text, std::size_t end) const {
  if (end <= limits::kMaxLineLength) return false;
  std::size_t line_start = at_file_start_ && std::string_view(text).substr(0, 3) == kByteOrderMark ? 3 : 0;
  for (std::size_t i = line_start; i < end; ++i) {
    if (!is_line_end(text[i])) continue;
    if (i - line_start > limits::kMaxLineLength) return true;
    if (text[i] == '\r' && i + 1 < end && text[i + 1] == '\n') ++i;
    line_start = i + 1;
  }
  return end - line_start > limits::kMaxLineLength;
}

bool Segmenter::next(Segment& out) {
  if (streaming_) return false;
  out.text.assign(carry_);
  carry_.clear();
  std::size_t searched = 1;  // cuts before this offset were looked for already
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
    if (const auto cut = last_cut(out.text, searched)) {
      std::size_t lookahead_end = *cut;
      while (lookahead_end < out.text.size() && !is_line_end(out.text[lookahead_end])) ++lookahead_end;
      if (lookahead_end < out.text.size()) {
        const bool crlf = out.text[lookahead_end] == '\r' && lookahead_end + 1 < out.text.size() &&
                          out.text[lookahead_end + 1] == '\n';
        lookahead_end += crlf ? 2 : 1;
      }
      if (!has_overlong_line(out.text, lookahead_end)) {
        carry_.assign(out.text, *cut, std::string::npos);
        carry_line_ += static_cast<std::uint32_t>(count_line_ends(out.text, *cut));
        at_file_start_ = false;
        out.games_end = *cut;
        out.text.resize(lookahead_end);
        return true;
      }
    }
    if (out.text.size() >= options_.max_bytes) {
      // No cut for too long: the rest is read as a stream, from this segment's start.
      streaming_ = true;
      carry_.swap(out.text);
      out.text.clear();
      return false;
    }
    // Only the last line (its line end, or the letter after its '[') may have been
    // missing; candidates before it were refused for good.
    searched = out.text.size();
    while (searched > 0 && is_line_end(out.text[searched - 1])) --searched;
    while (searched > 0 && !is_line_end(out.text[searched - 1])) --searched;
    searched = std::max<std::size_t>(searched, 1);
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
