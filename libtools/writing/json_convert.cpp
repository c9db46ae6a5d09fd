// `cinc json`'s work: games to JSON (docs/notation.md §7) and JSON back to CGN or PDN,
// both streamed game by game on worker threads.
#include "writing/json_convert.h"

#include <iostream>
#include <memory>
#include <optional>

#include "cinc/game/canonical.h"
#include "cinc/game/replay.h"
#include "cinc/notation/reader.h"
#include "io/io.h"
#include "io/progress.h"
#include "reading/exit_codes.h"
#include "reading/game_files.h"
#include "reading/ordered_pipeline.h"
#include "writing/diagnostics_format.h"
#include "writing/game_json.h"
#include "writing/json_read.h"
#include "writing/json_stream.h"
#include "writing/pdn_export.h"

namespace cinc::tools {

namespace {

/// A run of games of a JSON input, converted back on a worker.
struct JsonPart {
  std::shared_ptr<const std::string> file;  ///< as shown
  int first_index = 0;                       ///< games of the file before this part
  /// The games' JSON texts one after the other, each followed by kJsonReadPadding spaces
  /// (JsonRecordReader reads past a text's end).
  std::string texts;
  std::vector<std::size_t> begins, sizes;    ///< where each game's text is in `texts`
  std::vector<std::uint64_t> lines;          ///< the line of the input each starts on
  std::size_t bytes = 0;
  std::string out;     ///< the games as CGN (or PDN)
  std::string errors;  ///< lines for standard error, in order
  bool invalid = false;
  std::optional<std::string> fatal;  ///< a game that is not a game: the run stops there
  std::size_t games_done = 0;        ///< games converted
};

/// Converts a part's games (any thread): each parsed, rebuilt as a record, replayed and
/// written; stops at the first that cannot be rebuilt.
void convert(JsonPart& part, bool to_pdn) {
  thread_local JsonRecordReader reader;
  const std::string& file = *part.file;
  const std::size_t games = part.begins.size();
  for (std::size_t i = 0; i < games; ++i) {
    const std::string where = file + ": game " + std::to_string(part.first_index + static_cast<int>(i) + 1);
    const std::string_view text(part.texts.data() + part.begins[i], part.sizes[i]);
    notation::GameRecord record;
    // simdjson's reader takes the games it is sure of; any other is read as it always was,
    // by nlohmann and game_from_json, whose messages are the ones to show (json_read.h).
    if (!reader.read(text, part.texts.size() - part.begins[i], record)) {
      try {
        record = game_from_json(nlohmann::ordered_json::parse(std::string(text)));
      } catch (const nlohmann::ordered_json::parse_error& e) {
        part.fatal = file + ": JSON line " + std::to_string(part.lines[i]) + ": " + e.what();
        break;
      } catch (const std::exception& e) {
        part.fatal = where + ": " + e.what();
        break;
      }
    }
    const game::ReplayedGame replayed = game::replay(record, game::ReplayOptions{.fen_after = false});
    if (!replayed.valid()) {
      part.invalid = true;
      for (const auto& d : replayed.diagnostics) part.errors += where + ": " + d.message + "\n";
    }
    if (!to_pdn) {
      part.out += game::write_canonical(record, replayed);
      continue;
    }
    std::string why_not;
    if (auto pdn = write_pdn(record, replayed, why_not)) {
      part.out += *pdn;
    } else {
      part.errors += where + ": not written: " + why_not + "\n";
      part.invalid = true;
    }
  }
  part.games_done = games;
  std::string().swap(part.texts);
}

}  // namespace

int games_to_json(const JsonOptions& opt) {
  JsonContent content;
  content.full_moves = opt.moves == "full";
  content.fen = content.full_moves && !opt.no_fen;
  content.board = content.full_moves;
  const int indent = opt.pretty ? 2 : 0;
  OutputSink out(opt.output);
  // Each game's JSON (tens of kilobytes with every move's position) goes out as the worker
  // wrote it, not copied into the sink's buffer (to standard output or a pipe; a file is
  // written from DirectFileWriter's aligned parts).
  if (content.full_moves) out.set_direct_bytes(std::size_t{8} << 10);
  JsonArrayDocument doc(out, "games", indent);
  GameLoop loop;
  loop.name = "json";
  loop.files = opt.files;
  loop.replay = game::ReplayOptions{.fen_after = content.fen, .canonical = true};
  // Errors are part of each game's JSON ("diagnostics"), so they are not repeated on stderr.
  loop.report_errors = false;
  loop.jobs = opt.jobs;
  // Full JSON is 10 to 30 times its input: parts of 8 KiB keep what is in flight small, and
  // their texts (about 100 KiB) within what a spare part keeps for the next one.
  loop.segment_bytes = content.full_moves ? std::size_t{8} << 10 : std::size_t{64} << 10;
  // Written into the part's text, which keeps its room from part to part.
  const auto render = [&](const FileGame& fg, std::string& text) {
    write_game_json(text, fg.record, fg.replayed, content, indent, opt.ndjson ? 0 : 2);
    if (opt.ndjson) text += '\n';
  };
  // A clean game straight from its tokens (CleanGameJson), the same text.
  if (indent == 0)
    loop.render_clean = [&](const notation::LexedGame& game, bool pdn_file, std::string& text) {
      thread_local CleanGameJson writer;
      if (!writer.write(text, game, pdn_file, content)) return false;
      if (opt.ndjson) text += '\n';
      return true;
    };
  const auto emit = [&](const RenderedGame& g) {
    if (opt.ndjson) out.write(g.text);
    else doc.add_rendered(g.text);
  };
  const int exit_code = for_each_game_parallel_into(loop, render, emit);
  if (!opt.ndjson) doc.finish();
  out.commit();
  return exit_code;
}

int json_to_records(const JsonOptions& opt) {
  constexpr std::size_t kPartBytes = std::size_t{256} << 10;
  constexpr std::size_t kPartGames = 64;
  constexpr std::size_t kMaxBytesInFlight = std::size_t{4} << 20;
  OutputSink out(opt.output);
  int exit_code = kExitOk;
  bool stop = false;
  Progress progress("json", opt.files);
  const auto hand_back = [&](std::unique_ptr<JsonPart> part) {
    if (stop) return;
    progress.add_games(part->games_done);
    if (!part->errors.empty()) {
      const Progress::Pause pause(&progress);
      std::cerr << part->errors << std::flush;
    }
    if (part->invalid) exit_code = kExitInvalid;
    if (part->fatal) {
      const Progress::Pause pause(&progress);
      std::cerr << *part->fatal << "\n";
      stop = true;
      return;
    }
    out.write(part->out);
  };
  const unsigned workers = worker_count(opt.jobs);
  std::unique_ptr<OrderedPipeline<JsonPart>> pipeline;
  if (workers > 1)
    pipeline = std::make_unique<OrderedPipeline<JsonPart>>([&](JsonPart& p) { convert(p, opt.to_pdn); }, workers,
                                                           kMaxBytesInFlight);
  const auto send = [&](std::unique_ptr<JsonPart> part) {
    const std::size_t bytes = part->bytes;
    if (pipeline) {
      pipeline->submit(std::move(part), bytes, hand_back);
    } else {
      convert(*part, opt.to_pdn);
      hand_back(std::move(part));
    }
  };
  for (const std::string& file : opt.files) {
    if (stop) break;
    const auto shown = std::make_shared<const std::string>(file == "-" ? "<stdin>" : file);
    progress.next_file();
    JsonGameSplitter splitter([&progress, source = open_input(file)](char* into, std::size_t size) {
      const std::size_t n = source(into, size);
      progress.add_bytes(n);
      return n;
    });
    int games = 0;
    auto part = std::make_unique<JsonPart>();
    part->file = shown;
    part->texts.reserve(kPartBytes + kPartBytes / 4);
    std::uint64_t line = 0;
    try {
      for (;;) {
        const std::size_t begin = part->texts.size();
        if (stop || !splitter.next(part->texts, line, true)) break;
        ++games;
        part->bytes += part->texts.size() - begin;
        part->begins.push_back(begin);
        part->sizes.push_back(part->texts.size() - begin);
        part->texts.append(kJsonReadPadding, ' ');
        part->lines.push_back(line);
        if (part->bytes >= kPartBytes || part->begins.size() >= kPartGames) {
          send(std::move(part));
          part = std::make_unique<JsonPart>();
          part->file = shown;
          part->first_index = games;
          part->texts.reserve(kPartBytes + kPartBytes / 4);
        }
      }
    } catch (const std::runtime_error& e) {
      if (dynamic_cast<const IoError*>(&e)) throw;
      // The games before the broken structure come first, then the reason it stops.
      if (!part->begins.empty()) send(std::move(part));
      if (pipeline) pipeline->drain(hand_back);
      const Progress::Pause pause(&progress);
      if (!stop) std::cerr << *shown << ": " << e.what() << "\n";
      return kExitInvalid;
    }
    if (!part->begins.empty() && !stop) send(std::move(part));
  }
  if (pipeline) pipeline->drain(hand_back);
  if (stop) return kExitInvalid;  // the output is not written: a game could not be read
  out.commit();
  return exit_code;
}

}  // namespace cinc::tools
