import {lazy, startTransition, Suspense, useEffect, useMemo, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {search} from '@site/shared/search';
import {preloadIndexChunks, preloadSearch} from '@site/src/search/preload';
import {bundleUrl, resultsPageUrl, versionOfPath} from '@site/src/search/terms';
import {isMacPlatform, matchesShortcut, parseShortcut, shortcutHints} from '@site/src/utils/shortcut';
import styles from './styles.module.css';

// The results drop-down and the engine are chunks of their own, fetched the first time the reader
// points at, touches or focuses the box, or presses the shortcut.
const loadResults = () => import('./Results');
const Results = lazy(loadResults);

function platformName(): string | undefined {
  if (typeof navigator === 'undefined') return undefined;
  const hints = (navigator as Navigator & {userAgentData?: {platform?: string}}).userAgentData;
  return hints?.platform || navigator.userAgent;
}

const LIST_ID = 'search-bar-results';

/**
 * The navbar's search box. Without JavaScript it is a form that opens the results page
 * (/doc/search?q=...); with it, typing lists the best results under the box (Pagefind, loaded on
 * first use). A page opened from a result (`?_highlight=`) gets the searched terms marked.
 */
export default function SearchBar(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const baseUrl = siteConfig.baseUrl;
  const {pathname, search: queryString} = useLocation();
  const history = useHistory();
  const version = versionOfPath(pathname, baseUrl);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  // The drop-down's code is loaded once the reader shows an interest in the box.
  const [active, setActive] = useState(false);
  const [expanded, setExpanded] = useState(false);
  // Server and first client render show the Ctrl hints; a Mac switches to ⌘ after hydration.
  const [isMac, setIsMac] = useState(false);
  useEffect(() => {
    if (isMacPlatform(platformName())) startTransition(() => setIsMac(true));
  }, []);
  const shortcut = useMemo(() => parseShortcut(search.shortcut, isMac), [isMac]);
  const activate = () => {
    if (!active) {
      // The drop-down's chunk and Pagefind's files start downloading at once, side by side,
      // without waiting for the render that mounts the drop-down.
      void loadResults();
      preloadSearch(bundleUrl(version, baseUrl));
    }
    startTransition(() => setActive(true));
  };

  // The box may have been focused (the template's early shortcut, config/earlyShortcut.ts, or a
  // click) and typed in before the app hydrated: take over from there.
  useEffect(() => {
    const box = input.current;
    if (!box || document.activeElement !== box) return;
    if (box.value) setQuery(box.value);
    activate();
    // Once, at mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!matchesShortcut(event, shortcut)) return;
      event.preventDefault();
      input.current?.focus();
      input.current?.select();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shortcut]);

  // A page opened from a result: show the terms in the box and mark them in the article (the
  // terms are read, and marked, by a chunk loaded on such pages only).
  useEffect(() => {
    if (!queryString.includes(`${search.highlightParam}=`)) return undefined;
    let cancelled = false;
    void import('@site/src/search/highlight').then(({highlightPage}) => {
      if (!cancelled) highlightPage(queryString, setQuery);
    });
    return () => {
      cancelled = true;
    };
  }, [pathname, queryString]);

  return (
    <form
      className={clsx('navbar__search', styles.searchBar)}
      action={resultsPageUrl(baseUrl, '', 'current')}
      method="get"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        setExpanded(false);
        history.push(resultsPageUrl(baseUrl, query.trim(), version));
      }}>
      {/* Drawn here, not as Infima's background image: an SVG image is a document of its own to the browser. */}
      <svg className={styles.icon} viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
        <circle cx="6.5" cy="6.5" r="4.6" />
        <path d="m10 10 4.6 4.6" />
      </svg>
      <input
        ref={input}
        name="q"
        className={clsx('navbar__search-input', styles.input)}
        placeholder="Search"
        aria-label="Search"
        autoComplete="off"
        spellCheck={false}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? LIST_ID : undefined}
        value={query}
        onPointerEnter={activate}
        onTouchStart={activate}
        onFocus={activate}
        onChange={(e) => {
          setQuery(e.target.value);
          activate();
          preloadIndexChunks(bundleUrl(version, baseUrl), e.target.value);
        }}
      />
      {version === 'next' && <input type="hidden" name="version" value="next" />}
      <div className={styles.hints} aria-hidden="true">
        {shortcutHints(shortcut, isMac).map((hint) => (
          <kbd key={hint} className={styles.hint}>
            {hint}
          </kbd>
        ))}
      </div>
      {active && (
        <Suspense fallback={null}>
          <Results listId={LIST_ID} input={input} query={query} version={version} baseUrl={baseUrl} onExpanded={setExpanded} onQuery={setQuery} />
        </Suspense>
      )}
    </form>
  );
}
