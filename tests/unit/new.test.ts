import {cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {validateBlogPostFrontMatter} from '@docusaurus/plugin-content-blog/lib/frontMatter.js';
import {DEFAULT_OPTIONS as BLOG_DEFAULTS} from '@docusaurus/plugin-content-blog/lib/options.js';
import {adrBlog, devBlog} from '../../config/blogs';
import {createEntry, docNextSteps, nextAdrNumber, planEntry, slugify} from '../../scripts/authoring/new.mjs';
import {MIN_PROSE_WORDS, proseWordCount, splitFrontMatter, todoLines} from '../../scripts/authoring/content-rules.mjs';

const ROOT = resolve(__dirname, '..', '..');

/** A site with the real blog and ADR folders and a small docs folder. */
let site: string;
beforeEach(() => {
  site = mkdtempSync(join(tmpdir(), 'mithril-doc-new-'));
  cpSync(join(ROOT, 'blog'), join(site, 'blog'), {recursive: true});
  cpSync(join(ROOT, 'adr'), join(site, 'adr'), {recursive: true});
  mkdirSync(join(site, 'docs', 'manual', 'operate'), {recursive: true});
  writeFileSync(join(site, 'docs', 'manual', 'operate', 'a.md'), '---\ntitle: A\nsidebar_position: 2\n---\n');
  writeFileSync(join(site, 'docs', 'manual', 'operate', 'b.md'), '---\ntitle: B\nsidebar_position: 5\n---\n');
  writeFileSync(join(site, 'docs', 'manual', 'operate', 'README.mdx'), '---\ntitle: Operate\n---\n');
});
afterEach(() => rmSync(site, {recursive: true, force: true}));

function frontMatterOf(text: string): Record<string, unknown> {
  const m = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!m) throw new Error('no front matter');
  return parse(m[1]) as Record<string, unknown>;
}

/** What the blog plugin's strict settings (config/blogs.ts) demand of a post file. */
function expectAcceptedByStrictBlog(folder: 'blog' | 'adr', text: string) {
  const options = folder === 'blog' ? devBlog : adrBlog;
  expect(options.onInlineTags).toBe('throw');
  expect(options.onInlineAuthors).toBe('throw');
  expect(options.onUntruncatedBlogPosts).toBe('throw');
  const fm = validateBlogPostFrontMatter(frontMatterOf(text));
  const tags = Object.keys(parse(readFileSync(join(site, folder, options.tags as string), 'utf8')));
  const authors = Object.keys(parse(readFileSync(join(site, folder, options.authorsMapPath as string), 'utf8')));
  expect(fm.tags?.length, 'at least one tag').toBeGreaterThan(0);
  for (const tag of fm.tags ?? []) expect(tags, `tag ${String(tag)}`).toContain(String(tag));
  for (const author of [fm.authors].flat()) expect(authors, `author ${String(author)}`).toContain(String(author));
  // The marker the plugin looks for (config/blogs.ts keeps its default).
  expect(BLOG_DEFAULTS.truncateMarker.test(text)).toBe(true);
  return fm;
}

