/**
 * react-tabs as Redoc uses it in the browser build: stock, except that an unselected panel is
 * left as the page has it. Its server counterpart is react-tabs-panels.server.mjs (the other
 * panels' markup in a <noscript>); overrides/redoc/index.ts swaps both in for the `react-tabs`
 * import of Redoc's bundles (manifest entry `redoc-tab-panels`).
 *
 * An unselected panel is rendered empty, as stock react-tabs does, but through
 * `dangerouslySetInnerHTML` (an empty string): React then neither hydrates nor checks what the
 * panel holds, whether its <noscript> or the sample src/theme/Redoc/before.ts has shown from it
 * before Redoc was in. Once the panel is selected, React clears it and renders the sample itself.
 */
import {createElement} from 'react';
import {TabPanel as StockTabPanel} from 'react-tabs/esm/index.js';

export {Tab, TabList, Tabs} from 'react-tabs/esm/index.js';

const EMPTY = {__html: ''};

export function TabPanel(props) {
  if (props.selected || props.forceRender) return createElement(StockTabPanel, props);
  return createElement(StockTabPanel, {...props, dangerouslySetInnerHTML: EMPTY, suppressHydrationWarning: true});
}
TabPanel.tabsRole = 'TabPanel';
