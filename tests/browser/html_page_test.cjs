// Browser test of `cinc html` (docs/html.md): pages of every game family opened in a real
// headless chromium, driven by key presses and clicks as a person would, and the board
// the page draws checked against the command line: the FEN shown against `cinc fen`, the
// pieces drawn (their titles: side, piece and square) against the pieces of
// `cinc diagram --format dot` for the same ply. An invalid record must highlight the
// move `cinc validate` names, with its message, and grey the moves after it.
// Screenshots of each page are kept in the artefact folder for a person to look at.
//
// node html_page_test.cjs CINC SOURCE_DIR ARTEFACT_DIR
// Exit 0 passed, 1 failed, 77 skipped (no chromium: CTest's SKIP_RETURN_CODE).
'use strict';
const { execFileSync, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { Browser, findChromium } = require('./cdp.cjs');

const [cinc, source, artefacts] = process.argv.slice(2);
if (!cinc || !source || !artefacts) {
  console.error('usage: node html_page_test.cjs CINC SOURCE_DIR ARTEFACT_DIR');
  process.exit(2);
}
const chromium = findChromium();
if (!chromium) {
  console.log('SKIPPED: no chromium found (install Debian\'s chromium package, or set CHROMIUM=/path/to/chromium); the browser tests of cinc html did not run');
  process.exit(77);
}
fs.mkdirSync(artefacts, { recursive: true });

let failures = 0, checks = 0;
function check(ok, what) {
  checks++;
  if (!ok) { failures++; console.log('FAIL: ' + what); }
}
function run(args) {
  const r = spawnSync(cinc, args, { encoding: 'utf8' });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

// What the command line says about a ply of a game: its FEN, and the titles of the
// pieces `cinc diagram` draws (the DOT's piece nodes).
function expected(file, game, ply) {
  const fen = run(['fen', file, '--game', String(game), '--ply', String(ply)]);
  if (fen.code !== 0) throw new Error(`cinc fen ${file} --game ${game} --ply ${ply}: ${fen.err}`);
  const dot = run(['diagram', file, '--game', String(game), '--ply', String(ply), '--format', 'dot', '--no-caption', '--no-comment-marks']);
  if (dot.code !== 0) throw new Error(`cinc diagram ${file}: ${dot.err}`);
  const titles = [];
  for (const m of dot.out.matchAll(/^\s*piece_\d+ \[.*tooltip="((?:[^"\\]|\\.)*)"/gm)) titles.push(m[1].replace(/\\(.)/g, '$1'));
  return { fen: fen.out.trim(), pieces: titles.sort() };
}
// The number of plies of a game's main line, from `cinc fen`'s answer to a ply past it.
function lastPly(file, game) {
  const r = run(['fen', file, '--game', String(game), '--ply', '100000']);
  const m = /has only (\d+) plies/.exec(r.err);
  if (!m) throw new Error(`cannot tell the length of ${file} game ${game}: ${r.err}`);
  return Number(m[1]);
}

// What the page shows now: the FEN of its text alternative, the pieces drawn, the ply.
async function shown(b) {
  return b.eval(`(() => {
    const board = document.getElementById('board');
    const pieces = [...board.querySelectorAll('svg g.piece > title')].map((t) => t.textContent).sort();
    const g = window.cincPage.gameData(window.cincPage.game);
    const id = window.cincPage.current;
    let at = id;  // a move that was not played shows the position before it
    while (at >= 0 && g.nodes[at].x) at = g.nodes[at].p;
    return { fen: document.getElementById('fen').textContent, pieces, node: id,
             ply: at < 0 ? 0 : g.nodes[at].ply, label: board.getAttribute('aria-label'),
             listed: document.querySelectorAll('#piece-list li').length,
             last: [...board.querySelectorAll('svg .last-move')].map((e) => e.dataset.square) };
  })()`);
}

async function expectPly(b, file, game, ply, what) {
  const s = await shown(b);
  check(s.ply === ply, `${what}: the page shows ply ${s.ply}, expected ${ply}`);
  const e = expected(file, game, ply);
  check(s.fen === e.fen, `${what}: FEN on the page\n  ${s.fen}\nis not cinc fen's\n  ${e.fen}`);
  check(JSON.stringify(s.pieces) === JSON.stringify(e.pieces),
    `${what}: pieces drawn differ from cinc diagram's\n  page:    ${s.pieces.join('; ')}\n  diagram: ${e.pieces.join('; ')}`);
  check(s.listed === e.pieces.length, `${what}: the text alternative lists ${s.listed} pieces, the board has ${e.pieces.length}`);
  check(ply === 0 || s.last.length > 0, `${what}: the last move is not marked`);
  return s;
}

async function family(b, name, files, file, game, pageGame) {
  const page = path.join(artefacts, `${name}.html`);
  const gen = run(['html', ...files, '-o', page]);
  check(gen.code === 0, `${name}: cinc html exited ${gen.code}: ${gen.err}`);
  await b.open(page + `#game-${pageGame}`);
  check(await b.eval('document.body.dataset.ready === "1"'), `${name}: the page did not start`);
  const what = `${name} (${path.basename(file)} game ${game})`;
  const last = lastPly(file, game);
  await expectPly(b, file, game, 0, what + ' at the start');
  await b.eval('document.getElementById("moves").focus()');
  const steps = Math.min(3, last);
  for (let i = 0; i < steps; i++) await b.press('ArrowRight');
  await expectPly(b, file, game, steps, `${what} after ${steps} x Right`);
  await b.press('End');
  await expectPly(b, file, game, last, what + ' after End');
  if (last > 0) {
    await b.press('ArrowLeft');
    await expectPly(b, file, game, last - 1, what + ' after End, Left');
  }
  const middle = Math.floor(last / 2);
  if (middle > 0) {
    const id = await b.eval(`window.cincPage.gameData(window.cincPage.game).main[${middle - 1}]`);
    await b.click(`#moves button.mv[data-node="${id}"]`);
    await expectPly(b, file, game, middle, `${what} after clicking move ${middle}`);
  }
  await b.screenshot(path.join(artefacts, `${name}.png`), '#viewer');
  await b.screenshot(path.join(artefacts, `${name}-board.png`), '.board-box');
  // Turned round: the same pieces, placed elsewhere.
  const before = await b.eval('[...document.querySelectorAll("#board svg g.piece circle")].map((c) => c.getAttribute("cx") + "," + c.getAttribute("cy")).join(" ")');
  await b.press('f');
  const s = await shown(b);
  const e = expected(file, game, middle);
  check(JSON.stringify(s.pieces) === JSON.stringify(e.pieces), `${what}: flipping changed the pieces`);
  const after = await b.eval('[...document.querySelectorAll("#board svg g.piece circle")].map((c) => c.getAttribute("cx") + "," + c.getAttribute("cy")).join(" ")');
  check(e.pieces.length === 0 || before !== after, `${what}: flipping did not move the pieces`);
  check(await b.eval('document.getElementById("flip").getAttribute("aria-pressed")') === 'true', `${what}: the flip button does not say it is pressed`);
  await b.screenshot(path.join(artefacts, `${name}-flipped.png`), '#board');
  await b.press('f');
}

async function invalid(b) {
  // Ply 3, Fh7-f5, is blocked by the Dark Helicopter on g6 (README.md's example); two moves follow.
  const file = path.join(artefacts, 'invalid.cgn');
  fs.writeFileSync(file, '[Event "Club"]\n[Result "*"]\n\n1. Hf7-d5 Ab4-c4 2. Fh7-f5 Ac4-c5 3. Hd5-d4 *\n');
  const page = path.join(artefacts, 'invalid.html');
  const gen = run(['html', file, '-o', page]);
  check(gen.code === 1, `invalid: cinc html should exit 1 for an invalid record, exited ${gen.code}`);
  check(fs.existsSync(page), 'invalid: the page was not written');
  const v = JSON.parse(run(['validate', '--format', 'json', file]).out);
  const text = JSON.stringify(v);
  const ply = Number(/"ply":\s*(\d+)/.exec(text)[1]);
  const move = /"move":\s*"([^"]+)"/.exec(text)[1];
  const message = /"message":\s*"((?:[^"\\]|\\.)*)"/.exec(text)[1];
  await b.open(page);
  const state = await b.eval(`(() => {
    const bad = [...document.querySelectorAll('#moves button.mv.bad')];
    const mv = [...document.querySelectorAll('#moves > .step > button.mv')];
    const at = mv.indexOf(bad[0]);
    return { bad: bad.map((e) => e.textContent), index: at, after: mv.slice(at + 1).every((e) => e.classList.contains('unplayed')),
             afterCount: mv.length - at - 1, before: mv.slice(0, at).some((e) => e.classList.contains('unplayed')),
             problem: (document.querySelector('#moves .problem') || {}).textContent || '',
             listed: document.querySelector('#game-list tbody tr').className };
  })()`);
  check(state.bad.length === 1 && state.bad[0] === move, `invalid: highlighted ${JSON.stringify(state.bad)}, cinc validate names "${move}"`);
  check(state.index === ply - 1, `invalid: the highlighted move is the ${state.index + 1}th of the main line, cinc validate says ply ${ply}`);
  check(state.after && state.afterCount === 2 && !state.before, 'invalid: the two moves after the error should be greyed, and only those');
  check(state.problem.includes(JSON.parse('"' + message + '"')), `invalid: the message "${message}" is not shown at the move (shown: ${state.problem})`);
  check(state.listed.includes('invalid'), 'invalid: the game list does not mark the game');
  await b.eval('document.getElementById("moves").focus()');
  await b.press('End');
  const s = await shown(b);
  check(s.ply === ply - 1, `invalid: End shows ply ${s.ply}, the last legal position is ply ${ply - 1}`);
  check(s.fen === expected(file, 1, ply - 1).fen, 'invalid: End does not show the position before the error');
  check(s.label.includes('not played'), 'invalid: the board\'s text does not say the move was not played');
  await b.screenshot(path.join(artefacts, 'invalid.png'), '#viewer');
}

