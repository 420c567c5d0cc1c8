/**
 * The place of a component that a page imports (shared/remarkIslands.ts wraps each of its
 * elements). Rendered with the page (the development server, a page the browser renders itself,
 * the prerendering), it marks the place around the element; on a page kept as the server wrote it,
 * src/components/StaticArticle/islands.tsx renders the element into this place.
 *
 * A component that needs nothing from the browser (no state, no listeners) can say so with
 * `staticOnServedPages(Component)`: its place is kept as prerendered, like the article around it.
 */
import React, {type ComponentType, type ReactElement, type ReactNode} from 'react';

const STATIC = Symbol.for('mithril-doc.static-on-served-pages');

/** Declares a component static: on a served page its prerendered HTML is all it needs. */
export function staticOnServedPages<C extends ComponentType<never>>(component: C): C {
  (component as unknown as Record<symbol, boolean>)[STATIC] = true;
  return component;
}

/** Whether an element is of a component declared static (see `staticOnServedPages`). */
export function isStatic(element: ReactElement): boolean {
  const type = element.type as unknown as Record<symbol, boolean> | string;
  return typeof type !== 'string' && Boolean(type?.[STATIC]);
}

export interface IslandProps {
  /** The element's place in its source: `<file>:<line>:<column>`. */
  island: string;
  /** The element stands inside a paragraph (a `<span>` marks it, not a `<div>`). */
  inline?: boolean;
  /** The component's element, as the page wrote it. */
  children: ReactElement;
}

/** The attribute that marks an island's place in the article. */
export const ISLAND_ATTRIBUTE = 'data-island';

export default function Island({island, inline, children}: IslandProps): ReactNode {
  const Tag = inline ? 'span' : 'div';
  // display: contents: the place adds no box around the component.
  return (
    <Tag {...{[ISLAND_ATTRIBUTE]: island}} style={{display: 'contents'}}>
      {children}
    </Tag>
  );
}
