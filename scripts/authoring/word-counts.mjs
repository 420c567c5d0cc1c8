#!/usr/bin/env node
// Prints the prose word count of every doc page (both versions), blog post and ADR.
import {readFileSync, readdirSync, statSync} from 'node:fs';
import {join} from 'node:path';
import {proseWordCount, splitFrontMatter} from './content-rules.mjs';

function files(dir, out = []) {
  for (const e of readdirSync(dir)) {
    const f = join(dir, e);
    if (statSync(f).isDirectory()) files(f, out);
    else if (/\.mdx?$/.test(e)) out.push(f);
  }
  return out.sort();
}
for (const root of process.argv.slice(2).length ? process.argv.slice(2) : ['docs']) {
  let total = 0;
  for (const f of files(root)) {
    const n = proseWordCount(splitFrontMatter(readFileSync(f, 'utf8')).body);
    total += n;
    console.log(`${String(n).padStart(6)}  ${f}`);
  }
  console.log(`${String(total).padStart(6)}  total (${root})`);
}
