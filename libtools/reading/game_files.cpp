// The shared read-replay-report loop of the game-reading commands, sequential or on
// worker threads.
//
// The calling thread only cuts each input into segments of whole games (one pass over the
// bytes, notation/segments.h); workers read, replay and render whole segments; the
// calling thread hands them back in input order. At most 2 x jobs + 1 segments, and
// about 4 MiB of input, are in flight, which bounds memory whatever the size of the input.
#include "reading/game_files.h"

#include <algorithm>
#include <cstring>
#include <deque>
#include <future>
#include <iostream>
#include <limits>
#include <memory>
#include <span>
#include <thread>

#include "cinc/game/canonical.h"
#include "cinc/game/replay.h"
#include "cinc/game/variant.h"
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
    if (loop.fingerprints) out.fingerprint = GameFingerprint::of(record);
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

/// The side names of a game read with PDN's conventions (notation/pdn.h), first player first.
std::optional<std::array<std::string, 2>> pdn_sides(const notation::GameRecord& record) {
  if (!record.pdn) return std::nullopt;
  if (notation::pdn_refused(record)) {
    // Refused: the game's own GameType says who starts (PDN 3.0's table: White but in
    // English checkers, American pool checkers and Thai draughts).
    const std::string* type = record.tag("GameType");
    const notation::GameType read = type ? notation::read_game_type(*type) : notation::GameType{};
    const bool black_starts = read.number == 21 || read.number == 23 || read.number == 31;
    return black_starts ? std::array<std::string, 2>{"Black", "White"} : std::array<std::string, 2>{"White", "Black"};
  }
  return notation::pdn_side_names(record.pdn_board);
}
std::optional<std::array<std::string, 2>> pdn_sides(const notation::LexedGame&) { return std::nullopt; }

template <class Game>
GameIdentity identify(const Game& game) {
  GameIdentity id;
  const auto value = [&game](std::string_view name) -> std::string {
    for (const auto& t : game.tags)
      if (t.name == name) return std::string(t.value);
    return {};
  };
  id.event = value("Event");
  id.round = value("Round");
  id.board = value("Board");
  id.result = value("Result");
  if (id.result.empty()) id.result = std::string(game.result);
  const std::string variant_name = value("Variant");
  const game::Variant* variant = variant_name.empty() ? nullptr : game::find_variant(variant_name);
  // A game read with PDN's conventions is named as PDN names its sides; its tags were
  // converted to cinc's (White to Red), unless it was refused (another draughts game).
  if (const auto pdn = pdn_sides(game)) {
    id.sides = *pdn;
    const bool converted = variant != nullptr;
    id.players = converted ? std::array<std::string, 2>{value("Black"), value("Red")}
                           : std::array<std::string, 2>{value((*pdn)[0]), value((*pdn)[1])};
    return id;
  }
  static const std::array<std::array<std::string, 2>, 5> kPairs = {
      {{"Dark", "Light"}, {"Black", "Red"}, {"Red", "Black"}, {"Red", "Blue"}, {"White", "Black"}}};
  id.sides = variant ? variant->sides : kPairs[0];
  if (!variant)
    for (const auto& pair : kPairs)
      if (!value(pair[0]).empty() || !value(pair[1]).empty()) {
        id.sides = pair;
        break;
      }
  id.players = {value(id.sides[0]), value(id.sides[1])};
  return id;
}
template GameIdentity identify(const notation::GameRecord&);
template GameIdentity identify(const notation::LexedGame&);

std::string game_label(const GameIdentity& id) {
  std::string out = id.event.empty() ? "no Event tag" : id.event;
  if (!id.round.empty()) out += ", round " + id.round;
  if (!id.board.empty()) out += ", board " + id.board;
  out += ": ";
  for (int s = 0; s < 2; ++s) {
    const auto i = static_cast<std::size_t>(s);
    out += (s ? " - " : "") + (id.players[i].empty() ? "?" : id.players[i]) + " (" + id.sides[i] + ")";
  }
  out += ", " + (id.result.empty() ? std::string("no result") : id.result);
  return out;
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
  std::vector<GameCheck> results;  ///< filled by the worker, in order

  void reset(const std::shared_ptr<const std::string>& shown, bool pdn_file) {
    InputPart::reset(shown, pdn_file);
    results.clear();
  }
};

/// Checks the games of a part (any thread).
void check(CheckWork& work, const SegmentCheckOptions& options) {
  if (work.has_segment) work.notes = check_segment(work.segment, work.pdn, work.results, options);
  for (const notation::GameRecord& game : work.records) work.results.push_back(check_record(game, options));
  work.records.clear();
}

}  // namespace

