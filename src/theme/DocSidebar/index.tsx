import type {ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';

/**
 * The stock component renders the desktop sidebar on the server and, on a narrow screen, swaps it
 * for the mobile one right after hydration: the whole prerendered menu unmounted in a synchronous
 * update while the page becomes interactive. Below the desktop breakpoint the desktop sidebar's
 * container is hidden by the theme's CSS (`display: none`), so it can simply stay: only the mobile
 * part (which hands the items to the navbar's mobile menu) is added on narrow screens.
 */
export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();
  return (
    <>
      <DocSidebarDesktop {...props} />
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}
