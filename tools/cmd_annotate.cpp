// `cinc annotate FILE... [-o OUT] [--depth D] [--stats]`: games written back as canonical
// CGN with the engine's annotations (docs/annotate.md). Re-annotating the output gives the
// same bytes: an earlier run's additions are recognised and replaced.
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <mutex>
#include <thread>

#include "cinc/notation/pdn.h"
#include "annotate.h"
#include "cinc/game/replay.h"
#include "cinc/notation/reader.h"
#include "commands.h"
#include "diagnostics_format.h"
#include "game_json.h"
#include "io.h"

namespace cinc::tools {

namespace {

namespace cic = game::cic;

struct AnnotateCommandOptions {
  std::vector<std::string> files;
  std::string output;
  int depth = kDefaultAnnotateDepth;
  int jobs = std::max(1, static_cast<int>(std::thread::hardware_concurrency()));
  bool stats = false;
};

// Replaces each replayed move's text by its canonical form (variations included).
void canonicalise(notation::Variation& line, const game::ReplayedLine& replayed) {
  for (std::size_t i = 0; i < line.moves.size() && i < replayed.moves.size(); ++i) {
    line.moves[i].text = replayed.moves[i].played.canonical;
    for (std::size_t v = 0; v < line.moves[i].variations.size() && v < replayed.moves[i].variations.size(); ++v)
      canonicalise(line.moves[i].variations[v], replayed.moves[i].variations[v]);
  }
}

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

// A one-line progress bar on standard error when it is a terminal, redrawn at most ten
// times a second; safe to call from several threads.
class Progress {
 public:
  explicit Progress(long total) : total_(std::max(total, 1L)), enabled_(isatty(STDERR_FILENO) == 1) {}
  void step() {
    const long done = ++done_;
    if (!enabled_) return;
    std::unique_lock lock(mutex_, std::try_to_lock);
    if (!lock.owns_lock()) return;
    const auto now = std::chrono::steady_clock::now();
    if (now - last_ < std::chrono::milliseconds(100) && done != total_) return;
    last_ = now;
    const double fraction = std::min(1.0, static_cast<double>(done) / static_cast<double>(total_));
    const auto filled = static_cast<std::size_t>(fraction * 30);
    std::fprintf(stderr, "\rannotate [%-30s] %3d%%  %ld/%ld positions", std::string(filled, '#').c_str(),
                 static_cast<int>(fraction * 100), done, total_);
    std::fflush(stderr);
    drawn_ = true;
  }
  void finish() {
    if (drawn_) std::fprintf(stderr, "\r\033[K");
  }

