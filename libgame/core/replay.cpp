// Replay of a record through its game's rules, with the tag and result checks.
#include "cinc/game/replay.h"

#include <algorithm>
#include <cstring>
#include <functional>

#include "cinc/game/copies.h"
#include "cinc/game/draws.h"
#include "cinc/game/suggest.h"
#include "cinc/notation/cotulenh.h"
#include "cinc/notation/pdn.h"
#include "cinc/notation/record.h"

namespace cinc::game {

namespace {

using notation::Diagnostic;
using notation::Severity;
using notation::SourcePos;

/// Where the checks shared by the full replay and the quick one put what they find.
using Report = std::function<void(Severity, SourcePos, std::string code, std::string message)>;

// The shared checks read a game's tags, start and result, from a record or from the
// lexer's tokens alike (`Game` is notation::GameRecord or notation::LexedGame).

/// The first tag of this name, with its value and place, or nullptr.
template <class Game>
const typename decltype(Game::tags)::value_type* find_tag(const Game& game, std::string_view name) {
  for (const auto& t : game.tags)
    if (t.name == name) return &t;
  return nullptr;
}

/// The game's tags by name, as a variant's set-up reads them.
template <class Game>
TagLookup tag_lookup(const Game& game) {
  return [&game](std::string_view name) -> std::optional<std::string_view> {
    const auto* tag = find_tag(game, name);
    if (!tag) return std::nullopt;
    return std::string_view(tag->value);
  };
}

/// Whether a Termination tag's value is "agreement" (letter case ignored): a claim whose
/// check needs the result alone (docs/draws.md), which the quick replay makes itself.
bool is_agreement(std::string_view value) {
  static constexpr std::string_view kWord = "agreement";
  return value.size() == kWord.size() &&
         std::equal(value.begin(), value.end(), kWord.begin(), [](char a, char b) { return (a | 0x20) == b; });
}

/// Whether the game was read with PDN's conventions (the lexer's tokens never are: the
/// quick replay leaves such games to the full one).
bool read_as_pdn(const notation::GameRecord& record) { return record.pdn; }
bool read_as_pdn(const notation::LexedGame&) { return false; }
/// The side names of a game read with PDN's conventions, first player first.
std::array<std::string, 2> pdn_sides(const notation::GameRecord& record) { return notation::pdn_side_names(record.pdn_board); }
std::array<std::string, 2> pdn_sides(const notation::LexedGame&) { return {}; }

/// A game's start: its variant (nullptr when the Variant tag is unknown) and its first
/// position (nullptr when it cannot be set up).
struct Start {
  const Variant* variant = nullptr;
  std::unique_ptr<GameState> state;
};

/// The game's start from its Variant, SetUp and FEN tags (not read when `standard`: the
/// variant's standard start), with its game options applied.
template <class Game>
Start set_up(const Game& record, const Report& report, bool standard = false) {
  Start start;
  const auto* variant_tag = find_tag(record, "Variant");
  // Without a Variant tag a record is Commander-In-Chief's, unless it names a Blue side: only
  // Commander Chess has one, and the cotulenh engine's exports carry no Variant tag.
  const std::string_view name = variant_tag ? std::string_view(variant_tag->value)
                                : find_tag(record, "Blue") ? "commander-chess"
                                                           : "commander-in-chief";
  start.variant = find_variant(name);
  if (!start.variant) {
    report(Severity::error, variant_tag ? variant_tag->pos : record.start, "tag.unknown-variant",
           "unknown variant \"" + std::string(name) + "\": known variants are " + variant_names());
    return start;
  }
  const auto* fen = standard ? nullptr : find_tag(record, "FEN");
  const auto* setup = standard ? nullptr : find_tag(record, "SetUp");
  if (fen) {
    // PDN sets up from the FEN tag alone: its standards never name SetUp (docs/rules/checkers.md §10).
    if ((!setup || setup->value != "1") && !read_as_pdn(record))
      report(Severity::warning, fen->pos, "tag.setup-missing",
             "a FEN tag needs [SetUp \"1\"] beside it; the FEN is used anyway");
    auto state = start.variant->from_fen(fen->value);
    if (!state) {
      const auto& e = state.error();
      report(Severity::error, fen->pos, "tag.bad-fen",
             "invalid FEN: " + e.message + (e.column ? " (at character " + std::to_string(e.column) + ")" : ""));
      return start;
    }
    start.state = std::move(state.value());
  } else if (setup && setup->value == "1") {
    report(Severity::error, setup->pos, "tag.setup-without-fen", "[SetUp \"1\"] needs a [FEN \"...\"] tag");
    return start;
  } else {
    auto state = start.variant->start(tag_lookup(record));
    if (!state) {
      report(Severity::error, record.start, "tag.bad-setup", state.error().message);
      return start;
    }
    start.state = std::move(state.value());
  }
  if (start.variant->apply_options)
    if (auto problem = start.variant->apply_options(*start.state, tag_lookup(record))) {
      const auto* tag = find_tag(record, problem->tag);
      report(Severity::error, tag ? tag->pos : record.start, "tag.bad-option", problem->message);
    }
  return start;
}

/// The move number written before a move against the number of the move: a warning when
/// they differ.
void check_move_number(const notation::MoveNode& node, int number, const Report& report) {
  if (node.number && *node.number != number)
    report(Severity::warning, node.number_pos, "move.number",
           "move number " + std::to_string(*node.number) + " is written, but this is move " +
               std::to_string(number));
}

/// Whether a record was read as the cotulenh engine's export (notation/cotulenh.h).
bool read_as_cotulenh(const notation::GameRecord& record) { return record.cotulenh; }
bool read_as_cotulenh(const notation::LexedGame& game) { return notation::is_cotulenh_export(game); }

/// The Result tag and the result token against each other and against how the rules left
/// the main line (`stopped`: an error stopped it, so nothing is known of its end); a
/// forfeit only against each other. After a syntax error (`syntax_error`) only the two are
/// compared: a missing tag may be one the reading skipped.
template <class Game>
void check_result(const Game& record, const GameEnd& end, bool stopped, const Report& report,
                  bool syntax_error = false) {
  // A result as the file wrote it: PDN's double forfeit is "0-0" (notation/pdn.h). PDN gives
  // the first player's score first, as CGN does; the note says whose that is, since some
  // write a PDN result the other way round.
  const bool pdn = read_as_pdn(record);
  const auto as_written = [pdn](std::string_view result) {
    return pdn ? notation::pdn_result(result) : std::string(result);
  };
  const std::string pdn_note = pdn ? " (PDN gives the first player's score first: 1-0 is a win of " +
                                         pdn_sides(record)[0] + ", 0-1 of " + pdn_sides(record)[1] + ")"
                                   : "";
  const auto* tag = find_tag(record, "Result");
  const std::string_view token = record.result;
  if (!tag) {
    // A PDN game's terminator is its result (the PDN 2.0 standard's TERMINATOR): no tag is missed.
    if (!syntax_error && !(pdn && !token.empty()))
      report(Severity::warning, record.start, "tag.missing-result", "the game has no [Result] tag");
  } else if (!token.empty() && tag->value != token) {
    report(Severity::error, record.result_pos, "result.mismatch",
           "the result token " + as_written(token) + " disagrees with [Result \"" + as_written(tag->value) + "\"]");
    return;
  }
  const std::string_view claimed = !token.empty() ? token : (tag ? std::string_view(tag->value) : std::string_view());
  // A forfeit ("+/-", "-/+", "-/-") was not decided over the board: its moves, when it has
  // any, are checked, but its result is not held to their end (docs/notation.md §8).
  if (notation::is_forfeit_result(claimed)) return;
  if (stopped || end.kind == GameEnd::Kind::ongoing || claimed.empty()) return;
  const std::string expected = end.result_token();
  const SourcePos where = !token.empty() ? record.result_pos : tag->pos;
  if (claimed == "*") {
    report(Severity::warning, where, "result.undecided",
           "the game is decided (" + end.reason + "), so its result is " + as_written(expected) + ", not *" +
               pdn_note);
  } else if (claimed != expected && !end.engine_result.empty() && claimed == end.engine_result &&
             read_as_cotulenh(record)) {
    // The cotulenh engine's export writes another result for this end: its convention, not a
    // mistake of the record's (docs/rules/commander-chess.md §9.3).
    report(Severity::warning, where, "result.engine-convention",
           "the result " + std::string(claimed) + " is " + end.engine_result_why + "; by the rules " + end.reason +
               ", so the result is " + expected);
  } else if (claimed != expected) {
    report(Severity::error, where, "result.contradicts",
           "the result " + as_written(claimed) + " contradicts the moves: " + end.reason + ", so the result is " +
               as_written(expected) + pdn_note);
  }
}

class Replayer {
 public:
  Replayer(const notation::GameRecord& record, const ReplayOptions& options, ReplayedGame& game)
      : record_(record), options_(options), game_(game) {}

