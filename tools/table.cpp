// Aligned text tables.
#include "table.h"

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
}

void Table::row(std::vector<std::string> cells) {
  cells.resize(headers_.size());
  rows_.push_back(std::move(cells));
}

std::string Table::render(const std::string& indent) const {
  std::vector<std::size_t> widths(headers_.size());
  for (std::size_t c = 0; c < headers_.size(); ++c) {
    widths[c] = width(headers_[c]);
    for (const auto& r : rows_) widths[c] = std::max(widths[c], width(r[c]));
  }
  std::string out;
  auto line = [&](const std::vector<std::string>& cells) {
    std::string l = indent;
    for (std::size_t c = 0; c < cells.size(); ++c) {
      const std::string pad(widths[c] - width(cells[c]), ' ');
      if (c) l += "  ";
      l += right_[c] ? pad + cells[c] : cells[c] + (c + 1 < cells.size() ? pad : "");
    }
    while (!l.empty() && l.back() == ' ') l.pop_back();
    out += l + "\n";
  };
  line(headers_);
  for (const auto& r : rows_) line(r);
  return out;
}

}  // namespace cinc::tools
