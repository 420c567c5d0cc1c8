/**
 * Remark plugin (config/docs.ts, config/blogs.ts): each Mermaid code block becomes its drawing, made
 * when the diagram was written (`npm run diagrams`, see shared/diagrams.mjs), so that no reader's
 * browser loads Mermaid (about 200 KiB gzip) or lays a diagram out late, moving the page under a
 * reader who jumped to a heading.
 *
 * The block becomes `<div className="diagram-figure" dangerouslySetInnerHTML={{__html: html}} />`:
 * one element for React, its content written as HTML, in the prerendered page and in the page's
 * code for a client-side navigation alike. Inside, `div.diagram` holds the SVG, which keeps
 * Mermaid's viewBox, so the browser knows its height from its width before anything is drawn.
 *
 * How a drawing meets its column is decided here, once per drawing, from its natural (viewBox)
 * width and its smallest text (`diagramFit`), and carried out by CSS alone (src/css/custom.css):
 * - its min-width is the narrowest width at which its text is still 12 px on a phone or tablet
 *   (`--diagram-min`), 10 px on a desktop (`--diagram-min-desktop`, from 997 px, the theme's
 *   breakpoint); above it the drawing scales with its column, up to its natural width;
 * - `fits`: not wider than the desktop column (703 px in a 1280 px window); `scaled`: wider, but
 *   its text is still 10 px or more once scaled to that column; `full`: readable only wider than
 *   the column, so it scrolls sideways there and gets an "Open full size" link to the drawing alone
 *   (written by plugins/static-diagrams as build/diagrams/<key>.svg, at its natural size);
 * - a drawing that can be wider than a column (its phone min-width is over the narrowest column)
 *   is a focusable, labelled group, so that keyboard readers can scroll it, and has the caption
 *   "Scroll sideways to see the whole diagram", which the stylesheet shows when it does scroll.
 *
 * A block without a stored drawing stops the build, naming the file and line.
 */
import type {Code, Root, RootContent} from 'mdast';
import {DIAGRAM_ID, MIN_TEXT_PX, diagramKey, mermaidVersion, readDrawing} from './diagrams.mjs';
import {innerHtmlAttribute} from './mdxHtml';
import {BASE_URL} from './site.mjs';

/** The narrowest column a page gives its article (a 320 px phone, 16 px margins): a drawing readable only wider may scroll. */
export const NARROWEST_COLUMN = 288;

/** The article's column on a desktop, in a 1280 px window (sidebar and table of contents shown). */
export const DESKTOP_COLUMN = 703;

/** The smallest text, in CSS pixels, a drawing is scaled down to on a desktop (phones keep MIN_TEXT_PX). */
export const DESKTOP_MIN_TEXT_PX = 10;

/** Where plugins/static-diagrams writes the drawings shown full size, relative to the build folder. */
export const FULL_SIZE_DIR = 'diagrams';

export type DiagramFit = {
  /** `fits` the desktop column as drawn, is `scaled` to it with its text still >= 10 px, or is shown `full` size on its own. */
  kind: 'fits' | 'scaled' | 'full';
  /** The natural width (the viewBox's). */
  width: number;
  /** The narrowest width with 12 px text (phones and tablets), 0 when it may shrink freely. */
  minWidth: number;
  /** The narrowest width with 10 px text (desktop). */
  minWidthDesktop: number;
};

/**
 * How a drawing meets the desktop column. Its smallest text is known from its stored readable
 * width (`readableWidth`: natural width × 12 / smallest font size, rounded up, when under the
 * natural width); a drawing readable only at its natural width has text of 12 px or less, and is
 * not scaled down on a desktop either.
 */
export function diagramFit(drawing: {width: number; minWidth: number}): DiagramFit {
  const width = Math.ceil(drawing.width);
  const {minWidth} = drawing;
  const minWidthDesktop = minWidth <= 0 ? 0 : minWidth < width ? Math.ceil((minWidth * DESKTOP_MIN_TEXT_PX) / MIN_TEXT_PX) : minWidth;
  const kind = width <= DESKTOP_COLUMN ? 'fits' : minWidthDesktop <= DESKTOP_COLUMN ? 'scaled' : 'full';
  return {kind, width, minWidth, minWidthDesktop};
}

interface Options {
  /** The site's root (diagrams/ and node_modules/mermaid are read from it). */
  siteDir: string;
}

