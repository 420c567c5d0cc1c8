import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';
import rehypeStaticMath from '../shared/rehypeStaticMath';
import remarkStaticDiagrams from '../shared/remarkStaticDiagrams';
import remarkApiLinks from '../shared/remarkApiLinks';
import remarkFrontMatterCheck from '../shared/remarkFrontMatterCheck';
import remarkIslands from '../shared/remarkIslands';
import remarkDevLinkCheck from '../shared/remarkDevLinkCheck';
import remarkLastUpdated from '../shared/remarkLastUpdated';
import {siteDir} from './siteDir';
import {editUrlOf} from './repository';

/**
 * Two versions: `maintained` (labelled Current, served at /doc/) is the last version;
 * `current` is Docusaurus' name for the working `docs/` folder, served as Next at /doc/next/.
 */
export const docs = {
  path: 'docs',
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  lastVersion: 'maintained',
  versions: {
    current: {label: 'Next 🚧', path: 'next', banner: 'unreleased'},
    maintained: {label: 'Current'},
  },
  // remark-static-diagrams: each Mermaid block is its drawing, made by `npm run diagrams`.
  // remark-api-links: an <ApiLink> opens its version's API reference, or the build names the file.
  // remark-front-matter-check: invalid front matter is a compile error of the file (the dev overlay shows it).
  // remark-islands: a component imported by a page works on the served page too (last: it wraps elements).
  // remark-dev-link-check: in the dev server, broken links and anchors of a page show in the overlay.
  remarkPlugins: [remarkMath, [remarkStaticDiagrams, {siteDir}], [remarkApiLinks, {siteDir}], [remarkFrontMatterCheck, {kind: 'doc', siteDir}], remarkIslands, remarkDevLinkCheck, remarkLastUpdated],
  // rehype-static-math: each formula reaches React as one element holding KaTeX's HTML.
  rehypePlugins: [rehypeKatex, rehypeStaticMath],
  // "Edit this page" opens the file of the version being read: versioned_docs/version-maintained/
  // for Current, docs/ for Next (`versionDocsDirPath` is that folder, relative to the site).
  editUrl: ({versionDocsDirPath, docPath}) => editUrlOf(`${versionDocsDirPath}/${docPath}`),
  // The page's last-updated date is written at build time (shared/remarkLastUpdated.ts), not by the theme.
  showLastUpdateTime: false,
} satisfies DocsOptions;
