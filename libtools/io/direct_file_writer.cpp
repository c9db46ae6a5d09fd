// Writing a large output file around the page cache, on a thread of its own.
#include "io/direct_file_writer.h"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <new>

#include "io/io.h"

namespace cinc::tools {

void DirectFileWriter::FreeAligned::operator()(char* p) const { std::free(p); }

DirectFileWriter::DirectFileWriter(int fd, std::string path) : fd_(fd), path_(std::move(path)) {}

DirectFileWriter::~DirectFileWriter() { stop(); }

void DirectFileWriter::write(std::string_view text) {
  while (!text.empty()) {
    if (!filling_) filling_ = take_free_part();
    const std::size_t n = std::min(text.size(), kPartBytes - filled_);
    std::memcpy(filling_ + filled_, text.data(), n);
    filled_ += n;
    text.remove_prefix(n);
    if (filled_ == kPartBytes) hand_over_full_part();
  }
}

void DirectFileWriter::finish() {
  {
    std::unique_lock lock(mutex_);
    part_returned_.wait(lock, [this] { return to_write_.empty() && !writing_; });
  }
  stop();
  if (!failure_.empty()) throw IoError(failure_);
  if (filled_ > 0) {
    drop_direct();  // the last part is not a whole number of blocks
    if (!write_at(filling_, filled_, offset_)) throw IoError(failure_);
    offset_ += static_cast<off_t>(filled_);
    filled_ = 0;
  }
}

char* DirectFileWriter::take_free_part() {
  std::unique_lock lock(mutex_);
  if (free_.empty() && owned_.size() < kParts) {
    void* memory = std::aligned_alloc(kAlign, kPartBytes);
    if (!memory) throw std::bad_alloc();
    owned_.emplace_back(static_cast<char*>(memory));
    return owned_.back().get();
  }
  part_returned_.wait(lock, [this] { return !free_.empty() || !failure_.empty(); });
  if (!failure_.empty()) throw IoError(failure_);
  char* part = free_.back();
  free_.pop_back();
  return part;
}

void DirectFileWriter::hand_over_full_part() {
  {
    std::lock_guard lock(mutex_);
    if (!failure_.empty()) throw IoError(failure_);
    // Started before the part is queued: if starting it throws, nothing waits for it.
    if (!thread_.joinable()) thread_ = std::thread([this] { write_parts(); });
    to_write_.push_back(Part{filling_, offset_});
  }
  part_ready_.notify_one();
  offset_ += static_cast<off_t>(kPartBytes);
  filling_ = nullptr;
  filled_ = 0;
}

void DirectFileWriter::write_parts() {
  std::unique_lock lock(mutex_);
  for (;;) {
    part_ready_.wait(lock, [this] { return stopping_ || !to_write_.empty(); });
    if (stopping_) return;  // finish() has seen every part written; the destructor drops the rest
    const Part part = to_write_.front();
    to_write_.pop_front();
    writing_ = true;
    lock.unlock();
    const bool written = write_at(part.bytes, kPartBytes, part.offset);
    lock.lock();
    writing_ = false;
    free_.push_back(part.bytes);
    if (!written) to_write_.clear();  // nothing more is written; the caller is told
    part_returned_.notify_all();
    if (!written) return;
  }
}

bool DirectFileWriter::write_at(const char* bytes, std::size_t size, off_t offset) {
  while (size > 0) {
    const ssize_t n = ::pwrite(fd_, bytes, size, offset);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && errno == EINVAL && direct_) {
      drop_direct();  // the file system takes no direct writes of this shape
      continue;
    }
    if (n <= 0) {
      const std::string why = n < 0 ? std::strerror(errno) : "nothing written";
      std::lock_guard lock(mutex_);
      failure_ = "cannot write " + path_ + ": " + why;
      return false;
    }
    const auto done = static_cast<std::size_t>(n);
    if (done < size) drop_direct();  // what is left is no longer aligned
    bytes += done;
    size -= done;
    offset += static_cast<off_t>(done);
  }
  return true;
}

void DirectFileWriter::drop_direct() {
  if (!direct_.exchange(false)) return;
#ifdef O_DIRECT
  const int flags = ::fcntl(fd_, F_GETFL);
  if (flags >= 0) (void)::fcntl(fd_, F_SETFL, flags & ~O_DIRECT);
#endif
}

void DirectFileWriter::stop() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  part_ready_.notify_all();
  if (thread_.joinable()) thread_.join();
}

}  // namespace cinc::tools
