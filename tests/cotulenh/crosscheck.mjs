// Cross-check of cinc's Commander Chess against the cotulenh engine (mnoyd/cotulenh-monorepo,
// packages/cotulenh/core), the reference the rules follow (docs/rules/commander-chess.md §11). Run it
// through crosscheck.sh, which bundles the engine from a checkout; nothing of the engine is kept
// in this repository, only the data this script writes.
//
//   node crosscheck.mjs generate  --engine BUNDLE --commit SHA --out DIR [--games N] [--plies N]
//                                 [--first-seed S] [--stacked-per-game K] [--stacked-nodes M]
//                                 [--starts FILE]
//   node crosscheck.mjs roundtrip --engine BUNDLE --data DIR
//   node crosscheck.mjs compare   --cinc BINARY --data DIR [--report FILE]
//   node crosscheck.mjs perft     --engine BUNDLE --depth N [--fen FEN]
//
// generate: plays seeded random games with the engine (a random first step, then random steps of
//   the deploy; in half the games a deploy may also be ended early, as a player may), exports each
//   with the engine's own pgn(), and records at every turn the engine's FEN and, where the side to
//   move has no stack (always) or for a sample of the turns where it has one, every legal whole
//   turn: each order of a deploy's steps is its own turn, as cinc counts them (§5), found by
//   walking the engine's own deploy sessions. Writes DIR/engine-games.pgn and DIR/engine-turns.ndjson;
//   the whole-turn lists themselves go to DIR/lists/ (for compare, not committed: large).
//   With --starts FILE the games start from set-up positions, one a line, "FEN | PATTERN" (a line
//   starting with '#' is a comment): game n starts from line n modulo the number of lines, and
//   each start is played in the three kinds in turn; its turns are listed there, and its first
//   turn is one of the engine's whole turns whose text (cinc's, as the lists write it:
//   "e5:F>@e9:C>&e9") matches PATTERN, a regular expression, picked by the seeded generator; then
//   it goes on as the others. So a deploy form the engine writes but random play from the start
//   seldom reaches gets into the data. The record's FEN tag holds that start: the engine's pgn()
//   writes the position it holds when it exports, which its own reader, like cinc, would take
//   as the start.
// roundtrip: replays DIR/cinc-export.pgn (what `cinc cgn --dialect cotulenh` made of the engine's
//   games) with the engine's loadPgn in strict mode and writes the verdict of each game to
//   DIR/roundtrip.ndjson.
// compare: asks a cinc binary for its legal turns at each recorded position (`cinc perft
//   --divide`) and reports the differences with the engine's lists, and how many of the engine's
//   exports `cinc validate` accepts as they are and without their SetUp/FEN tags.
// perft: counts whole-turn paths with the engine, as `cinc perft` does (bench/perft.sh).
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'

// ---- options ---------------------------------------------------------------------------------

function options(argv) {
  const out = { _: [] }
  for (let i = 0; i < argv.length; i++) {
    if (argv[i].startsWith('--')) out[argv[i].slice(2)] = argv[++i]
    else out._.push(argv[i])
  }
  return out
}

function need(opt, name) {
  if (opt[name] === undefined) {
    process.stderr.write(`crosscheck: --${name} is required\n`)
    process.exit(2)
  }
  return opt[name]
}

// ---- the notation shared with the C++ test ------------------------------------------------------

// A seeded generator (mulberry32): the same seed plays the same game on any machine.
function random(seed) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

// FNV-1a, 64 bits, of the sorted whole-turn texts joined by '\n' (the C++ test computes the same).
function listHash(texts) {
  let h = 0xcbf29ce484222325n
  const data = Buffer.from([...texts].sort().join('\n'), 'latin1')
  for (const byte of data) {
    h ^= BigInt(byte)
    h = (h * 0x100000001b3n) & 0xffffffffffffffffn
  }
  return h.toString(16).padStart(16, '0')
}

// cinc's mark of a step from the engine's flags string (n c s k d b): - x _ @ &.
function mark(flags) {
  if (flags.includes('k')) return '@'
  if (flags.includes('s')) return '_'
  if (flags.includes('b')) return '&'
  if (flags.includes('c')) return 'x'
  return '-'
}

