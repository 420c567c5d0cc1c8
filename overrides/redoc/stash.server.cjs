/**
 * What the served API reference needs of Redoc's collapsed parts, written by the server build
 * (stash-loader.cjs patches Redoc's server bundle to call these; the tab panels of
 * react-tabs-panels.server.mjs use `stash` too).
 *
 * The prerendered reference works without Redoc's code (src/theme/Redoc/served.ts): every part a
 * reader can open (a response, a nested object's fields, an endpoint's servers, another example or
 * content type, a sample tab) is in the page, stashed: inside a <noscript>, whose content the
 * browser keeps as one text node where scripts run (nothing to parse into elements, style or lay
 * out until the reader opens it). A stash inside a stash is a <template> (a <noscript> cannot hold
 * another one: its text ends at the first `</noscript>`); it is parsed only once its parent is.
 */
'use strict';
const {createContext, createElement, useContext} = require('react');

/** True inside a stash: a nested one is a <template>. */
const InStash = createContext(false);

function Stash({children, attributes}) {
  const nested = useContext(InStash);
  return createElement(nested ? 'template' : 'noscript', {'data-api-stash': '', ...attributes}, createElement(InStash.Provider, {value: true}, children));
}

/** `element`, stashed (see above). */
function stash(element, attributes) {
  return createElement(Stash, {attributes}, element);
}

/**
 * The alternatives of a choice (a dropdown's examples or content types, a oneOf's schemas): the
 * one shown, `active`, as is, and each other one hidden and stashed, each in a <div data-api-alt>
 * naming its option's index. `group`, if given, names the choice on each (`data-api-alt-group`):
 * Redoc shows the content types of one body in two places (schema and samples), which follow
 * the same choice.
 */
function alternatives(active, elements, group) {
  if (elements.length === 1) return elements[0];
  return elements.map((element, index) =>
    createElement(
      'div',
      {key: index, 'data-api-alt': String(index), 'data-api-alt-group': group, hidden: index === active ? undefined : true},
      index === active ? element : stash(element),
    ),
  );
}

/** A name for `model` (a body's content types), the same wherever it is rendered in one build. */
const groups = new WeakMap();
let named = 0;
function groupOf(model) {
  if (!groups.has(model)) groups.set(model, `content-${(named += 1)}`);
  return groups.get(model);
}

/**
 * An endpoint bar's list of servers (`items`, Redoc's elements for `operation`'s servers), stashed:
 * the first list of a page with these servers in full (`data-api-servers`), each later one as a
 * reference to it (`data-api-servers-like`, no content). The lists differ only by the operation's
 * path after each URL, which src/theme/Redoc/served.ts writes into its copy. (31 lists of 5
 * servers on the API page: 69 KB of the HTML, 10 KB gzip, written once instead.)
 */
const serverLists = new WeakMap();
function servers(operation, items) {
  const key = JSON.stringify(operation.servers.map((server) => [server.url, server.description]));
  let lists = serverLists.get(operation.parser);
  if (!lists) serverLists.set(operation.parser, (lists = new Map()));
  const seen = lists.get(key);
  if (seen !== undefined) return createElement('noscript', {'data-api-stash': '', 'data-api-servers-like': seen});
  const id = String(lists.size + 1);
  lists.set(key, id);
  return stash(items, {'data-api-servers': id});
}

module.exports = {stash, alternatives, groupOf, servers};
