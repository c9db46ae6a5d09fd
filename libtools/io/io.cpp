// Reading inputs and writing outputs atomically.
#include "io/io.h"

#include "io/direct_file_writer.h"

#include <fcntl.h>
#include <pthread.h>
#include <signal.h>

#include <algorithm>
#include <atomic>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <memory>
#include <sstream>
#include <sys/stat.h>
#include <sys/uio.h>
#include <unistd.h>

namespace cinc::tools {

namespace {

// The temporary output files being written, for the signal handler: fixed slots of
// fixed size, so that the handler reads them without allocating or locking.
constexpr std::size_t kTempSlots = 8;
constexpr std::size_t kTempPathMax = 4096;
struct TempSlot {
  std::atomic<bool> used{false};
  char path[kTempPathMax];
};
TempSlot g_temps[kTempSlots];

/// SIGINT and SIGTERM: the temporary files are removed, and the process ends as the
/// shell reports a process ended by the signal (128 + its number: 130, 143).
extern "C" void remove_temps_and_exit(int signal) {
  for (TempSlot& slot : g_temps)
    if (slot.used.load()) ::unlink(slot.path);
  ::_exit(128 + signal);
}

void install_handlers() {
  static const bool installed = [] {
    struct sigaction action {};
    action.sa_handler = remove_temps_and_exit;
    sigemptyset(&action.sa_mask);
    for (const int signal : {SIGINT, SIGTERM}) {
      struct sigaction previous {};
      // A signal the parent told this process to ignore (nohup, a shell's background job) stays ignored.
      if (::sigaction(signal, nullptr, &previous) == 0 && previous.sa_handler == SIG_IGN) continue;
      ::sigaction(signal, &action, nullptr);
    }
    return true;
  }();
  (void)installed;
}

/// Registers a temporary file for removal on SIGINT/SIGTERM; returns its slot, or -1 when
/// every slot is taken (the file is then only removed on an ordinary exit).
int register_temp(const std::string& path) {
  if (path.size() >= kTempPathMax) return -1;
  install_handlers();
  for (std::size_t i = 0; i < kTempSlots; ++i) {
    TempSlot& slot = g_temps[i];
    if (slot.used.load()) continue;
    std::memcpy(slot.path, path.c_str(), path.size() + 1);
    slot.used.store(true);
    return static_cast<int>(i);
  }
  return -1;
}

void unregister_temp(int slot) {
  if (slot >= 0) g_temps[static_cast<std::size_t>(slot)].used.store(false);
}

notation::Encoding g_input_encoding = notation::Encoding::automatic;

}  // namespace

void set_input_encoding(notation::Encoding encoding) { g_input_encoding = encoding; }

notation::Encoding input_encoding() { return g_input_encoding; }

notation::ByteSource open_text_input(const std::string& path, std::shared_ptr<notation::DecodeReport>& report) {
  report = std::make_shared<notation::DecodeReport>();
  return notation::decoding_source(open_input(path), g_input_encoding, report);
}

namespace {

/// Whether a file name ends in .cgn or .pdn, in any case.
bool is_record_file_name(const std::string& name) {
  if (name.size() < 4) return false;
  std::string extension = name.substr(name.size() - 4);
  for (char& c : extension) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return extension == ".cgn" || extension == ".pdn";
}

/// The record files under the folder `dir` (record_paths), sorted; empty when it has none
/// or cannot be read.
std::vector<std::string> record_files_under(const std::string& dir) {
  namespace fs = std::filesystem;
  std::vector<std::string> found;
  std::error_code ec;
  fs::recursive_directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec);
  for (; !ec && it != fs::recursive_directory_iterator(); it.increment(ec)) {
    const std::string name = it->path().filename().string();
    std::error_code type_ec;
    if (!name.empty() && name[0] == '.') {
      if (it->is_directory(type_ec)) it.disable_recursion_pending();
      continue;
    }
    if (it->is_regular_file(type_ec) && is_record_file_name(name)) found.push_back(it->path().string());
  }
  std::sort(found.begin(), found.end());
  return found;
}

/// Why a folder given where a file is read cannot be read.
std::string folder_message(const std::string& path) {
  return "cannot read " + path +
         (record_files_under(path).empty()
              ? ": it is a folder with no .cgn or .pdn file in it (a folder stands for those; give other files by name)"
              : ": it is a folder (this command reads one file: give one of its .cgn or .pdn files)");
}

}  // namespace

