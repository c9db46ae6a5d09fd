// Chair Force card sets (docs/rules/chair-force.md §4, cited as §n): the JSON schema's meaning,
// checked member by member with the position of every problem, and the sets known by name.
#include "cinc/game/chair_cards.h"

#include <algorithm>
#include <cmath>
#include <mutex>
#include <set>

#include "cinc/notation/json_doc.h"

namespace cinc::game::chair {

namespace detail {
extern const std::string_view kExampleCardSetJson;
}

const char* op_name(Op op) {
  switch (op) {
    case Op::destroy: return "destroy";
    case Op::move: return "move";
    case Op::crown: return "crown";
    case Op::shield: return "shield";
    case Op::extra_move: return "extra_move";
    case Op::draw: return "draw";
  }
  return "?";
}

int CardSet::find(std::string_view id) const {
  for (std::size_t i = 0; i < cards.size(); ++i)
    if (cards[i].id == id) return static_cast<int>(i);
  return -1;
}

std::vector<int> CardSet::full_deck() const {
  std::vector<int> deck;
  for (std::size_t i = 0; i < cards.size(); ++i)
    for (int k = 0; k < cards[i].copies; ++k) deck.push_back(static_cast<int>(i));
  return deck;
}

bool valid_card_id(std::string_view id) {
  if (id.empty() || id.size() > kMaxIdLength) return false;
  if (id[0] < 'a' || id[0] > 'z') return false;
  for (char c : id)
    if (!((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))) return false;
  // "c3..." would read as a square in a record (docs/rules/chair-force.md, tokens).
  return !(id.size() >= 2 && id[0] <= 'h' && id[1] >= '0' && id[1] <= '9');
}

namespace {

using notation::Diagnostic;
using notation::JsonValue;
using notation::Severity;
using notation::SourcePos;

constexpr std::string_view kFormat = "cinc-chair-force-cards/1";

// Walks the document and collects every problem; each check names the member concerned.
class Checker {
 public:
  std::vector<Diagnostic> diagnostics;

  void error(SourcePos pos, std::string code, std::string message) {
    diagnostics.push_back(Diagnostic{Severity::error, pos, std::move(code), std::move(message), 0, {}, {}, {}, {}});
  }

  // Reports members not in `known` (a misspelt key must not be silently ignored).
  void unknown_members(const JsonValue& obj, std::initializer_list<std::string_view> known, const std::string& where) {
    for (std::size_t i = 0; i < obj.members.size(); ++i) {
      const std::string& k = obj.members[i].first;
      bool ok = false;
      std::string list;
      for (std::string_view n : known) {
        ok = ok || n == k;
        list += (list.empty() ? "" : ", ") + std::string(n);
      }
      if (!ok) error(obj.key_pos[i], "cards.unknown-member", "unknown member \"" + k + "\" in " + where + "; the members are " + list);
    }
  }

  const JsonValue* required(const JsonValue& obj, std::string_view key, const std::string& where) {
    const JsonValue* v = obj.find(key);
    if (!v) error(obj.pos, "cards.missing-member", where + " has no \"" + std::string(key) + "\" member");
    return v;
  }

  std::optional<std::string> string(const JsonValue* v, const std::string& what, std::size_t max_length) {
    if (!v) return std::nullopt;
    if (v->kind != JsonValue::Kind::string) {
      error(v->pos, "cards.type", what + " must be a string, not " + v->kind_name());
      return std::nullopt;
    }
    if (v->string.empty()) {
      error(v->pos, "cards.range", what + " must not be empty");
      return std::nullopt;
    }
    if (v->string.size() > max_length) {
      error(v->pos, "cards.range", what + " has " + std::to_string(v->string.size()) + " bytes; at most " +
                                       std::to_string(max_length) + " are allowed");
      return std::nullopt;
    }
    return v->string;
  }

  std::optional<int> integer(const JsonValue* v, const std::string& what, int lo, int hi, const std::string& why = "") {
    if (!v) return std::nullopt;
    if (v->kind != JsonValue::Kind::number || !v->integral) {
      error(v->pos, "cards.type", what + " must be a whole number, not " +
                                      (v->kind == JsonValue::Kind::number ? "a fraction" : v->kind_name()));
      return std::nullopt;
    }
    if (v->number < lo || v->number > hi) {
      std::string shown = std::fabs(v->number) < 1e9 ? std::to_string(static_cast<long long>(v->number)) : "a huge number";
      error(v->pos, "cards.range", what + " is " + shown + "; it must be between " + std::to_string(lo) + " and " +
                                       std::to_string(hi) + why);
      return std::nullopt;
    }
    return static_cast<int>(v->number);
  }

