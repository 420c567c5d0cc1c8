/**
 * Remark plugin (config/docs.ts, config/blogs.ts): checks a page's front matter with the docs or blog
 * plugin's own schema while the page is compiled. A production build already stops on invalid front
 * matter (the plugin loads its content first); the dev server only logged it in the terminal and kept
 * the old page, so this check makes the error a compile error of the file, which the dev server's
 * browser overlay shows with the file's path. The schemas are Docusaurus' exported validators
 * (`@docusaurus/plugin-content-docs/lib/frontMatter.js`, `@docusaurus/plugin-content-blog/lib/frontMatter.js`).
 */
import {relative} from 'node:path';
import {validateDocFrontMatter} from '@docusaurus/plugin-content-docs/lib/frontMatter.js';
import {validateBlogPostFrontMatter} from '@docusaurus/plugin-content-blog/lib/frontMatter.js';

interface Options {
  /** Which schema: a doc page's or a blog post's (the dev blog and the ADRs). */
  kind: 'doc' | 'blog';
  /** The site's root, to name files relative to it. */
  siteDir: string;
}

export default function remarkFrontMatterCheck({kind, siteDir}: Options) {
  return (_tree: unknown, file: {path?: string; data?: {frontMatter?: Record<string, unknown>}}) => {
    const frontMatter = file.data?.frontMatter;
    if (!frontMatter || !file.path) return;
    // Partials (files starting with _) are imported into pages and have no page front matter.
    if (/(^|\/)_[^/]*$/.test(file.path)) return;
    try {
      if (kind === 'doc') validateDocFrontMatter(frontMatter as never);
      else validateBlogPostFrontMatter(frontMatter as never);
    } catch (error) {
      throw new Error(`${relative(siteDir, file.path)}: invalid front matter: ${(error as Error).message}`);
    }
  };
}
