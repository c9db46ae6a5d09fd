// Commander Chess: the engine, through the registry only, against the independent reference
// generator (tests/support/reference_commander_chess.*, written from docs/rules/commander-chess.md)
// on random positions and on positions of random games from the start: the same legal turns
// (canonical text) and the same perft(2); and the reference's own counts from the start.
#include <doctest/doctest.h>

#include <algorithm>
#include <chrono>
#include <cstdint>
#include <iterator>
#include <map>
#include <memory>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "cinc/game/variant.h"
#include "support/move_lists.h"
#include "support/reference_commander_chess.h"

using cinc::test::join;
using cinc::test::minus;

namespace {

constexpr const char* kStart =
    "6c4/1n2fh1hf2/3a2s2a1/2n1gt1tg2/2ie2m2ei/11/11/2IE2M2EI/2N1GT1TG2/3A2S2A1/1N2FH1HF2/6C4 r - - 0 1";
constexpr int kRandomPositions = 260;
constexpr int kGames = 12;
constexpr int kGamePlies = 60;
constexpr int kEveryPlies = 6;            // a position of each game every this many plies
constexpr std::uint64_t kBudget = 40000;  // perft(1) of the mover x of the other side, at most
constexpr std::uint64_t kSeed = 0xc07'07e4'2026'0001ULL;

// Estimated leaves of perft(2): the mover's turns times the other side's turns.
bool within_budget(const refcc::State& s) {
  const std::uint64_t mine = refcc::perft(s, 1);
  refcc::State other = s;
  other.side = 1 - s.side;
  const std::uint64_t theirs = refcc::perft(other, 1);
  return mine * std::max<std::uint64_t>(theirs, 1) <= kBudget;
}

std::unique_ptr<cinc::game::GameState> engine_state(const std::string& fen, std::string& error) {
  const cinc::game::Variant* variant = cinc::game::find_variant("commander-chess");
  if (variant == nullptr) {
    error = "the variant commander-chess is not registered";
    return nullptr;
  }
  auto state = variant->from_fen(fen);
  if (!state.ok()) {
    error = "engine rejects " + fen + ": " + state.error().message;
    return nullptr;
  }
  return std::move(*state);
}

std::vector<std::string> engine_moves(const cinc::game::GameState& state) {
  std::vector<std::string> out;
  for (const auto& [text, count] : state.divide(1)) out.push_back(text);
  std::sort(out.begin(), out.end());
  return out;
}

// Compares one position: the legal turns, the position after each (FEN) and perft(2);
// empty when they agree.
std::string compare(const std::string& fen, std::uint64_t& leaves) {
  std::string error;
  const auto engine = engine_state(fen, error);
  if (!engine) return error;
  const auto ref = refcc::parse_fen(fen);
  if (!ref) return "reference cannot read " + fen;
  const auto ek = engine_moves(*engine);
  const auto rk = refcc::legal_moves(*ref);
  if (ek != rk)
    return "legal turns differ in " + fen + "\n  engine only: " + join(minus(ek, rk)) +
           "\n  reference only: " + join(minus(rk, ek)) + "\n  engine (" + std::to_string(ek.size()) +
           "): " + join(ek) + "\n  reference (" + std::to_string(rk.size()) + "): " + join(rk);
  for (const auto& [text, after] : refcc::successors(*ref)) {
    auto child = engine->clone();
    const auto outcome = child->play(text);
    if (!outcome.played) return "the engine refuses its own turn " + text + " in " + fen;
    // When the texts differ, the engine's FEN read back, so that the order of a stack's
    // passengers does not matter.
    std::string efen = child->fen();
    const std::string rfen = refcc::to_fen(after);
    if (efen != rfen) {
      const auto engine_after = refcc::parse_fen(efen);
      if (engine_after) efen = refcc::to_fen(*engine_after);
    }
    if (efen != rfen) return "after " + text + " in " + fen + "\n  engine:    " + efen + "\n  reference: " + rfen;
  }
  const std::uint64_t e2 = engine->perft(2);
  const std::uint64_t r2 = refcc::perft(*ref, 2);
  leaves += r2;
  if (e2 == r2) return {};
  // Name the first turn below which they part, and the turns there.
  std::string out = "perft(2) of " + fen + ": engine " + std::to_string(e2) + ", reference " + std::to_string(r2);
  for (const auto& [text, count] : engine->divide(2)) {
    const auto after = refcc::play(*ref, text);
    if (!after) continue;
    if (refcc::perft(*after, 1) == count) continue;
    auto child = engine->clone();
    child->play(text);
    const auto ck = engine_moves(*child);
    const auto rc = refcc::legal_moves(*after);
    out += "\n  after " + text + " (" + refcc::to_fen(*after) + ", engine " + child->fen() + ")" +
           "\n    engine only: " + join(minus(ck, rc)) + "\n    reference only: " + join(minus(rc, ck));
    break;
  }
  return out;
}

// Adds one position's statistics to the totals.
void add(refcc::Stats& total, const refcc::Stats& s) {
  total.stay_captures += s.stay_captures;
  total.suicide_captures += s.suicide_captures;
  total.combinations += s.combinations;
  total.deploys += s.deploys;
  total.long_deploys += s.long_deploys;
  total.recombinations += s.recombinations;
  total.bridge_crossings += s.bridge_crossings;
  total.hero_promotions += s.hero_promotions;
  total.last_guards += s.last_guards;
  total.facing_refusals += s.facing_refusals;
  total.exposure_refusals += s.exposure_refusals;
  total.attack_refusals += s.attack_refusals;
  total.commander_captures += s.commander_captures;
}

// Positions kept from earlier runs for the rules they show.
const char* const kPinned[] = {
    // A heroic Commander carried by a Navy on b2 may deploy along the diagonal b2-g7 towards
    // the enemy Commander on g7: §3's "may not stop on a point from which the next piece along
    // its line of travel is the enemy Commander" holds along ranks and files only, so
    // b2:C>e5 and b2:C>f6 are legal.
    "11/11/11/2g6S1/11/6c4/11/11/6f+T3/10m/1(N+C)8I/3ia5(+F+M) r - - 34 24",
    // The Commander steps out of its stack on e6 down the file, away from the enemy
    // Commander on e10: its own point counts as empty in the facing marks (§3), so e5..e1 are
    // marked although the Navy stays on e6, and e6:N>_e9:C>e5 is refused.
    "3Ta1E4/7GFFs/4c4M1/4i3fI1/3A5t1/3+H7/3N(NC)1G4/11/11/11/11/11 r - - 21 38",
    // The Commander steps out of its stack on c8 and captures the enemy Commander on e8 (the
    // flying general), and the deploy goes on after it; after c8:C>xe8:F>@d9 Blue has no
    // Commander and one piece, which is no last guard (§6: "its Commander and exactly one
    // other piece").
    "11/11/11/3g7/2(FC)1c6/1(NF)9/5E5/2HIE6/4+Ha5/11/11/11 r - - 30 13",
    // Red's Commander on k7 is seen by Blue's Commander carried on k11: Red is attacked (§6).
    "2+m3E2I1/10(hc)/5+a5/11/6t4/10C/11/11/11/11/11/11 r - - 12 54",
    // A Commander carried in a Tank stack on e4 makes no point face it.
    "11/11/n10/11/11/11/11/6+A4/4(+t+c)6/11/6+i4/2C8 r - - 6 22",
};

// The sample: pinned positions, random positions, then positions of random games from the
// start.
std::vector<std::string> sample_positions() {
  std::mt19937_64 rng(kSeed);
  std::vector<std::string> out(std::begin(kPinned), std::end(kPinned));
  while (static_cast<int>(out.size()) < kRandomPositions + static_cast<int>(std::size(kPinned))) {
    const std::string fen = refcc::random_fen(rng);
    if (within_budget(*refcc::parse_fen(fen))) out.push_back(fen);
  }
  for (int game = 0; game < kGames; ++game) {
    refcc::State s = *refcc::parse_fen(kStart);
    for (int ply = 1; ply <= kGamePlies; ++ply) {
      const auto moves = refcc::legal_moves(s);
      if (moves.empty()) break;
      s = *refcc::play(s, moves[rng() % moves.size()]);
      if (ply % kEveryPlies == 0 && within_budget(s)) out.push_back(refcc::to_fen(s));
    }
  }
  return out;
}

}  // namespace

