import {spawn} from 'node:child_process';
import {cpSync, mkdtempSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {basename, join, resolve} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

/**
 * The build refuses broken content: each test builds a copy of the site with one fault injected
 * and expects `docusaurus build` to fail with a message that names the faulty file (links and
 * anchors: with their line, all of them in one report, by plugins/link-check). The copies are built without minifying:
 * no check here depends on it, and it saves a fifth of each full build.
 */
const ROOT = resolve(__dirname, '..', '..');
const SKIP = new Set(['node_modules', 'build', '.docusaurus', '.git', 'test-results', 'playwright-report', 'bench-results', '.cache-loader']);

let site: string;

beforeAll(() => {
  site = mkdtempSync(join(tmpdir(), 'mithril-doc-guard-'));
  cpSync(ROOT, site, {recursive: true, filter: (src) => !SKIP.has(basename(src)) || src === ROOT});
  symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(site, 'node_modules'), 'dir');
});

afterAll(() => {
  if (site) rmSync(site, {recursive: true, force: true});
});

interface BuildResult {
  status: number | null;
  output: string;
}

/** Runs `docusaurus build` in the copy (asynchronously: a blocked worker would miss Vitest's heartbeats). */
function build(): Promise<BuildResult> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(site, 'node_modules', '@docusaurus', 'core', 'bin', 'docusaurus.mjs'), 'build', '--no-minify', '--out-dir', join(site, 'build')], {
      cwd: site,
      // No persistent bundler cache: it lives in the shared node_modules and is keyed by site path.
      env: {...process.env, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true', FORCE_COLOR: '0', NO_COLOR: '1'},
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (status) => done({status, output}));
  });
}

/** Builds the site with each file (relative to the site) edited by its edit, then restores them. */
async function buildWithEdits(edits: Record<string, (text: string) => string>): Promise<BuildResult> {
  const originals = new Map<string, string>();
  try {
    for (const [file, edit] of Object.entries(edits)) {
      const path = join(site, file);
      const original = readFileSync(path, 'utf8');
      const edited = edit(original);
      expect(edited, `the fault must change ${file}`).not.toBe(original);
      originals.set(path, original);
      writeFileSync(path, edited);
    }
    return await build();
  } finally {
    for (const [path, original] of originals) writeFileSync(path, original);
  }
}

/** Builds the site with `file` (relative to the site) edited by `edit`, then restores it. */
const buildWith = (file: string, edit: (text: string) => string) => buildWithEdits({[file]: edit});

const DOC = 'versioned_docs/version-maintained/manual/welcome.md';
/** A page of the Next docs (docs/), which link the Next API reference. */
const NEXT_DOC = 'docs/manual/welcome.md';
const POST = 'blog/2025-11-03-distribution-2543.md';

const appendToBody = (line: string) => (text: string) => `${text.trimEnd()}\n\n${line}\n`;
/** The line number `appendToBody` gives its line in `file` (of the untouched copy). */
const appendedLine = (file: string) => readFileSync(join(ROOT, file), 'utf8').trimEnd().split('\n').length + 2;
/** The broken links and anchors the link check (plugins/link-check) reports: "file:line:column -> target". */
const reported = (output: string) => [...output.matchAll(/^\s*- (\S+:\d+:\d+) links to (\S+)/gm)].map((m) => `${m[1]} -> ${m[2]}`);
const setFrontMatter = (key: string, value: string) => (text: string) => {
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  if (!match) throw new Error('no front matter');
  const lines = match[1].split('\n').filter((l) => !l.startsWith(`${key}:`));
  return text.replace(match[0], `---\n${[...lines, `${key}: ${value}`].join('\n')}\n---\n`);
};

const expectFailureNaming = ({status, output}: BuildResult, ...names: string[]) => {
  expect(status, output.slice(-3000)).not.toBe(0);
  for (const name of names) expect(output, `the error names ${name}`).toContain(name);
};

