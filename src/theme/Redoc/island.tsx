/**
 * Hydrates the prerendered API reference as a React root of its own (src/theme/Redoc/index.tsx
 * loads this chunk, with Redoc, at the reader's first interaction with the page).
 *
 * Why a root of its own: the page's app hydrates with the reference left as an opaque element
 * (its prerendered markup untouched), so that Redoc's code is not needed to make the rest of the
 * page interactive. A Suspense boundary left dehydrated would not do: the first context update
 * after hydration (Docusaurus' `useIsBrowser()` turning true, on every page) makes React 18 throw
 * such a boundary away and render it again from scratch (error #421).
 *
 * The theme's Redoc reads three contexts of the app; the root gets the same values
 * (src/components/Island/providers.tsx).
 */
import React, {Suspense, startTransition, useEffect, useLayoutEffect, type ComponentProps, type ReactNode} from 'react';
import {hydrateRoot, type Root} from 'react-dom/client';
import Redoc from '@theme-original/Redoc';
import {IslandProviders} from '@site/src/components/Island/providers';
import type {DocusaurusContext as DocusaurusContextValue} from '@docusaurus/types';

export type RedocProps = ComponentProps<typeof Redoc>;

interface IslandOptions {
  /** The app's Docusaurus context value (`useDocusaurusContext()`). */
  context: DocusaurusContextValue;
  /** Called once Redoc has mounted (its effects have run). */
  onReady: () => void;
  /** Reported to the console, as the app's root does with its own. */
  onRecoverableError?: (error: unknown) => void;
  /** Where the page must be once Redoc has mounted, given where it was when hydration started. */
  keepScrollY?: (initial: number) => number;
}

/**
 * After Redoc has mounted: puts the address's fragment back (see `hydrateIsland`) and the reader
 * where they were, then calls `onReady`. Its effects run after Redoc's own (a later sibling).
 */
function AfterMount({hash, scrollY, onReady}: {hash: string; scrollY: () => number; onReady: () => void}): null {
  useLayoutEffect(() => {
    const y = scrollY();
    if (window.scrollY !== y) window.scrollTo(0, y);
  }, [scrollY]);
  useEffect(() => {
    if (hash && !window.location.hash) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash}`);
    const y = scrollY();
    if (window.scrollY !== y) window.scrollTo(0, y);
    onReady();
  }, [hash, scrollY, onReady]);
  return null;
}

/**
 * Hydrates `container` (whose children are the prerendered reference: the theme's Redoc inside a
 * completed Suspense boundary) with the theme's Redoc. Returns the root, to unmount it with the page.
 *
 * Redoc scrolls to the operation named by the address's fragment twice: when its store is built
 * (during the render) and when it mounts. On a page loaded with a fragment the browser has already
 * scrolled there, and the reader may have moved since: the fragment is taken out of the address
 * (`history.replaceState`, which neither scrolls nor notifies the router) while Redoc starts, and
 * put back once it has mounted, so the reader stays where they are.
 */
export function hydrateIsland(container: Element, props: RedocProps, {context, onReady, onRecoverableError, keepScrollY}: IslandOptions): Root {
  const {hash} = window.location;
  const initialY = window.scrollY;
  const scrollY = (): number => (keepScrollY ? keepScrollY(initialY) : initialY);
  if (hash) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  const tree: ReactNode = (
    <IslandProviders context={context}>
      <Suspense fallback={null}>
        <Redoc {...props} />
        <AfterMount hash={hash} scrollY={scrollY} onReady={onReady} />
      </Suspense>
    </IslandProviders>
  );
  // In a transition: React hydrates the reference in short slices (about 5 ms each) instead of one
  // long task, so the page, and ./before.ts, keep answering the reader meanwhile.
  let root!: Root;
  startTransition(() => {
    root = hydrateRoot(container, tree, onRecoverableError ? {onRecoverableError} : undefined);
  });
  return root;
}
