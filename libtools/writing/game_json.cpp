// Games as JSON (docs/notation.md §7) and back.
#include "writing/game_json.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <cstring>
#include <deque>
#include <optional>
#include <stdexcept>
#include <string_view>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include "cinc/game/canonical.h"
#include "cinc/notation/limits.h"
#include "writing/diagnostics_format.h"
#include "writing/json_writer.h"

namespace cinc::tools {

using nlohmann::ordered_json;

namespace {

std::string lower_case(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

/// What one game's JSON needs again and again: its side names, as shown and in lower case.
struct GameNames {
  std::array<std::string, 2> side;
  std::array<std::string, 2> lower;
  // For the compact layout, written once a game rather than once a move: each side's name
  // as a JSON string, and the keys of the points object with what goes before each
  // ({"dark": and ,"light":).
  std::array<std::string, 2> side_json;
  std::array<std::string, 2> points_key;
  explicit GameNames(const game::Variant* variant) {
    for (std::size_t s = 0; s < 2; ++s) {
      side[s] = variant ? variant->sides[s] : "?";  // as ReplayedGame::side_name names them
      lower[s] = lower_case(side[s]);
      {
        JsonWriter w(side_json[s]);
        w.string(side[s]);
      }
      {
        JsonWriter w(points_key[s]);
        w.string(lower[s]);
      }
      points_key[s].insert(0, 1, s ? ',' : '{');
      points_key[s] += ':';
    }
  }
};

void seconds_or_null(JsonWriter& w, const std::optional<double>& v) {
  if (v) w.number(*v);
  else w.null();
}

void comments_json(JsonWriter& w, const std::vector<notation::Comment>& comments) {
  w.begin_array();
  for (const auto& c : comments) w.string(c.text);
  w.end_array();
}

// One line of the record as a JSON array; `replayed` holds the moves replay reached
// (a prefix of the line's moves; null when the line was not replayed at all).
void line_json(JsonWriter& w, const notation::Variation& line, const game::ReplayedLine* replayed, int ply0,
               const game::ReplayedGame& game, const GameNames& names, const JsonContent& content) {
  w.begin_array();
  for (std::size_t i = 0; i < line.moves.size(); ++i) {
    const notation::MoveNode& node = line.moves[i];
    const game::ReplayedMove* rm = (replayed && i < replayed->moves.size()) ? &replayed->moves[i] : nullptr;
    if (!content.full_moves) {  // the move alone, canonical when replayed
      w.string(rm ? std::string_view(rm->played.canonical) : std::string_view(node.text));
      continue;
    }
    w.begin_object();
    w.key("ply");
    w.number(ply0 + static_cast<int>(i) + 1);
    w.key("number");
    if (rm) w.number(rm->number);
    else w.null();
    w.key("side");
    if (rm) w.string(names.side[static_cast<std::size_t>(rm->side & 1)]);
    else w.null();
    w.key("text");
    w.string(node.text);
    const auto text_or_null = [&](const auto& key, const std::string* value) {
      w.key(key);
      if (value) w.string(*value);
      else w.null();
    };
    text_or_null("canonical", rm ? &rm->played.canonical : nullptr);
    text_or_null("piece", rm ? &rm->played.piece : nullptr);
    text_or_null("from", rm ? &rm->played.from : nullptr);
    text_or_null("to", rm ? &rm->played.to : nullptr);
    text_or_null("capture", rm && !rm->played.captured.empty() ? &rm->played.captured : nullptr);
    w.key("attack");
    w.boolean(rm ? rm->played.attack : false);
    w.key("promotion");
    w.boolean(rm ? rm->played.promotion : false);
    w.key("points");
    if (rm && game.variant) {
      // Keys are the side names in lower case, as the schema shows ({"dark": n, "light": n}).
      w.begin_object();
      for (std::size_t side = 0; side < 2; ++side) {
        w.key(names.lower[side]);
        w.number(rm->played.points[side]);
      }
      w.end_object();
      if (!rm->played.tallies.empty()) {  // game-specific counts (Chair Force's economy)
        w.key("tallies");
        w.begin_object();
        for (const auto& [name, count] : rm->played.tallies) {
          w.key(name);
          w.number(count);
        }
        w.end_object();
      }
    } else {
      w.null();
    }
    w.key("clock");
    seconds_or_null(w, rm ? rm->clock : std::nullopt);
    w.key("elapsed");
    seconds_or_null(w, rm ? rm->elapsed : std::nullopt);
    w.key("nags");
    w.begin_array();
    for (const int nag : node.nags) w.number(nag);
    w.end_array();
    if (i == 0 && !line.leading_comments.empty()) {
      w.key("comments_before");
      comments_json(w, line.leading_comments);
    }
    w.key("comments");
    comments_json(w, node.comments);
    w.key("variations");
    w.begin_array();
    for (std::size_t v = 0; v < node.variations.size(); ++v) {
      const game::ReplayedLine* rv = (rm && v < rm->variations.size()) ? &rm->variations[v] : nullptr;
      line_json(w, node.variations[v], rv, ply0 + static_cast<int>(i), game, names, content);
    }
    w.end_array();
    if (content.fen) text_or_null("fen_after", rm ? &rm->fen_after : nullptr);
    w.end_object();
  }
  w.end_array();
}

// The compact layout (no indentation) of the moves, written at a cursor: each move's
// members up to its comments go into one room made for their longest text, with the keys
// and commas as literals. The same text in a fraction of the writer's calls (a move is
// some 25 values). write_game_json takes it when `indent` is 0, after
// JsonWriter::begin_raw_value(), and so does CleanGameJson, from the lexer's tokens; the
// tests hold all three to the same JSON.

/// A comment's text, from a record's comment or a text folded as a record folds it.
std::string_view comment_text(const notation::Comment& c) { return c.text; }
std::string_view comment_text(std::string_view text) { return text; }

/// The texts of comments as the items of an array (its brackets written by the caller).
template <class Comments>
void compact_string_items(JsonWriter& w, const Comments& comments) {
  for (std::size_t c = 0; c < comments.size(); ++c) {
    char* p = w.reserve(1);
    if (c) *p++ = ',';
    w.wrote(p);
    w.part_string(comment_text(comments[c]));
  }
}

/// What the compact JSON of one move shows before its variations.
template <class Comments>
struct CompactMove {
  std::int64_t ply = 0;
  std::string_view text;                        ///< as written
  const game::PlayedMove* played = nullptr;     ///< null: a move replay did not reach
  int number = 0, side = 0;                     ///< with `played`
  std::optional<double> clock, elapsed;
  const std::vector<int>* nags = nullptr;
  const Comments* comments_before = nullptr;    ///< a line's leading comments, at its first move
  const Comments* comments = nullptr;
};

/// Writes one compact move from its '{' (after a ',' unless `first`) through the '[' that
/// opens its variations.
template <class Comments>
void compact_move_open(JsonWriter& w, bool first, const CompactMove<Comments>& m, bool has_variant,
                       const GameNames& names) {
  using namespace json_text;
  // The most bytes of a move's members but its texts, comments and tallies: keys and
  // literals (about 230 bytes), three integers and two numbers.
  constexpr std::size_t kMoveLiterals = 320 + 3 * kIntegerBound + 2 * kNumberBound;
  const game::PlayedMove* played = m.played;
  std::size_t bound = kMoveLiterals + quoted_bound(m.text) + names.side_json[0].size() +
                      names.side_json[1].size() + names.points_key[0].size() + names.points_key[1].size();
  if (played) {
    bound += quoted_bound(played->canonical) + quoted_bound(played->piece) + quoted_bound(played->from) +
             quoted_bound(played->to) + quoted_bound(played->captured);
  }
  char* p = w.reserve(bound);
  if (!first) *p++ = ',';
  const auto string_or_null = [&p](const std::string* value) {
    p = value ? write_quoted(p, *value) : write_literal(p, "null");
  };
  const auto seconds_or_null = [&p](const std::optional<double>& value) {
    p = value ? write_number(p, *value) : write_literal(p, "null");
  };
  p = write_literal(p, "{\"ply\":");
  p = write_integer(p, m.ply);
  p = write_literal(p, ",\"number\":");
  p = played ? write_integer(p, std::int64_t{m.number}) : write_literal(p, "null");
  p = write_literal(p, ",\"side\":");
  p = played ? write_json(p, names.side_json[static_cast<std::size_t>(m.side & 1)]) : write_literal(p, "null");
  p = write_literal(p, ",\"text\":");
  p = write_quoted(p, m.text);
  p = write_literal(p, ",\"canonical\":");
  string_or_null(played ? &played->canonical : nullptr);
  p = write_literal(p, ",\"piece\":");
  string_or_null(played ? &played->piece : nullptr);
  p = write_literal(p, ",\"from\":");
  string_or_null(played ? &played->from : nullptr);
  p = write_literal(p, ",\"to\":");
  string_or_null(played ? &played->to : nullptr);
  p = write_literal(p, ",\"capture\":");
  string_or_null(played && !played->captured.empty() ? &played->captured : nullptr);
  const bool attack = played && played->attack, promotion = played && played->promotion;
  if (!attack && !promotion) p = write_literal(p, ",\"attack\":false,\"promotion\":false,\"points\":");
  else if (!promotion) p = write_literal(p, ",\"attack\":true,\"promotion\":false,\"points\":");
  else if (!attack) p = write_literal(p, ",\"attack\":false,\"promotion\":true,\"points\":");
  else p = write_literal(p, ",\"attack\":true,\"promotion\":true,\"points\":");
  if (played && has_variant) {
    // Keys are the side names in lower case, as the schema shows ({"dark": n, "light": n}).
    for (std::size_t side = 0; side < 2; ++side) {
      p = write_json(p, names.points_key[side]);
      p = write_integer(p, std::int64_t{played->points[side]});
    }
    *p++ = '}';
    if (!played->tallies.empty()) {  // game-specific counts (Chair Force's economy)
      w.wrote(write_literal(p, ",\"tallies\":"));
      for (std::size_t t = 0; t < played->tallies.size(); ++t) {
        const std::string& name = played->tallies[t].first;
        p = w.reserve(2 + quoted_bound(name) + kIntegerBound);
        *p++ = t ? ',' : '{';
        p = write_quoted(p, name);
        *p++ = ':';
        w.wrote(write_integer(p, std::int64_t{played->tallies[t].second}));
      }
      p = w.reserve(kMoveLiterals);
      *p++ = '}';
    }
  } else {
    p = write_literal(p, "null");
  }
  p = write_literal(p, ",\"clock\":");
  seconds_or_null(m.clock);
  p = write_literal(p, ",\"elapsed\":");
  seconds_or_null(m.elapsed);
  p = write_literal(p, ",\"nags\":[");
  w.wrote(p);
  for (std::size_t n = 0; n < m.nags->size(); ++n) {
    p = w.reserve(1 + kIntegerBound);
    if (n) *p++ = ',';
    w.wrote(write_integer(p, std::int64_t{(*m.nags)[n]}));
  }
  if (m.comments_before && !m.comments_before->empty()) {
    w.wrote(write_literal(w.reserve(32), "],\"comments_before\":["));
    compact_string_items(w, *m.comments_before);
  }
  w.wrote(write_literal(w.reserve(32), "],\"comments\":["));
  compact_string_items(w, *m.comments);
  w.wrote(write_literal(w.reserve(32), "],\"variations\":["));
}

/// Ends a compact move opened by compact_move_open, its variations written: with the FEN
/// after it when `fen` (null when `fen_after` is: a move replay did not reach).
void compact_move_close(JsonWriter& w, bool fen, const std::string* fen_after) {
  using namespace json_text;
  char* p = nullptr;
  if (!fen) {
    p = write_literal(w.reserve(2), "]}");
  } else if (fen_after) {
    p = write_literal(w.reserve(32 + quoted_bound(*fen_after)), "],\"fen_after\":");
    p = write_quoted(p, *fen_after);
    *p++ = '}';
  } else {
    p = write_literal(w.reserve(32), "],\"fen_after\":null}");
  }
  w.wrote(p);
}

/// A move alone in a compact line (JsonContent::full_moves false).
void compact_move_alone(JsonWriter& w, bool first, std::string_view move) {
  using namespace json_text;
  char* p = w.reserve(1 + quoted_bound(move));
  if (!first) *p++ = ',';
  w.wrote(write_quoted(p, move));
}

// line_json for a compact document, from a record and its replay.
void compact_line_json(JsonWriter& w, const notation::Variation& line, const game::ReplayedLine* replayed,
                       int ply0, const game::ReplayedGame& game, const GameNames& names,
                       const JsonContent& content) {
  using namespace json_text;
  w.wrote(write_literal(w.reserve(1), "["));
  for (std::size_t i = 0; i < line.moves.size(); ++i) {
    const notation::MoveNode& node = line.moves[i];
    const game::ReplayedMove* rm = (replayed && i < replayed->moves.size()) ? &replayed->moves[i] : nullptr;
    if (!content.full_moves) {  // the move alone, canonical when replayed
      compact_move_alone(w, i == 0, rm ? std::string_view(rm->played.canonical) : std::string_view(node.text));
      continue;
    }
    CompactMove<std::vector<notation::Comment>> m;
    m.ply = std::int64_t{ply0} + static_cast<std::int64_t>(i) + 1;
    m.text = node.text;
    if (rm) {
      m.played = &rm->played;
      m.number = rm->number;
      m.side = rm->side;
      m.clock = rm->clock;
      m.elapsed = rm->elapsed;
    }
    m.nags = &node.nags;
    if (i == 0) m.comments_before = &line.leading_comments;
    m.comments = &node.comments;
    compact_move_open(w, i == 0, m, game.variant != nullptr, names);
    for (std::size_t v = 0; v < node.variations.size(); ++v) {
      if (v) w.wrote(write_literal(w.reserve(1), ","));
      const game::ReplayedLine* rv = (rm && v < rm->variations.size()) ? &rm->variations[v] : nullptr;
      compact_line_json(w, node.variations[v], rv, ply0 + static_cast<int>(i), game, names, content);
    }
    compact_move_close(w, content.fen, rm ? &rm->fen_after : nullptr);
  }
  w.wrote(write_literal(w.reserve(1), "]"));
}

[[noreturn]] void fail(const std::string& path, const std::string& what) {
  throw std::runtime_error("JSON " + path + ": " + what);
}

const ordered_json& member(const ordered_json& obj, const char* key, const std::string& path) {
  if (!obj.is_object()) fail(path, "expected an object");
  auto it = obj.find(key);
  if (it == obj.end()) fail(path, std::string("missing \"") + key + "\"");
  return *it;
}

std::vector<notation::Comment> comments_from(const ordered_json& a, const std::string& path) {
  std::vector<notation::Comment> out;
  if (!a.is_array()) fail(path, "expected an array of strings");
  for (std::size_t i = 0; i < a.size(); ++i) {
    if (!a[i].is_string()) fail(path + "[" + std::to_string(i) + "]", "expected a string");
    out.push_back(notation::Comment{a[i].get<std::string>(), {}});
  }
  return out;
}

notation::Variation line_from(const ordered_json& moves, const std::string& path, int depth) {
  if (depth > notation::limits::kMaxVariationDepth)
    fail(path, "variations nested deeper than " + std::to_string(notation::limits::kMaxVariationDepth));
  if (!moves.is_array()) fail(path, "expected an array of moves");
  notation::Variation line;
  for (std::size_t i = 0; i < moves.size(); ++i) {
    const std::string p = path + "[" + std::to_string(i) + "]";
    const ordered_json& m = moves[i];
    notation::MoveNode node;
    if (m.is_string()) {  // a move alone (json --moves san)
      if (m.get<std::string>().empty()) fail(p, "expected the move as a string");
      node.text = m.get<std::string>();
      line.moves.push_back(std::move(node));
      continue;
    }
    const ordered_json* text = nullptr;
    if (m.is_object() && m.contains("canonical") && m["canonical"].is_string()) text = &m["canonical"];
    else text = &member(m, "text", p);
    if (!text->is_string() || text->get<std::string>().empty()) fail(p + ".text", "expected the move as a string");
    node.text = text->get<std::string>();
    if (m.contains("nags")) {
      const auto& nags = m["nags"];
      if (!nags.is_array()) fail(p + ".nags", "expected an array of numbers");
      for (const auto& n : nags) {
        if (!n.is_number_integer() || n.get<long long>() < 0 || n.get<long long>() > notation::limits::kMaxNag)
          fail(p + ".nags", "a NAG is a number from 0 to 255");
        node.nags.push_back(n.get<int>());
      }
    }
    if (m.contains("comments_before")) {
      if (i != 0) fail(p + ".comments_before", "only the first move of a line has comments before it");
      line.leading_comments = comments_from(m["comments_before"], p + ".comments_before");
    }
    if (m.contains("comments")) node.comments = comments_from(m["comments"], p + ".comments");
    if (m.contains("variations")) {
      const auto& vars = m["variations"];
      if (!vars.is_array()) fail(p + ".variations", "expected an array of move arrays");
      for (std::size_t v = 0; v < vars.size(); ++v)
        node.variations.push_back(line_from(vars[v], p + ".variations[" + std::to_string(v) + "]", depth + 1));
    }
    line.moves.push_back(std::move(node));
  }
  return line;
}

// The board of a position as JSON: per occupied square the pieces bottom to top (a stack
// when more than one), e.g. {"c7": [{"side": "Red", "piece": "M"}, ...]}, and the pieces
// each side has taken off the board (Coast to Coast).
void board_json(JsonWriter& w, const game::GameState& state, const game::Variant& variant) {
  const game::BoardView view = state.board();
  w.begin_object();
  w.key("squares");
  w.begin_object();
  for (std::size_t s = 0; s < view.squares.size(); ++s) {
    if (view.squares[s].empty()) continue;
    w.key(view.geometry.name(static_cast<game::Square>(s)));
    w.begin_array();
    for (const game::PieceView& p : view.squares[s]) {
      w.begin_object();
      w.key("side");
      w.string(variant.sides[static_cast<std::size_t>(p.side)]);
      w.key("piece");
      w.string(p.letter);
      if (p.enhanced) {
        w.key("enhanced");
        w.boolean(true);
      }
      w.end_object();
    }
    w.end_array();
  }
  w.end_object();
  if (!view.notes.empty()) {
    w.key("notes");
    w.begin_array();
    for (const auto& note : view.notes) w.string(note);
    w.end_array();
  }
  if (view.borne_off != std::array<int, 2>{0, 0}) {
    w.key("borne_off");
    w.begin_object();
    for (std::size_t side = 0; side < 2; ++side) {
      w.key(lower_case(variant.sides[side]));
      w.number(view.borne_off[side]);
    }
    w.end_object();
  }
  w.end_object();
}

// board_json for a compact document, written at a cursor (a final board is some 30
// squares a game): the same text.
void compact_board_json(JsonWriter& w, const game::GameState& state, const GameNames& names) {
  using namespace json_text;
  const game::BoardView view = state.board();
  w.begin_raw_value();
  w.wrote(write_literal(w.reserve(16), "{\"squares\":{"));
  bool first_square = true;
  for (std::size_t s = 0; s < view.squares.size(); ++s) {
    const auto& pieces = view.squares[s];
    if (pieces.empty()) continue;
    const std::string name = view.geometry.name(static_cast<game::Square>(s));
    std::size_t bound = quoted_bound(name) + 4;
    for (const game::PieceView& p : pieces)
      bound += 64 + names.side_json[static_cast<std::size_t>(p.side & 1)].size() + quoted_bound(p.letter);
    char* c = w.reserve(bound);
    if (!first_square) *c++ = ',';
    first_square = false;
    c = write_quoted(c, name);
    c = write_literal(c, ":[");
    for (std::size_t i = 0; i < pieces.size(); ++i) {
      const game::PieceView& p = pieces[i];
      if (i) *c++ = ',';
      c = write_literal(c, "{\"side\":");
      c = write_json(c, names.side_json[static_cast<std::size_t>(p.side & 1)]);
      c = write_literal(c, ",\"piece\":");
      c = write_quoted(c, p.letter);
      c = p.enhanced ? write_literal(c, ",\"enhanced\":true}") : write_literal(c, "}");
    }
    *c++ = ']';
    w.wrote(c);
  }
  w.wrote(write_literal(w.reserve(1), "}"));
  if (!view.notes.empty()) {
    w.wrote(write_literal(w.reserve(16), ",\"notes\":["));
    for (std::size_t i = 0; i < view.notes.size(); ++i) {
      if (i) w.wrote(write_literal(w.reserve(1), ","));
      w.part_string(view.notes[i]);
    }
    w.wrote(write_literal(w.reserve(1), "]"));
  }
  if (view.borne_off != std::array<int, 2>{0, 0}) {
    // {"black":n,"red":n}: the keys of the points object (the side names in lower case).
    char* c = w.reserve(32 + names.points_key[0].size() + names.points_key[1].size() + 2 * kIntegerBound);
    c = write_literal(c, ",\"borne_off\":");
    for (std::size_t side = 0; side < 2; ++side) {
      c = write_json(c, names.points_key[side]);
      c = write_integer(c, std::int64_t{view.borne_off[side]});
    }
    *c++ = '}';
    w.wrote(c);
  }
  w.wrote(write_literal(w.reserve(1), "}"));
}

/// A game's members before its moves, and the key "moves": from its tags (notation::Tag or
/// notation::TagToken) to the start position.
template <class Tags>
void game_json_head(JsonWriter& w, const Tags& tags, const game::Variant* variant, std::string_view start_fen) {
  w.begin_object();
  w.key("tags");
  w.begin_object();
  for (const auto& t : tags) {
    w.key(t.name);
    w.string(t.value);
  }
  w.end_object();
  w.key("variant");
  if (variant) w.string(variant->name);
  else w.null();
  w.key("start");
  if (start_fen.empty()) w.null();
  else w.string(start_fen);
  w.key("moves");
}

/// A game's members after its moves, to the end of its object. The final board is
/// `final_state` when given (the main line's state, as replay left it), else the position
/// of `final_fen`; written at a cursor when `compact` gives the names of a compact document.
void game_json_tail(JsonWriter& w, std::string_view result, const std::string_view* termination,
                    const game::Variant* variant, const game::GameState* final_state, const std::string& final_fen,
                    bool valid, const std::vector<notation::Diagnostic>& diagnostics, const JsonContent& content,
                    const GameNames* compact) {
  w.key("result");
  if (result.empty()) w.null();
  else w.string(result);
  w.key("termination");
  if (termination) w.string(*termination);
  else w.null();
  if (content.board) {
    // The position after the last replayed move of the main line, square by square.
    w.key("final_board");
    const auto board = [&](const game::GameState& state) {
      if (compact) compact_board_json(w, state, *compact);
      else board_json(w, state, *variant);
    };
    if (final_state && variant) {
      board(*final_state);
    } else {
      auto read = variant && !final_fen.empty()
                      ? variant->from_fen(final_fen)
                      : game::Result<std::unique_ptr<game::GameState>>(game::Error{"no position", 0});
      if (read) board(**read);
      else w.null();
    }
  }
  w.key("valid");
  w.boolean(valid);
  w.key("diagnostics");
  w.begin_array();
  for (const auto& d : diagnostics) write_diagnostic_json(w, d);
  w.end_array();
  w.end_object();
}

}  // namespace

void write_game_json(std::string& out, const notation::GameRecord& record, const game::ReplayedGame& replayed,
                     const JsonContent& content, int indent, int depth) {
  JsonWriter w(out, indent, depth);
  const GameNames names(replayed.variant);
  game_json_head(w, game::written_tags(record, replayed), replayed.variant, replayed.start_fen);
  const game::ReplayedLine* main = replayed.start_fen.empty() ? nullptr : &replayed.main;
  if (indent == 0) {
    w.begin_raw_value();
    compact_line_json(w, record.main, main, 0, replayed, names, content);
  } else {
    line_json(w, record.main, main, 0, replayed, names, content);
  }
  // A game without moves keeps its comments here (with moves, the first move's comments_before).
  if (content.full_moves && record.main.moves.empty() && !record.main.leading_comments.empty()) {
    w.key("comments_before");
    comments_json(w, record.main.leading_comments);
  }
  const std::string* termination = record.tag("Termination");
  const std::string_view termination_view = termination ? std::string_view(*termination) : std::string_view();
  game_json_tail(w, record.result, termination ? &termination_view : nullptr, replayed.variant, nullptr,
                 replayed.final_fen, replayed.valid(), replayed.diagnostics, content, indent == 0 ? &names : nullptr);
}

// ---------------------------------------------------------------------------------------
// CleanGameJson: a clean game straight from its tokens.

struct CleanGameJson::Impl {
  /// What a line's move needs kept while its variations are written (one per depth: a
  /// line's moves are written one after the other, and its variations one depth further).
  struct MoveScratch {
    game::PlayedMove played;
    std::string fen;
    std::vector<int> nags;
    // Comments as a record folds them (fold_comment_view): the raw text itself, or the text
    // folded into a room of the same index (a deque: a room stays put while it grows).
    std::vector<std::string_view> comments;  ///< the move's
    std::deque<std::string> comment_rooms;
    std::vector<std::string_view> leading;   ///< the line's comments before its first move
    std::deque<std::string> leading_rooms;
    std::vector<std::size_t> variations;  ///< the index of each of the move's '(' tokens
  };

