// Engine annotation (docs/annotate.md). One search per main-line position gives the score
// before each move (best play) and after it (the reply's search, negated); the drop of the
// mover's winning chances between the two judges the move.
#include "annotation/annotate.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "writing/pdn_export.h"

namespace cinc::tools {

namespace {

/// The longest engine line written as a variation.
constexpr std::size_t kMaxLinePlies = 10;

/// With `--time`: each look's time per search, in the time of the search before it.
constexpr int kLookTimeFactor = 4;

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
notation::Variation make_line(const std::vector<std::string>& line, const std::string& lead) {
  notation::Variation v;
  v.leading_comments.push_back(ours(lead));
  for (std::size_t i = 0; i < line.size() && i < kMaxLinePlies; ++i) {
    notation::MoveNode node;
    node.text = line[i];
    v.moves.push_back(std::move(node));
  }
  return v;
}

// The score of a decided game for the side to move of its last position.
int decided_score(const game::GameEnd& end, int side_to_move) {
  if (end.kind == game::GameEnd::Kind::draw) return 0;
  const int winner = end.kind == game::GameEnd::Kind::first_won ? 0 : 1;
  return winner == side_to_move ? game::kScoreWin : -game::kScoreWin;
}

// Whether the game ended with a win of `side`.
bool won_by(const game::GameEnd& end, int side) {
  return (end.kind == game::GameEnd::Kind::first_won && side == 0) ||
         (end.kind == game::GameEnd::Kind::second_won && side == 1);
}

/// A move weighed: its judgement, the scores it was made on (the mover's view) and the
/// search whose line was better.
struct Weighed {
  Judgement judgement = Judgement::none;
  int before = 0;        ///< the best move's score
  int after = 0;         ///< the move played's score
  game::Analysis line;   ///< its `best` and `pv` are the better move and line
};

/// The limits of second look `look` (EngineProfile::second_looks). With --depth, each look
/// goes as many plies deeper as the first search does (`first_depth` against the game's
/// default), and its node budget doubles per ply (halves per ply shallower); with --time,
/// each look gets kLookTimeFactor times the time of the one before.
game::SearchLimits look_limits(const game::EngineProfile& profile, const AnnotateOptions& options, int first_depth,
                               std::size_t look) {
  game::SearchLimits deeper;
  if (options.time_ms > 0) {
    int factor = 1;
    for (std::size_t l = 0; l <= look; ++l) factor *= kLookTimeFactor;
    deeper.time_ms = options.time_ms * factor;
    return deeper;
  }
  const int offset = first_depth - profile.annotate_depth;
  const auto& l = profile.second_looks[look];
  deeper.depth = std::max(1, l.depth + offset);
  deeper.nodes = offset >= 0 ? l.nodes << std::min(offset, 12)
                             : std::max<std::uint64_t>(l.nodes >> std::min(-offset, 40), 10'000);
  return deeper;
}

/// Second looks (docs/annotate.md, section 6) at move `ply` of the main line (`played`,
/// from positions[ply] to positions[ply + 1]), which the first search weighed as `first`:
/// the position before the move is searched as deep as each look allows and the position
/// after it a ply less deep than that search reached (within the same budget), so that both
/// moves are seen equally far, and the move is weighed again on those scores. An
/// inaccuracy is settled by the first look; a mistake or a blunder by every look.
Weighed look_again(game::Analyser& engine, const std::vector<std::unique_ptr<game::GameState>>& positions,
                   const std::vector<std::uint64_t>& keys, std::size_t ply, const std::string& played, Weighed first,
                   const game::EngineProfile& profile, const AnnotateOptions& options, int first_depth,
                   AnnotateStats& stats) {
  Weighed w = std::move(first);
  const auto history = [&keys](std::size_t p) { return std::span<const std::uint64_t>(keys.data(), p); };
  const auto looks_again = [&w](std::size_t look) {
    return look == 0 ? w.judgement != Judgement::none
                     : w.judgement == Judgement::mistake || w.judgement == Judgement::blunder;
  };
  for (std::size_t look = 0; look < profile.second_looks.size() && looks_again(look); ++look) {
    const game::SearchLimits limits = look_limits(profile, options, first_depth, look);
    game::Analysis deeper = engine.analyse(*positions[ply], limits, history(ply));
    game::SearchLimits reply_limits = limits;
    if (options.time_ms <= 0) reply_limits.depth = std::max(1, deeper.depth - 1);
    const game::Analysis reply = engine.analyse(*positions[ply + 1], reply_limits, history(ply + 1));
    stats.nodes += deeper.nodes + reply.nodes;
    if (look == 0) stats.looked_again += 1;
    w.before = deeper.score;
    w.after = -reply.score;
    w.judgement = deeper.best && *deeper.best != played ? judge(w.before, w.after, profile.win_chance_k)
                                                        : Judgement::none;
    w.line = std::move(deeper);
  }
  return w;
}

}  // namespace

double winning_chances(int score, double k) {
  if (game::is_win_score(score)) return score > 0 ? 1.0 : -1.0;
  const double units = score / 100.0;
  return 2.0 / (1.0 + std::exp(-k * units)) - 1.0;
}

Judgement judge(int best, int played, double k) {
  const double drop = winning_chances(best, k) - winning_chances(played, k);
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

AnnotateStats annotate_game(notation::GameRecord& record, const game::ReplayedGame& replayed, game::Analyser& engine,
                            const AnnotateOptions& options) {
  AnnotateStats stats;
  const game::Variant* variant = replayed.variant;
  if (!variant) return stats;
  const game::EngineProfile& profile = variant->engine;
  // The start the moves were played from (a cotulenh export's final-position FEN unused).
  std::unique_ptr<game::GameState> start = game::start_state(record, replayed);
  if (!start) return stats;
  const auto& moves = replayed.main.moves;
  const std::size_t n = std::min(moves.size(), record.main.moves.size());
  // Moves named as the output writes them: PDN's numbers for a game written as PDN, whose
  // positions then read them so and name its sides as PDN does.
  const auto named = [&options, variant](const std::string& canonical) {
    return options.pdn ? pdn_move(*variant, canonical) : canonical;
  };
  if (options.pdn) start->read_pdn_moves(notation::PdnBoard{});

  // The positions of the main line and their keys (for the games whose repetitions draw).
  std::vector<std::unique_ptr<game::GameState>> positions;
  positions.push_back(std::move(start));
  for (std::size_t i = 0; i < n; ++i) {
    auto next = positions.back()->clone();
    if (!next->play(named(moves[i].played.canonical)).played) break;  // cannot happen for a replayed line
    positions.push_back(std::move(next));
  }
  const std::size_t plies = positions.size() - 1;
  std::vector<std::uint64_t> keys;
  for (const auto& p : positions) keys.push_back(p->key());

  // One search per position: results[i] is the best play before move i.
  std::vector<game::Analysis> results(plies + 1);
  std::vector<game::GameEnd> ends(plies + 1);
  game::SearchLimits limits;
  limits.depth = options.depth > 0 ? options.depth : profile.annotate_depth;
  limits.time_ms = options.time_ms;
  if (options.time_ms > 0) limits.depth = 0;
  for (std::size_t i = 0; i <= plies; ++i) {
    ends[i] = positions[i]->end();
    if (ends[i].kind == game::GameEnd::Kind::ongoing) {
      results[i] = engine.analyse(*positions[i], limits, std::span<const std::uint64_t>(keys.data(), i));
      ++stats.positions;
      stats.nodes += results[i].nodes;
    } else {
      results[i].score = decided_score(ends[i], positions[i]->side_to_move());
    }
  }
  const auto named_line = [&named](std::vector<std::string> line) {
    for (std::string& m : line) m = named(m);
    return line;
  };
  // A search finds every win in one move (search.h): it scores kScoreWin - 1.
  const auto wins_at_once = [](const game::Analysis& a) { return a.best && a.score == game::kScoreWin - 1; };

  for (std::size_t i = 0; i < plies; ++i) {
    const game::PlayedMove& pm = moves[i].played;
    const int mover = positions[i]->side_to_move();
    notation::MoveNode& node = record.main.moves[i];
    std::vector<std::string> parts;

    // Facts.
    if (variant->describe_move) parts = variant->describe_move(*positions[i], pm);

    // Judgement.
    const game::Analysis& best = results[i];
    const int before_score = best.score;
    const int played_score = -results[i + 1].score;
    const bool may_mark = !has_assessment(node);
    std::optional<int> nag;
    std::string verdict;
    std::optional<notation::Variation> better;
    const bool won_now = won_by(ends[i + 1], mover);
    const bool missed = !won_now && wins_at_once(best);
    const bool hanging = ends[i + 1].kind == game::GameEnd::Kind::ongoing && wins_at_once(results[i + 1]);
    if (missed) {
      nag = 4;
      verdict = profile.missed_win + ", " + named(*best.best);
      better = make_line({named(*best.best)}, profile.winning_line);
    } else if (hanging && !(game::is_win_score(before_score) && before_score < 0)) {
      // The game is left to be won at once although some move kept it going.
      nag = 4;
      verdict = profile.allowed_win + ", " + named(*results[i + 1].best);
      // The refutation is the next move's variation: that move misses the win (above).
      if (best.best && *best.best != pm.canonical)
        better = make_line(named_line(best.pv), "better, " + game::score_text(before_score));
    } else if (best.best && *best.best != pm.canonical) {
      Weighed w{judge(before_score, played_score, profile.win_chance_k), before_score, played_score, best};
      if (w.judgement != Judgement::none && ends[i + 1].kind == game::GameEnd::Kind::ongoing)
        w = look_again(engine, positions, keys, i, pm.canonical, std::move(w), profile, options, limits.depth, stats);
      if (w.judgement != Judgement::none) {
        nag = w.judgement == Judgement::blunder ? 4 : w.judgement == Judgement::mistake ? 2 : 6;
        verdict = game::score_text(w.before) + " -> " + game::score_text(w.after) + ", better " + named(*w.line.best);
        better = make_line(named_line(w.line.pv), "better, " + game::score_text(w.before));
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
