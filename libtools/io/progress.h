// A progress line for long runs: files, games, megabytes read, MB/s and the time left,
// on standard error, updated in place on a terminal.
#pragma once
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace cinc::tools {

/// Whether a run shows its progress: automatic (when standard error is a terminal, standard
/// output is not, and the run passes about two seconds), always (--progress: at once, wherever standard error
/// goes; a line at a time when it is no terminal) or never (--quiet).
enum class ProgressMode { automatic, always, never };

/// Sets the process's mode (the command line's --progress and --quiet, tools/commands.h).
void set_progress_mode(ProgressMode mode);
/// The mode the command line chose.
[[nodiscard]] ProgressMode progress_mode();

/// The progress of one run over its inputs, drawn by a thread of its own while it lives.
/// The counters may be bumped from any thread; writing to standard error while it is drawn
/// goes through print() (or under a Pause), so that the line never mixes with other text.
class Progress {
 public:
  /// `what`: the command's name; `files`: the inputs (their sizes make the total, when
  /// every one is a regular file).
  Progress(std::string what, const std::vector<std::string>& files, ProgressMode mode = progress_mode());
  ~Progress();
  Progress(const Progress&) = delete;
  Progress& operator=(const Progress&) = delete;

  void add_bytes(std::uint64_t bytes) { bytes_.fetch_add(bytes, std::memory_order_relaxed); }
  void add_games(std::uint64_t games) { games_.fetch_add(games, std::memory_order_relaxed); }
  void next_file() { file_.fetch_add(1, std::memory_order_relaxed); }

  /// Holds the line off standard error (cleared) while other text is written there.
  class Pause {
   public:
    explicit Pause(Progress* progress);
    ~Pause();
    Pause(const Pause&) = delete;
    Pause& operator=(const Pause&) = delete;

   private:
    Progress* progress_;
  };

  /// The run's progress, when one is shown (for the loops that write diagnostics).
  [[nodiscard]] static Progress* current();

 private:
  void run();
  void draw(bool last);
  void clear();
  [[nodiscard]] std::string line(double seconds) const;

  std::string what_;
  int files_ = 0;
  std::uint64_t total_bytes_ = 0;  ///< 0: unknown
  bool enabled_ = false;
  bool terminal_ = false;
  std::chrono::steady_clock::time_point start_;
  std::chrono::milliseconds delay_{0};
  std::atomic<std::uint64_t> bytes_{0}, games_{0};
  std::atomic<int> file_{0};
  std::mutex mutex_;
  std::condition_variable wake_;
  bool stopping_ = false;
  bool drawn_ = false;  ///< the line is on the terminal
  std::thread ticker_;
  Progress* outer_ = nullptr;
};

}  // namespace cinc::tools
