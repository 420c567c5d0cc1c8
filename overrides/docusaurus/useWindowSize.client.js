/**
 * Browser build's `useWindowSize` of @docusaurus/theme-common (swapped in by overrides/docusaurus):
 * the stock hook, same states ('ssr' during hydration, then 'desktop' or 'mobile' at the 996 px
 * breakpoint, updated on resize), except that its first update after hydration is a transition.
 * On a narrow screen that update re-renders the docs' sidebar, the table of contents and the
 * navbar's mobile parts; as an ordinary update it was one synchronous render in the middle of the
 * page's start-up, as a transition React renders it in short slices. Later updates (a resize) are
 * ordinary updates, as before.
 */
import {startTransition, useEffect, useState} from 'react';

const DESKTOP_BREAKPOINT = 996;

function getWindowSize(desktopBreakpoint) {
  return window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile';
}

export function useWindowSize({desktopBreakpoint = DESKTOP_BREAKPOINT} = {}) {
  const [windowSize, setWindowSize] = useState('ssr');
  useEffect(() => {
    const update = () => setWindowSize(getWindowSize(desktopBreakpoint));
    startTransition(update);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