GameCheck check_record(const notation::GameRecord& record, const SegmentCheckOptions& options, std::string text,
                       std::optional<std::uint64_t> fingerprint) {
  game::ReplayedGame replayed = game::replay(record, game::ReplayOptions{.fen_after = false, .canonical = false});
  if (options.keep_text && text.empty()) text = game::write_canonical(record, replayed);
  return GameCheck{record.start.line,
                   replayed.valid(),
                   std::move(replayed.diagnostics),
                   identify(record),
                   std::move(text),
                   fingerprint ? *fingerprint : options.fingerprints ? GameFingerprint::of(record) : 0,
                   record.notes};
}

std::vector<notation::Diagnostic> check_segment(const notation::Segment& segment, bool pdn_file,
                                                std::vector<GameCheck>& out, const SegmentCheckOptions& options) {
  thread_local game::QuickReplay quick;
  thread_local notation::LexedGame lexed;
  thread_local notation::GameRecord record;
  // The moves alone for the quick replay; a game it cannot call clean is read again
  // from where it starts, comments and all, for the full one.
  const std::string_view text = segment.text;
  notation::LexerOptions moves_only;
  moves_only.start = segment.start;
  moves_only.stop = segment.games_end;
  moves_only.annotations = false;
  moves_only.pdn_file = pdn_file;
  notation::Lexer lexer(text, moves_only);
  for (;;) {
    const notation::ReaderPosition at = lexer.position();
    if (!lexer.next(lexed)) return lexer.take_leftover_notes();
    const std::uint64_t fingerprint = options.fingerprints ? GameFingerprint::of(lexed) : 0;
    std::string game_text;
    if (options.keep_text) {
      // The game's own bytes: from its first token (a tag, or a move or comment when it has
      // none) to where its reading ended (after its result), whatever shares their lines: a
      // stray result before it is the file's, and the tail of the game before it on the same
      // line is that game's.
      const std::size_t end = std::min(lexer.position().offset, text.size());
      const std::size_t from = std::min(lexed.start_offset, end);
      game_text.assign(text.substr(from, end - from));
      while (!game_text.empty() && (game_text.back() == '\n' || game_text.back() == '\r')) game_text.pop_back();
      game_text += "\n\n";
    }
    if (quick.clean(lexed, pdn_file)) {
      out.push_back(
          GameCheck{lexed.start.line, true, {}, std::nullopt, std::move(game_text), fingerprint, lexed.notes});
      if (options.identify_all) out.back().identity = identify(lexed);
      continue;
    }
    notation::LexerOptions from_game;
    from_game.start = notation::ReaderStart{at.offset - at.line_start, at.line, false};
    from_game.stop = segment.games_end - at.line_start;
    from_game.pdn_file = pdn_file;
    notation::Lexer again(text.substr(at.line_start), from_game);
    again.next(lexed);
    notation::build_record(lexed, pdn_file, record);
    out.push_back(check_record(record, options, std::move(game_text), fingerprint));
  }
}

int for_each_checked_game(const CheckLoop& loop, const std::function<void(const CheckedGame&)>& emit,
                          const std::function<void(const std::string& file, int games)>& file_done) {
  int exit_code = kExitOk;
  int index = 0;  // games handed back so far from the current input
  SparePool<CheckWork> pool;
  const auto hand_back = [&](std::unique_ptr<CheckWork> work) {
    if (Progress* progress = Progress::current()) progress->add_games(work->results.size());
    for (const GameCheck& c : work->results) {
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
      [&loop](CheckWork& work) { check(work, SegmentCheckOptions{loop.identify_all, loop.keep_text, loop.fingerprints}); }, hand_back, pool, exit_code,
      [] {}, [](CheckWork&) {});
  return exit_code;
}

namespace {

/// Folds a text into a 64-bit hash, eight bytes at a time (a multiply and a shift per
/// word; the last 0-7 bytes go in one word with their count in its top byte, so that
/// "ab" and "ab\0" differ). Far quicker than a byte at a time on the move texts of
/// every game validate reads; good enough to tell games apart (not against an attacker).
std::uint64_t hash_text(std::uint64_t h, std::string_view text) {
  constexpr std::uint64_t kMultiplier = 0x9E3779B97F4A7C15ULL;
  const char* p = text.data();
  std::size_t n = text.size();
  for (; n >= 8; p += 8, n -= 8) {
    std::uint64_t word;
    std::memcpy(&word, p, 8);
    h = (h ^ word) * kMultiplier;
    h ^= h >> 32;
  }
  std::uint64_t tail = static_cast<std::uint64_t>(n) << 56;
  for (std::size_t i = 0; i < n; ++i) tail |= static_cast<std::uint64_t>(static_cast<unsigned char>(p[i])) << (8 * i);
  h = (h ^ tail) * kMultiplier;
  return h ^ (h >> 29);
}
constexpr std::uint64_t kHashSeed = 0xcbf29ce484222325ULL;

// The names of the tags that name a side in any registered game (Dark, Light, Black, Red...).
bool is_side_tag(std::string_view name) {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const game::Variant& v : game::variants())
      for (const std::string& side : v.sides)
        if (std::find(out.begin(), out.end(), side) == out.end()) out.push_back(side);
    return out;
  }();
  return std::find(names.begin(), names.end(), name) != names.end();
}

}  // namespace

