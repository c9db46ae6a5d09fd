// The engine against the independent reference generator on random legal positions:
// same FEN validity, same legal move sets, same positions after each move, same perft(3).
// Rules: docs/rules/commander-in-chief.md (cited as §n).
#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <iterator>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "cinc/game/cic.h"
#include "support/move_lists.h"
#include "support/random_positions.h"
#include "support/reference_cic.h"

namespace cic = cinc::game::cic;

using cinc::test::join;
using cinc::test::minus;

namespace {

constexpr int kPositions = 2000;
constexpr int kDepth = 3;
constexpr std::uint64_t kSeed = 0x5eed'c1c0'2026'0001ULL;

char member_letter(cic::TeamTurn t) {
  return t == cic::TeamTurn::single ? '-' : (t == cic::TeamTurn::land_sea ? 's' : 'a');
}

std::string name(const cic::Move& m) { return cic::kBoard.name(m.from) + cic::kBoard.name(m.to); }

std::map<std::string, cic::Move> engine_moves(const cic::Position& pos) {
  std::map<std::string, cic::Move> out;
  for (const cic::Move& m : pos.legal_moves()) out.emplace(name(m), m);
  return out;
}

std::vector<std::string> keys(const std::map<std::string, cic::Move>& moves) {
  std::vector<std::string> out;
  for (const auto& [k, v] : moves) out.push_back(k);
  return out;
}

// Walks down from a position where the counts differ to the first position where the move
// sets (or the positions after a move) differ, and describes it.
std::string find_divergence(const std::string& fen, int depth) {
  const auto pos = cic::Position::from_fen(fen);
  const auto ref = refcic::parse_fen(fen);
  if (!pos.ok() || !ref) return "unreadable FEN " + fen;
  const auto em = engine_moves(*pos);
  const auto ek = keys(em);
  const auto rk = refcic::legal_moves(*ref);
  if (ek != rk) {
    return "move sets differ in " + fen + "\n  engine only: " + join(minus(ek, rk)) +
           "\n  reference only: " + join(minus(rk, ek));
  }
  for (const auto& mv : rk) {
    const std::string efen = pos->after(em.at(mv)).fen();
    const std::string rfen = refcic::to_fen(refcic::play(*ref, mv));
    if (efen != rfen) {
      return "after " + mv + " in " + fen + "\n  engine:    " + efen + "\n  reference: " + rfen;
    }
  }
  if (depth <= 1) return "no difference found at " + fen;
  for (const auto& mv : rk) {
    const std::string child = refcic::to_fen(refcic::play(*ref, mv));
    const auto cp = cic::Position::from_fen(child);
    const auto cr = refcic::parse_fen(child);
    if (!cp.ok() || !cr) return "child unreadable " + child;
    if (cic::perft(*cp, depth - 1) != refcic::perft(*cr, depth - 1)) {
      return "via " + mv + ": " + find_divergence(child, depth - 1);
    }
  }
  return "no difference found below " + fen;
}

std::string divides(const cic::Position& pos, const refcic::State& ref, int depth) {
  std::ostringstream out;
  out << "engine divide:";
  std::vector<std::string> lines;
  for (const auto& [k, m] : engine_moves(pos)) {
    lines.push_back(k + " " + std::to_string(cic::perft(pos.after(m), depth - 1)));
  }
  out << "\n  " << join(lines) << "\nreference divide:\n  " << join(refcic::divide(ref, depth));
  return out.str();
}

}  // namespace

