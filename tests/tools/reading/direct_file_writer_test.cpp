// The writing of a large output around the page cache (libtools/io/direct_file_writer.h): every
// byte given lands once, in order, whatever the sizes of the pieces and wherever the parts
// (kPartBytes) break; a failure of the writing thread reaches the caller as IoError, without
// a hang; and an OutputSink written this way still commits whole or leaves nothing.
#include <doctest/doctest.h>
#include <fcntl.h>
#include <unistd.h>

#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "io/direct_file_writer.h"
#include "io/io.h"
#include "support/run_cinc.h"

using cinc::tools::DirectFileWriter;
using cinc::tools::IoError;
using cinc::tools::OutputSink;

namespace {

constexpr std::size_t kPart = DirectFileWriter::kPartBytes;

/// `size` bytes that differ from place to place (a byte out of order or written twice
/// shows), made from `seed`.
std::string varied_bytes(std::size_t size, unsigned seed) {
  std::mt19937 random(seed);
  std::string bytes(size, '\0');
  for (char& c : bytes) c = static_cast<char>('a' + random() % 26);
  return bytes;
}

/// `content` cut into pieces of 0 to `largest` bytes, at places drawn from `seed`.
std::vector<std::string_view> pieces_of(const std::string& content, std::size_t largest, unsigned seed) {
  std::mt19937 random(seed);
  std::vector<std::string_view> pieces;
  std::size_t at = 0;
  while (at < content.size()) {
    const std::size_t n = std::min<std::size_t>(random() % (largest + 1), content.size() - at);
    pieces.push_back(std::string_view(content).substr(at, n));
    at += n;
  }
  return pieces;
}

/// Whether any file of `dir` has a name starting with "." (OutputSink's temporaries).
bool has_temporaries(const std::string& dir) {
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    if (entry.path().filename().string().rfind('.', 0) == 0) return true;
  return false;
}

}  // namespace

TEST_CASE("OutputSink to a file: the bytes given, in order, at every size around the parts") {
  const cinc::test::TempDir scratch;
  const std::string target = scratch.path() + "/out.json";
  // Sizes at the edges of a part, of two, and across all four parts and round again.
  const std::vector<std::size_t> sizes = {0,        1,        4095,     4096,     kPart - 1,    kPart,
                                          kPart + 1, 2 * kPart, 2 * kPart + 4097, 4 * kPart, 9 * kPart + 13};
  unsigned seed = 1;
  for (const std::size_t size : sizes) {
    // Small pieces (JSON between games), pieces of tens of kilobytes (a game), and pieces
    // larger than a part (several games at once).
    for (const std::size_t largest : {std::size_t{64}, std::size_t{40000}, 3 * kPart}) {
      CAPTURE(size);
      CAPTURE(largest);
      const std::string content = varied_bytes(size, ++seed);
      {
        OutputSink sink(target);
        for (const std::string_view piece : pieces_of(content, largest, seed)) sink.write(piece);
        sink.commit();
      }
      CHECK(std::filesystem::file_size(target) == size);
      CHECK(cinc::test::read_file(target) == content);
      CHECK_FALSE(has_temporaries(scratch.path()));
    }
  }
}

TEST_CASE("OutputSink to a file: destroyed without commit, mid-way through many parts, it leaves the old file") {
  const cinc::test::TempDir scratch;
  const std::string target = scratch.path() + "/out.json";
  cinc::test::write_file(target, "the old output\n");
  const std::string content = varied_bytes(7 * kPart + 5, 7);
  {
    OutputSink sink(target);
    for (const std::string_view piece : pieces_of(content, 100000, 7)) sink.write(piece);
    // No commit(): an error stopped the command.
  }
  CHECK(cinc::test::read_file(target) == "the old output\n");
  CHECK_FALSE(has_temporaries(scratch.path()));
}

TEST_CASE("DirectFileWriter: a file opened with or without O_DIRECT gets the bytes given") {
  const cinc::test::TempDir scratch;
  const std::string path = scratch.path() + "/part.bin";
  const std::string content = varied_bytes(5 * kPart + 1234, 11);
  for (const bool direct : {false, true}) {
    CAPTURE(direct);
    int flags = O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC;
#ifdef O_DIRECT
    if (direct) flags |= O_DIRECT;
#endif
    int fd = ::open(path.c_str(), flags, 0644);
    if (fd < 0 && direct) fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);  // no O_DIRECT here
    REQUIRE(fd >= 0);
    {
      DirectFileWriter writer(fd, path);
      for (const std::string_view piece : pieces_of(content, 3 * kPart, 11)) writer.write(piece);
      CHECK(writer.written() == content.size());
      writer.finish();
    }
    REQUIRE(::close(fd) == 0);
    CHECK(cinc::test::read_file(path) == content);
  }
}

TEST_CASE("DirectFileWriter: a descriptor that cannot be written at an offset fails with IoError, without a hang") {
  // A pipe takes no pwrite (ESPIPE): the thread's first part fails, and the caller hears of
  // it at its next write or at finish(), whichever comes first.
  int ends[2];
  REQUIRE(::pipe(ends) == 0);
  const std::string content = varied_bytes(12 * kPart, 3);
  bool thrown = false;
  std::string message;
  try {
    DirectFileWriter writer(ends[1], "the-pipe");
    for (const std::string_view piece : pieces_of(content, 100000, 3)) writer.write(piece);
    writer.finish();
  } catch (const IoError& e) {
    thrown = true;
    message = e.what();
  }
  CHECK(thrown);
  CHECK(message.rfind("cannot write the-pipe: ", 0) == 0);
  ::close(ends[0]);
  ::close(ends[1]);
}

TEST_CASE("DirectFileWriter: destroyed with parts queued, it stops without writing them or hanging") {
  const cinc::test::TempDir scratch;
  const std::string path = scratch.path() + "/part.bin";
  const int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
  REQUIRE(fd >= 0);
  {
    DirectFileWriter writer(fd, path);
    writer.write(varied_bytes(4 * kPart, 5));  // every part handed over at once
  }
  // Some parts may be written, none twice or out of place, and nothing past them.
  const auto size = std::filesystem::file_size(path);
  CHECK(size % kPart == 0);
  CHECK(size <= 4 * kPart);
  ::close(fd);
}
