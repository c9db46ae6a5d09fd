// DuplicateFinder (cinc/game/copies.h): a game seen again is named by where it was first
// seen — its number, line and file — across its chunks of entries and every growth of its
// index, and a fingerprint of 0 (a game read only up to a syntax error) is never compared.
// GameFingerprint: every byte of a written move counts, and the one validate makes as it
// replays quickly is the one of the full replay.
#include <doctest/doctest.h>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "cinc/game/copies.h"
#include "cinc/game/replay.h"
#include "cinc/notation/lexer.h"
#include "cinc/notation/reader.h"
#include "corpus.h"

using cinc::game::DuplicateFinder;

namespace {

/// Distinct, well-spread, never-zero fingerprints for game i (SplitMix64's finaliser, which
/// is a bijection on 64-bit numbers, of i + 1).
std::uint64_t fingerprint_of(std::uint64_t i) {
  std::uint64_t z = i + 1 + 0x9E3779B97F4A7C15ull;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  z ^= z >> 31;
  return z == 0 ? 1 : z;
}

}  // namespace

TEST_CASE("a copy names the first game seen: its number and line, and its file when another") {
  DuplicateFinder finder;
  CHECK_FALSE(finder.seen(11, "a.cgn", 1, 1).has_value());
  CHECK_FALSE(finder.seen(22, "a.cgn", 2, 14).has_value());
  CHECK(finder.seen(22, "a.cgn", 3, 30) == std::optional<std::string>("game 2 (line 14) of this file"));
  CHECK(finder.seen(11, "b.cgn", 1, 1) == std::optional<std::string>("game 1 (line 1) of a.cgn"));
  // The first seen stays the one named, however many copies follow.
  CHECK(finder.seen(22, "b.cgn", 2, 9) == std::optional<std::string>("game 2 (line 14) of a.cgn"));
  CHECK(finder.size() == 2);
}

TEST_CASE("a fingerprint of 0 is not compared and not remembered") {
  DuplicateFinder finder;
  CHECK_FALSE(finder.seen(0, "a.cgn", 1, 1).has_value());
  CHECK_FALSE(finder.seen(0, "a.cgn", 2, 5).has_value());
  CHECK(finder.size() == 0);
}

TEST_CASE("files met again after another are told apart") {
  DuplicateFinder finder;
  CHECK_FALSE(finder.seen(1, "a.cgn", 1, 1).has_value());
  CHECK_FALSE(finder.seen(2, "b.cgn", 1, 1).has_value());
  CHECK_FALSE(finder.seen(3, "a.cgn", 2, 20).has_value());  // a.cgn again (split into parts)
  CHECK(finder.seen(3, "c.cgn", 1, 1) == std::optional<std::string>("game 2 (line 20) of a.cgn"));
  CHECK(finder.seen(2, "a.cgn", 3, 40) == std::optional<std::string>("game 1 (line 1) of b.cgn"));
  CHECK(finder.seen(1, "a.cgn", 4, 60) == std::optional<std::string>("game 1 (line 1) of this file"));
}

TEST_CASE("300,000 games: every copy found across chunks of 65,536 and the index's growths") {
  // Games 0..99,999 in a.cgn, 100,000..199,999 in b.cgn, the rest in c.cgn; game i is number
  // (i mod 100,000) + 1 of its file, at line 10 x number + 1.
  const auto file_of = [](std::uint64_t i) { return std::string(i < 100000 ? "a.cgn" : i < 200000 ? "b.cgn" : "c.cgn"); };
  const auto number_of = [](std::uint64_t i) { return static_cast<int>(i % 100000) + 1; };
  DuplicateFinder finder;
  int already_seen = 0;
  for (std::uint64_t i = 0; i < 300000; ++i)
    if (finder.seen(fingerprint_of(i), file_of(i), number_of(i), static_cast<std::uint32_t>(10 * number_of(i) + 1)))
      ++already_seen;
  CHECK(already_seen == 0);
  CHECK(finder.size() == 300000);
  for (const std::uint64_t i : {0ull, 1ull, 65535ull, 65536ull, 99999ull, 100000ull, 131072ull, 199999ull, 262143ull,
                                262144ull, 299999ull}) {
    const std::string expected =
        "game " + std::to_string(number_of(i)) + " (line " + std::to_string(10 * number_of(i) + 1) + ") of " + file_of(i);
    CHECK(finder.seen(fingerprint_of(i), "d.cgn", 1, 1) == std::optional<std::string>(expected));
  }
  // Copies are not remembered again: the count is unchanged, and new games still are.
  CHECK(finder.size() == 300000);
  CHECK_FALSE(finder.seen(fingerprint_of(300000), "d.cgn", 2, 2).has_value());
  CHECK(finder.size() == 300001);
}

