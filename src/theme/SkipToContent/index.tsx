import type {MouseEvent, ReactNode} from 'react';
import SkipToContent from '@theme-original/SkipToContent';
import type SkipToContentType from '@theme/SkipToContent';
import type {WrapperProps} from '@docusaurus/types';

type Props = WrapperProps<typeof SkipToContentType>;

const FALLBACK_ID = '__docusaurus_skipToContent_fallback';

/**
 * Wraps the stock skip link. Docusaurus focuses the main element and removes its temporary
 * tabindex in the same tick; current Chromium then drops focus back to <body>. After the stock
 * handler has run, focus the target again and keep tabindex="-1" until it loses focus.
 */
export default function SkipToContentWrapper(props: Props): ReactNode {
  const keepFocus = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof HTMLAnchorElement)) return;
    const target = document.querySelector<HTMLElement>('main:first-of-type') ?? document.getElementById(FALLBACK_ID);
    if (!target) return;
    target.setAttribute('tabindex', '-1');
    target.focus();
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), {once: true});
  };
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div onClick={keepFocus}>
      <SkipToContent {...props} />
    </div>
  );
}
