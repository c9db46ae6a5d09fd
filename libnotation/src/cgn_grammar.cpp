// The CGN token grammar in Boost.Spirit X3. This is the only translation unit that
// includes Spirit. Every parser here matches one flat token; there is no recursive
// rule, so no input can make the parser recurse (variations are tokens '(' and ')'
// that the reader nests with its own explicit stack).
//
// Character classes are ASCII sets (x3::ascii), which answer "no" for bytes >= 0x80
// instead of asserting as the standard-encoding classes do.
#include "cgn_grammar.h"

#include <cstring>

#include <array>
#include <boost/spirit/home/x3.hpp>

namespace cinc::notation::detail {
namespace {

namespace x3 = boost::spirit::x3;
namespace ascii = boost::spirit::x3::ascii;

/// A maximal run of characters of a set, as one X3 primitive that looks each character up
/// in a 256-entry table: the body of every move token is one, so this is the grammar's
/// inner loop. `Set` lists the set's characters, ranges written "a-z" as in x3::char_.
template <const char* Set>
struct char_run_parser : x3::parser<char_run_parser<Set>> {
  using attribute_type = x3::unused_type;
  static constexpr bool has_attribute = false;

  static constexpr std::array<bool, 256> table = [] {
    std::array<bool, 256> t{};
    for (const char* c = Set; *c != '\0'; ++c) {
      if (c[1] == '-' && c[2] != '\0') {
        for (int x = static_cast<unsigned char>(c[0]); x <= static_cast<unsigned char>(c[2]); ++x)
          t[static_cast<std::size_t>(x)] = true;
        c += 2;
      } else {
        t[static_cast<unsigned char>(*c)] = true;
      }
    }
    return t;
  }();

