import React, {Suspense, lazy, useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import type OriginalRedoc from '@theme-original/Redoc';
import {isHydrating} from '@site/shared/hydration';
import Served from '@site/src/components/Served';
import {serveReference} from './served';

type Props = ComponentProps<typeof OriginalRedoc>;

/** The theme's Redoc, in a chunk of its own (with Redoc), for the server and client-side renders. */
const LazyRedoc = lazy(() => import('@theme-original/Redoc'));

/** Class of the element that holds the reference. */
const ISLAND = 'api-reference-island';

/** Says Redoc is ready (`data-redoc-ready` on the <main>) once it has mounted (client-side renders). */
function Mounted({main}: {main: React.RefObject<HTMLElement | null>}): null {
  useEffect(() => main.current?.setAttribute('data-redoc-ready', ''), [main]);
  return null;
}

/**
 * Wraps docusaurus-theme-redoc's Redoc.
 *
 * 1. In a <main> landmark: its ApiDoc page puts Redoc straight into the layout, so the API
 *    reference had no main region (screen-reader landmark navigation, and the skip link's target,
 *    is `main`).
 * 2. A page the server wrote runs none of Redoc's code. The reference is prerendered in full, every
 *    part a reader can open included (overrides/redoc/stash-loader.cjs); while the app hydrates,
 *    it is kept as the server wrote it (src/components/Served), and ./served.ts answers its
 *    controls on that markup. Hydrating Redoc instead
 *    took 1 to 1.5 s of the main thread at 4x CPU, and its code is about 800 KB.
 * 3. A page the browser renders itself (client-side navigation, the development server) renders
 *    Redoc, with its chunk loaded then.
 */
export default function RedocWrapper(props: Props): ReactNode {
  const main = useRef<HTMLElement>(null);
  const island = useRef<HTMLDivElement>(null);
  // Decided once per mount: served when this render hydrates the prerendered page.
  const [served, setServed] = useState(isHydrating);

  useEffect(() => {
    const container = island.current;
    if (!served || !container) return undefined;
    // No prerendered reference to serve: React rendered the page afresh instead of hydrating it
    // (a hydration error, markup changed by an extension): Redoc renders it, as after navigation.
    if (!container.querySelector('.redocusaurus')) {
      setServed(false);
      return undefined;
    }
    const reference = serveReference(container);
    return () => {
      reference.dispose();
      // Leaving the page: Redoc's prerendered CSS, and the names of its rules, move to the head, so
      // that a Redoc the browser renders later (Back, a link to the reference) is drawn with the
      // same rules (overrides/redoc/ClientStyles.tsx registers the names, and styled-components
      // inserts only what they lack).
      for (const node of Array.from(container.querySelectorAll('.redocusaurus-styles > style, .redocusaurus-styles > script.redoc-styled-names'))) {
        document.head.appendChild(node);
      }
    };
  }, [served]);

  return (
    <main ref={main}>
      <Served keep={served} elementRef={island} className={ISLAND}>
        <div ref={island} className={ISLAND}>
          <Suspense fallback={<p className="margin--lg">Loading the API reference…</p>}>
            <LazyRedoc {...props} />
            {typeof window !== 'undefined' && <Mounted main={main} />}
          </Suspense>
        </div>
      </Served>
    </main>
  );
}