  void run() {
    game_.diagnostics = record_.diagnostics;
    // Moves at or after a syntax error cannot be played: the text there could not be read as
    // written, so the position after it is unknown. They are not replayed (one warning says
    // so, report_after_syntax_error); the tags and the result token are still checked.
    for (const auto& d : record_.diagnostics)
      if (d.severity == Severity::error && ended_reading(d) && (!syntax_error_ || before(d.pos, *syntax_error_)))
        syntax_error_ = d.pos;
    game_.fen_tag_ignored = record_.cotulenh && engine_fen_ignored();
    game_.pdn_sides = record_.pdn ? pdn_sides(record_) : std::array<std::string, 2>{};
    // A PDN game of another draughts game was refused when it was read (its one error
    // says so): it is not replayed.
    if (notation::pdn_refused(record_)) {
      game_.variant = nullptr;
      game_.main = ReplayedLine{};
      return;
    }
    Start start = set_up(record_, report_, game_.fen_tag_ignored);
    game_.variant = start.variant;
    // The moves of a PDN game are in the usual board's numbers by now (notation/pdn.h); who is
    // called White is the game's own.
    if (start.state && record_.pdn) start.state->read_pdn_moves(notation::usual_board_of(record_.pdn_board));
    if (!start.state) {
      game_.main = ReplayedLine{};  // no move is played (it may hold an earlier game's, replay_into)
      return;
    }
    GameState& state = *start.state;
    state.set_canonical_wanted(options_.canonical);
    state.write_fen(game_.start_fen);
    game_.start_key = state.key();
    game_.start_quiet_plies = state.quiet_plies();
    play_line(state, record_.main, 0, game_.main);
    state.write_fen(game_.final_fen);
    game_.end = state.end();
    // With a syntax error the end of the game is unknown; the Result tag and the result token
    // are still held to each other.
    check_result(record_, game_.end, syntax_error_.has_value() || !game_.main.complete, report_,
                 syntax_error_.has_value());
    check_termination();
  }

