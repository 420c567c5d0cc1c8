#!/usr/bin/env node
// Quick syntax check of MDX/Markdown files without a full site build:
// compiles each file with @mdx-js/mdx (+ GFM, directives, math) and prints the errors.
// Usage: node scripts/check-mdx.mjs <file-or-folder>...
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkMath from 'remark-math';
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';

function collect(p, out) {
  if (statSync(p).isDirectory()) {
    for (const e of readdirSync(p)) collect(join(p, e), out);
  } else if (/\.mdx?$/.test(p)) out.push(p);
  return out;
}
const files = process.argv.slice(2).flatMap((p) => collect(p, []));
let failed = 0;
for (const f of files) {
  const src = readFileSync(f, 'utf8').replace(/^---\n[\s\S]*?\n---\n/, '');
  try {
    await compile(src, {remarkPlugins: [remarkGfm, remarkDirective, remarkMath]});
  } catch (e) {
    failed++;
    console.error(`${f}: ${e.message}`);
  }
}
console.log(`check-mdx: ${files.length} files, ${failed} with errors`);
process.exit(failed ? 1 : 0);
