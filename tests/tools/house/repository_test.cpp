// The repository stands alone, and its rule citations hold. Walks every file of the source
// tree (but .git/ and the build*/ folders at its top, and binary files: those with a NUL
// byte) and fails
//  (a) on any mention of the folder beside the repository that the rule sheets and specs
//      came from ("../" followed by "shared"): the project cites only its own pages;
//  (b) on any section reference that does not name a heading of a rules page.
// A section reference is the section sign followed by a number such as 4 or 4.2 (the sign
// followed by anything else, such as the letter n in "cited as <sign>n", is a placeholder).
// It cites the page named most recently before it in the same file — earlier on its line or
// on an earlier line — where a page is named by its file name: the six pages of docs/rules/
// (commander-in-chief.md, or docs/rules/commander-in-chief.md, ...) and docs/notation.md.
// In those pages themselves a reference before any name cites the page itself, and their
// numbered headings ("## <sign>4. Pieces", "### <sign>4.2 The pieces") are what a reference
// must find; a heading is a definition, not a reference. This file writes the section sign
// as an escape, so that its own examples are not references.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "support/run_cinc.h"

namespace {

namespace fs = std::filesystem;

const std::string kSign = "\u00a7";                           // the section sign, in UTF-8
const std::string kOutside = std::string("../") + "shared";   // written so as not to match itself

/// The numbered sections of each page, by the page's name ("checkers", "notation").
using Headings = std::map<std::string, std::set<std::string>>;

/// What the check found in one text: the problems, one line each, and the references seen.
struct Findings {
  std::vector<std::string> problems;
  int references = 0;
};

bool is_name_char(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-' || c == '_';
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

/// The section number at text[i..] ("4", "4.2"), or empty; `i` moves past it. A final '.'
/// not followed by a digit ends a sentence and is left out.
std::string section_number(std::string_view text, std::size_t& i) {
  const std::size_t begin = i;
  while (i < text.size() && is_digit(text[i])) {
    ++i;
    if (i + 1 < text.size() && text[i] == '.' && is_digit(text[i + 1])) ++i;
  }
  return std::string(text.substr(begin, i - begin));
}

/// The section a heading line defines ("## <sign>4. Pieces" -> "4"), or empty.
std::string heading_section(std::string_view line) {
  std::size_t i = 0;
  while (i < line.size() && line[i] == '#') ++i;
  if (i < 2 || i > 6 || line.substr(i, 1 + kSign.size()) != " " + kSign) return {};
  i += 1 + kSign.size();
  std::string number = section_number(line, i);
  if (number.empty() || i >= line.size() || (line[i] != '.' && line[i] != ' ')) return {};
  return number;
}

/// The lines of a text (without their line ends).
std::vector<std::string_view> lines_of_text(std::string_view text) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  while (start <= text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(start, end - start);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    out.push_back(line);
    start = end + 1;
  }
  return out;
}

/// The sections defined by the headings of a page's text.
std::set<std::string> sections_of(std::string_view page_text) {
  std::set<std::string> out;
  for (const std::string_view line : lines_of_text(page_text))
    if (std::string s = heading_section(line); !s.empty()) out.insert(s);
  return out;
}

/// Checks one file's text. `path` is its path under the source tree (for messages and to
/// know a page's own name); `own_page` the page it is, or empty.
Findings check_text(const std::string& path, std::string_view text, const Headings& headings,
                    const std::string& own_page = {}) {
  Findings f;
  std::string page = own_page;  // the page a reference cites, by the rule above
  const auto lines = lines_of_text(text);
  for (std::size_t n = 0; n < lines.size(); ++n) {
    const std::string_view line = lines[n];
    const std::string where = path + ":" + std::to_string(n + 1) + ": ";
    if (line.find(kOutside) != std::string_view::npos)
      f.problems.push_back(where + "refers outside the repository (" + kOutside + "): cite the project's own pages");
    if (!own_page.empty() && !heading_section(line).empty()) continue;
    for (std::size_t i = 0; i < line.size(); ++i) {
      if (line.compare(i, 3, ".md") == 0 && (i + 3 == line.size() || !is_name_char(line[i + 3]))) {
        std::size_t b = i;
        while (b > 0 && is_name_char(line[b - 1])) --b;
        const std::string name(line.substr(b, i - b));
        if (headings.count(name)) page = name;
        i += 2;
        continue;
      }
      if (line.compare(i, kSign.size(), kSign) != 0) continue;
      std::size_t j = i + kSign.size();
      const std::string number = section_number(line, j);
      if (number.empty()) {
        if (j + 1 < line.size() && line[j] == ' ' && is_digit(line[j + 1]))
          f.problems.push_back(where + "\"" + kSign + " " + line[j + 1] + "\": write the number right after the sign");
        continue;
      }
      ++f.references;
      const std::string ref = kSign + number;
      if (page.empty())
        f.problems.push_back(where + ref + " names no page: write docs/rules/<game>.md " + ref +
                             ", or name the page earlier in the file");
      else if (!headings.at(page).count(number))
        f.problems.push_back(where + ref + " cites " + page + ".md, which has no heading " + ref);
      i = j - 1;
    }
  }
  return f;
}

/// The pages and their headings, read from the source tree: docs/rules/*.md and docs/notation.md.
Headings read_headings(const fs::path& root, std::map<std::string, std::string>& page_paths) {
  Headings h;
  std::vector<fs::path> pages = {root / "docs" / "notation.md"};
  for (const auto& e : fs::directory_iterator(root / "docs" / "rules"))
    if (e.is_regular_file() && e.path().extension() == ".md") pages.push_back(e.path());
  for (const fs::path& p : pages) {
    const std::string name = p.stem().string();
    h[name] = sections_of(cinc::test::read_file(p.string()));
    page_paths[fs::relative(p, root).generic_string()] = name;
  }
  return h;
}

/// Every text file of the tree, as paths relative to `root`, sorted.
std::vector<std::string> tree_files(const fs::path& root) {
  std::vector<std::string> out;
  for (auto it = fs::recursive_directory_iterator(root); it != fs::recursive_directory_iterator(); ++it) {
    const std::string name = it->path().filename().string();
    if (it.depth() == 0 && it->is_directory() && (name == ".git" || name.rfind("build", 0) == 0)) {
      it.disable_recursion_pending();
      continue;
    }
    if (it->is_regular_file()) out.push_back(fs::relative(it->path(), root).generic_string());
  }
  std::sort(out.begin(), out.end());
  return out;
}

std::string joined(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& l : lines) out += l + "\n";
  return out;
}

