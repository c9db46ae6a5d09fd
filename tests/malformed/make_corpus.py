#!/usr/bin/env python3
"""Regenerates the byte-exact malformed-input corpus in this folder.

Most records here hold bytes a text editor would change or refuse: NUL bytes, ill-formed
UTF-8, ISO-8859-1 text, a byte order mark, CRLF / lone CR / mixed line ends, files cut
without a final line end, binary garbage, and records just past a declared limit (too big
to write by hand). This script writes every *.cgn file of the folder from the
descriptions below, so the corpus can be rebuilt and reviewed as source. Run it from
anywhere:

    python3 tests/malformed/make_corpus.py

It only writes files; it never runs cinc. The expected diagnostics are not computed here:
they were worked out by hand from the bytes and docs/errors.md, and live in
tests/tools/reading/malformed_test.cpp (and, for people, in README.md).
"""
import os
import random
import struct
import zlib

HERE = os.path.dirname(os.path.abspath(__file__))
BOM = b"\xef\xbb\xbf"

files = {}


def put(name, data):
    if isinstance(data, str):
        data = data.encode("utf-8")
    assert name not in files, name
    assert len(data) < 300 * 1024, (name, len(data))
    files[name] = data


def game(tags, movetext, nl="\n"):
    """Tag lines, a blank line, the movetext and a final line end."""
    lines = ['[%s "%s"]' % t for t in tags] + ["", movetext]
    return nl.join(lines) + nl


def tags_star(event):
    return [("Event", event), ("Result", "*")]


# --- unterminated comment ---------------------------------------------------------------
put("unterminated-comment-1.cgn",
    game(tags_star("Malformed: comment never closed"),
         "1. Hf7-d5 {the Helicopter lands on d5\nand the comment runs to the end of the file *"))
put("unterminated-comment-2.cgn",
    game(tags_star("Malformed: comment open when the next game starts"),
         "1. Hf7-d5 Hb3xd5 {this comment is never closed\n")
    + game(tags_star("Valid: read after the broken game"), "1. Hf7-d5 *"))
put("unterminated-comment-3.cgn", "{ an opening comment that never ends\n1. Hf7-d5 *\n")

# --- unterminated tag ---------------------------------------------------------------------
put("unterminated-tag-1.cgn",
    '[Event "Malformed: no closing bracket"\n[Result "*"]\n\n1. Hf7-d5 *\n')
put("unterminated-tag-2.cgn",
    '[Event "Malformed: tag on line 2 not closed"]\n[Site "Bradenton"   \t\n[Result "*"]\n\n1. Hf7-d5 *\n')
put("unterminated-tag-3.cgn",
    '[Event "Malformed: last tag not closed at the end of the file"]\n[Result "*"')

# --- unterminated string (tag value) ----------------------------------------------------
put("unterminated-string-1.cgn", '[Event "Malformed: value never closed]\n[Result "*"]\n\n1. Hf7-d5 *\n')
put("unterminated-string-2.cgn",
    '[Event "Malformed: escaped quote before the end"]\n[Site "Club \\"Open\\"]\n[Result "*"]\n\n1. Hf7-d5 *\n')
put("unterminated-string-3.cgn", BOM + b'[Annotator "A. Smith]\n[Result "*"]\n\n1. Hf7-d5 *\n')
put("unterminated-string-4.cgn", '[Event "split by a lone\rCR"]\n[Result "*"]\n\n1. Hf7-d5 *\n')

# --- unterminated variation ---------------------------------------------------------------
put("unterminated-variation-1.cgn", game(tags_star("Malformed: variation never closed"), "1. Hf7-d5 (1. Hg6-e4"))
put("unterminated-variation-2.cgn",
    game(tags_star("Malformed: inner variation never closed"), "1. Hf7-d5 (1. Hg6-e4 (1. Bg7-e5"))
put("unterminated-variation-3.cgn",
    game(tags_star("Malformed: a parenthesis in a comment closes nothing"),
         '1. Hf7-d5 (1. Hg6-e4 {a ")" in a comment closes nothing}\nAb4-c4'))

