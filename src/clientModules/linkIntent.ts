/**
 * A page's code is fetched when the reader heads for a link to it, not because the link is on
 * screen.
 *
 * Docusaurus' <Link> prefetches the route chunks of every page it links to as soon as the link
 * scrolls into view: after hydration, each visible link of the navbar, sidebar and breadcrumbs
 * matched the route table and scanned every route's chunk list (about 260 routes), then added
 * `<link rel="prefetch">` tags, in 50 to 200 ms tasks at a mid-range phone's speed. Run later (at
 * the reader's first interaction, in idle time, as this module did until 2026-11-28), the same
 * work was still the reader's: dozens of pages fetched, of which a reader opens one or none.
 *
 * So `window.docusaurus.prefetch`, which <Link> calls for links in view, does nothing. The page a
 * reader heads for is loaded as before: <Link> preloads on pointer and touch, as prerendered
 * articles do (src/components/StaticArticle/links.ts); the keyboard focus on a link of the
 * site, which stock Docusaurus left to the links-in-view prefetch, fetches that page's code here
 * (fetched only: it runs if the reader presses Enter).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import {apiReferenceAt} from '@site/shared/apiReferences';
import {routedPath} from '@site/src/components/StaticArticle/links';

interface DocusaurusGlobal {
  prefetch: (routePath: string) => false | Promise<void[]>;
  preload: (routePath: string) => false | Promise<void[]>;
}

let installed = false;

function install(): void {
  const w = window as unknown as {docusaurus?: DocusaurusGlobal};
  const original = w.docusaurus;
  if (installed || !original) return;
  installed = true;
  w.docusaurus = Object.freeze({...original, prefetch: () => false as const});
  const {baseUrl} = siteConfig;
  // The API references are loaded in full by the browser (src/components/ApiLink): nothing to fetch.
  const router = {baseUrl, loadsInFull: (pathname: string) => apiReferenceAt(pathname, baseUrl) !== undefined};
  document.addEventListener('focusin', (event) => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    const path = link ? routedPath(link, window.location, router) : null;
    // Docusaurus remembers what it fetched or loaded: a second focus fetches nothing.
    if (path !== null) void original.prefetch(new URL(path, window.location.href).pathname);
  });
}

// Client modules are evaluated before the client entry sets `window.docusaurus`; the first route
// update comes during the first render's commit, before any link's observer can report.
export function onRouteDidUpdate(): void {
  if (ExecutionEnvironment.canUseDOM) install();
}
