import type {ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import DocSidebarDesktop from '@theme/DocSidebar/Desktop';
import DocSidebarMobile from '@theme/DocSidebar/Mobile';
import type {Props} from '@theme/DocSidebar';
import {useKeptWhileHidden} from '@site/src/utils/keptWhileHidden';
import Served from '@site/src/components/Served';

/**
 * The stock component renders the desktop sidebar on the server and, on a narrow screen, swaps it
 * for the mobile one right after hydration: the whole prerendered menu unmounted in a synchronous
 * update while the page becomes interactive. Below the desktop breakpoint the desktop sidebar's
 * container is hidden by the theme's CSS (`display: none`), so it can simply stay: only the mobile
 * part (which hands the items to the navbar's mobile menu) is added on narrow screens.
 *
 * On such a screen the hidden menu is not hydrated either (src/utils/keptWhileHidden.ts). On
 * run-signer-node it was about half the elements React owned, and more of its components (each
 * link is several). It is kept as served (src/components/Served), and nothing in it can be reached
 * (not shown, not focusable, not found by find-in-page). A client-side navigation
 * leaves it as it is, still hidden; once the screen is wide enough to show it, React renders it for
 * the page then shown.
 */
export default function DocSidebar(props: Props): ReactNode {
  const windowSize = useWindowSize();
  const keepsHidden = useKeptWhileHidden(true);
  return (
    <>
      <Served keep={keepsHidden}>
        <DocSidebarDesktop {...props} />
      </Served>
      {windowSize === 'mobile' && <DocSidebarMobile {...props} />}
    </>
  );
}
