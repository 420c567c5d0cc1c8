/**
 * Wraps the theme's TOCItems/Tree (the list of a table of contents): on a page loaded from the
 * server the list is kept as the server wrote it (src/components/StaticArticle/region.tsx). Its entries are
 * links to the page's own headings, which the browser follows itself; the highlight of the entry
 * in view is set on these links by the theme's hook (useTOCHighlight, in TOCItems), which finds
 * them in the document, not through React. On a phone the desktop table of contents was hydrated
 * only to be removed right after (the theme renders it for the server, and drops it once it knows
 * the window is narrow). A list rendered by the browser (client-side navigation, the phone's
 * "On this page" once opened) is the stock one.
 */
import React, {type ReactNode} from 'react';
import Tree from '@theme-original/TOCItems/Tree';
import type {Props} from '@theme/TOCItems/Tree';
import StaticRegion from '@site/src/components/StaticArticle/region';

export default function TOCItemTreeWrapper(props: Props): ReactNode {
  // An empty table of contents renders nothing: there is no list to keep.
  if (props.toc.length === 0) return <Tree {...props} />;
  return (
    <StaticRegion as="ul" className={props.className}>
      <Tree {...props} />
    </StaticRegion>
  );
}
