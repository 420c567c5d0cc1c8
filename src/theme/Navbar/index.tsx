import {useEffect, type ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {useScrolledPast} from '@site/src/hooks/useScrolledPast';

type Props = WrapperProps<typeof NavbarType>;

/**
 * While the phone menu is open, everything else on the page is `inert` (the navbar's own bar
 * under the overlay, and every sibling of the navbar and of its ancestors), the menu gets the focus
 * when it opens, and Tab and Shift+Tab wrap at its ends, so they stay in it. When it closes, focus left in the menu
 * (or dropped on the body) goes back to the menu button. The backdrop is left alone: a tap on it
 * closes the menu. Returns the undo.
 */
function holdFocusInMenu(nav: HTMLElement): () => void {
  const menu = nav.querySelector<HTMLElement>('.navbar-sidebar');
  if (!menu) return () => {};
  const outside: Element[] = Array.from(nav.children).filter((el) => el !== menu && !el.classList.contains('navbar-sidebar__backdrop'));
  for (let el: Element = nav; el.parentElement && el !== document.body; el = el.parentElement) {
    for (const sibling of Array.from(el.parentElement.children)) if (sibling !== el && !sibling.hasAttribute('inert')) outside.push(sibling);
  }
  for (const el of outside) el.setAttribute('inert', '');
  const stops = () =>
    Array.from(menu.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex]:not([tabindex="-1"])')).filter(
      (el) => !el.closest('[inert]') && el.getClientRects().length > 0,
    );
  stops()[0]?.focus();
  // With the rest inert, Tab from the last stop (Shift+Tab from the first) would leave the page:
  // it wraps to the other end instead.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const all = stops();
    const [first, last] = [all[0], all[all.length - 1]];
    const active = document.activeElement;
    const to = event.shiftKey ? (active === first || !menu.contains(active) ? last : null) : active === last || !menu.contains(active) ? first : null;
    if (to) {
      event.preventDefault();
      to.focus();
    }
  };
  document.addEventListener('keydown', onKeyDown);
  return () => {
    document.removeEventListener('keydown', onKeyDown);
    for (const el of outside) el.removeAttribute('inert');
    const active = document.activeElement;
    if (!active || active === document.body || menu.contains(active)) nav.querySelector<HTMLElement>('.navbar__toggle')?.focus();
  };
}

/**
 * Wraps the stock navbar:
 * - marks it "scrolled" once the page is more than 70 px down: the `.navbar` element gets the class
 *   `navbar--scrolled` and <html> the attribute `data-navbar-scrolled`, which the landing page's
 *   CSS uses to turn its transparent navbar solid;
 * - keeps the keyboard in the open phone menu (issue 57), with `inert` on the rest of the page.
 */
export default function NavbarWrapper(props: Props): ReactNode {
  const scrolled = useScrolledPast();
  const {shown} = useNavbarMobileSidebar();
  useEffect(() => {
    document.documentElement.toggleAttribute('data-navbar-scrolled', scrolled);
    document.querySelector('.navbar')?.classList.toggle('navbar--scrolled', scrolled);
  }, [scrolled]);
  useEffect(() => {
    const nav = shown ? document.querySelector<HTMLElement>('nav.navbar') : null;
    return nav ? holdFocusInMenu(nav) : undefined;
  }, [shown]);
  return <Navbar {...props} />;
}
