// Builds the site's search indexes (Pagefind) from the prerendered HTML of a build: one index per
// docs version, written to <build>/pagefind/ (Current) and <build>/next/pagefind/ (Next). Run by
// the plugin's postBuild (index.ts, in a Node process of its own) and imported by
// scripts/benchmarks/bench-search.mjs (index build time). A plain Node module: it imports no
// Docusaurus code.
//
// What each index holds:
// - the doc pages of its version (<html class="docs-doc-page docs-version-...">), the glossary
//   included, the unlisted pages excluded;
// - the dev blog's and the ADR log's posts (<html class="blog-post-page">), not their list pages;
// - the aggregator API reference, one section per operation (from openapi.yaml, see apiPage()).
// Only each page's <article> is indexed (marked `data-pagefind-body` in the copy given to
// Pagefind; the served files are not changed), without its breadcrumbs, version badge, mobile
// table of contents, footer, heading anchors, buttons and MathML. Headings with an id become the
// sub-results (sections) of a page; Pagefind weighs headings above text (h1 7, h2 6, h3 5...).
import {existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync} from 'node:fs';
import {dirname, join, relative, sep} from 'node:path';
import {pathToFileURL} from 'node:url';
import * as pagefind from 'pagefind';
import {parse as parseYaml} from 'yaml';
import {chunkRangesOf} from '../../overrides/pagefind/chunk-ranges.mjs';
import {listPages, pageTitlesOf, vocabularyOf, writePageTitles, writeVocabulary} from './pages.mjs';

/** Elements of an article that are not its text. */
export const EXCLUDE_SELECTORS = [
  '.theme-doc-breadcrumbs',
  '.theme-doc-version-badge',
  '.theme-doc-toc-mobile',
  '.theme-doc-footer',
  '.theme-edit-this-page',
  '.theme-blog-footer-edit-meta-row',
  '.hash-link',
  '.katex-mathml',
  // "Copy page" and "View as Markdown" (src/components/PageActions).
  '.page-actions',
  'button',
  'nav',
  'time',
  '.avatar',
];

function listHtml(dir, root = dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) return name === 'pagefind' || name === 'assets' ? [] : listHtml(full, root);
    return name.endsWith('.html') ? [relative(root, full).split(sep).join('/')] : [];
  });
}

function escapeHtml(text) {
  return String(text ?? '').replace(/[&<>"]/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;'})[c]);
}

/** The route of a built page: its canonical URL's path, else its file's path. */
function routeOf(html, file, baseUrl) {
  const canonical = /<link[^>]*rel="?canonical"?[^>]*href="?([^"\s>]+)/i.exec(html)?.[1];
  if (canonical) return new URL(canonical, 'https://site.invalid').pathname;
  return `${baseUrl}${file.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, '')}`;
}

/**
 * Which index(es) a built page goes to: 'current', 'next', 'both' or null (not searchable).
 * @param {string} html
 * @param {string} route
 * @param {{baseUrl: string, unlistedDocs: readonly string[], nextPath: string}} options
 */
export function indexOfPage(html, route, {baseUrl, unlistedDocs, nextPath}) {
  const match = /<html\b[^>]*\sclass=(?:"([^"]*)"|([^\s>]+))/i.exec(html);
  const classes = new Set((match?.[1] ?? match?.[2] ?? '').split(/\s+/));
  if (classes.has('blog-post-page')) return 'both';
  // A doc page has its id among its classes; generated category pages (lists of links) have none.
  if (!classes.has('docs-doc-page') || ![...classes].some((c) => c.startsWith('docs-doc-id-'))) return null;
  const inVersion = route.slice(baseUrl.length).replace(new RegExp(`^${nextPath}`), '').replace(/\/$/, '');
  if (unlistedDocs.includes(inVersion)) return null;
  if (classes.has('docs-version-current')) return 'next';
  if ([...classes].some((c) => c.startsWith('docs-version-'))) return 'current';
  return null;
}

/** The labels Docusaurus gives an admonition without a title of its own (`:::info`): not text. */
const ADMONITION_LABELS = ['note', 'tip', 'info', 'warning', 'danger', 'caution', 'important', 'success', 'secondary'];

/**
 * The article as Pagefind is to read it (the served page is not changed):
 * - a title without the Markdown of its front matter (Docusaurus shows a blog post's title as
 *   written: "Distribution `2543` is now available");
 * - no reading time after the post's date (the date itself, a <time>, is excluded);
 * - no default admonition label ("info", "tip"...; a title of its own, `:::tip[Need help?]`, stays);
 * - a space between the cells of a table (minified HTML leaves out their closing tags and any
 *   space: Pagefind read "forgery", "Low", "T12" and "Compromise" as one word).
 */
