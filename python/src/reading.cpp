// The module's reading half (docs/python.md, "Reading games"): games read lazily from a
// file of any size through libnotation's GameStream (the CLI's streaming reader), one
// game from text, the record's tree (tags, moves, comments, NAGs, variations) with source
// positions, the diagnostics, and the parts a file is cut into for a cluster
// (docs/scaling.md) by the Segmenter's rule. Also the module's definition and its errors.
#include <pybind11/stl.h>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cctype>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <optional>

#include "bindings.h"
#include "cinc/game/canonical.h"
#include "cinc/game/check.h"
#include "cinc/game/copies.h"
#include "cinc/notation/limits.h"
#include "cinc/notation/pdn.h"
#include "cinc/notation/reader.h"
#include "cinc/notation/segments.h"
#include "cinc/notation/stream.h"
#include "cinc/notation/writer.h"
#include "io/io.h"
#include "writing/diagnostics_format.h"
#include "writing/game_json.h"
#include "writing/pdn_export.h"

namespace cinc::python {

namespace {

// ---- errors ---------------------------------------------------------------------------

py::object& error_class() {
  static auto* cls = new py::object();  // lives as long as the interpreter (never destroyed)
  return *cls;
}
py::object& illegal_move_class() {
  static auto* cls = new py::object();
  return *cls;
}

// The subclasses of CincError by the family of a diagnostic's code (docs/errors.md): the
// prefix before its first '.'.
struct ErrorFamily {
  const char* name;
  std::vector<std::string> prefixes;
  const char* doc;
  py::object* cls;
};
std::vector<ErrorFamily>& error_families() {
  static auto* families = new std::vector<ErrorFamily>{
      {"NotationError", {"syntax", "limit", "input"}, "A record's text that is not CGN/PDN (codes syntax.*, limit.*, input.*).", nullptr},
      {"TagError", {"tag"}, "A tag pair that does not fit (codes tag.*).", nullptr},
      {"ResultError", {"result", "termination"}, "A result that contradicts the game (codes result.*, termination.*).", nullptr},
      {"PositionError", {"position"}, "A FEN or a game name that is none (codes position.*).", nullptr},
  };
  return *families;
}

// The class a CincError is raised as: IllegalMoveError for a move a position refuses or a
// record's illegal move (move.*, card.*), else its family's, else CincError itself.
py::object error_class_for(const CincError& e) {
  const std::string family = e.code.substr(0, e.code.find('.'));
  if (e.illegal_move || family == "move" || family == "card") return illegal_move_class();
  for (const ErrorFamily& f : error_families())
    if (std::find(f.prefixes.begin(), f.prefixes.end(), family) != f.prefixes.end()) return *f.cls;
  return error_class();
}

py::dict diagnostic_dict(const notation::Diagnostic& d);
py::dict file_diagnostic_dict(const FileDiagnostic& d);
std::string file_diagnostic_text(const FileDiagnostic& d);
void raise_first_error(const GameData& g);

// ---- the record's tree ----------------------------------------------------------------

// A move of a game's record, kept alive by the game.
// Raises the error of a node or line taken before the game's moves changed.
[[noreturn]] void stale_ref() {
  throw py::value_error("the game's moves changed (add_move) since this move or line was taken: take it again "
                        "from game.moves or game.mainline");
}

struct MoveRef {
  GamePtr game;
  const notation::MoveNode* node_;
  std::uint64_t generation = game->generation;
  // The node, while the game's moves are those it was taken from.
  [[nodiscard]] const notation::MoveNode* node() const {
    if (generation != game->generation) stale_ref();
    return node_;
  }
  [[nodiscard]] const game::ReplayedMove* replayed() const {
    const auto it = game->replayed_moves.find(node());
    return it == game->replayed_moves.end() ? nullptr : it->second;
  }
  // The same node of the same game (python-chess: nodes are equal when they are the same).
  [[nodiscard]] bool operator==(const MoveRef& other) const { return game == other.game && node_ == other.node_ && generation == other.generation; }
};

// A line of play of a game's record (the main line or a variation).
struct LineRef {
  GamePtr game;
  const notation::Variation* line_;
  std::uint64_t generation = game->generation;
  // The line, while the game's moves are those it was taken from (the main line always is).
  [[nodiscard]] const notation::Variation* line() const {
    if (generation != game->generation && line_ != &game->record.main) stale_ref();
    return line_;
  }
  [[nodiscard]] bool operator==(const LineRef& other) const { return game == other.game && line_ == other.line_; }
};

std::vector<MoveRef> moves_of(const LineRef& l) {
  std::vector<MoveRef> out;
  out.reserve(l.line()->moves.size());
  for (const auto& m : l.line()->moves) out.push_back(MoveRef{l.game, &m});
  return out;
}

std::vector<std::string> comment_texts(const std::vector<notation::Comment>& comments) {
  std::vector<std::string> out;
  for (const auto& c : comments) out.push_back(c.text);
  return out;
}

void index_line(GameData& g, const game::ReplayedLine& line) {
  for (const auto& m : line.moves) {
    g.replayed_moves.emplace(m.node, &m);
    for (const auto& v : m.variations) index_line(g, v);
  }
}

py::object optional_text(const std::string& s) { return s.empty() ? py::object(py::none()) : py::object(py::str(s)); }

// ---- reading --------------------------------------------------------------------------

// Where games come from: a GameStream over a byte source (a file, a Python file object,
// a string), or a part of a file lexed with the stop the Segmenter set (docs/scaling.md).
class GameReader {
 public:
  GameReader(std::unique_ptr<notation::GameStream> stream, std::string source, bool replay, bool release_gil)
      : stream_(std::move(stream)), source_(std::move(source)), replay_(replay), release_gil_(release_gil) {}
  GameReader(std::string text, notation::LexerOptions options, bool pdn, std::string source, bool replay)
      : text_(std::make_unique<std::string>(std::move(text))), source_(std::move(source)), replay_(replay), pdn_(pdn) {
    lexer_ = std::make_unique<notation::Lexer>(*text_, options);
  }

  // The next game, or nullptr at the end. Called with the GIL held.
  GamePtr next() {
    // Ctrl-C between games: list(read_games(...)) runs no Python code that would look.
    if (PyErr_CheckSignals() != 0) throw py::error_already_set();
    notation::GameRecord record;
    bool got = false;
    if (stream_) {
      if (release_gil_) {
        py::gil_scoped_release unlocked;
        got = stream_->next(record);
      } else {
        got = stream_->next(record);
      }
    } else if (lexer_) {
      notation::LexedGame lexed;
      got = lexer_->next(lexed);
      if (got) notation::build_record(lexed, pdn_, record);
    }
    if (!got) {
      stream_.reset();  // the file is closed as soon as it is done
      lexer_.reset();
      text_.reset();
      return nullptr;
    }
    GamePtr game = make_game(std::move(record), source_, ++index_, replay_);
    if (strict_) raise_first_error(*game);
    return game;
  }

