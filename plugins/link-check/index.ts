/**
 * Local Docusaurus plugin "link-check": every broken internal link and anchor of the docs, the dev
 * blog and the ADRs, named by file, line and column, all in one report (./check.ts does the work).
 *
 * Docusaurus' own check (onBrokenLinks/onBrokenAnchors) names the route of the page, not its file,
 * and throws on broken links before it looks at anchors, so a build showed one kind at a time.
 * This plugin reads the sources once their content is loaded (`allContentLoaded`) and checks them
 * in `postBuild`, when every route of the site is known. Docusaurus runs `postBuild` before its
 * broken links checker (@docusaurus/core lib/commands/build/buildLocale.js, hashed in
 * overrides/manifest.json, entry `link-check`), so a broken link of a source fails the build here
 * with every other one listed; Docusaurus' check, still `throw`, then only has to catch what no
 * source writes (navbar, footer, components).
 *
 * In development (`npm run dev`), where Docusaurus checks no link, the same check runs whenever
 * content reloads and prints its report as a warning in the terminal, and each page compiled
 * checks its own links (./dev.ts), which the browser's overlay then shows; routes are not known
 * there, so a link to a route that is no page of a source is not reported (the build reports it).
 */
import {readFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent as DocsContent} from '@docusaurus/plugin-content-docs';
import type {BlogContent} from '@docusaurus/plugin-content-blog';
import {checkLinks, formatBrokenLinks, parseSource, type ParsedSource, type SourcePage} from './check';
import {devLinkCheck} from './dev';
import {provideDevLinkCheck} from '../../shared/remarkDevLinkCheck';

const {recordFired} = require('../../overrides/report.cjs') as typeof import('../../overrides/report.cjs');

/**
 * Sources already read, with their text: the dev server loads every page's content again at each
 * save, and only the saved file needs parsing again.
 */
const parsedSources = new Map<string, {text: string; parsed: ParsedSource | null}>();

/** Reads a source; null if it is not valid MDX (Docusaurus' compiler then fails, naming it). */
function read(file: string): ParsedSource | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const known = parsedSources.get(file);
  if (known && known.text === text) return known.parsed;
  let parsed: ParsedSource | null;
  try {
    parsed = parseSource(text, file);
  } catch {
    parsed = null;
  }
  parsedSources.set(file, {text, parsed});
  return parsed;
}

/** The pages of the docs and blog plugins' loaded content, with their parsed sources. */
export function pagesOf(allContent: Record<string, Record<string, unknown> | undefined>, siteDir: string): SourcePage[] {
  const fileOf = (source: string) => path.join(siteDir, source.replace(/^@site\//, ''));
  const pages: SourcePage[] = [];
  const add = (source: string, permalink: string, contentDir: string) => {
    const file = fileOf(source);
    const parsed = existsSync(file) ? read(file) : null;
    if (parsed) pages.push({file, permalink, contentDir, parsed});
  };
  for (const content of Object.values(allContent['docusaurus-plugin-content-docs'] ?? {}) as DocsContent[]) {
    for (const version of content.loadedVersions) for (const doc of version.docs) add(doc.source, doc.permalink, version.contentPath);
  }
  for (const content of Object.values(allContent['docusaurus-plugin-content-blog'] ?? {}) as BlogContent[]) {
    for (const post of content.blogPosts) {
      const file = fileOf(post.metadata.source);
      add(post.metadata.source, post.metadata.permalink, path.join(siteDir, path.relative(siteDir, file).split(path.sep)[0]));
    }
  }
  return pages;
}

export default function linkCheck(context: LoadContext): Plugin {
  const {siteDir, baseUrl} = context;
  const isBuild = process.argv.includes('build');
  let pages: SourcePage[] = [];
  return {
    name: 'link-check',
    allContentLoaded({allContent}) {
      pages = pagesOf(allContent as Record<string, Record<string, unknown> | undefined>, siteDir);
      if (isBuild) return;
      // Each page compiled from now on checks its own links too (shared/remarkDevLinkCheck.ts).
      provideDevLinkCheck(devLinkCheck({pages, baseUrl, siteDir, parseFile: read}));
      const broken = checkLinks({pages, baseUrl, siteDir, routes: null, parseFile: read});
      if (broken.length > 0) console.warn(`[link-check] ${formatBrokenLinks(broken)}`);
      else console.log(`[link-check] ${pages.length} sources: no broken anchor or Markdown link (routes are checked by the build)`);
    },
    postBuild({routesPaths}) {
      const broken = checkLinks({pages, baseUrl, siteDir, routes: routesPaths, parseFile: read});
      recordFired(siteDir, ['link-check'], 'postBuild');
      if (broken.length > 0) throw new Error(formatBrokenLinks(broken));
      console.log(`[link-check] ${pages.length} sources, ${pages.reduce((n, p) => n + p.parsed.links.length, 0)} links: none broken`);
    },
  };
}
