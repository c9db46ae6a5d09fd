// `cinc validate`'s work: every game of the inputs checked on worker threads, every
// problem written as a line or a JSON object, in input order.
#include "reading/validate_files.h"

#include <algorithm>
#include <iostream>
#include <memory>

#include "cinc/game/replay.h"
#include "io/io.h"
#include "reading/exit_codes.h"
#include "reading/game_files.h"
#include "writing/diagnostics_format.h"
#include "writing/json_stream.h"
#include "writing/json_writer.h"

namespace cinc::tools {

int validate_files(const ValidateOptions& opt) {
  const bool text = opt.format == "text";
  std::size_t games = 0, valid = 0;
  bool empty_file = false;
  OutputSink out("-");
  // The split files are written whole at the end, or not at all.
  std::unique_ptr<OutputSink> valid_out, invalid_out;
  if (!opt.valid_out.empty()) valid_out = std::make_unique<OutputSink>(opt.valid_out);
  if (!opt.invalid_out.empty()) invalid_out = std::make_unique<OutputSink>(opt.invalid_out);
  JsonArrayDocument json(out, "games");
  std::string item;  // each item of the JSON document, written by `write` two levels deep
  const auto add_item = [&](const auto& write) {
    item.clear();
    {
      JsonWriter w(item, 2, 2, InvalidUtf8::reject);
      write(w);
    }
    json.add_rendered(item);
  };
  CheckLoop loop;
  loop.files = opt.files;
  loop.skip_unreadable = true;
  loop.jobs = opt.jobs;
  loop.identify_all = !text;
  loop.keep_text = valid_out || invalid_out;
  loop.fingerprints = !opt.no_duplicates;
  const auto shown = [&](const notation::Diagnostic& d) {
    return !(opt.quiet && d.severity == notation::Severity::warning);
  };
  game::DuplicateFinder duplicates;  // a copy of an earlier game is a warning (game.duplicate)
  // Most games have nothing to report: what there is is written here, in input order.
  const auto emit = [&](const CheckedGame& g) {
    ++games;
    if (g.valid) ++valid;
    if (OutputSink* split = g.valid ? valid_out.get() : invalid_out.get()) split->write(g.text);
    std::optional<notation::Diagnostic> copy;
    if (auto first = opt.no_duplicates ? std::nullopt : duplicates.seen(g.fingerprint, g.file, g.index, g.line))
      copy = game::duplicate_warning(*first, notation::SourcePos{g.line, 1});
    if (text) {
      const bool any = (copy && shown(*copy)) || std::any_of(g.diagnostics.begin(), g.diagnostics.end(), shown);
      // A game with problems is named once, above them.
      if (any && g.identity)
        out.write("game " + std::to_string(g.index) + " of " + g.file + ", line " + std::to_string(g.line) + ": " +
                  game::game_label(*g.identity) + "\n");
      if (copy && shown(*copy)) out.write(format_diagnostic(g.file, *copy) + "\n");
      for (const auto& d : g.diagnostics)
        if (shown(d)) out.write(format_diagnostic(g.file, d) + "\n");
      return;
    }
    add_item([&](JsonWriter& w) { write_checked_game_json(w, g, copy); });
  };
  // A file's own warnings (its encoding, a stray result): a line, or an object without a game.
  const auto file_warning = [&](const std::string& shown_file, const notation::Diagnostic& d) {
    if (text) {
      if (shown(d)) out.write(format_diagnostic(shown_file, d) + "\n");
      return;
    }
    add_item([&](JsonWriter& w) { write_file_note_json(w, shown_file, d); });
  };
  loop.file_note = file_warning;
  const auto file_done = [&](const std::string& shown_file, int in_file) {
    if (in_file > 0) return;
    // A file without a single game is an error an organiser wants to see.
    empty_file = true;
    notation::Diagnostic d;
    d.pos = {1, 1};
    d.code = "input.no-games";
    d.message = "no games found in this file";
    if (text) out.write(format_diagnostic(shown_file, d) + "\n");
    else add_item([&](JsonWriter& w) { write_file_note_json(w, shown_file, d, false); });
  };
  int exit_code = for_each_checked_game(loop, emit, file_done);
  if (empty_file && exit_code == kExitOk) exit_code = kExitInvalid;
  if (text) {
    out.write(std::to_string(games) + (games == 1 ? " game: " : " games: ") + std::to_string(valid) + " valid, " +
              std::to_string(games - valid) + " invalid\n");
  } else {
    std::string summary;
    {
      JsonWriter w(summary, 2, 1, InvalidUtf8::reject);
      w.begin_object();
      w.key("games");
      w.number(games);
      w.key("valid");
      w.number(valid);
      w.key("invalid");
      w.number(games - valid);
      w.end_object();
    }
    json.finish("summary", summary);
  }
  // A file that could not be read: the split files would lack its games, so they are not written.
  if (exit_code != kExitUsage) {
    if (valid_out) valid_out->commit();
    if (invalid_out) invalid_out->commit();
  }
  out.commit();
  return exit_code;
}

}  // namespace cinc::tools