  // A Termination tag that claims a draw the rules decide (repetition, no progress,
  // stalemate; agreement with its result) against the moves, by the draw rules of
  // draws.h (docs/draws.md): a claim they do not bear out is a warning.
  void check_termination() {
    const auto* tag = find_tag(record_, "Termination");
    if (!tag || !(termination_claims_draw(tag->value) || is_agreement(tag->value)) || !game_.variant ||
        !game_.valid() || !game_.main.complete)
      return;
    const DrawReport draws = find_draws(record_, game_, game_.variant->no_progress_plies, nullptr);
    for (const std::string& w : draws.warnings)
      if (w.starts_with("Termination says")) report_(Severity::warning, tag->pos, "termination.unsupported", w);
  }

 private:
  void report_move(Severity severity, const notation::MoveNode& node, int ply, int side, const MoveProblem& p) {
    Diagnostic d;
    d.severity = severity;
    d.pos = node.pos;
    d.code = p.code;
    d.message = p.message;
    d.ply = ply;
    d.side = game_.written_side_name(side);
    d.move_text = node.text;
    d.suggestion = p.suggestion;
    game_.diagnostics.push_back(std::move(d));
  }

  // A numbered move ("11-15") refused in a record without a Variant tag, read as
  // Commander-In-Chief's: the record is most likely a checkers game (docs/notation.md §8).
  // Says whether it did.
  bool note_missing_variant(const notation::MoveNode& node) {
    if (find_tag(record_, "Variant") || !game_.variant || game_.variant->name != "commander-in-chief") return false;
    if (node.text.empty() || node.text[0] < '0' || node.text[0] > '9') return false;
    game_.diagnostics.back().message +=
        "; a record without a Variant tag is Commander-In-Chief's: for a checkers game add [Variant \"checkers\"] "
        "(or coast-to-coast, stackem, chair-force)";
    return true;
  }

  // The moves of `line` after its illegal move `index` (at `ply`), played on from the move's
  // one certain correction `meant` (docs/errors.md, "Every error in one pass"): what they
  // break is reported as found assuming it. Nothing of them is kept in the replayed game,
  // whose line stops at the error. Past kMaxAssumed corrections in one line, its moves are
  // not checked (move.unchecked).
  void play_on_assuming(const GameState& state, const notation::Variation& line, std::size_t index, int ply,
                        std::string meant) {
    if (index + 1 >= line.moves.size()) return;
    auto corrected = state.clone();
    if (assumed_.size() >= kMaxAssumed || !corrected->play(meant).played) {
      report_unchecked(line, index, ply, state.move_number(), !record_.pdn);
      return;
    }
    assumed_.emplace_back(ply, std::move(meant));
    ReplayedLine dropped;
    play_line(*corrected, line, ply, dropped, index + 1);
    assumed_.pop_back();
  }

  // A problem found on moves played on from assumed corrections says so at its end:
  // " (assuming ply 5 is Hd6-d8)", " (assuming ply 5 is Hd6-d8 and ply 20 is Ab4-c4)".
  void mark_assumed(Diagnostic& d) const {
    if (assumed_.empty()) return;
    d.message += " (assuming";
    for (std::size_t i = 0; i < assumed_.size(); ++i) {
      d.message += i == 0 ? " " : i + 1 == assumed_.size() ? " and " : ", ";
      d.message += "ply " + std::to_string(assumed_[i].first) + " is " + assumed_[i].second;
    }
    d.message += ")";
  }