# --- NUL bytes ----------------------------------------------------------------------------
put("nul-byte-1.cgn", game(tags_star("Malformed: NUL in movetext"), "1. Hf7-d5 \0 *"))
put("nul-byte-2.cgn", '[Event "a\0b"]\n[Result "*"]\n\n1. Hf7-d5 *\n')
put("nul-byte-3.cgn",
    game(tags_star("Malformed: NUL in an escape line"), "1. Hf7-d5\n% note\0 between the moves\nHb3xd5 *"))
put("nul-byte-4.cgn", game(tags_star("Malformed: NUL in a comment"), "1. Hf7-d5 {x\0y} *"))

# --- invalid UTF-8 ------------------------------------------------------------------------
put("invalid-utf8-1.cgn", b'[Event "\xc0\xaf overlong slash"]\n[Result "*"]\n\n1. Hf7-d5 *\n')
put("invalid-utf8-2.cgn",
    b'[Event "Malformed: UTF-8 of a surrogate"]\n[Result "*"]\n\n1. Hf7-d5 {\xed\xa0\x80 surrogate} *\n')
put("invalid-utf8-3.cgn",
    b'[Event "Malformed: code point above U+10FFFF"]\n[Site "\xf4\x90\x80\x80"]\n[Result "*"]\n\n1. Hf7-d5 *\n')
put("invalid-utf8-4.cgn",
    b'[Event "Malformed: lone continuation byte"]\n[Result "*"]\n\n1. Hf7-d5 \x80 *\n')
put("invalid-utf8-5.cgn",
    b'[Event "Malformed: truncated euro sign"]\n[Result "*"]\n\n1. Hf7-d5 {5 \xe2\x82 euro} *\n')
put("invalid-utf8-6.cgn",
    b'[Event "Malformed: 0xFF in an escape line"]\n[Result "*"]\n\n1. Hf7-d5\n% \xff\nHb3xd5 *\n')

# --- Latin-1 text -------------------------------------------------------------------------
put("latin1-1.cgn", b'[Event "Malformed: ISO-8859-1 player name"]\n[Dark "M\xfcller, Hans"]\n[Result "*"]\n\n'
    b"1. Hf7-d5 *\n")
put("latin1-2.cgn", b'[Event "Stra\xdfenturnier"]\n[Result "*"]\n\n1. Hf7-d5 *\n')
put("latin1-3.cgn", b'[Event "Malformed: ISO-8859-1 comment"]\n[Result "*"]\n\n1. Hf7-d5 {tr\xe8s bien} *\n')
put("latin1-4.cgn", b'[Ev\xe9nement "Open"]\n[Result "*"]\n\n1. Hf7-d5 *\n')

# --- UTF-8 byte order mark (well-formed: must pass) ---------------------------------------
put("bom-1.cgn", BOM + game([("Event", "BOM: a byte order mark before the first tag"), ("Site", "Münster"),
                             ("Result", "*")], "1. Hf7-d5 Hb3xd5 *").encode())
put("bom-2.cgn", BOM + (game(tags_star("BOM and CRLF: game 1 of 2"), "1. Hf7-d5 {café au lait} Hb3xd5 *", "\r\n")
                        + "\r\n"
                        + game(tags_star("BOM and CRLF: game 2 of 2"), "1. Hf7-d5 *", "\r\n")).encode())

# --- CRLF line ends (must pass) -----------------------------------------------------------
put("crlf-1.cgn", game([("Event", "CRLF: Windows line ends"), ("Site", "Bradenton"), ("Result", "*")],
                       "1. Hf7-d5 {a comment\r\nover two lines} Ab4-c4 2. Bg7-d4 Hc2-e4 *", "\r\n"))
put("crlf-2.cgn", "% exported with CRLF line ends\r\n"
    + game(tags_star("CRLF: game 1 of 2"), "1. Hf7-d5 ; a comment to the end of the line\r\nHb3xd5 *", "\r\n")
    + "\r\n"
    + game(tags_star("CRLF: game 2 of 2"), "1. Hf7-d5\r\n% an escape line between the moves\r\nAb4-c4 *", "\r\n"))

