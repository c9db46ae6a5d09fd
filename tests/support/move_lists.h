// Small helpers of the engine-against-reference tests: comparing sorted move lists.
#pragma once
#include <algorithm>
#include <iterator>
#include <string>
#include <vector>

namespace cinc::test {

/// The moves separated by spaces, for messages.
inline std::string join(const std::vector<std::string>& moves) {
  std::string out;
  for (const auto& s : moves) out += (out.empty() ? "" : " ") + s;
  return out;
}

/// The moves of sorted list `a` missing from sorted list `b`.
inline std::vector<std::string> minus(const std::vector<std::string>& a, const std::vector<std::string>& b) {
  std::vector<std::string> out;
  std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(out));
  return out;
}

}  // namespace cinc::test