  template <typename Iterator, typename Context, typename RContext, typename Attribute>
  bool parse(Iterator& first, Iterator const& last, Context const&, RContext const&, Attribute&) const {
    while (first != last && table[static_cast<unsigned char>(*first)]) ++first;
    return true;
  }
};

// --- the token grammar -------------------------------------------------------------
const auto digit = ascii::digit;
const auto alpha = ascii::alpha;
constexpr char kBlanks[] = " \t";
/// *char_(" \t"), as one run.
const auto blanks = char_run_parser<kBlanks>{};

// "1/2-1/2" must be tried before "1-0" shares its first character; x3::lit of a
// string is atomic, so the alternatives backtrack cleanly. The forfeits "+/-", "-/+" and
// "-/-" are written as crosstables write them (docs/notation.md §8).
const auto result_token = x3::lit("1/2-1/2") | x3::lit("1-0") | x3::lit("0-1") | x3::lit('*') | x3::lit("+/-") |
                          x3::lit("-/+") | x3::lit("-/-");

const auto move_number = +digit >> *x3::lit('.');

const auto move_char = ascii::char_("A-Za-z0-9:=+#@_&>-");

constexpr char kMoveChars[] = "A-Za-z0-9:=+#@_&>-";
/// *move_char, as one run.
const auto move_chars = char_run_parser<kMoveChars>{};
// A move of the checkers games in PDN's numeric squares: "11-15", "11x18x25", and PDN's
// capital "15X22" (docs/rules/checkers.md §8, §10).
const auto numeric_move = +digit >> +(ascii::char_("xX:-") >> +digit);
// A pass "--" may carry what follows it in the same turn, e.g. Chair Force's "--+supply"
// (a pass, then a buy; docs/rules/chair-force.md §6.1).
const auto move_token = (alpha >> move_chars) | (x3::lit("--") >> move_chars) | (numeric_move >> move_chars);

// Commander Chess as the cotulenh engine writes it: stacks in parentheses "(NFT)c4c6", a
// heroic '+' in front, deploys "(NT)<F>e6,T>c6" or "c4:(NT):F>e6,T>c6"
// (docs/rules/commander-chess.md §9.3). A group in parentheses holds only letters and '+'.
const auto stack_group = ascii::char_('(') >> +ascii::char_("A-Za-z+") >> ascii::char_(')');
const auto stack_move_token =
    -ascii::char_('+') >> (stack_group | alpha) >> *(move_char | ascii::char_("<,") | stack_group);

const auto glyph = +ascii::char_("!?");

const auto nag = x3::lit('$') >> +digit;

constexpr char kTagNameChars[] = "A-Za-z0-9_";
/// A letter, then *(alnum | '_') as one run.
const auto tag_name = alpha >> char_run_parser<kTagNameChars>{};

// Runs parser `p` at `first`; on success returns the matched text and advances.
template <typename Parser>
bool match(It& first, It last, const Parser& p, std::string_view& text) {
  It it = first;
  if (!x3::parse(it, last, p)) return false;
  text = std::string_view(first, static_cast<std::size_t>(it - first));
  first = it;
  return true;
}

}  // namespace

bool match_result(It& first, It last, std::string_view& token) {
  return match(first, last, result_token, token);
}

bool match_move_number(It& first, It last, std::string_view& digits, std::size_t& dots) {
  It start = first;
  std::string_view all;
  if (!match(first, last, move_number, all)) return false;
  It d = start;
  while (d != first && *d != '.') ++d;
  digits = std::string_view(start, static_cast<std::size_t>(d - start));
  dots = static_cast<std::size_t>(first - d);
  return true;
}

const std::array<bool, 256>& kMoveCharacters = char_run_parser<kMoveChars>::table;

bool match_move_token(It& first, It last, std::string_view& token) {
  return match(first, last, move_token, token);
}

bool match_stack_move_token(It& first, It last, std::string_view& token) {
  return match(first, last, stack_move_token, token);
}

bool match_numeric_move(It& first, It last, std::string_view& token) {
  return match(first, last, numeric_move, token);
}

bool match_glyph(It& first, It last, std::string_view& text) {
  return match(first, last, glyph, text);
}

bool match_nag(It& first, It last, std::string_view& digits) {
  std::string_view all;
  if (!match(first, last, nag, all)) return false;
  digits = all.substr(1);
  return true;
}

bool match_tag_name(It& first, It last, std::string_view& name) {
  return match(first, last, tag_name, name);
}

void skip_blanks(It& first, It last) {
  (void)x3::parse(first, last, blanks);
}

bool match_command(It& first, It last, std::string_view& name, std::string_view& args) {
  // Written by hand rather than with X3, as match_clock is: replay reads the commands of
  // nearly every comment of a timed game. The grammar is docs/notation.md's: "[%", a name of
  // ASCII letters, digits and '_' (at least one), the arguments (any bytes but ']', none
  // too), and ']'.
  const auto name_byte = [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
  };
  if (last - first < 2 || first[0] != '[' || first[1] != '%') return false;
  It p = first + 2;
  const It name_begin = p;
  while (p != last && name_byte(*p)) ++p;
  if (p == name_begin) return false;
  const It name_end = p;
  const auto* close = static_cast<It>(std::memchr(p, ']', static_cast<std::size_t>(last - p)));
  if (close == nullptr) return false;
  name = std::string_view(name_begin, static_cast<std::size_t>(name_end - name_begin));
  args = std::string_view(name_end, static_cast<std::size_t>(close - name_end));
  first = close + 1;
  return true;
}

bool match_clock(std::string_view text, ClockFields& out) {
  // Written by hand rather than with X3: replay reads a clock after nearly every move of a
  // timed game, and this is several times quicker. The grammar is the same: a first field
  // of any number of digits, up to two lower fields of one or two digits after ':', an
  // optional fraction after '.', and nothing after it.
  out = ClockFields{};
  constexpr std::uint64_t kCap = 1'000'000'000ULL;  // far beyond any real clock
  const auto is_digit = [](char c) { return c >= '0' && c <= '9'; };
  const char* p = text.data();
  const char* const end = p + text.size();
  const char* top = p;
  while (p != end && is_digit(*p)) ++p;
  if (p == top) return false;
  const std::uint64_t first = digits_value(std::string_view(top, static_cast<std::size_t>(p - top)), kCap);
  if (first > kCap) return false;
  out.field[out.count++] = first;
  while (out.count < 3 && p != end && *p == ':') {
    const char* low = p + 1;
    if (low == end || !is_digit(*low)) return false;
    const char* low_end = low + 1;
    if (low_end != end && is_digit(*low_end)) ++low_end;
    out.field[out.count++] = digits_value(std::string_view(low, static_cast<std::size_t>(low_end - low)), kCap);
    p = low_end;
  }
  if (p != end && *p == '.') {
    const char* digits = p + 1;
    const char* q = digits;
    while (q != end && is_digit(*q)) ++q;
    if (q == digits) return false;
    out.fraction = std::string_view(digits, static_cast<std::size_t>(q - digits));
    p = q;
  }
  return p == end;
}

std::uint64_t digits_value(std::string_view digits, std::uint64_t cap) {
  std::uint64_t v = 0;
  for (char c : digits) {
    v = v * 10 + static_cast<std::uint64_t>(c - '0');
    if (v > cap) return cap + 1;
  }
  return v;
}

}  // namespace cinc::notation::detail
