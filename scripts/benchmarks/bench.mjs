#!/usr/bin/env node
// Build benchmark: prints figures, asserts nothing.
//
//   npm run bench                 cold build (after `docusaurus clear`), warm build (persistent
//                                 cache), page count, first-load JS/CSS of key pages, dev server
//                                 cold start and hot reload (scripts/benchmarks/bench-devloop.mjs, port 3217)
//   npm run bench -- --scale 4    the same, plus a cold build of a copy with four times the doc
//                                 pages, blog posts and ADRs, and the build time per page at 1x and 4x
//   each build is followed by the search figures of scripts/benchmarks/bench-search.mjs (index size and build
//   time, bytes, requests and time to first results of a first and a second query, slow 4G); the
//   1x build is then followed by the API reference's first-tap figures (scripts/benchmarks/bench-api-click.mjs)
//
// Every build runs in a copy of the site under the system temp dir, whose node_modules is a
// directory of links to this checkout's packages: `docusaurus clear` and the bundler's persistent
// cache (node_modules/.cache) then stay private to the copy, and the checkout's build/ is untouched.
// Memory: the peak of the summed resident memory of the build's process tree (polled from /proc
// every 100 ms) and, when GNU time is installed, the largest single process's peak (max RSS).
import {spawn} from 'node:child_process';
import {cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {firstLoadAssets, gzipSize, htmlFileOfRoute, isRedirectStub, kib, listHtmlFiles} from './page-weight.mjs';
import {benchDevLoop} from './bench-devloop.mjs';
import {benchLlms} from './bench-llms.mjs';
import {benchSearch} from './bench-search.mjs';
import {benchApiClick} from './bench-api-click.mjs';
import {API_ROUTE, BASE_URL} from '../../shared/site.mjs';

const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const args = process.argv.slice(2);
const scaleArg = args.indexOf('--scale');
const scale = scaleArg >= 0 ? Number(args[scaleArg + 1]) : 1;
const keep = args.includes('--keep');
if (!Number.isInteger(scale) || scale < 1) {
  console.error(`bench: --scale takes a whole number of copies (got "${args[scaleArg + 1]}")`);
  process.exit(2);
}

const KEY_ROUTES = ['/doc/', '/doc/manual/welcome', `${BASE_URL}${API_ROUTE}`, '/doc/dev-blog', '/doc/adr/'];
// What a copy of the site leaves out: outputs, caches, test artefacts and the dependencies.
const SKIP = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'playwright-report', 'bench-results', '.cache-loader', '_site']);

const GNU_TIME = ['/usr/bin/time'].find((p) => existsSync(p));

/** Copies the site into a fresh temp dir with a private node_modules of links. */
function copySite(label) {
  const dir = mkdtempSync(join(tmpdir(), `mithril-doc-bench-${label}-`));
  for (const name of readdirSync(siteDir)) {
    if (SKIP.has(name)) continue;
    cpSync(join(siteDir, name), join(dir, name), {recursive: true});
  }
  const modules = realpathSync(join(siteDir, 'node_modules'));
  mkdirSync(join(dir, 'node_modules'));
  for (const name of readdirSync(modules)) {
    if (name === '.cache') continue;
    symlinkSync(join(modules, name), join(dir, 'node_modules', name));
  }
  return dir;
}

/** Resident memory (bytes) of a process and all its descendants, from /proc. */
function treeRss(rootPid) {
  let procs;
  try {
    procs = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return 0;
  }
  const children = new Map();
  const rss = new Map();
  for (const pid of procs) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      rss.set(Number(pid), Number(fields[21]) * 4096);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(pid));
    } catch {
      // The process ended while we looked.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Runs a docusaurus command in `dir`, returning wall time, peak tree RSS and GNU time's figures. */
function run(dir, docusaurusArgs, {quiet = true} = {}) {
  const bin = join(dir, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs');
  const timeFile = join(dir, '.bench-time');
  const cmd = GNU_TIME ? GNU_TIME : process.execPath;
  const cmdArgs = GNU_TIME ? ['-f', '%e %M %U %S', '-o', timeFile, process.execPath, bin, ...docusaurusArgs] : [bin, ...docusaurusArgs];
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const child = spawn(cmd, cmdArgs, {cwd: dir, stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'], env: {...process.env, FORCE_COLOR: '0'}});
    let output = '';
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    let peak = 0;
    const timer = setInterval(() => {
      peak = Math.max(peak, treeRss(child.pid));
    }, 100);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearInterval(timer);
      const wall = (performance.now() - started) / 1000;
      if (code !== 0) {
        reject(new Error(`docusaurus ${docusaurusArgs.join(' ')} failed in ${dir} (exit ${code}):\n${output.slice(-4000)}`));
        return;
      }
      let gnu = null;
      if (GNU_TIME && existsSync(timeFile)) {
        const [elapsed, maxKb, user, sys] = readFileSync(timeFile, 'utf8').trim().split('\n').pop().split(' ').map(Number);
        gnu = {elapsed, maxRss: maxKb * 1024, cpu: user + sys};
        rmSync(timeFile);
      }
      resolvePromise({wall, peakTreeRss: peak, gnu});
    });
  });
}