  // The moves of `line` after its illegal move `index` (at `ply`, move `number`) cannot be
  // played: one warning says they were not checked (docs/errors.md, move.unchecked), and
  // they are checked for what needs no position, unless `texts` is false (the record is
  // most likely of another game, note_missing_variant: each of its moves would be refused;
  // or it is a PDN game, whose moves its own board names).
  void report_unchecked(const notation::Variation& line, std::size_t index, int ply, int number, bool texts) {
    const std::size_t later = line.moves.size() - index - 1;
    if (later == 0) return;
    check_without_position(line, index + 1, ply, number, texts);
    const notation::MoveNode& next = line.moves[index + 1];
    Diagnostic d;
    d.severity = Severity::warning;
    d.pos = next.pos;
    d.code = "move.unchecked";
    d.message = later == 1 ? "the move after the illegal move at ply " + std::to_string(ply) +
                                 " is not checked: the position it is played from is unknown"
                           : "the " + std::to_string(later) + " moves after the illegal move at ply " +
                                 std::to_string(ply) + " (plies " + std::to_string(ply + 1) + " to " +
                                 std::to_string(ply + static_cast<int>(later)) +
                                 ") are not checked: the position they are played from is unknown";
    d.ply = ply + 1;
    d.move_text = next.text;
    game_.diagnostics.push_back(std::move(d));
  }

  // The moves of `line` from `first` on (after ply `ply`, move `number`), which replay
  // cannot play, and of their variations, checked for what needs no position
  // (docs/errors.md, move.unchecked): when `texts`, each text against the game's move
  // syntax (Variant::text_problem: its piece letters, its squares); and the move numbers
  // written, which never go down along a line.
  void check_without_position(const notation::Variation& line, std::size_t first, int ply, int number, bool texts) {
    for (std::size_t index = first; index < line.moves.size(); ++index) {
      const notation::MoveNode& node = line.moves[index];
      if (syntax_error_ && !before(node.pos, *syntax_error_)) return;  // not read as written
      ++ply;
      if (node.number && *node.number < number)
        push_unreplayed(Severity::warning, node.number_pos, "move.number",
                        "move number " + std::to_string(*node.number) + " is written after move " +
                            std::to_string(number) + ": the move numbers of a line never go down",
                        0, {});
      else if (node.number)
        number = *node.number;
      if (texts && game_.variant && game_.variant->text_problem)
        if (std::optional<MoveProblem> problem = game_.variant->text_problem(node.text))
          push_unreplayed(Severity::error, node.pos, problem->code,
                          problem->message +
                              " (the move is not checked otherwise: the position it is played from is unknown)",
                          ply, node.text);
      for (const notation::Variation& v : node.variations) check_without_position(v, 0, ply - 1, number, texts);
    }
  }

  // A problem of a move replay cannot play (check_without_position): found whatever the
  // position, so it is not marked with the corrections assumed.
  void push_unreplayed(Severity severity, SourcePos pos, std::string code, std::string message, int ply,
                       std::string_view move_text) {
    Diagnostic d;
    d.severity = severity;
    d.pos = pos;
    d.code = std::move(code);
    d.message = std::move(message);
    d.ply = ply;
    d.move_text = move_text;
    game_.diagnostics.push_back(std::move(d));
  }

  // The first move replay meets at or after the record's first syntax error (at `ply`): it and
  // every move written after that error are not checked, which one warning says
  // (docs/errors.md, move.unchecked). Made once per game.
  void report_after_syntax_error(const notation::MoveNode& node, int ply) {
    if (syntax_note_made_) return;
    syntax_note_made_ = true;
    const std::size_t later = moves_from(record_.main, *syntax_error_);
    Diagnostic d;
    d.severity = Severity::warning;
    d.pos = node.pos;
    d.code = "move.unchecked";
    // When the first move not checked is of ply 1, the error came before any ply was
    // reached (in the tags, before move 1, or in a variation on it): it is named by its line.
    const bool before_moves = ply == 1 && before(*syntax_error_, node.pos);
    const std::string error = before_moves ? "the syntax error on line " + std::to_string(syntax_error_->line)
                                           : "the syntax error at ply " + std::to_string(ply);
    const std::string cause =
        " " + error + (later == 1 ? " is" : " are") +
        " not checked: the text there could not be read as written, so the position " +
        (later == 1 ? "it is" : "they are") + " played from is unknown";
    d.message = later == 1 ? "the move after" + cause : "the " + std::to_string(later) + " moves after" + cause;
    d.ply = ply;
    d.move_text = node.text;
    game_.diagnostics.push_back(std::move(d));
  }

