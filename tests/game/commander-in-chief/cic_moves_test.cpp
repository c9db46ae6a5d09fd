// Each piece's moves on hand-worked positions. Every expected list below was worked out by
// hand from docs/rules/commander-in-chief.md (§n cited), never produced by running a
// generator. Each case is checked against the engine and against the independent reference.
//
// Reminders used throughout (0-based file f, rank r):
//   Light Land f+r <= 4, Dark Land f+r >= 10, Sea in between (§1).
//   Light: Forward (+1,+1), Left (-1,+1), Right (+1,-1), Forward Left (0,+1), Forward Right (+1,0),
//   Backward Left (-1,0), Backward Right (0,-1); Dark: all negated (§3).
#include <doctest/doctest.h>

#include <algorithm>
#include <cctype>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "cinc/game/cic.h"
#include "support/placement_fen.h"
#include "support/random_positions.h"
#include "support/reference_cic.h"

namespace cic = cinc::game::cic;
using Names = std::vector<std::string>;

namespace {

// Builds a FEN from "Ch1 ca8 +Hd4 ..." (upper case Dark, lower case Light, '+' enhanced).
std::string make_fen(const std::string& placement, char side, const std::string& team = "-",
                     int halfmove = 0, int fullmove = 1) {
  return cinc::test::placement_fen(placement, side, team, halfmove, fullmove);
}

cinc::game::Square sq(const std::string& name) {
  const auto s = cic::kBoard.parse(name);
  REQUIRE(s.has_value());
  return *s;
}

cic::Position engine(const std::string& fen) {
  auto p = cic::Position::from_fen(fen);
  REQUIRE_MESSAGE(p.ok(), fen << ": " << (p.ok() ? std::string() : p.error().message));
  return *p;
}

refcic::State reference(const std::string& fen) {
  auto s = refcic::parse_fen(fen);
  REQUIRE_MESSAGE(s.has_value(), fen);
  return *s;
}

std::string join(const Names& v) {
  std::string out;
  for (const auto& s : v) out += (out.empty() ? "" : " ") + s;
  return "[" + out + "]";
}

Names sorted(Names v) {
  std::sort(v.begin(), v.end());
  return v;
}

// Destinations of the piece on `from` among the legal moves of the side to move.
Names engine_dests(const std::string& fen, const std::string& from) {
  Names out;
  for (const cic::Move& m : engine(fen).legal_moves()) {
    if (cic::kBoard.name(m.from) == from) out.push_back(cic::kBoard.name(m.to));
  }
  return sorted(out);
}

Names reference_dests(const std::string& fen, const std::string& from) {
  Names out;
  for (const std::string& m : refcic::legal_moves(reference(fen))) {
    if (m.substr(0, 2) == from) out.push_back(m.substr(2, 2));
  }
  return sorted(out);
}

Names engine_all(const std::string& fen) {
  Names out;
  for (const cic::Move& m : engine(fen).legal_moves()) out.push_back(cic::kBoard.name(m.from) + cic::kBoard.name(m.to));
  return sorted(out);
}

// The moves of the piece on `from` (its side to move, no teams) are exactly `expected`.
void check_dests(const std::string& placement, const std::string& from, const Names& expected) {
  // The side to move is the side of the piece on `from`.
  char side = 'd';
  std::istringstream in(placement);
  std::string tok;
  while (in >> tok) {
    const std::string t = tok[0] == '+' ? tok.substr(1) : tok;
    if (t.substr(1) == from) side = std::isupper(static_cast<unsigned char>(t[0])) ? 'd' : 'l';
  }
  const std::string fen = make_fen(placement, side);
  CAPTURE(fen);
  CAPTURE(from);
  const Names want = sorted(expected);
  const Names got = engine_dests(fen, from);
  CHECK_MESSAGE(got == want, "engine: " << join(got) << "\n  expected: " << join(want));
  const Names ref = reference_dests(fen, from);
  CHECK_MESSAGE(ref == want, "reference: " << join(ref) << "\n  expected: " << join(want));
}

cic::Move find_move(const cic::Position& pos, const std::string& mv) {
  for (const cic::Move& m : pos.legal_moves()) {
    if (cic::kBoard.name(m.from) + cic::kBoard.name(m.to) == mv) return m;
  }
  FAIL("no legal move " << mv << " in " << pos.fen());
  return {};
}

// Plays `mv` in both generators and checks both reach `expected_fen`.
cic::Position play_both(const std::string& fen, const std::string& mv, const std::string& expected_fen) {
  const cic::Position pos = engine(fen);
  const cic::Position next = pos.after(find_move(pos, mv));
  CHECK(next.fen() == expected_fen);
  CHECK(refcic::to_fen(refcic::play(reference(fen), mv)) == expected_fen);
  return next;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

}  // namespace

// The Commanders stand out of the way in the piece cases (Light a8, Dark h1) unless noted.

TEST_CASE("Amphibian: 1 square Forward, Forward Left, Forward Right (§4)") {
  check_dests("ad4 ca8 Ch1", "d4", {"d5", "e4", "e5"});
  check_dests("Ae5 ca8 Ch1", "e5", {"d4", "d5", "e4"});
  // Edges.
  // Light h3 (f+r=9): only Forward Left h4 is on the board (and promotes); Dark a6 likewise a5.
  check_dests("ah3 ca8 Ch1", "h3", {"h4"});
  check_dests("Aa6 ca8 Ch1", "a6", {"a5"});
  check_dests("aa1 ca8 Ch1", "a1", {"a2", "b1", "b2"});
  // A friend blocks, an enemy is captured; never sideways or backwards.
  check_dests("ad4 fe5 Ad5 ca8 Ch1", "d4", {"d5", "e4"});
  // Enemies Backward (c3), Backward Left (c4) and Backward Right (d3) cannot be taken.
  check_dests("ad4 Fc3 Ac4 Fd3 ca8 Ch1", "d4", {"d5", "e4", "e5"});
}

TEST_CASE("King Amphibian: 1 or 2 squares in any of the 8 directions, no jumping (§4)") {
  const Names all = {"b2", "b4", "b6", "c3", "c4", "c5", "d2", "d3", "d5", "d6", "e3", "e4", "e5", "f2", "f4", "f6"};
  check_dests("kd4 ca8 Ch1", "d4", all);
  check_dests("Kd4 ca8 Ch1", "d4", all);
  // Friend on e5 stops e5 and f6; enemy on d5 is captured, d6 is behind it.
  check_dests("kd4 fe5 Ad5 ca8 Ch1", "d4",
              {"b2", "b4", "b6", "c3", "c4", "c5", "d2", "d3", "d5", "e3", "e4", "f2", "f4"});
  check_dests("Kh8 ca8 Ch1", "h8", {"f6", "f8", "g7", "g8", "h6", "h7"});
}

TEST_CASE("Tank: 1-2 squares along files and ranks, own Land only, no jumping (§4)") {
  // c2 (f+r=3): c3 (4) yes, c4 (5, Sea) no; d2 yes, e2 (Sea) no; b2 a2; c1.
  check_dests("tc2 ca8 Ch1", "c2", {"a2", "b2", "c1", "c3", "d2"});
  check_dests("tc1 ca8 Ch1", "c1", {"a1", "b1", "c2", "c3", "d1", "e1"});
  // Dark f7 (11): f6 (10) yes, f5 (9) no; e7 yes, d7 (9) no; g7 h7; f8.
  check_dests("Tf7 ca8 Ch1", "f7", {"e7", "f6", "f8", "g7", "h7"});
  // Friend on c3 blocks; enemy King Amphibian on b2 is captured and a2 lies behind it.
  check_dests("tc2 ac3 Kb2 ca8 Ch1", "c2", {"b2", "c1", "d2"});
  check_dests("tc1 sc2 ca8 Ch1", "c1", {"a1", "b1", "d1", "e1"});
}

TEST_CASE("Submarine: launch 1 Forward into the Sea, then 1-2 squares in six directions (§4)") {
  // Unlaunched on its own Land: exactly 1 Forward, and only into the Sea.
  check_dests("sb3 ca8 Ch1", "b3", {"c4"});
  check_dests("sd1 ca8 Ch1", "d1", {"e2"});
  check_dests("se1 ca8 Ch1", "e1", {"f2"});
  check_dests("sa4 ca8 Ch1", "a4", {"b5"});
  check_dests("sb2 ca8 Ch1", "b2", {});  // Forward is c3, still Land
  check_dests("Se8 ca8 Ch1", "e8", {"d7"});
  check_dests("Sh6 ca8 Ch1", "h6", {});  // Forward is g5, still Dark Land
  check_dests("sb3 ac4 ca8 Ch1", "b3", {});
  check_dests("sb3 Ac4 ca8 Ch1", "b3", {"c4"});
  // In the Sea: Left/Right (-1,+1)/(+1,-1), files and ranks; never Forward/Backward; Sea only.
  check_dests("sd4 ca8 Ch1", "d4", {"b6", "c4", "c5", "d3", "d5", "d6", "e3", "e4", "f2", "f4"});
  check_dests("Se5 ca8 Ch1", "e5", {"c5", "c7", "d5", "d6", "e3", "e4", "e6", "f4", "f5", "g3"});
  // Jumps: over a friend (d5) and an enemy Fighter (e4) yes; over a Bomber of either colour no.
  // (A Tank can never be the middle square: Tanks stay on Land, a launched Submarine's path
  // lies wholly in the Sea.)
  check_dests("sd4 ad5 Fe4 Bc5 be3 ca8 Ch1", "d4", {"c4", "c5", "d3", "d6", "e4", "f4"});
}

TEST_CASE("Destroyer: launch 1 Forward / Forward Left / Forward Right into the Sea, then 1 square (§4)") {
  check_dests("dc3 ca8 Ch1", "c3", {"c4", "d3", "d4"});
  check_dests("db3 ca8 Ch1", "b3", {"c4"});  // b4 and c3 are Land
  check_dests("da5 ca8 Ch1", "a5", {"a6", "b5", "b6"});
  check_dests("Df6 ca8 Ch1", "f6", {"e5", "e6", "f5"});
  check_dests("dc4 ca8 Ch1", "c4", {"b5", "c5", "d3", "d4", "d5"});
  check_dests("Df5 ca8 Ch1", "f5", {"e4", "e5", "e6", "f4", "g4"});
  // Dark h3 (f+r=9): g4 (9) and g2, g3, h2 are Sea; h4 (10) is Dark Land.
  check_dests("Dh3 ca8 Ch8", "h3", {"g2", "g3", "g4", "h2"});
  check_dests("dc4 Ad5 fd4 ca8 Ch1", "c4", {"b5", "c5", "d3", "d5"});
  check_dests("dc3 Ad4 ac4 ca8 Ch1", "c3", {"d3", "d4"});
}

TEST_CASE("Helicopter: the 16 ring squares; blockers forbid straight and bordering squares (§4)") {
  const Names ring = {"b2", "b3", "b4", "b5", "b6", "c2", "c6", "d2", "d6", "e2", "e6", "f2", "f3", "f4", "f5", "f6"};
  check_dests("hd4 ca8 Ch1", "d4", ring);
  check_dests("Hd4 ca8 Ch1", "d4", ring);
  check_dests("Hh8 ca8 Ch1", "h8", {"f6", "f7", "f8", "g6", "h6"});
  // It jumps every non-blocker, friend or foe.
  check_dests("hd4 fc3 Sc4 ac5 Hd3 sd5 Ke3 de4 Ae5 ca8 Ch1", "d4", ring);
  // Blocker straight ahead on e4 (1,0): forbids f4 (2,0) and f3 (2,-1), f5 (2,1).
  check_dests("hd4 Be4 ca8 Ch1", "d4",
              {"b2", "b3", "b4", "b5", "b6", "c2", "c6", "d2", "d6", "e2", "e6", "f2", "f6"});
  // Blocker on the diagonal e5 (1,1): forbids f6 (2,2), f5 (2,1), e6 (1,2).
  check_dests("hd4 be5 ca8 Ch1", "d4",
              {"b2", "b3", "b4", "b5", "b6", "c2", "c6", "d2", "d6", "e2", "f2", "f3", "f4"});
  // Tanks: c2 (1,0) forbids d1 d2 d3; b3 (0,1) forbids a4 b4 c4; d4 (2,2) needs c3 free.
  check_dests("hb2 tc2 ca8 Ch1", "b2", {"a4", "b4", "c4", "d4"});
  check_dests("hb2 tc2 tb3 ca8 Ch1", "b2", {"d4"});
  // Dark Helicopter f7 with its own Tank f8 (0,+1): the squares it guards are off the board;
  // its own Bomber g7 (1,0) forbids h6 h7 h8.
  check_dests("Hf7 Tf8 Bg7 ca8 Ch1", "f7", {"d5", "d6", "d7", "d8", "e5", "f5", "g5", "h5"});
}

TEST_CASE("Fighter: 1-3 squares on the grid diagonals, 1-2 on files and ranks, blocked by anything") {
  const Names d4 = {"a1", "a7", "b2", "b4", "b6", "c3", "c4", "c5", "d2", "d3",
                    "d5", "d6", "e3", "e4", "e5", "f2", "f4", "f6", "g1", "g7"};
  check_dests("fd4 ca8 Ch1", "d4", d4);
  check_dests("Fe5 ca8 Ch1", "e5", {"b2", "b8", "c3", "c5", "c7", "d4", "d5", "d6", "e3", "e4",
                                    "e6", "e7", "f4", "f5", "f6", "g3", "g5", "g7", "h2", "h8"});
  check_dests("fb1 ca8 Ch1", "b1", {"a1", "a2", "b2", "b3", "c1", "c2", "d1", "d3", "e4"});
  check_dests("Fh1 ca1 Ch8", "h1", {"e4", "f1", "f3", "g1", "g2", "h2", "h3"});
  // Friend e5 stops e5 f6 g7; enemy d5 is taken, d6 not; enemy b2 is taken, a1 not.
  check_dests("fd4 ae5 Ad5 Kb2 ca8 Ch1", "d4",
              {"a7", "b2", "b4", "b6", "c3", "c4", "c5", "d2", "d3", "d5", "e3", "e4", "f2", "f4", "g1"});
}

TEST_CASE("Bomber: as the Fighter, jumping everything but Tanks and Bombers") {
  const Names d4 = {"a1", "a7", "b2", "b4", "b6", "c3", "c4", "c5", "d2", "d3",
                    "d5", "d6", "e3", "e4", "e5", "f2", "f4", "f6", "g1", "g7"};
  check_dests("bd4 ca8 Ch1", "d4", d4);
  check_dests("Bd4 ca8 Ch1", "d4", d4);
  // Jumps a friend (e5: f6 g7 remain), an enemy Amphibian (d5 taken, d6 beyond), an enemy
  // Fighter (c3 taken, b2 and a1 beyond).
  check_dests("bd4 ae5 Ad5 Fc3 ca8 Ch1", "d4",
              {"a1", "a7", "b2", "b4", "b6", "c3", "c4", "c5", "d2", "d3",
               "d5", "d6", "e3", "e4", "f2", "f4", "f6", "g1", "g7"});
  // Own Tank c3 blocks b2 a1; enemy Bomber d5 is taken but not jumped (a Bomber cannot jump a Bomber).
  check_dests("bd4 tc3 Bd5 ca8 Ch1", "d4",
              {"a7", "b4", "b6", "c4", "c5", "d2", "d3", "d5", "e3", "e4", "e5", "f2", "f4", "f6", "g1", "g7"});
  // Enemy Tank g6 (Dark Land) is taken but not jumped.
  check_dests("bg5 Tg6 ca8 Ch1", "g5",
              {"d2", "d8", "e3", "e5", "e7", "f4", "f5", "f6", "g3", "g4", "g6", "h4", "h5", "h6"});
  // Dark Bomber: the Light Tank c3 and Light Bomber d5 are taken, not jumped.
  check_dests("Bd4 tc3 bd5 ca8 Ch1", "d4",
              {"a7", "b4", "b6", "c3", "c4", "c5", "d2", "d3", "d5", "e3", "e4", "e5", "f2", "f4", "f6", "g1", "g7"});
}

TEST_CASE("Commander: 1 square at home and at sea, 1-2 squares within the enemy's Land (§4)") {
  check_dests("cb2 Ch1", "b2", {"a1", "a2", "a3", "b1", "b3", "c1", "c2", "c3"});
  check_dests("cd4 Ch1", "d4", {"c3", "c4", "c5", "d3", "d5", "e3", "e4", "e5"});
  check_dests("Ch8 ca1", "h8", {"g7", "g8", "h7"});
  // In Dark Land on f7: all 8 neighbours; 2 squares only where middle and end are Dark Land:
  // h5 (via g6) and h7 (via g7); d7, f5, d5 end in the Sea.
  check_dests("cf7 Ch1", "f7", {"e6", "e7", "e8", "f6", "f8", "g6", "g7", "g8", "h5", "h7"});
  // Starting in the Sea (e6, f+r=9) it moves 1 square even into Dark Land.
  check_dests("ce6 Ch1", "e6", {"d5", "d6", "d7", "e5", "e7", "f5", "f6", "f7"});
  // Dark Commander in Light Land.
  check_dests("Cb2 ca8", "b2", {"a1", "a2", "a3", "b1", "b3", "b4", "c1", "c2", "c3", "d2"});
  check_dests("Ca1 ch8", "a1", {"a2", "a3", "b1", "b2", "c1", "c3"});
  // No jumping: a friend on g7 stops g7 and h7; an enemy on g6 is taken, h5 is behind it.
  check_dests("cf7 hg7 Ag6 Ch1", "f7", {"e6", "e7", "e8", "f6", "f8", "g6", "g8"});
}

TEST_CASE("Promotion: an Amphibian reaching the enemy's Land becomes a King Amphibian (§4)") {
  // Light Amphibian e5 (8): f6 (10) is Dark Land, e6 and f5 (9) are Sea.
  const std::string fen = make_fen("ae5 Ch8 ca1", 'l', "-", 7, 4);
  const cic::Position pos = engine(fen);
  const cic::Move up = find_move(pos, "e5f6");
  CHECK(up.promotion);
  CHECK(up.piece == cic::Kind::amphibian);
  const cic::Position after = pos.after(up);
  CHECK(after.at(sq("f6")) == cic::Piece{cic::Kind::king_amphibian, cic::Side::light, false});
  CHECK(after.at(sq("e5")).empty());
  CHECK(after.plies_since_progress() == 0);
  CHECK_FALSE(find_move(pos, "e5e6").promotion);
  CHECK_FALSE(find_move(pos, "e5f5").promotion);
  play_both(fen, "e5f6", "7C/8/5k2/8/8/8/8/c7 d - 0 5");
  play_both(fen, "e5e6", "7C/8/4a3/8/8/8/8/c7 d - 8 5");

  // Dark Amphibian d3 (5): all three forward squares (c2 3, d2 4, c3 4) are Light Land.
  const std::string dark = make_fen("Ad3 Ch8 ca8", 'd');
  for (const char* mv : {"d3c2", "d3d2", "d3c3"}) {
    CAPTURE(mv);
    CHECK(find_move(engine(dark), mv).promotion);
  }
  play_both(dark, "d3c2", "c6C/8/8/8/8/8/2K5/8 l - 0 1");

  // An enhanced Amphibian keeps its enhancement as a King Amphibian (§8).
  const std::string enh = make_fen("+ae5 Ch8 ca1", 'l');
  const cic::Position e = engine(enh).after(find_move(engine(enh), "e5f6"));
  CHECK(e.at(sq("f6")) == cic::Piece{cic::Kind::king_amphibian, cic::Side::light, true});
  play_both(enh, "e5f6", "7C/8/5+k2/8/8/8/8/c7 d - 0 2");

  // An attack on an enhanced piece in the enemy's Land moves nothing: no promotion.
  const std::string att = make_fen("ae5 +Tf6 Ch8 ca1", 'l', "-", 3, 9);
  const cic::Move a = find_move(engine(att), "e5f6");
  CHECK(a.attack);
  CHECK_FALSE(a.promotion);
  play_both(att, "e5f6", "7C/8/5T2/4a3/8/8/8/c7 d - 0 10");

  // A capture that promotes.
  const std::string cap = make_fen("ae5 Sf6 Ch8 ca1", 'l', "-", 3, 9);
  const cic::Move c = find_move(engine(cap), "e5f6");
  CHECK(c.promotion);
  CHECK(c.captured == cic::Kind::submarine);
  play_both(cap, "e5f6", "7C/8/5k2/8/8/8/8/c7 d - 0 10");
}

TEST_CASE("Launch: flagged, resets the no-progress count; afterwards the piece is a Sea piece") {
  const std::string fen = make_fen("sb3 Ch8 ca8", 'l', "-", 5, 3);
  const cic::Move m = find_move(engine(fen), "b3c4");
  CHECK(m.launch);
  CHECK(m.piece == cic::Kind::submarine);
  const cic::Position after = play_both(fen, "b3c4", "c6C/8/8/8/2s5/8/8/8 d - 0 4");
  CHECK(after.at(sq("c4")) == cic::Piece{cic::Kind::submarine, cic::Side::light, false});
  CHECK(after.at(sq("b3")).empty());
  const std::string dfen = make_fen("dc3 Ch8 ca8", 'l', "-", 5, 3);
  CHECK(find_move(engine(dfen), "c3d4").launch);
  play_both(dfen, "c3d4", "c6C/8/8/8/3d4/8/8/8 d - 0 4");
  // An attack from the Land moves nothing (§8): the Submarine is still on its Land, still
  // unlaunched (§4.4 "read off the board"), so the move is an attack and not a launch.
  const std::string att = make_fen("sb3 +Ac4 Ch8 ca8", 'l', "-", 5, 3);
  const cic::Move a = find_move(engine(att), "b3c4");
  CHECK(a.attack);
  CHECK_FALSE(a.launch);
  play_both(att, "b3c4", "c6C/8/8/8/2A5/1s6/8/8 d - 0 4");
  // A plain move is no launch and counts up.
  const std::string sea = make_fen("sc4 Ch8 ca8", 'l', "-", 5, 3);
  CHECK_FALSE(find_move(engine(sea), "c4c5").launch);
  play_both(sea, "c4c5", "c6C/8/8/2s5/8/8/8/8 d - 6 4");
}

TEST_CASE("Team game: the member due moves; if it cannot, the other moves (§7)") {
  // Dark is a team, Land-and-Sea due: Commander and Amphibian only, no Fighter.
  const std::string fen = "7C/8/2A5/8/8/8/8/c6F d s- 0 1";
  const Names land_sea = {"c6b5", "c6b6", "c6c5", "h8g7", "h8g8", "h8h7"};
  CHECK(engine_all(fen) == land_sea);
  CHECK(refcic::legal_moves(reference(fen)) == land_sea);
  CHECK(engine(fen).mover() == cic::TeamTurn::land_sea);
  // After a Land-and-Sea move the Air member is due.
  play_both(fen, "c6c5", "7C/8/8/2A5/8/8/8/c6F l a- 1 1");
  play_both("7C/8/8/2A5/8/8/8/c6F l a- 1 1", "a1b2", "7C/8/8/2A5/8/8/1c6/7F d a- 2 2");
  const std::string air = "7C/8/8/2A5/8/8/1c6/7F d a- 2 2";
  const Names fighter = {"h1e4", "h1f1", "h1f3", "h1g1", "h1g2", "h1h2", "h1h3"};
  CHECK(engine_all(air) == fighter);
  CHECK(refcic::legal_moves(reference(air)) == fighter);
  CHECK(engine(air).mover() == cic::TeamTurn::air);
  play_both(air, "h1g1", "7C/8/8/2A5/8/8/1c6/6F1 l s- 3 2");
  // The same board with Dark a single player: every piece may move.
  const std::string single = "7C/8/2A5/8/8/8/8/c6F d - 0 1";
  const Names every = {"c6b5", "c6b6", "c6c5", "h1e4", "h1f1", "h1f3", "h1g1", "h1g2",
                       "h1h2", "h1h3", "h8g7", "h8g8", "h8h7"};
  CHECK(engine_all(single) == every);
  CHECK(refcic::legal_moves(reference(single)) == every);
  CHECK(engine(single).mover() == cic::TeamTurn::single);
  play_both(single, "h1g1", "7C/8/2A5/8/8/8/8/c5F1 l - 1 1");
}

TEST_CASE("Team game: 'if possible' - the Air member is due but its Fighter is boxed in") {
  // Dark Fighter h8: its only squares g7 (Forward), h7 (Forward Left), g8 (Forward Right) hold
  // Dark pieces. So the Land-and-Sea member moves: Commander g8 (f7 f8), Amphibian g7 (f6 g6 f7),
  // Tank h7 (h6 h5; g7 and h8 are friends).
  const std::string fen = "6CF/6AT/8/8/8/8/8/c7 d a- 0 1";
  const Names moves = {"g7f6", "g7f7", "g7g6", "g8f7", "g8f8", "h7h5", "h7h6"};
  CHECK(engine_all(fen) == moves);
  CHECK(refcic::legal_moves(reference(fen)) == moves);
  CHECK(engine(fen).mover() == cic::TeamTurn::land_sea);
  // The Land-and-Sea member moved, so the Air member is due again.
  play_both(fen, "g8f8", "5C1F/6AT/8/8/8/8/8/c7 l a- 1 1");
  // Now the Fighter can go to g8 and must, Light having moved in between.
  const std::string next = "5C1F/6AT/8/8/8/8/1c6/8 d a- 2 2";
  CHECK(engine_all(next) == Names{"h8g8"});
  CHECK(refcic::legal_moves(reference(next)) == Names{"h8g8"});
  // No air piece at all: the Land-and-Sea member moves and the Air member stays due.
  play_both("7C/8/2A5/8/8/8/8/c7 d a- 0 1", "h8g8", "6C1/8/2A5/8/8/8/8/c7 l a- 1 1");
  // Light team with the Air member due, Dark single.
  const std::string light = "7C/8/8/8/8/8/8/cf6 l -a 0 1";
  const Names lf = {"b1a2", "b1b2", "b1b3", "b1c1", "b1c2", "b1d1", "b1d3", "b1e4"};
  CHECK(engine_all(light) == lf);
  CHECK(refcic::legal_moves(reference(light)) == lf);
  play_both(light, "b1b3", "7C/8/8/8/8/1f6/8/c7 d -s 1 2");
}

TEST_CASE("Enhanced pieces: an attack removes the enhancement and moves nothing (§8)") {
  const std::string fen = "7C/8/8/3+A4/3f4/8/8/c7 l - 7 10";
  const cic::Position pos = engine(fen);
  const cic::Move a = find_move(pos, "d4d5");
  CHECK(a.attack);
  CHECK(a.captured == cic::Kind::none);
  CHECK(a.is_capture_or_attack());
  const cic::Position p1 = play_both(fen, "d4d5", "7C/8/8/3A4/3f4/8/8/c7 d - 0 11");
  CHECK(p1.at(sq("d4")) == cic::Piece{cic::Kind::fighter, cic::Side::light, false});
  CHECK(p1.at(sq("d5")) == cic::Piece{cic::Kind::amphibian, cic::Side::dark, false});
  play_both("7C/8/8/3A4/3f4/8/8/c7 d - 0 11", "h8g8", "6C1/8/8/3A4/3f4/8/8/c7 l - 1 11");
  // The second time it is an ordinary capture.
  const std::string fen2 = "6C1/8/8/3A4/3f4/8/8/c7 l - 1 11";
  const cic::Move c = find_move(engine(fen2), "d4d5");
  CHECK_FALSE(c.attack);
  CHECK(c.captured == cic::Kind::amphibian);
  play_both(fen2, "d4d5", "6C1/8/8/3f4/8/8/8/c7 d - 0 12");
}

TEST_CASE("Enhanced Commander: the attack does not end the game, the capture does (§5, §8)") {
  const std::string fen = "8/8/8/3+C3A/3f4/8/8/c7 l - 0 1";
  const cic::Position p0 = engine(fen);
  CHECK(p0.status() == cic::Status::ongoing);
  const cic::Move a = find_move(p0, "d4d5");
  CHECK(a.attack);
  const cic::Position p1 = play_both(fen, "d4d5", "8/8/8/3C3A/3f4/8/8/c7 d - 0 2");
  CHECK(p1.status() == cic::Status::ongoing);
  CHECK(p1.has_commander(cic::Side::dark));
  CHECK_FALSE(p1.legal_moves().empty());
  const cic::Position p2 = play_both(p1.fen(), "h5h4", "8/8/8/3C4/3f3A/8/8/c7 l - 1 2");
  const cic::Move c = find_move(p2, "d4d5");
  CHECK(c.captured == cic::Kind::commander);
  const cic::Position p3 = play_both(p2.fen(), "d4d5", "8/8/8/3f4/7A/8/8/c7 d - 0 3");
  CHECK(p3.status() == cic::Status::light_won);
  CHECK_FALSE(p3.has_commander(cic::Side::dark));
  CHECK(p3.legal_moves().empty());
  CHECK(refcic::legal_moves(reference(p3.fen())).empty());
  CHECK(cic::perft(p3, 1) == 0);
}

TEST_CASE("Capturing the Commander ends the game (§5)") {
  // Dark Fighter b2 takes the Light Commander on a1 (Dark Forward is (-1,-1)).
  const std::string fen = "7C/8/8/8/8/8/1F6/c1a5 d - 0 1";
  const cic::Position p = engine(fen);
  CHECK(find_move(p, "b2a1").captured == cic::Kind::commander);
  const cic::Position after = play_both(fen, "b2a1", "7C/8/8/8/8/8/8/F1a5 l - 0 1");
  CHECK(after.status() == cic::Status::dark_won);
  CHECK(after.legal_moves().empty());  // Light's Amphibian c1 may not move any more
  CHECK(refcic::legal_moves(reference(after.fen())).empty());
  // A position read with a Commander missing is decided too.
  CHECK(engine("7C/8/8/8/8/8/1F6/2a5 l - 0 1").status() == cic::Status::dark_won);
  CHECK(engine("8/8/8/8/8/8/1F6/c1a5 d - 0 1").status() == cic::Status::light_won);
  CHECK(engine("8/8/8/8/8/8/1F6/c1a5 d - 0 1").legal_moves().empty());
  // Perft counts the capture and nothing after it.
  CHECK(cic::perft(p, 2) == refcic::perft(reference(fen), 2));
}

TEST_CASE("No legal move: stalemate (§5.3)") {
  // Light: Commander a1 boxed in by its own Submarines a2, b1 and unlaunched Destroyer b2.
  // Submarine a2: Forward b3 is Land; b1: Forward c2 is Land; Destroyer b2: c3, b3, c2 are Land.
  const std::string stuck = "7C/8/8/8/8/8/sd6/cs6 l - 0 1";
  CHECK(engine_all(stuck).empty());
  CHECK(refcic::legal_moves(reference(stuck)).empty());
  CHECK(engine(stuck).status() == cic::Status::stalemate);
  CHECK(cic::perft(engine(stuck), 1) == 0);
  // Dark to move in the same set-up has moves: not a stalemate.
  CHECK(engine("7C/8/8/8/8/8/sd6/cs6 d - 0 1").status() == cic::Status::ongoing);
}

TEST_CASE("why_illegal explains, and is empty for a legal move") {
  // Fighter d4 blocked by the Amphibian on d5.
  const cic::Position f = engine(make_fen("fd4 ad5 ca8 Ch1", 'l'));
  CHECK(f.why_illegal(sq("d4"), sq("d3")).empty());
  const std::string blocked = f.why_illegal(sq("d4"), sq("d6"));
  CHECK_FALSE(blocked.empty());
  CHECK(contains(blocked, "d5"));
  CHECK_FALSE(f.why_illegal(sq("d4"), sq("d7")).empty());  // too far
  CHECK_FALSE(f.why_illegal(sq("d4"), sq("d5")).empty());  // own piece
  CHECK_FALSE(f.why_illegal(sq("h1"), sq("g1")).empty());  // not Light's piece
  CHECK_FALSE(f.why_illegal(sq("e6"), sq("e7")).empty());  // empty square
  // Bomber d4 cannot jump its own Tank c3.
  const cic::Position b = engine(make_fen("bd4 tc3 ca8 Ch1", 'l'));
  const std::string tank = b.why_illegal(sq("d4"), sq("b2"));
  CHECK_FALSE(tank.empty());
  CHECK(contains(tank, "c3"));
  CHECK(b.why_illegal(sq("d4"), sq("e5")).empty());
  // Helicopter d4, Bomber e4: f5 is forbidden by the blocker.
  const cic::Position h = engine(make_fen("hd4 Be4 ca8 Ch1", 'l'));
  const std::string heli = h.why_illegal(sq("d4"), sq("f5"));
  CHECK_FALSE(heli.empty());
  CHECK(contains(heli, "e4"));
  CHECK(h.why_illegal(sq("d4"), sq("f6")).empty());
  // Tank may not leave its Land; Submarine must launch Forward; Destroyer stays in the Sea.
  CHECK_FALSE(engine(make_fen("tc2 ca8 Ch1", 'l')).why_illegal(sq("c2"), sq("c4")).empty());
  CHECK_FALSE(engine(make_fen("sb3 ca8 Ch1", 'l')).why_illegal(sq("b3"), sq("b4")).empty());
  CHECK_FALSE(engine(make_fen("dc4 ca8 Ch1", 'l')).why_illegal(sq("c4"), sq("b4")).empty());
  // Team turn: the Fighter may not move while the Land-and-Sea member is due.
  const cic::Position t = engine("7C/8/2A5/8/8/8/8/c6F d s- 0 1");
  CHECK_FALSE(t.why_illegal(sq("h1"), sq("g1")).empty());
  CHECK(t.why_illegal(sq("c6"), sq("c5")).empty());
}

TEST_CASE("FEN writer: every position of random games as the reference writes it (§10)") {
  // The engine writes a rank it wrote before by copying its text (kept per thread, by the
  // rank's cells): positions one move apart share most ranks, and the games below jump
  // between unrelated positions, enhanced pieces included, so a kept text given to the wrong
  // rank would show. The reference writes every FEN square by square from §10.
  std::mt19937_64 rng(20261126);
  int positions = 0;
  for (int game = 0; game < 60; ++game) {
    const std::string start = random_cic_fen(rng);
    cic::Position pos = engine(start);
    refcic::State ref = reference(start);
    for (int ply = 0; ply < 40; ++ply) {
      REQUIRE(pos.fen() == refcic::to_fen(ref));
      ++positions;
      const std::vector<cic::Move> moves = pos.legal_moves();
      if (moves.empty()) break;
      const cic::Move m = moves[static_cast<std::size_t>(rng() % moves.size())];
      const std::string name = cic::kBoard.name(m.from) + cic::kBoard.name(m.to);
      pos = pos.after(m);
      ref = refcic::play(ref, name);
    }
  }
  CHECK(positions > 1000);
}

TEST_CASE("a long-form move naming the wrong piece says which piece stands there, each with its article") {
  // The start (§2): Dark's army mirrors Light's, so Dark's Submarine stands on h5 (Light's
  // on a4) and a Dark Amphibian on h4 (Light's on a5). Dark moves first.
  const cic::Position start = cic::Position::start();
  const cic::Resolution amphibian = cic::resolve(start, "Ah5-h6");
  CHECK(amphibian.error_code == "move.wrong-piece");
  CHECK(amphibian.error == "the piece on h5 is a Submarine (S), not an Amphibian (A)");
  const cic::Resolution tank = cic::resolve(start, "Th4-h3");
  CHECK(tank.error == "the piece on h4 is an Amphibian (A), not a Tank (T)");
}
