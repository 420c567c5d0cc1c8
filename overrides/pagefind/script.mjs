// Pagefind's browser script (pagefind.js), minified before it is written into the build.
//
// Pagefind ships the script readable: long local names (`wasm_bindgen`, `passStringToWasm0`...),
// its own indentation-free but unmangled code. It is the one script a first query downloads before
// its results (about 45 KB, 12.8 KB gzipped), so its size counts on a slow phone network. Terser,
// with its safe defaults (no `unsafe` transform), mangles the local names and folds the code: the
// same module, 10.7 KB gzipped (`npm run bench` search figures: see the manifest entry
// `pagefind-script`).
//
// What keeps it safe on an upgrade:
// - the script must name the Pagefind version installed (`const pagefind_version="<version>"`):
//   another version stops the build here, to be checked and measured again;
// - the minified module must export the same names as Pagefind's (options, init, search, preload...);
// - tests/unit/pagefind-script.test.ts runs both scripts against a real index in Node and compares
//   their results and excerpts.
import {minify} from 'terser';

/** Names a module exports (`export{a as b,c}` and `export function/const/let/class x`). */
export function exportedNames(source) {
  const names = new Set();
  for (const match of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of match[1].split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop()?.trim();
      if (name) names.add(name);
    }
  }
  for (const match of source.matchAll(/export\s+(?:async\s+)?(?:function\*?|const|let|var|class)\s+([A-Za-z_$][\w$]*)/g)) names.add(match[1]);
  return [...names].sort();
}

/**
 * Pagefind's script, minified.
 * @param {string} source pagefind.js as Pagefind wrote it
 * @param {{version: string, where: string}} options the installed Pagefind's version; the file, for messages
 * @returns {Promise<string>}
 */
export async function minifyPagefindScript(source, {version, where}) {
  const stamp = `const pagefind_version="${version}"`;
  if (!source.includes(stamp)) {
    throw new Error(`[pagefind] ${where}: expected Pagefind ${version}'s script (${stamp}); Pagefind changed: check and measure overrides/pagefind/script.mjs again`);
  }
  const before = exportedNames(source);
  if (!before.includes('search') || !before.includes('options')) {
    throw new Error(`[pagefind] ${where}: the script exports ${before.join(', ') || 'nothing'}, not Pagefind's API (options, search)`);
  }
  const {code} = await minify(source, {module: true, compress: {passes: 2}, mangle: true, format: {comments: false}});
  if (!code) throw new Error(`[pagefind] ${where}: terser returned no code`);
  const after = exportedNames(code);
  if (after.join() !== before.join()) {
    throw new Error(`[pagefind] ${where}: minified, the script exports ${after.join(', ')} instead of ${before.join(', ')}`);
  }
  return code;
}
