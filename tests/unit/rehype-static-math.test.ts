import {describe, expect, it} from 'vitest';
import {fromHtml} from 'hast-util-from-html';
import {toHtml} from 'hast-util-to-html';
import katex from 'katex';
import type {Element, Root} from 'hast';
import rehypeStaticMath, {lightenMathml} from '../../shared/rehypeStaticMath';

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
  /** KaTeX's HTML with its MathML written as lightenMathml writes it. */
  const light = (html: string) => html.replace(/<semantics><mrow>/g, '').replace(/<\/mrow><annotation encoding="application\/x-tex">[^<]*<\/annotation><\/semantics>/g, '');
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
    expect(`<span class="katex">${htmlOf(formula)}</span>`).toBe(light(inline));
    expect(light(inline)).not.toBe(inline);
    const block = root.children[1] as unknown as JsxNode;
    expect(block.type).toBe('mdxJsxFlowElement');
    expect(block.attributes[0]).toMatchObject({name: 'className', value: 'katex-display'});
    expect(`<span class="katex-display">${htmlOf(block)}</span>`).toBe(light(display));
    expect(htmlOf(block)).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML" display="block"><mi>p</mi>');
    expect(before).toContain('annotation');
  });

  it('leaves an element with other attributes than its class as it is', () => {
    const root = tree();
    rehypeStaticMath()(root);
    const last = (root.children[2] as Element).children[0] as Element;
    expect(last.type).toBe('element');
    expect(last.properties.title).toBe('x');
  });

  describe('lightenMathml', () => {
    const mathOf = (html: string) => fromHtml(html, {fragment: true}) as unknown as Element & Root;
    const texts = (html: string) => html.replace(/<annotation[^>]*>[^<]*<\/annotation>/g, '').replace(/<[^>]+>/g, '');

    it('drops semantics, the TeX annotation and the mrow around the whole formula; the MathML read aloud is the same', () => {
      for (const tex of ['m', '\\phi_f(\\sigma)', 'p = 1 - (1 - \\phi_f)^{\\sigma}', '\\sum_{i=1}^{k} w_i \\geq \\frac{k}{m}']) {
        const html = katex.renderToString(tex, {output: 'mathml'});
        const root = mathOf(html);
        expect(lightenMathml(root as unknown as Element)).toBe(1);
        const out = toHtml(root);
        expect(out).not.toMatch(/<semantics|<annotation/);
        expect(out).not.toMatch(/<math[^>]*><mrow>/);
        expect(texts(out)).toBe(texts(html));
        // Elements: three fewer.
        expect((html.match(/<[a-z]/g) ?? []).length - (out.match(/<[a-z]/g) ?? []).length).toBe(3);
      }
    });

    it('keeps a lone presentation element that is not a plain mrow, and leaves other shapes as they are', () => {
      const single = mathOf('<math><semantics><mi>x</mi><annotation encoding="application/x-tex">x</annotation></semantics></math>');
      expect(lightenMathml(single as unknown as Element)).toBe(1);
      expect(toHtml(single)).toBe('<math><mi>x</mi></math>');
      const styled = mathOf('<math><semantics><mrow mathcolor="red"><mi>x</mi></mrow><annotation encoding="application/x-tex">x</annotation></semantics></math>');
      lightenMathml(styled as unknown as Element);
      expect(toHtml(styled)).toBe('<math><mrow mathcolor="red"><mi>x</mi></mrow></math>');
      for (const html of ['<math><mi>x</mi></math>', '<math><semantics><mi>x</mi></semantics></math>', '<math><semantics><mi>x</mi><mo>+</mo></semantics></math>']) {
        const root = mathOf(html);
        expect(lightenMathml(root as unknown as Element)).toBe(0);
        expect(toHtml(root)).toBe(html);
      }
    });
  });
});