  /// With strict reading, the first game with an error raises it (CincError).
  void set_strict(bool strict) { strict_ = strict; }

  [[nodiscard]] std::uint64_t bytes_read() const { return stream_ ? stream_->bytes_read() : 0; }
  void close() {
    stream_.reset();
    lexer_.reset();
    text_.reset();
  }

 private:
  std::unique_ptr<notation::GameStream> stream_;
  std::unique_ptr<std::string> text_;
  std::unique_ptr<notation::Lexer> lexer_;
  std::string source_;
  bool replay_ = true;
  bool release_gil_ = false;
  bool pdn_ = false;
  bool strict_ = false;
  int index_ = 0;
};

// Raises a game's first error as CincError (its subclass by the code: code, line, column,
// ply and move, the file and the game, every diagnostic), its message the diagnostic's str().
void raise_first_error(const GameData& g) {
  const auto& diags = g.has_replay ? g.replayed.diagnostics : g.record.diagnostics;
  for (const auto& d : diags) {
    if (d.severity != notation::Severity::error) continue;
    CincError e(d.code, file_diagnostic_text(FileDiagnostic{d, g.source, g.index, g.record.start.line}), d.pos.line,
                d.pos.column);
    e.ply = d.ply;
    e.move = d.move_text;
    e.file = g.source;
    e.game = g.index;
    e.game_line = g.record.start.line;
    e.diagnostics = diags;
    throw e;
  }
}

// A byte source reading a Python file object (binary or text) by its read(n).
notation::ByteSource python_file_source(py::object file) {
  struct State {
    py::object file;
    std::string pending;  // encoded text not yet handed out (a text file's n characters may be more bytes)
    std::size_t taken = 0;
    bool eof = false;
  };
  auto state = std::make_shared<State>();
  state->file = std::move(file);
  return [state](char* into, std::size_t size) -> std::size_t {
    py::gil_scoped_acquire locked;
    while (state->taken >= state->pending.size() && !state->eof) {
      state->pending.clear();
      state->taken = 0;
      py::object data = state->file.attr("read")(size);
      if (py::isinstance<py::bytes>(data)) {
        state->pending = data.cast<std::string>();
      } else if (py::isinstance<py::str>(data)) {
        state->pending = data.cast<std::string>();  // UTF-8
      } else {
        throw py::type_error("read() returned neither bytes nor str");
      }
      if (state->pending.empty()) state->eof = true;
    }
    const std::size_t n = std::min(size, state->pending.size() - state->taken);
    std::memcpy(into, state->pending.data() + state->taken, n);
    state->taken += n;
    return n;
  };
}

// A byte source over a string the source owns.
notation::ByteSource text_source(std::string text) {
  auto held = std::make_shared<std::string>(std::move(text));
  auto taken = std::make_shared<std::size_t>(0);
  return [held, taken](char* into, std::size_t size) -> std::size_t {
    const std::size_t n = std::min(size, held->size() - *taken);
    std::memcpy(into, held->data() + *taken, n);
    *taken += n;
    return n;
  };
}

// A file path given as str or os.PathLike, or nullopt for anything else.
std::optional<std::string> path_of(const py::handle& source) {
  if (py::isinstance<py::str>(source)) return source.cast<std::string>();
  if (py::hasattr(source, "__fspath__")) return py::str(source.attr("__fspath__")()).cast<std::string>();
  return std::nullopt;
}

GameReader open_reader(const py::object& source, bool replay);

GameReader open_games(const py::object& source, bool replay, bool strict) {
  GameReader reader = open_reader(source, replay);
  reader.set_strict(strict);
  return reader;
}

GameReader open_reader(const py::object& source, bool replay) {
  if (const auto path = path_of(source)) {
    check_readable(*path, false);
    notation::StreamOptions options;
    options.pdn_file = notation::is_pdn_path(*path);
    auto stream = std::make_unique<notation::GameStream>(tools::open_input(*path), options);
    return GameReader(std::move(stream), *path == "-" ? "<stdin>" : *path, replay, true);
  }
  if (py::hasattr(source, "read")) {
    auto stream = std::make_unique<notation::GameStream>(python_file_source(source));
    std::string name = "<file>";
    if (py::hasattr(source, "name") && py::isinstance<py::str>(source.attr("name")))
      name = source.attr("name").cast<std::string>();
    return GameReader(std::move(stream), name, replay, true);
  }
  throw py::type_error("read_games takes a path (str or os.PathLike) or a file object with read()");
}

// ---- parts of a file (docs/scaling.md) ---------------------------------------------------

// The bytes [offset, offset + size) of a file.
std::string read_range(const std::string& path, std::uint64_t offset, std::uint64_t size) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw tools::IoError("cannot open " + path + ": " + std::strerror(errno));
  in.seekg(static_cast<std::streamoff>(offset));
  std::string out(size, '\0');
  in.read(out.data(), static_cast<std::streamsize>(size));
  out.resize(static_cast<std::size_t>(in.gcount()));
  if (out.size() != size) throw tools::IoError(path + " changed while it was read (a part ends past its end)");
  return out;
}

// A byte source reading a file from `offset` to its end.
notation::ByteSource file_tail_source(const std::string& path, std::uint64_t offset) {
  std::FILE* raw = std::fopen(path.c_str(), "rb");
  if (!raw) throw tools::IoError("cannot open " + path + ": " + std::strerror(errno));
  std::shared_ptr<std::FILE> file(raw, [](std::FILE* f) { std::fclose(f); });
  if (std::fseek(raw, static_cast<long>(offset), SEEK_SET) != 0)
    throw tools::IoError("cannot seek in " + path + ": " + std::strerror(errno));
  return [file, path](char* into, std::size_t size) -> std::size_t {
    const std::size_t n = std::fread(into, 1, size, file.get());
    if (n == 0 && std::ferror(file.get())) throw tools::IoError("cannot read " + path);
    return n;
  };
}

// One part as the Python side passes it: (path, offset, size, text_size, line, file_start, stream).
struct PartSpec {
  std::string path;
  std::uint64_t offset = 0;
  std::uint64_t size = 0;       ///< the part's games end here (the Lexer's stop)
  std::uint64_t text_size = 0;  ///< and the next part's first line ends here (what the lexer may look at)
  std::uint32_t line = 1;
  bool file_start = true;
  bool stream = false;          ///< the rest of the file, read as a stream (no cut was found)
};

// Cuts a file into parts of whole games of about `part_bytes` each, where the Segmenter
// cuts (notation/segments.h): consecutive segments joined until a part holds part_bytes.
py::list split_file(const std::string& path, std::uint64_t part_bytes) {
  check_readable(path, false);
  py::list out;
  std::vector<PartSpec> parts;
  run_interruptibly([&](const std::atomic<bool>& stop) {
    notation::Segmenter segmenter(tools::open_input(path));
    notation::Segment segment;
    std::uint64_t offset = 0;  // where the next segment starts in the file
    std::optional<PartSpec> open;
    while (segmenter.next(segment)) {
      if (stop.load(std::memory_order_relaxed)) throw Stopped{};
      if (!open) open = PartSpec{path, offset, 0, 0, segment.start.line, segment.start.file_start, false};
      open->size = offset + segment.games_end - open->offset;
      open->text_size = offset + segment.text.size() - open->offset;
      offset += segment.games_end;
      if (open->size >= part_bytes) {
        parts.push_back(*open);
        open.reset();
      }
    }
    if (open) parts.push_back(*open);
    if (const auto rest = segmenter.stream_rest())
      parts.push_back(PartSpec{path, offset, 0, 0, rest->options.start.line, rest->options.start.file_start, true});
  });
  for (const PartSpec& p : parts)
    out.append(py::make_tuple(p.path, p.offset, p.size, p.text_size, p.line, p.file_start, p.stream));
  return out;
}

PartSpec part_of(const py::tuple& t) {
  if (t.size() != 7) throw py::value_error("a part is (path, offset, size, text_size, line, file_start, stream)");
  return PartSpec{t[0].cast<std::string>(), t[1].cast<std::uint64_t>(), t[2].cast<std::uint64_t>(),
                  t[3].cast<std::uint64_t>(), t[4].cast<std::uint32_t>(), t[5].cast<bool>(), t[6].cast<bool>()};
}

// The games of a part, read as the whole file reads them.
GameReader read_part(const py::tuple& spec, bool replay) {
  const PartSpec p = part_of(spec);
  const bool pdn = notation::is_pdn_path(p.path);
  if (p.stream) {
    notation::StreamOptions options;
    options.pdn_file = pdn;
    options.start = notation::ReaderStart{0, p.line, p.file_start};
    return GameReader(std::make_unique<notation::GameStream>(file_tail_source(p.path, p.offset), options), p.path,
                      replay, true);
  }
  notation::LexerOptions options;
  options.start = notation::ReaderStart{0, p.line, p.file_start};
  options.stop = static_cast<std::size_t>(p.size);
  options.pdn_file = pdn;
  return GameReader(read_range(p.path, p.offset, p.text_size), options, pdn, p.path, replay);
}

// What `cinc validate` learns of the games of a part: per game its first line, whether it
// is valid and its diagnostics (as `validate --format json` gives them), in order; the
// file's own notes (a stray result) in their places, as the CLI's objects without a game.
py::list check_part(const py::tuple& spec) {
  const PartSpec p = part_of(spec);
  const bool pdn = notation::is_pdn_path(p.path);
  std::vector<game::GameCheck> checks;
  std::vector<notation::Diagnostic> trailing;  // notes after the part's last game
  {
    py::gil_scoped_release unlocked;
    if (p.stream) {
      notation::StreamOptions options;
      options.pdn_file = pdn;
      options.start = notation::ReaderStart{0, p.line, p.file_start};
      notation::GameStream stream(file_tail_source(p.path, p.offset), options);
      notation::GameRecord record;
      while (stream.next(record)) checks.push_back(game::check_record(record, {.identify_all = true}));
      trailing = stream.take_leftover_notes();
    } else {
      notation::Segment segment;
      segment.text = read_range(p.path, p.offset, p.text_size);
      segment.games_end = static_cast<std::size_t>(p.size);
      segment.start = notation::ReaderStart{0, p.line, p.file_start};
      trailing = game::check_segment(segment, pdn, checks, {.identify_all = true});
    }
  }
  nlohmann::ordered_json out = nlohmann::ordered_json::array();
  for (const auto& c : checks) {
    for (const auto& d : c.notes) out.push_back(tools::file_note_json(p.path, d));
    nlohmann::ordered_json g;
    g["line"] = c.line;
    if (c.identity) tools::add_identity(g, *c.identity);
    g["valid"] = c.valid;
    nlohmann::ordered_json diags = nlohmann::ordered_json::array();
    for (const auto& d : c.diagnostics) diags.push_back(tools::diagnostic_json(d));
    g["diagnostics"] = std::move(diags);
    g["fingerprint"] = c.fingerprint;  // for Duplicates (parts.py), which removes it
    out.push_back(std::move(g));
  }
  for (const auto& d : trailing) out.push_back(tools::file_note_json(p.path, d));
  return json_to_python(out.dump()).cast<py::list>();
}

py::dict diagnostic_dict(const notation::Diagnostic& d) {
  return json_to_python(tools::diagnostic_json(d).dump()).cast<py::dict>();
}

// The diagnostic as `cinc validate --format json` gives it, with the file, the game's
// number and its first line (the keys of validate's game item: "file", "game", "game_line").
py::dict file_diagnostic_dict(const FileDiagnostic& d) {
  nlohmann::ordered_json j = tools::diagnostic_json(d.d);
  j["file"] = d.file;
  j["game"] = d.game;
  j["game_line"] = d.game_line;
  return json_to_python(j.dump()).cast<py::dict>();
}

// The line `cinc validate` prints for it, with its game: "FILE:LINE:COL: error: ... [code]
// (game N, line L)".
std::string file_diagnostic_text(const FileDiagnostic& d) {
  return tools::format_diagnostic(d.file, d.d) + " (game " + std::to_string(d.game) + ", line " +
         std::to_string(d.game_line) + ")";
}

// A game's diagnostics with its file and place.
std::vector<FileDiagnostic> file_diagnostics(const GameData& g) {
  std::vector<FileDiagnostic> out;
  for (const auto& d : g.has_replay ? g.replayed.diagnostics : g.record.diagnostics)
    out.push_back(FileDiagnostic{d, g.source, g.index, g.record.start.line});
  return out;
}

// ---- games from an open file, one per call (python-chess's read_game) -------------------

// The line ends of `text` (LF, CR LF or a lone CR, as the reader counts lines).
std::uint32_t line_ends(std::string_view text) {
  std::uint32_t n = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] == '\n') {
      ++n;
    } else if (text[i] == '\r') {
      ++n;
      if (i + 1 < text.size() && text[i + 1] == '\n') ++i;
    }
  }
  return n;
}

