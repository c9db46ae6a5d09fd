// The Python module `cinc` (docs/python.md): what its three translation units share.
// The module only presents: reading is libnotation's, meaning libgame's, and the shapes
// the tools give their output (JSON, diagnostics, diagrams) come from tools/.
#pragma once
#include <pybind11/pybind11.h>

#include <cstdint>
#include <memory>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#include "cinc/game/replay.h"
#include "cinc/notation/record.h"

namespace cinc::python {

namespace py = pybind11;

/// A problem raised in Python as cinc.CincError (or its subclass cinc.IllegalMoveError):
/// the diagnostic's stable code, message, line and column (0 when the text has none).
class CincError : public std::runtime_error {
 public:
  CincError(std::string code_, const std::string& message, std::uint32_t line_ = 0, std::uint32_t column_ = 0,
            bool illegal_move_ = false)
      : std::runtime_error(message), code(std::move(code_)), line(line_), column(column_), illegal_move(illegal_move_) {}
  std::string code;
  std::uint32_t line;
  std::uint32_t column;
  bool illegal_move;
  std::vector<notation::Diagnostic> diagnostics;  ///< a record's problems, when a record caused it
};

/// One game as Python sees it: the record and its replay, which points into the record,
/// so both live here together and are never moved.
struct GameData {
  notation::GameRecord record;
  game::ReplayedGame replayed;
  bool has_replay = false;
  std::string source;  ///< the file as shown ("<text>" for a string)
  int index = 0;       ///< 1-based within its source
  /// The replayed move of each of the record's moves (replay stops a line at its first error).
  std::unordered_map<const notation::MoveNode*, const game::ReplayedMove*> replayed_moves;
};
using GamePtr = std::shared_ptr<GameData>;

/// A game from a record just read: replayed (every line, as `cinc validate` and `cinc json`
/// do) unless `replay` is false.
[[nodiscard]] GamePtr make_game(notation::GameRecord&& record, std::string source, int index, bool replay = true);

/// A nlohmann JSON value as plain Python data (dict, list, str, int, float, bool, None).
[[nodiscard]] py::object json_to_python(const std::string& json_text);

/// The parts of the module, defined in reading.cpp, position.cpp and functions.cpp.
void init_reading(py::module_& m);
void init_position(py::module_& m);
void init_functions(py::module_& m);

}  // namespace cinc::python
