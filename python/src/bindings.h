// The Python module `cinc` (docs/python.md): what its three translation units share.
// The module only presents: reading is libnotation's, meaning libgame's, and the shapes
// the tools give their output (JSON, diagnostics, diagrams) come from tools/.
#pragma once
#include <pybind11/pybind11.h>

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "cinc/game/replay.h"
#include "cinc/notation/record.h"

namespace cinc::python {

namespace py = pybind11;

/// A problem raised in Python as cinc.CincError or the subclass its code's family picks
/// (python/src/reading.cpp, error_class_for: IllegalMoveError for move.*, NotationError for
/// syntax.*, ...): the diagnostic's stable code, message, line and column (0 when the text
/// has none), and for a move its ply (0 when none) and text.
class CincError : public std::runtime_error {
 public:
  CincError(std::string code_, const std::string& message, std::uint32_t line_ = 0, std::uint32_t column_ = 0,
            bool illegal_move_ = false)
      : std::runtime_error(message), code(std::move(code_)), line(line_), column(column_), illegal_move(illegal_move_) {}
  std::string code;
  std::uint32_t line;
  std::uint32_t column;
  bool illegal_move;
  int ply = 0;             ///< the move's 1-based ply in its game or from its position, 0 when none
  std::string move;        ///< the move's text, empty when none
  std::string file;        ///< the file of the game, empty when none
  int game = 0;            ///< the game's number in its file, 0 when none
  std::uint32_t game_line = 0;  ///< the line where the game starts, 0 when none
  std::vector<notation::Diagnostic> diagnostics;  ///< a record's problems, when a record caused it
};

/// A diagnostic as Python sees it (cinc.Diagnostic): the record's diagnostic with the file
/// it was read from, the game's number in it and the line where the game starts.
struct FileDiagnostic {
  notation::Diagnostic d;
  std::string file;             ///< "<text>" for a string
  int game = 0;                 ///< 1-based within the file
  std::uint32_t game_line = 0;  ///< the game's first line
};

/// One game as Python sees it: the record and its replay, which points into the record,
/// so both live here together and are never moved.
struct GameData {
  notation::GameRecord record;
  game::ReplayedGame replayed;
  bool has_replay = false;
  std::string source;  ///< the file as shown ("<text>" for a string)
  /// Counts the changes of the record's moves (add_move): a node or line taken before one
  /// may point at moved memory, so it refuses to be read (MoveRef, LineRef in reading.cpp).
  std::uint64_t generation = 0;
  int index = 0;       ///< 1-based within its source
  /// The replayed move of each of the record's moves (replay stops a line at its first error).
  std::unordered_map<const notation::MoveNode*, const game::ReplayedMove*> replayed_moves;
};
using GamePtr = std::shared_ptr<GameData>;

/// A game from a record just read: replayed (every line, as `cinc validate` and `cinc json`
/// do) unless `replay` is false.
[[nodiscard]] GamePtr make_game(notation::GameRecord&& record, std::string source, int index, bool replay = true);

/// Replays a game's record (again, after a change to its tags): its replay and the index of
/// its replayed moves are made anew.
void replay_record(GameData& game);

/// A new game (cinc.Game(...)): of `variant` from its standard start or `fen`, no moves,
/// the tags given (position.cpp, as Game.from_position makes it).
[[nodiscard]] GamePtr new_game(const std::string& variant, const std::optional<std::string>& fen,
                               const std::vector<std::pair<std::string, std::string>>& tags);

/// Plays `move` (a cinc.Move or a text in any form the game reads) after the last move of
/// the game's main line and appends it to the record (its canonical text); a Result of "*"
/// becomes the rules' result when the move decides the game. The game is replayed. Raises
/// IllegalMoveError for a move the position refuses, CincError (python.not-replayed) when the
/// main line does not replay to its end.
void append_move(const GamePtr& game, const py::object& move);

/// Raises the OSError of `error` (an errno) for `path`, as open() raises it: Python picks
/// the subclass (FileNotFoundError, PermissionError, IsADirectoryError...) and fills
/// errno, strerror and filename.
[[noreturn]] void raise_os_error(int error, const std::string& path);

/// Raises raise_os_error's OSError unless `path` is a file that can be opened for reading
/// ("-", standard input, is not looked at); a folder is refused (IsADirectoryError) unless
/// `folder_ok`.
void check_readable(const std::string& path, bool folder_ok);

/// Thrown by work run by run_interruptibly when it sees `stop` set.
struct Stopped {};

/// Runs `work` on a thread of its own while the calling thread, the GIL released, looks
/// for a signal every 50 ms (PyErr_CheckSignals: Ctrl-C). On one, `stop` is set and `work`
/// is waited for (it returns, or throws Stopped, at its next look at `stop`); then the
/// signal's exception (KeyboardInterrupt) is raised. What `work` throws is thrown here.
/// `work` must not touch Python.
void run_interruptibly(const std::function<void(const std::atomic<bool>& stop)>& work);

/// The deepest perft the module counts: `cinc perft --depth`'s limit (tools/commands/perft.cpp).
inline constexpr int kMaxPerftDepth = 20;

/// `cinc perft` of a position, interruptible (run_interruptibly): the count to `depth`
/// plies, or with `divide` a dict {move: count} of each legal move. The count is made in
/// pieces that the game's perft counts at once, of a few milliseconds each (with
/// `leaf_depth` >= 0: the perfts of that depth, for the tests), so that Ctrl-C is seen
/// within a fraction of a second. Raises ValueError outside 0..kMaxPerftDepth.
[[nodiscard]] py::object perft_of(const game::GameState& state, int depth, bool divide, int leaf_depth = -1);

/// A nlohmann JSON value as plain Python data (dict, list, str, int, float, bool, None).
[[nodiscard]] py::object json_to_python(const std::string& json_text);

/// The parts of the module, defined in reading.cpp, position.cpp and functions.cpp.
void init_reading(py::module_& m);
void init_position(py::module_& m);
void init_functions(py::module_& m);

}  // namespace cinc::python
