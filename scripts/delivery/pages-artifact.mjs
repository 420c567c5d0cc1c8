#!/usr/bin/env node
// Lays out the GitHub Pages artifact from the production build (used by .github/workflows/deploy.yml):
//   <out>/doc/        the build (the site's base URL is /doc/)
//   <out>/404.html    the site's 404 page, where GitHub Pages looks for it: at the artifact root,
//                     shown for any unknown path (its links and assets are absolute /doc/ paths)
//   <out>/.nojekyll   files are published as they are
// Usage: node scripts/delivery/pages-artifact.mjs [--build build] [--out _site]
import {cpSync, existsSync, mkdirSync, rmSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

export const BASE_DIR = 'doc';

/** Writes the artifact folder `out` from the build folder `build`; returns `out`. */
export function layOutArtifact(build, out) {
  for (const required of ['index.html', '404.html']) {
    if (!existsSync(join(build, required))) throw new Error(`pages-artifact: ${join(build, required)} not found; build the site first (npm run build)`);
  }
  rmSync(out, {recursive: true, force: true});
  mkdirSync(out, {recursive: true});
  cpSync(build, join(out, BASE_DIR), {recursive: true});
  cpSync(join(build, '404.html'), join(out, '404.html'));
  writeFileSync(join(out, '.nojekyll'), '');
  return out;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const args = process.argv.slice(2);
  const arg = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
  const site = resolve(fileURLToPath(new URL('../..', import.meta.url)));
  try {
    const out = layOutArtifact(resolve(site, arg('build', 'build')), resolve(site, arg('out', '_site')));
    console.log(`Pages artifact laid out in ${out}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
