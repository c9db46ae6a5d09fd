// Games as JSON (docs/notation.md §7) and back, and canonical CGN output.
#include "game_json.h"

#include <cctype>
#include <stdexcept>

#include "cinc/notation/limits.h"
#include "cinc/notation/writer.h"
#include "diagnostics_format.h"

namespace cinc::tools {

using nlohmann::ordered_json;

namespace {

std::string lower_case(std::string s) {
  for (auto& c : s) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return s;
}

ordered_json seconds_or_null(const std::optional<double>& v) { return v ? ordered_json(*v) : ordered_json(nullptr); }

ordered_json comments_json(const std::vector<notation::Comment>& comments) {
  ordered_json a = ordered_json::array();
  for (const auto& c : comments) a.push_back(c.text);
  return a;
}

// One line of the record as a JSON array; `replayed` holds the moves replay reached
// (a prefix of the line's moves; null when the line was not replayed at all).
ordered_json line_json(const notation::Variation& line, const game::ReplayedLine* replayed, int ply0,
                       const game::ReplayedGame& game) {
  ordered_json moves = ordered_json::array();
  for (std::size_t i = 0; i < line.moves.size(); ++i) {
    const notation::MoveNode& node = line.moves[i];
    const game::ReplayedMove* rm = (replayed && i < replayed->moves.size()) ? &replayed->moves[i] : nullptr;
    ordered_json m;
    m["ply"] = ply0 + static_cast<int>(i) + 1;
    m["number"] = rm ? ordered_json(rm->number) : ordered_json(nullptr);
    m["side"] = rm ? ordered_json(game.side_name(rm->side)) : ordered_json(nullptr);
    m["text"] = node.text;
    m["canonical"] = rm ? ordered_json(rm->played.canonical) : ordered_json(nullptr);
    m["piece"] = rm ? ordered_json(rm->played.piece) : ordered_json(nullptr);
    m["from"] = rm ? ordered_json(rm->played.from) : ordered_json(nullptr);
    m["to"] = rm ? ordered_json(rm->played.to) : ordered_json(nullptr);
    m["capture"] = (rm && !rm->played.captured.empty()) ? ordered_json(rm->played.captured) : ordered_json(nullptr);
    m["attack"] = rm ? rm->played.attack : false;
    m["promotion"] = rm ? rm->played.promotion : false;
    if (rm && game.variant) {
      // Keys are the side names in lower case, as the schema shows ({"dark": n, "light": n}).
      ordered_json points;
      for (int side = 0; side < 2; ++side) points[lower_case(game.side_name(side))] = rm->played.points[side];
      m["points"] = points;
      if (!rm->played.tallies.empty()) {  // game-specific counts (Chair Force's economy)
        ordered_json tallies = ordered_json::object();
        for (const auto& [name, count] : rm->played.tallies) tallies[name] = count;
        m["tallies"] = tallies;
      }
    } else {
      m["points"] = nullptr;
    }
    m["clock"] = rm ? seconds_or_null(rm->clock) : ordered_json(nullptr);
    m["elapsed"] = rm ? seconds_or_null(rm->elapsed) : ordered_json(nullptr);
    m["nags"] = node.nags;
    if (i == 0 && !line.leading_comments.empty()) m["comments_before"] = comments_json(line.leading_comments);
    m["comments"] = comments_json(node.comments);
    ordered_json variations = ordered_json::array();
    for (std::size_t v = 0; v < node.variations.size(); ++v) {
      const game::ReplayedLine* rv = (rm && v < rm->variations.size()) ? &rm->variations[v] : nullptr;
      variations.push_back(line_json(node.variations[v], rv, ply0 + static_cast<int>(i), game));
    }
    m["variations"] = std::move(variations);
    m["fen_after"] = rm ? ordered_json(rm->fen_after) : ordered_json(nullptr);
    moves.push_back(std::move(m));
  }
  return moves;
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
ordered_json board_json(const game::GameState& state, const game::Variant& variant) {
  const game::BoardView view = state.board();
  ordered_json squares = ordered_json::object();
  for (std::size_t s = 0; s < view.squares.size(); ++s) {
    if (view.squares[s].empty()) continue;
    ordered_json stack = ordered_json::array();
    for (const game::PieceView& p : view.squares[s]) {
      ordered_json piece;
      piece["side"] = variant.sides[static_cast<std::size_t>(p.side)];
      piece["piece"] = p.letter;
      if (p.enhanced) piece["enhanced"] = true;
      stack.push_back(std::move(piece));
    }
    squares[view.geometry.name(static_cast<game::Square>(s))] = std::move(stack);
  }
  ordered_json out;
  out["squares"] = std::move(squares);
  if (!view.notes.empty()) out["notes"] = view.notes;
  if (view.borne_off != std::array<int, 2>{0, 0})
    out["borne_off"] = {{lower_case(variant.sides[0]), view.borne_off[0]}, {lower_case(variant.sides[1]), view.borne_off[1]}};
  return out;
}

}  // namespace

ordered_json game_to_json(const notation::GameRecord& record, const game::ReplayedGame& replayed) {
  ordered_json g;
  ordered_json tags = ordered_json::object();
  for (const auto& t : record.tags) tags[t.name] = t.value;
  g["tags"] = std::move(tags);
  g["variant"] = replayed.variant ? ordered_json(replayed.variant->name) : ordered_json(nullptr);
  g["start"] = replayed.start_fen.empty() ? ordered_json(nullptr) : ordered_json(replayed.start_fen);
  g["moves"] = line_json(record.main, replayed.start_fen.empty() ? nullptr : &replayed.main, 0, replayed);
  g["result"] = record.result.empty() ? ordered_json(nullptr) : ordered_json(record.result);
  const std::string* termination = record.tag("Termination");
  g["termination"] = termination ? ordered_json(*termination) : ordered_json(nullptr);
  // The position after the last replayed move of the main line, square by square.
  const std::string& last_fen = replayed.main.moves.empty() ? replayed.start_fen : replayed.main.moves.back().fen_after;
  auto final_state = replayed.variant && !last_fen.empty() ? replayed.variant->from_fen(last_fen)
                                                           : game::Result<std::unique_ptr<game::GameState>>(
                                                                 game::Error{"no position", 0});
  g["final_board"] = final_state ? board_json(**final_state, *replayed.variant) : ordered_json(nullptr);
  g["valid"] = replayed.valid();
  ordered_json diags = ordered_json::array();
  for (const auto& d : replayed.diagnostics) diags.push_back(diagnostic_json(d));
  g["diagnostics"] = std::move(diags);
  return g;
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
  if (game.contains("result") && !game["result"].is_null()) {
    if (!game["result"].is_string()) fail("game.result", "expected a string");
    record.result = game["result"].get<std::string>();
    if (record.result != "1-0" && record.result != "0-1" && record.result != "1/2-1/2" && record.result != "*")
      fail("game.result", "expected 1-0, 0-1, 1/2-1/2 or *");
  }
  return record;
}

std::vector<ordered_json> games_in_json_text(const std::string& text) {
  std::vector<ordered_json> games;
  auto take = [&games](ordered_json doc) {
    if (doc.is_object() && doc.contains("games")) doc = doc["games"];
    if (doc.is_array()) {
      for (auto& g : doc) games.push_back(std::move(g));
    } else if (doc.is_object()) {
      games.push_back(std::move(doc));
    } else {
      throw std::runtime_error("JSON: expected {\"games\": [...]}, an array of games or a game object");
    }
  };
  try {
    take(ordered_json::parse(text));
    return games;
  } catch (const ordered_json::parse_error&) {
    // Maybe NDJSON: one game per line.
  }
  std::size_t start = 0;
  int line = 0;
  while (start < text.size()) {
    std::size_t end = text.find('\n', start);
    if (end == std::string::npos) end = text.size();
    ++line;
    const std::string one = text.substr(start, end - start);
    start = end + 1;
    if (one.find_first_not_of(" \t\r") == std::string::npos) continue;
    try {
      take(ordered_json::parse(one));
    } catch (const ordered_json::parse_error& e) {
      throw std::runtime_error("JSON line " + std::to_string(line) + ": " + e.what());
    }
  }
  return games;
}

std::string write_canonical(const notation::GameRecord& record, const game::ReplayedGame& replayed) {
  notation::NumberingStart numbering;
  std::vector<std::string> side_tags = {"Dark", "Light"};
  if (replayed.variant) {
    side_tags = {replayed.variant->sides[0], replayed.variant->sides[1]};
    if (!replayed.start_fen.empty()) {
      auto start = replayed.variant->from_fen(replayed.start_fen);
      if (start) {
        numbering.move_number = (*start)->move_number();
        numbering.second_player_first = (*start)->side_to_move() == 1;
      }
    }
  }
  return notation::write_game(record, numbering, side_tags);
}

}  // namespace cinc::tools
