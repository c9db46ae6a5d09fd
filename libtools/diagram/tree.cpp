// Variation trees as Graphviz graphs.
#include "diagram/tree.h"

#include <unordered_set>
#include <utility>
#include <vector>

#include "diagram/render_gv.h"

namespace cinc::tools::diagram {

namespace {

constexpr std::size_t kTooltipChars = 300;

// A comment's text without its [%name args] commands (they are marks, not words).
std::string without_commands(const std::string& text) {
  std::string out;
  std::size_t i = 0;
  while (i < text.size()) {
    const std::size_t open = text.find("[%", i);
    const std::size_t close = open == std::string::npos ? std::string::npos : text.find(']', open);
    if (close == std::string::npos) {
      out += text.substr(i);
      break;
    }
    out += text.substr(i, open - i);
    i = close + 1;
  }
  while (!out.empty() && out.back() == ' ') out.pop_back();
  while (!out.empty() && out.front() == ' ') out.erase(0, 1);
  return out;
}

// Moves that replay played, in every line.
void collect_played(const game::ReplayedLine& line, std::unordered_set<const notation::MoveNode*>& out) {
  for (const game::ReplayedMove& m : line.moves) {
    out.insert(m.node);
    for (const game::ReplayedLine& v : m.variations) collect_played(v, out);
  }
}

struct Builder {
  std::unordered_set<const notation::MoveNode*> played;
  std::string nodes;
  std::string edges;
  int next = 1;
  int row_moves = 0;   // the main line's moves per row (0: one row)
  int main_moves = 0;  // main-line moves written so far
  std::vector<std::string> row_starts;  // the "…" node that begins each row after the first

