import {useState, type ReactNode} from 'react';
import Header from '@theme-original/Navbar/MobileSidebar/Header';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import {useHistory, useLocation} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {resultsPageUrl, versionOfPath} from '@site/src/search/terms';
import styles from './styles.module.css';

/**
 * The search form of the mobile menu: a query typed there opens the results page (/doc/search,
 * live results, keyboard navigation) for the docs version being read, and closes the menu. Without
 * JavaScript it is a plain GET form to the same page.
 */
function SidebarSearch(): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const {baseUrl} = siteConfig;
  const {pathname} = useLocation();
  const history = useHistory();
  const mobileSidebar = useNavbarMobileSidebar();
  const [query, setQuery] = useState('');
  const version = versionOfPath(pathname, baseUrl);
  return (
    <form
      className={styles.form}
      role="search"
      aria-label="Search the documentation"
      action={resultsPageUrl(baseUrl, '', 'current')}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        mobileSidebar.toggle();
        history.push(resultsPageUrl(baseUrl, query.trim(), version));
      }}>
      <input
        className={styles.input}
        type="search"
        name="q"
        aria-label="Search"
        placeholder="Search the docs"
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      {version === 'next' && <input type="hidden" name="version" value="next" />}
      <button className={styles.button} type="submit">
        Search
      </button>
    </form>
  );
}

/** The mobile menu's header (logo, close button), followed by the search form. */
export default function HeaderWrapper(): ReactNode {
  return (
    <>
      <Header />
      <SidebarSearch />
    </>
  );
}
