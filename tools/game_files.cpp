// The shared read-replay-report loop of the game-reading commands, sequential or on
// worker threads.
//
// The calling thread reads games from the stream (reading is a small part of the work)
// and packs them into batches; workers replay and render whole batches; the calling
// thread hands the batches back in the order they were read. At most 2 x jobs + 1
// batches are in flight, which bounds memory whatever the size of the input.
#include "game_files.h"

#include <iostream>
#include <memory>
#include <thread>

#include "cinc/game/replay.h"
#include "cinc/notation/lexer.h"
#include "cinc/notation/pdn.h"
#include "cinc/notation/reader.h"
#include "cinc/notation/segments.h"
#include "cinc/notation/stream.h"
#include "commands.h"
#include "diagnostics_format.h"
#include "io.h"
#include "ordered_pipeline.h"

namespace cinc::tools {

namespace {

constexpr std::size_t kGamesPerBatch = 32;

/// One game to replay and render, or the end of a file.
struct Job {
  std::shared_ptr<const std::string> file;  ///< as shown
  int index = 0;                            ///< the game's number in its file; the file's game count at its end
  bool file_end = false;
  notation::GameRecord record;
  // Filled by the worker:
  bool valid = true;
  std::string text;    ///< render's output
  std::string errors;  ///< error lines for standard error
};

struct Batch {
  std::vector<Job> jobs;
};

/// Opens an input. When it cannot be read: throws IoError, or with `skip_unreadable` calls
/// `before_report`, says why on standard error and returns an empty source.
notation::ByteSource open_or_report(const std::string& file, bool skip_unreadable,
                                    const std::function<void()>& before_report) {
  try {
    return open_input(file);
  } catch (const IoError& e) {
    if (!skip_unreadable) throw;
    before_report();
    std::cerr << "cinc: " << e.what() << "\n";
    return {};
  }
}

/// Replays and renders one game (any thread).
void process(Job& job, const GameLoop& loop, const std::function<std::string(const FileGame&)>& render) {
  if (job.file_end) return;
  const game::ReplayedGame replayed = game::replay(job.record, loop.replay);
  job.valid = replayed.valid();
  if (!job.valid && loop.report_errors)
    for (const auto& d : replayed.diagnostics)
      if (d.severity == notation::Severity::error) job.errors += format_diagnostic(*job.file, d) + "\n";
  job.text = render(FileGame{*job.file, job.index, job.record, replayed});
  job.record = notation::GameRecord{};  // its memory is not needed any longer
}

}  // namespace

unsigned worker_count(unsigned jobs) {
  if (jobs > 0) return jobs;
  const unsigned cores = std::thread::hardware_concurrency();
  return cores > 0 ? cores : 1;
}

int for_each_game_parallel(const GameLoop& loop, const std::function<std::string(const FileGame&)>& render,
                           const std::function<void(const RenderedGame&)>& emit,
                           const std::function<void(const std::string& file, int games)>& file_done) {
  int exit_code = kExitOk;
  const auto hand_back = [&](std::unique_ptr<Batch> batch) {
    for (const Job& job : batch->jobs) {
      if (job.file_end) {
        if (file_done) file_done(*job.file, job.index);
        continue;
      }
      if (!job.valid && exit_code == kExitOk) exit_code = kExitInvalid;
      if (!job.errors.empty()) std::cerr << job.errors;
      emit(RenderedGame{*job.file, job.index, job.valid, job.text});
    }
  };
  const auto process_batch = [&](Batch& batch) {
    for (Job& job : batch.jobs) process(job, loop, render);
  };
  const unsigned workers = worker_count(loop.jobs);
  // One job: everything on this thread, game by game, in the same order.
  std::unique_ptr<OrderedPipeline<Batch>> pipeline;
  if (workers > 1) pipeline = std::make_unique<OrderedPipeline<Batch>>(process_batch, workers);
  auto batch = std::make_unique<Batch>();
  const auto send = [&] {
    if (pipeline) {
      pipeline->submit(std::move(batch), hand_back);
    } else {
      process_batch(*batch);
      hand_back(std::move(batch));
    }
    batch = std::make_unique<Batch>();
  };

  for (const std::string& file : loop.files) {
    const auto shown = std::make_shared<const std::string>(file == "-" ? "<stdin>" : file);
    notation::ByteSource source = open_or_report(file, loop.skip_unreadable, [&] {
      if (pipeline) pipeline->drain(hand_back);  // earlier files' reports come first
      exit_code = kExitUsage;
    });
    if (!source) continue;
    notation::StreamOptions options;
    options.pdn_file = notation::is_pdn_path(file);
    notation::GameStream stream(std::move(source), options);
    int index = 0;
    for (;;) {
      Job job;
      if (!stream.next(job.record)) break;
      job.file = shown;
      job.index = ++index;
      batch->jobs.push_back(std::move(job));
      if (batch->jobs.size() >= kGamesPerBatch) send();
    }
    Job end;
    end.file = shown;
    end.index = index;
    end.file_end = true;
    batch->jobs.push_back(std::move(end));
  }
  if (!batch->jobs.empty()) send();
  if (pipeline) pipeline->drain(hand_back);
  return exit_code;
}

namespace {

/// What a validation learned of one game.
struct Checked {
  std::uint32_t line = 0;
  bool valid = true;
  std::vector<notation::Diagnostic> diagnostics;
};

/// A part of one input to check: a segment, games read as a stream, or the file's end.
struct CheckWork {
  std::shared_ptr<const std::string> file;  ///< as shown
  bool pdn = false;                          ///< a ".pdn" file
  bool has_segment = false;
  notation::Segment segment;
  std::vector<notation::GameRecord> records;  ///< read by the stream that takes over an input (rare)
  bool file_end = false;
  std::vector<Checked> results;               ///< filled by the worker, in order
};

/// Checks the games of a work item (any thread).
void check(CheckWork& work) {
  thread_local game::QuickReplay quick;
  thread_local notation::LexedGame lexed;
  thread_local notation::GameRecord record;
  const auto check_in_full = [&work](const notation::GameRecord& game) {
    game::ReplayedGame replayed = game::replay(game, game::ReplayOptions{.fen_after = false, .canonical = false});
    work.results.push_back(Checked{game.start.line, replayed.valid(), std::move(replayed.diagnostics)});
  };
  if (work.has_segment) {
    // The moves alone for the quick replay; a game it cannot call clean is read again
    // from where it starts, comments and all, for the full one.
    const std::string_view text = work.segment.text;
    notation::LexerOptions moves_only;
    moves_only.start = work.segment.start;
    moves_only.stop = work.segment.games_end;
    moves_only.annotations = false;
    notation::Lexer lexer(text, moves_only);
    for (;;) {
      const notation::ReaderPosition at = lexer.position();
      if (!lexer.next(lexed)) break;
      if (quick.clean(lexed, work.pdn)) {
        work.results.push_back(Checked{lexed.start.line, true, {}});
        continue;
      }
      notation::LexerOptions from_game;
      from_game.start = notation::ReaderStart{at.offset - at.line_start, at.line, false};
      from_game.stop = work.segment.games_end - at.line_start;
      notation::Lexer again(text.substr(at.line_start), from_game);
      again.next(lexed);
      notation::build_record(lexed, work.pdn, record);
      check_in_full(record);
    }
  }
  for (const notation::GameRecord& game : work.records) check_in_full(game);
  work.records.clear();
}

}  // namespace

int for_each_checked_game(const CheckLoop& loop, const std::function<void(const CheckedGame&)>& emit,
                          const std::function<void(const std::string& file, int games)>& file_done) {
  int exit_code = kExitOk;
  int index = 0;  // games handed back so far from the current file
  std::vector<std::unique_ptr<CheckWork>> spare;  // handed back: their memory is used again
  const auto hand_back = [&](std::unique_ptr<CheckWork> work) {
    for (const Checked& c : work->results) {
      if (!c.valid && exit_code == kExitOk) exit_code = kExitInvalid;
      emit(CheckedGame{*work->file, ++index, c.line, c.valid, c.diagnostics});
    }
    if (work->file_end) {
      if (file_done) file_done(*work->file, index);
      index = 0;
    }
    spare.push_back(std::move(work));
  };
  const auto fresh = [&](const std::shared_ptr<const std::string>& file, bool pdn) {
    std::unique_ptr<CheckWork> work;
    if (spare.empty()) {
      work = std::make_unique<CheckWork>();
    } else {
      work = std::move(spare.back());
      spare.pop_back();
    }
    work->file = file;
    work->pdn = pdn;
    work->has_segment = false;
    work->records.clear();
    work->file_end = false;
    work->results.clear();
    return work;
  };
  const unsigned workers = worker_count(loop.jobs);
  // One job: everything on this thread, in the same order.
  std::unique_ptr<OrderedPipeline<CheckWork>> pipeline;
  if (workers > 1) pipeline = std::make_unique<OrderedPipeline<CheckWork>>(check, workers);
  const auto send = [&](std::unique_ptr<CheckWork> work) {
    if (pipeline) {
      pipeline->submit(std::move(work), hand_back);
    } else {
      check(*work);
      hand_back(std::move(work));
    }
  };

  for (const std::string& file : loop.files) {
    const auto shown = std::make_shared<const std::string>(file == "-" ? "<stdin>" : file);
    const bool pdn = notation::is_pdn_path(file);
    notation::ByteSource source = open_or_report(file, loop.skip_unreadable, [&] {
      if (pipeline) pipeline->drain(hand_back);  // earlier files' reports come first
      exit_code = kExitUsage;
    });
    if (!source) continue;
    notation::Segmenter segmenter(std::move(source));
    for (;;) {
      auto work = fresh(shown, pdn);
      if (!segmenter.next(work->segment)) {
        spare.push_back(std::move(work));
        break;
      }
      work->has_segment = true;
      send(std::move(work));
    }
    // Where no cut could be made (one very long game, games without tags), the rest of
    // the input is read as a stream, and its games checked in batches.
    if (auto rest = segmenter.stream_rest()) {
      rest->options.pdn_file = pdn;
      notation::GameStream stream(std::move(rest->source), rest->options);
      auto work = fresh(shown, pdn);
      notation::GameRecord record;
      while (stream.next(record)) {
        work->records.push_back(std::move(record));
        if (work->records.size() >= kGamesPerBatch) {
          send(std::move(work));
          work = fresh(shown, pdn);
        }
      }
      if (!work->records.empty()) send(std::move(work));
    }
    auto end = fresh(shown, pdn);
    end->file_end = true;
    send(std::move(end));
  }
  if (pipeline) pipeline->drain(hand_back);
  return exit_code;
}

int for_each_game(const std::vector<std::string>& files, const game::ReplayOptions& options, bool report_errors,
                  const std::function<void(const FileGame&)>& visit) {
  // One job: `visit` runs on this thread, in input order, as each game is replayed.
  GameLoop loop{files, options, report_errors, false, 1};
  return for_each_game_parallel(
      loop,
      [&](const FileGame& game) {
        visit(game);
        return std::string();
      },
      [](const RenderedGame&) {});
}

}  // namespace cinc::tools
