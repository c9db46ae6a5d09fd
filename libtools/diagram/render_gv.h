// Drawing through Graphviz's library (libgvc, cgraph): a board model becomes a graph
// description (DOT text, deterministic) with every node pinned where the model puts it;
// the Renderer lays it out with neato (positions kept exactly) and renders SVG, PNG or PDF
// in memory. The `dot` program is never run.
#pragma once
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "diagram/board_model.h"

namespace cinc::tools::diagram {

/// What a diagram is written as.
enum class Format { svg, png, pdf, dot };

/// "svg", "png", "pdf", "dot" (or "gv"); nullopt for anything else.
[[nodiscard]] std::optional<Format> format_named(std::string_view name);
/// The format a file name's extension asks for (".svg", ".png", ".pdf", ".dot", ".gv").
[[nodiscard]] std::optional<Format> format_of_path(std::string_view path);
/// "svg", "png", "pdf" or "dot".
[[nodiscard]] const char* extension_of(Format f);
/// The name of every format, in the order of Format: what --format takes.
[[nodiscard]] std::vector<std::string> format_names();

/// The graph description of a board diagram: a Graphviz graph for neato whose nodes all
/// carry pinned positions (pos="x,y!", points). Same model, same text.
[[nodiscard]] std::string board_dot(const BoardModel& m);

/// Text made safe for a Graphviz HTML-like label: &, <, >, " escaped, invalid UTF-8 and
/// control characters replaced, '\n' turned into <BR/>.
[[nodiscard]] std::string html_text(std::string_view text);

/// A failure inside Graphviz (a format without a plugin, an unreadable graph).
class RenderError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

/// One Graphviz context, reused for every diagram it renders. Not thread safe (neither
/// is Graphviz).
class Renderer {
 public:
  Renderer();
  ~Renderer();
  Renderer(const Renderer&) = delete;
  Renderer& operator=(const Renderer&) = delete;

  /// Lays out a graph description with `engine` ("neato" for boards, "dot" for trees)
  /// and renders it; PNG at `dpi` dots per inch. Format::dot returns the text unchanged.
  /// Throws RenderError with Graphviz's message when it fails.
  [[nodiscard]] std::string render(const std::string& dot_text, Format format, const char* engine, int dpi = 144);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace cinc::tools::diagram
