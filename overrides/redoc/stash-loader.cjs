/**
 * Loader for Redoc's server bundle (redoc/bundles/redoc.lib.js, server build only): every part of
 * an operation a reader can open is written into the prerendered page, stashed
 * (overrides/redoc/stash.server.cjs), so that the served reference answers without Redoc's code
 * (src/theme/Redoc/served.ts). Stock Redoc renders a collapsed part only once it is opened:
 *
 * - a response not expanded by default (its details);
 * - a field whose value is an object (its nested fields, in the row Redoc adds under it: the row
 *   is written hidden, `data-api-fold`);
 * - an endpoint bar's list of servers (rendered hidden for every operation): written once per page, for the first operation with those servers; another operation's bar
 *   names that list, whose items served.ts copies with its own path;
 * - the other examples of a sample, and the other content types of a body, in a dropdown (the
 *   content types of one body, shown in two places, say so: `data-api-alt-group`);
 * - the other alternatives of a oneOf or anyOf schema (its buttons).
 *
 * A field whose value is an object says whether its fields are open (`aria-expanded`), as a
 * response's title does.
 *
 * The browser bundle is not patched: a reference the browser renders (after client-side
 * navigation) is stock Redoc. The matches are exact: if a Redoc upgrade changes this code, the
 * build fails here, naming the file.
 *
 * @this {{resourcePath: string}}
 * @param {string} source
 * @returns {string}
 */
const applyExactPatches = require('./exact-patches.cjs');

const STASH = JSON.stringify(require.resolve('./stash.server.cjs'));

const patches = [
  {
    what: "a response's details (ResponseView)",
    // `h(ResponseTitle, {..., opened: expanded}), expanded && !empty && h(ResponseDetailsWrap, null, h(ResponseDetails, {response}))`;
    // the title says it is closed (`aria-expanded`) when `expanded` is still undefined, as it is
    // for a response not expanded by default.
    pattern: /opened:([\w$]+)\}\),\1&&!([\w$]+)&&(([\w$]+)\.createElement\([\w$]+,null,\4\.createElement\([\w$]+,\{response:[\w$]+\}\)\))/g,
    replace: 'opened:!!$1}),!$2&&($1?$3:__apiStash.stash($3))',
  },
  {
    what: "a field's nested fields (Field)",
    // `expanded && withSubSchema && h("tr", {key}, h(PropertyCellWithInner, {colSpan: 2}, h(InnerPropertiesWrap, null, h(Schema, {...}))))`
    pattern: /([\w$]+)&&([\w$]+)&&(([\w$]+)\.createElement)\("tr",\{key:([\w$]+\.name\+"inner")\},\4\.createElement\(([\w$]+),\{colSpan:2\},(\4\.createElement\([\w$]+,null,\4\.createElement\([\w$]+,\{schema:[^{}]*\}\)\))\)\)/g,
    replace: '$2&&$3("tr",{key:$5,hidden:!$1,"data-api-fold":""},$4.createElement($6,{colSpan:2},$1?$7:__apiStash.stash($7)))',
  },
  {
    what: "a field's button (Field)",
    // `h("button", {onClick, onKeyPress, "aria-label": `expand ${name}`}, ..., h(ShelfIcon, {direction: expanded ? "down" : "right"}))`:
    // the button says whether the row of its fields is open.
    pattern: /("aria-label":`expand \$\{[\w$]+\}`)\}(,[^]{0,200}?direction:([\w$]+)\?"down":"right")/g,
    replace: '$1,"aria-expanded":!!$3}$2',
  },
  {
    what: 'the alternatives of a oneOf or anyOf schema (OneOfSchema)',
    // `h("div", null, oneOf[schema.activeOneOf].deprecated && h(Badge, ...)), h(ConstraintsView, {constraints: active.constraints}), h(Schema, {...props, schema: active})`:
    // each alternative written, the active one shown.
    pattern:
      /([\w$]+)\.createElement\("div",null,([\w$]+)\[([\w$]+)\.activeOneOf\]\.deprecated&&(\1\.createElement\([\w$]+,\{type:"warning"\},"Deprecated"\))\),(\1\.createElement\([\w$]+,\{constraints:([\w$]+)\.constraints\}\),\1\.createElement\([\w$]+,\([^]*?\{schema:\6\}\)\)\)\))\);var /g,
    replace: '__apiStash.alternatives($3.activeOneOf,$2.map(($6)=>$1.createElement($1.Fragment,null,$1.createElement("div",null,$6.deprecated&&$4),$5))));var ',
  },
  {
    what: "an endpoint's servers (Endpoint)",
    // `h(ServersOverlay, {$expanded, "aria-hidden": !expanded}, [condition &&] operation.servers.map(server => {...}))`.
    // Redoc 2.4.0's minifier wraps the arrow function in parentheses, `map((server=>{...}))`, and its
    // body is the text up to the first `}))`; 2.5.4's does not, and its body is the text up to the
    // first `)})` (the body ends `...path)))}`; a `})` comes earlier in it).
    pattern: /(\{\$expanded:([\w$]+),"aria-hidden":!\2\},)(?:[^,]*?&&)?(([\w$]+)\.servers\.map\((?:\([\w$]+=>\{[^]*?\}\)|[\w$]+=>\{[^]*?\)\})\))/g,
    replace: '$1$2?$3:__apiStash.servers($4,$3)',
  },
  {
    what: "a sample's other examples (MediaTypeSamples)",
    // `h("div", null, description && h(Markdown, {source: description}), h(Example, {example, mimeType}))`,
    // with `examples` (an object), `names` (its keys) and `activeIdx` in scope.
    pattern:
      /(const\{activeIdx:([\w$]+)\}=this\.state,([\w$]+)=this\.props\.mediaType\.examples\|\|\{\},([\w$]+)=this\.props\.mediaType\.name,[\w$]+=[^;]*?,([\w$]+)=Object\.keys\(\3\);[^]*?)(([\w$]+)\.createElement)\("div",null,([\w$]+)&&\7\.createElement\(([\w$]+),\{source:\8\}\),\7\.createElement\(([\w$]+),\{example:[\w$]+,mimeType:\4\}\)\)/g,
    replace: '$1__apiStash.alternatives($2,$5.map(k=>$6("div",null,$3[k].description&&$7.createElement($9,{source:$3[k].description}),$7.createElement($10,{example:$3[k],mimeType:$4}))))',
  },
  {
    what: "a body's other content types (MediaTypesSwitch)",
    // `this.props.children(content.active)`, with `activeMimeIdx` in scope.
    pattern: /(const ([\w$]+)=([\w$]+)\.activeMimeIdx,[^]*?)this\.props\.children\(\3\.active\)/g,
    replace: '$1__apiStash.alternatives($2,$3.mediaTypes.map(m=>this.props.children(m)),__apiStash.groupOf($3))',
  },
];

module.exports = function redocStash(source) {
  return `var __apiStash=require(${STASH});${applyExactPatches(source, patches, {resourcePath: this.resourcePath, loader: 'stash-loader.cjs'})}`;
};
