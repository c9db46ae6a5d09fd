// The `cinc` binary end to end: exit codes, output formats, each subcommand.
// Expected positions and counts are worked out by hand from the rules
// (docs/rules/commander-in-chief.md, cited as §n; the other games by their pages).
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include "support/run_cinc.h"

using cinc::test::lines_of;
using cinc::test::run_cinc;

namespace {

// The example game of docs/notation.md §2.1, checked by hand against the rules
// (docs/rules/commander-in-chief.md): every move is legal (Bd4xb2 jumps the
// Light Destroyer on c3; Fa2xb2 is one square Forward Right for Light).
const std::string kExample = R"([Event "Club Championship"]
[Site "Bradenton"]
[Date "2026.11.21"]
[Round "3"]
[Variant "commander-in-chief"]
[Dark "A. Smith"]
[Light "B. Jones"]
[Result "*"]

1. Hf7-d5 Ab4-c4 2. Bg7-d4 {the Bomber jumps f6 and e5} Hc2-e4 $2
3. Bd4xb2 {[%emt 0:00:41]} Fa2xb2 *
)";

const std::string kStartFen = "3ASTFC/4AHBF/5DHT/a5AS/sa5A/thd5/fbha4/cftsa3 d - 0 1";

}  // namespace

TEST_CASE("version and help") {
  auto r = run_cinc({"--version"});
  CHECK(r.exit_code == 0);
  CHECK(r.out.rfind("cinc ", 0) == 0);
  r = run_cinc({"--help"});
  CHECK(r.exit_code == 0);
  for (const char* sub : {"validate", "perft", "json", "fen"}) CHECK(r.out.find(sub) != std::string::npos);
  for (const char* sub : {"validate", "perft", "json", "fen"}) {
    r = run_cinc({sub, "--help"});
    CHECK(r.exit_code == 0);
  }
}

TEST_CASE("usage errors exit 2") {
  CHECK(run_cinc({}).exit_code == 2);
  CHECK(run_cinc({"frobnicate"}).exit_code == 2);
  CHECK(run_cinc({"validate"}).exit_code == 2);
  CHECK(run_cinc({"perft"}).exit_code == 2);
  CHECK(run_cinc({"validate", "--format", "xml", "-"}).exit_code == 2);
  const auto r = run_cinc({"validate", "/nonexistent/file.cgn"});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("cannot read /nonexistent/file.cgn") != std::string::npos);
}

TEST_CASE("validate: a valid game from standard input") {
  const auto r = run_cinc({"validate", "-"}, kExample);
  CHECK(r.exit_code == 0);
  CHECK(r.out == "1 game: 1 valid, 0 invalid\n");
}

TEST_CASE("validate: an illegal move is reported at its line and column, the next game still checked") {
  const std::string broken = "[Event \"x\"]\n[Result \"*\"]\n\n1. Hf7-d4 *\n\n";
  const auto r = run_cinc({"validate", "-"}, broken + kExample);
  CHECK(r.exit_code == 1);
  const auto lines = lines_of(r.out);
  REQUIRE(lines.size() == 3);
  // The game is named once above its problem (docs/errors.md, "Which game").
  CHECK(lines[0] == "game 1 of <stdin>, line 1: x: ? (Dark) - ? (Light), *");
  // d4 is (-2,-3) from f7: not on the Helicopter's ring.
  CHECK(lines[1].rfind("<stdin>:4:4: error: ply 1 (Dark) \"Hf7-d4\": ", 0) == 0);
  CHECK(lines[1].find("exactly two squares") != std::string::npos);
  CHECK(lines[1].find("[move.illegal]") != std::string::npos);
  CHECK(lines[2] == "2 games: 1 valid, 1 invalid");
}

