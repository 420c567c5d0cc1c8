/**
 * Rehype plugin (config/docs.ts), run after rehype-katex on the docs: each rendered formula becomes one element whose
 * content React sets as HTML (`dangerouslySetInnerHTML`) instead of a tree of React elements.
 *
 * KaTeX writes a formula as dozens of nested spans (the MathML copy for assistive technology and
 * the visual HTML). As JSX, every one of them was created by the page's MDX component and then
 * hydrated by React one by one: on the protocol page 1,900 of its 2,600 elements, most of the work
 * of its hydration, although nothing in a formula is interactive. Now the formula's root element
 * (`span.katex`, or `span.katex-display` for display maths) is the only element React knows; its
 * content is the same HTML, serialised at build time, so the prerendered page does not change and
 * hydration leaves the formula's content as the server wrote it.
 *
 * A root element with attributes other than its class (KaTeX's error output, for instance) is left
 * as it is.
 *
 * The MathML copy is also written lighter (`lightenMathml`): KaTeX wraps it in `<semantics>` with
 * the TeX source as an `<annotation>` (which no browser shows and screen readers do not read) and
 * puts the whole formula in one `<mrow>`, which `<math>` already is. Without those three elements
 * per formula (207 of the protocol page's 2,871), the MathML that assistive technology reads is the
 * same.
 */
import {toHtml} from 'hast-util-to-html';
import type {Element, ElementContent, Root, RootContent} from 'hast';
import {innerHtmlAttribute} from './mdxHtml';

type Parent = Root | Element;

/** The JSX element standing for a formula: `<span className=... dangerouslySetInnerHTML={{__html}}/>`. */
function staticElement(node: Element, html: string, inline: boolean) {
  const className = ((node.properties.className as string[] | undefined) ?? []).join(' ');
  return {
    type: inline ? 'mdxJsxTextElement' : 'mdxJsxFlowElement',
    name: node.tagName,
    attributes: [
      {type: 'mdxJsxAttribute', name: 'className', value: className},
      innerHtmlAttribute(html),
    ],
    children: [],
    position: node.position,
  } as unknown as ElementContent;
}

function classesOf(node: Element): string[] {
  const value = node.properties.className;
  return Array.isArray(value) ? value.map(String) : [];
}

const isElement = (node: ElementContent | RootContent): node is Element => node.type === 'element';

/**
 * `<math><semantics><mrow>…</mrow><annotation>TeX</annotation></semantics></math>` as
 * `<math>…</math>`, in place, for each `<math>` under `node`; returns how many were lightened. A
 * `<math>` of another shape is left as it is.
 */
export function lightenMathml(node: Element): number {
  if (node.tagName === 'math') {
    const elements = node.children.filter(isElement);
    const semantics = elements.length === 1 && node.children.length === 1 ? elements[0] : undefined;
    if (semantics?.tagName !== 'semantics') return 0;
    const [presentation, ...rest] = semantics.children;
    if (!presentation || !isElement(presentation) || rest.length === 0 || !rest.every((n) => isElement(n) && n.tagName.startsWith('annotation'))) return 0;
    node.children = presentation.tagName === 'mrow' && Object.keys(presentation.properties).length === 0 ? presentation.children : [presentation];
    return 1;
  }
  return node.children.reduce((n, child) => n + (isElement(child) ? lightenMathml(child) : 0), 0);
}

/** Whether the element is the root of a KaTeX formula with only a class attribute. */
function isFormulaRoot(node: Element): boolean {
  const classes = classesOf(node);
  const root = node.tagName === 'span' && (classes.includes('katex-display') || (classes.length === 1 && classes[0] === 'katex'));
  return root && Object.keys(node.properties).every((key) => key === 'className');
}

function walk(parent: Parent, inParagraphLike: boolean): number {
  let replaced = 0;
  parent.children.forEach((child: RootContent, i: number) => {
    if (child.type !== 'element') return;
    if (isFormulaRoot(child)) {
      const inline = inParagraphLike || !classesOf(child).includes('katex-display');
      lightenMathml(child);
      (parent.children as RootContent[])[i] = staticElement(child, toHtml(child.children), inline) as RootContent;
      replaced++;
      return;
    }
    replaced += walk(child, inParagraphLike || ['p', 'li', 'td', 'th', 'span', 'a', 'em', 'strong', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'].includes(child.tagName));
  });
  return replaced;
}

export default function rehypeStaticMath() {
  return (tree: Root): void => {
    walk(tree, false);
  };
}
