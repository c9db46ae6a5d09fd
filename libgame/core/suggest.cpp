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

/// A move written with numbers (PDN's "11-15"), which the game writes otherwise: the texts
/// one edit away in the same alphabet (digits, '-', 'x') and the two numbers swapped, each
/// tried on the position; the capture mark changed alone comes first. The one move they
/// reach, written as the writer would have, or nullopt.
std::optional<std::string> suggest_numeric(const GameState& state, std::string_view written) {
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
  for (const auto* tier : {&mark_only, &others}) {
    std::optional<std::string> found;
    std::string found_position;
    bool several = false;
    for (const std::string& text : *tier) {
      auto trial = state.clone();
      if (!trial->play(text).played) continue;
      const std::string position = trial->fen();
      if (found && position != found_position) several = true;
      if (!found) {
        found = text;
        found_position = position;
      }
    }
    if (several) return std::nullopt;
    if (found) return found;
  }
  return std::nullopt;
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
  const auto bare = [](std::string_view text) {
    while (!text.empty() && (text.back() == '+' || text.back() == '#')) text.remove_suffix(1);
    return text;
  };
  written = bare(written);
  if (written.empty() || written.size() > 64) return std::nullopt;
  std::vector<std::string> legal = state.legal_texts(written);
  std::sort(legal.begin(), legal.end());
  legal.erase(std::unique(legal.begin(), legal.end()), legal.end());
  const std::string written_loose = loose(written);
  std::vector<const std::string*> tier1;
  std::vector<const std::string*> tier2;
  for (const std::string& text : legal) {
    const std::string_view move = bare(text);
    if (move == written) return std::nullopt;  // legal as written: nothing to suggest
    if (loose(move) == written_loose) tier1.push_back(&text);
    else if (edit_distance(written, move) <= 1 || square_slip(written, move)) tier2.push_back(&text);
  }
  const auto& chosen = !tier1.empty() ? tier1 : tier2;
  if (chosen.size() == 1) return *chosen.front();
  if (!chosen.empty() || written.front() < '0' || written.front() > '9') return std::nullopt;
  // Numbers name squares only where PDN numbers them, the dark squares of the checkers games;
  // elsewhere no edit of a number is a move, and trying each costs a game such as Commander
  // Chess, whose every play enumerates its deploys, seconds (fuzz_replay timeout, docs/fuzzing.md 17).
  if (!state.board().dark_squares_only) return std::nullopt;
  return suggest_numeric(state, written);
}

}  // namespace cinc::game
