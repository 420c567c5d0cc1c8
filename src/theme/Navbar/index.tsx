import {useEffect, type ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {useScrolledPast} from '@site/src/hooks/useScrolledPast';

type Props = WrapperProps<typeof NavbarType>;

/**
 * While the phone menu is open, everything else on the page is `inert` (the navbar's own bar
 * under the overlay, and every sibling of the navbar and of its ancestors): Tab and Shift+Tab
 * stay in the menu, which gets the focus when it opens. When it closes, focus left in the menu
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
  const first = Array.from(menu.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex]:not([tabindex="-1"])')).find(
    (el) => !el.closest('[inert]') && el.getClientRects().length > 0,
  );
  first?.focus();
  return () => {
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
