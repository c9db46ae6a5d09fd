// Random legal chess games in PGN, deterministic for a seed: the input of
// bench/vs-pgn-extract.sh (pgn-extract replays chess, not Commander-In-Chief).
//
//   node bench/random_chess.cjs --plies N --mean-length M [--seed S] > chess.pgn
//
// Writes games until they hold exactly N main-line plies in all (the last game is cut
// short to land on N). Each game aims at a length drawn uniformly from 1..2M-1 (mean M)
// and stops earlier at checkmate, stalemate or insufficient material. The Result tag is
// the one the moves force (1-0 / 0-1 after mate, 1/2-1/2 after stalemate or dead
// material), otherwise one of *, 1-0, 0-1, 1/2-1/2 at random, as in the CIC corpus. No
// comments, NAGs or variations. A summary goes to stderr as "key value" lines: games,
// plies (main lines), all_plies (with variations), bytes, error_games.
//
// --realistic: what tournament records carry, in the proportions of cinc-corpus's
// realistic corpus (bench/corpus.cpp, `--errors 10 --names`): half the games timed, with
// [%emt]/[%clk] in a comment after every move and a remark in one in six; in the others a
// remark after one move in eight; a NAG after one move in nine; a side line of 1 to 6
// random legal moves after one main-line move in twelve (before the move, from the
// position before it); players with accented names; and one game in a hundred with a
// move that is not legal (a piece's move to a square no piece of its kind can reach).
//
// Needs chess.js 1.4.0 (npm), found through NODE_PATH; bench/vs-pgn-extract.sh installs
// it into a cache directory outside the repository. A move is chosen from chess.js's
// legal-move list and played through its internal `_moves()`, `_moveToSan()` and
// `_makeMove()`, as its own Move class does: the public `moves()` builds the SAN of every
// legal move, and `move()` two FENs per move, which would make generation many times
// slower. The version is pinned, so the games are the same for a seed on every machine.
'use strict';

const { Chess } = require('chess.js');

function usage(message) {
  if (message) process.stderr.write(`random_chess: ${message}\n`);
  process.stderr.write('usage: node random_chess.cjs --plies N --mean-length M [--seed S] [--realistic] > chess.pgn\n');
  process.exit(2);
}

const options = { plies: 0, mean: 0, seed: 1, realistic: false };
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; ++i) {
  const value = () => {
    if (i + 1 >= argv.length) usage(`${argv[i]} needs a value`);
    const n = Number(argv[++i]);
    if (!Number.isFinite(n) || n < 0) usage(`${argv[i - 1]} needs a number, not "${argv[i]}"`);
    return n;
  };
  if (argv[i] === '--plies') options.plies = Math.floor(value());
  else if (argv[i] === '--mean-length') options.mean = value();
  else if (argv[i] === '--seed') options.seed = Math.floor(value());
  else if (argv[i] === '--realistic') options.realistic = true;
  else usage(`unknown argument "${argv[i]}"`);
}
if (options.plies <= 0 || options.mean < 1) usage('--plies and --mean-length (>= 1) are required');