TEST_CASE("validate: a broken tag line is reported and the game's moves are still checked") {
  // docs/errors.md, "Reading on after a syntax error": the Date value has no quotes (its '2'
  // is column 7 of line 3), the tag is kept as meant, and the illegal move of ply 1 is found
  // too (d4 is not on the Helicopter's ring from f7; the move is column 4 of line 6).
  const std::string unquoted = "[Event \"x\"]\n[Date 2026.01.01]\n[Result \"*\"]\n\n1. Hf7-d4 *\n";
  const std::string text = "[Variant \"commander-in-chief\"]\n" + unquoted;
  const auto r = run_cinc({"validate", "-"}, text);
  CHECK(r.exit_code == 1);
  const auto lines = lines_of(r.out);
  REQUIRE(lines.size() == 4);
  CHECK(lines[1] ==
        "<stdin>:3:7: error: expected '\"' to open the value of tag 'Date' but found '2'; did you mean "
        "[Date \"2026.01.01\"]? [syntax.bad-tag]");
  CHECK(lines[2].rfind("<stdin>:6:4: error: ply 1 (Dark) \"Hf7-d4\": ", 0) == 0);
  CHECK(lines[2].find("[move.illegal]") != std::string::npos);
  CHECK(lines[3] == "1 game: 0 valid, 1 invalid");

  // A tag line whose name cannot be read may have set anything: the moves are not checked,
  // and the warning names the line of the error, which comes before the first move.
  const auto nameless = run_cinc({"validate", "-"}, "[Event \"x\"]\n[1Date \"y\"]\n[Result \"*\"]\n\n1. Hf7-d4 *\n");
  CHECK(nameless.exit_code == 1);
  const auto nameless_lines = lines_of(nameless.out);
  REQUIRE(nameless_lines.size() == 4);
  CHECK(nameless_lines[1].rfind("<stdin>:2:2: error: expected a tag name", 0) == 0);
  CHECK(nameless_lines[2] ==
        "<stdin>:5:4: warning: ply 1 \"Hf7-d4\": the move after the syntax error on line 2 is not checked: the text "
        "there could not be read as written, so the position it is played from is unknown [move.unchecked]");
}

TEST_CASE("validate: a file with no game is an error") {
  const auto r = run_cinc({"validate", "-"}, "\n\n% only an escape line\n");
  CHECK(r.exit_code == 1);
  CHECK(r.out.find("<stdin>:1:1: error: no games found") != std::string::npos);
}

TEST_CASE("validate --format json") {
  const std::string broken = "[Result \"*\"]\n1. Sh5-h4 *\n";  // h4 holds Dark's own Amphibian
  const auto r = run_cinc({"validate", "--format", "json", "-"}, kExample + "\n" + broken);
  CHECK(r.exit_code == 1);
  const auto j = nlohmann::json::parse(r.out);
  CHECK(j["summary"]["games"] == 2);
  CHECK(j["summary"]["valid"] == 1);
  CHECK(j["summary"]["invalid"] == 1);
  const auto& d = j["games"][1]["diagnostics"][0];
  CHECK(d["severity"] == "error");
  CHECK(d["ply"] == 1);
  CHECK(d["side"] == "Dark");
  CHECK(d["move"] == "Sh5-h4");
  CHECK(d["line"] == 14);
  CHECK(d["column"] == 4);
}

TEST_CASE("perft") {
  auto r = run_cinc({"perft", "--depth", "2"});
  CHECK(r.exit_code == 0);
  CHECK(lines_of(r.out).back() == "840");
  r = run_cinc({"perft", "--depth", "1", "--divide"});
  auto lines = lines_of(r.out);
  REQUIRE(lines.size() == 30);
  CHECK(lines.back() == "29");
  // The Bomber's two moves (§9), in canonical form with their counts of 1.
  CHECK(std::count(lines.begin(), lines.end(), "Bg7-e5 1") == 1);
  CHECK(std::count(lines.begin(), lines.end(), "Bg7-d4 1") == 1);
  // Light to move in the start position: the mirror, so 29 again.
  r = run_cinc({"perft", "--depth", "1", "--fen", "3ASTFC/4AHBF/5DHT/a5AS/sa5A/thd5/fbha4/cftsa3 l - 0 1"});
  CHECK(lines_of(r.out).back() == "29");
  r = run_cinc({"perft", "--depth", "1", "--fen", "8/8/8/8/8/8/8/8 d - 0 1"});
  CHECK(r.exit_code == 1);
  CHECK(r.err.find("invalid FEN") != std::string::npos);
}

