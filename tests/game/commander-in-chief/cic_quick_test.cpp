// The quick move checks of Commander-In-Chief against the full ones they stand in for:
// move_to against piece_moves, threatens_commander against its definition (some piece's
// move reaches the enemy Commander), resolve_quietly against resolve without warnings,
// the game's play_into (over a kept move) against its play().
// Positions: random legal ones (team turns and enhanced pieces included) and the
// positions of random games, some of them over (a Commander taken).
#include <doctest/doctest.h>

#include <optional>
#include <random>
#include <string>
#include <vector>

#include "cinc/game/cic.h"
#include "cinc/game/variant.h"
#include "support/random_positions.h"

namespace cic = cinc::game::cic;

namespace {

constexpr std::uint64_t kSeed = 0x5eed'91c0'2026'1124ULL;

/// Random legal positions, then the positions of random games played from the start and
/// from some of them, until a Commander is taken or 80 plies.
std::vector<cic::Position> positions(int random_count, int games) {
  std::mt19937_64 rng(kSeed);
  std::vector<cic::Position> out;
  for (int i = 0; i < random_count; ++i) {
    const auto p = cic::Position::from_fen(random_cic_fen(rng));
    REQUIRE(p.ok());
    out.push_back(*p);
  }
  for (int g = 0; g < games; ++g) {
    cic::Position pos = g % 2 == 0 ? cic::Position::start(g % 4 == 0, g % 8 == 0) : out[static_cast<std::size_t>(g)];
    for (int ply = 0; ply < 80; ++ply) {
      out.push_back(pos);
      const cic::MoveList moves = pos.legal_moves();
      if (moves.empty()) break;
      pos.play(moves[rng() % moves.size()]);
    }
    out.push_back(pos);
  }
  return out;
}

/// Whether a move found (or none: not exists()) is the one expected (nullptr: none).
bool same(const cic::Move& found, const cic::Move* expected) {
  if (found.exists() != (expected != nullptr)) return false;
  return !found.exists() || found == *expected;
}

}  // namespace

TEST_CASE("move_to: the move piece_moves has to that square, for every pair of squares") {
  std::size_t moves = 0;
  std::string first_difference;  // (doctest is slow with millions of checks: one at the end)
  for (const cic::Position& pos : positions(600, 40)) {
    cic::MoveList all;
    for (cinc::game::Square from = 0; from < 64; ++from) {
      all.clear();
      pos.piece_moves(from, all);
      for (cinc::game::Square to = 0; to < 64; ++to) {
        const cic::Move* expected = nullptr;
        for (const cic::Move& m : all)
          if (m.to == to) expected = &m;
        moves += expected ? 1 : 0;
        if (!same(pos.move_to(from, to), expected) && first_difference.empty())
          first_difference = pos.fen() + ": " + cic::kBoard.name(from) + " to " + cic::kBoard.name(to);
      }
    }
  }
  CHECK(first_difference == "");
  CHECK(moves > 10000);
}

TEST_CASE("threatens_commander: some piece of the side has a move onto the enemy Commander") {
  int threats = 0;
  for (const cic::Position& pos : positions(800, 40)) {
    for (const cic::Side side : {cic::Side::dark, cic::Side::light}) {
      const cinc::game::Square target = pos.commander_square(cic::opponent(side));
      bool expected = false;
      cic::MoveList all;
      for (cinc::game::Square s = 0; s < 64 && target != cinc::game::kNoSquare; ++s) {
        if (pos.at(s).empty() || pos.at(s).side != side) continue;
        all.clear();
        pos.piece_moves(s, all);
        for (const cic::Move& m : all) expected = expected || m.to == target;
      }
      threats += expected ? 1 : 0;
      REQUIRE_MESSAGE(pos.threatens_commander(side) == expected, pos.fen());
    }
  }
  CHECK(threats > 50);
}

