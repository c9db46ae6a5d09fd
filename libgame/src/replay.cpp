// Replay of a record through its game's rules, with the tag and result checks.
#include "cinc/game/replay.h"

#include <algorithm>

#include "cinc/notation/pdn.h"
#include "cinc/notation/record.h"

namespace cinc::game {

namespace {

using notation::Diagnostic;
using notation::Severity;
using notation::SourcePos;

class Replayer {
 public:
  Replayer(const notation::GameRecord& record, const ReplayOptions& options, ReplayedGame& game)
      : record_(record), options_(options), game_(game) {}

  void run() {
    game_.diagnostics = record_.diagnostics;
    // Moves at or after a syntax error were not read as written: they are not replayed.
    for (const auto& d : record_.diagnostics)
      if (d.severity == Severity::error && (!syntax_error_ || before(d.pos, *syntax_error_))) syntax_error_ = d.pos;
    auto state = set_up();
    if (!state) return;
    if (game_.variant->apply_options)
      if (auto problem = game_.variant->apply_options(*state, record_)) {
        const notation::Tag* tag = find_tag(problem->tag);
        report(Severity::error, tag ? tag->pos : record_.start, "tag.bad-option", problem->message);
      }
    state->set_canonical_wanted(options_.canonical);
    game_.start_fen = state->fen();
    game_.start_key = state->key();
    game_.start_quiet_plies = state->quiet_plies();
    game_.main = play_line(*state, record_.main, 0);
    game_.end = state->end();
    check_result();
  }

 private:
  void report(Severity severity, SourcePos pos, std::string code, std::string message) {
    Diagnostic d;
    d.severity = severity;
    d.pos = pos;
    d.code = std::move(code);
    d.message = std::move(message);
    game_.diagnostics.push_back(std::move(d));
  }
  void report_move(Severity severity, const notation::MoveNode& node, int ply, int side, const MoveProblem& p) {
    Diagnostic d;
    d.severity = severity;
    d.pos = node.pos;
    d.code = p.code;
    d.message = p.message;
    d.ply = ply;
    d.side = game_.side_name(side);
    d.move_text = node.text;
    game_.diagnostics.push_back(std::move(d));
  }
  const notation::Tag* find_tag(std::string_view name) const {
    for (const auto& t : record_.tags)
      if (t.name == name) return &t;
    return nullptr;
  }

  // The game's start from its Variant, SetUp and FEN tags.
  std::unique_ptr<GameState> set_up() {
    const notation::Tag* variant_tag = find_tag("Variant");
    // Without a Variant tag a record is Commander-In-Chief's, unless it names a Blue side: only
    // Commander Chess has one, and the cotulenh engine's exports carry no Variant tag.
    const std::string name = variant_tag ? variant_tag->value
                             : find_tag("Blue") ? "commander-chess"
                                                : "commander-in-chief";
    game_.variant = find_variant(name);
    if (!game_.variant) {
      report(Severity::error, variant_tag ? variant_tag->pos : record_.start, "tag.unknown-variant",
             "unknown variant \"" + name + "\": known variants are " + variant_names());
      return nullptr;
    }
    const notation::Tag* fen = find_tag("FEN");
    const notation::Tag* setup = find_tag("SetUp");
    if (fen) {
      if (!setup || setup->value != "1")
        report(Severity::warning, fen->pos, "tag.setup-missing",
               "a FEN tag needs [SetUp \"1\"] beside it; the FEN is used anyway");
      auto state = game_.variant->from_fen(fen->value);
      if (!state) {
        const auto& e = state.error();
        report(Severity::error, fen->pos, "tag.bad-fen",
               "invalid FEN: " + e.message + (e.column ? " (at character " + std::to_string(e.column) + ")" : ""));
        return nullptr;
      }
      return std::move(state.value());
    }
    if (setup && setup->value == "1") {
      report(Severity::error, setup->pos, "tag.setup-without-fen", "[SetUp \"1\"] needs a [FEN \"...\"] tag");
      return nullptr;
    }
    auto state = game_.variant->start(record_);
    if (!state) {
      report(Severity::error, record_.start, "tag.bad-setup", state.error().message);
      return nullptr;
    }
    return std::move(state.value());
  }

  static void read_clocks(const notation::MoveNode& node, ReplayedMove& out) {
    for (const auto& c : node.comments)
      for (const auto& cmd : notation::parse_commands(c.text)) {
        if (cmd.name == "clk") out.clock = notation::parse_clock(cmd.args);
        if (cmd.name == "emt") out.elapsed = notation::parse_clock(cmd.args);
      }
  }

