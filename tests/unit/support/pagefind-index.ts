import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import * as pagefind from 'pagefind';

/**
 * Builds a real Pagefind index of `pages` (url and HTML) and returns its files by path in the
 * bundle, as plugins/pagefind/indexer.mjs takes them from getFiles(). Throws on any error Pagefind
 * reports.
 */
export async function buildPagefindIndex(pages: Array<{url: string; content: string}>): Promise<Map<string, Buffer>> {
  const {index} = await pagefind.createIndex({forceLanguage: 'en'});
  if (!index) throw new Error('Pagefind did not start');
  try {
    for (const page of pages) await index.addHTMLFile(page);
    const {errors, files} = await index.getFiles();
    if (errors.length) throw new Error(`Pagefind: ${errors.join('; ')}`);
    return new Map(files.map((file) => [file.path, Buffer.from(file.content)]));
  } finally {
    await pagefind.close();
  }
}

/**
 * Builds a real Pagefind index of `pages` into `dir`, written from getFiles() as
 * plugins/pagefind/indexer.mjs does (writeFiles() can answer before Pagefind's service has finished
 * writing).
 */
export async function writePagefindIndex(dir: string, pages: Array<{url: string; content: string}>): Promise<void> {
  for (const [path, content] of await buildPagefindIndex(pages)) {
    mkdirSync(dirname(join(dir, path)), {recursive: true});
    writeFileSync(join(dir, path), content);
  }
}
