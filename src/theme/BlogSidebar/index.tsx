import type {ReactNode} from 'react';
import {useWindowSize} from '@docusaurus/theme-common';
import BlogSidebarDesktop from '@theme/BlogSidebar/Desktop';
import BlogSidebarMobile from '@theme/BlogSidebar/Mobile';
import type {Props} from '@theme/BlogSidebar';
import {useKeptWhileHidden} from '@site/src/utils/keptWhileHidden';
import Served from '@site/src/components/Served';

/**
 * The blog's and the ADRs' sidebar (recent posts), as src/theme/DocSidebar does for the docs. The
 * stock component renders the desktop list on the server and, on a narrow screen, replaces it
 * with the mobile one (which hands the items to the navbar's phone menu) right after hydration:
 * the prerendered list was hydrated only to be torn down. Below the desktop breakpoint the theme's
 * CSS hides the desktop list (`.sidebar { display: none }`), so it stays, kept as served (not
 * hydrated: src/utils/keptWhileHidden.ts, src/components/Served) until the screen is wide enough to show it; the mobile
 * part is added on narrow screens.
 */
export default function BlogSidebar({sidebar}: Props): ReactNode {
  const windowSize = useWindowSize();
  const kept = useKeptWhileHidden(true);
  if (!sidebar?.items.length) return null;
  return (
    <>
      <Served keep={kept} as="aside">
        <BlogSidebarDesktop sidebar={sidebar} />
      </Served>
      {windowSize === 'mobile' && <BlogSidebarMobile sidebar={sidebar} />}
    </>
  );
}