TEST_CASE("fen after a ply") {
  auto r = run_cinc({"fen", "-", "--ply", "0"}, kExample);
  CHECK(r.exit_code == 0);
  CHECK(r.out == kStartFen + "\n");
  // After Hf7-d5 Ab4-c4, worked out by hand: Dark to move, 2 quiet plies, move 2.
  r = run_cinc({"fen", "-", "--ply", "2"}, kExample);
  CHECK(r.out == "3ASTFC/4A1BF/5DHT/a2H2AS/s1a4A/thd5/fbha4/cftsa3 d - 2 2\n");
  r = run_cinc({"fen", "-", "--ply", "7"}, kExample);
  CHECK(r.exit_code == 1);
  CHECK(r.err.find("only 6 plies") != std::string::npos);
  r = run_cinc({"fen", "-", "--game", "2", "--ply", "0"}, kExample);
  CHECK(r.exit_code == 1);
}

TEST_CASE("fen, diagram and tree say the text that is no game, as the other commands do") {
  // docs/errors.md input.stray-comment and input.stray-result: a comment before the first
  // game's tags (1:1) and a result alone between the games (6:1) are not counted, so
  // --game 2 is the game of line 7. Each note goes to standard error once, in file order;
  // the output is the game's alone.
  const std::string text = "{A note}\n[Event \"x\"]\n[Result \"*\"]\n\n1. Hf7-d5 *\n1-0\n"
                           "[Event \"y\"]\n[Result \"*\"]\n\n1. Hf7-d5 Ab4-c4 *\n";
  const auto r = run_cinc({"fen", "-", "--game", "2", "--ply", "2"}, text);
  CHECK(r.exit_code == 0);
  CHECK(r.out == "3ASTFC/4A1BF/5DHT/a2H2AS/s1a4A/thd5/fbha4/cftsa3 d - 2 2\n");
  const auto notes = lines_of(r.err);
  REQUIRE(notes.size() == 2);
  CHECK(notes[0].rfind("<stdin>:1:1: warning: comment outside any game", 0) == 0);
  CHECK(notes[0].ends_with("[input.stray-comment]"));
  CHECK(notes[1].rfind("<stdin>:6:1: warning: result 1-0 stands alone", 0) == 0);
  // Game 1 has only the note before it.
  const auto first = run_cinc({"fen", "-", "--ply", "0"}, text);
  CHECK(lines_of(first.err).size() == 1);
  for (const std::vector<std::string>& args : {std::vector<std::string>{"diagram", "-", "--game", "2", "-o", "-"},
                                              std::vector<std::string>{"tree", "-", "--game", "2"}}) {
    CAPTURE(args[0]);
    const auto other = run_cinc(args, text);
    CHECK(other.exit_code == 0);
    CHECK(lines_of(other.err).size() == 2);
    CHECK(other.err.find("[input.stray-result]") != std::string::npos);
  }
}

TEST_CASE("a folder given to a command that reads several files stands for its records") {
  // README.md, the commands: a folder is replaced by the .cgn and .pdn files under it (any
  // case, subfolders too), in path order; hidden files and folders, and other files, are
  // left out. Each record here has one illegal move at ply 3, so each is named in turn.
  const cinc::test::TempDir scratch;
  const std::string& dir = scratch.path();
  const std::string bad = "[Event \"x\"]\n[Result \"*\"]\n\n1. Hf7-d5 Ab4-c4 2. Hd5-b3 *\n";
  std::filesystem::create_directories(dir + "/round/sub");
  std::filesystem::create_directories(dir + "/round/.trash");
  cinc::test::write_file(dir + "/round/b.cgn", bad);
  cinc::test::write_file(dir + "/round/A.CGN", bad);
  cinc::test::write_file(dir + "/round/sub/c.cgn", bad);
  cinc::test::write_file(dir + "/round/.trash/d.cgn", bad);
  cinc::test::write_file(dir + "/round/.e.cgn", bad);
  cinc::test::write_file(dir + "/round/notes.txt", "not a record");
  const auto r = run_cinc({"validate", dir + "/round", dir + "/round/b.cgn"});
  CHECK(r.exit_code == 1);
  std::vector<std::string> named;
  for (const std::string& line : lines_of(r.out))
    if (line.rfind("game 1 of ", 0) == 0) named.push_back(line.substr(10, line.find(',') - 10));
  const std::vector<std::string> expected = {dir + "/round/A.CGN", dir + "/round/b.cgn", dir + "/round/sub/c.cgn",
                                             dir + "/round/b.cgn"};
  CHECK(named == expected);
  CHECK(lines_of(r.out).back() == "4 games: 0 valid, 4 invalid");
  // A folder with no record is an input that cannot be read; a command that reads one file
  // says to give one of a folder's files.
  std::filesystem::create_directories(dir + "/empty");
  const auto empty = run_cinc({"score", dir + "/empty"});
  CHECK(empty.exit_code == 2);
  CHECK(empty.err.find("cannot read " + dir + "/empty: it is a folder with no .cgn or .pdn file in it") !=
        std::string::npos);
  const auto one = run_cinc({"fen", dir + "/round", "--ply", "0"});
  CHECK(one.exit_code == 2);
  CHECK(one.err.find("give one of its .cgn or .pdn files") != std::string::npos);
}