  const game::Variant* variant = nullptr;  ///< the game of the names
  std::unique_ptr<GameNames> names;
  game::StatePool lines;    ///< per depth (1..): the open variation's position
  game::StatePool befores;  ///< per depth: the position before a move with variations
  std::deque<MoveScratch> scratch;                        ///< per depth (a deque: a depth's stays put)
  game::PlayOutcome outcome;
  std::string start_fen;

  /// Adds a comment's text, as a record folds it, to `texts`.
  static void add_comment(std::vector<std::string_view>& texts, std::deque<std::string>& rooms, std::string_view raw) {
    if (rooms.size() == texts.size()) rooms.emplace_back();
    texts.push_back(notation::fold_comment_view(raw, rooms[texts.size()]));
  }

  /// Writes the line whose tokens start at `i` (after its '(', or the main line's first)
  /// from `state`, `ply0` the ply before its first move, through its ')' (or the tokens' end
  /// for the main line), leaving `i` after it. False when replay() would report something of
  /// it, or when the record's tree would not be written this way (a line without moves).
  bool line(JsonWriter& w, const notation::LexedGame& game, std::size_t& i, game::GameState& state, int ply0,
            std::size_t depth, const JsonContent& content) {
    using notation::Token;
    using namespace json_text;
    if (depth == scratch.size()) scratch.emplace_back();
    MoveScratch& s = scratch[depth];
    const std::vector<Token>& tokens = game.tokens;
    s.leading.clear();
    std::optional<std::uint32_t> pending_number;  // a move number waiting for its move (as build_record)
    int ply = ply0;
    bool first = true;
    w.wrote(write_literal(w.reserve(1), "["));
    while (i < tokens.size()) {
      const Token& token = tokens[i];
      if (token.kind == Token::Kind::close_variation && depth > 0) {
        ++i;
        break;
      }
      if (token.kind == Token::Kind::move_number) {
        pending_number = token.value;
        ++i;
        continue;
      }
      if (token.kind == Token::Kind::comment && first) {  // before the line's first move
        add_comment(s.leading, s.leading_rooms, token.text);
        ++i;
        continue;
      }
      if (token.kind != Token::Kind::move) return false;  // not after a move: the lexer allows none
      // The move, as replay() plays it: its written number checked (move.number), no warning.
      if (pending_number && static_cast<int>(*pending_number) != state.move_number()) return false;
      pending_number.reset();
      const int side = state.side_to_move(), number = state.move_number();
      ++ply;
      if (token.value == Token::kHasVariations) befores.copy_at(depth, state);
      if (!state.play_into(token.text, s.played, outcome) || !outcome.warnings.empty() || outcome.readings.size() > 1)
        return false;
      if (content.fen) state.write_fen(s.fen);
      // Its NAGs, comments and variations: the tokens after it to the next move of the line
      // or the line's end (comments after its variations are its own too, as in the record).
      s.nags.clear();
      s.comments.clear();
      s.variations.clear();
      std::size_t j = i + 1;
      for (int nesting = 0; j < tokens.size(); ++j) {
        const Token& t = tokens[j];
        if (nesting > 0) {
          if (t.kind == Token::Kind::open_variation) ++nesting;
          if (t.kind == Token::Kind::close_variation && --nesting == 0) pending_number.reset();
          continue;
        }
        if (t.kind == Token::Kind::move || t.kind == Token::Kind::close_variation) break;
        switch (t.kind) {
          case Token::Kind::nag: s.nags.push_back(static_cast<int>(t.value)); break;
          case Token::Kind::comment: add_comment(s.comments, s.comment_rooms, t.text); break;
          case Token::Kind::move_number: pending_number = t.value; break;
          case Token::Kind::open_variation:
            pending_number.reset();
            s.variations.push_back(j);
            nesting = 1;
            break;
          default: break;
        }
      }
      CompactMove<std::vector<std::string_view>> m;
      m.ply = ply;
      m.text = token.text;
      m.played = &s.played;
      m.number = number;
      m.side = side;
      for (const std::string_view c : s.comments) game::read_clocks(c, m.clock, m.elapsed);
      m.nags = &s.nags;
      if (first) m.comments_before = &s.leading;
      m.comments = &s.comments;
      compact_move_open(w, first, m, true, *names);
      for (std::size_t v = 0; v < s.variations.size(); ++v) {
        if (v) w.wrote(write_literal(w.reserve(1), ","));
        std::size_t at = s.variations[v] + 1;
        if (!line(w, game, at, lines.copy_at(depth + 1, befores.at(depth)), ply - 1, depth + 1, content)) return false;
      }
      compact_move_close(w, content.fen, &s.fen);
      first = false;
      i = j;
    }
    if (first) return false;  // no move: the record keeps such comments elsewhere
    w.wrote(write_literal(w.reserve(1), "]"));
    return true;
  }
};

CleanGameJson::CleanGameJson() : impl_(std::make_unique<Impl>()) {}
CleanGameJson::~CleanGameJson() = default;

bool CleanGameJson::write(std::string& out, const notation::LexedGame& game, bool pdn_file,
                          const JsonContent& content) {
  if (!content.full_moves) return false;
  game::CleanStart start = game::clean_start(game, pdn_file);
  if (!start.state) return false;
  Impl& d = *impl_;
  d.lines.use_for(start.variant);
  d.befores.use_for(start.variant);
  if (start.variant != d.variant || !d.names) {
    d.variant = start.variant;
    d.names = std::make_unique<GameNames>(start.variant);
  }
  game::GameState& main = *start.state;
  main.set_canonical_wanted(true);
  main.write_fen(d.start_fen);
  const std::size_t size_before = out.size();
  bool clean = false;
  {
    JsonWriter w(out);
    game_json_head(w, game.tags, start.variant, d.start_fen);
    w.begin_raw_value();
    std::size_t i = 0;
    clean = d.line(w, game, i, main, 0, 0, content) && i == game.tokens.size() && game::clean_end(game, main);
    if (clean) {
      static const std::vector<notation::Diagnostic> kNone;
      game_json_tail(w, game.result, game.tag("Termination"), start.variant, &main, {}, true, kNone, content,
                     d.names.get());
    }
  }
  if (!clean) out.resize(size_before);
  return clean;
}

ordered_json game_to_json(const notation::GameRecord& record, const game::ReplayedGame& replayed) {
  std::string text;
  write_game_json(text, record, replayed, JsonContent{});
  return ordered_json::parse(text);
}

notation::GameRecord game_from_json(const ordered_json& game) {
  notation::GameRecord record;
  const ordered_json& tags = member(game, "tags", "game");
  if (!tags.is_object()) fail("game.tags", "expected an object of strings");
  for (auto it = tags.begin(); it != tags.end(); ++it) {
    if (!it.value().is_string()) fail("game.tags." + it.key(), "expected a string");
    record.tags.push_back(notation::Tag{it.key(), it.value().get<std::string>(), {}});
  }
  record.main = line_from(member(game, "moves", "game"), "game.moves", 0);
  if (game.contains("comments_before")) {
    if (!record.main.moves.empty()) fail("game.comments_before", "only a game without moves has comments here");
    record.main.leading_comments = comments_from(game["comments_before"], "game.comments_before");
  }
  if (game.contains("result") && !game["result"].is_null()) {
    if (!game["result"].is_string()) fail("game.result", "expected a string");
    record.result = game["result"].get<std::string>();
    if (!notation::is_result_token(record.result))
      fail("game.result", "expected 1-0, 0-1, 1/2-1/2, * or a forfeit (+/-, -/+, -/-)");
  }
  return record;
}

JsonGameSplitter::JsonGameSplitter(notation::ByteSource source) : source_(std::move(source)) {}

void JsonGameSplitter::fail(const std::string& what) {
  throw std::runtime_error("JSON line " + std::to_string(current_line()) + ": " + what);
}

std::uint64_t JsonGameSplitter::current_line() {
  // The lines of the bytes taken since the last count, a memchr at a time (a compact
  // document has one a game).
  const char* p = buffer_.data() + counted_;
  const char* const end = buffer_.data() + pos_;
  while (p < end) {
    const void* newline = std::memchr(p, '\n', static_cast<std::size_t>(end - p));
    if (!newline) break;
    ++line_;
    p = static_cast<const char*>(newline) + 1;
  }
  counted_ = pos_;
  return line_;
}

int JsonGameSplitter::peek() {
  if (pos_ == buffer_.size()) {
    if (eof_) return -1;
    // Keep the value being cut (from mark_), drop what was read before it (its lines counted).
    current_line();
    const std::size_t keep = std::min(mark_, pos_);
    buffer_.erase(0, keep);
    pos_ -= keep;
    counted_ -= keep;
    if (mark_ != std::string::npos) mark_ -= keep;
    constexpr std::size_t kRead = std::size_t{256} << 10;
    const std::size_t old = buffer_.size();
    buffer_.resize(old + kRead);
    const std::size_t n = source_(buffer_.data() + old, kRead);
    buffer_.resize(old + n);
    bytes_read_ += n;
    if (n == 0) {
      eof_ = true;
      return -1;
    }
  }
  return static_cast<unsigned char>(buffer_[pos_]);
}

int JsonGameSplitter::get() {
  const int c = peek();
  if (c < 0) return c;
  ++pos_;
  return c;
}

void JsonGameSplitter::skip_space() {
  for (int c = peek(); c == ' ' || c == '\t' || c == '\n' || c == '\r'; c = peek()) get();
}

void JsonGameSplitter::skip_string() {
  get();  // the opening quote
  for (;;) {
    // The run of bytes up to the next quote or backslash, at once.
    const int c0 = peek();
    if (c0 < 0) fail("the input ends inside a string");
    const char* from = buffer_.data() + pos_;
    const char* to = buffer_.data() + buffer_.size();
    const char* p = from;
    while (p != to && *p != '"' && *p != '\\') ++p;
    pos_ += static_cast<std::size_t>(p - from);
    if (p == to) continue;
    if (get() == '"') return;
    if (get() < 0) fail("the input ends inside a string");  // the escaped byte
  }
}

namespace {

/// The bytes that matter in a game's text while it is cut: quotes, backslashes, brackets.
constexpr std::array<bool, 256> kCutBytes = [] {
  std::array<bool, 256> t{};
  for (const unsigned char c : std::string_view("\"\\{}[]")) t[c] = true;
  return t;
}();

#if defined(__SSE2__)
/// The bytes of the 64 at `p` that are quotes, backslashes, opening and closing brackets,
/// bit i for byte i.
struct CutMasks {
  std::uint64_t quote = 0, backslash = 0, open = 0, close = 0;
};

CutMasks cut_masks64(const char* p) {
  CutMasks m;
  for (unsigned i = 0; i < 4; ++i) {
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 16 * i));
    const __m128i folded = _mm_or_si128(v, _mm_set1_epi8(0x20));  // '[' ']' (0x5B 0x5D) as '{' '}'
    const auto bits = [i](__m128i eq) {
      return static_cast<std::uint64_t>(static_cast<unsigned>(_mm_movemask_epi8(eq))) << (16 * i);
    };
    m.quote |= bits(_mm_cmpeq_epi8(v, _mm_set1_epi8('"')));
    m.backslash |= bits(_mm_cmpeq_epi8(v, _mm_set1_epi8('\\')));
    m.open |= bits(_mm_cmpeq_epi8(folded, _mm_set1_epi8('{')));
    m.close |= bits(_mm_cmpeq_epi8(folded, _mm_set1_epi8('}')));
  }
  return m;
}

/// The number of bits set in `x` (without -mpopcnt __builtin_popcountll is a call).
std::size_t bit_count(std::uint64_t x) {
  x -= (x >> 1) & 0x5555555555555555u;
  x = (x & 0x3333333333333333u) + ((x >> 2) & 0x3333333333333333u);
  x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Fu;
  return static_cast<std::size_t>((x * 0x0101010101010101u) >> 56);
}

/// Bit i set when an odd number of the bits 0..i of `x` are set.
std::uint64_t prefix_xor(std::uint64_t x) {
  for (unsigned shift = 1; shift < 64; shift *= 2) x ^= x << shift;
  return x;
}
#endif
}  // namespace

