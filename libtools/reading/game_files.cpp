// The shared read-replay-report loop of the game-reading commands, sequential or on
// worker threads.
//
// The calling thread only cuts each input into segments of whole games (one pass over the
// bytes, notation/segments.h); workers read, replay and render whole segments; the
// calling thread hands them back in input order. At most 2 x jobs + 1 segments, and
// about 4 MiB of input, are in flight, which bounds memory whatever the size of the input.
#include "reading/game_files.h"

#include <algorithm>
#include <deque>
#include <future>
#include <iostream>
#include <limits>
#include <memory>
#include <span>
#include <thread>

#include "cinc/game/canonical.h"
#include "cinc/game/replay.h"
#include "cinc/notation/lexer.h"
#include "cinc/notation/pdn.h"
#include "cinc/notation/reader.h"
#include "cinc/notation/segments.h"
#include "cinc/notation/stream.h"
#include "io/io.h"
#include "io/progress.h"
#include "reading/ordered_pipeline.h"
#include "writing/diagnostics_format.h"
#include "writing/game_json.h"

namespace cinc::tools {

namespace {

constexpr std::size_t kGamesPerBatch = 32;
/// The input bytes the parts in flight may hold together (one part may hold more: a
/// segment is at most SegmentOptions::max_bytes, a batch read as a stream ends after the
/// game that passes kBatchBytes). Ordinary segments are far smaller (256 KiB), so this
/// only slows inputs of games of megabytes, and keeps their memory flat.
constexpr std::size_t kMaxBytesInFlight = std::size_t{4} << 20;
/// Segments for the commands that render every game: smaller than validate's, since
/// their output is held until handed back; GameLoop::segment_bytes makes them smaller still
/// for an output many times its input (JSON).
notation::SegmentOptions render_segments(std::size_t bytes) {
  return notation::SegmentOptions{.read_bytes = bytes, .target_bytes = bytes};
}
/// Segments for checking: 64 KiB, a few dozen games. The parts in flight and the spare ones
/// kept for reuse hold a dozen segments at a time: at 256 KiB that was 3.4 MB of a run's
/// memory; at 64 KiB it is under 1 MB, at the same speed (docs/performance.md).
constexpr notation::SegmentOptions kCheckSegments{.read_bytes = std::size_t{64} << 10,
                                                   .target_bytes = std::size_t{64} << 10};
/// A batch of games read as a stream ends when it holds this many input bytes.
constexpr std::size_t kBatchBytes = std::size_t{1} << 20;

/// Opens an input. When it cannot be read: throws IoError, or with `skip_unreadable` calls
/// `before_report`, says why on standard error and returns an empty source.
notation::ByteSource open_or_report(const std::string& file, bool skip_unreadable,
                                    const std::function<void()>& before_report,
                                    std::shared_ptr<notation::DecodeReport>& decoded) {
  try {
    return open_text_input(file, decoded);
  } catch (const IoError& e) {
    if (!skip_unreadable) throw;
    before_report();
    const Progress::Pause pause(Progress::current());
    std::cerr << "cinc: " << e.what() << "\n" << std::flush;
    return {};
  }
}

/// What both loops hand a worker: a segment of an input, games read as a stream, or the
/// input's end. `Work` adds what its loop needs.
struct InputPart {
  std::shared_ptr<const std::string> file;  ///< as shown
  bool pdn = false;                          ///< a ".pdn" file
  bool has_segment = false;
  notation::Segment segment;
  std::vector<notation::GameRecord> records;  ///< read by the stream that takes over an input (rare)
  bool file_end = false;
  /// On the part that marks the input's end: how its bytes were decoded (encoding.h).
  std::shared_ptr<const notation::DecodeReport> decoded;
  /// Warnings that belong to no game (a stray result at the end of the part), in order.
  std::vector<notation::Diagnostic> notes;
  std::size_t bytes = 0;  ///< the input bytes the part holds (the segment's, or the games')

