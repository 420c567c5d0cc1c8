/**
 * Replaces the stock code-block buttons (word wrap, copy) by the same buttons as plain markup,
 * answered by one set of listeners for the whole page (src/components/StaticArticle/codeButtons.ts).
 *
 * The stock component renders them in `<BrowserOnly>`: nothing on the server, then every block's
 * buttons, each a React component with its own state, effects and resize listener, in the render
 * that follows hydration (about 60 blocks on run-signer-node). An article kept as the server wrote
 * it (src/components/StaticArticle) is not rendered by the browser at all, so its buttons must be
 * in the server's markup. Here they are, with the stock look (the theme's icons, drawn by CSS:
 * ./styles.module.css, seven elements fewer per block than inline SVG): the
 * copy button copies the block's code and says "Copied" for a second; the word-wrap button is
 * shown once the pointer or focus comes into a block whose lines overflow, and wraps them. A block
 * the browser renders (after a client-side navigation) gets the same markup and the same answers.
 */
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import type {Props} from '@theme/CodeBlock/Buttons';
import groupStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/styles.module.css';
import styles from './styles.module.css';
import {COPIED_CLASS_ATTRIBUTE, ENABLED_CLASS_ATTRIBUTE} from '@site/src/components/StaticArticle/codeButtons';

export default function CodeBlockButtons({className}: Props): ReactNode {
  const wrapTitle = translate({
    id: 'theme.CodeBlock.wordWrapToggle',
    message: 'Toggle word wrap',
    description: 'The title attribute for toggle word wrapping button of code block lines',
  });
  return (
    <div className={clsx(className, groupStyles.buttonGroup, 'code-buttons')}>
      <button
        type="button"
        hidden
        className={clsx('clean-btn code-wrap', styles.wrap)}
        aria-label={wrapTitle}
        title={wrapTitle}
        {...{[ENABLED_CLASS_ATTRIBUTE]: styles.wrapEnabled}}
      />
      <button
        type="button"
        className={clsx('clean-btn code-copy', styles.copy)}
        aria-label={translate({id: 'theme.CodeBlock.copyButtonAriaLabel', message: 'Copy code to clipboard', description: 'The ARIA label for copy code blocks button'})}
        title={translate({id: 'theme.CodeBlock.copy', message: 'Copy', description: 'The copy button label on code blocks'})}
        {...{[COPIED_CLASS_ATTRIBUTE]: styles.copied}}
      />
    </div>
  );
}