  // Plays a line from `state` (which it advances); `ply0` is the ply before the first move.
  ReplayedLine play_line(GameState& state, const notation::Variation& line, int ply0) {
    ReplayedLine out;
    out.moves.reserve(line.moves.size());
    int ply = ply0;
    for (const notation::MoveNode& node : line.moves) {
      if (syntax_error_ && !before(node.pos, *syntax_error_)) stopped_ = true;
      if (stopped_) {
        out.complete = false;
        return out;
      }
      ++ply;
      const int side = state.side_to_move();
      const int number = state.move_number();
      if (node.number && *node.number != number)
        report(Severity::warning, node.number_pos, "move.number",
               "move number " + std::to_string(*node.number) + " is written, but this is move " +
                   std::to_string(number));
      std::unique_ptr<GameState> before = node.variations.empty() ? nullptr : state.clone();
      PlayOutcome outcome = state.play(node.text);
      for (const auto& w : outcome.warnings) report_move(Severity::warning, node, ply, side, w);
      if (!outcome.played) {
        report_move(Severity::error, node, ply, side, *outcome.error);
        stopped_ = true;  // a game is reported at its first error
        out.complete = false;
        return out;
      }
      ReplayedMove rm;
      rm.node = &node;
      rm.ply = ply;
      rm.number = number;
      rm.side = side;
      rm.played = std::move(*outcome.played);
      if (options_.fen_after) rm.fen_after = state.fen();
      rm.key_after = state.key();
      rm.quiet_plies_after = state.quiet_plies();
      read_clocks(node, rm);
      for (const notation::Variation& v : node.variations) {
        auto branch = before->clone();
        rm.variations.push_back(play_line(*branch, v, ply - 1));
      }
      out.moves.push_back(std::move(rm));
    }
    return out;
  }

  // A result as the file wrote it: PDN names the winner's colour (notation/pdn.h).
  std::string as_written(const std::string& result) const {
    return record_.pdn ? notation::swap_result(result) : result;
  }
  std::string pdn_note() const {
    return record_.pdn ? " (PDN results name the winner's colour: 1-0 is a White, that is Red, win)" : "";
  }

  void check_result() {
    const notation::Tag* tag = find_tag("Result");
    const std::string& token = record_.result;
    if (syntax_error_) return;  // the record is already invalid; its end was not read as written
    if (!tag) {
      report(Severity::warning, record_.start, "tag.missing-result", "the game has no [Result] tag");
    } else if (!token.empty() && tag->value != token) {
      report(Severity::error, record_.result_pos, "result.mismatch",
             "the result token " + as_written(token) + " disagrees with [Result \"" + as_written(tag->value) + "\"]");
      return;
    }
    const std::string& claimed = !token.empty() ? token : (tag ? tag->value : std::string());
    if (stopped_ || game_.end.kind == GameEnd::Kind::ongoing || claimed.empty()) return;
    const std::string expected = game_.end.result_token();
    const SourcePos where = !token.empty() ? record_.result_pos : tag->pos;
    if (claimed == "*") {
      report(Severity::warning, where, "result.undecided",
             "the game is decided (" + game_.end.reason + "), so its result is " + as_written(expected) + ", not *" +
                 pdn_note());
    } else if (claimed != expected) {
      report(Severity::error, where, "result.contradicts",
             "the result " + as_written(claimed) + " contradicts the moves: " + game_.end.reason +
                 ", so the result is " + as_written(expected) + pdn_note());
    }
  }

  static bool before(SourcePos a, SourcePos b) {
    return a.line != b.line ? a.line < b.line : a.column < b.column;
  }

  const notation::GameRecord& record_;
  const ReplayOptions& options_;
  std::optional<SourcePos> syntax_error_;  // the first syntax error of the record
  ReplayedGame& game_;
  bool stopped_ = false;
};

}  // namespace

bool ReplayedGame::valid() const {
  return std::none_of(diagnostics.begin(), diagnostics.end(),
                      [](const Diagnostic& d) { return d.severity == Severity::error; });
}

std::string ReplayedGame::side_name(int side) const {
  return variant ? variant->sides[static_cast<std::size_t>(side)] : "?";
}

ReplayedGame replay(const notation::GameRecord& record, const ReplayOptions& options) {
  ReplayedGame game;
  Replayer(record, options, game).run();
  std::stable_sort(game.diagnostics.begin(), game.diagnostics.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return a.pos.line != b.pos.line ? a.pos.line < b.pos.line : a.pos.column < b.pos.column;
  });
  return game;
}

}  // namespace cinc::game