  /// Makes the part ready for another input part, keeping its memory.
  void reset(const std::shared_ptr<const std::string>& shown, bool pdn_file) {
    file = shown;
    pdn = pdn_file;
    has_segment = false;
    records.clear();
    file_end = false;
    decoded.reset();
    notes.clear();
    bytes = 0;
  }
};

/// Sends one input in parts, in order: its segments (notation/segments.h); where no cut
/// could be made (one very long game, games without tags), the rest of it read as a stream
/// in batches of games; then a part that marks its end. `fresh()` gives an empty part of
/// this input, `send` takes a filled one, `spare` takes one not used.
template <class Work, class Fresh, class Send, class Spare>
void send_in_parts(notation::ByteSource source, bool pdn, const notation::SegmentOptions& sizes, const Fresh& fresh,
                   const Send& send, const Spare& spare, const std::shared_ptr<notation::DecodeReport>& decoded) {
  notation::Segmenter segmenter(std::move(source), sizes);
  for (;;) {
    std::unique_ptr<Work> work = fresh();
    if (!segmenter.next(work->segment)) {
      spare(std::move(work));
      break;
    }
    work->has_segment = true;
    work->bytes = work->segment.text.size();
    send(std::move(work));
  }
  std::vector<notation::Diagnostic> trailing;  // notes after the stream's last game
  if (auto rest = segmenter.stream_rest()) {
    rest->options.pdn_file = pdn;
    notation::GameStream stream(std::move(rest->source), rest->options);
    std::unique_ptr<Work> work = fresh();
    std::uint64_t batch_start = stream.bytes_read();
    notation::GameRecord record;
    while (stream.next(record)) {
      work->records.push_back(std::move(record));
      work->bytes = static_cast<std::size_t>(stream.bytes_read() - batch_start);
      if (work->records.size() >= kGamesPerBatch || work->bytes >= kBatchBytes) {
        send(std::move(work));
        work = fresh();
        batch_start = stream.bytes_read();
      }
    }
    if (work->records.empty()) {
      spare(std::move(work));
    } else {
      send(std::move(work));
    }
    trailing = stream.take_leftover_notes();
  }
  std::unique_ptr<Work> end = fresh();
  end->file_end = true;
  end->notes = std::move(trailing);
  end->decoded = decoded;
  send(std::move(end));
}

/// Reuses the memory of handed-back parts (their segments' bytes above all).
template <class Work>
class SparePool {
 public:
  /// An empty part of `file`.
  std::unique_ptr<Work> take(const std::shared_ptr<const std::string>& file, bool pdn) {
    std::unique_ptr<Work> work;
    if (spare_.empty()) {
      work = std::make_unique<Work>();
    } else {
      work = std::move(spare_.back());
      spare_.pop_back();
    }
    work->reset(file, pdn);
    return work;
  }
  /// Keeps a part for take().
  void give(std::unique_ptr<Work> work) { spare_.push_back(std::move(work)); }

 private:
  std::vector<std::unique_ptr<Work>> spare_;
};

/// Cuts every input of `files` into parts and runs `process` on them, on `jobs` worker
/// threads (on this thread for one job), handing them back in input order. `on_send` sees
/// each part as it goes (on this thread), `on_input` is called before each input's parts.
/// An input that cannot be read throws IoError, or with `skip_unreadable` is reported
/// after the parts before it, and sets `exit_code` to kExitUsage.
template <class Work>
void run_in_parts(const std::string& name, const std::vector<std::string>& files, bool skip_unreadable, unsigned jobs,
                  const notation::SegmentOptions& sizes, const std::function<void(Work&)>& process,
                  const std::function<void(std::unique_ptr<Work>)>& hand_back, SparePool<Work>& pool, int& exit_code,
                  const std::function<void()>& on_input, const std::function<void(Work&)>& on_send) {
  const unsigned workers = worker_count(jobs);
  Progress progress(name, files);
  // One job: everything on this thread, part by part, in the same order.
  std::unique_ptr<OrderedPipeline<Work>> pipeline;
  if (workers > 1) pipeline = std::make_unique<OrderedPipeline<Work>>(process, workers, kMaxBytesInFlight);
  const auto send = [&](std::unique_ptr<Work> work) {
    on_send(*work);
    const std::size_t bytes = work->bytes;
    if (pipeline) {
      pipeline->submit(std::move(work), bytes, hand_back);
    } else {
      process(*work);
      hand_back(std::move(work));
    }
  };
  for (const std::string& file : files) {
    const auto shown = std::make_shared<const std::string>(file == "-" ? "<stdin>" : file);
    const bool pdn = notation::is_pdn_path(file);
    std::shared_ptr<notation::DecodeReport> decoded;
    notation::ByteSource source = open_or_report(
        file, skip_unreadable,
        [&] {
          if (pipeline) pipeline->drain(hand_back);  // earlier files' reports come first
          exit_code = kExitUsage;
        },
        decoded);
    if (!source) continue;
    on_input();
    progress.next_file();
    send_in_parts<Work>(
        [&progress, source = std::move(source)](char* into, std::size_t size) {
          const std::size_t n = source(into, size);
          progress.add_bytes(n);
          return n;
        }, pdn, sizes, [&] { return pool.take(shown, pdn); }, send,
        [&](std::unique_ptr<Work> work) { pool.give(std::move(work)); }, decoded);
  }
  if (pipeline) pipeline->drain(hand_back);
}

/// Where a file's own notes go: to `note`, or standard error.
using NoteSink = std::function<void(const std::string& file, const notation::Diagnostic&)>;

/// A file's own notes (stray results, its encoding), in order: to `note`, or standard error.
void report_notes(const std::string& file, const std::vector<notation::Diagnostic>& notes, const NoteSink& note) {
  for (const notation::Diagnostic& d : notes) {
    if (note) {
      note(file, d);
      continue;
    }
    const Progress::Pause pause(Progress::current());
    std::cerr << format_diagnostic(file, d) << "\n" << std::flush;
  }
}

/// The warnings of a part that belong to no game after its last game, and at an input's
/// end its encoding warning: to `note`, or standard error.
void report_notes(const InputPart& part, const NoteSink& note) {
  std::vector<notation::Diagnostic> notes = part.notes;
  if (part.decoded)
    if (auto d = encoding_diagnostic(*part.decoded)) notes.push_back(std::move(*d));
  report_notes(*part.file, notes, note);
}

/// One game as a worker rendered it.
struct Rendered {
  bool valid = true;
  std::size_t text_begin = 0, text_end = 0;  ///< render's output: these bytes of the part's `texts`
  std::string errors;  ///< error lines for standard error
  std::uint64_t fingerprint = 0;
  std::uint32_t line = 0;
  std::vector<notation::Diagnostic> notes;  ///< the file's notes before the game (GameRecord::notes)
};

/// A part of an input to replay and render. Each part learns from the one before how many
/// games of its input came before it, so that a worker can number the games it renders.
struct RenderWork : InputPart {
  std::shared_future<int> games_before;  ///< set by the part before (ready at 0 for an input's first)
  std::promise<int> games_through;       ///< games_before plus this part's games
  /// Filled by the worker, in order: the first `rendered` (the others are kept from an
  /// earlier use of the part, for the room of their strings).
  std::vector<Rendered> results;
  std::size_t rendered = 0;
  /// The games' texts, one after the other: one string per part, not one per game.
  std::string texts;

