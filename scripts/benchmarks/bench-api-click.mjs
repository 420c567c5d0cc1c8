#!/usr/bin/env node
// First-tap benchmark of the API reference: prints figures, asserts nothing.
//
//   npm run bench:api-click [-- --dir build --runs 5 --cpu 4]
//
// For each run, a fresh page of /doc/aggregator-api/ (Chromium, 1280x900, CPU slowed --cpu times)
// is loaded and left to hydrate, then the reader's first tap is made on:
//   menu   the cardano-db-v2 group of the menu: answered when the address names it and its section
//          is on screen;
//   tab    the Rust tab of the request samples of getCardanoDatabaseSnapshot (scrolled to first by
//          script, which is not an interaction): answered when the tab is selected and its panel
//          shown.
// The time is measured inside the page, from the click's event time stamp to the first animation
// frame at which the answer is there, so it includes what the browser had to finish first (a task
// in progress, Redoc starting). Also printed: when Redoc said it was ready (`data-redoc-ready`),
// from the same click. Medians of --runs runs. Also run by `npm run bench`.
import {spawn} from 'node:child_process';
import {createServer} from 'node:net';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';

const scriptsDir = dirname(fileURLToPath(import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROUTE = '/doc/aggregator-api/';
const GROUP = 'tag/cardano-db-v2';
const OPERATION = 'tag/cardano-db-v2/operation/getCardanoDatabaseSnapshot';

function freePort() {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => ok(port));
    });
    server.on('error', fail);
  });
}

async function serve(buildDir) {
  const port = await freePort();
  const child = spawn(process.execPath, [join(scriptsDir, '..', 'delivery', 'serve.mjs'), '--port', String(port), '--dir', buildDir], {stdio: ['ignore', 'pipe', 'inherit']});
  await new Promise((ready, fail) => {
    child.stdout.on('data', (d) => String(d).includes('served at') && ready());
    child.on('exit', (code) => fail(new Error(`bench-api-click: the server of ${buildDir} exited (${code})`)));
  });
  return {origin: `http://127.0.0.1:${port}`, stop: () => child.kill()};
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/**
 * Installs, in the page, a watcher of the answer to the next click: resolves `window.__firstTap`
 * with {answerMs, readyMs} (readyMs: Redoc ready, measured from the same click, or null if not
 * within 20 s).
 */
function watchAnswer({kind, ids}) {
  const done = (check) =>
    new Promise((resolve) => {
      const onClick = (event) => {
        window.removeEventListener('click', onClick, true);
        const clickAt = event.timeStamp;
        let answerMs = null;
        const tick = () => {
          if (answerMs === null && check()) answerMs = performance.now() - clickAt;
          const ready = document.querySelector('main[data-redoc-ready]');
          if (answerMs !== null && (ready || performance.now() - clickAt > 20000)) {
            resolve({answerMs, readyMs: ready ? performance.now() - clickAt : null});
            return;
          }
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      };
      window.addEventListener('click', onClick, true);
    });
  const inView = (id) => {
    const el = document.getElementById(id);
    if (!el) return false;
    const {top} = el.getBoundingClientRect();
    return top >= 0 && top < window.innerHeight / 2;
  };
  if (kind === 'menu') {
    window.__firstTap = done(() => window.location.hash === `#${ids.group}` && inView(ids.group));
  } else {
    const section = document.getElementById(ids.operation);
    const tab = Array.from(section.querySelectorAll('[role="tab"]')).find((t) => t.textContent.trim() === 'Rust');
    tab.setAttribute('data-bench-tab', '');
    window.__firstTap = done(() => {
      if (tab.getAttribute('aria-selected') !== 'true') return false;
      const panel = document.getElementById(tab.getAttribute('aria-controls'));
      return !!panel && panel.getBoundingClientRect().height > 0;
    });
  }
}

async function oneRun(browser, origin, kind, cpu) {
  const context = await browser.newContext({viewport: {width: 1280, height: 900}});
  const page = await context.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpu});
  await page.goto(origin + ROUTE, {waitUntil: 'load'});
  await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: 60_000});
  await page.evaluate(watchAnswer, {kind, ids: {group: GROUP, operation: OPERATION}});
  let target;
  if (kind === 'menu') {
    target = page.locator(`.menu-content li[data-item-id="${GROUP}"] > label`).first();
  } else {
    await page.evaluate((id) => document.getElementById(id).scrollIntoView(), OPERATION);
    target = page.locator('[data-bench-tab]');
  }
  // The pointer arrives on the control, then presses it: Playwright's click, as a reader's.
  await target.click();
  const result = await page.evaluate(() => window.__firstTap);
  await context.close();
  return result;
}

export async function benchApiClick(buildDir, {runs = 5, cpu = 4} = {}) {
  console.log(`\nAPI reference, first tap (Chromium 1280x900, CPU ${cpu}x slower, median of ${runs} fresh pages):`);
  const server = await serve(buildDir);
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking']});
  try {
    for (const [kind, label] of [
      ['menu', `menu entry "cardano-db-v2" (hash set, section on screen)`],
      ['tab', `sample tab "Rust" of getCardanoDatabaseSnapshot (selected, panel shown)`],
    ]) {
      const results = [];
      for (let i = 0; i < runs; i++) results.push(await oneRun(browser, server.origin, kind, cpu));
      const answers = results.map((r) => r.answerMs);
      const ready = results.map((r) => r.readyMs).filter((r) => r !== null);
      console.log(
        `  ${label}: answered in ${median(answers).toFixed(0)} ms median (runs ${answers.map((a) => a.toFixed(0)).join(', ')}); ` +
          `Redoc ready ${ready.length ? `${(median(ready) / 1000).toFixed(2)} s` : 'not within 20 s'} after the tap`,
      );
    }
  } finally {
    await browser.close();
    server.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const arg = (name, fallback) => {
    const i = args.indexOf(`--${name}`);
    return i >= 0 ? args[i + 1] : fallback;
  };
  const siteDir = resolve(scriptsDir, '..', '..');
  await benchApiClick(resolve(siteDir, arg('dir', 'build')), {runs: Number(arg('runs', 5)), cpu: Number(arg('cpu', 4))});
}
