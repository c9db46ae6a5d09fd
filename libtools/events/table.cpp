// Aligned text tables.
#include "events/table.h"

#include <algorithm>

namespace cinc::tools {

namespace {
// Display width: UTF-8 continuation bytes take no column.
std::size_t width(const std::string& s) {
  return static_cast<std::size_t>(std::count_if(s.begin(), s.end(), [](char c) {
    return (static_cast<unsigned char>(c) & 0xC0) != 0x80;
  }));
}
}  // namespace

Table::Table(std::vector<std::string> headers, std::vector<bool> right_aligned)
    : headers_(std::move(headers)), right_(std::move(right_aligned)) {
  right_.resize(headers_.size(), false);
  widths_.resize(headers_.size(), 0);
  measure(headers_);
}

void Table::measure(const std::vector<std::string>& cells) {
  for (std::size_t c = 0; c < widths_.size() && c < cells.size(); ++c) widths_[c] = std::max(widths_[c], width(cells[c]));
}

void Table::row(std::vector<std::string> cells) {
  cells.resize(headers_.size());
  measure(cells);
  rows_.push_back(std::move(cells));
}

std::string Table::line(const std::vector<std::string>& cells, const std::string& indent) const {
  std::string l = indent;
  const std::size_t n = std::min(cells.size(), widths_.size());
  for (std::size_t c = 0; c < n; ++c) {
    const std::string pad(widths_[c] - std::min(widths_[c], width(cells[c])), ' ');
    if (c) l += "  ";
    l += right_[c] ? pad + cells[c] : cells[c] + (c + 1 < n ? pad : "");
  }
  while (!l.empty() && l.back() == ' ') l.pop_back();
  return l + "\n";
}

std::string Table::render(const std::string& indent) const {
  std::string out = header(indent);
  for (const auto& r : rows_) out += line(r, indent);
  return out;
}

}  // namespace cinc::tools
