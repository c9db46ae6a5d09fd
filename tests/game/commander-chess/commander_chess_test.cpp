// Commander Chess (docs/rules/commander-chess.md, cited as §n) on hand-worked positions. Every
// expected move, count, position and end below was worked out by hand from the rules, never
// produced by running the engine.
//
// Positions are written as piece lists: "C g1" a Red Commander on g1, "t f5" a Blue Tank,
// "+T f4" a heroic Red Tank, "NFT c4" a Red Navy carrying an Air Force and a Tank.
// Geometry reminders: files a-b sea, c and d6 e6 d7 e7 mixed, river between ranks 6 and 7,
// bridges on files f and h. Red moves first.
#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <set>
#include <string>
#include <vector>

#include "cinc/game/commander_chess.h"
#include "cinc/game/replay.h"
#include "cinc/game/variant.h"
#include "cinc/notation/reader.h"

namespace cc = cinc::game::cchess;
using Names = std::set<std::string>;

namespace {

// A FEN from a piece list and the side to move.
std::string fen_of(const std::vector<std::string>& pieces, char side = 'r') {
  // (A vector, not a nested std::array of strings: clang 14 crashes on that initialiser.)
  std::vector<std::vector<std::string>> grid(12, std::vector<std::string>(11));
  for (const std::string& spec : pieces) {
    const std::size_t space = spec.find(' ');
    const std::string what = spec.substr(0, space);
    const auto sq = cc::kBoard.parse(spec.substr(space + 1));
    REQUIRE_MESSAGE(sq.has_value(), spec);
    std::string text;
    int letters = 0;
    for (char c : what) {
      text += c;
      if (c != '+') ++letters;
    }
    if (letters > 1) text = "(" + text + ")";
    grid[static_cast<std::size_t>(cc::kBoard.rank_of(*sq))][static_cast<std::size_t>(cc::kBoard.file_of(*sq))] = text;
  }
  std::string fen;
  for (int r = 11; r >= 0; --r) {
    int empty = 0;
    for (int f = 0; f < 11; ++f) {
      const std::string& cell = grid[static_cast<std::size_t>(r)][static_cast<std::size_t>(f)];
      if (cell.empty()) {
        ++empty;
        continue;
      }
      if (empty) fen += std::to_string(empty);
      empty = 0;
      fen += cell;
    }
    if (empty) fen += std::to_string(empty);
    if (r) fen += '/';
  }
  return fen + " " + side + " - - 0 1";
}

cc::Position position(const std::vector<std::string>& pieces, char side = 'r') {
  const std::string fen = fen_of(pieces, side);
  auto p = cc::Position::from_fen(fen);
  REQUIRE_MESSAGE(p.ok(), fen << ": " << (p.ok() ? std::string() : p.error().message));
  return *p;
}

Names moves_of(const cc::Position& p) {
  Names out;
  for (const cc::Turn& t : p.legal_turns()) out.insert(cc::canonical_text(t));
  return out;
}

// The legal moves whose text starts with `prefix` ("Tf4" for one piece's whole moves).
Names moves_from(const cc::Position& p, const std::string& prefix) {
  Names out;
  for (const std::string& m : moves_of(p))
    if (m.rfind(prefix, 0) == 0) out.insert(m);
  return out;
}

bool legal(const cc::Position& p, const std::string& canonical) { return moves_of(p).count(canonical) == 1; }

cc::TurnEffect play(cc::Position& p, const std::string& text) {
  const cc::Resolution r = cc::resolve(p, text);
  REQUIRE_MESSAGE(r.turn.has_value(), text << " refused: " << r.error);
  return p.play(*r.turn);
}

cc::Resolution refused(const cc::Position& p, const std::string& text) {
  cc::Resolution r = cc::resolve(p, text);
  CHECK_MESSAGE(!r.turn, text << " should be refused");
  return r;
}

std::string board_of(const std::string& fen) { return fen.substr(0, fen.find(' ')); }

bool contains(const std::string& haystack, const std::string& needle) {
  return haystack.find(needle) != std::string::npos;
}

// Replays a one-game CGN text through the registered game.
cinc::game::ReplayedGame replay_text(const std::string& text) {
  static std::vector<cinc::notation::GameRecord> keep;  // records must outlive the replay
  auto games = cinc::notation::read_games(text);
  REQUIRE(games.size() == 1);
  keep.push_back(std::move(games[0]));
  return cinc::game::replay(keep.back());
}

// The two Commanders out of each other's way for positions about other pieces.
const std::string kRedC = "C k1";
const std::string kBlueC = "c j12";

}  // namespace

TEST_CASE("commander chess: the start counts the reference numbers of §10, by piece") {
  const cc::Position start = cc::Position::start();
  CHECK(start.fen() == "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1");
  const auto turns = start.legal_turns();
  CHECK(turns.size() == 116);
  std::array<int, cc::kKinds> by_piece{};
  int combinations = 0;
  for (const cc::Turn& t : turns) {
    ++by_piece[static_cast<std::size_t>(t.steps[0].piece)];
    if (t.steps[0].action == cc::Action::combine) ++combinations;
  }
  CHECK(by_piece[static_cast<std::size_t>(cc::Kind::air_force)] == 29);
  CHECK(by_piece[static_cast<std::size_t>(cc::Kind::navy)] == 23);
  CHECK(by_piece[static_cast<std::size_t>(cc::Kind::artillery)] == 17);
  CHECK(by_piece[static_cast<std::size_t>(cc::Kind::commander)] == 9);
  CHECK(by_piece[static_cast<std::size_t>(cc::Kind::militia)] == 8);
  CHECK(by_piece[static_cast<std::size_t>(cc::Kind::tank)] == 8);
  CHECK(by_piece[static_cast<std::size_t>(cc::Kind::engineer)] == 6);
  CHECK(by_piece[static_cast<std::size_t>(cc::Kind::anti_air)] == 6);
  CHECK(by_piece[static_cast<std::size_t>(cc::Kind::missile)] == 6);
  CHECK(by_piece[static_cast<std::size_t>(cc::Kind::infantry)] == 4);
  CHECK(combinations == 8);
  CHECK(cc::perft(start, 2) == 13460);
  // The Commander on g1: g2, and along rank 1 to c1 and k1 (b1 is sea).
  CHECK(moves_from(start, "Cg1") == Names{"Cg1-g2", "Cg1-f1", "Cg1-e1", "Cg1-d1", "Cg1-c1", "Cg1-h1", "Cg1-i1",
                                           "Cg1-j1", "Cg1-k1"});
}

