/**
 * `<Served keep>`: a part of a page the server wrote, left as the server wrote it.
 *
 * This is the site's one way of keeping prerendered markup without hydrating it. Every part that
 * does so goes through here: the article of a doc, post or ADR, and each post of a blog list
 * (src/components/StaticArticle), and the API reference (src/theme/Redoc).
 *
 * With `keep`, the part's element is rendered with its content set as HTML to an empty string. In
 * production React neither compares nor replaces the children of such an element, so the markup
 * the server wrote stays in place and none of the part's components run. Without `keep`, the part
 * is rendered by React as usual (`children`).
 *
 * What a kept part cannot do, and what to do instead:
 * - it has no React behind it: no state, no effects, no event handlers of its components. What a
 *   reader can do in it is answered by listeners on its element or the document
 *   (StaticArticle/tabs.ts, codeButtons.ts, links.ts; Redoc/served.ts), on the markup alone;
 * - it is not updated by later renders: props that change (a client-side navigation that reuses
 *   the component) do not reach it. A caller that needs React again sets `keep` to false, and the
 *   part is rendered afresh;
 * - it only exists where the server wrote it: a render in the browser (client-side navigation, the
 *   development server) has nothing to keep, so callers pass `keep` only while the page hydrates
 *   (shared/hydration.ts `isHydrating`), and fall back to rendering when the element turns out empty.
 */
import type {ReactNode, RefObject} from 'react';

/** The elements a kept part can be: the one the theme renders there. */
export type ServedElement = 'div' | 'aside' | 'a' | 'ul' | 'header' | 'footer' | 'article';

export interface ServedProps {
  /** Keep the server's markup (true only while the page hydrates), or render `children`. */
  keep: boolean;
  /** The element the theme renders for the part (default `div`). */
  as?: ServedElement;
  /** The kept element, for the listeners that answer the reader in it. */
  elementRef?: RefObject<HTMLElement | null>;
  /** The element's id and classes as the theme renders them (they are compared on hydration). */
  id?: string;
  className?: string;
  /** The part as React renders it when it is not kept. */
  children: ReactNode;
}

export default function Served({keep, as: Tag = 'div', elementRef, id, className, children}: ServedProps): ReactNode {
  if (!keep) return children;
  return <Tag ref={elementRef as RefObject<never>} id={id} className={className} suppressHydrationWarning dangerouslySetInnerHTML={{__html: ''}} />;
}
