import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {PageMetadata} from '@docusaurus/theme-common';
import type {Props} from '@theme/NotFound/Content';
import {API_NEXT_ROUTE, API_ROUTE} from '@site/shared/site.mjs';
import {resultsPageUrl, versionOfPath} from '@site/src/search/terms';
import {NOT_FOUND_ATTRIBUTE} from '@site/src/utils/hydration';
import {wordsOfMissingPath} from './words';
import styles from './styles.module.css';

const SEARCH_ID = 'not-found-search';
const SECTIONS_ID = 'not-found-sections';

/**
 * The not-found page's content (replaces the stock one, which had neither search nor links), for
 * the theme's NotFound page and for a missing address under a docs version (the docs' DocRoot
 * renders this component alone): a title, a search form that opens the results page with the
 * words of the missing address, and the site's entry points, Next's under /doc/next/. The page is
 * rendered by the browser, not hydrated (src/utils/hydration.ts): its address is the missing one.
 */
export default function NotFoundContent({className}: Props): ReactNode {
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const {pathname} = useLocation();
  const version = versionOfPath(pathname, baseUrl);
  const docs = version === 'next' ? '/next' : '';
  const sections = [
    {label: 'User manual', to: `${docs}/manual/welcome`, about: 'install, run and operate the Mithril nodes and client'},
    {label: 'About Mithril', to: `${docs}/mithril/intro`, about: 'the protocol, the network and how they work'},
    {label: 'Aggregator API reference', href: `pathname:///${version === 'next' ? API_NEXT_ROUTE : API_ROUTE}`, about: 'every REST route of the aggregator'},
    {label: 'Glossary', to: `${docs}/glossary`, about: 'the terms of Mithril and Cardano'},
    {label: 'Dev blog', to: '/dev-blog', about: 'releases, changes and news'},
  ];
  return (
    <>
      <PageMetadata title="Page Not Found" />
      <main className={clsx('container margin-vert--xl', className)} {...{[NOT_FOUND_ATTRIBUTE]: ''}}>
        <div className="row">
          <div className="col col--6 col--offset-3">
            <h1 className="hero__title">Page Not Found</h1>
            <p>We could not find a page at this address. It may have moved: search the documentation, or start from one of its main sections.</p>
            <form className={styles.search} action={resultsPageUrl(baseUrl, '', 'current')} method="get" role="search" aria-label="Search the documentation">
              <label htmlFor={SEARCH_ID}>Search the documentation</label>
              <div className={styles.field}>
                <input id={SEARCH_ID} type="search" name="q" className={styles.input} defaultValue={wordsOfMissingPath(pathname, baseUrl)} autoComplete="off" />
                {version === 'next' && <input type="hidden" name="version" value="next" />}
                <button type="submit" className="button button--primary">
                  Search
                </button>
              </div>
            </form>
            <h2 id={SECTIONS_ID}>Main sections{version === 'next' ? ' (Next)' : ''}</h2>
            <nav aria-labelledby={SECTIONS_ID} className={styles.sections}>
              <ul>
                {sections.map(({label, to, href, about}) => (
                  <li key={label}>
                    {href ? (
                      <Link href={href} target="_self">
                        {label}
                      </Link>
                    ) : (
                      <Link to={to}>{label}</Link>
                    )}
                    : {about}
                  </li>
                ))}
              </ul>
            </nav>
          </div>
        </div>
      </main>
    </>
  );
}
