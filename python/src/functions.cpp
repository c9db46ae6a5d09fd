// The tools' meaning as functions returning plain Python data (docs/python.md,
// "Functions"): validate (the CLI's checking loop), score and standings (the CLI's own
// code), draws (libgame's report), perft and analyse (libgame's engine), JSON both ways
// (libtools/writing/game_json).
#include <pybind11/stl.h>

#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>
#include <variant>

#include "bindings.h"
#include "cinc/game/analysis.h"
#include "cinc/game/check.h"
#include "cinc/game/copies.h"
#include "cinc/game/draws.h"
#include "cinc/game/score.h"
#include "cinc/game/standings.h"
#include "events/event_table.h"
#include "events/score_report.h"
#include "reading/game_files.h"
#include "writing/diagnostics_format.h"
#include "writing/json_read.h"

namespace cinc::python {

namespace {

py::object opt_str(const std::optional<std::string>& s) { return s ? py::object(py::str(*s)) : py::object(py::none()); }

const GameData& replayed(const GamePtr& g) {
  if (!g->has_replay) throw CincError("python.not-replayed", "this needs a replayed game (read with replay=True)");
  return *g;
}

// `cinc validate --format json` as Python data: {"games": [...], "summary": {games, valid,
// invalid}}, through the CLI's own loop and its own JSON (libtools/writing/diagnostics_format.h): each
// game named, a game pasted twice warned of, a file's own notes, a file without games.
// `items` are paths (str: files, folders, '-') and games (Game) in any order: a run of
// paths is checked by the CLI's loop, a game by check_record (what the loop does with a game
// whose quick replay finds something to say), one finder of copies across them all.
py::dict validate(const std::vector<std::variant<std::string, GamePtr>>& items, unsigned jobs) {
  for (const auto& item : items)
    if (const auto* file = std::get_if<std::string>(&item)) check_readable(*file, true);
  nlohmann::ordered_json list = nlohmann::ordered_json::array();
  std::size_t games = 0, valid = 0;
  run_interruptibly([&](const std::atomic<bool>& stop) {
    game::DuplicateFinder duplicates;
    const auto emit = [&](const tools::CheckedGame& g) {
      if (stop.load(std::memory_order_relaxed)) throw Stopped{};
      ++games;
      if (g.valid) ++valid;
      std::optional<notation::Diagnostic> copy;
      if (auto first = duplicates.seen(g.fingerprint, g.file, g.index, g.line))
        copy = game::duplicate_warning(*first, notation::SourcePos{g.line, 1});
      list.push_back(tools::checked_game_json(g, copy));
    };
    for (std::size_t i = 0; i < items.size();) {
      if (const auto* gp = std::get_if<GamePtr>(&items[i])) {
        const GameData& game = **gp;
        for (const auto& d : game.record.notes) list.push_back(tools::file_note_json(game.source, d));
        const game::GameCheck check = game::check_record(game.record, {.identify_all = true});
        emit(tools::CheckedGame{game.source, game.index, check.line, check.valid, check.diagnostics,
                                check.identity ? &*check.identity : nullptr, {}, check.fingerprint});
        ++i;
        continue;
      }
      tools::CheckLoop loop;
      for (; i < items.size() && std::holds_alternative<std::string>(items[i]); ++i)
        loop.files.push_back(std::get<std::string>(items[i]));
      loop.jobs = jobs;
      loop.identify_all = true;
      loop.file_note = [&](const std::string& file, const notation::Diagnostic& d) {
        list.push_back(tools::file_note_json(file, d));
      };
      tools::for_each_checked_game(loop, emit, [&](const std::string& file, int in_file) {
        if (in_file > 0) return;
        // As `cinc validate` reports a file without a single game.
        notation::Diagnostic d;
        d.pos = {1, 1};
        d.code = "input.no-games";
        d.message = "no games found in this file";
        nlohmann::ordered_json o = tools::file_note_json(file, d);
        o["valid"] = false;
        list.push_back(std::move(o));
      });
    }
  });
  nlohmann::ordered_json out;
  out["games"] = std::move(list);
  out["summary"] = {{"games", games}, {"valid", valid}, {"invalid", games - valid}};
  return json_to_python(out.dump()).cast<py::dict>();
}

// A game's score as `cinc score --format json` gives it (libtools/events/score_report.h, the
// command's own code) under the record's TimeControl and ClockMode and the choices given.
py::dict score_game(const GamePtr& gp, std::optional<double> move_limit, const std::optional<std::string>& game_limit,
                    const std::optional<std::string>& overrun, const std::optional<std::string>& clock_mode) {
  const GameData& g = replayed(gp);
  tools::ScoreChoices choices;
  choices.move_limit = move_limit;
  if (move_limit && !(*move_limit > 0)) throw py::value_error("move_limit must be a positive number of seconds");
  if (game_limit) {
    auto parsed = game::parse_game_limit(*game_limit);
    if (!parsed) throw py::value_error("game_limit " + *game_limit + ": " + parsed.error().message);
    choices.game_limit = *parsed;
  }
  if (overrun) {
    if (*overrun != "warn" && *overrun != "loss") throw py::value_error("overrun must be 'warn' or 'loss'");
    choices.overrun = *overrun == "loss" ? game::OverrunPolicy::loss : game::OverrunPolicy::warn;
  }
  if (clock_mode) {
    choices.clocks = game::parse_clock_mode(*clock_mode);
    if (!choices.clocks) throw py::value_error("clock_mode must be 'game' or 'player'");
  }
  const game::ScoreReport report = tools::score_record(g.record, g.replayed, choices);
  return json_to_python(tools::score_json(g.source, g.index, g.record, g.replayed, report).dump()).cast<py::dict>();
}

// A game's draw points (libgame's find_draws), with the keys `cinc draws --format json` gives.
py::dict draws_game(const GamePtr& gp, std::optional<int> no_progress_limit) {
  const GameData& g = replayed(gp);
  std::vector<std::string> tc_warnings;
  const auto rules = game::rules_for(g.record, std::nullopt, std::nullopt, std::nullopt, tc_warnings);
  const game::ScoreReport score = game::score_game(g.record, g.replayed, rules);
  const int limit = no_progress_limit ? *no_progress_limit : (g.replayed.variant ? g.replayed.variant->no_progress_plies : 0);
  const game::DrawReport report = game::find_draws(g.record, g.replayed, limit, &score);
  py::dict j;
  j["file"] = g.source;
  j["game"] = g.index;
  j["plies"] = report.plies;
  j["no_progress_limit"] = limit ? py::object(py::int_(limit)) : py::object(py::none());
  j["result"] = opt_str(report.result);
  j["termination"] = opt_str(report.termination);
  py::list claims;
  for (const auto& c : report.claims) {
    py::dict d;
    d["kind"] = c.kind;
    d["ply"] = c.ply;
    if (c.kind == "repetition") d["occurrences"] = c.occurrences;
    d["detail"] = c.detail;
    claims.append(d);
  }
  j["claims"] = claims;
  j["warnings"] = report.warnings;
  return j;
}

// The tables of `cinc standings --format json` (tools' StandingsRun and table JSON, the
// same code): {"events": [...], "left_out": [...]}; what the CLI reports on stderr (a game
// without its players, a copy of an earlier game) is in the tables' warnings and left_out.
// `tie_breaks`: as `--tie-breaks` (docs/scoring.md "Tie-breaks"); None: each event's tag.
py::dict standings(const std::vector<GamePtr>& games, bool merge, const std::optional<std::string>& tie_breaks) {
  std::optional<std::vector<game::TieBreak>> order;
  if (tie_breaks) {
    std::string error;
    order = game::parse_tie_breaks(*tie_breaks, error);
    if (!order) throw CincError("usage.tie-breaks", error);
  }
  tools::StandingsRun run(merge, {}, std::move(order));
  for (const GamePtr& gp : games) {
    const GameData& g = replayed(gp);
    (void)run.add(g.source, g.index, g.record, g.replayed);
  }
  nlohmann::ordered_json doc;
  doc["events"] = nlohmann::ordered_json::array();
  for (const auto& table : run.finish()) {
    nlohmann::ordered_json t = tools::table_head_json(table);
    t["standings"] = nlohmann::ordered_json::array();
    for (const auto& row : table.standings.rows) t["standings"].push_back(tools::table_row_json(table, row));
    const nlohmann::ordered_json tail = tools::table_tail_json(table);
    for (const auto& [key, value] : tail.items()) t[key] = value;
    doc["events"].push_back(std::move(t));
  }
  doc["left_out"] = run.left_out();
  return json_to_python(doc.dump()).cast<py::dict>();
}

std::unique_ptr<game::GameState> state_of(const std::string& variant_name, const std::optional<std::string>& fen,
                                          const game::Variant*& variant) {
  variant = game::find_variant(variant_name);
  if (!variant)
    throw CincError("position.unknown-variant",
                    "no game is called '" + variant_name + "' (known: " + game::variant_names() + ")");
  auto state = variant->from_fen(fen ? *fen : variant->start_fen);
  if (!state)
    throw CincError("position.bad-fen", "invalid " + variant->name + " FEN: " + state.error().message, 0,
                    static_cast<std::uint32_t>(state.error().column));
  return std::move(*state);
}

py::object perft(int depth, const std::string& variant_name, const std::optional<std::string>& fen, bool divide) {
  const game::Variant* variant = nullptr;
  const auto state = state_of(variant_name, fen, variant);
  return perft_of(*state, depth, divide);
}

/// `cinc analyse --time`'s limit: a day.
constexpr int kMaxAnalyseMs = 86'400'000;

py::dict analyse(const std::string& variant_name, const std::optional<std::string>& fen, std::optional<int> depth,
                 std::optional<int> time_ms, std::optional<std::int64_t> nodes) {
  // The limits as `cinc analyse` checks them (tools/commands/analyse.cpp): --depth 1..kMaxDepth,
  // --time 1..a day; `nodes` (the module's own) at least 1.
  if (depth && (*depth < 1 || *depth > game::kMaxDepth))
    throw py::value_error("depth must be 1.." + std::to_string(game::kMaxDepth) + " (as cinc analyse --depth), not " +
                          std::to_string(*depth));
  if (time_ms && (*time_ms < 1 || *time_ms > kMaxAnalyseMs))
    throw py::value_error("time_ms must be 1.." + std::to_string(kMaxAnalyseMs) + " (a day, as cinc analyse --time), not " +
                          std::to_string(*time_ms));
  if (nodes && *nodes < 1) throw py::value_error("nodes must be 1 or more, not " + std::to_string(*nodes));
  if (depth && time_ms &&
      PyErr_WarnEx(PyExc_DeprecationWarning,
                   "analyse(depth=..., time_ms=...): cinc analyse refuses --depth with --time, and so will the "
                   "module; give one of them (docs/python.md, Deprecations)",
                   1) != 0)
    throw py::error_already_set();
  const game::Variant* variant = nullptr;
  const auto state = state_of(variant_name, fen, variant);
  if (!variant->make_analyser) throw CincError("analyse.no-engine", variant->name + " has no engine");
  game::SearchLimits limits;
  limits.depth = depth.value_or(0);
  limits.time_ms = time_ms.value_or(0);
  limits.nodes = static_cast<std::uint64_t>(nodes.value_or(0));
  if (limits.depth == 0 && limits.time_ms == 0 && limits.nodes == 0) limits.depth = 6;  // as `cinc analyse`
  std::vector<game::AnalysisIteration> iterations;
  game::Analysis result;
  run_interruptibly([&](const std::atomic<bool>& stop) {
    limits.stop = &stop;
    const std::unique_ptr<game::Analyser> engine = variant->make_analyser(game::kDefaultTableBits);
    result = engine->analyse(*state, limits, {}, [&](const game::AnalysisIteration& it) { iterations.push_back(it); });
  });
  py::list its;
  for (const auto& it : iterations) {
    py::dict d;
    d["depth"] = it.depth;
    d["score"] = it.score;
    d["score_text"] = game::score_text(it.score);
    d["pv"] = it.pv;
    d["nodes"] = it.nodes;
    d["seconds"] = it.seconds;
    its.append(d);
  }
  py::dict out;
  out["best"] = opt_str(result.best);
  out["score"] = result.score;
  out["score_text"] = game::score_text(result.score);
  out["pv"] = result.pv;
  out["nodes"] = result.nodes;
  out["depth"] = result.depth;
  out["seconds"] = result.seconds;
  out["iterations"] = its;
  return out;
}

// Games rebuilt from JSON text as `cinc json --to-cgn` reads it (simdjson's reader, with
// nlohmann's for what it declines: json_read.h), replayed. The messages are those of old:
// "JSON line N: ..." for the structure or a game's syntax, "game N: JSON ..." for a game's content.
std::vector<GamePtr> from_json(const std::string& text) {
  std::vector<notation::GameRecord> records;
  try {
    records = tools::game_records_in_json_text(text);
  } catch (const std::exception& e) {
    throw CincError("json.invalid", e.what());
  }
  std::vector<GamePtr> out;
  int index = 0;
  for (auto& record : records) out.push_back(make_game(std::move(record), "<json>", ++index));
  return out;
}

// A perft counted in pieces, each the perft of a position some plies above the leaves,
// which the game's perft counts at once; `stop` is looked at before each piece. The
// pieces' depth follows their times: one ply deeper after a piece of under a millisecond,
// one less after one of over 20 ms. A ply more multiplies a piece's time by its positions'
// number of moves, which changes little from one ply to the next; a depth guessed from
// the root alone would not do (Chair Force's turns go from 7 at the start to hundreds as
// hands and points grow), nor would one fixed depth (too slow a piece in one game, too
// many small ones in another).
class PerftPieces {
 public:
  // `fixed_depth` >= 0: every piece that depth (the tests' way to check the sum).
  PerftPieces(const std::atomic<bool>& stop, int fixed_depth)
      : stop_(stop), fixed_(fixed_depth >= 0), depth_(fixed_depth >= 0 ? fixed_depth : 1) {}