TEST_CASE("commander chess: stay captures — a land piece hits a ship at sea, a Navy fires inland") {
  // Infantry c3 hits the Navy on b3 (sea): it cannot stand there, so it stays.
  cc::Position p = position({kRedC, kBlueC, "I c3", "n b3", "N c5", "t f5", "i c7"});
  CHECK(legal(p, "Ic3_b3"));
  CHECK_FALSE(legal(p, "Ic3xb3"));
  // The Navy on c5: f5 is inland at range 3 (its gun's range against a non-Navy): stay capture;
  // c7 is mixed, so it captures normally and moves there.
  CHECK(legal(p, "Nc5_f5"));
  CHECK_FALSE(legal(p, "Nc5xf5"));
  CHECK(legal(p, "Nc5xc7"));
  CHECK_FALSE(legal(p, "Nc5_c7"));
  const cc::TurnEffect e = play(p, "Ic3_b3");
  CHECK(p.at(*cc::kBoard.parse("c3")).carrier().kind == cc::Kind::infantry);
  CHECK(p.at(*cc::kBoard.parse("b3")).empty());
  REQUIRE(e.captured.size() == 1);
  CHECK(e.value == 80);
}

TEST_CASE("commander chess: the Navy's two ranges and its blocking") {
  // Navy a2: up the a-file the Blue Navy on a6 is at range 4 (torpedo: 4 against a Navy);
  // the Blue Infantry on c2 is at range 2 east (gun: 3): c2 is mixed, so the Navy moves in.
  cc::Position p = position({kRedC, kBlueC, "N a2", "n a6", "i c2", "i e2"});
  CHECK(legal(p, "Na2xa6"));
  CHECK(legal(p, "Na2xc2"));
  // e2 is at range 4 from a2: beyond the gun's 3 against a non-Navy.
  CHECK_FALSE(legal(p, "Na2_e2"));
  // d2 is land: the line east has no moves past c2 (a terrain block stops moves, not fire).
  CHECK(legal(p, "Na2-a5"));
  CHECK_FALSE(legal(p, "Na2-d2"));
}

TEST_CASE("commander chess: suicide capture and the Air Force's flight through air defence") {
  // Blue Anti-Air on f5 (level 1) covers f4 f5 f6 e5 g5. The Red Air Force on c5 flies east:
  // d5 safe, e5 in the zone, f5 the Anti-Air (suicide capture only), g5 still the same zone,
  // h5 out of it: destroyed, so nothing from h5 on.
  cc::Position p = position({kRedC, kBlueC, "F c5", "g f5"});
  CHECK(legal(p, "Fc5-d5"));
  CHECK_FALSE(legal(p, "Fc5-e5"));
  CHECK(legal(p, "Fc5@f5"));
  CHECK_FALSE(legal(p, "Fc5xf5"));
  CHECK_FALSE(legal(p, "Fc5_f5"));
  CHECK_FALSE(legal(p, "Fc5-g5"));
  CHECK_FALSE(legal(p, "Fc5-h5"));
  const cc::TurnEffect e = play(p, "Fc5@f5");
  CHECK(p.at(*cc::kBoard.parse("c5")).empty());  // the Air Force is lost too
  CHECK(p.at(*cc::kBoard.parse("f5")).empty());
  CHECK(e.value == 10);  // the Anti-Air only
}

TEST_CASE("commander chess: an Air Force outside defence captures two ways; two zones destroy it") {
  // Nothing defends e7: the Air Force on e4 may capture and land (x) or bomb and return (_).
  cc::Position p = position({kRedC, kBlueC, "F e4", "i e7"});
  CHECK(legal(p, "Fe4xe7"));
  CHECK(legal(p, "Fe4_e7"));
  // Two Blue Anti-Airs whose zones overlap on g6 (g5's and g7's both cover g6): flying up the
  // g-file from g3, g4 is in g5's zone only (kamikaze state), g5 (the Anti-Air) likewise, g6
  // is covered by both: destroyed. So: g4 no move, g5 suicide, nothing on g6 or beyond.
  cc::Position q = position({kRedC, kBlueC, "F g3", "g g5", "g g7", "i g6"});
  CHECK(legal(q, "Fg3@g5"));
  CHECK_FALSE(legal(q, "Fg3-g4"));
  CHECK_FALSE(legal(q, "Fg3@g6"));
  CHECK_FALSE(legal(q, "Fg3xg6"));
  // A heroic Air Force ignores air defence (§4): it may land on g4 and take g6 normally.
  cc::Position h = position({kRedC, kBlueC, "+F g3", "g g5", "g g7", "i g6"});
  CHECK(legal(h, "Fg3-g4"));
  CHECK(legal(h, "Fg3xg6"));
}

TEST_CASE("commander chess: heavy pieces cross the river only on the bridges, but capture across") {
  // Artillery on e5: e6 (mixed) is its half; e7 is across the river off the bridges.
  cc::Position p = position({kRedC, kBlueC, "A e5", "A f5", "i g8"});
  CHECK(legal(p, "Ae5-e6"));
  CHECK_FALSE(legal(p, "Ae5-e7"));
  // On the f-file bridge it crosses: f6, f7, f8.
  CHECK(legal(p, "Af5-f7"));
  CHECK(legal(p, "Af5-f8"));
  // Diagonally across (f5-g6-h7) the crossing is refused even toward the bridge file.
  CHECK(legal(p, "Af5-g6"));
  CHECK_FALSE(legal(p, "Af5-h7"));
  // A capture across the river is allowed anywhere in range (seed): e8 is 3 up the e-file.
  cc::Position q = position({kRedC, kBlueC, "A e5", "i e8"});
  CHECK(legal(q, "Ae5xe8"));
  CHECK_FALSE(legal(q, "Ae5-e7"));
  // Carried by an Engineer, the Artillery crosses anywhere: the stack moves as an Engineer.
  cc::Position r = position({kRedC, kBlueC, "EA e6"});
  CHECK(legal(r, "Ee6-e7"));
}

