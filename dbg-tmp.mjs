import {readFileSync} from 'node:fs';
import {indexOfPage, markBody} from './plugins/pagefind/indexer.mjs';
import {searchIndex} from './config/searchIndex.mjs';
console.log(searchIndex);
for (const f of ['build/manual/operate/run-signer-node/index.html','build/manual/operate/run-signer-node.html','build/manual/operate/become-mithril-spo/index.html']) {
  const html = readFileSync(f,'utf8');
  console.log(f, html.length, /<html\b[^>]*class="([^"]*)"/.exec(html)?.[1], /rel="?canonical"?[^>]*href="?([^"\s>]+)/.exec(html)?.[1]);
}
