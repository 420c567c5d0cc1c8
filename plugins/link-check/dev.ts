/**
 * The link check of one page while the dev server compiles it (shared/remarkDevLinkCheck.ts), over
 * the sources ./index.ts loaded last in development: the page's links are read from the text being
 * compiled (which may be newer than what was loaded) and checked against every other page.
 */
import type {PageLinkCheck} from '../../shared/remarkDevLinkCheck';
import {checkLinks, formatBrokenLinks, parseSource, type ParsedSource, type SourcePage} from './check';

export interface DevSources {
  pages: SourcePage[];
  baseUrl: string;
  siteDir: string;
  parseFile: (file: string) => ParsedSource | null;
}

/** The check of one page's text: the report of its broken links and anchors, undefined if none or no page. */
export function devLinkCheck(sources: DevSources): PageLinkCheck {
  return (file, text) => {
    const page = sources.pages.find((p) => p.file === file);
    if (!page) return undefined;
    const fresh: SourcePage = {...page, parsed: parseSource(text, file)};
    const pages = sources.pages.map((p) => (p === page ? fresh : p));
    const broken = checkLinks({pages, baseUrl: sources.baseUrl, siteDir: sources.siteDir, routes: null, parseFile: sources.parseFile, only: file});
    return broken.length > 0 ? formatBrokenLinks(broken) : undefined;
  };
}
