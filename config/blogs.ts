import type {Options as BlogOptions} from '@docusaurus/plugin-content-blog';
import remarkStaticDiagrams from '../shared/remarkStaticDiagrams';
import remarkApiLinks from '../shared/remarkApiLinks';
import remarkFrontMatterCheck from '../shared/remarkFrontMatterCheck';
import remarkIslands from '../shared/remarkIslands';
import remarkDevLinkCheck from '../shared/remarkDevLinkCheck';
import remarkLastUpdated from '../shared/remarkLastUpdated';
import {editUrlOf} from './repository';
import {siteDir} from './siteDir';

/** Settings shared by the dev blog and the ADR log: unknown tags or authors fail the build. */
const strictBlog = {
  postsPerPage: 10,
  showReadingTime: true,
  sortPosts: 'descending',
  tags: 'tags.yml',
  onInlineTags: 'throw',
  authorsMapPath: 'authors.yml',
  onInlineAuthors: 'throw',
  onUntruncatedBlogPosts: 'throw',
  // "Edit this page" opens the post's file (blog/ or adr/).
  editUrl: ({blogDirPath, blogPath}) => editUrlOf(`${blogDirPath}/${blogPath}`),
  // The page's last-updated date is written at build time (shared/remarkLastUpdated.ts), not by the theme.
  showLastUpdateTime: false,
  // Mermaid blocks are their drawings, made by `npm run diagrams` (shared/remarkStaticDiagrams.ts).
  // An <ApiLink> names an operation of the Current API reference (shared/remarkApiLinks.ts).
  // A component imported by a post works on the served page too (shared/remarkIslands.ts); in the
  // dev server, its broken links and anchors show in the overlay (shared/remarkDevLinkCheck.ts).
  remarkPlugins: [[remarkStaticDiagrams, {siteDir}], [remarkApiLinks, {siteDir}], [remarkFrontMatterCheck, {kind: 'blog', siteDir}], remarkIslands, remarkDevLinkCheck, [remarkLastUpdated, {blog: true}]],
} satisfies BlogOptions;

export const devBlog = {
  ...strictBlog,
  path: 'blog',
  routeBasePath: 'dev-blog',
  blogTitle: 'Dev blog',
  blogDescription:
    'News from the Mithril team: releases, distributions, breaking changes, era switches and security advisories.',
  blogSidebarTitle: 'Recent posts',
  blogSidebarCount: 10,
  feedOptions: {
    type: ['rss', 'atom'],
    title: 'Mithril dev blog',
    description: 'Releases, breaking changes and advisories of the Mithril network.',
    copyright: `Copyright © ${new Date().getFullYear()} IOG, Inc.`,
    limit: false,
  },
} satisfies BlogOptions;

export const adrBlog = {
  ...strictBlog,
  id: 'adr',
  path: 'adr',
  routeBasePath: 'adr',
  blogTitle: 'Architecture decision records',
  blogDescription: 'The architecture decisions of the Mithril project: context, decision and consequences.',
  blogSidebarTitle: 'All ADRs',
  blogSidebarCount: 'ALL',
  feedOptions: {
    type: ['rss', 'atom'],
    title: 'Mithril architecture decision records',
    copyright: `Copyright © ${new Date().getFullYear()} IOG, Inc.`,
    limit: false,
  },
} satisfies BlogOptions;
