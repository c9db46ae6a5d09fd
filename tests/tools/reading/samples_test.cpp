// The sample records under samples/: every good record validates with no diagnostic at
// all, shows what its file name promises, and every broken record under samples/invalid/
// fails with the diagnostic worked out by hand (line:column counted in the file, code from
// docs/errors.md). samples/README.md lists the same expectations for people.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <map>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "support/run_cinc.h"

using cinc::test::lines_of;
using cinc::test::run_cinc;

namespace {

namespace fs = std::filesystem;

const std::string kSamples = std::string(CINC_SOURCE_DIR) + "/samples";
const std::string kInvalid = kSamples + "/invalid";

// The .cgn files directly inside a folder, sorted by name.
std::vector<std::string> cgn_files(const std::string& dir) {
  std::vector<std::string> out;
  for (const auto& e : fs::directory_iterator(dir))
    if (e.is_regular_file() && e.path().extension() == ".cgn") out.push_back(e.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }

nlohmann::json json_of(const std::string& path) {
  const auto run = run_cinc({"json", path});
  REQUIRE_MESSAGE(run.exit_code == 0, path << "\n" << run.out << run.err);
  return nlohmann::json::parse(run.out);
}

// What each of the good samples holds: games, plies of each main line, result tokens.
struct Sample {
  const char* file;
  std::vector<int> plies;
  std::vector<std::string> results;
};

const std::vector<Sample> kGood = {
    {"annotated-amphibian-race.cgn", {34}, {"0-1"}},
    {"commander-hunt.cgn", {36}, {"0-1"}},
    {"composed-endgame.cgn", {5}, {"1-0"}},
    {"enhanced-pieces.cgn", {53}, {"1-0"}},
    {"escape-lines.cgn", {55}, {"1-0"}},
    {"event-round1.cgn", {9, 68, 70, 67, 52}, {"1-0", "0-1", "1/2-1/2", "1-0", "0-1"}},
    {"long-game-concession.cgn", {93}, {"1-0"}},
    {"miniature-helicopter-c3.cgn", {7}, {"1-0"}},
    {"short-bomber-strike.cgn", {17}, {"1-0"}},
    {"short-form-moves.cgn", {35}, {"1-0"}},
    {"short-helicopter-raid.cgn", {44}, {"0-1"}},
    {"stalemate-trap.cgn", {5}, {"1/2-1/2"}},
    {"team-game.cgn", {77}, {"1-0"}},
    {"timed-game.cgn", {59}, {"1-0"}},
};

// A broken record and the first error `cinc validate` must report for it.
struct Broken {
  const char* file;
  int line;
  int column;
  const char* code;
};

// Positions counted by hand in each file (movetext lines start at column 1; "1. " is
// three columns, so a first move starts at column 4).
const std::vector<Broken> kBroken = {
    {"ambiguous-short-move.cgn", 4, 26, "move.ambiguous"},
    {"bad-fen-impossible-position.cgn", 3, 1, "tag.bad-fen"},
    {"bad-fen.cgn", 3, 1, "tag.bad-fen"},
    {"bad-move-number.cgn", 4, 1, "syntax.bad-move-number"},
    {"bad-move-syntax.cgn", 4, 4, "move.syntax"},
    {"bad-tag-name.cgn", 2, 2, "syntax.bad-tag"},
    {"capture-mark-missing-on-attack.cgn", 6, 21, "move.capture-mark"},
    {"capture-mark-missing.cgn", 4, 11, "move.capture-mark"},
    {"capture-mark-on-empty-square.cgn", 4, 4, "move.capture-mark"},
    {"clock-outside-comment.cgn", 4, 11, "syntax.unexpected-character"},
    {"empty-variation.cgn", 4, 11, "syntax.empty-variation"},
    {"illegal-blocked-by-helicopter.cgn", 4, 4, "move.illegal"},
    {"illegal-commander-two-squares.cgn", 6, 4, "move.illegal"},
    {"illegal-helicopter-distance.cgn", 4, 4, "move.illegal"},
    {"illegal-helicopter-ring-blocked.cgn", 4, 38, "move.illegal"},
    {"illegal-jump-over-bomber.cgn", 4, 21, "move.illegal"},
    {"illegal-launch-into-land.cgn", 6, 6, "move.illegal"},
    {"illegal-launch-rule.cgn", 4, 4, "move.illegal"},
    {"illegal-not-straight.cgn", 4, 4, "move.illegal"},
    {"illegal-own-piece-on-target.cgn", 4, 4, "move.illegal"},
    {"illegal-submarine-onto-land.cgn", 4, 38, "move.illegal"},
    {"illegal-tank-off-land.cgn", 4, 55, "move.illegal"},
    {"illegal-team-turn-order.cgn", 9, 4, "move.illegal"},
    {"illegal-too-far.cgn", 4, 4, "move.illegal"},
    {"illegal-wrong-direction.cgn", 4, 21, "move.illegal"},
    {"invalid-utf8.cgn", 4, 29, "syntax.invalid-utf8"},
    {"missing-result-token.cgn", 4, 17, "syntax.missing-result"},
    {"move-after-commander-capture.cgn", 4, 65, "move.after-end"},
    {"move-after-stalemate.cgn", 6, 49, "move.after-end"},
    {"nag-before-move.cgn", 4, 1, "syntax.nag-before-move"},
    {"nag-out-of-range.cgn", 4, 11, "syntax.bad-nag"},
    {"nesting-too-deep.cgn", 4, 1111, "limit.variation-depth"},
    {"no-games.cgn", 1, 1, "input.no-games"},
    {"no-piece-on-square.cgn", 4, 4, "move.no-piece"},
    {"no-piece-short-form.cgn", 4, 4, "move.no-piece"},
    {"nul-byte.cgn", 4, 11, "syntax.nul-byte"},
    {"pass-move.cgn", 4, 11, "move.syntax"},
    {"result-contradicts-capture.cgn", 4, 65, "result.contradicts"},
    {"result-contradicts-stalemate.cgn", 6, 49, "result.contradicts"},
    {"result-in-variation.cgn", 4, 29, "syntax.result-in-variation"},
    {"result-tag-mismatch.cgn", 4, 18, "result.mismatch"},
    {"setup-without-fen.cgn", 2, 1, "tag.setup-without-fen"},
    {"unexpected-character.cgn", 4, 11, "syntax.unexpected-character"},
    {"unknown-piece-letter.cgn", 4, 4, "move.syntax"},
    {"unknown-variant.cgn", 2, 1, "tag.unknown-variant"},
    {"unmatched-close.cgn", 4, 17, "syntax.unmatched-close"},
    {"unterminated-comment.cgn", 4, 11, "syntax.unterminated-comment"},
    {"unterminated-tag-string.cgn", 1, 8, "syntax.unterminated-string"},
    {"unterminated-tag.cgn", 1, 1, "syntax.unterminated-tag"},
    {"unterminated-variation.cgn", 4, 11, "syntax.unterminated-variation"},
    {"variation-before-move.cgn", 4, 4, "syntax.variation-before-move"},
    {"wrong-piece-letter.cgn", 4, 4, "move.wrong-piece"},
    {"wrong-side.cgn", 4, 4, "move.wrong-side"},
};

// Deepest variation nesting under a JSON move array.
int variation_depth(const nlohmann::json& moves) {
  int deepest = 0;
  for (const auto& m : moves)
    for (const auto& v : m["variations"]) deepest = std::max(deepest, 1 + variation_depth(v));
  return deepest;
}

}  // namespace

TEST_CASE("every sample record validates with no error and no warning") {
  const auto files = cgn_files(kSamples);
  REQUIRE(files.size() >= 12);
  for (const auto& name : files) {
    CAPTURE(name);
    const auto run = run_cinc({"validate", kSamples + "/" + name});
    CHECK_MESSAGE(run.exit_code == 0, run.out << run.err);
    CHECK_MESSAGE(!contains(run.out, ": warning: "), run.out);
    CHECK_MESSAGE(!contains(run.out, ": error: "), run.out);
    CHECK(contains(run.out, " 0 invalid"));
    CHECK(run.err.empty());
  }
}

TEST_CASE("each sample holds the games, lengths and results it is listed with") {
  for (const auto& s : kGood) {
    const std::string file = s.file;
    CAPTURE(file);
    const std::string path = kSamples + "/" + s.file;
    REQUIRE(fs::exists(path));
    const auto j = json_of(path);
    REQUIRE(j["games"].size() == s.plies.size());
    for (std::size_t g = 0; g < s.plies.size(); ++g) {
      CAPTURE(g);
      const auto& game = j["games"][g];
      CHECK(game["variant"] == "commander-in-chief");
      CHECK(game["moves"].size() == static_cast<std::size_t>(s.plies[g]));
      CHECK(game["result"] == s.results[g]);
      CHECK(game["tags"]["Result"] == s.results[g]);
      CHECK(game["valid"] == true);
      // A decisive game without a Termination tag ends with the capture of a Commander,
      // marked '#', by the side the result names.
      if (s.results[g] != "1/2-1/2" && !game["tags"].contains("Termination")) {
        const auto& last = game["moves"].back();
        CHECK(last["capture"] == "C");
        CHECK(last["canonical"].get<std::string>().back() == '#');
        CHECK(last["side"] == (s.results[g] == "1-0" ? "Dark" : "Light"));
      }
    }
  }
}

TEST_CASE("the samples show the features their names promise") {
  SUBCASE("a long game ended by concession") {
    const auto g = json_of(kSamples + "/long-game-concession.cgn")["games"][0];
    CHECK(g["moves"].size() >= 80);
    CHECK(g["termination"] == "concession");
  }
  SUBCASE("a team game: Land-and-Sea moves first, Air second") {
    const auto g = json_of(kSamples + "/team-game.cgn")["games"][0];
    CHECK(g["tags"]["Mode"] == "team");
    for (const char* member : {"DarkAir", "DarkLandSea", "LightAir", "LightLandSea"}) CHECK(g["tags"].contains(member));
    CHECK(g["moves"][0]["piece"] == "D");  // Dark's Land-and-Sea player launches the Destroyer
    CHECK(g["moves"][2]["piece"] == "H");  // then Dark's Air player
  }
  SUBCASE("enhanced pieces: attacks written as captures, then real captures") {
    const auto g = json_of(kSamples + "/enhanced-pieces.cgn")["games"][0];
    CHECK(contains(g["start"].get<std::string>(), "+"));
    int attacks = 0;
    for (const auto& m : g["moves"])
      if (m["attack"] == true) {
        ++attacks;
        CHECK(m["capture"].is_null());
        CHECK(contains(m["text"].get<std::string>(), "x"));
      }
    CHECK(attacks >= 5);
  }
  SUBCASE("a timed game: every move has its clock and its elapsed time") {
    const auto g = json_of(kSamples + "/timed-game.cgn")["games"][0];
    CHECK(g["tags"].contains("TimeControl"));
    for (const auto& m : g["moves"]) {
      CHECK(!m["clock"].is_null());
      CHECK(!m["elapsed"].is_null());
      CHECK(m["elapsed"].get<double>() <= 60.0);
    }
  }
  SUBCASE("an annotated game: comments, NAGs, variations nested two levels") {
    const auto g = json_of(kSamples + "/annotated-amphibian-race.cgn")["games"][0];
    CHECK(variation_depth(g["moves"]) >= 2);
    int nags = 0, comments = 0;
    for (const auto& m : g["moves"]) {
      nags += static_cast<int>(m["nags"].size());
      comments += static_cast<int>(m["comments"].size());
    }
    CHECK(nags >= 8);
    CHECK(comments >= 10);
  }
  SUBCASE("short-form moves, some of them disambiguated") {
    const auto g = json_of(kSamples + "/short-form-moves.cgn")["games"][0];
    std::vector<std::string> texts;
    for (const auto& m : g["moves"]) {
      CHECK(m["text"] != m["canonical"]);
      texts.push_back(m["text"]);
    }
    for (const char* t : {"Hfh4", "Sdxd6", "Hbd4"}) CHECK(std::find(texts.begin(), texts.end(), t) != texts.end());
  }
  SUBCASE("escape lines and rest-of-line comments") {
    const std::string text = cinc::test::read_file(kSamples + "/escape-lines.cgn");
    int escapes = 0;
    for (const auto& line : lines_of(text)) escapes += !line.empty() && line[0] == '%';
    CHECK(escapes >= 3);
    CHECK(contains(text, "; "));
  }
  SUBCASE("an event file: one round, several games") {
    const auto j = json_of(kSamples + "/event-round1.cgn");
    CHECK(j["games"].size() >= 4);
    for (const auto& g : j["games"]) CHECK(g["tags"]["Round"] == "1");
  }
  SUBCASE("games from a FEN: a composed problem and a stalemate") {
    const auto study = json_of(kSamples + "/composed-endgame.cgn")["games"][0];
    CHECK(study["tags"]["SetUp"] == "1");
    CHECK(study["moves"].back()["capture"] == "C");
    const auto stale = json_of(kSamples + "/stalemate-trap.cgn")["games"][0];
    CHECK(stale["termination"] == "stalemate");
    const auto perft = run_cinc({"perft", "--depth", "1", "--fen", stale["moves"].back()["fen_after"]});
    CHECK(perft.exit_code == 0);
    CHECK(lines_of(perft.out).back() == "0");  // Light has no legal move
  }
}

TEST_CASE("every broken sample fails with its own diagnostic first") {
  std::map<std::string, const Broken*> table;
  for (const auto& b : kBroken) table[b.file] = &b;
  const auto files = cgn_files(kInvalid);
  // The table and the folder name the same files.
  for (const auto& name : files) CHECK_MESSAGE(table.count(name) == 1, "no expectation for " << name);
  for (const auto& b : kBroken) CHECK_MESSAGE(fs::exists(kInvalid + "/" + b.file), "missing " << b.file);

  for (const auto& b : kBroken) {
    const std::string file = b.file;
    CAPTURE(file);
    const std::string path = kInvalid + "/" + b.file;
    if (!fs::exists(path)) continue;
    // invalid-utf8.cgn shows the strict reading (the default reads its byte as Windows-1252).
    const auto run = b.file == std::string("invalid-utf8.cgn") ? run_cinc({"validate", "--encoding", "utf-8", path})
                                                               : run_cinc({"validate", path});
    CHECK(run.exit_code == 1);
    std::string first_error;
    for (const auto& line : lines_of(run.out))
      if (contains(line, ": error: ")) {
        first_error = line;
        break;
      }
    const std::string where = path + ":" + std::to_string(b.line) + ":" + std::to_string(b.column) + ": error: ";
    const std::string code = std::string("[") + b.code + "]";
    CHECK_MESSAGE(first_error.rfind(where, 0) == 0, "expected " << where << "\ngot " << first_error);
    CHECK_MESSAGE(first_error.size() >= code.size(), first_error);
    CHECK_MESSAGE(first_error.compare(first_error.size() - std::min(first_error.size(), code.size()), code.size(),
                                      code) == 0,
                  "expected " << code << "\ngot " << first_error);
  }
}
