import {readdirSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import type {Root} from 'mdast';
import {DIAGRAM_DIR, DIAGRAM_ID, diagramKey, mermaidBlocks, mermaidVersion, readDrawing, readableWidth, siteDiagrams} from '../../shared/diagrams.mjs';
import remarkStaticDiagrams, {compactSvg, DESKTOP_COLUMN, diagramFit, diagramHtml, fullSizeSvg, placedSvg} from '../../shared/remarkStaticDiagrams';

const SITE = resolve(__dirname, '..', '..');
const VERSION = mermaidVersion(SITE);

describe('readableWidth', () => {
  it('lets a diagram shrink until its smallest text is 12 px', () => {
    expect(readableWidth(1600, [16, 18])).toBe(1200);
  });
  it('keeps the natural width when the text is already small', () => {
    expect(readableWidth(800, [12])).toBe(800);
    expect(readableWidth(800, [10, 16])).toBe(800);
  });
  it('rounds up, so the text is never under the minimum', () => {
    expect(readableWidth(1001, [16])).toBe(751);
  });
  it('ignores sizes that cannot be read and lets a diagram without text shrink', () => {
    expect(readableWidth(900, [Number.NaN, 0])).toBe(0);
    expect(readableWidth(0, [16])).toBe(0);
  });
});

describe('mermaidBlocks', () => {
  it('finds fenced mermaid blocks, with backticks or tildes, and removes the fence indentation', () => {
    const text = ['# Title', '', '```mermaid', 'flowchart LR', '  A --> B', '```', '', '- item', '', '  ~~~~mermaid', '  sequenceDiagram', '    A->>B: hi', '  ~~~~', '', '```bash', 'echo mermaid', '```'].join('\n');
    expect(mermaidBlocks(text)).toEqual([
      {source: 'flowchart LR\n  A --> B', line: 3},
      {source: 'sequenceDiagram\n  A->>B: hi', line: 10},
    ]);
  });
  it('reads a block as remark does', () => {
    const text = '```mermaid\nflowchart TD\n  X --> Y\n```\n';
    const tree = unified().use(remarkParse).parse(text) as Root;
    const code = tree.children[0] as {value: string};
    expect(mermaidBlocks(text).map((b) => b.source)).toEqual([code.value]);
  });
});

describe('diagramKey', () => {
  it('changes with the source and with the Mermaid version', () => {
    const key = diagramKey('flowchart LR\n A --> B', '11.0.0');
    expect(key).toMatch(/^[0-9a-f]{16}$/);
    expect(diagramKey('flowchart LR\n A --> C', '11.0.0')).not.toBe(key);
    expect(diagramKey('flowchart LR\n A --> B', '11.0.1')).not.toBe(key);
  });
});

describe('the stored drawings', () => {
  const blocks = siteDiagrams(SITE);
  it('every Mermaid block of the docs, the blog and the ADRs has its drawing (else: npm run diagrams)', () => {
    expect(blocks.length).toBeGreaterThan(20);
    const missing = blocks.filter(({source}) => readDrawing(SITE, diagramKey(source, VERSION)) === undefined).map(({file, line}) => `${file}:${line}`);
    expect(missing).toEqual([]);
  });
  it('diagrams/ holds no drawing that no block uses', () => {
    const keys = new Set(blocks.map(({source}) => diagramKey(source, VERSION)));
    const stored = readdirSync(join(SITE, DIAGRAM_DIR)).filter((name) => name.endsWith('.json'));
    expect(stored.filter((name) => !keys.has(name.replace(/\.json$/, '')))).toEqual([]);
  });
  it('each drawing is one SVG with a viewBox, its id a placeholder, and its readable width', () => {
    for (const {source} of blocks) {
      const drawing = readDrawing(SITE, diagramKey(source, VERSION))!;
      expect(drawing.source).toBe(source);
      expect(drawing.svg).toMatch(new RegExp(`^<svg id="${DIAGRAM_ID}"[^>]* style="max-width: [\\d.]+px;" viewBox="-?[\\d.]+ -?[\\d.]+ [\\d.]+ [\\d.]+"`));
      expect(drawing.svg.endsWith('</svg>')).toBe(true);
      expect(drawing.svg).not.toContain('Syntax error');
      // Every id is the drawing's own (two diagrams of a page never share one).
      const ids = Array.from(drawing.svg.matchAll(/\sid="([^"]+)"/g), (m) => m[1]);
      expect(ids.filter((id) => !id.startsWith(DIAGRAM_ID))).toEqual([]);
      expect(ids.filter((id, at) => ids.indexOf(id) !== at)).toEqual([]);
      expect(drawing.minWidth).toBeLessThanOrEqual(Math.ceil(drawing.width));
      expect(drawing.minWidth).toBeGreaterThan(0);
    }
  });
});

describe('remarkStaticDiagrams', () => {
  const run = (markdown: string, path = join(SITE, 'docs', 'example.md')) => {
    const tree = unified().use(remarkParse).parse(markdown) as Root;
    remarkStaticDiagrams({siteDir: SITE})(tree, {path} as Parameters<ReturnType<typeof remarkStaticDiagrams>>[1]);
    return tree;
  };
  const [first] = siteDiagrams(SITE);

  it('puts the stored drawing in place of the block: one element, its SVG as HTML, ids of its own', () => {
    const key = diagramKey(first.source, VERSION);
    const drawing = readDrawing(SITE, key)!;
    const tree = run(`Before.\n\n\`\`\`mermaid\n${first.source}\n\`\`\`\n\n\`\`\`mermaid\n${first.source}\n\`\`\`\n`);
    const [, one, two] = tree.children as unknown as Array<{type: string; name: string; attributes: Array<{name: string; value: unknown}>}>;
    for (const [node, id] of [
      [one, `mermaid-${key}`],
      [two, `mermaid-${key}-2`],
    ] as const) {
      expect(node.type).toBe('mdxJsxFlowElement');
      expect(node.name).toBe('div');
      const attributes = Object.fromEntries(node.attributes.map((a) => [a.name, a.value]));
      expect(attributes.className).toBe('diagram-figure');
      expect(attributes['data-pagefind-ignore']).toBe('all');
      const html = (attributes.dangerouslySetInnerHTML as {data: {estree: {body: Array<{expression: {properties: Array<{value: {value: string}}>}}>}}}).data.estree.body[0].expression.properties[0].value.value;
      const fit = diagramFit(drawing);
      expect(html).toBe(diagramHtml(placedSvg(drawing.svg, id, fit), key, fit));
      expect(html).toContain(`<svg id="${id}"`);
      expect(html).not.toContain(DIAGRAM_ID);
    }
  });

  it('gives the drawing its readable min-widths, phone and desktop, as custom properties', () => {
    expect(placedSvg(`<svg id="${DIAGRAM_ID}" width="100%" style="max-width: 700px;" viewBox="0 0 700 300"><style>#${DIAGRAM_ID}{}</style></svg>`, 'mermaid-x', {minWidth: 525, minWidthDesktop: 438})).toBe(
      '<svg id="mermaid-x" width="100%" style="--diagram-min: 525px; --diagram-min-desktop: 438px; max-width: 700px;" viewBox="0 0 700 300"><style>#mermaid-x{}</style></svg>',
    );
  });

  it('decides how a drawing meets the desktop column: as drawn, scaled with text >= 10 px, or full size on its own', () => {
    // 16 px text: readable (12 px) from 3/4 of the natural width, 10 px from 5/8.
    expect(diagramFit({width: 600, minWidth: 450})).toEqual({kind: 'fits', width: 600, minWidth: 450, minWidthDesktop: 375});
    expect(diagramFit({width: 1101, minWidth: 826})).toEqual({kind: 'scaled', width: 1101, minWidth: 826, minWidthDesktop: 689});
    expect(diagramFit({width: 1136, minWidth: 853})).toMatchObject({kind: 'full', minWidthDesktop: 711});
    // Text of 12 px or less: never scaled down, on a desktop either.
    expect(diagramFit({width: 971, minWidth: 971})).toEqual({kind: 'full', width: 971, minWidth: 971, minWidthDesktop: 971});
    expect(diagramFit({width: 500.4, minWidth: 501})).toMatchObject({kind: 'fits', minWidthDesktop: 501});
    // No text: shrinks freely.
    expect(diagramFit({width: 900, minWidth: 0})).toMatchObject({kind: 'scaled', minWidthDesktop: 0});
    expect(DESKTOP_COLUMN).toBe(703);
  });

  it('writes the caption, the keyboard group and the full-size link only where they apply', () => {
    const svg = '<svg></svg>';
    expect(diagramHtml(svg, 'k', diagramFit({width: 280, minWidth: 210}))).toBe('<div class="diagram diagram--fits"><svg></svg></div>');
    const scaled = diagramHtml(svg, 'k', diagramFit({width: 1101, minWidth: 826}));
    expect(scaled).toContain('tabindex="0" role="group" aria-label=');
    expect(scaled).toContain('<span class="diagram-cue">Scroll sideways to see the whole diagram.</span>');
    expect(scaled).not.toContain('diagram-full-size');
    const full = diagramHtml(svg, '0123456789abcdef', diagramFit({width: 2468, minWidth: 1851}));
    expect(full).toContain('class="diagram diagram--full" tabindex="0"');
    expect(full).toContain('<a class="diagram-full-size" href="/doc/diagrams/0123456789abcdef.svg">Open the diagram full size</a>');
  });

  it('writes a drawing alone at its natural size, as XML', () => {
    const svg = `<svg id="${DIAGRAM_ID}" width="100%" xmlns="http://www.w3.org/2000/svg" style="max-width: 1200.5px;" viewBox="0 0 1200.5 300.2"><style>#${DIAGRAM_ID}{}</style><p>a<br>b&nbsp;c</p></svg>`;
    expect(fullSizeSvg(svg, 'k')).toBe(
      '<svg id="mermaid-k" width="1201" height="301" xmlns="http://www.w3.org/2000/svg" style="max-width: 1200.5px;" viewBox="0 0 1200.5 300.2"><style>#mermaid-k{}</style><p>a<br/>b&#160;c</p></svg>',
    );
  });

  it('sorts the stored drawings: each full-size one is wider than the desktop column with text, the others readable in it at 10 px', () => {
    for (const {source} of siteDiagrams(SITE)) {
      const fit = diagramFit(readDrawing(SITE, diagramKey(source, VERSION))!);
      if (fit.kind === 'full') expect(fit.minWidthDesktop).toBeGreaterThan(DESKTOP_COLUMN);
      else expect(fit.minWidthDesktop).toBeLessThanOrEqual(DESKTOP_COLUMN);
    }
  });

  it('stops the build on a block without a drawing, naming the file, the line and the command', () => {
    const path = join(SITE, 'docs', 'manual', 'example.md');
    expect(() => run('Text.\n\n```mermaid\nflowchart LR\n  New --> Diagram\n```\n', path)).toThrow(/docs\/manual\/example\.md:3: this Mermaid diagram has no drawing .*npm run diagrams/);
  });

  it('leaves other code blocks alone', () => {
    const tree = run('```bash\necho hi\n```\n');
    expect(tree.children[0].type).toBe('code');
  });

});

describe('compactSvg: the geometry to a hundredth of a pixel', () => {
  it('rounds path data, points and transforms, and nothing else', () => {
    const svg = '<svg viewBox="0 0 985.921875 677.9041137695312"><path d="M-55.453125 -31.5 C-25.216827983240442 -31.5, 5.019469033519115 -31.5, 55.453125 -31.5" class="a1.23456"/><polygon points="1.23456,2.5 3.999999,4"/><g transform="translate(12.345678, -0.0000001)"><text x="1.23456">v1.234567</text></g></svg>';
    expect(compactSvg(svg)).toBe(
      '<svg viewBox="0 0 985.921875 677.9041137695312"><path d="M-55.45 -31.5 C-25.22 -31.5, 5.02 -31.5, 55.45 -31.5" class="a1.23456"/><polygon points="1.23,2.5 4,4"/><g transform="translate(12.35, 0)"><text x="1.23456">v1.234567</text></g></svg>',
    );
  });
  it('leaves numbers written against the next one alone (compact path data)', () => {
    const icon = '<path d="M12.2605.001l.256.255.01.253 5.4.05.2.05v17"/>';
    expect(compactSvg(icon)).toBe(icon);
  });
});

