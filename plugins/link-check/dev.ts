/**
 * The link check of one page while the dev server compiles it (shared/remarkDevLinkCheck.ts): the
 * sources that ./index.ts loaded last (its `allContentLoaded` in development) are kept here, on
 * the process, since the remark plugin and the Docusaurus plugin are loaded as separate modules.
 * In a production build nothing is kept and the check of ./index.ts's postBuild is the only one.
 */
import {checkLinks, parseSource, type BrokenLink, type ParsedSource, type SourcePage} from './check';

interface DevSources {
  pages: SourcePage[];
  baseUrl: string;
  siteDir: string;
  parseFile: (file: string) => ParsedSource | null;
}

const KEY = Symbol.for('mithril-doc.link-check.dev-sources');
type Holder = {[KEY]?: DevSources};

export function setDevSources(sources: DevSources | undefined): void {
  (globalThis as Holder)[KEY] = sources;
}

/**
 * The broken links and anchors of a page's source as it is being compiled (`text`, which may be
 * newer than what was loaded), or null outside the dev server or for a file that is no page.
 */
export function brokenLinksOf(file: string, text: string): BrokenLink[] | null {
  const sources = (globalThis as Holder)[KEY];
  const page = sources?.pages.find((p) => p.file === file);
  if (!sources || !page) return null;
  const fresh: SourcePage = {...page, parsed: parseSource(text, file)};
  const pages = sources.pages.map((p) => (p === page ? fresh : p));
  return checkLinks({pages, baseUrl: sources.baseUrl, siteDir: sources.siteDir, routes: null, parseFile: sources.parseFile, only: file});
}