// The next games of an open file object, read a game at a time as python-chess's read_game
// reads them: each call reads the handle's lines (readline) to the next game's first line,
// where the Segmenter cuts (segments.h), and seeks back to it, so that the handle stands
// at the next game; a handle that cannot seek leaves that line here for the next call.
// Line numbers and games (Game.index) are counted on from call to call while the handle
// stands where the last call left it; after a seek elsewhere, from there. Kept per handle
// by cinc/__init__.py (it never holds the handle itself).
class HandleReader {
 public:
  // The next game of `handle`, or None at its end.
  py::object next(const py::object& handle, bool replay, bool strict) {
    handle_ = handle;
    struct Release {  // the handle is only lent for the call
      HandleReader& r;
      ~Release() { r.handle_ = py::none(); }
    } release{*this};
    seekable_ = py::hasattr(handle, "seekable") && handle.attr("seekable")().cast<bool>();
    if (!expected_.is_none()) {
      const py::object at = tell();
      if (!at.is_none() && !at.equal(expected_)) {
        // The handle was moved (seek) since the last call: reading starts afresh there.
        rest_.reset();
        streaming_ = false;
        pushback_.clear();
        line_text_.clear();
        line_ = 1;
        games_ = 0;
        file_start_ = at.equal(py::int_(0));
      }
    }
    std::string name = "<file>";
    if (py::hasattr(handle, "name") && py::isinstance<py::str>(handle.attr("name"))) name = handle.attr("name").cast<std::string>();
    for (;;) {
      if (rest_) {
        if (GamePtr g = rest_->next()) {
          g->index = ++games_;  // numbered in the file, then raised with that number
          if (strict) raise_first_error(*g);
          return finish(py::cast(g));
        }
        rest_.reset();
        streaming_ = false;
      }
      if (!read_segment(name, replay)) return finish(py::none());
    }
  }