# --- lone CR line ends (must pass) --------------------------------------------------------
put("lone-cr-1.cgn", game([("Event", "Lone CR: classic Mac line ends"), ("Site", "Bradenton"), ("Result", "*")],
                          "1. Hf7-d5 {a comment\rover two lines} Hb3xd5 *", "\r"))
put("lone-cr-2.cgn", "% exported with lone CR line ends\r"
    + game(tags_star("Lone CR: game 1 of 2"), "1. Hf7-d5 ; the comment ends at the CR\rHb3xd5 *", "\r")
    + "\r"
    + game(tags_star("Lone CR: game 2 of 2"), "1. Hf7-d5\r% an escape line between the moves\rAb4-c4 *", "\r"))
put("lone-cr-3.cgn",
    '[Event "Mixed line ends: LF, CRLF, CR, LF CR"]\n[Site "Bradenton"]\r\n[Result "*"]\r\n\r'
    "1. Hf7-d5 ; the comment ends at the CR\rHb3xd5 {a comment\n\rover three lines} *\n\r"
    '[Event "Mixed line ends: game 2"]\r[Result "*"]\n\n1. Hf7-d5 *\r\n')

# --- huge tags ------------------------------------------------------------------------------
put("huge-tag-1.cgn", '[Event "' + "v" * 8193 + '"]\n[Result "*"]\n\n1. Hf7-d5 *\n')
put("huge-tag-2.cgn", '[Event "Malformed: tag name of 256 bytes"]\n[' + "N" * 256 + ' "v"]\n[Result "*"]\n\n'
    "1. Hf7-d5 *\n")
put("huge-tag-3.cgn", '[Event "At the limits: a 255-byte tag name, an 8192-byte value"]\n[' + "N" * 255
    + ' "v"]\n[Annotator "' + "v" * 8192 + '"]\n[Result "*"]\n\n1. Hf7-d5 *\n')
put("huge-tag-4.cgn", '[Annotator "' + "a" * 8191 + '\\"\\""]\n[Result "*"]\n\n1. Hf7-d5 *\n')
put("huge-tag-5.cgn", '[Event "At the limit after unescaping: 16384 bytes written, 8192 read"]\n[Annotator "'
    + "\\\\" * 8192 + '"]\n[Result "*"]\n\n1. Hf7-d5 *\n')

# --- huge comments --------------------------------------------------------------------------
put("huge-comment-1.cgn", game(tags_star("Malformed: comment of 65537 bytes"), "1. Hf7-d5 {" + "x" * 65537 + "} *"))
put("huge-comment-2.cgn", game(tags_star("Malformed: ';' comment of 65537 bytes"), "1. Hf7-d5 ;" + "x" * 65537 + "\n*"))
put("huge-comment-3.cgn", game(tags_star("At the limit: 65536 bytes once white space is folded"),
                               "1. Hf7-d5 { \t xx" + "   \n x" * 32767 + "  \n } *"))
put("huge-comment-4.cgn", game(tags_star("Malformed: 32769 two-byte characters, 65538 bytes"),
                               "1. Hf7-d5 {" + "é" * 32769 + "} *"))

# --- deep nesting ---------------------------------------------------------------------------
put("deep-nesting-1.cgn", game(tags_star("Malformed: 101 nested variations, one per line"),
                               "1. Hf7-d5\n" + "\n".join(["(1. Hg6-e4"] * 101)))
put("deep-nesting-2.cgn", game(tags_star("At the limit: 100 nested variations"),
                               "1. Hf7-d5 " + "(1. Hg6-e4 " * 100 + ")" * 100 + " *"))
put("deep-nesting-3.cgn", game(tags_star("Malformed: 20000 nested variations on one line"),
                               "1. Hf7-d5 " + "(Hg6-e4 " * 20000))

# --- bad move numbers -----------------------------------------------------------------------
put("bad-move-number-1.cgn", game(tags_star("Malformed: move number 0"), "0. Hf7-d5 *"))
put("bad-move-number-2.cgn", game(tags_star("Malformed: a letter in the move number"), "1a. Hf7-d5 *"))
put("bad-move-number-3.cgn", game(tags_star("Malformed: move number 000, lone CR line ends"),
                                  "1. Hf7-d5 000. Hb3xd5 *", "\r"))
