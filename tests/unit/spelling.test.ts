import {spawn} from 'node:child_process';
import {copyFileSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join, resolve} from 'node:path';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';

/**
 * `npm run spell` runs cspell with cspell.json over the content. These tests run the same command,
 * with copies of cspell.json and cspell-words.txt, on planted files in a temp folder (cspell.json's
 * per-file settings are relative to its folder): a misspelt word must fail, naming the file and the
 * line; project words and the parts cspell.json leaves out (code, link targets, OpenAPI keys) must
 * not. One cspell run for all files: each run takes seconds.
 */
const ROOT = resolve(__dirname, '..', '..');
const dir = mkdtempSync(join(tmpdir(), 'mithril-doc-spell-'));
afterAll(() => rmSync(dir, {recursive: true, force: true}));

const files = {
  'planted.md': '---\ntitle: Planted\n---\n\nThe signer sends its signature.\nThe aggregator checks the certifcate chain.\n',
  'terms.md': [
    '---',
    'title: Terms',
    'sidebar_position: 2',
    '---',
    '',
    'Mithril signers of a Cardano SPO register their KES-signed keys; the aggregator recognises the stake distribution behaviour at each epoch.',
    '',
    'Run `qwxzq-client --frobnicatez` as shown in [the guide](../xyzzyq/qwxz.md#qwzx-zzq).',
    '',
    '```bash',
    'qwxzq --frobnicatez',
    '```',
    '',
  ].join('\n'),
  'openapi.yaml': ['paths:', '  /qwxz:', '    get:', '      operationId: getQwxzzq', '      summary: Lists the certificates', '      description: |', '        Returns the latest certifcate', '        of the chain.', ''].join('\n'),
};

let run: {status: number | null; lines: string[]};

beforeAll(async () => {
  copyFileSync(join(ROOT, 'cspell.json'), join(dir, 'cspell.json'));
  copyFileSync(join(ROOT, 'cspell-words.txt'), join(dir, 'cspell-words.txt'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  // Asynchronously: a blocked worker would miss Vitest's heartbeats.
  run = await new Promise((done, fail) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules', 'cspell', 'bin.mjs'), 'lint', '--config', join(dir, 'cspell.json'), '--no-progress', '--no-summary', ...Object.keys(files)], {cwd: dir});
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('close', (status) => done({status, lines: output.trim().split('\n').filter(Boolean)}));
  });
}, 180_000);

const linesOf = (name: string) => run.lines.filter((l) => l.startsWith(`${name}:`));

describe('spelling (cspell.json)', () => {
  it('fails on a misspelt word, with the file and the line', () => {
    expect(run.status, run.lines.join('\n')).not.toBe(0);
    expect(linesOf('planted.md')).toEqual([expect.stringMatching(/^planted\.md:6:27 - Unknown word \(certifcate\)/)]);
  });

  it('accepts Mithril and Cardano terms, British spellings, code and link targets', () => {
    expect(linesOf('terms.md')).toEqual([]);
  });

  it('checks the descriptions of openapi.yaml, not its keys or identifiers', () => {
    expect(linesOf('openapi.yaml')).toEqual([expect.stringMatching(/^openapi\.yaml:7:\d+ - Unknown word \(certifcate\)/)]);
  });

  it('reports nothing else', () => {
    expect(run.lines.filter((l) => !/^(planted\.md|terms\.md|openapi\.yaml):/.test(l))).toEqual([]);
  });
});
