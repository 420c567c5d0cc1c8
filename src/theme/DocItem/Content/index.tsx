/**
 * Wraps the theme's DocItem/Content: a doc's article, when the page was loaded from the server,
 * stays as the server wrote it (src/components/StaticArticle); otherwise the theme renders it.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import Content from '@theme-original/DocItem/Content';
import type {Props} from '@theme/DocItem/Content';
import StaticArticle from '@site/src/components/StaticArticle';

export default function DocItemContent(props: Props): ReactNode {
  // The element the theme renders around the content (its synthetic title included).
  return (
    <StaticArticle className={clsx(ThemeClassNames.docs.docMarkdown, 'markdown')} content={props.children}>
      <Content {...props} />
    </StaticArticle>
  );
}