put("bad-move-number-4.cgn", game(tags_star("Malformed: a move number written as a word"),
                                  "1. Hf7-d5 two. Hb3xd5 *"))

# --- huge move numbers ----------------------------------------------------------------------
put("huge-move-number-1.cgn", game(tags_star("Malformed: move number 100001"), "100001. Hf7-d5 *"))
put("huge-move-number-2.cgn", game(tags_star("Malformed: move number of 20 digits"),
                                   "1. Hf7-d5 99999999999999999999. Hb3xd5 *"))
put("huge-move-number-3.cgn", game(tags_star("At the limit: move number 100000"), "100000. Hf7-d5 *"))
put("huge-move-number-4.cgn", game(tags_star("Malformed: move number 2^64+1"),
                                   "1. Hf7-d5 Hb3xd5\n18446744073709551617. Bg7-d4 *"))

# --- NAG overflow ---------------------------------------------------------------------------
put("nag-overflow-1.cgn", game(tags_star("Malformed: NAG $256"), "1. Hf7-d5 $256 *"))
put("nag-overflow-2.cgn", game(tags_star("Malformed: NAG $99999999999"), "1. Hf7-d5 $99999999999 *"))
put("nag-overflow-3.cgn", game(tags_star("Malformed: NAG 256 behind leading zeros"),
                               "1. Hf7-d5 $255 Hb3xd5 $00000000000000000000000000256 *"))
put("nag-overflow-4.cgn",
    '[Event "Malformed: NAG 2^64+1, mixed line ends"]\r[Result "*"]\n\r\n1. Hf7-d5 Hb3xd5\n\r'
    "$18446744073709551617 *\r\n")

# --- missing results ------------------------------------------------------------------------
put("missing-result-1.cgn", game(tags_star("Malformed: no result token"), "1. Hf7-d5 Hb3xd5"))
put("missing-result-2.cgn", game(tags_star("Malformed: no result token before the next game"),
                                 "1. Hf7-d5 Hb3xd5", "\r\n") + "\r\n"
    + game(tags_star("Valid: the game after"), "1. Hf7-d5 *", "\r\n"))
put("missing-result-3.cgn", '[Event "Malformed: tags only, no moves, no result"]\n[Result "*"]\n\n'
    + game(tags_star("Valid: the game after"), "1. Hf7-d5 *"))
put("missing-result-4.cgn", game(tags_star("Malformed: ends after a comment"), "1. Hf7-d5 {end}")[:-1])
put("missing-result-5.cgn", game([("Event", "No Result tag: a warning only")], "1. Hf7-d5 *"))

# --- mismatched results ---------------------------------------------------------------------
CAPTURE_LINE_1 = "1. Bg7-e5 Bb2xe5+ 2. Hg6xe5 Aa5-b6"
CAPTURE_LINE_2 = "3. He5xc3+ Sa4-b5 4. Hc3xa1#"
put("mismatched-result-1.cgn", game([("Event", "Malformed: token disagrees with the Result tag"),
                                     ("Result", "1/2-1/2")], "1. Hf7-d5 *"))
put("mismatched-result-2.cgn", game([("Event", "Malformed: a draw after Dark took the Commander"),
                                     ("Result", "1/2-1/2")], CAPTURE_LINE_1 + "\n" + CAPTURE_LINE_2 + " 1/2-1/2"))
put("mismatched-result-3.cgn", game([("Event", "Malformed: checkers, Red wins with no piece left"),
                                     ("Variant", "checkers"), ("Result", "0-1"), ("SetUp", "1"),
                                     ("FEN", "W:Wc3:BKe5,h6")], "1... c3-d4 2. e5xc3 0-1"))
put("mismatched-result-4.cgn",
    game([("Event", "Mismatch: game 1 of 3, valid"), ("Result", "*")], "1. Hf7-d5 *") + "\n"
    + game([("Event", "Mismatch: game 2 of 3, token disagrees with the tag"), ("Result", "0-1")],
           "1. Hf7-d5 Hb3xd5 1-0") + "\n"
    + game([("Event", "Mismatch: game 3 of 3, valid"), ("Result", "1/2-1/2")], "1. Hf7-d5 Hb3xd5 1/2-1/2"))