TEST_CASE("numbers and lines stay right past what is not stored per game") {
  // The finder keeps neither a game's number nor its whole line (cinc/game/copies.h): the
  // number follows from runs of consecutive games, the line from 1-byte steps. Each case
  // here breaks one of those: a number skipped (a copy, or a game not compared), a line
  // 70,000 lines after the one before (a step too large for a byte), a line before the one
  // before (another file), and steps across the 256-game blocks of whole lines.
  DuplicateFinder finder;
  CHECK_FALSE(finder.seen(101, "a.cgn", 1, 1).has_value());
  CHECK(finder.seen(101, "a.cgn", 2, 12).has_value());            // game 2 is a copy: not stored
  CHECK_FALSE(finder.seen(0, "a.cgn", 3, 20).has_value());        // game 3 not compared
  CHECK_FALSE(finder.seen(104, "a.cgn", 4, 30).has_value());      // so game 4 starts a new run
  CHECK_FALSE(finder.seen(105, "a.cgn", 5, 70030).has_value());   // 70,000 lines on
  CHECK_FALSE(finder.seen(106, "a.cgn", 6, 70041).has_value());
  CHECK_FALSE(finder.seen(201, "b.cgn", 1, 3).has_value());       // a line before the last
  CHECK_FALSE(finder.seen(202, "b.cgn", 2, 9).has_value());
  // 600 more games of b.cgn, 7 lines apart, entries 6 to 605: over the block boundaries at
  // entries 256 and 512 (games 253 and 509).
  for (int i = 3; i <= 602; ++i)
    CHECK_FALSE(finder.seen(static_cast<std::uint64_t>(1000 + i), "b.cgn", i, static_cast<std::uint32_t>(7 * i)).has_value());
  CHECK(finder.seen(104, "c.cgn", 1, 1) == std::optional<std::string>("game 4 (line 30) of a.cgn"));
  CHECK(finder.seen(105, "c.cgn", 2, 5) == std::optional<std::string>("game 5 (line 70030) of a.cgn"));
  CHECK(finder.seen(106, "c.cgn", 3, 9) == std::optional<std::string>("game 6 (line 70041) of a.cgn"));
  CHECK(finder.seen(201, "c.cgn", 4, 13) == std::optional<std::string>("game 1 (line 3) of b.cgn"));
  CHECK(finder.seen(202, "b.cgn", 603, 5000) == std::optional<std::string>("game 2 (line 9) of this file"));
  for (const int i : {3, 252, 253, 254, 508, 509, 510, 602})  // entries 255-257 and 511-513
    CHECK(finder.seen(static_cast<std::uint64_t>(1000 + i), "c.cgn", 10, 100) ==
          std::optional<std::string>("game " + std::to_string(i) + " (line " + std::to_string(7 * i) + ") of b.cgn"));
  CHECK(finder.size() == 606);
}

TEST_CASE("line steps at the limit of a byte: 254 is a step, 255 and more are kept on the side") {
  // A game's line is stored as its distance from the line of the game before, in one byte;
  // 255 (the byte's last value marks "on the side") and more are kept whole in a list
  // searched by game. Games 1-300 of one file: the distance to game i's line is 254, 255 or
  // 256 lines by turns (so far steps are many in a block and look-ups go through each).
  DuplicateFinder finder;
  std::vector<std::uint32_t> lines = {1};
  for (int i = 2; i <= 300; ++i) lines.push_back(lines.back() + 254 + static_cast<std::uint32_t>(i % 3));
  for (int i = 1; i <= 300; ++i)
    CHECK_FALSE(finder.seen(static_cast<std::uint64_t>(5000 + i), "a.cgn", i, lines[static_cast<std::size_t>(i - 1)]).has_value());
  for (int i = 1; i <= 300; ++i)
    CHECK(finder.seen(static_cast<std::uint64_t>(5000 + i), "b.cgn", i, 1) ==
          std::optional<std::string>("game " + std::to_string(i) + " (line " +
                                     std::to_string(lines[static_cast<std::size_t>(i - 1)]) + ") of a.cgn"));
}

TEST_CASE("a move text differing in any one byte, at any length, gives another fingerprint") {
  // The hash takes the last 1 to 8 bytes of a text without a loop (its first and last four,
  // or its first, middle and last): every byte must still count, and the length too.
  for (std::size_t length = 1; length <= 20; ++length) {
    const std::string base(length, 'a');
    cinc::game::GameFingerprint plain;
    plain.written_move(base);
    for (std::size_t at = 0; at < length; ++at) {
      std::string changed = base;
      changed[at] = 'b';
      cinc::game::GameFingerprint other;
      other.written_move(changed);
      CHECK_MESSAGE(other.value() != plain.value(), "length ", length, ", byte ", at);
    }
    cinc::game::GameFingerprint longer;
    longer.written_move(base + 'a');
    CHECK_MESSAGE(longer.value() != plain.value(), "length ", length, " against one more byte");
  }
}

