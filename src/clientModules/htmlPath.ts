import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {canonicalPath} from '@site/src/utils/htmlPath';

/**
 * `/doc/X.html`, `/doc/X/index.html` and `/doc/X/` show the page `/doc/X` (the static server
 * answers them with that page's HTML), and `/doc/X` shows `/doc/X/` where that is the form routed.
 * For the `.html` forms, Docusaurus' router normalises the path too, but only after its initial
 * preload has run for the raw path, so the page's code is not loaded when React hydrates: the
 * prerendered page is thrown away with a hydration error (React #418). For the trailing slash,
 * the page hydrates, but the canonical link, `og:url` and language alternates the client writes
 * are built from the address, so they stopped matching the served ones (and the sitemap).
 * Rewriting the address before the app starts lets the preload, the router, the prerendered HTML
 * and the head agree, and shows the canonical address. Client modules are evaluated before
 * Docusaurus reads `window.location`.
 *
 * The routed form of the page served is the path of the canonical link the server wrote (the
 * route's own path): read from the <head> at once, instead of walking the whole route table on
 * every load.
 */
if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  const served = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  const canonical = canonicalPath(pathname, new Set(served ? [new URL(served).pathname] : []));
  if (canonical !== pathname) {
    window.history.replaceState(window.history.state, '', `${canonical}${search}${hash}`);
  }
}