TEST_CASE("commander chess: the valid stacks and each carrier's capacity") {
  const auto make = [](std::initializer_list<cc::Kind> kinds) {
    std::vector<cc::Piece> pieces;
    for (cc::Kind k : kinds) pieces.push_back({k, false});
    return cc::Stack::make(cc::Side::red, pieces.data(), static_cast<int>(pieces.size()));
  };
  using K = cc::Kind;
  // Navy: an Air Force and one of C I M T; NFT; not two humans, not four pieces.
  CHECK(make({K::tank, K::navy, K::air_force})->carrier().kind == K::navy);
  CHECK(make({K::infantry, K::air_force, K::navy}).has_value());
  CHECK_FALSE(make({K::navy, K::tank, K::infantry}).has_value());
  CHECK_FALSE(make({K::navy, K::artillery}).has_value());
  // Tank: one of C I M.
  CHECK(make({K::militia, K::tank})->carrier().kind == K::tank);
  CHECK_FALSE(make({K::tank, K::militia, K::infantry}).has_value());
  CHECK_FALSE(make({K::tank, K::engineer}).has_value());
  // Air Force: a Tank and one of C I M.
  CHECK(make({K::commander, K::tank, K::air_force})->carrier().kind == K::air_force);
  CHECK_FALSE(make({K::air_force, K::artillery}).has_value());
  // Engineer: one heavy piece.
  CHECK(make({K::missile, K::engineer})->carrier().kind == K::engineer);
  CHECK_FALSE(make({K::engineer, K::missile, K::anti_air}).has_value());
  // Headquarter: the Commander only.
  CHECK(make({K::commander, K::headquarter})->carrier().kind == K::headquarter);
  CHECK_FALSE(make({K::headquarter, K::infantry}).has_value());
  // Canonical order: carrier, then Air Force, Tank, the rest.
  CHECK(make({K::infantry, K::tank, K::air_force})->piece(1).kind == K::tank);
  CHECK(make({K::tank, K::air_force, K::navy})->piece(1).kind == K::air_force);

  // On the board: an Infantry may board the Tank beside it; a Militia may not join a full
  // Tank+Infantry; a Navy carrying an Air Force and a Tank takes nothing more.
  cc::Position p = position({kRedC, kBlueC, "E e4", "A e3", "TI g4", "M g3", "NFT c4", "I c3"});
  CHECK(legal(p, "Ae3&e4"));
  CHECK_FALSE(legal(p, "Mg3&g4"));
  CHECK_FALSE(legal(p, "Ic3&c4"));
  play(p, "Ae3&e4");
  CHECK(p.fen().find("(EA)") != std::string::npos);
}

TEST_CASE("commander chess: deploys — counts, stops, recombination, terrain of what stays") {
  // A Tank carrying an Infantry on g4, alone on the board with the Commanders far away.
  // Whole stack (as a Tank): 8. Tank steps alone then stops: 8; then the Infantry steps (4
  // points) or joins the Tank's step (§5: the two then make it together): where the Tank went
  // next to g4 its step there is the joining, 4; two points away the joining comes in addition,
  // 5: 4 x 4 + 4 x 5 = 36. Infantry alone: 4; then the Tank, the carrier, steps by itself: 7
  // each (its line through the Infantry ends there, with a combination): 28. In all 84 (the
  // cotulenh engine's count).
  cc::Position p = position({kRedC, kBlueC, "TI g4"});
  const auto turns = p.legal_turns();
  CHECK(std::count_if(turns.begin(), turns.end(),
                      [](const cc::Turn& t) { return t.origin() == *cc::kBoard.parse("g4"); }) == 84);
  CHECK(legal(p, "Tg4-g6"));
  CHECK(legal(p, "g4:T>g6"));
  CHECK(legal(p, "g4:T>g5:I>&g5"));
  CHECK(legal(p, "g4:T>g6:I>&g6"));  // the Infantry rides along two points
  CHECK(legal(p, "g4:I>g5:T>&g5"));
  CHECK_FALSE(legal(p, "g4:I>g5:T>g6"));  // the Infantry on g5 blocks the Tank
  CHECK(legal(p, "g4:I>h4:T>g6"));
  play(p, "g4:T>g5:I>&g5");
  CHECK(p.fen() == board_of(fen_of({kRedC, kBlueC, "TI g5"})) + " b - - 1 1");

  // A Navy carrying an Air Force on the sea: the Navy may not step away alone and end the
  // turn, leaving the Air Force on b2; the Air Force must step too.
  cc::Position s = position({kRedC, kBlueC, "NF b2"});
  CHECK_FALSE(legal(s, "b2:N>b4"));
  CHECK(legal(s, "b2:N>b4:F>d4"));
  CHECK(legal(s, "b2:F>d4"));  // the Navy stays on b2, fine at sea
  const cc::Resolution r = refused(s, "b2:N>b4");
  CHECK(r.error_code == "move.illegal");
  CHECK(contains(r.error, "cannot end"));
}

