/**
 * The tabs of an article (src/theme/Tabs renders their markup, with no state of its own), answered
 * by one set of listeners on the document, whether the article was prerendered and kept as served
 * or rendered by the browser: a click, Enter or Space selects a tab; arrows, Home and End move
 * focus between the tabs of a list (the WAI-ARIA tabs pattern). A choice applies to every tab group
 * of the page with the same group, and is kept in the browser's storage and, where the group asks
 * for it, in the address (as the theme's tabs do); the stored or addressed choice is applied when an
 * article mounts (`restoreTabs`). The selected tab says so to assistive technology
 * (`aria-selected`, and only it is in the Tab order).
 */
import {createStorageSlot} from '@docusaurus/theme-common';

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

function chooseTab(root: Element, tab: HTMLElement, replaceSearch: (search: string) => void): void {
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
    replaceSearch(query.toString());
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

let installed = false;

/**
 * Answers every tab of the page from now on (once per page session). `replaceSearch` puts a
 * group's choice in the address through the router.
 */
export function installTabs(replaceSearch: (search: string) => void): void {
  if (installed || typeof document === 'undefined') return;
  installed = true;
  const root = document.documentElement;
  root.addEventListener('click', (event) => {
    if (event.defaultPrevented) return;
    const tab = event.target instanceof Element ? event.target.closest<HTMLElement>(TAB) : null;
    if (tab?.closest(TABS)) chooseTab(root, tab, replaceSearch);
  });
  root.addEventListener('keydown', (event) => {
    const tab = event.target instanceof Element ? event.target.closest<HTMLElement>(TAB) : null;
    const container = tab?.closest(TABS);
    if (!tab || !container) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      chooseTab(root, tab, replaceSearch);
      return;
    }
    const next = focusTarget(event.key, tabsOf(container), tab);
    if (next) {
      event.preventDefault();
      next.focus();
    }
  });
}
