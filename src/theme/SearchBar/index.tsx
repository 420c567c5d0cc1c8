import {lazy, startTransition, Suspense, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import type SearchBarType from '@theme/SearchBar';
import type {WrapperProps} from '@docusaurus/types';
import {search} from '@site/config/search';
import {isMacPlatform, matchesShortcut, parseShortcut, shortcutHints} from '@site/src/utils/shortcut';
import styles from './styles.module.css';

type Props = WrapperProps<typeof SearchBarType>;

// The search plugin's bar (its code, mark.js and its CSS) is a separate chunk, fetched the first
// time the reader points at, touches or focuses the box, or presses the shortcut.
const SearchBar = lazy(() => import('@theme-original/SearchBar'));

const HIGHLIGHT_PARAM = '_highlight';

function platformName(): string | undefined {
  if (typeof navigator === 'undefined') return undefined;
  const hints = (navigator as Navigator & {userAgentData?: {platform?: string}}).userAgentData;
  return hints?.platform || navigator.userAgent;
}

/** Sets a React-controlled input's value the way typing would, so its onChange runs. */
function typeInto(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', {bubbles: true}));
}

/**
 * Runs once the plugin's bar has replaced the stand-in: `onCommit` in the same commit (before the
 * browser handles another key press), `onEffects` after the bar's own effects.
 */
function Handoff({onCommit, onEffects}: {onCommit: () => void; onEffects: () => void | (() => void)}): null {
  useLayoutEffect(onCommit, [onCommit]);
  useEffect(onEffects, [onEffects]);
  return null;
}

/**
 * Wraps the search plugin's bar so that it stays out of every page's main bundle: the page
 * renders a look-alike input, and the real bar loads on the first sign of use. What the reader
 * typed and the focus are handed over to it. Pages opened from a search result (with
 * `?_highlight=`) load it at once, since it marks the searched terms.
 */
export default function SearchBarWrapper(props: Props): ReactNode {
  const {search: query} = useLocation();
  const [active, setActive] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const typed = useRef('');
  const wantsFocus = useRef(false);
  // Server and first client render show the Ctrl hints; a Mac switches to ⌘ after hydration.
  const [isMac, setIsMac] = useState(false);
  // No Suspense boundary in the server HTML: React hydrates such a boundary after the rest of the
  // page, and any re-render of the navbar in between (there are several right after hydration)
  // would reach it first and make React discard the server HTML (error #421). The boundary is
  // added once the page has hydrated, before anyone can interact with the box.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    if (isMacPlatform(platformName())) startTransition(() => setIsMac(true));
  }, []);
  const shortcut = useMemo(() => parseShortcut(search.searchBarShortcutKeymap, isMac), [isMac]);

  const activate = useCallback(() => {
    startTransition(() => setActive(true));
  }, []);

  useEffect(() => {
    if (new URLSearchParams(query).has(HIGHLIGHT_PARAM)) activate();
  }, [query, activate]);

  useEffect(() => {
    if (active) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!matchesShortcut(event, shortcut)) return;
      event.preventDefault();
      wantsFocus.current = true;
      box.current?.querySelector('input')?.focus();
      activate();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, activate, shortcut]);

  const realInput = () => box.current?.querySelector<HTMLInputElement>('input.navbar__search-input') ?? null;

  // In the commit that swaps the boxes, before the browser handles another key press: move the
  // focus to the plugin's input.
  const handOver = useCallback(() => {
    const input = realInput();
    const focusLost = document.activeElement === null || document.activeElement === document.body;
    if (input && wantsFocus.current && focusLost) input.focus();
  }, []);

  // Then give it the text typed so far. React ignores input events during a commit, and the
  // plugin's bar empties its input in a timer set by one of its effects (it syncs the box with the
  // page's highlighted terms); so the text goes in after that timer: what was typed in the stand-in,
  // followed by anything typed in the real box meanwhile.
  const restoreAfterReset = useCallback(() => {
    const input = realInput();
    if (!input) return undefined;
    const before = typed.current;
    // Keys pressed between the commit (focus moved to the real box) and these effects, which run
    // later on a busy machine, are in the box already: start from its value, not from nothing.
    let after = input.value;
    const track = () => {
      after = input.value;
    };
    input.addEventListener('input', track);
    const timer = window.setTimeout(() => {
      input.removeEventListener('input', track);
      const text = before + after;
      if (text && input.value !== text) typeInto(input, text);
    });
    return () => {
      input.removeEventListener('input', track);
      window.clearTimeout(timer);
    };
  }, []);

  const standIn = (
    <div className={clsx('navbar__search', styles.standIn)} dir="ltr">
      <input
        className={clsx('navbar__search-input', styles.input)}
        placeholder="Search"
        aria-label="Search"
        autoComplete="off"
        onPointerEnter={activate}
        onTouchStart={activate}
        onFocus={() => {
          wantsFocus.current = true;
          activate();
        }}
        onChange={(e) => {
          typed.current = e.target.value;
        }}
      />
      <div className={styles.hints}>
        {shortcutHints(shortcut, isMac).map((hint) => (
          <kbd key={hint} className={styles.hint}>
            {hint}
          </kbd>
        ))}
      </div>
    </div>
  );

  if (!hydrated) {
    return (
      <div ref={box} className={styles.box}>
        {standIn}
      </div>
    );
  }

  return (
    <div ref={box} className={styles.box}>
      <Suspense fallback={standIn}>
        {active ? (
          <>
            <SearchBar {...props} />
            <Handoff onCommit={handOver} onEffects={restoreAfterReset} />
          </>
        ) : (
          standIn
        )}
      </Suspense>
    </div>
  );
}
