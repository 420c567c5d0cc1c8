import {createElement as h} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import * as server from '../../overrides/redoc/react-tabs-panels.server.mjs';

type Tabs = typeof server;

/** Tabs as Redoc's samples use them: curl selected, Rust not. */
const samples = ({Tabs, TabList, Tab, TabPanel}: Tabs): string =>
  renderToStaticMarkup(
    h(
      Tabs,
      {defaultIndex: 0},
      h(TabList, null, h(Tab, null, 'curl'), h(Tab, null, 'Rust')),
      h(TabPanel, null, h('pre', null, 'curl -s x')),
      h(TabPanel, null, h('pre', null, h('span', {className: 'token'}, 'use'), ' mithril_client')),
    ),
  );

const panels = (html: string): string[] => Array.from(html.matchAll(/<div class="react-tabs__tab-panel[^"]*" role="tabpanel"[^>]*>(.*?)<\/div>/g), (m) => m[1]);

describe('react-tabs as Redoc uses it (overrides/redoc/react-tabs-panels.server.mjs)', () => {
  it('server: the selected panel holds its sample, an unselected one its markup stashed in a <noscript>', () => {
    const [curl, rust] = panels(samples(server));
    expect(curl).toBe('<pre>curl -s x</pre>');
    expect(rust).toBe('<noscript data-api-stash=""><pre><span class="token">use</span> mithril_client</pre></noscript>');
  });

  it('keeps the role react-tabs finds its panels by', () => {
    expect(server.TabPanel.tabsRole).toBe('TabPanel');
    expect(server.Tabs.tabsRole).toBe('Tabs');
  });
});
