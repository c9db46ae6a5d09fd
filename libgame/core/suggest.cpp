// "Did you mean" (suggest.h): written text against the texts of the legal moves.
#include "cinc/game/suggest.h"

#include <algorithm>
#include <cstdlib>
#include <vector>

namespace cinc::game {
namespace {

char lower(char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

/// The text with letter case and capture marks left out: what tier one compares.
std::string loose(std::string_view text) {
  std::string out;
  for (const char c : text)
    if (c != 'x' && c != 'X' && c != '-' && c != ':') out += lower(c);
  return out;
}

/// A move text as parts: squares (a letter a-z then digits, as a file and a rank) and
/// single other characters.
struct Part {
  bool square = false;
  char file = 0;
  int rank = 0;
  char other = 0;
  friend bool operator==(const Part&, const Part&) = default;
};

std::vector<Part> parts(std::string_view text) {
  std::vector<Part> out;
  for (std::size_t i = 0; i < text.size();) {
    const char c = text[i];
    if (c >= 'a' && c <= 'z' && i + 1 < text.size() && text[i + 1] >= '0' && text[i + 1] <= '9') {
      Part p{true, c, 0, 0};
      ++i;
      while (i < text.size() && text[i] >= '0' && text[i] <= '9' && p.rank < 1000) p.rank = p.rank * 10 + (text[i++] - '0');
      out.push_back(p);
    } else {
      out.push_back(Part{false, 0, 0, c});
      ++i;
    }
  }
  return out;
}

/// Whether the two texts are the same move but for one square that is a neighbour of
/// the other, or but for their two squares swapped.
bool square_slip(std::string_view written, std::string_view legal) {
  const std::vector<Part> a = parts(written);
  const std::vector<Part> b = parts(legal);
  if (a.size() != b.size()) return false;
  std::vector<std::size_t> differ;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (!(a[i] == b[i])) differ.push_back(i);
  if (differ.size() == 1) {
    const Part& x = a[differ[0]];
    const Part& y = b[differ[0]];
    return x.square && y.square && std::abs(x.file - y.file) <= 1 && std::abs(x.rank - y.rank) <= 1;
  }
  if (differ.size() == 2) {
    const Part& x0 = a[differ[0]];
    const Part& x1 = a[differ[1]];
    return x0.square && x1.square && x0 == b[differ[1]] && x1 == b[differ[0]];
  }
  return false;
}

/// How far a close legal move is from the text written, to order moves of one kind: when
/// the two differ in one part, the distance between the two squares (files or ranks, the
/// larger) or between the two digits; otherwise further than any of those.
int slip_distance(std::string_view written, std::string_view legal) {
  constexpr int kFar = 1000;
  const std::vector<Part> a = parts(written);
  const std::vector<Part> b = parts(legal);
  if (a.size() != b.size()) return kFar;
  int distance = kFar;
  int differing = 0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (a[i] == b[i]) continue;
    ++differing;
    if (a[i].square && b[i].square) distance = std::max(std::abs(a[i].file - b[i].file), std::abs(a[i].rank - b[i].rank));
    else if (!a[i].square && !b[i].square && a[i].other >= '0' && a[i].other <= '9' && b[i].other >= '0' && b[i].other <= '9')
      distance = std::abs(a[i].other - b[i].other);
  }
  return differing == 1 ? distance : kFar;
}

/// One legal move close to the text written: its kind (0 letter case or capture mark, 1 one
/// character off, 2 squares swapped or next to the one written), how far (slip_distance).
struct Candidate {
  int kind = 0;
  int distance = 0;
  std::string text;
};

/// Orders candidates closest first: by kind, then distance, then text.
void order(std::vector<Candidate>& candidates) {
  std::sort(candidates.begin(), candidates.end(), [](const Candidate& x, const Candidate& y) {
    if (x.kind != y.kind) return x.kind < y.kind;
    if (x.distance != y.distance) return x.distance < y.distance;
    return x.text < y.text;
  });
}

/// A move written with numbers (PDN's "11-15"), which the game writes otherwise: the texts
/// one edit away in the same alphabet (digits, '-', 'x') and the two numbers swapped, each
/// tried on the position; the capture mark changed alone is the closer kind. Every text that
/// reaches a position of its own, as the writer would have written it, with `certain` set
/// when the closer kind that reaches any reaches one position only.
std::vector<Candidate> numeric_candidates(const GameState& state, std::string_view written, bool& certain) {
  static constexpr std::string_view kAlphabet = "0123456789-x";
  std::vector<std::string> mark_only;
  std::vector<std::string> others;
  for (std::size_t i = 0; i < written.size(); ++i) {
    const std::string before(written.substr(0, i));
    const std::string after(written.substr(i + 1));
    others.push_back(before + after);  // a character left out
    for (const char c : kAlphabet) {
      if (c == written[i]) continue;
      const bool mark = (written[i] == '-' || written[i] == 'x') && (c == '-' || c == 'x');
      (mark ? mark_only : others).push_back(before + c + after);
    }
    if (i + 1 < written.size()) {
      std::string swapped(written);
      std::swap(swapped[i], swapped[i + 1]);
      others.push_back(swapped);
    }
  }
  for (std::size_t i = 0; i <= written.size(); ++i)
    for (const char c : kAlphabet) others.push_back(std::string(written.substr(0, i)) + c + std::string(written.substr(i)));
  if (const std::size_t dash = written.find_first_of("-x"); dash != std::string_view::npos)
    others.push_back(std::string(written.substr(dash + 1)) + written[dash] + std::string(written.substr(0, dash)));
  std::vector<Candidate> found;
  std::vector<std::string> positions;  // reached by the texts found, one each
  certain = false;
  int kind = 0;
  for (const auto* tier : {&mark_only, &others}) {
    const std::size_t before = found.size();
    for (const std::string& text : *tier) {
      auto trial = state.clone();
      if (!trial->play(text).played) continue;
      std::string position = trial->fen();
      if (std::find(positions.begin(), positions.end(), position) != positions.end()) continue;
      positions.push_back(std::move(position));
      found.push_back(Candidate{kind, slip_distance(written, text), text});
    }
    if (before == 0 && found.size() == 1) certain = true;
    ++kind;
  }
  order(found);
  return found;
}

/// Every legal move close to `written` (its suffixes left out), in no order, with `certain`
/// set when the closest kind that has any has one: suggest_move's tiers (letter case or
/// capture mark; then one character off or a square slip, which decide together).
std::vector<Candidate> close_moves(const GameState& state, std::string_view written, bool& certain) {
  certain = false;
  const auto bare = [](std::string_view text) {
    while (!text.empty() && (text.back() == '+' || text.back() == '#')) text.remove_suffix(1);
    return text;
  };
  written = bare(written);
  if (written.empty() || written.size() > 64) return {};
  std::vector<std::string> legal = state.legal_texts(written);
  std::sort(legal.begin(), legal.end());
  legal.erase(std::unique(legal.begin(), legal.end()), legal.end());
  const std::string written_loose = loose(written);
  std::vector<Candidate> found;
  int mark_only = 0;
  for (const std::string& text : legal) {
    const std::string_view move = bare(text);
    if (move == written) return {};  // legal as written: nothing to suggest
    if (loose(move) == written_loose) {
      found.push_back(Candidate{0, slip_distance(written, move), text});
      ++mark_only;
    } else if (edit_distance(written, move) <= 1) {
      found.push_back(Candidate{1, slip_distance(written, move), text});
    } else if (square_slip(written, move)) {
      found.push_back(Candidate{2, slip_distance(written, move), text});
    }
  }
  if (!found.empty()) {
    certain = mark_only == 1 || (mark_only == 0 && found.size() == 1);
    order(found);
    return found;
  }
  // Numbers name squares only where PDN numbers them, the dark squares of the checkers games;
  // elsewhere no edit of a number is a move, and trying each costs a game such as Commander
  // Chess, whose every play enumerates its deploys, seconds (fuzz_replay timeout, docs/fuzzing.md 17).
  if (written.front() < '0' || written.front() > '9' || !state.board().dark_squares_only) return {};
  return numeric_candidates(state, written, certain);
}

}  // namespace

std::size_t edit_distance(std::string_view a, std::string_view b) {
  const std::size_t n = a.size();
  const std::size_t m = b.size();
  std::vector<std::size_t> d((n + 1) * (m + 1));
  const auto at = [&](std::size_t i, std::size_t j) -> std::size_t& { return d[i * (m + 1) + j]; };
  for (std::size_t i = 0; i <= n; ++i) at(i, 0) = i;
  for (std::size_t j = 0; j <= m; ++j) at(0, j) = j;
  for (std::size_t i = 1; i <= n; ++i)
    for (std::size_t j = 1; j <= m; ++j) {
      std::size_t best = std::min({at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + (a[i - 1] == b[j - 1] ? 0 : 1)});
      if (i > 1 && j > 1 && a[i - 1] == b[j - 2] && a[i - 2] == b[j - 1]) best = std::min(best, at(i - 2, j - 2) + 1);
      at(i, j) = best;
    }
  return at(n, m);
}

std::optional<std::string> suggest_move(const GameState& state, std::string_view written) {
  bool certain = false;
  std::vector<Candidate> found = close_moves(state, written, certain);
  if (!certain) return std::nullopt;
  return std::move(found.front().text);
}

Suggestions suggest_moves(const GameState& state, std::string_view written, std::size_t at_most) {
  Suggestions out;
  std::vector<Candidate> found = close_moves(state, written, out.certain);
  const std::size_t kept = out.certain ? 1 : std::min(found.size(), at_most);
  for (std::size_t i = 0; i < kept; ++i) out.moves.push_back(std::move(found[i].text));
  return out;
}

}  // namespace cinc::game
