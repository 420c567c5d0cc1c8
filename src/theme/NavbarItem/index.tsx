import type {ReactNode} from 'react';
import NavbarItem from '@theme-original/NavbarItem';
import type {Props} from '@theme/NavbarItem';
import {useKeptWhileHidden} from '@site/src/utils/keptWhileHidden';
import Served from '@site/src/components/Served';

/**
 * The element a desktop navbar item of this type renders at its root, for the types Infima hides
 * below the desktop breakpoint (`.navbar__item { display: none }`): a link, or a dropdown's box.
 */
function hiddenRootOf(props: Props): 'a' | 'div' | null {
  if (props.mobile) return null;
  // The icon links (GitHub, Discord) stay in the phone's navbar (src/css/custom.css).
  if (typeof props.className === 'string' && props.className.includes('navbar-icon-link')) return null;
  const type = (props as {type?: string}).type;
  if (type === 'docsVersionDropdown' || type === 'localeDropdown' || type === 'dropdown') return 'div';
  if (type === undefined || type === 'default' || type === 'doc') return 'items' in props ? 'div' : 'a';
  return null;
}

/**
 * Wraps the theme's NavbarItem. On a page that hydrates on a narrow screen, the desktop navbar's
 * items that the CSS hides there (the section links and the version and language dropdowns) are
 * kept as served, not hydrated (src/utils/keptWhileHidden.ts, src/components/Served): the
 * phone's menu has its own copy of them (rendered with `mobile`). They are rendered by React once
 * the screen is wide enough to show them. e2e/static-article.spec.ts checks that every item kept this way is hidden on a phone.
 */
export default function NavbarItemWrapper(props: Props): ReactNode {
  const root = hiddenRootOf(props);
  const kept = useKeptWhileHidden(root !== null);
  return (
    <Served keep={kept && root !== null} as={root ?? 'div'}>
      <NavbarItem {...props} />
    </Served>
  );
}