TEST_CASE("json and back to CGN") {
  const cinc::test::TempDir scratch;
  const std::string& dir = scratch.path();
  auto r = run_cinc({"json", "-", "-o", dir + "/games.json"}, kExample);
  REQUIRE(r.exit_code == 0);
  const auto j = nlohmann::json::parse(cinc::test::read_file(dir + "/games.json"));
  const auto& g = j["games"][0];
  CHECK(g["variant"] == "commander-in-chief");
  CHECK(g["start"] == kStartFen);
  CHECK(g["tags"]["Dark"] == "A. Smith");
  const auto& moves = g["moves"];
  REQUIRE(moves.size() == 6);
  CHECK(moves[3]["nags"] == nlohmann::json::array({2}));
  CHECK(moves[4]["canonical"] == "Bd4xb2+");  // the Bomber on b2 then threatens a1
  CHECK(moves[4]["capture"] == "B");        // Light's Bomber
  CHECK(moves[4]["elapsed"] == 41.0);
  CHECK(moves[4]["points"]["dark"] == 5);   // a Bomber is worth 5
  CHECK(moves[5]["points"]["light"] == 5);
  CHECK(moves[2]["comments"][0] == "the Bomber jumps f6 and e5");
  // Back to CGN: valid, and the same moves.
  r = run_cinc({"json", "--to-cgn", dir + "/games.json", "-o", dir + "/back.cgn"});
  REQUIRE(r.exit_code == 0);
  r = run_cinc({"validate", dir + "/back.cgn"});
  CHECK(r.exit_code == 0);
  r = run_cinc({"fen", dir + "/back.cgn", "--ply", "6"});
  const auto expected = run_cinc({"fen", "-", "--ply", "6"}, kExample);
  CHECK(r.out == expected.out);
  // NDJSON: one line per game.
  r = run_cinc({"json", "--ndjson", "-"}, kExample + "\n" + kExample);
  CHECK(lines_of(r.out).size() == 2);
}

TEST_CASE("output is written whole or not at all") {
  auto r = run_cinc({"json", "-", "-o", "/nonexistent-dir/out.json"}, kExample);
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("cannot write") != std::string::npos);

  namespace fs = std::filesystem;
  const cinc::test::TempDir scratch;
  const std::string& dir = scratch.path();
  const std::string game = dir + "/game.cgn";
  cinc::test::write_file(game, kExample);
  // Nothing but the target itself (and the input) may be left in the folder: no temporary file.
  const auto only_expected_files = [&](const std::string& target) {
    for (const auto& entry : fs::directory_iterator(dir)) {
      const std::string name = entry.path().filename().string();
      CHECK_MESSAGE((name == "game.cgn" || entry.path().string() == target), ("left behind: " + name));
    }
  };
  // Every command with -o, each stopped by an input error: the old target stays as it was.
  const std::vector<std::vector<std::string>> commands = {
      {"json"}, {"cgn"}, {"pdn"}, {"score"}, {"draws"}, {"standings"}, {"annotate"},
      {"diagram", "--ply", "2"}, {"tree"}};
  for (const auto& command : commands) {
    const std::string target = dir + "/out.svg";
    const std::string before = "an earlier result, which must survive\n";
    cinc::test::write_file(target, before);
    std::vector<std::string> args = command;
    args.insert(args.end(), {dir + "/missing.cgn", "-o", target});
    r = run_cinc(args);
    CHECK_MESSAGE(r.exit_code == 2, (command[0] + ": exit " + std::to_string(r.exit_code)));
    CHECK_MESSAGE(cinc::test::read_file(target) == before, (command[0] + " touched the target"));
    only_expected_files(target);
  }
  fs::remove(dir + "/out.svg");
  // A target that cannot be replaced (a non-empty folder): exit 2, the temporary file removed.
  fs::create_directory(dir + "/taken");
  cinc::test::write_file(dir + "/taken/inside", "x");
  r = run_cinc({"json", game, "-o", dir + "/taken"});
  CHECK(r.exit_code == 2);
  CHECK(r.err.find("cannot write") != std::string::npos);
  CHECK(cinc::test::read_file(dir + "/taken/inside") == "x");
  fs::remove_all(dir + "/taken");
  only_expected_files("");
  // Success replaces the whole of a longer earlier file.
  const std::string target = dir + "/out.json";
  cinc::test::write_file(target, std::string(100000, 'z'));
  r = run_cinc({"json", game, "-o", target});
  CHECK(r.exit_code == 0);
  const std::string written = cinc::test::read_file(target);
  CHECK(written.find('z') == std::string::npos);
  CHECK(nlohmann::json::parse(written)["games"].size() == 1);
  only_expected_files(target);
}

