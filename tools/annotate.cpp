// Engine annotation (docs/annotate.md). One search per main-line position gives the score
// before each move (best play) and after it (the reply's search, negated); the drop of the
// mover's winning chances between the two judges the move.
#include "annotate.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

namespace cinc::tools {

namespace cic = game::cic;

namespace {

/// The longest engine line written as a variation.
constexpr std::size_t kMaxLinePlies = 10;

bool is_ours(const notation::Comment& c) { return std::string_view(c.text).starts_with(kAnnotationPrefix); }

notation::Comment ours(const std::string& text) {
  return notation::Comment{std::string(kAnnotationPrefix) + " " + text, {}};
}

// The glyphs in parentheses that say the annotator added the NAG ("??" split: no trigraph).
constexpr std::string_view kBlunderMark = " (?" "?)";
constexpr std::string_view kMistakeMark = " (?)";
constexpr std::string_view kInaccuracyMark = " (?!)";

void strip_line(notation::Variation& line) {
  std::erase_if(line.leading_comments, is_ours);
  for (notation::MoveNode& move : line.moves) {
    for (const notation::Comment& c : move.comments) {
      if (!is_ours(c)) continue;
      if (const int nag = added_nag(c.text)) {
        const auto it = std::find(move.nags.rbegin(), move.nags.rend(), nag);
        if (it != move.nags.rend()) move.nags.erase(std::next(it).base());
      }
    }
    std::erase_if(move.comments, is_ours);
    std::erase_if(move.variations, [](const notation::Variation& v) {
      return std::any_of(v.leading_comments.begin(), v.leading_comments.end(), is_ours);
    });
    for (notation::Variation& v : move.variations) strip_line(v);
  }
}

// A move-assessment NAG ($1 good ... $6 dubious) the author already gave.
bool has_assessment(const notation::MoveNode& node) {
  return std::any_of(node.nags.begin(), node.nags.end(), [](int n) { return n >= 1 && n <= 6; });
}

// An engine line as a variation, led by an annotator comment.
notation::Variation make_line(cic::Position pos, const std::vector<cic::Move>& line, const std::string& lead) {
  notation::Variation v;
  v.leading_comments.push_back(ours(lead));
  for (std::size_t i = 0; i < line.size() && i < kMaxLinePlies; ++i) {
    notation::MoveNode node;
    node.text = cic::canonical_text(pos, line[i]);
    pos.play(line[i]);
    v.moves.push_back(std::move(node));
  }
  return v;
}

// The first legal move that captures the enemy Commander, if any.
std::optional<cic::Move> commander_capture(const cic::Position& pos) {
  for (const cic::Move& m : pos.legal_moves())
    if (m.captured == cic::Kind::commander) return m;
  return std::nullopt;
}

// The score of a decided position for its side to move.
int decided_score(const cic::Position& pos) {
  if (pos.status() == cic::Status::stalemate) return 0;
  return pos.has_commander(pos.side_to_move()) ? cic::kScoreWin : -cic::kScoreWin;
}

}  // namespace

double winning_chances(int score) {
  if (cic::is_win_score(score)) return score > 0 ? 1.0 : -1.0;
  const double points = score / 100.0;
  return 2.0 / (1.0 + std::exp(-kWinChanceK * points)) - 1.0;
}

Judgement judge(int best, int played) {
  const double drop = winning_chances(best) - winning_chances(played);
  if (drop >= kBlunderDrop) return Judgement::blunder;
  if (drop >= kMistakeDrop) return Judgement::mistake;
  if (drop >= kInaccuracyDrop) return Judgement::inaccuracy;
  return Judgement::none;
}

int added_nag(std::string_view text) {
  if (!text.starts_with(kAnnotationPrefix)) return 0;
  if (text.find(kBlunderMark) != std::string_view::npos) return 4;
  if (text.find(kInaccuracyMark) != std::string_view::npos) return 6;
  if (text.find(kMistakeMark) != std::string_view::npos) return 2;
  return 0;
}

void strip_annotations(notation::GameRecord& record) { strip_line(record.main); }

AnnotateStats annotate_game(notation::GameRecord& record, const game::ReplayedGame& replayed, cic::Engine& engine,
                            const AnnotateOptions& options) {
  AnnotateStats stats;
  if (!replayed.variant || replayed.variant->name != "commander-in-chief") return stats;
  auto start = cic::Position::from_fen(replayed.start_fen);
  if (!start) return stats;
  const auto& moves = replayed.main.moves;
  const std::size_t n = std::min(moves.size(), record.main.moves.size());

  // The positions of the main line and the moves between them.
  std::vector<cic::Position> positions{*start};
  std::vector<cic::Move> played;
  for (std::size_t i = 0; i < n; ++i) {
    const cic::Resolution r = cic::resolve(positions.back(), moves[i].played.canonical);
    if (!r.move) break;  // cannot happen for a replayed line
    played.push_back(*r.move);
    positions.push_back(positions.back().after(*r.move));
  }
  const std::size_t plies = played.size();

  // One search per position: results[i] is the best play before move i.
  std::vector<cic::SearchResult> results(plies + 1);
  cic::SearchLimits limits;
  limits.depth = options.depth;
  for (std::size_t i = 0; i <= plies; ++i) {
    if (positions[i].status() == cic::Status::ongoing) {
      results[i] = engine.search(positions[i], limits);
      ++stats.positions;
      stats.nodes += results[i].nodes;
    } else {
      results[i].score = decided_score(positions[i]);
    }
    if (options.progress) options.progress(static_cast<int>(i + 1), static_cast<int>(plies + 1));
  }

  for (std::size_t i = 0; i < plies; ++i) {
    const cic::Move& m = played[i];
    const cic::Position& before = positions[i];
    const cic::Position& after = positions[i + 1];
    const game::PlayedMove& pm = moves[i].played;
    notation::MoveNode& node = record.main.moves[i];
    std::vector<std::string> parts;

    // Facts.
    const std::string totals = replayed.side_name(0) + " " + std::to_string(pm.points[0]) + ", " +
                               replayed.side_name(1) + " " + std::to_string(pm.points[1]);
    if (m.captured == cic::Kind::commander) {
      parts.push_back("takes the Commander, " + std::to_string(pm.value) + " points (" + totals + "): " +
                      cic::side_name(before.side_to_move()) + " wins");
    } else if (m.captured != cic::Kind::none) {
      parts.push_back("takes the " + std::string(cic::kind_name(m.captured)) + ", " + std::to_string(pm.value) +
                      (pm.value == 1 ? " point (" : " points (") + totals + ")");
    }
    if (m.attack)
      parts.push_back("attacks the enhanced " + std::string(cic::kind_name(before.at(m.to).kind)) + " on " +
                      cic::kBoard.name(m.to) + ", which loses its enhancement");
    if (m.promotion) parts.push_back("the Amphibian is promoted to King Amphibian");
    if (m.launch) parts.push_back(std::string("the ") + cic::kind_name(m.piece) + " is launched");

    // Judgement.
    const cic::SearchResult& best = results[i];
    const int before_score = best.score;
    const int played_score = -results[i + 1].score;
    const bool may_mark = !has_assessment(node);
    std::optional<int> nag;
    std::string verdict;
    std::optional<notation::Variation> better;
    const auto missed = m.captured == cic::Kind::commander ? std::nullopt : commander_capture(before);
    const auto hanging = after.status() == cic::Status::ongoing ? commander_capture(after) : std::nullopt;
    if (missed) {
      nag = 4;
      verdict = "misses the capture of the Commander, " + cic::canonical_text(before, *missed);
      better = make_line(before, {*missed}, "the Commander capture");
    } else if (hanging && !(cic::is_win_score(before_score) && before_score < 0)) {
      // The own Commander is left capturable although some move kept the game going.
      nag = 4;
      verdict = "leaves the Commander capturable, " + cic::canonical_text(after, *hanging);
      // The refutation is the next move's variation: that move misses the capture (below).
      if (best.best && !(*best.best == m))
        better = make_line(before, best.pv, "better, " + cic::score_text(before_score));
    } else if (best.best && !(*best.best == m)) {
      const Judgement j = judge(before_score, played_score);
      if (j != Judgement::none) {
        nag = j == Judgement::blunder ? 4 : j == Judgement::mistake ? 2 : 6;
        verdict = cic::score_text(before_score) + " -> " + cic::score_text(played_score) + ", better " +
                  cic::canonical_text(before, *best.best);
        better = make_line(before, best.pv, "better, " + cic::score_text(before_score));
      }
    }
    if (nag) {
      const char* word = *nag == 4 ? "blunder" : *nag == 2 ? "mistake" : "inaccuracy";
      const std::string_view glyph = *nag == 4 ? kBlunderMark : *nag == 2 ? kMistakeMark : kInaccuracyMark;
      parts.push_back(std::string(word) + (may_mark ? std::string(glyph) : std::string()) + ": " + verdict);
      if (may_mark) node.nags.push_back(*nag);
    }

    if (!parts.empty()) {
      std::string text;
      for (const auto& p : parts) text += (text.empty() ? "" : "; ") + p;
      node.comments.push_back(ours(text));
    }
    if (better) node.variations.push_back(std::move(*better));
  }
  return stats;
}

}  // namespace cinc::tools
