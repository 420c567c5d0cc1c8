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
