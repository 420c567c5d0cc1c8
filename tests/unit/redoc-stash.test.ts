import Module, {createRequire} from 'node:module';
import path from 'node:path';
import {createElement as h, type ReactElement, type ReactNode} from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {redocBundle, redocLoader, REDOC_BUNDLES} from './support/redoc-bundles';

const require = createRequire(import.meta.url);
const STASH_MODULE = path.join(__dirname, '..', '..', 'overrides', 'redoc', 'stash.server.cjs');
const {stash, alternatives, servers} = require(STASH_MODULE) as {
  stash: (element: ReactNode, attributes?: Record<string, string>) => ReactElement;
  alternatives: (active: number, elements: ReactElement[]) => ReactNode;
  servers: (operation: {parser: object; servers: {url: string; description?: string}[]}, items: ReactNode) => ReactElement;
};

const stashLoader = redocLoader('stash-loader.cjs');
/** The stock server bundle. */
function stockBundle(): {resourcePath: string; source: string} {
  return redocBundle('redoc.lib.js');
}

/**
 * redoc.lib.js as the server build hands it to stash-loader.cjs: after the loader of fix 4 of
 * overrides/redoc/index.ts (a11y-loader.cjs); stash-loader.cjs has a rule of its own,
 * `enforce: 'post'`.
 */
function afterEveryLoader(): {resourcePath: string; source: string} {
  const {resourcePath, source} = redocBundle('redoc.lib.js');
  return {resourcePath, source: redocLoader('a11y-loader.cjs').call({resourcePath}, source)};
}

const count = (text: string, what: string): number => text.split(what).length - 1;

