/**
 * The article of a page loaded from the server, kept as the server wrote it (./region.tsx), with
 * what a reader can do inside it: links (./links.ts), tabs (./tabs.ts) and code-block buttons
 * (./codeButtons.ts). Tabs and code-block buttons are answered on the document, the same way for an
 * article kept as served and for one the browser rendered (client-side navigation). Used for docs,
 * posts and ADRs and the excerpts of a blog list (src/theme/DocItem/Content,
 * src/theme/BlogPostItem/Content), all in route chunks, not in main.js.
 */
import React, {useEffect, useLayoutEffect, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import StaticRegion, {type StaticRegionProps} from './region';
import {installTabs, restoreTabs} from './tabs';
import {installCodeButtons} from './codeButtons';

export {useKeepsPrerendered} from './region';

export default function StaticArticle(props: StaticRegionProps): ReactNode {
  const history = useHistory();
  // The reader's stored or addressed tab choice, before the article is painted.
  useLayoutEffect(() => restoreTabs(document.documentElement, window.location.search), []);
  useEffect(() => {
    installCodeButtons();
    installTabs((search) => history.replace({...history.location, search}));
    // Once: the listeners serve every article from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <StaticRegion {...props} />;
}
