// The page of `cinc html` (docs/html.md): reads the data the command wrote into the page
// and draws the game list, the board of the chosen game and its moves. The boards are
// drawn from the drawing model of `cinc diagram` sent as data: per board its squares,
// shades, lines, coordinates, river and homes; per game family its piece appearances
// relative to a square; the sizes and inks of diagram/drawing.h. Nothing here decides
// how a game looks; it only places what the data says. No network is used.
'use strict';
(function () {
  const DATA = JSON.parse(document.getElementById('cinc-data').textContent);
  const S = DATA.style;
  const SVGNS = 'http://www.w3.org/2000/svg';
  const $ = (id) => document.getElementById(id);

  // ---- drawing -----------------------------------------------------------------------

  function svg(name, attrs, parent) {
    const e = document.createElementNS(SVGNS, name);
    for (const k in attrs) e.setAttribute(k, attrs[k]);
    if (parent) parent.appendChild(e);
    return e;
  }
  function text(parent, x, y, content, size, fill, bold) {
    const t = svg('text', { x: x, y: -y, 'font-size': size, fill: fill, 'text-anchor': 'middle',
      'dominant-baseline': 'central', 'font-family': 'Helvetica, Arial, sans-serif' }, parent);
    if (bold) t.setAttribute('font-weight', 'bold');
    t.textContent = content;
    return t;
  }
  // A cell's outline: a diamond (turned square) or an upright square, scaled by k.
  function cellShape(parent, board, x, y, k, attrs) {
    const s = board.size * k;
    if (board.diamond) {
      const h = s / Math.SQRT2;
      attrs.points = [x - h, -y, x, -y - h, x + h, -y, x, -y + h].join(' ');
      return svg('polygon', attrs, parent);
    }
    attrs.x = x - s / 2; attrs.y = -y - s / 2; attrs.width = s; attrs.height = s;
    return svg('rect', attrs, parent);
  }
  function starPoints(x, y, size) {
    const pts = [];
    for (let i = 0; i < 10; i++) {
      const r = (i % 2 ? 0.4 : 1) * size / 2;
      const a = Math.PI / 2 + i * Math.PI / 5;
      pts.push((x + r * Math.cos(a)).toFixed(2), (-y - r * Math.sin(a)).toFixed(2));
    }
    return pts.join(' ');
  }

  // One piece appearance `e` (relative to its square) on the cell at (cx, cy).
  function drawPiece(parent, board, e, cx, cy, square) {
    const s = board.size;
    const g = svg('g', { class: 'piece', 'data-square': square, 'data-side': e.side }, parent);
    svg('title', {}, g).textContent = e.t.replace('@', square);
    const x = cx + e.at[0], y = cy + e.at[1];
    svg('circle', { cx: x, cy: -y, r: e.d / 2, fill: e.f, stroke: S.ink, 'stroke-width': S.piecePen }, g);
    if (e.ring) svg('circle', { cx: x, cy: -y, r: e.d / 2 + 4, fill: 'none', stroke: S.ink, 'stroke-width': S.piecePen }, g);
    if (e.l) text(g, x, y, e.l, s * (e.l.length > 1 ? S.letterLong : S.letter) * (e.d / (s * S.disc)), e.i, true)
      .setAttribute('class', 'letter');
    for (const p of e.pas || []) {
      svg('circle', { cx: cx + p[0], cy: -(cy + p[1]), r: p[2] / 2, fill: p[4], stroke: S.ink, 'stroke-width': S.passengerPen }, g);
      text(g, cx + p[0], cy + p[1], p[3], (p[3].length > 1 ? S.passengerLetterLong : S.passengerLetter) * p[2], p[5], true);
    }
    if (e.star) svg('polygon', { points: starPoints(cx + e.star[0], cy + e.star[1], S.star * s), fill: S.hero, stroke: S.ink, 'stroke-width': S.pipPen }, g);
    if (e.pips) {
      for (const p of e.pips) svg('circle', { cx: cx + p[0], cy: -(cy + p[1]), r: p[2] / 2, fill: p[3], stroke: S.ink, 'stroke-width': S.pipPen }, g);
      svg('circle', { cx: cx + e.h[0], cy: -(cy + e.h[1]), r: S.heightBadge * s / 2, fill: '#ffffff', stroke: S.ink, 'stroke-width': S.badgePen }, g);
      text(g, cx + e.h[0], cy + e.h[1], String(e.pips.length), S.heightText * s, S.ink, true);
    }
  }

  // An arrow of a comment's [%cal], as `cinc diagram` draws it: a shaft from its tail to
  // the base of its head, and the head ending at its point (ends from the drawing model).
  function drawArrow(parent, board, a) {
    const s = board.size;
    const dx = a[2] - a[0], dy = a[3] - a[1];
    const len = Math.hypot(dx, dy);
    if (len === 0) return;
    const ux = dx / len, uy = dy / len;
    const hl = Math.min(S.arrowHeadLength * s, len), hw = S.arrowHeadWidth * s / 2;
    const bx = a[2] - ux * hl, by = a[3] - uy * hl;
    const ink = a[4] + S.arrowAlpha;
    const g = svg('g', { class: 'arrow' }, parent);
    svg('line', { x1: a[0], y1: -a[1], x2: bx, y2: -by, stroke: ink, 'stroke-width': S.arrowShaft * s }, g);
    // Graphviz outlines the head with the shaft's pen (mitred), so its point reaches a
    // little past the arrow's end; drawn the same here.
    svg('polygon', { points: [a[2], -a[3], bx - uy * hw, -(by + ux * hw), bx + uy * hw, -(by - ux * hw)].map((v) => v.toFixed(2)).join(' '),
      fill: ink, stroke: ink, 'stroke-width': S.arrowShaft * s, 'stroke-linejoin': 'miter' }, g);
  }

  // The whole board: `pos` the piece appearance on every square (-1 none), `last` the
  // squares of the move that led here (tinted as `cinc diagram --last-move` does), `marks`
  // its comment's highlights and arrows (`arrows`: those for the board's turn). Layers as in
  // `cinc diagram`: squares, tints and frames, lines, arrows, then the pieces on top.
  function drawBoard(board, pieces, pos, last, marks, arrows) {
    const s = board.size;
    const root = svg('svg', { xmlns: SVGNS, class: 'board', 'aria-hidden': 'true' });
    let x0 = Infinity, x1 = -Infinity, y0 = Infinity, y1 = -Infinity;
    const grow = (x, y, r) => { x0 = Math.min(x0, x - r); x1 = Math.max(x1, x + r); y0 = Math.min(y0, y - r); y1 = Math.max(y1, y + r); };
    const half = board.diamond ? s / Math.SQRT2 : s / 2;
    for (const c of board.cells) grow(c[0], c[1], half);
    for (const c of board.coords) grow(c[0], c[1], S.coordinate * s);
    for (const k of board.marked) { grow(k[4] - k[3].length * 0.09 * s, k[5], S.homeText * s); grow(k[4] + k[3].length * 0.09 * s, k[5], S.homeText * s); }
    const pad = 12;
    root.setAttribute('viewBox', [x0 - pad, -y1 - pad, x1 - x0 + 2 * pad, y1 - y0 + 2 * pad].map((v) => v.toFixed(1)).join(' '));
    const under = svg('g', { class: 'squares' }, root);
    for (const c of board.cells) {
      const a = { fill: c[2], 'data-square': c[3] };
      if (!board.points) { a.stroke = S.cellLine; a['stroke-width'] = S.cellPen; }
      cellShape(under, board, c[0], c[1], 1, a);
    }
    const corner = (c, text_, at) => text(under, c[0] + at[0] * s, c[1] + at[1] * s, text_, S.cornerText * s, S.cornerInk, false);
    for (const c of board.cells) {
      if (c[4]) corner(c, c[4], board.diamond ? S.nameDiamond : S.nameSquare);
      if (c[5]) corner(c, c[5], board.diamond ? S.numberDiamond : S.numberSquare);
    }
    for (const k of board.marked) {
      const home = svg('g', { class: 'home' }, under);
      svg('title', {}, home).textContent = k[3];
      cellShape(home, board, k[1], k[2], S.frame, { fill: 'none', stroke: S.home, 'stroke-width': S.homePen });
      cellShape(home, board, k[1], k[2], S.frame + 8 / s, { fill: 'none', stroke: S.home, 'stroke-width': S.homePen });
      text(home, k[4], k[5], k[3], S.homeText * s, S.home, true);
    }
    for (const a of board.areas) {
      const r = svg('rect', { x: a[0] - a[2] / 2, y: -a[1] - a[3] / 2, width: a[2], height: a[3], fill: a[4] }, under);
      if (a[5] === 1) { r.setAttribute('stroke', S.ink); r.setAttribute('stroke-width', S.passengerPen); }
      svg('title', {}, r).textContent = a[6];
    }
    if (board.points) {
      for (const l of board.lines) svg('line', { x1: l[0], y1: -l[1], x2: l[2], y2: -l[3], stroke: l[4] === 2 ? S.grid : S.ink,
        'stroke-width': l[4] === 2 ? S.gridPen : S.edgePen, 'stroke-linecap': 'square' }, under);
    }
    for (const sq of last || []) {
      const c = board.cells[sq];
      cellShape(under, board, c[0], c[1], 1, { fill: S.lastMove + S.tintAlpha, class: 'last-move', 'data-square': c[3] });
    }
    const highlights = (marks && marks.hl) || [];
    for (const h of highlights) {
      const c = board.cells[h[0]];
      cellShape(under, board, c[0], c[1], 1, { fill: h[1] + S.tintAlpha, class: 'highlight', 'data-square': c[3] });
    }
    for (const h of highlights) {
      const c = board.cells[h[0]];
      cellShape(under, board, c[0], c[1], S.frame, { fill: 'none', stroke: h[1], 'stroke-width': S.framePen });
    }
    if (!board.points) {
      const lines = svg('g', { class: 'lines' }, root);
      for (const l of board.lines) svg('line', { x1: l[0], y1: -l[1], x2: l[2], y2: -l[3], stroke: S.ink,
        'stroke-width': l[4] === 1 ? S.zonePen : S.edgePen, 'stroke-linecap': 'round' }, lines);
    }
    if (arrows && arrows.length) {
      const layer = svg('g', { class: 'arrows' }, root);
      for (const a of arrows) drawArrow(layer, board, a);
    }
    const layer = svg('g', { class: 'pieces' }, root);
    for (let i = 0; i < pos.length; i++) {
      if (pos[i] < 0) continue;
      const c = board.cells[i];
      drawPiece(layer, board, pieces[pos[i]], c[0], c[1], c[3]);
    }
    const over = svg('g', { class: 'frame' }, root);
    for (const c of board.coords) text(over, c[0], c[1], c[2], S.coordinate * s, S.coordinateInk, false);
    return root;
  }

  // ---- games -------------------------------------------------------------------------

  // The game list's entries; a game's own data (moves, positions) is a script element of
  // its own, parsed when the game is first opened, so the page starts without reading them.
  const games = DATA.games;
  const parsed = [];
  function gameData(i) {
    if (!parsed[i]) parsed[i] = JSON.parse(document.getElementById('cinc-game-' + i).textContent);
    return parsed[i];
  }
  let game = null;      // the game shown
  let gi = -1;          // its index
  let current = -1;     // the node shown (-1: the start)
  let flipped = false;
  let cache = new Map();  // node -> position (piece per square)
  let nextOf = [];      // node -> the following node of its line
  let firstOf = -1;     // the main line's first node
  let problemsAt = new Map(), claimsAt = new Map();

  function tag(g, name) {
    for (const t of g.tags) if (t[0] === name) return t[1];
    return '';
  }
  function players(g) {
    const a = tag(g, g.sides[0]) || '?', b = tag(g, g.sides[1]) || '?';
    return a + ' (' + g.sides[0] + ') \u2013 ' + b + ' (' + g.sides[1] + ')';
  }
  function startPosition(g) {
    const board = DATA.boards[g.board].normal;
    const pos = new Array(board.cells.length).fill(-1);
    for (const d of g.pieces) pos[d[0]] = d[1];
    return pos;
  }
  // The position after a node: the start with the changes of every move up to it.
  function positionAt(id) {
    if (cache.has(id)) return cache.get(id);
    let pos;
    if (id < 0) pos = startPosition(game);
    else {
      const n = game.nodes[id];
      if (n.x) pos = positionAt(n.p);
      else {
        pos = positionAt(n.p).slice();
        for (const d of n.d) pos[d[0]] = d[1];
      }
    }
    cache.set(id, pos);
    return pos;
  }
  function playedNode(id) {  // the nearest node at or before `id` that was played
    while (id >= 0 && game.nodes[id].x) id = game.nodes[id].p;
    return id;
  }
  function moveLabel(n) {
    if (n.s === undefined) return (n.n ? n.n + '. ' : '') + n.t;
    return n.n + (n.s === 0 ? '. ' : '... ') + n.t;
  }

  function buildLinks(g) {
    nextOf = new Array(g.nodes.length).fill(-1);
    const walk = (ids) => {
      for (let k = 0; k < ids.length; k++) {
        if (k + 1 < ids.length) nextOf[ids[k]] = ids[k + 1];
        for (const v of g.nodes[ids[k]].v || []) walk(v);
      }
    };
    walk(g.main);
    firstOf = g.main.length ? g.main[0] : -1;
    problemsAt = new Map(); claimsAt = new Map();
    for (const p of g.problems || []) if (p.node !== undefined) (problemsAt.get(p.node) || problemsAt.set(p.node, []).get(p.node)).push(p);
    for (const c of g.draws || []) {
      const at = c.ply === 0 ? -1 : c.node;
      if (at !== undefined) (claimsAt.get(at) || claimsAt.set(at, []).get(at)).push(c);
    }
  }

  // The moves of one line into `box`; `static_` leaves out what only the viewer needs.
  function renderLine(g, ids, box, depth, static_) {
    let needNumber = true;
    for (const id of ids) {
      const n = g.nodes[id];
      for (const c of n.lead || []) span(box, 'comment', c);
      // The number and its move stay on one line.
      const step = document.createElement('span');
      step.className = 'step';
      box.appendChild(step);
      box.appendChild(document.createTextNode(' '));
      if (n.s === 0 || n.s === undefined || needNumber) {
        const num = n.s === 1 ? n.n + '...' : (n.n ? n.n + '.' : '');
        if (num) { span(step, 'num', num); }
      }
      const b = document.createElement('button');
      b.type = 'button';
      b.className = 'mv' + (n.x ? ' unplayed' : '');
      b.dataset.node = id;
      b.textContent = n.t;
      const probs = problemsAt.get(id) || [];
      if (probs.some((p) => p.error)) b.classList.add('bad');
      if (n.x) b.title = probs.length ? probs[0].message : 'not played: an error comes before it';
      if (static_) b.tabIndex = -1;
      step.appendChild(b);
      for (const nag of n.g || []) { const e = document.createElement('span'); e.className = 'nag'; e.textContent = nag; step.appendChild(e); }
      if (n.clk) span(box, 'clock', n.clk);
      else if (n.emt) span(box, 'clock', '+' + n.emt);
      needNumber = false;
      for (const c of n.c || []) { span(box, 'comment', c); needNumber = true; }
      for (const p of probs) {
        const e = span(box, 'problem' + (p.error ? '' : ' warning'), (p.error ? 'Error' : 'Warning') + (p.ply ? ' at ply ' + p.ply : '') + ': ' + p.message + ' [' + p.code + ']');
        e.setAttribute('role', 'note');
        needNumber = true;
      }
      for (const c of claimsAt.get(id) || []) { span(box, 'claim', c.detail); needNumber = true; }
      for (const v of n.v || []) {
        const vb = document.createElement('span');
        vb.className = 'variation';
        if (!static_) {
          const f = document.createElement('button');
          f.type = 'button'; f.className = 'fold'; f.textContent = '\u2212'; f.title = 'Fold or unfold this variation';
          f.setAttribute('aria-expanded', 'true');
          f.addEventListener('click', (ev) => {
            ev.stopPropagation();
            const folded = vb.classList.toggle('folded');
            f.textContent = folded ? '+' : '\u2212';
            f.setAttribute('aria-expanded', String(!folded));
          });
          vb.appendChild(f);
        }
        renderLine(g, v, vb, depth + 1, static_);
        box.appendChild(vb);
        needNumber = true;
      }
    }
  }
  function span(box, cls, content) {
    const e = document.createElement('span');
    e.className = cls;
    e.textContent = content;
    box.appendChild(e);
    box.appendChild(document.createTextNode(' '));
    return e;
  }

  function caption(g, id) {
    const lines = [players(g)];
    let line;
    const pid = playedNode(id);
    if (pid < 0) line = tag(g, 'SetUp') === '1' ? 'set-up position' : 'start position';
    else line = 'after ' + moveLabel(g.nodes[pid]);
    const n = pid >= 0 ? g.nodes[pid] : null;
    const next = pid < 0 ? firstOf : nextOf[pid];
    const lastOfMain = g.main.length && pid === playedNode(g.main[g.main.length - 1]) && !(next >= 0 && !g.nodes[next].x);
    if (lastOfMain && g.end) line += ' \u00b7 ' + g.end;
    else if (n) line += ' \u00b7 ' + g.sides[1 - n.s] + ' to move';
    let pts = null;  // the running points, carried forward from the last move that changed them
    for (let at = pid; at >= 0 && !pts; at = g.nodes[at].p) pts = g.nodes[at].pts || null;
    if (!pts && n && g.points) pts = [0, 0];
    if (pts) line += ' \u00b7 points: ' + g.sides[0] + ' ' + pts[0] + ', ' + g.sides[1] + ' ' + pts[1];
    const bo = n ? n.borneOff : g.borneOff;
    if (bo) line += ' \u00b7 borne off: ' + g.sides[0] + ' ' + bo[0] + ', ' + g.sides[1] + ' ' + bo[1];
    lines.push(line);
    if (id >= 0 && game.nodes[id].x) {
      const probs = problemsAt.get(id) || [];
      lines.push(probs.length ? 'not played \u2014 ' + moveLabel(game.nodes[id]) + ': ' + probs[0].message
        : 'not played: an error comes before ' + moveLabel(game.nodes[id]));
    }
    return lines.join('\n');
  }

  function show(id) {
    current = id;
    const g = game;
    const pid = playedNode(id);
    const pos = positionAt(pid);
    const board = DATA.boards[g.board][flipped ? 'flipped' : 'normal'];
    const pieces = DATA.pieces[g.variant];
    const last = pid >= 0 ? g.nodes[pid].last : null;
    // A comment's marks belong to the position after its move (none on a move not played).
    const marks = id === pid ? (id >= 0 ? g.nodes[id].mk : g.mk) : null;
    const box = $('board');
    box.replaceChildren(drawBoard(board, pieces, pos, last, marks, marks && (flipped ? marks.arf : marks.ar)));
    const cap = caption(g, id);
    $('board-caption').textContent = cap;
    // The text alternative: the caption, the FEN and every piece.
    const fen = pid >= 0 ? g.nodes[pid].fen : g.fen;
    $('fen').textContent = fen;
    const list = $('piece-list');
    list.replaceChildren();
    const names = [];
    for (let i = 0; i < pos.length; i++) {
      if (pos[i] < 0) continue;
      const t = pieces[pos[i]].t.replace('@', board.cells[i][3]);
      names.push(t);
      const li = document.createElement('li');
      li.textContent = t;
      list.appendChild(li);
    }
    box.setAttribute('aria-label', 'Board. ' + cap.replace(/\n/g, '. ') + '. ' + (names.length ? names.join('; ') : 'No pieces') + '.');
    box.dataset.fen = fen;
    box.dataset.node = String(id);
    const notes = pid >= 0 ? g.nodes[pid].notes : g.notes;
    $('game-notes').textContent = notes ? notes.join(' \u00b7 ') : '';
    for (const b of document.querySelectorAll('#moves button.mv.current')) { b.classList.remove('current'); b.removeAttribute('aria-current'); }
    if (id >= 0) {
      const b = document.querySelector('#moves button.mv[data-node="' + id + '"]');
      if (b) {
        b.classList.add('current');
        b.setAttribute('aria-current', 'step');
        const m = $('moves');
        const top = b.offsetTop - m.offsetTop;
        if (top < m.scrollTop || top > m.scrollTop + m.clientHeight - 30) m.scrollTop = top - m.clientHeight / 2;
      }
    }
  }

  const hasBoard = () => game !== null && game.board !== undefined;
  function step(delta) {
    if (!hasBoard()) return;
    if (delta > 0) {
      const n = current < 0 ? firstOf : nextOf[current];
      if (n >= 0 && !(current >= 0 && game.nodes[current].x)) show(n);
    } else if (current >= 0) {
      show(game.nodes[current].p);
    }
  }
  function toEnd() {
    if (!hasBoard()) return;
    let id = current < 0 ? firstOf : current;
    if (id < 0) return;
    while (nextOf[id] >= 0 && !game.nodes[id].x) id = nextOf[id];
    show(id);
  }

  function selectGame(i) {
    gi = i;
    game = gameData(i);
    cache = new Map();
    buildLinks(game);
    for (const tr of document.querySelectorAll('#game-list tbody tr')) tr.setAttribute('aria-selected', String(Number(tr.dataset.game) === i));
    $('game-title').textContent = 'Game ' + (i + 1) + ': ' + players(game);
    const facts = [game.variant, tag(game, 'Event'), tag(game, 'Round') && 'round ' + tag(game, 'Round'), tag(game, 'Date'),
      'result ' + game.result, game.termination || game.end, game.timed && 'timed: ' + game.timed,
      game.limit && 'game limit ' + game.limit, game.overruns && 'overruns: ' + game.overruns,
      game.outcome && 'by the clock: ' + game.outcome, game.points && 'points ' + game.points[0] + '\u2013' + game.points[1],
      game.file + ' game ' + game.index].filter((x) => x && !/\?/.test(x) && x !== 'round -');
    $('game-facts').textContent = facts.join(' \u00b7 ');
    const probs = $('game-problems');
    probs.replaceChildren();
    for (const p of game.problems || []) {
      if (p.node !== undefined) continue;
      const d = document.createElement('div');
      d.className = 'problem' + (p.error ? '' : ' warning');
      d.textContent = p.text;
      probs.appendChild(d);
    }
    if (!game.valid) {
      const d = document.createElement('div');
      d.className = 'problem';
      d.setAttribute('role', 'status');
      const first = (game.problems || []).find((p) => p.error);
      d.textContent = 'This record has an error' + (first && first.node !== undefined ? ' at ' + moveLabel(game.nodes[first.node]) + ' (highlighted below); the moves after it are greyed' : '') + '.';
      probs.prepend(d);
    }
    for (const c of claimsAt.get(-1) || []) {
      const d = document.createElement('div');
      d.className = 'problem warning';
      d.textContent = 'Draw at the start: ' + c.detail;
      probs.appendChild(d);
    }
    const moves = $('moves');
    moves.replaceChildren();
    for (const c of game.lead || []) span(moves, 'comment', c);
    renderLine(game, game.main, moves, 0, false);
    span(moves, 'result-token', game.result);
    const tags = $('game-tags');
    tags.replaceChildren();
    for (const t of game.tags) {
      const tr = document.createElement('tr');
      const th = document.createElement('th'); th.scope = 'row'; th.textContent = t[0];
      const td = document.createElement('td'); td.textContent = t[1];
      tr.append(th, td); tags.appendChild(tr);
    }
    $('viewer').classList.toggle('no-board', !hasBoard());
    if (hasBoard()) show(-1);
    else {
      $('board').replaceChildren();
      $('board-caption').textContent = 'No board: the game could not be set up.';
    }
  }

  // ---- the game list: its order and its filter ---------------------------------------

  // The events' names (DATA.events: in a game list and on a page of several events; each
  // entry's "ev" is its event), else null.
  const events = DATA.events || null;

  // Rounds in the tables' order (docs/scoring.md "Rounds", game::round_less): rounds of
  // numbers separated by dots ("2", "10", "1.2") by their numbers in turn, before every
  // other name, which are in byte order.
  function roundNumbers(r) { return /^\d{1,9}(\.\d{1,9})*$/.test(r) ? r.split('.').map(Number) : null; }
  function compareRounds(a, b) {
    const x = roundNumbers(a), y = roundNumbers(b);
    if (!x !== !y) return x ? -1 : 1;
    if (x) {
      for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
      if (x.length !== y.length) return x.length - y.length;
    }
    return a < b ? -1 : a > b ? 1 : 0;
  }
  // The list's order: a tournament's games by event (in the order first seen), then round,
  // then as read; a game list's as read.
  function listOrder() {
    const order = games.map((g, i) => i);
    if (DATA.view === 'list') return order;
    const rounds = games.map((g) => tag(g, 'Round'));
    // Most events list their games in round order already: then there is nothing to sort.
    const before = (a, b) => ((games[a].ev || 0) - (games[b].ev || 0)) || compareRounds(rounds[a], rounds[b]) || a - b;
    let sorted = true;
    for (let i = 1; i < order.length && sorted; i++) sorted = before(i - 1, i) < 0;
    return sorted ? order : order.sort(before);
  }

  function buildList() {
    const body = document.querySelector('#game-list tbody');
    const frag = document.createDocumentFragment();
    if (events && events.length > 1) {
      const th = document.createElement('th');
      th.scope = 'col'; th.textContent = 'Event';
      const head = document.querySelector('#game-list thead tr');
      head.insertBefore(th, head.children[2]);
    }
    for (const i of listOrder()) {
      const g = games[i];
      const tr = document.createElement('tr');
      tr.dataset.game = i;
      if (!g.valid) tr.className = 'invalid';
      const cells = [String(i + 1), tag(g, 'Round') || '', null, g.result, g.termination || g.end || '', String(g.plies),
        g.points ? g.points[0] + '\u2013' + g.points[1] : '', g.valid ? 'valid' : '\u26a0 invalid'];
      if (events && events.length > 1) cells.splice(2, 0, events[g.ev]);
      cells.forEach((c, k) => {
        const td = document.createElement('td');
        if (c === null) {
          const b = document.createElement('button');
          b.type = 'button'; b.className = 'pick'; b.textContent = players(g);
          td.appendChild(b);
        } else td.textContent = c;
        tr.appendChild(td);
      });
      frag.appendChild(tr);
    }
    body.appendChild(frag);
    body.addEventListener('click', (ev) => {
      const tr = ev.target.closest('tr');
      if (!tr) return;
      selectGame(Number(tr.dataset.game));
      history.replaceState(null, '', '#game-' + (Number(tr.dataset.game) + 1));
      $('viewer').scrollIntoView({ block: 'start' });
      $('moves').focus({ preventScroll: true });
    });
  }

  // The filter above the list: by event (when there are several), by player (any part of
  // either name, in any case) and by result; with the number of games shown.
  function buildFilter() {
    const box = document.createElement('div');
    box.className = 'filter';
    box.setAttribute('role', 'search');
    box.setAttribute('aria-label', 'Filter the games');
    const field = (label, control) => {
      const l = document.createElement('label');
      l.append(label + ' ', control);
      box.appendChild(l);
      control.addEventListener('input', applyFilter);
      return control;
    };
    const select = (id, all, values) => {
      const s = document.createElement('select');
      s.id = id;
      s.add(new Option(all, ''));
      for (const [value, text] of values) s.add(new Option(text, value));
      return s;
    };
    if (events.length > 1) field('Event', select('filter-event', 'All ' + events.length + ' events', events.map((e, k) => [String(k), e])));
    const player = document.createElement('input');
    player.type = 'search'; player.id = 'filter-player'; player.placeholder = 'any part of a name';
    field('Player', player);
    const known = ['1-0', '0-1', '1/2-1/2', '*'];
    const results = [...new Set(games.map((g) => g.result))].sort((a, b) => {
      const x = known.indexOf(a), y = known.indexOf(b);
      return (x < 0 ? known.length : x) - (y < 0 ? known.length : y) || (a < b ? -1 : a > b ? 1 : 0);
    });
    field('Result', select('filter-result', 'All results', results.map((r) => [r, r])));
    const count = document.createElement('span');
    count.id = 'filter-count'; count.className = 'note'; count.setAttribute('aria-live', 'polite');
    box.appendChild(count);
    document.querySelector('#games .list-box').before(box);
    applyFilter();
  }
  function applyFilter() {
    const value = (id) => ($(id) ? $(id).value : '');
    const event = value('filter-event'), result = value('filter-result'), who = value('filter-player').trim().toLowerCase();
    let shown = 0;
    for (const tr of document.querySelectorAll('#game-list tbody tr')) {
      const g = games[Number(tr.dataset.game)];
      const ok = (event === '' || String(g.ev) === event) && (result === '' || g.result === result) &&
        (who === '' || g.sides.some((side) => tag(g, side).toLowerCase().includes(who)));
      tr.hidden = !ok;
      if (ok) shown++;
    }
    $('filter-count').textContent = shown + ' of ' + games.length + ' games shown';
  }
  // A link to an event's games (the index of events, a section's last line) filters the list.
  function showEvent(k) {
    if (!$('filter-event')) return;
    $('filter-event').value = String(k);
    if ($('filter-player')) $('filter-player').value = '';
    if ($('filter-result')) $('filter-result').value = '';
    applyFilter();
  }

  // Printing: one game per page, its moves and its final diagram.
  function buildPrint() {
    const out = $('print-games');
    if (out.dataset.built) return;
    const keep = gi;
    const frag = document.createDocumentFragment();
    games.forEach((entry, i) => {
      const g = gameData(i);
      game = g; cache = new Map(); buildLinks(g);
      const sec = document.createElement('section');
      sec.className = 'print-game';
      const h = document.createElement('h2');
      h.textContent = 'Game ' + (i + 1) + ': ' + players(g) + ' ' + g.result;
      sec.appendChild(h);
      if (g.board !== undefined) {
        let last = -1;
        for (const id of g.main) if (!g.nodes[id].x) last = id;
        const marks = last >= 0 ? g.nodes[last].mk : g.mk;
        sec.appendChild(drawBoard(DATA.boards[g.board].normal, DATA.pieces[g.variant], positionAt(last), last >= 0 ? g.nodes[last].last : null,
          marks, marks && marks.ar));
        const c = document.createElement('p');
        c.style.textAlign = 'center';
        c.textContent = caption(g, last);
        sec.appendChild(c);
      }
      const m = document.createElement('div');
      m.className = 'moves';
      renderLine(g, g.main, m, 0, true);
      span(m, 'result-token', g.result);
      sec.appendChild(m);
      frag.appendChild(sec);
    });
    out.appendChild(frag);
    out.dataset.built = '1';
    if (keep >= 0) selectGame(keep);
  }

  // ---- start -------------------------------------------------------------------------

  buildList();
  if (events) {
    buildFilter();
    document.addEventListener('click', (ev) => {
      const a = ev.target.closest('a[data-event]');
      if (a) showEvent(Number(a.dataset.event));
    });
  }
  $('moves').addEventListener('click', (ev) => {
    const b = ev.target.closest('button.mv');
    if (b && hasBoard()) show(Number(b.dataset.node));
  });
  $('go-first').addEventListener('click', () => { if (hasBoard()) show(-1); });
  $('go-prev').addEventListener('click', () => step(-1));
  $('go-next').addEventListener('click', () => step(1));
  $('go-last').addEventListener('click', toEnd);
  $('flip').addEventListener('click', () => {
    flipped = !flipped;
    $('flip').setAttribute('aria-pressed', String(flipped));
    if (hasBoard()) show(current);
  });
  document.addEventListener('keydown', (ev) => {
    if (ev.altKey || ev.ctrlKey || ev.metaKey || !hasBoard()) return;
    const t = ev.target;
    if (t && (t.tagName === 'INPUT' || t.tagName === 'TEXTAREA' || t.tagName === 'SELECT')) return;
    if (ev.key === 'ArrowRight') step(1);
    else if (ev.key === 'ArrowLeft') step(-1);
    else if (ev.key === 'Home') show(-1);
    else if (ev.key === 'End') toEnd();
    else if (ev.key === 'f' || ev.key === 'F') $('flip').click();
    else return;
    ev.preventDefault();
  });
  window.addEventListener('beforeprint', buildPrint);
  // A link to #game-N (the timed games' table) chooses that game.
  window.addEventListener('hashchange', () => {
    const m = /^#game-(\d+)$/.exec(location.hash);
    if (!m) return;
    const i = Math.min(Math.max(Number(m[1]) - 1, 0), games.length - 1);
    if (i !== gi) selectGame(i);
    $('viewer').scrollIntoView({ block: 'start' });
  });
  const wanted = /^#game-(\d+)$/.exec(location.hash);
  const first = wanted ? Math.min(Math.max(Number(wanted[1]) - 1, 0), games.length - 1) : 0;
  selectGame(first);
  // For tests and scripts: what the page shows, and a way to print it.
  window.cincPage = { select: selectGame, show: show, buildPrint: buildPrint, gameData: gameData, filter: applyFilter,
    get current() { return current; }, get game() { return gi; } };
  window.cincReadyAt = performance.now();  // ms since the navigation began (bench/html.sh)
  document.body.dataset.ready = '1';
})();
