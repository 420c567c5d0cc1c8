/**
 * The components a page imports, rendered into the article kept as the server wrote it
 * (./region.tsx): each element that shared/remarkIslands.ts wrapped in an `<Island>` is rendered by
 * React into its place (a portal, within the page's contexts: router, doc, color mode), the rest
 * of the article staying as it is. Their code is the page's own (its route chunk imports them).
 *
 * The elements, with the props the page gives them, are read from the page's content: its MDX
 * function returns them without rendering anything (it only reads the MDX components' context), and
 * so does each imported Markdown file that holds islands of its own.
 */
import React, {useLayoutEffect, useState, type ReactElement, type ReactNode, type RefObject} from 'react';
import {createPortal} from 'react-dom';
import MDXContent from '@theme/MDXContent';
import Island, {ISLAND_ATTRIBUTE, isStatic, type IslandProps} from '../Island';

/** An MDX module's component: its `islands` export is attached to it (Docusaurus' ComponentCreator). */
type MdxComponent = ((props: object) => ReactNode) & {islands?: unknown};

function isMdxWithIslands(type: unknown): type is MdxComponent {
  return typeof type === 'function' && typeof (type as MdxComponent).islands === 'number';
}

/** Whether a page's content element (the MDX module's component) holds islands. */
export function holdsIslands(content: ReactNode): content is ReactElement {
  return React.isValidElement(content) && isMdxWithIslands(content.type);
}

/**
 * The elements to render in the islands of a content tree, by island id (static ones left out).
 * Must run while rendering: an MDX function reads a context.
 */
export function collectIslands(node: ReactNode, found = new Map<string, ReactElement>()): Map<string, ReactElement> {
  if (Array.isArray(node)) {
    for (const child of node) collectIslands(child, found);
  } else if (React.isValidElement(node)) {
    const props = node.props as {children?: ReactNode};
    if (node.type === Island) {
      const {island, children} = props as IslandProps;
      if (!isStatic(children)) found.set(island, children);
    } else if (isMdxWithIslands(node.type)) {
      collectIslands(node.type(props), found);
    } else {
      collectIslands(props.children, found);
    }
  }
  return found;
}

function Portals({content, root}: {content: ReactElement; root: RefObject<HTMLElement | null>}): ReactNode {
  const elements = collectIslands(content);
  const [places, setPlaces] = useState<Array<[string, HTMLElement]>>([]);
  useLayoutEffect(() => {
    const found: Array<[string, HTMLElement]> = [];
    for (const place of Array.from(root.current?.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`) ?? [])) {
      const id = place.getAttribute(ISLAND_ATTRIBUTE)!;
      if (!elements.has(id)) continue;
      // React renders the element afresh in its place, before the browser paints.
      place.replaceChildren();
      found.push([id, place]);
    }
    setPlaces(found);
    // Once: the kept article does not change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return places.map(([id, place]) => createPortal(elements.get(id), place, id));
}

/** Renders the islands of `content` into the kept article `root` (nothing if it holds none). */
export default function KeptIslands({content, root}: {content: ReactNode; root: RefObject<HTMLElement | null>}): ReactNode {
  if (!holdsIslands(content)) return null;
  // The MDX components' context, which the theme's Content would have provided around the page.
  return (
    <MDXContent>
      <Portals content={content} root={root} />
    </MDXContent>
  );
}
