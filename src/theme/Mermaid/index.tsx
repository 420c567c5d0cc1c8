/**
 * Wrapper: a diagram is rendered (and Mermaid, about 200 KiB gzip with its diagram modules, is
 * loaded) when it is on screen, or, once the reader scrolls, when it comes within half a screen of
 * the viewport; not on every page load. Readers who never scroll to a diagram do not pay for it,
 * and the main thread stays free while the page becomes interactive (Lighthouse's total blocking
 * time on pages with diagrams).
 *
 * The server and the first client render both output the empty slot, so hydration matches; the
 * stock component renders nothing on the server either.
 */
import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import Mermaid from '@theme-original/Mermaid';
import type {Props} from '@theme/Mermaid';
import styles from './styles.module.css';

/** How far outside the viewport a diagram starts rendering: half a screen ahead. */
const AHEAD = '50% 0px';

export default function LazyMermaid(props: Props): ReactNode {
  const slot = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
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
    window.addEventListener('scroll', onScroll, {once: true, passive: true});
    return () => {
      window.removeEventListener('scroll', onScroll);
      observers.forEach((observer) => observer.disconnect());
    };
  }, [near]);

  return (
    <div ref={slot} className={styles.slot} data-mermaid-slot="">
      {near ? <Mermaid {...props} /> : null}
    </div>
  );
}
