import type {ReactNode} from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import PageActions from '@site/src/components/PageActions';

type Props = WrapperProps<typeof HeaderType>;

/**
 * The post's header, followed on the post's own page (dev blog post or ADR, not the list pages) by
 * "Copy page" and "View as Markdown" (its Markdown twin, plugins/llms).
 */
export default function HeaderWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      <Header {...props} />
      {isBlogPostPage && <PageActions permalink={metadata.permalink} />}
    </>
  );
}
