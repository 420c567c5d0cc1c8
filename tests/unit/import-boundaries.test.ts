/**
 * Browser code (src/) and build code (plugins/, config/, overrides/) meet only in shared/: browser
 * code that imported a plugin would pull build-time modules into the bundle, and build code that
 * imported src/ would run browser modules in Node. Also: config/llms.ts does not import the llms
 * plugin, which reads it (the circle this repository once had).
 *
 * No arrow points back up: plugins read config/, so config/ imports no plugin; the benchmark scripts
 * measure the site and use the modules plugins are built from (shared/), never a plugin, except
 * the search indexer (plugins/pagefind/indexer.mjs, a plain Node module that imports no Docusaurus
 * code), which bench-search.mjs runs to time the index build.
 */
import {existsSync, readFileSync, readdirSync, statSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = path.resolve(__dirname, '..', '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir)).flatMap((name) => {
    const rel = path.join(dir, name);
    if (statSync(path.join(ROOT, rel)).isDirectory()) return sourceFiles(rel);
    return /\.(ts|tsx|mjs|cjs|js)$/.test(name) ? [rel] : [];
  });
}

/** Every module specifier a file imports, requires or re-exports. */
function specifiers(text: string): string[] {
  const found: string[] = [];
  const patterns = [/\bfrom\s+['"]([^'"]+)['"]/g, /\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g, /\brequire(?:\.resolve)?\s*\(\s*['"]([^'"]+)['"]\s*\)/g, /^\s*import\s+['"]([^'"]+)['"]/gm];
  for (const pattern of patterns) for (const match of text.matchAll(pattern)) found.push(match[1]);
  return found;
}

/** The repository folder a specifier of `file` points into ('' for a package). */
function targetFolder(file: string, specifier: string): string {
  let resolved: string;
  if (specifier.startsWith('@site/')) resolved = specifier.slice('@site/'.length);
  else if (specifier.startsWith('.')) resolved = path.relative(ROOT, path.resolve(ROOT, path.dirname(file), specifier));
  else return '';
  return resolved.split(path.sep)[0].split('/')[0];
}

function crossings(from: string, forbidden: string[]): string[] {
  return sourceFiles(from).flatMap((file) =>
    specifiers(readFileSync(path.join(ROOT, file), 'utf8'))
      .filter((s) => forbidden.includes(targetFolder(file, s)))
      .map((s) => `${file} imports ${s}`),
  );
}

describe('import boundaries', () => {
  it('finds the specifiers of every import form', () => {
    expect(specifiers(`import a from './a';\nimport './b.css';\nexport {c} from "../c";\nconst d = require('./d');\nconst e = () => import('@site/e');`)).toEqual(
      expect.arrayContaining(['./a', './b.css', '../c', './d', '@site/e']),
    );
  });

  it('browser code (src/) imports no build code (plugins/, config/, overrides/, scripts/)', () => {
    expect(crossings('src', ['plugins', 'config', 'overrides', 'scripts'])).toEqual([]);
  });

  it('shared/ imports nothing outside itself but packages', () => {
    expect(crossings('shared', ['src', 'plugins', 'config', 'overrides', 'scripts'])).toEqual([]);
  });

  it('build code (plugins/, config/, overrides/) imports no browser code (src/)', () => {
    // Paths handed to the bundler as strings (client modules, theme paths) are not imports.
    expect(['plugins', 'config', 'overrides'].flatMap((dir) => crossings(dir, ['src']))).toEqual([]);
  });

  it('config/ imports no plugin (plugins read config/, not the other way round)', () => {
    expect(crossings('config', ['plugins'])).toEqual([]);
  });

  it('the benchmark scripts import no plugin but the search indexer (they use shared/, as the plugins do)', () => {
    const allowed = (crossing: string) => / imports \.\.\/\.\.\/plugins\/pagefind\/indexer\.mjs$/.test(crossing);
    expect(crossings(path.join('scripts', 'benchmarks'), ['plugins']).filter((crossing) => !allowed(crossing))).toEqual([]);
  });

  it('the search indexer imports no Docusaurus code, config, browser code or script (the benchmark runs it)', () => {
    const files = ['plugins/pagefind/indexer.mjs', 'plugins/pagefind/pages.mjs'];
    for (const file of files) expect(existsSync(path.join(ROOT, file)), file).toBe(true);
    const imports = files.flatMap((file) => specifiers(readFileSync(path.join(ROOT, file), 'utf8')).map((s) => `${file} imports ${s}`));
    expect(imports.filter((line) => /imports (@docusaurus\/|.*\/(config|src|scripts)\/|.*plugins\/(?!pagefind\/))/.test(line) || /imports \.\/index(\.ts)?$/.test(line))).toEqual([]);
  });

  it('config/llms.ts does not import plugins/llms, which reads it (no circle)', () => {
    const imports = specifiers(readFileSync(path.join(ROOT, 'config', 'llms.ts'), 'utf8'));
    expect(imports.filter((s) => /plugins\/llms/.test(s))).toEqual([]);
  });
});
