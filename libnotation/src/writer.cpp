// The CGN writer: canonical tag order, every move numbered, lines under 80 columns.
// The variation tree is walked with an explicit stack, so records of any depth (for
// instance built from JSON) are written without recursion.
#include "cinc/notation/writer.h"

#include <charconv>
#include <cstddef>
#include <string>

namespace cinc::notation {
namespace {

constexpr std::size_t kMaxLine = 79;

bool is_space(char c) {
  // White space is all at or below ' ': one compare passes most bytes.
  return static_cast<unsigned char>(c) <= ' ' &&
         (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f');
}
bool is_ascii_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

/// The next word of `text` from `at` (runs of white space skipped; the reader folds them,
/// so this loses nothing), moving `at` past it; empty at the end.
std::string_view next_word(std::string_view text, std::size_t& at) {
  while (at < text.size() && is_space(text[at])) ++at;
  const std::size_t start = at;
  while (at < text.size() && !is_space(text[at])) ++at;
  return text.substr(start, at - start);
}

/// A word that must not begin a line: '%' would make the line an escape line, and
/// '[' followed by a letter would read as the next game's tag pair.
bool must_not_start_line(std::string_view word) {
  return word.front() == '%' || (word.size() >= 2 && word[0] == '[' && is_ascii_letter(word[1]));
}

/// Fills lines with tokens separated by single spaces, breaking before a token that
/// would pass column 79. The last token is held back so that a ')' can be glued to it.
class LineFiller {
 public:
  explicit LineFiller(std::string& out) : out_(out) {}

  /// Starts a token that the caller appends to the string returned (valid until the next
  /// call); a pending "(" is glued in front of it.
  std::string& begin_token() {
    flush();
    if (!prefix_.empty()) {
      pending_.append(prefix_);
      prefix_.clear();
    }
    return pending_;
  }
  /// Adds a token; a pending "(" is glued in front of it.
  void token(std::string_view text) { begin_token().append(text); }
  /// The next token starts with "(".
  void open_paren() { prefix_.push_back('('); }
  /// Glues ")" to the last token, or writes it alone after a forced line end or when
  /// the glued token would no longer fit on a line (many variations closing at once).
  void close_paren() {
    if (pending_.empty() || pending_.size() + 1 > kMaxLine) {
      token(")");
    } else {
      pending_.push_back(')');
    }
  }
  /// Ends the current line (after a ';' comment).
  void end_line() {
    flush();
    if (line_len_ > 0) {
      out_.push_back('\n');
      line_len_ = 0;
    }
  }

 private:
  void flush() {
    if (pending_.empty()) return;
    if (line_len_ > 0) {
      if (line_len_ + 1 + pending_.size() > kMaxLine) {
        out_.push_back('\n');
        line_len_ = 0;
      } else {
        out_.push_back(' ');
        ++line_len_;
      }
    }
    out_.append(pending_);
    line_len_ += pending_.size();
    pending_.clear();
  }

  std::string& out_;
  std::string pending_;
  std::string prefix_;
  std::size_t line_len_ = 0;
};

/// Writes one comment: in braces when it can be, else as a ';' comment ending the line.
/// Each token is built in place in the line filler (no copy of the comment's words).
void write_comment(LineFiller& lines, const Comment& comment) {
  const std::string_view text = comment.text;
  std::size_t at = 0;
  if (text.find('}') != std::string_view::npos) {
    std::string& token = lines.begin_token();
    token.push_back(';');
    for (std::string_view w = next_word(text, at); !w.empty(); w = next_word(text, at)) {
      token.push_back(' ');
      token.append(w);
    }
    lines.end_line();
    return;
  }
  std::string_view word = next_word(text, at);
  if (word.empty()) {
    lines.token("{}");
    return;
  }
  // Group the words into units that may start a line; a unit is a word plus the
  // following words that must not start a line.
  // A command "[%clk 0:01:05]" is kept on one line as well (while it is short: an
  // unclosed "[%" must not glue the rest of the comment into one overlong line).
  std::string* unit = &lines.begin_token();
  std::size_t unit_start = unit->size();  // a pending "(" is not the unit's
  unit->push_back('{');
  unit->append(word);
  bool in_command = word.substr(0, 2) == "[%" && word.find(']') == std::string_view::npos;
  for (word = next_word(text, at); !word.empty(); word = next_word(text, at)) {
    const bool glue = (in_command && unit->size() - unit_start < 40) || must_not_start_line(word);
    if (in_command) {
      in_command = word.find(']') == std::string_view::npos;
    } else {
      in_command = word.substr(0, 2) == "[%" && word.find(']') == std::string_view::npos;
    }
    if (glue) {
      unit->push_back(' ');
      unit->append(word);
      continue;
    }
    unit = &lines.begin_token();
    unit_start = unit->size();
    unit->append(word);
  }
  unit->push_back('}');
}

/// One open line of play while walking the tree.
struct Frame {
  const Variation* line;
  long first_ply;            // ply index (from the start of the record) of its first move
  bool is_main;
  bool started = false;
  std::size_t index = 0;     // the move being written
  bool move_written = false; // moves[index] itself is written; its variations follow
  std::size_t next_variation = 0;
  bool need_dots = true;     // a second-player move here needs "N..."
};

}  // namespace

namespace {

/// Appends a tag value escaped for writing between double quotes.
void append_escaped(std::string& out, std::string_view value) {
  std::size_t done = 0;
  for (std::size_t i = value.find_first_of("\"\\\n\r"); i != std::string_view::npos;
       i = value.find_first_of("\"\\\n\r", i + 1)) {
    out.append(value.substr(done, i - done));
    const char c = value[i];
    if (c == '"' || c == '\\') {
      out.push_back('\\');
      out.push_back(c);
    } else {
      out.push_back(' ');  // a tag pair is one line: line ends cannot be written
    }
    done = i + 1;
  }
  out.append(value.substr(done));
}

/// Appends a number in decimal.
void append_number(std::string& out, long n) {
  char digits[24];
  const auto end = std::to_chars(digits, digits + sizeof digits, n).ptr;
  out.append(digits, static_cast<std::size_t>(end - digits));
}

}  // namespace

std::string escape_tag_value(std::string_view value) {
  std::string out;
  out.reserve(value.size() + 2);
  append_escaped(out, value);
  return out;
}

std::string write_game(const GameRecord& game, const NumberingStart& numbering,
                       const std::vector<std::string>& side_tags) {
  // The output of the thread's game before (plus a margin) is reserved: a record grows
  // its text once, not by doubling.
  thread_local std::size_t last_size = 0;
  std::string out;
  out.reserve(last_size + last_size / 4 + 256);

  // --- tag section: roster first, then the other tags in their original order ---------
  thread_local std::vector<std::string_view> roster;
  roster.assign({"Event", "Site", "Date", "Round"});
  for (const std::string& s : side_tags) roster.push_back(s);
  roster.push_back("Result");
  thread_local std::vector<char> used;
  used.assign(game.tags.size(), 0);
  auto write_tag = [&out](std::string_view name, std::string_view value) {
    out.push_back('[');
    out.append(name);
    out.append(" \"");
    append_escaped(out, value);
    out.append("\"]\n");
  };
  for (std::string_view name : roster) {
    bool found = false;
    for (std::size_t i = 0; i < game.tags.size() && !found; ++i) {
      if (!used[i] && game.tags[i].name == name) {
        used[i] = 1;
        found = true;
        write_tag(name, game.tags[i].value);
      }
    }
    if (found) continue;
    if (name == "Date") {
      write_tag(name, "????.??.??");
    } else if (name == "Result") {
      write_tag(name, game.result.empty() ? "*" : game.result);
    } else {
      write_tag(name, "?");
    }
  }
  for (std::size_t i = 0; i < game.tags.size(); ++i) {
    if (!used[i]) write_tag(game.tags[i].name, game.tags[i].value);
  }
  out.push_back('\n');

  // --- movetext --------------------------------------------------------------------------
  LineFiller lines(out);
  const long offset = numbering.second_player_first ? 1 : 0;
  // "12. text", "12... text" or "text", built in place as the line's next token.
  auto write_move = [&](long ply, bool need_dots, const std::string& text) {
    const long absolute = ply + offset;
    const long number = numbering.move_number + absolute / 2;
    std::string& token = lines.begin_token();
    if (absolute % 2 == 0) {
      append_number(token, number);
      token.append(". ");
    } else if (need_dots) {
      append_number(token, number);
      token.append("... ");
    }
    token.append(text);
  };

  thread_local std::vector<Frame> stack;
  stack.clear();
  stack.push_back(Frame{&game.main, 0, true});
  while (!stack.empty()) {
    Frame& f = stack.back();
    if (!f.started) {
      f.started = true;
      if (!f.is_main) lines.open_paren();
      for (const Comment& c : f.line->leading_comments) write_comment(lines, c);
    }
    if (f.index == f.line->moves.size()) {
      if (!f.is_main) lines.close_paren();
      stack.pop_back();
      if (!stack.empty()) stack.back().need_dots = true;
      continue;
    }
    const MoveNode& move = f.line->moves[f.index];
    const long ply = f.first_ply + static_cast<long>(f.index);
    if (!f.move_written) {
      f.move_written = true;
      f.next_variation = 0;
      write_move(ply, f.need_dots, move.text);
      f.need_dots = false;
      for (int nag : move.nags) {
        std::string& token = lines.begin_token();
        token.push_back('$');
        append_number(token, nag);
      }
      for (const Comment& c : move.comments) {
        write_comment(lines, c);
        f.need_dots = true;
      }
    }
    if (f.next_variation < move.variations.size()) {
      const Variation* child = &move.variations[f.next_variation++];
      stack.push_back(Frame{child, ply, false});  // invalidates f
      continue;
    }
    ++f.index;
    f.move_written = false;
  }
  lines.token(game.result.empty() ? std::string_view("*") : std::string_view(game.result));
  lines.end_line();
  out.push_back('\n');
  last_size = out.size();
  return out;
}

}  // namespace cinc::notation