const char* JsonGameSplitter::scan_compound(const char* p, const char* end, CompoundScan& s) {
  // The byte after a backslash in a string (it may be `end`: the next range's first).
  const char* escaped_at = s.escaped ? p : nullptr;
  s.escaped = false;
  // One byte of kCutBytes; true when it closes the value. Brackets count alike ('{' with
  // ']' too), as skip_value always did: the game's parser checks them.
  const auto cut_byte = [&](const char* q) {
    if (q == escaped_at) return false;
    const char c = *q;
    if (s.in_string) {
      if (c == '"') s.in_string = false;
      else if (c == '\\') escaped_at = q + 1;
      return false;
    }
    if (c == '"') s.in_string = true;
    else if (c == '{' || c == '[') ++s.depth;
    else if (c == '}' || c == ']') return --s.depth == 0;
    return false;  // a backslash outside strings: taken as any other byte
  };
  const char* q = p;
#if defined(__SSE2__)
  // 64 bytes at a time. Without a backslash (a game's text has few), the bytes inside
  // strings are those between quotes, every quote counts, and the brackets outside them
  // change the depth by their numbers; only a block where the depth may come back to 0 is
  // walked bracket by bracket. A block with a backslash is walked byte of kCutBytes by byte.
  for (; end - q >= 64; q += 64) {
    const CutMasks m = cut_masks64(q);
    if (m.backslash != 0 || escaped_at == q) {
      for (std::uint64_t bits = m.quote | m.backslash | m.open | m.close; bits != 0; bits &= bits - 1) {
        const char* at = q + __builtin_ctzll(bits);
        if (cut_byte(at)) return at + 1;
      }
      continue;
    }
    // Bit i: byte i is inside a string (its opening quote included, its closing one not).
    const std::uint64_t in_string = prefix_xor(m.quote) ^ (s.in_string ? ~std::uint64_t{0} : 0);
    const std::uint64_t open = m.open & ~in_string, close = m.close & ~in_string;
    s.in_string = (in_string >> 63) != 0;
    const std::size_t closes = bit_count(close);
    if (closes < s.depth) {
      s.depth = s.depth + bit_count(open) - closes;
      continue;
    }
    for (std::uint64_t bits = open | close; bits != 0; bits &= bits - 1) {
      const unsigned i = static_cast<unsigned>(__builtin_ctzll(bits));
      if ((open >> i) & 1) {
        ++s.depth;
      } else if (--s.depth == 0) {
        s.in_string = false;  // the value ends outside any string
        return q + i + 1;
      }
    }
  }
#endif
  for (; q != end; ++q)
    if (kCutBytes[static_cast<unsigned char>(*q)] && cut_byte(q)) return q + 1;
  s.escaped = escaped_at == end;  // the range ends with a string's backslash
  return nullptr;
}