// cinc's canonical text (§9.2) of a whole move, and of one deploy step.
const moveText = (m) => m.piece.type.toUpperCase() + m.from + mark(m.flags) + m.to
const stepText = (m) => m.piece.type.toUpperCase() + '>' + (mark(m.flags) === '-' ? '' : mark(m.flags)) + m.to
const deployText = (steps) => steps[0].from + steps.map((s) => ':' + stepText(s)).join('')

// The engine's move object for one of its verbose moves: exactly that move (the stay and deploy
// flags tell an Air Force's two captures and a stack's two moves apart).
const moveObject = (m) => ({
  from: m.from,
  to: m.to,
  piece: m.piece.type,
  stay: m.flags.includes('s'),
  deploy: m.flags.includes('d'),
})

// ---- the engine ----------------------------------------------------------------------------------

async function loadEngine(bundle) {
  const engine = await import(bundle)
  // The enumeration asks the same questions many times; these two memos answer repeats of
  // questions whose answers depend only on what the key holds (the position with no deploy in
  // progress; a deploy's start position, point and steps). On only while turns are listed.
  const memo = { on: false, moves: new Map(), recombine: new Map() }
  const { CoTuLenh, MoveSession } = engine
  const movesOf = CoTuLenh.prototype._moves
  CoTuLenh.prototype._moves = function (args = {}) {
    if (!memo.on || this._session || args.deploy) return movesOf.call(this, args)
    const key = this._getMovesCacheKey(args)
    let v = memo.moves.get(key)
    if (!v) memo.moves.set(key, (v = movesOf.call(this, args)))
    return v
  }
  const recombineOf = MoveSession.prototype.getRecombineOptions
  MoveSession.prototype.getRecombineOptions = function () {
    if (!memo.on) return recombineOf.call(this)
    const key =
      this.startFEN + '|' + this.stackSquare + '|' +
      this.moves.map((m) => `${m.from},${m.to},${m.flags},${JSON.stringify(m.piece)}`).join(';')
    let v = memo.recombine.get(key)
    if (!v) memo.recombine.set(key, (v = recombineOf.call(this)))
    return v
  }
  // The engine logs the moves its own checks refuse; the walk makes it check many.
  engine.logger.clearProcessors()
  return { engine, memo }
}

// What a deploy session holds, to tell whether a step changed it.
const signature = (session) =>
  session ? session.moves.map((m) => `${m.from},${m.to},${m.flags},${JSON.stringify(m.piece)}`).join(';') : ''

// Whether the stack on `square` may stand there (a Navy on sea and mixed points, the rest on land
// and mixed points): the engine's undo of a deploy step puts the stack back only when it may.
function mayStand(engine, game, square) {
  const p = game.get(square)
  if (!p) return true
  const mask = p.type === 'n' ? engine.NAVY_MASK : engine.LAND_MASK
  return mask[engine.SQUARE_MAP[square]] === 1
}

