/** The code a code block shows, read from its markup (the copy button, ./codeButtons.ts). */

/**
 * The code a block shows, from its <code> element. The theme writes each line as a `.token-line`
 * element ending in a <br>, which has no text: each such line adds its newline here. A block shown
 * as plain text before Prism has loaded (src/components/CodeHighlighting) is text with its own
 * newlines. The last line's newline is not part of the code. Comments (React's server render
 * writes `<!-- -->` between two text nodes) are not.
 */
export function codeText(code: {childNodes: ArrayLike<ChildLike>}): string {
  let text = '';
  for (const node of Array.from(code.childNodes)) {
    // Text and elements only: React's server render separates two text nodes with a comment.
    if (node.nodeType !== 1 && node.nodeType !== 3) continue;
    text += node.textContent ?? '';
    if (node.nodeType === 1 && (node as ElementLike).classList?.contains('token-line')) text += '\n';
  }
  return text.endsWith('\n') ? text.slice(0, -1) : text;
}

interface ChildLike {
  nodeType: number;
  textContent: string | null;
}

interface ElementLike extends ChildLike {
  classList?: {contains(name: string): boolean};
}