void JsonGameSplitter::skip_compound() {
  CompoundScan scan;
  for (;;) {
    if (peek() < 0) fail(scan.in_string ? "the input ends inside a string" : "the input ends inside an object or array");
    const char* from = buffer_.data() + pos_;
    const char* stop = scan_compound(from, buffer_.data() + buffer_.size(), scan);
    if (stop) {
      pos_ += static_cast<std::size_t>(stop - from);
      return;
    }
    pos_ = buffer_.size();
  }
}

void JsonGameSplitter::skip_value() {
  skip_space();
  {
    const int c = peek();
    if (c == '{' || c == '[') {
      skip_compound();
      return;
    }
  }
  // A scalar (or what is not a value: the game's parser says what is wrong with it).
  std::size_t depth = 0;
  bool in_scalar = false;  // bytes of a number, true, false or null read at depth 0
  for (;;) {
    const int c = peek();
    if (c < 0) {
      if (in_scalar) return;
      fail(depth ? "the input ends inside an object or array" : "a value is missing");
    }
    if (c == '"') {
      skip_string();
    } else if (c == '{' || c == '[') {
      get();
      ++depth;
    } else if (c == '}' || c == ']') {
      if (depth == 0 && in_scalar) return;  // the end of a scalar: the enclosing object's or array's
      if (depth == 0) fail(std::string("unexpected '") + static_cast<char>(c) + "'");
      get();
      --depth;
    } else if (c == ',' || c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ':') {
      if (depth == 0) return;  // the end of a scalar
      get();
    } else {
      get();  // a byte of a number, true, false or null (the game's parser checks them)
      if (depth == 0) in_scalar = true;
    }
    if (depth == 0 && (c == '"' || c == '}' || c == ']')) return;
  }
}

