/**
 * Every numbered fact of the Next facts sheet (../shared/facts/next-2eedbd254.md) must be conveyed on its page
 * of docs/ or be deliberately left out with a reason. The map is one JSON file per sheet section that has
 * numbered items, reference/next-facts/<page path with "/" replaced by "--">.json:
 *
 *   {"page": "manual/develop/nodes/mithril-client.md",
 *    "facts": {"1": {"passages": ["verbatim excerpt of the page"]}, "4": {"status": "left-out", "reason": "why"}}}
 *
 * A passage is compared whitespace-normalised with the page source and must be at least 20 characters long.
 * Problems name the sheet section, the item number and the map file, so an edit that drops a fact from a page
 * fails here.
 *
 * The sheet lives outside the repository. Set NEXT_FACTS_PATH to use another copy; when no copy is found, only
 * the checks that need it (one file per section, one key per item) are skipped, the passage checks still run.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';

const ROOT = resolve(__dirname, '../..');
const MAP_DIR = join(ROOT, 'reference/next-facts');
const SHEET_PATH = process.env.NEXT_FACTS_PATH ?? resolve(ROOT, '../shared/facts/next-2eedbd254.md');


export interface SheetSection {
  /** Page path as the heading gives it, e.g. "manual/develop/nodes/mithril-client.md". */
  page: string;
  /** The N of the heading "## <page> — N". */
  declared: number;
  /** Numbers of the numbered items found under the heading, in order. */
  items: number[];
}

interface Fact {
  passages?: string[];
  status?: string;
  reason?: string;
}
interface MapFile {
  page: string;
  facts: Record<string, Fact>;
}

/** Page sections ("## <path>.md[x] — N", optionally followed by a note) and their numbered items. */
export function parseSheet(text: string): SheetSection[] {
  const sections: SheetSection[] = [];
  let current: SheetSection | null = null;
  for (const line of text.split('\n')) {
    if (line.startsWith('## ')) {
      const m = /^## (\S+\.mdx?) — (\d+)\b/.exec(line);
      current = m ? {page: m[1], declared: Number(m[2]), items: []} : null;
      if (current) sections.push(current);
      continue;
    }
    const item = /^(\d+)\. /.exec(line);
    if (item && current) current.items.push(Number(item[1]));
  }
  return sections;
}

/** reference/next-facts/<page with "/" → "--">.json */
export const mapFileName = (page: string) => `${page.replace(/\//g, '--')}.json`;

const normalise = (s: string) => s.replace(/\s+/g, ' ').trim();

/** The docs/ file of a sheet page path: the path itself, or the same path with the other of .md / .mdx. */
export function pageFile(page: string, exists: (rel: string) => boolean = (rel) => existsSync(join(ROOT, rel))): string | null {
  const base = page.replace(/\.mdx?$/, '');
  for (const rel of [`docs/${page}`, `docs/${base}.md`, `docs/${base}.mdx`]) if (exists(rel)) return rel;
  return null;
}

const sourceCache = new Map<string, string | null>();
function readPage(page: string): string | null {
  if (!sourceCache.has(page)) {
    const rel = pageFile(page);
    sourceCache.set(page, rel ? normalise(readFileSync(join(ROOT, rel), 'utf8')) : null);
  }
  return sourceCache.get(page)!;
}

/**
 * Problems of one map file against its sheet section (or, without the sheet, against itself): messages naming
 * section, item and file. `read` gives the normalised source of a page, null when the page has no file.
 */
export function mapProblems(
  file: string,
  map: MapFile,
  section: SheetSection | null,
  read: (page: string) => string | null = readPage,
): string[] {
  const problems: string[] = [];
  const label = section ? `sheet section "${section.page}"` : `map page "${map.page}"`;
  if (section && map.page !== section.page) problems.push(`${label}: file ${file} says page "${map.page}"`);
  const facts = map.facts ?? {};
  if (section) {
    for (const n of section.items)
      if (!(String(n) in facts)) problems.push(`${label}, item ${n}: no entry in ${file}`);
    const known = new Set(section.items.map(String));
    for (const key of Object.keys(facts))
      if (!known.has(key)) problems.push(`${label}, item ${key}: ${file} has a key the sheet section does not number`);
  }
  const text = read(map.page);
  for (const [n, fact] of Object.entries(facts)) {
    const at = `${label}, item ${n}, file ${file}`;
    if (fact.status !== undefined && fact.status !== 'left-out') {
      problems.push(`${at}: unknown status "${fact.status}"`);
      continue;
    }
    if (fact.status === 'left-out') {
      if (fact.passages !== undefined) problems.push(`${at}: left-out entry also lists passages`);
      if (typeof fact.reason !== 'string' || normalise(fact.reason) === '') problems.push(`${at}: left-out without a reason`);
      continue;
    }
    if (!Array.isArray(fact.passages) || fact.passages.length === 0) {
      problems.push(`${at}: neither passages nor a left-out status`);
      continue;
    }
    if (text === null) {
      problems.push(`${at}: page docs/${map.page} not found`);
      continue;
    }
    for (const passage of fact.passages) {
      const p = normalise(String(passage));
      if (p.length < 20) problems.push(`${at}: passage "${passage}" is shorter than 20 characters`);
      else if (!text.includes(p)) problems.push(`${at}: passage "${passage}" not found in docs/${map.page}`);
    }
  }
  return problems;
}

