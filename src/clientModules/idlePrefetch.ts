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
 * few routes per idle period, and only once the reader has first interacted with the page
 * (pointer, touch, scroll, key: `src/utils/firstInteraction.ts`). Run in idle periods right after
 * hydration, the prefetches of the links on screen still made a series of 50 to 200 ms tasks (at a
 * mid-range phone's speed, in Lighthouse's trace) while the page was becoming interactive. Idle
 * periods while the reader is acting (no 300 ms without input yet: src/utils/quiet.ts) are skipped,
 * so that a prefetch does not start between a pointer coming to rest on a control and its press.
 * Prefetching itself, and preloading on hover or touch, are unchanged.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {createIdleQueue, requestIdle, type RequestIdle} from '../utils/idleQueue';
import {afterFirstInteraction} from '../utils/firstInteraction';
import {quietIdle} from '../utils/quiet';

/** Longest run of prefetches per idle callback (ms; one prefetch appends a few <link> tags). */
const SLICE_MS = 4;

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
  // Nothing runs before the reader's first interaction; then a few routes per idle period.
  let interacted = false;
  const waiting: (() => void)[] = [];
  afterFirstInteraction(window, () => {
    interacted = true;
    waiting.splice(0).forEach((request) => request());
  });
  // Idle periods while the reader is acting (a pointer resting on a control) are left alone.
  const idleWhenQuiet = quietIdle(requestIdle);
  const requestIdleAfterInteraction: RequestIdle = (callback) => {
    if (interacted) idleWhenQuiet(callback);
    else waiting.push(() => idleWhenQuiet(callback));
  };
  const enqueue = createIdleQueue((path) => void original.prefetch(path), requestIdleAfterInteraction, () => performance.now(), SLICE_MS);
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
