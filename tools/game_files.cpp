// The shared read-replay-report loop of the game-reading commands, sequential or on
// worker threads.
//
// The calling thread reads games from the stream (reading is a small part of the work)
// and packs them into batches; workers replay and render whole batches; the calling
// thread hands the batches back in the order they were read. At most 2 x jobs + 1
// batches are in flight, which bounds memory whatever the size of the input.
#include "game_files.h"

#include <condition_variable>
#include <deque>
#include <exception>
#include <iostream>
#include <memory>
#include <mutex>
#include <thread>

#include "cinc/notation/pdn.h"
#include "cinc/notation/stream.h"
#include "commands.h"
#include "diagnostics_format.h"
#include "io.h"

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
  bool done = false;
  std::exception_ptr failure;
};

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

/// Worker threads and the in-order hand-back. Destroying it stops and joins the workers.
class Pipeline {
 public:
  Pipeline(const GameLoop& loop, const std::function<std::string(const FileGame&)>& render, unsigned workers)
      : loop_(loop), render_(render) {
    for (unsigned i = 0; i < workers; ++i) threads_.emplace_back([this] { work(); });
  }
  ~Pipeline() {
    {
      std::lock_guard lock(mutex_);
      stopping_ = true;
    }
    work_ready_.notify_all();
    for (auto& t : threads_) t.join();
  }
  Pipeline(const Pipeline&) = delete;
  Pipeline& operator=(const Pipeline&) = delete;

  /// Queues a batch; returns the batches that are finished, in order, once too many are in flight.
  void submit(std::unique_ptr<Batch> batch, const std::function<void(Batch&)>& hand_back) {
    {
      std::lock_guard lock(mutex_);
      todo_.push_back(batch.get());
      in_flight_.push_back(std::move(batch));
    }
    work_ready_.notify_one();
    while (in_flight_.size() > 2 * threads_.size() + 1) hand_back_first(hand_back);
  }

  /// Hands back every batch still in flight, in order.
  void drain(const std::function<void(Batch&)>& hand_back) {
    while (!in_flight_.empty()) hand_back_first(hand_back);
  }

 private:
  void hand_back_first(const std::function<void(Batch&)>& hand_back) {
    std::unique_ptr<Batch> first;
    {
      std::unique_lock lock(mutex_);
      batch_done_.wait(lock, [this] { return in_flight_.front()->done; });
      first = std::move(in_flight_.front());
      in_flight_.pop_front();
    }
    if (first->failure) std::rethrow_exception(first->failure);
    hand_back(*first);
  }

  void work() {
    for (;;) {
      Batch* batch = nullptr;
      {
        std::unique_lock lock(mutex_);
        work_ready_.wait(lock, [this] { return stopping_ || !todo_.empty(); });
        if (todo_.empty()) return;
        batch = todo_.front();
        todo_.pop_front();
      }
      try {
        for (Job& job : batch->jobs) process(job, loop_, render_);
      } catch (...) {
        batch->failure = std::current_exception();
      }
      {
        std::lock_guard lock(mutex_);
        batch->done = true;
      }
      batch_done_.notify_all();
    }
  }

  const GameLoop& loop_;
  const std::function<std::string(const FileGame&)>& render_;
  std::vector<std::thread> threads_;
  std::mutex mutex_;
  std::condition_variable work_ready_, batch_done_;
  std::deque<Batch*> todo_;
  std::deque<std::unique_ptr<Batch>> in_flight_;  ///< in input order; only the calling thread changes it
  bool stopping_ = false;
};

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
  const auto hand_back = [&](Batch& batch) {
    for (const Job& job : batch.jobs) {
      if (job.file_end) {
        if (file_done) file_done(*job.file, job.index);
        continue;
      }
      if (!job.valid && exit_code == kExitOk) exit_code = kExitInvalid;
      if (!job.errors.empty()) std::cerr << job.errors;
      emit(RenderedGame{*job.file, job.index, job.valid, job.text});
    }
  };
  const unsigned workers = worker_count(loop.jobs);
  // One job: everything on this thread, game by game, in the same order.
  std::unique_ptr<Pipeline> pipeline;
  if (workers > 1) pipeline = std::make_unique<Pipeline>(loop, render, workers);
  auto batch = std::make_unique<Batch>();
  const auto send = [&] {
    if (pipeline) {
      pipeline->submit(std::move(batch), hand_back);
    } else {
      for (Job& job : batch->jobs) process(job, loop, render);
      hand_back(*batch);
    }
    batch = std::make_unique<Batch>();
  };

  for (const std::string& file : loop.files) {
    const auto shown = std::make_shared<const std::string>(file == "-" ? "<stdin>" : file);
    notation::ByteSource source;
    try {
      source = open_input(file);
    } catch (const IoError& e) {
      if (!loop.skip_unreadable) throw;
      if (pipeline) pipeline->drain(hand_back);  // earlier files' reports come first
      std::cerr << "cinc: " << e.what() << "\n";
      exit_code = kExitUsage;
      continue;
    }
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
