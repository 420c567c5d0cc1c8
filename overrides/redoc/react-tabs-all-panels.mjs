/**
 * react-tabs as Redoc uses it, with every tab panel rendered (`forceRenderTabPanel`), on the
 * server and in the browser; overrides/redoc/redoc.css hides the panels of unselected tabs.
 *
 * Why: the API reference is prerendered and Redoc's code loads at the reader's first interaction
 * (src/theme/Redoc). Stock react-tabs renders only the selected panel, so the Rust and JavaScript
 * samples were not in the page until Redoc had loaded and hydrated (about 3 s on a phone), and a
 * first tap on a sample tab waited for it. With every panel in the page, src/theme/Redoc/before.ts
 * switches a tab at once, before Redoc is there, and Redoc, hydrating the same markup, takes over.
 * Swapped in for the `react-tabs` import of Redoc's bundles by overrides/redoc/index.ts (manifest entry `redoc-tab-panels`).
 */
import {createElement} from 'react';
import {Tabs as StockTabs} from 'react-tabs/esm/index.js';

export {Tab, TabList, TabPanel} from 'react-tabs/esm/index.js';

export function Tabs(props) {
  return createElement(StockTabs, {forceRenderTabPanel: true, ...props});
}
Tabs.tabsRole = 'Tabs';