std::string JsonGameSplitter::read_key() {
  skip_space();
  if (peek() != '"') fail("expected a member name in double quotes");
  mark_ = std::min(mark_, pos_);
  const std::size_t from_mark = pos_ - mark_;  // offsets move when the buffer is refilled; mark_ follows
  skip_string();
  const std::size_t start = mark_ + from_mark;
  const std::string raw = buffer_.substr(start, pos_ - start);
  skip_space();
  if (get() != ':') fail("expected ':' after a member name");
  return ordered_json::parse(raw).get<std::string>();
}

void JsonGameSplitter::take(std::string& out, bool append) const {
  if (append) out.append(buffer_, mark_, pos_ - mark_);
  else out.assign(buffer_, mark_, pos_ - mark_);
}

bool JsonGameSplitter::next(std::string& out, std::uint64_t& line, bool append) {
  for (;;) {
    switch (state_) {
      case State::done:
        return false;
      case State::top: {
        mark_ = std::string::npos;
        skip_space();
        const int c = peek();
        if (c < 0) {
          state_ = State::done;
          return false;
        }
        if (c == '[') {
          get();
          document_array_ = false;
          state_ = State::in_array;
          first_item_ = true;
          break;
        }
        if (c != '{') fail("expected {\"games\": [...]}, an array of games or a game object");
        // An object: the document form when a member is "games", else one game. Its
        // bytes are kept until that is known.
        object_line_ = current_line();
        mark_ = pos_;
        get();
        skip_space();
        if (peek() == '}') {
          fail("an empty object is no game");
        }
        state_ = State::in_document;
        break;
      }
      case State::in_document: {
        // Members of a top-level object, up to "games" or its end.
        const std::string name = read_key();
        if (name == "games") {
          skip_space();
          if (get() != '[') fail("\"games\" must be an array of game objects");
          mark_ = std::string::npos;
          state_ = State::in_array;
          document_array_ = true;
          first_item_ = true;
          break;
        }
        skip_value();  // mark_ still holds the object's start
        skip_space();
        const int c = get();
        if (c == ',') break;
        if (c != '}') fail("expected ',' or '}' after a member");
        // No "games": the object is one game.
        take(out, append);
        line = object_line_;
        mark_ = std::string::npos;
        state_ = State::top;
        return true;
      }
      case State::in_array: {
        skip_space();
        int c = peek();
        if (c == ']') {
          get();
          state_ = document_array_ ? State::after_document_games : State::top;
          break;
        }
        if (!first_item_) {
          if (get() != ',') fail("expected ',' or ']' between games");
          skip_space();
          c = peek();
        }
        if (c != '{') fail("expected a game object");
        first_item_ = false;
        line = current_line();
        mark_ = pos_;
        skip_value();
        take(out, append);
        mark_ = std::string::npos;
        return true;
      }
      case State::after_document_games: {
        // The members after "games": skipped, then the object's end.
        skip_space();
        const int c = get();
        if (c == '}') {
          state_ = State::top;
          break;
        }
        if (c != ',') fail("expected ',' or '}' after the games");
        read_key();
        skip_value();
        mark_ = std::string::npos;
        break;
      }
    }
  }
}

std::vector<ordered_json> games_in_json_text(const std::string& text) {
  JsonGameSplitter splitter(notation::text_source(text));
  std::vector<ordered_json> games;
  std::string game;
  std::uint64_t line = 0;
  while (splitter.next(game, line)) {
    try {
      games.push_back(ordered_json::parse(game));
    } catch (const ordered_json::parse_error& e) {
      throw std::runtime_error("JSON line " + std::to_string(line) + ": " + e.what());
    }
  }
  return games;
}

}  // namespace cinc::tools
