// The CGN lexer: a hand-written loop that recognises each token with the X3 parsers of
// cgn_grammar.cpp and keeps an explicit stack of open variations (for the syntax rules
// that depend on it). Nothing here recurses, so no input can exhaust the call stack.
//
// Reading a game: optional tag pairs, then movetext, then a result token, which ends
// the game. A syntax error in the movetext's tokens is recorded and reading goes on after
// the text it concerns (recover(), docs/errors.md "Reading on after a syntax error"), so a
// game's later errors and its result are still read; up to limits::kMaxSyntaxErrors of
// them. Any other syntax problem (in a tag pair, a comment or an escape line, a limit, or
// one error past that cap) ends the game: the lexer records one diagnostic and skips to
// the next tag line (a line starting with '[' and a letter).
#include "cinc/notation/lexer.h"

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <optional>
#include <string>
#include <utility>

#include "cgn_grammar.h"
#include "chars.h"
#include "cinc/notation/limits.h"
#include "cinc/notation/pdn.h"
#include "cinc/notation/record.h"
#include "cinc/notation/typed_result.h"
#include "lookalikes.h"

namespace cinc::notation {
namespace {

using chars::is_ascii_letter;
using chars::is_blank;
using chars::is_line_end;
unsigned char byte(char c) { return static_cast<unsigned char>(c); }

/// Length of the well-formed UTF-8 sequence starting at p (a byte >= 0x80), or 0
/// when the sequence is ill-formed or cut off by `end` (chars.h).
std::size_t utf8_sequence_length(const char* p, const char* end) {
  const int n = chars::utf8_prefix_length(p, end);
  return n > 0 ? static_cast<std::size_t>(n) : 0;
}

std::string hex_byte(char c) {
  char buf[8];
  std::snprintf(buf, sizeof buf, "0x%02X", static_cast<unsigned>(byte(c)));
  return buf;
}

/// A reading position: the byte, its line number and where that line starts. (`p` comes
/// last: it changes at every byte while the others change at line ends, and a copy of the
/// cursor then reads it on its own, never in one wide load with a field just written.)
struct Cursor {
  const char* line_start = nullptr;
  std::uint32_t line = 1;
  const char* p = nullptr;

  [[nodiscard]] SourcePos pos() const { return pos_of(p); }
  /// Position of a byte on the cursor's line.
  [[nodiscard]] SourcePos pos_of(const char* q) const {
    return SourcePos{line, static_cast<std::uint32_t>(q - line_start + 1)};
  }
};

/// The bytes that end a run of plain bytes in a tag value: a non-ASCII byte, a NUL, a
/// quote, a backslash or a line end (one lookup per byte of every tag value read).
constexpr auto kEndsTagValueRun = [] {
  std::array<bool, 256> table{};
  for (int b = 0x80; b < 0x100; ++b) table[static_cast<std::size_t>(b)] = true;
  for (const char c : {'\0', '"', '\\', '\n', '\r'}) table[static_cast<unsigned char>(c)] = true;
  return table;
}();

/// Whether a comment scan must look at this byte: a line end, a NUL, a byte of a
/// multi-byte UTF-8 sequence, or (in a brace comment) the closing '}'.
bool is_comment_special(char c, bool brace) {
  return c == '\n' || c == '\r' || c == '\0' || byte(c) >= 0x80 || (brace && c == '}');
}

/// The first byte from p on (before end) that a comment scan must look at, or end.
/// Comments are most of the bytes of an annotated record, so this looks at 16 at a time.
const char* next_comment_special(const char* p, const char* end, bool brace) {
#if defined(__SSE2__)
  const __m128i lf = _mm_set1_epi8('\n');
  const __m128i cr = _mm_set1_epi8('\r');
  const __m128i nul = _mm_setzero_si128();
  const __m128i close = _mm_set1_epi8(brace ? '}' : '\n');
  while (end - p >= 16) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p));
    const __m128i hit = _mm_or_si128(_mm_or_si128(_mm_cmpeq_epi8(v, lf), _mm_cmpeq_epi8(v, cr)),
                                     _mm_or_si128(_mm_cmpeq_epi8(v, nul), _mm_cmpeq_epi8(v, close)));
    // A matching lane is 0xFF; a byte >= 0x80 has its own high bit set.
    const auto mask = static_cast<unsigned>(_mm_movemask_epi8(_mm_or_si128(hit, v)));
    if (mask != 0) return p + __builtin_ctz(mask);
    p += 16;
  }
#endif
  while (p != end && !is_comment_special(*p, brace)) ++p;
  return p;
}

}  // namespace

const std::string_view* LexedGame::tag(std::string_view name) const {
  for (const TagToken& t : tags)
    if (t.name == name) return &t.value;
  return nullptr;
}

void LexedGame::clear() {
  start = SourcePos{};
  start_offset = 0;
  tags.clear();
  tokens.clear();
  result = {};
  result_pos = SourcePos{};
  diagnostics.clear();
  notes.clear();
  lookalikes.clear();
  unescaped.clear();
}

std::string fold_comment(std::string_view raw) {
  std::string out;
  fold_comment_into(raw, out);
  return out;
}

namespace {
bool is_comment_space(char c) { return static_cast<unsigned char>(c) <= ' ' && (is_blank(c) || is_line_end(c)); }

/// Whether a comment's raw text is folded as written (single spaces between words, none at
/// either end): most are. White space is all at or below ' ', so one compare passes most bytes.
bool folded_as_written(std::string_view raw) {
  bool folded = raw.empty() || (!is_comment_space(raw.front()) && !is_comment_space(raw.back()));
  // Eight bytes at a time while they hold no control byte (tabs, line ends) and no two
  // spaces in a row (a space before the next word is looked at with the next eight).
  constexpr std::uint64_t kOnes = 0x0101010101010101ULL, kHighs = 0x8080808080808080ULL;
  std::size_t i = 0;
  for (std::uint64_t word = 0; folded && i + 9 <= raw.size(); i += 8) {
    std::memcpy(&word, raw.data() + i, 8);
    const std::uint64_t control = (word - kOnes * 0x20) & ~word & kHighs;  // bytes below ' '
    const std::uint64_t x = word ^ (kOnes * ' ');
    const std::uint64_t space = (x - kOnes) & ~x & kHighs;  // bytes that are ' '
    const bool space_next = raw[i + 8] == ' ';
    if (control != 0 || (space & (space >> 8)) != 0 || (space_next && (space >> 63) != 0)) break;
  }
  for (; folded && i < raw.size(); ++i)
    if (static_cast<unsigned char>(raw[i]) <= ' ' && is_comment_space(raw[i]))
      folded = raw[i] == ' ' && !is_comment_space(raw[i + 1]);  // not the last byte: raw.back() is no space
  return folded;
}

/// Folds word by word into `out`: each run of blanks and line ends between two words
/// becomes one space; those at either end go. The words are appended whole.
void fold_words_into(std::string_view raw, std::string& out) {
  out.clear();
  out.reserve(raw.size());
  std::size_t i = 0;
  while (i < raw.size()) {
    while (i < raw.size() && is_comment_space(raw[i])) ++i;
    std::size_t j = i;
    while (j < raw.size() && !is_comment_space(raw[j])) ++j;
    if (j > i) {
      if (!out.empty()) out.push_back(' ');
      out.append(raw.data() + i, j - i);
    }
    i = j;
  }
}
}  // namespace

void fold_comment_into(std::string_view raw, std::string& out) {
  if (folded_as_written(raw)) out.assign(raw);  // copied whole
  else fold_words_into(raw, out);
}

std::string_view fold_comment_view(std::string_view raw, std::string& room) {
  if (folded_as_written(raw)) return raw;
  fold_words_into(raw, room);
  return room;
}

struct Lexer::Impl {
  /// The NAG that PDN's move-strength mark '*' is read as: $7, "forced move".
  static constexpr int kPdnStarNag = 7;

  // Longest run of plain bytes looked at at once, so that an oversized comment or tag
  // value is caught after at most this much extra scanning.
  static constexpr std::ptrdiff_t kRunCap = 4096;

  const char* begin;
  const char* end;
  const char* stop;  // a game starting here or later is a later reader's (nullptr: none)
  bool plain_loop;   // plain movetext read by read_plain_movetext
  bool annotations;  // comments and NAGs kept as tokens
  bool pdn_file;     // the text is a ".pdn" file (LexerOptions::pdn_file)
  Cursor cur;

  // State of the game being read.
  enum class Phase { none, tags, movetext };
  /// An open line of play: the main line, or a variation and where its '(' is.
  struct OpenLine {
    SourcePos open_pos;
    bool has_moves = false;
    std::uint32_t rejected_opens = 0;  // '(' refused in it (variation-before-move) whose ')' is still to come
    std::size_t last_move = 0;  // the token of its last move, when it has one
  };
  LexedGame* game = nullptr;
  Phase phase = Phase::none;
  bool tags_closed = false;              // a blank line followed the tag pairs
  std::size_t newlines_in_gap = 0;       // line ends since the last token
  std::vector<OpenLine> lines;           // open lines of play; lines[0] is the main line
  std::size_t move_count = 0;
  SourcePos last_end;                    // just after the game's last token
  mutable std::optional<SourcePos> overlong_line;  // the first line over the length limit, to report
  int stack_moves = -1;                  // whether moves may be cotulenh stack tokens (-1: not yet known)
  int pdn_syntax = -1;                   // whether the game follows PDN's conventions (-1: not yet known)
  std::optional<Cursor> star_mark;       // the last '*' read as PDN's move-strength mark (star_marks_move)
  std::vector<unsigned> lookalikes_warned;  // the look-alikes this game has had its warning for
  bool had_comment = false;              // the game has a comment (kept as a token or not)
  std::size_t recovered = 0;             // syntax errors this game was read on after (recover())
  std::vector<Diagnostic> leftover;      // warnings of stray results, for the next game

  Impl(std::string_view text, const LexerOptions& options)
      : begin(text.data()), end(text.data() + text.size()),
        stop(options.stop == Lexer::kNoStop ? nullptr : text.data() + std::min(options.stop, text.size())),
        plain_loop(options.plain_loop), annotations(options.annotations), pdn_file(options.pdn_file) {
    const ReaderStart& start = options.start;
    cur.p = begin;
    cur.line = start.line;
    // A leading byte order mark is not part of the text: column 1 is the byte after it.
    if (start.file_start && text.size() >= 3 && byte(text[0]) == 0xEF && byte(text[1]) == 0xBB &&
        byte(text[2]) == 0xBF) {
      cur.p += 3;
    }
    cur.line_start = cur.p;
    note_line_length(cur);
    cur.p += std::min(start.offset, static_cast<std::size_t>(end - cur.p));
  }

  // --- low-level scanning ------------------------------------------------------------

  /// Consumes one line end at c.p (LF, CRLF or a lone CR) and measures the line it enters.
  void consume_line_end(Cursor& c) const {
    if (*c.p == '\r') {
      ++c.p;
      if (c.p != end && *c.p == '\n') ++c.p;
    } else {
      ++c.p;
    }
    ++c.line;
    c.line_start = c.p;
    note_line_length(c);
  }

  /// Notes the line starting at c.line_start when it is longer than limits::kMaxLineLength;
  /// the game loop reports it before reading the line's first token.
  void note_line_length(const Cursor& c) const {
    const char* p = c.line_start;
    const std::size_t room = static_cast<std::size_t>(end - p);
    // A line cannot be longer than what is left of the text.
    if (room <= limits::kMaxLineLength) return;
    // The line's first line end within one byte past the limit, if any.
    const char* first_end = chars::find_line_end(p, p + limits::kMaxLineLength + 1);
    if (static_cast<std::size_t>(first_end - p) > limits::kMaxLineLength)
      overlong_line = SourcePos{c.line, static_cast<std::uint32_t>(limits::kMaxLineLength + 1)};
  }

