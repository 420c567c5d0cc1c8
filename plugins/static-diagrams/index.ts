/**
 * Local Docusaurus plugin for the diagrams drawn when written (shared/remarkStaticDiagrams.ts):
 * - the bundler's persistent cache is keyed by the remark plugin, its helpers and every stored
 *   drawing, so a warm build never keeps a page's old drawing after `npm run diagrams --all`
 *   redrew it (the MDX loader only sees a block's source, which has not changed);
 * - the development server watches diagrams/, so a new drawing shows without a restart.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {addCacheDependencies} from '../../overrides/bundler-cache';
import {DIAGRAM_DIR} from '../../shared/diagrams.mjs';

export default function staticDiagrams(context: LoadContext): Plugin {
  const dir = path.join(context.siteDir, DIAGRAM_DIR);
  const drawings = () => readdirSync(dir).filter((name) => name.endsWith('.json')).map((name) => path.join(dir, name));
  return {
    name: 'static-diagrams',
    getPathsToWatch: () => [path.join(dir, '*.json')],
    configureWebpack(config) {
      const shared = path.join(context.siteDir, 'shared');
      addCacheDependencies(config, 'static-diagrams', [__filename, path.join(shared, 'remarkStaticDiagrams.ts'), path.join(shared, 'diagrams.mjs'), ...drawings()]);
      return {};
    },
  };
}
