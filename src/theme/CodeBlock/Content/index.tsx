/**
 * Replaces the stock code-block content (the <pre> that holds the highlighted lines) with one that
 * loads Prism when a block is rendered in the browser, not with the page.
 *
 * Only blocks the browser renders itself come here: after a client-side navigation, or in content
 * mounted later. A page loaded from the server keeps its articles as the server wrote them, code
 * blocks included (src/components/StaticArticle): their tokens are never rendered again. Prism,
 * with the site's extra languages, is a chunk of its own (`@site/src/components/CodeHighlighting/highlighted`),
 * loaded the first time a block renders; until then the code shows as plain text in the same layout.
 */
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Content';
import Highlighted from '@site/src/components/CodeHighlighting/highlighted';

export default function CodeBlockContent(props: Props): ReactNode {
  return <Highlighted {...props} />;
}
