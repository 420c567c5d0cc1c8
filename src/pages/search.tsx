import {useEffect, useState, type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';
import {search} from '@site/shared/search';
import {runSearch, type SearchOutcome} from '@site/src/search/engine';
import Excerpt from '@site/src/search/Excerpt';
import {onResultClick} from '@site/src/search/navigate';
import {glossaryUrl, queryTerms, resultsPageUrl, withHighlight, type SearchVersion} from '@site/src/search/terms';
import styles from './search.module.css';

type State = {status: 'idle'} | {status: 'searching'} | {status: 'done'; outcome: SearchOutcome} | {status: 'error'};

/** A result: a plain link opened through the client router (no prefetch of every page listed). */
function HitLink({href, baseUrl, children}: {href: string; baseUrl: string; children: ReactNode}): ReactNode {
  const history = useHistory();
  return (
    <a href={href} onClick={(e) => onResultClick(e, baseUrl, history)}>
      {children}
    </a>
  );
}

/**
 * The full results page, /doc/search?q=...&version=next. The prerendered page (and the page
 * without JavaScript) is the search form; the query is read from the address once the page runs,
 * so hydration sees the same markup as the server rendered.
 */
export default function SearchPage(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const baseUrl = siteConfig.baseUrl;
  const location = useLocation();
  const history = useHistory();
  const [params, setParams] = useState<{query: string; version: SearchVersion} | null>(null);
  const [field, setField] = useState('');
  const [limit, setLimit] = useState<number>(search.pageResults);
  const [state, setState] = useState<State>({status: 'idle'});

  useEffect(() => {
    const url = new URLSearchParams(location.search);
    const query = (url.get('q') ?? '').trim();
    setParams({query, version: url.get('version')?.startsWith('next') ? 'next' : 'current'});
    setField(query);
    setLimit(search.pageResults);
  }, [location.search]);

  useEffect(() => {
    if (!params?.query) {
      setState({status: 'idle'});
      return undefined;
    }
    let current = true;
    setState((s) => (s.status === 'done' ? s : {status: 'searching'}));
    runSearch(params.version, baseUrl, params.query, limit, {isCurrent: () => current}).then(
      (outcome) => {
        if (current && outcome) setState({status: 'done', outcome});
      },
      () => {
        if (current) setState({status: 'error'});
      },
    );
    return () => {
      current = false;
    };
  }, [params, limit, baseUrl]);

  const query = params?.query ?? '';
  const version = params?.version ?? 'current';
  const terms = queryTerms(state.status === 'done' ? (state.outcome.searched ?? query) : query);
  const suggestions = (state.status === 'done' && state.outcome.suggestions) || [];
  const title = query ? `Search results for "${query}"` : 'Search the documentation';
  const go = (q: string, v: SearchVersion) => history.replace(resultsPageUrl(baseUrl, q.trim(), v));

  return (
    <Layout title={title} description="Search the Mithril documentation, dev blog, ADRs and API reference.">
      <Head>
        <meta name="robots" content="noindex, follow" />
      </Head>
      <main className="container margin-vert--lg">
        <h1>{title}</h1>
        <form
          className={styles.form}
          action={resultsPageUrl(baseUrl, '', 'current')}
          method="get"
          role="search"
          aria-label="Search the documentation"
          onSubmit={(e) => {
            e.preventDefault();
            go(field, version);
          }}>
          <input
            type="search"
            name="q"
            className={styles.field}
            aria-label="Search"
            autoComplete="off"
            value={field}
            onChange={(e) => setField(e.target.value)}
          />
          <label className={styles.version}>
            Docs version{' '}
            <select name="version" value={version} onChange={(e) => go(field, e.target.value as SearchVersion)}>
              <option value="current">Current</option>
              <option value="next">Next</option>
            </select>
          </label>
          <button type="submit" className="button button--primary">
            Search
          </button>
        </form>
        <noscript>
          <p>Searching needs JavaScript. Browse the documentation from the navigation bar instead.</p>
        </noscript>
        <div aria-live="polite">
          {state.status === 'searching' && <p>Searching…</p>}
          {state.status === 'error' && <p>The search could not load. Check your connection and try again.</p>}
          {state.status === 'done' &&
            (state.outcome.total > 0 ? (
              <p>{state.outcome.total === 1 ? '1 document found' : `${state.outcome.total} documents found`}</p>
            ) : (
              <>
                <p>No results for “{query}”</p>
                {suggestions.length > 0 && (
                  <p>
                    Did you mean{' '}
                    {suggestions.map((suggestion, i) => (
                      <span key={suggestion}>
                        {i > 0 && ', '}
                        <Link to={resultsPageUrl(baseUrl, suggestion, version)}>{suggestion}</Link>
                      </span>
                    ))}
                    ?
                  </p>
                )}
                <p>
                  Check the spelling, try another word, or look the term up in the <Link to={glossaryUrl(baseUrl, version)}>glossary</Link>.
                </p>
              </>
            ))}
        </div>
        {state.status === 'done' &&
          state.outcome.hits.map((hit) => (
            <article key={hit.url} className={styles.hit}>
              <h2>
                <HitLink href={withHighlight(hit.url, terms)} baseUrl={baseUrl}>
                  {hit.title}
                </HitLink>
              </h2>
              {hit.heading && <p className={styles.heading}>{hit.heading}</p>}
              <p className={styles.excerpt}>
                <Excerpt excerpt={hit.excerpt} />
              </p>
              {hit.more.length > 0 && (
                <ul className={styles.more} aria-label={`More sections of ${hit.title}`}>
                  {hit.more.map((section) => (
                    <li key={section.url}>
                      <HitLink href={withHighlight(section.url, terms)} baseUrl={baseUrl}>
                        {section.heading}
                      </HitLink>
                    </li>
                  ))}
                </ul>
              )}
            </article>
          ))}
        {state.status === 'done' && state.outcome.total > state.outcome.hits.length && (
          <button type="button" className="button button--secondary" onClick={() => setLimit((n) => n + search.pageResults)}>
            More results
          </button>
        )}
      </main>
    </Layout>
  );
}
