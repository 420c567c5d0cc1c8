import {readdirSync} from 'node:fs';
import {join, resolve} from 'node:path';
import {describe, expect, it} from 'vitest';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import type {Root} from 'mdast';
import {DIAGRAM_DIR, DIAGRAM_ID, diagramKey, mermaidBlocks, mermaidVersion, readDrawing, readableWidth, siteDiagrams} from '../../shared/diagrams.mjs';
import remarkStaticDiagrams, {NARROWEST_COLUMN, placedSvg} from '../../shared/remarkStaticDiagrams';

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
      expect(attributes.className).toBe('diagram');
      expect(attributes['data-pagefind-ignore']).toBe('all');
      const html = (attributes.dangerouslySetInnerHTML as {data: {estree: {body: Array<{expression: {properties: Array<{value: {value: string}}>}}>}}}).data.estree.body[0].expression.properties[0].value.value;
      expect(html).toBe(placedSvg(drawing.svg, id, drawing.minWidth));
      expect(html).toContain(`<svg id="${id}"`);
      expect(html).not.toContain(DIAGRAM_ID);
      if (drawing.minWidth > NARROWEST_COLUMN) {
        expect(attributes.tabIndex).toBe('0');
        expect(attributes.role).toBe('group');
      }
    }
  });

  it('gives the drawing its readable min-width', () => {
    expect(placedSvg(`<svg id="${DIAGRAM_ID}" width="100%" style="max-width: 700px;" viewBox="0 0 700 300"><style>#${DIAGRAM_ID}{}</style></svg>`, 'mermaid-x', 525)).toBe(
      '<svg id="mermaid-x" width="100%" style="min-width: 525px; max-width: 700px;" viewBox="0 0 700 300"><style>#mermaid-x{}</style></svg>',
    );
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
