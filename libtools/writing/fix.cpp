// `cinc fix`'s work (docs/fix.md): records written back corrected where every correction is
// certain, in place (only the corrected bytes change) or in the canonical layout.
#include "writing/fix.h"

#include <algorithm>
#include <atomic>
#include <iostream>
#include <map>
#include <optional>
#include <string_view>

#include "cinc/game/canonical.h"
#include "cinc/game/replay.h"
#include "cinc/notation/encoding.h"
#include "cinc/notation/lexer.h"
#include "cinc/notation/pdn.h"
#include "cinc/notation/reader.h"
#include "cinc/notation/typed_result.h"
#include "io/io.h"
#include "reading/exit_codes.h"
#include "reading/game_files.h"
#include "writing/diagnostics_format.h"
#include "writing/game_json.h"

namespace cinc::tools {

namespace {

/// The move of `line` (or of a variation in it) written at `pos`, or nullptr.
notation::MoveNode* move_at(notation::Variation& line, notation::SourcePos pos) {
  for (notation::MoveNode& node : line.moves) {
    if (node.pos == pos) return &node;
    for (notation::Variation& v : node.variations)
      if (notation::MoveNode* found = move_at(v, pos)) return found;
  }
  return nullptr;
}

/// At most this many rounds of corrections per game: each round replaces every illegal
/// move that has a suggestion, and the moves after them are then checked in the next.
constexpr int kMaxRounds = 200;

/// A move the fix replaced: where it is written, what was written there (as read), and the move meant.
struct FixedMove {
  notation::SourcePos pos;
  std::string written;
  std::string meant;
};

/// Text the reader read as meant, which the fix writes so, at `pos`: a broken tag line (the
/// whole line, from its tag's start), a result typed another way (its word), or the result
/// left out of a game whose Result tag names it (written in, after the last move).
struct FixedText {
  enum class Kind { tag_line, result_word, missing_result };
  notation::SourcePos pos;
  std::string meant;
  Kind kind;
};

/// What fixing one game found.
struct GameFix {
  game::ReplayedGame replayed;   ///< the replay of the corrected record
  std::string notes;             ///< the lines for standard error: each correction, each problem without one
  bool stuck = false;            ///< a problem has no certain correction
  std::vector<FixedMove> moves;  ///< the moves replaced, in the order they were
  std::vector<FixedText> texts;  ///< the tag lines and results written as read
};

/// What the reader read as meant, with a certain correction it suggests (docs/errors.md,
/// "Reading on after a syntax error", syntax.bad-result and syntax.missing-result): a broken
/// tag line, kept with the value its line meant; a result typed another way ("1:0"); a result
/// left out, which the Result tag names. Their errors are taken out of the record, which then
/// holds what the corrected text says; each is noted in `fix`.
void fix_read_as_meant(notation::GameRecord& record, const std::string& file, GameFix& fix) {
  std::erase_if(record.diagnostics, [&](const notation::Diagnostic& d) {
    if (!d.code.starts_with("syntax.") || d.suggestion.empty()) return false;
    const std::string at = file + ":" + std::to_string(d.pos.line) + ":" + std::to_string(d.pos.column) + ": fixed: ";
    if (d.code == "syntax.bad-result") {
      fix.notes += at + "result -> " + d.suggestion + " (" + d.message + ")\n";
      fix.texts.push_back(FixedText{d.pos, d.suggestion, FixedText::Kind::result_word});
      return true;
    }
    if (d.code == "syntax.missing-result") {
      fix.notes += at + "result " + d.suggestion + " written after the last move (" + d.message + ")\n";
      fix.texts.push_back(FixedText{d.pos, " " + d.suggestion, FixedText::Kind::missing_result});
      record.result = d.suggestion;
      record.result_pos = d.pos;
      return true;
    }
    const auto tag = std::find_if(record.tags.begin(), record.tags.end(),
                                  [&d](const notation::Tag& t) { return t.pos.line == d.pos.line; });
    if (tag == record.tags.end()) return false;
    fix.notes += at + "tag line -> " + d.suggestion + " (" + d.message + ")\n";
    fix.texts.push_back(FixedText{tag->pos, d.suggestion, FixedText::Kind::tag_line});
    return true;
  });
}

/// Corrects `record` in place where every correction is certain (docs/fix.md): each illegal
/// move with a suggestion is replaced by it, round after round, so that the moves after it are
/// checked too. `file` and `index` name the game in the notes.
GameFix fix_game(notation::GameRecord& record, const std::string& file, int index, const game::ReplayOptions& options) {
  GameFix fix;
  fix_read_as_meant(record, file, fix);
  fix.replayed = game::replay(record, options);
  std::string notes = std::move(fix.notes);
  for (const notation::Diagnostic& d : fix.replayed.diagnostics)
    if (d.code == "syntax.lookalike" || d.code == "syntax.move-number-paren" || d.code == "tag.name-case")
      notes += format_diagnostic(file, d) + "\n";
  // What a round corrects: every error, and every move read as meant with a warning that
  // says what to write instead (a PDN step written with 'x', docs/rules/checkers.md §10).
  const auto to_correct = [](const notation::Diagnostic& d) {
    return d.severity == notation::Severity::error || (d.code.starts_with("move.") && !d.suggestion.empty());
  };
  const auto anything_to_correct = [&] {
    return std::any_of(fix.replayed.diagnostics.begin(), fix.replayed.diagnostics.end(), to_correct);
  };
  for (int round = 0; round < kMaxRounds && anything_to_correct(); ++round) {
    bool changed = false;
    for (const notation::Diagnostic& d : fix.replayed.diagnostics) {
      if (!to_correct(d)) continue;
      notation::MoveNode* node = d.suggestion.empty() ? nullptr : move_at(record.main, d.pos);
      if (!node) {
        notes += format_diagnostic(file, d) + " -- no certain correction: fix it by hand\n";
        fix.stuck = true;
        continue;
      }
      notes += file + ":" + std::to_string(d.pos.line) + ":" + std::to_string(d.pos.column) + ": fixed: ply " +
               std::to_string(d.ply) + " \"" + node->text + "\" -> \"" + d.suggestion + "\" (" + d.message + ")\n";
      fix.moves.push_back(FixedMove{node->pos, node->text, d.suggestion});
      node->text = d.suggestion;
      changed = true;
    }
    if (fix.stuck || !changed) break;
    fix.replayed = game::replay(record, options);
  }
  if (!fix.replayed.valid() && !fix.stuck) {
    for (const notation::Diagnostic& d : fix.replayed.diagnostics)
      if (d.severity == notation::Severity::error)
        notes += format_diagnostic(file, d) + " -- no certain correction: fix it by hand\n";
    fix.stuck = true;
  }
  if (!notes.empty())
    fix.notes = "game " + std::to_string(index) + " of " + file + ", line " + std::to_string(record.start.line) +
                ": " + game::game_label(game::identify(record)) + "\n" + notes;
  return fix;
}

/// --canonical: every game written as `cinc cgn` writes it, on the worker threads of the game loop.
int run_canonical(const FixOptions& opt, OutputSink& out, std::atomic<bool>& unfixable) {
  GameLoop loop;
  loop.name = "fix";
  loop.files = opt.files;
  loop.replay = game::ReplayOptions{.fen_after = false, .canonical = false};
  loop.jobs = opt.jobs;
  loop.report_errors = false;  // this command says what it does with each one
  const auto render = [&](const FileGame& fg) {
    notation::GameRecord record = fg.record;
    GameFix fix = fix_game(record, fg.file, fg.index, loop.replay);
    if (fix.stuck) unfixable = true;
    *fg.errors += fix.notes;
    return game::write_canonical(record, fix.replayed);
  };
  return for_each_game_parallel(loop, render, [&](const RenderedGame& g) { out.write(g.text); });
}

/// A text as the lexer numbers it: the offset of each line's first byte (line 1 after a
/// leading byte order mark; LF, CRLF and a lone CR each end a line, docs/notation.md §1).
class LineIndex {
 public:
  explicit LineIndex(std::string_view text) {
    std::size_t i = text.starts_with("\xEF\xBB\xBF") ? 3 : 0;
    starts_.push_back(i);
    for (; i < text.size(); ++i) {
      if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
      if (text[i] == '\n' || text[i] == '\r') starts_.push_back(i + 1);
    }
  }
  /// The offset of the byte at `pos`.
  [[nodiscard]] std::size_t offset(notation::SourcePos pos) const { return starts_.at(pos.line - 1) + pos.column - 1; }

