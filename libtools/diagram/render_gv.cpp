// Board models as Graphviz graphs, and rendering through libgvc.
#include "diagram/render_gv.h"

#include "diagram/drawing.h"

#include <graphviz/cgraph.h>
#include <graphviz/gvc.h>

#include <cmath>
#include <cstdio>
#include <map>
#include <utility>

#include "cinc/notation/utf8.h"

namespace cinc::tools::diagram {

namespace {

// Sizes, line widths and inks: drawing.h (shared with the page of `cinc html`).
using namespace drawing;

using palette::kInk;  // lines and outlines

std::string num(double v) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.2f", std::abs(v) < 0.005 ? 0.0 : v);
  return buf;
}
// A line width as written before the widths were shared (drawing.h): "0.5", "1", "2.2".
std::string pen(double width) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", width);
  return buf;
}
std::string inches(double points) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.4f", points / 72.0);
  return buf;
}
std::string pos(Point p) { return "pos=\"" + num(p.x) + "," + num(p.y) + "!\""; }
std::string quoted(std::string_view s) {
  std::string out = "\"";
  for (const char c : s) {
    if (c == '"' || c == '\\') out += '\\';
    out += c;
  }
  return out + "\"";
}

// Collects what Graphviz reports while one graph is read, laid out and rendered.
std::string* g_messages = nullptr;
int collect_message(char* text) {
  if (g_messages && text) *g_messages += text;
  return 0;
}

}  // namespace

std::optional<Format> format_named(std::string_view name) {
  if (name == "svg") return Format::svg;
  if (name == "png") return Format::png;
  if (name == "pdf") return Format::pdf;
  if (name == "dot" || name == "gv") return Format::dot;
  return std::nullopt;
}

std::optional<Format> format_of_path(std::string_view path) {
  const std::size_t dot = path.rfind('.');
  const std::size_t slash = path.rfind('/');
  if (dot == std::string_view::npos || (slash != std::string_view::npos && dot < slash)) return std::nullopt;
  std::string ext(path.substr(dot + 1));
  for (char& c : ext)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return format_named(ext);
}

const char* extension_of(Format f) {
  switch (f) {
    case Format::svg: return "svg";
    case Format::png: return "png";
    case Format::pdf: return "pdf";
    case Format::dot: return "dot";
  }
  return "svg";
}

std::vector<std::string> format_names() {
  std::vector<std::string> names;
  for (const Format f : {Format::svg, Format::png, Format::pdf, Format::dot}) names.emplace_back(extension_of(f));
  return names;
}

std::string html_text(std::string_view text) {
  std::string out;
  std::size_t i = 0;
  while (i < text.size()) {
    const auto b = static_cast<unsigned char>(text[i]);
    // Decode one UTF-8 sequence; anything malformed becomes U+FFFD.
    unsigned cp = 0xFFFD;
    std::size_t len = 1;
    if (b < 0x80) {
      cp = b;
    } else if (b >= 0xC2 && b <= 0xF4) {
      len = b < 0xE0 ? 2 : b < 0xF0 ? 3 : 4;
      unsigned v = b & (len == 2 ? 0x1F : len == 3 ? 0x0F : 0x07);
      bool ok = i + len <= text.size();
      for (std::size_t k = 1; ok && k < len; ++k) {
        const auto c = static_cast<unsigned char>(text[i + k]);
        ok = (c & 0xC0) == 0x80;
        v = (v << 6) | (c & 0x3F);
      }
      const bool overlong = (len == 3 && v < 0x800) || (len == 4 && v < 0x10000);
      if (ok && !overlong && v <= 0x10FFFF && !(v >= 0xD800 && v <= 0xDFFF)) cp = v;
      else len = 1;
    }
    i += len;
    switch (cp) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\n': out += "<BR/>"; break;
      default:
        if (cp < 0x20 || cp == 0x7F) out += ' ';
        else notation::append_utf8(out, cp);
    }
  }
  return out;
}

namespace {

// A board's DOT text as board_dot writes it, part by part: the model, its square's size and
// shape, the text so far, and the count that names every node but the squares.
struct BoardDot {
  explicit BoardDot(const BoardModel& model)
      : m(model), s(model.square_size), diamond(model.orientation == Orientation::diamond),
        cell_shape(diamond ? "diamond" : "box"), cell_size(inches(diamond ? s * std::sqrt(2.0) : s)) {
    out.reserve(32 * 1024);
  }

  const BoardModel& m;
  const double s;
  const bool diamond;
  const std::string cell_shape;
  const std::string cell_size;
  std::string out;
  int n = 0;

