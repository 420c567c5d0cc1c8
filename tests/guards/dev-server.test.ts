import {spawn, type ChildProcess} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {basename, join, resolve} from 'node:path';
import {chromium, type Browser, type Page} from '@playwright/test';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

/**
 * The writer's loop in the dev server (`npm run dev`), on a copy of the site: what a writer breaks
 * (front matter, links and anchors) shows in the browser's overlay, naming the file, and goes once fixed; a new Mermaid diagram shows
 * after the one command the overlay names, without saving the page again.
 */
const ROOT = resolve(__dirname, '..', '..');
const SKIP = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'playwright-report', 'bench-results', '.cache-loader']);
const PORT = 31330;
const PAGE = 'docs/manual/welcome.md';
const URL_OF_PAGE = `http://127.0.0.1:${PORT}/doc/next/manual/welcome`;

let site: string;
let server: ChildProcess;
let browser: Browser;
let page: Page;
let original: string;

/** Runs a command in the copy and resolves with its output once it exits successfully. */
function run(command: string, args: string[]): Promise<string> {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {cwd: site, env: {...process.env, FORCE_COLOR: '0'}});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (status) => (status === 0 ? done(output) : fail(new Error(`${command} ${args.join(' ')} exited ${status}:\n${output}`))));
  });
}

/** The text of the dev server's error overlay, or '' when none shows. */
async function overlayText(): Promise<string> {
  const frame = page.frameLocator('#webpack-dev-server-client-overlay');
  if ((await page.locator('#webpack-dev-server-client-overlay').count()) === 0) return '';
  return (await frame.locator('body').textContent()) ?? '';
}

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'mithril-doc-dev-'));
  cpSync(ROOT, site, {recursive: true, filter: (src) => !SKIP.has(basename(src)) || src === ROOT});
  symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(site, 'node_modules'), 'dir');
  original = readFileSync(join(site, PAGE), 'utf8');
  server = spawn(process.execPath, [join(site, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'start', '--port', String(PORT), '--host', '127.0.0.1', '--no-open'], {
    cwd: site,
    // Vitest sets NODE_ENV=test, which no browserslist environment of package.json names.
    env: {...process.env, NODE_ENV: 'development', BROWSER: 'none', FORCE_COLOR: '0', DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
    detached: true,
  });
  let log = '';
  await new Promise<void>((ready, fail) => {
    const look = (chunk: Buffer) => {
      log += chunk.toString();
      if (/website is running at/.test(log)) ready();
    };
    server.stdout!.on('data', look);
    server.stderr!.on('data', look);
    server.on('exit', (code) => fail(new Error(`docusaurus start exited (${code}):\n${log.slice(-3000)}`)));
  });
  // The server says where it runs before it listens: wait until it answers.
  for (const started = Date.now(); ; ) {
    const answer = await fetch(URL_OF_PAGE).catch(() => null);
    if (answer?.ok) break;
    if (Date.now() - started > 180_000) throw new Error(`the dev server did not answer ${URL_OF_PAGE}:\n${log.slice(-3000)}`);
    await new Promise((next) => setTimeout(next, 500));
  }
  browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu']});
  page = await browser.newPage();
  await page.goto(URL_OF_PAGE);
  await page.locator('article h1').waitFor();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  if (server?.pid) {
    try { process.kill(-server.pid, 'SIGTERM'); } catch { /* gone */ }
  }
  if (site) rmSync(site, {recursive: true, force: true});
});

/**
 * Once the page is fixed, it shows again with no overlay: the overlay of a module that threw while
 * hot-updating stays until the page is reloaded (the writer's reload, or the dev server's own
 * after its next update).
 */
async function expectCleanAfterReload(): Promise<void> {
  await expect
    .poll(async () => {
      await page.reload();
      return (await overlayText()) === '' && (await page.locator('article h1').count()) === 1;
    }, {timeout: 60_000})
    .toBe(true);
}

describe('the dev server', () => {
  it('shows invalid front matter in the browser overlay, naming the file, and clears it once fixed', async () => {
    writeFileSync(join(site, PAGE), original.replace(/^sidebar_position: .*$/m, 'sidebar_position: "abc"'));
    await expect.poll(overlayText, {timeout: 60_000}).toMatch(/docs\/manual\/welcome\.md: invalid front matter[\s\S]*sidebar_position/);
    writeFileSync(join(site, PAGE), original);
    await expectCleanAfterReload();
  }, 150_000);

  it('shows a new Mermaid diagram after the one command its overlay names, without saving the page again', async () => {
    const label = `Drawn in the dev loop ${Date.now()}`;
    writeFileSync(join(site, PAGE), `${original.trimEnd()}\n\n\`\`\`mermaid\nflowchart LR\n  A["${label}"] --> B["Shown"]\n\`\`\`\n`);
    await expect.poll(overlayText, {timeout: 60_000}).toMatch(/Compiled with problems[\s\S]*docs\/manual\/welcome\.md:\d+: this Mermaid diagram has no drawing[\s\S]*Run `npm run diagrams`: the dev server \(npm run dev\) then shows the drawing by itself/);
    await run(process.execPath, [join(site, 'scripts', 'authoring', 'render-diagrams.mjs')]);
    // The drawing shows by itself, and no overlay reports the block any more. (When the browser had
    // applied the failed hot update, webpack's overlay of runtime errors keeps that old error until
    // the page reloads, whatever is compiled since: it is not this check's subject.)
    await expect.poll(async () => page.locator('article .diagram svg').filter({hasText: label}).count(), {timeout: 60_000}).toBe(1);
    await expect.poll(async () => /Compiled with problems/.test(await overlayText()), {timeout: 60_000}).toBe(false);
    writeFileSync(join(site, PAGE), original);
  }, 200_000);

  it('shows the broken links and anchors of a page in the browser overlay, each with its file, line and column', async () => {
    const lines = original.trimEnd().split('\n').length;
    writeFileSync(join(site, PAGE), `${original.trimEnd()}\n\nSee [a gone page](./getting-started/no-such-page.md) and [a gone section](./operate/run-signer-node.md#no-such-section).\n`);
    const line = lines + 2;
    await expect
      .poll(overlayText, {timeout: 60_000})
      .toMatch(
        new RegExp(
          `1 link\\(s\\) to no page, 1 link\\(s\\) to no anchor[\\s\\S]*docs/manual/welcome\\.md:${line}:5 links to docs/manual/getting-started/no-such-page\\.md[\\s\\S]*docs/manual/welcome\\.md:${line}:\\d+ links to /doc/next/manual/operate/run-signer-node#no-such-section`,
        ),
      );
    writeFileSync(join(site, PAGE), original);
    await expectCleanAfterReload();
  }, 150_000);
});