// A comment's marks (docs/images/example.cgn: 2. Bg7-d4 {... [%cal Gg7d4,Rd4b2] [%csl Rc3,Yb2]}):
// two arrows and two framed squares on the board at that move, the arrows under the pieces
// (the green one crosses f6, where Dark's Destroyer stands: the piece is what lies on top).
async function commentMarks(b) {
  const file = path.join(source, 'docs/images/example.cgn');
  const page = path.join(artefacts, 'comment-marks.html');
  const gen = run(['html', file, '-o', page]);
  check(gen.code === 0, `comment marks: cinc html exited ${gen.code}: ${gen.err}`);
  await b.open(page);
  const id = await b.eval('window.cincPage.gameData(0).main[2]');
  await b.click(`#moves button.mv[data-node="${id}"]`);
  const look = `(() => {
    const svg = document.querySelector('#board svg');
    const arrows = svg.querySelector('g.arrows'), pieces = svg.querySelector('g.pieces');
    const f6 = svg.querySelector('g.piece[data-square="f6"] circle');
    let top = null;
    if (f6) {
      svg.scrollIntoView({ block: 'center' });
      const r = f6.getBoundingClientRect();  // its centre: on the arrow's line
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      top = hit && hit.closest('g.piece') ? hit.closest('g.piece').dataset.square : (hit ? hit.tagName + '.' + (hit.parentNode.getAttribute('class') || '') : null);
    }
    return { arrows: arrows ? arrows.querySelectorAll('g.arrow').length : 0,
             under: !!arrows && !!pieces && !!(arrows.compareDocumentPosition(pieces) & Node.DOCUMENT_POSITION_FOLLOWING),
             highlights: svg.querySelectorAll('.highlight').length, top };
  })()`;
  let s = await b.eval(look);
  check(s.arrows === 2 && s.highlights === 2, `comment marks: ${s.arrows} arrows and ${s.highlights} framed squares drawn, 2 and 2 expected`);
  check(s.under, 'comment marks: the arrows are not drawn under the pieces');
  check(s.top === 'f6', `comment marks: on f6 the arrow lies over the Destroyer (found on top: ${s.top})`);
  await b.screenshot(path.join(artefacts, 'comment-marks-board.png'), '.board-box');
  await b.press('f');
  s = await b.eval(look);
  check(s.arrows === 2 && s.under && s.top === 'f6', 'comment marks: the board turned round lost its arrows or put them on top');
  await b.press('f');
  await b.press('ArrowRight');
  s = await b.eval(look);
  check(s.arrows === 0 && s.highlights === 0, 'comment marks: the next move still shows the comment\'s marks');
}