  // The moves of `line` and of its variations written at or after `pos`.
  static std::size_t moves_from(const notation::Variation& line, SourcePos pos) {
    std::size_t n = 0;
    for (const notation::MoveNode& node : line.moves) {
      if (!before(node.pos, pos)) ++n;
      for (const notation::Variation& v : node.variations) n += moves_from(v, pos);
    }
    return n;
  }

  static void read_clocks(const notation::MoveNode& node, ReplayedMove& out) {
    for (const auto& c : node.comments) game::read_clocks(c.text, out.clock, out.elapsed);
  }

  // Plays a line from `state` (which it advances); `ply0` is the ply before the first move.
  // `out` is filled in place: the moves it held (of an earlier game, replay_into) are
  // overwritten, keeping the room of their texts, and those beyond the line's are dropped.
  // `first` is the index of the first move played (a line played on after an assumed
  // correction starts after it).
  void play_line(GameState& state, const notation::Variation& line, int ply0, ReplayedLine& out,
                 std::size_t first = 0) {
    std::size_t used = 0;
    out.complete = true;
    // Whatever way the line ends, the moves after those played are dropped.
    // (Kept as spares for a later line or game, their texts keeping their room, not freed.)
    struct Trim {
      ReplayedLine& line;
      std::size_t& used;
      notation::Spares<ReplayedMove>& spares;
      ~Trim() { spares.drop_after(line.moves, used); }
    } trim{out, used, game_.spare_moves};
    out.moves.reserve(line.moves.size());
    int ply = ply0;
    for (std::size_t index = first; index < line.moves.size(); ++index) {
      const notation::MoveNode& node = line.moves[index];
      if (syntax_error_ && !before(node.pos, *syntax_error_)) {
        report_after_syntax_error(node, ply + 1);
        out.complete = false;
        return;
      }
      ++ply;
      const int side = state.side_to_move();
      const int number = state.move_number();
      check_move_number(node, number, report_);
      std::unique_ptr<GameState> before = node.variations.empty() ? nullptr : state.clone();
      // The move is played straight into its place (the moves were reserved, so `rm` stays
      // put while its variations are replayed), over a move of an earlier game when there is
      // one, whose texts keep their room. An illegal move's place is dropped with the rest.
      ReplayedMove& rm = used < out.moves.size() ? out.moves[used] : game_.spare_moves.append_to(out.moves);
      PlayOutcome& outcome = outcome_;
      const bool legal = state.play_into(node.text, rm.played, outcome);
      if (legal && outcome.readings.size() > 1 && outcome.before)
        settle_reading(state, outcome, rm.played, line, index, ply, &line == &record_.main ? final_hint_ : nullptr);
      for (const auto& w : outcome.warnings) {
        report_move(Severity::warning, node, ply, side, w);
        mark_assumed(game_.diagnostics.back());
      }
      if (!legal) {
        report_move(Severity::error, node, ply, side, *outcome.error);
        const bool other_game = note_missing_variant(node);
        Diagnostic& error = game_.diagnostics.back();
        mark_assumed(error);
        Suggestions close = suggest_moves(state, node.text);
        if (close.certain) {
          error.suggestion = close.moves.front();
          play_on_assuming(state, line, index, ply, std::move(close.moves.front()));  // may add diagnostics
        } else {
          error.suggestions = std::move(close.moves);
          report_unchecked(line, index, ply, number, !other_game && !record_.pdn);
        }
        out.complete = false;  // a line is replayed up to its first error; the lines beside it go on
        return;
      }
      ++used;
      rm.node = &node;
      rm.ply = ply;
      rm.number = number;
      rm.side = side;
      if (options_.fen_after) state.write_fen(rm.fen_after);
      else rm.fen_after.clear();
      rm.key_after = state.key();
      rm.quiet_plies_after = state.quiet_plies();
      rm.clock.reset();
      rm.elapsed.reset();
      if (options_.clocks) read_clocks(node, rm);
      game_.spare_lines.drop_after(rm.variations, node.variations.size());
      for (std::size_t v = 0; v < node.variations.size(); ++v) {
        auto branch = before->clone();
        ReplayedLine& into = v < rm.variations.size() ? rm.variations[v] : game_.spare_lines.append_to(rm.variations);
        play_line(*branch, node.variations[v], ply - 1, into);
      }
    }
  }