TEST_CASE("resolve_quietly: the move exactly when resolve finds it without a warning") {
  std::mt19937_64 rng(kSeed + 1);
  std::size_t texts = 0, quiet = 0, warned = 0, refused = 0;
  std::string first_difference;
  const auto check = [&](const cic::Position& pos, const std::string& text) {
    const cic::Resolution full = cic::resolve(pos, text, false);
    const cic::Move* expected = full.move && full.warnings.empty() ? &*full.move : nullptr;
    ++texts;
    quiet += expected ? 1 : 0;
    warned += full.move && !full.warnings.empty() ? 1 : 0;
    refused += full.move ? 0 : 1;
    if (!same(cic::resolve_quietly(pos, text), expected) && first_difference.empty())
      first_difference = pos.fen() + ": \"" + text + "\"";
  };
  for (const cic::Position& pos : positions(300, 30)) {
    // Every legal move in its long and short forms, with the right suffixes, without them,
    // with wrong ones, and with the wrong capture mark.
    for (const cic::Move& m : pos.legal_moves()) {
      const std::string long_form = cic::canonical_text(pos, m);
      const std::string short_form = cic::short_text(pos, m);
      for (const std::string& written : {long_form, short_form}) {
        std::string bare = written;
        while (!bare.empty() && (bare.back() == '+' || bare.back() == '#')) bare.pop_back();
        if (bare.size() > 2 && bare.substr(bare.size() - 2) == "=K") bare.resize(bare.size() - 2);
        for (const std::string& text : {written, bare, bare + "+", bare + "#", bare + "=K", bare + "=K+"}) check(pos, text);
        std::string other_mark = bare;
        const auto mark = other_mark.find_first_of("x-");
        if (mark != std::string::npos) other_mark[mark] = other_mark[mark] == 'x' ? '-' : 'x';
        else other_mark.insert(other_mark.size() - 2, "x");
        check(pos, other_mark);
      }
    }
    // Texts for moves that may not exist: any piece letter, from any square, to any square.
    const std::string letters = "CFBTSHAKD";
    for (int i = 0; i < 60; ++i) {
      const char piece = letters[rng() % letters.size()];
      const std::string from = cic::kBoard.name(static_cast<cinc::game::Square>(rng() % 64));
      const std::string to = cic::kBoard.name(static_cast<cinc::game::Square>(rng() % 64));
      for (const std::string& text : {std::string(1, piece) + from + "-" + to, std::string(1, piece) + from + "x" + to,
                                      std::string(1, piece) + to, std::string(1, piece) + "x" + to,
                                      std::string(1, piece) + from.substr(0, 1) + to,
                                      std::string(1, piece) + from.substr(1) + to})
        check(pos, text);
    }
    check(pos, "--");
    check(pos, "Zz9");
  }
  CHECK(first_difference == "");
  CHECK(texts > 100000);
  CHECK(quiet > 5000);
  CHECK(warned > 1000);
  CHECK(refused > 50000);
}

TEST_CASE("play_into: over a kept move, the move and outcome play() gives, in every field") {
  // A replay plays each move into the place of a move of an earlier game (replay.h): every
  // field must be written, none left from the move that was there. The kept move below
  // goes from capture to non-capture, attack to move, team member to none and back.
  const cinc::game::Variant* variant = cinc::game::find_variant("commander-in-chief");
  REQUIRE(variant != nullptr);
  std::mt19937_64 rng(kSeed + 2);
  cinc::game::PlayedMove kept;
  cinc::game::PlayOutcome outcome;
  std::size_t legal = 0, with_warning = 0, captures = 0, attacks = 0, members = 0, refused = 0;
  std::string first_difference;
  const auto differs = [](const cinc::game::PlayedMove& p, const cinc::game::PlayedMove& q) {
    return p.canonical != q.canonical || p.piece != q.piece || p.from != q.from || p.to != q.to ||
           p.captured != q.captured || p.attack != q.attack || p.attacked != q.attacked || p.promotion != q.promotion ||
           p.points != q.points || p.value != q.value || p.member != q.member || p.tallies != q.tallies;
  };
  const auto check = [&](const cic::Position& pos, const std::string& text) {
    auto by_play = variant->from_fen(pos.fen());
    auto by_into = variant->from_fen(pos.fen());
    REQUIRE(by_play.ok());
    REQUIRE(by_into.ok());
    const cinc::game::PlayOutcome expected = (*by_play)->play(text);
    const bool played = (*by_into)->play_into(text, kept, outcome);
    std::string difference;
    if (played != expected.played.has_value()) difference = "legal or not";
    else if (played && differs(kept, *expected.played)) difference = "the played move";
    else if (outcome.played.has_value()) difference = "outcome.played is set";
    else if (outcome.error.has_value() != expected.error.has_value() ||
             (outcome.error && outcome.error->message != expected.error->message))
      difference = "the error";
    else if (outcome.warnings.size() != expected.warnings.size()) difference = "the warnings";
    else if ((*by_play)->fen() != (*by_into)->fen() || (*by_play)->points() != (*by_into)->points())
      difference = "the position after";
    if (!difference.empty() && first_difference.empty()) first_difference = pos.fen() + " \"" + text + "\": " + difference;
    if (!played) {
      ++refused;
      return;
    }
    ++legal;
    with_warning += outcome.warnings.empty() ? 0 : 1;
    captures += kept.captured.empty() ? 0 : 1;
    attacks += kept.attack ? 1 : 0;
    members += kept.member.empty() ? 0 : 1;
  };
  for (const cic::Position& pos : positions(200, 30)) {
    const cic::MoveList moves = pos.legal_moves();
    for (std::size_t i = 0; i < moves.size(); i += 1 + rng() % 3) {
      const std::string written = cic::canonical_text(pos, moves[i]);
      std::string bare = written;
      while (!bare.empty() && (bare.back() == '+' || bare.back() == '#')) bare.pop_back();
      check(pos, written);
      check(pos, bare + "#");  // a wrong suffix: played, with a warning
    }
    check(pos, "Zz9");  // refused: the next move is played into a move left as it was
  }
  CHECK(first_difference == "");
  CHECK(legal > 3000);
  CHECK(with_warning > 1000);
  CHECK(captures > 100);
  CHECK(attacks > 10);
  CHECK(members > 100);
  CHECK(refused > 200);
}