(async () => {
  const started = Date.now();
  const b = await Browser.launch(chromium, { width: 1280, height: 1000 });
  const S = (p) => path.join(source, p);
  const dir = (d) => fs.readdirSync(S(d)).filter((f) => /\.(cgn|pdn)$/.test(f)).sort().map((f) => path.join(S(d), f));
  try {
    const tournament = dir('samples/tournament');
    await family(b, 'commander-in-chief', tournament, tournament[0], 2, 2);
    await family(b, 'cic-variations', [S('samples/annotated-amphibian-race.cgn')], S('samples/annotated-amphibian-race.cgn'), 1, 1);
    await family(b, 'checkers', [S('samples/checkers/chinook-tinsley-1992-game32.cgn')], S('samples/checkers/chinook-tinsley-1992-game32.cgn'), 1, 1);
    await family(b, 'coast-to-coast', [S('samples/coast-to-coast/race-to-twelve.cgn')], S('samples/coast-to-coast/race-to-twelve.cgn'), 1, 1);
    await family(b, 'stackem', [S('samples/stackem/king-me-row-study.cgn')], S('samples/stackem/king-me-row-study.cgn'), 1, 1);
    await family(b, 'commander-chess', [S('samples/commander-chess/full-game.cgn')], S('samples/commander-chess/full-game.cgn'), 1, 1);
    await family(b, 'chair-force', [S('samples/chair-force/every-card.cgn')], S('samples/chair-force/every-card.cgn'), 1, 1);
    await invalid(b);
    await commentMarks(b);
    // The print view: one section per game, each with its final diagram.
    const printed = await b.eval('(() => { window.cincPage.buildPrint(); return [...document.querySelectorAll("#print-games .print-game")].map((s) => !!s.querySelector("svg")); })()');
    check(printed.length === 1 && printed[0], 'print: the invalid page should print its one game with a diagram');
    // Every sample of every game in one page: each game chosen and played to its end.
    const all = [...fs.readdirSync(S('samples')).filter((f) => f.endsWith('.cgn')).map((f) => S('samples/' + f))];
    for (const d of ['checkers', 'coast-to-coast', 'stackem', 'commander-chess', 'chair-force', 'invalid', 'timed', 'tournament'])
      all.push(...dir('samples/' + d));
    const page = path.join(artefacts, 'every-sample.html');
    const gen = run(['html', ...all, '-o', page]);
    check(gen.code === 1 && fs.existsSync(page), `every sample: cinc html exited ${gen.code} (1 expected: samples/invalid) or wrote nothing`);
    await b.open(page);
    const walked = await b.eval(`(() => { const n = JSON.parse(document.getElementById('cinc-data').textContent).games.length;
      let boards = 0;
      for (let i = 0; i < n; i++) {
        window.cincPage.select(i);
        document.getElementById('go-last').click();
        document.getElementById('flip').click();
        if (document.querySelector('#board svg')) boards++;
        document.getElementById('flip').click();
      }
      return { n, boards }; })()`);
    check(walked.n > 100 && walked.boards > 0, `every sample: ${walked.n} games, ${walked.boards} boards drawn`);
    // The timed games' table (samples/timed/ and the timed games of the samples): a game's
    // number is a link that chooses it.
    const timedRows = await b.eval('document.querySelectorAll("#timed table.timed-games tbody tr").length');
    check(timedRows >= 4, `every sample: the timed games' table has ${timedRows} rows, at least the 4 of samples/timed/ expected`);
    const link = await b.eval('(() => { const a = document.querySelector("#timed table.timed-games tbody tr a"); return a ? Number(a.textContent) : 0; })()');
    await b.click('#timed table.timed-games tbody tr a');
    await new Promise((done) => setTimeout(done, 200));
    check(link > 0 && await b.eval('window.cincPage.game') === link - 1, `every sample: the timed table's link to game ${link} did not choose it`);
    check(b.exceptions.length === 0, 'the pages threw: ' + b.exceptions.join('; '));
  } catch (e) {
    failures++;
    console.log('FAIL: ' + (e && e.stack || e));
  } finally {
    await b.close();
  }
  console.log(`${checks} checks, ${failures} failed, ${((Date.now() - started) / 1000).toFixed(1)} s; screenshots in ${artefacts}`);
  process.exit(failures ? 1 : 0);
})();