  // Whether the FEN tag of a cotulenh engine export is its export's artefact rather than the
  // start, and is then ignored with a warning. The engine's export writes, with [SetUp "1"],
  // the position it holds when it exports (docs/rules/commander-chess.md §9.3): for a game with moves,
  // the position after the last move (with the side to move and move number before that
  // move), or, when the last move was a deploy, the position before it followed by the deploy
  // so far ("... b1:F:N>b4"). Its reader, like cinc, takes a FEN tag as the start. So a FEN tag
  // with that deploy suffix, or holding the board the moves reach from the standard start, is
  // ignored; any other FEN tag is the start.
  bool engine_fen_ignored() {
    const auto* fen = find_tag(record_, "FEN");
    if (!fen || record_.main.moves.empty()) return false;
    std::size_t fields = 0;
    for (std::size_t i = 0; i < fen->value.size(); ++i)
      if (fen->value[i] != ' ' && (i == 0 || fen->value[i - 1] == ' ')) ++fields;
    const Report silent = [](Severity, SourcePos, const std::string&, const std::string&) {};
    Start trial = set_up(record_, silent, true);
    if (!trial.state) return false;
    // What the tag says of the board: after every move, or, with the deploy suffix, before the
    // last one. It also settles a text that fits several moves (settle_reading).
    const auto tagged = trial.variant->from_fen(fen->value.substr(0, fen->value.find(' ', fen->value.find(' ') + 1)));
    if (tagged) {
      FinalHint hint;
      hint.board = board_of((*tagged)->fen());
      hint.plies = record_.main.moves.size() - (fields > 6 ? 1 : 0);
      final_hint_storage_ = hint;
    }
    if (fields > 6) {
      report_(Severity::warning, fen->pos, "tag.engine-fen",
              "the FEN tag holds the cotulenh engine's position in the middle of a deploy (the position before the "
              "last move, then the deploy's steps), which its export writes there, not the start: the game is "
              "replayed from the standard start");
      final_hint_ = final_hint_storage_ ? &*final_hint_storage_ : nullptr;
      return true;
    }
    if (!final_hint_storage_) return false;
    GameState& state = *trial.state;
    state.set_canonical_wanted(false);
    const auto& moves = record_.main.moves;
    for (std::size_t i = 0; i < moves.size(); ++i) {
      PlayOutcome outcome = state.play(moves[i].text);
      if (outcome.played && outcome.readings.size() > 1 && outcome.before)
        settle_reading(state, outcome, *outcome.played, record_.main, i, static_cast<int>(i) + 1,
                       &*final_hint_storage_);
      if (!outcome.played) return false;
    }
    if (final_hint_storage_->board != board_of(state.fen())) return false;
    report_(Severity::warning, fen->pos, "tag.engine-fen",
            "the FEN tag holds the position after the last move, which the cotulenh engine's export writes there, "
            "not the start: the game is replayed from the standard start");
    final_hint_ = &*final_hint_storage_;
    return true;
  }

  static std::string board_of(const std::string& fen) { return fen.substr(0, fen.find(' ')); }

  // The board the main line ends on, when the record says (the cotulenh engine's FEN tag): after
  // `plies` moves the board is `board`.
  struct FinalHint {
    std::string board;
    std::size_t plies = 0;
  };

  // A text that fits several moves (PlayOutcome::readings): the game played the first; the
  // moves after it in the line decide. Each reading is tried on them; the one with which the
  // line goes on furthest is kept, on a tie the one that reaches the board the record says the
  // line ends on (`hint`, for the main line), then the first; the warning says why.
  static void settle_reading(GameState& state, PlayOutcome& outcome, PlayedMove& played,
                             const notation::Variation& line, std::size_t index, int ply, const FinalHint* hint) {
    std::vector<std::size_t> reach;
    std::vector<bool> reaches_hint;
    for (const std::string& reading : outcome.readings) {
      auto trial = outcome.before->clone();
      std::size_t n = 0;
      bool matched = false;
      const auto check = [&] {
        if (hint && index + n == hint->plies) matched = board_of(trial->fen()) == hint->board;
      };
      if (trial->play(reading).played) {
        n = 1;
        check();
        for (std::size_t k = index + 1; k < line.moves.size() && trial->play(line.moves[k].text).played; ++k) {
          ++n;
          check();
        }
      }
      reach.push_back(n);
      reaches_hint.push_back(matched);
    }
    std::size_t best = 0;
    for (std::size_t r = 1; r < reach.size(); ++r)
      if (reach[r] > reach[best] || (reach[r] == reach[best] && reaches_hint[r] && !reaches_hint[best])) best = r;
    if (best == 0) return;
    state.assign(*outcome.before);
    PlayOutcome kept = state.play(outcome.readings[best]);
    if (!kept.played) return;  // cannot be: the trial played it
    played = std::move(*kept.played);
    if (!outcome.warnings.empty()) {
      std::string& message = outcome.warnings.front().message;
      const std::size_t clause = message.rfind("; read as ");
      if (clause != std::string::npos) message.erase(clause);
      if (reach[best] > reach[0])
        message += "; read as " + outcome.readings[best] + ": with " + outcome.readings[0] +
                   " (the first reading) the game cannot go on past ply " + std::to_string(ply - 1 + reach[0]);
      else
        message += "; read as " + outcome.readings[best] + ": only with it do the moves reach the final position " +
                   "of the FEN tag (" + outcome.readings[0] + " is the first reading)";
    }
  }