TEST_CASE("commander chess reference: perft from the start is the engine's 116 and 13,460 (§10)") {
  const auto start = refcc::parse_fen(kStart);
  REQUIRE(start.has_value());
  CHECK(refcc::to_fen(*start) == kStart);
  const auto moves = refcc::legal_moves(*start);
  CHECK(moves.size() == 116);
  std::map<char, int> by_piece;
  int combinations = 0;
  for (const std::string& m : moves) {
    ++by_piece[m[0]];
    combinations += m.find('&') != std::string::npos;
  }
  CAPTURE(join(moves));
  CHECK(by_piece['F'] == 29);
  CHECK(by_piece['N'] == 23);
  CHECK(by_piece['A'] == 17);
  CHECK(by_piece['C'] == 9);
  CHECK(by_piece['M'] == 8);
  CHECK(by_piece['T'] == 8);
  CHECK(by_piece['E'] == 6);
  CHECK(by_piece['G'] == 6);
  CHECK(by_piece['S'] == 6);
  CHECK(by_piece['I'] == 4);
  CHECK(by_piece['H'] == 0);
  CHECK(combinations == 8);
  CHECK(refcc::perft(*start, 2) == 13460);
}

TEST_CASE("commander chess reference: FEN round trip and the random positions are valid") {
  std::mt19937_64 rng(kSeed + 7);
  for (int i = 0; i < 50; ++i) {
    const std::string fen = refcc::random_fen(rng);
    CAPTURE(fen);
    const auto s = refcc::parse_fen(fen);
    REQUIRE(s.has_value());
    CHECK(refcc::to_fen(*s) == fen);
    CHECK_FALSE(refcc::exposed(*s));
    CHECK_FALSE(refcc::attacked(*s, 1 - s->side));
  }
  // Stacks in any order on input, written carrier first.
  const auto s = refcc::parse_fen("6c4/11/11/11/11/11/11/11/11/11/1(TF+N)9/6C4 r - - 3 9");
  REQUIRE(s.has_value());
  CHECK(refcc::to_fen(*s) == "6c4/11/11/11/11/11/11/11/11/11/1(+NFT)9/6C4 r - - 3 9");
  CHECK_FALSE(refcc::parse_fen("6c4/11/11/11/11/11/11/11/11/11/1T9/6C4 r - - 0 1"));     // a Tank at sea
  CHECK_FALSE(refcc::parse_fen("6c4/11/11/11/11/11/11/11/11/11/2(TT)8/6C4 r - - 0 1"));  // no such stack
  CHECK_FALSE(refcc::parse_fen("11/11/11/11/11/11/11/11/11/11/11/6C4 r - - 0 1"));       // no Blue Commander
}