  // perft of `state` to `depth` plies. A position the rules have decided is one piece
  // whatever its depth: a game's perft may count moves there (Commander Chess's after an
  // end of battle), which play() refuses, so it cannot be cut further.
  std::uint64_t count(const game::GameState& state, int depth) {
    if (stop_.load(std::memory_order_relaxed)) throw Stopped{};
    if (depth <= depth_ || state.end().kind != game::GameEnd::Kind::ongoing) return piece(state, depth);
    std::uint64_t total = 0;
    for (const auto& [text, below] : state.divide(1)) {
      (void)below;
      const std::unique_ptr<game::GameState> next = state.clone();
      if (!next->play(text).played) throw std::logic_error("perft: the legal move " + text + " could not be played");
      total += count(*next, depth - 1);
    }
    return total;
  }

 private:
  std::uint64_t piece(const game::GameState& state, int depth) {
    const auto begin = std::chrono::steady_clock::now();
    const std::uint64_t n = state.perft(depth);
    const auto took = std::chrono::steady_clock::now() - begin;
    if (!fixed_ && depth == depth_) {
      if (took < std::chrono::milliseconds(1) && depth_ < kMaxPerftDepth) ++depth_;
      else if (took > std::chrono::milliseconds(20) && depth_ > 1) --depth_;
    }
    return n;
  }