  /// Reports a line over the length limit noted while scanning. Ends the game.
  bool fail_overlong_line() {
    const SourcePos pos = *overlong_line;
    overlong_line.reset();
    return fail(cur, pos, "limit.line-length",
                "line " + std::to_string(pos.line) + " is longer than " + std::to_string(limits::kMaxLineLength) +
                    " bytes (the line length limit)");
  }

  /// True when p starts a tag line: '[' in column 1 followed by a letter.
  bool is_tag_line(const Cursor& c) const {
    return c.p == c.line_start && end - c.p >= 2 && c.p[0] == '[' && is_ascii_letter(c.p[1]);
  }

  /// Skips white space between tokens, counting the line ends crossed.
  void skip_white() {
    while (cur.p != end) {
      const char c = *cur.p;
      if (is_blank(c)) {
        ++cur.p;
      } else if (is_line_end(c)) {
        consume_line_end(cur);
        ++newlines_in_gap;
      } else if (byte(c) >= 0x80 && lookalike_space(cur)) {
        continue;
      } else {
        break;
      }
    }
  }

  // --- typographic look-alikes (docs/notation.md §1.2) ---------------------------------

  /// The look-alike whose UTF-8 sequence starts at p (a byte >= 0x80), and its length.
  std::optional<std::pair<detail::LookAlike, std::size_t>> lookalike_at(const char* p) const {
    const std::size_t n = utf8_sequence_length(p, end);
    if (n == 0) return std::nullopt;
    auto found = detail::find_lookalike(detail::decode_utf8(p, n));
    if (!found) return std::nullopt;
    return std::make_pair(std::move(*found), n);
  }

  /// Notes a look-alike of `length` bytes at `pos` read as what it stands for
  /// (LexedGame::lookalikes), and warns of it once per game and character.
  void warn_lookalike(const detail::LookAlike& la, SourcePos pos, std::size_t length) {
    read_as_meant(LookAlikeRead{pos, static_cast<std::uint8_t>(length), la.meant}, la.code_point, "syntax.lookalike", [&] {
      return la.name + " read as " + (la.meant.empty() ? std::string("nothing (it is invisible)") : "'" + la.meant + "'") +
             ": a typographic look-alike, as word processors write it; later ones in this game are read alike";
    });
  }

  /// Text read as what it stands for (a look-alike, "1)" for "1.", a tag name in other
  /// case): kept with its place in LexedGame::lookalikes, which `cinc fix` writes as meant,
  /// and warned of with `code` and the text `message()` makes. With `once_key` non-zero, the
  /// warning is given once a game for that key (later ones are read alike).
  template <typename Message>
  void read_as_meant(LookAlikeRead read, unsigned once_key, const char* code, const Message& message) {
    const SourcePos pos = read.pos;
    game->lookalikes.push_back(std::move(read));
    if (once_key != 0) {
      if (std::find(lookalikes_warned.begin(), lookalikes_warned.end(), once_key) != lookalikes_warned.end()) return;
      lookalikes_warned.push_back(once_key);
    }
    Diagnostic d;
    d.severity = Severity::warning;
    d.pos = pos;
    d.code = code;
    d.message = message();
    game->diagnostics.push_back(std::move(d));
  }

  /// The move number token that ends right at `p` ("1" of "1)"), or nullptr.
  const Token* move_number_just_before(const char* p) const {
    if (game->tokens.empty()) return nullptr;
    const Token& last = game->tokens.back();
    if (last.kind != Token::Kind::move_number || last.text.data() + last.text.size() != p) return nullptr;
    return &last;
  }

  /// "1)": a move number numbered with ')' for its period, as typed game lists number their
  /// moves. Outside any variation the ')' closes nothing, so it is read as the '.' meant,
  /// as a look-alike is (LexedGame::lookalikes: `cinc fix` writes the period), with one
  /// warning a game (docs/errors.md, syntax.move-number-paren).
  void paren_after_move_number(const Token& number, const Cursor& at) {
    constexpr unsigned kParenKey = ')';  // no look-alike is ASCII: a key of its own in lookalikes_warned
    read_as_meant(LookAlikeRead{at.pos(), 1, "."}, kParenKey, "syntax.move-number-paren", [&] {
      const std::string digits(number.text);
      return "move number written '" + digits + ")': read as '" + digits +
             ".', as CGN writes it (a ')' outside a variation closes nothing); later ones in this game are read alike";
    });
  }

  /// A look-alike space at c.p (a byte >= 0x80): skipped as white space, with its warning.
  bool lookalike_space(Cursor& c) {
    const auto found = lookalike_at(c.p);
    if (!found || !found->first.space) return false;
    if (phase == Phase::none) {
      // Between games the text is no game's: its warning is a note of the file, as a stray
      // result's is (the next game's notes), so that a reader whose window of the file
      // starts at the next game reads that game alike (fuzz_reader, docs/fuzzing.md 15).
      Diagnostic d;
      d.severity = Severity::warning;
      d.pos = c.pos();
      d.code = "syntax.lookalike";
      d.message = found->first.name + " between games read as white space: a typographic look-alike, as word "
                  "processors write it";
      leftover.push_back(std::move(d));
    } else {
      warn_lookalike(found->first, c.pos(), found->second);
    }
    c.p += found->second;
    return true;
  }

  /// Where the movetext word at p ends: at white space (a look-alike space too), a line
  /// end, a bracket, brace, parenthesis, ';', '"', '$' or the end; `non_ascii` says
  /// whether it holds a byte >= 0x80.
  const char* word_end(const char* p, bool& non_ascii) const {
    non_ascii = false;
    while (p != end) {
      const char c = *p;
      if (is_blank(c) || is_line_end(c) || c == '{' || c == '}' || c == '(' || c == ')' || c == ';' || c == '[' ||
          c == ']' || c == '"' || c == '$')
        break;
      if (byte(c) >= 0x80) {
        const auto found = lookalike_at(p);
        if (found && found->first.space) break;
        non_ascii = true;
        const std::size_t n = utf8_sequence_length(p, end);
        p += n == 0 ? 1 : n;
        continue;
      }
      ++p;
    }
    return p;
  }

  /// Whether the movetext word that goes on at p holds a byte >= 0x80 (word_end). Kept out
  /// of the tight loop, which calls it only when a move is not followed by white space.
  [[gnu::noinline]] bool word_goes_on_with_non_ascii(const char* p) const {
    bool non_ascii = false;
    word_end(p, non_ascii);
    return non_ascii;
  }

  /// The syntax.bad-result error of a result typed another way, `written` at `pos`
  /// (`spaced`: with spaces inside), suggesting the result `meant` (docs/errors.md).
  void add_bad_result(SourcePos pos, std::string_view written, std::string_view meant, bool spaced) {
    std::string message = "'";
    message.append(written);
    message += spaced ? "' is not a result as CGN writes it: a result has no spaces inside it"
                      : "' is not a result as CGN writes it (1-0, 0-1, 1/2-1/2, * or a forfeit)";
    add(pos, "syntax.bad-result", std::move(message));
    game->diagnostics.back().suggestion = meant;
  }

  /// A result typed another way (mistyped_result) written at `at`, up to `word_end_p`: an
  /// error that suggests the result meant, which the game then has, so that the tag and the
  /// moves are still held to it. Returns whether the game ended (as after any result).
  /// `spaced`: it was written with spaces inside (spaced_result).
  bool mistyped_result_token(std::string_view meant, const Cursor at, const char* word_end_p, bool spaced = false) {
    add_bad_result(at.pos(), std::string_view(at.p, static_cast<std::size_t>(word_end_p - at.p)), meant, spaced);
    cur = at;
    cur.p = word_end_p;
    last_end = cur.pos();
    return result(meant, at, word_end_p);
  }

  /// A movetext word holding typographic look-alikes ("Hf7–d5", "1…", "½–½", full-width
  /// letters), read as the ASCII they stand for, each with its warning: move numbers, moves
  /// with their glyphs, a result. Returns nullopt (nothing read) when a character of the
  /// word is no look-alike: the general reading then reports it. Else returns whether the
  /// game ended (a result, or an error). `result_only`: only a word that stands for a whole
  /// result is read (Commander Chess, whose moves take their own grammar, the stack tokens).
  std::optional<bool> lookalike_word(const char* word_end_p, bool result_only = false) {
    std::string norm;
    std::vector<std::uint32_t> from;  // for each byte of norm, its offset in the word
    struct Seen {
      detail::LookAlike la;
      SourcePos pos;
      std::size_t length;
    };
    std::vector<Seen> seen;
    for (const char* p = cur.p; p != word_end_p;) {
      if (byte(*p) < 0x80) {
        from.push_back(static_cast<std::uint32_t>(p - cur.p));
        norm += *p++;
        continue;
      }
      auto found = lookalike_at(p);
      // A quote stands for nothing movetext holds: the general reading reports it, with its hint.
      if (!found || found->first.space || found->first.meant == "\"" || found->first.meant == "'") return std::nullopt;
      for (std::size_t i = 0; i < found->first.meant.size(); ++i) from.push_back(static_cast<std::uint32_t>(p - cur.p));
      norm += found->first.meant;
      seen.push_back(Seen{std::move(found->first), cur.pos_of(p), found->second});
      p += found->second;
    }
    // In Commander Chess only a word that stands for a whole result is read here, typed
    // another way ("½:½") or not ("+/−").
    if (result_only && !mistyped_result(norm)) {
      const char* r = norm.data();
      const char* const e = r + norm.size();
      std::string_view token;
      if (norm.empty() || !(norm[0] == '+' || norm[0] == '-' || (norm[0] >= '0' && norm[0] <= '9')) ||
          !detail::match_result(r, e, token) || r != e)
        return std::nullopt;
    }
    for (const Seen& one : seen) warn_lookalike(one.la, one.pos, one.length);
    const std::string& text = game->unescaped.emplace_back(std::move(norm));
    const char* const b = text.data();
    const char* const e = b + text.size();
    const Cursor word = cur;
    const auto at_of = [&](const char* q) {
      Cursor at = word;
      at.p = word.p + (q == e ? static_cast<std::ptrdiff_t>(word_end_p - word.p) : from[static_cast<std::size_t>(q - b)]);
      return at;
    };
    cur.p = word_end_p;
    for (const char* q = b; q != e;) {
      const Cursor at = at_of(q);
      const char* r = q;
      std::string_view token;
      const char c = *q;
      if ((c == '+' || c == '-') && detail::match_result(r, e, token) && r == e) return result(token, at, word_end_p);  // a typed "+/-"
      // The word, or its rest, a result typed another way ("½:½", or "1.½:½" after its move
      // number).
      if (const char* meant = mistyped_result(std::string_view(q, static_cast<std::size_t>(e - q))))
        return mistyped_result_token(meant, at, word_end_p);
      r = q;
      if (c >= '0' && c <= '9') {
        if (!digits_then_period_in(q, e)) {
          // A result ends the game where it ends, as in a word without look-alikes ("1–0Hf7"
          // is the result 1-0, and the next game starts at "Hf7").
          if (detail::match_result(r, e, token)) {
            const Cursor after = at_of(r);
            cur = after;
            return result(token, at, after.p);
          }
          r = q;
          if (detail::match_numeric_move(r, e, token)) {
            if (const char* meant = mistyped_result(token)) return mistyped_result_token(meant, at, at_of(r).p);
            if (record_move(token, at)) return true;
            q = r;
            continue;
          }
        }
        std::string_view digits;
        std::size_t dots = 0;
        detail::match_move_number(r, e, digits, dots);
        const std::uint64_t value = detail::digits_value(digits, limits::kMaxMoveNumber);
        if (dots == 0 || value == 0 || value > static_cast<std::uint64_t>(limits::kMaxMoveNumber))
          return recover(at, at.pos(), "syntax.unexpected-character",
                         "cannot read '" + std::string(q, e) + "' (as written: '" + std::string(at.p, word_end_p) +
                             "') as a move number, a move or a result",
                         word_end_p);
        push(Token::Kind::move_number, static_cast<std::uint32_t>(value), digits, at.pos());
      } else if (is_ascii_letter(c) || (c == '-' && e - q >= 2 && q[1] == '-')) {
        detail::match_move_token(r, e, token);
        if (const char* meant = mistyped_result(token)) return mistyped_result_token(meant, at, at_of(r).p);
        if (record_move(token, at)) return true;
        if (r != e && (*r == '!' || *r == '?')) {
          const char* g = r;
          detail::match_glyph(r, e, token);
          const int nag = glyph_to_nag(token);
          if (nag == 0)
            return recover(at_of(g), at_of(g).pos(), "syntax.bad-nag",
                           "unknown move suffix '" + std::string(token) + "' (expected !, ?, !!, ??, !? or ?!)",
                           word_end_p);
          const std::size_t errors = recovered;
          if (add_nag(nag, at_of(g), token, word_end_p)) return true;
          if (recovered != errors) return false;  // the rest of the word is skipped
        }
      } else {
        return recover(at, at.pos(), "syntax.unexpected-character",
                       "cannot read '" + std::string(q, e) + "' (as written: '" + std::string(at.p, word_end_p) +
                           "') as a move number, a move or a result",
                       word_end_p);
      }
      q = r;
    }
    last_end = cur.pos();
    return false;
  }