// Every legal whole turn at `fen`, walking the engine's own deploy sessions: each step it offers,
// and an end of the deploy wherever it lets the session be committed (or commits it itself, as
// after a recombination that leaves nothing to deploy). Returns [{text, steps, complete}] or null
// when more than `maxNodes` deploy states would be visited. `complete`: the engine would have
// ended the deploy itself (nothing left that may step).
function wholeTurns({ engine, memo }, fen, maxNodes = Infinity) {
  memo.on = true
  memo.moves.clear()
  memo.recombine.clear()
  try {
    const s = new engine.CoTuLenh(fen)
    const out = []
    let nodes = 0
    const replay = (steps) => {
      s.load(fen)
      for (const x of steps) {
        if (s._history.length > 0) throw new Error('the engine committed the deploy before its last step')
        s.move(moveObject(x), { autoCommit: false })
      }
    }
    const committed = () => s._history.length > 0
    const first = s.moves({ verbose: true })
    for (const m of first) {
      if (!m.flags.includes('d')) {
        out.push({ text: moveText(m), steps: [m], complete: true })
        continue
      }
      const walk = (prefix) => {
        if (++nodes > maxNodes) throw new RangeError('too many deploy states')
        // The engine's undo of a step puts the stack back on its point only when it may stand
        // there; otherwise the prefix is played again from the turn's start.
        const undoable = mayStand(engine, s, prefix[0].from)
        const steps = s.moves({ verbose: true })
        if (s.canCommitSession()) out.push({ text: deployText(prefix), steps: prefix, complete: steps.length === 0 })
        for (const x of steps) {
          const next = [...prefix, x]
          const before = s.getSession()
          const was = signature(before)
          const count = before.moves.length
          try {
            s.move(moveObject(x), { autoCommit: false })
          } catch {
            // The engine offers steps it then refuses to make (the carrier's recombination
            // onto a point a stay or suicide capture left empty): no step.
            replay(prefix)
            continue
          }
          const session = s.getSession()
          // A recombination replays the deploy with the joined pieces (and commits it when
          // nothing is left): then the session no longer ends with this step. One the engine
          // cannot make leaves the session as it was: no step at all.
          const rewritten = committed() || !session || session.moves.length !== count + 1
          if (committed()) out.push({ text: deployText(next), steps: next, complete: true })
          else if (signature(session) !== was) walk(next)
          if (rewritten || !undoable) replay(prefix)
          else s.undo()
        }
      }
      replay([m])
      if (committed()) out.push({ text: deployText([m]), steps: [m], complete: true })
      else walk([m])
    }
    return out
  } catch (e) {
    if (e instanceof RangeError) return null
    throw e
  } finally {
    memo.on = false
  }
}

// A random legal whole turn at `fen` by a walk through the engine: a random first move, then
// random steps; the deploy ends when nothing may step (or, in mode 'free', at random when the
// engine lets it end). In mode 'replayable' the first move is one the engine's loadPgn can take:
// no other legal move has its origin, target and piece (loadPgn looks a move up by those three
// alone and throws when two fit, as an Air Force's capture and its stay capture do, or a stack's
// move and its carrier's deploy step to the same point). Returns the steps, or null.
function randomTurn({ engine }, fen, rng, mode) {
  const s = new engine.CoTuLenh(fen)
  const early = mode === 'free'
  let firsts = s.moves({ verbose: true })
  if (mode === 'replayable') {
    const key = (m) => `${m.from} ${m.to} ${m.piece.type}`
    const seen = new Map()
    for (const m of firsts) seen.set(key(m), (seen.get(key(m)) ?? 0) + 1)
    const unique = firsts.filter((m) => seen.get(key(m)) === 1)
    if (unique.length > 0) firsts = unique
  }
  while (firsts.length > 0) {
    const i = Math.floor(rng() * firsts.length)
    const m = firsts[i]
    if (!m.flags.includes('d')) return [m]
    s.load(fen)
    const steps = [m]
    let ok = false
    try {
      s.move(moveObject(m), { autoCommit: false })
      for (;;) {
        if (s._history.length > 0) {
          ok = true
          break
        }
        let next = s.moves({ verbose: true })
        const canEnd = s.canCommitSession()
        if (canEnd && (next.length === 0 || (early && rng() < 0.35))) {
          ok = true
          break
        }
        // A step the engine offers but cannot make (a recombination that fails) changes nothing.
        let moved = false
        while (next.length > 0 && !moved) {
          const i = Math.floor(rng() * next.length)
          const x = next[i]
          const was = signature(s.getSession())
          s.move(moveObject(x), { autoCommit: false })
          moved = s._history.length > 0 || signature(s.getSession()) !== was
          if (moved) steps.push(x)
          else next = next.filter((_, j) => j !== i)
        }
        if (!moved) break // a dead end: the deploy cannot end here
      }
    } catch {
      ok = false
    }
    if (ok) return steps
    firsts = firsts.filter((_, j) => j !== i)
  }
  return null
}

// Plays the steps of one whole turn on the game and ends it; returns the engine's SAN of the turn.
function playTurn(engine, game, steps) {
  const before = game._history.length
  const origin = steps[0].from
  const stack = structuredClone(game.get(origin))
  for (const x of steps) game.move(moveObject(x), { autoCommit: false })
  if (game._history.length === before) {
    const r = game.commitSession()
    if (!r.success) throw new Error('the engine refused to end the turn: ' + r.reason)
    return r.result.san
  }
  // The engine ended the deploy itself (a recombination that left nothing that may step): its
  // SAN as the engine makes it when a deploy ends, from the steps it keeps and what stayed.
  const moves = game._history[game._history.length - 1].command.moves
  const moved = moves.flatMap((m) => engine.flattenPiece(m.piece).map((p) => p.type))
  const stayed = engine.flattenPiece(stack).filter((p) => !moved.includes(p.type))
  const stay = stayed.length > 0 ? engine.combinePieces(stayed) : undefined
  return engine.MoveResult.calculateDeploySanLan(moves, engine.SQUARE_MAP[origin], stay ?? undefined).san
}