export function cleanArticle(html) {
  return html
    .replace(/(<h1\b[^>]*>)([^<]*)(<\/h1>)/g, (_, open, text, close) => `${open}${text.replace(/`/g, '')}${close}`)
    .replace(/(<\/time>)\s*·\s*(?:<!-- -->)?\s*\d+\s*min read/g, '$1')
    .replace(
      /(<div class="?theme-admonition\b[^>]*>)<div\b([^>]*)>((?:<span\b[^>]*>(?:(?!<\/span>)[\s\S])*<\/span>)?)([^<]*)<\/div>/g,
      (whole, container, attributes, icon, label) =>
        ADMONITION_LABELS.includes(label.trim().toLowerCase()) ? `${container}<div${attributes} data-pagefind-ignore>${icon}${label}</div>` : whole,
    )
    .replace(/<(tr|td|th)\b/g, ' <$1');
}

/**
 * A page's HTML with its <article> (the first one: doc card lists nest more) marked as the part
 * to index, its description (meta description, the page's summary in search engines) indexed at
 * the start of the article, and the article cleaned for search (cleanArticle).
 */
export function markBody(html, file) {
  const articles = html.match(/<article\b[^>]*>/g) ?? [];
  if (articles.length === 0) throw new Error(`[pagefind] ${file}: no <article> to index`);
  const meta = /<meta\b[^>]*\sname="?description"?[^>]*\scontent=(?:"([^"]*)"|([^\s>]+))/i.exec(html);
  const description = meta?.[1] ?? meta?.[2];
  const summary = description ? `<p>${description.replace(/`/g, '')}</p>` : '';
  const start = html.indexOf(articles[0]);
  return `${html.slice(0, start)}${articles[0].replace(/^<article/, '<article data-pagefind-body')}${summary}${cleanArticle(html.slice(start + articles[0].length))}`;
}

/**
 * The API reference as Pagefind sees it: one section per operation, headed by its method, path
 * and summary, with its description, parameters, operation id and tag, and anchored where Redoc puts
 * the operation (#tag/<first tag>/operation/<operationId>). Redoc's page itself (schemas, JSON
 * samples) is not indexed: its samples would match almost any query.
 * @param {string} specFile path of openapi.yaml
 * @param {string} route route of the API reference, e.g. /doc/aggregator-api/
 */
export function apiPage(specFile, route) {
  let spec;
  try {
    spec = parseYaml(readFileSync(specFile, 'utf8'));
  } catch (error) {
    throw new Error(`[pagefind] ${specFile}: cannot read the API description: ${error.message}`);
  }
  const parts = [`<h1>Aggregator API reference</h1>`, `<p>${escapeHtml(spec.info?.title)} ${escapeHtml(spec.info?.version)}. ${escapeHtml(spec.info?.description)}</p>`];
  for (const tag of spec.tags ?? []) {
    // Tag names (cardano-db-v1...) weigh as text, not as headings: else the reference would top every query naming a data type.
    parts.push(`<h2 id="tag/${escapeHtml(tag.name)}" data-pagefind-weight="1">${escapeHtml(tag.name)}</h2><p>${escapeHtml(tag.description)}</p>`);
  }
  let operations = 0;
  for (const [path, item] of Object.entries(spec.paths ?? {})) {
    for (const [method, op] of Object.entries(item ?? {})) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method) || !op?.operationId) continue;
      const tag = op.tags?.[0];
      if (!tag) throw new Error(`[pagefind] ${specFile}: operation ${op.operationId} has no tag (Redoc anchors operations by tag)`);
      const params = [...(item.parameters ?? []), ...(op.parameters ?? [])]
        .filter((p) => p?.name)
        .map((p) => `<li>${escapeHtml(p.name)} (${escapeHtml(p.in)}): ${escapeHtml(p.description)}</li>`)
        .join('');
      parts.push(
        `<h2 id="tag/${escapeHtml(tag)}/operation/${escapeHtml(op.operationId)}">${method.toUpperCase()} ${escapeHtml(path)}: ${escapeHtml(op.summary)}</h2>`,
        `<p>${escapeHtml(op.description)}</p>`,
        params ? `<ul>${params}</ul>` : '',
        `<p>Operation ${escapeHtml(op.operationId)} (${escapeHtml(tag)}).</p>`,
      );
      operations++;
    }
  }
  if (operations === 0) throw new Error(`[pagefind] ${specFile}: no operation found`);
  return {url: route, content: `<!doctype html><html lang="en"><head><title>Aggregator API reference</title></head><body><article data-pagefind-body>${parts.join('\n')}</article></body></html>`, operations};
}

/**
 * Indexes a build directory. Returns the number of pages of each index and the time taken.
 * @param {{outDir: string, baseUrl: string, spec: string, apiRoute: string, nextSpec?: string, nextApiRoute?: string, unlistedDocs: readonly string[], nextPath: string, bundleDir: string}} options
 */
