import {startTransition, useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {onIntent} from '@site/src/utils/intent';

/**
 * The mobile sidebar (the navbar's menu on narrow screens, with the docs' sidebar inside) is
 * mounted when the reader heads for the menu button (pointer, finger or keyboard focus on it:
 * src/utils/intent.ts), in a transition, or at once if the menu is opened before that. The stock
 * component mounted the whole menu, hidden, in the render that follows hydration on every narrow
 * screen: hundreds of elements in a synchronous update while the page was becoming interactive,
 * for readers who mostly never open it. (Until 2026-11-28 it was mounted at the reader's first
 * interaction with the page, whatever it was: the same work for everyone, later.)
 */
export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(false);
  useEffect(() => onIntent(document, 'button.navbar__toggle', () => startTransition(() => setWanted(true)), {once: true}), []);
  return wanted || shown ? <MobileSidebar /> : null;
}
