/**
 * Replaces the classic theme's CodeBlock entry component (its content components are reused;
 * `./Content` wraps the one that highlights).
 *
 * No remount after hydration: the stock component gives its content a key that flips when the
 * page hydrates, so that a dark Prism theme can replace the light one the server rendered. Every
 * code block was then tokenised and rendered a second time, in one long task right after
 * hydration (about 200 ms on a mid-range phone for a page such as run-signer-node). This site has
 * a single colour mode, so the server's rendering is already the right one; the remount is kept
 * for the case where the colour mode can change.
 */
import React, {isValidElement, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** Text-only children joined into one string (highlighted and copyable); other children as given. */
function textOf(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

function Content({children, ...props}: Props): ReactNode {
  const content = textOf(children);
  return typeof content === 'string' ? (
    <StringContent {...props}>{content}</StringContent>
  ) : (
    <ElementContent {...props}>{content}</ElementContent>
  );
}

/** The stock behaviour: content keyed on `useIsBrowser()`, so it remounts after hydration. */
function RemountedAfterHydration(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
  return <Content key={String(isBrowser)} {...props} />;
}

export default function CodeBlock(props: Props): ReactNode {
  const {colorMode} = useThemeConfig();
  const colourModeCanChange = !colorMode.disableSwitch || colorMode.respectPrefersColorScheme;
  // With one colour mode the block does not even read `useIsBrowser()`: as a consumer of that
  // context it would render again, with all its content, when the page has hydrated.
  return colourModeCanChange ? <RemountedAfterHydration {...props} /> : <Content {...props} />;
}
