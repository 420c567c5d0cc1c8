/**
 * Wraps the theme's BlogPostItem/Content: a post's or an ADR's article (or excerpt, in a list),
 * when the page was loaded from the server, stays as the server wrote it
 * (src/components/StaticArticle); otherwise the theme renders it.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import Content from '@theme-original/BlogPostItem/Content';
import type {Props} from '@theme/BlogPostItem/Content';
import StaticArticle from '@site/src/components/StaticArticle';

/** The id the theme gives a post's content on its own page (`blogPostContainerID`, @docusaurus/utils-common). */
const POST_CONTAINER_ID = '__blog-post-container';

export default function BlogPostItemContent(props: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  // The element the theme renders around the content: the feed generator finds a post by its id.
  return (
    <StaticArticle id={isBlogPostPage ? POST_CONTAINER_ID : undefined} className={clsx('markdown', props.className)} content={props.children}>
      <Content {...props} />
    </StaticArticle>
  );
}
