/**
 * Local Docusaurus plugin for the diagrams drawn when written (shared/remarkStaticDiagrams.ts):
 * - the development server watches diagrams/, so a new drawing shows without a restart;
 * - after the build, each drawing readable only wider than the desktop column (`diagramFit`: `full`)
 *   is written alone, at its natural size, as build/diagrams/<key>.svg, which its "Open the diagram
 *   full size" link opens.
 */
import {mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {DIAGRAM_DIR} from '../../shared/diagrams.mjs';
import {FULL_SIZE_DIR, diagramFit, fullSizeSvg} from '../../shared/remarkStaticDiagrams';

export default function staticDiagrams(context: LoadContext): Plugin {
  const dir = path.join(context.siteDir, DIAGRAM_DIR);
  const drawings = () => readdirSync(dir).filter((name) => name.endsWith('.json')).map((name) => path.join(dir, name));
  return {
    name: 'static-diagrams',
    getPathsToWatch: () => [path.join(dir, '*.json')],
    async postBuild({outDir}) {
      const out = path.join(outDir, FULL_SIZE_DIR);
      mkdirSync(out, {recursive: true});
      for (const file of drawings()) {
        const drawing = JSON.parse(readFileSync(file, 'utf8')) as {svg: string; width: number; minWidth: number};
        if (diagramFit(drawing).kind !== 'full') continue;
        const key = path.basename(file, '.json');
        writeFileSync(path.join(out, `${key}.svg`), fullSizeSvg(drawing.svg, key));
      }
    },
  };
}
