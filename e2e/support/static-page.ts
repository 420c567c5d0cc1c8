import {fromHtml} from 'hast-util-from-html';
import type {Element, Nodes, Root} from 'hast';

/**
 * What the crawl checks in a page's HTML as the server sends it, without a browser: every page's
 * in-page links, and the title, H1 and version banner of the specification's doc pages. The
 * articles are not hydrated on a page loaded from the server (src/components/StaticArticle), so
 * what the reader's browser shows of them is this HTML.
 */
export interface StaticPage {
  /** The document's <title>. */
  title: string;
  /** The first <h1> inside an <article> or a <header>, as `article h1, header h1` finds it. */
  h1: string | null;
  /** The text of the docs' version banner (`.theme-doc-version-banner`), null without one. */
  banner: string | null;
  /** Every `href` of an <a>. */
  hrefs: string[];
  /** Every `id` of an element. */
  ids: Set<string>;
}

const classesOf = (node: Element): string[] => {
  const value: unknown = node.properties.className;
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? value.split(/\s+/) : [];
};

function textOf(node: Nodes): string {
  if (node.type === 'text') return node.value;
  if ('children' in node) return node.children.map((child) => textOf(child as Nodes)).join('');
  return '';
}

export function readStaticPage(html: string): StaticPage {
  const tree: Root = fromHtml(html);
  const page: StaticPage = {title: '', h1: null, banner: null, hrefs: [], ids: new Set()};
  const walk = (node: Nodes, inArticleOrHeader: boolean): void => {
    if (node.type === 'element') {
      const {tagName, properties} = node;
      if (typeof properties.id === 'string') page.ids.add(properties.id);
      if (tagName === 'a' && typeof properties.href === 'string') page.hrefs.push(properties.href);
      if (tagName === 'title' && !page.title) page.title = textOf(node);
      if (tagName === 'h1' && inArticleOrHeader && page.h1 === null) page.h1 = textOf(node).trim();
      if (page.banner === null && classesOf(node).includes('theme-doc-version-banner')) page.banner = textOf(node);
      const inside = inArticleOrHeader || tagName === 'article' || tagName === 'header';
      for (const child of node.children) walk(child as Nodes, inside);
      return;
    }
    if ('children' in node) for (const child of node.children) walk(child as Nodes, inArticleOrHeader);
  };
  walk(tree, false);
  return page;
}

/** In-page links (`#id`, or `path#id` with the page's own path) whose id no element carries. */
export function brokenInPageLinks(page: StaticPage, path: string): string[] {
  const broken = new Set<string>();
  for (const href of page.hrefs) {
    const url = new URL(href, `http://127.0.0.1${path}`);
    const samePage = href.startsWith('#') || (url.origin === 'http://127.0.0.1' && url.pathname.replace(/\/$/, '') === path.replace(/\/$/, '') && url.hash !== '');
    if (!samePage || url.hash === '' || url.hash === '#') continue;
    if (!page.ids.has(decodeURIComponent(url.hash.slice(1)))) broken.add(href);
  }
  return [...broken];
}