describe('overrides/redoc/stash-loader.cjs on the installed Redoc (server bundle)', () => {
  it.each([
    ['after every loader of the build', afterEveryLoader],
    ['on the stock bundle (OVERRIDES_OFF=redoc-a11y)', stockBundle],
  ])('applies each of its seven patches once, %s', (_, input) => {
    const {resourcePath, source} = input();
    const out = stashLoader.call({resourcePath}, source);
    expect(out.startsWith(`var __apiStash=require(${JSON.stringify(STASH_MODULE)});`)).toBe(true);
    expect(count(out, '__apiStash.stash(')).toBe(2);
    expect(count(out, '__apiStash.servers(')).toBe(1);
    expect(count(out, '__apiStash.alternatives(')).toBe(3);
    // 1. ResponseView: a closed response says so, and its details are stashed.
    expect(out).toMatch(/opened:!!([\w$]+)\}\),![\w$]+&&\(\1\?([\w$]+)\.createElement\([\w$]+,null,\2\.createElement\([\w$]+,\{response:[\w$]+\}\)\):__apiStash\.stash\(\2\.createElement\(/);
    // 2. Field: the row of a nested object's fields is written hidden, its fields stashed.
    expect(count(out, '"data-api-fold":""')).toBe(1);
    expect(out).toMatch(/\{key:[\w$]+\.name\+"inner",hidden:!([\w$]+),"data-api-fold":""\},[\w$]+\.createElement\([\w$]+,\{colSpan:2\},\1\?[\w$]+\.createElement\([^]*?:__apiStash\.stash\(/);
    // 2b. Field: its button says whether that row is open.
    expect(out).toMatch(/"aria-label":`expand \$\{[\w$]+\}`,"aria-expanded":!!([\w$]+)\}[^]{0,200}?direction:\1\?"down":"right"/);
    // 3. Endpoint: the servers are always written, stashed until the bar is open, once per page
    // (stash.server.cjs' `servers`).
    // (Redoc 2.4.0 writes `map((server=>{...}))`, 2.5.4 `map(server=>{...})`.)
    expect(out).toMatch(/\{\$expanded:([\w$]+),"aria-hidden":!\1\},\1\?([\w$]+)\.servers\.map\((?:\([\w$]+=>\{[^]*?\}\)|[\w$]+=>\{[^]*?\)\})\):__apiStash\.servers\(\2,\2\.servers\.map\(/);
    expect(out).not.toContain('__serversShown');
    // 4. MediaTypeSamples: every example, the active one shown.
    expect(out).toMatch(/__apiStash\.alternatives\([\w$]+,[\w$]+\.map\(k=>[\w$]+\.createElement\("div",null,/);
    // 5. MediaTypesSwitch: every content type.
    expect(out).toMatch(/__apiStash\.alternatives\([\w$]+,([\w$]+)\.mediaTypes\.map\(m=>this\.props\.children\(m\)\),__apiStash\.groupOf\(\1\)\)/);
    expect(out).not.toMatch(/this\.props\.children\([\w$]+\.active\)/);
    // 6. OneOfSchema: every alternative's schema, the active one shown.
    expect(out).toMatch(/__apiStash\.alternatives\(([\w$]+)\.activeOneOf,[\w$]+\.map\(\(([\w$]+)\)=>[\w$]+\.createElement\([\w$]+\.Fragment,null,[\w$]+\.createElement\("div",null,\2\.deprecated&&/);
  });

  it.each([
    ["a response's details (ResponseView)", (s: string) => s.replace(/\{response:([\w$]+)\}\)\)\)/, '{response:$1,open:!0})))')],
    ["a field's nested fields (Field)", (s: string) => s.replace('.name+"inner"}', '.name+"nested"}')],
    ["an endpoint's servers (Endpoint)", (s: string) => s.replace('.servers.map(', '.servers.flatMap(')],
    ["a sample's other examples (MediaTypeSamples)", (s: string) => s.replace('this.props.mediaType.examples||{}', 'this.props.mediaType.examples??{}')],
    ["a body's other content types (MediaTypesSwitch)", (s: string) => s.replace('.activeMimeIdx,', '.activeIndex,')],
    ["a field's button (Field)", (s: string) => s.replace('"aria-label":`expand ${', '"aria-label":`open ${')],
    ['the alternatives of a oneOf or anyOf schema (OneOfSchema)', (s: string) => s.replace('.activeOneOf].deprecated&&', '.activeOneOf].deprecated===!0&&')],
  ])('fails, naming the file, when Redoc changed %s', (what, change) => {
    const {resourcePath, source} = stockBundle();
    const changed = change(source);
    expect(changed).not.toBe(source);
    const escaped = what.replace(/[()]/g, '\\$&');
    expect(() => stashLoader.call({resourcePath}, changed)).toThrow(new RegExp(`expected ${escaped} exactly once in .*redoc\\.lib\\.js, found 0\\. Redoc changed: update overrides/redoc/stash-loader\\.cjs`));
  });
});

/** The patched server bundle, loaded as the server build runs it (its requires from Redoc's folder). */
function loadRedoc(source: string, resourcePath: string): {AppStore: new (spec: object, url: undefined, options: object) => unknown; Redoc: (props: {store: unknown}) => ReactNode} {
  const bundle = new Module(resourcePath);
  bundle.filename = resourcePath;
  (bundle as unknown as {paths: string[]}).paths = (Module as unknown as {_nodeModulePaths(dir: string): string[]})._nodeModulePaths(REDOC_BUNDLES);
  (bundle as unknown as {_compile(code: string, file: string): void})._compile(source, resourcePath);
  return bundle.exports as ReturnType<typeof loadRedoc>;
}

/** One operation with every part a reader opens: servers, a closed response, nested fields, examples, content types. */
const SPEC = {
  openapi: '3.0.3',
  info: {title: 'Stash', version: '1'},
  servers: [
    {url: 'https://one.example/api', description: 'First server'},
    {url: 'https://two.example/api', description: 'Second server'},
  ],
  paths: {
    '/thing': {
      post: {
        operationId: 'postThing',
        summary: 'Post a thing',
        requestBody: {
          content: {
            'application/json': {schema: {type: 'object', properties: {outer: {type: 'object', properties: {deep: {type: 'string', description: 'NESTED-FIELD'}}}}}},
            'text/plain': {schema: {type: 'string', description: 'PLAIN-BODY'}},
          },
        },
        responses: {
          '200': {
            description: 'Done',
            content: {
              'application/json': {
                schema: {type: 'object', properties: {count: {type: 'integer'}}},
                examples: {one: {summary: 'One', value: {count: 11111}}, two: {summary: 'Two', value: {count: 22222}}, three: {summary: 'Three', value: {count: 33333}}},
              },
            },
          },
          '400': {
            description: 'Refused',
            content: {'application/json': {schema: {type: 'object', properties: {error: {type: 'object', properties: {why: {type: 'string', description: 'CLOSED-RESPONSE-FIELD'}}}}}}},
          },
        },
      },
    },
  },
};

function render(source: string, resourcePath: string): string {
  const {AppStore, Redoc} = loadRedoc(source, resourcePath);
  const store = new AppStore(structuredClone(SPEC), undefined, {expandResponses: '200'});
  return renderToStaticMarkup(h(Redoc, {store})).replace(/<style[^]*?<\/style>/g, '');
}

/** The markup of the stash that starts at `index` of `html` (its text up to its closing tag). */
function stashAt(html: string, index: number): string {
  const tag = html.startsWith('<noscript', index) ? 'noscript' : 'template';
  let depth = 0;
  const re = new RegExp(`<(/?)${tag}[\\s>]`, 'g');
  re.lastIndex = index;
  for (let m = re.exec(html); m; m = re.exec(html)) {
    depth += m[1] ? -1 : 1;
    if (depth === 0) return html.slice(index, m.index + tag.length + 3);
  }
  throw new Error('unclosed stash');
}

describe('Redoc server-rendered with stash-loader.cjs', () => {
  const {resourcePath, source} = afterEveryLoader();
  const html = render(stashLoader.call({resourcePath}, source), resourcePath);
  const stashes = Array.from(html.matchAll(/<noscript data-api-stash=""(?: data-api-servers="\d+")?>/g), (m) => stashAt(html, m.index!));

  it("without it (the build's other loaders only), Redoc leaves out every part not open but the servers, which it writes hidden for every operation", () => {
    const stock = render(source, resourcePath);
    for (const text of ['NESTED-FIELD', 'PLAIN-BODY', 'CLOSED-RESPONSE-FIELD', '22222', '33333']) expect(stock, text).not.toContain(text);
    expect(stock).toMatch(/aria-hidden="true"[^>]*>[^]*?https:\/\/one\.example\/api/);
    expect(stock).not.toContain('data-api-');
  });

  it("writes each part a reader can open, stashed: a closed response's details, nested fields, servers, examples, content types", () => {
    for (const text of ['NESTED-FIELD', 'PLAIN-BODY', 'CLOSED-RESPONSE-FIELD', '22222', '33333', 'https://one.example/api', 'https://two.example/api']) {
      expect(stashes.filter((s) => s.includes(text)), text).toHaveLength(1);
    }
    // What is open is not stashed: the expanded 200 response, the first example, the first content type.
    expect(stashes.some((s) => s.includes('11111'))).toBe(false);
    expect(html).toContain('11111');
  });

  it('marks the states served.ts reads', () => {
    // The expanded response and the closed one say so; the closed one's details follow its title.
    // (A field whose value is an object says it too: closed.)
    expect(html.match(/aria-expanded="(true|false)"/g)).toEqual(expect.arrayContaining(['aria-expanded="true"', 'aria-expanded="false"']));
    expect(html).toMatch(/<button aria-label="expand [^"]+" aria-expanded="false">/);
    expect(html).toMatch(/aria-expanded="false"[^]*?<\/button><noscript data-api-stash="">[^]*?CLOSED-RESPONSE-FIELD/);
    // The row of a nested object's fields: hidden, its fields stashed in its cell.
    expect(html).toMatch(/<tr hidden="" data-api-fold=""><td colSpan="2"[^>]*><noscript data-api-stash="">[^]*?NESTED-FIELD/);
    // The servers' list, hidden, holds its stash.
    expect(html).toMatch(/<div aria-hidden="true"[^>]*><noscript data-api-stash="" data-api-servers="1">[^]*?https:\/\/one\.example\/api/);
    // Examples and content types: one div each, the active one not hidden.
    expect(html.match(/<div data-api-alt="\d"(?: data-api-alt-group="[^"]+")?( hidden="")?>/g)?.map((tag) => tag.replace(/ data-api-alt-group="[^"]+"/, ''))).toEqual([
      // the request body's content types, the request samples' content types, the response's examples
      '<div data-api-alt="0">',
      '<div data-api-alt="1" hidden="">',
      '<div data-api-alt="0">',
      '<div data-api-alt="1" hidden="">',
      '<div data-api-alt="0">',
      '<div data-api-alt="1" hidden="">',
      '<div data-api-alt="2" hidden="">',
    ]);
  });

  it('a stash inside a stash is a <template> (the closed response holds a nested object)', () => {
    const closed = stashes.find((s) => s.includes('CLOSED-RESPONSE-FIELD'))!;
    expect(closed).toMatch(/<tr hidden="" data-api-fold=""><td colSpan="2"[^>]*><template data-api-stash="">[^]*?CLOSED-RESPONSE-FIELD/);
    expect(count(closed, '<noscript')).toBe(1);
  });
});

describe('overrides/redoc/stash.server.cjs', () => {
  const a = h('p', null, 'a');
  const b = h('p', null, 'b');
  const c = h('p', null, 'c');

  it("servers: a page's first list of given servers in full, a later one as a reference to it; another page starts again", () => {
    const page = {};
    const list = [{url: 'https://one.example/api', description: 'one'}];
    const first = renderToStaticMarkup(servers({parser: page, servers: list}, a));
    const again = renderToStaticMarkup(servers({parser: page, servers: [...list]}, b));
    const other = renderToStaticMarkup(servers({parser: page, servers: [{url: 'https://two.example/api'}]}, c));
    expect(first).toBe('<noscript data-api-stash="" data-api-servers="1"><p>a</p></noscript>');
    expect(again).toBe('<noscript data-api-stash="" data-api-servers-like="1"></noscript>');
    expect(other).toBe('<noscript data-api-stash="" data-api-servers="2"><p>c</p></noscript>');
    expect(renderToStaticMarkup(servers({parser: {}, servers: list}, b))).toBe('<noscript data-api-stash="" data-api-servers="1"><p>b</p></noscript>');
  });

  it('stashes in a <noscript>, with the attributes given', () => {
    expect(renderToStaticMarkup(stash(a))).toBe('<noscript data-api-stash=""><p>a</p></noscript>');
    expect(renderToStaticMarkup(stash(a, {'data-x': '1'}))).toBe('<noscript data-api-stash="" data-x="1"><p>a</p></noscript>');
  });

  it('stashes inside a stash in a <template>', () => {
    expect(renderToStaticMarkup(stash(h('div', null, stash(a), stash(h('div', null, stash(b))))))).toBe(
      '<noscript data-api-stash=""><div><template data-api-stash=""><p>a</p></template><template data-api-stash=""><div><template data-api-stash=""><p>b</p></template></div></template></div></noscript>',
    );
    // Next to a stash, not inside it: a <noscript> again.
    expect(renderToStaticMarkup(h('div', null, stash(a), stash(b)))).toBe('<div><noscript data-api-stash=""><p>a</p></noscript><noscript data-api-stash=""><p>b</p></noscript></div>');
  });

  it('alternatives: the active one shown as is, each other one hidden and stashed, in a div naming its index', () => {
    expect(renderToStaticMarkup(h('div', null, alternatives(1, [a, b, c])))).toBe(
      '<div>' +
        '<div data-api-alt="0" hidden=""><noscript data-api-stash=""><p>a</p></noscript></div>' +
        '<div data-api-alt="1"><p>b</p></div>' +
        '<div data-api-alt="2" hidden=""><noscript data-api-stash=""><p>c</p></noscript></div>' +
        '</div>',
    );
    // Inside a stash, the others are <template>s.
    expect(renderToStaticMarkup(stash(h('div', null, alternatives(0, [a, b]))))).toBe(
      '<noscript data-api-stash=""><div><div data-api-alt="0"><p>a</p></div><div data-api-alt="1" hidden=""><template data-api-stash=""><p>b</p></template></div></div></noscript>',
    );
  });

  it('alternatives of one: that one alone', () => {
    expect(renderToStaticMarkup(h('div', null, alternatives(0, [a])))).toBe('<div><p>a</p></div>');
  });
});
