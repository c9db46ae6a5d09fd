// The malformed-input corpus under tests/malformed/ (README.md there lists it): hostile
// and broken records, a few well-formed oddities that must pass (BOM, CRLF, lone CR,
// values at their limit), and resynchronisation files where a broken game sits between
// valid ones. For every file: the exit code of `cinc validate FILE`, every error line
// (FILE:LINE:COL: error: ... [code], in order; the first is the game's first diagnostic),
// the summary line "N games: V valid, I invalid", and that the run ends fast, without a
// signal.
//
// The expected line:column of each file was worked out by hand from its bytes and the
// rules of docs/errors.md and docs/notation.md (columns are 1-based bytes; a leading BOM
// is not counted; LF, CRLF and a lone CR each end one line), never copied from cinc.
// Diagnostics are sorted by position within a game, so a move before a syntax error that
// is itself wrong (replay still plays the moves before the first syntax error) comes first.
#include <doctest/doctest.h>
#include <fcntl.h>
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <map>
#include <set>
#include <string>
#include <thread>
#include <utility>
#include <vector>

#include "cinc/notation/limits.h"
#include "support/run_cinc.h"

namespace {

namespace fs = std::filesystem;

const std::string kDir = std::string(CINC_SOURCE_DIR) + "/tests/malformed";

// Files of the folder that are not records.
const std::set<std::string> kNotRecords = {"README.md", "make_corpus.py"};

struct Error {
  Error(int l, int c, const char* code_, const char* says_ = nullptr) : line(l), column(c), code(code_), says(says_) {}
  int line;
  int column;
  const char* code;
  const char* says;  // a fact the message must carry (docs/errors.md), or nullptr
};

struct Case {
  const char* file;
  int exit_code;              // 1 broken, 0 a well-formed oddity
  std::vector<Error> errors;  // every error line of the output, in order (the first ones, with `more`)
  int games;                  // the summary line: N games ...
  int valid;                  // ... V valid
  const char* warning;        // a warning code that must be printed (well-formed oddities), or nullptr
  bool more = false;          // further errors may follow those listed (random bytes), at most the cap per game
};

Case bad(const char* file, std::vector<Error> errors, int games = 1, int valid = 0) {
  return Case{file, 1, std::move(errors), games, valid, nullptr};
}
// A broken file whose first errors are listed; the rest (random bytes) are only counted: at most
// limits::kMaxSyntaxErrors + 1 (the error past the cap) per game.
Case more(const char* file, std::vector<Error> errors, int games = 1, int valid = 0) {
  Case c = bad(file, std::move(errors), games, valid);
  c.more = true;
  return c;
}
Case good(const char* file, int games = 1, const char* warning = nullptr) {
  return Case{file, 0, {}, games, games, warning};
}
// Positions counted by hand. Tag lines come first; in the movetext "1. " takes three
// columns, so a first move starts at column 4 and "1. Hf7-d5 " ends at column 10.
const std::vector<Case> kCases = {
    // --- unterminated comment: at the '{'; a tag line ends the search (docs/errors.md) ---
    bad("unterminated-comment-1.cgn", {{4, 11, "syntax.unterminated-comment"}}),
    bad("unterminated-comment-2.cgn", {{4, 18, "syntax.unterminated-comment"}}, 2, 1),
    bad("unterminated-comment-3.cgn", {{1, 1, "syntax.unterminated-comment"}}),
    // --- unterminated tag: at the '['; the tag is kept with its value and reading goes on at
    // the next line (docs/errors.md, "Reading on after a syntax error") ---
    bad("unterminated-tag-1.cgn", {{1, 1, "syntax.unterminated-tag"}}),
    bad("unterminated-tag-2.cgn", {{2, 1, "syntax.unterminated-tag"}}),  // blanks before the line end
    // No line end at all: the input ends after the tag (11 bytes), so the game has no result.
    bad("unterminated-tag-3.cgn", {{2, 1, "syntax.unterminated-tag"}, {2, 12, "syntax.missing-result"}}),
    // --- unterminated string: at the opening '"'; the tag is kept, reading goes on ---
    bad("unterminated-string-1.cgn", {{1, 8, "syntax.unterminated-string"}}),
    bad("unterminated-string-2.cgn", {{2, 7, "syntax.unterminated-string"}}),  // ends in an escaped \"
    bad("unterminated-string-3.cgn", {{1, 12, "syntax.unterminated-string"}}),  // after a BOM: not counted
    // A lone CR inside the value ends line 1. Reading goes on at line 2 ("CR\"]"), which is
    // no tag line: it starts the movetext, where "CR" is a move with no destination square
    // and the '"' a stray character (its word "\"]" skipped up to the line end at 2:5); the
    // tag line 3 then ends the game without a result and starts a second game, which is valid.
    bad("unterminated-string-4.cgn",
        {{1, 8, "syntax.unterminated-string"},
         {2, 1, "move.syntax"},
         {2, 3, "syntax.unexpected-character"},
         {2, 5, "syntax.missing-result"}},
        2, 1),
    // --- unterminated variation: at the innermost open '(' ---
    bad("unterminated-variation-1.cgn", {{4, 11, "syntax.unterminated-variation"}}),
    bad("unterminated-variation-2.cgn", {{4, 22, "syntax.unterminated-variation"}}),
    bad("unterminated-variation-3.cgn", {{4, 11, "syntax.unterminated-variation"}}),  // ")" in a comment
    // --- NUL bytes: at the NUL, wherever it is ---
    bad("nul-byte-1.cgn", {{4, 11, "syntax.nul-byte"}}),  // movetext
    bad("nul-byte-2.cgn", {{1, 10, "syntax.nul-byte"}}),  // tag value
    bad("nul-byte-3.cgn", {{5, 7, "syntax.nul-byte"}}),   // escape line between the moves
    bad("nul-byte-4.cgn", {{4, 13, "syntax.nul-byte"}}),  // comment
    // --- invalid UTF-8: at the first byte of the ill-formed sequence ---
    bad("invalid-utf8-1.cgn", {{1, 9, "syntax.invalid-utf8", "0xC0"}}),   // overlong C0 AF
    bad("invalid-utf8-2.cgn", {{4, 12, "syntax.invalid-utf8", "0xED"}}),  // surrogate ED A0 80
    bad("invalid-utf8-3.cgn", {{2, 8, "syntax.invalid-utf8", "0xF4"}}),   // F4 90 80 80 > U+10FFFF
    bad("invalid-utf8-4.cgn", {{4, 11, "syntax.invalid-utf8", "0x80"}}),  // lone continuation byte
    bad("invalid-utf8-5.cgn", {{4, 14, "syntax.invalid-utf8", "0xE2"}}),  // E2 82 then a space
    bad("invalid-utf8-6.cgn", {{5, 3, "syntax.invalid-utf8", "0xFF"}}),   // escape line
    // --- Latin-1 text: ill-formed UTF-8 at the first accented byte ---
    bad("latin1-1.cgn", {{2, 9, "syntax.invalid-utf8", "0xFC"}}),   // [Dark "M\xFCller, Hans"]
    bad("latin1-2.cgn", {{1, 13, "syntax.invalid-utf8", "0xDF"}}),  // Stra\xDFe: DF then 'e'
    bad("latin1-3.cgn", {{4, 14, "syntax.invalid-utf8", "0xE8"}}),  // {tr\xE8s bien}
    bad("latin1-4.cgn", {{1, 4, "syntax.invalid-utf8", "0xE9"}}),   // in a tag name: [Ev\xE9nement
    // --- a UTF-8 BOM: must pass ---
    good("bom-1.cgn"),
    good("bom-2.cgn", 2),  // BOM, CRLF, UTF-8 in a comment
    // --- CRLF line ends: must pass ---
    good("crlf-1.cgn"),
    good("crlf-2.cgn", 2),  // escape lines, a ';' comment ended by CRLF
    // --- lone CR line ends: must pass ---
    good("lone-cr-1.cgn"),
    good("lone-cr-2.cgn", 2),  // a ';' comment and an escape line ended by a lone CR
    good("lone-cr-3.cgn", 2),  // LF, CRLF, CR and LF CR (two line ends) mixed
    // --- huge tags: name past 255 bytes (first byte of the name), value past 8192 (the '"') ---
    bad("huge-tag-1.cgn", {{1, 8, "limit.tag-value"}}),
    bad("huge-tag-2.cgn", {{2, 2, "limit.tag-name"}}),
    good("huge-tag-3.cgn"),                              // 255-byte name, 8192-byte value
    bad("huge-tag-4.cgn", {{1, 12, "limit.tag-value"}}),  // 8191 + two \" = 8193 after unescaping
    good("huge-tag-5.cgn"),                              // 8192 \\ pairs: 16384 written, 8192 read
    // --- huge comments: at the '{' or ';' ---
    bad("huge-comment-1.cgn", {{4, 11, "limit.comment"}}),
    bad("huge-comment-2.cgn", {{4, 11, "limit.comment"}}),  // a ';' comment
    good("huge-comment-3.cgn"),                             // 196 KB, 65536 bytes once folded
    bad("huge-comment-4.cgn", {{4, 11, "limit.comment"}}),  // 32769 characters, 65538 bytes
    // --- deep nesting: at the '(' that opens level 101 ---
    bad("deep-nesting-1.cgn", {{105, 1, "limit.variation-depth"}}),  // one '(' per line from line 5
    good("deep-nesting-2.cgn"),                                     // exactly 100 levels
    bad("deep-nesting-3.cgn", {{4, 811, "limit.variation-depth"}}),  // 20000 levels: 11 + 8 * 100
    // --- bad move numbers ---
    bad("bad-move-number-1.cgn", {{4, 1, "syntax.bad-move-number"}}),
    // "1a.": the number 1, the move "a" (replayed: not a move), then an unexpected '.'.
    bad("bad-move-number-2.cgn", {{4, 2, "move.syntax"}, {4, 3, "syntax.unexpected-character"}}),
    bad("bad-move-number-3.cgn", {{4, 11, "syntax.bad-move-number"}}),  // "000.", lone CR line ends
    bad("bad-move-number-4.cgn", {{4, 11, "move.syntax"}, {4, 14, "syntax.unexpected-character"}}),  // "two."
    // --- huge move numbers ---
    bad("huge-move-number-1.cgn", {{4, 1, "syntax.bad-move-number", "100001"}}),
    bad("huge-move-number-2.cgn", {{4, 11, "syntax.bad-move-number", "99999999999999999999"}}),
    good("huge-move-number-3.cgn", 1, "move.number"),  // 100000 is in range; it is move 1
    bad("huge-move-number-4.cgn", {{5, 1, "syntax.bad-move-number"}}),  // 2^64+1 must not wrap to 1
    // --- NAG overflow: at the '$' ---
    bad("nag-overflow-1.cgn", {{4, 11, "syntax.bad-nag", "$256"}}),
    bad("nag-overflow-2.cgn", {{4, 11, "syntax.bad-nag", "$99999999999"}}),
    bad("nag-overflow-3.cgn", {{4, 23, "syntax.bad-nag"}}),  // $255 is fine, $000...256 is not
    bad("nag-overflow-4.cgn", {{6, 1, "syntax.bad-nag"}}),   // 2^64+1; CR, LF, CRLF, LF CR
    // --- missing results: just after the game's last token ---
    bad("missing-result-1.cgn", {{4, 17, "syntax.missing-result"}}),
    bad("missing-result-2.cgn", {{4, 17, "syntax.missing-result", "line 6"}}, 2, 1),  // CRLF
    bad("missing-result-3.cgn", {{2, 13, "syntax.missing-result", "line 4"}}, 2, 1),  // tags only
    bad("missing-result-4.cgn", {{4, 16, "syntax.missing-result"}}),  // ends in "{end}", no line end
    good("missing-result-5.cgn", 1, "tag.missing-result"),            // no Result tag: a warning
    // --- mismatched results: at the result token ---
    bad("mismatched-result-1.cgn", {{4, 11, "result.mismatch"}}),     // * against [Result "1/2-1/2"]
    bad("mismatched-result-2.cgn", {{5, 30, "result.contradicts"}}),  // a draw after Hc3xa1#
    bad("mismatched-result-3.cgn", {{7, 21, "result.contradicts"}}),  // checkers: Red has no piece left
    bad("mismatched-result-4.cgn", {{9, 18, "result.mismatch"}}, 3, 2),
    good("mismatched-result-5.cgn", 1, "result.undecided"),  // '*' after a capture: a warning
    // --- unknown variants: at the tag's '[' ---
    bad("unknown-variant-1.cgn", {{2, 1, "tag.unknown-variant", "xiangqi"}}),
    bad("unknown-variant-2.cgn", {{3, 1, "tag.unknown-variant"}}),  // [Variant ""]
    bad("unknown-variant-3.cgn", {{2, 1, "tag.unsupported-gametype"}}),  // [GameType "20"]
    // --- broken FENs: at the FEN tag's '[' ---
    bad("broken-fen-1.cgn", {{3, 1, "tag.bad-fen"}}),  // side to move 'x'
    bad("broken-fen-2.cgn", {{4, 1, "tag.bad-fen"}}),  // checkers B:W33:B1
    bad("broken-fen-3.cgn", {{4, 1, "tag.bad-fen"}}),  // checkers e4, a light square
    bad("broken-fen-4.cgn", {{3, 1, "tag.bad-fen"}}),  // [FEN ""]
    bad("broken-fen-5.cgn", {{3, 1, "tag.bad-fen"}}),  // a 20-digit ply count
    // --- truncated files (no final line end) ---
    // In a tag value ("[Event \"Club Cham", 17 bytes): then the input ends with no result.
    bad("truncated-1.cgn", {{1, 8, "syntax.unterminated-string"}, {1, 18, "syntax.missing-result"}}),
    // in a move: "Hb3x" has no destination, then the game has no result.
    bad("truncated-2.cgn", {{4, 11, "move.syntax"}, {4, 15, "syntax.missing-result"}}),
    bad("truncated-3.cgn", {{4, 11, "syntax.unterminated-comment"}}),
    // The reader reads on after a syntax error in the movetext (docs/errors.md): then the file
    // ends, with no result, just after what the error skipped.
    bad("truncated-4.cgn", {{4, 11, "syntax.bad-nag"}, {4, 12, "syntax.missing-result"}}),  // a lone '$'
    // "1/2-1": the number 1, then '/' (the word "/2-1" is skipped, up to 4:23).
    bad("truncated-5.cgn", {{4, 19, "syntax.unexpected-character"}, {4, 23, "syntax.missing-result"}}),
    // After the value's '"' (34 bytes): then the input ends with no result.
    bad("truncated-6.cgn", {{1, 1, "syntax.unterminated-tag"}, {1, 35, "syntax.missing-result"}}),
    // --- binary garbage: the first byte decides; one broken game ---
    // The reader reads on after each error, skipping the word it stands in (up to white space, a
    // line end, '{', ';', '(' or ')'; VT 0x0B is white space): docs/errors.md, "Reading on after a
    // syntax error".
    // A PNG image: "\x89PNG" CR LF, "\x1A" LF, "\0\0\0" CR, then line 4 "IHDR" (a move token)
    // "\0..." (4:5) up to the VT at 4:25, "IDATx" (a move token), 0x9C (4:31) and the rest
    // without white space up to the end (4:57).
    bad("binary-garbage-1.cgn", {{1, 1, "syntax.invalid-utf8", "0x89"},
                                 {2, 1, "syntax.unexpected-character", "0x1A"},
                                 {3, 1, "syntax.nul-byte"},
                                 {4, 5, "syntax.nul-byte"},
                                 {4, 31, "syntax.invalid-utf8", "0x9C"},
                                 {4, 57, "syntax.missing-result"}}),
    // 0xFE, 1023 seeded random bytes: the first error, then others (at most the per-game cap).
    more("binary-garbage-2.cgn", {{1, 1, "syntax.invalid-utf8", "0xFE"}}),
    // An ELF header: 0x7F, then 63 bytes without white space; no result.
    bad("binary-garbage-3.cgn", {{1, 1, "syntax.unexpected-character", "0x7F"}, {1, 65, "syntax.missing-result"}}),
    // A record in UTF-16LE: each word after a space or a line end starts with the 0x00 of the
    // UTF-16 code unit before it ("[Event "UTF-16 little endian"]" is the words at 1:1, 1:16,
    // 1:32, 1:46; "[Result "*"]" at 2:1, 2:17; two blank lines 3:1, 4:1; "1. Hf7-d5 *" 4:1, 4:7,
    // 4:21; the last line's 0x00 at 5:1), and no result at 5:2.
    bad("binary-garbage-4.cgn", {{1, 1, "syntax.invalid-utf8", "0xFF"}, {1, 16, "syntax.nul-byte"},
                                 {1, 32, "syntax.nul-byte"},      {1, 46, "syntax.nul-byte"},
                                 {2, 1, "syntax.nul-byte"},       {2, 17, "syntax.nul-byte"},
                                 {3, 1, "syntax.nul-byte"},       {4, 1, "syntax.nul-byte"},
                                 {4, 7, "syntax.nul-byte"},       {4, 21, "syntax.nul-byte"},
                                 {5, 1, "syntax.nul-byte"},       {5, 2, "syntax.missing-result"}}),
    // 4096 NUL bytes: one word, then no result.
    bad("binary-garbage-5.cgn", {{1, 1, "syntax.nul-byte"}, {1, 4097, "syntax.missing-result"}}),
    // --- empty files: no game ---
    bad("empty-1.cgn", {{1, 1, "input.no-games"}}, 0, 0),  // 0 bytes
    bad("empty-2.cgn", {{1, 1, "input.no-games"}}, 0, 0),  // line ends only
    bad("empty-3.cgn", {{1, 1, "input.no-games"}}, 0, 0),  // blanks and line ends of every kind
    bad("empty-4.cgn", {{1, 1, "input.no-games"}}, 0, 0),  // a BOM and a line end
    // --- comments outside any game: a note each (input.stray-comment), no game, no error ---
    good("stray-comment-1.cgn", 2, "input.stray-comment"),
    // --- results typed another way: one error each naming the result meant, held to the
    // Result tag as any result (docs/errors.md syntax.bad-result); "1. Hf7-d5 Ab4-c4 " is 17
    // columns. Game 2's "O-1" (a letter O) means 0-1, which its tag agrees with. ---
    bad("typed-result-1.cgn",
        {{4, 18, "syntax.bad-result", "did you mean 1-0?"},
         {8, 18, "syntax.bad-result", "did you mean 0-1?"},
         {12, 18, "syntax.bad-result", "no spaces inside"},
         {16, 18, "syntax.bad-result", "did you mean 1/2-1/2?"}},
        5, 1),
    // --- resynchronisation: the valid games around a broken one still count ---
    bad("resync-1.cgn", {{9, 11, "syntax.unterminated-comment"}}, 3, 2),
    bad("resync-2.cgn", {{6, 8, "syntax.unterminated-string"}}, 3, 2),
    // Game 2's tags and movetext share line 5 and its '{' is never closed: the comment
    // stops at game 3's tag line 6, and game 3 is read (the reader once took game 3's tag
    // lines for the rest of game 2's tag section, because line 5 starts with '[').
    bad("resync-3.cgn", {{5, 54, "syntax.unterminated-comment"}}, 3, 2),
    bad("resync-4.cgn", {{4, 11, "syntax.unterminated-variation", "line 6"}}, 3, 2),
    bad("resync-5.cgn", {{7, 13, "syntax.missing-result", "line 9"}, {16, 1, "tag.bad-fen"}}, 5, 3),
    // The PNG image of binary-garbage-1.cgn, then two games: its errors, and no result before line 5.
    bad("resync-6.cgn",
        {{1, 1, "syntax.invalid-utf8"},
         {2, 1, "syntax.unexpected-character"},
         {3, 1, "syntax.nul-byte"},
         {4, 5, "syntax.nul-byte"},
         {4, 31, "syntax.invalid-utf8"},
         {4, 57, "syntax.missing-result", "line 5"}},
        3, 2),
};

bool contains(const std::string& text, const std::string& part) { return text.find(part) != std::string::npos; }
bool ends_with(const std::string& text, const std::string& tail) {
  return text.size() >= tail.size() && text.compare(text.size() - tail.size(), tail.size(), tail) == 0;
}

struct Run {
  int exit_code = -1;  // 128 + signal when killed by one
  bool timed_out = false;
  double seconds = 0;
  std::string out;
  std::string err;
};

// `cinc validate --encoding utf-8 PATH`, killed after `limit` seconds (so a hang fails the test instead of
// blocking it). Standard input is empty.
Run validate(const std::string& path, double limit = 10.0) {
  const cinc::test::TempDir scratch;
  const std::string& dir = scratch.path();
  const std::string out_path = dir + "/stdout";
  const std::string err_path = dir + "/stderr";
  const auto start = std::chrono::steady_clock::now();
  const pid_t pid = ::fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    const int in = ::open("/dev/null", O_RDONLY);
    const int out = ::open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int err = ::open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (in < 0 || out < 0 || err < 0) ::_exit(127);
    ::dup2(in, 0);
    ::dup2(out, 1);
    ::dup2(err, 2);
    std::string binary = CINC_BINARY;
    std::string command = "validate";
    // The strict reading: these files test what the reader does with bytes that are not
    // UTF-8 (the default reads them as Windows-1252, docs/notation.md §1.1; records_test
    // covers that).
    std::string encoding = "--encoding";
    std::string utf8 = "utf-8";
    std::string file = path;
    char* argv[] = {binary.data(), command.data(), encoding.data(), utf8.data(), file.data(), nullptr};
    ::execv(binary.c_str(), argv);
    ::_exit(127);
  }
  Run r;
  int status = 0;
  for (;;) {
    const pid_t done = ::waitpid(pid, &status, WNOHANG);
    if (done == pid) break;
    if (std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() > limit) {
      ::kill(pid, SIGKILL);
      ::waitpid(pid, &status, 0);
      r.timed_out = true;
      break;
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(1));
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  r.exit_code = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
  r.out = cinc::test::read_file(out_path);
  r.err = cinc::test::read_file(err_path);
  return r;
}

std::vector<std::string> error_lines(const std::string& out) {
  std::vector<std::string> found;
  for (const auto& line : cinc::test::lines_of(out))
    if (contains(line, ": error: ")) found.push_back(line);
  return found;
}

std::string summary_of(int games, int valid) {
  return std::to_string(games) + (games == 1 ? " game: " : " games: ") + std::to_string(valid) + " valid, " +
         std::to_string(games - valid) + " invalid";
}

// Checks one file against its expectation.
void check_case(const Case& c) {
  const std::string file = c.file;
  CAPTURE(file);
  const std::string path = kDir + "/" + c.file;
  REQUIRE_MESSAGE(fs::exists(path), "missing " << path);
  const Run run = validate(path);
  CAPTURE(run.out);
  REQUIRE_FALSE(run.timed_out);
  CHECK(run.exit_code == c.exit_code);
  CHECK(run.err.empty());

  const auto errors = error_lines(run.out);
  if (c.more) {
    CHECK(errors.size() >= c.errors.size());
    CHECK(errors.size() <= static_cast<std::size_t>(c.games) * (cinc::notation::limits::kMaxSyntaxErrors + 1));
  } else {
    CHECK(errors.size() == c.errors.size());
  }
  for (std::size_t i = 0; i < std::min(errors.size(), c.errors.size()); ++i) {
    const Error& e = c.errors[i];
    const std::string& got = errors[i];
    const std::string where = path + ":" + std::to_string(e.line) + ":" + std::to_string(e.column) + ": error: ";
    const std::string code = std::string(" [") + e.code + "]";
    CHECK_MESSAGE(got.rfind(where, 0) == 0, "error " << i + 1 << ": expected " << where << "\ngot " << got);
    CHECK_MESSAGE(ends_with(got, code), "error " << i + 1 << ": expected" << code << "\ngot " << got);
    if (e.says) CHECK_MESSAGE(contains(got, e.says), "error " << i + 1 << " should say " << e.says << "\ngot " << got);
  }
  if (c.warning) CHECK_MESSAGE(contains(run.out, std::string("[") + c.warning + "]"), "expected a " << c.warning);

  // The summary is the last line and balances: N = V + I.
  const auto lines = cinc::test::lines_of(run.out);
  REQUIRE(!lines.empty());
  CHECK(lines.back() == summary_of(c.games, c.valid));
}

}  // namespace

