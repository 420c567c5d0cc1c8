#!/usr/bin/env node
// Creates a doc page, a dev blog post or an ADR with the front matter this site expects, so a
// writer never has to guess the conventions of CONTRIBUTING.md:
//
//   npm run new -- doc "Title" [--dir manual/operate]     docs/<dir>/<slug>.md (Next version), next sidebar_position
//   npm run new -- post "Title" [--tags release,distribution] [--date YYYY-MM-DD]
//                                                         blog/<date>-<slug>.md, authors and tags checked against blog/
//   npm run new -- adr "Title" [--tags accepted] [--date YYYY-MM-DD]
//                                                         adr/<NNN>-<slug>.md with the next number as slug and title prefix
//
// The date defaults to today (UTC). An existing file is never overwritten. Unknown tags, an
// unknown folder or an empty title stop with a message naming the file to look at.
import {existsSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import {dirname, join, relative, resolve} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {parse} from 'yaml';
import {MIN_PROSE_WORDS} from './content-rules.mjs';

const AUTHOR = 'mithril-team';
const TRUNCATE = '{/* truncate */}';

/** `Run a Mithril signer!` -> `run-a-mithril-signer` */
export function slugify(title) {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A YAML scalar: bare when it is a plain word, double-quoted (JSON is valid YAML) otherwise. */
function yamlScalar(value) {
  return /^[a-z][a-z0-9-]*$/.test(value) ? value : JSON.stringify(value);
}

function today() {
  return new Date().toISOString().slice(0, 10);
}

/** Keys of a tags.yml or authors.yml file. */
function yamlKeys(file) {
  const data = parse(readFileSync(file, 'utf8'));
  if (!data || typeof data !== 'object') throw new Error(`${file}: expected a map of entries`);
  return Object.keys(data);
}

function checkTags(siteDir, folder, tags) {
  const file = join(siteDir, folder, 'tags.yml');
  const known = yamlKeys(file);
  const unknown = tags.filter((t) => !known.includes(t));
  if (unknown.length > 0) {
    throw new Error(`unknown tag(s) ${unknown.join(', ')}: add them to ${relative(siteDir, file)} first (the build refuses tags it does not list). Known: ${known.join(', ')}`);
  }
  const authors = join(siteDir, folder, 'authors.yml');
  if (!yamlKeys(authors).includes(AUTHOR)) throw new Error(`${relative(siteDir, authors)} has no author "${AUTHOR}"`);
}

/** The largest `sidebar_position` among the pages and `_category_.json` of a docs folder. */
function lastSidebarPosition(dir) {
  let last = 0;
  for (const name of readdirSync(dir, {withFileTypes: true})) {
    const full = join(dir, name.name);
    let position = null;
    if (name.isFile() && /\.mdx?$/.test(name.name) && !/^README\.mdx?$/.test(name.name)) {
      const fm = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(full, 'utf8'));
      position = fm ? parse(fm[1])?.sidebar_position : null;
    } else if (name.isDirectory() && existsSync(join(full, '_category_.json'))) {
      position = JSON.parse(readFileSync(join(full, '_category_.json'), 'utf8')).position;
    }
    if (typeof position === 'number') last = Math.max(last, position);
  }
  return last;
}

/** The next ADR number: one more than the largest file number or `slug` in adr/. */
export function nextAdrNumber(adrDir) {
  let last = 0;
  for (const name of readdirSync(adrDir)) {
    const m = /^(\d+)-.*\.mdx?$/.exec(name);
    if (!m) continue;
    last = Math.max(last, Number(m[1]));
    const fm = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join(adrDir, name), 'utf8'));
    const slug = fm ? Number(parse(fm[1])?.slug) : NaN;
    if (Number.isInteger(slug)) last = Math.max(last, slug);
  }
  return last + 1;
}

/**
 * @typedef {{siteDir: string, kind: string, title: string, dir?: string, tags?: string[], date?: string}} EntryOptions
 */

/**
 * The file to create for a doc, post or ADR: `{file, content}` (file relative to the site).
 * Throws with a clear message on bad input; writes nothing.
 * @param {EntryOptions} options
 * @returns {{file: string, content: string, route?: string}} (`route`: a doc page's route within its version)
 */
