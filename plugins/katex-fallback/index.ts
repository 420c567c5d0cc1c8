/**
 * Local Docusaurus plugin writing a same-origin copy of KaTeX's stylesheet into the build, at
 * `build/katex/<version>/katex.min.css` with its woff2 fonts in `fonts/` beside it (the installed
 * katex package's own files; each `@font-face` keeps only its woff2 source).
 *
 * Pages load KaTeX's stylesheet from the jsDelivr CDN (config/katex.ts). Where that host is
 * blocked, or its file fails the integrity check, the stylesheet link's `onerror` adds this copy,
 * so formulas are not shown twice (KaTeX's MathML copy, meant for screen readers only, is hidden
 * by that stylesheet). Production build only: `docusaurus start` has no copy.
 *
 * Checked by e2e/katex-fallback.spec.ts (CDN blocked: copy applied; CDN reachable: copy never
 * requested) and tests/unit/katex-fallback.test.ts.
 */
import {copyFile, mkdir, readFile, writeFile} from 'node:fs/promises';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {katexFallbackPath, katexVersion, woff2OnlyCss} from '../../config/katex';

/** Writes the copy into `outDir`; returns the files written, relative to `outDir`. */
export async function writeKatexFallback(outDir: string, siteDir: string): Promise<string[]> {
  const require = createRequire(path.join(siteDir, 'package.json'));
  const source = require.resolve('katex/dist/katex.min.css');
  const {css, fonts} = woff2OnlyCss(await readFile(source, 'utf8'), source);
  const cssPath = katexFallbackPath(katexVersion());
  const targetDir = path.join(outDir, path.dirname(cssPath));
  await mkdir(path.join(targetDir, 'fonts'), {recursive: true});
  await writeFile(path.join(outDir, cssPath), css);
  for (const font of fonts) {
    if (!/^fonts\/[\w-]+\.woff2$/.test(font)) throw new Error(`${source}: unexpected font url ${font}`);
    await copyFile(path.join(path.dirname(source), font), path.join(targetDir, font));
  }
  return [cssPath, ...fonts.map((font) => path.posix.join(path.posix.dirname(cssPath), font))];
}

export default function katexFallback(context: LoadContext): Plugin {
  return {
    name: 'katex-fallback',
    async postBuild({outDir}) {
      await writeKatexFallback(outDir, context.siteDir);
    },
  };
}