  std::optional<bool> boolean(const JsonValue* v, const std::string& what) {
    if (!v) return std::nullopt;
    if (v->kind != JsonValue::Kind::boolean) {
      error(v->pos, "cards.type", what + " must be true or false, not " + v->kind_name());
      return std::nullopt;
    }
    return v->boolean;
  }

  // One effect step; `ok` turns false on any problem.
  std::optional<Step> step(const JsonValue& v, const std::string& where) {
    if (v.kind != JsonValue::Kind::object) {
      error(v.pos, "cards.type", where + " must be an object such as {\"op\": \"destroy\"}, not " + v.kind_name());
      return std::nullopt;
    }
    const std::size_t before = diagnostics.size();
    Step s;
    const JsonValue* op = required(v, "op", where);
    if (!op) return std::nullopt;
    if (op->kind != JsonValue::Kind::string) {
      error(op->pos, "cards.type", where + ": \"op\" must be a string, not " + op->kind_name());
      return std::nullopt;
    }
    static constexpr Op kOps[] = {Op::destroy, Op::move, Op::crown, Op::shield, Op::extra_move, Op::draw};
    bool found = false;
    for (Op o : kOps)
      if (op->string == op_name(o)) {
        s.op = o;
        found = true;
      }
    if (!found) {
      error(op->pos, "cards.unknown-op", where + ": unknown op \"" + op->string +
                                             "\"; the vocabulary is destroy, move, crown, shield, extra_move, draw");
      return std::nullopt;
    }
    // The members each op accepts: the target constraints for the steps that name a piece.
    switch (s.op) {
      case Op::destroy: unknown_members(v, {"op", "piece", "adjacent", "within", "rows"}, where); break;
      case Op::move: unknown_members(v, {"op", "piece", "adjacent", "within", "rows", "steps", "direction"}, where); break;
      case Op::crown: unknown_members(v, {"op", "piece", "adjacent", "within", "rows"}, where); break;
      case Op::shield: unknown_members(v, {"op", "piece", "adjacent", "within", "rows", "turns"}, where); break;
      case Op::extra_move: unknown_members(v, {"op"}, where); break;
      case Op::draw: unknown_members(v, {"op", "count"}, where); break;
    }
    if (const JsonValue* p = v.find("piece")) {
      if (p->kind != JsonValue::Kind::string || (p->string != "any" && p->string != "man" && p->string != "king")) {
        error(p->pos, "cards.range", where + ": \"piece\" must be \"any\", \"man\" or \"king\"");
      } else if (s.op == Op::destroy) {
        s.piece = p->string == "man" ? PieceFilter::man : p->string == "king" ? PieceFilter::king : PieceFilter::any;
      } else if (p->string != "man") {
        // §3: a card may not target its player's own King; friendly targets are men.
        error(p->pos, "cards.own-king", where + ": a " + std::string(op_name(s.op)) +
                                            " step targets one of the player's own pieces, and a card may not target "
                                            "its player's own King (§3); leave \"piece\" out or write \"man\"");
      }
    }
    if (s.op == Op::crown || s.op == Op::move || s.op == Op::shield) s.piece = PieceFilter::man;
    if (auto b = boolean(v.find("adjacent"), where + ": \"adjacent\"")) s.adjacent = *b;
    if (auto n = integer(v.find("within"), where + ": \"within\"", 1, 7, " (squares on an 8x8 board)")) s.within = *n;
    if (const JsonValue* rows = v.find("rows")) {
      if (rows->kind != JsonValue::Kind::array || rows->items.size() != 2) {
        error(rows->pos, "cards.type", where + ": \"rows\" must be an array of two row numbers [from, to], counted "
                                               "from the player's own back row (1) to the far row (8)");
      } else {
        auto lo = integer(&rows->items[0], where + ": the first row", 1, 8);
        auto hi = integer(&rows->items[1], where + ": the last row", 1, 8);
        if (lo && hi && *lo > *hi)
          error(rows->pos, "cards.range", where + ": \"rows\" [" + std::to_string(*lo) + ", " + std::to_string(*hi) +
                                              "] is empty; write the lower row first");
        if (lo) s.row_min = *lo;
        if (hi) s.row_max = *hi;
      }
    }
    if (auto n = integer(v.find("steps"), where + ": \"steps\"", 1, 7, " (squares along a diagonal)")) s.steps = *n;
    if (const JsonValue* d = v.find("direction")) {
      if (d->kind != JsonValue::Kind::string || (d->string != "forward" && d->string != "any"))
        error(d->pos, "cards.range", where + ": \"direction\" must be \"forward\" or \"any\"");
      else s.forward_only = d->string == "forward";
    }
    if (auto n = integer(v.find("turns"), where + ": \"turns\"", 1, 9)) s.turns = *n;
    if (auto n = integer(v.find("count"), where + ": \"count\"", 1, 3)) s.count = *n;
    if (diagnostics.size() != before) return std::nullopt;
    return s;
  }

