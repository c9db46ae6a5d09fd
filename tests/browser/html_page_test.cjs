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

// ---- issue 41, item 6: a page fit to publish ------------------------------------------

// A Commander-In-Chief record whose moves are the first `plies` of a known game (so no two
// games of a file are copies), with these tags.
const PLIES = ['Hf7-f5', 'Hb3-d3', 'Ad8-c8', 'Hd3xf5', 'Df6xf5', 'Dc3-c4', 'Df5-e6', 'Aa5-a6'];
function cic(tags, plies, result) {
  let text = '';
  for (const [k, v] of Object.entries(tags)) text += `[${k} "${v}"]\n`;
  text += `[Result "${result}"]\n\n`;
  for (let i = 0; i < plies; i++) text += (i % 2 === 0 ? `${i / 2 + 1}. ` : '') + PLIES[i] + ' ';
  return text + result + '\n\n';
}

// What the game list shows: per row shown, its number, round and (when present) event.
const LIST = `(() => {
  const head = [...document.querySelectorAll('#game-list thead th')].map((t) => t.textContent);
  const ev = head.indexOf('Event');
  return { head, rows: [...document.querySelectorAll('#game-list tbody tr')].filter((tr) => !tr.hidden).map((tr) => ({
    n: Number(tr.children[0].textContent), round: tr.children[1].textContent, event: ev >= 0 ? tr.children[ev].textContent : null })),
    count: (document.getElementById('filter-count') || {}).textContent || '' };
})()`;

// A file of three events: the Club Open (a round-robin of three), the Junior Cup (a match
// of two games) and the Blitz (one game): an index of three events, two sections with
// standings, the Blitz a link that filters the game list to its one game.
async function manyEvents(b) {
  const file = path.join(artefacts, 'many-events.cgn');
  fs.writeFileSync(file, cic({ Event: 'Club Open', Round: '2', Dark: 'Bob', Light: 'Cid' }, 2, '1/2-1/2') +
    cic({ Event: 'Junior Cup', Round: '1', Dark: 'Kim', Light: 'Lee' }, 4, '1/2-1/2') +
    cic({ Event: 'Club Open', Round: '1', Dark: 'Ann', Light: 'Bob' }, 1, '1-0') +
    cic({ Event: 'Blitz', Round: '1', Dark: 'Max', Light: 'Ned' }, 6, '1/2-1/2') +
    cic({ Event: 'Club Open', Round: '3', Dark: 'Cid', Light: 'Ann' }, 3, '0-1') +
    cic({ Event: 'Junior Cup', Round: '2', Dark: 'Lee', Light: 'Kim' }, 5, '1-0'));
  const page = path.join(artefacts, 'many-events.html');
  const gen = run(['html', file, '-o', page]);
  check(gen.code === 0, `many events: cinc html exited ${gen.code}: ${gen.err}`);
  await b.open(page);
  const s = await b.eval(`(() => ({ h1: document.querySelector('h1').textContent,
    index: [...document.querySelectorAll('#events li a')].map((a) => a.textContent + ' ' + a.getAttribute('href')),
    sections: [...document.querySelectorAll('section.event')].map((e) => e.querySelector('h2').textContent + ': ' + e.querySelectorAll('table.standings tbody tr').length) }))()`);
  check(s.h1 === 'Games of 3 events', `many events: the heading is "${s.h1}", not one per page of several events`);
  check(JSON.stringify(s.index) === JSON.stringify(['Club Open #event-1', 'Junior Cup #event-2', 'Blitz #games']),
    `many events: the index of events is ${JSON.stringify(s.index)}`);
  check(JSON.stringify(s.sections) === JSON.stringify(['Club Open: 3', 'Junior Cup: 2']),
    `many events: sections ${JSON.stringify(s.sections)}, expected the Club Open (3 players) and the Junior Cup (2)`);
  // The game list: by event in the order first seen, then round; the game's number is its place in the file.
  let list = await b.eval(LIST);
  // Club Open: file games 1 (round 2), 3 (round 1), 5 (round 3); Junior Cup: 2, 6; Blitz: 4.
  check(JSON.stringify(list.rows.map((r) => r.n)) === JSON.stringify([3, 1, 5, 2, 6, 4]),
    `many events: the game list's order is ${JSON.stringify(list.rows.map((r) => r.n))}, expected 3, 1, 5, 2, 6, 4`);
  check(list.head.includes('Event') && list.rows[0].event === 'Club Open', 'many events: the game list has no Event column');
  // The index's link to an event: its section.
  await b.click('#events a[href="#event-2"]');
  await new Promise((done) => setTimeout(done, 200));
  check(await b.eval('location.hash') === '#event-2', 'many events: the index link did not go to the Junior Cup section');
  // The Blitz's link filters the game list to its one game; choosing it shows its board.
  await b.click('#events a[data-event="2"]');
  await new Promise((done) => setTimeout(done, 200));
  list = await b.eval(LIST);
  check(list.rows.length === 1 && list.rows[0].n === 4 && list.rows[0].event === 'Blitz' && list.count === '1 of 6 games shown',
    `many events: the Blitz link should leave game 4 alone in the list: ${JSON.stringify(list)}`);
  await b.click('#game-list tbody tr:not([hidden]) button.pick');
  await expectPly(b, file, 4, 0, 'many events, the Blitz game chosen from the filtered list');
  await b.screenshot(path.join(artefacts, 'many-events.png'));
}

