#!/usr/bin/env node
// `npm run diagrams`: draws every Mermaid block of the content that has no drawing yet, with the
// installed Mermaid in Debian's Chromium, into diagrams/<key>.json (see shared/diagrams.mjs), and
// deletes the drawings no block uses any more. Run it after adding or editing a diagram; commit
// diagrams/ with the page. `--all` draws every block again (after a change of fonts, say).
//
// What is stored: Mermaid's SVG with its id left as a placeholder (each page numbers its own),
// the natural width of the drawing, and the narrowest width at which its smallest text is still
// 12 px (`readableWidth`), which the page gives the drawing as its min-width.
import {mkdirSync, readdirSync, rmSync, utimesSync, writeFileSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';
import {DIAGRAM_DIR, DIAGRAM_ID, MERMAID_CONFIG, diagramKey, mermaidVersion, readDrawing, readableWidth, siteDiagrams} from '../../shared/diagrams.mjs';

const SITE = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const all = process.argv.includes('--all');
const RENDER_ID = 'diagram-being-drawn';

/**
 * Mermaid names most of a drawing's elements after its id, but not all (a sequence diagram's actor
 * figures count up across drawings): every other id, and each reference to it, is prefixed with
 * the drawing's id, so that two diagrams of one page never share an id.
 * @param {string} svg
 * @returns {string}
 */
function ownIds(svg) {
  const foreign = [...new Set(Array.from(svg.matchAll(/\sid="([^"]+)"/g), (m) => m[1]).filter((id) => !id.startsWith(RENDER_ID)))];
  let out = svg;
  for (const id of foreign) {
    const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    out = out.replace(new RegExp(`(\\sid="|#)${escaped}(?=["),;\\s])`, 'g'), `$1${RENDER_ID}-${id}`);
  }
  // Mermaid gives some elements of one drawing the same id (two actors' figures): the repeats get
  // a number (these ids are not referred to).
  const seen = new Map();
  return out.replace(/(\sid=")([^"]+)"/g, (whole, before, id) => {
    const count = (seen.get(id) ?? 0) + 1;
    seen.set(id, count);
    return count === 1 ? whole : `${before}${id}-${count}"`;
  });
}

const version = mermaidVersion(SITE);
const blocks = siteDiagrams(SITE);
const byKey = new Map(blocks.map((block) => [diagramKey(block.source, version), block]));
const dir = join(SITE, DIAGRAM_DIR);
mkdirSync(dir, {recursive: true});

const wanted = [...byKey].filter(([key]) => all || readDrawing(SITE, key) === undefined);
if (wanted.length > 0) {
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu']});
  try {
    const page = await browser.newPage({viewport: {width: 1280, height: 900}});
    await page.setContent('<!doctype html><html><body style="margin:0"><div id="host" style="width:760px"></div></body></html>');
    await page.addScriptTag({path: join(SITE, 'node_modules', 'mermaid', 'dist', 'mermaid.min.js')});
    await page.evaluate((config) => window.mermaid.initialize(config), MERMAID_CONFIG);
    for (const [key, {file, line, source}] of wanted) {
      let drawn;
      try {
        drawn = await page.evaluate(
          async ({id, source}) => {
            const {svg} = await window.mermaid.render(id, source);
            const host = document.getElementById('host');
            host.innerHTML = svg;
            const element = host.querySelector('svg');
            const fonts = Array.from(element.querySelectorAll('text, foreignObject span, foreignObject div, foreignObject p'))
              .filter((text) => text.textContent?.trim())
              .map((text) => parseFloat(getComputedStyle(text).fontSize));
            const width = element.viewBox.baseVal?.width ?? 0;
            host.innerHTML = '';
            return {svg, fonts, width};
          },
          {id: RENDER_ID, source},
        );
      } catch (error) {
        throw new Error(`${file}:${line}: Mermaid cannot draw this diagram: ${String(error).split('\n')[0]}`);
      }
      const svg = ownIds(drawn.svg).replaceAll(RENDER_ID, DIAGRAM_ID);
      const drawing = {source, svg, width: drawn.width, minWidth: readableWidth(drawn.width, drawn.fonts)};
      writeFileSync(join(dir, `${key}.json`), `${JSON.stringify(drawing, null, 1)}\n`);
      console.log(`drew ${key} (${file}:${line}): ${Math.round(drawn.width)} px wide, readable from ${drawing.minWidth} px, ${svg.length} bytes`);
    }
  } finally {
    await browser.close();
  }
}

// A running dev server compiled each page that waits for a drawing before the drawing existed:
// touching the page makes it compile the page again, now with its drawing (no save needed).
const now = new Date();
for (const file of new Set(wanted.map(([, block]) => block.file))) utimesSync(join(SITE, file), now, now);

let removed = 0;
for (const name of readdirSync(dir)) {
  if (name.endsWith('.json') && !byKey.has(name.slice(0, -'.json'.length))) {
    rmSync(join(dir, name));
    removed++;
  }
}
console.log(`${blocks.length} Mermaid blocks, ${byKey.size} different: ${wanted.length} drawn, ${removed} unused drawings removed (Mermaid ${version}).`);
