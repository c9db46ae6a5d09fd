// Random legal Commander-In-Chief records for tests and benchmarks.
#include "corpus.h"

#include <cstdio>
#include <vector>

#include "cinc/game/cic.h"
#include "cinc/notation/writer.h"

namespace cinc::bench {

namespace {

using game::cic::Move;
using game::cic::Position;

std::string clock_text(int seconds) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%d:%02d:%02d", seconds / 3600, (seconds / 60) % 60, seconds % 60);
  return buf;
}

const char* const kRemarks[] = {
    "a quiet developing move", "threatens the Commander", "the Bomber jumps in",
    "better was to launch the Submarine", "Light answers at once", "a trade of Helicopters",
    "unclear; both sides have chances", "the Tank guards the Land", "with the idea Hd5",
    "an oversight", "strong", "now the Sea is open",
};

// Names as people have them, with the accents of several languages (all within Latin-1,
// so that a corpus can also be written as Latin-1).
const char* const kNames[] = {
    "Ávila, José",   "Müller, Jürgen", "de Vries, Anne", "Kjær, Søren",
    "Lefèvre, François", "Núñez, Inés", "Dijk, Pieter",   "Groß, Renée",
    "O'Brien, Siobhán", "Åström, Björn", "Santos, João",  "Smith, John",
};

std::string player_name(const CorpusOptions& o, int number) {
  if (!o.names) return "Random " + std::to_string(number);
  return std::string(kNames[static_cast<std::size_t>(number) % std::size(kNames)]) + " " + std::to_string(number);
}

// Puts one mistake into the main line of `g` (played from `start`), at a random ply after
// the first two: there the move is written with a piece letter the game does not have, or
// as a move of the same piece to a square it cannot reach (checked against the rules).
bool add_mistake(std::mt19937_64& rng, const Position& start, notation::GameRecord& g) {
  if (g.main.moves.size() < 3) return false;
  const std::size_t at = 2 + rng() % (g.main.moves.size() - 2);
  Position pos = start;
  for (std::size_t i = 0; i < at; ++i) pos.play(*game::cic::resolve(pos, g.main.moves[i].text).move);
  std::string& text = g.main.moves[at].text;
  if (rng() % 2 == 0) {
    text[0] = 'Q';  // no piece of Commander-In-Chief is written Q
    return true;
  }
  // The move's long form with another destination: the last two characters are its square.
  const Move m = *game::cic::resolve(pos, text).move;
  const std::string long_form = game::cic::canonical_text(pos, m);
  for (int tries = 0; tries < 64; ++tries) {
    std::string wrong = long_form;
    wrong[wrong.size() - 2] = static_cast<char>('a' + rng() % 8);
    wrong[wrong.size() - 1] = static_cast<char>('1' + rng() % 8);
    if (!game::cic::resolve(pos, wrong).move) {
      text = wrong;
      return true;
    }
  }
  text[0] = 'Q';
  return true;
}

std::string pick_move_text(std::mt19937_64& rng, const Position& pos, const Move& m, const CorpusOptions& o) {
  if (o.short_forms && rng() % 4 == 0) return game::cic::short_text(pos, m);
  return game::cic::canonical_text(pos, m);
}

// Plays a random line of up to `length` moves from `pos`, as record nodes.
void random_line(std::mt19937_64& rng, Position pos, int length, int depth, const CorpusOptions& o,
                 notation::Variation& line, int* game_clock) {
  for (int i = 0; i < length; ++i) {
    const auto moves = pos.legal_moves();
    if (moves.empty()) return;
    const Move m = moves[rng() % moves.size()];
    notation::MoveNode node;
    node.text = pick_move_text(rng, pos, m, o);
    if (o.nags && rng() % 9 == 0) node.nags.push_back(static_cast<int>(1 + rng() % 6));
    if (o.nags && rng() % 40 == 0) node.nags.push_back(static_cast<int>(10 + rng() % 200));
    if (o.comments && game_clock) {
      const int spent = static_cast<int>(2 + rng() % 50);
      *game_clock = std::max(0, *game_clock - spent);
      std::string c = "[%emt " + clock_text(spent) + "] [%clk " + clock_text(*game_clock) + "]";
      if (rng() % 6 == 0) c += std::string(" ") + kRemarks[rng() % std::size(kRemarks)];
      node.comments.push_back({c, {}});
    } else if (o.comments && rng() % 8 == 0) {
      node.comments.push_back({kRemarks[rng() % std::size(kRemarks)], {}});
    }
    if (o.variations && depth < 3 && rng() % (depth == 0 ? 12 : 5) == 0) {
      notation::Variation side;
      if (o.comments && rng() % 3 == 0) side.leading_comments.push_back({"or", {}});
      random_line(rng, pos, static_cast<int>(1 + rng() % 6), depth + 1, o, side, nullptr);
      if (!side.moves.empty()) node.variations.push_back(std::move(side));
    }
    pos.play(m);
    line.moves.push_back(std::move(node));
  }
}

}  // namespace

