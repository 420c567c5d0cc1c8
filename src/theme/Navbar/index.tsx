import {useEffect, type ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import type NavbarType from '@theme/Navbar';
import type {WrapperProps} from '@docusaurus/types';
import {useScrolledPast} from '@site/src/hooks/useScrolledPast';

type Props = WrapperProps<typeof NavbarType>;

/**
 * Wraps the stock navbar to mark it "scrolled" once the page is more than 70 px down:
 * the `.navbar` element gets the class `navbar--scrolled` and <html> the attribute
 * `data-navbar-scrolled`, which the landing page's CSS uses to turn its transparent navbar solid.
 */
export default function NavbarWrapper(props: Props): ReactNode {
  const scrolled = useScrolledPast();
  useEffect(() => {
    document.documentElement.toggleAttribute('data-navbar-scrolled', scrolled);
    document.querySelector('.navbar')?.classList.toggle('navbar--scrolled', scrolled);
  }, [scrolled]);
  return <Navbar {...props} />;
}
