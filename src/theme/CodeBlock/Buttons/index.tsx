/**
 * Wraps the stock code-block buttons (word wrap, copy).
 *
 * The stock component renders them inside `<BrowserOnly>`: nothing on the server, and every
 * block's buttons at once right after hydration, in the synchronous render that follows the
 * hydration (Docusaurus' browser context turning true). On run-signer-node (about 60 blocks) that
 * render and its commit were the longest task of the load: about 1.2 s at a mid-range phone's
 * speed in Lighthouse's trace.
 *
 * Here a block that hydrates renders nothing at first, like the server, and its buttons are
 * mounted later: two blocks per idle period (`src/utils/idleBatches.ts`), or at once when the
 * pointer enters the block, a finger touches it or focus moves into it. The buttons are invisible
 * until the block is hovered or they are focused (the theme's CSS), so readers see no difference.
 * Blocks the browser renders itself (after a client-side navigation) get their buttons at once.
 */
import React, {useEffect, useState, type ReactNode} from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';
import type {Props} from '@theme/CodeBlock/Buttons';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import {createIdleBatches} from '@site/src/utils/idleBatches';
import {isHydrating} from '@site/src/utils/hydration';


/** Blocks whose buttons mount per idle period (each mount is one small render and commit). */
const PER_PERIOD = 2;
const INTERACTIONS = ['pointerenter', 'touchstart', 'focusin'] as const;

let addJob: ((job: () => void) => void) | undefined;

export default function CodeBlockButtonsWrapper(props: Props): ReactNode {
  // Fixed when the block mounts: deferred only in the render that hydrates the page.
  const [shown, setShown] = useState(() => !isHydrating());
  const {wordWrap} = useCodeBlockContext();
  useEffect(() => {
    if (shown) return undefined;
    let cancelled = false;
    const show = (): void => {
      if (!cancelled) setShown(true);
    };
    addJob ??= createIdleBatches(PER_PERIOD);
    addJob(show);
    const container = wordWrap.codeBlockRef.current?.closest('.theme-code-block') ?? null;
    for (const type of INTERACTIONS) container?.addEventListener(type, show, {passive: true});
    return () => {
      cancelled = true;
      for (const type of INTERACTIONS) container?.removeEventListener(type, show);
    };
  }, [shown, wordWrap.codeBlockRef]);
  return shown ? <Buttons {...props} /> : null;
}