// The game as the engine's pgn() writes it, from the SAN of each turn as the engine gave it when
// the turn ended: for the games whose pgn() fails (its undo cannot put a stack back on a point
// where it may not stand, as when a Navy deployed away from its passengers on the sea).
function assembledPgn(game, sans) {
  const order = ['Event', 'Site', 'Date', 'Round', 'Red', 'Blue', 'Result', 'RedElo', 'BlueElo', 'TimeControl',
    'SetUp', 'FEN', 'Termination', 'Annotator']
  const headers = { Event: '?', Site: '?', Date: '????.??.??', Round: '?', Red: '?', Blue: '?', Result: '*', ...game.getHeaders() }
  if (headers.Result === '*' && game.isGameOver())
    headers.Result = game.isCheckmate() ? (game.turn() === 'r' ? '0-1' : '1-0') : '1/2-1/2'
  const tags = [...order.filter((k) => headers[k] != null), ...Object.keys(headers).filter((k) => !order.includes(k))]
  const moves = []
  sans.forEach((san, i) => (i % 2 === 0 ? moves.push(`${i / 2 + 1}. ${san}`) : (moves[moves.length - 1] += ` ${san}`)))
  return tags.map((k) => `[${k} "${headers[k]}"]\n`).join('') + (sans.length ? '\n' : '') + [...moves, headers.Result].join(' ')
}

// The set-up starts of --starts: [{fen, pattern}].
function readStarts(file) {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '' && !l.startsWith('#'))
    .map((l) => {
      const bar = l.indexOf(' | ')
      if (bar < 0) throw new Error(`${file}: "${l}" is not "FEN | PATTERN"`)
      return { fen: l.slice(0, bar).trim(), pattern: new RegExp(l.slice(bar + 3).trim()) }
    })
}

// A whole turn of `turns` (wholeTurns at `fen`) whose text matches `pattern`, picked by `rng`; its
// steps. Throws when none does: the start is wrong.
function turnMatching(fen, turns, pattern, rng) {
  const fitting = (turns ?? []).filter((t) => pattern.test(t.text)).sort((a, b) => (a.text < b.text ? -1 : 1))
  if (fitting.length === 0) throw new Error(`no whole turn at ${fen} fits ${pattern}`)
  return fitting[Math.floor(rng() * fitting.length)].steps
}

// Whether the side to move has a stack (then its turns include deploys).
function moverHasStack(game) {
  const turn = game.turn()
  for (const row of game.board())
    for (const cell of row) if (cell && cell.color === turn && game.get(cell.square).carrying?.length) return true
  return false
}

// ---- generate ------------------------------------------------------------------------------------

