// No function body over 120 lines (issue 39, item 5): walks libnotation/, libgame/, libtools/,
// tools/ and python/src/ and fails naming each longer body with its file:line.
//
// The scanner's rule. The source is read with its comments, string and character literals (raw
// strings too) and preprocessor lines blanked, line breaks kept. Each '{' met outside a function
// body is judged by the code before it since the last ';', '{' or '}' (its head; the braces of
// an initialiser read past stay in it):
//  - a head beginning (after access labels and a template<...>) with namespace, class, struct,
//    union, enum or extern opens a scope, whose '{' ... '}' is read on at the same level;
//  - a head with a ')' outside parentheses opens a function body (functions, constructors,
//    lambdas and macros such as PYBIND11_MODULE at namespace or class level), except the braces
//    of a constructor's member initialisers (after its ") :", following a name);
//  - any other '{' (a brace initialiser, or one inside parentheses) is skipped to its '}'.
// A body runs from the line of its '{' to the line of its matching '}', both counted, and all
// it holds (lambdas, local classes) counts toward it; it is named by the line its head starts
// on (after access labels and template<...>). ctags is not used: CI does not install it.
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <cstddef>
#include <filesystem>
#include <string>
#include <string_view>
#include <vector>

#include "support/run_cinc.h"

namespace {

namespace fs = std::filesystem;

constexpr std::size_t kMaxBodyLines = 120;

bool identifier_char(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

/// Blanks text[from, to) but for its line breaks.
void blank(std::string& text, std::size_t from, std::size_t to) {
  for (std::size_t i = from; i < to && i < text.size(); ++i)
    if (text[i] != '\n') text[i] = ' ';
}

/// Where a quoted literal opening at `open` ends (just past its closing quote, or at the end
/// of the line when it is not closed there).
std::size_t quoted_end(const std::string& text, std::size_t open) {
  const char quote = text[open];
  std::size_t i = open + 1;
  while (i < text.size() && text[i] != quote && text[i] != '\n') i += text[i] == '\\' ? 2 : 1;
  return std::min(i + 1, text.size());
}

/// Whether the quote at `i` is a raw string's: R", u8R", uR", UR" or LR" as a whole word.
bool raw_string_at(const std::string& text, std::size_t i) {
  std::size_t start = i;
  while (start > 0 && identifier_char(text[start - 1])) --start;
  const std::string_view prefix(text.data() + start, i - start);
  return prefix == "R" || prefix == "u8R" || prefix == "uR" || prefix == "UR" || prefix == "LR";
}

/// Whether the apostrophe at `i` separates digits (1'000'000) rather than opening a character.
bool digit_separator_at(const std::string& text, std::size_t i) {
  std::size_t start = i;
  while (start > 0 && (identifier_char(text[start - 1]) || text[start - 1] == '\'' || text[start - 1] == '.')) --start;
  return start < i && std::isdigit(static_cast<unsigned char>(text[start]));
}

/// The source with comments, literals and preprocessor lines blanked (line breaks kept).
std::string code_of(std::string_view source) {
  std::string text(source);
  bool line_start = true;  // only blanks so far on this line
  for (std::size_t i = 0; i < text.size();) {
    const char c = text[i];
    if (c == '\n') {
      line_start = true;
      ++i;
    } else if (c == ' ' || c == '\t' || c == '\r') {
      ++i;
    } else if (line_start && c == '#') {
      std::size_t end = i;
      while (end < text.size() && text[end] != '\n') end += text[end] == '\\' && end + 1 < text.size() ? 2 : 1;
      blank(text, i, end);
      i = end;
    } else if (c == '/' && i + 1 < text.size() && text[i + 1] == '/') {
      const std::size_t end = std::min(text.find('\n', i), text.size());
      blank(text, i, end);
      i = end;
    } else if (c == '/' && i + 1 < text.size() && text[i + 1] == '*') {
      const std::size_t close = text.find("*/", i + 2);
      const std::size_t end = close == std::string::npos ? text.size() : close + 2;
      blank(text, i, end);
      i = end;
      line_start = false;
    } else if (c == '"' && raw_string_at(text, i)) {
      const std::size_t paren = text.find('(', i);
      const std::string closing = ")" + text.substr(i + 1, paren - i - 1) + "\"";
      const std::size_t close = paren == std::string::npos ? std::string::npos : text.find(closing, paren);
      const std::size_t end = close == std::string::npos ? text.size() : close + closing.size();
      blank(text, i, end);
      i = end;
      line_start = false;
    } else if (c == '"' || (c == '\'' && !digit_separator_at(text, i))) {
      const std::size_t end = quoted_end(text, i);
      blank(text, i, end);
      i = end;
      line_start = false;
    } else {
      line_start = false;
      ++i;
    }
  }
  return text;
}

/// The head with its leading access labels ("public:") and template<...> taken off.
std::string_view without_prefixes(std::string_view head) {
  for (;;) {
    const std::size_t first = head.find_first_not_of(" \t\r\n");
    if (first == std::string_view::npos) return {};
    head.remove_prefix(first);
    bool removed = false;
    for (const std::string_view label : {"public", "private", "protected"}) {
      if (!head.starts_with(label)) continue;
      const std::size_t colon = head.find_first_not_of(" \t\r\n", label.size());
      if (colon != std::string_view::npos && head[colon] == ':' && (colon + 1 == head.size() || head[colon + 1] != ':')) {
        head.remove_prefix(colon + 1);
        removed = true;
      }
    }
    if (head.starts_with("template") && !identifier_char(head.size() > 8 ? head[8] : ' ')) {
      std::size_t i = head.find('<');
      if (i == std::string_view::npos) return head;
      int depth = 0;
      for (; i < head.size(); ++i) {
        if (head[i] == '<') ++depth;
        if (head[i] == '>' && --depth == 0) break;
      }
      head.remove_prefix(std::min(i + 1, head.size()));
      removed = true;
    }
    if (!removed) return head;
  }
}

/// Whether a head opens a scope (namespace, class, struct, union, enum, extern "C").
bool opens_scope(std::string_view head) {
  head = without_prefixes(head);
  if (head.starts_with("inline")) head = without_prefixes(head.substr(6));
  std::size_t end = 0;
  while (end < head.size() && identifier_char(head[end])) ++end;
  const std::string_view word = head.substr(0, end);
  return word == "namespace" || word == "class" || word == "struct" || word == "union" || word == "enum" ||
         word == "extern";
}

/// What a head tells of the '{' after it: its parentheses' depth there, whether a ')' stands
/// outside them, and whether a constructor's initialiser list (") :") has begun. Braces the
/// head holds (initialisers read past) are skipped.
struct HeadShape {
  int depth = 0;
  bool closed_parameters = false;
  bool initialisers = false;
};

HeadShape shape_of(std::string_view head) {
  HeadShape s;
  int braces = 0;
  for (std::size_t i = 0; i < head.size(); ++i) {
    const char c = head[i];
    if (c == '{') ++braces;
    if (c == '}') --braces;
    if (braces > 0 || c == '}') continue;
    if (c == '(') ++s.depth;
    if (c == ')' && --s.depth == 0) s.closed_parameters = true;
    const bool single_colon = c == ':' && (i == 0 || head[i - 1] != ':') && (i + 1 == head.size() || head[i + 1] != ':');
    if (single_colon && s.depth == 0 && s.closed_parameters) s.initialisers = true;
  }
  return s;
}

/// Whether the last non-blank character of the head is a name's (or a template's '>').
bool ends_in_name(std::string_view head) {
  const std::size_t last = head.find_last_not_of(" \t\r\n");
  return last != std::string_view::npos && (identifier_char(head[last]) || head[last] == '>');
}

/// Where the '}' matching the '{' at `open` is (or the end of the code).
std::size_t matching_brace(const std::string& code, std::size_t open) {
  int depth = 0;
  for (std::size_t i = open; i < code.size(); ++i) {
    if (code[i] == '{') ++depth;
    if (code[i] == '}' && --depth == 0) return i;
  }
  return code.size();
}

/// A function body longer than the limit: the line its head starts on (after any access label
/// and template<...>), and its length.
struct LongBody {
  std::size_t line = 0;
  std::size_t lines = 0;
};

/// The function bodies of a C++ source longer than `limit` lines, by the rule at the top.
std::vector<LongBody> long_bodies(std::string_view source, std::size_t limit) {
  const std::string code = code_of(source);
  std::vector<std::size_t> line_starts{0};
  for (std::size_t i = 0; i < code.size(); ++i)
    if (code[i] == '\n') line_starts.push_back(i + 1);
  const auto line_of = [&](std::size_t at) {
    return static_cast<std::size_t>(std::upper_bound(line_starts.begin(), line_starts.end(), at) - line_starts.begin());
  };
  std::vector<LongBody> out;
  std::size_t head_begin = 0;  // the head is code[head_begin, i)
  for (std::size_t i = 0; i < code.size(); ++i) {
    const char c = code[i];
    if (c == ';' || c == '}') head_begin = i + 1;
    if (c != '{') continue;
    const std::string_view head(code.data() + head_begin, i - head_begin);
    if (opens_scope(head)) {
      head_begin = i + 1;
      continue;
    }
    const HeadShape shape = shape_of(head);
    const std::size_t close = matching_brace(code, i);
    if (shape.depth == 0 && shape.closed_parameters && !(shape.initialisers && ends_in_name(head))) {
      const std::size_t lines = line_of(close) - line_of(i) + 1;
      const std::string_view named = without_prefixes(head);
      const std::size_t start = named.empty() ? i : static_cast<std::size_t>(named.data() - code.data());
      if (lines > limit) out.push_back(LongBody{line_of(start), lines});
      head_begin = close + 1;
    }
    i = close;  // an initialiser's braces stay in the head, read past
  }
  return out;
}

/// A function `name` whose body holds `lines` lines from its '{' to its '}'.
std::string function_of(std::size_t lines, const std::string& name = "f") {
  std::string out = "int " + name + "(int x) {\n";
  for (std::size_t i = 2; i < lines; ++i) out += "  x += 1;\n";
  return out + "  return x; }\n";
}

/// The C++ sources under `folder`, relative to `root`, sorted.
std::vector<fs::path> sources_under(const fs::path& root, const fs::path& folder) {
  std::vector<fs::path> out;
  for (const auto& e : fs::recursive_directory_iterator(root / folder)) {
    const std::string ext = e.path().extension().string();
    if (e.is_regular_file() && (ext == ".h" || ext == ".cpp" || ext == ".hpp")) out.push_back(fs::relative(e.path(), root));
  }
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("function length: a body of 120 lines passes, one of 121 fails at its head's line") {
  CHECK(long_bodies(function_of(120), kMaxBodyLines).empty());
  const auto found = long_bodies("// a comment\n\n" + function_of(121), kMaxBodyLines);
  REQUIRE(found.size() == 1);
  CHECK(found[0].line == 3);
  CHECK(found[0].lines == 121);
  CHECK(long_bodies(function_of(3), 2).size() == 1);
}

TEST_CASE("function length: braces in comments, strings, characters, raw strings and preprocessor lines do not count") {
  const std::string tricky =
      "int f() {\n"
      "  // }\n"
      "  /* } } */ const char* s = \"}\\\"}\";\n"
      "  char c = '}'; char d = '\\''; int n = 1'000'000;\n"
      "  const char* r = R\"x(}\n}\n)\" }\n)x\";\n"
      "#define CLOSE }\n"
      "  return 0;\n"
      "}\n"
      "int g() { return 1; }\n";
  CHECK(long_bodies(tricky, 11).empty());
  const auto found = long_bodies(tricky, 10);
  REQUIRE(found.size() == 1);
  CHECK(found[0].line == 1);
  CHECK(found[0].lines == 11);
}

TEST_CASE("function length: namespaces and classes are scopes, their functions are measured apart") {
  const std::string nested = "namespace a {\nnamespace {\ntemplate <class T, class U = std::vector<T>>\nclass C : public B {\n public:\n" +
                             function_of(5, "m") + "  struct D {\n" + function_of(6, "n") + "  };\n};\n}  // namespace\n" +
                             "extern \"C\" {\n" + function_of(4, "e") + "}\n}  // namespace a\n";
  const auto found = long_bodies(nested, 4);
  REQUIRE(found.size() == 2);
  CHECK(found[0].line == 6);
  CHECK(found[0].lines == 5);
  CHECK(found[1].line == 12);
  CHECK(found[1].lines == 6);
  CHECK(long_bodies(nested, 6).empty());
}

TEST_CASE("function length: lambdas count toward their function; initialisers are no bodies") {
  const std::string lambdas = "void f() {\n  auto g = [] {\n    return 1;\n  };\n  g();\n}\n";
  REQUIRE(long_bodies(lambdas, 5).size() == 1);
  CHECK(long_bodies(lambdas, 5)[0].lines == 6);
  const std::string table = "const int kTable[] = {\n1,\n2,\n3,\n4,\n};\nstd::vector<int> v{\n1,\n2,\n3};\n";
  CHECK(long_bodies(table, 2).empty());
  const std::string lambda_at_namespace = "auto h = [](int x) {\n  return x;\n};\n";
  CHECK(long_bodies(lambda_at_namespace, 2).size() == 1);
  const std::string macro = "PYBIND11_MODULE(_cinc, m) {\n  a(m);\n  b(m);\n}\n";
  CHECK(long_bodies(macro, 3).size() == 1);
}

TEST_CASE("function length: a constructor's member initialisers and default arguments do not end its head") {
  const std::string ctor = "struct S {\n  S(int a, Options o = {}) : a_{a}, b_(1), c_{} {\n    x();\n    y();\n  }\n};\n";
  const auto found = long_bodies(ctor, 3);
  REQUIRE(found.size() == 1);
  CHECK(found[0].line == 2);
  CHECK(found[0].lines == 4);
}

TEST_CASE("function length: no function body in the libraries, the command line or the module is over 120 lines") {
  const fs::path root = CINC_SOURCE_DIR;
  std::vector<std::string> problems;
  int files = 0;
  for (const char* folder : {"libnotation", "libgame", "libtools", "tools", "python/src"})
    for (const fs::path& path : sources_under(root, folder)) {
      ++files;
      for (const LongBody& body : long_bodies(cinc::test::read_file((root / path).string()), kMaxBodyLines))
        problems.push_back(path.generic_string() + ":" + std::to_string(body.line) + ": a function body of " +
                           std::to_string(body.lines) + " lines (at most " + std::to_string(kMaxBodyLines) +
                           "): split it where its parts have names of their own");
    }
  MESSAGE(files << " files checked");
  CHECK(files > 100);
  std::string all;
  for (const std::string& p : problems) all += p + "\n";
  CHECK_MESSAGE(problems.empty(), all);
}