 private:
  long total_;
  bool enabled_;
  std::atomic<long> done_{0};
  std::mutex mutex_;
  bool drawn_ = false;
  std::chrono::steady_clock::time_point last_{};
};

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

// Annotates one game: invalid games are reported and written as read.
void run_job(Job& job, cic::Engine& engine, int depth, Progress& progress) {
  notation::GameRecord& record = job.record;
  game::ReplayedGame replayed = game::replay(record, game::ReplayOptions{.fen_after = false});
  if (!replayed.valid()) {
    job.invalid = true;
    for (const auto& d : replayed.diagnostics) job.errors += format_diagnostic(job.shown, d) + "\n";
    canonicalise(record.main, replayed.main);
    job.out = write_canonical(record, replayed);
    for (std::size_t i = 0; i <= record.main.moves.size(); ++i) progress.step();
    return;
  }
  if (replayed.variant && replayed.variant->name != "commander-in-chief") {
    // The engine plays Commander-In-Chief only: other games are written canonically, as read.
    job.errors += job.shown + ": a " + replayed.variant->name +
                  " game is written without the engine's judgement (the engine plays Commander-In-Chief only)\n";
  }
  strip_annotations(record);
  replayed = game::replay(record, game::ReplayOptions{.fen_after = false});
  canonicalise(record.main, replayed.main);
  AnnotateOptions options;
  options.depth = depth;
  options.progress = [&](int, int) { progress.step(); };
  job.stats = annotate_game(record, replayed, engine, options);
  count_marks(record.main, job.marks);
  job.out = write_canonical(record, replayed);
}

int run_annotate(const AnnotateCommandOptions& opt) {
  const auto begin = std::chrono::steady_clock::now();
  std::vector<Job> jobs;
  long positions = 0;
  for (const std::string& file : opt.files) {
    const std::string content = read_input(file);
    notation::Reader reader(content, notation::is_pdn_path(file));
    notation::GameRecord record;
    while (reader.next(record)) {
      positions += static_cast<long>(record.main.moves.size()) + 1;
      jobs.push_back(Job{file == "-" ? "<stdin>" : file, std::move(record), {}, {}, false, {}, {}});
    }
  }

  // Games are independent and every search starts afresh, so the output does not depend
  // on the number of threads.
  Progress progress(positions);
  std::atomic<std::size_t> next{0};
  auto worker = [&] {
    cic::Engine engine;
    for (std::size_t g = next++; g < jobs.size(); g = next++) run_job(jobs[g], engine, opt.depth, progress);
  };
  const int threads = std::max(1, std::min(opt.jobs, static_cast<int>(jobs.size())));
  std::vector<std::thread> pool;
  for (int t = 1; t < threads; ++t) pool.emplace_back(worker);
  worker();
  for (auto& t : pool) t.join();
  progress.finish();

  int exit_code = kExitOk;
  std::string out;
  AnnotateStats total;
  std::array<int, 3> marks{0, 0, 0};
  for (const Job& job : jobs) {
    if (job.invalid) exit_code = kExitInvalid;
    std::cerr << job.errors;
    out += job.out;
    total.positions += job.stats.positions;
    total.nodes += job.stats.nodes;
    for (std::size_t i = 0; i < 3; ++i) marks[i] += job.marks[i];
  }
  write_output(opt.output, out);
  if (opt.stats) {
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - begin).count();
    std::fprintf(stderr,
                 "annotated %zu games, %d positions at depth %d in %.1f s on %d thread(s), %llu nodes "
                 "(%.0f nodes/s); %d blunders, %d mistakes, %d inaccuracies\n",
                 jobs.size(), total.positions, opt.depth, seconds, threads,
                 static_cast<unsigned long long>(total.nodes),
                 seconds > 0 ? static_cast<double>(total.nodes) / seconds : 0.0, marks[0], marks[1], marks[2]);
  }
  return exit_code;
}

}  // namespace

void add_annotate_command(CLI::App& app, int& exit_code) {
  auto opt = std::make_shared<AnnotateCommandOptions>();
  CLI::App* cmd = app.add_subcommand("annotate", "Annotate games with the engine's judgement (canonical CGN)");
  cmd->add_option("files", opt->files, "CGN files ('-' for standard input)")->type_name("FILE")->required();
  cmd->add_option("-o,--output", opt->output, "output file (written whole or not at all); default standard output")
      ->type_name("FILE");
  cmd->add_option("-d,--depth", opt->depth,
                  "search depth in plies for every position (default " + std::to_string(kDefaultAnnotateDepth) + ")")
      ->check(CLI::Range(1, 20));
  cmd->add_option("-j,--jobs", opt->jobs, "games annotated at once (default: the number of processors)")
      ->check(CLI::Range(1, 256));
  cmd->add_flag("--stats", opt->stats, "print games, positions, time and the judgements on standard error");
  cmd->footer("Adds running point totals at captures, comments at promotions, launches and attacks, and the\n"
              "engine's judgement: ?? for a move that leaves the own Commander capturable or misses a capture\n"
              "of the enemy Commander, $4/$2/$6 for a blunder/mistake/inaccuracy by the drop of the mover's\n"
              "winning chances, each with the engine's line as a variation. Existing comments and variations\n"
              "are kept; the annotator's own (comments starting \"cinc:\") are replaced, so running it again\n"
              "changes nothing. Invalid games are reported and written as read (exit 1). docs/annotate.md.");
  cmd->callback([opt, &exit_code] { exit_code = run_annotate(*opt); });
}

}  // namespace cinc::tools
