// Aligned text tables for people.
#pragma once
#include <string>
#include <vector>

namespace cinc::tools {

/// Columns padded to their widest cell; numbers may be right-aligned.
class Table {
 public:
  /// Headers and, per column, whether it is right-aligned.
  Table(std::vector<std::string> headers, std::vector<bool> right_aligned);
  /// Adds one row (as many cells as headers).
  void row(std::vector<std::string> cells);
  /// The table, each line starting with `indent`.
  [[nodiscard]] std::string render(const std::string& indent = "") const;

  /// Streaming a long table without keeping its rows: measure() every row, then write
  /// header() and line() of each row again; the text is render()'s.
  void measure(const std::vector<std::string>& cells);
  /// The header line, padded to the widths seen so far.
  [[nodiscard]] std::string header(const std::string& indent = "") const { return line(headers_, indent); }
  /// One row as a line ("\n" ended), padded to the widths seen so far.
  [[nodiscard]] std::string line(const std::vector<std::string>& cells, const std::string& indent = "") const;

 private:
  std::vector<std::string> headers_;
  std::vector<bool> right_;
  std::vector<std::size_t> widths_;
  std::vector<std::vector<std::string>> rows_;
};

}  // namespace cinc::tools
