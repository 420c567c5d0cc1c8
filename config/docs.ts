import type {Options as DocsOptions} from '@docusaurus/plugin-content-docs';
import remarkMath from 'remark-math';
import rehypeKatex from 'rehype-katex';

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
  remarkPlugins: [remarkMath],
  rehypePlugins: [rehypeKatex],
  showLastUpdateTime: false,
} satisfies DocsOptions;