  /// Whether the digits at p (before e) are followed by a '.'.
  static bool digits_then_period_in(const char* p, const char* e) {
    while (p != e && *p >= '0' && *p <= '9') ++p;
    return p != e && *p == '.';
  }

  /// Moves `cur` to the start of the next game after `from`'s line (or the end): the
  /// next tag line, except that the tag lines right after a broken tag line still belong
  /// to the broken game's tag section and are skipped with it.
  void resync(Cursor from) {
    cur = from;
    // Only an error met while reading the tag section skips the tag lines after it; a line
    // that holds tags and then movetext is in the movetext when its error comes.
    bool in_tag_section = phase == Phase::tags && from.line_start != end && *from.line_start == '[';
    for (;;) {
      while (cur.p != end && !is_line_end(*cur.p)) ++cur.p;
      if (cur.p == end) return;
      overlong_line.reset();  // a long line of the skipped game is not the next game's
      consume_line_end(cur);
      if (!is_tag_line(cur)) {
        in_tag_section = false;
      } else if (!in_tag_section) {
        return;
      }
    }
  }

  /// Describes the byte at p for a message: "'x'", "the end of the line", ...
  std::string describe(const char* p) const {
    if (p == end) return "the end of the input";
    const char c = *p;
    if (is_line_end(c)) return "the end of the line";
    if (byte(c) >= 0x20 && byte(c) < 0x7F) return std::string("'") + c + "'";
    if (byte(c) < 0x80) return "control byte " + hex_byte(c);
    const std::size_t n = utf8_sequence_length(p, end);
    if (n == 0) return "byte " + hex_byte(c);
    const unsigned cp = detail::decode_utf8(p, n);
    std::string out = "'" + std::string(p, n) + "' (" + detail::code_point_name(cp);
    if (const auto la = detail::find_lookalike(cp); la && !la->meant.empty())
      out += ", a look-alike of '" + la->meant + "': write '" + la->meant + "'";
    return out + ")";
  }

  // --- diagnostics -------------------------------------------------------------------

  void add(SourcePos pos, std::string code, std::string message) {
    Diagnostic d;
    d.severity = Severity::error;
    d.pos = pos;
    d.code = std::move(code);
    d.message = std::move(message);
    game->diagnostics.push_back(std::move(d));
  }

  /// Records an error and skips to the next tag line after `from`. Ends the game.
  bool fail(Cursor from, SourcePos pos, std::string code, std::string message) {
    add(pos, std::move(code), std::move(message));
    resync(from);
    return true;
  }

  /// Reports the byte at c.pos_of(p) that is not what the grammar expects: a NUL or
  /// an ill-formed UTF-8 sequence get their own codes, anything else `code`.
  /// `report` is where the message points (the offending byte when absent).
  bool fail_unexpected(const Cursor& c, const char* p, std::string code, std::string message,
                       std::optional<SourcePos> report = std::nullopt) {
    Cursor at = c;
    at.p = p;
    if (p != end && *p == '\0') return fail_nul(at);
    if (p != end && byte(*p) >= 0x80 && utf8_sequence_length(p, end) == 0) return fail_utf8(at);
    return fail(at, report ? *report : at.pos(), std::move(code), std::move(message));
  }

  static std::string nul_message() {
    return "NUL byte (0x00) in the text; a CGN file must be UTF-8 text without NUL bytes";
  }
  static std::string utf8_message(char c) {
    return "invalid UTF-8: byte " + hex_byte(c) + " does not start a well-formed UTF-8 sequence; save the file as UTF-8";
  }

  bool fail_nul(const Cursor& at) { return fail(at, at.pos(), "syntax.nul-byte", nul_message()); }

  bool fail_utf8(const Cursor& at) { return fail(at, at.pos(), "syntax.invalid-utf8", utf8_message(*at.p)); }

  // --- reading on after a syntax error (docs/errors.md, "Reading on after a syntax error") ---

  /// Records a syntax error met in the movetext token at `from` and goes on reading at
  /// `resume` (on the same line, past what the error concerns), so that the game's later
  /// errors, its result and its end are still read. Returns false (the game goes on),
  /// except for the error past limits::kMaxSyntaxErrors: that one ends the game, as
  /// limit.syntax-errors, and returns true.
  bool recover(const Cursor& from, SourcePos pos, std::string code, std::string message, const char* resume) {
    if (recovered == limits::kMaxSyntaxErrors)
      return fail(from, pos, "limit.syntax-errors",
                  "a syntax error (" + code + ") past the limit of " + std::to_string(limits::kMaxSyntaxErrors) +
                      " in one game: the rest of the game is skipped up to the next game's tags");
    ++recovered;
    add(pos, std::move(code), std::move(message));
    cur = from;
    cur.p = resume;
    last_end = cur.pos();
    return false;
  }

  /// recover() for the byte at c.pos_of(p) that is not what the grammar expects: a NUL or an
  /// ill-formed UTF-8 sequence get their own codes, anything else `code`; `report` is where
  /// the message points (the offending byte when absent).
  bool recover_unexpected(const Cursor& c, const char* p, std::string code, std::string message,
                          std::optional<SourcePos> report, const char* resume) {
    const SourcePos at = c.pos_of(p);
    if (p != end && *p == '\0') return recover(c, at, "syntax.nul-byte", nul_message(), resume);
    if (p != end && byte(*p) >= 0x80 && utf8_sequence_length(p, end) == 0)
      return recover(c, at, "syntax.invalid-utf8", utf8_message(*p), resume);
    return recover(c, report ? *report : at, std::move(code), std::move(message), resume);
  }

  /// Whether a word of movetext skipped after an error ends before p: at white space (a
  /// look-alike space too), a line end, the end, or a '{', ';', '(' or ')', which the
  /// reading takes up again (a comment, or a variation whose nesting must be kept).
  bool ends_skipped_word(const char* p) const {
    if (p == end) return true;
    const char c = *p;
    if (is_blank(c) || is_line_end(c) || c == '{' || c == ';' || c == '(' || c == ')') return true;
    if (byte(c) < 0x80) return false;
    const auto found = lookalike_at(p);
    return found && found->first.space;
  }

  /// Where reading goes on after an unexpected character at p (a byte of the line, not its
  /// end): after the word it stands in, so that "Hf7%d5" or "&&" is one error, not several
  /// (ends_skipped_word); a '[' or a double quote (straight or curly) is skipped up to its
  /// closing ']' or quote when the line holds one, so that "[%clk 0:01]" or "\"a note\""
  /// written in movetext is one error too.
  const char* resume_after_unexpected(const char* p) const {
    const auto is_quote = [this](const char* q) { return *q == '"' || curly_quote(q) > 0; };
    const auto length = [this](const char* q) {
      if (byte(*q) < 0x80) return std::size_t{1};
      const std::size_t n = utf8_sequence_length(q, end);
      return n == 0 ? std::size_t{1} : n;
    };
    if (*p == '[' || is_quote(p)) {
      const bool bracket = *p == '[';
      for (const char* q = p + length(p); q != end && !is_line_end(*q); q += length(q)) {
        if (bracket ? *q == ']' : is_quote(q)) return q + length(q);
      }
    }
    const char* q = p + length(p);
    while (!ends_skipped_word(q)) q += length(q);
    return q;
  }

  // --- tokens --------------------------------------------------------------------------

  void push(Token::Kind kind, std::uint32_t value, std::string_view text, SourcePos pos) {
    // Filled in place from registers (a token passed by reference would be stored and then
    // read back in one wide load, which stalls).
    Token& token = game->tokens.emplace_back();
    token.kind = kind;
    token.value = value;
    token.text = text;
    token.pos = pos;
  }

  /// What an escape line ('%' in column 1) starting at p holds: where it ends (its line
  /// end, or the end) and its first byte that is not valid text (a NUL or invalid UTF-8), if any.
  struct EscapeLine {
    const char* end = nullptr;
    const char* bad = nullptr;
  };
  EscapeLine read_escape_line(const char* p) const {
    while (p != end && !is_line_end(*p)) {
      if (*p == '\0') return {p, p};
      if (byte(*p) >= 0x80) {
        const std::size_t n = utf8_sequence_length(p, end);
        if (n == 0) return {p, p};
        p += n;
      } else {
        ++p;
      }
    }
    return {p, nullptr};
  }

  /// An escape line: skipped, but its bytes must still be valid text. Returns true when it
  /// ended the game with an error.
  bool escape_line() {
    const EscapeLine line = read_escape_line(cur.p);
    if (line.bad) {
      cur.p = line.bad;
      start_if_needed();
      return *line.bad == '\0' ? fail_nul(cur) : fail_utf8(cur);
    }
    cur.p = line.end;
    // The line end of an escape line does not count toward a blank line.
    if (cur.p != end) consume_line_end(cur);
    return false;
  }

  /// Skips what lies between games and belongs to none: white space, line ends and valid
  /// escape lines. Stops where the next game's reading has something to look at: a token,
  /// an escape line with an error, or the start of a line over the length limit.
  void skip_gap() {
    for (;;) {
      if (overlong_line) return;  // set on entering that line: cur is at its start
      while (cur.p != end && is_blank(*cur.p)) ++cur.p;
      if (cur.p == end) return;
      if (is_line_end(*cur.p)) {
        consume_line_end(cur);
        continue;
      }
      if (*cur.p != '%' || cur.p != cur.line_start) return;
      const EscapeLine line = read_escape_line(cur.p);
      if (line.bad) return;
      cur.p = line.end;
      if (cur.p != end) consume_line_end(cur);
    }
  }

  /// The game starts at the cursor: its first token (a tag, a move, a comment...).
  void begin_game() {
    game->start = cur.pos();
    game->start_offset = static_cast<std::size_t>(cur.p - begin);
  }

  void start_if_needed() {
    if (phase == Phase::none) {
      phase = Phase::movetext;
      begin_game();
    }
  }