 private:
  // Reads the handle's next segment of whole games into rest_; false at its end.
  bool read_segment(const std::string& name, bool replay) {
    fed_.clear();
    marks_.clear();
    notation::SegmentOptions options;
    options.read_bytes = 64 << 10;
    options.target_bytes = 1;  // the segment ends at the first cut: one game, as a rule
    notation::Segmenter segmenter([this](char* into, std::size_t size) { return feed(into, size); }, options);
    notation::Segment segment;
    const bool pdn = notation::is_pdn_path(name);
    if (!segmenter.next(segment)) {
      auto rest = segmenter.stream_rest();
      if (!rest) return false;
      // No cut in 4 MiB (games without tags, or one game that long): the rest of the
      // handle is read as a stream, to its end, and no more given back.
      notation::StreamOptions stream_options = rest->options;
      stream_options.pdn_file = pdn;
      stream_options.start = notation::ReaderStart{0, line_ + rest->options.start.line - 1,
                                                   file_start_ && rest->options.start.file_start};
      streaming_ = true;
      fed_.clear();
      marks_.clear();
      rest_ = std::make_unique<GameReader>(std::make_unique<notation::GameStream>(std::move(rest->source), stream_options),
                                           name, replay, false);
      return true;
    }
    notation::LexerOptions lex;
    lex.start = notation::ReaderStart{0, line_, file_start_};
    lex.stop = segment.games_end;
    lex.pdn_file = pdn;
    line_ += line_ends(std::string_view(segment.text).substr(0, segment.games_end));
    file_start_ = false;
    give_back(segment.games_end);
    rest_ = std::make_unique<GameReader>(std::move(segment.text), lex, pdn, name, replay);
    return true;
  }

  // The Segmenter's source: the pushed-back text first, then the handle's lines, each line's
  // position (tell) noted where the handle can seek.
  std::size_t feed(char* into, std::size_t size) {
    if (line_text_.empty()) {
      if (!pushback_.empty()) {
        line_text_ = std::exchange(pushback_, {});
      } else {
        if (seekable_ && !streaming_) {
          py::object at = tell();
          if (at.is_none()) seekable_ = false;
          else marks_.emplace_back(fed_.size(), std::move(at));
        }
        py::object data = handle_.attr("readline")();
        if (py::isinstance<py::bytes>(data) || py::isinstance<py::str>(data)) {
          line_text_ = data.cast<std::string>();  // a str as UTF-8
        } else {
          throw py::type_error("readline() returned neither bytes nor str");
        }
      }
      if (!streaming_) fed_ += line_text_;
      taken_ = 0;
    }
    const std::size_t n = std::min(size, line_text_.size() - taken_);
    std::memcpy(into, line_text_.data() + taken_, n);
    taken_ += n;
    if (taken_ == line_text_.size()) line_text_.clear();
    return n;
  }

  // Gives the bytes read past `games_end` (the next game's first line) back to the handle:
  // a seek to where they start, or kept for the next call.
  void give_back(std::size_t games_end) {
    if (games_end >= fed_.size()) return;
    for (const auto& [offset, position] : marks_) {
      if (offset != games_end) continue;
      handle_.attr("seek")(position);
      line_text_.clear();
      return;
    }
    pushback_ = fed_.substr(games_end);
  }

  // Where the handle stands (tell), or None when it cannot say (it cannot seek, or was
  // iterated with next(), which turns a text file's tell() off).
  py::object tell() {
    if (!seekable_) return py::none();
    try {
      return handle_.attr("tell")();
    } catch (const py::error_already_set& e) {
      if (!e.matches(PyExc_OSError)) throw;
      return py::none();
    }
  }

  py::object finish(py::object game) {
    expected_ = pushback_.empty() && !streaming_ ? tell() : py::object(py::none());
    return game;
  }

  py::object handle_ = py::none();
  bool seekable_ = false;
  bool streaming_ = false;                 // the rest of the handle is read as a stream (rest_)
  std::unique_ptr<GameReader> rest_;       // the games of the last segment not given yet
  std::string pushback_;                   // read past the last game, for a handle that cannot seek
  std::uint32_t line_ = 1;                 // the line number where the handle stands
  int games_ = 0;                          // games given so far (Game.index)
  bool file_start_ = true;
  py::object expected_ = py::none();       // where the last call left the handle (tell), None: unknown
  std::string fed_;                        // the bytes given to the Segmenter in this call
  std::vector<std::pair<std::size_t, py::object>> marks_;  // (offset in fed_, tell) of each line read
  std::string line_text_;                  // the line being given to the Segmenter
  std::size_t taken_ = 0;
};

// ---- pickling: a game's record as plain Python data, and back ----------------------------
// Every field of the record, source positions and reading's diagnostics included, so that
// a game unpickled (replayed again, when it was) is the game that was pickled.

py::tuple pos_state(const notation::SourcePos& p) { return py::make_tuple(p.line, p.column); }
notation::SourcePos pos_from(const py::handle& h) {
  const auto t = h.cast<py::tuple>();
  return notation::SourcePos{t[0].cast<std::uint32_t>(), t[1].cast<std::uint32_t>()};
}

py::list comments_state(const std::vector<notation::Comment>& comments) {
  py::list out;
  for (const auto& c : comments) out.append(py::make_tuple(c.text, pos_state(c.pos)));
  return out;
}
std::vector<notation::Comment> comments_from(const py::handle& h) {
  std::vector<notation::Comment> out;
  for (const auto& item : h.cast<py::list>()) {
    const auto t = item.cast<py::tuple>();
    out.push_back(notation::Comment{t[0].cast<std::string>(), pos_from(t[1])});
  }
  return out;
}

py::tuple line_state(const notation::Variation& line);
notation::Variation line_from(const py::handle& h);