export function planEntry({siteDir, kind, title, dir = 'manual', tags, date = today()}) {
  if (!['doc', 'post', 'adr'].includes(kind)) throw new Error(`new: the first argument is doc, post or adr (got "${kind ?? ''}")`);
  const cleanTitle = (title ?? '').trim();
  const slug = slugify(cleanTitle);
  if (!slug) throw new Error(`new ${kind}: give a title, e.g. npm run new -- ${kind} "Run a signer on ARM"`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) throw new Error(`new ${kind}: --date must be YYYY-MM-DD (got "${date}")`);
  const q = JSON.stringify;

  if (kind === 'doc') {
    const folder = join(siteDir, 'docs', dir);
    if (dir.split(/[\\/]/).includes('..') || !existsSync(folder)) {
      throw new Error(`new doc: docs/${dir} does not exist; --dir names a folder under docs/, e.g. manual/operate`);
    }
    return {
      file: join('docs', dir, `${slug}.md`),
      content: `---
title: ${q(cleanTitle)}
sidebar_position: ${lastSidebarPosition(folder) + 1}
description: "TODO: one sentence of 120 to 160 characters saying what the reader gets from this page."
---

TODO: the opening paragraph: who this page is for and what they will have done at the end. The page needs at
least ${MIN_PROSE_WORDS} words of prose (code blocks and tables do not count); npm test fails while a TODO is left.

## TODO: first section {#first-section}

TODO
`,
      route: `/${dir.replace(/\/+$/, '')}/${slug}`,
    };
  }

  if (kind === 'post') {
    const postTags = tags ?? [];
    checkTags(siteDir, 'blog', postTags);
    return {
      file: join('blog', `${date}-${slug}.md`),
      content: `---
title: ${q(cleanTitle)}
authors: [${AUTHOR}]
tags: [${postTags.map(yamlScalar).join(', ')}]
---

TODO: the opening paragraph, shown in the post lists: what changed, and who has to act.

${TRUNCATE}

## TODO: details {#details}

TODO
`,
    };
  }

  if (kind === 'adr') {
    const adrTags = tags ?? ['accepted'];
    checkTags(siteDir, 'adr', adrTags);
    const same = readdirSync(join(siteDir, 'adr')).find((name) => name.replace(/^\d+-/, '') === `${slug}.md`);
    if (same) throw new Error(`new adr: adr/${same} has this title already; nothing written`);
    const n = nextAdrNumber(join(siteDir, 'adr'));
    return {
      file: join('adr', `${String(n).padStart(3, '0')}-${slug}.md`),
      content: `---
title: ${q(`${n}. ${cleanTitle}`)}
slug: '${n}'
date: ${date}
authors: [${AUTHOR}]
tags: [${adrTags.map(yamlScalar).join(', ')}]
---

TODO: the decision in one or two sentences, shown in the ADR list.

${TRUNCATE}

## Status

TODO: Accepted.

## Context

TODO: the problem and the forces at play.

## Decision

TODO: what was decided.

## Consequences

TODO: what becomes easier or harder.
`,
    };
  }

  throw new Error(`new: the first argument is doc, post or adr (got "${kind ?? ''}")`);
}

/**
 * Creates the entry; refuses to overwrite an existing file. Returns the path relative to the site.
 * @param {EntryOptions} options
 */
export function createEntry(options) {
  const {file, content} = planEntry(options);
  const full = join(options.siteDir, file);
  if (existsSync(full)) throw new Error(`new ${options.kind}: ${file} exists already; nothing written`);
  writeFileSync(full, content, {flag: 'wx'});
  return file;
}

/**
 * What the writer reads once a doc page is created: its addresses and the steps `npm test` requires.
 * @param {string} file the page, relative to the site
 * @param {string} route its route, relative to a version's root (`/manual/operate/x`)
 * @returns {string[]}
 */
export function docNextSteps(file, route) {
  return [
    `Created ${file}, a page of the Next docs only (not yet in the released version).`,
    `  npm run dev: http://localhost:3000/doc/next${route}   production build: /doc/next${route}`,
    'Required before npm test passes:',
    `  - replace every TODO (the description: 120 to 160 characters; the body: at least ${MIN_PROSE_WORDS} words of prose).`,
    'Optional:',
    `  - to publish it in the released (Current) docs too, at /doc${route}: npm run sync-versions -- --with-new`,
    '    (then both copies must stay identical, or the page goes in scripts/authoring/version-diff.mjs).',
  ];
}

function parseArgs(argv) {
  const [kind, ...rest] = argv;
  const opts = {kind};
  const words = [];
  for (let i = 0; i < rest.length; i++) {
    const a = rest[i];
    if (a === '--dir' || a === '--tags' || a === '--date') {
      const value = rest[++i];
      if (value === undefined) throw new Error(`new: ${a} needs a value`);
      if (a === '--tags') opts.tags = value.split(',').map((t) => t.trim()).filter(Boolean);
      else opts[a.slice(2)] = value;
    } else if (a.startsWith('--')) {
      throw new Error(`new: unknown option ${a} (known: --dir, --tags, --date)`);
    } else {
      words.push(a);
    }
  }
  opts.title = words.join(' ');
  return opts;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const siteDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
  try {
    const opts = parseArgs(process.argv.slice(2));
    const file = createEntry({...opts, siteDir});
    if (opts.kind === 'doc') console.log(docNextSteps(file, planEntry({...opts, siteDir}).route).join('\n'));
    else console.log(`Created ${file}`);
    if (opts.kind === 'post' && !opts.tags?.length) console.log('No tags given: add some from blog/tags.yml (or --tags a,b).');
    if (opts.kind !== 'doc') console.log(`Fill in the TODOs; keep ${TRUNCATE} after the opening paragraph.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
