// The reader: the lexer's tokens built into a record's tree (lines of play, moves with
// their numbers, NAGs, comments and variations). The lexer has checked the syntax, so
// building cannot fail: a game the lexer ended at an error keeps what was read before it,
// and after an error it read on from, the tokens it read (they nest as the grammar wants).
#include "cinc/notation/reader.h"

#include <optional>
#include <string>

#include "cinc/notation/cotulenh.h"
#include "cinc/notation/pdn.h"

namespace cinc::notation {

Reader::Reader(std::string_view text, bool pdn_file) : Reader(text, pdn_file, ReaderStart{}) {}
namespace {
LexerOptions starting_at(ReaderStart start) {
  LexerOptions options;
  options.start = start;
  return options;
}
}  // namespace

Reader::Reader(std::string_view text, bool pdn_file, ReaderStart start)
    : lexer_(text, starting_at(start)), pdn_file_(pdn_file) {}

bool Reader::next(GameRecord& out) {
  if (!lexer_.next(lexed_)) return false;
  build_record(lexed_, pdn_file_, out);
  return true;
}

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
  out.main.leading_comments.clear();
  out.main.moves.clear();
  out.pdn = false;
  out.cotulenh = false;
  thread_local std::vector<Variation*> lines;  // open lines of play; lines[0] is the main line
  lines.assign(1, &out.main);
  std::optional<int> pending_number;         // a move number waiting for its move
  SourcePos pending_number_pos;
  for (const Token& token : lexed.tokens) {
    Variation& line = *lines.back();
    switch (token.kind) {
      case Token::Kind::move_number:
        pending_number = static_cast<int>(token.value);
        pending_number_pos = token.pos;
        break;
      case Token::Kind::move: {
        MoveNode& node = line.moves.emplace_back();
        node.text = token.text;
        node.pos = token.pos;
        if (pending_number) {
          node.number = pending_number;
          node.number_pos = pending_number_pos;
          pending_number.reset();
        }
        break;
      }
      case Token::Kind::nag:
        line.moves.back().nags.push_back(static_cast<int>(token.value));
        break;
      case Token::Kind::comment: {
        Comment& comment =
            line.moves.empty() ? line.leading_comments.emplace_back() : line.moves.back().comments.emplace_back();
        fold_comment_into(token.text, comment.text);
        comment.pos = token.pos;
        break;
      }
      case Token::Kind::open_variation: {
        pending_number.reset();
        Variation& child = line.moves.back().variations.emplace_back();
        child.open_pos = token.pos;
        lines.push_back(&child);
        break;
      }
      case Token::Kind::close_variation:
        pending_number.reset();
        lines.pop_back();
        break;
    }
  }
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
