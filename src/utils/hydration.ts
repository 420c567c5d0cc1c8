/**
 * Whether the app is still in its first render, the one that hydrates the prerendered HTML.
 *
 * Docusaurus' `useIsBrowser()` answers the same question, but through a React context: every
 * component that reads it renders again once the page has hydrated. A component that only needs
 * to know how it mounted can ask this module instead. `src/clientModules/hydration.ts` calls
 * `markHydrated()` on the first route update, in the commit of that first render.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

let hydrated = false;

export function markHydrated(): void {
  hydrated = true;
}

/** True in the browser until the first render has been committed; false on the server. */
export function isHydrating(): boolean {
  return ExecutionEnvironment.canUseDOM && !hydrated;
}