TEST_CASE("commander chess: deploys as the engine plays them — joining an earlier step, marks as the turn found them") {
  // §5. Each expectation worked out from the rules of §5 and checked against the cotulenh
  // engine (the positions and turns were played in it).
  // The Tank joins the Air Force's step: the two go together as the Air Force, four points,
  // which the Tank could not go alone.
  cc::Position ft = position({kRedC, kBlueC, "FT e4"});
  CHECK(legal(ft, "e4:F>e8:T>&e8"));
  CHECK_FALSE(legal(ft, "e4:T>e8"));
  CHECK(legal(ft, "e4:T>e6:F>&e6"));  // the carrier combines with the Tank where it stepped
  CHECK(legal(ft, "e4:T>e6:F>e8"));   // or flies on over it
  play(ft, "e4:F>e8:T>&e8");
  CHECK(board_of(ft.fen()) == board_of(fen_of({kRedC, kBlueC, "FT e8"})));

  // An Infantry rides its Navy out to sea (it may not step onto the sea itself).
  cc::Position ni = position({kRedC, kBlueC, "NI b3"});
  CHECK(legal(ni, "b3:N>b5:I>&b5"));
  CHECK_FALSE(legal(ni, "b3:N>b5:I>b4"));
  play(ni, "b3:N>b5:I>&b5");
  CHECK(board_of(ni.fen()) == board_of(fen_of({kRedC, kBlueC, "NI b5"})));

  // A piece steps as the turn found it: the Infantry, made heroic when the Tank's step left it
  // next to the Blue Commander, steps one point straight and lands without its mark.
  const std::vector<std::string> ti = {kRedC, "c e6", "TI e5"};
  cc::Position waited = position(ti);
  CHECK(legal(waited, "e5:T>e3:I>d5"));
  CHECK_FALSE(legal(waited, "e5:T>e3:I>c5"));  // two points: a heroic Infantry's reach
  CHECK_FALSE(legal(waited, "e5:T>e3:I>d6"));  // a diagonal: the same
  cc::Position stayed = waited;
  play(stayed, "e5:T>e3");
  CHECK(board_of(stayed.fen()) == board_of(fen_of({kRedC, "c e6", "+I e5", "T e3"})));
  play(waited, "e5:T>e3:I>d5");
  CHECK(board_of(waited.fen()) == board_of(fen_of({kRedC, "c e6", "I d5", "T e3"})));

  // Joining a stay capture: the Navy fires at d5 from c5 and stays; the Infantry's step to d5
  // joins it, and the two stay on c5.
  cc::Position navy = position({kRedC, kBlueC, "NI c5", "g d5"});
  CHECK(legal(navy, "c5:N>_d5:I>d5"));
  play(navy, "c5:N>_d5:I>d5");
  CHECK(board_of(navy.fen()) == board_of(fen_of({kRedC, kBlueC, "NI c5"})));

  // The Commander rides its Air Force into a suicide capture (§4, §5). The Air Force on e5
  // flies up the e file: e6 and e7 are safe, e8 and e9 lie in the Blue Anti-Air's zone (it
  // defends its own point and the four next to it), so on e9 it may only trade itself for
  // the Anti-Air (@). The Commander's step to e9 then joins that step: the two make it
  // together, as an Air Force carrying the Commander, and both leave the board with the
  // Anti-Air. The engine checks nothing once the Commander is gone, so the turn may end (§6);
  // the game is lost (§7). The whole stack may not make the capture as one move: that move
  // leaves no Commander, and a move is checked (§6).
  cc::Position fc = position({"FC e5", "g e9", "c h12"});
  CHECK(legal(fc, "e5:F>@e9:C>&e9"));
  CHECK_FALSE(legal(fc, "Fe5@e9"));
  CHECK(legal(fc, "e5:F>@e9"));          // the Commander stays on e5
  CHECK(legal(fc, "e5:F>@e9:C>e11"));    // or walks up the file the capture emptied
  CHECK_FALSE(legal(fc, "e5:F>@e9:C>e12"));  // not onto rank 12, facing the Blue Commander (§3)
  CHECK_FALSE(legal(fc, "e5:C>e9"));     // the Anti-Air on e9 blocks the Commander itself
  play(fc, "e5:F>@e9:C>&e9");
  CHECK(fc.fen() == board_of(fen_of({"c h12"})) + " b - - 0 1");
  CHECK(fc.commander(cc::Side::red) == cinc::game::kNoSquare);

  // The same from a Navy carrying both (on c5, a mixed point): the Air Force's suicide on c8 (c7
  // and c8 are in the zone of the Anti-Air on c8), the Commander joins it, and the Navy stays on
  // c5 or steps on — as the last Red piece it then stands alone, but with no Commander there is
  // no last guard (§6).
  cc::Position nfc = position({"NFC c5", "g c8", "c h12"});
  CHECK(legal(nfc, "c5:F>@c8:C>&c8"));
  CHECK(legal(nfc, "c5:F>@c8:C>&c8:N>b5"));
  cc::Position navy_on = nfc;
  play(navy_on, "c5:F>@c8:C>&c8:N>b5");
  CHECK(board_of(navy_on.fen()) == board_of(fen_of({"N b5", "c h12"})));
  play(nfc, "c5:F>@c8:C>&c8");
  CHECK(board_of(nfc.fen()) == board_of(fen_of({"N c5", "c h12"})));

  // The Air Force combines with the Tank on h4; the stack's Tank cannot join it there (two
  // Tanks make no stack), but may step elsewhere.
  cc::Position two = position({kRedC, kBlueC, "FT f4", "T h4"});
  CHECK(legal(two, "f4:F>&h4"));
  CHECK_FALSE(legal(two, "f4:F>&h4:T>&h4"));
  CHECK(legal(two, "f4:F>&h4:T>f6"));
}

TEST_CASE("commander chess: heroes by attacking the Commander, and the last guard") {
  // The Red Tank on g9 steps to g10: now it attacks the Blue Commander on g12 (range 2 over an
  // empty g11) and becomes heroic for good.
  cc::Position p = position({"C d1", "c g12", "T g9"});
  CHECK_FALSE(p.at(*cc::kBoard.parse("g9")).carrier().heroic);
  const cc::TurnEffect e = play(p, "Tg9-g10");
  CHECK(e.promotion);
  CHECK(p.at(*cc::kBoard.parse("g10")).carrier().heroic);
  CHECK(contains(p.fen(), "+T"));
  // Last guard: Blue has its Commander, an Infantry and a Militia; Red takes the Militia and
  // Blue's last piece, the Infantry, becomes heroic.
  cc::Position q = position({"C d1", "c k12", "i j10", "m f8", "A f5"});
  play(q, "Af5xf8");
  CHECK(q.at(*cc::kBoard.parse("j10")).carrier().heroic);
  // A stack disqualifies: Blue with its Commander and a Tank carrying an Infantry gets no guard.
  cc::Position s = position({"C d1", "c k12", "ti j10", "m f8", "A f5"});
  play(s, "Af5xf8");
  CHECK_FALSE(s.at(*cc::kBoard.parse("j10")).carrier().heroic);
}

