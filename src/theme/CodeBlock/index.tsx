/**
 * Replaces the classic theme's CodeBlock entry component (its content components are reused).
 *
 * 1. Prism set-up: registers `prism.additionalLanguages` on prism-react-renderer's Prism when this
 *    module is first loaded, instead of in main.js on every page (see plugins/lean-main).
 * 2. No remount after hydration: the stock component gives its content a key that flips when the
 *    page hydrates, so that a dark Prism theme can replace the light one the server rendered. Every
 *    code block was then tokenised and rendered a second time, in one long task right after
 *    hydration (about 200 ms on a mid-range phone for a page such as run-signer-node). This site has
 *    a single colour mode, so the server's rendering is already the right one; the remount is kept
 *    for the case where the colour mode can change.
 */
import React, {isValidElement, type ReactNode} from 'react';
import {Prism} from 'prism-react-renderer';
import {useThemeConfig} from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';
import prismIncludeLanguages from '@theme/prism-include-languages';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

prismIncludeLanguages(Prism);

/** Text-only children joined into one string (highlighted and copyable); other children as given. */
function textOf(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock({children, ...props}: Props): ReactNode {
  const {colorMode} = useThemeConfig();
  const isBrowser = useIsBrowser();
  const colourModeCanChange = !colorMode.disableSwitch || colorMode.respectPrefersColorScheme;
  const key = colourModeCanChange ? String(isBrowser) : 'static';
  const content = textOf(children);
  return typeof content === 'string' ? (
    <StringContent key={key} {...props}>
      {content}
    </StringContent>
  ) : (
    <ElementContent key={key} {...props}>
      {content}
    </ElementContent>
  );
}