TEST_CASE("-o to a pipe writes into it; -o to a symbolic link keeps the link") {
  namespace fs = std::filesystem;
  const cinc::test::TempDir scratch;
  const std::string& dir = scratch.path();
  // A FIFO (like /dev/null, not a regular file) must be written, not replaced by a file.
  const std::string fifo = dir + "/pipe";
  REQUIRE(::mkfifo(fifo.c_str(), 0600) == 0);
  const int reader = ::open(fifo.c_str(), O_RDONLY | O_NONBLOCK);  // a reader, so the writer may open
  REQUIRE(reader >= 0);
  auto r = run_cinc({"cgn", "-", "-o", fifo}, kExample);  // a few hundred bytes: the pipe holds them
  CHECK(r.exit_code == 0);
  char buffer[4096];
  const ssize_t n = ::read(reader, buffer, sizeof buffer);
  ::close(reader);
  REQUIRE(n > 0);
  CHECK(std::string(buffer, static_cast<std::size_t>(n)).find("1. Hf7-d5 Ab4-c4") != std::string::npos);
  CHECK(fs::is_fifo(fifo));
  // A symbolic link: the file it points to gets the output, the link stays a link.
  cinc::test::write_file(dir + "/real.cgn", "old");
  fs::create_symlink(dir + "/real.cgn", dir + "/link.cgn");
  r = run_cinc({"cgn", "-", "-o", dir + "/link.cgn"}, kExample);
  CHECK(r.exit_code == 0);
  CHECK(fs::is_symlink(dir + "/link.cgn"));
  CHECK(cinc::test::read_file(dir + "/real.cgn").find("1. Hf7-d5 Ab4-c4") != std::string::npos);
}

TEST_CASE("hostile input gives a diagnostic and exit 1, never a crash") {
  const std::string head = "[Event \"x\"]\n[Result \"*\"]\n\n1. Hf7-d5 ";
  SUBCASE("100,000 nested variations") {
    std::string nested;
    for (int i = 0; i < 100000; ++i) nested += "(Ab4-c4 ";
    const auto r = run_cinc({"validate", "-"}, head + nested + " *\n");
    CHECK(r.exit_code == 1);
    CHECK(r.out.find("[limit.variation-depth]") != std::string::npos);
  }
  SUBCASE("unterminated comment") {
    const auto r = run_cinc({"validate", "-"}, head + "{ never closed\n");
    CHECK(r.exit_code == 1);
    CHECK(r.out.find("<stdin>:4:11: error:") != std::string::npos);
    CHECK(r.out.find("[syntax.unterminated-comment]") != std::string::npos);
  }
  SUBCASE("NUL byte") {
    const auto r = run_cinc({"validate", "-"}, head + std::string("Ab4-c4 \0 *\n", 11));
    CHECK(r.exit_code == 1);
    CHECK(r.out.find("[syntax.nul-byte]") != std::string::npos);
  }
  SUBCASE("invalid UTF-8") {
    // Read as UTF-8 only: the default reads 0xE9 as Windows-1252 (docs/notation.md §1.1).
    const auto r = run_cinc({"validate", "--encoding", "utf-8", "-"}, head + "{caf\xe9} *\n");
    CHECK(r.exit_code == 1);
    CHECK(r.out.find("<stdin>:4:15: error:") != std::string::npos);
    CHECK(r.out.find("[syntax.invalid-utf8]") != std::string::npos);
  }
}

