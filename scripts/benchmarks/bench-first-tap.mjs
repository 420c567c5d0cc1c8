#!/usr/bin/env node
// First-tap benchmark of a long doc page: prints figures, asserts nothing.
//
//   node scripts/benchmarks/bench-first-tap.mjs [--dir build --dir OTHER ... --runs 5 --cpu 4]
//
// What a reader's first press costs on /doc/manual/operate/run-signer-node, from a fresh page that
// has finished loading (load event, then the network quiet for 500 ms). A build whose pages load
// their app later than at load (at the first press, say) shows it here: the press waits for the
// app, and the main thread's total from the navigation to the answer counts the work wherever it
// went. Each move, in Chromium with the CPU slowed --cpu times:
//   menu   phone (390x844, touch): the navbar's menu button; answered when the menu is open and
//          its docs sidebar shown;
//   link   desktop (1280x900): the sidebar's "Welcome" link; answered when the new page's title
//          is shown (the page changed);
//   tab    desktop: the "Build from source" tab of the article; answered when it is selected.
// The press is a reader's: the pointer (or finger) rests on the control 150 ms, then is held 80 ms
// and released. The time runs from the click event (the release) to the end of the first frame
// that shows the answer. Also printed: the main thread's busy time from navigation to the answer
// (the page's load plus the press), so that work moved from the load to the press is counted.
// Several --dir are measured in alternation, run by run. Medians of --runs runs.
import {resolve, dirname} from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {cliArgs} from './bench-args.mjs';
import {median, serve} from './bench-api-click.mjs';

const scriptsDir = dirname(fileURLToPath(import.meta.url));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ROUTE = '/doc/manual/operate/run-signer-node';
const PHONE = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true};
const DESKTOP = {viewport: {width: 1280, height: 900}};

const MOVES = {
  menu: {
    label: 'phone, menu button (menu open, docs sidebar shown)',
    device: PHONE,
    target: 'button.navbar__toggle',
    answered: () => {
      const panel = document.querySelector('.navbar-sidebar__item:not([inert]) .theme-doc-sidebar-menu');
      return !!document.querySelector('.navbar.navbar-sidebar--show') && !!panel && panel.getBoundingClientRect().height > 0;
    },
  },
  link: {
    label: 'desktop, sidebar link "Welcome" (new page shown)',
    device: DESKTOP,
    target: '.theme-doc-sidebar-container a.menu__link[href="/doc/manual/welcome"]',
    answered: () => window.location.pathname === '/doc/manual/welcome' && document.querySelector('h1')?.textContent === 'Welcome',
  },
  tab: {
    label: 'desktop, article tab "Build from source" (selected)',
    device: DESKTOP,
    target: '.markdown .tabs-container [role="tab"][data-value="source"] >> nth=0',
    answered: () => document.querySelector('.markdown .tabs-container [role="tab"][data-value="source"]')?.getAttribute('aria-selected') === 'true',
  },
};

function watchAnswer(answeredSource) {
  // eslint-disable-next-line no-new-func
  const answered = new Function(`return (${answeredSource})();`);
  const afterPaint = (callback) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => callback();
    channel.port2.postMessage(null);
  };
  window.__firstTap = new Promise((done) => {
    const onClick = (event) => {
      window.removeEventListener('click', onClick, true);
      const clickAt = event.timeStamp;
      const tick = () => {
        if (answered()) afterPaint(() => done(performance.now() - clickAt));
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    };
    window.addEventListener('click', onClick, true);
  });
}

async function oneRun(browser, origin, move, cpu) {
  const spec = MOVES[move];
  const context = await browser.newContext(spec.device);
  const page = await context.newPage();
  await page.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: cpu});
  await cdp.send('Performance.enable');
  await page.goto(origin + ROUTE, {waitUntil: 'load'});
  await page.waitForLoadState('networkidle');
  await page.evaluate(watchAnswer, spec.answered.toString());
  const target = page.locator(spec.target).first();
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  // A person's press (these pauses model the reader; they are not waits for the page).
  if (spec.device === PHONE) {
    await cdp.send('Input.dispatchTouchEvent', {type: 'touchStart', touchPoints: [{x, y}]});
    await page.waitForTimeout(80);
    await cdp.send('Input.dispatchTouchEvent', {type: 'touchEnd', touchPoints: []});
  } else {
    await page.mouse.move(x, y);
    await page.waitForTimeout(150);
    await page.mouse.down();
    await page.waitForTimeout(80);
    await page.mouse.up();
  }
  const answerMs = await page.evaluate(() => window.__firstTap);
  // The renderer's main-thread task time since the page was opened (seconds).
  const {metrics} = await cdp.send('Performance.getMetrics');
  const taskSeconds = metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;
  await context.close();
  return {answerMs, taskMs: taskSeconds * 1000};
}

export async function benchFirstTap(dirs, {runs = 5, cpu = 4} = {}) {
  console.log(`\nLong doc page ${ROUTE}, first press (CPU ${cpu}x slower, median of ${runs} fresh pages; builds alternated):`);
  const servers = [];
  for (const dir of dirs) servers.push({dir, ...(await serve(dir))});
  const browser = await chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--disable-background-networking']});
  try {
    for (const move of Object.keys(MOVES)) {
      const results = new Map(servers.map((s) => [s.dir, []]));
      for (let i = 0; i < runs; i++) for (const s of servers) results.get(s.dir).push(await oneRun(browser, s.origin, move, cpu));
      console.log(`  ${MOVES[move].label}:`);
      for (const s of servers) {
        const list = results.get(s.dir);
        const answers = list.map((r) => r.answerMs);
        console.log(
          `    [${s.dir}] answered, painted, in ${median(answers).toFixed(0)} ms median (runs ${answers.map((a) => a.toFixed(0)).join(', ')}); ` +
            `main thread busy from navigation to the answer ${median(list.map((r) => r.taskMs)).toFixed(0)} ms`,
        );
      }
    }
  } finally {
    await browser.close();
    for (const s of servers) s.stop();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const {option: arg, many} = cliArgs();
  const siteDir = resolve(scriptsDir, '..', '..');
  const dirs = (many('dir').length ? many('dir') : ['build']).map((d) => resolve(siteDir, d));
  await benchFirstTap(dirs, {runs: Number(arg('runs', 5)), cpu: Number(arg('cpu', 4))});
}