py::tuple move_node_state(const notation::MoveNode& m) {
  py::list variations;
  for (const auto& v : m.variations) variations.append(line_state(v));
  return py::make_tuple(m.text, pos_state(m.pos), m.number ? py::object(py::int_(*m.number)) : py::object(py::none()),
                        pos_state(m.number_pos), m.nags, comments_state(m.comments), variations);
}
notation::MoveNode move_node_from(const py::handle& h) {
  const auto t = h.cast<py::tuple>();
  notation::MoveNode m;
  m.text = t[0].cast<std::string>();
  m.pos = pos_from(t[1]);
  if (!t[2].is_none()) m.number = t[2].cast<int>();
  m.number_pos = pos_from(t[3]);
  m.nags = t[4].cast<std::vector<int>>();
  m.comments = comments_from(t[5]);
  for (const auto& v : t[6].cast<py::list>()) m.variations.push_back(line_from(v));
  return m;
}

py::tuple line_state(const notation::Variation& line) {
  py::list moves;
  for (const auto& m : line.moves) moves.append(move_node_state(m));
  return py::make_tuple(pos_state(line.open_pos), comments_state(line.leading_comments), moves);
}
notation::Variation line_from(const py::handle& h) {
  const auto t = h.cast<py::tuple>();
  notation::Variation line;
  line.open_pos = pos_from(t[0]);
  line.leading_comments = comments_from(t[1]);
  for (const auto& m : t[2].cast<py::list>()) line.moves.push_back(move_node_from(m));
  return line;
}

py::list diagnostics_state(const std::vector<notation::Diagnostic>& diagnostics) {
  py::list out;
  for (const auto& d : diagnostics)
    out.append(py::make_tuple(d.severity == notation::Severity::error, pos_state(d.pos), d.code, d.message, d.ply, d.side,
                              d.move_text, d.suggestion, d.suggestions));
  return out;
}
std::vector<notation::Diagnostic> diagnostics_from(const py::handle& h) {
  std::vector<notation::Diagnostic> out;
  for (const auto& item : h.cast<py::list>()) {
    const auto t = item.cast<py::tuple>();
    notation::Diagnostic d;
    d.severity = t[0].cast<bool>() ? notation::Severity::error : notation::Severity::warning;
    d.pos = pos_from(t[1]);
    d.code = t[2].cast<std::string>();
    d.message = t[3].cast<std::string>();
    d.ply = t[4].cast<int>();
    d.side = t[5].cast<std::string>();
    d.move_text = t[6].cast<std::string>();
    d.suggestion = t[7].cast<std::string>();
    if (t.size() > 8) d.suggestions = t[8].cast<std::vector<std::string>>();  // (a state pickled before they were kept has none)
    out.push_back(std::move(d));
  }
  return out;
}

/// The version of a pickled game's state (the first item): a change of the layout below
/// gives it a new number, and an old state is refused with a clear error.
constexpr int kGameStateVersion = 1;

py::tuple game_state(const GameData& g) {
  const notation::GameRecord& r = g.record;
  py::list tags;
  for (const auto& t : r.tags) tags.append(py::make_tuple(t.name, t.value, pos_state(t.pos)));
  py::list lookalikes;
  for (const auto& l : r.lookalikes) lookalikes.append(py::make_tuple(pos_state(l.pos), l.length, l.meant));
  const notation::PdnBoard& b = r.pdn_board;
  const py::tuple record = py::make_tuple(
      pos_state(r.start), tags, line_state(r.main), r.result, pos_state(r.result_pos), diagnostics_state(r.diagnostics),
      diagnostics_state(r.notes), lookalikes, r.pdn,
      py::make_tuple(b.white_starts, b.number_corner, b.letter_corner, b.mirrored), r.cotulenh);
  return py::make_tuple(kGameStateVersion, record, g.source, g.index, g.has_replay);
}

GamePtr game_from_state(const py::tuple& state) {
  if (state.size() != 5 || !py::isinstance<py::int_>(state[0]) || state[0].cast<int>() != kGameStateVersion)
    throw py::value_error("not the state of a cinc.Game pickled by this version of cinc");
  try {
    const auto t = state[1].cast<py::tuple>();
    notation::GameRecord r;
    r.start = pos_from(t[0]);
    for (const auto& item : t[1].cast<py::list>()) {
      const auto tag = item.cast<py::tuple>();
      r.tags.push_back(notation::Tag{tag[0].cast<std::string>(), tag[1].cast<std::string>(), pos_from(tag[2])});
    }
    r.main = line_from(t[2]);
    r.result = t[3].cast<std::string>();
    r.result_pos = pos_from(t[4]);
    r.diagnostics = diagnostics_from(t[5]);
    r.notes = diagnostics_from(t[6]);
    for (const auto& item : t[7].cast<py::list>()) {
      const auto l = item.cast<py::tuple>();
      r.lookalikes.push_back(notation::LookAlikeRead{pos_from(l[0]), l[1].cast<std::uint8_t>(), l[2].cast<std::string>()});
    }
    r.pdn = t[8].cast<bool>();
    const auto b = t[9].cast<py::tuple>();
    r.pdn_board = notation::PdnBoard{b[0].cast<bool>(), b[1].cast<int>(), b[2].cast<int>(), b[3].cast<bool>()};
    r.cotulenh = t[10].cast<bool>();
    return make_game(std::move(r), state[2].cast<std::string>(), state[3].cast<int>(), state[4].cast<bool>());
  } catch (const py::cast_error& e) {
    throw py::value_error(std::string("not the state of a pickled cinc.Game: ") + e.what());
  } catch (const py::error_already_set& e) {
    if (!e.matches(PyExc_IndexError) && !e.matches(PyExc_TypeError)) throw;
    throw py::value_error(std::string("not the state of a pickled cinc.Game: ") + e.what());
  }
}

// ---- tags changed from Python (game.headers) -------------------------------------------

// Sets a tag (the first of its name; later ones of the name removed), as a record would
// hold it: a name of letters, digits and '_' that starts with a letter, a value of one
// line. The Result tag sets the result at the end of the movetext too.
void set_tag(GameData& g, const std::string& name, const std::string& value) {
  const bool name_ok = !name.empty() && name.size() <= notation::limits::kMaxTagName &&
                       std::isalpha(static_cast<unsigned char>(name[0])) &&
                       std::all_of(name.begin(), name.end(), [](char c) {
                         return std::isalnum(static_cast<unsigned char>(c)) || c == '_';
                       });
  if (!name_ok)
    throw py::value_error("a tag name is a letter, then letters, digits or '_' (at most " +
                          std::to_string(notation::limits::kMaxTagName) + " bytes), not '" + name + "'");
  if (value.size() > notation::limits::kMaxTagValue)
    throw py::value_error("a tag value is at most " + std::to_string(notation::limits::kMaxTagValue) + " bytes");
  if (std::any_of(value.begin(), value.end(), [](char c) { return c == '\n' || c == '\r'; }))
    throw py::value_error("a tag value is one line: it holds no line break");
  if (name == "Result" && !notation::is_result_token(value))
    throw py::value_error("Result must be 1-0, 0-1, 1/2-1/2, * or a forfeit (+/-, -/+, -/-), not '" + value + "'");
  auto& tags = g.record.tags;
  const auto first = std::find_if(tags.begin(), tags.end(), [&](const notation::Tag& t) { return t.name == name; });
  if (first == tags.end()) {
    tags.push_back(notation::Tag{name, value, {}});
  } else {
    first->value = value;
    tags.erase(std::remove_if(first + 1, tags.end(), [&](const notation::Tag& t) { return t.name == name; }), tags.end());
  }
  if (name == "Result") g.record.result = value;
  if (g.has_replay) replay_record(g);
}