  std::optional<Card> card(const JsonValue& v, const std::string& where) {
    if (v.kind != JsonValue::Kind::object) {
      error(v.pos, "cards.type", where + " must be an object, not " + v.kind_name());
      return std::nullopt;
    }
    const std::size_t before = diagnostics.size();
    unknown_members(v, {"id", "name", "cost", "copies", "text", "effect"}, where);
    Card c;
    const JsonValue* id = required(v, "id", where);
    if (auto s = string(id, where + ": \"id\"", kMaxIdLength)) {
      if (!valid_card_id(*s))
        error(id->pos, "cards.bad-id", where + ": the id \"" + *s + "\" is not allowed: an id is 1 to 20 characters a-z "
                                           "and 0-9, starts with a letter and must not begin like a square (a1..h8), so "
                                           "that records can tell it from a move");
      c.id = *s;
    }
    if (auto s = string(required(v, "name", where), where + ": \"name\"", kMaxNameLength)) c.name = *s;
    if (auto n = integer(required(v, "cost", where), where + ": \"cost\"", 1, kMaxPoints,
                         " (a player holds at most 8 points, §2)"))
      c.cost = *n;
    if (auto n = integer(required(v, "copies", where), where + ": \"copies\"", 1, kMaxCopies)) c.copies = *n;
    if (auto s = string(required(v, "text", where), where + ": \"text\"", kMaxTextLength)) c.text = *s;
    if (const JsonValue* effect = required(v, "effect", where)) {
      if (effect->kind != JsonValue::Kind::array) {
        error(effect->pos, "cards.type", where + ": \"effect\" must be an array of steps, not " + effect->kind_name());
      } else if (effect->items.empty() || effect->items.size() > static_cast<std::size_t>(kMaxSteps)) {
        error(effect->pos, "cards.range", where + ": \"effect\" has " + std::to_string(effect->items.size()) +
                                              " steps; a card has 1 to " + std::to_string(kMaxSteps));
      } else {
        for (std::size_t i = 0; i < effect->items.size(); ++i)
          if (auto s = step(effect->items[i], where + ", step " + std::to_string(i + 1))) c.effect.push_back(*s);
      }
    }
    if (diagnostics.size() != before) return std::nullopt;
    return c;
  }

