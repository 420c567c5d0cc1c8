/**
 * Links of a part of the page kept as the server wrote it (./region.tsx): a link to another page
 * of the site changes page through the router, without reloading, as Docusaurus' links do, and
 * loads that page's code when the pointer or a finger comes on it. One listener per event type on
 * the part, whatever its length. Also used for the keyboard focus (src/clientModules/linkIntent.ts).
 */

export interface ArticleRouter {
  /** The site's base path, such as `/doc/`. */
  baseUrl: string;
  /** Client-side navigation to a path of the site (with its query and fragment). */
  push(path: string): void;
  /** Loads the code of the page at `pathname`. */
  preload(pathname: string): void;
  /** Paths that the router must not handle (pages loaded in full, such as the API references). */
  loadsInFull(pathname: string): boolean;
}

/** The path to hand to the router for a click on `link`, or null when the browser should follow it. */
export function routedPath(link: HTMLAnchorElement, here: Location, router: Pick<ArticleRouter, 'baseUrl' | 'loadsInFull'>): string | null {
  if (link.hasAttribute('download')) return null;
  const target = link.getAttribute('target');
  if (target && target !== '_self') return null;
  const href = link.getAttribute('href');
  if (!href || href.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(href, here.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || !url.pathname.startsWith(router.baseUrl)) return null;
  // A file (a YAML document, an image), not a page.
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (/\.[a-z0-9]+$/i.test(last) && !last.endsWith('.html')) return null;
  if (router.loadsInFull(url.pathname)) return null;
  // The same page with a fragment: the browser's own jump.
  if (url.pathname === here.pathname && url.search === here.search && url.hash) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Answers the links of `root`; returns a function that stops. */
export function answerLinks(root: HTMLElement, router: ArticleRouter): () => void {
  const preloaded = new Set<string>();

  const onClick = (event: MouseEvent): void => {
    if (event.defaultPrevented) return;
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || !root.contains(link)) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const path = routedPath(link, window.location, router);
    if (path === null) return;
    event.preventDefault();
    router.push(path);
  };

  const onPointer = (event: Event): void => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || !root.contains(link)) return;
    const path = routedPath(link, window.location, router);
    if (path === null) return;
    const {pathname} = new URL(path, window.location.href);
    if (preloaded.has(pathname)) return;
    preloaded.add(pathname);
    router.preload(pathname);
  };

  root.addEventListener('click', onClick);
  root.addEventListener('mouseover', onPointer, {passive: true});
  root.addEventListener('touchstart', onPointer, {passive: true});
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('mouseover', onPointer);
    root.removeEventListener('touchstart', onPointer);
  };
}
