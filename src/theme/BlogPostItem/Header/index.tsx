import type {ReactNode} from 'react';
import Header from '@theme-original/BlogPostItem/Header';
import type HeaderType from '@theme/BlogPostItem/Header';
import type {WrapperProps} from '@docusaurus/types';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import PageActions from '@site/src/components/PageActions';
import StaticRegion from '@site/src/components/StaticArticle/region';

type Props = WrapperProps<typeof HeaderType>;

/**
 * The post's header, followed on the post's own page (dev blog post or ADR, not the list pages) by
 * "Copy page" and "View as Markdown" (its Markdown twin, plugins/llms).
 *
 * On a page loaded from the server the header (title, date, reading time, authors) is kept as
 * served, like the article below it: the theme formats the date and the reading time with
 * `Intl.DateTimeFormat` and `Intl.PluralRules` as it renders, and a page's first Intl object makes
 * the browser load its locale data, a long task while hydrating, for words the server already wrote.
 */
export default function HeaderWrapper(props: Props): ReactNode {
  const {metadata, isBlogPostPage} = useBlogPost();
  return (
    <>
      <StaticRegion as="header">
        <Header {...props} />
      </StaticRegion>
      {isBlogPostPage && <PageActions permalink={metadata.permalink} />}
    </>
  );
}