type Parent = {children: RootContent[]};

function jsxAttribute(name: string, value: string) {
  return {type: 'mdxJsxAttribute', name, value};
}

/**
 * The drawing's geometry to two decimals (a hundredth of a pixel at natural size): Mermaid writes
 * path data, points and transforms with up to 17 digits, most of a drawing's bytes, which every
 * page carries in its HTML and its route's script. A number written against the next one
 * (`.4.05`, compact path data of an icon) is left as it is.
 */
export function compactSvg(svg: string): string {
  const round = (number: string) => String(Math.round(Number(number) * 100) / 100);
  return svg.replace(/ (d|points|transform)="([^"]*)"/g, (_, name: string, value: string) => ` ${name}="${value.replace(/(?<![\d.])-?\d+\.\d{3,}(?:e-?\d+)?(?![\d.])/g, round)}"`);
}

/** The SVG of a stored drawing for one place: its own id, and its min-widths (phone, desktop) as custom properties. */
export function placedSvg(svg: string, id: string, fit: Pick<DiagramFit, 'minWidth' | 'minWidthDesktop'>): string {
  const withId = compactSvg(svg).replaceAll(DIAGRAM_ID, id);
  if (fit.minWidth <= 0) return withId;
  return withId.replace(/^<svg([^>]*?) style="/, (_, attributes: string) => `<svg${attributes} style="--diagram-min: ${fit.minWidth}px; --diagram-min-desktop: ${fit.minWidthDesktop}px; `);
}

/** The standalone drawing at its natural size (build/diagrams/<key>.svg): well-formed XML, its width and height fixed. */
export function fullSizeSvg(svg: string, key: string): string {
  const viewBox = /viewBox="(-?[\d.]+) (-?[\d.]+) ([\d.]+) ([\d.]+)"/.exec(svg);
  const [width, height] = viewBox ? [Math.ceil(Number(viewBox[3])), Math.ceil(Number(viewBox[4]))] : [0, 0];
  return compactSvg(svg)
    .replaceAll(DIAGRAM_ID, `mermaid-${key}`)
    .replace(/^<svg([^>]*?) width="100%"/, `<svg$1 width="${width}" height="${height}"`)
    .replace(/<br\s*>/g, '<br/>')
    .replace(/&nbsp;/g, '&#160;');
}

/** The HTML of one placed diagram: the scrolling element with its SVG, then its caption and link, if any. */
export function diagramHtml(svg: string, key: string, fit: DiagramFit): string {
  const scrolls = fit.minWidth > NARROWEST_COLUMN;
  const group = scrolls ? ' tabindex="0" role="group" aria-label="Diagram (scrolls sideways when wider than the screen)"' : '';
  const notes = [
    scrolls ? '<span class="diagram-cue">Scroll sideways to see the whole diagram.</span>' : '',
    fit.kind === 'full' ? `<a class="diagram-full-size" href="${BASE_URL}${FULL_SIZE_DIR}/${key}.svg">Open the diagram full size</a>` : '',
  ].filter(Boolean);
  const note = notes.length > 0 ? `<p class="diagram-note">${notes.join(' ')}</p>` : '';
  return `<div class="diagram diagram--${fit.kind}"${group}>${svg}</div>${note}`;
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
              `${file.path}:${position?.start.line ?? '?'}: this Mermaid diagram has no drawing in diagrams/ (key ${key}, Mermaid ${version}). Run \`npm run diagrams\`: the dev server (npm run dev) then shows the drawing by itself; a build needs running again.`,
            );
          }
          const count = (seen.get(key) ?? 0) + 1;
          seen.set(key, count);
          const id = count === 1 ? `mermaid-${key}` : `mermaid-${key}-${count}`;
          const fit = diagramFit(drawing);
          const html = diagramHtml(placedSvg(drawing.svg, id, fit), key, fit);
          // Left out of the search index, as when Mermaid drew it in the browser: its labels repeat the text around it.
          const attributes: object[] = [jsxAttribute('className', 'diagram-figure'), jsxAttribute('data-pagefind-ignore', 'all'), innerHtmlAttribute(html)];
          parent.children[index] = {type: 'mdxJsxFlowElement', name: 'div', attributes, children: [], position} as unknown as RootContent;
          return;
        }
        if ('children' in node && Array.isArray(node.children)) walk(node as Parent);
      });
    };
    walk(tree);
  };
}