  const std::atomic<bool>& stop_;
  bool fixed_;
  int depth_;
};

}  // namespace

void run_interruptibly(const std::function<void(const std::atomic<bool>& stop)>& work) {
  std::atomic<bool> stop{false};
  std::exception_ptr failure;
  std::mutex mutex;
  std::condition_variable finished;
  bool done = false;
  std::thread worker([&] {
    try {
      work(stop);
    } catch (const Stopped&) {
    } catch (...) {
      failure = std::current_exception();
    }
    {
      const std::lock_guard lock(mutex);
      done = true;
    }
    finished.notify_all();
  });
  bool interrupted = false;
  for (bool over = false; !over;) {
    {
      py::gil_scoped_release unlocked;
      std::unique_lock lock(mutex);
      over = finished.wait_for(lock, std::chrono::milliseconds(50), [&] { return done; });
    }
    if (!over && !interrupted && PyErr_CheckSignals() != 0) {
      interrupted = true;  // the signal's exception is set; wait for the work to see `stop`
      stop = true;
    }
  }
  worker.join();
  if (interrupted) throw py::error_already_set();
  if (failure) std::rethrow_exception(failure);
}

py::object perft_of(const game::GameState& state, int depth, bool divide, int leaf_depth) {
  if (depth < 0 || depth > kMaxPerftDepth)
    throw py::value_error("depth must be 0.." + std::to_string(kMaxPerftDepth) + " (as cinc perft --depth), not " +
                          std::to_string(depth));
  if (divide && depth > 0) {
    std::vector<std::pair<std::string, std::uint64_t>> counts;
    run_interruptibly([&](const std::atomic<bool>& stop) {
      if (state.end().kind != game::GameEnd::Kind::ongoing) {
        counts = state.divide(depth);  // a decided position: one piece (PerftPieces::count)
        return;
      }
      PerftPieces pieces(stop, leaf_depth);
      for (const auto& [text, below] : state.divide(1)) {
        (void)below;
        const std::unique_ptr<game::GameState> next = state.clone();
        if (!next->play(text).played) throw std::logic_error("perft: the legal move " + text + " could not be played");
        counts.emplace_back(text, pieces.count(*next, depth - 1));
      }
    });
    py::dict out;
    for (const auto& [move, count] : counts) out[py::str(move)] = count;
    return out;
  }
  std::uint64_t total = 0;
  run_interruptibly([&](const std::atomic<bool>& stop) { total = PerftPieces(stop, leaf_depth).count(state, depth); });
  return py::int_(total);
}

void init_functions(py::module_& m) {
  m.def("_validate", &validate, py::arg("items"), py::arg("jobs") = 0);
  m.def("_score_game", &score_game, py::arg("game"), py::arg("move_limit") = py::none(), py::arg("game_limit") = py::none(),
        py::arg("overrun") = py::none(), py::arg("clock_mode") = py::none());
  m.def("_draws_game", &draws_game, py::arg("game"), py::arg("no_progress_limit") = py::none());
  m.def("_standings", &standings, py::arg("games"), py::arg("merge") = false, py::arg("tie_breaks") = std::nullopt);
  m.def("perft", &perft, py::arg("depth"), py::kw_only(), py::arg("variant") = "commander-in-chief",
        py::arg("fen") = py::none(), py::arg("divide") = false,
        "Move-path counts to `depth` plies (`cinc perft`); with divide=True, {move: count} per legal move.");
  m.def("analyse", &analyse, py::kw_only(), py::arg("variant") = "commander-in-chief", py::arg("fen") = py::none(),
        py::arg("depth") = py::none(), py::arg("time_ms") = py::none(), py::arg("nodes") = py::none(),
        "The engine's search of a position (`cinc analyse`): best, score, pv, nodes, depth, seconds, iterations.");
  m.def("_from_json", &from_json, py::arg("text"));
}

}  // namespace cinc::python
