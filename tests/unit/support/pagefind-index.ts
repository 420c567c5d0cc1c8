import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import * as pagefind from 'pagefind';

/**
 * Builds a real Pagefind index of `pages` (url and HTML) into `dir`, written from getFiles() as
 * lib/pagefind/indexer.mjs does (writeFiles() can answer before Pagefind's service has finished
 * writing). Throws on any error Pagefind reports.
 */
export async function writePagefindIndex(dir: string, pages: Array<{url: string; content: string}>): Promise<void> {
  const {index} = await pagefind.createIndex({forceLanguage: 'en'});
  if (!index) throw new Error('Pagefind did not start');
  try {
    for (const page of pages) await index.addHTMLFile(page);
    const {errors, files} = await index.getFiles();
    if (errors.length) throw new Error(`Pagefind: ${errors.join('; ')}`);
    for (const file of files) {
      mkdirSync(dirname(join(dir, file.path)), {recursive: true});
      writeFileSync(join(dir, file.path), Buffer.from(file.content));
    }
  } finally {
    await pagefind.close();
  }
}