// A checkers opening archive (tests/records/opening-archive.pdn, twelve one-game events,
// players "White" and "Red"): a game list, no standings, and its filter by event, player
// and result, worked out from the file by hand.
async function archive(b) {
  const file = path.join(source, 'tests/records/opening-archive.pdn');
  const page = path.join(artefacts, 'opening-archive.html');
  const gen = run(['html', file, '-o', page]);
  check(gen.code === 0, `archive: cinc html exited ${gen.code}: ${gen.err}`);
  await b.open(page);
  const s = await b.eval(`(() => ({ tables: document.querySelectorAll('table.standings').length, index: !!document.getElementById('events'),
    events: document.querySelectorAll('#filter-event option').length, firstBoard: !!document.querySelector('#board svg') }))()`);
  check(s.tables === 0 && !s.index, `archive: ${s.tables} standings tables and ${s.index ? 'an' : 'no'} index; a game list has neither`);
  check(s.events === 13, `archive: the event filter offers ${s.events} choices, expected "all" and the 12 events`);
  check(s.firstBoard, 'archive: the first game\'s board is not drawn');
  let list = await b.eval(LIST);
  check(list.rows.length === 12 && list.count === '12 of 12 games shown' && JSON.stringify(list.rows.map((r) => r.n)) === JSON.stringify([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
    `archive: the list should show the twelve games in file order: ${JSON.stringify(list)}`);
  // Results in the file: 1/2-1/2 for games 1, 2, 6, 7, 10, 12; players "Red" in games 1-11 (game 12 has "?").
  const choose = (id, value) => b.eval(`(() => { const s = document.getElementById('${id}'); s.value = ${JSON.stringify(value)}; s.dispatchEvent(new Event('input', { bubbles: true })); })()`);
  await choose('filter-result', '1/2-1/2');
  list = await b.eval(LIST);
  check(JSON.stringify(list.rows.map((r) => r.n)) === JSON.stringify([1, 2, 6, 7, 10, 12]) && list.count === '6 of 12 games shown',
    `archive: the draws should be games 1, 2, 6, 7, 10, 12: ${JSON.stringify(list)}`);
  await b.click('#filter-player');
  await b.type('rEd');
  list = await b.eval(LIST);
  check(JSON.stringify(list.rows.map((r) => r.n)) === JSON.stringify([1, 2, 6, 7, 10]), `archive: draws with a player "Red": ${JSON.stringify(list.rows.map((r) => r.n))}`);
  await b.press('f');  // typed into the filter: the board must not turn
  check(await b.eval('document.getElementById("flip").getAttribute("aria-pressed")') === 'false', 'archive: typing F in the filter turned the board');
  await choose('filter-result', '');
  await b.eval(`(() => { const p = document.getElementById('filter-player'); p.value = ''; p.dispatchEvent(new Event('input', { bubbles: true })); })()`);
  await choose('filter-event', '3');
  list = await b.eval(LIST);
  check(list.rows.length === 1 && list.rows[0].n === 4 && list.rows[0].event === 'Opening archive, 10-14 22-17 14-18',
    `archive: the event filter should leave game 4 (10-14 22-17 14-18): ${JSON.stringify(list.rows)}`);
  await b.click('#game-list tbody tr:not([hidden]) button.pick');
  await b.eval('document.getElementById("moves").focus()');
  await b.press('End');
  await expectPly(b, file, 4, 3, 'archive, game 4 chosen from the filtered list, at its end');
  await b.screenshot(path.join(artefacts, 'opening-archive.png'));
}

// Files given by absolute path: one outside the working directory is named by its base
// name, one under it by its path from there; no machine path anywhere in the page.
async function absolutePaths(b) {
  const outside = fs.mkdtempSync(path.join(require('node:os').tmpdir(), 'cinc-html-paths-'));
  try {
    const away = path.join(outside, 'engine-games.cgn');
    // Game 2 is unfinished (a note names its file); game 3 has an illegal first move.
    fs.writeFileSync(away, cic({ Event: 'Engines', Round: '1', Dark: 'Ann', Light: 'Bob' }, 2, '1-0') +
      cic({ Event: 'Engines', Round: '2', Dark: 'Bob', Light: 'Ann' }, 3, '*') +
      '[Event "Engines"]\n[Round "3"]\n[Dark "Ann"]\n[Light "Bob"]\n[Result "1-0"]\n\n1. Hf7-d4 1-0\n');
    const near = path.join(artefacts, 'near-games.cgn');
    fs.writeFileSync(near, cic({ Event: 'Engines', Round: '4', Dark: 'Bob', Light: 'Ann' }, 4, '1/2-1/2'));
    const page = path.join(artefacts, 'absolute-paths.html');
    const gen = run(['html', away, path.resolve(near), '-o', page]);
    check(gen.code === 1, `absolute paths: cinc html should exit 1 (an invalid record), exited ${gen.code}`);
    await b.open(page);
    const nearName = path.relative(process.cwd(), path.resolve(near));
    const expectNear = nearName.startsWith('..') || path.isAbsolute(nearName) ? 'near-games.cgn' : nearName;
    const facts = [];
    for (const i of [0, 2, 3]) {
      await b.eval(`window.cincPage.select(${i})`);
      facts.push(await b.eval('document.getElementById("game-facts").textContent + " | " + document.getElementById("game-problems").textContent + " | " + [...document.querySelectorAll("#moves .problem")].map((e) => e.textContent).join(" ")'));
    }
    const html = await b.eval('document.documentElement.outerHTML');
    const text = await b.eval('document.body.innerText');
    check(!html.includes(outside) && !text.includes(outside), `absolute paths: the page shows the folder ${outside}`);
    check(facts[0].includes('engine-games.cgn game 1') && facts[2].includes('near') && facts[2].includes(expectNear + ' game 1'),
      `absolute paths: the games' facts name their files ${JSON.stringify(facts)}; expected engine-games.cgn and ${expectNear}`);
    check(text.includes('Unfinished (not counted): engine-games.cgn:2'), 'absolute paths: the unfinished game\'s note does not name engine-games.cgn:2');
    check(text.includes('counted as its record states: engine-games.cgn:3'), 'absolute paths: the invalid record\'s note does not name engine-games.cgn:3');
    const problem = await b.eval('window.cincPage.gameData(2).problems[0].text');
    check(problem.startsWith('engine-games.cgn:'), `absolute paths: the invalid record's problem is "${problem}", not named by engine-games.cgn`);
    await b.screenshot(path.join(artefacts, 'absolute-paths.png'));
  } finally {
    fs.rmSync(outside, { recursive: true, force: true });
  }
}

// Rounds read in text order (1, 10, 100, 1.2, 2): the facts, the crosstable's columns and
// the game list in numeric order, 1, 1.2, 2, 10, 100.
async function roundOrder(b) {
  const file = path.join(artefacts, 'round-order.cgn');
  let text = '';
  ['1', '10', '100', '1.2', '2'].forEach((round, k) => { text += cic({ Event: 'Marathon', Round: round, Dark: 'Ann', Light: 'Bob' }, k + 1, '1/2-1/2'); });
  fs.writeFileSync(file, text);
  const page = path.join(artefacts, 'round-order.html');
  const gen = run(['html', file, '-o', page]);
  check(gen.code === 0, `round order: cinc html exited ${gen.code}: ${gen.err}`);
  await b.open(page);
  const s = await b.eval(`(() => ({ facts: [...document.querySelectorAll('header dt')].map((d) => d.textContent + ' ' + d.nextElementSibling.textContent),
    columns: [...document.querySelectorAll('table.standings thead th')].map((t) => t.textContent).filter((t) => /^R/.test(t) && t !== 'Rank') }))()`);
  const list = await b.eval(LIST);
  check(s.facts.includes('Rounds 5 (1, 1.2, 2, 10, 100)'), `round order: the facts say ${JSON.stringify(s.facts)}`);
  check(JSON.stringify(s.columns) === JSON.stringify(['R1', 'R1.2', 'R2', 'R10', 'R100']), `round order: the crosstable's columns are ${JSON.stringify(s.columns)}`);
  check(JSON.stringify(list.rows.map((r) => r.round)) === JSON.stringify(['1', '1.2', '2', '10', '100']) &&
    JSON.stringify(list.rows.map((r) => r.n)) === JSON.stringify([1, 4, 5, 2, 3]),
    `round order: the game list reads ${JSON.stringify(list.rows)}`);
  // The fourth row is round 10, the file's game 2 (two plies): choosing it shows that game.
  await b.click('#game-list tbody tr:nth-child(4) button.pick');
  await b.eval('document.getElementById("moves").focus()');
  await b.press('End');
  await expectPly(b, file, 2, 2, 'round order, round 10 chosen from the list');
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
    // Issue 41's page fit to publish: several events, an archive, absolute paths, rounds.
    await manyEvents(b);
    await archive(b);
    await absolutePaths(b);
    await roundOrder(b);
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
