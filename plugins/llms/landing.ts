/**
 * The landing page's twin (/doc/index.md), written from the prerendered page itself
 * (build/index.html): its `<main>` turned into Markdown (headings, paragraphs, links; a `<nav>`
 * becomes a list of links), after its H1 and the page's meta description. Generated rather than
 * hand-written so that it follows src/pages/index.tsx. Any element outside that small set fails
 * the build, naming the file.
 */
import {fromHtml} from 'hast-util-from-html';
import type {Element, ElementContent, Root, RootContent} from 'hast';

export interface LandingOptions {
  /** For errors, e.g. build/index.html */
  file: string;
  /** Absolute URL of the page. */
  pageUrl: string;
}

const BLOCKS = new Set(['main', 'section', 'div', 'article', 'header', 'footer']);
const INLINE = new Set(['span', 'strong', 'b', 'em', 'i', 'code', 'a', 'br', 'small']);

function find(node: Root | Element, test: (e: Element) => boolean): Element | undefined {
  for (const child of node.children) {
    if (child.type !== 'element') continue;
    if (test(child)) return child;
    const inner = find(child, test);
    if (inner) return inner;
  }
  return undefined;
}

const squash = (text: string) => text.replace(/\s+/g, ' ');

export function landingToMarkdown(html: string, {file, pageUrl}: LandingOptions): string {
  const tree = fromHtml(html);
  const fail = (message: string): never => {
    throw new Error(`${file}: ${message} (plugins/llms/landing.ts)`);
  };
  const main = find(tree, (e) => e.tagName === 'main') ?? fail('no <main> element');
  const description = find(tree, (e) => e.tagName === 'meta' && e.properties.name === 'description')?.properties.content;

  const inline = (nodes: ElementContent[]): string =>
    nodes
      .map((node) => {
        if (node.type === 'text') return squash(node.value);
        if (node.type !== 'element') return '';
        if (!INLINE.has(node.tagName)) fail(`<${node.tagName}> inside text`);
        const text = inline(node.children);
        switch (node.tagName) {
          case 'a':
            // The "#" permalink Docusaurus adds to headings.
            if (String(node.properties.className ?? '').split(/[\s,]+/).includes('hash-link')) return '';
            return `[${text.trim()}](${new URL(String(node.properties.href ?? ''), pageUrl).href})`;
          case 'strong':
          case 'b':
            return `**${text.trim()}**`;
          case 'em':
          case 'i':
            return `_${text.trim()}_`;
          case 'code':
            return `\`${text.trim()}\``;
          case 'br':
            return '\n';
          default:
            return text;
        }
      })
      .join('');

  const blocks: string[] = [];
  const block = (nodes: (RootContent | ElementContent)[]) => {
    for (const node of nodes) {
      if (node.type === 'text') {
        if (node.value.trim()) blocks.push(squash(node.value).trim());
        continue;
      }
      if (node.type !== 'element') continue;
      const heading = /^h([1-6])$/.exec(node.tagName);
      if (heading) blocks.push(`${'#'.repeat(Number(heading[1]))} ${inline(node.children).trim()}`);
      else if (node.tagName === 'p') blocks.push(inline(node.children).trim());
      else if (node.tagName === 'a') blocks.push(inline([node]).trim());
      else if (node.tagName === 'nav') {
        const links: string[] = [];
        const collect = (children: ElementContent[]) => {
          for (const child of children) {
            if (child.type !== 'element') continue;
            if (child.tagName === 'a') links.push(`- ${inline([child]).trim()}`);
            else collect(child.children);
          }
        };
        collect(node.children);
        if (links.length) blocks.push(links.join('\n'));
      } else if (BLOCKS.has(node.tagName)) block(node.children);
      else fail(`cannot turn <${node.tagName}> into Markdown`);
    }
  };
  block(main.children);

  const h1 = blocks.findIndex((b) => b.startsWith('# '));
  if (h1 < 0) fail('no <h1> in <main>');
  const [title] = blocks.splice(h1, 1);
  const head = [title, ...(typeof description === 'string' ? [`> ${squash(description).trim()}`] : []), `URL: ${pageUrl}`];
  return `${[...head, ...blocks].join('\n\n')}\n`;
}
