/**
 * Wraps the classic theme's code line: an ordinary line is written as its tokens followed by a
 * newline, inside the block's <pre>, instead of a <div class="token-line"> with an inline colour,
 * a <span class="token plain"> around each stretch of unhighlighted text and a closing <br>.
 *
 * The <pre> already sets the plain colour and keeps newlines, so the page looks the same (full-page
 * screenshots of run-signer-node are identical at 1280 and 412 px), and a selection copies the
 * same text. What goes is markup: on run-signer-node, 651 of its 3,039 elements (the plain spans,
 * the line <div>s and their <br>s), which the browser parsed, styled and laid out on every load.
 *
 * A line the theme marks (a magic comment's highlight, or a block with line numbers) keeps the
 * stock markup: its class needs an element to land on.
 */
import React, {type ReactNode} from 'react';
import type {Props} from '@theme/CodeBlock/Line';
import StockLine from '@theme-original/CodeBlock/Line';
import LineToken from '@theme/CodeBlock/Line/Token';
import {isPlainToken, leanLineTokens} from './lean';

export default function CodeBlockLine(props: Props): ReactNode {
  const {line, classNames, showLineNumbers, getTokenProps} = props;
  if (showLineNumbers || (classNames && classNames.length > 0)) return <StockLine {...props} />;
  return (
    <>
      {leanLineTokens(line).map((token, key) => {
        if (isPlainToken(token)) return token.content;
        const tokenProps = getTokenProps({token});
        return (
          // eslint-disable-next-line react/no-array-index-key -- a line's tokens never move
          <LineToken key={key} {...tokenProps} line={line} token={token}>
            {tokenProps.children}
          </LineToken>
        );
      })}
      {'\n'}
    </>
  );
}
