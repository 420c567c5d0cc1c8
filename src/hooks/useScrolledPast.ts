import {useEffect, useState} from 'react';
import {isScrolledPast, NAVBAR_SCROLL_THRESHOLD} from '../utils/scroll';

/** Whether the window is scrolled past `threshold` px; updates on scroll (passive listener). */
export function useScrolledPast(threshold: number = NAVBAR_SCROLL_THRESHOLD): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(isScrolledPast(window.scrollY, threshold));
    update();
    window.addEventListener('scroll', update, {passive: true});
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
