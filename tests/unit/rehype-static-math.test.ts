import {describe, expect, it} from 'vitest';
import {fromHtml} from 'hast-util-from-html';
import {toHtml} from 'hast-util-to-html';
import katex from 'katex';
import type {Element, Root} from 'hast';
import rehypeStaticMath from '../../shared/rehypeStaticMath';

interface JsxNode {
  type: string;
  name: string;
  attributes: Array<{name: string; value: string | {data: {estree: {body: Array<{expression: {properties: Array<{value: {value: string}}>}}>}}}}>;
  children: unknown[];
}

function htmlOf(node: JsxNode): string {
  const attribute = node.attributes.find((a) => a.name === 'dangerouslySetInnerHTML')!;
  if (typeof attribute.value === 'string') throw new Error('expected an expression');
  return attribute.value.data.estree.body[0].expression.properties[0].value.value;
}

describe('shared/rehypeStaticMath', () => {
  const inline = katex.renderToString('\\phi_f(\\sigma)', {displayMode: false});
  const display = katex.renderToString('p = 1 - (1 - \\phi_f)^{\\sigma}', {displayMode: true});
  const tree = () => fromHtml(`<p>Weight ${inline} of a party.</p>${display}<p><span class="katex" title="x">kept</span></p>`, {fragment: true}) as Root;

  it('turns each formula into one element holding the same HTML, inline in text and as a block alone', () => {
    const root = tree();
    const before = toHtml(root);
    rehypeStaticMath()(root);
    const paragraph = root.children[0] as Element;
    const formula = paragraph.children[1] as unknown as JsxNode;
    expect(formula.type).toBe('mdxJsxTextElement');
    expect(formula.name).toBe('span');
    expect(formula.attributes[0]).toMatchObject({name: 'className', value: 'katex'});
    expect(formula.children).toEqual([]);
    expect(`<span class="katex">${htmlOf(formula)}</span>`).toBe(inline);
    const block = root.children[1] as unknown as JsxNode;
    expect(block.type).toBe('mdxJsxFlowElement');
    expect(block.attributes[0]).toMatchObject({name: 'className', value: 'katex-display'});
    expect(`<span class="katex-display">${htmlOf(block)}</span>`).toBe(display);
    expect(before).toContain('annotation');
  });

  it('leaves an element with other attributes than its class as it is', () => {
    const root = tree();
    rehypeStaticMath()(root);
    const last = (root.children[2] as Element).children[0] as Element;
    expect(last.type).toBe('element');
    expect(last.properties.title).toBe('x');
  });
});
