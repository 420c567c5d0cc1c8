/**
 * The article of a page loaded from the server, kept as the server wrote it (./region.tsx), with
 * what a reader can do inside it: links, tabs (./behaviour.ts) and code-block buttons
 * (./codeButtons.ts). Used for docs, posts and ADRs and the excerpts of a blog list
 * (src/theme/DocItem/Content, src/theme/BlogPostItem/Content), all in route chunks, not in main.js.
 */
import React, {useEffect, type ReactNode} from 'react';
import StaticRegion, {type StaticRegionProps} from './region';
import {answerArticle} from './behaviour';
import {installCodeButtons} from './codeButtons';

export {useKeepsPrerendered} from './region';

export default function StaticArticle(props: Omit<StaticRegionProps, 'answer'>): ReactNode {
  // Code blocks are only in articles: their buttons are answered from the first article on.
  useEffect(installCodeButtons, []);
  return <StaticRegion {...props} answer={answerArticle} />;
}
