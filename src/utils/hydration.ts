/**
 * Whether the app is still in its first render, the one that hydrates the prerendered HTML.
 *
 * Docusaurus' `useIsBrowser()` answers the same question, but through a React context: every
 * component that reads it renders again once the page has hydrated. A component that only needs
 * to know how it mounted can ask this module instead. `src/clientModules/hydration.ts` calls
 * `markHydrated()` on the first route update, in the commit of that first render.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * Whether the app starts by hydrating prerendered HTML (production builds) rather than rendering
 * into an empty page (the development server). Docusaurus defines this at build time.
 */
const startsByHydrating = Boolean(process.env.HYDRATE_CLIENT_ENTRY);

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
