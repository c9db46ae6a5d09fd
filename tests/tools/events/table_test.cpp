// Aligned text tables (libtools/events/table.h): whole, and streamed row by row as `cinc standings`
// writes a table of a million players without keeping its rows.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "events/table.h"

using cinc::tools::Table;

namespace {

const std::vector<std::vector<std::string>> kRows = {{"1", "Ann", "x"}, {"10", "Ölund", ""}, {"2", "Bo", "yz"}};

}  // namespace

TEST_CASE("a table: columns padded to their widest cell, right-aligned where asked, no trailing spaces") {
  Table t({"n", "name", "c"}, {true, false, false});
  for (const auto& r : kRows) t.row(r);
  // Widths by hand: n 2 ("10"), name 5 ("Ölund": Ö is one column), c 2 ("yz").
  CHECK(t.render() == " n  name   c\n"
                      " 1  Ann    x\n"
                      "10  Ölund\n"
                      " 2  Bo     yz\n");
}

TEST_CASE("a streamed table (measure every row, then header and lines) is the whole table's text") {
  Table whole({"n", "name", "c"}, {true, false, false});
  Table streamed({"n", "name", "c"}, {true, false, false});
  for (const auto& r : kRows) {
    whole.row(r);
    streamed.measure(r);
  }
  std::string text = streamed.header();
  for (const auto& r : kRows) text += streamed.line(r);
  CHECK(text == whole.render());
  CHECK(streamed.header("  ") == "   n  name   c\n");
}