  // Node names: "sq_d4" for squares, "<kind>_<n>" for the rest, so none can clash.
  std::string id(const char* kind) { return std::string(kind) + "_" + std::to_string(n++); }

  // A square's name or PDN number, in a corner of its square.
  void corner_text(const char* kind, const std::string& text, Point at) {
    out += "  " + id(kind) + " [shape=plaintext, fixedsize=false, style=\"\", width=0, height=0, margin=0, label=<" +
           html_text(text) + ">, fontsize=" + num(kCornerText * s) + ", fontcolor=\"" + kCornerInk + "\", " + pos(at) + "];\n";
  }

  // The graph's attributes, its caption (the first of two lines or more bold: the players),
  // and the nodes' and edges' defaults.
  void header() {
    out += "graph board {\n";
    out += "  graph [inputscale=72, splines=line, outputorder=breadthfirst, pad=\"0.25\", bgcolor=\"white\",\n";
    out += "         fontname=\"Helvetica\", fontsize=13, labelloc=b";
    if (!m.caption.empty()) {
      // First line (the players) bold when there are two lines.
      const std::size_t nl = m.caption.find('\n');
      std::string label;
      if (nl == std::string::npos) label = html_text(m.caption);
      else label = "<B>" + html_text(m.caption.substr(0, nl)) + "</B>";
      // Every further line (a game's notes under the caption) on a line of its own.
      for (std::size_t at = nl; at != std::string::npos;) {
        const std::size_t next = m.caption.find('\n', at + 1);
        label += "<BR/>" + html_text(m.caption.substr(at + 1, next == std::string::npos ? std::string::npos : next - at - 1));
        at = next;
      }
      out += ",\n         label=<" + label + ">";
    }
    out += "];\n";
    out += "  node [label=\"\", shape=circle, fixedsize=true, style=filled, penwidth=0, fontname=\"Helvetica\"];\n";
    out += "  edge [dir=none, headclip=false, tailclip=false];\n";
  }

  // The squares, with their names and PDN numbers when asked for.
  void squares() {
    out += "  // squares\n";
    // A square is framed thinly; a point's cell is not (the grid lines are its frame).
    const std::string cell_pen = m.on_points ? std::string("penwidth=0") : "color=\"" + std::string(kCellLine) + "\", penwidth=" + pen(kCellPen);
    for (const SquareCell& c : m.squares) {
      out += "  sq_" + c.name + " [shape=" + cell_shape + ", width=" + cell_size + ", height=" + cell_size +
             ", fillcolor=\"" + c.fill + "\", " + cell_pen + ", tooltip=\"" + c.name + "\", " + pos(c.centre) + "];\n";
    }
    bool any_label = false;
    for (const SquareCell& c : m.squares) {
      if (c.label.empty()) continue;
      if (!any_label) out += "  // square names\n";
      any_label = true;
      const double* d = diamond ? kNameDiamond : kNameSquare;
      const Point at{c.centre.x + d[0] * s, c.centre.y + d[1] * s};
      corner_text("name", c.label, at);
    }
    bool any_number = false;
    for (const SquareCell& c : m.squares) {
      if (c.number.empty()) continue;
      if (!any_number) out += "  // PDN numbers\n";
      any_number = true;
      const double* d = diamond ? kNumberDiamond : kNumberSquare;
      const Point at{c.centre.x + d[0] * s, c.centre.y + d[1] * s};
      corner_text("number", c.number, at);
    }
  }

