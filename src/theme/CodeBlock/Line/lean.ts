/** What src/theme/CodeBlock/Line writes for a line (kept apart from React for unit tests). */
import type {Token} from 'prism-react-renderer';

/** A stretch of unhighlighted text: written as text, in the <pre>'s own colour. */
export function isPlainToken(token: Token): boolean {
  return token.types.length === 1 && token.types[0] === 'plain';
}

/**
 * The tokens of a line, to be followed by one newline. A line made of a lone newline token (the
 * tokenizer gives those in diff-like languages) becomes empty, as the stock line does, so that it
 * does not end in two newlines; empty plain stretches are dropped (they wrote empty spans).
 */
export function leanLineTokens(line: readonly Token[]): Token[] {
  if (line.length === 1 && line[0].content === '\n') return [];
  return line.filter((token) => !(isPlainToken(token) && token.content === ''));
}

/**
 * The code a block shows, from its <code> element: lean lines are text ending in a newline, lines
 * kept in the stock markup are `.token-line` elements ending in a <br> (the theme's), so each of
 * those adds its newline here. The last line's newline is not part of the code. Comments (React's
 * server render writes `<!-- -->` between a line's newline and the next line's first text) are not.
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
