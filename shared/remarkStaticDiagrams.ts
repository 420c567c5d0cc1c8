/**
 * Remark plugin (config/docs.ts, config/blogs.ts): each Mermaid code block becomes its drawing, made
 * when the diagram was written (`npm run diagrams`, see shared/diagrams.mjs), so that no reader's
 * browser loads Mermaid (about 200 KiB gzip) or lays a diagram out late, moving the page under a
 * reader who jumped to a heading.
 *
 * The block becomes `<div className="diagram" dangerouslySetInnerHTML={{__html: svg}} />`: one
 * element for React, the SVG written as HTML, in the prerendered page and in the page's code for a
 * client-side navigation alike. The SVG keeps Mermaid's viewBox, so the browser knows its height
 * from its width before anything is drawn; its min-width is the narrowest width at which its text
 * is still 12 px, and a drawing wider than the column scrolls sideways inside the element, which
 * is then a focusable, labelled group for keyboard readers.
 *
 * A block without a stored drawing stops the build, naming the file and line.
 */
import type {Code, Root, RootContent} from 'mdast';
import {DIAGRAM_ID, diagramKey, mermaidVersion, readDrawing} from './diagrams.mjs';
import {innerHtmlAttribute} from './mdxHtml';

/** The narrowest column a page gives its article (a 320 px phone, 16 px margins): a drawing readable only wider may scroll. */
export const NARROWEST_COLUMN = 288;

interface Options {
  /** The site's root (diagrams/ and node_modules/mermaid are read from it). */
  siteDir: string;
}

type Parent = {children: RootContent[]};

function jsxAttribute(name: string, value: string) {
  return {type: 'mdxJsxAttribute', name, value};
}

/** The SVG of a stored drawing for one place: its own id, and its readable min-width. */
export function placedSvg(svg: string, id: string, minWidth: number): string {
  const withId = svg.replaceAll(DIAGRAM_ID, id);
  if (minWidth <= 0) return withId;
  return withId.replace(/^<svg([^>]*?) style="/, (_, attributes: string) => `<svg${attributes} style="min-width: ${minWidth}px; `);
}

export default function remarkStaticDiagrams({siteDir}: Options) {
  const version = mermaidVersion(siteDir);
  return (tree: Root, file: {path?: string}): void => {
    const seen = new Map<string, number>();
    const walk = (parent: Parent): void => {
      parent.children.forEach((node, index) => {
        if (node.type === 'code' && (node as Code).lang === 'mermaid') {
          const {value, position} = node as Code;
          const key = diagramKey(value, version);
          const drawing = readDrawing(siteDir, key);
          if (!drawing) {
            throw new Error(
              `${file.path}:${position?.start.line ?? '?'}: this Mermaid diagram has no drawing in diagrams/ (key ${key}, Mermaid ${version}). Run \`npm run diagrams\`, then build again.`,
            );
          }
          const count = (seen.get(key) ?? 0) + 1;
          seen.set(key, count);
          const id = count === 1 ? `mermaid-${key}` : `mermaid-${key}-${count}`;
          // Left out of the search index, as when Mermaid drew it in the browser: its labels repeat the text around it.
          const attributes: object[] = [jsxAttribute('className', 'diagram'), jsxAttribute('data-pagefind-ignore', 'all')];
          if (drawing.minWidth > NARROWEST_COLUMN) {
            attributes.push(jsxAttribute('tabIndex', '0'), jsxAttribute('role', 'group'), jsxAttribute('aria-label', 'Diagram (scrolls sideways when wider than the screen)'));
          }
          attributes.push(innerHtmlAttribute(placedSvg(drawing.svg, id, drawing.minWidth)));
          parent.children[index] = {type: 'mdxJsxFlowElement', name: 'div', attributes, children: [], position} as unknown as RootContent;
          return;
        }
        if ('children' in node && Array.isArray(node.children)) walk(node as Parent);
      });
    };
    walk(tree);
  };
}