  // Whether the moves after a syntax error cannot be replayed (docs/notation.md §1): all
  // syntax errors but a tag given twice and the errors of a tag line whose tag was still
  // read (a byte that is not UTF-8 in its value; its value without quotes or not closed, its
  // ']' missing: docs/errors.md), which leave the game's set-up known and the moves as
  // written. A tag line whose name could not be read leaves unknown what it set.
  bool ended_reading(const Diagnostic& d) const {
    if (d.code == "tag.duplicate") return false;
    // A result typed another way ("1:0") is read as the one it stands for: the moves are
    // held to it as to any result.
    if (d.code == "syntax.bad-result") return false;
    if (d.code != "syntax.invalid-utf8" && d.code != "syntax.bad-tag" && d.code != "syntax.unterminated-tag" &&
        d.code != "syntax.unterminated-string")
      return true;
    return std::none_of(record_.tags.begin(), record_.tags.end(),
                        [&d](const notation::Tag& t) { return t.pos.line == d.pos.line; });
  }

  static bool before(SourcePos a, SourcePos b) {
    return a.line != b.line ? a.line < b.line : a.column < b.column;
  }

  // At most this many corrections are assumed at once (play_on_assuming): each one plays
  // the rest of its line again, one level deeper.
  static constexpr std::size_t kMaxAssumed = 10;

