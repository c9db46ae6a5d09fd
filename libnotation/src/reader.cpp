// The reader: the lexer's tokens built into a record's tree (lines of play, moves with
// their numbers, NAGs, comments and variations). The lexer has checked the syntax, so
// building cannot fail: a game the lexer ended at an error keeps what was read before it,
// and after an error it read on from, the tokens it read (they nest as the grammar wants).
#include "cinc/notation/reader.h"

#include <optional>
#include <string>

#include "cinc/notation/cotulenh.h"
#include "cinc/notation/pdn.h"
#include "cinc/notation/spares.h"

namespace cinc::notation {

Reader::Reader(std::string_view text, bool pdn_file) : Reader(text, pdn_file, ReaderStart{}) {}
namespace {
LexerOptions starting_at(ReaderStart start, bool pdn_file) {
  LexerOptions options;
  options.start = start;
  options.pdn_file = pdn_file;
  return options;
}
}  // namespace

Reader::Reader(std::string_view text, bool pdn_file, ReaderStart start)
    : lexer_(text, starting_at(start, pdn_file)), pdn_file_(pdn_file) {}

bool Reader::next(GameRecord& out) {
  if (!lexer_.next(lexed_)) return false;
  build_record(lexed_, pdn_file_, out);
  return true;
}

namespace {

/// What records filled on this thread dropped, per type of item (build_record).
template <class Item>
Spares<Item>& spares() {
  thread_local Spares<Item> kept;
  return kept;
}

/// A line of a record being filled over what an earlier game left in it: the first
/// `moves` moves and `leading` comments before them are this game's, and of the last of
/// those moves the first `comments` comments and `variations` variations.
struct LineFill {
  Variation* line;
  std::size_t moves = 0;
  std::size_t leading = 0;
  std::size_t comments = 0;
  std::size_t variations = 0;

  /// The next item of `items` after the `used` ones (one left by an earlier game, a spare,
  /// or new).
  template <class Item>
  static Item& next(std::vector<Item>& items, std::size_t& used) {
    if (used == items.size()) spares<Item>().append_to(items);
    return items[used++];
  }
  MoveNode& last_move() { return line->moves[moves - 1]; }
  /// Drops what the last filled move held beyond this game's comments and variations.
  void finish_move() {
    if (moves == 0) return;
    MoveNode& node = last_move();
    spares<Comment>().drop_after(node.comments, comments);
    spares<Variation>().drop_after(node.variations, variations);
  }
  /// The next move of the line, its NAGs cleared (the caller sets text, place and number).
  MoveNode& next_move() {
    finish_move();
    MoveNode& node = next(line->moves, moves);
    node.nags.clear();
    comments = 0;
    variations = 0;
    return node;
  }
  /// The next comment: after the last move, or before the first when none yet.
  Comment& next_comment() { return moves == 0 ? next(line->leading_comments, leading) : next(last_move().comments, comments); }
  /// The next variation of the last move (the lexer opens one only after a move).
  Variation& next_variation() { return next(last_move().variations, variations); }
  /// Drops what the line held beyond this game's moves and comments.
  void finish() {
    finish_move();
    spares<MoveNode>().drop_after(line->moves, moves);
    spares<Comment>().drop_after(line->leading_comments, leading);
  }
};

}  // namespace

void build_record(const LexedGame& lexed, bool pdn_file, GameRecord& out) {
  // `out` is filled afresh, keeping the memory of a game read into it before (its tags'
  // strings, its main line's array of moves): a reader of many games allocates less per game.
  out.start = lexed.start;
  out.tags.resize(lexed.tags.size());
  for (std::size_t i = 0; i < lexed.tags.size(); ++i) {
    const TagToken& t = lexed.tags[i];
    out.tags[i].name.assign(t.name);
    out.tags[i].value.assign(t.value);
    out.tags[i].pos = t.pos;
  }
  out.main.open_pos = SourcePos{};
  out.pdn = false;
  out.cotulenh = false;
  // The lines are filled over what they hold: moves, comments and variations of the game
  // read before are reused (their texts keep their room) and what this game leaves over is
  // dropped when its line is done. lines[0] is the main line; the others are open variations.
  thread_local std::vector<LineFill> lines;
  lines.assign(1, LineFill{&out.main});
  std::optional<int> pending_number;         // a move number waiting for its move
  SourcePos pending_number_pos;
  for (const Token& token : lexed.tokens) {
    LineFill& fill = lines.back();
    switch (token.kind) {
      case Token::Kind::move_number:
        pending_number = static_cast<int>(token.value);
        pending_number_pos = token.pos;
        break;
      case Token::Kind::move: {
        MoveNode& node = fill.next_move();
        node.text.assign(token.text);
        node.pos = token.pos;
        node.number = pending_number;
        node.number_pos = pending_number ? pending_number_pos : SourcePos{};
        pending_number.reset();
        break;
      }
      case Token::Kind::nag:
        fill.last_move().nags.push_back(static_cast<int>(token.value));
        break;
      case Token::Kind::comment: {
        Comment& comment = fill.next_comment();
        fold_comment_into(token.text, comment.text);
        comment.pos = token.pos;
        break;
      }
      case Token::Kind::open_variation: {
        pending_number.reset();
        Variation& child = fill.next_variation();
        child.open_pos = token.pos;
        lines.push_back(LineFill{&child});  // `fill` is not used after this
        break;
      }
      case Token::Kind::close_variation:
        pending_number.reset();
        fill.finish();
        lines.pop_back();
        break;
    }
  }
  // Lines left open (a variation the text did not close) and the main line.
  for (auto line = lines.rbegin(); line != lines.rend(); ++line) line->finish();
  out.result = lexed.result;
  out.result_pos = lexed.result_pos;
  out.diagnostics = lexed.diagnostics;
  out.notes = lexed.notes;
  out.lookalikes = lexed.lookalikes;
  if (follows_pdn(out, pdn_file)) import_pdn(out);
  else if (is_cotulenh_export(out)) import_cotulenh(out);
}

std::vector<GameRecord> read_games(std::string_view text) {
  std::vector<GameRecord> games;
  Reader reader(text);
  GameRecord game;
  while (reader.next(game)) games.push_back(std::move(game));
  return games;
}

}  // namespace cinc::notation