// Removes every tag of the name (the Result tag: the movetext's result too).
void remove_tag(GameData& g, const std::string& name) {
  std::erase_if(g.record.tags, [&](const notation::Tag& t) { return t.name == name; });
  if (name == "Result") g.record.result.clear();
  if (g.has_replay) replay_record(g);
}

// The game as canonical CGN; a game read without replay is replayed for it.
std::string cgn_of(const GameData& g) {
  if (g.has_replay) return game::write_canonical(g.record, g.replayed);
  const game::ReplayedGame replayed = game::replay(g.record);
  return game::write_canonical(g.record, replayed);
}

}  // namespace

void raise_os_error(int error, const std::string& path) {
  const py::object exc = py::module_::import("builtins").attr("OSError")(error, std::strerror(error), path);
  PyErr_SetObject(reinterpret_cast<PyObject*>(Py_TYPE(exc.ptr())), exc.ptr());
  throw py::error_already_set();
}

void check_readable(const std::string& path, bool folder_ok) {
  if (path == "-") return;
  struct stat st {};
  if (::stat(path.c_str(), &st) != 0) raise_os_error(errno, path);
  if (S_ISDIR(st.st_mode)) {
    if (!folder_ok) raise_os_error(EISDIR, path);
    return;
  }
  const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) raise_os_error(errno, path);
  ::close(fd);
}

void replay_record(GameData& g) {
  g.replayed = game::replay(g.record);
  g.has_replay = true;
  g.replayed_moves.clear();
  index_line(g, g.replayed.main);
}

GamePtr make_game(notation::GameRecord&& record, std::string source, int index, bool replay) {
  auto g = std::make_shared<GameData>();
  g->record = std::move(record);
  g->source = std::move(source);
  g->index = index;
  if (replay) replay_record(*g);
  return g;
}

py::object json_to_python(const std::string& json_text) {
  static auto* loads = new py::object(py::module_::import("json").attr("loads"));
  return (*loads)(json_text);
}

namespace {

// Errors: cinc.CincError (a ValueError) with code, line, column and diagnostics;
// cinc.IllegalMoveError for a move the position refuses, the families below CincError, and the
// translator that raises them. Files that cannot be read: OSError.
void register_errors(py::module_& m) {
  error_class() = py::exception<CincError>(m, "CincError", PyExc_ValueError);
  illegal_move_class() = py::exception<void>(m, "IllegalMoveError", error_class().ptr());
  illegal_move_class().attr("__doc__") = "A move a position refuses, or a record's illegal move (codes move.*, card.*).";
  for (ErrorFamily& f : error_families()) {
    f.cls = new py::object(py::exception<void>(m, f.name, error_class().ptr()));  // lives with the interpreter
    f.cls->attr("__doc__") = f.doc;
  }
  py::register_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const CincError& e) {
      py::object cls = error_class_for(e);
      py::object exc = cls(py::str(e.what()));
      exc.attr("code") = e.code;
      exc.attr("message") = std::string(e.what());
      exc.attr("line") = e.line;
      exc.attr("column") = e.column;
      exc.attr("ply") = e.ply;
      exc.attr("move") = optional_text(e.move);
      exc.attr("file") = optional_text(e.file);
      exc.attr("game") = e.game ? py::object(py::int_(e.game)) : py::object(py::none());
      exc.attr("game_line") = e.game_line ? py::object(py::int_(e.game_line)) : py::object(py::none());
      py::list diags;
      for (const auto& d : e.diagnostics) diags.append(py::cast(FileDiagnostic{d, e.file, e.game, e.game_line}));
      exc.attr("diagnostics") = diags;
      PyErr_SetObject(cls.ptr(), exc.ptr());
    } catch (const tools::IoError& e) {
      PyErr_SetString(PyExc_OSError, e.what());
    }
  });
}

// cinc.Diagnostic: one problem of a record, with its file and game.
void bind_diagnostic(py::module_& m) {
  py::class_<FileDiagnostic>(m, "Diagnostic", "One problem of a record, syntax or meaning (docs/errors.md), with its file and game.")
      .def_property_readonly("severity", [](const FileDiagnostic& d) {
        return d.d.severity == notation::Severity::error ? "error" : "warning";
      })
      .def_property_readonly("code", [](const FileDiagnostic& d) { return d.d.code; }, "the stable code, e.g. 'move.illegal'")
      .def_property_readonly("message", [](const FileDiagnostic& d) { return d.d.message; })
      .def_property_readonly("line", [](const FileDiagnostic& d) { return d.d.pos.line; })
      .def_property_readonly("column", [](const FileDiagnostic& d) { return d.d.pos.column; })
      .def_property_readonly("ply", [](const FileDiagnostic& d) { return d.d.ply; }, "1-based ply of the move concerned, 0 when none")
      .def_property_readonly("side", [](const FileDiagnostic& d) { return optional_text(d.d.side); })
      .def_property_readonly("move", [](const FileDiagnostic& d) { return optional_text(d.d.move_text); })
      .def_readonly("file", &FileDiagnostic::file, "the file the game was read from ('<text>' for a string)")
      .def_readonly("game", &FileDiagnostic::game, "the game's number in its file, 1-based")
      .def_readonly("game_line", &FileDiagnostic::game_line, "the line where the game starts")
      .def("to_dict", &file_diagnostic_dict,
           "the diagnostic as `cinc validate --format json` gives it, with 'file', 'game' and 'game_line'")
      .def("format", [](const FileDiagnostic& d, const std::optional<std::string>& file) {
        return tools::format_diagnostic(file.value_or(d.file), d.d);
      }, py::arg("file") = py::none(), "the line `cinc validate` prints: FILE:LINE:COL: error: ... [code]")
      .def("__str__", &file_diagnostic_text, "format()'s line and the game: '... [code] (game N, line L)'")
      .def("__repr__", [](const FileDiagnostic& d) {
        return "<Diagnostic " + d.d.code + " at " + d.file + ":" + std::to_string(d.d.pos.line) + ":" +
               std::to_string(d.d.pos.column) + ">";
      });
}