describe('the build fails on broken content', () => {
  it('a link to a page that does not exist', async () => {
    const result = await buildWith(DOC, appendToBody('See [the missing page](/manual/no-such-page).'));
    expectFailureNaming(result, `${DOC}:${appendedLine(DOC)}`, '/doc/manual/no-such-page');
    // Links are checked once every page is rendered: a report of the injected link alone also
    // shows that the rest of the copy builds (this stands for a control build of the untouched copy).
    expect(reported(result.output), 'only the injected fault is reported').toEqual([`${DOC}:${appendedLine(DOC)}:5 -> /doc/manual/no-such-page`]);
  });

  it('a link to a Markdown file that does not exist', async () => {
    const result = await buildWith(DOC, appendToBody('See [the missing file](./no-such-file.md).'));
    expectFailureNaming(result, `${DOC}:${appendedLine(DOC)}`, 'no-such-file.md');
    expect(reported(result.output), 'only the injected fault is reported').toEqual([`${DOC}:${appendedLine(DOC)}:5 -> ${DOC.replace('welcome.md', 'no-such-file.md')}`]);
  });

  it('a link to an anchor that does not exist', async () => {
    const result = await buildWith(DOC, appendToBody('See [the missing term](/glossary#no-such-term).'));
    expectFailureNaming(result, `${DOC}:${appendedLine(DOC)}`, '/doc/glossary#no-such-term');
    expect(reported(result.output), 'only the injected fault is reported').toEqual([`${DOC}:${appendedLine(DOC)}:5 -> /doc/glossary#no-such-term`]);
  });

  it('a broken link and a broken anchor in two files, both reported by one build', async () => {
    const result = await buildWithEdits({
      [DOC]: appendToBody('See [the missing page](/manual/no-such-page).'),
      [POST]: appendToBody('See [the missing term](/glossary#no-such-term).'),
    });
    expectFailureNaming(result, `${DOC}:${appendedLine(DOC)}`, `${POST}:${appendedLine(POST)}`, '/doc/manual/no-such-page', '/doc/glossary#no-such-term');
    expect(reported(result.output), 'every broken link and anchor, at once, with its file and line').toEqual([
      `${POST}:${appendedLine(POST)}:5 -> /doc/glossary#no-such-term`,
      `${DOC}:${appendedLine(DOC)}:5 -> /doc/manual/no-such-page`,
    ]);
  });

  it('an ApiLink of a Next page to an operation the Next API reference lacks', async () => {
    // docs/ is the Next version (openapi-next.yaml), which no longer has the v1 snapshot routes.
    const result = await buildWith(NEXT_DOC, appendToBody('List them with <ApiLink op="getSnapshots" />.'));
    expectFailureNaming(result, 'the Next API reference (openapi-next.yaml) has no operation "getSnapshots"');
    expect(result.output).toMatch(/docs\/manual\/welcome\.md:\d+:16: <ApiLink op="getSnapshots">/);
  });

  it('a blog tag missing from tags.yml', async () => {
    const result = await buildWith(POST, setFrontMatter('tags', '[release, no-such-tag]'));
    expectFailureNaming(result, 'Tags [no-such-tag] used in', basename(POST));
  });

  it('a blog author missing from authors.yml', async () => {
    const result = await buildWith(POST, setFrontMatter('authors', '[no-such-author]'));
    expectFailureNaming(result, `blog source file path=${basename(POST)}`, 'Blog author with key "no-such-author" not found');
  });

  it('doc front matter of the wrong type', async () => {
    const result = await buildWith(DOC, setFrontMatter('sidebar_position', '"abc"'));
    expectFailureNaming(result, `Can't process doc metadata for doc at path path=${join(site, DOC)}`, '"sidebar_position"');
  });

  it('doc front matter with a value of an unknown type', async () => {
    const result = await buildWith(DOC, setFrontMatter('title', '[not, a, string]'));
    expectFailureNaming(result, `Can't process doc metadata for doc at path path=${join(site, DOC)}`, '"title"');
  });
});
