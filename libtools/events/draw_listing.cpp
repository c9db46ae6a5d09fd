// `cinc draws`' work (docs/draws.md): each game's draw points found on a worker and
// written as text or a JSON object, in input order.
#include "events/draw_listing.h"

#include <iostream>
#include <sstream>

#include "cinc/game/draws.h"
#include "cinc/game/replay.h"
#include "cinc/game/score.h"
#include "io/io.h"
#include "reading/exit_codes.h"
#include "reading/game_files.h"
#include "writing/json_stream.h"
#include "writing/json_writer.h"

namespace cinc::tools {

namespace {

/// One game of `cinc draws --format json` (docs/draws.md): file, game, plies,
/// no_progress_limit (null: none), result, termination, claims, warnings.
void write_draw_report_json(JsonWriter& w, const std::string& file, int index, int limit,
                            const game::DrawReport& report) {
  w.begin_object();
  w.key("file");
  w.string(file);
  w.key("game");
  w.number(index);
  w.key("plies");
  w.number(report.plies);
  w.key("no_progress_limit");
  if (limit) w.number(limit);
  else w.null();
  w.key("result");
  if (report.result) w.string(*report.result);
  else w.null();
  w.key("termination");
  if (report.termination) w.string(*report.termination);
  else w.null();
  w.key("claims");
  w.begin_array();
  for (const auto& c : report.claims) {
    w.begin_object();
    w.key("kind");
    w.string(c.kind);
    w.key("ply");
    w.number(c.ply);
    if (c.kind == "repetition") {
      w.key("occurrences");
      w.begin_array();
      for (const int ply : c.occurrences) w.number(ply);
      w.end_array();
    }
    w.key("detail");
    w.string(c.detail);
    w.end_object();
  }
  w.end_array();
  w.key("warnings");
  w.begin_array();
  for (const std::string& warning : report.warnings) w.string(warning);
  w.end_array();
  w.end_object();
}

}  // namespace

int write_draws(const DrawsOptions& opt) {
  OutputSink out(opt.output);
  JsonArrayDocument doc(out, "games");
  GameLoop loop;
  loop.name = "draws";
  loop.files = opt.files;
  loop.replay = game::ReplayOptions{.fen_after = false, .canonical = false};
  loop.jobs = opt.jobs;
  const auto render = [&](const FileGame& fg) {
    const auto& record = fg.record;
    const auto& replayed = fg.replayed;
    std::vector<std::string> tc_warnings;
    const auto rules = game::rules_for(record, std::nullopt, std::nullopt, std::nullopt, tc_warnings);
    const game::ScoreReport score = game::score_game(record, replayed, rules);
    const int limit = opt.no_progress ? opt.no_progress : (replayed.variant ? replayed.variant->no_progress_plies : 0);
    const game::DrawReport report = game::find_draws(record, replayed, limit, &score);
    if (opt.format == "json") {
      std::string item;  // as it stands in the document, two levels deep
      {
        JsonWriter w(item, 2, 2, InvalidUtf8::reject);
        write_draw_report_json(w, fg.file, fg.index, limit, report);
      }
      return item;
    }
    std::ostringstream text;
    text << fg.file << ", game " << fg.index << ": " << report.plies << " plies, result "
         << report.result.value_or("none");
    if (report.termination) text << " (" << *report.termination << ")";
    text << "\n";
    if (report.claims.empty()) text << "  no draw could be claimed\n";
    for (const auto& c : report.claims) {
      std::string kind = c.kind;
      kind.resize(15, ' ');
      text << "  " << kind << " after ply " << c.ply << ": " << c.detail << "\n";
    }
    for (const auto& w : report.warnings) text << "  warning: " << w << "\n";
    return text.str();
  };
  bool first = true;
  const auto emit = [&](const RenderedGame& g) {
    if (opt.format == "json") {
      doc.add_rendered(g.text);
    } else {
      if (!first) out.write("\n");  // a blank line between games
      out.write(g.text);
    }
    first = false;
  };
  const int exit_code = for_each_game_parallel(loop, render, emit);
  if (opt.format == "json") doc.finish();
  out.commit();
  return exit_code;
}

}  // namespace cinc::tools