const mapFiles = existsSync(MAP_DIR) ? readdirSync(MAP_DIR).filter((f) => f.endsWith('.json')).sort() : [];
const loadMap = (f: string) => JSON.parse(readFileSync(join(MAP_DIR, f), 'utf8')) as MapFile;
const sheet = existsSync(SHEET_PATH) ? parseSheet(readFileSync(SHEET_PATH, 'utf8')) : null;
const sectionsWithItems = (sheet ?? []).filter((s) => s.declared > 0);

describe('Next facts coverage map', () => {
  it('reports a wrong passage, a missing or extra item and a reasonless left-out, naming section, item and file', () => {
    const section: SheetSection = {page: 'manual/example.md', declared: 3, items: [1, 2, 3]};
    const page = normalise('The example page\n  states the first fact plainly, and more.');
    const read = () => page;
    const good: MapFile = {
      page: 'manual/example.md',
      facts: {
        '1': {passages: ['states the first fact\nplainly']},
        '2': {status: 'left-out', reason: 'changelog trivia with no reader action'},
        '3': {passages: ['The example page states']},
      },
    };
    expect(mapProblems('manual--example.md.json', good, section, read)).toEqual([]);
    const wrong = mapProblems('manual--example.md.json', {...good, facts: {...good.facts, '1': {passages: ['states the second fact plainly']}}}, section, read);
    expect(wrong).toHaveLength(1);
    expect(wrong[0]).toContain('"manual/example.md"');
    expect(wrong[0]).toContain('item 1');
    expect(wrong[0]).toContain('manual--example.md.json');
    const {'3': _dropped, ...two} = good.facts;
    expect(mapProblems('f.json', {...good, facts: {...two, '4': {status: 'left-out', reason: 'x'}}}, section, read)).toEqual([
      'sheet section "manual/example.md", item 3: no entry in f.json',
      'sheet section "manual/example.md", item 4: f.json has a key the sheet section does not number',
    ]);
    expect(mapProblems('f.json', {...good, facts: {...good.facts, '2': {status: 'left-out', reason: ' '}}}, section, read)[0]).toContain(
      'left-out without a reason',
    );
    expect(mapProblems('f.json', {...good, facts: {...good.facts, '3': {passages: ['too short']}}}, section, read)[0]).toContain(
      'shorter than 20 characters',
    );
  });

  it('parses sections and items of the sheet format', () => {
    const text = [
      '## compiled-binaries.mdx — 2',
      '',
      '1. first',
      '   continued',
      '2. second',
      '## manual/getting-started/README.mdx — 0',
      '## manual/develop/run-mithril-devnet.md — 1 (whole page obsolete)',
      '1. only',
      '## Upstream page changes (our page set is fixed)',
      '1. not an item of any page',
    ].join('\n');
    expect(parseSheet(text)).toEqual([
      {page: 'compiled-binaries.mdx', declared: 2, items: [1, 2]},
      {page: 'manual/getting-started/README.mdx', declared: 0, items: []},
      {page: 'manual/develop/run-mithril-devnet.md', declared: 1, items: [1]},
    ]);
    expect(mapFileName('manual/develop/nodes/mithril-client.md')).toBe('manual--develop--nodes--mithril-client.md.json');
  });

  it('holds in every map file: passages found on the page, left-outs with a reason', () => {
    const bySection = new Map((sheet ?? []).map((s) => [mapFileName(s.page), s]));
    const problems = mapFiles.flatMap((f) => mapProblems(`reference/next-facts/${f}`, loadMap(f), bySection.get(f) ?? null));
    expect(problems, problems.join('\n')).toEqual([]);
  });

  describe.skipIf(sheet === null)('against the sheet', () => {
    it('finds page sections whose item count equals the N of their heading', () => {
      expect(sectionsWithItems.length).toBeGreaterThan(30);
      const wrong = (sheet ?? [])
        .filter((s) => s.items.length !== s.declared || s.items.some((n, i) => n !== i + 1))
        .map((s) => `sheet section "${s.page}": heading says ${s.declared}, found items ${s.items.join(', ') || 'none'}`);
      expect(wrong, wrong.join('\n')).toEqual([]);
    });

    it('resolves every section page to a file under docs/', () => {
      const missing = (sheet ?? []).filter((s) => pageFile(s.page) === null).map((s) => `sheet section "${s.page}": no file under docs/`);
      expect(missing, missing.join('\n')).toEqual([]);
    });

    it('has a map file for every section with items and none for others', () => {
      const missing = sectionsWithItems
        .filter((s) => !mapFiles.includes(mapFileName(s.page)))
        .map((s) => `sheet section "${s.page}": no file reference/next-facts/${mapFileName(s.page)}`);
      expect(missing, missing.join('\n')).toEqual([]);
      const expected = new Set(sectionsWithItems.map((s) => mapFileName(s.page)));
      const stray = mapFiles.filter((f) => !expected.has(f)).map((f) => `reference/next-facts/${f}: matches no sheet section with items`);
      expect(stray, stray.join('\n')).toEqual([]);
    });

  });
});