// cinc.Line: a line of play (the main line or a variation) as a sequence of MoveNodes.
void bind_line(py::module_& m) {
  py::class_<LineRef>(m, "Line", "A line of play of a record: the main line or a variation.")
      .def_property_readonly("moves", &moves_of)
      .def_property_readonly("comments", [](const LineRef& l) { return comment_texts(l.line()->leading_comments); },
                             "the comments before its first move")
      .def_property_readonly("line", [](const LineRef& l) { return l.line()->open_pos.line; })
      .def_property_readonly("column", [](const LineRef& l) { return l.line()->open_pos.column; })
      .def("__len__", [](const LineRef& l) { return l.line()->moves.size(); })
      .def("__getitem__", [](const LineRef& l, std::ptrdiff_t i) {
        const auto n = static_cast<std::ptrdiff_t>(l.line()->moves.size());
        if (i < 0) i += n;
        if (i < 0 || i >= n) throw py::index_error("the line has " + std::to_string(n) + " moves");
        return MoveRef{l.game, &l.line()->moves[static_cast<std::size_t>(i)]};
      }, py::arg("index"), "its move at `index` (negative from the end)")
      .def("__eq__", [](const LineRef& a, const py::object& b) {
        return py::isinstance<LineRef>(b) && a == b.cast<const LineRef&>();
      }, "the same line of the same game")
      .def("__hash__", [](const LineRef& l) { return std::hash<const void*>{}(l.line_); })
      .def("__iter__", [](const LineRef& l) { return py::iter(py::cast(moves_of(l))); });
}

// cinc.MoveNode: a move as written, its comments and variations, and what replay made of it.
void bind_move_node(py::module_& m) {
  py::class_<MoveRef>(m, "MoveNode", "A move of a record as written, with what is attached to it and what replay made of it.")
      .def_property_readonly("text", [](const MoveRef& r) { return r.node()->text; }, "the move as written")
      .def_property_readonly("line", [](const MoveRef& r) { return r.node()->pos.line; })
      .def_property_readonly("column", [](const MoveRef& r) { return r.node()->pos.column; })
      .def_property_readonly("number", [](const MoveRef& r) { return r.node()->number; }, "the move number written before it")
      .def_property_readonly("nags", [](const MoveRef& r) { return r.node()->nags; })
      .def_property_readonly("comments", [](const MoveRef& r) { return comment_texts(r.node()->comments); })
      .def_property_readonly("variations", [](const MoveRef& r) {
        std::vector<LineRef> out;
        for (const auto& v : r.node()->variations) out.push_back(LineRef{r.game, &v});
        return out;
      }, "the alternatives to this move, in order")
      .def_property_readonly("replayed", [](const MoveRef& r) { return r.replayed() != nullptr; },
                             "whether replay played it (a line stops at its first error)")
      .def_property_readonly("ply", [](const MoveRef& r) { return r.replayed() ? r.replayed()->ply : 0; })
      .def_property_readonly("side", [](const MoveRef& r) -> py::object {
        return r.replayed() ? py::object(py::int_(r.replayed()->side)) : py::object(py::none());
      })
      .def_property_readonly("san", [](const MoveRef& r) -> py::object {
        return r.replayed() ? optional_text(r.replayed()->played.canonical) : py::object(py::none());
      }, "the canonical text of the move (None when not replayed)")
      .def_property_readonly("from_square", [](const MoveRef& r) -> py::object {
        return r.replayed() ? optional_text(r.replayed()->played.from) : py::object(py::none());
      })
      .def_property_readonly("to_square", [](const MoveRef& r) -> py::object {
        return r.replayed() ? optional_text(r.replayed()->played.to) : py::object(py::none());
      })
      .def_property_readonly("captured", [](const MoveRef& r) -> py::object {
        return r.replayed() ? optional_text(r.replayed()->played.captured) : py::object(py::none());
      }, "the letter of the piece taken, None when none")
      .def_property_readonly("fen", [](const MoveRef& r) -> py::object {
        return r.replayed() ? optional_text(r.replayed()->fen_after) : py::object(py::none());
      }, "the position after the move")
      .def_property_readonly("clock", [](const MoveRef& r) -> std::optional<double> {
        return r.replayed() ? r.replayed()->clock : std::nullopt;
      })
      .def("__eq__", [](const MoveRef& a, const py::object& b) {
        return py::isinstance<MoveRef>(b) && a == b.cast<const MoveRef&>();
      }, "the same move of the same game (a node is equal only to itself, as python-chess's nodes)")
      .def("__hash__", [](const MoveRef& r) { return std::hash<const void*>{}(r.node_); })
      .def("__repr__", [](const MoveRef& r) { return "<MoveNode " + r.node()->text + ">"; });
}

