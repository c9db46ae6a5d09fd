// Perft from the standard start (docs/rules/commander-in-chief.md §9), by the engine and by the
// independent reference.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "cinc/game/cic.h"
#include "support/reference_cic.h"

namespace cic = cinc::game::cic;

namespace {

const char* const kStartFen = "3ASTFC/4AHBF/5DHT/a5AS/sa5A/thd5/fbha4/cftsa3 d - 0 1";

// §9, written out by hand: Dark's 29 first moves.
std::vector<std::string> spec_first_moves() {
  std::vector<std::string> moves = {
      // Amphibians
      "d8c7", "d8d7", "d8c8", "e7d6", "e7e6", "e7d7", "g5f4", "g5g4", "g5f5", "h4g3", "h4h3", "h4g4",
      // Submarines
      "e8d7", "h5g4",
      // Destroyer
      "f6e5", "f6f5", "f6e6",
      // Helicopters
      "f7d5", "f7d6", "f7d7", "f7e5", "f7f5", "g6e4", "g6e5", "g6e6", "g6f4", "g6g4",
      // Bomber, jumping f6
      "g7e5", "g7d4"};
  std::sort(moves.begin(), moves.end());
  return moves;
}

std::vector<std::string> engine_moves(const cic::Position& pos) {
  std::vector<std::string> out;
  for (const cic::Move& m : pos.legal_moves()) out.push_back(cic::kBoard.name(m.from) + cic::kBoard.name(m.to));
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("reference: start position perft 29 / 840 / 28240 and Dark's 29 moves") {
  const auto s = refcic::parse_fen(kStartFen);
  REQUIRE(s.has_value());
  CHECK(refcic::validate(*s).empty());
  CHECK(refcic::to_fen(*s) == kStartFen);
  CHECK(refcic::legal_moves(*s) == spec_first_moves());
  CHECK(refcic::perft(*s, 1) == 29);
  CHECK(refcic::perft(*s, 2) == 840);
  CHECK(refcic::perft(*s, 3) == 28240);
}

TEST_CASE("engine: start position perft 29 / 840 / 28240 and Dark's 29 moves") {
  const cic::Position start = cic::Position::start();
  CHECK(start.side_to_move() == cic::Side::dark);
  CHECK(start.status() == cic::Status::ongoing);
  CHECK(engine_moves(start) == spec_first_moves());
  CHECK(cic::perft(start, 1) == 29);
  CHECK(cic::perft(start, 2) == 840);
  CHECK(cic::perft(start, 3) == 28240);
}

TEST_CASE("engine: the start FEN round-trips and equals Position::start()") {
  const auto parsed = cic::Position::from_fen(kStartFen);
  REQUIRE_MESSAGE(parsed.ok(), (parsed.ok() ? std::string() : parsed.error().message));
  CHECK(parsed->fen() == kStartFen);
  CHECK(cic::Position::start().fen() == kStartFen);
  CHECK(*parsed == cic::Position::start());
}

TEST_CASE("engine: team starts write the team field, Land-and-Sea first") {
  CHECK(cic::Position::start(true, true).fen() == "3ASTFC/4AHBF/5DHT/a5AS/sa5A/thd5/fbha4/cftsa3 d ss 0 1");
  CHECK(cic::Position::start(true, false).fen() == "3ASTFC/4AHBF/5DHT/a5AS/sa5A/thd5/fbha4/cftsa3 d s- 0 1");
  CHECK(cic::Position::start(false, true).fen() == "3ASTFC/4AHBF/5DHT/a5AS/sa5A/thd5/fbha4/cftsa3 d -s 0 1");
  CHECK(cic::Position::start(false, false).fen() == kStartFen);
  // With Dark a team, its Land-and-Sea player must move first: no Helicopter or Bomber moves.
  const auto team_moves = engine_moves(cic::Position::start(true, false));
  const std::vector<std::string> land_sea = {"d8c7", "d8c8", "d8d7", "e7d6", "e7d7", "e7e6",
                                             "e8d7", "f6e5", "f6e6", "f6f5", "g5f4", "g5f5",
                                             "g5g4", "h4g3", "h4g4", "h4h3", "h5g4"};
  CHECK(team_moves == land_sea);
  const auto ref = refcic::parse_fen("3ASTFC/4AHBF/5DHT/a5AS/sa5A/thd5/fbha4/cftsa3 d s- 0 1");
  REQUIRE(ref.has_value());
  CHECK(refcic::legal_moves(*ref) == land_sea);
}
