import {createElement as h} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {Helmet, HelmetProvider} from 'react-helmet-async';
import {afterEach, describe, expect, it} from 'vitest';
import {quietWhileHydrating} from '../../overrides/docusaurus/HelmetProvider.client.js';

// react-helmet-async reads the static flag at each change; in Node it starts false (no document).
const initialCanUseDOM = HelmetProvider.canUseDOM;
type Context = {helmet?: {title: {toString(): string}; meta: {toString(): string}}};

function renderHeads(Provider: typeof HelmetProvider, context: Context): void {
  renderToStaticMarkup(
    h(
      Provider,
      {context},
      h(Helmet, null, h('title', null, 'ADR 1')),
      h(Helmet, null, h('meta', {name: 'description', content: 'Use ADRs'})),
      h('p', null, 'page'),
    ),
  );
}

describe('quietWhileHydrating (overrides/docusaurus/HelmetProvider.client.js)', () => {
  afterEach(() => {
    HelmetProvider.canUseDOM = initialCanUseDOM;
  });

  it('gives the dispatchers no instance to reduce while Helmet may not write (the state they build is empty)', () => {
    HelmetProvider.canUseDOM = false;
    const stock: Context = {};
    renderHeads(HelmetProvider, stock);
    // The stock provider: each change reduced every <Helmet> registered so far.
    expect(stock.helmet?.title.toString()).toContain('ADR 1');
    expect(stock.helmet?.meta.toString()).toContain('Use ADRs');

    const quiet: Context = {};
    renderHeads(quietWhileHydrating(HelmetProvider), quiet);
    expect(quiet.helmet?.title.toString()).not.toContain('ADR 1');
    expect(quiet.helmet?.meta.toString()).toBe('');
  });

  it('keeps registering instances, and hands the full list over once Helmet may write', () => {
    HelmetProvider.canUseDOM = false;
    const Provider = quietWhileHydrating(HelmetProvider);
    const provider = new Provider({context: {}, children: null}) as unknown as {
      helmetData: {value: {helmetInstances: {get(): unknown[]; add(i: unknown): void; remove(i: unknown): void}}};
    };
    const instances = provider.helmetData.value.helmetInstances;
    const [a, b, c] = [{id: 'a'}, {id: 'b'}, {id: 'c'}];
    instances.add(a);
    instances.add(b);
    instances.add(c);
    instances.remove(b);
    expect(instances.get()).toEqual([]);
    HelmetProvider.canUseDOM = true;
    expect(instances.get()).toEqual([a, c]);
  });
});
