// Reading inputs and writing outputs for the tools: whole files, standard input, and
// atomic output (a file is written whole or not at all).
#pragma once
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include <memory>

#include "cinc/notation/encoding.h"
#include "cinc/notation/stream.h"

namespace cinc::tools {

/// An input or output failure; the tools map it to exit code 2.
class IoError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// The inputs of a command that reads record files, with each folder among `paths` replaced
/// by the record files under it: the files named `*.cgn` and `*.pdn` (in any case) in it and
/// in its subfolders, hidden ones (a name starting with '.') and those in hidden folders
/// left out, in path order. A folder with none is kept, so that reading it says so. Files
/// and "-" are kept as given, in their places.
[[nodiscard]] std::vector<std::string> record_paths(const std::vector<std::string>& paths);

/// The whole content of a file, or of standard input for "-".
[[nodiscard]] std::string read_input(const std::string& path);

/// A byte source reading a file, or standard input for "-", piece by piece (GameStream).
/// Throws IoError when the file cannot be opened, or later when a read fails.
[[nodiscard]] notation::ByteSource open_input(const std::string& path);

/// The encoding the game-reading commands read their inputs in (--encoding, docs/notation.md
/// §1.1); automatic unless set.
void set_input_encoding(notation::Encoding encoding);
[[nodiscard]] notation::Encoding input_encoding();

/// open_input's bytes as UTF-8, read in input_encoding(); `report` is made here and filled
/// as the input is read (its warning() is the file's one encoding warning).
[[nodiscard]] notation::ByteSource open_text_input(const std::string& path,
                                                   std::shared_ptr<notation::DecodeReport>& report);

/// Writes `content` to `path` atomically (temporary file in the same folder, then
/// rename), or to standard output for "" or "-".
void write_output(const std::string& path, const std::string& content);

class DirectFileWriter;

/// Output written as it is made, so that it never has to be held whole: to standard
/// output ("" or "-"), or to a temporary file beside `path` that commit() renames over
/// it (over the file a symbolic link points to, keeping the link). Destroyed without
/// commit() (an error stopped the command), the temporary file is removed and the target
/// is untouched: written whole or not at all. A device or a pipe (`/dev/null`, a FIFO) is
/// written directly: it cannot be replaced, and must not be.
///
/// On Linux, a temporary file is written around the page cache (O_DIRECT) in aligned
/// parts by a thread of its own (DirectFileWriter), where the file system allows it: an
/// output of hundreds of megabytes then costs the processors a fraction of what copying it
/// into the page cache and writing that back costs (docs/performance.md). Where the file
/// system refuses, the same parts are written through the page cache.
class OutputSink {
 public:
  explicit OutputSink(const std::string& path);
  ~OutputSink();
  OutputSink(const OutputSink&) = delete;
  OutputSink& operator=(const OutputSink&) = delete;

  /// Appends text to the output.
  void write(std::string_view text);
  /// Pieces of at least `bytes` given to write() go out as they are, with what is pending,
  /// rather than through the buffer (one copy fewer, one system call each): for an output
  /// of large pieces, such as the JSON of games (tens of kilobytes each). Default: 256 KiB.
  /// (Standard output, a device or a pipe, or a file written through the page cache; a
  /// file written around it always goes through DirectFileWriter's aligned parts.)
  void set_direct_bytes(std::size_t bytes) { direct_bytes_ = bytes; }
  /// Finishes the output: flushes, and renames the temporary file over the target.
  void commit();

 private:
  void flush();
  /// `text` to the file or standard output at once, after `before` (what was pending: one
  /// system call for both).
  void write_out(std::string_view text, std::string_view before = {});

  std::string path_;
  std::string target_;   ///< the file the temporary one replaces (a symbolic link's target)
  std::string temp_;     ///< the temporary file; empty for standard output, a device or a pipe
  int fd_ = -1;
  int temp_slot_ = -1;   ///< the temporary file's place in the signal handler's list
  std::string pending_;  ///< bytes not yet written
  std::size_t written_ = 0;  ///< bytes written so far
  std::size_t synced_ = 0;   ///< bytes handed to the disk so far (sync_file_range)
  /// The buffer: output is written in pieces of about this size (and larger pieces as they
  /// are): large enough that the system calls cost nothing, small enough to count for little
  /// in a run's memory (it was 1 MiB, held in a string that doubled to 2 MiB).
  static constexpr std::size_t kWriteBytes = std::size_t{256} << 10;
  std::size_t direct_bytes_ = kWriteBytes;  ///< set_direct_bytes()
  /// The writer of a temporary file, when it is written around the page cache; then
  /// every write() goes to it, and pending_ is unused.
  std::unique_ptr<DirectFileWriter> direct_;
};

}  // namespace cinc::tools