// A small page for the hand-written cases: §1, §2 and §2.1 (written with the escape).
const Headings kDemo = {{"demo", sections_of("# Demo\n## " + kSign + "1. One\n## " + kSign + "2. Two\n### " + kSign +
                                             "2.1 Two and a bit\n")},
                        {"other", sections_of("## " + kSign + "7. Seven\n")}};

}  // namespace

TEST_CASE("repository check: headings define sections; a reference resolves by the page named before it") {
  CHECK(kDemo.at("demo") == std::set<std::string>{"1", "2", "2.1"});
  CHECK(heading_section("## " + kSign + "10. Ten") == "10");
  CHECK(heading_section("### " + kSign + "4.2 Sub") == "4.2");
  CHECK(heading_section("## 4. Not numbered with the sign").empty());
  CHECK(heading_section("# " + kSign + "1. A title is no section").empty());

  // Explicit, and then bare references after the name; a sentence's full stop is no part
  // of the number; a placeholder is no reference.
  const Findings good = check_text("a.cpp",
                                   "// Rules: docs/rules/demo.md (cited as " + kSign + "n).\n"
                                   "// see " + kSign + "2.1 and " + kSign + "1.\n"
                                   "x = 1;  // other.md " + kSign + "7, then demo.md " + kSign + "2\n",
                                   kDemo);
  CHECK(good.problems.empty());
  CHECK(good.references == 4);

  // A page's own references need no name; its headings are not references.
  const Findings own = check_text("docs/rules/demo.md", "## " + kSign + "3. Not a reference\nsee " + kSign + "2\n",
                                  kDemo, "demo");
  CHECK(own.problems.empty());
  CHECK(own.references == 1);
}

TEST_CASE("repository check: unresolved references, outside paths and malformed signs are reported with file:line") {
  // No page named before the reference.
  const Findings none = check_text("b.cpp", "// " + kSign + "4: a rule\n// demo.md\n", kDemo);
  CHECK(joined(none.problems) == "b.cpp:1: " + kSign + "4 names no page: write docs/rules/<game>.md " + kSign +
                                     "4, or name the page earlier in the file\n");
  // A section the named page does not have; the most recent name counts, not the first.
  const Findings missing =
      check_text("c.md", "demo.md " + kSign + "2, other.md " + kSign + "7\nand " + kSign + "2 again\n", kDemo);
  CHECK(joined(missing.problems) == "c.md:2: " + kSign + "2 cites other.md, which has no heading " + kSign + "2\n");
  const Findings sub = check_text("d.h", "// demo.md " + kSign + "2.2\n", kDemo);
  CHECK(joined(sub.problems) == "d.h:1: " + kSign + "2.2 cites demo.md, which has no heading " + kSign + "2.2\n");
  // A name that only ends like a page is no name: "rules-demo.md" leaves the context alone.
  const Findings prefixed = check_text("e.cpp", "// other.md, rules-demo.md " + kSign + "1\n", kDemo);
  CHECK(joined(prefixed.problems) == "e.cpp:1: " + kSign + "1 cites other.md, which has no heading " + kSign + "1\n");
  // The folder outside the repository, and a sign with a space before its number.
  const Findings outside = check_text("f.sh", "x\n# see " + kOutside + "/x.md\n" + kSign + " 3\n", kDemo);
  CHECK(joined(outside.problems) ==
        "f.sh:2: refers outside the repository (" + kOutside + "): cite the project's own pages\n"
        "f.sh:3: \"" + kSign + " 3\": write the number right after the sign\n");
  CHECK(outside.references == 0);
}

TEST_CASE("repository: nothing refers outside it, and every section reference resolves to a heading of docs/rules/") {
  const fs::path root = CINC_SOURCE_DIR;
  std::map<std::string, std::string> page_paths;  // docs/rules/checkers.md -> checkers
  const Headings headings = read_headings(root, page_paths);
  REQUIRE(headings.size() == 7);  // the six games' pages and docs/notation.md
  for (const auto& [page, sections] : headings) CHECK_MESSAGE(!sections.empty(), page << " has no numbered heading");

  std::vector<std::string> problems;
  int references = 0, files = 0;
  for (const std::string& path : tree_files(root)) {
    const std::string text = cinc::test::read_file((root / path).string());
    if (text.find('\0') != std::string::npos) continue;  // binary (images)
    ++files;
    const auto own = page_paths.find(path);
    const Findings f = check_text(path, text, headings, own == page_paths.end() ? std::string() : own->second);
    problems.insert(problems.end(), f.problems.begin(), f.problems.end());
    references += f.references;
  }
  MESSAGE(files << " text files, " << references << " section references checked");
  CHECK(files > 300);
  CHECK(references > 500);
  CHECK_MESSAGE(problems.empty(), joined(problems));
}
