/**
 * react-tabs as Redoc uses it in the server build: every sample's tab panel is in the prerendered
 * page, the unselected ones' markup inside a <noscript>. Its browser counterpart is
 * react-tabs-panels.client.mjs; overrides/redoc/index.ts swaps both in for the `react-tabs`
 * import of Redoc's bundles (manifest entry `redoc-tab-panels`).
 *
 * Why: the API reference is prerendered and Redoc's code loads at the reader's first interaction
 * (src/theme/Redoc). Stock react-tabs renders only the selected panel, so a first tap on a Rust or
 * JavaScript sample would wait for Redoc (about 2 s on a phone). With the other panels' markup in
 * the page, src/theme/Redoc/before.ts shows a tab at once, before Redoc is there.
 *
 * Why a <noscript>: where scripts run, the browser reads its content as raw text, not as elements
 * (a third of the reference's elements, which it would parse, build and keep while they are
 * hidden); React does not hydrate a noscript's content either. before.ts parses one panel's text
 * when its tab is first tapped. (A <template> was tried: its content is still parsed into elements,
 * and the page's load was no cheaper.) Where scripts do not run, the markup is read as elements
 * inside its hidden panel, as before.
 */
import {createElement} from 'react';
import {Tabs as StockTabs, TabPanel as StockTabPanel} from 'react-tabs/esm/index.js';
import stashing from './stash.server.cjs';

export {Tab, TabList} from 'react-tabs/esm/index.js';

export function Tabs(props) {
  return createElement(StockTabs, {forceRenderTabPanel: true, ...props});
}
Tabs.tabsRole = 'Tabs';

export function TabPanel({children, ...props}) {
  return createElement(StockTabPanel, {...props, forceRender: true}, props.selected ? children : stashing.stash(children));
}
TabPanel.tabsRole = 'TabPanel';
