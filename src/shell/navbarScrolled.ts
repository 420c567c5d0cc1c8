/**
 * The navbar's "scrolled" state on a page without its app (./index.ts): the same marks as
 * src/theme/Navbar (class `navbar--scrolled`, attribute `data-navbar-scrolled` on <html>), set from
 * the same threshold (src/utils/scroll.ts); the navbar's wrapper takes over when the app starts.
 */
import {isScrolledPast} from '../utils/scroll';

export function markNavbarScrolled(doc: Document): () => void {
  let scrolled: boolean | undefined;
  const update = (): void => {
    const now = isScrolledPast(window.scrollY);
    if (now === scrolled) return;
    scrolled = now;
    doc.documentElement.toggleAttribute('data-navbar-scrolled', now);
    doc.querySelector('.navbar')?.classList.toggle('navbar--scrolled', now);
  };
  update();
  window.addEventListener('scroll', update, {passive: true});
  return () => window.removeEventListener('scroll', update);
}
