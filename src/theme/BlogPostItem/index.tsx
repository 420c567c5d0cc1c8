/**
 * Wraps the theme's BlogPostItem: in a list of posts or ADRs (the blog's pages, a tag's page) on a
 * page loaded from the server, each post is kept as the server wrote it (src/components/StaticArticle):
 * title, date, authors, excerpt, tags and "Read the full post" are links and text, and links to pages of the
 * site change page through the router (src/components/StaticArticle/links.ts). Hydrating the ten
 * posts of a page cost React about 330 elements and, per post, the header's date and reading-time
 * formatting and the tags' components. A post's own page keeps the wrapped component (its article
 * is kept by ./Content), and a client-side navigation renders the stock one.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import BlogPostItem from '@theme-original/BlogPostItem';
import type {Props} from '@theme/BlogPostItem';
import StaticArticle from '@site/src/components/StaticArticle';

export default function BlogPostItemWrapper(props: Props): ReactNode {
  const {isBlogPostPage} = useBlogPost();
  if (isBlogPostPage) return <BlogPostItem {...props} />;
  // The class names of the stock item's <article> in a list (upstream hash checked: overrides/manifest.json).
  return (
    <StaticArticle as="article" className={clsx('margin-bottom--xl', props.className)}>
      <BlogPostItem {...props} />
    </StaticArticle>
  );
}