TEST_CASE("commander chess: Commander safety — attacks, the flying general, carried Commanders") {
  // The Red Infantry on e5 is the only piece between the Commanders on e1 and e12: it may not
  // leave the file.
  cc::Position p = position({"C e1", "c e12", "I e5"});
  CHECK_FALSE(legal(p, "Ie5-d5"));
  CHECK(legal(p, "Ie5-e6"));
  const cc::Resolution r = refused(p, "Ie5-d5");
  CHECK(contains(r.error, "facing each other"));
  // The Commander may not step onto an open file facing the enemy Commander, nor pass it.
  cc::Position q = position({"C d1", "c e12"});
  CHECK_FALSE(legal(q, "Cd1-e1"));
  CHECK_FALSE(legal(q, "Cd1-f1"));  // passing e1 is refused too
  CHECK(legal(q, "Cd1-c1"));
  CHECK(legal(q, "Cd1-d2"));
  // Facing with an open line (a set-up position), the Commander captures at any distance.
  cc::Position f = position({"C e1", "c e12"});
  CHECK(legal(f, "Ce1xe12"));
  // A Commander carried by a Tank is not exposed (§6): the stack may stand on the open file.
  cc::Position t = position({"TC d1", "c e12"});
  CHECK(legal(t, "Td1-e1"));
  // ... but a bare Commander that a carried one sees on an open file is attacked: the carried
  // Commander may step out and capture it (§6, cinc decision).
  cc::Position blue_to_move = position({"TC e1", "c e12"}, 'b');
  CHECK(blue_to_move.attacked(cc::Side::blue));
  CHECK(legal(blue_to_move, "Ce12-d12"));
  CHECK_FALSE(legal(blue_to_move, "Ce12-e11"));
  cc::Position red_to_move = position({"TC e1", "c e12"});
  CHECK(legal(red_to_move, "e1:C>xe12"));
  // A move that leaves the Commander attacked is refused: the Red Tank on f2 shields the
  // Commander on f1 from the Blue Tank on f4? Distance 3 is beyond a Tank; use a Blue
  // Artillery on f4 (range 3, shoots over pieces): the Commander on f1 is attacked already
  // through the Tank, so every move must escape.
  cc::Position a = position({"C f1", "T h2", "c k12", "a f4"});
  CHECK(a.attacked(cc::Side::red));
  CHECK_FALSE(legal(a, "Th2-h3"));
  CHECK(legal(a, "Cf1-e1"));
}


TEST_CASE("commander chess: the Commander boards a friendly piece at a distance, even facing the enemy Commander") {
  // Issue 22's two positions: the Commander combines with a friendly piece two or three points
  // away along an open line (§3, §5), and the stack it lands in stands facing the enemy
  // Commander. A carried Commander is not exposed (§6, cinc decision; §11 deviation 1), so the
  // move is legal; the engine refuses it only because it counts the carried Commander as facing.
  cc::Position blue = position({"+A j12", "g d10", "c j9", "C g7", "t j7", "+f h4", "+i e1"}, 'b');
  CHECK(legal(blue, "Cj9&j7"));
  CHECK(moves_from(blue, "Cj9") == Names{"Cj9&j7", "Cj9-h9", "Cj9-i9", "Cj9-k9"});
  cc::Position red = position({"n a12", "a e12", "h f11", "g e10", "s g10", "+f h10", "g i9", "c f8", "+t j7",
                               "S j3", "C c2", "H f2", "A g2", "H h2", "+A c1"});
  CHECK(legal(red, "Cc2&f2"));
  // Off the line the same boarding is legal for both programs: the distance is not the reason.
  cc::Position aside = position({"+A j12", "g d10", "c j9", "C g6", "t j7", "+f h4", "+i e1"}, 'b');
  CHECK(legal(aside, "Cj9&j7"));
}
TEST_CASE("commander chess: checkmate and stalemate end the game") {
  // Checkmate: Blue's Commander on k12 behind its own Infantry on j12; the Red Tank comes to
  // k10 and attacks it over k11. k11 is attacked, j12 is its own Infantry (no stack C+I), and
  // no Blue move blocks or takes the Tank (the Headquarter on d10 cannot move).
  const std::string mate = "[Variant \"commander-chess\"]\n[SetUp \"1\"]\n[FEN \"" +
                           fen_of({"C c1", "c k12", "i j12", "h d10", "T k8"}) +
                           "\"]\n[Result \"1-0\"]\n\n1. Tk8-k10 1-0\n";
  const auto m = replay_text(mate);
  CHECK(m.valid());
  CHECK(m.end.kind == cinc::game::GameEnd::Kind::first_won);
  CHECK(contains(m.end.reason, "checkmated"));
  // Stalemate: the Blue Commander on k12 between two Red Headquarters (which attack nothing)
  // guarded by Red Tanks on k9 and h12: every capture would leave it attacked.
  const std::string stale = "[Variant \"commander-chess\"]\n[SetUp \"1\"]\n[FEN \"" +
                            fen_of({"C c1", "c k12", "H j12", "H k11", "T k9", "T h12"}, 'b') +
                            "\"]\n[Result \"1/2-1/2\"]\n\n1/2-1/2\n";
  const auto s = replay_text(stale);
  CHECK(s.valid());
  CHECK(s.end.kind == cinc::game::GameEnd::Kind::draw);
  CHECK(contains(s.end.reason, "stalemate"));
}