TEST_CASE("malformed: the table and the folder name the same files") {
  std::set<std::string> listed;
  for (const auto& c : kCases) {
    CHECK_MESSAGE(listed.insert(c.file).second, "listed twice: " << c.file);
    CHECK_MESSAGE(fs::exists(kDir + "/" + c.file), "listed but missing: " << c.file);
  }
  std::size_t records = 0;
  for (const auto& entry : fs::directory_iterator(kDir)) {
    const std::string name = entry.path().filename().string();
    if (kNotRecords.count(name)) continue;
    ++records;
    CHECK_MESSAGE(listed.count(name) == 1, "no expectation for " << name << " (add it to kCases)");
  }
  CHECK(records == kCases.size());

  // At least two files per class, named <class>-<n>.cgn.
  std::map<std::string, int> per_class;
  for (const auto& c : kCases) {
    const std::string name = c.file;
    per_class[name.substr(0, name.rfind('-'))]++;
  }
  for (const char* cls :
       {"unterminated-comment", "unterminated-tag", "unterminated-string", "unterminated-variation", "nul-byte",
        "invalid-utf8", "latin1", "bom", "crlf", "lone-cr", "huge-tag", "huge-comment", "deep-nesting",
        "bad-move-number", "huge-move-number", "nag-overflow", "missing-result", "mismatched-result",
        "unknown-variant", "broken-fen", "truncated", "binary-garbage", "empty", "resync"}) {
    CAPTURE(cls);
    CHECK(per_class[cls] >= 2);
  }
  CHECK(kCases.size() >= 44);
}

TEST_CASE("malformed: every file gives its exit code, its diagnostics and its summary") {
  for (const auto& c : kCases) check_case(c);
}

TEST_CASE("malformed: every file is validated in under two seconds (sanitizer builds included), without a crash") {
  for (const auto& c : kCases) {
    const std::string file = c.file;
    CAPTURE(file);
    const Run run = validate(kDir + "/" + c.file);
    CHECK_FALSE(run.timed_out);
    CHECK_MESSAGE((run.exit_code == 0 || run.exit_code == 1), "exit code " << run.exit_code << " (>128: a signal)");
    CHECK_MESSAGE(run.seconds < 2.0, "took " << run.seconds << " s");
  }
}
