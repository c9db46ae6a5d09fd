// Writing a large output file around the page cache, on a thread of its own (OutputSink).
#pragma once
#include <sys/types.h>

#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <deque>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

namespace cinc::tools {

/// A file written around the page cache (O_DIRECT) by a thread of its own: what OutputSink
/// uses for its temporary file. Text is copied into parts of kPartBytes, aligned to kAlign
/// in memory and in the file, as direct writes require; each full part goes to the thread,
/// which writes it while the next is filled. At most kParts are held (1 MiB), so a producer
/// faster than the disk waits for a part to come back. The last part, not full, is written
/// through the page cache by finish(). If the file system refuses a direct write (EINVAL)
/// or cuts one short, the descriptor drops O_DIRECT, and that part and every later one go
/// through the page cache: slower, never wrong. Writing a file that was opened without
/// O_DIRECT works the same way, through the page cache.
///
/// Why: a JSON output of hundreds of megabytes, copied into the page cache and written
/// back from it, cost a fifth of `cinc json`'s processor time; written direct, the disk
/// reads it from these parts (docs/performance.md).
class DirectFileWriter {
 public:
  static constexpr std::size_t kAlign = 4096;  ///< the largest logical block size in use
  /// Four parts of 256 KiB keep the disk as busy as parts of 512 KiB did
  /// (measured with `json` on the 20,000-game corpus), for 1 MiB of memory: `json --pretty
  /// --jobs 2` stays under 16 MiB.
  static constexpr std::size_t kPartBytes = std::size_t{256} << 10;
  static constexpr std::size_t kParts = 4;

  /// Writes to `fd` (open for writing; written from offset 0 with pwrite), named `path`
  /// in messages. The descriptor stays the caller's.
  DirectFileWriter(int fd, std::string path);
  /// Stops the thread after the part it is writing: parts still queued are not written
  /// (an error stopped the command, and the file is to be removed).
  ~DirectFileWriter();
  DirectFileWriter(const DirectFileWriter&) = delete;
  DirectFileWriter& operator=(const DirectFileWriter&) = delete;

  /// Appends `text`; throws IoError when an earlier part could not be written.
  void write(std::string_view text);
  /// Writes what is left once every part handed over is written; throws IoError on a
  /// failure. The caller then fsyncs and closes the file.
  void finish();
  /// The bytes given to write() so far.
  [[nodiscard]] std::size_t written() const { return static_cast<std::size_t>(offset_) + filled_; }

 private:
  struct Part {
    char* bytes;
    off_t offset;
  };
  struct FreeAligned {
    void operator()(char* p) const;
  };

  /// A part to fill: a returned one, a new one while fewer than kParts exist, or else the
  /// next the thread returns.
  char* take_free_part();
  /// Queues the full part for the thread, starting the thread with the first.
  void hand_over_full_part();
  /// The thread: writes each part handed over, in order, and returns it.
  void write_parts();
  /// Writes `size` bytes at `offset`, going on where a short write stopped; on failure,
  /// sets failure_ and returns false. Called without mutex_ held.
  bool write_at(const char* bytes, std::size_t size, off_t offset);
  /// Clears O_DIRECT on the descriptor: every later write goes through the page cache.
  void drop_direct();
  void stop();

  int fd_;
  std::string path_;
  std::atomic<bool> direct_{true};
  std::vector<std::unique_ptr<char, FreeAligned>> owned_;  ///< every part, at most kParts
  char* filling_ = nullptr;  ///< the part being filled (the caller's)
  std::size_t filled_ = 0;
  off_t offset_ = 0;  ///< where the part being filled goes in the file
  std::mutex mutex_;
  std::condition_variable part_ready_, part_returned_;
  std::deque<Part> to_write_;
  std::vector<char*> free_;
  bool writing_ = false;
  bool stopping_ = false;
  std::string failure_;  ///< the first failure's message; set once, under mutex_
  std::thread thread_;
};

}  // namespace cinc::tools
