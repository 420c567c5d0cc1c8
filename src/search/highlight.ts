/**
 * Marks the searched terms on a page opened from a search result (`?_highlight=term`): each
 * occurrence that starts a word, in the page's article, is wrapped in a <mark>; then the terms
 * leave the address (a link copied or shared from the page does not carry them). Loaded on such
 * pages only (a chunk of its own).
 */
import {highlightTerms, withoutHighlight} from './terms';

/**
 * Where terms are never marked: form fields, buttons, code (blocks, inline code, Redoc's samples,
 * which are <pre> and <code> too), navigation and menus (Redoc's side menu, the tabs of a sample),
 * and MathML.
 */
const SKIP = [
  'script', 'style', 'noscript', 'textarea', 'input', 'select', 'mark', 'svg', 'button',
  'pre', 'code', 'kbd', 'samp',
  'nav', 'menu', '[role="navigation"]', '[role="menu"]', '[role="menubar"]', '[role="tablist"]', '.menu-content',
  '.katex-mathml',
].join(', ');

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Wraps the terms found in `root`'s text in <mark> elements; returns how many were marked. */
export function markTerms(root: Element, terms: string[]): number {
  const words = terms.filter(Boolean).sort((a, b) => b.length - a.length);
  if (words.length === 0) return 0;
  // A term counts where it starts a word (after a non-letter or at the start of the text).
  const pattern = new RegExp(`(^|[^\\p{L}\\p{N}])(${words.map(escapeRegExp).join('|')})`, 'giu');
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode(node) {
      const parent = node.parentElement;
      if (!parent || parent.closest(SKIP)) return NodeFilter.FILTER_REJECT;
      return node.nodeValue && node.nodeValue.trim() ? NodeFilter.FILTER_ACCEPT : NodeFilter.FILTER_REJECT;
    },
  });
  const nodes: Text[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode as Text);
  let count = 0;
  for (const node of nodes) {
    const text = node.nodeValue ?? '';
    pattern.lastIndex = 0;
    let match: RegExpExecArray | null;
    let last = 0;
    const pieces: Node[] = [];
    while ((match = pattern.exec(text))) {
      const start = match.index + match[1].length;
      if (start > last) pieces.push(document.createTextNode(text.slice(last, start)));
      const mark = document.createElement('mark');
      mark.textContent = match[2];
      pieces.push(mark);
      last = start + match[2].length;
      count++;
    }
    if (pieces.length === 0) continue;
    if (last < text.length) pieces.push(document.createTextNode(text.slice(last)));
    node.replaceWith(...pieces);
  }
  return count;
}

/**
 * On a page opened with `?_highlight=` terms: shows them (in the search box), marks them in the
 * page's article, then takes them out of the address.
 */
export function highlightPage(queryString: string, show: (query: string) => void): void {
  const terms = highlightTerms(queryString);
  if (terms.length === 0) return;
  show(terms.join(' '));
  const root = document.querySelector('main article') ?? document.querySelector('main');
  if (root) markTerms(root, terms);
  // Shown: the terms leave the address (the router's state, the hash and other parameters stay).
  const {pathname, search, hash} = window.location;
  const address = withoutHighlight(`${pathname}${search}${hash}`);
  if (address !== `${pathname}${search}${hash}`) window.history.replaceState(window.history.state, '', address);
}
