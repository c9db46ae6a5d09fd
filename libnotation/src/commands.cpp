// Commands inside comments ("[%clk 0:01:05]"), suffix glyphs and clock values.
#include <cstring>
#include <functional>
#include <string_view>

#include "cgn_grammar.h"
#include "cinc/notation/record.h"

namespace cinc::notation {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; }

std::string_view trim(std::string_view s) {
  while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
  return s;
}

}  // namespace

void for_each_command(std::string_view comment_text,
                      const std::function<void(std::string_view name, std::string_view args)>& visit) {
  const char* p = comment_text.data();
  const char* const end = p + comment_text.size();
  while (p != end) {
    // Find the next "[%"; everything else is ordinary comment text.
    const char* open = p;
    for (;;) {
      open = static_cast<const char*>(std::memchr(open, '[', static_cast<std::size_t>(end - open)));
      if (open == nullptr || (open + 1 != end && open[1] == '%')) break;
      ++open;
    }
    if (open == nullptr) break;
    const char* it = open;
    std::string_view name;
    std::string_view args;
    if (detail::match_command(it, end, name, args)) {
      visit(name, trim(args));
      p = it;
    } else {
      p = open + 2;  // not a well-formed command: keep looking after "[%"
    }
  }
}

std::vector<Command> parse_commands(std::string_view comment_text) {
  std::vector<Command> out;
  for_each_command(comment_text, [&](std::string_view name, std::string_view args) {
    out.push_back(Command{std::string(name), std::string(args)});
  });
  return out;
}

int glyph_to_nag(std::string_view glyph) {
  if (glyph == "!") return 1;
  if (glyph == "?") return 2;
  if (glyph == "!!") return 3;
  if (glyph == "??") return 4;
  if (glyph == "!?") return 5;
  if (glyph == "?!") return 6;
  return 0;
}

std::optional<double> parse_clock(std::string_view text) {
  detail::ClockFields f;
  if (!detail::match_clock(text, f)) return std::nullopt;
  // Minutes and seconds must be below 60 when a higher field is written.
  for (std::size_t i = 1; i < f.count; ++i) {
    if (f.field[i] >= 60) return std::nullopt;
  }
  double seconds = 0;
  for (std::size_t i = 0; i < f.count; ++i) seconds = seconds * 60 + static_cast<double>(f.field[i]);
  // The fraction: its first 15 digits divided by the matching power of ten (one
  // correctly rounded division, so ".1" gives exactly the double nearest 0.1).
  std::string_view frac = f.fraction.substr(0, 15);
  if (!frac.empty()) {
    double scale = 1;
    for (std::size_t i = 0; i < frac.size(); ++i) scale *= 10;
    seconds += static_cast<double>(detail::digits_value(frac, 999'999'999'999'999ULL)) / scale;
  }
  return seconds;
}

}  // namespace cinc::notation
