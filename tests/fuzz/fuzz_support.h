// Shared oracles of the fuzz targets (docs/fuzzing.md). A failed oracle prints what went
// wrong and aborts, so libFuzzer keeps the input as a finding and the corpus replay test
// fails.
#pragma once
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "cinc/notation/record.h"

namespace cinc::fuzz {

/// Stops the run with a message when an oracle does not hold.
inline void require(bool ok, const std::string& what) {
  if (ok) return;
  std::fprintf(stderr, "fuzz oracle failed: %s\n", what.c_str());
  std::abort();
}

/// The lines of a text as the reader counts them (LF, CRLF or a lone CR end a line; a
/// leading byte order mark is not part of line 1): the length in bytes of each line.
inline std::vector<std::size_t> line_lengths(std::string_view text) {
  if (text.size() >= 3 && text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  std::vector<std::size_t> lengths;
  std::size_t start = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '\n' && text[i] != '\r') continue;
    lengths.push_back(i - start);
    if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
    start = i + 1;
  }
  lengths.push_back(text.size() - start);
  return lengths;
}

/// Whether a source position lies inside the text: an existing line, and a column from 1
/// to one past the line's last byte (the end of the line or of the input).
inline bool inside(const std::vector<std::size_t>& lines, notation::SourcePos pos) {
  if (pos.line < 1 || pos.line > lines.size()) return false;
  return pos.column >= 1 && pos.column <= lines[pos.line - 1] + 1;
}

/// Every diagnostic of a game lies inside the text and has a code and a message.
inline void require_diagnostics_inside(const std::vector<std::size_t>& lines,
                                       const std::vector<notation::Diagnostic>& diagnostics) {
  for (const auto& d : diagnostics) {
    require(!d.code.empty() && !d.message.empty(), "a diagnostic without code or message");
    require(inside(lines, d.pos), "diagnostic " + d.code + " at " + std::to_string(d.pos.line) + ":" +
                                      std::to_string(d.pos.column) + " lies outside the input (" +
                                      std::to_string(lines.size()) + " lines)");
  }
}

/// A comparable digest of a record's movetext: moves with their NAGs, comments and
/// variations (recursively), and the result.
std::string movetext_digest(const notation::GameRecord& record);

/// Everything a record holds as one comparable text: tags, movetext, result, diagnostics
/// (codes, positions and messages), with the source position of each.
std::string record_digest(const notation::GameRecord& record);

/// Whether every tag of `original` is in `copy` with the same value (the writer puts the
/// roster first and adds missing roster tags as "?").
bool tags_kept(const notation::GameRecord& original, const notation::GameRecord& copy);

}  // namespace cinc::fuzz
