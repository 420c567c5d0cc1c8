#!/usr/bin/env node
// What each override buys in Lighthouse terms: builds the site with every override on and once per
// override with that one switched off (OVERRIDES_OFF, overrides/switch.cjs), then runs
// bench-lighthouse.mjs on all the builds, interleaved, and prints the comparison. Prints figures,
// asserts nothing.
//
//   npm run bench:ab-overrides -- --ids client-entry,redoc-global-data [--only "long manual"] [--runs 5]
//                                 [--as-index 1500] [--port 3500] [--out .ab] [--rebuild] [--build-only]
//
// Builds go to <out>/on and <out>/off-<id> (.ab/ by default, git-ignored). A build is reused when its
// stamp names the current commit and the same uncommitted changes to tracked files; --rebuild forces.
// Every build is a cold one (the site keeps no persistent bundler cache: docusaurus.config.ts).
import {execFileSync, spawnSync} from 'node:child_process';
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {cliArgs} from './bench-args.mjs';

const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const manifest = createRequire(import.meta.url)('../../overrides/manifest.json');
const {many, option, flag} = cliArgs();
const ids = option('ids', '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
if (!ids.length) {
  const switchable = manifest.overrides.filter((o) => o.switch).map((o) => o.id);
  console.error(`bench:ab-overrides: name the overrides to switch off, --ids a,b. Switchable: ${switchable.join(', ')}`);
  process.exit(2);
}
for (const id of ids) {
  const entry = manifest.overrides.find((o) => o.id === id);
  if (!entry?.switch) {
    console.error(`bench:ab-overrides: "${id}" is ${entry ? 'not switchable ("switch": false)' : 'not in overrides/manifest.json'}`);
    process.exit(2);
  }
}
const outDir = resolve(siteDir, option('out', '.ab'));

const git = (...a) => execFileSync('git', a, {cwd: siteDir, encoding: 'utf8'}).trim();
// The commit, plus a hash of uncommitted changes to tracked files (untracked ones are not covered).
const changes = git('diff', 'HEAD');
const stamp = `${git('rev-parse', 'HEAD')}${changes ? ` + changes ${createHash('sha256').update(changes).digest('hex').slice(0, 12)}` : ''}`;

function build(name, off) {
  const dir = join(outDir, name);
  const stampFile = join(dir, '.ab-stamp');
  if (!flag('rebuild') && existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) {
    console.log(`${name}: reusing ${dir} (built from ${stamp})`);
    return dir;
  }
  rmSync(dir, {recursive: true, force: true});
  console.log(`${name}: building with OVERRIDES_OFF=${off || '(none)'} into ${dir}`);
  const started = Date.now();
  const r = spawnSync(join(siteDir, 'node_modules', '.bin', 'docusaurus'), ['build', '--out-dir', dir], {
    cwd: siteDir,
    env: {...process.env, OVERRIDES_OFF: off},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (r.status !== 0) {
    console.error(`bench:ab-overrides: the build of ${name} failed (exit ${r.status})`);
    process.exit(1);
  }
  writeFileSync(stampFile, stamp);
  console.log(`${name}: built in ${Math.round((Date.now() - started) / 1000)} s`);
  return dir;
}

const dirs = [build('on', ''), ...ids.map((id) => build(`off-${id}`, id))];
if (flag('build-only')) process.exit(0);
// Every value of each option, so that a repeated --only keeps all its pages.
const pass = ['runs', 'only', 'as-index', 'port', 'save'].flatMap((name) => many(name).flatMap((value) => [`--${name}`, value]));
const r = spawnSync(process.execPath, [join(siteDir, 'scripts', 'benchmarks', 'bench-lighthouse.mjs'), ...dirs.flatMap((d) => ['--dir', d]), ...pass], {
  cwd: siteDir,
  stdio: 'inherit',
});
process.exit(r.status ?? 1);