  void reset(const std::shared_ptr<const std::string>& shown, bool pdn_file) {
    InputPart::reset(shown, pdn_file);
    games_before = {};
    games_through = {};
    rendered = 0;
    texts.clear();
  }
  /// The next result, emptied.
  Rendered& next_result() {
    if (rendered == results.size()) results.emplace_back();
    Rendered& r = results[rendered++];
    r.valid = true;
    r.errors.clear();
    r.fingerprint = 0;
    r.line = 0;
    r.notes.clear();
    return r;
  }
};

/// Reads, replays and renders the games of a part (any thread).
void render_part(RenderWork& work, const GameLoop& loop, const RenderInto& render) {
  // A segment's games are lexed first (their number is the next part's first game number),
  // into the thread's LexedGames, kept from part to part with their memory; each is then
  // made a record in turn, into one record the thread keeps (build_record refills it): the
  // tokens of a few games are far smaller than their records. Games read as a stream come
  // in the part as records.
  // (A deque: a LexedGame's tokens may point into its own strings, so games never move.)
  thread_local std::deque<notation::LexedGame> segment_games;
  thread_local notation::GameRecord segment_record;
  std::size_t games = work.records.size();
  int first_index = 0;
  try {
    if (work.has_segment) {
      notation::LexerOptions options;
      options.start = work.segment.start;
      options.stop = work.segment.games_end;
      options.pdn_file = work.pdn;
      notation::Lexer lexer(work.segment.text, options);
      games = 0;
      for (;; ++games) {
        if (games == segment_games.size()) segment_games.emplace_back();
        if (!lexer.next(segment_games[games])) break;
      }
      work.notes = lexer.take_leftover_notes();
    }
    // The part before has counted its games by now, or does so without waiting (parts are
    // taken in order), so this wait is short and cannot deadlock.
    first_index = work.games_before.get();
    work.games_through.set_value(first_index + static_cast<int>(games));
  } catch (...) {
    work.games_through.set_exception(std::current_exception());  // the parts after fail alike
    throw;
  }
  int index = first_index;
  // One per thread, replayed into again and again: its moves and their texts keep their room.
  thread_local game::ReplayedGame replayed;
  const bool quick = loop.render_clean && !loop.fingerprints && !loop.canonical_moves;
  for (std::size_t g = 0; g < games; ++g) {
    if (quick && work.has_segment) {
      const notation::LexedGame& lexed = segment_games[g];
      const std::size_t text_begin = work.texts.size();
      if (loop.render_clean(lexed, work.pdn, work.texts)) {
        ++index;
        Rendered& out = work.next_result();
        out.line = lexed.start.line;
        out.notes = lexed.notes;
        out.text_begin = text_begin;
        out.text_end = work.texts.size();
        continue;
      }
    }
    if (work.has_segment) notation::build_record(segment_games[g], work.pdn, segment_record);
    notation::GameRecord& record = work.has_segment ? segment_record : work.records[g];
    game::replay_into(record, loop.replay, replayed);
    Rendered& out = work.next_result();
    out.valid = replayed.valid();
    out.line = record.start.line;
    out.notes = record.notes;
    if (loop.fingerprints) out.fingerprint = game::GameFingerprint::of(record, replayed);
    if (loop.canonical_moves) game::canonicalise(record.main, replayed.main);
    if (!out.valid && loop.report_errors)
      for (const auto& d : replayed.diagnostics)
        if (d.severity == notation::Severity::error) out.errors += format_diagnostic(*work.file, d) + "\n";
    out.text_begin = work.texts.size();
    render(FileGame{*work.file, ++index, record, replayed, &out.errors}, work.texts);
    out.text_end = work.texts.size();
  }
  work.records.clear();
}

}  // namespace

std::optional<notation::Diagnostic> encoding_diagnostic(const notation::DecodeReport& report) {
  auto text = report.warning();
  if (!text) return std::nullopt;
  notation::Diagnostic d;
  d.severity = notation::Severity::warning;
  d.pos = {report.first_line > 0 ? report.first_line : 1, 1};
  d.code = "input.encoding";
  d.message = std::move(*text);
  return d;
}

unsigned worker_count(unsigned jobs) {
  if (jobs > 0) return jobs;
  const unsigned cores = std::thread::hardware_concurrency();
  return cores > 0 ? cores : 1;
}

namespace {
/// What the spare parts' texts may keep of their room together (RenderWork::texts): a part's
/// text that must grow again from nothing copies what it holds at each doubling, and the
/// pages it gets afresh fault in one by one; kept, it is written in place (`cinc json`: a
/// fifth less CPU). A part keeps its share of this, and at least 128 KiB.
constexpr std::size_t kKeptTextsBytes = std::size_t{4} << 20;
std::size_t kept_text_bytes(unsigned workers) {
  // The parts a run holds at once: those in flight (OrderedPipeline, at most 2 per worker
  // and one more) and the one handed back.
  const std::size_t parts = workers > 1 ? 2 * std::size_t{workers} + 2 : 2;
  return std::max(kKeptTextsBytes / parts, std::size_t{128} << 10);
}
}  // namespace

int for_each_game_parallel_into(const GameLoop& loop, const RenderInto& render,
                                const std::function<void(const RenderedGame&)>& emit,
                                const std::function<void(const std::string& file, int games)>& file_done) {
  int exit_code = kExitOk;
  int index = 0;  // games handed back so far from the current input
  SparePool<RenderWork> pool;
  const std::size_t kept_text = kept_text_bytes(worker_count(loop.jobs));
  const auto hand_back = [&](std::unique_ptr<RenderWork> work) {
    if (Progress* progress = Progress::current()) progress->add_games(work->rendered);
    for (std::size_t i = 0; i < work->rendered; ++i) {
      const Rendered& game = work->results[i];
      if (!game.valid && exit_code == kExitOk) exit_code = kExitInvalid;
      report_notes(*work->file, game.notes, {});  // a stray result before the game: the file's
      if (!game.errors.empty()) {
        const Progress::Pause pause(Progress::current());
        std::cerr << game.errors << std::flush;
      }
      const std::string_view text(work->texts.data() + game.text_begin, game.text_end - game.text_begin);
      emit(RenderedGame{*work->file, ++index, game.valid, text, game.fingerprint, game.line});
    }
    // A part's texts keep their room for the next part, unless a part of large games made
    // it large: what the spare parts hold stays small (JSON is 10 to 30 times its input).
    if (work->texts.capacity() > kept_text) std::string().swap(work->texts);
    report_notes(*work, {});
    if (work->file_end) {
      if (file_done) file_done(*work->file, index);
      index = 0;
    }
    pool.give(std::move(work));
  };
  // Each part's games_before is the games_through of the part before it in its input.
  std::shared_future<int> games_before;
  const auto on_input = [&] {
    std::promise<int> none_before;
    none_before.set_value(0);
    games_before = none_before.get_future().share();
  };
  const auto on_send = [&](RenderWork& work) {
    work.games_before = games_before;
    games_before = work.games_through.get_future().share();
  };
  run_in_parts<RenderWork>(
      loop.name, loop.files, loop.skip_unreadable, loop.jobs, render_segments(loop.segment_bytes),
      [&](RenderWork& work) { render_part(work, loop, render); }, hand_back, pool, exit_code, on_input, on_send);
  return exit_code;
}

int for_each_game_parallel(const GameLoop& loop, const std::function<std::string(const FileGame&)>& render,
                           const std::function<void(const RenderedGame&)>& emit,
                           const std::function<void(const std::string& file, int games)>& file_done) {
  return for_each_game_parallel_into(
      loop, [&render](const FileGame& game, std::string& out) { out += render(game); }, emit, file_done);
}

namespace {

/// A part of an input to check.
struct CheckWork : InputPart {
  std::vector<game::GameCheck> results;  ///< filled by the worker, in order

