import {mkdtempSync, readFileSync, rmSync, existsSync} from 'node:fs';
import {createServer, type Server} from 'node:http';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {gzipSync} from 'node:zlib';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {exportedNames, minifyPagefindScript} from '../../overrides/pagefind/script.mjs';
import {writePagefindIndex} from './support/pagefind-index';

interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<{results: Array<{id: string; score: number; data(): Promise<{url: string; excerpt: string; meta: Record<string, string>}>}>}>;
}

/** Imports a module from its source text (each import is a module instance of its own). */
async function importSource(source: string): Promise<PagefindModule> {
  return (await import(/* @vite-ignore */ `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`)) as PagefindModule;
}

/** What a search gives a reader: the pages in their order, with score, title and excerpt. */
async function outcome(script: PagefindModule, term: string): Promise<unknown[]> {
  const {results} = await script.search(term);
  return Promise.all(
    results.map(async (result) => {
      const data = await result.data();
      return {id: result.id, score: result.score, url: data.url, title: data.meta.title, excerpt: data.excerpt};
    }),
  );
}

describe('exportedNames', () => {
  it('lists the names of export lists and of exported declarations', () => {
    expect(exportedNames('let a,b;export{a as search,b as options};export async function init(){}export const x=1')).toEqual(['init', 'options', 'search', 'x']);
    expect(exportedNames('const a = 1;')).toEqual([]);
  });
});

describe("Pagefind's script, minified (overrides/pagefind/script.mjs)", () => {
  let dir: string;
  let server: Server;
  let base: string;
  let original: string;
  let minified: string;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'pagefind-script-'));
    await writePagefindIndex(
      dir,
      [
        ['Run a signer', 'The signer reads the KES key and sends signatures through the relay.'],
        ['Relay setup', 'A Squid relay forwards the signer traffic to the aggregator; configure the relay port.'],
        ['Certificates', 'Each certificate chains to the genesis certificate; the aggregator signs stake distributions.'],
      ].map(([title, text]) => ({url: `/${title.toLowerCase().replace(/ /g, '-')}/`, content: `<html lang="en"><body><main><h1>${title}</h1><p>${text}</p></main></body></html>`})),
    );
    original = readFileSync(join(dir, 'pagefind.js'), 'utf8');
    const {version} = JSON.parse(readFileSync(join(dir, 'pagefind-entry.json'), 'utf8')) as {version: string};
    minified = await minifyPagefindScript(original, {version, where: 'pagefind.js'});
    server = createServer((request, response) => {
      const file = join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname));
      if (!file.startsWith(dir) || !existsSync(file)) {
        response.writeHead(404).end();
        return;
      }
      response.end(readFileSync(file));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}/`;
  }, 60_000);

  afterAll(() => {
    server?.close();
    rmSync(dir, {recursive: true, force: true});
  });

  it('is smaller on the wire and exports the same API', () => {
    expect(exportedNames(minified)).toEqual(exportedNames(original));
    expect(exportedNames(minified)).toEqual(expect.arrayContaining(['init', 'options', 'preload', 'search']));
    const saved = 1 - gzipSync(minified).length / gzipSync(original).length;
    expect(saved, `gzipped ${gzipSync(original).length} -> ${gzipSync(minified).length} bytes`).toBeGreaterThan(0.1);
  });

  it('finds the same pages, in the same order, with the same excerpts, as the script Pagefind wrote', async () => {
    const scripts = [await importSource(original), await importSource(minified)];
    for (const script of scripts) {
      await script.options({basePath: base, baseUrl: '/', noWorker: true, excerptLength: 12});
      await script.init();
    }
    for (const term of ['relay', 'signer key', 'certif', 'aggregator signs', 'nothinglikethis']) {
      const [expected, actual] = [await outcome(scripts[0], term), await outcome(scripts[1], term)];
      expect(actual, term).toEqual(expected);
      if (term === 'relay') expect(expected.length, 'the index answers').toBeGreaterThan(0);
    }
  }, 30_000);

  it('refuses a script of another Pagefind version, naming the file', async () => {
    await expect(minifyPagefindScript(original, {version: '0.0.1', where: 'build/pagefind/pagefind.js'})).rejects.toThrow(
      /build\/pagefind\/pagefind\.js: expected Pagefind 0\.0\.1's script/,
    );
  });

  it('refuses a script that does not export Pagefind\'s API', async () => {
    await expect(minifyPagefindScript('const pagefind_version="1.5.2";export{}', {version: '1.5.2', where: 'x.js'})).rejects.toThrow(/x\.js: the script exports nothing/);
  });
});