TEST_CASE("cgn rewrites short forms canonically; an ambiguous short move is an error") {
  // Hand-resolved: Hd5 can only be the f7 Helicopter (g6 is three files away), Ac4 only
  // the b4 Amphibian (Forward Right), He4 only the c2 Helicopter.
  const std::string game = "[Result \"*\"]\n\n1. Hd5 Ac4 2. Bd4 He4 3. Bxb2 Faxb2 *\n";
  auto r = run_cinc({"cgn", "-"}, game);
  CHECK(r.exit_code == 0);
  CHECK(r.out.find("1. Hf7-d5 Ab4-c4 2. Bg7-d4 Hc2-e4 3. Bd4xb2+ Fa2xb2 *") != std::string::npos);
  // Both Light Fighters (a2 Forward Right, b1 Forward Left) can take on b2.
  const std::string ambiguous = "[Result \"*\"]\n\n1. Hd5 Ac4 2. Bd4 He4 3. Bxb2 Fxb2 *\n";
  r = run_cinc({"validate", "-"}, ambiguous);
  CHECK(r.exit_code == 1);
  CHECK(r.out.find("<stdin>:3:31: error: ply 6 (Light) \"Fxb2\": ambiguous: the Fighters on a2 and b1 can both "
                   "reach b2; write Faxb2 or Fbxb2 [move.ambiguous]") != std::string::npos);
}

TEST_CASE("cgn numbers each game from its own start, whatever the game before started from") {
  // PDN checkers games (docs/rules/checkers.md §10): the FEN's "W" puts White, the second
  // player (Red), to move, so those games start "1..."; the standard start's first move is
  // Black's, "1.". One thread writes them in turn (the numbering of a start is kept for the
  // next game that starts alike).
  const std::string from_fen = "[GameType \"21\"]\n[SetUp \"1\"]\n[FEN \"W:W22:B12,K15\"]\n[Result \"*\"]\n\n";
  const std::string standard = "[GameType \"21\"]\n[Result \"*\"]\n\n";
  const auto r = run_cinc({"cgn", "--jobs", "1", "-"}, from_fen + "1... 22-18 *\n\n" + standard +
                                                         "1. 11-15 22-18 *\n\n" + from_fen + "1... 22-17 *\n");
  CHECK(r.exit_code == 0);
  const std::size_t first = r.out.find("\n1... c3-d4 *\n");
  const std::size_t second = r.out.find("\n1. f6-e5 c3-d4 *\n");
  const std::size_t third = r.out.find("\n1... c3-b4 *\n");
  CHECK(first != std::string::npos);
  CHECK(second != std::string::npos);
  CHECK(third != std::string::npos);
  CHECK(first < second);
  CHECK(second < third);
}

TEST_CASE("draws: JSON claims and text") {
  // Both Helicopters go out and back twice: the start stands again at plies 4 and 8.
  const std::string game = "[Result \"1/2-1/2\"]\n[Termination \"repetition\"]\n\n"
                           "1. Hf7-d5 Hc2-e4 2. Hd5-f7 He4-c2 3. Hf7-d5 Hc2-e4 4. Hd5-f7 He4-c2 1/2-1/2\n";
  auto r = run_cinc({"draws", "--format", "json", "-"}, game);
  REQUIRE(r.exit_code == 0);
  const auto j = nlohmann::json::parse(r.out);
  const auto& g = j["games"][0];
  CHECK(g["no_progress_limit"] == 100);
  CHECK(g["termination"] == "repetition");
  REQUIRE(g["claims"].size() >= 1);
  CHECK(g["claims"][0]["kind"] == "repetition");
  CHECK(g["claims"][0]["ply"] == 8);
  CHECK(g["claims"][0]["occurrences"] == nlohmann::json::array({0, 4, 8}));
  CHECK(g["warnings"].empty());
  // With a 4-ply no-progress limit the shuffle is also claimable after ply 4.
  r = run_cinc({"draws", "--no-progress-limit", "4", "-"}, game);
  CHECK(r.out.find("  no-progress     after ply 4: 4 plies without a capture") != std::string::npos);
  CHECK(run_cinc({"draws", "--no-progress-limit", "0", "-"}, game).exit_code == 2);
}
