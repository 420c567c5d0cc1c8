import type {ReactNode} from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {apiReferenceAt, API_REFERENCE_LIST} from '@site/shared/apiReferences';

type Props = WrapperProps<typeof DocsVersionDropdownNavbarItemType>;

/**
 * Wraps the stock docs version dropdown. On a page of the API reference (which is no doc page, so
 * the stock dropdown would only lead to each version's first doc), it switches between the two
 * references instead, Current (/doc/aggregator-api/) and Next (/doc/next/aggregator-api/), with
 * the API version each one documents. Everywhere else, the stock dropdown.
 */
export default function DocsVersionDropdownNavbarItemWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  const baseUrl = useBaseUrl('/');
  const active = apiReferenceAt(pathname, baseUrl);
  if (!active) return <DocsVersionDropdownNavbarItem {...props} />;
  const {mobile, position, className} = props as Props & {position?: 'left' | 'right'; className?: string};
  const items = API_REFERENCE_LIST.map((reference) => ({
    label: `${reference.label} (API ${reference.version})`,
    to: `/${reference.route}`,
    isActive: () => reference.key === active.key,
  }));
  return (
    <DropdownNavbarItem
      mobile={mobile}
      position={position}
      className={className}
      label={mobile ? 'API versions' : active.label}
      to={mobile ? undefined : `/${active.route}`}
      items={items}
    />
  );
}
