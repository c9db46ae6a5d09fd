// How long a page of `cinc html` takes to become usable in headless chromium
// (bench/html.sh, docs/performance.md): for each page, RUNS loads in a fresh tab state;
// per load the time from navigation to the end of the page's start-up script (the game
// list built, the first game's board and moves drawn: window.cincReadyAt, the page's own
// performance.now()) and the wall time seen from outside until the load event.
// node bench/html_load.cjs RUNS PAGE...   prints one line per page: PAGE ready_ms load_ms (medians)
'use strict';
const path = require('node:path');
const { Browser, findChromium } = require('../tests/browser/cdp.cjs');

(async () => {
  const [runsText, ...pages] = process.argv.slice(2);
  const runs = Number(runsText);
  const chromium = findChromium();
  if (!chromium || !runs || !pages.length) {
    console.error(chromium ? 'usage: node bench/html_load.cjs RUNS PAGE...' : 'bench: no chromium (apt-get install chromium)');
    process.exit(2);
  }
  const b = await Browser.launch(chromium);
  const median = (v) => v.slice().sort((x, y) => x - y)[Math.floor(v.length / 2)];
  try {
    for (const page of pages) {
      const ready = [], load = [];
      for (let i = 0; i < runs; i++) {
        const blank = b.waitFor('Page.loadEventFired', 30000);
        await b.send('Page.navigate', { url: 'about:blank' });
        await blank;
        const loaded = b.waitFor('Page.loadEventFired', 120000);
        const start = Date.now();
        await b.send('Page.navigate', { url: 'file://' + path.resolve(page) + '?run=' + i });
        await loaded;
        load.push(Date.now() - start);
        const r = await b.eval('document.body.dataset.ready === "1" ? window.cincReadyAt : -1');
        if (r < 0) throw new Error(page + ': the page did not start');
        ready.push(r);
      }
      console.log(`${page} ${median(ready).toFixed(0)} ${median(load).toFixed(0)}`);
    }
  } finally {
    await b.close();
  }
})().catch((e) => { console.error(e); process.exit(1); });
