/**
 * Wraps the stock code-block content (the <pre> that holds the highlighted lines).
 *
 * Hydration keeps the prerendered lines as they are. A block mounted by the render that hydrates
 * the prerendered page is an empty <pre> whose children React does not own
 * (`dangerouslySetInnerHTML` with an empty string: in production React neither compares nor
 * replaces the children of such an element). The server's tokens therefore stay in the page, and
 * the browser neither loads Prism nor tokenises and hydrates thousands of token spans while the
 * page becomes interactive (run-signer-node has about 60 blocks). The <pre> keeps the word-wrap
 * ref, so the wrap and copy buttons work as before; the code they copy comes from the props.
 *
 * Blocks the browser renders itself (after a client-side navigation, or content mounted later)
 * are highlighted by `@site/src/components/CodeHighlighting/highlighted`, which loads Prism on
 * demand in the browser. So is a block that was meant to hydrate but found no prerendered lines
 * (React renders the page afresh after a hydration mismatch): it is re-rendered at once.
 */
import React, {useLayoutEffect, useState, type ReactNode, type RefObject} from 'react';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import Highlighted from '@site/src/components/CodeHighlighting/highlighted';
import {isHydrating} from '@site/src/utils/hydration';

export default function CodeBlockContent(props: Props): ReactNode {
  // Fixed when the block mounts (not a context, so no second render after hydration).
  const [prerendered, setPrerendered] = useState(isHydrating);
  const {wordWrap} = useCodeBlockContext();
  const pre = wordWrap.codeBlockRef as RefObject<HTMLPreElement>;
  useLayoutEffect(() => {
    if (prerendered && !pre.current?.hasChildNodes()) setPrerendered(false);
  }, [prerendered, pre]);
  if (prerendered) {
    return <pre ref={pre} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  }
  return <Highlighted {...props} />;
}