  /// Scans comment text from `c.p`: a brace comment ends at '}' (c.p is left on it) and is
  /// unterminated at the end of the input or at a tag line; a ';' comment ends at the line
  /// end (c.p is left on it). NUL bytes, invalid UTF-8 and comments longer than the limit
  /// once folded (fold_comment) end the game with a diagnostic (Scan::failed).
  enum class Scan { ok, failed };
  Scan scan_comment_text(Cursor& c, bool brace, const Cursor& open) {
    Cursor fast = c;
    if (scan_clean_comment(fast, brace)) {
      c = fast;
      return Scan::ok;
    }
    return scan_comment_exactly(c, brace, open);
  }

  /// The usual case, quickly: a comment with no problem, no longer than the limit even
  /// before folding. False when it has a problem (or may have), which
  /// scan_comment_exactly then finds from the start: both look at the bytes in the same
  /// order and cross line ends alike, up to where this one gives up.
  bool scan_clean_comment(Cursor& c, bool brace) const {
    const char* const body = c.p;
    for (;;) {
      c.p = next_comment_special(c.p, end, brace);
      if (c.p - body > static_cast<std::ptrdiff_t>(limits::kMaxComment)) return false;
      if (c.p == end) return !brace;  // a ';' comment may end the input
      const char ch = *c.p;
      if (ch == '}') return true;  // only special in a brace comment
      if (is_line_end(ch)) {
        if (!brace) return true;
        consume_line_end(c);
        if (is_tag_line(c)) return false;  // the next game starts: the '{' was never closed
        continue;
      }
      if (ch == '\0') return false;
      const std::size_t n = utf8_sequence_length(c.p, end);
      if (n == 0) return false;
      c.p += n;
    }
  }

  /// The comment scan that reports every problem, in text order, counting the comment's
  /// folded length as it goes (the limit applies to the text a record keeps).
  Scan scan_comment_exactly(Cursor& c, bool brace, const Cursor& open) {
    std::size_t folded = 0;
    bool pending_space = false;
    auto flush_space = [&] {
      if (pending_space && folded > 0) ++folded;
      pending_space = false;
    };
    while (c.p != end) {
      const char ch = *c.p;
      if (brace && ch == '}') return Scan::ok;
      if (is_blank(ch)) {
        pending_space = true;
        ++c.p;
      } else if (is_line_end(ch)) {
        if (!brace) return Scan::ok;
        consume_line_end(c);
        pending_space = true;
        if (is_tag_line(c)) break;  // the next game starts: the '{' was never closed
      } else if (ch == '\0') {
        fail_nul(c);
        return Scan::failed;
      } else if (byte(ch) >= 0x80) {
        const std::size_t n = utf8_sequence_length(c.p, end);
        if (n == 0) {
          fail_utf8(c);
          return Scan::failed;
        }
        flush_space();
        folded += n;
        c.p += n;
      } else {
        // A run of ordinary ASCII bytes is counted in one go.
        flush_space();
        const char* run = c.p;
        const char* run_end = end - run > kRunCap ? run + kRunCap : end;
        // The first byte is ordinary (checked above); a '}' only ends brace comments.
        do {
          ++c.p;
        } while (c.p != run_end && byte(*c.p) < 0x80 && *c.p != '\0' &&
                 !(brace && *c.p == '}') && !is_blank(*c.p) && !is_line_end(*c.p));
        folded += static_cast<std::size_t>(c.p - run);
      }
      if (folded > limits::kMaxComment) {
        fail(open, open.pos(), "limit.comment",
             "comment longer than " + std::to_string(limits::kMaxComment) +
                 " bytes; split it into several comments");
        return Scan::failed;
      }
    }
    if (!brace) return Scan::ok;
    fail(open, open.pos(), "syntax.unterminated-comment",
         "comment opened here is never closed (missing '}')");
    return Scan::failed;
  }

  /// A comment: '{' to '}' (`brace`), or ';' to the end of the line. Returns true when it
  /// ended the game.
  bool comment(bool brace) {
    const Cursor open = cur;
    Cursor c = cur;
    ++c.p;
    if (scan_comment_text(c, brace, open) == Scan::failed) return true;
    had_comment = true;
    if (annotations)
      push(Token::Kind::comment, 0, std::string_view(open.p + 1, static_cast<std::size_t>(c.p - open.p - 1)),
           open.pos());
    if (brace) ++c.p;  // the '}'
    cur = c;
    last_end = cur.pos();
    return false;
  }

  /// The most likely value of a tag whose value is not written between quotes, or not
  /// closed: from `from` up to the last ']' of the line (to its end when it has none),
  /// without the blanks at either end. `whole`: nothing but blanks follows that ']' (or the
  /// value runs to the line's end), so the line holds this tag alone.
  struct MeantValue {
    std::string_view value;
    bool whole = false;
  };
  MeantValue value_up_to_bracket(const char* from) const {
    const char* line_end = from;
    while (line_end != end && !is_line_end(*line_end)) ++line_end;
    const char* last = line_end;
    for (const char* q = from; q != line_end; ++q)
      if (*q == ']') last = q;
    const bool whole = std::all_of(last == line_end ? line_end : last + 1, line_end, [](char c) { return is_blank(c); });
    while (from != last && is_blank(*from)) ++from;
    while (last != from && is_blank(last[-1])) --last;
    return {{from, static_cast<std::size_t>(last - from)}, whole};
  }

  /// What a broken tag line most likely meant: its tag's name (empty when none could be
  /// read) and value, and whether writing the line so is certain (the line holds the tag
  /// alone, and only the quotes or the ']' it lacks are added).
  struct TagMeant {
    std::string_view name;
    std::string_view value;
    bool certain = false;
  };

  /// A syntax error in the tag pair on the cursor's line, at the byte `at` (`at_unexpected`:
  /// the byte the grammar did not expect, which a NUL or a byte that is not UTF-8 names):
  /// recorded, and reading goes on at the next line, as after an error in a movetext token
  /// (recover(), docs/errors.md "Reading on after a syntax error"). When the tag's name was
  /// read, the tag is kept with the value meant, so that replay still sets the game up and
  /// checks its moves; when that is certain, the diagnostic suggests the line written so,
  /// which `cinc fix` writes. A NUL byte or a byte that is not UTF-8 on the line ends the
  /// game instead, as it did before. Returns true when the game ended.
  bool recover_tag(const char* at, bool at_unexpected, std::string code, std::string message, TagMeant meant) {
    const char* line_end = cur.p;
    bool readable = true;
    while (line_end != end && !is_line_end(*line_end)) {
      const std::size_t n = byte(*line_end) < 0x80 ? 1 : utf8_sequence_length(line_end, end);
      if (*line_end == '\0' || n == 0) {
        readable = false;
        break;
      }
      line_end += n;
    }
    if (!readable) {
      return at_unexpected ? fail_unexpected(cur, at, std::move(code), std::move(message))
                           : fail(cur, cur.pos_of(at), std::move(code), std::move(message));
    }
    // A value read past the quotes is held to the limit of a value between them.
    if (meant.value.size() > limits::kMaxTagValue) {
      return fail(cur, cur.pos_of(at), "limit.tag-value",
                  "value of tag '" + std::string(meant.name) + "' longer than " +
                      std::to_string(limits::kMaxTagValue) + " bytes");
    }
    const Cursor line = cur;  // recover() moves the cursor to the line's end
    const SourcePos tag_pos = line.pos();
    if (recover(cur, cur.pos_of(at), std::move(code), std::move(message), line_end)) return true;
    const std::string_view name = meant.name;
    if (name.empty()) return false;  // no tag: which one was meant is unknown
    const std::size_t error = game->diagnostics.size() - 1;
    std::string_view value = meant.value;
    // The look-alikes of a Result value are named at their place when the value is the
    // line's own text (not one with its escapes resolved).
    if (name == "Result") {
      const bool on_line = value.data() >= line.p && value.data() <= line_end;
      value = plain_result_value(value, on_line ? line.pos_of(value.data()) : tag_pos);
    }
    if (meant.certain) {
      std::string suggestion = "[" + std::string(name) + " \"";
      for (const char c : value) {
        if (c == '"' || c == '\\') suggestion += '\\';
        suggestion += c;
      }
      game->diagnostics[error].suggestion = suggestion + "\"]";
    }
    note_repeated_tag(name, value, tag_pos);
    game->tags.push_back(TagToken{name, value, tag_pos});
    stack_moves = -1;
    return false;
  }

  /// '[' Name "value" ']'. Returns true when it ended the game.
  bool tag_pair() {
    const Cursor open = cur;
    if (game->tags.size() >= limits::kMaxTags) {
      return fail(open, open.pos(), "limit.tags",
                  "more than " + std::to_string(limits::kMaxTags) + " tag pairs in one game");
    }
    const char* p = cur.p + 1;
    skip_tag_blanks(p);
    const char* name_begin = p;
    std::string_view name;
    if (!detail::match_tag_name(p, end, name)) {
      if (p == end || is_line_end(*p))
        return recover_tag(open.p, false, "syntax.unterminated-tag",
                           "tag pair opened here is not closed on its line (missing ']')", {});
      return recover_tag(p, true, "syntax.bad-tag",
                         "expected a tag name (a letter, then letters, digits or '_') after "
                         "'[' but found " + describe(p),
                         {});
    }
    if (name.size() > limits::kMaxTagName) {
      return fail(open, cur.pos_of(name_begin), "limit.tag-name",
                  "tag name longer than " + std::to_string(limits::kMaxTagName) + " bytes");
    }
    name = known_tag_name(name, cur.pos_of(name_begin));
    skip_tag_blanks(p);
    if (p == end || is_line_end(*p))  // no value at all: which one was meant is a guess
      return recover_tag(open.p, false, "syntax.unterminated-tag",
                         "tag pair opened here is not closed on its line (missing ']')", {name, {}, false});
    const std::size_t curly_open = curly_quote(p);
    if (curly_open > 0) {
      warn_lookalike(lookalike_at(p)->first, cur.pos_of(p), curly_open);
      p += curly_open - 1;  // the quote's last byte stands where '"' would
    } else if (*p != '"') {
      // Most often a value written without its quotes: [Date 2026.01.01]. Certain when the
      // value holds no quote or backslash, which quotes would read otherwise.
      const MeantValue meant = value_up_to_bracket(p);
      const bool plain = meant.value.find_first_of("\"\\") == std::string_view::npos;
      return recover_tag(p, true, "syntax.bad-tag",
                         "expected '\"' to open the value of tag '" + std::string(name) + "' but found " + describe(p),
                         {name, meant.value, meant.whole && plain});
    }
    // Where the value's opening quote starts (a curly one ends at p): its errors point there.
    QuotedValue quoted{p - (curly_open > 0 ? curly_open - 1 : 0), curly_open};
    ++p;
    const char* value_begin = p;
    if (const std::optional<bool> ended = scan_tag_value(open, name, quoted, p)) return *ended;
    std::string_view value(value_begin, static_cast<std::size_t>(p - value_begin));
    if (quoted.escaped) value = game->unescaped.emplace_back(unescape(value));
    if (name == "Result") value = plain_result_value(value, cur.pos_of(value_begin));
    p += quoted.closing;  // closing quote
    skip_tag_blanks(p);
    if (p == end || is_line_end(*p))
      return recover_tag(open.p, false, "syntax.unterminated-tag",
                         "tag pair opened here is not closed on its line (missing ']')", {name, value, true});
    if (*p != ']') {
      // What stands before the ']' may be part of the value or not: no certain correction.
      return recover_tag(p, true, "syntax.bad-tag",
                         "expected ']' to close tag '" + std::string(name) + "' but found " + describe(p),
                         {name, value, false});
    }
    ++p;
    note_repeated_tag(name, value, open.pos());
    game->tags.push_back(TagToken{name, value, open.pos()});
    stack_moves = -1;
    cur.p = p;
    last_end = cur.pos();
    return false;
  }

