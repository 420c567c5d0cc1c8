#!/usr/bin/env node
// Copies the Next docs (docs/) over the Current version (versioned_docs/version-maintained/),
// except the pages listed in scripts/authoring/version-diff.mjs, and removes Current files Next no longer has.
// Run after editing docs/ when the change applies to both versions: `npm run sync-versions`.
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

const nextFiles = list(next);
let copied = 0;
for (const file of nextFiles) {
  if (versionSpecificFiles.includes(file) && existsSync(join(current, file))) continue;
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