  std::shared_ptr<const CardSet> document(const JsonValue& root) {
    if (root.kind != JsonValue::Kind::object) {
      error(root.pos, "cards.type", "a card set is a JSON object with \"format\", \"name\" and \"cards\", not " + root.kind_name());
      return nullptr;
    }
    unknown_members(root, {"format", "name", "title", "origin", "cards"}, "the card set");
    auto set = std::make_shared<CardSet>();
    if (const JsonValue* f = required(root, "format", "the card set")) {
      if (f->kind != JsonValue::Kind::string || f->string != kFormat)
        error(f->pos, "cards.format", "\"format\" must be \"" + std::string(kFormat) + "\" (docs/chair-force-cards.md)");
    }
    const JsonValue* name = required(root, "name", "the card set");
    if (auto s = string(name, "the set's \"name\"", kMaxNameLength)) {
      bool ok = true;
      for (char c : *s) ok = ok && ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-');
      if (!ok)
        error(name->pos, "cards.bad-name", "the set's name \"" + *s + "\" may hold only a-z, 0-9 and '-' (it is written in "
                                           "[CardSet] tags and FENs)");
      set->name = *s;
    }
    if (const JsonValue* t = root.find("title")) {
      if (auto s = string(t, "\"title\"", kMaxTextLength)) set->title = *s;
    }
    if (const JsonValue* o = root.find("origin")) {
      if (auto s = string(o, "\"origin\"", kMaxTextLength)) set->origin = *s;
    }
    const JsonValue* cards = required(root, "cards", "the card set");
    if (cards && cards->kind != JsonValue::Kind::array) {
      error(cards->pos, "cards.type", "\"cards\" must be an array of cards, not " + cards->kind_name());
    } else if (cards) {
      if (cards->items.empty() || cards->items.size() > static_cast<std::size_t>(kMaxCards))
        error(cards->pos, "cards.range", "\"cards\" has " + std::to_string(cards->items.size()) + " cards; a set has 1 to " +
                                             std::to_string(kMaxCards));
      std::set<std::string> seen;
      int deck = 0;
      for (std::size_t i = 0; i < cards->items.size() && i < static_cast<std::size_t>(kMaxCards); ++i) {
        const JsonValue& item = cards->items[i];
        const JsonValue* id = item.kind == JsonValue::Kind::object ? item.find("id") : nullptr;
        const std::string where =
            "card " + std::to_string(i + 1) +
            (id && id->kind == JsonValue::Kind::string && !id->string.empty() ? " (\"" + id->string + "\")" : "");
        if (id && id->kind == JsonValue::Kind::string && !id->string.empty() && !seen.insert(id->string).second)
          error(id->pos, "cards.duplicate-id", where + ": the id \"" + id->string + "\" is used by an earlier card; ids must differ");
        auto c = card(item, where);
        if (!c) continue;
        deck += c->copies;
        set->cards.push_back(std::move(*c));
      }
      if (deck > kMaxDeck)
        error(cards->pos, "cards.range", "the deck has " + std::to_string(deck) + " cards; at most " +
                                             std::to_string(kMaxDeck) + " are allowed");
      else if (diagnostics.empty() && deck < 2)
        error(cards->pos, "cards.range", "the deck has " + std::to_string(deck) +
                                             " card; it needs at least 2 for the buy line (§3)");
    }
    if (!diagnostics.empty()) return nullptr;
    return set;
  }
};

struct Registry {
  std::mutex mutex;
  std::vector<std::shared_ptr<const CardSet>> sets;
};

Registry& registry() {
  static Registry r;
  return r;
}

}  // namespace

CardSetLoad load_card_set(std::string_view json_text) {
  CardSetLoad out;
  notation::JsonParse doc = notation::parse_json(json_text);
  out.diagnostics = std::move(doc.diagnostics);
  if (!doc.root) return out;
  Checker checker;
  auto set = checker.document(*doc.root);
  for (auto& d : checker.diagnostics) out.diagnostics.push_back(std::move(d));
  std::stable_sort(out.diagnostics.begin(), out.diagnostics.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return a.pos.line != b.pos.line ? a.pos.line < b.pos.line : a.pos.column < b.pos.column;
  });
  if (out.diagnostics.empty()) out.set = std::move(set);
  return out;
}

std::string_view example_card_set_json() { return detail::kExampleCardSetJson; }

std::shared_ptr<const CardSet> example_card_set() {
  static const std::shared_ptr<const CardSet> set = load_card_set(detail::kExampleCardSetJson).set;
  return set;
}

void register_card_set(std::shared_ptr<const CardSet> set) {
  if (!set) return;
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  for (auto& s : r.sets)
    if (s->name == set->name) {
      s = std::move(set);
      return;
    }
  r.sets.push_back(std::move(set));
}

std::shared_ptr<const CardSet> find_card_set(std::string_view name) {
  {
    Registry& r = registry();
    std::lock_guard lock(r.mutex);
    for (const auto& s : r.sets)
      if (s->name == name) return s;
  }
  auto example = example_card_set();
  if (example && example->name == name) return example;
  return nullptr;
}

std::string card_set_names() {
  std::string out = example_card_set() ? example_card_set()->name : "";
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  for (const auto& s : r.sets)
    if (!example_card_set() || s->name != example_card_set()->name) out += (out.empty() ? "" : ", ") + s->name;
  return out;
}

}  // namespace cinc::game::chair
