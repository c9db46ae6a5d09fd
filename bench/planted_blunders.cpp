// The generator of tests/records/planted-checkers.txt (docs/annotate.md, section 8, "Planted
// blunders in master games"): in drawn master games of the Tinsley archive other than those
// against Chinook, positions where a legal alternative to the master's move loses material by
// force while the master's move loses nothing, both by the rules-only judge
// (tests/support/material_search.h), never the engine. Deterministic: the same archive gives
// the same file.
//
//   cinc-planted-blunders tests/conformance/checkerboard/tinsley.pdn > tests/records/planted-checkers.txt
#include <algorithm>
#include <array>
#include <fstream>
#include <iostream>
#include <memory>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "cinc/game/replay.h"
#include "cinc/notation/reader.h"
#include "support/material_search.h"
#include "writing/pdn_export.h"

namespace {

using cinc::test::legal_moves;
using cinc::test::material_after;
using cinc::test::material_after_at_least;
using cinc::test::material_after_at_most;

constexpr int kItems = 30;          // positions selected
constexpr int kMaxHorizon = 6;      // plies of the proof at most, the planted move the first
constexpr int kKeptHorizon = 12;    // the loss stands at every horizon up to this one
constexpr int kMinPiecesASide = 8;  // opening and middlegame only
constexpr int kFirstPly = 5;        // past the first moves of the opening ballot

// A game of a Tinsley–Chinook world championship match (London 1992, Boston 1994) or any
// other game against Chinook: those are the calibration games of issue 42, kept apart.
bool is_chinook_game(const cinc::notation::GameRecord& r) {
  const auto tag = [&r](const char* name) { return r.tag(name) ? *r.tag(name) : std::string(); };
  const std::string event = tag("Event");
  for (const char* match : {"London 1992", "Boston 1994", "Boston, 1994"})
    if (event.rfind(match, 0) == 0) return true;
  return tag("Black") == "Chinook" || tag("Red") == "Chinook";  // PDN's White is CGN's Red
}

std::array<int, 2> pieces_a_side(const cinc::game::GameState& s) {
  std::array<int, 2> n{0, 0};
  for (const auto& square : s.board().squares)
    for (const auto& piece : square) ++n[piece.side];
  return n;
}

// One drawn master game, ready to walk.
struct Source {
  int index = 0;  // 1-based, in the archive's order
  cinc::notation::GameRecord record;
  std::vector<std::string> moves;  // the main line, canonical
};

// A position found: the planted move loses `planted_balance` (<= -1) within `horizon` plies
// where the master's move keeps `master_balance` (>= 0).
struct Item {
  int ply = 0;  // 1-based: the master's move of this ply is replaced
  int horizon = 0;
  std::string master, planted;  // canonical
  int master_balance = 0, planted_balance = 0;
};

// The proof horizon of `move` in `s` against the master's `master`: the fewest plies N (the
// move the first, N at most kMaxHorizon) such that at every horizon from N to kKeptHorizon
// the move loses at least a piece and the master's move loses nothing (a loss that is not
// won back within kKeptHorizon plies), with both balances at N; nullopt when there is none.
struct Proof {
  int horizon = 0;
  int planted_balance = 0, master_balance = 0;
};
using Known = std::array<std::optional<bool>, kKeptHorizon + 1>;
std::optional<Proof> proof_of(const cinc::game::GameState& s, const std::string& move, const std::string& master,
                              Known& master_keeps) {
  const auto master_keeps_at = [&](int h) {
    auto& known = master_keeps[static_cast<std::size_t>(h)];
    if (!known) known = material_after_at_least(s, master, h, 0);
    return *known;
  };
  int horizon = 0;
  for (int h = kKeptHorizon; h >= 2; --h) {
    if (!material_after_at_most(s, move, h, -1) || !master_keeps_at(h)) break;
    horizon = h;
  }
  if (horizon == 0 || horizon > kMaxHorizon) return std::nullopt;
  return Proof{horizon, material_after(s, move, horizon), material_after(s, master, horizon)};
}

// The first position from ply `from` on (wrapping round to kFirstPly) with a planted move
// whose proof horizon is at least `min_horizon`, if any. Of a position's planted moves:
// with `deepest`, the one of the longest proof (the loss that shows latest), else of the
// shortest; then the one that loses least (the hardest to see); then the first in
// canonical order.
std::optional<Item> find_item(const Source& g, std::size_t from, int min_horizon, bool deepest) {
  const auto start = cinc::game::start_state(g.record);
  std::vector<std::unique_ptr<cinc::game::GameState>> line;
  line.push_back(start->clone());
  for (const std::string& m : g.moves) {
    auto next = line.back()->clone();
    if (!next->play(m).played) break;
    line.push_back(std::move(next));
  }
  const std::size_t plies = line.size() - 1;
  if (plies < kFirstPly) return std::nullopt;
  for (std::size_t k = 0; k + kFirstPly <= plies; ++k) {
    const std::size_t ply = kFirstPly + (from - kFirstPly + k) % (plies - kFirstPly + 1);
    const cinc::game::GameState& s = *line[ply - 1];
    const auto pieces = pieces_a_side(s);
    if (pieces[0] < kMinPiecesASide || pieces[1] < kMinPiecesASide) continue;
    const std::string& master = g.moves[ply - 1];
    auto moves = legal_moves(s);
    std::sort(moves.begin(), moves.end());
    Known master_keeps;
    std::optional<Item> best;
    for (const std::string& m : moves) {
      if (m == master) continue;
      const auto proof = proof_of(s, m, master, master_keeps);
      if (!proof || proof->horizon < min_horizon) continue;
      const Item item{static_cast<int>(ply), proof->horizon, master, m, proof->master_balance, proof->planted_balance};
      const bool better =
          !best || (item.horizon != best->horizon ? (item.horizon > best->horizon) == deepest
                                                  : item.planted_balance > best->planted_balance);
      if (better) best = item;
    }
    if (best) return best;
  }
  return std::nullopt;
}

std::string tag_of(const cinc::notation::GameRecord& r, const char* name) {
  return r.tag(name) ? *r.tag(name) : std::string("?");
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: cinc-planted-blunders <tinsley.pdn>\n";
    return 2;
  }
  std::ifstream in(argv[1], std::ios::binary);
  if (!in) {
    std::cerr << "cinc-planted-blunders: cannot read " << argv[1] << "\n";
    return 2;
  }
  std::stringstream buffer;
  buffer << in.rdbuf();
  const std::string text = buffer.str();

