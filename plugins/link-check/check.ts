/**
 * The link check of plugins/link-check: every internal link of every doc, blog post and ADR source,
 * resolved the way Docusaurus resolves it, checked against the site's routes and the heading ids
 * its target page will have. Pure functions (no Docusaurus at run time), unit-tested in
 * tests/unit/link-check.test.ts.
 *
 * What it copies from Docusaurus 3.10.2 (overrides/manifest.json, entry `link-check`, hashes the
 * files): the heading ids of @docusaurus/mdx-loader lib/remark/headings (explicit `{#id}`, else the
 * slug of the heading's text, deduplicated per file, with @docusaurus/utils' own slugger); the
 * resolution of a relative `.md`/`.mdx` link to its page (lib/remark/resolveMarkdownLinks, from
 * the file's folder, or from the content folder for `/x.md`); and that of `<Link>` and Markdown
 * routes: base URL prepended unless the link already starts with it, `pathname://` left alone.
 */
import {existsSync} from 'node:fs';
import {dirname, join, relative, resolve, sep} from 'node:path';
import {createSlugger, escapeMarkdownHeadingIds, parseMarkdownHeadingId} from '@docusaurus/utils';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkMath from 'remark-math';
import remarkMdx from 'remark-mdx';

/** A link written in a source: its URL, where it is, and whether it is Markdown (`[x](url)`) or JSX (`href`/`to`). */
export interface SourceLink {
  url: string;
  line: number;
  column: number;
  markdown: boolean;
}

/** What the check knows of one source file after reading it. */
export interface ParsedSource {
  links: SourceLink[];
  /** Ids of the page's elements: headings, JSX `id`s, footnotes. */
  anchors: Set<string>;
  /** Local `.md`/`.mdx` files it imports as components (absolute paths): their anchors are the page's too. */
  imports: string[];
}

/** A page built from a source file. */
export interface SourcePage {
  /** Absolute path of the source file. */
  file: string;
  /** Route of the page (with the base URL), e.g. /doc/manual/welcome. */
  permalink: string;
  /** Folder a `/x.md` link of this file is resolved from (its docs version's or blog's folder). */
  contentDir: string;
  parsed: ParsedSource;
}

export interface BrokenLink {
  file: string;
  line: number;
  column: number;
  /** The link as written. */
  link: string;
  /** Where it leads (a route with its #anchor, or a file). */
  resolved: string;
  anchor: boolean;
  reason: string;
}

interface Node {
  type: string;
  url?: string;
  name?: string | null;
  value?: unknown;
  depth?: number;
  identifier?: string;
  attributes?: {type: string; name?: string; value?: unknown}[];
  children?: Node[];
  position?: {start: {line: number; column: number}};
  data?: {estree?: {body: {type: string; specifiers?: unknown[]; source?: {value?: unknown}}[]}};
}

const processor = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective).use(remarkMath).use(remarkMdx);

function textOf(node: Node): string {
  if (node.type === 'text' || node.type === 'inlineCode' || node.type === 'inlineMath') return String(node.value ?? '');
  if (node.type === 'image') return String((node as {alt?: string}).alt ?? '');
  if (node.type === 'html' || node.type === 'mdxTextExpression') return '';
  return (node.children ?? []).map(textOf).join('');
}

