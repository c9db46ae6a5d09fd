// `cinc score`'s work (docs/scoring.md "cinc score output"): each game scored on a worker
// and written as text, a CSV row or a JSON object, in input order.
#include "events/score_listing.h"

#include <cmath>
#include <cstdio>
#include <iostream>
#include <sstream>

#include "cinc/game/replay.h"
#include "cinc/game/score.h"
#include "events/score_format.h"
#include "events/score_report.h"
#include "events/table.h"
#include "io/io.h"
#include "io/progress.h"
#include "reading/exit_codes.h"
#include "reading/game_files.h"
#include "writing/diagnostics_format.h"
#include "writing/json_stream.h"
#include "writing/json_writer.h"

namespace cinc::tools {

namespace {

// One game with its score, for the formatters (valid while for_each_game visits it).
struct ScoredGame {
  const std::string& file;
  int index;
  const notation::GameRecord* record;
  const game::ReplayedGame& replayed;
  game::ScoreReport report;
};

std::string ply_list(const std::vector<int>& plies) {
  if (plies.empty()) return "none";
  std::string out = std::to_string(plies.front());
  if (plies.size() > 1) out += "-" + std::to_string(plies.back());
  return out;
}

std::string game_text(const ScoredGame& s) {
  const auto& r = s.report;
  const auto& g = s.replayed;
  std::ostringstream o;
  auto player = [&](int side) {
    const std::string name = g.side_name(side);
    const std::string* p = s.record->tag(name);
    return (p ? *p : std::string("?")) + " (" + name + ")";
  };
  o << s.file << ", game " << s.index << ": " << player(0) << " - " << player(1);
  if (const std::string* round = s.record->tag("Round")) o << ", round " << *round;
  o << "\n  limits:   " << r.rules.describe() << "\n";
  if (r.clock_reading != game::ClockReading::none) o << "  clocks:   " << r.clock_reason << "\n";
  if (!r.captures.empty() || !r.attacks.empty()) {
    Table t({"ply", "side", "takes", "on", "value", "by"}, {true, false, false, false, true, false});
    for (const auto& c : r.captures)
      t.row({std::to_string(c.ply), g.side_name(c.side), c.piece, c.square, std::to_string(c.value), c.member});
    for (const auto& c : r.attacks)
      t.row({std::to_string(c.ply), g.side_name(c.side), c.piece + " (attack)", c.square, "0", c.member});
    o << t.render("  ");
  } else {
    o << "  no captures\n";
  }
  o << "  points:   " << g.side_name(0) << " " << r.points[0] << ", " << g.side_name(1) << " " << r.points[1] << "\n";
  for (const auto& [name, both] : r.tallies)
    o << "  " << name << ": " << g.side_name(0) << " " << both[0] << ", " << g.side_name(1) << " " << both[1] << "\n";
  for (int side = 0; side < 2; ++side) {
    const auto& shares = r.shares[static_cast<std::size_t>(side)];
    if (shares.empty()) continue;
    o << "  shares:   " << g.side_name(side);
    for (const auto& [member, value] : shares) o << " " << member << " " << value;
    o << "\n";
  }
  if (r.rules.game_seconds || r.rules.game_plies) o << "  limit:    " << limit_text(r) << "\n";
  if (!r.after_limit.empty())
    o << "  after:    " << r.after_limit.size() << " plies do not count (" << ply_list(r.after_limit) << ")\n";
  if (!r.overruns.empty()) {
    o << "  overruns:";
    for (const std::string& v : overrun_texts(r, g)) o << " " << v << ";";
    o << "\n";
  }
  o << "  outcome:  " << outcome_text(r) << "\n";
  o << "  result:   " << (r.result_tag ? *r.result_tag : std::string("none")) << "\n";
  for (const auto& w : r.warnings) o << "  warning:  " << w << "\n";
  return o.str();
}

std::string csv_field(const std::string& s) {
  if (s.find_first_of(",\"\n") == std::string::npos) return s;
  std::string out = "\"";
  for (char c : s) out += c == '"' ? std::string("\"\"") : std::string(1, c);
  return out + "\"";
}

std::string csv_row(const ScoredGame& s) {
  const auto& r = s.report;
  const std::string* round = s.record->tag("Round");
  const std::string* first = s.record->tag(s.replayed.side_name(0));
  const std::string* second = s.record->tag(s.replayed.side_name(1));
  return csv_field(s.file) + "," + std::to_string(s.index) + "," + csv_field(round ? *round : "") + "," +
         csv_field(first ? *first : "") + "," + csv_field(second ? *second : "") + "," + std::to_string(r.points[0]) +
         "," + std::to_string(r.points[1]) + "," + (r.limit_ply ? std::to_string(*r.limit_ply) : "") + "," +
         std::to_string(r.after_limit.size()) + "," + std::to_string(r.overruns.size()) + "," +
         (r.outcome ? *r.outcome : "") + "," + (r.result_tag ? *r.result_tag : "") + "," +
         std::to_string(r.warnings.size()) + "\n";
}

}  // namespace

int write_scores(const ScoreOptions& opt) {
  const ScoreChoices& choices = opt.choices;
  // Each game is scored and formatted on a worker; the output is written as it comes.
  OutputSink out(opt.output);
  JsonArrayDocument doc(out, "games");
  if (opt.format == "csv")
    out.write("file,game,round,first,second,first_points,second_points,limit_ply,after_limit,overruns,outcome,result,"
              "warnings\n");
  GameLoop loop;
  loop.name = "score";
  loop.files = opt.files;
  loop.replay = game::ReplayOptions{.fen_after = false, .canonical = false};
  loop.jobs = opt.jobs;
  loop.fingerprints = !opt.no_duplicates;  // a copy of a game is scored, with a warning (game.duplicate)
  // Each worker holds its part's games as tokens while it scores them one by one: parts of
  // 8 KiB (a few games) rather than 64 KiB keep that small, leaving room for the search for
  // copies within 16 MiB on a 1 GiB input (docs/performance.md).
  loop.segment_bytes = std::size_t{8} << 10;
  game::DuplicateFinder duplicates;
  const auto render = [&](const FileGame& fg) {
    const ScoredGame s{fg.file, fg.index, &fg.record, fg.replayed, score_record(fg.record, fg.replayed, choices)};
    if (opt.format == "json") {
      std::string item;  // as it stands in the document, two levels deep
      {
        JsonWriter w(item, 2, 2, InvalidUtf8::reject);
        write_score_json(w, s.file, s.index, fg.record, fg.replayed, s.report);
      }
      return item;
    }
    if (opt.format == "csv") return csv_row(s);
    return game_text(s);
  };
  bool first = true;
  const auto emit = [&](const RenderedGame& g) {
    if (auto original = opt.no_duplicates ? std::nullopt : duplicates.seen(g.fingerprint, g.file, g.index, g.line)) {
      const Progress::Pause pause(Progress::current());
      std::cerr << format_diagnostic(g.file, game::duplicate_warning(*original, notation::SourcePos{g.line, 1})) << "\n";
    }
    if (opt.format == "json") {
      doc.add_rendered(g.text);
    } else {
      // Text: a blank line between games.
      if (opt.format == "text" && !first) out.write("\n");
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
