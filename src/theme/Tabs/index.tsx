/**
 * Tabs without the remount after hydration.
 *
 * The stock component keys its whole content on `useIsBrowser()`, so once the page has hydrated
 * every tab panel is thrown away and rendered again by the browser: the prerendered code blocks
 * inside tabs were replaced, and had to load Prism and be tokenised again while the page became
 * interactive. The remount dates from an older state hook that read the stored tab while
 * hydrating; the current `useTabsContextValue` starts from the server's choice and applies the
 * reader's stored or `?groupId=` choice in a layout effect after hydration, which React renders as
 * an ordinary update. So this component renders the same markup as the stock one, with the same
 * hooks, minus the key. It also lets Home and End reach the first and last tab and Space select
 * one, as the WAI-ARIA tabs pattern asks. Its markup carries what a prerendered article needs to
 * answer tabs without React (src/components/StaticArticle/behaviour.ts): each tab's value
 * (`data-value`), the group (`data-group-id`) and its query-string parameter (`data-query-key`).
 *
 * Tested by e2e/docs.spec.ts (tab choice kept across pages and from the query string, prerendered
 * blocks kept by hydration) and e2e/a11y.spec.ts.
 */
import React, {type KeyboardEvent, type MouseEvent, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {
  TabsProvider,
  sanitizeTabsChildren,
  useScrollPositionBlocker,
  useTabs,
  useTabsContextValue,
} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import styles from '@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css';

/** The tab to focus for a navigation key, or undefined when the key does not move focus. */
function tabToFocus(key: string, tabs: HTMLElement[], current: HTMLElement): HTMLElement | undefined {
  const index = tabs.indexOf(current);
  switch (key) {
    case 'ArrowRight':
      return tabs[(index + 1) % tabs.length];
    case 'ArrowLeft':
      return tabs[(index - 1 + tabs.length) % tabs.length];
    case 'Home':
      return tabs[0];
    case 'End':
      return tabs[tabs.length - 1];
    default:
      return undefined;
  }
}

function TabList({className}: {className?: string}): ReactNode {
  const {selectedValue, selectValue, tabValues, block} = useTabs();
  const {blockElementScrollPositionUntilNextRender} = useScrollPositionBlocker();
  const tabs: HTMLElement[] = [];

  const select = (tab: HTMLElement) => {
    const value = tabValues[tabs.indexOf(tab)]?.value;
    if (value === undefined || value === selectedValue) return;
    // The tab keeps its place on screen even if the panels above it change height.
    blockElementScrollPositionUntilNextRender(tab);
    selectValue(value);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(event.currentTarget);
      return;
    }
    const next = tabToFocus(event.key, tabs, event.currentTarget);
    if (next) {
      event.preventDefault();
      next.focus();
    }
  };

  return (
    <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', {'tabs--block': block}, className)}>
      {tabValues.map(({value, label, attributes}) => {
        const selected = value === selectedValue;
        return (
          <li
            key={value}
            role="tab"
            data-value={value}
            tabIndex={selected ? 0 : -1}
            aria-selected={selected}
            ref={(element) => {
              if (element) tabs.push(element);
            }}
            onKeyDown={onKeyDown}
            onClick={(event: MouseEvent<HTMLLIElement>) => select(event.currentTarget)}
            {...attributes}
            className={clsx('tabs__item', styles.tabItem, attributes?.className as string | undefined, {
              'tabs__item--active': selected,
            })}>
            {label ?? value}
          </li>
        );
      })}
    </ul>
  );
}

/** The query-string parameter that holds the group's choice, as the theme derives it. */
function queryKeyOf({queryString, groupId}: Props): string | undefined {
  if (typeof queryString === 'string') return queryString;
  return queryString === true ? groupId : undefined;
}

export default function Tabs(props: Props): ReactNode {
  const value = useTabsContextValue(props);
  return (
    <TabsProvider value={value}>
      <div
        className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}
        data-group-id={props.groupId}
        data-query-key={queryKeyOf(props)}>
        {/* As in the stock component, the className prop goes to the tab list. */}
        <TabList className={props.className} />
        <div className="margin-top--md">{sanitizeTabsChildren(props.children)}</div>
      </div>
    </TabsProvider>
  );
}