 private:
  std::vector<std::size_t> starts_;
};

/// Bytes of the text replaced by others: [from, to) by `text`.
struct Edit {
  std::size_t from = 0;
  std::size_t to = 0;
  std::string text;
};

/// Where the move written at `from` (read as `written`) ends in the text: its bytes, and those of
/// the look-alikes read in it (`lookalikes`: offsets and what each was read as), which stand for
/// fewer or more of the written text's characters. Nullopt when the text there does not read as
/// `written` (a record converted from a dialect joins moves: it cannot be corrected in place).
std::optional<std::size_t> move_end(std::string_view text, std::size_t from, std::string_view written,
                                    const std::map<std::size_t, const notation::LookAlikeRead*>& lookalikes) {
  std::size_t at = from;
  std::size_t done = 0;  // characters of `written` matched
  while (done < written.size()) {
    if (const auto la = lookalikes.find(at); la != lookalikes.end()) {
      const std::string& meant = la->second->meant;
      if (written.substr(done, meant.size()) != meant) return std::nullopt;
      done += meant.size();
      at += la->second->length;
      continue;
    }
    if (at >= text.size() || text[at] != written[done]) return std::nullopt;
    ++at;
    ++done;
  }
  return at;
}

/// The length of the result token at `from` (a stray one, docs/errors.md input.stray-result,
/// or one typed another way, syntax.bad-result, in movetext or as a Result tag's value): a
/// result with spaces inside ("1 - 0") whole, any other up to the next white space, line end,
/// bracket or quote (it may be written with look-alikes, "½–½").
std::size_t result_word_length(std::string_view text, std::size_t from) {
  if (const auto spaced = notation::spaced_result(text.substr(from))) return spaced->length;
  std::size_t at = from;
  while (at < text.size() && std::string_view(" \t\r\n[{(;\"]").find(text[at]) == std::string_view::npos) ++at;
  return at - from;
}

/// The default: each file read whole, its games corrected one after the other, and its text
/// written back with only the bytes of the corrections replaced (docs/fix.md).
void run_in_place(const FixOptions& opt, OutputSink& out, std::atomic<bool>& unfixable) {
  const game::ReplayOptions options{.fen_after = false, .canonical = false};
  for (const std::string& path : opt.files) {
    const std::string shown = path == "-" ? "<stdin>" : path;
    notation::DecodeReport decoded;
    const std::string text = notation::decode_text(read_input(path), input_encoding(), &decoded);
    const LineIndex lines(text);
    const bool pdn = notation::is_pdn_path(path);
    std::vector<Edit> edits;
    const auto remove_stray_result = [&](const notation::Diagnostic& d) {
      if (d.code != "input.stray-result") return;
      const std::size_t from = lines.offset(d.pos);
      edits.push_back(Edit{from, from + result_word_length(text, from), ""});
    };
    notation::LexerOptions reading;
    reading.pdn_file = pdn;
    notation::Lexer lexer(text, reading);
    notation::LexedGame lexed;
    notation::GameRecord record;
    int index = 0;
    while (lexer.next(lexed)) {
      notation::build_record(lexed, pdn, record);
      // A stray result before the game is the file's note, said in its place and taken out
      // (with --canonical the game loop says it, and the canonical text leaves it out).
      for (const notation::Diagnostic& d : record.notes) {
        std::cerr << format_diagnostic(shown, d) << "\n";
        remove_stray_result(d);
      }
      // Where each look-alike of the game is, as read (before any correction).
      std::map<std::size_t, const notation::LookAlikeRead*> lookalikes;
      for (const notation::LookAlikeRead& la : lexed.lookalikes) lookalikes.emplace(lines.offset(la.pos), &la);
      GameFix fix = fix_game(record, shown, ++index, options);
      std::vector<Edit> moves;
      for (const FixedMove& m : fix.moves) {
        const std::size_t from = lines.offset(m.pos);
        const auto to = move_end(text, from, m.written, lookalikes);
        if (!to) {
          fix.notes += shown + ":" + std::to_string(m.pos.line) + ":" + std::to_string(m.pos.column) + ": \"" +
                       m.written + "\" cannot be corrected in place (the record was converted when read): use --canonical\n";
          fix.stuck = true;
          continue;
        }
        moves.push_back(Edit{from, *to, m.meant});
      }
      // The game's later corrections were found with that one made: none is certain without it.
      if (moves.size() != fix.moves.size()) moves.clear();
      // A tag line written again is the whole line (the reader read nothing else on it); a
      // result typed another way, its word; a result left out is written in.
      for (const FixedText& t : fix.texts) {
        const std::size_t from = lines.offset(t.pos);
        std::size_t to = from;
        if (t.kind == FixedText::Kind::result_word) to += result_word_length(text, from);
        if (t.kind == FixedText::Kind::tag_line)
          while (to < text.size() && text[to] != '\n' && text[to] != '\r') ++to;
        moves.push_back(Edit{from, to, t.meant});
      }
      if (fix.stuck) unfixable = true;
      if (!fix.notes.empty()) std::cerr << fix.notes << std::flush;
      // A look-alike inside a move or a tag line written again is written as meant with it.
      for (const auto& [from, la] : lookalikes) {
        // (`at` a copy: clang 14 cannot capture a structured binding.)
        const auto holds = [at = from](const Edit& e) { return at >= e.from && at < e.to; };
        if (std::none_of(moves.begin(), moves.end(), holds)) edits.push_back(Edit{from, from + la->length, la->meant});
      }
      edits.insert(edits.end(), moves.begin(), moves.end());
    }
    for (const notation::Diagnostic& d : lexer.take_leftover_notes()) {
      std::cerr << format_diagnostic(shown, d) << "\n";
      remove_stray_result(d);
    }
    if (const auto d = encoding_diagnostic(decoded)) std::cerr << format_diagnostic(shown, *d) << "\n";
    std::sort(edits.begin(), edits.end(), [](const Edit& a, const Edit& b) { return a.from < b.from; });
    std::string fixed;
    fixed.reserve(text.size());
    std::size_t at = 0;
    for (const Edit& e : edits) {
      if (e.from < at) continue;  // inside the one before, which holds it: a typed Result value in a tag line written again
      fixed.append(text, at, e.from - at);
      fixed += e.text;
      at = e.to;
    }
    fixed.append(text, at, std::string::npos);
    // Files written one after the other: a last line without its line end gets one.
    if (&path != &opt.files.back() && !fixed.empty() && fixed.back() != '\n' && fixed.back() != '\r') fixed += '\n';
    out.write(fixed);
  }
}

}  // namespace

int fix_records(const FixOptions& opt) {
  OutputSink out(opt.dry_run ? "/dev/null" : opt.output);
  std::atomic<bool> unfixable{false};
  if (!opt.canonical) {
    // Only certain corrections change the text, so it is written even when a problem is left.
    run_in_place(opt, out, unfixable);
    out.commit();
    if (!unfixable) return kExitOk;
    std::cerr << "cinc fix: not every problem has a certain correction (listed above): "
              << (opt.dry_run ? "nothing written" : "written with those left as they were") << "\n";
    return kExitInvalid;
  }
  // The canonical layout writes a record as read, so a problem left would be written as if read in full.
  const int exit_code = run_canonical(opt, out, unfixable);
  if (unfixable) {
    std::cerr << "cinc fix: not every problem has a certain correction (listed above): "
              << (opt.dry_run ? "nothing would be written" : "nothing written") << "\n";
    return kExitInvalid;
  }
  if (exit_code == kExitUsage) return exit_code;
  out.commit();
  return kExitOk;
}

}  // namespace cinc::tools