notation::GameRecord random_game(std::mt19937_64& rng, const CorpusOptions& o, int index, bool* with_mistake) {
  notation::GameRecord g;
  Position start = Position::start();
  const int setup = o.setups ? static_cast<int>(rng() % 6) : 0;
  auto tag = [&g](std::string name, std::string value) { g.tags.push_back({std::move(name), std::move(value), {}}); };
  tag("Event", "Random Corpus");
  tag("Site", "cinc bench");
  tag("Date", "2026.11.22");
  if (o.players >= 2) {
    const int boards = o.players / 2, round = index / boards, board = index % boards;
    tag("Round", std::to_string(round + 1));
    tag("Dark", "Player " + std::to_string((board + round) % o.players + 1));
    tag("Light", "Player " + std::to_string((o.players - 1 - board + round) % o.players + 1));
  } else {
    tag("Round", std::to_string(index + 1));
    tag("Dark", player_name(o, 2 * index + 1));
    tag("Light", player_name(o, 2 * index + 2));
  }
  tag("Result", "*");  // set below
  tag("Variant", "commander-in-chief");
  if (setup == 1) {  // a team game for both sides
    start = Position::start(true, true);
    tag("Mode", "team");
  } else if (setup == 2) {  // enhanced pieces from a FEN
    for (int side = 0; side < 2; ++side) {
      int enhanced = static_cast<int>(rng() % 6);
      for (int tries = 0; enhanced > 0 && tries < 200; ++tries) {
        const auto sq = static_cast<game::Square>(rng() % 64);
        auto p = start.at(sq);
        if (p.empty() || static_cast<int>(p.side) != side || p.enhanced) continue;
        p.enhanced = true;
        start.set(sq, p);
        --enhanced;
      }
    }
    tag("SetUp", "1");
    tag("FEN", start.fen());
  }
  const bool timed = o.comments && rng() % 2 == 0;
  int game_clock = 45 * 60;
  if (timed) tag("TimeControl", "45m/60s");
  random_line(rng, start, static_cast<int>(1 + rng() % static_cast<unsigned>(o.max_plies)), 0, o, g.main,
              timed ? &game_clock : nullptr);
  // The result the moves allow: a decided game gets its result, else a plausible one.
  Position end = start;
  for (const auto& node : g.main.moves) end.play(*game::cic::resolve(end, node.text).move);
  switch (end.status()) {
    case game::cic::Status::dark_won: g.result = "1-0"; break;
    case game::cic::Status::light_won: g.result = "0-1"; break;
    case game::cic::Status::stalemate: g.result = "1/2-1/2"; break;
    case game::cic::Status::ongoing: {
      static const char* const kOpen[] = {"*", "1-0", "0-1", "1/2-1/2"};
      g.result = kOpen[rng() % 4];
      if (g.result == "1/2-1/2") tag("Termination", "agreement");
      else if (g.result != "*") tag("Termination", "concession");
    }
  }
  for (auto& t : g.tags)
    if (t.name == "Result") t.value = g.result;
  const bool mistake = o.error_permille > 0 && static_cast<int>(rng() % 1000) < o.error_permille && add_mistake(rng, start, g);
  if (with_mistake) *with_mistake = mistake;
  return g;
}

void count_record(const notation::GameRecord& game, CorpusStats& stats) {
  ++stats.games;
  stats.main_plies += static_cast<std::int64_t>(game.main.moves.size());
  // Side lines on an explicit stack, like the reader's (nesting is never recursion).
  std::vector<const notation::Variation*> pending;
  for (const auto& node : game.main.moves)
    for (const auto& v : node.variations) pending.push_back(&v);
  while (!pending.empty()) {
    const notation::Variation* line = pending.back();
    pending.pop_back();
    ++stats.variations;
    stats.variation_plies += static_cast<std::int64_t>(line->moves.size());
    for (const auto& node : line->moves)
      for (const auto& v : node.variations) pending.push_back(&v);
  }
}

std::string to_latin1(std::string_view utf8) {
  std::string out;
  out.reserve(utf8.size());
  for (std::size_t i = 0; i < utf8.size(); ++i) {
    const auto b = static_cast<unsigned char>(utf8[i]);
    if (b < 0x80) {
      out += utf8[i];
    } else if ((b == 0xC2 || b == 0xC3) && i + 1 < utf8.size()) {
      out += static_cast<char>(((b & 0x03) << 6) | (static_cast<unsigned char>(utf8[++i]) & 0x3F));
    } else {
      out += '?';
      while (i + 1 < utf8.size() && (static_cast<unsigned char>(utf8[i + 1]) & 0xC0) == 0x80) ++i;
    }
  }
  return out;
}

std::string random_corpus(std::uint64_t seed, int count, const CorpusOptions& options, CorpusStats* stats) {
  std::mt19937_64 rng(seed);
  std::string out;
  for (int i = 0; i < count; ++i) {
    bool mistake = false;
    const notation::GameRecord g = random_game(rng, options, i, &mistake);
    if (stats) {
      count_record(g, *stats);
      if (mistake) ++stats->error_games;
    }
    notation::NumberingStart numbering;
    out += notation::write_game(g, numbering, {"Dark", "Light"});
  }
  if (stats) stats->bytes += static_cast<std::int64_t>(out.size());
  return out;
}

}  // namespace cinc::bench
