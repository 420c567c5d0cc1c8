/**
 * What a prerendered article does without React.
 *
 * The article of a page loaded from the server is not hydrated (src/components/StaticArticle): its
 * markup stays as the server wrote it, and the few things a reader can do inside it are answered
 * here, by listeners on the article itself (one per event type, whatever the article's length):
 *
 * - links to other pages of the site change page without reloading it, as the router's links do,
 *   and load that page's code when the pointer or a finger comes on them;
 * - tabs: a click, Enter or Space selects a tab; arrows, Home and End move focus between the tabs
 *   of a list. A choice applies to every tab group of the page with the same group, and is kept in
 *   the browser's storage and, where the group asks for it, in the address (as the theme's tabs do);
 *   the stored or addressed choice is applied when the article is set up;
 * - code blocks: their buttons are answered for the whole page by ./codeButtons.ts.
 *
 * A page rendered by the browser (client-side navigation) renders its article with React as usual.
 */
import {createStorageSlot} from '@docusaurus/theme-common';

export interface ArticleRouter {
  /** The site's base path, such as `/doc/`. */
  baseUrl: string;
  /** Client-side navigation to a path of the site (with its query and fragment). */
  push(path: string): void;
  /** Replaces the address's query string without changing page. */
  replaceSearch(search: string): void;
  /** Loads the code of the page at `pathname`. */
  preload(pathname: string): void;
  /** Paths that the router must not handle (pages loaded in full, such as the API references). */
  loadsInFull(pathname: string): boolean;
}

// Tabs ----------------------------------------------------------------------------------------

const TABS = '.tabs-container';
const TAB = '[role="tab"]';

function tabsOf(container: Element): HTMLElement[] {
  const list = container.querySelector(':scope > [role="tablist"]');
  return list ? Array.from(list.querySelectorAll<HTMLElement>(`:scope > ${TAB}`)) : [];
}

function panelsOf(container: Element): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(':scope > div > [role="tabpanel"]'));
}

/** Shows the tab of `container` whose value is `value`; false if it has none. */
export function selectTab(container: Element, value: string): boolean {
  const tabs = tabsOf(container);
  if (!tabs.some((tab) => tab.dataset.value === value)) return false;
  const panels = panelsOf(container);
  tabs.forEach((tab, index) => {
    const selected = tab.dataset.value === value;
    tab.classList.toggle('tabs__item--active', selected);
    tab.setAttribute('aria-selected', String(selected));
    tab.tabIndex = selected ? 0 : -1;
    const panel = panels[index];
    if (panel) panel.hidden = !selected;
  });
  return true;
}

function storageSlot(group: string) {
  return createStorageSlot(`docusaurus.tab.${group}`);
}

/** Applies the choice stored for each group, or named in the address (which wins). */
export function restoreTabs(root: Element, search: string): void {
  const query = new URLSearchParams(search);
  for (const container of Array.from(root.querySelectorAll<HTMLElement>(TABS))) {
    const {groupId, queryKey} = container.dataset;
    const fromQuery = queryKey ? query.get(queryKey) : null;
    const stored = groupId ? storageSlot(groupId).get() : null;
    // Like the theme: the address's value if it names a tab of the group, else the stored one.
    if (fromQuery !== null && selectTab(container, fromQuery)) continue;
    if (stored !== null) selectTab(container, stored);
  }
}

function chooseTab(root: Element, tab: HTMLElement, router: ArticleRouter): void {
  const container = tab.closest<HTMLElement>(TABS);
  const value = tab.dataset.value;
  if (!container || value === undefined || tab.getAttribute('aria-selected') === 'true') return;
  // The tab stays where it is on screen, whatever the panels above it do.
  const before = tab.getBoundingClientRect().top;
  const {groupId, queryKey} = container.dataset;
  const containers = groupId ? Array.from(root.querySelectorAll<HTMLElement>(TABS)).filter((c) => c.dataset.groupId === groupId) : [container];
  for (const each of containers) selectTab(each, value);
  if (groupId) storageSlot(groupId).set(value);
  if (queryKey) {
    const query = new URLSearchParams(window.location.search);
    query.set(queryKey, value);
    router.replaceSearch(query.toString());
  }
  const shift = tab.getBoundingClientRect().top - before;
  if (Math.abs(shift) >= 1) window.scrollBy(0, shift);
}

function focusTarget(key: string, tabs: HTMLElement[], current: HTMLElement): HTMLElement | undefined {
  const index = tabs.indexOf(current);
  if (key === 'ArrowRight') return tabs[(index + 1) % tabs.length];
  if (key === 'ArrowLeft') return tabs[(index - 1 + tabs.length) % tabs.length];
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs[tabs.length - 1];
  return undefined;
}

// Links ---------------------------------------------------------------------------------------

/** The path to hand to the router for a click on `link`, or null when the browser should follow it. */
export function routedPath(link: HTMLAnchorElement, here: Location, router: Pick<ArticleRouter, 'baseUrl' | 'loadsInFull'>): string | null {
  if (link.hasAttribute('download')) return null;
  const target = link.getAttribute('target');
  if (target && target !== '_self') return null;
  const href = link.getAttribute('href');
  if (!href || href.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(href, here.href);
  } catch {
    return null;
  }
  if (url.origin !== here.origin || !url.pathname.startsWith(router.baseUrl)) return null;
  // A file (a YAML document, an image), not a page.
  const last = url.pathname.slice(url.pathname.lastIndexOf('/') + 1);
  if (/\.[a-z0-9]+$/i.test(last) && !last.endsWith('.html')) return null;
  if (router.loadsInFull(url.pathname)) return null;
  // The same page with a fragment: the browser's own jump.
  if (url.pathname === here.pathname && url.search === here.search && url.hash) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Sets up links and tabs of a prerendered article; returns a function that stops. */
export function answerArticle(root: HTMLElement, router: ArticleRouter): () => void {
  restoreTabs(root, window.location.search);
  const preloaded = new Set<string>();

  const onClick = (event: MouseEvent): void => {
    if (event.defaultPrevented) return;
    const target = event.target instanceof Element ? event.target : null;
    const tab = target?.closest<HTMLElement>(TAB);
    if (tab && root.contains(tab) && tab.closest(TABS)) {
      chooseTab(root, tab, router);
      return;
    }
    const link = target?.closest<HTMLAnchorElement>('a[href]');
    if (!link || !root.contains(link)) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const path = routedPath(link, window.location, router);
    if (path === null) return;
    event.preventDefault();
    router.push(path);
  };

  const onKeyDown = (event: KeyboardEvent): void => {
    const tab = event.target instanceof Element ? event.target.closest<HTMLElement>(TAB) : null;
    const container = tab?.closest(TABS);
    if (!tab || !container || !root.contains(tab)) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      chooseTab(root, tab, router);
      return;
    }
    const next = focusTarget(event.key, tabsOf(container), tab);
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  const onPointer = (event: Event): void => {
    const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
    if (!link || !root.contains(link)) return;
    const path = routedPath(link, window.location, router);
    if (path === null) return;
    const {pathname} = new URL(path, window.location.href);
    if (preloaded.has(pathname)) return;
    preloaded.add(pathname);
    router.preload(pathname);
  };

  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  root.addEventListener('mouseover', onPointer, {passive: true});
  root.addEventListener('touchstart', onPointer, {passive: true});
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
    root.removeEventListener('mouseover', onPointer);
    root.removeEventListener('touchstart', onPointer);
  };
}
