// The order of names in a table and the names of the tie-breaks (docs/scoring.md "The table"
// and "Tie-breaks"), worked out by hand.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "cinc/game/standings.h"

using cinc::game::folded_name;
using cinc::game::name_less;
using cinc::game::parse_tie_breaks;
using cinc::game::TieBreak;

TEST_CASE("names fold case and Latin accents; bytes decide last") {
  CHECK(folded_name("\xC3\x81vila") == "avila");           // Á
  CHECK(folded_name("de Vries") == "de vries");
  CHECK(folded_name("Stra\xC3\x9F" "e") == "strasse");    // ß: ss
  CHECK(folded_name("\xC3\x98stergaard") == "ostergaard");  // Ø: o
  CHECK(folded_name("\xC5\x81ukasz") == "lukasz");         // Ł: l
  CHECK(folded_name("Nguy\xE1\xBB\x85n") == "nguyen");     // ễ U+1EC5: e
  CHECK(folded_name("\xE5\xBC\xA0") == "\xE5\xBC\xA0");    // 张: kept as it is
  std::vector<std::string> names = {"Dijk", "de Vries", "\xC3\x81vila"};
  std::sort(names.begin(), names.end(), [](const std::string& a, const std::string& b) { return name_less(a, b); });
  CHECK(names == std::vector<std::string>{"\xC3\x81vila", "de Vries", "Dijk"});
  // Equal folded: by bytes ('D' 0x44 before 'd' 0x64), so the order is total.
  CHECK(name_less("De Vries", "de Vries"));
  CHECK(!name_less("de Vries", "De Vries"));
  CHECK(!name_less("Ann", "Ann"));
  // A name before the longer names it starts (folded); accents only where the rest is equal.
  CHECK(name_less("ann", "Anna"));
  CHECK(!name_less("Anna", "ann"));
  CHECK(name_less("\xC3\x89mile", "Emma"));    // "emile" < "emma"
  CHECK(name_less("Zoe", "zo\xC3\xAB"));        // both "zoe": by bytes, 'Z' before 'z'
  CHECK(!name_less("zo\xC3\xAB", "Zoe"));
  CHECK(name_less("Zoe", "Zo\xC3\xAB"));        // both "zoe": 'e' (0x65) before 0xC3
}

TEST_CASE("tie-break lists: names, aliases, any case; unknown and repeated names refused") {
  std::string error;
  const auto order = parse_tie_breaks(" BH , buchholz-cut1,de,PS ", error);
  REQUIRE(order);
  CHECK(*order == std::vector<TieBreak>{TieBreak::buchholz, TieBreak::buchholz_cut1, TieBreak::direct_encounter,
                                        TieBreak::progressive});
  CHECK(!parse_tie_breaks("buchholz,koya", error));
  CHECK(error.find("unknown tie-break 'koya'; the known ones: captured (cp), sonneborn-berger (sb), wins (won)") == 0);
  CHECK(!parse_tie_breaks("sb,sonneborn-berger", error));
  CHECK(error == "the tie-break 'sonneborn-berger' is named twice");
  CHECK(!parse_tie_breaks("bh,,ps", error));
  CHECK(!parse_tie_breaks("", error));
}

TEST_CASE("rounds in numeric order: dotted numbers part by part, then other names in byte order") {
  // docs/scoring.md "Rounds": 1, 1.2, 1.10, 2, 10, 100, then "?" and "final"; "01" and "1"
  // are the same number, so by their bytes ("0" < "1"); a part of 10 digits is a name.
  std::vector<std::string> rounds = {"10", "?", "1.2", "100", "2", "final", "1", "1.10", "01", "1234567890", "3."};
  std::sort(rounds.begin(), rounds.end(), [](const std::string& a, const std::string& b) { return cinc::game::round_less(a, b); });
  CHECK(rounds == std::vector<std::string>{"01", "1", "1.2", "1.10", "2", "10", "100", "1234567890", "3.", "?", "final"});
}
