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
}

/** The attribute by which Redoc finds a section to scroll to (its `SECTION_ATTR`). */
const SECTION_ATTR = 'data-section-id';

/**
 * Keeps Redoc from scrolling to the section the address names while it starts, and leaves the
 * address alone. Redoc scrolls there twice: when its store is built (during the first render) and
 * when it mounts, and on each `hashchange` once its store exists. Each time it looks the section
 * up by its `data-section-id`: while that attribute is off the section, Redoc finds nothing and
 * does not scroll (it still marks the menu entry active and opens its group, from its own model).
 * The page is already where the reader wants it: the browser went to the fragment on load or on a
 * jump, or ./before.ts went to the entry the reader pressed. Its scroll would also be off by the
 * navbar's height: the sections' `scroll-margin-top` applies until Redoc is ready, and Redoc adds
 * its own offset (overrides/redoc/redoc.css).
 *
 * The address can change while Redoc hydrates (seconds on a phone): each section it names from
 * the start to the release is held, from a press answered by ./before.ts (`addressChanged`) or a
 * jump of the browser's (`hashchange`, seen before Redoc's own listener).
 *
 * (It used to take the fragment out of the address during hydration, which lasts seconds on a
 * phone: a reader who copied the address then, or a check of it, saw no fragment.)
 */
class HeldSections {
  private readonly held = new Map<Element, string>();
  private readonly onHashChange = (): void => this.hold();

  constructor(private readonly container: Element) {
    window.addEventListener('hashchange', this.onHashChange, {capture: true});
  }

  /** Takes the attribute off the section the address names now. */
  hold(): void {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!id) return;
    for (const section of Array.from(this.container.querySelectorAll(`[${SECTION_ATTR}]`))) {
      if (section.getAttribute(SECTION_ATTR) === id) {
        this.held.set(section, id);
        section.removeAttribute(SECTION_ATTR);
      }
    }
  }

  /** Puts every attribute taken off back (Redoc's scroll spy and menu need them). */
  release(): void {
    window.removeEventListener('hashchange', this.onHashChange, {capture: true});
    for (const [section, id] of this.held) section.setAttribute(SECTION_ATTR, id);
    this.held.clear();
  }
}

/**
 * Runs before Redoc mounts (an earlier sibling's layout effect): the address may name another
 * section than when hydration started (the reader clicked an entry meanwhile).
 */
function BeforeMount({sections}: {sections: HeldSections}): null {
  useLayoutEffect(() => sections.hold(), [sections]);
  return null;
}

/** After Redoc has mounted (a later sibling, its effects run after Redoc's): gives the sections back, then calls `onReady`. */
function AfterMount({sections, onReady}: {sections: HeldSections; onReady: () => void}): null {
  useEffect(() => {
    sections.release();
    onReady();
  }, [sections, onReady]);
  return null;
}

export interface Island {
  /** Unmounts the island with the page (and stops holding sections, if Redoc never mounted). */
  unmount(): void;
  /** To call when ./before.ts has given the address another fragment (pushState fires no event). */
  addressChanged(): void;
}

/**
 * Hydrates `container` (whose children are the prerendered reference: the theme's Redoc inside a
 * completed Suspense boundary) with the theme's Redoc. The reader stays where they are and the
 * address keeps its fragment (see `HeldSections`).
 */
export function hydrateIsland(container: Element, props: RedocProps, {context, onReady, onRecoverableError}: IslandOptions): Island {
  const sections = new HeldSections(container);
  sections.hold();
  const tree: ReactNode = (
    <IslandProviders context={context}>
      <Suspense fallback={null}>
        <BeforeMount sections={sections} />
        <Redoc {...props} />
        <AfterMount sections={sections} onReady={onReady} />
      </Suspense>
    </IslandProviders>
  );
  // In a transition: React hydrates the reference in short slices (about 5 ms each) instead of one
  // long task, so the page, and ./before.ts, keep answering the reader meanwhile.
  let root!: Root;
  startTransition(() => {
    root = hydrateRoot(container, tree, onRecoverableError ? {onRecoverableError} : undefined);
  });
  return {
    unmount: () => {
      sections.release();
      root.unmount();
    },
    addressChanged: () => sections.hold(),
  };
}