  /// A tag value's quotes, as tag_pair and scan_tag_value read them.
  struct QuotedValue {
    const char* quote;         // where the opening quote starts: the value's errors point there
    std::size_t curly_open;    // the opening quote's bytes when it is a curly one, else 0
    std::size_t closing = 1;   // the closing quote's bytes
    bool escaped = false;      // whether the value holds \" or \\ to resolve
  };

  /// Moves `p` from a tag value's first byte to its closing quote (a curly one closes a value
  /// opened by one), warning of look-alike quotes and reporting invalid UTF-8 on the way. Returns
  /// nothing there, or what tag_pair returns when the tag ends first: no closing quote on its
  /// line, a NUL byte, a value longer than the limit.
  std::optional<bool> scan_tag_value(const Cursor& open, std::string_view name, QuotedValue& quoted, const char*& p) {
    const char* value_begin = p;
    std::size_t length = 0;  // once unescaped
    bool bad_byte_reported = false;
    for (;;) {
      if (p == end || is_line_end(*p)) {
        const MeantValue meant = value_up_to_bracket(value_begin);
        std::string_view value = meant.value;
        if (value.find('\\') != std::string_view::npos) value = game->unescaped.emplace_back(unescape(value));
        return recover_tag(quoted.quote, false, "syntax.unterminated-string",
                           "value of tag '" + std::string(name) + "' opened here is not closed on its line (missing '\"')",
                           {name, value, meant.whole});
      }
      const char c = *p;
      if (c == '"') break;
      if (quoted.curly_open > 0 && curly_quote(p) > 0) {
        quoted.closing = curly_quote(p);
        warn_lookalike(lookalike_at(p)->first, cur.pos_of(p), quoted.closing);
        break;
      }
      if (c == '\\' && end - p >= 2 && (p[1] == '"' || p[1] == '\\')) {
        quoted.escaped = true;
        ++length;
        p += 2;
      } else if (c == '\0') {
        Cursor at = cur;
        at.p = p;
        return fail_nul(at);
      } else if (byte(c) >= 0x80) {
        const std::size_t n = utf8_sequence_length(p, end);
        if (n == 0) {
          // Reported (the value's first such byte), and the game read on: a bad byte in a name
          // must not hide the moves' errors (docs/notation.md §1). The byte stays in the value.
          if (!bad_byte_reported)
            add(cur.pos_of(p), "syntax.invalid-utf8",
              "invalid UTF-8: byte " + hex_byte(*p) +
                  " does not start a well-formed UTF-8 sequence; save the file as UTF-8 (or read it with "
                  "--encoding auto, the default, which reads such bytes as Windows-1252)");
          bad_byte_reported = true;
          ++length;
          ++p;
          continue;
        }
        length += n;
        p += n;
      } else {
        const char* run = p;
        const char* run_end = end - run > kRunCap ? run + kRunCap : end;
        while (p != run_end && !kEndsTagValueRun[byte(*p)]) ++p;
        if (p == run) ++p;  // a lone backslash is kept as written
        length += static_cast<std::size_t>(p - run);
      }
      if (length > limits::kMaxTagValue) {
        return fail(open, cur.pos_of(quoted.quote), "limit.tag-value",
                    "value of tag '" + std::string(name) + "' longer than " +
                        std::to_string(limits::kMaxTagValue) + " bytes");
      }
    }
    return std::nullopt;
  }

  /// Skips spaces and tabs in a tag pair, and look-alike spaces with their warning.
  void skip_tag_blanks(const char*& p) {
    for (;;) {
      detail::skip_blanks(p, end);
      if (p == end || byte(*p) < 0x80) return;
      const auto found = lookalike_at(p);
      if (!found || !found->first.space) return;
      warn_lookalike(found->first, cur.pos_of(p), found->second);
      p += found->second;
    }
  }

  /// The length of a typographic double quote (U+201C, U+201D, U+201E) at p, or 0.
  std::size_t curly_quote(const char* p) const {
    if (p == end || byte(*p) != 0xE2) return 0;
    const auto found = lookalike_at(p);
    return found && found->first.meant == "\"" ? found->second : 0;
  }

  /// A Result tag's value with look-alikes ("1–0", "½-½") read as the ASCII meant, each
  /// with its warning (the value at `pos`).
  std::string_view plain_result_value(std::string_view value, SourcePos pos) {
    if (std::all_of(value.begin(), value.end(), [](char c) { return byte(c) < 0x80; }))
      return meant_result_value(value, value, pos);
    std::string plain;
    struct Seen {
      detail::LookAlike la;
      SourcePos pos;
      std::size_t length;
    };
    std::vector<Seen> seen;
    for (std::size_t i = 0; i < value.size();) {
      if (byte(value[i]) < 0x80) {
        plain += value[i++];
        continue;
      }
      auto found = lookalike_at(value.data() + i);
      if (!found) return value;  // not a result the look-alikes explain: the checks report it
      plain += found->first.meant;
      seen.push_back(Seen{std::move(found->first), SourcePos{pos.line, pos.column + static_cast<std::uint32_t>(i)},
                          found->second});
      i += found->second;
    }
    for (const Seen& one : seen) warn_lookalike(one.la, one.pos, one.length);
    return meant_result_value(game->unescaped.emplace_back(std::move(plain)), value, pos);
  }

  /// A Result tag's value (at `pos`, its look-alikes read; `written` as written) that is a
  /// result typed another way ("1:0", "1 - 0"): the syntax.bad-result error of the same
  /// result in movetext, and the value read as the result meant, so that the result token
  /// is held to that. Any other value is returned as it is.
  std::string_view meant_result_value(std::string_view value, std::string_view written, SourcePos pos) {
    std::string_view meant;
    bool spaced = false;
    if (const char* typed = mistyped_result(value)) {
      meant = typed;
    } else if (const auto s = spaced_result(value); s && s->length == value.size()) {
      meant = s->meant;
      spaced = true;
    } else {
      return value;
    }
    add_bad_result(pos, written, meant, spaced);
    return meant;
  }

  /// A tag value as written, with its escapes (\" and \\) resolved.
  static std::string unescape(std::string_view written) {
    std::string out;
    out.reserve(written.size());
    for (std::size_t i = 0; i < written.size(); ++i) {
      if (written[i] == '\\' && i + 1 < written.size() && (written[i + 1] == '"' || written[i + 1] == '\\')) ++i;
      out.push_back(written[i]);
    }
    return out;
  }

  /// `name` as the tags cinc reads are spelt (docs/notation.md, "Tags", and the rules'
  /// tags) when it is one of them written in other case ("result", "SETUP", "Setup"): tag
  /// names are case-sensitive, so such a tag would be passed over. It is read as the tag
  /// meant, with a warning (tag.name-case), and kept as a look-alike read (LexedGame::
  /// lookalikes) so that `cinc fix` writes the name so. A game that also has the tag as spelt
  /// keeps its name as written. Any other name is returned as it is.
  std::string_view known_tag_name(std::string_view name, SourcePos pos) {
    // By length, so that a name is held to the few of its length (every tag of every game
    // comes here): kKnown[kFirstOfLength[n] .. kFirstOfLength[n + 1]) are those of length n.
    static constexpr std::string_view kKnown[] = {
        "FEN",         "Red",         "Site",         "Date",           "Dark",      "Blue",    "Mode",
        "Deck",        "Event",       "Round",        "Light",          "Black",     "White",   "SetUp",
        "Board",       "Result",      "Variant",      "CardSet",        "DarkAir",   "GameType", "LightAir",
        "FinalFEN",    "ClockMode",   "BattleEnds",   "TimeControl",    "Termination", "DarkLandSea",
        "LightLandSea", "NumberingStart"};
    static constexpr std::size_t kLongest = 14;
    static constexpr auto kFirstOfLength = [] {
      std::array<std::uint8_t, kLongest + 2> first{};
      std::size_t i = 0;
      for (std::size_t n = 0; n <= kLongest + 1; ++n) {
        while (i < std::size(kKnown) && kKnown[i].size() < n) ++i;
        first[n] = static_cast<std::uint8_t>(i);
      }
      return first;
    }();
    if (name.size() > kLongest) return name;
    // Names are letters, digits and '_' (the grammar), so two names of one length are the
    // same letters in any case when their bytes differ at most in bit 5 (0x20, the case
    // bit of a letter). Compared as 16 bytes in two words, zeros after the name.
    struct Words {
      std::uint64_t low = 0, high = 0;
    };
    // A name's bytes as the words, little-endian as the copy below reads them.
    static_assert(std::endian::native == std::endian::little, "the tag name words are read little-endian");
    static constexpr auto words_of = [](std::string_view text) {
      Words w;
      for (std::size_t i = 0; i < text.size(); ++i)
        (i < 8 ? w.low : w.high) |= std::uint64_t{static_cast<unsigned char>(text[i])} << (8 * (i % 8));
      return w;
    };
    static constexpr auto kCaseBits = [] {
      std::array<Words, kLongest + 1> bits{};
      for (std::size_t n = 0; n <= kLongest; ++n)
        for (std::size_t i = 0; i < n; ++i) (i < 8 ? bits[n].low : bits[n].high) |= std::uint64_t{0x20} << (8 * (i % 8));
      return bits;
    }();
    // The bytes of a name of each length, as masks of the words.
    static constexpr auto kUsedBytes = [] {
      std::array<Words, kLongest + 1> used{};
      for (std::size_t n = 0; n <= kLongest; ++n)
        for (std::size_t i = 0; i < n; ++i) (i < 8 ? used[n].low : used[n].high) |= std::uint64_t{0xFF} << (8 * (i % 8));
      return used;
    }();
    static constexpr auto kKnownWords = [] {
      std::array<Words, std::size(kKnown)> words{};
      for (std::size_t k = 0; k < std::size(kKnown); ++k) words[k] = words_of(kKnown[k]);
      return words;
    }();
    Words w;
    if (end - name.data() >= 16) {  // the name's bytes and those after it, which are cleared
      std::memcpy(&w.low, name.data(), 8);
      std::memcpy(&w.high, name.data() + 8, 8);
      const Words used = kUsedBytes[name.size()];
      w.low &= used.low;
      w.high &= used.high;
    } else {
      w = words_of(name);
    }
    const Words bits = kCaseBits[name.size()];
    for (std::size_t k = kFirstOfLength[name.size()]; k < kFirstOfLength[name.size() + 1]; ++k) {
      const Words& known_words = kKnownWords[k];
      if (((w.low ^ known_words.low) & ~bits.low) != 0 || ((w.high ^ known_words.high) & ~bits.high) != 0) continue;
      const std::string_view known = kKnown[k];
      if (w.low == known_words.low && w.high == known_words.high) return name;  // written as known
      for (const TagToken& t : game->tags)
        if (t.name == known) return name;
      read_as_meant(LookAlikeRead{pos, static_cast<std::uint8_t>(name.size()), std::string(known)}, 0, "tag.name-case",
                    [&] {
                      return "tag name '" + std::string(name) + "' read as '" + std::string(known) +
                             "': tag names are case-sensitive, and cinc reads this one written so";
                    });
      return known;
    }
    return name;
  }

