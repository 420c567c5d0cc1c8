/**
 * Whether the app is still in its first render, the one that hydrates the prerendered HTML.
 *
 * Docusaurus' `useIsBrowser()` answers the same question, but through a React context: every
 * component that reads it renders again once the page has hydrated. A component that only needs
 * to know how it mounted can ask this module instead. `src/clientModules/hydration.ts` calls
 * `markHydrated()` on the first route update, in the commit of that first render.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/** Attribute of the not-found page's <main> (src/theme/NotFound/Content). */
export const NOT_FOUND_ATTRIBUTE = 'data-not-found';

/**
 * Whether the app starts by hydrating prerendered HTML (production builds; Docusaurus defines
 * HYDRATE_CLIENT_ENTRY at build time) rather than rendering the page itself (the development
 * server, and the not-found page). The not-found page (build/404.html) is prerendered once, for
 * /doc/404.html, and served for every missing address: at /doc/next/... the router matches the
 * Next docs, whose navbar, version and links differ from the markup served, and hydrating it
 * failed (React errors #418, #423, #425). Markup written for another address cannot be hydrated:
 * the browser renders that page afresh (overrides/docusaurus/clientEntry.client.js).
 */
const startsByHydrating =
  Boolean(process.env.HYDRATE_CLIENT_ENTRY) && !(ExecutionEnvironment.canUseDOM && document.querySelector(`#__docusaurus main[${NOT_FOUND_ATTRIBUTE}]`));

/** Whether the app's first render hydrates the prerendered HTML (read by the browser's entry). */
export function hydratesServedPage(): boolean {
  return startsByHydrating;
}

let hydrated = false;

export function markHydrated(): void {
  hydrated = true;
}

/**
 * True in the browser until the first render has been committed, if that render hydrates
 * prerendered HTML; false on the server and with the development server.
 */
export function isHydrating(): boolean {
  return startsByHydrating && ExecutionEnvironment.canUseDOM && !hydrated;
}
