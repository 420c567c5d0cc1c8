/**
 * The text each island of a built page rendered (shared/remarkIslands.ts): what the Markdown twin
 * writes for a component that declares no Markdown form of its own (plugins/llms/mdx.ts).
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fromHtml} from 'hast-util-from-html';
import type {Element, Root, RootContent} from 'hast';

const ATTRIBUTE = 'dataIsland';

/** The text of an element: its text nodes, elements apart, spaces collapsed. */
function textOf(node: Root | RootContent): string {
  if (node.type === 'text') return node.value;
  if (node.type !== 'element' && node.type !== 'root') return '';
  if (node.type === 'element' && ['script', 'style', 'template'].includes(node.tagName)) return '';
  return node.children.map((child) => (child.type === 'element' ? ` ${textOf(child)} ` : textOf(child))).join('');
}

/** The islands of a page's HTML and their text, by island id. */
export function islandTexts(html: string): Map<string, string> {
  const texts = new Map<string, string>();
  const visit = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue;
      const id = child.properties?.[ATTRIBUTE];
      if (typeof id === 'string') texts.set(id, textOf(child).replace(/\s+/g, ' ').trim());
      else visit(child);
    }
  };
  visit(fromHtml(html));
  return texts;
}

/** The HTML file the build wrote for a route (`/doc/a/b` → `a/b.html` or `a/b/index.html`). */
export function builtPageOf(outDir: string, baseUrl: string, permalink: string): string | undefined {
  const route = permalink.slice(baseUrl.length).replace(/\/$/, '');
  const candidates = route ? [`${route}.html`, path.join(route, 'index.html')] : ['index.html'];
  return candidates.map((c) => path.join(outDir, c)).find((file) => existsSync(file));
}

/** Island id → rendered text, for the built page of a route (read once, when first asked). */
export function islandTextsOfPage(outDir: string, baseUrl: string, permalink: string): (island: string) => string | undefined {
  let texts: Map<string, string> | undefined;
  return (island) => {
    if (!texts) {
      const file = builtPageOf(outDir, baseUrl, permalink);
      texts = file ? islandTexts(readFileSync(file, 'utf8')) : new Map();
    }
    return texts.get(island);
  };
}