  /// A tag name given twice in one game: an error when the values differ (which one
  /// counts is then unknowable), a warning when they agree. Reading goes on either way.
  void note_repeated_tag(std::string_view name, std::string_view value, SourcePos pos) {
    for (const TagToken& earlier : game->tags) {
      if (earlier.name.size() != name.size() || earlier.name[0] != name[0] || earlier.name != name) continue;
      const bool same = earlier.value == value;
      add(pos, "tag.duplicate",
          "tag '" + std::string(name) + "' is given a second time (first on line " + std::to_string(earlier.pos.line) +
              (same ? "), with the same value; remove one"
                    : ") with a different value, \"" + std::string(value) + "\" instead of \"" +
                          std::string(earlier.value) + "\"; a game has one value per tag"));
      if (same) game->diagnostics.back().severity = Severity::warning;
      return;
    }
  }

  /// Ends the game without a result token: at a tag line (`at_end` false) or at the end
  /// of the input. An open variation is the more precise complaint.
  bool missing_result(bool at_end) {
    // A PDN game whose last token is a '*' read as its last move's strength mark: that '*'
    // was its result (star_marks_move).
    if (star_mark && lines.size() == 1 && last_end == star_mark->pos_of(star_mark->p + 1)) {
      if (annotations) game->tokens.pop_back();
      game->result = std::string_view(star_mark->p, 1);
      game->result_pos = star_mark->pos();
      return true;
    }
    const std::string where = at_end ? "the end of the input"
                                     : "the next game's tags on line " + std::to_string(cur.line);
    if (lines.size() > 1) {
      add(lines.back().open_pos, "syntax.unterminated-variation",
          "variation opened here is never closed (missing ')' before " + where + ")");
    } else {
      // With moves and a Result tag that names a result, the result left out is certain:
      // the tag's, which the error suggests writing after the last move (`cinc fix` does).
      const auto tag = std::find_if(game->tags.begin(), game->tags.end(),
                                    [](const TagToken& t) { return t.name == "Result"; });
      const bool known = move_count > 0 && tag != game->tags.end() && is_result_token(tag->value);
      add(last_end, "syntax.missing-result",
          "game has no result: expected 1-0, 0-1, 1/2-1/2, * or a forfeit (+/-, -/+, -/-) before " + where +
              (known ? "; its Result tag says " + std::string(tag->value) : std::string()));
      if (known) game->diagnostics.back().suggestion = tag->value;
    }
    return true;
  }

  /// Adds a NAG to the last move of the current line of play; one before any move is an
  /// error, after which reading goes on at `resume`. Returns true when it ended the game.
  bool add_nag(int nag, const Cursor& at, std::string_view text, const char* resume) {
    if (!lines.back().has_moves) {
      return recover(at, at.pos(), "syntax.nag-before-move",
                     "annotation '" + std::string(text) +
                         "' before any move of its line; a NAG follows the move it annotates",
                     resume);
    }
    if (annotations) push(Token::Kind::nag, static_cast<std::uint32_t>(nag), text, at.pos());
    return false;
  }

  /// A glyph run at cur ("!", "?!", ...). Returns true when it ended the game.
  bool glyph() {
    const Cursor at = cur;
    std::string_view text;
    detail::match_glyph(cur.p, end, text);
    int nag = glyph_to_nag(text);
    // PDN 3.0 allows any run of '!' and '?' as a move's strength ("!!!", "!?!!"): read as
    // the NAG of its first two marks, or of its first (docs/rules/checkers.md §10).
    if (nag == 0 && text.size() > 2 && pdn_game())
      nag = glyph_to_nag(text.substr(0, 2)) != 0 ? glyph_to_nag(text.substr(0, 2)) : glyph_to_nag(text.substr(0, 1));
    if (nag == 0) {
      return recover(at, at.pos(), "syntax.bad-nag",
                     "unknown move suffix '" + std::string(text) + "' (expected !, ?, !!, ??, !? or ?!)", cur.p);
    }
    const std::size_t errors = recovered;
    if (add_nag(nag, at, text, cur.p)) return true;
    if (recovered == errors) last_end = cur.pos();
    return false;
  }

  /// '$' digits. Returns true when it ended the game.
  bool numeric_nag() {
    const Cursor at = cur;
    std::string_view digits;
    if (!detail::match_nag(cur.p, end, digits)) {
      return recover_unexpected(at, cur.p + 1, "syntax.bad-nag",
                                "expected digits after '$' (a NAG is $0 to $255) but found " + describe(cur.p + 1),
                                at.pos(), resume_after_unexpected(at.p));
    }
    const std::uint64_t value = detail::digits_value(digits, limits::kMaxNag);
    if (value > static_cast<std::uint64_t>(limits::kMaxNag)) {
      return recover(at, at.pos(), "syntax.bad-nag",
                     "NAG $" + std::string(digits) + " is out of range (expected $0 to $" +
                         std::to_string(limits::kMaxNag) + ")",
                     cur.p);
    }
    const std::size_t errors = recovered;
    if (add_nag(static_cast<int>(value), at, std::string_view(at.p, digits.size() + 1), cur.p)) return true;
    if (recovered == errors) last_end = cur.pos();
    return false;
  }

  /// Whether this game's moves may be written as the cotulenh engine writes Commander Chess:
  /// [Variant "commander-chess"], or no Variant tag and a Blue side tag (only that game has a
  /// Blue side; the engine's exports carry no Variant tag). Asked at every move; the tags
  /// cannot change once the moves begin, so the answer is kept.
  bool stack_moves_allowed() {
    if (stack_moves < 0) {
      bool blue = false;
      bool variant = false;
      bool allowed = false;
      for (const TagToken& t : game->tags) {
        if (t.name == "Variant") {
          allowed = t.value.size() == 15 && std::equal(t.value.begin(), t.value.end(), "commander-chess",
                                                       [](char a, char b) { return (a | 0x20) == b || a == b; });
          variant = true;
          break;
        }
        if (t.name == "Blue") blue = true;
      }
      stack_moves = (variant ? allowed : blue) ? 1 : 0;
    }
    return stack_moves == 1;
  }

  /// Whether a stack-style move token starts at the cursor ("(NFT)c6", "+Tf4f6").
  bool stack_move_starts() {
    if (!stack_moves_allowed()) return false;
    auto probe = cur.p;
    std::string_view text;
    return detail::match_stack_move_token(probe, end, text);
  }

  /// Whether this game follows PDN's conventions (follows_pdn: a GameType tag, or a PDN
  /// file and no Variant tag of cinc's), and so is read with PDN's syntax too
  /// (LexerOptions::pdn_file). Asked in movetext, when the tags are all read; kept.
  bool pdn_game() {
    if (pdn_syntax < 0) pdn_syntax = follows_pdn(*game, pdn_file) ? 1 : 0;
    return pdn_syntax == 1;
  }

  /// A result of PDN's games scored two points ("2-0", "0-2", "1-1", "0-0"; the PDN 3.0
  /// standard) at `p` in a game that follows PDN, ending where its word ends (not "1-10", a
  /// move). Empty when there is none.
  std::string_view pdn_result_at(const char* p) {
    if (end - p < 3 || p[1] != '-') return {};
    const std::string_view token(p, 3);
    if (token != "2-0" && token != "0-2" && token != "1-1" && token != "0-0") return {};
    if (!pdn_game()) return {};
    const char* after = p + 3;
    if (after != end && ((*after >= '0' && *after <= '9') || *after == '-' || *after == 'x' || *after == 'X' ||
                         *after == ':' || *after == '/'))
      return {};
    return token;
  }

  /// Whether the '*' just read (before the cursor) is PDN's move-strength mark on the move
  /// glued before it ("11-15*"), in a game that follows PDN: the PDN 2.0 standard's '*' is
  /// both that mark and the undecided result. Read as the mark; when the game then ends with
  /// no result and that mark as its last token, it was the result after all
  /// (missing_result): the same reading however the text is cut, since a game's end is
  /// known only where its next game's tags or the text's end stand.
  bool star_marks_move() {
    if (game->tokens.empty() || !lines.back().has_moves) return false;
    const Token& last = game->tokens.back();
    return last.kind == Token::Kind::move && last.text.data() + last.text.size() == cur.p - 1 && pdn_game();
  }

  /// The length of a move strength in parentheses glued to the move before it ("29-23(?)",
  /// the PDN 3.0 standard's MOVESTRENGTH) at the cursor, in a game that follows PDN; 0 when
  /// none stands there (a '(' that opens a variation).
  std::size_t pdn_strength_in_parentheses() {
    if (game->tokens.empty() || !lines.back().has_moves) return 0;
    const Token& last = game->tokens.back();
    if (last.kind != Token::Kind::move || last.text.data() + last.text.size() != cur.p) return 0;
    const char* q = cur.p + 1;
    while (q != end && (*q == '!' || *q == '?')) ++q;
    if (q == cur.p + 1 || q == end || *q != ')' || !pdn_game()) return 0;
    return static_cast<std::size_t>(q + 1 - cur.p);
  }

  /// The strength in parentheses at the cursor, `length` bytes: read as its marks are.
  bool strength_in_parentheses(std::size_t length) {
    const Cursor at = cur;
    ++cur.p;
    const char* const close = at.p + length - 1;
    std::string_view marks(cur.p, static_cast<std::size_t>(close - cur.p));
    int nag = glyph_to_nag(marks);
    if (nag == 0 && marks.size() > 2) nag = glyph_to_nag(marks.substr(0, 2));
    if (nag == 0) nag = glyph_to_nag(marks.substr(0, 1));
    cur.p = close + 1;
    const std::size_t errors = recovered;
    if (add_nag(nag, at, std::string_view(at.p, length), cur.p)) return true;
    if (recovered == errors) last_end = cur.pos();
    return false;
  }

  /// The length of dots standing alone at the cursor right after a move number (with
  /// blanks between: "1. ..."), in a game that follows PDN; 0 otherwise.
  std::size_t pdn_ellipsis() {
    if (game->tokens.empty() || game->tokens.back().kind != Token::Kind::move_number) return 0;
    const char* q = cur.p;
    while (q != end && *q == '.') ++q;
    if (q != end && !is_blank(*q) && !is_line_end(*q)) return 0;
    if (!pdn_game()) return 0;
    return static_cast<std::size_t>(q - cur.p);
  }

  /// A move token with its glued suffix glyphs. Returns true when it ended the game.
  bool move() {
    const Cursor at = cur;
    std::string_view text;
    if (!(stack_moves_allowed() && detail::match_stack_move_token(cur.p, end, text)))
      detail::match_move_token(cur.p, end, text);
    // A result typed another way that the word goes on after ("O-1*", "1:0*") ends where it
    // ends, as a result does ("1-0*"), and is read as the result meant.
    if (const char* meant = mistyped_result(text)) return mistyped_result_token(meant, at, cur.p);
    if (record_move(text, at)) return true;
    last_end = cur.pos();
    if (cur.p != end && (*cur.p == '!' || *cur.p == '?')) return glyph();
    if (cur.p != end && *cur.p == '(')
      if (const std::size_t n = pdn_strength_in_parentheses(); n != 0) return strength_in_parentheses(n);
    return false;
  }

  /// Adds a move token read at `at` to the open line. Returns true when it ended the game
  /// (over the move limit).
  bool record_move(std::string_view text, const Cursor& at) {
    if (move_count >= limits::kMaxMovesPerGame) {
      return fail(at, at.pos(), "limit.moves",
                  "more than " + std::to_string(limits::kMaxMovesPerGame) +
                      " moves in one game (counting variations)");
    }
    ++move_count;
    push(Token::Kind::move, 0, text, at.pos());
    lines.back().has_moves = true;
    lines.back().last_move = game->tokens.size() - 1;
    return false;
  }

