/**
 * Wrapper of the theme's Mermaid component.
 *
 * 1. A diagram is rendered (and Mermaid, about 200 KiB gzip with its diagram modules, is loaded)
 *    when it is on screen, or, once the reader scrolls, when it comes within half a screen of the
 *    viewport; not on every page load. Readers who never scroll to a diagram do not pay for it.
 *    The server and the first client render both output the empty slot, so hydration matches
 *    (the stock component renders nothing on the server either).
 * 2. d3-transition is loaded with Mermaid. Mermaid's flowcharts call `selection.transition()` when
 *    the pointer enters a node (its tooltip code), a method that d3-transition adds to d3's
 *    selections as a side effect of being imported. Mermaid imports d3 by name only and d3 is
 *    marked free of side effects, so the bundler left d3-transition out: every hover threw
 *    "e.transition is not a function".
 * 3. Readable at every width: Mermaid draws the diagram at its natural size and the theme scales
 *    it down to the column, which put its text at 2-9 px on the site's wide diagrams. The drawing
 *    is now never scaled below the size at which its smallest text is 12 px (`readableWidth`);
 *    a diagram wider than the column scrolls sideways inside its figure, which is then a
 *    focusable, labelled group so that keyboard readers can scroll it too.
 * 4. Where the reader expects: a diagram taking its height above the heading a jump went to puts
 *    the heading back (`keepJump`); a diagram shown again starts at its known height (`heights`).
 * 5. Its source is in the page (`data-mermaid`), so that a prerendered article can draw it without
 *    being hydrated (src/components/StaticArticle/islands.tsx).
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type {Props} from '@theme/Mermaid';
import {readableWidth} from '@site/src/utils/diagramSize';
import styles from './styles.module.css';

/** How far outside the viewport a diagram starts rendering: half a screen ahead. */
const AHEAD = '50% 0px';

/**
 * Whether the page's position is still the one a jump gave it (a load with a fragment, a link to
 * a heading, a fragment change) and not one the reader chose since by scrolling. A diagram taking
 * its real height above the jump's heading must then put the heading back where the jump put it:
 * the browser's scroll anchoring keeps whatever is at the top of the window in place, which, with
 * a diagram on screen above the heading, is the diagram, and the heading was pushed down.
 */
let jumpHolds = false;
let watchingJumps = false;
const SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

function watchJumps(): void {
  if (watchingJumps) return;
  watchingJumps = true;
  jumpHolds = window.location.hash.length > 1;
  const jumped = (): void => {
    jumpHolds = true;
  };
  const readerScrolled = (): void => {
    jumpHolds = false;
  };
  window.addEventListener('hashchange', jumped);
  document.addEventListener(
    'click',
    (event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href*="#"]') : null;
      if (link) jumped();
    },
    {capture: true},
  );
  for (const type of ['wheel', 'touchmove'] as const) window.addEventListener(type, readerScrolled, {passive: true, capture: true});
  window.addEventListener('keydown', (event) => SCROLL_KEYS.has(event.key) && readerScrolled(), {capture: true});
}

/** After `slot`'s diagram took its height: puts the jump's heading back at the top, if it is below. */
function keepJump(slot: HTMLElement): void {
  if (!jumpHolds) return;
  const id = decodeURIComponent(window.location.hash.slice(1));
  const target = id ? document.getElementById(id) : null;
  if (target && slot.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING) target.scrollIntoView();
}

/**
 * The height each diagram (by its source) had once drawn, in this tab. A page shown again (Back,
 * Forward, a link) renders its diagrams anew, after the browser has put the reader back at their
 * place: a slot that started with a placeholder's height then grew and moved what the reader was
 * looking at. With the height known, the slot has it from the first render. (First visits keep
 * the placeholder: server and browser render the same empty slot.)
 */
const heights = new Map<string, number>();

/** Sizes the drawing in `slot` once Mermaid has put it there, and makes a wide one scrollable. */
function fitForReading(slot: HTMLElement, value: string): () => void {
  const apply = (): boolean => {
    const svg = slot.querySelector<SVGSVGElement>('svg');
    const width = svg?.viewBox.baseVal?.width;
    if (!svg || !width) return false;
    const fonts: number[] = [];
    for (const text of Array.from(svg.querySelectorAll('text, foreignObject span, foreignObject div, foreignObject p'))) {
      if (text.textContent?.trim()) fonts.push(parseFloat(getComputedStyle(text).fontSize));
    }
    svg.style.minWidth = `${readableWidth(width, fonts)}px`;
    const figure = svg.parentElement!;
    const wide = figure.scrollWidth > figure.clientWidth + 1;
    if (wide) {
      figure.setAttribute('tabindex', '0');
      figure.setAttribute('role', 'group');
      figure.setAttribute('aria-label', 'Diagram (scrolls sideways)');
    } else {
      figure.removeAttribute('tabindex');
      figure.removeAttribute('role');
      figure.removeAttribute('aria-label');
    }
    heights.set(value, slot.getBoundingClientRect().height);
    keepJump(slot);
    return true;
  };
  if (apply()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (apply()) observer.disconnect();
  });
  observer.observe(slot, {childList: true, subtree: true});
  return () => observer.disconnect();
}

/** The diagram's slot, rendered by React (see `LazyMermaid` for the element around it). */
export function MermaidSlot(props: Props): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [ready, setReady] = useState(false);
  // Seen before (Back, or a page shown again): the slot keeps the diagram's height from the start.
  const [remembered] = useState(() => heights.get(props.value));

  useEffect(() => {
    watchJumps();
    const element = slot.current;
    if (!element || near) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return undefined;
    }
    const observers: IntersectionObserver[] = [];
    const watch = (rootMargin: string) => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) setNear(true);
        },
        {rootMargin},
      );
      observer.observe(element);
      observers.push(observer);
    };
    // A diagram on the first screen renders at once; the others wait until the reader scrolls
    // (a hash link scrolls too), then render half a screen ahead of the viewport.
    watch('0px');
    const onScroll = () => watch(AHEAD);
    // A slot mounted once the page has already scrolled (a diagram of a prerendered article is a
    // root of its own, hydrated just after the page) looks ahead at once: the scroll came first.
    if (window.scrollY > 0) onScroll();
    else window.addEventListener('scroll', onScroll, {once: true, passive: true});
    return () => {
      window.removeEventListener('scroll', onScroll);
      observers.forEach((observer) => observer.disconnect());
    };
  }, [near]);

  useEffect(() => {
    if (!near) return undefined;
    let cancelled = false;
    // Side effect only: adds `transition()` to d3's selections before Mermaid draws anything.
    void import('d3-transition').then(
      () => !cancelled && setReady(true),
      () => !cancelled && setReady(true),
    );
    return () => {
      cancelled = true;
    };
  }, [near]);

  useEffect(() => (ready && slot.current ? fitForReading(slot.current, props.value) : undefined), [ready, props.value]);

  return (
    <div ref={slot} className={styles.slot} data-mermaid-slot="" style={remembered === undefined ? undefined : {minHeight: remembered}}>
      {ready ? <Mermaid {...props} /> : null}
    </div>
  );
}

/**
 * The slot inside an element that carries the diagram's source (`data-mermaid`): in an article
 * kept as the server wrote it (src/components/StaticArticle), each such element becomes a React
 * root of its own, hydrated with the slot (src/components/StaticArticle/islands.tsx).
 */
export default function LazyMermaid(props: Props): ReactNode {
  return (
    <div data-mermaid={props.value}>
      <MermaidSlot {...props} />
    </div>
  );
}