  // What lies on the squares: the game's marked squares, the river and its bridges, the grid
  // lines of a board of points, and the air defence.
  void homes_and_areas() {
    if (!m.marked.empty()) out += "  // the game's marked squares (homes): a double frame, the label beside the board\n";
    for (const MarkedSquare& k : m.marked) {
      const std::string size = inches((diamond ? s * std::sqrt(2.0) : s) * kFrame);
      out += "  " + id("home") + " [shape=" + cell_shape + ", width=" + size + ", height=" + size +
             ", style=solid, penwidth=" + pen(kHomePen) + ", peripheries=2, color=\"" + palette::kHome + "\", tooltip=" +
             quoted(k.label) + ", " + pos(k.centre) + "];\n";
      out += "  " + id("home_label") +
             " [shape=plaintext, fixedsize=false, style=\"\", width=0, height=0, margin=0, label=<" + html_text(k.label) +
             ">, fontname=\"Helvetica-Bold\", fontsize=" + num(kHomeText * s) + ", fontcolor=\"" + palette::kHome + "\", " +
             pos(k.label_at) + "];\n";
    }

    if (!m.areas.empty()) out += "  // the river and its bridges\n";
    for (const Area& a : m.areas) {
      const bool bridge = a.kind == Area::Kind::bridge;
      out += "  " + id(bridge ? "bridge" : "river") + " [shape=box, width=" + inches(a.width) + ", height=" +
             inches(a.height) + ", fillcolor=\"" + a.fill + "\", " +
             (bridge ? "color=\"" + std::string(kInk) + "\", penwidth=" + pen(kPassengerPen) : std::string("penwidth=0")) +
             ", tooltip=" + quoted(a.title) + ", " + pos(a.centre) + "];\n";
    }
    if (m.on_points) {
      // On a board of points the lines run through the pieces' points, under the air defence
      // and the marks: they are drawn as thin boxes here, in that order. The lines are upright.
      out += "  // grid lines\n";
      for (const Segment& l : m.lines) {
        const double pen = l.kind == Segment::Kind::grid ? kGridPen : kEdgePen;
        const Point middle{(l.a.x + l.b.x) / 2, (l.a.y + l.b.y) / 2};
        out += "  " + id("grid") + " [shape=box, width=" + inches(std::abs(l.b.x - l.a.x) + pen) + ", height=" +
               inches(std::abs(l.b.y - l.a.y) + pen) + ", fillcolor=\"" +
               (l.kind == Segment::Kind::grid ? palette::kGrid : kInk) + "\", " + pos(middle) + "];\n";
      }
    }
    if (!m.air_defence.empty()) out += "  // air defence\n";
    for (const DefenceMark& d : m.air_defence) {
      out += "  " + id("defence") + " [width=" + inches(d.diameter) + ", style=\"filled,dashed\", fillcolor=\"" +
             d.colour + "\", color=\"" + d.colour.substr(0, 7) + "\", penwidth=1, tooltip=" + quoted(d.title) + ", " +
             pos(d.centre) + "];\n";
    }
  }

  // The marks on squares, by shape: tints, frames, destinations and rings.
  void marks() {
    auto marks_of = [&](MarkShape shape, const char* comment, auto&& write) {
      bool first = true;
      for (const SquareMark& k : m.marks) {
        if (k.shape != shape) continue;
        if (first) out += std::string("  // ") + comment + "\n";
        first = false;
        write(k);
      }
    };
    marks_of(MarkShape::tint, "tinted squares", [&](const SquareMark& k) {
      out += "  " + id("tint") + " [shape=" + cell_shape + ", width=" + cell_size + ", height=" + cell_size +
             ", fillcolor=\"" + k.colour + kTintAlpha + "\", " + pos(k.centre) + "];\n";
    });
    marks_of(MarkShape::frame, "framed squares", [&](const SquareMark& k) {
      const std::string size = inches((diamond ? s * std::sqrt(2.0) : s) * kFrame);
      out += "  " + id("frame") + " [shape=" + cell_shape + ", width=" + size + ", height=" + size +
             ", style=solid, penwidth=" + pen(kFramePen) + ", color=\"" + k.colour + "\", " + pos(k.centre) + "];\n";
    });
    marks_of(MarkShape::dot, "destinations", [&](const SquareMark& k) {
      out += "  " + id("dot") + " [width=" + inches(s * kDot) + ", fillcolor=\"" + k.colour + "\", " + pos(k.centre) + "];\n";
    });
    marks_of(MarkShape::ring, "pieces that may be taken", [&](const SquareMark& k) {
      out += "  " + id("ring") + " [width=" + inches(s * kRing) + ", style=solid, penwidth=3.5, color=\"" + k.colour +
             "\", " + pos(k.centre) + "];\n";
    });
  }