TEST_CASE("the fingerprint made while the quick replay plays is the one of the full replay") {
  // check_segment's way (tags and result first, the start and the main line's moves as they
  // are played) against GameFingerprint::of on the record and its full replay, for games with
  // variations, short forms and set-ups.
  const std::string corpus = cinc::bench::random_corpus(20261128, 150, {});
  cinc::notation::Lexer lexer(corpus, {});
  cinc::notation::LexedGame lexed;
  cinc::game::QuickReplay quick;
  int compared = 0;
  while (lexer.next(lexed)) {
    cinc::game::GameFingerprint made;
    made.tags_and_result(lexed);
    REQUIRE(quick.clean(lexed, false, made));
    cinc::notation::GameRecord record;
    cinc::notation::build_record(lexed, false, record);
    CHECK(made.value() == cinc::game::GameFingerprint::of(record, cinc::game::replay(record)));
    ++compared;
  }
  CHECK(compared == 150);
}

namespace {

/// The fingerprint of the first game of `text`, read and replayed as `cinc standings` does.
std::uint64_t fingerprint_of_text(const std::string& text) {
  cinc::notation::Lexer lexer(text, {});
  cinc::notation::LexedGame lexed;
  REQUIRE(lexer.next(lexed));
  cinc::notation::GameRecord record;
  cinc::notation::build_record(lexed, false, record);
  return cinc::game::GameFingerprint::of(record, cinc::game::replay(record));
}

/// A Commander-In-Chief game between Ann and Bob: `tags` beside the players, then `moves`.
std::string ann_bob(const std::string& tags, const std::string& moves) {
  return "[Dark \"Ann\"]\n[Light \"Bob\"]\n" + tags + "\n" + moves + " *\n";
}

// docs/rules/commander-in-chief.md: the standard start, and the same with Light's Amphibian
// on a4 taken away (the first four moves below are legal from both).
const std::string kStart = "3ASTFC/4AHBF/5DHT/a5AS/sa5A/thd5/fbha4/cftsa3 d - 0 1";
const std::string kOtherStart = "3ASTFC/4AHBF/5DHT/6AS/sa5A/thd5/fbha4/cftsa3 d - 0 1";

}  // namespace

TEST_CASE("copies by meaning: short and long form, marks, and the default game and start resolved") {
  // docs/scoring.md "Duplicate games": the moves as the rules resolve them, the game and
  // the start with their defaults.
  const std::uint64_t short_form = fingerprint_of_text(ann_bob("", "1. Hf5 Se2 2. Sg4 Sb5"));
  CHECK(short_form != 0);
  CHECK(fingerprint_of_text(ann_bob("", "1. Hf7-f5 Sd1-e2 2. Sh5-g4 Sa4-b5")) == short_form);
  CHECK(fingerprint_of_text(ann_bob("", "1. Hf7-f5! $1 {a comment} Sd1-e2 (1... Sd1-c2) 2. Sh5-g4?! Sa4-b5")) ==
        short_form);
  CHECK(fingerprint_of_text(ann_bob("[Variant \"commander-in-chief\"]\n", "1. Hf5 Se2 2. Sg4 Sb5")) == short_form);
  CHECK(fingerprint_of_text(ann_bob("[SetUp \"1\"]\n[FEN \"" + kStart + "\"]\n", "1. Hf5 Se2 2. Sg4 Sb5")) ==
        short_form);
  // Tags that are not players, game or start do not count for a game with players.
  CHECK(fingerprint_of_text(ann_bob("[Site \"?\"]\n[Annotator \"Cid\"]\n", "1. Hf5 Se2 2. Sg4 Sb5")) == short_form);

  // Another game: another start, another move, the same moves in another order, other players.
  CHECK(fingerprint_of_text(ann_bob("[SetUp \"1\"]\n[FEN \"" + kOtherStart + "\"]\n", "1. Hf5 Se2 2. Sg4 Sb5")) !=
        short_form);
  CHECK(fingerprint_of_text(ann_bob("", "1. Hf5 Se2 2. Sg4 Sb5 3. Bf7")) != short_form);
  CHECK(fingerprint_of_text(ann_bob("", "1. Sg4 Se2 2. Hf5 Sb5")) != short_form);  // the same position after it
  CHECK(fingerprint_of_text("[Dark \"Bob\"]\n[Light \"Ann\"]\n\n1. Hf5 Se2 2. Sg4 Sb5 *\n") != short_form);
}

TEST_CASE("a game the rules cannot play to its end is known by its text") {
  // Ply 3 (Hh8: Dark's own Commander stands on h8) is illegal: the game is compared by its written moves, so
  // a copy written alike is found, and the short and long forms are two games.
  const std::string illegal_short = ann_bob("", "1. Hf5 Se2 2. Hh8");
  const std::uint64_t written = fingerprint_of_text(illegal_short);
  CHECK(written != 0);
  CHECK(fingerprint_of_text(illegal_short) == written);
  CHECK(fingerprint_of_text(ann_bob("", "1. Hf7-f5 Sd1-e2 2. Hh8")) != written);
  // Its Variant tag as written counts then: with it, another text.
  CHECK(fingerprint_of_text(ann_bob("[Variant \"commander-in-chief\"]\n", "1. Hf5 Se2 2. Hh8")) != written);
  // A syntax error: not compared.
  CHECK(fingerprint_of_text(ann_bob("", "1. Hf5 Se2 2. {")) == 0);
}