void GameFingerprint::tag(std::string_view name, std::string_view value) {
  // Sums: the order of the tags does not matter.
  const std::uint64_t pair = hash_text(hash_text(kHashSeed, name), value);
  all_tags_ += pair;
  has_player_ = has_player_ || is_side_tag(name);
  // The same moves are another game from another position or of another game.
  if (is_side_tag(name) || name == "Variant" || name == "FEN" || name == "GameType") players_ += pair;
  else if (name == "Round" || name == "Board" || name == "Result") unplayed_ += hash_text(hash_text(kHashSeed, name), value);
}

void GameFingerprint::move(std::string_view text) {
  moves_ = hash_text(move_count_ == 0 ? kHashSeed : moves_, text);
  ++move_count_;
}

void GameFingerprint::result(std::string_view text) { unplayed_ += hash_text(hash_text(kHashSeed, "result"), text); }

std::uint64_t GameFingerprint::value() const {
  // Without players, only a game with every tag the same (the same text, but for its
  // comments and layout) is the same game.
  std::uint64_t h = hash_text(kHashSeed, std::to_string(has_player_ ? players_ : all_tags_));
  h = move_count_ > 0 ? hash_text(h, std::to_string(moves_)) : hash_text(hash_text(h, "unplayed"), std::to_string(unplayed_));
  return h == 0 ? 1 : h;  // 0 means "not compared"
}

std::uint64_t GameFingerprint::of(const notation::GameRecord& record) {
  if (record.has_syntax_error()) return 0;  // its moves after the error are not known as played: not compared
  GameFingerprint f;
  for (const notation::Tag& t : record.tags) f.tag(t.name, t.value);
  for (const notation::MoveNode& m : record.main.moves) f.move(m.text);
  f.result(record.result);
  return f.value();
}

std::uint64_t GameFingerprint::of(const notation::LexedGame& game) {
  for (const notation::Diagnostic& d : game.diagnostics)
    if (d.severity == notation::Severity::error) return 0;  // a syntax error: not compared
  GameFingerprint f;
  for (const notation::TagToken& t : game.tags) f.tag(t.name, t.value);
  int depth = 0;
  for (const notation::Token& t : game.tokens) {
    if (t.kind == notation::Token::Kind::open_variation) ++depth;
    else if (t.kind == notation::Token::Kind::close_variation) --depth;
    else if (t.kind == notation::Token::Kind::move && depth == 0) f.move(t.text);
  }
  f.result(game.result);
  return f.value();
}

std::uint64_t DuplicateFinder::fingerprint(std::uint32_t n) const {
  return fingerprints_[n >> kChunkBits][n & ((1u << kChunkBits) - 1)];
}

std::uint32_t DuplicateFinder::line_of(std::uint32_t n) const {
  // From the block's whole line, step by step to the entry (at most 255 steps, and only
  // when a copy is found).
  const std::uint32_t first = n & ~((1u << kBlockBits) - 1);
  std::uint32_t line = block_lines_[n >> kBlockBits];
  for (std::uint32_t e = first + 1; e <= n; ++e) {
    const std::uint8_t step = line_steps_[e >> kChunkBits][e & ((1u << kChunkBits) - 1)];
    if (step != kFarStep) {
      line += step;
      continue;
    }
    const auto far = std::lower_bound(far_lines_.begin(), far_lines_.end(), std::make_pair(e, std::uint32_t{0}));
    line = far->second;
  }
  return line;
}

const DuplicateFinder::Run& DuplicateFinder::run_of(std::uint32_t n) const {
  const auto run = std::upper_bound(runs_.begin(), runs_.end(), n,
                                    [](std::uint32_t v, const Run& r) { return v < r.first_entry; });
  return *std::prev(run);
}

