import React, {Suspense, lazy, useCallback, useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import type OriginalRedoc from '@theme-original/Redoc';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {isHydrating} from '@site/src/utils/hydration';
import {afterFirstInteraction, clickToReplay} from '@site/src/utils/deferredRedoc';
import {answerBeforeRedoc, type BeforeRedoc} from './before';

type Props = ComponentProps<typeof OriginalRedoc>;

/** The theme's Redoc, in a chunk of its own (with Redoc), for the server and client-side renders. */
const LazyRedoc = lazy(() => import('@theme-original/Redoc'));

/** Class of the element that holds the reference (an island of its own while the page hydrates). */
const ISLAND = 'api-reference-island';

/** Calls `onReady` once mounted (client-side renders; the island has its own, see island.tsx). */
function Mounted({onReady}: {onReady: () => void}): null {
  useEffect(onReady, [onReady]);
  return null;
}

/**
 * Wraps docusaurus-theme-redoc's Redoc.
 *
 * 1. In a <main> landmark: its ApiDoc page puts Redoc straight into the layout, so the API
 *    reference had no main region (screen-reader landmark navigation, and the skip link's target,
 *    is `main`).
 * 2. Redoc's code when it is wanted (src/utils/deferredRedoc.ts). The page is prerendered in full;
 *    while the app hydrates it, the reference is an opaque element whose markup React leaves as
 *    it is (`dangerouslySetInnerHTML` with an empty string), and Redoc's chunk is neither loaded
 *    nor run. At the reader's first interaction (pointer, touch, wheel, key, focus), the chunk
 *    loads and `island.tsx` hydrates the reference as a root of its own. A click made before that
 *    is repeated once Redoc is ready (`data-redoc-ready` on the <main>). A page the browser
 *    renders itself (client-side navigation) renders Redoc at once.
 * 3. Out of the reader's way: Redoc's start waits while the reader is acting (no input for 300 ms
 *    after the first interaction), so that a first tap does not queue behind it (`npm run bench:api-click`).
 *
 * The sections are laid out once, as the page is parsed. They used to be hidden from rendering
 * (`content-visibility`) and revealed one per frame after load: 43 layouts of the whole page
 * instead of one (about 6 s of style and layout at a mid-range phone's speed).
 */
export default function RedocWrapper(props: Props): ReactNode {
  const main = useRef<HTMLElement>(null);
  const island = useRef<HTMLDivElement>(null);
  const context = useDocusaurusContext();
  // Decided once per mount: an island when this render hydrates the prerendered page.
  const [asIsland] = useState(isHydrating);
  const pendingClick = useRef<Element | null>(null);
  // Answers menu entries, sample tabs and the phone's menu button until Redoc is ready (./before.ts).
  const before = useRef<BeforeRedoc | null>(null);
  // Redoc is said ready, and a click made before it was repeated, once no press is under way:
  // a press whose pointerdown came before the hand-over and whose click would come after is
  // answered by ./before.ts first (handing over in the middle of it lost the click).
  const onReady = useCallback(() => {
    void new Promise<void>((resolve) => (before.current ? before.current.whenSettled(resolve) : resolve()))
      .then(() => {
        main.current?.setAttribute('data-redoc-ready', '');
        // Out of the way first: the hand-over's own clicks (the tabs the reader chose) are for Redoc.
        const answer = before.current;
        before.current = null;
        answer?.handOver();
        const target = pendingClick.current;
        pendingClick.current = null;
        if (target?.isConnected && target instanceof HTMLElement) target.click();
      });
  }, []);

  useEffect(() => {
    const root = main.current;
    const container = island.current;
    if (!asIsland || !root || !container) return undefined;
    let cancelled = false;
    let started = false;
    // The reader's input is watched from now on, before any interaction: a watcher created at the
    // first interaction would not have seen it, and would call the reader still in mid-press.
    const leaving = new AbortController();
    const interacted = afterFirstInteraction(window, {signal: leaving.signal});
    let unmount: (() => void) | undefined;
    let addressChanged: (() => void) | undefined;
    const answer = answerBeforeRedoc(container);
    before.current = answer;
    // Capture phase on window: seen before anything else, React's own listeners included. Until
    // Redoc is ready, menu entries, sample tabs and the menu button are answered by ./before.ts
    // (and kept from a Redoc still hydrating, which would first finish hydrating in one long task);
    // another click made before Redoc's code is in is noted, to be repeated once it is ready.
    const onClick = (event: MouseEvent): void => {
      if (before.current !== answer) return;
      if (answer.handle(event)) {
        event.stopPropagation();
        // Redoc, if it is hydrating, must not scroll to the entry's section: the page is there.
        addressChanged?.();
        return;
      }
      if (started) return;
      const target = clickToReplay<Element>(container, event.target);
      if (target) pendingClick.current = target;
    };
    window.addEventListener('click', onClick, {capture: true});
    // The chunk is large (its evaluation is one long task): it is fetched and run once the
    // interaction that woke it is over, not between the reader's pointer and their click.
    interacted
      .then(() => import('./island'))
      .then(({hydrateIsland}) => {
        if (cancelled) return;
        started = true;
        const hydrated = hydrateIsland(container, props, {
          context,
          // ./before.ts keeps answering until it hands over (onClick is inert from then on).
          onReady,
          // Leaving the page while the island hydrates unmounts a root not yet hydrated, which
          // React reports (#424): nothing is wrong then, the island is being thrown away.
          onRecoverableError: (error) => cancelled || console.error('API reference: Redoc hydration error', error),
        });
        ({unmount} = hydrated);
        ({addressChanged} = hydrated);
      })
      .catch((error: unknown) => console.error('API reference: Redoc could not be loaded', error));
    return () => {
      cancelled = true;
      leaving.abort();
      answer.dispose();
      window.removeEventListener('click', onClick, {capture: true});
      // Not during the app's own commit: React warns about unmounting a root while rendering.
      if (unmount) setTimeout(unmount, 0);
    };
    // Props and context of a mounted page do not change; the island is set up once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asIsland]);

  return (
    <main ref={main}>
      {asIsland ? (
        <div ref={island} className={ISLAND} suppressHydrationWarning dangerouslySetInnerHTML={{__html: ''}} />
      ) : (
        <div ref={island} className={ISLAND}>
          <Suspense fallback={<p className="margin--lg">Loading the API reference…</p>}>
            <LazyRedoc {...props} />
            {typeof window !== 'undefined' && <Mounted onReady={onReady} />}
          </Suspense>
        </div>
      )}
    </main>
  );
}