  const notation::GameRecord& record_;
  const ReplayOptions& options_;
  std::vector<std::pair<int, std::string>> assumed_;  // the corrections assumed: ply and move
  std::optional<SourcePos> syntax_error_;  // the first syntax error of the record
  bool syntax_note_made_ = false;          // the warning on the moves after it is made
  ReplayedGame& game_;
  std::optional<FinalHint> final_hint_storage_;  // what the engine's FEN tag says of the end
  const FinalHint* final_hint_ = nullptr;         // set when that tag is its export's final position
  PlayOutcome outcome_;  // what play_into() says of each move beyond the move itself, reused
  const Report report_ = [this](Severity severity, SourcePos pos, std::string code, std::string message) {
    Diagnostic d;
    d.severity = severity;
    d.pos = pos;
    d.code = std::move(code);
    d.message = std::move(message);
    mark_assumed(d);
    game_.diagnostics.push_back(std::move(d));
  };
};

}  // namespace

bool termination_claims_draw(std::string_view value) {
  std::string word(value);
  for (char& c : word) c = c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
  return word == "repetition" || word == "no progress" || word == "stalemate";
}

bool ReplayedGame::valid() const {
  return std::none_of(diagnostics.begin(), diagnostics.end(),
                      [](const Diagnostic& d) { return d.severity == Severity::error; });
}

std::string ReplayedGame::side_name(int side) const {
  return variant ? variant->sides[static_cast<std::size_t>(side)] : "?";
}

std::string ReplayedGame::written_side_name(int side) const {
  if (!pdn_sides[0].empty()) return pdn_sides[static_cast<std::size_t>(side)];
  return side_name(side);
}

void StatePool::use_for(const Variant* variant) {
  if (variant == variant_) return;
  states_.clear();
  variant_ = variant;
}

GameState& StatePool::copy_at(std::size_t depth, const GameState& like) {
  while (states_.size() <= depth) states_.push_back(like.clone());
  states_[depth]->assign(like);
  return *states_[depth];
}

CleanStart clean_start(const notation::LexedGame& game, bool pdn_file) {
  CleanStart out;
  if (!game.diagnostics.empty()) return out;
  if (notation::follows_pdn(game, pdn_file) || notation::is_cotulenh_export(game)) return out;
  bool remark = false;
  const Report note = [&remark](Severity, SourcePos, const std::string&, const std::string&) { remark = true; };
  Start start = set_up(game, note);
  if (!start.state || remark) return out;
  if (const auto* termination = find_tag(game, "Termination"); termination && termination_claims_draw(termination->value))
    return out;  // the full replay checks the claim
  out.variant = start.variant;
  out.state = std::move(start.state);
  return out;
}

bool clean_end(const notation::LexedGame& game, const GameState& main) {
  bool remark = false;
  const Report note = [&remark](Severity, SourcePos, const std::string&, const std::string&) { remark = true; };
  check_result(game, main.end(), false, note);
  // [Termination "agreement"] with another result than a draw: the full replay warns (draws.h).
  if (const auto* termination = find_tag(game, "Termination"); termination && is_agreement(termination->value)) {
    const auto* result_tag = find_tag(game, "Result");
    const std::string_view result = !game.result.empty() ? game.result
                                    : result_tag         ? std::string_view(result_tag->value)
                                                         : std::string_view();
    if (result != "1/2-1/2") return false;
  }
  return !remark;
}

void read_clocks(std::string_view comment, std::optional<double>& clock, std::optional<double>& elapsed) {
  if (comment.find("[%") == std::string_view::npos) return;  // most comments hold no command
  notation::for_each_command(comment, [&](std::string_view name, std::string_view args) {
    // (Three bytes compared in place: these run for every clock of a corpus.)
    if (name.size() != 3) return;
    if (std::memcmp(name.data(), "clk", 3) == 0) clock = notation::parse_clock(args);
    else if (std::memcmp(name.data(), "emt", 3) == 0) elapsed = notation::parse_clock(args);
  });
}

bool QuickReplay::clean(const notation::LexedGame& game, bool pdn_file) { return walk<false>(game, pdn_file, nullptr); }

bool QuickReplay::clean(const notation::LexedGame& game, bool pdn_file, GameFingerprint& main_line) {
  return walk<true>(game, pdn_file, &main_line);
}

template <bool kFingerprint>
bool QuickReplay::walk(const notation::LexedGame& game, bool pdn_file, GameFingerprint* main_line) {
  CleanStart start = clean_start(game, pdn_file);
  if (!start.state) return false;
  GameState& main = *start.state;
  main.set_canonical_wanted(false);
  lines_.use_for(start.variant);
  befores_.use_for(start.variant);
  if constexpr (kFingerprint) main_line->start(*start.variant, main.key());

  // The lines open at each depth (0: the main line), as the tokens come.
  std::vector<GameState*>& open = open_lines_;
  open.assign(1, &main);
  std::optional<std::uint32_t> pending_number;  // a move number waiting for its move
  for (const notation::Token& token : game.tokens) {
    switch (token.kind) {
      case notation::Token::Kind::move_number:
        pending_number = token.value;
        break;
      case notation::Token::Kind::move: {
        GameState& state = *open.back();
        if (pending_number && static_cast<int>(*pending_number) != state.move_number()) return false;  // move.number
        pending_number.reset();
        // A variation after this move starts from the position before it.
        if (token.value == notation::Token::kHasVariations) befores_.copy_at(open.size() - 1, state);
        if (!state.play_quietly(token.text)) return false;
        if constexpr (kFingerprint)
          if (open.size() == 1) main_line->position(state.key());
        break;
      }
      case notation::Token::Kind::open_variation:
        pending_number.reset();
        open.push_back(&lines_.copy_at(open.size(), befores_.at(open.size() - 1)));
        break;
      case notation::Token::Kind::close_variation:
        pending_number.reset();
        open.pop_back();
        break;
      case notation::Token::Kind::nag:
      case notation::Token::Kind::comment:
        break;
    }
  }
  return clean_end(game, main);
}

ReplayedGame replay(const notation::GameRecord& record, const ReplayOptions& options) {
  ReplayedGame game;
  replay_into(record, options, game);
  return game;
}

void replay_into(const notation::GameRecord& record, const ReplayOptions& options, ReplayedGame& game) {
  // The moves and texts of the game before, reused by play_line: its lines and spares.
  ReplayedLine kept = std::move(game.main);
  notation::Spares<ReplayedMove> spare_moves = std::move(game.spare_moves);
  notation::Spares<ReplayedLine> spare_lines = std::move(game.spare_lines);
  std::string start_fen = std::move(game.start_fen), final_fen = std::move(game.final_fen);
  game = ReplayedGame{};
  game.main = std::move(kept);
  game.spare_moves = std::move(spare_moves);
  game.spare_lines = std::move(spare_lines);
  game.start_fen = std::move(start_fen);
  game.start_fen.clear();
  game.final_fen = std::move(final_fen);
  game.final_fen.clear();
  Replayer(record, options, game).run();
  std::stable_sort(game.diagnostics.begin(), game.diagnostics.end(), [](const Diagnostic& a, const Diagnostic& b) {
    return a.pos.line != b.pos.line ? a.pos.line < b.pos.line : a.pos.column < b.pos.column;
  });
}

namespace {

// The start as set_up() makes it; `standard`: the variant's own start, the SetUp/FEN pair
// left unused.
std::unique_ptr<GameState> start_from(const notation::GameRecord& record, bool standard) {
  if (notation::pdn_refused(record)) return nullptr;
  bool failed = false;
  Start start = set_up(
      record,
      [&failed](Severity severity, SourcePos, const std::string&, const std::string&) {
        failed = failed || severity == Severity::error;
      },
      standard);
  return failed ? nullptr : std::move(start.state);
}

}  // namespace

std::unique_ptr<GameState> start_state(const notation::GameRecord& record) { return start_from(record, false); }

std::unique_ptr<GameState> start_state(const notation::GameRecord& record, const ReplayedGame& replayed) {
  return start_from(record, replayed.fen_tag_ignored);
}

}  // namespace cinc::game
