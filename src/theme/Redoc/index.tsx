import React, {Suspense, lazy, useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import type OriginalRedoc from '@theme-original/Redoc';
import {useHistory} from '@docusaurus/router';
import {isHydrating} from '@site/shared/hydration';
import Served from '@site/src/components/Served';
import {serveReference} from './served';

type Props = ComponentProps<typeof OriginalRedoc>;

/**
 * The theme's Redoc, in a chunk of its own (with Redoc), for the production browser build: rendered
 * only where there is nothing prerendered (a page React rendered afresh after a failed hydration).
 */
const LazyRedoc = lazy(() => import('@theme-original/Redoc'));

/**
 * Redoc itself where the bundle holds it anyway: the server build and the development server.
 * The server render then has no Suspense boundary: React 19 writes a large boundary's content after
 * the footer, with an inline script to move it in place, so the page read without JavaScript and
 * the served island held only the fallback (found by the Docusaurus 4 rehearsal). Docusaurus
 * defines `process.env.HYDRATE_CLIENT_ENTRY` as `true` in the production browser build only, so
 * that bundle leaves this require out and keeps Redoc in its own chunk.
 */
const BundledRedoc: typeof OriginalRedoc | undefined = !process.env.HYDRATE_CLIENT_ENTRY
  ? (require('@theme-original/Redoc') as {default: typeof OriginalRedoc}).default
  : undefined;

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
 *    controls on that markup: the one implementation of them a reader meets on the published
 *    site. Hydrating Redoc instead took 1 to 1.5 s of the main thread at 4x CPU, and its code is
 *    about 800 KB.
 * 3. Every way to the reference loads it in full (links: shared/remarkApiLinks.ts, the article's
 *    links, the search; leaving it: below), so the published site always serves it. Redoc renders
 *    in the browser only where nothing was prerendered: the development server (Redoc in its
 *    bundle), or a page React rendered afresh after a failed hydration (its chunk loaded then).
 */
export default function RedocWrapper(props: Props): ReactNode {
  const history = useHistory();
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
    // Leaving the served reference loads the next page in full, whatever leads there (a link of the
    // navbar or footer, the search, the version dropdown): the reference is never left in the
    // router's history, so Back and Forward bring it back from the browser (its cache or a
    // load of the served page), never as a page the browser renders with Redoc. A change of
    // fragment within the reference (its menu, the scroll spy) stays with the router.
    const here = window.location.pathname;
    const unblock = history.block((location, action) => {
      if (action === 'POP' || location.pathname === here) return undefined;
      window.location.assign(history.createHref(location));
      return false;
    });
    return () => {
      unblock();
      reference.dispose();
    };
    // Once per mount (`served` is decided once).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [served]);

  // The same reference either way; only the lazy chunk needs a Suspense boundary (see BundledRedoc).
  const Reference = BundledRedoc ?? LazyRedoc;
  const reference = (
    <>
      <Reference {...props} />
      <Mounted main={main} />
    </>
  );
  return (
    <main ref={main}>
      <Served keep={served} elementRef={island} className={ISLAND}>
        <div ref={island} className={ISLAND}>
          {BundledRedoc ? reference : <Suspense fallback={<p className="margin--lg">Loading the API reference…</p>}>{reference}</Suspense>}
        </div>
      </Served>
    </main>
  );
}
