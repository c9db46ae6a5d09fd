// The CGN writer: canonical tag order, every move numbered, lines under 80 columns.
// The variation tree is walked with an explicit stack, so records of any depth (for
// instance built from JSON) are written without recursion.
#include "cinc/notation/writer.h"

#include <cstddef>
#include <string>

namespace cinc::notation {
namespace {

constexpr std::size_t kMaxLine = 79;

bool is_space(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f';
}
bool is_ascii_letter(char c) { return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z'); }

/// Splits text at white space (the reader folds it, so this loses nothing).
std::vector<std::string_view> words_of(std::string_view text) {
  std::vector<std::string_view> words;
  std::size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && is_space(text[i])) ++i;
    const std::size_t start = i;
    while (i < text.size() && !is_space(text[i])) ++i;
    if (i > start) words.push_back(text.substr(start, i - start));
  }
  return words;
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

  /// Adds a token; a pending "(" is glued in front of it.
  void token(std::string_view text) {
    flush();
    pending_ = prefix_;
    pending_.append(text);
    prefix_.clear();
  }
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
void write_comment(LineFiller& lines, const Comment& comment) {
  const std::vector<std::string_view> words = words_of(comment.text);
  if (comment.text.find('}') != std::string::npos) {
    std::string text = ";";
    for (std::string_view w : words) {
      text.push_back(' ');
      text.append(w);
    }
    lines.token(text);
    lines.end_line();
    return;
  }
  if (words.empty()) {
    lines.token("{}");
    return;
  }
  // Group the words into units that may start a line; a unit is a word plus the
  // following words that must not start a line.
  // A command "[%clk 0:01:05]" is kept on one line as well (while it is short: an
  // unclosed "[%" must not glue the rest of the comment into one overlong line).
  std::string unit = "{";
  unit.append(words[0]);
  bool in_command = words[0].substr(0, 2) == "[%" && words[0].find(']') == std::string_view::npos;
  for (std::size_t i = 1; i < words.size(); ++i) {
    const bool glue = (in_command && unit.size() < 40) || must_not_start_line(words[i]);
    if (in_command) {
      in_command = words[i].find(']') == std::string_view::npos;
    } else {
      in_command = words[i].substr(0, 2) == "[%" && words[i].find(']') == std::string_view::npos;
    }
    if (glue) {
      unit.push_back(' ');
      unit.append(words[i]);
      continue;
    }
    lines.token(unit);
    unit.assign(words[i]);
  }
  unit.push_back('}');
  lines.token(unit);
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

std::string escape_tag_value(std::string_view value) {
  std::string out;
  out.reserve(value.size() + 2);
  for (char c : value) {
    if (c == '"' || c == '\\') {
      out.push_back('\\');
      out.push_back(c);
    } else if (c == '\n' || c == '\r') {
      out.push_back(' ');  // a tag pair is one line: line ends cannot be written
    } else {
      out.push_back(c);
    }
  }
  return out;
}

std::string write_game(const GameRecord& game, const NumberingStart& numbering,
                       const std::vector<std::string>& side_tags) {
  std::string out;

  // --- tag section: roster first, then the other tags in their original order ---------
  std::vector<std::string_view> roster = {"Event", "Site", "Date", "Round"};
  for (const std::string& s : side_tags) roster.push_back(s);
  roster.push_back("Result");
  std::vector<bool> used(game.tags.size(), false);
  auto write_tag = [&out](std::string_view name, std::string_view value) {
    out.push_back('[');
    out.append(name);
    out.append(" \"");
    out.append(escape_tag_value(value));
    out.append("\"]\n");
  };
  for (std::string_view name : roster) {
    bool found = false;
    for (std::size_t i = 0; i < game.tags.size() && !found; ++i) {
      if (!used[i] && game.tags[i].name == name) {
        used[i] = true;
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
  auto move_label = [&](long ply, bool need_dots, const std::string& text) {
    const long absolute = ply + offset;
    const long number = numbering.move_number + absolute / 2;
    if (absolute % 2 == 0) return std::to_string(number) + ". " + text;
    if (need_dots) return std::to_string(number) + "... " + text;
    return text;
  };

  std::vector<Frame> stack;
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
      lines.token(move_label(ply, f.need_dots, move.text));
      f.need_dots = false;
      for (int nag : move.nags) {
        // Built in two steps: "$" + to_string() trips GCC 12's false -Wrestrict at -O3 (bug 105329).
        std::string nag_text(1, '$');
        nag_text += std::to_string(nag);
        lines.token(nag_text);
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
  return out;
}

}  // namespace cinc::notation
