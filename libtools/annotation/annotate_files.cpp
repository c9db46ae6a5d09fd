// `cinc annotate`'s work (docs/annotate.md): the games of record files annotated by their
// engines on worker threads, written back as canonical CGN (or PDN).
#include "annotation/annotate_files.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <map>
#include <mutex>

#include "annotation/annotate.h"
#include "cinc/game/canonical.h"
#include "cinc/game/replay.h"
#include "io/io.h"
#include "reading/exit_codes.h"
#include "reading/game_files.h"
#include "writing/diagnostics_format.h"
#include "writing/game_json.h"
#include "writing/pdn_export.h"

namespace cinc::tools {

namespace {

// Counts the judgement NAGs the annotator added (for --stats).
void count_marks(const notation::Variation& line, std::array<int, 3>& marks) {
  for (const auto& m : line.moves)
    for (const auto& c : m.comments) {
      const int nag = added_nag(c.text);
      if (nag == 4) ++marks[0];
      else if (nag == 2) ++marks[1];
      else if (nag == 6) ++marks[2];
    }
}

/// One game of the input and what annotating it produced.
struct Job {
  std::string shown;  ///< file name for diagnostics
  notation::GameRecord record;
  std::string out;
  std::string errors;
  bool invalid = false;
  AnnotateStats stats;
  std::array<int, 3> marks{0, 0, 0};
};

/// The transposition table of each annotating thread's engine: 2^16 entries of 16 bytes
/// (1 MiB). A search to annotate's depths stores far fewer positions than that, and each
/// worker has its own engine, so a smaller table keeps a run's memory flat on two cores
/// (docs/performance.md) where the default 4 MiB cost 4 MiB a worker.
constexpr int kAnnotateTableBits = 16;

/// One thread's engines, one per game, made when first needed.
class Engines {
 public:
  /// The engine of `variant`, or nullptr for a game without one.
  game::Analyser* of(const game::Variant& variant) {
    if (!variant.make_analyser) return nullptr;
    auto& slot = engines_[&variant];
    if (!slot) slot = variant.make_analyser(kAnnotateTableBits);
    return slot.get();
  }

 private:
  std::map<const game::Variant*, std::unique_ptr<game::Analyser>> engines_;
};

// Annotates one game (`replayed`: its replay as read): invalid games are reported and
// written as read.
void run_job(Job& job, game::ReplayedGame replayed, Engines& engines, const AnnotateFilesOptions& opt) {
  notation::GameRecord& record = job.record;
  // A checkers game read from PDN is written as PDN, for the checkers readers it came from
  // (docs/rules/checkers.md §10), unless CGN is asked for.
  const bool pdn = record.pdn && !opt.cgn && replayed.variant && replayed.variant->name == "checkers";
  const auto written = [&pdn](const notation::GameRecord& r, const game::ReplayedGame& g) {
    std::string why_not;
    if (pdn)
      if (auto text = write_pdn(r, g, why_not)) return std::move(*text);
    return game::write_canonical(r, g);
  };
  if (!replayed.valid()) {
    job.invalid = true;
    for (const auto& d : replayed.diagnostics) job.errors += format_diagnostic(job.shown, d) + "\n";
    game::canonicalise(record.main, replayed.main);
    job.out = written(record, replayed);
    return;
  }
  game::Analyser* engine = replayed.variant ? engines.of(*replayed.variant) : nullptr;
  if (!engine) {
    job.errors += job.shown + ": a " + (replayed.variant ? replayed.variant->name : std::string("?")) +
                  " game is written without the engine's judgement (the game has no engine)\n";
  }
  strip_annotations(record);
  replayed = game::replay(record, game::ReplayOptions{.fen_after = false});
  game::canonicalise(record.main, replayed.main);
  AnnotateOptions options;
  options.depth = opt.depth;
  options.time_ms = opt.time_ms;
  options.pdn = pdn;
  if (engine) job.stats = annotate_game(record, replayed, *engine, options);
  count_marks(record.main, job.marks);
  job.out = written(record, replayed);
}

}  // namespace

int annotate_files(const AnnotateFilesOptions& opt) {
  const auto begin = std::chrono::steady_clock::now();
  // Games are independent and every search starts afresh, so the output does not depend
  // on the number of threads; they are read, annotated and written game by game.
  OutputSink out(opt.output);
  GameLoop loop;
  loop.name = "annotate";
  loop.files = opt.files;
  loop.replay = game::ReplayOptions{.fen_after = false};
  loop.report_errors = false;  // run_job reports an invalid game's every diagnostic
  loop.jobs = opt.jobs;
  // A search costs milliseconds to seconds a game, reading microseconds: parts of about one
  // game keep every thread busy on a small event (a 100-game file is two 64 KiB parts).
  loop.segment_bytes = std::size_t{2} << 10;
  std::mutex totals_mutex;
  AnnotateStats total;
  std::array<int, 3> marks{0, 0, 0};
  std::size_t games = 0;
  const auto render = [&](const FileGame& fg) {
    thread_local Engines engines;
    Job job{fg.file, fg.record, {}, {}, false, {}, {}};
    run_job(job, fg.replayed, engines, opt);
    *fg.errors += job.errors;
    std::lock_guard lock(totals_mutex);
    total.positions += job.stats.positions;
    total.nodes += job.stats.nodes;
    total.looked_again += job.stats.looked_again;
    for (std::size_t i = 0; i < 3; ++i) marks[i] += job.marks[i];
    ++games;
    return std::move(job.out);
  };
  const int exit_code = for_each_game_parallel(loop, render, [&](const RenderedGame& g) { out.write(g.text); });
  out.commit();
  if (opt.stats) {
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    const std::string searched_to = opt.time_ms > 0 ? std::to_string(opt.time_ms) + " ms each"
                                    : opt.depth     ? "depth " + std::to_string(opt.depth)
                                                    : "each game's default depth";
    std::fprintf(stderr,
                 "annotated %zu games, %d positions at %s in %.1f s on %u thread(s), %d moves looked at "
                 "again, %llu nodes (%.0f nodes/s); %d blunders, %d mistakes, %d inaccuracies\n",
                 games, total.positions, searched_to.c_str(), seconds,
                 worker_count(opt.jobs), total.looked_again,
                 static_cast<unsigned long long>(total.nodes),
                 seconds > 0 ? static_cast<double>(total.nodes) / seconds : 0.0, marks[0], marks[1], marks[2]);
  }
  return exit_code;
}

}  // namespace cinc::tools
