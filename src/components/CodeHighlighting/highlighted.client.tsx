/**
 * Highlighted code-block content, browser build (overrides/docusaurus puts this module in place of
 * `./highlighted`). Prism (about 30 KiB gzip, and a long task to evaluate its grammars) is fetched
 * the first time a code block is rendered by the browser itself, that is after a client-side
 * navigation: prerendered blocks keep their server markup (src/theme/CodeBlock/Content) and never
 * need it. Until Prism is there, the block shows its code as plain text in the theme's colours,
 * with the stock layout classes so that nothing moves when the tokens arrive.
 */
import React, {useEffect, useState, type ComponentType, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import {usePrismTheme} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';

type Content = ComponentType<Props>;

let loaded: Content | undefined;
let loading: Promise<Content> | undefined;

/** Loads the Prism chunk once; later calls share the same promise. */
export function loadHighlighter(): Promise<Content> {
  loading ??= import(/* webpackChunkName: "prism" */ './prism').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = undefined; // the next block to render tries again
      throw error;
    },
  );
  return loading;
}

function PlainContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const {plain} = usePrismTheme();
  return (
    <pre
      ref={wordWrap.codeBlockRef as RefObject<HTMLPreElement>}
      tabIndex={0}
      className={clsx(className, 'prism-code', `language-${metadata.language}`, styles.codeBlock, 'thin-scrollbar')}
      style={{color: plain.color, backgroundColor: plain.backgroundColor}}>
      <code className={styles.codeBlockLines}>{metadata.code}</code>
    </pre>
  );
}

export default function HighlightedContent(props: Props): ReactNode {
  const [Highlighted, setHighlighted] = useState<Content | undefined>(() => loaded);
  useEffect(() => {
    if (Highlighted) return undefined;
    let mounted = true;
    loadHighlighter().then(
      (component) => mounted && setHighlighted(() => component),
      // A failed chunk load leaves the plain text, which is still correct and copyable.
      (error: unknown) => console.error('Code highlighting could not be loaded:', error),
    );
    return () => {
      mounted = false;
    };
  }, [Highlighted]);
  return Highlighted ? <Highlighted {...props} /> : <PlainContent {...props} />;
}
