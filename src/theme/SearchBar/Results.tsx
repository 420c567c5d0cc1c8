import {useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import {search} from '@site/shared/search';
import {preloadQuery, runSearch, warmUp, type SearchOutcome} from '@site/src/search/engine';
import Excerpt from '@site/src/search/Excerpt';
import {onResultClick, openResult} from '@site/src/search/navigate';
import {glossaryUrl, queryTerms, resultsPageUrl, withHighlight, type SearchVersion} from '@site/src/search/terms';
import styles from './results.module.css';

interface Props {
  listId: string;
  input: RefObject<HTMLInputElement | null>;
  query: string;
  version: SearchVersion;
  baseUrl: string;
  onExpanded: (expanded: boolean) => void;
  /** Puts a query in the box (a suggestion picked). */
  onQuery: (query: string) => void;
}

/** Pause after a key press before searching: a word typed quickly is searched once. */
const TYPING_PAUSE_MS = 120;

type State = {status: 'idle'} | {status: 'done'; query: string; outcome: SearchOutcome} | {status: 'error'; query: string};

/**
 * The drop-down of the search box: the best results of the query typed, as an ARIA listbox owned
 * by the box (a combobox). Arrows move the cursor (the first result is pre-selected), Enter opens
 * the selected result with the terms to mark, Escape closes the list.
 */
export default function Results({listId, input, query, version, baseUrl, onExpanded, onQuery}: Props): ReactNode {
  const history = useHistory();
  const [state, setState] = useState<State>({status: 'idle'});
  const [cursor, setCursor] = useState(0);
  const [open, setOpen] = useState(true);
  const latest = useRef(0);
  const dropdown = useRef<HTMLDivElement>(null);
  const trimmed = query.trim();

  useEffect(() => warmUp(version, baseUrl), [version, baseUrl]);

  useEffect(() => {
    const ticket = ++latest.current;
    if (!trimmed) {
      setState({status: 'idle'});
      return undefined;
    }
    // The index pieces of the words typed so far start loading now, not after the pause.
    preloadQuery(version, baseUrl, trimmed);
    const timer = window.setTimeout(() => {
      let shownFirst = false;
      const show = (outcome: SearchOutcome) => {
        setState({status: 'done', query: trimmed, outcome});
        // The cursor goes back to the first result for a new query, not when the rest of the
        // same query's results arrive (the reader may already have moved it).
        if (!shownFirst) setCursor(0);
        shownFirst = true;
      };
      const isCurrent = () => ticket === latest.current;
      runSearch(version, baseUrl, trimmed, search.barResults, {isCurrent, onProgress: (outcome) => isCurrent() && show(outcome)}).then(
        (outcome) => {
          if (outcome && isCurrent()) show(outcome);
        },
        () => {
          if (ticket === latest.current) setState({status: 'error', query: trimmed});
        },
      );
    }, TYPING_PAUSE_MS);
    return () => window.clearTimeout(timer);
  }, [trimmed, version, baseUrl]);

  const hits = state.status === 'done' ? state.outcome.hits : [];
  const shown = open && trimmed !== '' && state.status !== 'idle';
  const terms = queryTerms(state.status === 'idle' ? trimmed : state.status === 'done' ? (state.outcome.searched ?? state.query) : state.query);
  const hrefOf = (i: number) => withHighlight(hits[i].url, terms);
  const optionId = (i: number) => `${listId}-${i}`;

  const expanded = shown && hits.length > 0;
  useEffect(() => onExpanded(expanded), [expanded, onExpanded]);
  const noResults = state.status === 'done' && hits.length === 0;
  const answered = state.status === 'idle' ? '' : state.query;
  const suggestions = (state.status === 'done' && state.outcome.suggestions) || [];

  // On a phone the list spans the window's width, fixed just below the box: wherever the box is
  // (under the announcement bar, or at the top once the page has scrolled it away).
  useLayoutEffect(() => {
    const panel = dropdown.current;
    const box = input.current;
    if (!shown || !panel || !box) return undefined;
    const place = () => panel.style.setProperty('--search-box-bottom', `${Math.round(box.getBoundingClientRect().bottom)}px`);
    place();
    window.addEventListener('scroll', place, {passive: true});
    window.addEventListener('resize', place);
    return () => {
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
    };
  }, [shown, input]);

  // The box's active descendant follows the cursor.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    if (shown && hits.length > 0) box.setAttribute('aria-activedescendant', optionId(Math.min(cursor, hits.length - 1)));
    else box.removeAttribute('aria-activedescendant');
  });

  useEffect(() => {
    const box = input.current;
    if (!box) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (shown) event.preventDefault();
        setOpen(false);
        return;
      }
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setOpen(true);
        if (hits.length === 0) return;
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setCursor((c) => (c + step + hits.length) % hits.length);
        return;
      }
      if (event.key === 'Enter' && shown && hits.length > 0 && !event.isComposing) {
        event.preventDefault();
        setOpen(false);
        openResult(hrefOf(Math.min(cursor, hits.length - 1)), baseUrl, history);
      }
    };
    const onInput = () => setOpen(true);
    // Tab from the box moves on to the list's "See all results" link: the list stays open for it
    // (closing it would hide the element that just got focus, and focus would fall to the page).
    const onBlur = (event: FocusEvent) => {
      if (!dropdown.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
    };
    box.addEventListener('keydown', onKeyDown);
    box.addEventListener('input', onInput);
    box.addEventListener('blur', onBlur);
    box.addEventListener('focus', onInput);
    box.addEventListener('click', onInput);
    return () => {
      box.removeEventListener('click', onInput);
      box.removeEventListener('keydown', onKeyDown);
      box.removeEventListener('input', onInput);
      box.removeEventListener('blur', onBlur);
      box.removeEventListener('focus', onInput);
    };
  });

  // Said by screen readers (the list itself is silent): a query without results, and a failure.
  const announcement =
    shown && noResults
      ? `No results for “${answered}”.${suggestions.length > 0 ? ` Did you mean ${suggestions.join(', ')}?` : ''}`
      : shown && state.status === 'error'
        ? 'Search could not load.'
        : '';

  return (
    <>
      <div role="status" className={styles.visuallyHidden}>
        {announcement}
      </div>
      {/* Pressing on the list keeps the focus in the box (the list closes when focus leaves both the box and the list). */}
      <div
        ref={dropdown}
        className={clsx(styles.dropdown, !shown && styles.hidden)}
        onMouseDown={(e) => e.preventDefault()}
        onBlur={(e) => {
          const next = e.relatedTarget as Node | null;
          if (next !== input.current && !e.currentTarget.contains(next)) setOpen(false);
        }}>
        <div role="listbox" id={listId} aria-label="Search results" hidden={!expanded} data-query={state.status === 'done' ? state.query : undefined}>
          {hits.map((hit, i) => (
            <a
              key={hit.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === cursor}
              tabIndex={-1}
              href={hrefOf(i)}
              className={clsx(styles.hit, i === cursor && styles.cursor)}
              data-pending={hit.pending ? '' : undefined}
              onMouseMove={() => setCursor(i)}
              onClick={(e) => onResultClick(e, baseUrl, history, () => setOpen(false))}>
              <span className={styles.title}>{hit.title}</span>
              {hit.heading && <span className={styles.heading}>{hit.heading}</span>}
              {hit.pending ? (
                // The excerpt is on its way: a blank of its height holds its place (the section's line, if
                // any, is added when it comes).
                <span className={styles.excerptPending} aria-hidden="true" />
              ) : (
                <Excerpt className={styles.excerpt} excerpt={hit.excerpt} />
              )}
            </a>
          ))}
        </div>
        {noResults && (
          <div className={styles.message}>
            <p>No results for “{answered}”</p>
            {suggestions.length > 0 && (
              <p>
                Did you mean{' '}
                {suggestions.map((suggestion, i) => (
                  <span key={suggestion}>
                    {i > 0 && ', '}
                    <button
                      type="button"
                      className={styles.suggestion}
                      onClick={() => {
                        onQuery(suggestion);
                        input.current?.focus();
                      }}>
                      {suggestion}
                    </button>
                  </span>
                ))}
                ?
              </p>
            )}
            <p>
              Check the spelling, try another word, or look the term up in the{' '}
              <Link to={glossaryUrl(baseUrl, version)} onClick={() => setOpen(false)}>
                glossary
              </Link>
              .
            </p>
          </div>
        )}
        {state.status === 'error' && <p className={styles.message}>Search could not load. Check your connection and try again.</p>}
        {/* The results page searches what the box holds, as Enter does: the list may still show the
            previous query's results (a page opened from a result puts its terms in the box). */}
        {state.status === 'done' && hits.length > 0 && (
          <Link className={styles.seeAll} to={resultsPageUrl(baseUrl, trimmed || state.query, version)} onClick={() => setOpen(false)}>
            See all results
          </Link>
        )}
      </div>
    </>
  );
}