  /// A move number ("12.", "12..."). Returns true when it ended the game.
  bool move_number() {
    const Cursor at = cur;
    std::string_view digits;
    std::size_t dots = 0;
    detail::match_move_number(cur.p, end, digits, dots);
    const std::uint64_t value = detail::digits_value(digits, limits::kMaxMoveNumber);
    if (value == 0 || value > static_cast<std::uint64_t>(limits::kMaxMoveNumber)) {
      return recover(at, at.pos(), "syntax.bad-move-number",
                     "move number " + std::string(digits) + " is out of range (expected 1 to " +
                         std::to_string(limits::kMaxMoveNumber) + ")",
                     cur.p);
    }
    push(Token::Kind::move_number, static_cast<std::uint32_t>(value), digits, at.pos());
    last_end = cur.pos();
    return false;
  }

  /// '(' opens a variation on the last move. Returns true when it ended the game.
  bool open_variation() {
    const Cursor at = cur;
    if (!lines.back().has_moves) {
      // Its ')' is dropped with it; what it holds is read as part of the line.
      ++lines.back().rejected_opens;
      return recover(at, at.pos(), "syntax.variation-before-move",
                     "variation '(' before any move of its line; a variation follows the move "
                     "it replaces",
                     at.p + 1);
    }
    if (lines.size() > static_cast<std::size_t>(limits::kMaxVariationDepth)) {
      return fail(at, at.pos(), "limit.variation-depth",
                  "variations nested deeper than " +
                      std::to_string(limits::kMaxVariationDepth) + " levels");
    }
    game->tokens[lines.back().last_move].value = Token::kHasVariations;
    lines.push_back(OpenLine{at.pos(), false});
    push(Token::Kind::open_variation, 0, std::string_view(at.p, 1), at.pos());
    ++cur.p;
    last_end = cur.pos();
    return false;
  }

  /// ')' closes the innermost variation. Returns true when it ended the game.
  bool close_variation() {
    const Cursor at = cur;
    if (lines.back().rejected_opens > 0) {  // the ')' of a '(' refused before it
      --lines.back().rejected_opens;
      ++cur.p;
      last_end = cur.pos();
      return false;
    }
    if (lines.size() == 1) {
      if (const Token* number = move_number_just_before(at.p)) {
        paren_after_move_number(*number, at);
        ++cur.p;
        last_end = cur.pos();
        return false;
      }
      return recover(at, at.pos(), "syntax.unmatched-close", "')' closes no variation (no '(' is open)", at.p + 1);
    }
    if (!lines.back().has_moves) {
      // The message points at the '('; the variation is taken out of the tokens.
      const SourcePos open_pos = lines.back().open_pos;
      drop_open_variation();
      return recover(at, open_pos, "syntax.empty-variation",
                     "variation has no moves; a variation must hold at least one move", at.p + 1);
    }
    lines.pop_back();
    push(Token::Kind::close_variation, 0, std::string_view(at.p, 1), at.pos());
    ++cur.p;
    last_end = cur.pos();
    return false;
  }

  /// Takes the innermost variation, which has no moves, out of the tokens: its '(' and the
  /// comments after it; the move before it keeps its kHasVariations mark only when other
  /// variations follow it.
  void drop_open_variation() {
    std::vector<Token>& tokens = game->tokens;
    std::size_t i = tokens.size();
    while (i > 0 && tokens[i - 1].kind != Token::Kind::open_variation) --i;  // no move since it: no nesting
    tokens.resize(i - 1);
    lines.pop_back();
    std::size_t j = tokens.size();
    while (j > 0 && (tokens[j - 1].kind == Token::Kind::comment || tokens[j - 1].kind == Token::Kind::nag)) --j;
    if (j > 0 && tokens[j - 1].kind == Token::Kind::move) tokens[j - 1].value = 0;
  }

  /// A result token, read up to `resume`. Ends the game; inside a variation it is an error,
  /// after which reading goes on at `resume`.
  bool result(std::string_view token, const Cursor& at, const char* resume) {
    if (lines.size() > 1) {
      return recover(at, at.pos(), "syntax.result-in-variation",
                     "result '" + std::string(token) + "' inside a variation; close the variation with ')' first",
                     resume);
    }
    game->result = token;
    game->result_pos = at.pos();
    return true;
  }

  // --- the game loop -------------------------------------------------------------------

  /// Reads the next game; a result token standing alone (no tag, move or comment before
  /// it) is no game: its warning goes to the notes of the game after it, or to leftover.
  bool next(LexedGame& out) {
    for (;;) {
      if (!read_game(out)) {
        // Warnings of stray results at the end belong to no game (Lexer::take_leftover_notes).
        return false;
      }
      if (out.tags.empty() && out.tokens.empty() && !out.result.empty() && !had_comment &&
          std::none_of(out.diagnostics.begin(), out.diagnostics.end(),
                       [](const Diagnostic& d) { return d.severity == Severity::error; })) {
        Diagnostic d;
        d.severity = Severity::warning;
        d.pos = out.result_pos;
        d.code = "input.stray-result";
        d.message = "result " + std::string(out.result) +
                    " stands alone, with no tag, move or comment before it: it is not a game and is ignored";
        leftover.insert(leftover.end(), out.diagnostics.begin(), out.diagnostics.end());
        leftover.push_back(std::move(d));
        continue;
      }
      // Comments alone (a file's opening remark before the first game's tags, or "1-0
      // {Light resigns}" after a result), read as a game without a tag, move or result: no
      // game either, one note for them (docs/errors.md, input.stray-comment).
      const auto is_comment = [](const Token& t) { return t.kind == Token::Kind::comment; };
      const auto is_missing_result = [](const Diagnostic& d) {
        return d.severity != Severity::error || d.code == "syntax.missing-result";
      };
      if (out.tags.empty() && out.result.empty() && had_comment && std::all_of(out.tokens.begin(), out.tokens.end(), is_comment) &&
          std::all_of(out.diagnostics.begin(), out.diagnostics.end(), is_missing_result)) {
        Diagnostic d;
        d.severity = Severity::warning;
        d.pos = out.start;
        d.code = "input.stray-comment";
        d.message = "comment outside any game (before a game's tags, or after its result): it belongs to no game and "
                    "is left out; to keep it with a game, write it before the game's result";
        for (const Diagnostic& other : out.diagnostics)
          if (other.severity != Severity::error) leftover.push_back(other);
        leftover.push_back(std::move(d));
        continue;
      }
      drop_name_case_warnings_of_pdn(out);
      // They are the file's, not this game's: its notes (docs/errors.md, input.stray-result).
      out.notes.swap(leftover);
      leftover.clear();
      return true;
    }
  }

  /// PDN does not hold tag names to one case as CGN does (docs/rules/checkers.md §10): in a
  /// game that follows PDN, a tag name read as meant (tag.name-case, "Setup" for "SetUp") is
  /// so without a warning, and `cinc fix` leaves it as written. (Whether a game follows PDN is
  /// known only once its tags are read, so the warnings are taken back here.)
  void drop_name_case_warnings_of_pdn(LexedGame& out) {
    const auto is_name_case = [](const Diagnostic& d) { return d.code == "tag.name-case"; };
    if (std::none_of(out.diagnostics.begin(), out.diagnostics.end(), is_name_case) || !pdn_game()) return;
    for (const Diagnostic& d : out.diagnostics)
      if (is_name_case(d))
        std::erase_if(out.lookalikes, [&d](const LookAlikeRead& la) { return la.pos == d.pos; });
    std::erase_if(out.diagnostics, is_name_case);
  }

  bool read_game(LexedGame& out) {
    out.clear();
    game = &out;
    had_comment = false;
    phase = Phase::none;
    tags_closed = false;
    newlines_in_gap = 0;
    lines.clear();
    lines.push_back(OpenLine{});
    move_count = 0;
    recovered = 0;
    last_end = SourcePos{};
    stack_moves = -1;
    pdn_syntax = -1;
    star_mark.reset();
    lookalikes_warned.clear();

    for (;;) {
      skip_white();
      if (phase == Phase::none && stop && cur.p >= stop) return false;  // a later reader's game
      if (overlong_line) return fail_overlong_line();
      if (cur.p == end) {
        if (phase == Phase::none) return false;
        return missing_result(true);
      }
      const char c = *cur.p;
      if (c == '%' && cur.p == cur.line_start) {
        if (escape_line()) return true;
        continue;
      }
      if (phase == Phase::tags && newlines_in_gap >= 2) tags_closed = true;
      newlines_in_gap = 0;

      if (c == '[') {
        if (phase == Phase::none || (phase == Phase::tags && !tags_closed)) {
          if (phase == Phase::none) {
            phase = Phase::tags;
            begin_game();
          }
          if (tag_pair()) return true;
          continue;
        }
        if (phase == Phase::tags || is_tag_line(cur)) return missing_result(false);
        // A '[' inside movetext that does not start a tag line.
      }
      if (phase != Phase::movetext) {
        if (phase == Phase::none) begin_game();
        phase = Phase::movetext;
      } else if (plain_loop && read_plain_movetext()) {
        continue;
      }
      if (token(c)) return true;
    }
  }

