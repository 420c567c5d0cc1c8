/**
 * Every bullet of the page outlines (../shared/facts/page-outlines.md) must be mapped, in
 * reference/outline-coverage.json, to the passage of our page source that conveys it, or be marked
 * `code-differs` with the reason. A mapped passage that disappears from its file fails the test, naming
 * the page, the bullet and the file, so an edit cannot silently drop an outline point.
 *
 * The outline lives outside the repository. Set OUTLINES_PATH to use another copy; when no copy is found,
 * only the checks that need it (every bullet mapped) are skipped, the passage checks still run.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = resolve(__dirname, '../..');
const MAP_PATH = join(ROOT, 'reference/outline-coverage.json');
const OUTLINE_PATH = process.env.OUTLINES_PATH ?? resolve(ROOT, '../shared/facts/page-outlines.md');

type Status = 'covered' | 'code-differs';
interface Entry {
  page: string;
  version?: 'current' | 'next';
  bullet: string;
  status: Status;
  file: string;
  passage?: string;
  note: string;
}
interface OutlinePage {
  page: string;
  section: string;
  bullets: string[];
}

/** Pages (### headings, plus the "## Docs — Next version" section, which has bullets but no ###) and their bullets. */
export function parseOutline(text: string): OutlinePage[] {
  const pages: OutlinePage[] = [];
  let section = '';
  let current: OutlinePage | null = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('## ')) {
      section = line.slice(3).trim();
      current = null;
      if (section.startsWith('Docs — Next version')) {
        current = {page: section, section, bullets: []};
        pages.push(current);
      }
    } else if (line.startsWith('### ')) {
      current = {page: line.slice(4).trim(), section, bullets: []};
      pages.push(current);
    } else if (line.startsWith('- ') && current) {
      current.bullets.push(line.slice(2).trim());
    }
  }
  return pages;
}

/** Doc pages exist in both versions and need one entry per version; Next differences only in Next; ADRs and posts once. */
function versionsOf(page: OutlinePage): (string | undefined)[] {
  if (page.section.startsWith('Docs — current')) return ['current', 'next'];
  if (page.section.startsWith('Docs — Next')) return ['next'];
  return [undefined];
}

const normalise = (s: string) => s.replace(/\s+/g, ' ').trim();
const where = (e: Pick<Entry, 'page' | 'version' | 'bullet' | 'file'>) =>
  `page "${e.page}"${e.version ? ` (${e.version})` : ''}, bullet "${e.bullet}", file ${e.file}`;

const map = JSON.parse(readFileSync(MAP_PATH, 'utf8')) as {entries: Entry[]};
const entries = map.entries;
const fileCache = new Map<string, string | null>();
function source(file: string): string | null {
  if (!fileCache.has(file)) {
    const full = join(ROOT, file);
    fileCache.set(file, existsSync(full) ? normalise(readFileSync(full, 'utf8')) : null);
  }
  return fileCache.get(file)!;
}

/** Problems of one entry, as messages naming page, bullet and file; empty when the entry holds. */
export function entryProblems(e: Entry, read: (file: string) => string | null = source): string[] {
  const problems: string[] = [];
  if (e.status !== 'covered' && e.status !== 'code-differs') problems.push(`unknown status "${e.status}" for ${where(e)}`);
  if (e.status === 'code-differs' && normalise(e.note ?? '').length < 20)
    problems.push(`code-differs without a justification in note for ${where(e)}`);
  if (e.status === 'covered') {
    const text = read(e.file);
    if (text === null) problems.push(`file not found for ${where(e)}`);
    else if (!e.passage || normalise(e.passage).split(' ').length < 2)
      problems.push(`covered entry without a passage for ${where(e)}`);
    else if (!text.includes(normalise(e.passage)))
      problems.push(`passage "${e.passage}" no longer found for ${where(e)}`);
  }
  return problems;
}

describe('outline coverage map', () => {
  it('checks what it should: a removed passage and a missing reason are reported with page, bullet and file', () => {
    const sample: Entry = {
      page: 'mithril/example — "Example"',
      version: 'current',
      bullet: 'Some point',
      status: 'covered',
      file: 'docs/example.md',
      passage: 'the exact words',
      note: '',
    };
    const read = (text: string) => () => normalise(text);
    expect(entryProblems(sample, read('Here are\n  the exact   words, reflowed.'))).toEqual([]);
    const [problem] = entryProblems(sample, read('The words were rewritten.'));
    expect(problem).toContain('mithril/example');
    expect(problem).toContain('Some point');
    expect(problem).toContain('docs/example.md');
    expect(entryProblems({...sample, status: 'code-differs', passage: undefined}, read(''))).toHaveLength(1);
  });

  it('has a covered passage in its file, or a justified code-differs, for every entry', () => {
    const problems = entries.flatMap((e) => entryProblems(e));
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it.skipIf(!existsSync(OUTLINE_PATH))('maps every bullet of every outline page, in each version of a doc page', () => {
    const outline = parseOutline(readFileSync(OUTLINE_PATH, 'utf8'));
    expect(outline.length).toBeGreaterThan(90);
    const key = (page: string, version: string | undefined, bullet: string) => `${page}\u0000${version ?? ''}\u0000${bullet}`;
    const mapped = new Set(entries.map((e) => key(e.page, e.version, e.bullet)));
    const missing: string[] = [];
    const expected = new Set<string>();
    for (const page of outline)
      for (const version of versionsOf(page))
        for (const bullet of page.bullets) {
          expected.add(key(page.page, version, bullet));
          if (!mapped.has(key(page.page, version, bullet)))
            missing.push(`no entry for page "${page.page}"${version ? ` (${version})` : ''}, bullet "${bullet}"`);
        }
    expect(missing, missing.join('\n')).toEqual([]);
    const stale = entries.filter((e) => !expected.has(key(e.page, e.version, e.bullet))).map((e) => `entry matches no outline bullet: ${where(e)}`);
    expect(stale, stale.join('\n')).toEqual([]);
  });
});
