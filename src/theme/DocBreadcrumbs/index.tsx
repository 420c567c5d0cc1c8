import type {ReactNode} from 'react';
import DocBreadcrumbs from '@theme-original/DocBreadcrumbs';
import type DocBreadcrumbsType from '@theme/DocBreadcrumbs';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';
import PageActions from '@site/src/components/PageActions';

type Props = WrapperProps<typeof DocBreadcrumbsType>;

/**
 * The breadcrumbs of a doc page (and of a generated category page), followed by "Copy page" and
 * "View as Markdown" for the page's Markdown twin (plugins/llms). Rendered even when the page has
 * no breadcrumbs (a doc outside the sidebars, such as the glossary).
 */
export default function DocBreadcrumbsWrapper(props: Props): ReactNode {
  const {pathname} = useLocation();
  return (
    <>
      <DocBreadcrumbs {...props} />
      <PageActions permalink={pathname} />
    </>
  );
}