TEST_CASE("commander chess: each end of battle ends the game with its 100-point bonus") {
  const auto game = [](const std::vector<std::string>& pieces, const std::string& moves, const std::string& extra = "") {
    return replay_text("[Variant \"commander-chess\"]\n" + extra + "[SetUp \"1\"]\n[FEN \"" + fen_of(pieces) +
                       "\"]\n\n" + moves + "\n");
  };
  // Sea: Blue's last Navy on b5 goes: 80 + 100.
  auto sea = game({kRedC, kBlueC, "N b2", "n b5", "i f9"}, "1. Nb2xb5 1-0");
  CHECK(sea.valid());
  CHECK(sea.end.kind == cinc::game::GameEnd::Kind::first_won);
  CHECK(contains(sea.end.reason, "sea"));
  REQUIRE(sea.main.moves.size() == 1);
  CHECK(sea.main.moves[0].played.points[0] == 180);
  // Air: the last Blue Air Force, heroic, taken by the Tank: 40 + 10 + 100.
  auto air = game({kRedC, kBlueC, "T e4", "+f e6", "i f9"}, "1. Te4xe6 1-0");
  CHECK(air.end.kind == cinc::game::GameEnd::Kind::first_won);
  CHECK(air.main.moves[0].played.points[0] == 150);
  // Land: Blue's Infantry, Tanks and Artillery — only an Infantry is left of them.
  auto land = game({kRedC, kBlueC, "T e4", "i e5", "f f9"}, "1. Te4xe5 1-0");
  CHECK(contains(land.end.reason, "land"));
  CHECK(land.main.moves[0].played.points[0] == 110);
  // Commander: captured by the flying general: 100 + 100.
  auto commander = game({"C e1", "c e12", "i f9"}, "1. Ce1xe12 1-0");
  CHECK(contains(commander.end.reason, "captured the Blue Commander"));
  CHECK(commander.main.moves[0].played.points[0] == 200);
  // Blue keeps one Infantry but no Commander: no last guard (§6: "its Commander and
  // exactly one other piece").
  CHECK_FALSE(contains(commander.main.moves[0].fen_after, "+i"));
  // With [BattleEnds "commander"] the sea battle neither ends the game nor scores a bonus.
  auto only = game({kRedC, kBlueC, "N b2", "n b5", "i f9"}, "1. Nb2xb5 If9-f8 *", "[BattleEnds \"commander\"]\n");
  CHECK(only.valid());
  CHECK(only.main.moves.size() == 2);
  CHECK(only.main.moves[0].played.points[0] == 80);
  // A move after the end is an error.
  auto after = game({kRedC, kBlueC, "N b2", "n b5", "i f9"}, "1. Nb2xb5 If9-f8 1-0");
  CHECK_FALSE(after.valid());
  // A BattleEnds value that is not understood is an error on its tag.
  auto bad = game({kRedC, kBlueC, "i f9"}, "*", "[BattleEnds \"sea,space\"]\n");
  CHECK_FALSE(bad.valid());
}

TEST_CASE("commander chess: FEN reading, writing and refusals") {
  const std::string stacks = fen_of({"c g12", "NFT c4", "+T f4", "+t+i f9", "HC h2"});
  auto p = cc::Position::from_fen(stacks);
  REQUIRE(p.ok());
  CHECK(p->fen() == stacks);
  // Pieces of a stack in any order: the carrier is fixed by the set.
  auto q = cc::Position::from_fen("6c4/11/11/11/11/11/11/11/2(TFN)8/11/11/6C4 r - - 0 1");
  REQUIRE(q.ok());
  CHECK(contains(q->fen(), "(NFT)"));
  // The counters may be left out.
  CHECK(cc::Position::from_fen("6c4/11/11/11/11/11/11/11/11/11/11/6C4 b").ok());
  const auto error = [](const std::string& fen) {
    auto r = cc::Position::from_fen(fen);
    CHECK_MESSAGE(!r.ok(), fen);
    return r.ok() ? std::string() : r.error().message;
  };
  CHECK(contains(error("6c4/11/11/11/11/11/11/11/11/11/11 r - - 0 1"), "12 ranks"));
  CHECK(contains(error("6c4/11/11/11/11/11/11/11/11/11/11/6C4/11 r - - 0 1"), "more than 12 ranks"));
  CHECK(contains(error("6c4/11/11/11/11/11/11/11/11/11/11/6C5 r - - 0 1"), "more than 11"));
  CHECK(contains(error("6c4/11/11/11/11/11/11/11/2(TIM)8/11/11/6C4 r - - 0 1"), "do not form a stack"));
  CHECK(contains(error("6c4/11/11/11/11/11/11/11/2((TI))8/11/11/6C4 r - - 0 1"), "nested"));
  CHECK(contains(error("6c4/11/11/11/11/11/11/11/2(Ti)8/11/11/6C4 r - - 0 1"), "one side"));
  CHECK(contains(error("6c4/11/11/11/11/11/11/11/T10/11/11/6C4 r - - 0 1"), "cannot stand on a4"));
  CHECK(contains(error("6c4/11/11/11/11/11/11/11/5N5/11/11/6C4 r - - 0 1"), "cannot stand on f4"));
  CHECK(contains(error("11/11/11/11/11/11/11/11/11/11/11/11 r - - 0 1"), "neither side has a Commander"));
  CHECK(contains(error("6c4/11/11/11/11/11/11/11/11/11/11/5CC4 r - - 0 1"), "more than 1 Commander"));
  // A side whose Commander was captured: the position reads, and its game is over.
  auto after_capture = cinc::game::find_variant("commander-chess")->from_fen("11/11/11/11/11/11/11/11/11/11/11/6C4 b - - 0 9");
  REQUIRE(after_capture.ok());
  CHECK((*after_capture)->end().kind == cinc::game::GameEnd::Kind::first_won);
  CHECK(contains(error("6c4/11/11/11/11/11/11/11/11/11/11/6C4 w - - 0 1"), "r (Red) or b (Blue)"));
  CHECK(contains(error("6c4/11/11/11/11/11/11/11/11/11/11/5+1C4 r - - 0 1"), "piece letter"));
  CHECK(contains(error("6c4/11/11/11/11/11/11/11/2AAA6/11/11/6C4 r - - 0 1"), "more than 2 Artillery"));
}

