import {createElement as h} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {beforeEach, describe, expect, it, vi} from 'vitest';

// The stock creator (Docusaurus' ComponentCreator): a stand-in that counts the loadable components it builds.
const created: string[] = [];
const preloaded: string[] = [];
vi.mock('@docusaurus/core/lib/client/exports/ComponentCreator.js', () => ({
  default: (path: string, hash: string) => {
    created.push(`${path}-${hash}`);
    const Loadable = (props: {title?: string}) => h('p', null, `${path} ${props.title ?? ''}`);
    Loadable.preload = () => {
      preloaded.push(path);
      return Promise.resolve();
    };
    return Loadable;
  },
}));
const {default: LazyComponentCreator} = await import('../../overrides/docusaurus/ComponentCreator.client.js');

describe('LazyComponentCreator (overrides/docusaurus/ComponentCreator.client.js)', () => {
  beforeEach(() => {
    created.length = 0;
    preloaded.length = 0;
  });

  it('builds no loadable component while the route table is built', () => {
    for (let i = 0; i < 257; i++) LazyComponentCreator(`/doc/page-${i}`, 'abc');
    expect(created).toEqual([]);
  });

  it("builds a route's loadable component at its first preload, once, and preloads it", async () => {
    const route = LazyComponentCreator('/doc/adr/1', '8d9');
    await route.preload();
    await route.preload();
    expect(created).toEqual(['/doc/adr/1-8d9']);
    expect(preloaded).toEqual(['/doc/adr/1', '/doc/adr/1']);
  });

  it('renders the loadable component with the props React Router gives, built at the first render if not preloaded', () => {
    const route = LazyComponentCreator('/doc/', 'e5f');
    expect(renderToStaticMarkup(h(route, {title: 'landing'}))).toBe('<p>/doc/ landing</p>');
    expect(renderToStaticMarkup(h(route, {title: 'again'}))).toBe('<p>/doc/ again</p>');
    expect(created).toEqual(['/doc/-e5f']);
  });
});