  // The board's outline and zone boundaries, then the arrows: edges between invisible ends.
  void lines_and_arrows() {
    // Lines and arrows are edges between invisible end points. Graphviz draws the graph in
    // its own order (outputorder=breadthfirst): each node as written, then the edges leaving
    // it. The ends are written here, after the squares and marks and before the pieces, so
    // the board's edge, the zone boundaries and then the arrows lie on the squares and under
    // every piece: an arrow crossing an occupied square passes under its piece.
    std::map<std::pair<long, long>, std::string> corners;
    std::string end_nodes, edges;
    auto corner = [&](Point p) {  // one end per distinct corner of the lines
      const auto key = std::make_pair(std::lround(p.x * 100), std::lround(p.y * 100));
      auto it = corners.find(key);
      if (it != corners.end()) return it->second;
      const std::string name = "end_" + std::to_string(corners.size());
      corners.emplace(key, name);
      end_nodes += "  " + name + " [shape=point, width=0.01, style=invis, " + pos(p) + "];\n";
      return name;
    };
    for (const Segment& l : m.lines) {
      if (m.on_points) break;  // drawn as nodes under the pieces
      const std::string a = corner(l.a), b = corner(l.b);
      edges += "  " + a + " -- " + b + (l.kind == Segment::Kind::outline ? " [penwidth=" + pen(kEdgePen) + ", color=\"" + std::string(kInk) + "\"]"
                                                                         : " [penwidth=" + pen(kZonePen) + ", color=\"" + std::string(kInk) + "\"]") +
               ";\n";
    }
    if (!end_nodes.empty()) out += "  // line ends, then the board outline and zone boundaries\n" + end_nodes + edges;
    // An arrow's ends are its own (never shared with a line's corner), so each arrow is drawn
    // after every line. Graphviz's "normal" head is 10 points long at arrowsize 1.
    if (!m.arrows.empty()) out += "  // arrows\n";
    int arrow_end = 0;
    for (const ArrowMark& a : m.arrows) {
      const std::string tail = "arrow_end_" + std::to_string(arrow_end++), head = "arrow_end_" + std::to_string(arrow_end++);
      out += "  " + tail + " [shape=point, width=0.01, style=invis, " + pos(a.tail) + "];\n";
      out += "  " + head + " [shape=point, width=0.01, style=invis, " + pos(a.head) + "];\n";
      out += "  " + tail + " -- " + head + " [dir=forward, arrowhead=normal, arrowsize=" + num(kArrowHeadLength * s / 10) +
             ", penwidth=" + num(kArrowShaft * s) + ", color=\"" + a.colour + kArrowAlpha + "\"];\n";
    }
  }

  // The pieces: discs with their letters, passengers, heroes' stars and stacks' pips.
  void pieces() {
    if (!m.pieces.empty()) out += "  // pieces: " + m.piece_legend + "\n";
    for (const PieceDisc& p : m.pieces) {
      // The letter keeps its size relative to the disc (a stack's disc is smaller).
      const double size = (p.letter.size() > 1 ? kLetterLong : kLetter) * (p.diameter / (s * kDisc));
      out += "  " + id("piece") + " [width=" + inches(p.diameter) + ", label=" + quoted(p.letter) + ", fontname=\"Helvetica-Bold\"" +
             ", fontsize=" + num(s * size) + ", fillcolor=\"" + p.fill + "\", color=\"" + kInk + "\", fontcolor=\"" + p.ink +
             "\", penwidth=" + pen(kPiecePen) + (p.enhanced || p.crowned ? ", peripheries=2" : "") + ", tooltip=" + quoted(p.title) + ", " +
             pos(p.centre) + "];\n";
      for (const Passenger& r : p.passengers) {
        const double letter = (r.letter.size() > 1 ? kPassengerLetterLong : kPassengerLetter) * r.diameter;
        out += "  " + id("passenger") + " [width=" + inches(r.diameter) + ", label=" + quoted(r.letter) +
               ", fontname=\"Helvetica-Bold\", fontsize=" + num(letter) + ", fillcolor=\"" + r.fill + "\", color=\"" +
               kInk + "\", fontcolor=\"" + r.ink + "\", penwidth=" + pen(kPassengerPen) + ", tooltip=" + quoted(p.title) + ", " + pos(r.centre) +
               "];\n";
      }
      if (p.heroic)
        out += "  " + id("hero") + " [shape=star, width=" + inches(kStar * s) + ", height=" + inches(kStar * s) +
               ", fillcolor=\"" + palette::kHero + "\", color=\"" + kInk + "\", penwidth=" + pen(kPipPen) + ", tooltip=" +
               quoted(p.title) + ", " + pos(p.star_at) + "];\n";
      if (p.stack.empty()) continue;
      for (const StackPip& pip : p.stack)
        out += "  " + id("pip") + " [width=" + inches(pip.diameter) + ", fillcolor=\"" + pip.fill + "\", color=\"" + kInk +
               "\", penwidth=" + pen(kPipPen) + ", tooltip=" + quoted(p.title) + ", " + pos(pip.centre) + "];\n";
      out += "  " + id("height") + " [width=" + inches(kHeightBadge * s) + ", label=\"" + std::to_string(p.height()) +
             "\", fontname=\"Helvetica-Bold\", fontsize=" + num(kHeightText * s) + ", fillcolor=\"#ffffff\", color=\"" + kInk +
             "\", fontcolor=\"" + kInk + "\", penwidth=" + pen(kBadgePen) + ", tooltip=" + quoted(p.title) + ", " + pos(p.height_at) + "];\n";
    }
  }