std::size_t DuplicateFinder::home_slot(std::uint64_t fingerprint) const {
  // The multiply by the golden ratio mixes; the top 32 bits of the mix, times the size,
  // shifted down, spread it over any number of slots below 2^32 (Lemire's range reduction).
  const std::uint64_t mixed = (fingerprint * 0x9E3779B97F4A7C15ull) >> 32;
  return static_cast<std::size_t>((mixed * slots_.size()) >> 32);
}

void DuplicateFinder::grow_index() {
  const std::size_t size = slots_.empty() ? std::size_t{1} << 10 : slots_.size() + slots_.size() / 4;
  // The index is rebuilt from the entries: the old one goes first, so the two never coexist.
  slots_.clear();
  slots_.shrink_to_fit();
  slots_.assign(size, 0);
  for (std::uint32_t n = 0; n < count_; ++n) {
    const std::uint64_t f = fingerprint(n);
    std::size_t s = home_slot(f);
    while (slots_[s] != 0) s = s + 1 == size ? 0 : s + 1;
    slots_[s] = tag_of(f) | (n + 1);
  }
}

void DuplicateFinder::remember(std::uint64_t fingerprint, const std::string& file, int index, std::uint32_t line) {
  const std::uint32_t n = count_;
  const std::uint32_t in_chunk = n & ((1u << kChunkBits) - 1);
  if (in_chunk == 0) {  // pages of a new chunk are touched only as it fills
    fingerprints_.push_back(std::make_unique_for_overwrite<std::uint64_t[]>(std::size_t{1} << kChunkBits));
    line_steps_.push_back(std::make_unique_for_overwrite<std::uint8_t[]>(std::size_t{1} << kChunkBits));
  }
  fingerprints_.back()[in_chunk] = fingerprint;
  std::uint8_t step = 0;
  if ((n & ((1u << kBlockBits) - 1)) == 0) {
    block_lines_.push_back(line);
  } else if (line >= last_line_ && line - last_line_ < kFarStep) {
    step = static_cast<std::uint8_t>(line - last_line_);
  } else {
    step = kFarStep;
    far_lines_.emplace_back(n, line);  // entries come in order: the vector stays sorted
  }
  line_steps_.back()[in_chunk] = step;
  last_line_ = line;
  // A new run when the file changes or its games are not consecutive (a copy or a game
  // read only up to a syntax error was not remembered).
  const bool same_file = !files_.empty() && files_.back() == file;
  if (!same_file) files_.push_back(file);
  if (!same_file || runs_.empty() || runs_.back().first_index + static_cast<std::int64_t>(n - runs_.back().first_entry) != index)
    runs_.push_back(Run{n, static_cast<std::uint32_t>(files_.size() - 1), index});
  ++count_;
}

std::optional<std::string> DuplicateFinder::seen(std::uint64_t fingerprint, const std::string& file, int index,
                                                 std::uint32_t line) {
  if (fingerprint == 0) return std::nullopt;
  if (count_ + std::size_t{1} > slots_.size() / 8 * 7) grow_index();
  const std::size_t size = slots_.size();
  const std::uint32_t tag = tag_of(fingerprint);
  std::size_t s = home_slot(fingerprint);
  for (; slots_[s] != 0; s = s + 1 == size ? 0 : s + 1) {
    if ((slots_[s] & ~kEntryMask) != tag) continue;  // 15 in 16 others told apart without a look at the entry
    const std::uint32_t n = (slots_[s] & kEntryMask) - 1;
    if (this->fingerprint(n) != fingerprint) continue;
    const Run& run = run_of(n);
    const std::string game = "game " + std::to_string(run.first_index + static_cast<std::int64_t>(n - run.first_entry)) +
                             " (line " + std::to_string(line_of(n)) + ")";
    const std::string& first_file = files_[run.file];
    return first_file == file ? game + " of this file" : game + " of " + first_file;
  }
  if (count_ == kEntryMask - 1) return std::nullopt;  // 2^28 - 1 games remembered: no more room
  remember(fingerprint, file, index, line);
  slots_[s] = tag | count_;
  return std::nullopt;
}

notation::Diagnostic duplicate_warning(const std::string& first_seen, notation::SourcePos at) {
  notation::Diagnostic d;
  d.severity = notation::Severity::warning;
  d.pos = at;
  d.code = "game.duplicate";
  d.message = "this game is a copy of " + first_seen +
              ": the same players and moves; standings count it once (remove one copy)";
  return d;
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
