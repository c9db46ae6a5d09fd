// Square names of run-time board geometries: name() and append_name() agree on every
// square of the boards the games use; the expected names are worked out by hand.
#include <doctest/doctest.h>

#include <string>

#include "cinc/game/geometry.h"

using cinc::game::Geometry;
using cinc::game::Square;

TEST_CASE("geometry: square names, one- and two-digit ranks, off the board") {
  const Geometry chess{8, 8};
  CHECK(chess.name(0) == "a1");
  CHECK(chess.name(63) == "h8");
  const Geometry commander{11, 12};
  CHECK(commander.name(10) == "k1");
  CHECK(commander.name(static_cast<Square>(11 * 9)) == "a10");   // rank 10, file a
  CHECK(commander.name(static_cast<Square>(11 * 12 - 1)) == "k12");
  CHECK(commander.name(-1) == "??");
  CHECK(commander.name(static_cast<Square>(11 * 12)) == "??");
}

TEST_CASE("geometry: append_name appends what name gives, for every square") {
  for (const Geometry g : {Geometry{8, 8}, Geometry{10, 10}, Geometry{11, 12}, Geometry{9, 5}}) {
    for (int s = -1; s <= g.size(); ++s) {
      const auto square = static_cast<Square>(s);
      std::string out = "x";
      g.append_name(out, square);
      const std::string message = "square " + std::to_string(s) + " of " + std::to_string(g.files()) + "x" +
                                  std::to_string(g.ranks());
      CHECK_MESSAGE(out == "x" + g.name(square), message);
    }
  }
}
