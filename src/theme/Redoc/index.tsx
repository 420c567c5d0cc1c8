import React, {useEffect, useRef, type ComponentProps, type ReactNode} from 'react';
import Redoc from '@theme-original/Redoc';
import {inBatches, nextFrame} from '@site/src/utils/gradual';
import {API_SECTIONS} from '@site/src/data/apiSections';

type Props = ComponentProps<typeof Redoc>;

/** Sections revealed per frame: each batch is laid out in well under 50 ms on a slow phone. */
const PER_BATCH = 3;

/**
 * Marks the sections rendered without moving what the reader sees: a section above the viewport
 * that takes its real height instead of its placeholder's would push the page down (a link to an
 * operation would then land beside it). The first section on screen is measured before and after
 * (the read forces the layout the batch needs, in this same frame) and the page is scrolled back by
 * the difference, before anything is painted.
 */
function revealKeepingView(sections: readonly Element[], batch: readonly Element[]): void {
  const onScreen = sections.find((section) => {
    const {top, bottom} = section.getBoundingClientRect();
    return bottom > 0 && top < window.innerHeight;
  });
  const before = onScreen?.getBoundingClientRect().top;
  for (const section of batch) section.setAttribute('data-rendered', '');
  if (onScreen === undefined || before === undefined) return;
  const shift = onScreen.getBoundingClientRect().top - before;
  if (Math.abs(shift) >= 1) window.scrollBy(0, shift);
}

/**
 * Wraps docusaurus-theme-redoc's Redoc.
 *
 * 1. In a <main> landmark: its ApiDoc page puts Redoc straight into the layout, so the API
 *    reference had no main region (screen-reader landmark navigation, and the skip link's target,
 *    is `main`).
 * 2. Sections rendered gradually. plugins/redoc-fixes/redoc.css gives every top-level section
 *    `content-visibility: auto` until it carries `data-rendered`, so that the browser does not lay
 *    out the whole reference (about 8,700 elements) several times while it parses the page and
 *    hydrates it. Once the page is interactive, the sections get `data-rendered` a few per animation
 *    frame (about 15 frames), and end up rendered as they would be without the rule: tools that
 *    read the layout of the whole page (axe's contrast checks, for one) see the real page. What
 *    is on screen stays in place while sections above it take their real height. (Idle
 *    callbacks were tried first: they can be starved long enough for Lighthouse to run axe on a
 *    half-revealed page.)
 */
export default function RedocWrapper(props: Props): ReactNode {
  const main = useRef<HTMLElement>(null);
  useEffect(() => {
    const sections = Array.from(main.current?.querySelectorAll(API_SECTIONS) ?? []);
    return inBatches(sections, PER_BATCH, (batch) => revealKeepingView(sections, batch), nextFrame);
  }, []);
  return (
    <main ref={main}>
      <Redoc {...props} />
    </main>
  );
}
