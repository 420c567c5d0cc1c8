#!/usr/bin/env node
// Copies the Next docs (docs/) over the Current version (versioned_docs/version-maintained/),
// except the pages listed in scripts/authoring/version-diff.mjs, and removes Current files Next no longer has.
// Run after editing docs/ when the change applies to both versions: `npm run sync-versions`.
// A page that exists only in Next (new, for unreleased code) stays out of Current unless
// `--with-new` is given (`npm run sync-versions -- --with-new`, also what cutting a version uses).
import {cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync} from 'node:fs';
import {dirname, join, relative} from 'node:path';
import {versionSpecificFiles} from './version-diff.mjs';

const next = 'docs';
const current = 'versioned_docs/version-maintained';

function list(root, dir = root, out = []) {
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) list(root, full, out);
    else out.push(relative(root, full));
  }
  return out;
}

const withNew = process.argv.includes('--with-new');
const nextFiles = list(next);
const leftOut = [];
let copied = 0;
for (const file of nextFiles) {
  if (versionSpecificFiles.includes(file) && existsSync(join(current, file))) continue;
  if (!withNew && !existsSync(join(current, file))) {
    leftOut.push(file);
    continue;
  }
  mkdirSync(dirname(join(current, file)), {recursive: true});
  cpSync(join(next, file), join(current, file));
  copied++;
}
let removed = 0;
if (existsSync(current)) {
  for (const file of list(current)) {
    if (!nextFiles.includes(file)) {
      rmSync(join(current, file));
      removed++;
    }
  }
}
console.log(`sync-versions: ${copied} files copied to ${current}, ${removed} removed`);
if (leftOut.length) console.log(`sync-versions: pages only in Next, left out of Current (add them with --with-new): ${leftOut.join(', ')}`);
