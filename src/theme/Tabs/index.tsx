/**
 * Tabs as markup only: the theme's markup and classes, every panel rendered (the unselected ones
 * `hidden`), and no state of its own. What a reader does with them (select, move focus, keep the
 * choice in storage and in the address) is answered by src/components/StaticArticle/tabs.ts, one
 * set of listeners on the document, the same way whether the article was kept as served or
 * rendered by the browser. So there is one implementation of tabs on the site, not React's for one
 * way of arriving and ours for the other.
 *
 * The markup carries what those listeners need: each tab's value (`data-value`), the group
 * (`data-group-id`) and its query-string parameter (`data-query-key`). `lazy` is not honoured:
 * every panel must be in the page for a choice to show it without React.
 *
 * Tested by e2e/docs.spec.ts (choice kept across pages and from the query string), e2e/a11y.spec.ts
 * and e2e/static-article.spec.ts.
 */
import React, {Children, isValidElement, type ReactElement, type ReactNode} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {TabsProvider, sanitizeTabsChildren} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/Tabs';
import type {Props as TabItemProps} from '@theme/TabItem';
import styles from '@docusaurus/theme-classic/lib/theme/Tabs/styles.module.css';

interface TabValue {
  value: string;
  label?: string;
  attributes?: Record<string, unknown>;
  default?: boolean;
}

/** The tabs' values, labels and attributes, from the `values` prop or the TabItem children (as the theme reads them). */
function tabValuesOf(props: Props, items: ReactElement<TabItemProps>[]): readonly TabValue[] {
  const values: readonly TabValue[] =
    props.values ?? items.map(({props: item}) => ({value: item.value, label: item.label, attributes: item.attributes, default: item.default}));
  const seen = new Set<string>();
  for (const {value} of values) {
    if (seen.has(value)) throw new Error(`Docusaurus error: Duplicate values "${value}" found in <Tabs>. Every value needs to be unique.`);
    seen.add(value);
  }
  return values;
}

/** The tab shown by the server's markup: `defaultValue`, else the item marked `default`, else the first. */
function initialValueOf(props: Props, values: readonly TabValue[]): string | undefined {
  if (props.defaultValue !== undefined && props.defaultValue !== null && values.some((v) => v.value === props.defaultValue)) return props.defaultValue;
  return (values.find((v) => v.default) ?? values[0])?.value;
}

/** The query-string parameter that holds the group's choice, as the theme derives it. */
function queryKeyOf({queryString, groupId}: Props): string | undefined {
  if (typeof queryString === 'string') return queryString;
  return queryString === true ? groupId : undefined;
}

export default function Tabs(props: Props): ReactNode {
  // Children.toArray keys each item as the stock component does.
  const items = Children.toArray(sanitizeTabsChildren(props.children)).filter((item): item is ReactElement<TabItemProps> => isValidElement(item));
  const tabValues = tabValuesOf(props, items);
  const selectedValue = initialValueOf(props, tabValues);
  // The theme's TabItem reads the selected value from this context; nothing changes it.
  const context = {selectedValue, selectValue: () => undefined, tabValues, lazy: false, block: props.block ?? false};
  return (
    <TabsProvider value={context as never}>
      <div
        className={clsx(ThemeClassNames.tabs.container, 'tabs-container', styles.tabList)}
        data-group-id={props.groupId}
        data-query-key={queryKeyOf(props)}>
        {/* As in the stock component, the className prop goes to the tab list. */}
        <ul role="tablist" aria-orientation="horizontal" className={clsx('tabs', {'tabs--block': props.block}, props.className)}>
          {tabValues.map(({value, label, attributes}) => {
            const selected = value === selectedValue;
            return (
              <li
                key={value}
                role="tab"
                data-value={value}
                tabIndex={selected ? 0 : -1}
                aria-selected={selected}
                {...attributes}
                className={clsx('tabs__item', styles.tabItem, attributes?.className as string | undefined, {'tabs__item--active': selected})}>
                {label ?? value}
              </li>
            );
          })}
        </ul>
        <div className="margin-top--md">{items}</div>
      </div>
    </TabsProvider>
  );
}