std::vector<std::string> record_paths(const std::vector<std::string>& paths) {
  std::vector<std::string> out;
  for (const std::string& path : paths) {
    std::error_code ec;
    if (path == "-" || !std::filesystem::is_directory(path, ec)) {
      out.push_back(path);
      continue;
    }
    std::vector<std::string> found = record_files_under(path);
    if (found.empty()) {
      out.push_back(path);  // reading it says why
      continue;
    }
    out.insert(out.end(), std::make_move_iterator(found.begin()), std::make_move_iterator(found.end()));
  }
  return out;
}

std::string read_input(const std::string& path) {
  if (path == "-") {
    std::ostringstream buffer;
    buffer << std::cin.rdbuf();
    if (std::cin.bad()) throw IoError("cannot read standard input");
    return buffer.str();
  }
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw IoError(folder_message(path));
  std::ifstream in(path, std::ios::binary);
  if (!in) throw IoError("cannot read " + path + ": " + std::strerror(errno));
  std::string content((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) throw IoError("cannot read " + path + ": " + std::strerror(errno));
  return content;
}

notation::ByteSource open_input(const std::string& path) {
  if (path == "-") {
    return [](char* into, std::size_t size) -> std::size_t {
      for (;;) {
        const ssize_t n = ::read(0, into, size);
        if (n >= 0) return static_cast<std::size_t>(n);
        if (errno != EINTR) throw IoError(std::string("cannot read standard input: ") + std::strerror(errno));
      }
    };
  }
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw IoError(folder_message(path));
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw IoError("cannot read " + path + ": " + std::strerror(errno));
  // The descriptor lives as long as the last copy of the source.
  const auto file = std::shared_ptr<int>(new int(fd), [](const int* f) {
    ::close(*f);
    delete f;
  });
  return [file, path](char* into, std::size_t size) -> std::size_t {
    for (;;) {
      const ssize_t n = ::read(*file, into, size);
      if (n >= 0) return static_cast<std::size_t>(n);
      if (errno != EINTR) throw IoError("cannot read " + path + ": " + std::strerror(errno));
    }
  };
}

OutputSink::OutputSink(const std::string& path) : path_(path) {
  if (path.empty() || path == "-") return;
  namespace fs = std::filesystem;
  std::error_code ec;
  const fs::file_status status = fs::status(path, ec);  // through symbolic links
  if (!ec && fs::exists(status) && !fs::is_regular_file(status) && !fs::is_directory(status)) {
    // A device or a pipe (-o /dev/null, a FIFO): written directly, never replaced by a file.
    fd_ = ::open(path.c_str(), O_WRONLY | O_CLOEXEC);
    if (fd_ < 0) throw IoError("cannot write " + path + ": " + std::strerror(errno));
    return;
  }
  // A symbolic link stays one: the file it points to is the one replaced.
  fs::path target(path);
  if (fs::is_symlink(fs::symlink_status(path, ec))) target = fs::weakly_canonical(path, ec);
  if (ec) target = path;
  target_ = target.string();
  const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
  temp_ = (dir / ("." + target.filename().string() + ".XXXXXX")).string();
  // Blocked while the file is made and registered: a signal between the two would leave it.
  sigset_t block, previous;
  sigemptyset(&block);
  sigaddset(&block, SIGINT);
  sigaddset(&block, SIGTERM);
  ::pthread_sigmask(SIG_BLOCK, &block, &previous);
  fd_ = ::mkstemp(temp_.data());
  if (fd_ >= 0) temp_slot_ = register_temp(temp_);
  ::pthread_sigmask(SIG_SETMASK, &previous, nullptr);
  if (fd_ < 0) {
    temp_.clear();
    throw IoError("cannot write " + path + ": " + std::strerror(errno));
  }
#ifdef O_DIRECT
  // Around the page cache where the file system allows it (DirectFileWriter).
  const int flags = ::fcntl(fd_, F_GETFL);
  if (flags >= 0 && ::fcntl(fd_, F_SETFL, flags | O_DIRECT) == 0)
    direct_ = std::make_unique<DirectFileWriter>(fd_, path_);
#endif
}

OutputSink::~OutputSink() {
  direct_.reset();  // its thread stops before the file is closed
  if (fd_ >= 0) {
    ::close(fd_);
    if (!temp_.empty()) std::remove(temp_.c_str());
  }
  unregister_temp(temp_slot_);
}

namespace {
/// How much written output the disk is set to work on at a time (write_out).
constexpr std::size_t kSyncBytes = std::size_t{4} << 20;
}  // namespace

void OutputSink::write(std::string_view text) {
  if (direct_) {
    direct_->write(text);
    return;
  }
  if (text.size() >= direct_bytes_) {
    // What is pending (often the few bytes between two JSON games) goes in the same call.
    write_out(text, pending_);
    pending_.clear();
    return;
  }
  if (pending_.size() + text.size() <= kWriteBytes) {
    if (pending_.capacity() < kWriteBytes) pending_.reserve(kWriteBytes);
    pending_.append(text);
    return;
  }
  flush();
  if (text.size() >= kWriteBytes) {
    write_out(text);  // a large piece goes out as it is, not through the buffer
  } else {
    pending_.append(text);
  }
}

void OutputSink::write_out(std::string_view text, std::string_view before) {
  if (fd_ < 0) {
    std::cout.write(before.data(), static_cast<std::streamsize>(before.size()));
    std::cout.write(text.data(), static_cast<std::streamsize>(text.size()));
    if (!std::cout) throw IoError("cannot write to standard output");
    return;
  }
  // `before`, then `text`, in one writev(); a short write goes on from where it stopped.
  iovec pieces[2] = {{const_cast<char*>(before.data()), before.size()}, {const_cast<char*>(text.data()), text.size()}};
  iovec* next = before.empty() ? pieces + 1 : pieces;
  int count = before.empty() ? 1 : 2;
  while (count > 0) {
    const ssize_t n = ::writev(fd_, next, count);
    if (n < 0) {
      if (errno == EINTR) continue;
      throw IoError("cannot write " + path_ + ": " + std::strerror(errno));
    }
    auto done = static_cast<std::size_t>(n);
    while (count > 0 && done >= next->iov_len) {
      done -= next->iov_len;
      ++next;
      --count;
    }
    if (count > 0) {
      next->iov_base = static_cast<char*>(next->iov_base) + done;
      next->iov_len -= done;
    }
  }
  written_ += before.size();
#ifdef __linux__
  // The disk is set to work on what is written now rather than all at commit()'s fsync:
  // a large output (the JSON of a big corpus is hundreds of megabytes) is then mostly
  // on the disk already when the command ends. It only starts the writing; fsync still
  // waits for all of it. (Nothing to do for a device or a pipe.)
  // Started a few megabytes at a time, not once per (possibly small) write.
  written_ += text.size();
  if (!temp_.empty() && written_ - synced_ >= kSyncBytes) {
    (void)::sync_file_range(fd_, static_cast<off_t>(synced_), static_cast<off_t>(written_ - synced_), SYNC_FILE_RANGE_WRITE);
    synced_ = written_;
  }
#else
  written_ += text.size();
#endif
}

void OutputSink::flush() {
  write_out(pending_);
  pending_.clear();
}

void OutputSink::commit() {
  if (direct_) {
    direct_->finish();
    direct_.reset();
  }
  flush();
  if (fd_ < 0) {
    std::cout.flush();
    if (!std::cout) throw IoError("cannot write to standard output");
    return;
  }
  const int fd = fd_;
  fd_ = -1;
  if (temp_.empty()) {  // a device or a pipe, written directly
    if (::close(fd) != 0) throw IoError("cannot write " + path_ + ": " + std::strerror(errno));
    return;
  }
  if (::fsync(fd) != 0 || ::close(fd) != 0) {
    const std::string why = std::strerror(errno);
    std::remove(temp_.c_str());
    throw IoError("cannot write " + path_ + ": " + why);
  }
  ::chmod(temp_.c_str(), 0644);
  if (std::rename(temp_.c_str(), target_.c_str()) != 0) {
    const std::string why = std::strerror(errno);
    std::remove(temp_.c_str());
    throw IoError("cannot write " + path_ + ": " + why);
  }
  // Renamed: from here on a signal leaves the new file, whole.
  unregister_temp(temp_slot_);
  temp_slot_ = -1;
}

void write_output(const std::string& path, const std::string& content) {
  OutputSink sink(path);
  sink.write(content);
  sink.commit();
}

}  // namespace cinc::tools
