/**
 * When a part of the page that the theme's CSS hides on narrow screens (the desktop docs sidebar,
 * the desktop table of contents) is kept as the
 * server wrote it (src/components/Served) instead of being hydrated: on a page that hydrates on
 * such a screen, where React would walk and wire elements that cannot be seen, focused or found.
 * React renders them once the screen is wide enough to show them.
 */
import {useEffect, useState} from 'react';
import {isHydrating} from '../../shared/hydration';

/** Where the theme's CSS shows the desktop layout (Infima and the classic theme: 997 px and up). */
export const DESKTOP_QUERY = '(min-width: 997px)';

/**
 * Whether a part hidden below the desktop breakpoint (`hiddenBelowDesktop`) is kept as served:
 * true on a page that hydrates on a narrow screen, until the screen is wide enough to show it.
 */
export function useKeptWhileHidden(hiddenBelowDesktop: boolean): boolean {
  const [kept, setKept] = useState(() => hiddenBelowDesktop && isHydrating() && !window.matchMedia(DESKTOP_QUERY).matches);
  useEffect(() => {
    if (!kept) return undefined;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = (): void => {
      if (query.matches) setKept(false);
    };
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [kept]);
  return kept;
}
