import {startTransition, useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {afterFirstInteraction} from '@site/src/utils/firstInteraction';

/**
 * The mobile sidebar (the navbar's menu on narrow screens, with the docs' sidebar inside) is
 * mounted once the reader first interacts with the page (pointer, touch, wheel, key), in a
 * transition, or at once if it is opened before that. The stock component mounted the whole menu,
 * hidden, in the render that follows hydration on every narrow screen: hundreds of elements in a
 * synchronous update while the page was becoming interactive. The menu is off screen until its
 * button is pressed, and pressing it is an interaction, so readers see no difference.
 */
export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  const [wanted, setWanted] = useState(false);
  useEffect(() => afterFirstInteraction(document, () => startTransition(() => setWanted(true))), []);
  return wanted || shown ? <MobileSidebar /> : null;
}
