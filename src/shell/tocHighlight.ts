/**
 * The table of contents' highlight on a page without its app (./index.ts): the entry of the
 * section being read is marked as the reader scrolls, as the theme's `useTOCHighlight` does
 * (theme-common `lib/hooks/useTOCHighlight.js`, same rule and classes; the app's hook takes over
 * when the app starts). The theme's file is guarded in overrides/manifest.json (entry
 * `deferred-app`).
 */

export interface TocHighlightConfig {
  linkClassName: string;
  linkActiveClassName: string;
  minHeadingLevel: number;
  maxHeadingLevel: number;
}

/** The desktop table of contents of the theme (TOC/index.js) with the site's heading levels. */
export const DESKTOP_TOC: TocHighlightConfig = {
  linkClassName: 'table-of-contents__link toc-highlight',
  linkActiveClassName: 'table-of-contents__link--active',
  minHeadingLevel: 2,
  maxHeadingLevel: 3,
};

/** The box of an element, or of its first ancestor with a height (an empty anchor). */
function visibleRect(element: Element): DOMRect {
  const rect = element.getBoundingClientRect();
  if (rect.top === rect.bottom && element.parentElement) return visibleRect(element.parentElement);
  return rect;
}

/** The heading whose entry is active, by the theme's rule. */
export function activeAnchor(anchors: Element[], anchorTopOffset: number, viewportHeight: number): Element | null {
  const next = anchors.find((anchor) => visibleRect(anchor).top >= anchorTopOffset);
  if (next) {
    const rect = visibleRect(next);
    if (rect.top > 0 && rect.bottom < viewportHeight / 2) return next;
    return anchors[anchors.indexOf(next) - 1] ?? null;
  }
  return anchors[anchors.length - 1] ?? null;
}

function anchorOf(link: HTMLAnchorElement): string {
  return decodeURIComponent(link.href.substring(link.href.indexOf('#') + 1));
}

/** Highlights the entry as the reader scrolls; returns a function that stops. */
export function highlightToc(doc: Document, config: TocHighlightConfig = DESKTOP_TOC): () => void {
  const links = Array.from(doc.getElementsByClassName(config.linkClassName)) as HTMLAnchorElement[];
  if (links.length === 0) return () => {};
  const levels: string[] = [];
  for (let level = config.minHeadingLevel; level <= config.maxHeadingLevel; level += 1) levels.push(`h${level}.anchor`);
  const anchors = Array.from(doc.querySelectorAll(levels.join()));
  const navbar = doc.querySelector('.navbar');
  const update = (): void => {
    const active = activeAnchor(anchors, navbar ? navbar.clientHeight : 0, window.innerHeight);
    for (const link of links) link.classList.toggle(config.linkActiveClassName, active !== null && active.id === anchorOf(link));
  };
  doc.addEventListener('scroll', update, {passive: true});
  window.addEventListener('resize', update, {passive: true});
  // The first marking reads the headings' places: in the frame's own layout, not in one forced
  // while the page is still being set up.
  const first = requestAnimationFrame(update);
  return () => {
    cancelAnimationFrame(first);
    doc.removeEventListener('scroll', update);
    window.removeEventListener('resize', update);
  };
}