  void reset(const std::shared_ptr<const std::string>& shown, bool pdn_file) {
    InputPart::reset(shown, pdn_file);
    results.clear();
  }
};

/// Checks the games of a part (any thread).
void check(CheckWork& work, const game::SegmentCheckOptions& options) {
  if (work.has_segment) work.notes = game::check_segment(work.segment, work.pdn, work.results, options);
  for (const notation::GameRecord& record : work.records) work.results.push_back(game::check_record(record, options));
  work.records.clear();
}

}  // namespace

int for_each_checked_game(const CheckLoop& loop, const std::function<void(const CheckedGame&)>& emit,
                          const std::function<void(const std::string& file, int games)>& file_done) {
  int exit_code = kExitOk;
  int index = 0;  // games handed back so far from the current input
  SparePool<CheckWork> pool;
  const auto hand_back = [&](std::unique_ptr<CheckWork> work) {
    if (Progress* progress = Progress::current()) progress->add_games(work->results.size());
    for (const game::GameCheck& c : work->results) {
      if (!c.valid && exit_code == kExitOk) exit_code = kExitInvalid;
      report_notes(*work->file, c.notes, loop.file_note);  // a stray result before the game: the file's
      emit(CheckedGame{*work->file, ++index, c.line, c.valid, c.diagnostics, c.identity ? &*c.identity : nullptr,
                       c.text, c.fingerprint});
    }
    report_notes(*work, loop.file_note);
    if (work->file_end) {
      if (file_done) file_done(*work->file, index);
      index = 0;
    }
    pool.give(std::move(work));
  };
  run_in_parts<CheckWork>(
      loop.name, loop.files, loop.skip_unreadable, loop.jobs, kCheckSegments,
      [&loop](CheckWork& work) { check(work, game::SegmentCheckOptions{loop.identify_all, loop.keep_text, loop.fingerprints}); }, hand_back, pool, exit_code,
      [] {}, [](CheckWork&) {});
  return exit_code;
}

int read_nth_game(const std::string& file, int n, notation::GameRecord& out) {
  notation::StreamOptions options;
  options.pdn_file = notation::is_pdn_path(file);
  // Read 64 KiB at a time, as validation reads its segments: at the stream's 1 MiB, its
  // window and the decoder's buffers took 2 MiB more of a run that keeps one game.
  options.read_bytes = std::size_t{64} << 10;
  std::shared_ptr<notation::DecodeReport> decoded;
  notation::GameStream stream(open_text_input(file, decoded), options);
  const std::string shown = file == "-" ? "<stdin>" : file;
  int games = 0;
  while (games < n && stream.next(out)) {
    ++games;
    // The text before each game read that belongs to no game (a stray comment or result) is
    // said as the other commands say it: no game is counted for it, which `n` counts on.
    for (const notation::Diagnostic& d : out.notes) std::cerr << format_diagnostic(shown, d) << "\n";
  }
  if (const auto d = encoding_diagnostic(*decoded)) std::cerr << format_diagnostic(shown, *d) << "\n";
  return games;
}

int for_each_game(const std::vector<std::string>& files, const game::ReplayOptions& options, bool report_errors,
                  const std::function<void(const FileGame&)>& visit) {
  // One job: `visit` runs on this thread, in input order, as each game is replayed.
  GameLoop loop;
  loop.files = files;
  loop.replay = options;
  loop.report_errors = report_errors;
  loop.jobs = 1;
  // Parts of 8 KiB, as `score` reads: a part's games are lexed whole before the first is
  // visited, and `standings` keeps its table and the search for copies beside them.
  loop.segment_bytes = std::size_t{8} << 10;
  return for_each_game_parallel(
      loop,
      [&](const FileGame& game) {
        visit(game);
        return std::string();
      },
      [](const RenderedGame&) {});
}

}  // namespace cinc::tools