TEST_CASE("random positions: engine and reference agree on validity, moves, FEN and perft(3)") {
  std::mt19937_64 rng(kSeed);
  const auto t0 = std::chrono::steady_clock::now();
  int disagreements = 0;
  std::uint64_t leaves = 0;
  int checked = 0;
  for (int i = 0; i < kPositions && disagreements < 5; ++i) {
    ++checked;
    const std::string fen = random_cic_fen(rng);
    CAPTURE(i);
    CAPTURE(fen);

    // Both readers accept it; the set-up is valid for both; both write it back unchanged.
    const auto ref = refcic::parse_fen(fen);
    REQUIRE(ref.has_value());
    REQUIRE(refcic::validate(*ref).empty());
    REQUIRE(refcic::to_fen(*ref) == fen);
    const auto pos = cic::Position::from_fen(fen);
    if (!pos.ok()) {
      FAIL_CHECK("engine rejects a valid FEN: " << pos.error().message);
      ++disagreements;
      continue;
    }
    CHECK_MESSAGE(pos->validate().empty(), pos->validate());
    CHECK(pos->fen() == fen);

    // The root: the same moves, the same position after each of them.
    const auto em = engine_moves(*pos);
    const auto ek = keys(em);
    const auto rk = refcic::legal_moves(*ref);
    if (ek != rk) {
      ++disagreements;
      FAIL_CHECK("legal moves differ\n  engine only: " << join(minus(ek, rk))
                                                      << "\n  reference only: " << join(minus(rk, ek)));
      continue;
    }
    CHECK(pos->status() == (rk.empty() ? cic::Status::stalemate : cic::Status::ongoing));
    if (!rk.empty()) CHECK(member_letter(pos->mover()) == refcic::mover(*ref));
    for (const refcic::Mv& rm : refcic::legal(*ref)) {
      const refcic::MoveInfo info = refcic::describe(*ref, rm);
      const cic::Move& m = em.at(refcic::move_name(rm));
      CAPTURE(refcic::move_name(rm));
      CHECK(cic::kind_letter(m.piece) == info.piece);
      CHECK((m.captured == cic::Kind::none ? ' ' : cic::kind_letter(m.captured)) == info.captured);
      CHECK(m.attack == info.attack);
      CHECK(m.promotion == info.promotion);
      CHECK(m.launch == info.launch);
    }
    bool after_ok = true;
    for (const auto& mv : rk) {
      const std::string efen = pos->after(em.at(mv)).fen();
      const std::string rfen = refcic::to_fen(refcic::play(*ref, mv));
      if (efen != rfen) {
        after_ok = false;
        FAIL_CHECK("position after " << mv << " differs\n  engine:    " << efen << "\n  reference: " << rfen);
        break;
      }
    }
    if (!after_ok) {
      ++disagreements;
      continue;
    }

    // Perft.
    const std::uint64_t e = cic::perft(*pos, kDepth);
    const std::uint64_t r = refcic::perft(*ref, kDepth);
    leaves += r;
    if (e != r) {
      ++disagreements;
      FAIL_CHECK("perft(" << kDepth << ") engine " << e << " reference " << r << "\n"
                          << divides(*pos, *ref, kDepth) << "\nfirst divergence: "
                          << find_divergence(fen, kDepth));
    }
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  MESSAGE(checked << " random positions, " << leaves << " perft(" << kDepth << ") leaves, " << secs
                     << " s (stops after 5 disagreements)");
  CHECK(disagreements == 0);
}

TEST_CASE("random positions: the generator honours the set-up rules and varies") {
  std::mt19937_64 rng(kSeed + 1);
  int sparse = 0;
  int crowded = 0;
  int teams = 0;
  int enhanced = 0;
  for (int i = 0; i < 500; ++i) {
    const std::string fen = random_cic_fen(rng);
    CAPTURE(fen);
    const auto ref = refcic::parse_fen(fen);
    REQUIRE(ref.has_value());
    CHECK(refcic::validate(*ref).empty());
    int pieces = 0;
    for (const auto& row : ref->board) {
      for (char c : row) pieces += c != '.';
    }
    sparse += pieces <= 8;
    crowded += pieces >= 24;
    teams += ref->team[0] != '-' || ref->team[1] != '-';
    enhanced += fen.find('+') != std::string::npos;
  }
  CHECK(sparse > 25);
  CHECK(crowded > 25);
  CHECK(teams > 100);
  CHECK(enhanced > 250);
}

TEST_CASE("malformed and impossible FENs: both reject them") {
  // Syntax: both readers refuse.
  const char* const malformed[] = {
      "3ASTFC/4AHBF/5DHT/a5AS/sa5A/thd5/fbha4 d - 0 1",             // 7 ranks
      "3ASTFC/4AHBF/5DHT/a5AS/sa5A/thd5/fbha4/cftsa4 d - 0 1",      // 9 files
      "3ASTFC/4AHBF/5DHT/a5AS/sa5A/thd5/fbha4/cftsa2 d - 0 1",      // 7 files
      "3ASTFC/4AHBF/5DHT/a5AS/sa5A/thd5/fbha4/cftsx3 d - 0 1",      // bad letter
      "3ASTFC/4AHBF/5DHT/a5AS/sa5A/thd5/fbha4/cftsa3 x - 0 1",      // bad side
      "3ASTFC/4AHBF/5DHT/a5AS/sa5A/thd5/fbha4/cftsa3 d sx 0 1",     // bad team
      "3ASTFC/4AHBF/5DHT/a5AS/sa5A/thd5/fbha4/cftsa3 d sas 0 1",    // team too long
      "3ASTFC/4AHBF/5DHT/a5AS/sa5A/thd5/fbha4/cftsa3 d - x 1",      // bad halfmove
      "3ASTFC/4AHBF/5DHT/a5AS/sa5A/thd5/fbha4/cftsa3 d - 0 0",      // fullmove 0
      "3ASTFC/4AHBF/5DHT/a5AS/sa5A/thd5/fbha4/cftsa3 d - 0",        // 4 fields
      "3ASTFC/4AHBF/5DHT/a5AS/sa5A/thd5/fbha4/cftsa+3 d - 0 1",     // '+' before a digit
      "3ASTFC/4AHBF/5DHT/a5AS/sa5A/thd5/fbha4/cftsa3 d - -1 1",     // negative
  };
  for (const char* fen : malformed) {
    CAPTURE(fen);
    CHECK_FALSE(refcic::parse_fen(fen).has_value());
    CHECK_FALSE(cic::Position::from_fen(fen).ok());
  }
  // Well-formed but impossible set-ups (§1-§4, §8, §10): the engine refuses to read them or
  // validate() says why; the reference's validate() agrees.
  const char* const impossible[] = {
      "7C/8/8/8/4T3/8/8/c7 d - 0 1",              // Dark Tank in the Sea (e4)
      "7C/8/8/8/8/8/8/c6t d - 0 1",               // Light Tank h1 in the Sea
      "7C/8/8/8/8/8/1S6/c7 d - 0 1",              // Dark Submarine on Light Land (b2)
      "7C/8/8/8/7a/8/8/c7 d - 0 1",               // Light Amphibian on Dark Land (h4)
      "7C/6d1/8/8/8/8/8/c7 d - 0 1",              // Light Destroyer on Dark Land (g7)
      "7C/8/8/3FFF2/8/8/8/c7 d - 0 1",            // three Dark Fighters
      "7C/8/8/1AAAAAK1/8/8/8/c7 d - 0 1",         // six Dark Amphibians (King included)
      "7C/8/8/8/8/8/8/cC6 d - 0 1",               // two Dark Commanders
      "+C6+F/8/8/+F+H+H5/8/8/8/c6+B d - 0 1",     // six enhanced Dark pieces
  };
  for (const char* fen : impossible) {
    CAPTURE(fen);
    const auto ref = refcic::parse_fen(fen);
    REQUIRE(ref.has_value());
    CHECK_FALSE(refcic::validate(*ref).empty());
    const auto pos = cic::Position::from_fen(fen);
    CHECK((!pos.ok() || !pos->validate().empty()));
  }
}
