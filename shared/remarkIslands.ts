/**
 * Remark plugin (config/docs.ts, config/blogs.ts): a component that a writer imports into a page
 * works on the served page as it does in the development server.
 *
 * A served page keeps its article as the server wrote it, without hydrating it
 * (src/components/StaticArticle). Each element of a component imported from the site's own code
 * (not `@theme/…`, not `@docusaurus/…`, not an imported Markdown file) is therefore wrapped in
 * `<Island island="<file>:<line>:<column>">`, and the page's module exports how many it holds
 * (`export const islands = N`): on a served page src/components/StaticArticle/islands.tsx renders
 * those elements, and only those, into their places; everywhere else `<Island>` only marks the
 * place. The id is the element's place in its source, so that the Markdown twin (plugins/llms)
 * finds the element's rendered text in the built page. The plugin imports `<Island>` into the page
 * itself (as `__SiteIsland`, a name no writer uses), so the writer imports only their component.
 */
import type {Root} from 'mdast';
import {basename} from 'node:path';

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface Node {
  type: string;
  name?: string | null;
  attributes?: JsxAttribute[];
  position?: {start: {line: number; column: number}};
  children?: Node[];
  value?: string;
  data?: {estree?: {body?: EsNode[]}};
}

interface EsNode {
  type: string;
  source?: {value?: unknown};
  specifiers?: Array<{local?: {name?: string}}>;
}

/** Where an import comes from, when its components are not the site's own: the theme's, Docusaurus', Markdown. */
export function isThemeOrMarkdownSource(source: string): boolean {
  return /^@(theme|theme-original|theme-init|docusaurus)\//.test(source) || /\.mdx?$/.test(source) || source.startsWith('@mdx-js/');
}

/** The names a page imports from the site's own code: its interactive components. */
export function componentImports(tree: Root): Set<string> {
  const names = new Set<string>();
  for (const node of (tree as unknown as Node).children ?? []) {
    if (node.type !== 'mdxjsEsm') continue;
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type !== 'ImportDeclaration') continue;
      const source = String(statement.source?.value ?? '');
      if (isThemeOrMarkdownSource(source)) continue;
      for (const specifier of statement.specifiers ?? []) if (specifier.local?.name) names.add(specifier.local.name);
    }
  }
  return names;
}

/** The id of an island: the source file's name and the element's line and column. */
export function islandId(file: string, node: {position?: {start: {line: number; column: number}}}): string {
  const start = node.position?.start;
  return `${basename(file)}:${start?.line ?? 0}:${start?.column ?? 0}`;
}

/** The name the page imports src/components/Island under. */
export const ISLAND_NAME = '__SiteIsland';
const ISLAND_SOURCE = '@site/src/components/Island';

/** An MDX ESM node: its source text and the estree statement MDX compiles. */
function esmNode(value: string, statement: object): Node {
  const estree = {type: 'Program', sourceType: 'module', body: [statement], comments: []};
  return {type: 'mdxjsEsm', value, data: {estree} as unknown as Node['data']};
}

/** The page's import of src/components/Island under ISLAND_NAME. */
function islandImport(): Node {
  return esmNode(`import ${ISLAND_NAME} from '${ISLAND_SOURCE}';`, {
    type: 'ImportDeclaration',
    specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: ISLAND_NAME}}],
    source: {type: 'Literal', value: ISLAND_SOURCE, raw: JSON.stringify(ISLAND_SOURCE)},
  });
}

/** `export const islands = N`. */
function islandsExport(count: number): Node {
  return esmNode(`export const islands = ${count};`, {
    type: 'ExportNamedDeclaration',
    specifiers: [],
    source: null,
    declaration: {
      type: 'VariableDeclaration',
      kind: 'const',
      declarations: [{type: 'VariableDeclarator', id: {type: 'Identifier', name: 'islands'}, init: {type: 'Literal', value: count, raw: String(count)}}],
    },
  });
}

export default function remarkIslands() {
  return (tree: Root, file: {path?: string; history?: string[]}) => {
    const components = componentImports(tree);
    if (components.size === 0) return;
    const path = file.path ?? file.history?.[0] ?? 'page';
    let count = 0;
    const visit = (node: Node) => {
      if (!node.children) return;
      node.children = node.children.map((child) => {
        const jsx = child.type === 'mdxJsxFlowElement' || child.type === 'mdxJsxTextElement';
        // `Name` or `Name.Part`: the part before the dot is what the page imported.
        if (jsx && child.name && components.has(child.name.split('.')[0])) {
          count += 1;
          const attributes: JsxAttribute[] = [{type: 'mdxJsxAttribute', name: 'island', value: islandId(path, child)}];
          if (child.type === 'mdxJsxTextElement') attributes.push({type: 'mdxJsxAttribute', name: 'inline', value: null});
          // (An island's own children are rendered with it: not wrapped again.)
          return {type: child.type, name: ISLAND_NAME, attributes, children: [child], position: child.position};
        }
        visit(child);
        return child;
      });
    };
    visit(tree as unknown as Node);
    if (count === 0) return;
    const root = tree as unknown as Node;
    root.children!.unshift(islandImport());
    root.children!.push(islandsExport(count));
  };
}