const mib = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const secs = (s) => `${s.toFixed(1)} s`;

function describeRun(label, r) {
  const parts = [`wall ${secs(r.wall)}`, `peak RSS (process tree) ${mib(r.peakTreeRss)}`];
  if (r.gnu) parts.push(`max RSS (largest process) ${mib(r.gnu.maxRss)}`, `CPU ${secs(r.gnu.cpu)}`);
  console.log(`  ${label.padEnd(24)} ${parts.join(', ')}`);
}

function countPages(buildDir) {
  // X.html copies of X/index.html (plugins/html-twins) are the same pages.
  const html = listHtmlFiles(buildDir).filter((f) => !(f.endsWith('.html') && existsSync(join(buildDir, f.replace(/\.html$/, ''), 'index.html'))));
  const stubs = html.filter((f) => isRedirectStub(readFileSync(join(buildDir, f), 'utf8')));
  return {html: html.length, content: html.length - stubs.length, redirects: stubs.length};
}

function printWeights(buildDir) {
  console.log('\nFirst-load assets (what the prerendered HTML loads; gzip at zlib level 6):');
  console.log(`  ${'page'.padEnd(24)} ${'JS raw'.padStart(11)} ${'JS gzip'.padStart(11)} ${'CSS raw'.padStart(11)} ${'CSS gzip'.padStart(11)}`);
  for (const route of KEY_ROUTES) {
    const {js, css} = firstLoadAssets(buildDir, htmlFileOfRoute(buildDir, route));
    console.log(`  ${route.padEnd(24)} ${kib(js.raw).padStart(11)} ${kib(js.gzip).padStart(11)} ${kib(css.raw).padStart(11)} ${kib(css.gzip).padStart(11)}`);
  }
}

// --- Scaling: copies of the doc pages, blog posts and ADRs with unique routes ---------------------

function listFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? listFiles(full) : [full];
  });
}

