/**
 * What a prerendered article does without React.
 *
 * The article of a page loaded from the server is not hydrated (src/components/StaticArticle): its
 * markup stays as the server wrote it, and the few things a reader can do inside it are answered
 * here, by listeners on the article itself (one per event type, whatever the article's length):
 *
 * - links to other pages of the site change page without reloading it, as the router's links do,
 *   and load that page's code when the pointer or a finger comes on them (./links.ts, also used by
 *   the other parts of the page kept as served: footer, table of contents);
 * - tabs: a click, Enter or Space selects a tab; arrows, Home and End move focus between the tabs
 *   of a list. A choice applies to every tab group of the page with the same group, and is kept in
 *   the browser's storage and, where the group asks for it, in the address (as the theme's tabs do);
 *   the stored or addressed choice is applied when the article is set up;
 * - code blocks: their buttons are answered for the whole page by ./codeButtons.ts.
 *
 * A page rendered by the browser (client-side navigation) renders its article with React as usual.
 */
import {createStorageSlot} from '@docusaurus/theme-common';
import {answerLinks, type ArticleRouter} from './links';

export type {ArticleRouter};

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

/** Sets up links and tabs of a prerendered article; returns a function that stops. */
export function answerArticle(root: HTMLElement, router: ArticleRouter): () => void {
  restoreTabs(root, window.location.search);

  const onClick = (event: MouseEvent): void => {
    if (event.defaultPrevented) return;
    const tab = event.target instanceof Element ? event.target.closest<HTMLElement>(TAB) : null;
    if (tab && root.contains(tab) && tab.closest(TABS)) chooseTab(root, tab, router);
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

  root.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  const stopLinks = answerLinks(root, router);
  return () => {
    root.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
    stopLinks();
  };
}
