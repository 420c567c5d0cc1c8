/**
 * Local Docusaurus plugin: the site in the forms AI assistants and other tools read well.
 *
 * After the build (postBuild), next to the HTML pages of build/:
 * - a Markdown twin of every doc page (both versions), dev blog post and ADR, converted from its
 *   MDX source by `mdx.ts`: route R → `R.md` (shared/markdownTwin.ts), starting with the page's
 *   title as H1, its description, its URL (and version or date);
 * - the landing page's twin `/doc/index.md`, from the prerendered page (`landing.ts`);
 * - `/doc/aggregator-api.md`, the API reference generated from the OpenAPI description (`openapi.ts`);
 * - `/doc/llms.txt` (Current docs) and `/doc/next/llms.txt` (Next docs) following llmstxt.org: H1,
 *   summary blockquote, sections of links to the twins in sidebar order;
 * - `/doc/llms-full.txt`: the twins of every Current manual, concepts and glossary page, in
 *   sidebar order.
 *
 * Pages, versions, sidebars and permalinks come from the docs and blog plugins' loaded content
 * (allContentLoaded), not from file paths. A page that cannot be converted fails the build with
 * its file named; nothing is skipped.
 */
import {existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {apiOperationsOf} from '../../shared/apiOperations';
import {API_REFERENCE_ROUTE, apiOperationHash, apiOperationLabel, apiReferenceRoute} from '../../shared/apiLink';
import {apiVersionOfFile} from '../../shared/remarkApiLinks';
import {API_NEXT_ROUTE} from '../../shared/site.mjs';
import {markdownTwinPath} from '../../shared/markdownTwin';
import {ConversionError, mdxToMarkdown, type Card} from './mdx';
import {openApiToMarkdown} from './openapi';
import {islandTextsOfPage} from './islands';
import {landingToMarkdown} from './landing';
import {llms as defaults, type LlmsOptions} from '../../config/llms';

// The options' type lives with the texts (config/llms.ts), which no longer import this plugin.
export type {LlmsOptions};

// The parts of the docs and blog plugins' content this plugin reads.
interface DocMeta {
  id: string;
  title: string;
  description: string;
  source: string;
  permalink: string;
  unlisted?: boolean;
}
type SidebarItem =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {type: 'link'; href: string; label: string; description?: string}
  | {type: 'html'}
  | {type: 'category'; label: string; items: SidebarItem[]; link?: {type: 'doc'; id: string} | {type: 'generated-index'; permalink: string; title?: string; description?: string}};
type Category = Extract<SidebarItem, {type: 'category'}>;
interface LoadedVersion {
  versionName: string;
  label: string;
  path: string;
  isLast: boolean;
  docs: DocMeta[];
  sidebars: Record<string, SidebarItem[]>;
}
interface BlogPost {
  metadata: {source: string; title: string; description: string; date: Date | string; permalink: string; unlisted?: boolean; frontMatter?: Record<string, unknown>};
}

interface Page {
  /** Route, e.g. /doc/manual/welcome */
  permalink: string;
  title: string;
  description: string;
  /** The twin's text. */
  markdown: string;
}

interface Entry {
  title: string;
  url: string;
  description?: string;
  docId?: string;
}

const NAME = 'llms';

export default function llmsPlugin(context: LoadContext, given?: Partial<LlmsOptions>): Plugin {
  const options: LlmsOptions = {...defaults, ...given};
  const {siteDir, siteConfig} = context;
  const siteUrl = siteConfig.url.replace(/\/$/, '');
  const baseUrl = siteConfig.baseUrl;
  const absolute = (route: string) => `${siteUrl}${route}`;
  const twinUrl = (route: string) => absolute(markdownTwinPath(route, baseUrl));
  const fromAlias = (source: string) => path.join(siteDir, source.replace(/^@site\//, ''));
  const relative = (file: string) => path.relative(siteDir, file);

  const redoc = redocFixesOptions(siteConfig.plugins);
  const spec = options.spec ?? redoc?.spec;
  const apiDownload = (options.apiDownload ?? redoc?.download)?.replace(/^\/+/, '');
  if (!spec || !apiDownload) throw new Error(`[${NAME}] no OpenAPI description: give the "spec" and "apiDownload" options or configure overrides/redoc`);
  // The Next API reference (openapi-next.yaml), when overrides/redoc serves one: a twin of its own.
  const nextApi = redoc?.next ? {spec: redoc.next.spec, download: redoc.next.download.replace(/^\/+/, '')} : undefined;

  let versions: LoadedVersion[] = [];
  let blogs: {id: string; posts: BlogPost[]}[] = [];

  return {
    name: NAME,

    allContentLoaded({allContent}) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as {loadedVersions: LoadedVersion[]} | undefined;
      if (!docs) throw new Error(`[${NAME}] the docs plugin's content is missing`);
      versions = docs.loadedVersions;
      blogs = Object.entries(allContent['docusaurus-plugin-content-blog'] ?? {}).map(([id, content]) => ({id, posts: (content as {blogPosts: BlogPost[]}).blogPosts}));
    },

    async postBuild({outDir}) {
      const started = performance.now();
      // Source file → page URL, for relative links between Markdown files.
      const bySource = new Map<string, string>();
      for (const version of versions) for (const doc of version.docs) bySource.set(fromAlias(doc.source), absolute(doc.permalink));
      for (const blog of blogs) for (const post of blog.posts) bySource.set(fromAlias(post.metadata.source), absolute(post.metadata.permalink));

      const assets = assetIndex(outDir, baseUrl, siteUrl);
      // An <ApiLink> links the API reference of its page's version, as on the page (shared/remarkApiLinks.ts).
      const apiOperationIn = (file: string) => {
        const version = apiVersionOfFile(file, siteDir);
        return (op: string) =>
          op in apiOperationsOf(version)
            ? {label: apiOperationLabel(op, version), url: `${absolute(`${baseUrl}${apiReferenceRoute(version).replace(/^\//, '')}`)}#${apiOperationHash(op, version)}`}
            : undefined;
      };
      const errors: string[] = [];
      const convert = (file: string, permalink: string, docCards?: () => Card[] | undefined): string => {
        try {
          return mdxToMarkdown(readFileSync(file, 'utf8'), {
            file,
            displayName: relative(file),
            pageUrl: absolute(permalink),
            siteUrl,
            baseUrl,
            siteDir,
            resolveSource: (p) => bySource.get(p),
            resolveAsset: assets,
            docCards,
            apiOperation: apiOperationIn(file),
            // An imported component without a Markdown form of its own: the text it rendered.
            islandText: islandTextsOfPage(outDir, baseUrl, permalink),
          });
        } catch (error) {
          errors.push(error instanceof ConversionError ? error.message : `${relative(file)}: ${(error as Error).stack ?? String(error)}`);
          return '';
        }
      };

      const pages: Page[] = [];
      const docPages = new Map<string, Map<string, Page>>();
      for (const version of versions) {
        const byId = new Map(version.docs.map((d) => [d.id, d]));
        const mine = new Map<string, Page>();
        docPages.set(version.versionName, mine);
        const versionLine = version.isLast ? `Version: ${version.label} (the released Mithril distribution)` : `Version: ${version.label.replace(/[^\w\s.-]/gu, '').trim()} (unreleased; the released version of the docs is under ${absolute(baseUrl)})`;
        for (const doc of version.docs) {
          const file = fromAlias(doc.source);
          const body = convert(file, doc.permalink, () => docCards(version, byId, doc.id));
          const page = {permalink: doc.permalink, title: doc.title, description: doc.description, markdown: twin(doc.title, doc.description, [`URL: ${absolute(doc.permalink)}`, versionLine], body)};
          pages.push(page);
          mine.set(doc.id, page);
        }
        // Category pages generated by the docs plugin (no source file): their title, description and cards.
        for (const category of generatedIndices(version)) {
          const {permalink, title, description} = category.link;
          const cards = docCards(version, byId, category).map((c) => `- [${c.title}](${c.url})${c.description ? `: ${c.description}` : ''}`);
          pages.push({permalink, title: title ?? category.label, description: description ?? '', markdown: twin(title ?? category.label, description ?? '', [`URL: ${absolute(permalink)}`, versionLine], cards.join('\n'))});
        }
      }
      for (const blog of blogs) {
        for (const post of blog.posts) {
          const {source, title, description, date, permalink, frontMatter} = post.metadata;
          const file = fromAlias(source);
          const day = new Date(date).toISOString().slice(0, 10);
          const body = convert(file, permalink);
          // Without a front matter description, the post's description is its first paragraph: not repeated.
          const own = typeof frontMatter?.description === 'string' ? frontMatter.description : '';
          pages.push({permalink, title, description, markdown: twin(title, own, [`URL: ${absolute(permalink)}`, `Published: ${day}`], body)});
        }
      }
      if (errors.length) {
        throw new Error(`[${NAME}] ${errors.length} page(s) could not be turned into Markdown:\n- ${errors.join('\n- ')}`);
      }

      // Landing page, from its prerendered HTML.
      const landingFile = path.join(outDir, 'index.html');
      pages.push({permalink: baseUrl, title: options.title, description: '', markdown: landingToMarkdown(readFileSync(landingFile, 'utf8'), {file: relative(landingFile), pageUrl: absolute(baseUrl)})});

      // API reference.
      const apiRoute = `${baseUrl}${API_REFERENCE_ROUTE.replace(/^\//, '')}`;
      let description: unknown;
      try {
        description = YAML.parse(readFileSync(spec, 'utf8'));
      } catch (error) {
        throw new Error(`[${NAME}] ${relative(spec)}: cannot read the OpenAPI description: ${(error as Error).message}`);
      }
      pages.push({
        permalink: apiRoute,
        title: 'Aggregator API',
        description: '',
        markdown: openApiToMarkdown(description, {file: relative(spec), referenceUrl: absolute(apiRoute), downloadUrl: absolute(`${baseUrl}${apiDownload}`)}),
      });
      const nextApiRoute = `${baseUrl}${API_NEXT_ROUTE}`;
      if (nextApi) {
        let nextDescription: unknown;
        try {
          nextDescription = YAML.parse(readFileSync(nextApi.spec, 'utf8'));
        } catch (error) {
          throw new Error(`[${NAME}] ${relative(nextApi.spec)}: cannot read the OpenAPI description: ${(error as Error).message}`);
        }
        pages.push({
          permalink: nextApiRoute,
          title: 'Aggregator API (Next)',
          description: '',
          markdown: openApiToMarkdown(nextDescription, {file: relative(nextApi.spec), referenceUrl: absolute(nextApiRoute), downloadUrl: absolute(`${baseUrl}${nextApi.download}`)}),
        });
      }

      // Write the twins.
      const written = new Set<string>();
      for (const page of pages) {
        const target = markdownTwinPath(page.permalink, baseUrl);
        if (written.has(target)) throw new Error(`[${NAME}] two pages have the same Markdown twin ${target}`);
        written.add(target);
        writeOut(outDir, baseUrl, target, page.markdown);
      }

      // llms.txt per version, llms-full.txt for the last one.
      for (const version of versions) {
        const byId = docPages.get(version.versionName)!;
        const sections = sidebarSections(version, options);
        const listed = new Set(sections.flatMap((s) => s.entries.map((e) => e.docId)).filter(Boolean));
        const others = version.docs.filter((d) => !d.unlisted && !listed.has(d.id));
        const lines = [`# ${options.title}${version.isLast ? '' : ` (${version.label.replace(/[^\w\s.-]/gu, '').trim()} version, unreleased)`}`, '', `> ${options.summary}`, '', options.intro, ''];
        if (version.isLast) {
          lines.push(`The whole user manual, concepts and glossary in one file: ${absolute(`${baseUrl}llms-full.txt`)}.`, '');
          const next = versions.filter((v) => !v.isLast);
          if (next.length) lines.push(`Docs of the unreleased next version: ${next.map((v) => absolute(`${v.path.replace(/\/?$/, '/')}llms.txt`)).join(', ')}.`, '');
        } else {
          lines.push(`These are the docs of the next, unreleased, Mithril distribution. The released docs, the blog and the ADRs are listed in ${absolute(`${baseUrl}llms.txt`)}.`, '');
        }
        for (const section of sections) {
          lines.push(`## ${section.title}`, '', section.note, '', ...section.entries.map(link), '');
        }
        if (others.length) {
          lines.push(`## ${others.length === 1 ? others[0].title : 'Other pages'}`, '', ...others.map((d) => link({title: d.title, url: twinUrl(d.permalink), description: d.description})), '');
        }
        lines.push('## Aggregator API', '', link({title: 'Aggregator REST API reference', url: twinUrl(apiRoute), description: 'every operation of the aggregator with its parameters, request body, responses and schemas, generated from the OpenAPI description'}));
        lines.push(link({title: 'OpenAPI description', url: absolute(`${baseUrl}${apiDownload}`), description: 'the raw OpenAPI file (YAML)'}));
        if (nextApi) {
          lines.push(
            link({title: 'Aggregator REST API reference, Next version', url: twinUrl(nextApiRoute), description: 'the API of the newest, unreleased Mithril code, which the testing-preview aggregator runs first'}),
            link({title: 'OpenAPI description, Next version', url: absolute(`${baseUrl}${nextApi.download}`), description: 'its raw OpenAPI file (YAML)'}),
          );
        }
        lines.push('');
        const adr = blogs.find((b) => b.id === 'adr');
        const dev = blogs.find((b) => b.id === 'default');
        if (version.isLast && adr) {
          lines.push('## Architecture decision records', '', ...sortPosts(adr.posts, 'ascending').map((p) => link({title: p.metadata.title, url: twinUrl(p.metadata.permalink), description: p.metadata.description})), '');
        }
        if (version.isLast && dev) {
          lines.push('## Optional', '', 'Dev blog posts, newest first: releases, distributions, breaking changes and advisories.', '');
          lines.push(...sortPosts(dev.posts, 'descending').map((p) => link({title: `${p.metadata.title} (${new Date(p.metadata.date).toISOString().slice(0, 10)})`, url: twinUrl(p.metadata.permalink), description: p.metadata.description})), '');
        }
        writeOut(outDir, baseUrl, `${version.path.replace(/\/?$/, '/')}llms.txt`, `${lines.join('\n').trim()}\n`);

        if (version.isLast) {
          const full = [
            `# ${options.title}: user manual, concepts and glossary`,
            '',
            `> ${options.summary}`,
            '',
            `The full text of the ${version.label} docs in sidebar order, one page after the other. Each page starts with its title as a level-1 heading and its URL. Index of all pages, the API reference, ADRs and blog posts: ${absolute(`${baseUrl}llms.txt`)}.`,
            '',
          ];
          const ids = [...sections.flatMap((s) => s.entries.map((e) => e.docId)), ...others.map((d) => d.id)].filter((id): id is string => Boolean(id));
          const body = ids.map((id) => byId.get(id)!.markdown.trim());
          writeOut(outDir, baseUrl, `${baseUrl}llms-full.txt`, `${[...full, ...body.flatMap((b) => [b, ''])].join('\n').trim()}\n`);
        }
      }
      console.log(`[${NAME}] ${pages.length} Markdown twins, llms.txt and llms-full.txt written in ${Math.round(performance.now() - started)} ms`);
    },
  };

  function link(entry: Entry): string {
    return `- [${entry.title.replace(/[[\]]/g, '\\$&')}](${entry.url})${entry.description ? `: ${entry.description.replace(/\s+/g, ' ').trim()}` : ''}`;
  }

  /** The links of the sidebars listed in the options, in sidebar order (category pages included). */
  function sidebarSections(version: LoadedVersion, opts: LlmsOptions) {
    const byId = new Map(version.docs.map((d) => [d.id, d]));
    return opts.sidebars.map(({sidebar, title, note}) => {
      const items = version.sidebars[sidebar];
      if (!items) throw new Error(`[${NAME}] version ${version.versionName} has no sidebar "${sidebar}" (config/llms.ts)`);
      const entries: Entry[] = [];
      const doc = (id: string, label?: string) => {
        const d = byId.get(id);
        if (!d) throw new Error(`[${NAME}] sidebar ${sidebar} of version ${version.versionName} lists an unknown doc "${id}"`);
        if (!d.unlisted && !entries.some((e) => e.docId === id)) entries.push({title: d.title || label || id, url: twinUrl(d.permalink), description: d.description, docId: id});
      };
      const walk = (list: SidebarItem[]) => {
        for (const item of list) {
          if (item.type === 'doc' || item.type === 'ref') doc(item.id, item.label);
          else if (item.type === 'link') entries.push({title: item.label, url: item.href.startsWith('/') ? absolute(item.href) : item.href, description: item.description});
          else if (item.type === 'category') {
            if (item.link?.type === 'doc') doc(item.link.id, item.label);
            else if (item.link?.type === 'generated-index') entries.push({title: item.link.title ?? item.label, url: twinUrl(item.link.permalink), description: item.link.description});
            walk(item.items);
          }
        }
      };
      walk(items);
      return {title, note, entries};
    });
  }

  /** The items of the sidebar category whose index page is `docId`, as `<DocCardList />` shows them. */
  function docCards(version: LoadedVersion, byId: Map<string, DocMeta>, docId: string): Card[] | undefined;
  function docCards(version: LoadedVersion, byId: Map<string, DocMeta>, category: Category): Card[];
  function docCards(version: LoadedVersion, byId: Map<string, DocMeta>, target: string | Category): Card[] | undefined {
    const docId = typeof target === 'string' ? target : undefined;
    const find = (list: SidebarItem[]): Category | undefined => {
      for (const item of list) {
        if (item.type !== 'category') continue;
        if (item.link?.type === 'doc' && item.link.id === docId) return item;
        const inner = find(item.items);
        if (inner) return inner;
      }
      return undefined;
    };
    const category = typeof target === 'string' ? Object.values(version.sidebars).map(find).find(Boolean) : target;
    if (!category) return undefined;
    const firstDoc = (list: SidebarItem[]): DocMeta | undefined => {
      for (const item of list) {
        if ((item.type === 'doc' || item.type === 'ref') && byId.get(item.id)) return byId.get(item.id);
        if (item.type === 'category') {
          const d = item.link?.type === 'doc' ? byId.get(item.link.id) : firstDoc(item.items);
          if (d) return d;
        }
      }
      return undefined;
    };
    const cards: Card[] = [];
    for (const item of category.items) {
      if (item.type === 'doc' || item.type === 'ref') {
        const d = byId.get(item.id);
        if (d && !d.unlisted) cards.push({title: item.label ?? d.title, url: absolute(d.permalink), description: d.description});
      } else if (item.type === 'category') {
        if (item.link?.type === 'generated-index') cards.push({title: item.label, url: absolute(item.link.permalink), description: item.link.description});
        else {
          const d = item.link?.type === 'doc' ? byId.get(item.link.id) : firstDoc(item.items);
          if (d) cards.push({title: item.label, url: absolute(d.permalink), description: d.description});
        }
      } else if (item.type === 'link') {
        cards.push({title: item.label, url: item.href.startsWith('/') ? absolute(item.href) : item.href, description: item.description});
      }
    }
    return cards;
  }
}

/** The categories of a version's sidebars whose page is generated by the docs plugin. */
function generatedIndices(version: LoadedVersion): (Category & {link: {type: 'generated-index'; permalink: string; title?: string; description?: string}})[] {
  const out: (Category & {link: {type: 'generated-index'; permalink: string; title?: string; description?: string}})[] = [];
  const walk = (list: SidebarItem[]) => {
    for (const item of list) {
      if (item.type !== 'category') continue;
      if (item.link?.type === 'generated-index') out.push(item as Category & {link: {type: 'generated-index'; permalink: string}});
      walk(item.items);
    }
  };
  for (const items of Object.values(version.sidebars)) walk(items);
  return out;
}

/** The options given to overrides/redoc in the site config, if it is there. */
function redocFixesOptions(plugins: unknown[]): {spec?: string; download?: string; next?: {spec: string; download: string}} | undefined {
  for (const entry of plugins) {
    if (Array.isArray(entry) && typeof entry[0] === 'string' && /[\\/]overrides[\\/]redoc([\\/]index\.ts)?$/.test(entry[0])) return entry[1] as {spec?: string; download?: string; next?: {spec: string; download: string}};
  }
  return undefined;
}

/** A twin: H1, description line, facts (URL, version or date), then the converted body. */
function twin(title: string, description: string, facts: string[], body: string): string {
  const head = [`# ${title}`, ...(description ? [`> ${description.replace(/\s+/g, ' ').trim()}`] : []), facts.join('\n')];
  return `${[...head, body].filter(Boolean).join('\n\n').trim()}\n`;
}

function sortPosts(posts: BlogPost[], order: 'ascending' | 'descending'): BlogPost[] {
  const time = (p: BlogPost) => new Date(p.metadata.date).getTime();
  return posts.filter((p) => !p.metadata.unlisted).sort((a, b) => (order === 'ascending' ? time(a) - time(b) : time(b) - time(a)));
}

/** Writes `content` at the public path `route` (which starts with the base URL). */
function writeOut(outDir: string, baseUrl: string, route: string, content: string): void {
  if (!route.startsWith(baseUrl)) throw new Error(`[${NAME}] ${route} is outside the base URL ${baseUrl}`);
  const file = path.join(outDir, route.slice(baseUrl.length));
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, content);
}

/**
 * Public URL of a built asset (an image imported by a page) from its source file: the bundler
 * emits `name-<hash>.ext` under assets/images/ (Docusaurus' default file names).
 */
function assetIndex(outDir: string, baseUrl: string, siteUrl: string): (file: string) => string | undefined {
  const dir = path.join(outDir, 'assets', 'images');
  const names = existsSync(dir) ? readdirSync(dir) : [];
  return (file) => {
    const {name, ext} = path.parse(file);
    const found = names.filter((n) => n.startsWith(`${name}-`) && n.endsWith(ext) && /^-[0-9a-f]{6,}$/.test(n.slice(name.length, -ext.length)));
    return found.length === 1 ? `${siteUrl}${baseUrl}assets/images/${found[0]}` : undefined;
  };
}
