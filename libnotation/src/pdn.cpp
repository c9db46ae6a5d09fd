// PDN's conventions converted to and from CGN's (pdn.h, docs/rules/checkers.md §10).
#include "cinc/notation/pdn.h"

#include <algorithm>
#include <cctype>
#include <span>
#include <vector>

namespace cinc::notation {

namespace {

Tag* find(GameRecord& record, std::string_view name) {
  for (Tag& t : record.tags)
    if (t.name == name) return &t;
  return nullptr;
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

// --- the board (PDN 3.0, "GameType tag": notation and invert flag) ---------------------

/// A square of the 8x8 board as the first player sees it: column from the left, row from
/// the bottom (0..7 each).
struct Frame {
  int column = 0;
  int row = 0;
};

bool from_bottom(int corner) { return corner < 2; }
bool from_left(int corner) { return corner % 2 == 0; }
/// The first playing column of a row: the playing squares of a board are those whose
/// column and row add up to an even number, or to an odd one on a mirrored board.
int first_playing_column(const PdnBoard& board, int row) { return (row + (board.mirrored ? 1 : 0)) % 2; }
bool playing(const PdnBoard& board, Frame f) { return (f.column + f.row) % 2 == (board.mirrored ? 1 : 0); }

/// The square numbered `n` (1..32) on `board`: rows from the corner of square 1, each row's
/// playing squares from that corner's side ("the principal direction is horizontal").
Frame numbered(const PdnBoard& board, int n) {
  const int index = (n - 1) / 4;
  const int k = (n - 1) % 4;
  Frame f;
  f.row = from_bottom(board.number_corner) ? index : 7 - index;
  const int first = first_playing_column(board, f.row);
  f.column = from_left(board.number_corner) ? first + 2 * k : first + 6 - 2 * k;
  return f;
}

/// The number `board` gives a playing square.
int number_of(const PdnBoard& board, Frame f) {
  const int index = from_bottom(board.number_corner) ? f.row : 7 - f.row;
  const int first = first_playing_column(board, f.row);
  const int k = from_left(board.number_corner) ? (f.column - first) / 2 : (first + 6 - f.column) / 2;
  return 4 * index + k + 1;
}

/// A mirrored board is the usual one seen in a mirror: its columns turned round.
Frame to_usual(const PdnBoard& board, Frame f) {
  if (board.mirrored) f.column = 7 - f.column;
  return f;
}

constexpr PdnBoard kUsual{};

}  // namespace

int standard_square(const PdnBoard& board, std::string_view name) {
  Frame f;
  if (!name.empty() && is_digit(name[0])) {
    int n = 0;
    for (char c : name) {
      if (!is_digit(c) || n > 32) return 0;
      n = n * 10 + (c - '0');
    }
    if (n < 1 || n > 32) return 0;
    f = numbered(board, n);
  } else if (name.size() == 2 && name[0] >= 'a' && name[0] <= 'h' && name[1] >= '1' && name[1] <= '8') {
    const int file = name[0] - 'a';
    const int rank = name[1] - '1';
    f.column = from_left(board.letter_corner) ? file : 7 - file;
    f.row = from_bottom(board.letter_corner) ? rank : 7 - rank;
    if (!playing(board, f)) return 0;
  } else {
    return 0;
  }
  return number_of(kUsual, to_usual(board, f));
}

std::string pdn_square_name(const PdnBoard& board, int standard, bool letters) {
  if (standard < 1 || standard > 32) return "?";
  const Frame f = to_usual(board, numbered(kUsual, standard));  // a mirror is its own inverse
  if (!letters) return std::to_string(number_of(board, f));
  const int file = from_left(board.letter_corner) ? f.column : 7 - f.column;
  const int rank = from_bottom(board.letter_corner) ? f.row : 7 - f.row;
  return std::string{static_cast<char>('a' + file), static_cast<char>('1' + rank)};
}

PdnBoard usual_board_of(const PdnBoard& board) {
  PdnBoard usual;
  usual.white_starts = board.white_starts;
  return usual;
}

std::array<std::string, 2> pdn_side_names(const PdnBoard& board) {
  if (board.white_starts) return {"White", "Black"};
  return {"Black", "White"};
}

// --- GameType --------------------------------------------------------------------------

std::string_view game_type_name(int number) {
  // The PDN 3.0 standard's table of game types.
  switch (number) {
    case 0: return "chess";
    case 1: return "Chinese chess";
    case 20: return "international draughts";
    case 21: return "English checkers";
    case 22: return "Italian draughts";
    case 23: return "American pool checkers";
    case 24: return "Spanish draughts";
    case 25: return "Russian draughts";
    case 26: return "Brazilian draughts";
    case 27: return "Canadian draughts";
    case 28: return "Portuguese draughts";
    case 29: return "Czech draughts";
    case 30: return "Turkish draughts";
    case 31: return "Thai draughts";
    case 40: return "Frisian draughts";
    case 41: return "Spantsiretti draughts";
    case 50: return "Othello";
    default: return {};
  }
}

GameType read_game_type(std::string_view value) {
  GameType out;
  std::vector<std::string> fields(1);
  for (char c : value) {
    if (c == ',') fields.emplace_back();
    else if (c != ' ' && c != '\t') fields.back() += c;
  }
  const std::string& number = fields[0];
  if (number.empty() || number.size() > 4 || !std::all_of(number.begin(), number.end(), is_digit)) {
    out.problem = "GameType \"" + std::string(value) + "\" does not start with the game's number (21 is English checkers)";
    return out;
  }
  out.number = std::stoi(number);
  if (fields.size() == 1 || out.number != 21) return out;
  const std::string form = " (PDN 3.0's form is number, start colour, width, height, notation, invert flag: \"21,B,8,8,N1,0\")";
  if (fields.size() != 5 && fields.size() != 6) {
    out.problem = "GameType \"" + std::string(value) + "\" has " + std::to_string(fields.size()) + " fields, not 1, 5 or 6" + form;
    return out;
  }
  const std::string& colour = fields[1];
  if (colour != "B" && colour != "W") {
    out.problem = "GameType's start colour is \"" + colour + "\", not B or W" + form;
    return out;
  }
  const auto size_of = [](const std::string& s) {
    return !s.empty() && s.size() <= 3 && std::all_of(s.begin(), s.end(), is_digit) ? std::stoi(s) : -1;
  };
  const int width = size_of(fields[2]);
  const int height = size_of(fields[3]);
  if (width < 0 || height < 0) {
    out.problem = "GameType's board size \"" + fields[2] + "," + fields[3] + "\" is not two numbers" + form;
    return out;
  }
  if (width != 8 || height != 8) {
    out.problem = "GameType 21 asks for a board of " + std::to_string(width) + "x" + std::to_string(height) +
                  ": English checkers is played on 8x8, and cinc reads no other board";
    return out;
  }
  const std::string& notation = fields[4];
  if (notation.size() != 2 || std::string_view("ANS").find(notation[0]) == std::string_view::npos || notation[1] < '0' ||
      notation[1] > '3') {
    out.problem = "GameType's notation \"" + notation + "\" is not A, N or S and a corner 0 to 3" + form;
    return out;
  }
  if (notation[0] == 'S') {
    out.problem = "GameType's notation S (moves in chess's short algebraic form) is not read: cinc reads numbered "
                  "squares (N) and a1..h8 (A)";
    return out;
  }
  const std::string invert = fields.size() == 6 ? fields[5] : "0";
  if (invert != "0" && invert != "1") {
    out.problem = "GameType's invert flag is \"" + invert + "\", not 0 or 1" + form;
    return out;
  }
  out.board.white_starts = colour == "W";
  (notation[0] == 'N' ? out.board.number_corner : out.board.letter_corner) = notation[1] - '0';
  out.board.mirrored = invert == "1";
  return out;
}

// --- which games follow PDN ------------------------------------------------------------

bool is_pdn_path(std::string_view path) {
  if (path.size() < 4) return false;
  std::string ext(path.substr(path.size() - 4));
  std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return ext == ".pdn";
}

bool names_english_checkers(std::string_view variant) {
  // The names, as their letters in lower case ("American/English" is "americanenglish"), by
  // their first letter; compared letter by letter as read: every game's Variant tag is
  // asked, so nothing is copied and only the names of the value's first letter are tried.
  static constexpr std::string_view kA[] = {"american", "americancheckers", "americandraughts", "americanenglish",
                                            "angloamericandraughts"};
  static constexpr std::string_view kC[] = {"checkersenglish"};
  static constexpr std::string_view kD[] = {"draughtsenglish"};
  static constexpr std::string_view kE[] = {"english", "englishamerican", "englishcheckers",
                                            "englishcheckersamericancheckers", "englishdraughts"};
  static constexpr std::string_view kS[] = {"straightcheckers"};
  const auto lower = [](char c) { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; };
  const auto is_letter = [](char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); };
  const auto first = std::find_if(variant.begin(), variant.end(), is_letter);
  if (first == variant.end()) return false;
  std::span<const std::string_view> names;
  switch (lower(*first)) {
    case 'a': names = kA; break;
    case 'c': names = kC; break;
    case 'd': names = kD; break;
    case 'e': names = kE; break;
    case 's': names = kS; break;
    default: return false;
  }
  for (const std::string_view name : names) {
    std::size_t at = 0;
    bool same = true;
    for (auto c = first; c != variant.end(); ++c) {
      if (!is_letter(*c)) continue;
      if (at == name.size() || lower(*c) != name[at]) {
        same = false;
        break;
      }
      ++at;
    }
    if (same && at == name.size()) return true;
  }
  return false;
}

namespace {
// PDN's conventions: a GameType tag, a Variant tag naming English checkers as another program
// does, or a PDN file and no Variant tag (of a record or of a lexed game). One pass over the
// tags: every game read is asked.
template <class Game>
bool pdn_conventions(const Game& game, bool from_pdn_file) {
  const auto* variant = static_cast<decltype(&game.tags.front().value)>(nullptr);
  for (const auto& t : game.tags) {
    if (t.name == "GameType") return true;
    if (!variant && t.name == "Variant") variant = &t.value;
  }
  if (!variant) return from_pdn_file;
  return names_english_checkers(*variant);
}
}  // namespace

bool follows_pdn(const GameRecord& record, bool from_pdn_file) { return pdn_conventions(record, from_pdn_file); }
bool follows_pdn(const LexedGame& game, bool from_pdn_file) { return pdn_conventions(game, from_pdn_file); }

// --- the conversion --------------------------------------------------------------------

namespace {

void add_error(GameRecord& record, SourcePos pos, std::string code, std::string message,
               Severity severity = Severity::error) {
  Diagnostic d;
  d.severity = severity;
  d.pos = pos;
  d.code = std::move(code);
  d.message = std::move(message);
  record.diagnostics.push_back(std::move(d));
}

/// A result of PDN in CGN's words. PDN 2.0 and CGN both give the first player's score first
/// ("1-0": Black, the first player, won), so those need nothing; PDN 3.0 adds "1-1" (a draw
/// scored two points) and "0-0" (lost for both players, CGN's "-/-"). "2-0" and "0-2" are
/// PDN 3.0's results for games scored by two points, which it gives to international draughts
/// only: read in the same order, with a warning (`two_point`).
std::string cgn_result(std::string_view pdn, bool& two_point) {
  if (pdn == "1-1") return "1/2-1/2";
  if (pdn == "0-0") return "-/-";
  if (pdn == "2-0" || pdn == "0-2") {
    two_point = true;
    return pdn == "2-0" ? "1-0" : "0-1";
  }
  return std::string(pdn);
}

/// The PDN FEN of a game on `board` written on the usual board in cinc's form: squares as
/// the usual board's numbers (a1..h8 too), and when White starts the colours named the other way round
/// (the first player's are cinc's B). Nullopt when it does not read as a PDN FEN (the game's
/// FEN reader then says why). A trailing '.' (PDN 1.0's form) and blanks are dropped.
std::optional<std::string> usual_fen(std::string_view fen, const PdnBoard& board) {
  while (!fen.empty() && (fen.back() == ' ' || fen.back() == '\t')) fen.remove_suffix(1);
  // Numbers on the usual board are cinc's already; a1..h8 never are (PDN's a1 is on the first
  // player's side).
  const bool letters = std::any_of(fen.begin(), fen.end(), [](char c) { return c >= 'a' && c <= 'h'; });
  if (board.standard() && !letters) return std::string(fen);
  const auto colour = [&board](char c) -> char {
    if (c != 'W' && c != 'B') return 0;
    return board.white_starts ? (c == 'W' ? 'B' : 'W') : c;
  };
  std::string out;
  std::size_t i = 0;
  const auto square_end = [&fen](std::size_t from) {
    while (from < fen.size() && std::isalnum(static_cast<unsigned char>(fen[from]))) ++from;
    return from;
  };
  if (fen.empty() || !colour(fen[0])) return std::nullopt;
  out += colour(fen[i++]);
  while (i < fen.size() && fen[i] == ':') {
    out += ':';
    ++i;
    if (i >= fen.size()) return std::nullopt;
    const char c = colour(fen[i]);
    if (!c) {  // cinc's own fields (:H..., :F...) and anything after are kept
      out += fen.substr(i);
      return out;
    }
    out += c;
    ++i;
    bool first = true;
    while (i < fen.size() && fen[i] != ':' && fen[i] != '.') {
      if (!first) {
        if (fen[i] != ',') return std::nullopt;
        ++i;
      }
      first = false;
      const bool king = i < fen.size() && fen[i] == 'K';
      if (king) ++i;
      const std::size_t end = square_end(i);
      const std::string_view name = fen.substr(i, end - i);
      if (standard_square(board, name) == 0) return std::nullopt;
      std::vector<int> squares{standard_square(board, name)};
      i = end;
      if (i < fen.size() && fen[i] == '-') {  // a range "21-32" of the board's own numbers
        const std::size_t last_end = square_end(i + 1);
        const std::string_view last = fen.substr(i + 1, last_end - i - 1);
        if (!is_digit(name[0]) || last.empty() || !std::all_of(last.begin(), last.end(), is_digit) || last.size() > 2)
          return std::nullopt;
        const int a = std::stoi(std::string(name));
        const int b = std::stoi(std::string(last));
        if (b < a || b > 32) return std::nullopt;
        for (int n = a + 1; n <= b; ++n) squares.push_back(standard_square(board, std::to_string(n)));
        i = last_end;
      }
      for (std::size_t s = 0; s < squares.size(); ++s) {
        if (out.back() != 'W' && out.back() != 'B') out += ',';
        if (king) out += 'K';
        out += std::to_string(squares[s]);
      }
    }
    if (i < fen.size() && fen[i] == '.') ++i;
  }
  if (i != fen.size()) return std::nullopt;
  return out;
}

/// The other draughts game a game without a GameType tag looks like, with the evidence, or
/// nothing: squares past 32 (a 10x10 board), Italian tags, a first move by the pieces on
/// 21..32 from the standard start (White moves first in Italian draughts), captures marked
/// ':' on a1..h8 squares (Russian draughts).
std::optional<std::pair<SourcePos, std::string>> other_draughts(const GameRecord& record) {
  for (const Tag& t : record.tags)
    if (t.name == "Bianco" || t.name == "Nero" || t.name == "Risultato")
      return std::pair{t.pos, "Italian draughts (its tags are in Italian: [" + t.name + "])"};
  // The largest square number a text names (numbers of moves, FEN squares).
  const auto largest_number = [](std::string_view text) {
    int largest = 0;
    int n = 0;
    bool in_number = false;
    for (std::size_t i = 0; i <= text.size(); ++i) {
      const bool digit = i < text.size() && is_digit(text[i]);
      if (digit) {
        n = in_number ? std::min(n * 10 + (text[i] - '0'), 1000) : text[i] - '0';
        in_number = true;
      } else if (in_number) {
        largest = std::max(largest, n);
        in_number = false;
      }
    }
    return largest;
  };
  const Tag* fen = nullptr;
  for (const Tag& t : record.tags)
    if (t.name == "FEN") fen = &t;
  if (fen) {
    const std::string_view value = fen->value;
    // Only the piece lists: cinc's own :H and :F fields are counts.
    const std::size_t extra = value.find(":H");
    if (const int n = largest_number(value.substr(0, extra)); n > 32)
      return std::pair{fen->pos, "international draughts on 10x10 (its FEN names square " + std::to_string(n) +
                                     ", and English checkers has 32)"};
  }
  for (const MoveNode& m : record.main.moves) {
    if (m.text.empty() || !is_digit(m.text[0])) continue;
    if (const int n = largest_number(m.text); n > 32)
      return std::pair{m.pos, "international draughts on 10x10 (its move " + m.text + " names square " +
                                  std::to_string(n) + ", and English checkers has 32)"};
  }
  if (!record.main.moves.empty()) {
    const MoveNode& first = record.main.moves.front();
    const std::string& text = first.text;
    if (!fen && !text.empty() && is_digit(text[0])) {
      int origin = 0;
      for (std::size_t i = 0; i < text.size() && is_digit(text[i]); ++i) origin = std::min(origin * 10 + (text[i] - '0'), 1000);
      if (origin >= 21 && origin <= 32)
        return std::pair{first.pos, "Italian draughts, or another game where White moves first from squares 21-32 "
                                    "(its first move, " + text + ", is made from square " + std::to_string(origin) +
                                    "; in English checkers Black moves first, from squares 1-12)"};
    }
    for (const MoveNode& m : record.main.moves)
      if (m.text.size() >= 5 && m.text[0] >= 'a' && m.text[0] <= 'h' && m.text.find(':') != std::string::npos)
        return std::pair{m.pos, "Russian draughts (its move " + m.text + " marks a capture with ':' on a1..h8 squares)"};
  }
  return std::nullopt;
}

/// A refused game is not judged by the syntax of a game cinc does not read (its results
/// "0:1", its move forms): its syntax diagnostics go, and its one error says why.
void drop_movetext_syntax(GameRecord& record) {
  std::erase_if(record.diagnostics, [](const Diagnostic& d) { return d.code.starts_with("syntax."); });
}

/// A move as a game on `board` writes it ("c3xd4", or numbers on another board) in the usual
/// board's numbers, its delimiters as written ("11x15"); nullopt when it is not two squares or
/// more between delimiters, each a square of the board (replay says what is wrong with it as
/// written: a lone "h5" stays a word, never a number that would read as a move number).
std::optional<std::string> usual_move(std::string_view text, const PdnBoard& board) {
  std::string out;
  std::size_t i = 0;
  for (int squares = 1;; ++squares) {
    const std::size_t start = i;
    while (i < text.size() && text[i] != '-' && text[i] != 'x' && text[i] != 'X' && text[i] != ':') ++i;
    const int square = standard_square(board, text.substr(start, i - start));
    if (square == 0) return std::nullopt;
    out += std::to_string(square);
    if (i == text.size()) return squares >= 2 ? std::optional<std::string>(out) : std::nullopt;
    out += text[i++];
  }
}

/// The moves of a line (and of its variations) written in the usual board's numbers when they
/// are not already: a1..h8 squares (PDN's, the first player at the bottom, are not CGN's) and
/// every square of another board. So the record's moves mean in CGN what they meant in the
/// file, whatever writes them next (a move after an error is written as read).
void to_usual_numbers(Variation& line, const PdnBoard& board) {
  const bool every_move = !board.standard();
  for (MoveNode& m : line.moves) {
    const bool letters = !m.text.empty() && m.text[0] >= 'a' && m.text[0] <= 'h';
    if (every_move || letters)
      if (auto usual = usual_move(m.text, board)) m.text = std::move(*usual);
    for (Variation& v : m.variations) to_usual_numbers(v, board);
  }
}

/// Converts the tags, results and moves of a game of English checkers on `board`.
void convert(GameRecord& record, const PdnBoard& board) {
  record.pdn_board = board;
  // Side tags: PDN's White is the second player, our Red; when White starts, White is the
  // first player, our Black, and PDN's Black the second. PDN 2.0 names the first player
  // "Black (Red)": a file of Red and White (red and white pieces, no Black tag) names its
  // Black Red, converted as Black. Red beside Black is our own naming, left as it is. Every
  // copy of a tag is converted alike (a repeated tag is the reader's to report).
  const bool red_for_black = record.tag("Red") && record.tag("White") && !record.tag("Black");
  if (!record.tag("Red") || red_for_black)
    for (Tag& t : record.tags) {
      if (t.name == "White") t.name = board.white_starts ? "Black" : "Red";
      else if ((t.name == "Black" || t.name == "Red") && !board.white_starts) t.name = "Black";
      else if (t.name == "Black" || t.name == "Red") t.name = "Red";
    }
  bool two_point = false;
  SourcePos two_point_at;
  for (Tag& t : record.tags)
    if (t.name == "Result") {
      const bool before = two_point;
      t.value = cgn_result(t.value, two_point);
      if (two_point && !before) two_point_at = t.pos;
    }
  const bool before = two_point;
  record.result = cgn_result(record.result, two_point);
  if (two_point && !before) two_point_at = record.result_pos;
  if (two_point)
    add_error(record, two_point_at, "result.two-point",
              "2-0 and 0-2 are results of games scored by two points (PDN 3.0 gives them to international "
              "draughts; English checkers is scored 1-0, 0-1, 1/2-1/2): read as 1-0 and 0-1, the first player's "
              "score first",
              Severity::warning);
  // Every FEN tag: a record that repeats the tag (a warning, tag.duplicate) keeps both, and
  // what is written of it (JSON's tags) must be the position the game starts from.
  for (Tag& fen : record.tags)
    if (fen.name == "FEN")
      if (auto usual = usual_fen(fen.value, board)) fen.value = std::move(*usual);
  to_usual_numbers(record.main, board);
}

}  // namespace

bool pdn_refused(const GameRecord& record) {
  return record.pdn && std::any_of(record.diagnostics.begin(), record.diagnostics.end(), [](const Diagnostic& d) {
           return d.code == "tag.unsupported-gametype" || d.code == "game.other-draughts";
         });
}

void import_pdn(GameRecord& record) {
  record.pdn = true;
  record.pdn_board = PdnBoard{};
  Tag* type = find(record, "GameType");
  Tag* variant = find(record, "Variant");
  PdnBoard board;
  if (type) {
    const GameType read = read_game_type(type->value);
    if (read.number != 21) {
      std::string message;
      if (read.number < 0) {
        message = read.problem;
      } else {
        const std::string_view name = game_type_name(read.number);
        message = "GameType " + std::to_string(read.number) + (name.empty() ? std::string() : " (" + std::string(name) + ")") +
                  " is not a game cinc reads: of PDN's games only 21 (English checkers) is known";
        if (read.number == 32)
          message += "; GameType 32 is not in the PDN standard (PlayStrategy writes it for English draughts): for "
                     "English checkers write [GameType \"21\"]";
      }
      add_error(record, type->pos, "tag.unsupported-gametype", std::move(message));
      drop_movetext_syntax(record);
      return;
    }
    if (!read.problem.empty()) {
      add_error(record, type->pos, "tag.unsupported-gametype", read.problem);
      drop_movetext_syntax(record);
      return;
    }
    board = read.board;
    // GameType decides the game; a Variant tag beside it that names another is noted.
    if (variant && variant->value != "checkers" && !names_english_checkers(variant->value))
      add_error(record, variant->pos, "tag.variant-gametype",
                "[Variant \"" + variant->value + "\"] is not English checkers, but [GameType \"" + type->value +
                    "\"] is: the game is read as its GameType says",
                Severity::warning);
  } else if (auto other = other_draughts(record)) {
    add_error(record, other->first, "game.other-draughts",
              "this game looks like " + other->second +
                  ": cinc reads English checkers alone (PDN's GameType 21); a game of another draughts game is not "
                  "replayed");
    drop_movetext_syntax(record);
    return;
  }
  if (variant && names_english_checkers(variant->value))
    add_error(record, variant->pos, "tag.variant-name",
              "[Variant \"" + variant->value + "\"] is read as English checkers, cinc's [Variant \"checkers\"]",
              Severity::warning);
  // [Variant "checkers"] takes GameType's place (or the Variant's, every copy of it: a
  // repeated tag, reported by the reader, still repeats one value), so the record reads as
  // CGN from now on. Any GameType left (a repeated tag) goes too.
  if (variant) {
    for (Tag& t : record.tags)
      if (t.name == "Variant") t.value = "checkers";
    std::erase_if(record.tags, [](const Tag& t) { return t.name == "GameType"; });
  } else if (type) {
    *type = Tag{"Variant", "checkers", type->pos};
    std::erase_if(record.tags, [](const Tag& t) { return t.name == "GameType"; });
  } else {
    record.tags.push_back(Tag{"Variant", "checkers", {}});
  }
  convert(record, board);
}

std::string pdn_result(std::string_view result) {
  if (result == "-/-") return "0-0";
  return std::string(result);
}

void export_pdn(GameRecord& record) {
  record.pdn = false;
  record.pdn_board = PdnBoard{};
  std::erase_if(record.tags, [](const Tag& t) { return t.name == "Variant" || t.name == "GameType"; });
  if (!record.tag("White"))
    for (Tag& t : record.tags)
      if (t.name == "Red") t.name = "White";
  for (Tag& t : record.tags)
    if (t.name == "Result") t.value = pdn_result(t.value);
  record.result = pdn_result(record.result);
  // GameType goes right after the roster, as PDN files have it.
  auto at = record.tags.begin();
  while (at != record.tags.end() && (at->name == "Event" || at->name == "Site" || at->name == "Date" ||
                                     at->name == "Round" || at->name == "Black" || at->name == "White" ||
                                     at->name == "Result"))
    ++at;
  record.tags.insert(at, Tag{"GameType", "21", {}});
}

}  // namespace cinc::notation