describe('npm run new', () => {
  it('slugs titles', () => {
    expect(slugify('  Run a Mithril signer on ARM!  ')).toBe('run-a-mithril-signer-on-arm');
    expect(slugify('Distribution `2543` é')).toBe('distribution-2543-e');
  });

  it('creates an ADR with the next number, its slug, date, author, tag and truncate marker', () => {
    const expected = nextAdrNumber(join(ROOT, 'adr'));
    expect(expected).toBeGreaterThan(10);
    const file = createEntry({siteDir: site, kind: 'adr', title: 'Use "quotes": safely', date: '2026-01-02'});
    expect(file).toBe(join('adr', `${String(expected).padStart(3, '0')}-use-quotes-safely.md`));
    const text = readFileSync(join(site, file), 'utf8');
    const fm = expectAcceptedByStrictBlog('adr', text);
    expect(fm.title).toBe(`${expected}. Use "quotes": safely`);
    expect(fm.slug).toBe(String(expected));
    expect(frontMatterOf(text).date).toBe('2026-01-02');
    expect(fm.tags).toEqual(['accepted']);
    for (const section of ['Status', 'Context', 'Decision', 'Consequences']) expect(text).toContain(`\n## ${section}\n`);
    // The next one gets the following number.
    const second = createEntry({siteDir: site, kind: 'adr', title: 'Another one', date: '2026-01-02'});
    expect(second).toMatch(new RegExp(`^adr/0*${expected + 1}-another-one\\.md$`));
    // The same title again would be a second copy of the record.
    expect(() => createEntry({siteDir: site, kind: 'adr', title: 'Another one'})).toThrow(/another-one\.md has this title already/);
  });

  it('creates a dev blog post named by its date, with tags from blog/tags.yml', () => {
    const file = createEntry({siteDir: site, kind: 'post', title: 'Distribution 2601 is out', tags: ['release', 'distribution'], date: '2026-01-05'});
    expect(file).toBe(join('blog', '2026-01-05-distribution-2601-is-out.md'));
    const fm = expectAcceptedByStrictBlog('blog', readFileSync(join(site, file), 'utf8'));
    expect(fm.tags).toEqual(['release', 'distribution']);
    expect(fm.authors).toEqual(['mithril-team']);
  });

  it('keeps numeric tags strings', () => {
    const {content} = planEntry({siteDir: site, kind: 'post', title: 'T', tags: ['2543'], date: '2026-01-05'});
    expect(frontMatterOf(content).tags).toEqual(['2543']);
  });

  it('refuses a tag that blog/tags.yml does not list, naming the file', () => {
    expect(() => planEntry({siteDir: site, kind: 'post', title: 'T', tags: ['no-such-tag']})).toThrow(/no-such-tag.*blog\/tags\.yml/);
  });

  it('creates a doc page in the Next docs with the next sidebar position', () => {
    const file = createEntry({siteDir: site, kind: 'doc', title: 'Run a signer on ARM', dir: 'manual/operate'});
    expect(file).toBe(join('docs', 'manual', 'operate', 'run-a-signer-on-arm.md'));
    const fm = frontMatterOf(readFileSync(join(site, file), 'utf8'));
    expect(fm).toMatchObject({title: 'Run a signer on ARM', sidebar_position: 6});
    expect(typeof fm.description).toBe('string');
    expect(() => planEntry({siteDir: site, kind: 'doc', title: 'X', dir: 'manual/nope'})).toThrow(/docs\/manual\/nope does not exist/);
  });

  it('makes a doc page that meets the content rules once its TODOs are filled, and says so', () => {
    const {content, route} = planEntry({siteDir: site, kind: 'doc', title: 'Run a signer on ARM', dir: 'manual/operate'});
    // As created, the content test refuses it (TODOs, too few words), naming the lines.
    expect(todoLines(content).length).toBeGreaterThan(0);
    expect(proseWordCount(splitFrontMatter(content).body)).toBeLessThan(MIN_PROSE_WORDS);
    // A writer replaces each TODO line with real text: nothing else is needed.
    const sentence = 'Operators who run a block producer on a small ARM board can run the signer beside it and keep it current.';
    const filled = content
      .split('\n')
      .map((line) => (/TODO/.test(line) ? line.replace(/TODO:?[^"]*/, line.startsWith('description') ? 'How to run the Mithril signer on an ARM machine beside a block producer, and how to keep it current across distributions' : Array(8).fill(sentence).join(' ')) : line))
      .join('\n');
    const {data, body} = splitFrontMatter(filled);
    expect(todoLines(filled)).toEqual([]);
    expect(proseWordCount(body)).toBeGreaterThanOrEqual(MIN_PROSE_WORDS);
    expect(String(parse(data!).description).length).toBeGreaterThanOrEqual(120);
    // The writer is told the page's addresses and which step is required.
    const steps = docNextSteps('docs/manual/operate/run-a-signer-on-arm.md', route!).join('\n');
    expect(route).toBe('/manual/operate/run-a-signer-on-arm');
    expect(steps).toContain('http://localhost:3000/doc/next/manual/operate/run-a-signer-on-arm');
    expect(steps).toMatch(/Required before npm test passes:\n  - replace every TODO/);
    expect(steps).toContain('npm run sync-versions -- --with-new');
  });

  it('never overwrites a file', () => {
    const file = createEntry({siteDir: site, kind: 'post', title: 'Same', tags: ['release'], date: '2026-01-05'});
    writeFileSync(join(site, file), 'the writer’s text');
    expect(() => createEntry({siteDir: site, kind: 'post', title: 'Same', tags: ['release'], date: '2026-01-05'})).toThrow(/exists already/);
    expect(readFileSync(join(site, file), 'utf8')).toBe('the writer’s text');
  });

  it('rejects an unknown kind, an empty title and a bad date', () => {
    expect(() => planEntry({siteDir: site, kind: 'page', title: 'X'})).toThrow(/doc, post or adr/);
    expect(() => planEntry({siteDir: site, kind: 'adr', title: '  '})).toThrow(/give a title/);
    expect(() => planEntry({siteDir: site, kind: 'adr', title: 'X', date: '2026-13-45'})).toThrow(/YYYY-MM-DD/);
  });
});
