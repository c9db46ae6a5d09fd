// A small client of the Chrome DevTools Protocol over a pipe (chromium's
// --remote-debugging-pipe: commands on fd 3, replies and events on fd 4, each message
// JSON ended by a NUL byte), for the browser tests and the page benchmark of `cinc html`
// (docs/html.md). Node's standard library only: no npm package, no browser download.
'use strict';
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

/// The chromium to drive: $CHROMIUM, else the first of Debian's names found on PATH; null when none.
function findChromium() {
  if (process.env.CHROMIUM) return fs.existsSync(process.env.CHROMIUM) ? process.env.CHROMIUM : null;
  for (const dir of (process.env.PATH || '').split(path.delimiter)) {
    for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
      const p = path.join(dir, name);
      try { fs.accessSync(p, fs.constants.X_OK); return p; } catch (_) { /* next */ }
    }
  }
  return null;
}

class Browser {
  /// Starts a headless chromium with a throwaway profile; `width` x `height` the window.
  static async launch(executable, { width = 1280, height = 960 } = {}) {
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'cinc-chromium-'));
    const args = ['--headless=new', '--remote-debugging-pipe', '--no-first-run', '--no-default-browser-check',
      '--disable-gpu', '--disable-extensions', '--disable-background-networking', '--disable-sync',
      '--no-sandbox', '--hide-scrollbars', '--mute-audio', '--font-render-hinting=none',
      `--window-size=${width},${height}`, `--user-data-dir=${profile}`, 'about:blank'];
    const child = spawn(executable, args, { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] });
    const b = new Browser(child, profile);
    await b.attach();
    return b;
  }

  constructor(child, profile) {
    this.child = child;
    this.profile = profile;
    this.nextId = 1;
    this.pending = new Map();
    this.listeners = [];
    this.stderr = '';
    this.exceptions = [];  // uncaught errors of the page's scripts (Runtime.exceptionThrown)
    this.listeners.push((m) => {
      if (m.method === 'Runtime.exceptionThrown') {
        const d = m.params.exceptionDetails;
        this.exceptions.push(d.exception && d.exception.description ? d.exception.description : d.text);
      }
    });
    let buffer = Buffer.alloc(0);
    child.stdio[2].on('data', (d) => { this.stderr = (this.stderr + d).slice(-4000); });
    child.stdio[4].on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk]);
      let end;
      while ((end = buffer.indexOf(0)) >= 0) {
        const message = JSON.parse(buffer.subarray(0, end).toString('utf8'));
        buffer = buffer.subarray(end + 1);
        this.dispatch(message);
      }
    });
    this.exited = new Promise((resolve) => child.on('exit', resolve));
    child.on('exit', (code) => {
      for (const { reject } of this.pending.values()) reject(new Error(`chromium exited (${code}): ${this.stderr}`));
      this.pending.clear();
    });
  }

  dispatch(message) {
    if (message.id !== undefined) {
      const p = this.pending.get(message.id);
      if (!p) return;
      this.pending.delete(message.id);
      if (message.error) p.reject(new Error(`${p.method}: ${message.error.message}`));
      else p.resolve(message.result);
      return;
    }
    for (const l of this.listeners.slice()) l(message);
  }

  /// Sends one command (to the page's session unless `session` is null) and waits for its reply.
  send(method, params = {}, session = this.session) {
    const id = this.nextId++;
    const message = { id, method, params };
    if (session) message.sessionId = session;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject, method });
      this.child.stdio[3].write(JSON.stringify(message) + '\0');
    });
  }

  /// The next event named `method` (of the page's session), within `ms` milliseconds.
  waitFor(method, ms = 30000) {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => { done(); reject(new Error(`timed out waiting for ${method}`)); }, ms);
      const listener = (m) => { if (m.method === method && m.sessionId === this.session) { done(); resolve(m.params); } };
      const done = () => { clearTimeout(timer); this.listeners = this.listeners.filter((l) => l !== listener); };
      this.listeners.push(listener);
    });
  }

  async attach() {
    const { targetInfos } = await this.send('Target.getTargets', {}, null);
    let page = targetInfos.find((t) => t.type === 'page');
    if (!page) page = { targetId: (await this.send('Target.createTarget', { url: 'about:blank' }, null)).targetId };
    this.session = (await this.send('Target.attachToTarget', { targetId: page.targetId, flatten: true }, null)).sessionId;
    await this.send('Page.enable');
    await this.send('Runtime.enable');
  }

  /// Opens a file and waits until its load event.
  async open(file) {
    const loaded = this.waitFor('Page.loadEventFired', 120000);
    await this.send('Page.navigate', { url: 'file://' + path.resolve(file) });
    await loaded;
  }

  /// The value of a JavaScript expression in the page (awaited when it is a promise).
  async eval(expression) {
    const r = await this.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
    if (r.exceptionDetails) throw new Error(`in the page: ${r.exceptionDetails.exception ? r.exceptionDetails.exception.description : r.exceptionDetails.text}`);
    return r.result.value;
  }

  /// Presses and releases a key as a person would (Home, End, ArrowLeft, ArrowRight, f).
  async press(key) {
    const codes = { ArrowLeft: 37, ArrowRight: 39, ArrowUp: 38, ArrowDown: 40, Home: 36, End: 35, f: 70 };
    const code = key.length === 1 ? 'Key' + key.toUpperCase() : key;
    const base = { key, code, windowsVirtualKeyCode: codes[key], nativeVirtualKeyCode: codes[key] };
    await this.send('Input.dispatchKeyEvent', { type: key.length === 1 ? 'keyDown' : 'rawKeyDown', ...base, text: key.length === 1 ? key : undefined });
    await this.send('Input.dispatchKeyEvent', { type: 'keyUp', ...base });
  }

  /// Types text into the element that has the focus, as a keyboard would (its input events fire).
  async type(text) {
    await this.send('Input.insertText', { text });
  }

  /// Clicks the middle of the first element matching a CSS selector (scrolled into view first).
  async click(selector) {
    const box = await this.eval(`(() => { const e = document.querySelector(${JSON.stringify(selector)});
      if (!e) return null; e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect();
      return {x: r.left + r.width / 2, y: r.top + r.height / 2}; })()`);
    if (!box) throw new Error(`nothing on the page matches ${selector}`);
    for (const type of ['mouseMoved', 'mousePressed', 'mouseReleased'])
      await this.send('Input.dispatchMouseEvent', { type, x: box.x, y: box.y, button: 'left', clickCount: type === 'mouseMoved' ? 0 : 1 });
  }

  /// A PNG of the viewport, or of the area of the element matching `selector`.
  async screenshot(file, selector) {
    const params = { format: 'png' };
    if (selector) {
      const r = await this.eval(`(() => { const e = document.querySelector(${JSON.stringify(selector)}); e.scrollIntoView();
        const r = e.getBoundingClientRect(); return {x: r.left + scrollX, y: r.top + scrollY, width: r.width, height: r.height}; })()`);
      params.clip = { ...r, scale: 1 };
      params.captureBeyondViewport = true;
    }
    const { data } = await this.send('Page.captureScreenshot', params);
    fs.writeFileSync(file, Buffer.from(data, 'base64'));
  }

  /// Ends chromium and removes its profile.
  async close() {
    try { await Promise.race([this.send('Browser.close', {}, null), new Promise((r) => setTimeout(r, 3000))]); } catch (_) { /* exiting */ }
    if (this.child.exitCode === null) this.child.kill('SIGKILL');
    await Promise.race([this.exited, new Promise((r) => setTimeout(r, 3000))]);
    // Chromium's helper processes can still write into the profile for a moment after the
    // browser process has gone (CI saw ENOTEMPTY once): retry, and never fail a test over it.
    try {
      fs.rmSync(this.profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 100 });
    } catch (e) {
      process.stderr.write(`note: could not remove chromium's profile ${this.profile}: ${e.code || e.message}\n`);
    }
  }
}

module.exports = { Browser, findChromium };
