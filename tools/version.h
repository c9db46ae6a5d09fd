// The text of `cinc --version`: version and the commit the binary was built from.
#pragma once
#include <string_view>

namespace cinc::tools {

/// "cinc 0.1.0 (commit 2c8a273f1e2d)", with ", dirty: ..." when built from a modified
/// tree, or "commit unknown: ..." when the sources carried no git metadata
/// (cmake/version.cmake writes it at build time).
[[nodiscard]] std::string_view version_text();

}  // namespace cinc::tools