async function generate(opt) {
  const eng = await loadEngine(need(opt, 'engine'))
  const out = need(opt, 'out')
  const commit = need(opt, 'commit')
  const games = Number(opt.games ?? 150)
  const maxPlies = Number(opt.plies ?? 60)
  const firstSeed = Number(opt['first-seed'] ?? 1)
  const stackedPerGame = Number(opt['stacked-per-game'] ?? 2)
  const stackedNodes = Number(opt['stacked-nodes'] ?? 4000)
  const starts = opt.starts ? readStarts(opt.starts) : []
  mkdirSync(join(out, 'lists'), { recursive: true })
  const pgns = []
  const lines = [
    JSON.stringify({
      engine: 'mnoyd/cotulenh-monorepo packages/cotulenh/core',
      commit,
      games,
      plies: maxPlies,
      first_seed: firstSeed,
      ...(opt.starts ? { starts: opt.starts } : {}),
      hash: 'FNV-1a 64 of the sorted whole-turn texts joined by newlines',
    }),
  ]
  let lists = ''
  const started = Date.now()
  for (let n = 0; n < games; n++) {
    const seed = firstSeed + n
    const rng = random(seed)
    // Three kinds of games: deploys that go on while a piece may step, deploys ended at random
    // (as a player may), and games the engine's loadPgn can replay (see randomTurn).
    // From set-up starts, each start is played in the three kinds in turn.
    const start = starts.length > 0 ? starts[n % starts.length] : null
    const mode = ['complete', 'free', 'replayable'][(start ? Math.floor(n / starts.length) : n) % 3]
    const game = start ? new eng.engine.CoTuLenh(start.fen) : new eng.engine.CoTuLenh()
    game.setHeader('Event', 'cinc cross-check')
    game.setHeader('Site', 'cotulenh engine, random play')
    game.setHeader('Date', '2026.01.01')
    game.setHeader('Round', String(n + 1))
    game.setHeader('Red', `random ${seed}`)
    game.setHeader('Blue', `random ${seed}`)
    const plies = []
    const sans = []
    let stacked = 0
    for (let ply = 0; ply < maxPlies && !game.isGameOver(); ply++) {
      const fen = game.fen()
      const record = [fen]
      const stack = moverHasStack(game)
      const chosen = start && ply === 0
      let turns = null
      if (chosen || !stack || (stacked < stackedPerGame && rng() < 0.25)) {
        turns = wholeTurns(eng, fen, stack && !chosen ? stackedNodes : Infinity)
        if (turns) {
          const texts = turns.map((t) => t.text)
          if (new Set(texts).size !== texts.length) throw new Error(`the same turn twice at ${fen}`)
          record.push(texts.length, listHash(texts))
          lists += `${n + 1} ${ply} ${fen}\n${[...texts].sort().join('\n')}\n\n`
          if (stack) stacked++
        }
      }
      plies.push(record)
      const steps = chosen ? turnMatching(fen, turns, start.pattern, rng) : randomTurn(eng, fen, rng, mode)
      if (!steps) break
      sans.push(playTurn(eng.engine, game, steps))
    }
    const final = game.fen()
    const assembled = assembledPgn(game, sans)
    let pgn
    let exported = 'pgn'
    try {
      pgn = game.pgn()
      if (pgn !== assembled) throw new Error(`the assembled record differs from pgn()'s:\n${pgn}\n${assembled}`)
    } catch (e) {
      if (!(e instanceof eng.engine.CotulenhError) && !/Invalid terrain/.test(e.message)) throw e
      process.stderr.write(`game ${n + 1} (seed ${seed}): the engine's pgn() failed (${e.message}): its record ` +
        `is assembled from the SAN the engine gave each turn\n`)
      pgn = assembled
      exported = 'assembled'
    }
    if (start) pgn = pgn.replace(/^\[FEN "[^"]*"\]$/m, `[FEN "${start.fen}"]`)
    pgns.push(pgn)
    const from = start ? { start: start.fen, first: start.pattern.source } : {}
    lines.push(JSON.stringify({ round: n + 1, seed, mode, ...from, export: exported, final, plies }))
    process.stderr.write(`game ${n + 1}: ${plies.length} plies, ${stacked} stacked positions listed, ` +
      `${((Date.now() - started) / 1000).toFixed(0)} s\n`)
  }
  writeFileSync(join(out, 'engine-games.pgn'), pgns.join('\n\n') + '\n')
  writeFileSync(join(out, 'engine-turns.ndjson'), lines.join('\n') + '\n')
  writeFileSync(join(out, 'lists', 'engine-lists.txt'), lists)
}

// ---- roundtrip -----------------------------------------------------------------------------------

// The games of a PGN file, split where a tag section starts after the movetext.
function splitGames(text) {
  const games = []
  let current = []
  let inMoves = false
  for (const line of text.split('\n')) {
    if (line.startsWith('[') && inMoves) {
      games.push(current.join('\n'))
      current = []
      inMoves = false
    }
    if (!line.startsWith('[') && line.trim() !== '') inMoves = true
    current.push(line)
  }
  if (current.some((l) => l.trim() !== '')) games.push(current.join('\n'))
  return games
}

async function roundtrip(opt) {
  const { engine } = await loadEngine(need(opt, 'engine'))
  const dir = need(opt, 'data')
  const exported = splitGames(readFileSync(join(dir, 'cinc-export.pgn'), 'latin1'))
  const turns = readFileSync(join(dir, 'engine-turns.ndjson'), 'latin1').trim().split('\n').slice(1).map((l) => JSON.parse(l))
  const lines = []
  let ok = 0
  exported.forEach((text, i) => {
    const g = new engine.CoTuLenh()
    const verdict = { round: turns[i]?.round ?? i + 1 }
    try {
      g.loadPgn(text, { strict: true })
      verdict.replayed = true
      verdict.final = g.fen()
      // The engine's position after the game must be the one it played.
      if (turns[i] && turns[i].final !== g.fen()) {
        verdict.replayed = false
        verdict.error = `the engine replayed it to ${g.fen()}, not to ${turns[i].final}`
      }
    } catch (e) {
      verdict.replayed = false
      verdict.error = String(e.message)
      // What stops the engine's reader on a text it cannot replay whatever is written:
      if (/^Multiple matching legal moves found/.test(verdict.error)) verdict.limit = 'same-origin-target-piece'
      else if (/^Invalid move in PGN: [a-k][0-9]+:/.test(verdict.error)) verdict.limit = 'deploy-ended-early'
    }
    if (verdict.replayed) ok++
    lines.push(JSON.stringify(verdict))
  })
  writeFileSync(join(dir, 'roundtrip.ndjson'), lines.join('\n') + '\n')
  const verdicts = lines.map((l) => JSON.parse(l))
  const count = (f) => verdicts.filter(f).length
  process.stdout.write(`cinc's exports replayed by the engine's loadPgn (strict): ${ok} of ${exported.length}; ` +
    `stopped by its lookup by origin, target and piece: ${count((v) => v.limit === 'same-origin-target-piece')}; ` +
    `by a deploy ended early: ${count((v) => v.limit === 'deploy-ended-early')}; ` +
    `otherwise: ${count((v) => !v.replayed && !v.limit)}\n`)
  // (A game from a set-up start has its first turn chosen for its form, not for the reader.)
  const replayable = turns.filter((t) => t.mode === 'replayable' && !t.start).map((t) => t.round)
  const missed = verdicts.filter((v) => replayable.includes(v.round) && !v.replayed)
  process.stdout.write(`games played for the engine's reader: ${replayable.length - missed.length} of ` +
    `${replayable.length} replayed\n`)
}

// ---- compare -------------------------------------------------------------------------------------

function run(binary, args, input) {
  const r = spawnSync(binary, args, { input, encoding: 'latin1', maxBuffer: 1 << 28 })
  return { code: r.status, out: r.stdout, err: r.stderr }
}

function compare(opt) {
  const cinc = need(opt, 'cinc')
  const dir = need(opt, 'data')
  const lists = readFileSync(join(dir, 'lists', 'engine-lists.txt'), 'latin1').split('\n\n').filter((b) => b.trim())
  const report = []
  const say = (line) => {
    report.push(line)
    process.stdout.write(line + '\n')
  }
  // The engine's exports as they are, and without their SetUp/FEN tags.
  const games = splitGames(readFileSync(join(dir, 'engine-games.pgn'), 'latin1'))
  const validate = (texts) => {
    let valid = 0
    for (const t of texts) if (run(cinc, ['validate', '-'], t + '\n').code === 0) valid++
    return valid
  }
  say(`engine exports as they are: ${validate(games)} of ${games.length} valid`)
  const stripped = games.map((g) => g.split('\n').filter((l) => !/^\[(SetUp|FEN) /.test(l)).join('\n'))
  say(`the same without SetUp/FEN: ${validate(stripped)} of ${stripped.length} valid`)
  // The positions cinc reaches, ply by ply, against the engine's (the no-capture count aside:
  // the engine resets it only when a turn's first step is a capture). After a SAN the engine
  // wrote for two moves that both go on to the same end, only the end is compared.
  const records = readFileSync(join(dir, 'engine-turns.ndjson'), 'latin1').trim().split('\n').slice(1).map((l) => JSON.parse(l))
  const position = (fen) => fen.split(' ').filter((_, i) => i !== 4).join(' ')
  let same = 0
  let ambiguous = 0
  const fenDiffs = []
  games.forEach((text, g) => {
    const r = run(cinc, ['json', '-'], text + '\n')
    let game = { moves: [], diagnostics: [] }
    try {
      game = JSON.parse(r.out).games[0]
    } catch {
      // not replayed
    }
    const from = Math.min(...game.diagnostics.filter((d) => d.code === 'move.engine-ambiguous').map((d) => d.ply))
    const plies = records[g].plies
    const reached = game.moves.map((m) => m.fen_after)
    let diverged = false
    for (let i = 0; i < plies.length; i++) {
      const engineFen = i + 1 < plies.length ? plies[i + 1][0] : records[g].final
      if (reached[i] != null && position(reached[i]) === position(engineFen)) continue
      if (i + 1 >= from && i + 1 < plies.length && reached[i] != null) {
        diverged = true
        continue
      }
      fenDiffs.push(`game ${records[g].round} after ply ${i + 1}: engine ${engineFen}\n  cinc ${reached[i] ?? '(not replayed)'}`)
      return
    }
    if (diverged) ambiguous++
    else same++
  })
  say(`games whose every position agrees with the engine's: ${same} of ${games.length}, and ${ambiguous} more ` +
    `whose end agrees after a SAN the engine wrote for two moves`)
  // Legal whole turns.
  const tally = { plain: [0, 0], stacked: [0, 0] }
  const diffs = []
  for (const block of lists) {
    const [head, ...engineTurns] = block.split('\n')
    const fen = head.split(' ').slice(2).join(' ')
    const r = run(cinc, ['perft', '--variant', 'commander-chess', '--fen', fen, '--depth', '1', '--divide'])
    const mine = r.out.trim().split('\n').slice(0, -1).map((l) => l.split(' ')[0])
    const stacked = engineTurns.some((t) => t.includes(':'))
    const key = stacked ? 'stacked' : 'plain'
    const a = new Set(engineTurns)
    const b = new Set(mine)
    const onlyEngine = engineTurns.filter((t) => !b.has(t))
    const onlyCinc = mine.filter((t) => !a.has(t))
    tally[key][1]++
    if (onlyEngine.length === 0 && onlyCinc.length === 0) tally[key][0]++
    else diffs.push(`${head}\n  engine only: ${onlyEngine.slice(0, 20).join(' ')}\n  cinc only: ${onlyCinc.slice(0, 20).join(' ')}`)
  }
  say(`positions without stacks: ${tally.plain[0]} of ${tally.plain[1]} agree`)
  say(`positions with stacks: ${tally.stacked[0]} of ${tally.stacked[1]} agree`)
  const details = [...fenDiffs, ...diffs]
  if (opt.report) writeFileSync(opt.report, report.join('\n') + '\n\n' + details.join('\n\n') + '\n')
  else for (const d of details.slice(0, 30)) process.stdout.write(d + '\n')
}

// ---- perft ---------------------------------------------------------------------------------------

// Whole-turn paths from a position (the start by default) to a depth, by the engine: each
// order of a deploy's steps a turn, as cinc counts them (bench/perft.sh's reference).
async function perft(opt) {
  const eng = await loadEngine(need(opt, 'engine'))
  const depth = Number(need(opt, 'depth'))
  const fen = opt.fen ?? new eng.engine.CoTuLenh().fen()
  const count = (at, d) => {
    const turns = wholeTurns(eng, at)
    if (d === 1) return turns.length
    let n = 0
    for (const t of turns) {
      const g = new eng.engine.CoTuLenh(at)
      playTurn(eng.engine, g, t.steps)
      n += count(g.fen(), d - 1)
    }
    return n
  }
  process.stdout.write(`${count(fen, depth)}\n`)
}

// ---- main ----------------------------------------------------------------------------------------

const opt = options(process.argv.slice(2))
const command = opt._[0]
if (command === 'generate') await generate(opt)
else if (command === 'roundtrip') await roundtrip(opt)
else if (command === 'compare') compare(opt)
else if (command === 'perft') await perft(opt)
else {
  process.stderr.write('usage: node crosscheck.mjs generate|roundtrip|compare [options] (see the head of this file)\n')
  process.exit(2)
}
