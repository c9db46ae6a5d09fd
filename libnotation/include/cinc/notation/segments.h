// Cutting an input into segments of whole games, so that several threads can read it at
// once: each segment is lexed on its own (Lexer with a stop) and gives game for game and
// diagnostic for diagnostic what one reader of the whole text gives for those games.
//
// Where a cut may go: at a line that starts with '[' and a letter (a tag line) whose
// previous line is no escape line ('%' in column 1) and holds no '[' at all. Whatever
// state a reader of the whole text is in when it comes to such a line, a new game starts
// there: between games it starts one; a tag section cannot be open (tags are one-line
// and none began on the line before, so that line, blank or movetext, ended any section
// before it); in movetext, inside a brace comment or while skipping a broken game, a tag
// line ends the game. (A tag section may begin in the middle of a line, after a game's
// result: "... 1-0 [Event ...]"; the tag lines after such a line are no cuts.) Lines longer than
// the line length limit would carry a report across a cut, so no cut is made in a segment
// that holds one; an input without a cut for max_bytes (one game that long, or games
// without tags) is read on from there as a stream (GameStream), which reads it alike.
#pragma once
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>

#include "cinc/notation/lexer.h"
#include "cinc/notation/stream.h"

namespace cinc::notation {

/// A run of whole games of an input.
struct Segment {
  /// The segment's bytes, then the next segment's first line (a lexer looks at it to end
  /// the segment's last game as the whole text would, and reads no game there).
  std::string text;
  /// Where the next segment's first game starts: the Lexer's stop (text.size() for the last).
  std::size_t games_end = 0;
  /// The line number of text's first byte, and whether it is the input's first byte (a
  /// byte order mark there is skipped).
  ReaderStart start;
};

struct SegmentOptions {
  std::size_t read_bytes = std::size_t{256} << 10;    ///< bytes asked of the source at a time
  std::size_t target_bytes = std::size_t{256} << 10;  ///< a segment ends at the last cut after this many bytes
  /// No cut in this many bytes: the rest of the input is read as a stream. Kept below the
  /// game size limit, so that no game of a segment can be over it.
  std::size_t max_bytes = std::size_t{4} << 20;
  /// Looks for a segment's last cut back from its end first (a few lines, where the scan
  /// line by line from its start looks at every line). Both find the same cuts; off only to
  /// test that they do.
  bool quick_cut_search = true;
};

/// Reads an input as segments, in order, holding at most one segment's bytes beyond
/// those it hands out.
class Segmenter {
 public:
  explicit Segmenter(ByteSource source, SegmentOptions options = {});

  /// Reads the next segment into `out`, reusing its memory. False at the end of the input,
  /// or when the rest of it has to be read as a stream (stream_rest()).
  bool next(Segment& out);

  /// After next() returned false: the rest of the input, from where the segments stopped
  /// (the start of a game), as a GameStream source with the options that make its line
  /// numbers those of the whole input; nullopt when the input is done.
  struct Rest {
    ByteSource source;
    StreamOptions options;
  };
  [[nodiscard]] std::optional<Rest> stream_rest();

 private:
  /// What a scan of the segment being read has found so far. It goes on where it stopped
  /// when more is read, so that each byte is looked at once, whatever the sizes of the reads.
  struct CutScan {
    std::size_t scanned = 0;       ///< bytes before it were looked at
    std::size_t line_start = 0;    ///< where the line being read starts
    bool line_judged = false;      ///< whether that line's start was judged as a cut
    bool line_is_cut = false;      ///< it starts with a cut (taken once its line end is read)
    bool previous_line = false;    ///< a line of the segment came before it
    bool previous_bracket = false; ///< that line holds a '[' (a tag may have begun on it)
    bool previous_escape = false;  ///< that line is an escape line ('%' in column 1)
    std::uint32_t line_ends = 0;   ///< line ends before line_start
    bool overlong = false;         ///< a line over the limit was read: no cut after it
    std::size_t cut = 0;           ///< the last cut found (0: none), its line's end, and
    std::size_t cut_end = 0;       ///< the line ends before it
    std::uint32_t cut_line_ends = 0;
  };
  bool fill(std::string& into);
  void scan_for_cuts(const std::string& text, CutScan& scan) const;
  bool find_last_cut(const std::string& text, CutScan& scan) const;

  ByteSource source_;
  SegmentOptions options_;
  std::string carry_;            ///< bytes read and not yet handed out; they start a game
  std::uint32_t carry_line_ = 1; ///< the line number of carry_'s first byte
  bool at_file_start_ = true;    ///< carry_ starts the input
  bool eof_ = false;
  bool streaming_ = false;       ///< the rest is to be read as a stream
};

}  // namespace cinc::notation