/** True for X.html when X/index.html exists: the copy plugins/html-twins writes for GitHub Pages. */
export function isHtmlTwin(outDir, file) {
  return !/(^|\/)index\.html$/.test(file) && existsSync(join(outDir, file.replace(/\.html$/, '/index.html')));
}

export async function buildIndexes({outDir, baseUrl, spec, apiRoute, nextSpec, nextApiRoute, unlistedDocs, nextPath, bundleDir}) {
  const started = performance.now();
  const config = {excludeSelectors: EXCLUDE_SELECTORS, forceLanguage: 'en'};
  const indexes = {};
  const counts = {current: 0, next: 0};
  try {
    for (const version of ['current', 'next']) {
      const {index, errors} = await pagefind.createIndex(config);
      if (!index) throw new Error(`[pagefind] cannot start the indexer: ${errors.join('; ')}`);
      indexes[version] = index;
    }
    const add = async (version, file, url, content) => {
      const {errors} = await indexes[version].addHTMLFile({url, content});
      if (errors.length) throw new Error(`[pagefind] ${file}: ${errors.join('; ')}`);
      counts[version]++;
    };
    for (const file of listHtml(outDir)) {
      // plugins/html-twins writes X.html beside each X/index.html, in a postBuild hook that runs at
      // the same time as this one: such a copy is the same page (and may be half-written), so it is
      // never read. Only X/index.html is indexed.
      if (isHtmlTwin(outDir, file)) continue;
      const html = readFileSync(join(outDir, file), 'utf8');
      const route = routeOf(html, file, baseUrl);
      const target = indexOfPage(html, route, {baseUrl, unlistedDocs, nextPath});
      if (!target) continue;
      const content = markBody(html, file);
      for (const version of target === 'both' ? ['current', 'next'] : [target]) await add(version, file, route, content);
    }
    // Each docs version finds its own API reference: Next pages search the Next one when there is one.
    const api = apiPage(spec, apiRoute);
    const nextApi = nextSpec && nextApiRoute ? apiPage(nextSpec, nextApiRoute) : api;
    await add('current', spec, api.url, api.content);
    await add('next', nextSpec && nextApiRoute ? nextSpec : spec, nextApi.url, nextApi.content);
    for (const version of ['current', 'next']) {
      const outputPath = join(outDir, version === 'next' ? nextPath : '', bundleDir);
      rmSync(outputPath, {recursive: true, force: true});
      // The files are taken from Pagefind and written here rather than by its writeFiles(), which
      // can answer before its service has finished writing them (the chunk ranges, read from
      // them, then found a half-written entry file).
      const {errors, files} = await indexes[version].getFiles();
      if (errors.length) throw new Error(`[pagefind] building ${outputPath}: ${errors.join('; ')}`);
      const byPath = new Map(files.map((file) => [file.path, Buffer.from(file.content)]));
      for (const [path, content] of byPath) {
        // Pagefind's own UIs and highlight script: the site has its own (src/theme/SearchBar).
        if (/^pagefind-(ui|modular-ui|component-ui|highlight)\.(js|css)$/.test(path)) continue;
        const target = join(outputPath, path);
        mkdirSync(dirname(target), {recursive: true});
        writeFileSync(target, content);
      }
      // The chunks' word ranges, for the browser to start a first query's chunks early.
      const content = (name) => {
        const file = byPath.get(name);
        if (!file) throw new Error(`[pagefind] ${join(outputPath, name)}: not among the files Pagefind built`);
        return file;
      };
      // Every page, as the index's own pagefind.js lists it.
      const pages = await listPages(byPath, outputPath, {pageCount: counts[version]});
      // Every page's title and address, for the box to list results before their fragments are in;
      // in the same file (one request less on a first query), the chunks' word ranges.
      writePageTitles(outputPath, {...pageTitlesOf(pages, outputPath), chunks: chunkRangesOf(content, outputPath).chunks});
      // Every page's words, for the search to check what the reader typed and suggest close words.
      writeVocabulary(outputPath, vocabularyOf(pages, outputPath));
    }
  } finally {
    await pagefind.close();
  }
  if (counts.current < 10 || counts.next < 10) {
    throw new Error(`[pagefind] only ${counts.current} Current and ${counts.next} Next pages found to index in ${outDir}: did the page classes change?`);
  }
  return {counts, seconds: (performance.now() - started) / 1000};
}

// Run as a script (by plugins/pagefind, in a Node process of its own: Pagefind's Node API is an
// ES module only, which Docusaurus' loader of TypeScript plugins cannot require): the options as
// JSON in the first argument; prints the result as JSON.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    const result = await buildIndexes(JSON.parse(process.argv[2]));
    console.log(JSON.stringify(result));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