/** Reads a source's links, anchors and imported Markdown files. Throws if it is not valid MDX. */
export function parseSource(text: string, file: string): ParsedSource {
  const tree = processor.parse(escapeMarkdownHeadingIds(text)) as unknown as Node;
  const links: SourceLink[] = [];
  const anchors = new Set<string>();
  const imports: string[] = [];
  const slugger = createSlugger();
  const at = (node: Node) => ({line: node.position?.start.line ?? 0, column: node.position?.start.column ?? 0});
  const definitions = new Map<string, string>();
  const references: Node[] = [];
  const visit = (node: Node) => {
    switch (node.type) {
      case 'link':
        if (node.url) links.push({url: node.url, ...at(node), markdown: true});
        break;
      case 'definition':
        if (node.url && node.identifier) definitions.set(node.identifier, node.url);
        break;
      case 'linkReference':
        references.push(node);
        break;
      case 'heading': {
        // mdx-loader's headings plugin: an explicit {#id}, else the slug of the text (comments left out).
        const headingText = textOf(node);
        const explicit = parseMarkdownHeadingId(headingText).id;
        anchors.add(explicit ?? slugger.slug(headingText));
        break;
      }
      case 'footnoteDefinition':
        if (node.identifier) anchors.add(`user-content-fn-${node.identifier}`), anchors.add(`user-content-fnref-${node.identifier}`);
        break;
      case 'mdxjsEsm':
        for (const statement of node.data?.estree?.body ?? []) {
          const source = statement.type === 'ImportDeclaration' ? statement.source?.value : undefined;
          if (typeof source === 'string' && /^\.\.?\//.test(source) && /\.mdx?$/.test(source)) imports.push(resolve(dirname(file), source));
        }
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        for (const attribute of node.attributes ?? []) {
          if (attribute.type !== 'mdxJsxAttribute' || typeof attribute.value !== 'string') continue;
          if (attribute.name === 'id') anchors.add(attribute.value);
          if (attribute.name === 'href' || (attribute.name === 'to' && node.name === 'Link')) links.push({url: attribute.value, ...at(node), markdown: false});
        }
        break;
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  for (const reference of references) {
    const url = reference.identifier && definitions.get(reference.identifier);
    if (url) links.push({url, ...at(reference), markdown: true});
  }
  links.sort((a, b) => a.line - b.line || a.column - b.column);
  return {links, anchors, imports};
}

/** Where a link leads: nowhere we check, a source file, or a route (with the base URL). */
export type Target = {kind: 'skip'} | {kind: 'file'; files: string[]; hash?: string} | {kind: 'route'; pathname: string; hash?: string};

function splitHash(url: string): [string, string | undefined] {
  const i = url.indexOf('#');
  return i < 0 ? [url, undefined] : [url.slice(0, i), url.slice(i + 1)];
}

/** Resolves `link` written in `page` the way Docusaurus does (see the file's comment). */
export function resolveLink(link: SourceLink, page: Pick<SourcePage, 'file' | 'permalink' | 'contentDir'>, baseUrl: string, siteDir: string): Target {
  const url = link.url.trim();
  // Other schemes (https:, mailto:, pathname://), protocol-relative URLs: not routes of the site.
  if (!url || /^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('//')) return {kind: 'skip'};
  const [withQuery, hash] = splitHash(url);
  const path = withQuery.split('?')[0];
  if (path === '') return {kind: 'route', pathname: page.permalink, hash};
  if (link.markdown && /\.mdx?$/.test(path)) {
    // @docusaurus/utils resolveMarkdownLinkPathname: the folders tried, in order.
    let decoded = path;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      /* keep it as written */
    }
    const dirs = decoded.startsWith('/') ? [page.contentDir, siteDir] : /^\.\.?\//.test(decoded) ? [dirname(page.file)] : [dirname(page.file), page.contentDir, siteDir];
    return {kind: 'file', files: dirs.map((dir) => join(dir, decoded)), hash};
  }
  if (path.startsWith('/')) return {kind: 'route', pathname: path.startsWith(baseUrl) ? path : `${baseUrl}${path.slice(1)}`, hash};
  // A relative route: resolved against the page's URL, as the browser does.
  return {kind: 'route', pathname: new URL(path, `http://site${page.permalink}`).pathname, hash};
}

/** A route as Docusaurus' check matches it: trailing slash ignored, and case (react-router matches without it). */
const trimSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path).toLowerCase();

export interface CheckInput {
  pages: SourcePage[];
  baseUrl: string;
  siteDir: string;
  /** Every route of the site (with the base URL); null in development, where they are not known: a route no page has is then not reported. */
  routes: Iterable<string> | null;
  /** Anchors of imported Markdown files that are not pages themselves (read on demand). */
  parseFile?: (file: string) => ParsedSource | null;
  /** Only the links of this source file (absolute path) are checked (the dev server, one file compiled). */
  only?: string;
}

/** Every broken link and anchor of every page, sorted by file and line. */
export function checkLinks({pages, baseUrl, siteDir, routes, parseFile = () => null, only}: CheckInput): BrokenLink[] {
  const byFile = new Map(pages.map((p) => [p.file, p]));
  const byRoute = new Map(pages.map((p) => [trimSlash(p.permalink), p]));
  const routeSet = routes ? new Set([...routes].map(trimSlash)) : null;
  const anchorCache = new Map<string, Set<string>>();
  const anchorsOf = (file: string, seen = new Set<string>()): Set<string> => {
    const cached = anchorCache.get(file);
    if (cached) return cached;
    const parsed = byFile.get(file)?.parsed ?? parseFile(file);
    const anchors = new Set(parsed?.anchors ?? []);
    seen.add(file);
    for (const imported of parsed?.imports ?? []) if (!seen.has(imported)) for (const a of anchorsOf(imported, seen)) anchors.add(a);
    anchorCache.set(file, anchors);
    return anchors;
  };
  const rel = (file: string) => relative(siteDir, file).split(sep).join('/');
  const broken: BrokenLink[] = [];
  for (const page of pages) {
    if (only !== undefined && page.file !== only) continue;
    for (const link of page.parsed.links) {
      const target = resolveLink(link, page, baseUrl, siteDir);
      if (target.kind === 'skip') continue;
      const report = (resolved: string, anchor: boolean, reason: string) =>
        broken.push({file: rel(page.file), line: link.line, column: link.column, link: link.url, resolved, anchor, reason});
      let targetPage: SourcePage | undefined;
      let resolved: string;
      if (target.kind === 'file') {
        targetPage = target.files.map((file) => byFile.get(file)).find(Boolean);
        resolved = targetPage ? targetPage.permalink : rel(target.files[0]);
        if (!targetPage) {
          // A Markdown file that is not a page (a partial) is Docusaurus' to judge; a missing one is broken.
          if (!target.files.some((file) => existsSync(file))) report(`${rel(target.files[0])}${target.hash !== undefined ? `#${target.hash}` : ''}`, false, 'no such Markdown file');
          continue;
        }
      } else {
        resolved = target.pathname;
        targetPage = byRoute.get(trimSlash(target.pathname));
        if (!targetPage) {
          let decoded = target.pathname;
          try {
            decoded = decodeURI(target.pathname);
          } catch {
            /* keep it as written */
          }
          const known = !routeSet || routeSet.has(trimSlash(target.pathname)) || routeSet.has(trimSlash(decoded)) || existsSync(join(siteDir, 'static', decoded.slice(baseUrl.length)));
          if (!known) report(`${target.pathname}${target.hash !== undefined ? `#${target.hash}` : ''}`, false, 'no page has this route');
          // A route that is not a source's page (API reference, list pages): its anchors are Docusaurus' to check.
          continue;
        }
      }
      const hash = target.hash;
      if (hash === undefined || hash === '') continue;
      const anchors = anchorsOf(targetPage.file);
      let decodedHash = hash;
      try {
        decodedHash = decodeURIComponent(hash);
      } catch {
        /* keep it as written */
      }
      if (!anchors.has(hash) && !anchors.has(decodedHash)) report(`${resolved}#${hash}`, true, `broken anchor: ${rel(targetPage.file)} has no heading or element with id "${decodedHash}"`);
    }
  }
  return broken.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line || a.column - b.column));
}

/** The report: one line per broken link or anchor, naming its file, line and column. */
export function formatBrokenLinks(broken: BrokenLink[]): string {
  const links = broken.filter((b) => !b.anchor).length;
  const anchors = broken.length - links;
  return [
    `Broken links in the site's sources: ${links} link(s) to no page, ${anchors} link(s) to no anchor (plugins/link-check):`,
    ...broken.map((b) => `- ${b.file}:${b.line}:${b.column} links to ${b.resolved}${b.link !== b.resolved ? ` (written ${b.link})` : ''}: ${b.reason}`),
  ].join('\n');
}