  // Emits the moves of one line, starting from the node `parent`, the first move being
  // move `number` of side `side` (0 first player, 1 second).
  void line(const notation::Variation& v, std::string parent, int number, int side, bool main) {
    for (const notation::MoveNode& move : v.moves) {
      const std::string id = "m" + std::to_string(next++);
      std::string label = std::to_string(number) + (side == 0 ? ". " : "\u2026 ") + move.text;
      for (const int nag : move.nags) {
        const std::string t = nag_text(nag);
        label += (t[0] == '$' || t.size() > 2 ? " " : "") + t;
      }
      const bool ok = played.count(&move) > 0;
      std::string attrs = "label=<" + (main ? "<B>" + html_text(label) + "</B>" : html_text(label)) + ">";
      if (main) attrs += ", group=main, fillcolor=\"#e8eef7\", penwidth=1.4";
      if (!ok) attrs += ", style=\"rounded,dashed\", color=\"#c62828\", fontcolor=\"#c62828\"";
      std::string tip;
      for (const notation::Comment& c : move.comments) {
        const std::string text = without_commands(c.text);
        if (!text.empty()) tip += (tip.empty() ? "" : " ") + text;
      }
      if (!ok) tip = "not played: the line has an error at or before this move" + (tip.empty() ? "" : ". " + tip);
      if (!tip.empty()) {
        if (tip.size() > kTooltipChars) tip = tip.substr(0, kTooltipChars) + "...";
        attrs += ", tooltip=<" + html_text(tip) + ">";
      }
      nodes += "  " + id + " [" + attrs + "];\n";
      if (main && row_moves > 0 && main_moves > 0 && main_moves % row_moves == 0) {
        // A new row: the last row ends in "…" and this one begins with "…" under the start
        // (in the start's rank, in order), so its moves stand in the first row's columns.
        const std::string row = std::to_string(main_moves / row_moves);
        nodes += "  wrap_" + row + " [label=\"\u2026\", shape=plaintext, style=\"\"];\n";
        nodes += "  cont_" + row + " [label=\"\u2026\", shape=plaintext, style=\"\", group=main];\n";
        edges += "  " + parent + " -> wrap_" + row + " [weight=100, style=dashed, color=\"#333333\"];\n";
        edges += "  cont_" + row + " -> " + id + " [weight=100, style=dashed, color=\"#333333\"];\n";
        row_starts.push_back("cont_" + row);
      } else {
        edges += "  " + parent + " -> " + id + (main ? " [weight=100, penwidth=1.8, color=\"#333333\"]" : "") + ";\n";
      }
      if (main) ++main_moves;
      // The alternatives to this move start from the same position.
      for (const notation::Variation& alt : move.variations) line(alt, parent, number, side, false);
      parent = id;
      if (side == 1) ++number;
      side = 1 - side;
    }
    if (main) main_end = parent;
  }
  std::string main_end;
};

}  // namespace

std::string nag_text(int nag) {
  switch (nag) {
    case 1: return "!";
    case 2: return "?";
    case 3: return "!!";
    case 4: return "??";
    case 5: return "!?";
    case 6: return "?!";
    case 7: return "\u25a1";  // only move
    case 10: return "=";
    case 13: return "\u221e";  // unclear
    case 14: return "+/=";
    case 15: return "=/+";
    case 16: return "+/\u2212";
    case 17: return "\u2212/+";
    case 18: return "+\u2212";
    case 19: return "\u2212+";
    default: return "$" + std::to_string(nag);
  }
}

std::string tree_dot(const notation::GameRecord& record, const game::ReplayedGame& replayed, const TreeStyle& style) {
  Builder b;
  if (style.horizontal) b.row_moves = style.row_moves;
  collect_played(replayed.main, b.played);
  int number = 1, side = 0;
  if (replayed.variant && !replayed.start_fen.empty()) {
    auto state = replayed.variant->from_fen(replayed.start_fen);
    if (state) {
      number = (*state)->move_number();
      side = (*state)->side_to_move();
    }
  }
  b.line(record.main, "start", number, side, true);

  std::string title;
  auto tag = [&record](const char* name) {
    const std::string* v = record.tag(name);
    return v && *v != "?" ? *v : std::string();
  };
  const std::string first = replayed.side_name(0), second = replayed.side_name(1);
  const std::string a = tag(first.c_str()), z = tag(second.c_str());
  if (!a.empty() || !z.empty())
    title = (a.empty() ? "?" : a) + " (" + first + ") \u2013 " + (z.empty() ? "?" : z) + " (" + second + ")";
  if (const std::string event = tag("Event"); !event.empty()) title += (title.empty() ? "" : "\n") + event;

  const std::string* setup = record.tag("SetUp");
  const bool set_up = setup && *setup == "1";
  std::string out = "digraph tree {\n";
  out += std::string("  graph [rankdir=") + (style.horizontal ? "LR" : "TB") +
         ", ordering=out, nodesep=0.18, ranksep=0.22, pad=\"0.2\", bgcolor=\"white\", fontname=\"Helvetica\", "
         "fontsize=14, labelloc=t";
  if (!title.empty()) out += ", label=<<B>" + html_text(title) + "</B>>";
  out += "];\n";
  out += "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#ffffff\", color=\"#555555\", "
         "fontname=\"Helvetica\", fontsize=11, height=0.28, margin=\"0.10,0.04\"];\n";
  out += "  edge [arrowhead=none, color=\"#777777\"];\n";
  out += std::string("  start [label=<<B>") + (set_up ? "set-up position" : "start") +
         "</B>>, group=main, shape=box, style=\"filled\", fillcolor=\"#262626\", fontcolor=\"#ffffff\"];\n";
  out += b.nodes;
  if (!record.result.empty()) {
    out += "  result [label=<<B>" + html_text(record.result) + "</B>>, group=main, shape=plaintext, style=\"\"];\n";
    b.edges += "  " + b.main_end + " -> result [weight=100, style=dashed, color=\"#333333\"];\n";
  }
  out += b.edges;
  if (!b.row_starts.empty()) {
    // The rows' beginnings in the start's rank, one under the other in order.
    std::string same = "start", chain = "start";
    for (const std::string& r : b.row_starts) {
      same += "; " + r;
      chain += " -> " + r;
    }
    out += "  {rank=same; " + same + ";}\n";
    out += "  " + chain + " [style=invis];\n";
  }
  out += "}\n";
  return out;
}

}  // namespace cinc::tools::diagram
