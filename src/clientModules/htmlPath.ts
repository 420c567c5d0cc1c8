import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import routes from '@generated/routes';
import {canonicalPath} from '@site/src/utils/htmlPath';

interface RouteTree {
  path?: string | readonly string[];
  routes?: readonly RouteTree[];
}

function collectPaths(tree: readonly RouteTree[], into = new Set<string>()): Set<string> {
  for (const route of tree) {
    for (const path of typeof route.path === 'string' ? [route.path] : (route.path ?? [])) into.add(path);
    if (route.routes) collectPaths(route.routes, into);
  }
  return into;
}

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
 */
if (ExecutionEnvironment.canUseDOM) {
  const {pathname, search, hash} = window.location;
  const canonical = canonicalPath(pathname, collectPaths(routes));
  if (canonical !== pathname) {
    window.history.replaceState(window.history.state, '', `${canonical}${search}${hash}`);
  }
}
