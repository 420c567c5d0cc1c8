/**
 * Link prefetching in idle time.
 *
 * Docusaurus' <Link> prefetches a route's chunks (`<link rel="prefetch">` tags) as soon as the link
 * scrolls into view: one IntersectionObserver callback per link, each matching the route table
 * and scanning the chunk map. On a page just loaded, every link on screen does this at once,
 * right after hydration: on run-signer-node that was 60 to 170 ms long tasks at the 4× CPU
 * slowdown of a mid-range phone, while the page should be answering the reader.
 *
 * `window.docusaurus.prefetch` (which <Link> calls) is replaced, when the app first renders, by a
 * version that queues the route and runs Docusaurus' own prefetch from `requestIdleCallback`, a
 * few routes per idle period. Prefetching itself, and preloading on hover or touch, are unchanged.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createIdleQueue, requestIdle} from '../utils/idleQueue';

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
  const enqueue = createIdleQueue((path) => void original.prefetch(path), requestIdle, () => performance.now());
  w.docusaurus = Object.freeze({
    ...original,
    prefetch: (routePath: string) => {
      enqueue(routePath);
      return false as const;
    },
  });
}

// Client modules are evaluated before the client entry sets `window.docusaurus`; the first route
// update comes during the first render's commit, before any link's observer can report.
export function onRouteDidUpdate(): void {
  if (ExecutionEnvironment.canUseDOM) install();
}