// mulberry32: a small, well-mixed 32-bit generator; enough for choosing moves.
function rng32(seed) {
  let a = seed >>> 0;
  return function next() {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}
const next = rng32(options.seed ^ 0x9e3779b9);
const below = (n) => next() % n;  // n is small: the bias of the modulo does not matter here


const maxLength = Math.max(1, Math.round(2 * options.mean - 1));
const out = [];
let pending = 0;
let bytes = 0;
function emit(text) {
  out.push(text);
  pending += text.length;
  bytes += Buffer.byteLength(text);
  if (pending > 1 << 20) flush();
}
function flush() {
  if (out.length) process.stdout.write(out.join(''));
  out.length = 0;
  pending = 0;
}

const names = ['Ávila, José', 'Müller, Jürgen', 'de Vries, Anne', 'Kjær, Søren',
               'Lefèvre, François', 'Núñez, Inés', 'Dijk, Pieter', 'Groß, Renée',
               'O\'Brien, Siobhán', 'Åström, Björn', 'Santos, João', 'Smith, John'];
const remarks = ['a quiet developing move', 'threatens mate', 'the knight jumps in', 'better was to castle',
                 'Black answers at once', 'a trade of bishops', 'unclear; both sides have chances',
                 'the rook guards the file', 'with the idea Nd5', 'an oversight', 'strong', 'now the centre is open'];
const clockText = (s) => `${Math.floor(s / 3600)}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;

// A random legal line of `length` moves from the current position, taken back afterwards.
function sideLine(chess, length) {
  const sans = [];
  for (let k = 0; k < length; ++k) {
    const legal = chess['_moves']({ legal: true });
    if (legal.length === 0) break;
    const m = legal[below(legal.length)];
    sans.push(chess['_moveToSan'](m, legal));
    chess['_makeMove'](m);
  }
  for (let k = 0; k < sans.length; ++k) chess['_undoMove']();
  return sans;
}

// The SAN of the move with another destination that no legal move of that kind of piece
// reaches, or null: a reader that takes unneeded disambiguation ("Nbd5" for "Nd5") must
// still refuse it.
function illegalLike(san, legal, chess) {
  const kindAndSquare = (text) => {
    const core = text.replace(/[+#]$/, '').replace(/=[QRBN]$/, '');
    return /^[NBRQK]/.test(core) ? core[0] + core.slice(-2) : 'P' + core.slice(-2);
  };
  const reached = new Set(legal.map((m) => kindAndSquare(chess['_moveToSan'](m, legal))));
  const core = san.replace(/[+#]$/, '').replace(/=[QRBN]$/, '');
  if (!/[a-h][1-8]$/.test(core) || /^[a-h]/.test(core)) return null;  // castling and pawn moves keep their text
  for (let tries = 0; tries < 64; ++tries) {
    const wrong = core.slice(0, -2) + 'abcdefgh'[below(8)] + '12345678'[below(8)];
    if (!reached.has(kindAndSquare(wrong))) return wrong;
  }
  return null;
}

let remaining = options.plies;
let games = 0;
let written = 0;
let allPlies = 0;
let errorGames = 0;
while (remaining > 0) {
  const target = Math.min(remaining, 1 + below(maxLength));
  const chess = new Chess();
  const sans = [];
  const extras = [];  // per move: the text after it (NAG, comment) and the side line before it
  const timed = options.realistic && below(2) === 0;
  let clock = 45 * 60;
  let result = null;
  while (sans.length < target) {
    const legal = chess['_moves']({ legal: true });
    if (legal.length === 0) break;
    const m = legal[below(legal.length)];
    const extra = { after: '', line: null };
    if (options.realistic) {
      if (below(12) === 0) {
        const line = sideLine(chess, 1 + below(6));
        if (line.length) extra.line = line;
      }
      if (below(9) === 0) extra.after += ` $${1 + below(6)}`;
      if (timed) {
        const spent = 2 + below(50);
        clock = Math.max(0, clock - spent);
        let c = `[%emt ${clockText(spent)}] [%clk ${clockText(clock)}]`;
        if (below(6) === 0) c += ` ${remarks[below(remarks.length)]}`;
        extra.after += ` {${c}}`;
      } else if (below(8) === 0) {
        extra.after += ` {${remarks[below(remarks.length)]}}`;
      }
    }
    sans.push(chess['_moveToSan'](m, legal));
    extras.push(extra);
    chess['_makeMove'](m);
  }
  // One game in a hundred: a move after the first two that is not legal (the game is cut
  // there: what follows it would be played from an unknown position).
  if (options.realistic && sans.length >= 3 && below(100) === 0) {
    // A ply whose move can be so spoilt (a piece's, not a pawn's or castling), of ten tried.
    for (let tries = 0; tries < 10; ++tries) {
      const at = 2 + below(sans.length - 2);
      const replay = new Chess();
      for (let k = 0; k < at; ++k) replay.move(sans[k]);
      const wrong = illegalLike(sans[at], replay['_moves']({ legal: true }), replay);
      if (wrong) {
        sans[at] = wrong;
        ++errorGames;
        break;
      }
    }
  }
  if (chess.isCheckmate()) result = chess.turn() === 'w' ? '0-1' : '1-0';
  else if (chess.isStalemate() || chess.isInsufficientMaterial()) result = '1/2-1/2';
  else result = ['*', '1-0', '0-1', '1/2-1/2'][below(4)];
  ++games;
  remaining -= sans.length;
  written += sans.length;
  allPlies += sans.length;

  const player = (n) => (options.realistic ? `${names[n % names.length]} ${n}` : `Random ${n}`);
  let text = `[Event "Random Chess Corpus"]\n[Site "cinc bench"]\n[Date "2026.11.22"]\n` +
             `[Round "${games}"]\n[White "${player(2 * games - 1)}"]\n[Black "${player(2 * games)}"]\n` +
             `[Result "${result}"]\n` + (timed ? '[TimeControl "2700+60"]\n' : '') + '\n';
  // Tokens (a move with its number, a comment's words, a side line's parts) filled into
  // lines of at most 79 characters.
  const tokens = [];
  for (let i = 0; i < sans.length; ++i) {
    const number = i % 2 === 0 ? `${i / 2 + 1}.` : `${(i + 1) / 2}...`;
    tokens.push((i % 2 === 0 || i === 0 || extras[i - 1].after || extras[i - 1].line ? `${number} ` : '') + sans[i]);
    for (const word of extras[i].after.trim().split(' ')) if (word) tokens.push(word);
    const line = extras[i].line;
    if (line) {
      // The side line replaces this move: it follows the move, in parentheses.
      allPlies += line.length;
      const parts = line.map((san, k) => {
        const ply = i + k;
        return (k === 0 || ply % 2 === 0 ? `${ply % 2 === 0 ? `${ply / 2 + 1}.` : `${(ply + 1) / 2}...`} ` : '') + san;
      });
      parts[0] = `(${parts[0]}`;
      parts[parts.length - 1] += ')';
      tokens.push(...parts);
    }
  }
  let line = '';
  for (const token of tokens) {
    if (line.length + 1 + token.length > 79) {
      text += line + '\n';
      line = token;
    } else {
      line = line ? `${line} ${token}` : token;
    }
  }
  if (line.length + 1 + result.length > 79) {
    text += line + '\n';
    line = result;
  } else {
    line = line ? `${line} ${result}` : result;
  }
  emit(text + line + '\n\n');
}
flush();
process.stderr.write(`games ${games}\nplies ${written}\nall_plies ${allPlies}\nbytes ${bytes}\nerror_games ${errorGames}\n`);