TEST_CASE("commander chess reference: the engine agrees on random positions to depth 2") {
  const auto t0 = std::chrono::steady_clock::now();
  const std::vector<std::string> sample = sample_positions();
  REQUIRE(sample.size() >= 300);
  int disagreements = 0;
  std::uint64_t leaves = 0;
  refcc::Stats coverage;
  for (std::size_t i = 0; i < sample.size() && disagreements < 5; ++i) {
    const std::string& fen = sample[i];
    CAPTURE(i);
    CAPTURE(fen);
    refcc::Stats stats;
    refcc::legal_moves(*refcc::parse_fen(fen), &stats);
    add(coverage, stats);
    const std::string diff = compare(fen, leaves);
    if (!diff.empty()) {
      ++disagreements;
      FAIL_CHECK(diff);
    }
  }
  const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  MESSAGE(sample.size() << " positions, " << leaves << " perft(2) leaves, " << secs << " s; turns with a stay capture "
                        << coverage.stay_captures << ", a suicide capture " << coverage.suicide_captures
                        << ", combinations " << coverage.combinations << ", deploys " << coverage.deploys
                        << " (2+ steps " << coverage.long_deploys << ", recombining " << coverage.recombinations
                        << "), heavy bridge crossings " << coverage.bridge_crossings << ", heroic promotions "
                        << coverage.hero_promotions << ", last guards " << coverage.last_guards
                        << ", Commander moves refused for facing the enemy Commander " << coverage.facing_refusals
                        << ", turns refused for exposure " << coverage.exposure_refusals << ", for attack "
                        << coverage.attack_refusals << ", Commander captures " << coverage.commander_captures);
  CHECK(disagreements == 0);
  // The sample reaches the rarer rules, or the agreement would prove little.
  CHECK(coverage.stay_captures > 0);
  CHECK(coverage.suicide_captures > 0);
  CHECK(coverage.combinations > 0);
  CHECK(coverage.long_deploys > 0);
  CHECK(coverage.recombinations > 0);
  CHECK(coverage.bridge_crossings > 0);
  CHECK(coverage.hero_promotions > 0);
  CHECK(coverage.last_guards > 0);
  CHECK(coverage.facing_refusals > 0);
  CHECK(coverage.exposure_refusals > 0);
  CHECK(coverage.attack_refusals > 0);
}