put("mismatched-result-5.cgn", game(tags_star("Undecided: '*' after a Commander capture, a warning only"),
                                    CAPTURE_LINE_1 + "\n" + CAPTURE_LINE_2 + " *"))

# --- unknown variants -----------------------------------------------------------------------
put("unknown-variant-1.cgn", game([("Event", "Malformed: unknown variant"), ("Variant", "xiangqi"),
                                   ("Result", "*")], "1. Hf7-d5 *"))
put("unknown-variant-2.cgn", game([("Event", "Malformed: empty variant"), ("Site", "Bradenton"),
                                   ("Variant", ""), ("Result", "*")], "1. Hf7-d5 *"))
put("unknown-variant-3.cgn", game([("Event", "Malformed: PDN GameType 20"), ("GameType", "20"),
                                   ("Result", "*")], "1. 32-28 *"))

# --- broken FENs ----------------------------------------------------------------------------
START = "3ASTFC/4AHBF/5DHT/a5AS/sa5A/thd5/fbha4/cftsa3"
put("broken-fen-1.cgn", game([("Event", "Malformed: side to move x"), ("SetUp", "1"),
                              ("FEN", START + " x - 0 1"), ("Result", "*")], "*"))
put("broken-fen-2.cgn", game([("Event", "Malformed: checkers square 33"), ("Variant", "checkers"),
                              ("SetUp", "1"), ("FEN", "B:W33:B1"), ("Result", "*")], "*"))
put("broken-fen-3.cgn", game([("Event", "Malformed: checkers man on a light square"), ("Variant", "checkers"),
                              ("SetUp", "1"), ("FEN", "B:We4:B1"), ("Result", "*")], "*"))
put("broken-fen-4.cgn", game([("Event", "Malformed: empty FEN"), ("SetUp", "1"), ("FEN", ""),
                              ("Result", "*")], "*"))
put("broken-fen-5.cgn", game([("Event", "Malformed: ply count of 20 digits"), ("SetUp", "1"),
                              ("FEN", START + " d - 99999999999999999999 1"), ("Result", "*")], "*"))

# --- truncated files ------------------------------------------------------------------------
put("truncated-1.cgn", '[Event "Club Cham')
put("truncated-2.cgn", game(tags_star("Truncated in a move"), "1. Hf7-d5 Hb3x")[:-1])
put("truncated-3.cgn", game(tags_star("Truncated in a comment"), "1. Hf7-d5 {the Heli")[:-1])
put("truncated-4.cgn", game(tags_star("Truncated in a NAG"), "1. Hf7-d5 $")[:-1])
put("truncated-5.cgn", game([("Event", "Truncated in the result"), ("Result", "1/2-1/2")],
                            "1. Hf7-d5 Hb3xd5 1/2-1")[:-1])
put("truncated-6.cgn", '[Event "Truncated after the value"')

# --- binary garbage -------------------------------------------------------------------------


def png_chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


PNG = (b"\x89PNG\r\n\x1a\n" + png_chunk(b"IHDR", struct.pack(">IIBBBBB", 1, 1, 8, 6, 0, 0, 0))
       + png_chunk(b"IDAT", zlib.compress(b"\x00\x00\x00\x00\x00")) + png_chunk(b"IEND", b""))
put("binary-garbage-1.cgn", PNG)
# 1024 pseudo-random bytes, fixed seed, after one fixed byte 0xFE (never valid in UTF-8),
# so the first diagnostic does not depend on the generator.
put("binary-garbage-2.cgn", b"\xfe" + random.Random(20260517).randbytes(1023))
ELF = (b"\x7fELF\x02\x01\x01\x00" + b"\x00" * 8 + struct.pack("<HHIQQQIHHHHHH", 2, 0x3E, 1, 0x401000, 64, 0, 0,
                                                               64, 56, 1, 64, 0, 0))
put("binary-garbage-3.cgn", ELF)
# A whole record saved as UTF-16 little endian, with its byte order mark FF FE.
put("binary-garbage-4.cgn", b"\xff\xfe" + game(tags_star("UTF-16 little endian"), "1. Hf7-d5 *").encode("utf-16-le"))
put("binary-garbage-5.cgn", b"\0" * 4096)