  // The text marks (badges or plain) and the coordinates along the edges.
  void texts_and_coordinates() {
    if (!m.texts.empty()) out += "  // marks\n";
    for (const TextMark& t : m.texts) {
      if (t.badge) {
        out += "  " + id("mark") + " [fixedsize=false, width=" + inches(kMarkBadge * s) + ", height=" + inches(kMarkBadge * s) +
               ", margin=0, label=<" + html_text(t.text) + ">, fontname=\"Helvetica-Bold\", fontsize=" + num(kMarkBadgeText * s) +
               ", fillcolor=\"#ffffff\", color=\"" + t.colour + "\", fontcolor=\"" + t.colour + "\", penwidth=2, " +
               pos(t.at) + "];\n";
      } else {
        out += "  " + id("mark") + " [shape=plaintext, fixedsize=false, style=\"\", width=0, height=0, margin=0, label=<" +
               html_text(t.text) + ">, fontname=\"Helvetica-Bold\", fontsize=" + num(kMarkText * s) + ", fontcolor=\"" +
               t.colour + "\", " + pos(t.at) + "];\n";
      }
    }

    out += "  // coordinates\n";
    for (const EdgeLabel& c : m.coordinates) {
      out += "  " + id("coord") + " [shape=plaintext, fixedsize=false, style=\"\", width=0, height=0, margin=0, label=" +
             quoted(c.text) + ", fontsize=" + num(s * kCoordinate) + ", fontcolor=\"" + kCoordinateInk + "\", " + pos(c.at) + "];\n";
    }
  }
};

}  // namespace

std::string board_dot(const BoardModel& m) {
  BoardDot dot(m);
  dot.header();
  dot.squares();
  dot.homes_and_areas();
  dot.marks();
  dot.lines_and_arrows();
  dot.pieces();
  dot.texts_and_coordinates();
  dot.out += "}\n";
  return std::move(dot.out);
}

struct Renderer::Impl {
  GVC_t* gvc = nullptr;
};

Renderer::Renderer() : impl_(std::make_unique<Impl>()) {
  impl_->gvc = gvContext();
  if (!impl_->gvc) throw RenderError("cannot start Graphviz (gvContext failed)");
  agseterrf(collect_message);
  agseterr(AGERR);  // warnings are not shown; errors are collected and reported
}

Renderer::~Renderer() {
  if (impl_->gvc) gvFreeContext(impl_->gvc);
}

std::string Renderer::render(const std::string& dot_text, Format format, const char* engine, int dpi) {
  if (format == Format::dot) return dot_text;
  std::string messages;
  g_messages = &messages;
  struct Reset {
    ~Reset() { g_messages = nullptr; }
  } reset;
  auto fail = [&messages](const std::string& what) {
    std::string m = messages;
    while (!m.empty() && (m.back() == '\n' || m.back() == ' ')) m.pop_back();
    return RenderError("Graphviz: " + what + (m.empty() ? "" : ": " + m));
  };
  Agraph_t* g = agmemread(dot_text.c_str());
  if (!g) throw fail("cannot read the graph description");
  if (format == Format::png) {
    const std::string d = std::to_string(dpi);
    agsafeset(g, const_cast<char*>("dpi"), const_cast<char*>(d.c_str()), const_cast<char*>(""));
  }
  if (gvLayout(impl_->gvc, g, engine) != 0) {
    agclose(g);
    throw fail(std::string("layout with ") + engine + " failed");
  }
  const char* device = format == Format::svg ? "svg" : format == Format::png ? "png:cairo" : "pdf:cairo";
  char* data = nullptr;
  unsigned int length = 0;
  const int rc = gvRenderData(impl_->gvc, g, device, &data, &length);
  std::string bytes;
  if (rc == 0 && data) bytes.assign(data, length);
  if (data) gvFreeRenderData(data);
  gvFreeLayout(impl_->gvc, g);
  agclose(g);
  if (rc != 0 || bytes.empty())
    throw fail(std::string("cannot render ") + extension_of(format) +
               " (are Graphviz's plugins installed and registered? `dot -c` as root registers them)");
  return bytes;
}

}  // namespace cinc::tools::diagram
