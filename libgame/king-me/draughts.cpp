// Square names, PDN numbers and move text of the King Me set's 8x8 board.
#include "cinc/game/draughts.h"

#include <algorithm>
#include <array>

namespace cinc::game::draughts {

// PDN's English numbering runs along the ranks from Black's side: rank 8 holds 1-4,
// rank 1 holds 29-32; within a rank, left (file a) to right.
std::span<const int> pdn_numbers() {
  static const std::array<int, 64> numbers = [] {
    std::array<int, 64> out{};
    for (Square s = 0; s < kBoard.size(); ++s) out[static_cast<std::size_t>(s)] = pdn_number(s);
    return out;
  }();
  return numbers;
}

Result<Square> read_square(std::string_view text, bool numbers) {
  if (!text.empty() && text[0] >= '0' && text[0] <= '9') {
    if (!numbers) return Error{"\"" + std::string(text) + "\" is not a square: write squares as a1..h8", 1};
    int n = 0;
    for (char c : text) {
      if (c < '0' || c > '9' || n > 99) return Error{"\"" + std::string(text) + "\" is not a square number", 1};
      n = n * 10 + (c - '0');
    }
    const Square s = pdn_square(n);
    if (s == kNoSquare) return Error{"square number " + std::to_string(n) + " is not between 1 and 32", 1};
    return s;
  }
  if (const auto s = kBoard.parse(text)) return *s;
  return Error{"\"" + std::string(text) + "\" is not a square (a1..h8" + (numbers ? " or 1..32)" : ")"), 1};
}

Result<WrittenMove> read_move(std::string_view text, bool numbers) {
  WrittenMove w;
  if (text == "--") {
    w.pass = true;
    return w;
  }
  std::size_t i = 0;
  while (true) {
    const std::size_t start = i;
    while (i < text.size() && text[i] != '-' && text[i] != 'x' && text[i] != 'X' && text[i] != ':') ++i;
    auto sq = read_square(text.substr(start, i - start), numbers);
    if (!sq) {
      if (start == i)
        return Error{"a square is missing" + std::string(start == 0 ? " at the start" : " after the separator"),
                     static_cast<int>(start) + 1};
      return Error{sq.error().message, static_cast<int>(start) + 1};
    }
    if (text[start] >= '0' && text[start] <= '9') w.numeric = true;
    w.squares.push_back(*sq);
    if (i == text.size()) break;
    w.jumps.push_back(text[i] != '-');  // 'x', PDN's 'X', or ':' as some draughts programs write it
    ++i;
  }
  if (w.squares.size() < 2)
    return Error{"a move needs an origin and a destination, such as c3-d4 or c3xe5", 1};
  return w;
}

std::string path_text(const Path& path) {
  std::string out;
  for (std::size_t i = 0; i < path.squares.size(); ++i) {
    if (i) out += path.jumps[i - 1] ? 'x' : '-';
    out += kBoard.name(path.squares[i]);
  }
  return out;
}

std::string pdn_text(const Path& path) {
  std::string out;
  for (std::size_t i = 0; i < path.squares.size(); ++i) {
    if (i) out += path.jumps[i - 1] ? 'x' : '-';
    out += std::to_string(pdn_number(path.squares[i]));
  }
  return out;
}

namespace {

// Whether `written` lies in `path` in order, with the same first and last square.
bool covers(const std::vector<Square>& path, const std::vector<Square>& written) {
  if (path.front() != written.front() || path.back() != written.back()) return false;
  std::size_t j = 0;
  for (Square s : path)
    if (j < written.size() && s == written[j]) ++j;
  return j == written.size();
}

}  // namespace

PathMatch match_paths(const WrittenMove& written, const std::vector<Path>& legal) {
  PathMatch m;
  for (std::size_t i = 0; i < legal.size(); ++i) {
    if (legal[i].squares != written.squares) continue;
    (legal[i].jumps == written.jumps ? m.paths : m.wrong_separator).push_back(i);
  }
  if (!m.paths.empty() || !m.wrong_separator.empty()) return m;
  const bool all_jumps = std::all_of(written.jumps.begin(), written.jumps.end(), [](bool j) { return j; });
  if (!all_jumps) return m;
  for (std::size_t i = 0; i < legal.size(); ++i) {
    const bool path_jumps = std::all_of(legal[i].jumps.begin(), legal[i].jumps.end(), [](bool j) { return j; });
    if (path_jumps && covers(legal[i].squares, written.squares)) m.paths.push_back(i);
  }
  return m;
}

std::uint64_t hash_word(std::uint64_t seed) {
  std::uint64_t z = seed + 0x9e3779b97f4a7c15ULL;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

Result<int> FenCursor::read_number(const std::string& after_expected) {
  start_of_number_ = i_ + 1;
  if (at_end() || text_[i_] < '0' || text_[i_] > '9') return fail("expected a number" + after_expected);
  int n = 0;
  while (!at_end() && text_[i_] >= '0' && text_[i_] <= '9') {
    n = n * 10 + (text_[i_] - '0');
    if (n > 1000000) return fail("the number is too large", start_of_number_);
    ++i_;
  }
  return n;
}

}  // namespace cinc::game::draughts
