// The progress line of long runs.
#include "io/progress.h"

#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>

namespace cinc::tools {

namespace {

ProgressMode g_mode = ProgressMode::automatic;
Progress* g_current = nullptr;  // set and read on the run's calling thread

/// How long a run goes before its line shows, when it is not asked for.
constexpr std::chrono::milliseconds kQuietStart{2000};
/// How often the line is redrawn: on a terminal, and a line each time elsewhere.
constexpr std::chrono::milliseconds kTerminalEvery{250};
constexpr std::chrono::milliseconds kLogEvery{2000};

void write_all(std::string_view text) {
  while (!text.empty()) {
    const ssize_t n = ::write(STDERR_FILENO, text.data(), text.size());
    if (n < 0) {
      if (errno == EINTR) continue;
      return;  // standard error is gone: nothing to tell
    }
    text.remove_prefix(static_cast<std::size_t>(n));
  }
}

std::string grouped(std::uint64_t n) {
  std::string digits = std::to_string(n);
  for (std::size_t i = digits.size(); i > 3; i -= 3) digits.insert(i - 3, ",");
  return digits;
}

}  // namespace

void set_progress_mode(ProgressMode mode) { g_mode = mode; }

ProgressMode progress_mode() { return g_mode; }

Progress* Progress::current() { return g_current; }

Progress::Progress(std::string what, const std::vector<std::string>& files, ProgressMode mode)
    : what_(std::move(what)), files_(static_cast<int>(files.size())), start_(std::chrono::steady_clock::now()) {
  terminal_ = ::isatty(STDERR_FILENO) == 1;
  // Not by itself when the output goes to the same screen: the line would cut into it.
  enabled_ = mode == ProgressMode::always ||
             (mode == ProgressMode::automatic && terminal_ && ::isatty(STDOUT_FILENO) != 1);
  if (!enabled_) return;
  delay_ = mode == ProgressMode::always ? std::chrono::milliseconds(0) : kQuietStart;
  for (const std::string& f : files) {
    struct stat st {};
    if (f == "-" || ::stat(f.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) {
      total_bytes_ = 0;
      break;
    }
    total_bytes_ += static_cast<std::uint64_t>(st.st_size);
  }
  outer_ = g_current;
  g_current = this;
  ticker_ = std::thread([this] { run(); });
}

Progress::~Progress() {
  if (!enabled_) return;
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  ticker_.join();
  g_current = outer_;
}

void Progress::run() {
  std::unique_lock lock(mutex_);
  if (wake_.wait_for(lock, delay_, [this] { return stopping_; })) return;  // over before it was due
  const auto every = terminal_ ? kTerminalEvery : kLogEvery;
  for (;;) {
    draw(false);
    if (wake_.wait_for(lock, every, [this] { return stopping_; })) break;
  }
  draw(true);
}

std::string Progress::line(double seconds) const {
  const std::uint64_t bytes = bytes_.load(std::memory_order_relaxed);
  const std::uint64_t games = games_.load(std::memory_order_relaxed);
  const double mb = static_cast<double>(bytes) / 1e6;
  const double rate = seconds > 0 ? mb / seconds : 0;
  char buf[256];
  std::string out = what_ + ": file " + std::to_string(std::max(1, std::min(file_.load(), files_))) + "/" +
                    std::to_string(files_) + ", " + grouped(games) + (games == 1 ? " game, " : " games, ");
  if (total_bytes_ > 0) {
    std::snprintf(buf, sizeof buf, "%.1f of %.1f MB, %.1f MB/s", mb, static_cast<double>(total_bytes_) / 1e6, rate);
    out += buf;
    if (rate > 0 && bytes < total_bytes_) {
      const auto left = static_cast<long>(static_cast<double>(total_bytes_ - bytes) / 1e6 / rate + 0.5);
      std::snprintf(buf, sizeof buf, ", %ld:%02ld left", left / 60, left % 60);
      out += buf;
    }
  } else {
    std::snprintf(buf, sizeof buf, "%.1f MB, %.1f MB/s", mb, rate);
    out += buf;
  }
  return out;
}

void Progress::draw(bool last) {
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  if (terminal_) {
    // The last state is not left on the screen: the command's own output follows.
    write_all(last ? std::string("\r\033[K") : "\r" + line(seconds) + "\033[K");
    drawn_ = !last;
  } else {
    write_all(line(seconds) + (last ? ", done\n" : "\n"));
  }
}

void Progress::clear() {
  if (drawn_ && terminal_) write_all("\r\033[K");
  drawn_ = false;
}

Progress::Pause::Pause(Progress* progress) : progress_(progress && progress->enabled_ ? progress : nullptr) {
  if (!progress_) return;
  progress_->mutex_.lock();
  progress_->clear();
}

Progress::Pause::~Pause() {
  if (progress_) progress_->mutex_.unlock();
}

}  // namespace cinc::tools
