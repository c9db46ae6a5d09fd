// A game's fingerprint and the search for copies (copies.h).
#include "cinc/game/copies.h"

#include <algorithm>
#include <cstring>

#include "cinc/game/replay.h"
#include "cinc/game/variant.h"

namespace cinc::game {

namespace {

/// Folds a text into a 64-bit hash, eight bytes at a time (a multiply and a shift per
/// word). The last 1-8 bytes go in one word without a loop, after their count: for 4 to 8
/// bytes their first four and last four (overlapping), for 1 to 3 their first, middle and
/// last, which with the count tell every such tail apart. Far quicker than a byte at a
/// time on the move texts of every game validate reads (a move is 2 to 7 bytes); good
/// enough to tell games apart (not against an attacker). The values are not kept anywhere.
std::uint64_t hash_text(std::uint64_t h, std::string_view text) {
  constexpr std::uint64_t kMultiplier = 0x9E3779B97F4A7C15ULL;
  const char* p = text.data();
  std::size_t n = text.size();
  for (; n > 8; p += 8, n -= 8) {
    std::uint64_t word;
    std::memcpy(&word, p, 8);
    h = (h ^ word) * kMultiplier;
    h ^= h >> 32;
  }
  const auto load32 = [](const char* q) {
    std::uint32_t word;
    std::memcpy(&word, q, 4);
    return static_cast<std::uint64_t>(word);
  };
  const auto at = [p](std::size_t i) { return static_cast<std::uint64_t>(static_cast<unsigned char>(p[i])); };
  h = (h ^ n) * kMultiplier;  // the count first: the tails below do not carry it
  std::uint64_t tail = 0;
  if (n >= 4) tail = load32(p) | load32(p + n - 4) << 32;
  else if (n > 0) tail = at(0) | at(n / 2) << 8 | at(n - 1) << 16;
  h = (h ^ tail) * kMultiplier;
  return h ^ (h >> 29);
}
constexpr std::uint64_t kHashSeed = 0xcbf29ce484222325ULL;

/// Folds a number into a hash (a multiply and a shift, as hash_text does a word).
std::uint64_t hash_number(std::uint64_t h, std::uint64_t number) {
  constexpr std::uint64_t kMultiplier = 0x9E3779B97F4A7C15ULL;
  h = (h ^ number) * kMultiplier;
  h = (h ^ (h >> 32)) * kMultiplier;
  return h ^ (h >> 29);
}

// The names of the tags that name a side in any registered game (Dark, Light, Black, Red...).
bool is_side_tag(std::string_view name) {
  static const std::vector<std::string> names = [] {
    std::vector<std::string> out;
    for (const Variant& v : variants())
      for (const std::string& side : v.sides)
        if (std::find(out.begin(), out.end(), side) == out.end()) out.push_back(side);
    return out;
  }();
  for (const std::string& side : names)
    if (side.size() == name.size() && side[0] == name[0] && side == name) return true;
  return false;
}

}  // namespace

void GameFingerprint::tag(std::string_view name, std::string_view value) {
  // Sums: the order of the tags does not matter.
  const std::uint64_t pair = hash_text(hash_text(kHashSeed, name), value);
  const bool side = !name.empty() && is_side_tag(name);
  has_player_ = has_player_ || side;
  if (side) players_ += pair;
  // The start as written: it counts only for a game the rules cannot play to its end.
  else if (name == "Variant" || name == "FEN" || name == "SetUp" || name == "GameType") written_start_ += pair;
  else {
    other_tags_ += pair;
    if (name == "Round" || name == "Board" || name == "Result") unplayed_ += pair;
  }
}

void GameFingerprint::start(const Variant& variant, std::uint64_t key) {
  start_ = hash_number(hash_text(kHashSeed, variant.name), key);
  resolved_ = true;
}

void GameFingerprint::written_move(std::string_view text) {
  moves_ = hash_text(move_count_ == 0 ? kHashSeed : moves_, text);
  ++move_count_;
}

void GameFingerprint::result(std::string_view text) { unplayed_ += hash_text(hash_text(kHashSeed, "result"), text); }

std::uint64_t GameFingerprint::value() const {
  // Without players, only a game with every other tag the same is the same game.
  std::uint64_t h = hash_number(kHashSeed, has_player_ ? players_ : other_tags_);
  h = resolved_ ? hash_number(hash_number(h, 1), start_) : hash_number(hash_number(h, 2), written_start_);
  // A game without moves adds its Round, Board and result instead, after a mark of its own
  // (the bytes of "unplayed").
  h = move_count_ > 0 ? hash_number(hash_number(h, move_count_), moves_) : hash_number(h ^ 0x756e706c61796564ULL, unplayed_);
  return h == 0 ? 1 : h;  // 0 means "not compared"
}

std::uint64_t GameFingerprint::of(const notation::GameRecord& record, const ReplayedGame& replayed) {
  if (record.has_syntax_error()) return 0;  // its moves after the error are not known as played: not compared
  GameFingerprint f;
  for (const notation::Tag& t : record.tags) f.tag(t.name, t.value);
  f.result(record.result);
  // The rules' reading when they played the whole main line; else the text's.
  if (replayed.variant && !replayed.start_fen.empty() && replayed.main.complete &&
      replayed.main.moves.size() == record.main.moves.size()) {
    f.start(*replayed.variant, replayed.start_key);
    for (const ReplayedMove& m : replayed.main.moves) f.position(m.key_after);
  } else {
    for (const notation::MoveNode& m : record.main.moves) f.written_move(m.text);
  }
  return f.value();
}

void GameFingerprint::tags_and_result(const notation::LexedGame& game) {
  for (const notation::TagToken& t : game.tags) tag(t.name, t.value);
  result(game.result);
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

}  // namespace cinc::game
