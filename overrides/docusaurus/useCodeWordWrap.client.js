/**
 * Browser build's `useCodeWordWrap` of @docusaurus/theme-common (swapped in by overrides/docusaurus).
 * Same contract as the stock hook (`codeBlockRef`, `isEnabled`, `isCodeScrollable`, `toggle`):
 * `isCodeScrollable` decides whether a code block offers its word-wrap button.
 *
 * The stock hook measured every block (`scrollWidth` against `clientWidth`) in an effect as the page
 * hydrated: on run-signer-node, some 60 forced layouts in one task, about 500 ms at a mid-range
 * phone's speed, and blocks far below the fold were laid out only to be measured (their layout is
 * otherwise skipped: `content-visibility: auto` in src/css/custom.css). Here a block is first
 * measured when it comes within a screen of the viewport (IntersectionObserver, whose callback runs
 * once layout is done), and again, as before, when wrapping is toggled, the window is resized, or
 * the tab panel holding the block is shown.
 */
import {useCallback, useEffect, useRef, useState} from 'react';

export function useCodeWordWrap() {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef(null);
  const measured = useRef(false);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current.querySelector('code');
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Long tokens (hashes, keys) wrap too: no horizontal scrollbar once wrapping is on.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);

  const measure = useCallback(() => {
    const block = codeBlockRef.current;
    if (!block) return;
    measured.current = true;
    setIsCodeScrollable(block.scrollWidth > block.clientWidth || block.querySelector('code').hasAttribute('style'));
  }, []);

  // First measure when near the screen; later ones (wrapping toggled) at once.
  useEffect(() => {
    const block = codeBlockRef.current;
    if (measured.current || !block || typeof IntersectionObserver === 'undefined') {
      measure();
      return undefined;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        measure();
      },
      {rootMargin: '100% 0px'},
    );
    observer.observe(block);
    return () => observer.disconnect();
  }, [isEnabled, measure]);

  useEffect(() => {
    window.addEventListener('resize', measure, {passive: true});
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  // A block in a hidden tab panel measures nothing useful: measure again when the panel is shown.
  useEffect(() => {
    const panel = codeBlockRef.current?.closest('[role=tabpanel]');
    if (!panel) return undefined;
    const observer = new MutationObserver(() => {
      if (!panel.hasAttribute('hidden')) measure();
    });
    observer.observe(panel, {attributes: true, attributeFilter: ['hidden']});
    return () => observer.disconnect();
  }, [measure]);

  return {codeBlockRef, isEnabled, isCodeScrollable, toggle};
}
