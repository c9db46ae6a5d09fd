// Draws: threefold repetition, no progress, no legal move, agreement, a timed tie. The other
// games' draw rules are on their pages (docs/rules/checkers.md §6, coast-to-coast.md §6,
// stackem.md §8, commander-chess.md §7, chair-force.md §5); the sections cited below are
// those of docs/rules/commander-in-chief.md (§5.3-§5.5, §6.2), the model of the others.
#include "cinc/game/draws.h"

#include <algorithm>
#include <utility>

namespace cinc::game {

namespace {

std::string ply_list(const std::vector<int>& plies) {
  std::string out;
  for (std::size_t i = 0; i < plies.size(); ++i) out += (i ? ", " : "") + std::to_string(plies[i]);
  return out;
}

}  // namespace

DrawReport find_draws(const notation::GameRecord& record, const ReplayedGame& replayed, int no_progress_plies,
                      const ScoreReport* score) {
  DrawReport r;
  if (!record.result.empty()) r.result = record.result;
  else if (const std::string* tag = record.tag("Result")) r.result = *tag;
  if (const std::string* t = record.tag("Termination")) r.termination = *t;
  // The reasons are words, read without regard to letter case ("Repetition").
  std::string termination = r.termination.value_or("");
  for (char& c : termination) c = c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
  const auto& moves = replayed.main.moves;
  r.plies = static_cast<int>(moves.size());
  if (replayed.start_fen.empty()) return r;

  // Repetition (§5.4): the key covers board, side to move, team state, enhancements.
  // Plies of every occurrence; a claim when a position stands for the third time.
  // The plies sorted by their position's key (then by ply): each run of one key is every
  // occurrence of a position, in order. (The claims are put in ply order below.)
  std::vector<std::pair<std::uint64_t, int>> by_key(moves.size() + 1);
  by_key[0] = {replayed.start_key, 0};
  for (std::size_t i = 0; i < moves.size(); ++i) by_key[i + 1] = {moves[i].key_after, static_cast<int>(i + 1)};
  std::sort(by_key.begin(), by_key.end());
  bool final_repeated = false;  // the position after the last move stands three times or more
  for (std::size_t first = 0; first < by_key.size();) {
    std::size_t end = first + 1;
    while (end < by_key.size() && by_key[end].first == by_key[first].first) ++end;
    if (end - first >= 3) {
      DrawClaim c;
      c.kind = "repetition";
      c.ply = by_key[first + 2].second;
      for (std::size_t k = first; k < end; ++k) c.occurrences.push_back(by_key[k].second);
      c.detail = "the position after ply " + std::to_string(c.ply) + " stands for the third time (plies " +
                 ply_list(c.occurrences) + ")";
      final_repeated = final_repeated || c.occurrences.back() == static_cast<int>(moves.size());
      r.claims.push_back(std::move(c));
    }
    first = end;
  }
  std::sort(r.claims.begin(), r.claims.end(), [](const DrawClaim& a, const DrawClaim& b) { return a.ply < b.ply; });
  // No progress (§5.5): the counter reaching the limit makes a claim; each stretch once.
  int previous = replayed.start_quiet_plies;
  const bool has_no_progress_rule = no_progress_plies > 0;
  const std::string progress = replayed.variant ? replayed.variant->progress_means : "progress";
  if (has_no_progress_rule && previous >= no_progress_plies)
    r.claims.push_back({"no-progress", 0, {}, "the start position already counts " + std::to_string(previous) +
                                                   " plies without progress"});
  for (const ReplayedMove& m : moves) {
    if (has_no_progress_rule && m.quiet_plies_after >= no_progress_plies && previous < no_progress_plies)
      r.claims.push_back({"no-progress", m.ply, {}, std::to_string(no_progress_plies) + " plies without " + progress});
    previous = m.quiet_plies_after;
  }
  const bool complete = replayed.valid() && replayed.main.complete;
  // No legal move (§5.3): drawn at once.
  if (complete && replayed.end.kind == GameEnd::Kind::draw)
    r.claims.push_back({"stalemate", r.plies, {}, replayed.end.reason});
  // A timed game whose limit was reached with equal scores (§6.2).
  if (score && score->limit_ply && score->outcome == "1/2-1/2")
    r.claims.push_back({"time-limit-tie", *score->limit_ply, {}, score->outcome_reason});
  // Agreement: recorded, not derived.
  if (termination == "agreement" && r.result == "1/2-1/2")
    r.claims.push_back({"agreement", r.plies, {}, "the players agreed a draw"});
  std::stable_sort(r.claims.begin(), r.claims.end(),
                   [](const DrawClaim& a, const DrawClaim& b) { return a.ply < b.ply; });

  // The record's Result and Termination against the claims.
  if (!complete) return r;
  const int final_ply = r.plies;
  const int final_quiet = moves.empty() ? replayed.start_quiet_plies : moves.back().quiet_plies_after;
  const bool final_no_progress = has_no_progress_rule && final_quiet >= no_progress_plies;
  auto has = [&r](const char* kind) {
    return std::any_of(r.claims.begin(), r.claims.end(), [kind](const DrawClaim& c) { return c.kind == kind; });
  };
  const bool draw_result = r.result == "1/2-1/2";
  if (termination == "repetition") {
    if (!has("repetition")) {
      r.warnings.push_back("Termination says repetition, but no position stood three times");
    } else if (!final_repeated) {
      int last = 0;
      for (const auto& c : r.claims)
        if (c.kind == "repetition") last = c.ply;
      r.warnings.push_back("Termination says repetition, but the game went on after the third occurrence at ply " +
                           std::to_string(last) + "; at ply " + std::to_string(final_ply) +
                           " no position stands for the third time");
    }
    if (!draw_result) r.warnings.push_back("Termination says repetition, but the result is " + r.result.value_or("*"));
  } else if (termination == "no progress") {
    if (!has_no_progress_rule) {
      r.warnings.push_back("Termination says no progress, but " +
                           (replayed.variant ? replayed.variant->name : std::string("this game")) +
                           " has no no-progress rule");
    } else if (!final_no_progress) {
      const int count = moves.empty() ? replayed.start_quiet_plies : moves.back().quiet_plies_after;
      r.warnings.push_back("Termination says no progress, but only " + std::to_string(count) +
                           " plies passed without progress (the limit is " + std::to_string(no_progress_plies) + ")");
    }
    if (!draw_result) r.warnings.push_back("Termination says no progress, but the result is " + r.result.value_or("*"));
  } else if (termination == "stalemate") {
    if (!has("stalemate")) r.warnings.push_back("Termination says stalemate, but the side to move has a legal move");
    if (!draw_result) r.warnings.push_back("Termination says stalemate, but the result is " + r.result.value_or("*"));
  } else if (termination == "agreement" && !draw_result) {
    r.warnings.push_back("Termination says agreement, but the result is " + r.result.value_or("*"));
  }
  return r;
}

}  // namespace cinc::game