TEST_CASE("commander chess: written moves — short forms, the rule table's codes, the engine's SAN and LAN") {
  const cc::Position start = cc::Position::start();
  const auto same = [&](const std::string& text, const std::string& canonical) {
    const cc::Resolution r = cc::resolve(start, text);
    REQUIRE_MESSAGE(r.turn.has_value(), text << ": " << r.error);
    CHECK_MESSAGE(cc::canonical_text(*r.turn) == canonical, text);
  };
  same("Tf4-f6", "Tf4-f6");
  same("Tf6", "Tf4-f6");        // SAN without origin
  same("Tf4f6", "Tf4-f6");      // the engine's LAN: no mark for a move
  same("Ic5&c4", "Ic5&c4");
  same("I&c4", "Ic5&c4");
  same("Msg3-g4", "Sg3-g4");    // the rule table's codes
  same("Aae4-e5", "Ge4-e5");
  same("+Tf4f6", "Tf4-f6");     // the engine's heroic mark is ignored
  // Refusals, each with its reason.
  const auto why = [&](const std::string& text, const std::string& code, const std::string& part) {
    const cc::Resolution r = refused(start, text);
    CHECK_MESSAGE(r.error_code == code, text << ": " << r.error_code);
    CHECK_MESSAGE(contains(r.error, part), text << ": " << r.error);
  };
  why("Tf4-f7", "move.illegal", "Tf4-f6");
  why("If4-f5", "move.wrong-piece", "is a Tank (T), not an Infantry (I)");
  why("Tf5-f6", "move.no-piece", "no piece on f5");
  why("Tf11-f10", "move.wrong-side", "Blue's");
  why("Tf4xf6", "move.capture-mark", "Tf4-f6");
  why("Zz9", "move.syntax", "not a Commander Chess move");
  why("c4:N>c6", "move.illegal", "carries nothing");

  // Deploys in CGN and in the engine's SAN and LAN.
  const cc::Position p = position({kRedC, kBlueC, "NFT c4"});
  const auto deploy = [&](const std::string& text, const std::string& canonical) {
    const cc::Resolution r = cc::resolve(p, text);
    REQUIRE_MESSAGE(r.turn.has_value(), text << ": " << r.error);
    CHECK_MESSAGE(cc::canonical_text(*r.turn) == canonical, text);
  };
  deploy("c4:F>e6:T>c6", "c4:F>e6:T>c6");
  deploy("c4:N:F>e6,T>c6", "c4:F>e6:T>c6");   // LAN: origin, what stays, the steps
  deploy("N<F>e6,T>c6", "c4:F>e6:T>c6");      // SAN: what stays, the steps
  deploy("F>e6,T>c6", "c4:F>e6:T>c6");
  deploy("(NFT)c4c6", "Nc4-c6");              // the whole stack, as the engine writes it
  deploy("(NFT)c6", "Nc4-c6");
  // The engine's forms list the moves as it keeps them: the Air Force joined the Navy's step
  // (§5), so the two are one move; nothing stayed (the LAN's empty field).
  deploy("c4::(NF)>c6,T>c5", "c4:N>c6:F>&c6:T>c5");
  deploy("c4::F>c6,N>&c6,T>c5", "c4:F>c6:N>&c6:T>c5");  // the carrier combines: a move of its own
  CHECK_FALSE(cc::resolve(p, "c4:T:(NF)>c6,T>c5").turn);  // the Tank written as staying and stepping

  // The engine's deploy SAN lists the moves as it keeps them: a piece that joined an earlier
  // step goes with it, "(FT)>e8", and what stayed comes first, "T<F>e8".
  const cc::Position ft = position({kRedC, kBlueC, "FT e4"});
  const auto engine = [&](const std::string& text, const std::string& canonical) {
    const cc::Resolution r = cc::resolve(ft, text);
    REQUIRE_MESSAGE(r.turn.has_value(), text << ": " << r.error);
    CHECK_MESSAGE(cc::canonical_text(*r.turn) == canonical, text);
    CHECK(r.warning.empty());
  };
  engine("(FT)>e8", "e4:F>e8:T>&e8");
  engine("e4::(FT)>e8", "e4:F>e8:T>&e8");
  engine("T<F>e8", "e4:F>e8");
  engine("F>e8,T>e6", "e4:F>e8:T>e6");
  engine("T>e6,F>&e6", "e4:T>e6:F>&e6");

  // A whole stack that deploys as one move of the engine's (§5, §9.3): the Navy's stay capture
  // on e5, joined by the Tank's step there ("(NT)>_e5": both stay on c5), and the Air Force's
  // suicide capture on e9, joined by the Commander ("(FC)>@e9": both go).
  const cc::Position nt = position({kRedC, kBlueC, "NT c5", "i e5"});
  const auto whole = [](const cc::Position& at, const std::string& text, const std::string& canonical) {
    const cc::Resolution r = cc::resolve(at, text);
    REQUIRE_MESSAGE(r.turn.has_value(), text << ": " << r.error);
    CHECK_MESSAGE(cc::canonical_text(*r.turn) == canonical, text);
    CHECK(r.warning.empty());
  };
  whole(nt, "(NT)>_e5", "c5:N>_e5:T>e5");
  whole(nt, "c5::(NT)>_e5", "c5:N>_e5:T>e5");
  whole(nt, "T<N>_e5", "c5:N>_e5");
  whole(nt, "c5:T:N>_e5", "c5:N>_e5");
  const cc::Position fc = position({"FC e5", "g e9", "c h12"});
  whole(fc, "(FC)>@e9", "e5:F>@e9:C>&e9");
  whole(fc, "e5::(FC)>@e9", "e5:F>@e9:C>&e9");
  whole(fc, "e5:F>@e9:C>&e9", "e5:F>@e9:C>&e9");
  whole(fc, "C<F>@e9", "e5:F>@e9");
  whole(fc, "(+F+C)>@e9", "e5:F>@e9:C>&e9");  // marks that fit no deploy are not held against it
  const cc::Position nfc = position({"NFC c5", "g c8", "c h12"});
  whole(nfc, "N<(FC)>@c8", "c5:F>@c8:C>&c8");
  // The Navy's step on comes after the joining or before it (both orders are the engine's
  // "(FC)>@c8,N>b5"): either is read, to the same position.
  for (const std::string text : {"(FC)>@c8,N>b5", "c5::(FC)>@c8,N>b5"}) {
    const cc::Resolution r = cc::resolve(nfc, text);
    REQUIRE_MESSAGE(r.turn.has_value(), text << ": " << r.error);
    const std::string read = cc::canonical_text(*r.turn);
    CHECK_MESSAGE((read == "c5:F>@c8:C>&c8:N>b5" || read == "c5:F>@c8:N>b5:C>&c8"), text << ": " << read);
    CHECK(board_of(nfc.after(*r.turn).fen()) == board_of(fen_of({"N b5", "c h12"})));
  }
  whole(nfc, "c5:N:(FC)>@c8", "c5:F>@c8:C>&c8");

  // Two orders of a recombination differ in the heroic marks only (§5): the heroic Air Force
  // that flies first keeps its mark and the Tank joins it, "(+FT)"; joining the Tank's step, it
  // loses it, "(FT)". The engine's marks tell them apart; without them the first is read.
  const cc::Position marked = position({kRedC, kBlueC, "N+FT c5"});
  whole(marked, "N<(+FT)>e5", "c5:F>e5:T>&e5");
  whole(marked, "N<(FT)>e5", "c5:T>e5:F>&e5");
  whole(marked, "c5:N:(FT)>e5", "c5:T>e5:F>&e5");
  cc::Position joined = marked;
  play(joined, "N<(FT)>e5");
  CHECK(board_of(joined.fen()) == board_of(fen_of({kRedC, kBlueC, "N c5", "FT e5"})));
  // Marks that fit neither are not held against the record.
  CHECK(cc::resolve(marked, "N<(F+T)>e5").turn.has_value());

  // The engine writes only a rank's first digit: "N1b11" fits the Navies on b12 and b10. The
  // first in the engine's move order (rank 12 before rank 10) is read, with a warning and both
  // readings for a replay to try on the moves after it.
  const cc::Position navies = position({kRedC, kBlueC, "N b12", "N b10"});
  const cc::Resolution n1 = cc::resolve(navies, "N1b11");
  REQUIRE(n1.turn.has_value());
  CHECK(cc::canonical_text(*n1.turn) == "Nb12-b11");
  CHECK(n1.warning_code == "move.engine-ambiguous");
  CHECK(contains(n1.warning, "Nb10-b11"));
  REQUIRE(n1.readings.size() == 2);
  CHECK(cc::canonical_text(n1.readings[1]) == "Nb10-b11");
  CHECK(cc::canonical_text(*cc::resolve(navies, "N10b11").turn) == "Nb10-b11");  // two digits: exact

  // A deploy SAN names no point: "E<A>xg5" fits the stacks on f4 and h4; f4 comes first.
  const cc::Position two = position({kRedC, kBlueC, "EA f4", "EA h4", "i g5"});
  const cc::Resolution ea = cc::resolve(two, "E<A>xg5");
  REQUIRE(ea.turn.has_value());
  CHECK(cc::canonical_text(*ea.turn) == "f4:A>xg5");
  CHECK(ea.warning_code == "move.engine-ambiguous");
  REQUIRE(ea.readings.size() == 2);
  CHECK(cc::canonical_text(ea.readings[1]) == "h4:A>xg5");
}

