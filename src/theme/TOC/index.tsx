import type {ReactNode} from 'react';
import TOC from '@theme-original/TOC';
import type {Props} from '@theme/TOC';
import {useKeptWhileHidden} from '@site/src/utils/keptWhileHidden';
import Served from '@site/src/components/Served';

/**
 * Wraps the theme's desktop table of contents (doc pages, blog posts and ADRs; the phone's
 * collapsible one is another component). The theme's CSS hides it below the desktop breakpoint
 * (`.tableOfContents { display: none }`), yet on a phone it was hydrated, and its highlighter
 * (useTOCHighlight, in TOCItems) measured every heading of the page when it mounted, forcing a
 * layout of the whole article right after hydration; on doc pages the stock DocItem/Layout then
 * unmounts it. On a page that hydrates on a narrow screen it is kept as served instead
 * (src/utils/keptWhileHidden.ts): not seen, not focusable, not found by find-in-page. React
 * renders it once the screen is wide enough to show it (src/components/Served).
 */
export default function TOCWrapper(props: Props): ReactNode {
  return (
    <Served keep={useKeptWhileHidden(true)}>
      <TOC {...props} />
    </Served>
  );
}