/** Adds `copies - 1` copies of every doc (both versions), dev-blog post and ADR of a site copy. */
function multiplyContent(dir, copies) {
  // Category index pages list their sidebar's items: give each copied tree its own sidebars.
  const tags = Array.from({length: copies - 1}, (_, i) => `copy-${i + 2}`);
  const extraSidebars = Object.fromEntries(
    tags.flatMap((tag) => ['manual', 'mithril'].map((d) => [`${tag}-${d}`, [{type: 'autogenerated', dirName: `${tag}/${d}`}]])),
  );
  cpSync(join(dir, 'sidebars.ts'), join(dir, 'sidebars.base.ts'));
  writeFileSync(join(dir, 'sidebars.ts'), `import base from './sidebars.base';\nexport default {...base, ...${JSON.stringify(extraSidebars)}};\n`);
  const versioned = join(dir, 'versioned_sidebars', 'version-maintained-sidebars.json');
  writeFileSync(versioned, JSON.stringify({...JSON.parse(readFileSync(versioned, 'utf8')), ...extraSidebars}, null, 2));
  for (let n = 2; n <= copies; n++) {
    const tag = `copy-${n}`;
    // Docs: the whole tree of each version under <version>/copy-N/, so that relative links and
    // imports still resolve inside the copy; absolute slugs get the prefix.
    for (const root of ['docs', 'versioned_docs/version-maintained']) {
      const src = join(dir, root);
      const entries = readdirSync(src).filter((e) => !e.startsWith('copy-'));
      for (const entry of entries) cpSync(join(src, entry), join(src, tag, entry), {recursive: true});
      for (const file of listFiles(join(src, tag))) {
        if (file.endsWith('_category_.json')) {
          const json = JSON.parse(readFileSync(file, 'utf8'));
          if (json.link?.slug) json.link.slug = `/${tag}${json.link.slug}`;
          writeFileSync(file, JSON.stringify(json, null, 2));
        } else if (/\.mdx?$/.test(file)) {
          writeFileSync(file, readFileSync(file, 'utf8').replace(/^(slug:\s*['"]?)\//m, `$1/${tag}/`));
        }
      }
    }
    // Dev blog: a copy of each post file or folder with the suffix in its name (hence its route).
    const blog = join(dir, 'blog');
    for (const name of readdirSync(blog).filter((f) => /^\d{4}-\d{2}-\d{2}-/.test(f) && !f.includes('-copy-'))) {
      const target = name.endsWith('.md') || name.endsWith('.mdx') ? name.replace(/(\.mdx?)$/, `-${tag}$1`) : `${name}-${tag}`;
      cpSync(join(blog, name), join(blog, target), {recursive: true});
      const file = statSync(join(blog, target)).isDirectory() ? listFiles(join(blog, target)).find((f) => /index\.mdx?$/.test(f)) : join(blog, target);
      if (file) writeFileSync(file, readFileSync(file, 'utf8').replace(/^slug:\s*['"]?([^'"\n]+)['"]?$/m, `slug: '$1-${tag}'`));
    }
    // ADRs: explicit numeric slugs, made unique.
    const adr = join(dir, 'adr');
    for (const name of readdirSync(adr).filter((f) => /^\d+-.*\.mdx?$/.test(f) && !f.includes('-copy-'))) {
      const target = name.replace(/(\.mdx?)$/, `-${tag}$1`);
      const text = readFileSync(join(adr, name), 'utf8').replace(/^slug:\s*['"]?([^'"\n]+)['"]?$/m, `slug: '$1-${tag}'`);
      writeFileSync(join(adr, target), text);
    }
  }
}

// --- Main ----------------------------------------------------------------------------------------

async function benchSite(label, dir, {warm}) {
  console.log(`\n[${label}] ${dir}`);
  await run(dir, ['clear']);
  const cold = await run(dir, ['build']);
  const pages = countPages(join(dir, 'build'));
  describeRun('cold build', cold);
  let warmRun = null;
  if (warm) {
    warmRun = await run(dir, ['build']);
    describeRun('warm build (cache)', warmRun);
  }
  console.log(`  HTML pages: ${pages.html} (${pages.content} pages, ${pages.redirects} client-side redirects)`);
  console.log(`  cold build time per page: ${((cold.wall / pages.content) * 1000).toFixed(0)} ms`);
  return {cold, warm: warmRun, pages};
}

console.log(`Mithril docs build benchmark (node ${process.version}, ${GNU_TIME ? 'GNU time available' : 'no GNU time: /proc polling only'})`);
const dirs = [];
try {
  const base = copySite('1x');
  dirs.push(base);
  const one = await benchSite('1x', base, {warm: true});
  printWeights(join(base, 'build'));
  // Writers' loop: dev server cold start and hot reload, in a fresh copy (scripts/benchmarks/bench-devloop.mjs).
  dirs.push(copySite('dev'));
  await benchDevLoop(dirs.at(-1));
  await benchLlms({buildDir: join(base, 'build'), copySite, run, withPlugin: one.cold});
  await benchSearch(join(base, 'build'), '1x');
  await benchApiClick(join(base, 'build'));
  if (scale > 1) {
    const big = copySite(`${scale}x`);
    dirs.push(big);
    multiplyContent(big, scale);
    const many = await benchSite(`${scale}x`, big, {warm: false});
    await benchSearch(join(big, 'build'), `${scale}x`);
    const perPage = (r) => (r.cold.wall / r.pages.content) * 1000;
    console.log(`\nScaling: ${one.pages.content} -> ${many.pages.content} pages`);
    console.log(`  cold build ${secs(one.cold.wall)} -> ${secs(many.cold.wall)} (x${(many.cold.wall / one.cold.wall).toFixed(2)})`);
    console.log(`  time per page ${perPage(one).toFixed(0)} ms -> ${perPage(many).toFixed(0)} ms`);
    console.log(`  peak RSS (process tree) ${mib(one.cold.peakTreeRss)} -> ${mib(many.cold.peakTreeRss)}`);
  }
} finally {
  if (keep) console.log(`\nKept: ${dirs.join(' ')}`);
  else for (const d of dirs) rmSync(d, {recursive: true, force: true});
}
