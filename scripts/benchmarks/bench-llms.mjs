// `npm run bench` part for plugins/llms: sizes of llms.txt, llms-full.txt and the Markdown twins in a
// build, and the cold build time with and without the plugin (LLMS_TXT=0 leaves it out). Prints
// figures, asserts nothing. Called from scripts/benchmarks/bench.mjs, which passes its helpers.
import {readdirSync, readFileSync, rmSync, statSync} from 'node:fs';
import {join, relative} from 'node:path';
import {gzipSize, kib} from './page-weight.mjs';

/** Every .md file of a build (the twins), as paths relative to it. */
function twins(buildDir) {
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const full = join(d, name);
      if (statSync(full).isDirectory()) {
        if (name !== 'assets') walk(full);
      } else if (name.endsWith('.md')) out.push(relative(buildDir, full));
    }
  };
  walk(buildDir);
  return out;
}

export function printLlmsSizes(buildDir) {
  console.log('\nllms.txt and Markdown twins (plugins/llms):');
  const row = (label, buf) => console.log(`  ${label.padEnd(28)} ${kib(buf.length).padStart(11)} raw ${kib(gzipSize(buf)).padStart(11)} gzip`);
  for (const name of ['llms.txt', 'next/llms.txt', 'llms-full.txt', 'aggregator-api.md']) row(name, readFileSync(join(buildDir, name)));
  const files = twins(buildDir);
  const total = files.reduce((sum, f) => sum + statSync(join(buildDir, f)).size, 0);
  const gzip = files.reduce((sum, f) => sum + gzipSize(readFileSync(join(buildDir, f))), 0);
  console.log(`  ${`${files.length} twins (.md) in total`.padEnd(28)} ${kib(total).padStart(11)} raw ${kib(gzip).padStart(11)} gzip (each file compressed alone)`);
}

/**
 * Cold build of a fresh copy of the site without the plugin, compared with `withPlugin` (the
 * bench's own cold build, plugin included). Builds on a shared machine are noisy: read the
 * difference as an order of magnitude.
 */
export async function benchLlms({buildDir, copySite, run, withPlugin}) {
  printLlmsSizes(buildDir);
  const dir = copySite('no-llms');
  const previous = process.env.LLMS_TXT;
  process.env.LLMS_TXT = '0';
  try {
    await run(dir, ['clear']);
    const without = await run(dir, ['build']);
    console.log(`  cold build with the plugin ${withPlugin.wall.toFixed(1)} s, without (LLMS_TXT=0) ${without.wall.toFixed(1)} s: ${(withPlugin.wall - without.wall).toFixed(1)} s added`);
  } finally {
    if (previous === undefined) delete process.env.LLMS_TXT;
    else process.env.LLMS_TXT = previous;
    rmSync(dir, {recursive: true, force: true});
  }
}
