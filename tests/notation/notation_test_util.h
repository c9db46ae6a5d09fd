// Small helpers shared by the notation tests.
#pragma once
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "cinc/notation/reader.h"
#include "cinc/notation/record.h"
#include "cinc/notation/stream.h"

namespace cinc::notation::test {

inline std::string pos_str(SourcePos p) {
  return std::to_string(p.line) + ":" + std::to_string(p.column);
}

/// Reads a text that must hold exactly one game.
inline GameRecord read_one(std::string_view text) {
  std::vector<GameRecord> games = read_games(text);
  REQUIRE(games.size() == 1);
  return std::move(games[0]);
}

/// "code@line:column" of the only diagnostic of a game (or a note when there is not
/// exactly one), for compact checks.
inline std::string only_diag(const GameRecord& g) {
  if (g.diagnostics.size() != 1) return "diagnostics: " + std::to_string(g.diagnostics.size());
  const Diagnostic& d = g.diagnostics[0];
  return d.code + "@" + pos_str(d.pos);
}

/// "code@line:column" of every diagnostic of a game, in order, separated by spaces.
inline std::string all_diags(const GameRecord& g) {
  std::string out;
  for (const Diagnostic& d : g.diagnostics) out += (out.empty() ? "" : " ") + d.code + "@" + pos_str(d.pos);
  return out;
}

/// The first diagnostic of the first game of a text (the reader reads on after an error in
/// the movetext, so others may follow it: all_diags shows them).
inline std::string first_diag(std::string_view text) {
  std::vector<GameRecord> games = read_games(text);
  if (games.empty()) return "no games";
  if (games[0].diagnostics.empty()) return "diagnostics: 0";
  const Diagnostic& d = games[0].diagnostics[0];
  return d.code + "@" + pos_str(d.pos);
}

inline void describe_line(const Variation& v, std::string& out) {
  out += "(@" + pos_str(v.open_pos);
  for (const auto& c : v.leading_comments) out += " {" + c.text + "}@" + pos_str(c.pos);
  for (const auto& m : v.moves) {
    out += " " + (m.number ? std::to_string(*m.number) + "@" + pos_str(m.number_pos) + " " : std::string()) + m.text +
           "@" + pos_str(m.pos);
    for (int nag : m.nags) out += " $" + std::to_string(nag);
    for (const auto& c : m.comments) out += " {" + c.text + "}@" + pos_str(c.pos);
    for (const auto& sub : m.variations) describe_line(sub, out);
  }
  out += ")";
}

/// Everything a game record holds, positions included, as one text to compare.
inline std::string describe_record(const GameRecord& g) {
  std::string out = "game@" + pos_str(g.start) + (g.pdn ? " pdn" : "") + "\n";
  for (const auto& t : g.tags) out += "[" + t.name + " \"" + t.value + "\"]@" + pos_str(t.pos) + "\n";
  describe_line(g.main, out);
  out += "\nresult " + g.result + "@" + pos_str(g.result_pos) + "\n";
  for (const auto& d : g.diagnostics)
    out += (d.severity == Severity::error ? "error " : "warning ") + d.code + "@" + pos_str(d.pos) + ": " +
           d.message + "\n";
  for (const auto& d : g.notes) out += "note " + d.code + "@" + pos_str(d.pos) + ": " + d.message + "\n";
  return out;
}

/// The notes of a text after its last game (a stray result), described as one more entry
/// of a list of games; nothing when there are none.
inline void describe_trailing_notes(const std::vector<Diagnostic>& notes, std::vector<std::string>& out) {
  if (notes.empty()) return;
  GameRecord none;
  none.notes = notes;
  out.push_back("after the last game\n" + describe_record(none));
}

/// Every game of a text as Reader reads it whole, described (describe_record), and the
/// notes after the last game.
inline std::vector<std::string> whole_text_games(const std::string& text, bool pdn) {
  std::vector<std::string> out;
  Reader reader(text, pdn);
  GameRecord g;
  while (reader.next(g)) out.push_back(describe_record(g));
  describe_trailing_notes(reader.take_leftover_notes(), out);
  return out;
}

/// A byte source over a text that gives at most `most_per_read` bytes a read (a pipe).
inline ByteSource source_of(const std::string& text, std::size_t most_per_read) {
  auto at = std::make_shared<std::size_t>(0);
  return [&text, at, most_per_read](char* into, std::size_t size) {
    const std::size_t n = std::min({size, most_per_read, text.size() - *at});
    std::copy_n(text.data() + *at, n, into);
    *at += n;
    return n;
  };
}

/// The bytes of a file.
inline std::string file_text(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

/// Every record file the reading tests go through: the samples, the malformed corpus and
/// the fuzz seeds and regressions.
inline std::vector<std::filesystem::path> record_files() {
  std::vector<std::filesystem::path> files;
  for (const char* dir : {"samples", "tests/malformed", "tests/fuzz/corpus/records", "tests/fuzz/regressions/reader"})
    for (const auto& e : std::filesystem::recursive_directory_iterator(dir))
      if (e.is_regular_file() && e.path().extension() != ".md" && e.path().extension() != ".py")
        files.push_back(e.path());
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace cinc::notation::test
