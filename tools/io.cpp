// Reading inputs and writing outputs atomically.
#include "io.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>
#include <sstream>
#include <sys/stat.h>
#include <unistd.h>

namespace cinc::tools {

std::string read_input(const std::string& path) {
  if (path == "-") {
    std::ostringstream buffer;
    buffer << std::cin.rdbuf();
    if (std::cin.bad()) throw IoError("cannot read standard input");
    return buffer.str();
  }
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) throw IoError("cannot read " + path + ": it is a directory");
  std::ifstream in(path, std::ios::binary);
  if (!in) throw IoError("cannot read " + path + ": " + std::strerror(errno));
  std::string content((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) throw IoError("cannot read " + path + ": " + std::strerror(errno));
  return content;
}

void write_output(const std::string& path, const std::string& content) {
  if (path.empty() || path == "-") {
    std::cout << content;
    std::cout.flush();
    if (!std::cout) throw IoError("cannot write to standard output");
    return;
  }
  namespace fs = std::filesystem;
  const fs::path target(path);
  const fs::path dir = target.has_parent_path() ? target.parent_path() : fs::path(".");
  std::string temp = (dir / ("." + target.filename().string() + ".XXXXXX")).string();
  const int fd = ::mkstemp(temp.data());
  if (fd < 0) throw IoError("cannot write " + path + ": " + std::strerror(errno));
  std::size_t done = 0;
  while (done < content.size()) {
    const ssize_t n = ::write(fd, content.data() + done, content.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      const std::string why = std::strerror(errno);
      ::close(fd);
      std::remove(temp.c_str());
      throw IoError("cannot write " + path + ": " + why);
    }
    done += static_cast<std::size_t>(n);
  }
  if (::fsync(fd) != 0 || ::close(fd) != 0) {
    const std::string why = std::strerror(errno);
    std::remove(temp.c_str());
    throw IoError("cannot write " + path + ": " + why);
  }
  ::chmod(temp.c_str(), 0644);
  if (std::rename(temp.c_str(), path.c_str()) != 0) {
    const std::string why = std::strerror(errno);
    std::remove(temp.c_str());
    throw IoError("cannot write " + path + ": " + why);
  }
}

}  // namespace cinc::tools