  /// Reads the tokens that make up most of a game's movetext in one tight loop, with the
  /// spaces and LF line ends between them: move numbers, moves, NAGs, brace comments and
  /// parentheses. Each token exactly as token() reads it (the same X3 grammar, tokens,
  /// positions and state), but only when it is well-formed: the loop stops, with `cur` at
  /// the start of what it leaves, at anything else, at a token token() would report, at a
  /// CR, and at a line end the line length limit could concern, and the general loop
  /// goes on from there. Returns whether it read anything.
  [[gnu::flatten]] bool read_plain_movetext() {
    // Commander Chess's stack tokens take the general way (the tags cannot change now).
    if (stack_moves_allowed()) return false;
    const char* p = cur.p;
    std::uint32_t line = cur.line;
    const char* line_start = cur.line_start;
    const auto pos_of = [&](const char* q) { return SourcePos{line, static_cast<std::uint32_t>(q - line_start + 1)}; };
    const char* const first = p;
    const std::array<bool, 256>& move_characters = detail::kMoveCharacters;
    for (;;) {
      // Between tokens.
      while (p != end && (*p == ' ' || *p == '\t')) ++p;
      if (p == end) break;
      const char c = *p;
      if (c == '\n') {
        // A line that could be over the limit is left to consume_line_end, which measures it.
        if (static_cast<std::size_t>(end - (p + 1)) > limits::kMaxLineLength) break;
        ++p;
        ++line;
        line_start = p;
        continue;
      }
      // (The grammar's matches are read back from where they end, not from the views they
      // return: a view written just before is slow to read whole.)
      const char* q = p;
      std::string_view text;
      if (c >= '0' && c <= '9') {
        // A move number ("12."): digits and a period (a result or a numeric move has none).
        // The grammar's move number (+digit >> *'.', detail::match_move_number, as token()
        // reads it) is then those digits and the periods after them: found here in the same
        // pass over the digits (fuzz_reader holds this loop to token()'s tokens).
        // Its value is read on the way, as detail::digits_value reads it (above the limit: over).
        constexpr auto kLimit = static_cast<std::uint64_t>(limits::kMaxMoveNumber);
        std::uint64_t value = static_cast<std::uint64_t>(c - '0');
        const char* digits_end = p + 1;
        for (; digits_end != end && *digits_end >= '0' && *digits_end <= '9'; ++digits_end)
          if (value <= kLimit) value = value * 10 + static_cast<std::uint64_t>(*digits_end - '0');
        if (digits_end == end || *digits_end != '.') break;
        q = digits_end + 1;
        while (q != end && *q == '.') ++q;
        const std::string_view digits(p, static_cast<std::size_t>(digits_end - p));
        if (value == 0 || value > kLimit) break;
        // A word that goes on with a look-alike after the number ("3.\x1AHe5xc3½") is read
        // whole by token(), as the general loop reads it.
        if (q != end && *q != ' ') [[unlikely]] {
          if (*q != '\n' && *q != '\t' && word_goes_on_with_non_ascii(q)) break;
        }
        push(Token::Kind::move_number, static_cast<std::uint32_t>(value), digits, pos_of(p));
      } else if (is_ascii_letter(c)) {
        if (move_count >= limits::kMaxMovesPerGame) break;
        if (c == 'O' && p + 1 != end && (p[1] == '-' || p[1] == ':')) break;  // perhaps "O-1", a result typed (token())
        // The grammar's move token from a letter: the letter and the run of move characters
        // after it (the first alternative of detail::match_move_token, which a letter takes).
        q = p + 1;
        while (q != end && move_characters[static_cast<unsigned char>(*q)]) ++q;
        if (q != end && byte(*q) >= 0x80) break;  // a look-alike may go on the move (token())
        // So may one later in the same word ("Af3-g+/−"): token() reads such a word whole. A
        // '(' glued to the move may be PDN's strength in parentheses ("c3-d4(?)"): token() decides.
        if (q != end && *q != ' ' && *q != '\n' && *q != '\t' && (*q == '(' || word_goes_on_with_non_ascii(q))) break;
        ++move_count;
        push(Token::Kind::move, 0, std::string_view(p, static_cast<std::size_t>(q - p)), pos_of(p));
        lines.back().has_moves = true;
        lines.back().last_move = game->tokens.size() - 1;
      } else if (c == '{') {
        Cursor comment{line_start, line, p + 1};
        const std::optional<SourcePos> overlong_before = overlong_line;
        if (!scan_clean_comment(comment, true)) {
          overlong_line = overlong_before;  // comment() scans it again, measuring the same lines
          break;
        }
        had_comment = true;
        if (annotations)
          push(Token::Kind::comment, 0, std::string_view(p + 1, static_cast<std::size_t>(comment.p - p - 1)), pos_of(p));
        q = comment.p + 1;  // the '}'
        line = comment.line;
        line_start = comment.line_start;
      } else if (c == '$') {
        if (!detail::match_nag(q, end, text)) break;
        const std::uint64_t value = detail::digits_value(std::string_view(p + 1, static_cast<std::size_t>(q - p - 1)), limits::kMaxNag);
        if (value > static_cast<std::uint64_t>(limits::kMaxNag) || !lines.back().has_moves) break;
        if (annotations)
          push(Token::Kind::nag, static_cast<std::uint32_t>(value), std::string_view(p, static_cast<std::size_t>(q - p)), pos_of(p));
      } else if (c == '(') {
        if (!lines.back().has_moves || lines.size() > static_cast<std::size_t>(limits::kMaxVariationDepth)) break;
        game->tokens[lines.back().last_move].value = Token::kHasVariations;
        lines.push_back(OpenLine{pos_of(p), false});
        push(Token::Kind::open_variation, 0, std::string_view(p, 1), pos_of(p));
        ++q;
      } else if (c == ')') {
        if (lines.size() == 1 || !lines.back().has_moves || lines.back().rejected_opens > 0) break;
        lines.pop_back();
        push(Token::Kind::close_variation, 0, std::string_view(p, 1), pos_of(p));
        ++q;
      } else {
        break;
      }
      p = q;
      last_end = pos_of(p);
      // A comment's line ends measured a line over the limit: the general loop reports it
      // before the next token.
      if (overlong_line) break;
    }
    cur.p = p;
    cur.line = line;
    cur.line_start = line_start;
    return p != first;
  }

  /// Reads one movetext token starting with `c`. Returns true when it ended the game.
  bool token(char c) {
    const Cursor at = cur;
    std::string_view text;
    if (c == '0' || c == '1' || byte(c) == 0xC2) {
      // "1 - 0", "½ - ½": a result typed with spaces inside (before the word "1" is read as a
      // move number and the rest as stray characters).
      if (const auto spaced = spaced_result(std::string_view(cur.p, static_cast<std::size_t>(end - cur.p))))
        return mistyped_result_token(spaced->meant, cur, cur.p + spaced->length, true);
    }
    if ((c >= '0' && c <= '9') || is_ascii_letter(c) || c == '-' || c == '+' || byte(c) >= 0x80) {
      bool non_ascii = false;
      const char* w = word_end(cur.p, non_ascii);
      if (non_ascii)
        if (const auto ended = lookalike_word(w, stack_moves_allowed())) return *ended;
      if (const char* meant = mistyped_result(std::string_view(cur.p, static_cast<std::size_t>(w - cur.p))))
        return mistyped_result_token(meant, cur, w);
    }
    switch (c) {
      case '{':
        return comment(true);
      case ';':
        return comment(false);
      case '(':
        if (stack_move_starts()) return move();  // "(NFT)c4c6": a stack, not a variation
        if (const std::size_t n = pdn_strength_in_parentheses(); n != 0) return strength_in_parentheses(n);
        return open_variation();
      case '.':
        // PDN's "1. ... 7-12": dots standing alone after a move number belong to it (the
        // PDN 3.0 reading grammar's ELLIPSES).
        if (const std::size_t n = pdn_ellipsis(); n != 0) {
          cur.p += n;
          last_end = cur.pos();
          return false;
        }
        break;
      case '+':
        if (stack_move_starts()) return move();  // "+Tf4f6": a heroic piece
        break;
      case ')':
        return close_variation();
      case '$':
        return numeric_nag();
      case '!':
      case '?':
        return glyph();
      case '*':
        ++cur.p;
        if (star_marks_move()) {
          // PDN's move-strength '*' (a forced move) is NAG 7, "forced move" (docs/rules/checkers.md §10).
          if (annotations) push(Token::Kind::nag, kPdnStarNag, std::string_view(at.p, 1), at.pos());
          last_end = cur.pos();
          star_mark = at;
          return false;
        }
        return result("*", at, cur.p);
      default:
        break;
    }
    // A forfeit as crosstables write it: "+/-", "-/+", "-/-" (docs/notation.md §8).
    if ((c == '+' || c == '-') && detail::match_result(cur.p, end, text)) return result(text, at, cur.p);
    if (c >= '0' && c <= '9') {
      if (!digits_then_period(cur.p)) {
        if (const std::string_view pdn = pdn_result_at(cur.p); !pdn.empty()) {
          cur.p += pdn.size();
          return result(pdn, at, cur.p);
        }
        if (detail::match_result(cur.p, end, text)) return result(text, at, cur.p);
        auto probe = cur.p;
        if (detail::match_numeric_move(probe, end, text)) return move();  // "11-15" (PDN)
      }
      return move_number();
    }
    if (is_ascii_letter(c) || (c == '-' && end - cur.p >= 2 && cur.p[1] == '-')) return move();
    if (c == '[') {
      return recover(at, at.pos(), "syntax.unexpected-character",
                     "unexpected '[' in movetext; a tag pair must start a line (and come before "
                     "the moves) and a command like [%clk ...] must be inside a {comment}",
                     resume_after_unexpected(at.p));
    }
    std::string message = "unexpected " + describe(at.p) +
                          " in movetext; expected a move, a move number, a comment, a variation, a NAG or a result";
    if (c == '}') {
      if (const std::string_view inner = nested_comment_before(at.p); !inner.empty())
        message += "; comments do not nest: the comment \"" + shortened(inner) +
                   "\" ended at its first '}', and what follows was read as moves (take the inner "
                   "braces out, or write them as '(' and ')')";
    } else if (c == '-' && spaced_move_dash(at.p)) {
      message += "; a move is written without spaces around its '-', as in \"Hf7-d5\"";
    }
    return recover_unexpected(at, at.p, "syntax.unexpected-character", std::move(message), std::nullopt,
                              resume_after_unexpected(at.p));
  }

  /// The comment that ended at the last '}' before `p`, when it held a '{' of its own:
  /// comments do not nest, so "{a {b} c}" ends at the first '}' and " c}" is read as
  /// movetext (docs/notation.md). Empty when there is none; searched back no further than
  /// a comment may be long, and never before the game's own first token, so that the answer
  /// depends on the game's text alone, not on where the text read began (a window of a file,
  /// a segment: the same game reads alike however the file is cut). Only on the error path.
  std::string_view nested_comment_before(const char* p) const {
    const char* const game_start = begin + game->start_offset;
    const char* const floor = p - game_start > static_cast<std::ptrdiff_t>(limits::kMaxComment + 1)
                                  ? p - (limits::kMaxComment + 1)
                                  : game_start;
    const char* close = p;
    while (close != floor && close[-1] != '}') --close;
    if (close == floor) return {};
    --close;  // the '}' that ended the comment
    // Its '{': the first after the '}' before it (or after where the search stops).
    const char* from = close;
    while (from != floor && from[-1] != '}') --from;
    const char* open = std::find(from, close, '{');
    if (open == close || std::find(open + 1, close, '{') == close) return {};
    return {open, static_cast<std::size_t>(close - open + 1)};
  }

  /// `text` on one line and at most 40 bytes, for a message (cut at a UTF-8 boundary).
  static std::string shortened(std::string_view text) {
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
      const char ch = text[i];
      if (is_line_end(ch) || ch == '\t') {
        if (out.empty() || out.back() != ' ') out += ' ';
        ++i;
        continue;
      }
      // A whole UTF-8 sequence at a time (a comment's text is valid UTF-8; a byte alone if not).
      const std::size_t n = std::max<std::size_t>(1, utf8_sequence_length(text.data() + i, text.data() + text.size()));
      if (out.size() + n > 40) break;
      out.append(text.substr(i, n));
      i += n;
    }
    if (i < text.size()) out += "...";
    return out;
  }

  /// Whether the '-' at p stands alone between two words that read as the two halves of a
  /// move, "Hf7 - d5": blanks on both sides, a square before it and a square after it.
  bool spaced_move_dash(const char* p) const {
    const auto is_file = [](char c) { return c >= 'a' && c <= 'z'; };
    const auto is_digit = [](char c) { return c >= '0' && c <= '9'; };
    if (p == begin || end - p < 2 || !is_blank(p[-1]) || !is_blank(p[1])) return false;
    const char* first_blank = p - 1;
    while (first_blank != begin && is_blank(first_blank[-1])) --first_blank;
    if (first_blank == begin) return false;
    // The word before ends in a square: a letter, then one or two digits.
    const char* q = first_blank - 1;
    int digits = 0;
    while (digits < 2 && is_digit(*q)) {
      ++digits;
      if (q == begin) return false;
      --q;
    }
    if (digits == 0 || !is_file(*q)) return false;
    // The word after starts with one.
    const char* after = p + 1;
    while (after != end && is_blank(*after)) ++after;
    return end - after >= 2 && is_file(after[0]) && is_digit(after[1]);
  }

  /// Whether the digits at p are followed by a '.': then the token can only be a move
  /// number (a result or a numeric move has '-', '/', 'x' or ':' after its first digits),
  /// and the other two grammars need not be tried.
  bool digits_then_period(const char* p) const {
    while (p != end && *p >= '0' && *p <= '9') ++p;
    return p != end && *p == '.';
  }
};

Lexer::Lexer(std::string_view text, LexerOptions options) : impl_(std::make_unique<Impl>(text, options)) {}
Lexer::~Lexer() = default;

bool Lexer::next(LexedGame& out) { return impl_->next(out); }

std::vector<Diagnostic> Lexer::take_leftover_notes() { return std::exchange(impl_->leftover, {}); }

void Lexer::skip_gap() { impl_->skip_gap(); }

ReaderPosition Lexer::position() const {
  const Cursor& c = impl_->cur;
  return ReaderPosition{static_cast<std::size_t>(c.p - impl_->begin), static_cast<std::size_t>(c.line_start - impl_->begin),
                        c.line};
}

}  // namespace cinc::notation
