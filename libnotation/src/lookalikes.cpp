// The look-alike table (lookalikes.h).
#include "lookalikes.h"

#include <array>
#include <cstdio>

namespace cinc::notation::detail {
namespace {

struct Entry {
  unsigned code_point;
  const char* name;
  const char* meant;
  bool space;
};

constexpr std::array<Entry, 31> kTable = {{
    {0x00A0, "NO-BREAK SPACE", " ", true},
    {0x2002, "EN SPACE", " ", true},
    {0x2003, "EM SPACE", " ", true},
    {0x2004, "THREE-PER-EM SPACE", " ", true},
    {0x2005, "FOUR-PER-EM SPACE", " ", true},
    {0x2006, "SIX-PER-EM SPACE", " ", true},
    {0x2007, "FIGURE SPACE", " ", true},
    {0x2008, "PUNCTUATION SPACE", " ", true},
    {0x2009, "THIN SPACE", " ", true},
    {0x200A, "HAIR SPACE", " ", true},
    {0x200B, "ZERO WIDTH SPACE", "", true},
    {0x202F, "NARROW NO-BREAK SPACE", " ", true},
    {0x3000, "IDEOGRAPHIC SPACE", " ", true},
    {0xFEFF, "ZERO WIDTH NO-BREAK SPACE", "", true},
    {0x2010, "HYPHEN", "-", false},
    {0x2011, "NON-BREAKING HYPHEN", "-", false},
    {0x2012, "FIGURE DASH", "-", false},
    {0x2013, "EN DASH", "-", false},
    {0x2014, "EM DASH", "-", false},
    {0x2015, "HORIZONTAL BAR", "-", false},
    {0x2212, "MINUS SIGN", "-", false},
    {0x2018, "LEFT SINGLE QUOTATION MARK", "'", false},
    {0x2019, "RIGHT SINGLE QUOTATION MARK", "'", false},
    {0x201C, "LEFT DOUBLE QUOTATION MARK", "\"", false},
    {0x201D, "RIGHT DOUBLE QUOTATION MARK", "\"", false},
    {0x201E, "DOUBLE LOW-9 QUOTATION MARK", "\"", false},
    {0x2026, "HORIZONTAL ELLIPSIS", "...", false},
    {0x00BD, "VULGAR FRACTION ONE HALF", "1/2", false},
    {0x00D7, "MULTIPLICATION SIGN", "x", false},
    {0x2044, "FRACTION SLASH", "/", false},
    {0x2215, "DIVISION SLASH", "/", false},
}};

std::string hex(unsigned code_point) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "U+%04X", code_point);
  return buf;
}

}  // namespace

unsigned decode_utf8(const char* p, std::size_t n) {
  const auto b = [p](std::size_t i) { return static_cast<unsigned>(static_cast<unsigned char>(p[i])); };
  switch (n) {
    case 1: return b(0);
    case 2: return ((b(0) & 0x1F) << 6) | (b(1) & 0x3F);
    case 3: return ((b(0) & 0x0F) << 12) | ((b(1) & 0x3F) << 6) | (b(2) & 0x3F);
    default: return ((b(0) & 0x07) << 18) | ((b(1) & 0x3F) << 12) | ((b(2) & 0x3F) << 6) | (b(3) & 0x3F);
  }
}

std::optional<LookAlike> find_lookalike(unsigned code_point) {
  for (const Entry& e : kTable)
    if (e.code_point == code_point) return LookAlike{code_point, hex(code_point) + " " + e.name, e.meant, e.space};
  // The full-width forms of ASCII (U+FF01-U+FF5E), as East Asian input methods type them.
  if (code_point >= 0xFF01 && code_point <= 0xFF5E) {
    const char ascii = static_cast<char>(code_point - 0xFEE0);
    std::string name = hex(code_point) + " FULLWIDTH ";
    if (ascii >= 'A' && ascii <= 'Z') name += std::string("LATIN CAPITAL LETTER ") + ascii;
    else if (ascii >= 'a' && ascii <= 'z') name += std::string("LATIN SMALL LETTER ") + static_cast<char>(ascii - 'a' + 'A');
    else if (ascii >= '0' && ascii <= '9') name += std::string("DIGIT ") + ascii;
    else name += std::string("'") + ascii + "'";
    return LookAlike{code_point, std::move(name), std::string(1, ascii), false};
  }
  return std::nullopt;
}

std::string code_point_name(unsigned code_point) {
  if (auto known = find_lookalike(code_point)) return known->name;
  return hex(code_point);
}

}  // namespace cinc::notation::detail