// cinc.Game: one game, made anew or read, its tags, tree, diagnostics, replay and texts.
void bind_game(py::module_& m) {
  py::class_<GameData, GamePtr>(m, "Game", "One game: its tags, move tree, diagnostics and replay.")
      .def(py::init([](const std::string& variant, const std::optional<py::dict>& tags, const std::optional<std::string>& fen) {
             std::vector<std::pair<std::string, std::string>> pairs;
             if (tags)
               for (const auto& [name, value] : *tags) pairs.emplace_back(name.cast<std::string>(), value.cast<std::string>());
             return new_game(variant, fen, pairs);
           }),
           py::kw_only(), py::arg("variant") = "commander-in-chief", py::arg("tags") = py::none(), py::arg("fen") = py::none(),
           "A new game of `variant` with no moves, from its standard start or `fen` (SetUp and FEN are set), with "
           "`tags`, its Result '*' unless given: Game.from_position of Position(variant, fen). Raises PositionError "
           "for an unknown game or a bad FEN, ValueError for a tag that is none.")
      .def("add_move", [](const GamePtr& g, const py::object& move) {
             append_move(g, move);
             return MoveRef{g, &g->record.main.moves.back()};
           }, py::arg("move"),
           "Plays `move` (a Move, or a text in any form the game reads) after the main line's last move, as "
           "python-chess's game.end().add_main_variation(move); returns its MoveNode. A Result of '*' becomes the "
           "rules' result when the move decides the game. Moves and lines taken from the game before are stale.")
      .def("to_pdn", [](const GameData& g) {
             const game::ReplayedGame replayed = g.has_replay ? game::ReplayedGame{} : game::replay(g.record);
             std::string why_not;
             auto text = tools::write_pdn(g.record, g.has_replay ? g.replayed : replayed, why_not);
             if (!text) throw py::value_error("to_pdn: " + why_not + " (PDN's GameType 21 numbers the 32 squares of "
                                              "checkers; the other games have no PDN form: write them as CGN, to_cgn())");
             return *text;
           },
           "The game as PDN text, as `cinc pdn` writes it (numeric squares, GameType 21, White for Red). Only standard "
           "checkers: ValueError for another game.")
      .def_property_readonly("tags", [](const GameData& g) {
        py::dict out;
        for (const auto& t : g.record.tags)
          if (!out.contains(t.name)) out[py::str(t.name)] = t.value;
        return out;
      }, "the tags by name (the first of a name given twice)")
      .def_property_readonly("line", [](const GameData& g) { return g.record.start.line; })
      .def_property_readonly("column", [](const GameData& g) { return g.record.start.column; })
      .def_readonly("source", &GameData::source)
      .def_readonly("index", &GameData::index, "1-based within its source")
      .def_property_readonly("result", [](const GameData& g) { return optional_text(g.record.result); })
      .def_property_readonly("mainline", [](const GamePtr& g) { return LineRef{g, &g->record.main}; })
      .def_property_readonly("moves", [](const GamePtr& g) { return moves_of(LineRef{g, &g->record.main}); })
      .def_property_readonly("diagnostics", &file_diagnostics, "its problems, each with the file and the game")
      .def_property_readonly("valid", [](const GameData& g) {
        return g.has_replay ? g.replayed.valid() : !g.record.has_syntax_error();
      })
      .def_property_readonly("replayed", [](const GameData& g) { return g.has_replay; })
      .def_property_readonly("variant", [](const GameData& g) -> py::object {
        return g.has_replay && g.replayed.variant ? py::object(py::str(g.replayed.variant->name)) : py::object(py::none());
      })
      .def_property_readonly("start_fen", [](const GameData& g) { return optional_text(g.replayed.start_fen); })
      .def_property_readonly("final_fen", [](const GameData& g) { return optional_text(g.replayed.final_fen); })
      .def_property_readonly("outcome", [](const GameData& g) -> py::object {
        if (!g.has_replay || g.replayed.end.kind == game::GameEnd::Kind::ongoing) return py::none();
        py::dict d;
        d["result"] = g.replayed.end.result_token();
        d["reason"] = g.replayed.end.reason;
        return d;
      }, "how the rules ended the main line ({'result', 'reason'}), None while it goes on")
      .def("mainline_moves", [](const GameData& g) {
        std::vector<std::string> out;
        for (const auto& mv : g.replayed.main.moves) out.push_back(mv.played.canonical);
        return out;
      }, "the replayed main line in canonical move text")
      .def("to_json", [](const GameData& g) {
        if (!g.has_replay) throw CincError("python.not-replayed", "to_json needs a replayed game (read with replay=True)");
        return json_to_python(tools::game_to_json(g.record, g.replayed).dump());
      }, "the game as `cinc json` writes it (docs/notation.md §7), as Python data")
      .def("to_cgn", &cgn_of, "the game as canonical CGN (what `cinc cgn` writes)")
      .def("__str__", &cgn_of, "the game as canonical CGN (python-chess's str(game) is its PGN)")
      .def(py::pickle(&game_state, &game_from_state))
      .def("__copy__", [](const GameData& g) { return game_from_state(game_state(g)); })
      .def("__deepcopy__", [](const GameData& g, const py::object& memo) {
        (void)memo;
        return game_from_state(game_state(g));
      }, py::arg("memo"))
      .def("__repr__", [](const GameData& g) {
        return "<Game " + g.source + ":" + std::to_string(g.index) + " line " + std::to_string(g.record.start.line) +
               ", " + std::to_string(g.record.main.moves.size()) + " moves>";
      });
}

// The readers (cinc.GameReader, read_games and the helpers of cinc/__init__.py: one game of a
// text, tags, record paths, the parts of a split file and their copies).
void bind_readers(py::module_& m) {
  py::class_<GameReader>(m, "GameReader", "Games read lazily, one at a time (the CLI's streaming reader).")
      .def("__iter__", [](GameReader& r) -> GameReader& { return r; })
      .def("__next__", [](GameReader& r) {
        GamePtr g = r.next();
        if (!g) throw py::stop_iteration();
        return g;
      })
      .def_property_readonly("bytes_read", &GameReader::bytes_read)
      .def("close", &GameReader::close)
      .def("__enter__", [](GameReader& r) -> GameReader& { return r; })
      .def("__exit__", [](GameReader& r, const py::args&) { r.close(); });

  m.def("read_games", &open_games, py::arg("source"), py::kw_only(), py::arg("replay") = true,
        py::arg("strict") = false,
        "The games of a file (a path, '-' for standard input, or a file object), read lazily: memory holds one "
        "game, whatever the size of the file. Each game is replayed unless replay=False; strict=True raises "
        "the first error as CincError.");
  py::class_<HandleReader>(m, "_HandleReader", "What read_game keeps of an open file between calls.")
      .def(py::init<>())
      .def("next", &HandleReader::next, py::arg("handle"), py::arg("replay"), py::arg("strict"));
  m.def("_set_tag", [](GameData& g, const std::string& name, const std::string& value) { set_tag(g, name, value); },
        py::arg("game"), py::arg("name"), py::arg("value"));
  m.def("_remove_tag", [](GameData& g, const std::string& name) { remove_tag(g, name); }, py::arg("game"),
        py::arg("name"));
  m.def("_read_game_text", [](const std::string& text, bool replay, bool strict) -> py::object {
    notation::GameStream stream(text_source(text));
    notation::GameRecord record;
    if (!stream.next(record)) return py::none();
    GamePtr game = make_game(std::move(record), "<text>", 1, replay);
    if (strict) raise_first_error(*game);
    return py::cast(game);
  }, py::arg("text"), py::arg("replay") = true, py::arg("strict") = false,
        "The first game of a CGN text, or None when it holds none (read_game, cinc/__init__.py).");
  m.def("_record_paths", &tools::record_paths, py::arg("paths"),
        "Each folder among the paths replaced by the .cgn and .pdn files under it, as the command line reads a folder.");
  m.def("_split", &split_file, py::arg("path"), py::arg("part_bytes"));
  m.def("_read_part", &read_part, py::arg("part"), py::arg("replay") = true);
  m.def("_check_part", &check_part, py::arg("part"));
  // The CLI's finder of games pasted twice (cinc/game/copies.h), for parts checked apart.
  py::class_<game::DuplicateFinder>(m, "_Duplicates")
      .def(py::init<>())
      .def(
          "seen",
          [](game::DuplicateFinder& finder, std::uint64_t fingerprint, const std::string& file, int index,
             std::uint32_t line) -> py::object {
            auto first = finder.seen(fingerprint, file, index, line);
            if (!first) return py::none();
            return diagnostic_dict(game::duplicate_warning(*first, notation::SourcePos{line, 1}));
          },
          py::arg("fingerprint"), py::arg("file"), py::arg("game"), py::arg("line"));
}

}  // namespace

void init_reading(py::module_& m) {
  register_errors(m);
  bind_diagnostic(m);
  bind_line(m);
  bind_move_node(m);
  bind_game(m);
  bind_readers(m);
}

}  // namespace cinc::python

PYBIND11_MODULE(_cinc, m) {
  m.doc() = "cinc: game records of Commander-In-Chief and its family (docs/python.md)";
  m.attr("__version__") = CINC_VERSION;
  cinc::python::init_reading(m);
  cinc::python::init_position(m);
  cinc::python::init_functions(m);
}