# --- empty files ----------------------------------------------------------------------------
put("empty-1.cgn", b"")
put("empty-2.cgn", b"\n\n\n")
put("empty-3.cgn", b" \t \r\n\x0b\x0c \r \n")
put("empty-4.cgn", BOM + b"\r\n")

# --- resynchronisation ----------------------------------------------------------------------
put("resync-1.cgn",
    game(tags_star("Resync: game 1 of 3, valid"), "1. Hf7-d5 Hb3xd5 *") + "\n"
    + game(tags_star("Resync: game 2 of 3, comment never closed"), "1. Hf7-d5 {this comment is never closed\nHb3xd5 *")
    + "\n" + game(tags_star("Resync: game 3 of 3, valid"), "1. Hf7-d5 Ab4-c4 2. Bg7-d4 Hc2-e4 *"))
put("resync-2.cgn",
    game(tags_star("Resync: game 1 of 3, valid"), "1. Hf7-d5 *") + "\n"
    + '[Event "Resync: game 2 of 3, broken tag]\n[Site "read on after the broken tag"]\n[Result "*"]\n\n'
      "1. Hf7-d5 *\n\n"
    + game(tags_star("Resync: game 3 of 3, valid"), "1. Hf7-d5 Hb3xd5 *"))
put("resync-3.cgn",
    game(tags_star("Resync: game 1 of 3, valid"), "1. Hf7-d5 *")
    + '[Event "Resync: game 2 of 3"] [Result "*"] 1. Hf7-d5 {never closed\n'
    + game(tags_star("Resync: game 3 of 3, valid"), "1. Hf7-d5 *"))
put("resync-4.cgn",
    game(tags_star("Resync: game 1 of 3, variation never closed"), "1. Hf7-d5 (1. Hg6-e4 Hb3-d4") + "\n"
    + game(tags_star("Resync: game 2 of 3, valid"), "1. Hf7-d5 *") + "\n"
    + game(tags_star("Resync: game 3 of 3, valid"), "1. Hf7-d5 Hb3xd5 *"))
put("resync-5.cgn",
    game(tags_star("Resync: game 1 of 5, valid"), "1. Hf7-d5 *") + "\n"
    + '[Event "Resync: game 2 of 5, tags only"]\n[Result "*"]\n\n'
    + game(tags_star("Resync: game 3 of 5, valid"), "1. Hf7-d5 Hb3xd5 *") + "\n"
    + game([("Event", "Resync: game 4 of 5, broken FEN"), ("SetUp", "1"), ("FEN", START + " d - 0 0"),
            ("Result", "*")], "*") + "\n"
    + game(tags_star("Resync: game 5 of 5, valid"), "1. Hf7-d5 *"))
put("stray-comment-1.cgn",
    "{Club games, autumn: a remark before the first game's tags}\n\n"
    + game(tags_star("Stray comments: game 1 of 2"), "1. Hf7-d5 * {a remark after the result}") + "\n"
    + game(tags_star("Stray comments: game 2 of 2"), "1. Hf7-d5 Hb3xd5 *") + "{a remark after the last game}\n")
put("resync-6.cgn", PNG + b"\n"
    + game(tags_star("Resync: game 2 of 3, valid after binary garbage"), "1. Hf7-d5 *").encode() + b"\n"
    + game(tags_star("Resync: game 3 of 3, valid"), "1. Hf7-d5 Hb3xd5 *").encode())

if __name__ == "__main__":
    # Binary garbage must not hold a tag line ('[' and a letter after a line end), or it
    # would start a game of its own: the expectations count one game per garbage file.
    for name in ("binary-garbage-1.cgn", "binary-garbage-2.cgn", "binary-garbage-3.cgn"):
        data = files[name]
        for i in range(len(data) - 2):
            if data[i] in b"\r\n" and data[i + 1:i + 2] == b"[" and chr(data[i + 2]).isalpha():
                raise SystemExit("%s holds a tag line at byte %d" % (name, i + 1))
    for name, data in sorted(files.items()):
        with open(os.path.join(HERE, name), "wb") as out:
            out.write(data)
    print("wrote %d files to %s" % (len(files), HERE))