TEST_CASE("commander chess: the cotulenh engine's tokens for its reader") {
  // cotulenh_tokens (docs/rules/commander-chess.md §9.2): a move's LAN; a deploy that ends with nothing left that may step,
  // one LAN per step as made; one that ends earlier, the engine's LAN of the whole deploy.
  const cc::Position start = cc::Position::start();
  const auto tokens = [](const cc::Position& p, const std::string& text) {
    const cc::Resolution r = cc::resolve(p, text);
    REQUIRE_MESSAGE(r.turn.has_value(), text << ": " << r.error);
    std::string out;
    for (const std::string& t : cc::cotulenh_tokens(p, *r.turn)) out += (out.empty() ? "" : " ") + t;
    return out;
  };
  CHECK(tokens(start, "Tf4-f6") == "Tf4f6");
  CHECK(tokens(start, "Ic5&c4") == "Ic5&c4");
  const cc::Position nft = position({kRedC, kBlueC, "NFT c4", "t c6"});
  CHECK(tokens(nft, "Nc4-c5") == "(NFT)c4c5");
  CHECK(tokens(nft, "c4:N>b4:F>e6:T>xc6") == "Nc4>b4 Fc4>e6 Tc4>xc6");
  CHECK(tokens(nft, "c4:F>e6") == "c4:(NT):F>e6");  // the Navy and Tank could step on
  const cc::Position ft = position({kRedC, kBlueC, "+FT e4"});
  CHECK(tokens(ft, "e4:F>e8:T>&e8") == "+Fe4>e8 Te4>&e8");
  // The Commander joining its Air Force's suicide capture: nothing is left to step.
  const cc::Position fc = position({"FC e5", "g e9", "c h12"});
  CHECK(tokens(fc, "(FC)>@e9") == "Fe5>@e9 Ce5>&e9");
}

TEST_CASE("commander chess: a side whose Commander went down with its own Air Force has lost") {
  // §5, §7: the deploy "(FC)>@e9" of the tests above, as a record. The rules decide the game for
  // Blue (0-1). The cotulenh engine's export writes 1/2-1/2 there (it names a winner only when
  // the side to move is checkmated): in a record read as its export (no Variant tag) that is a
  // warning, in any other an error.
  const std::string fen = fen_of({"FC e5", "g e9", "c h12"});
  const auto game = [&](const std::string& tags, const std::string& result) {
    return replay_text(tags + "[Result \"" + result + "\"]\n[SetUp \"1\"]\n[FEN \"" + fen + "\"]\n\n1. (FC)>@e9 " +
                       result + "\n");
  };
  const std::string engine = "[Red \"r\"]\n[Blue \"b\"]\n";
  const std::string cgn = "[Variant \"commander-chess\"]\n";
  const auto codes = [](const cinc::game::ReplayedGame& g) {
    std::string out;
    for (const auto& d : g.diagnostics) out += d.code + " ";
    return out;
  };
  const auto won = game(cgn, "0-1");
  CHECK_MESSAGE(won.valid(), codes(won));
  CHECK(won.end.kind == cinc::game::GameEnd::Kind::second_won);
  CHECK(contains(won.end.reason, "Red Commander went down with its own Air Force's suicide capture"));
  REQUIRE(won.main.moves.size() == 1);
  CHECK(won.main.moves[0].played.points[0] == 10);  // the Anti-Air; the lost pieces score nothing (§8)
  CHECK(won.main.moves[0].played.points[1] == 0);
  const auto drawn = game(engine, "1/2-1/2");
  CHECK_MESSAGE(drawn.valid(), codes(drawn));
  CHECK(contains(codes(drawn), "result.engine-convention"));
  const auto wrong = game(cgn, "1/2-1/2");
  CHECK_FALSE(wrong.valid());
  CHECK(contains(codes(wrong), "result.contradicts"));
  CHECK_FALSE(game(engine, "1-0").valid());
  // A capture that also takes the enemy Commander wins, even with one's own gone with it.
  const auto both = replay_text(cgn + "[Result \"1-0\"]\n[SetUp \"1\"]\n[FEN \"" +
                                fen_of({"FC e5", "c e9", "g e10"}) + "\"]\n\n1. (FC)>@e9 1-0\n");
  CHECK_MESSAGE(both.valid(), codes(both));
  CHECK(both.end.kind == cinc::game::GameEnd::Kind::first_won);
}