  // The drawn games that replay without error, other than Chinook's.
  std::vector<Source> drawn;
  cinc::notation::Reader reader(text, /*pdn_file=*/true);
  cinc::notation::GameRecord record;
  int index = 0;
  int games = 0, chinook = 0, invalid = 0;
  while (reader.next(record)) {
    ++index;
    ++games;
    if (tag_of(record, "Result") != "1/2-1/2") continue;
    if (is_chinook_game(record)) {
      ++chinook;
      continue;
    }
    const auto replayed = cinc::game::replay(record);
    if (!replayed.valid() || !replayed.variant || replayed.variant->name != "checkers") {
      ++invalid;
      continue;
    }
    Source s{index, record, {}};
    for (const auto& m : replayed.main.moves) s.moves.push_back(m.played.canonical);
    drawn.push_back(std::move(s));
  }
  const cinc::game::Variant& checkers = *cinc::game::find_variant("checkers");

  // kItems games spread evenly over the drawn ones (the next drawn game when one has no
  // position), each searched from a ply that walks round the opening and middlegame.
  std::vector<std::pair<const Source*, Item>> items;
  const std::size_t stride = drawn.size() / kItems;
  std::size_t next = 0;
  for (int i = 0; i < kItems && next < drawn.size(); ++i) {
    next = std::max(next, static_cast<std::size_t>(i) * stride);
    for (; next < drawn.size(); ++next) {
      const std::size_t from = kFirstPly + (static_cast<std::size_t>(i) * 7) % 30;
      // Every other item a loss that shows only after an exchange or a shot (a proof of 4
      // plies or more), the others the first loss found (often a man left to be taken).
      const bool shot = i % 2 == 1;
      if (auto item = find_item(drawn[next], from, shot ? 4 : 2, shot)) {
        items.emplace_back(&drawn[next], *item);
        std::cerr << "item " << items.size() << ": game " << drawn[next].index << " ply " << item->ply << "\n";
        ++next;
        break;
      }
    }
  }

  std::cout << "# Planted blunders for `cinc annotate` on standard checkers (docs/annotate.md, section 8,\n"
               "# \"Planted blunders in master games\").\n"
               "# Made by bench/planted_blunders.cpp (`cinc-planted-blunders tinsley.pdn`) from\n"
               "# tests/conformance/checkerboard/tinsley.pdn, Marion Tinsley's games as a public PDN archive\n"
               "# publishes them (tests/conformance/SOURCES.md): its drawn games (Result 1/2-1/2) that replay\n"
               "# without error, less every game against Chinook (the London 1992 and Boston 1994 matches are\n"
               "# the calibration games of issue 42): "
            << drawn.size() << " of its " << games << " games\n"
               "# ("
            << chinook << " drawn games against Chinook and " << invalid << " with an error left out).\n"
               "# From "
            << kItems << " of them spread evenly over the archive, in each the first position (from a ply\n"
               "# that walks round the opening and middlegame; both sides with at least "
            << kMinPiecesASide << " pieces) where a\n"
               "# legal alternative to the master's move loses at least one piece within `horizon` plies (the\n"
               "# alternative the first of them) while the master's move loses nothing within the same plies,\n"
               "# and so at every horizon from there to "
            << kKeptHorizon << " plies (the loss is not won back within them).\n"
               "# The judge is tests/support/material_search.h, a minimax over the rules alone (alpha-beta,\n"
               "# the full-width value exactly): pieces taken (men and kings one each), compulsory captures\n"
               "# played out beyond the horizon, a decided game +-1000. The horizon is the smallest that\n"
               "# proves the loss. Every other item is a loss that shows only after 4 plies or more (an\n"
               "# exchange or a shot; the longest proof of its position), the others the first loss found\n"
               "# (the shortest proof). Of equal proofs, the move that loses least. Moves in PDN's numbers;\n"
               "# the archive has no Date tag (the Event names the year); a balance is the mover's.\n"
               "#\n"
               "# game (1-based, in the archive) | ply (1-based, of the master's move the planted move\n"
               "# replaces) | horizon | kept (the loss stands to this horizon) | master's move | its balance\n"
               "# at the horizon | planted move | its balance | Event | Black | White\n";
  for (const auto& [source, item] : items) {
    std::cout << source->index << " | " << item.ply << " | " << item.horizon << " | " << kKeptHorizon << " | "
              << cinc::tools::pdn_move(checkers, item.master) << " | " << item.master_balance << " | "
              << cinc::tools::pdn_move(checkers, item.planted) << " | " << item.planted_balance << " | "
              << tag_of(source->record, "Event") << " | " << tag_of(source->record, "Black") << " | "
              << tag_of(source->record, "Red") << "\n";  // PDN's White, read as CGN's Red
  }
  return items.size() == static_cast<std::size_t>(kItems) ? 0 : 1;
}
