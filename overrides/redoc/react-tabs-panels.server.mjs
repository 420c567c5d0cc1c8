/**
 * react-tabs as Redoc uses it in the server build: every sample's tab panel is in the prerendered
 * page, the unselected ones' markup stashed (./stash.server.cjs: inside a <noscript>, or a
 * <template> when the panel is already inside a stash). overrides/redoc/index.ts swaps it in for
 * the `react-tabs` import of Redoc's server bundle (manifest entry `redoc-tab-panels`); a Redoc
 * the browser renders uses stock react-tabs.
 *
 * Why: the served API reference runs none of Redoc's code (src/theme/Redoc/served.ts answers its
 * controls on the prerendered markup). Stock react-tabs renders only the selected panel, so the
 * Rust and JavaScript samples would not be in the page at all. With the other panels' markup in
 * the page, served.ts shows a tab from it.
 *
 * Why a <noscript>: where scripts run, the browser reads its content as raw text, not as elements
 * (a third of the reference's elements, which it would parse, build and keep while they are
 * hidden). served.ts parses one panel's text the first time its tab is selected. (A <template> was
 * tried for every panel: its content is still parsed into elements, and the page's load was no
 * cheaper; one is used only inside another stash, whose text a <noscript> would end.) Where scripts
 * do not run, the markup is read as elements inside its hidden panel, as before.
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
