import {createElement as h} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import * as server from '../../overrides/redoc/react-tabs-panels.server.mjs';
import * as client from '../../overrides/redoc/react-tabs-panels.client.mjs';

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

describe('react-tabs as Redoc uses it (overrides/redoc/react-tabs-panels.*.mjs)', () => {
  it('server: the selected panel holds its sample, an unselected one its markup in a <noscript>', () => {
    const [curl, rust] = panels(samples(server));
    expect(curl).toBe('<pre>curl -s x</pre>');
    expect(rust).toBe('<noscript><pre><span class="token">use</span> mithril_client</pre></noscript>');
  });

  it('browser: an unselected panel is empty and left to what the page holds; a selected one is rendered', () => {
    const [curl, rust] = panels(samples(client as unknown as Tabs));
    expect(curl).toBe('<pre>curl -s x</pre>');
    expect(rust).toBe('');
    const panel = (client.TabPanel as (props: object) => {props: Record<string, unknown>})({selected: false, id: ':r1:0', children: 'x'});
    expect(panel.props.dangerouslySetInnerHTML).toEqual({__html: ''});
    const shown = (client.TabPanel as (props: object) => {props: Record<string, unknown>})({selected: true, id: ':r1:0', children: 'x'});
    expect(shown.props.dangerouslySetInnerHTML).toBeUndefined();
  });

  it('both keep the role react-tabs finds their panels by', () => {
    expect(server.TabPanel.tabsRole).toBe('TabPanel');
    expect(client.TabPanel.tabsRole).toBe('TabPanel');
    expect(server.Tabs.tabsRole).toBe('Tabs');
  });
});
