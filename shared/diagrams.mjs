// Diagrams drawn once, when they are written, not in every reader's browser.
//
// A Mermaid code block of the docs, the dev blog or the ADRs is drawn by Mermaid in Chromium by
// `npm run diagrams` (scripts/authoring/render-diagrams.mjs), which stores the drawing in
// diagrams/<key>.json; the build puts that SVG in the page (shared/remarkStaticDiagrams.ts) and
// stops, naming the file, when a block has no stored drawing. The key is a hash of the block's
// source, Mermaid's version and the settings below, so an edited block, an upgraded Mermaid or a
// changed setting needs a new drawing and the build says so.
//
// Shared by the remark plugin (the build), the renderer (plain Node) and their tests.
import {createHash} from 'node:crypto';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import {join, relative} from 'node:path';

/** Where the drawings are kept, relative to the site's root. */
export const DIAGRAM_DIR = 'diagrams';

/** The folders whose Markdown may hold diagrams, relative to the site's root. */
export const DIAGRAM_SOURCES = ['docs', 'versioned_docs', 'blog', 'adr'];

/** Mermaid's settings: the neutral theme the site has always used, one colour mode. */
export const MERMAID_CONFIG = {startOnLoad: false, theme: 'neutral', securityLevel: 'strict'};

/** The smallest size, in CSS pixels, a diagram's text may be drawn at. */
export const MIN_TEXT_PX = 12;

/**
 * The narrowest width a diagram drawn `naturalWidth` wide may be scaled to, so that none of its
 * texts (font sizes in px at the natural size) is drawn smaller than `minText`. A diagram whose
 * smallest text is already at or under that size keeps its natural width; one without text can
 * shrink freely (0).
 * @param {number} naturalWidth
 * @param {readonly number[]} fontSizes
 * @param {number} [minText]
 * @returns {number}
 */
export function readableWidth(naturalWidth, fontSizes, minText = MIN_TEXT_PX) {
  const sizes = fontSizes.filter((size) => Number.isFinite(size) && size > 0);
  if (sizes.length === 0 || !(naturalWidth > 0)) return 0;
  const scale = Math.min(1, minText / Math.min(...sizes));
  return Math.ceil(naturalWidth * scale);
}

/**
 * The key of a drawing: 16 hex digits of the SHA-256 of Mermaid's version, the settings and the source.
 * @param {string} source the block's text
 * @param {string} mermaidVersion
 * @returns {string}
 */
export function diagramKey(source, mermaidVersion) {
  return createHash('sha256').update(`${mermaidVersion}\n${JSON.stringify(MERMAID_CONFIG)}\n${source}`).digest('hex').slice(0, 16);
}

/**
 * The installed Mermaid's version (the one `npm run diagrams` draws with).
 * @param {string} siteDir
 * @returns {string}
 */
export function mermaidVersion(siteDir) {
  return JSON.parse(readFileSync(join(siteDir, 'node_modules', 'mermaid', 'package.json'), 'utf8')).version;
}

/**
 * @typedef {object} Drawing
 * @property {string} source the block's text
 * @property {string} svg Mermaid's SVG, with `DIAGRAM_ID` where its id goes
 * @property {number} width the drawing's natural width (its viewBox)
 * @property {number} minWidth the narrowest readable width (`readableWidth`)
 */

/** Stands for the SVG's id in a stored drawing: each page gives its diagrams ids of their own. */
export const DIAGRAM_ID = '__DIAGRAM_ID__';

/**
 * The stored drawing of `key`, or undefined.
 * @param {string} siteDir
 * @param {string} key
 * @returns {Drawing | undefined}
 */
export function readDrawing(siteDir, key) {
  const file = join(siteDir, DIAGRAM_DIR, `${key}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/**
 * The Mermaid blocks of one Markdown or MDX file: each fenced block whose info string is `mermaid`,
 * its text as the build's parser gives it (the fence's own indentation removed from each line). The
 * build checks the other way round: a block it finds without a drawing stops it, naming the file.
 * @param {string} text
 * @returns {{source: string, line: number}[]}
 */
export function mermaidBlocks(text) {
  const lines = text.split('\n');
  const found = [];
  for (let i = 0; i < lines.length; i++) {
    // A fence is three or more backticks (\x60) or tildes.
    const open = /^(\s*)(\x60{3,}|~{3,})\s*mermaid\s*$/.exec(lines[i]);
    if (!open) continue;
    const [, indent, fence] = open;
    const body = [];
    let j = i + 1;
    const closes = new RegExp(`^\\s*${fence[0] === '~' ? '~' : '\\x60'}{${fence.length},}\\s*$`);
    while (j < lines.length && !closes.test(lines[j])) {
      body.push(lines[j].replace(new RegExp(`^ {0,${indent.length}}`), ''));
      j++;
    }
    found.push({source: body.join('\n'), line: i + 1});
    i = j;
  }
  return found;
}

/**
 * Every Mermaid block of the site's content: file (relative to the site), line and source.
 * @param {string} siteDir
 * @returns {{file: string, line: number, source: string}[]}
 */
export function siteDiagrams(siteDir) {
  const found = [];
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, {withFileTypes: true})) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.mdx?$/.test(entry.name)) {
        const text = readFileSync(path, 'utf8');
        if (!text.includes('mermaid')) continue;
        for (const block of mermaidBlocks(text)) found.push({file: relative(siteDir, path), ...block});
      }
    }
  };
  for (const dir of DIAGRAM_SOURCES) walk(join(siteDir, dir));
  return found;
}
