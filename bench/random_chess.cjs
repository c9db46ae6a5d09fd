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
// plies, bytes.
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
  process.stderr.write('usage: node random_chess.cjs --plies N --mean-length M [--seed S] > chess.pgn\n');
  process.exit(2);
}

const options = { plies: 0, mean: 0, seed: 1 };
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

let remaining = options.plies;
let games = 0;
let written = 0;
while (remaining > 0) {
  const target = Math.min(remaining, 1 + below(maxLength));
  const chess = new Chess();
  const sans = [];
  let result = null;
  while (sans.length < target) {
    const legal = chess['_moves']({ legal: true });
    if (legal.length === 0) break;
    const m = legal[below(legal.length)];
    sans.push(chess['_moveToSan'](m, legal));
    chess['_makeMove'](m);
  }
  if (chess.isCheckmate()) result = chess.turn() === 'w' ? '0-1' : '1-0';
  else if (chess.isStalemate() || chess.isInsufficientMaterial()) result = '1/2-1/2';
  else result = ['*', '1-0', '0-1', '1/2-1/2'][below(4)];
  ++games;
  remaining -= sans.length;
  written += sans.length;

  let text = `[Event "Random Chess Corpus"]\n[Site "cinc bench"]\n[Date "2026.11.22"]\n` +
             `[Round "${games}"]\n[White "Random ${2 * games - 1}"]\n[Black "Random ${2 * games}"]\n` +
             `[Result "${result}"]\n\n`;
  let line = '';
  for (let i = 0; i < sans.length; ++i) {
    const token = (i % 2 === 0 ? `${i / 2 + 1}. ` : '') + sans[i];
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
process.stderr.write(`games ${games}\nplies ${written}\nbytes ${bytes}\n`);
