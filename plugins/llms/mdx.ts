/**
 * MDX source → clean Markdown for the Markdown twins of plugins/llms (see index.ts).
 *
 * The source is parsed as Docusaurus parses it (MDX, GFM, maths, directives, front matter, with
 * the same heading-id and admonition-title preprocessing), the tree is rewritten so that no MDX is
 * left, and it is printed with remark-stringify:
 * - front matter, `import` and `export` go (the caller writes the H1 and description);
 * - `<Tabs>` becomes one section per `<TabItem>`, headed by its label;
 * - admonitions (`:::note` ...) become blockquotes opening with their kind and title;
 * - `<ApiLink op>` and `<DocCardList />` become ordinary links;
 * - an imported local Markdown/MDX file used as a component is inlined, with its props;
 * - `{expressions}` are evaluated (comments dropped), `<CodeBlock>` becomes a fenced block;
 * - a component the page imports from the site's own code (shared/remarkIslands.ts) becomes its
 *   declared Markdown form, a `<name>.twin.md` file beside the component inlined with the element's
 *   props, or else the text it rendered in the built page (`islandText`);
 * - links become absolute URLs of the site; maths stays TeX, Mermaid stays a fenced block.
 * Anything else written in JSX, or that cannot be evaluated, throws an error naming the file.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkStringify from 'remark-stringify';
import type {Root} from 'mdast';
import {islandId, isThemeOrMarkdownSource} from '../../shared/remarkIslands';

/** A loosely typed mdast/MDX node: the transform handles node kinds beyond mdast's own types. */
export interface Node {
  type: string;
  children?: Node[];
  value?: string;
  depth?: number;
  url?: string;
  name?: string | null;
  attributes?: Attribute[];
  position?: {start: {line: number; column: number}};
  data?: Record<string, unknown>;
  [key: string]: unknown;
}

interface Attribute {
  type: 'mdxJsxAttribute' | 'mdxJsxExpressionAttribute';
  name?: string;
  value?: string | null | {type: 'mdxJsxAttributeValueExpression'; value: string};
}

export interface Card {
  title: string;
  url: string;
  description?: string;
}

export interface ApiOperationLink {
  /** Link text when the element has no children, e.g. `GET /certificates`. */
  label: string;
  url: string;
}

export interface ConvertOptions {
  /** Absolute path of the source file (errors, relative links and imports). */
  file: string;
  /** Shown in errors instead of the absolute path (e.g. the path relative to the site). */
  displayName?: string;
  /** Absolute URL of the page, e.g. https://mithril.network/doc/manual/welcome */
  pageUrl: string;
  /** Site origin and base URL, e.g. https://mithril.network and /doc/ */
  siteUrl: string;
  baseUrl: string;
  /** Public URL of the page built from a Markdown source file (absolute path), or undefined. */
  resolveSource: (absolutePath: string) => string | undefined;
  /** Public URL of an image or other asset file next to the source, or undefined. */
  resolveAsset?: (absolutePath: string) => string | undefined;
  /** The items of the sidebar category this page is the index of (for `<DocCardList />`). */
  docCards?: () => Card[] | undefined;
  /** Link to an operation of the API reference by operationId, or undefined if unknown. */
  apiOperation: (operationId: string) => ApiOperationLink | undefined;
  /** Props of the file when it is inlined as a component (`props.x` in its expressions). */
  props?: Record<string, unknown>;
  /** Reads a file (tests pass a fake file system). */
  readFile?: (absolutePath: string) => string;
  /** The site's root, where `@site/` imports point. */
  siteDir?: string;
  /**
   * The text an imported component rendered in the built page, by island id
   * (shared/remarkIslands.ts), or undefined if the page has no such island.
   */
  islandText?: (island: string) => string | undefined;
}

export class ConversionError extends Error {}

const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'danger', 'caution'];
const ADMONITION_LABELS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  warning: 'Warning',
  danger: 'Danger',
  caution: 'Caution',
};

/** The two string rewrites Docusaurus' mdx-loader applies before parsing (mdx1Compat defaults). */
export function preprocess(content: string): string {
  // `## Title {#id}`: the id would otherwise parse as an MDX expression.
  const headings = content.replaceAll(/(?:^|\n)#{1,6}(?!#).*/g, (line) => line.replace('{#', '\\{#').replace('\\\\{#', '\\{#'));
  // `:::note Title` (legacy) → `:::note[Title]`.
  const keywords = ADMONITIONS.join('|');
  return headings.replaceAll(
    new RegExp(`^(?<quote>(> ?)*)(?<indentation>( +|\\t+))?(?<directive>:{3,}(${keywords})) +(?<title>.*)$`, 'gm'),
    (...args) => {
      const groups = args.at(-1) as Record<string, string | undefined>;
      return `${groups.quote ?? ''}${groups.indentation ?? ''}${groups.directive}[${groups.title}]`;
    },
  );
}

const parser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml', 'toml'])
  .use(remarkDirective)
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkMath)
  .freeze();

export function parse(content: string): Root {
  return parser.parse(preprocess(content));
}

const stringifier = unified()
  .use(remarkStringify, {
    bullet: '-',
    emphasis: '_',
    strong: '*',
    fence: '`',
    fences: true,
    rule: '-',
    listItemIndent: 'one',
    incrementListMarker: true,
  })
  // Tables without padding to align the pipes: fewer bytes, same table.
  .use(remarkGfm, {tablePipeAlign: false})
  .use(remarkMath);

export function stringify(tree: Node): string {
  return stringifier.stringify(tree as unknown as Root);
}

const PHRASING = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'break',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'footnoteReference',
  'inlineMath',
  'html',
]);

interface State {
  /** Depth of the heading the current content sits under (0 at the top of a page). */
  depth: number;
}

class Converter {
  private readonly partials = new Map<string, string>();
  private readonly known = new Set<string>();
  /** The site's own components the page imports, by local name: their import source. */
  private readonly components = new Map<string, string>();

  constructor(private readonly options: ConvertOptions) {}

  private fail(message: string, node?: Node): never {
    const where = node?.position ? `:${node.position.start.line}:${node.position.start.column}` : '';
    throw new ConversionError(`${this.options.displayName ?? this.options.file}${where}: ${message}`);
  }

  /** Imports: local Markdown files become inlinable components; theme components are known. */
  private collectImports(tree: Node): void {
    for (const node of tree.children ?? []) {
      if (node.type !== 'mdxjsEsm') continue;
      const program = (node.data?.estree ?? {body: []}) as {body: EsNode[]};
      for (const statement of program.body) {
        if (statement.type !== 'ImportDeclaration') continue;
        const source = String(statement.source?.value ?? '');
        for (const specifier of statement.specifiers ?? []) {
          const local = specifier.local?.name;
          if (!local) continue;
          if (/^\.\.?\//.test(source) && /\.mdx?$/.test(source)) {
            if (specifier.type !== 'ImportDefaultSpecifier') this.fail(`only a default import of ${source} can be inlined`, node);
            this.partials.set(local, path.resolve(path.dirname(this.options.file), source));
          } else if (source === `@theme/${local}` && ['Tabs', 'TabItem', 'DocCardList', 'CodeBlock'].includes(local)) {
            this.known.add(local);
          } else if (!isThemeOrMarkdownSource(source)) {
            this.components.set(local, source);
          }
          // Other imports only matter if an element uses them: unknown elements fail below.
        }
      }
    }
  }

  convert(tree: Node): Node {
    this.collectImports(tree);
    const children = this.flow(tree.children ?? [], {depth: 0});
    const root: Node = {type: 'root', children};
    this.assertClean(root);
    return root;
  }

  /** No MDX or directive node may reach the printer. */
  private assertClean(node: Node): void {
    if (/^mdx|Directive$/.test(node.type)) this.fail(`could not convert a ${node.type} node`, node);
    for (const child of node.children ?? []) this.assertClean(child);
  }

  /** Converts flow (block) content, wrapping stray phrasing nodes in paragraphs. */
  private flow(nodes: Node[], state: State): Node[] {
    const out: Node[] = [];
    let run: Node[] = [];
    const flush = () => {
      const meaningful = run.some((n) => !(n.type === 'text' && !n.value?.trim()));
      if (meaningful) out.push({type: 'paragraph', children: run});
      run = [];
    };
    for (const node of nodes) {
      for (const converted of this.node(node, state)) {
        if (PHRASING.has(converted.type)) run.push(converted);
        else {
          flush();
          out.push(converted);
        }
      }
    }
    flush();
    return out;
  }

  private phrasing(nodes: Node[], state: State): Node[] {
    return nodes.flatMap((node) => this.node(node, state));
  }

  private node(node: Node, state: State): Node[] {
    switch (node.type) {
      case 'yaml':
      case 'toml':
      case 'mdxjsEsm':
        return [];
      case 'mdxFlowExpression':
      case 'mdxTextExpression': {
        if (isComment(node)) return [];
        const value = this.evaluate(node.value ?? '', node);
        if (value === '') return [];
        return node.type === 'mdxFlowExpression' ? [{type: 'paragraph', children: [{type: 'text', value}]}] : [{type: 'text', value}];
      }
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement':
        return this.jsx(node, state);
      case 'containerDirective':
        return [this.admonition(node, state)];
      case 'leafDirective':
      case 'textDirective': {
        // Not a directive for Docusaurus either (e.g. "host:port"): printed back as written.
        const marker = node.type === 'leafDirective' ? '::' : ':';
        const label = node.children?.length ? [{type: 'text', value: '['}, ...this.phrasing(node.children, state), {type: 'text', value: ']'}] : [];
        const inline = [{type: 'text', value: `${marker}${node.name}`}, ...label];
        return node.type === 'leafDirective' ? [{type: 'paragraph', children: inline}] : inline;
      }
      case 'heading': {
        const children = this.phrasing(node.children ?? [], state);
        const last = children.at(-1);
        if (last?.type === 'text') last.value = (last.value ?? '').replace(/\s*\{#[^}]*\}\s*$/, '');
        state.depth = node.depth ?? state.depth;
        return [{...node, children}];
      }
      case 'link':
        return [{...node, url: this.url(node.url ?? '', node), children: this.phrasing(node.children ?? [], state)}];
      case 'definition':
        return [{...node, url: this.url(node.url ?? '', node)}];
      case 'image':
        return [{...node, url: this.assetUrl(node.url ?? '', node)}];
      case 'blockquote':
      case 'listItem':
      case 'list':
      case 'footnoteDefinition':
        return [{...node, children: node.type === 'list' ? this.phrasingOrFlowList(node, state) : this.flow(node.children ?? [], {...state})}];
      default:
        if (!node.children) return [node];
        if (['paragraph', 'tableCell', 'emphasis', 'strong', 'delete'].includes(node.type)) {
          return [{...node, children: this.phrasing(node.children, state)}];
        }
        return [{...node, children: node.children.flatMap((child) => this.node(child, state))}];
    }
  }

  private phrasingOrFlowList(list: Node, state: State): Node[] {
    return (list.children ?? []).flatMap((item) => this.node(item, {...state}));
  }

  private admonition(node: Node, state: State): Node {
    const kind = node.name ?? '';
    if (!ADMONITIONS.includes(kind)) this.fail(`unknown directive ":::${kind}" (admonitions: ${ADMONITIONS.join(', ')})`, node);
    const children = node.children ?? [];
    const labelNode = children[0]?.data?.directiveLabel ? children[0] : undefined;
    const body = labelNode ? children.slice(1) : children;
    const title = labelNode ? this.phrasing(labelNode.children ?? [], state) : [];
    const heading: Node = {
      type: 'paragraph',
      children: [{type: 'strong', children: [{type: 'text', value: ADMONITION_LABELS[kind]}, ...(title.length ? [{type: 'text', value: ': '}, ...title] : [])]}],
    };
    return {type: 'blockquote', children: [heading, ...this.flow(body, {...state})]};
  }

  private attribute(node: Node, name: string): unknown {
    const attribute = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
    if (!attribute) return undefined;
    const {value} = attribute;
    if (value === null || value === undefined) return true;
    if (typeof value === 'string') return value;
    return this.evaluateValue(value.value, node);
  }

  private props(node: Node): Record<string, unknown> {
    const props: Record<string, unknown> = {};
    for (const attribute of node.attributes ?? []) {
      if (attribute.type === 'mdxJsxExpressionAttribute') {
        const spread = this.evaluateValue(`{${String(attribute.value ?? '')}}`, node);
        Object.assign(props, spread);
      } else if (attribute.name) {
        props[attribute.name] = this.attribute(node, attribute.name);
      }
    }
    return props;
  }

  private jsx(node: Node, state: State): Node[] {
    const name = node.name;
    const flowElement = node.type === 'mdxJsxFlowElement';
    const children = node.children ?? [];
    const asBlock = (inline: Node[]) => (flowElement ? [{type: 'paragraph', children: inline}] : inline);
    if (!name) return flowElement ? this.flow(children, state) : this.phrasing(children, state);

    if (this.partials.has(name)) {
      if (!flowElement) this.fail(`<${name}> (an imported Markdown file) must stand on its own line`, node);
      return this.inline(this.partials.get(name)!, this.props(node), node, state);
    }
    const component = this.components.get(name.split('.')[0]);
    if (component !== undefined) return this.component(node, component, state);
    switch (name) {
      case 'Tabs':
        return this.tabs(node, state);
      case 'TabItem':
        return this.fail('<TabItem> outside <Tabs>', node);
      case 'DocCardList': {
        if (node.attributes?.length) this.fail('<DocCardList> with props is not supported: list the links in Markdown', node);
        const cards = this.options.docCards?.();
        if (!cards) this.fail('<DocCardList /> on a page that is not the index of a sidebar category', node);
        const items = cards.map((card) => ({
          type: 'listItem',
          spread: false,
          children: [
            {
              type: 'paragraph',
              children: [{type: 'link', url: card.url, children: [{type: 'text', value: card.title}]}, ...(card.description ? [{type: 'text', value: `: ${card.description}`}] : [])],
            },
          ],
        }));
        return [{type: 'list', ordered: false, spread: false, children: items}];
      }
      case 'ApiLink': {
        const op = this.attribute(node, 'op');
        if (typeof op !== 'string') this.fail('<ApiLink> needs an op="operationId" attribute', node);
        const operation = this.options.apiOperation(op);
        if (!operation) this.fail(`<ApiLink op="${op}">: unknown API operation (see shared/apiOperations.ts)`, node);
        const text = children.length ? this.phrasing(children, state) : [{type: 'inlineCode', value: operation.label}];
        return asBlock([{type: 'link', url: operation.url, children: text}]);
      }
      case 'CodeBlock': {
        const lang = this.attribute(node, 'language');
        const title = this.attribute(node, 'title');
        const value = this.plainText(children, node).replace(/^\n+|\n+$/g, '');
        return [{type: 'code', lang: typeof lang === 'string' ? lang : null, meta: typeof title === 'string' ? `title="${title}"` : null, value}];
      }
      // A few HTML elements with an obvious Markdown form.
      case 'br':
        return [{type: 'break'}];
      case 'code':
      case 'kbd':
        return asBlock([{type: 'inlineCode', value: this.plainText(children, node)}]);
      case 'a': {
        const href = this.attribute(node, 'href');
        if (typeof href !== 'string') this.fail('<a> without href', node);
        return asBlock([{type: 'link', url: this.url(href, node), children: this.phrasing(children, state)}]);
      }
      case 'strong':
      case 'b':
        return asBlock([{type: 'strong', children: this.phrasing(children, state)}]);
      case 'em':
      case 'i':
        return asBlock([{type: 'emphasis', children: this.phrasing(children, state)}]);
      case 'span':
      case 'sup':
      case 'sub':
      case 'small':
      case 'abbr':
      case 'p':
      case 'div':
        return flowElement ? this.flow(children, state) : this.phrasing(children, state);
      default:
        break;
    }
    return this.fail(`unknown JSX element <${name}>: not imported by the page, and not an element plugins/llms turns into Markdown`, node);
  }

  /**
   * A component of the site's own code: its declared Markdown form (`<name>.twin.md` beside it,
   * inlined with the element's props), else the text it rendered in the built page.
   */
  private component(node: Node, source: string, state: State): Node[] {
    const declared = this.declaredForm(source);
    if (declared) return this.inline(declared, this.props(node), node, state);
    const id = islandId(this.options.file, node);
    const text = this.options.islandText?.(id)?.replace(/\s+/g, ' ').trim();
    if (text === undefined) this.fail(`<${node.name}>: its rendered text (island ${id}) is not in the built page, and no ${source}.twin.md declares its Markdown form`, node);
    if (!text) return [];
    return node.type === 'mdxJsxFlowElement' ? [{type: 'paragraph', children: [{type: 'text', value: text}]}] : [{type: 'text', value: text}];
  }

  /** The `.twin.md` file beside a component's module, if there is one. */
  private declaredForm(source: string): string | undefined {
    let module: string;
    if (source.startsWith('@site/') && this.options.siteDir) module = path.join(this.options.siteDir, source.slice('@site/'.length));
    else if (/^\.\.?\//.test(source)) module = path.resolve(path.dirname(this.options.file), source);
    else return undefined;
    const stem = module.replace(/\.(tsx?|jsx?|mjs)$/, '');
    const read = this.options.readFile ?? ((p: string) => readFileSync(p, 'utf8'));
    for (const candidate of [`${stem}.twin.md`, path.join(stem, 'index.twin.md')]) {
      try {
        read(candidate);
        return candidate;
      } catch {
        // Not this one.
      }
    }
    return undefined;
  }

  private tabs(node: Node, state: State): Node[] {
    if (node.type !== 'mdxJsxFlowElement') this.fail('<Tabs> must stand on its own lines', node);
    const values = this.attribute(node, 'values');
    const labels = new Map<string, string>();
    if (Array.isArray(values)) for (const v of values as {value: string; label?: string}[]) labels.set(String(v.value), String(v.label ?? v.value));
    // One level below the heading the tabs sit under, and never an H1 (the page title is the H1).
    const depth = Math.min(Math.max(state.depth, 1) + 1, 6);
    const out: Node[] = [];
    for (const child of node.children ?? []) {
      if (child.type === 'mdxFlowExpression' && isComment(child)) continue;
      if (child.type !== 'mdxJsxFlowElement' || child.name !== 'TabItem') this.fail(`<Tabs> may only contain <TabItem> elements, found ${child.name ? `<${child.name}>` : child.type}`, child);
      const value = this.attribute(child, 'value');
      const label = this.attribute(child, 'label') ?? (typeof value === 'string' ? labels.get(value) ?? value : undefined);
      if (typeof label !== 'string' || !label) this.fail('<TabItem> without a label or value', child);
      out.push({type: 'heading', depth, children: [{type: 'text', value: label}]});
      out.push(...this.flow(child.children ?? [], {depth}));
    }
    return out;
  }

  /** Inlines an imported Markdown/MDX file used as a component. */
  private inline(file: string, props: Record<string, unknown>, node: Node, state: State): Node[] {
    const read = this.options.readFile ?? ((p: string) => readFileSync(p, 'utf8'));
    let source: string;
    try {
      source = read(file);
    } catch {
      this.fail(`cannot read the imported file ${file}`, node);
    }
    const inner = new Converter({
      ...this.options,
      file,
      displayName: `${path.relative(path.dirname(this.options.file), file)} (imported by ${this.options.displayName ?? this.options.file})`,
      props,
    });
    const tree = parse(source) as unknown as Node;
    inner.collectImports(tree);
    return inner.flow(tree.children ?? [], {...state});
  }

  /** Text content of JSX children: text nodes and evaluated expressions. */
  private plainText(children: Node[], node: Node): string {
    return children
      .map((child) => {
        if (child.type === 'text' || child.type === 'inlineCode') return child.value ?? '';
        if (child.type === 'mdxTextExpression' || child.type === 'mdxFlowExpression') return isComment(child) ? '' : this.evaluate(child.value ?? '', child);
        if (child.type === 'paragraph') return this.plainText(child.children ?? [], node);
        return this.fail(`unexpected ${child.type} inside <${node.name}>`, child);
      })
      .join('');
  }

  private evaluateValue(code: string, node: Node): unknown {
    try {
      return vm.runInNewContext(`(${code}\n)`, {props: this.options.props ?? {}}, {timeout: 1000});
    } catch (error) {
      return this.fail(`cannot evaluate the expression {${code}}: ${(error as Error).message}`, node);
    }
  }

  private evaluate(code: string, node: Node): string {
    const value = this.evaluateValue(code, node);
    if (value === null || value === undefined || value === false) return '';
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
    return this.fail(`the expression {${code}} gives a ${typeof value}, not text`, node);
  }

  /** Absolute URL of a link target, as the built page links it. */
  private url(target: string, node: Node): string {
    const {siteUrl, baseUrl, pageUrl} = this.options;
    if (target.startsWith('pathname://')) target = target.slice('pathname://'.length);
    if (target === '' || target.startsWith('#')) return `${pageUrl}${target}`;
    if (/^[a-z][a-z\d+.-]*:/i.test(target)) return target;
    if (target.startsWith('/')) return `${siteUrl}${target.startsWith(baseUrl) ? '' : baseUrl.replace(/\/$/, '')}${target}`;
    const match = /^([^?#]*)([?#].*)?$/.exec(target)!;
    const [, file, rest = ''] = match;
    if (/\.mdx?$/.test(file)) {
      const resolved = this.options.resolveSource(path.resolve(path.dirname(this.options.file), decodeURIComponent(file)));
      if (!resolved) this.fail(`link to ${target}: no page is built from that file`, node);
      return `${resolved}${rest}`;
    }
    return new URL(target, pageUrl).href;
  }

  private assetUrl(target: string, node: Node): string {
    if (/^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('/')) return this.url(target, node);
    const file = path.resolve(path.dirname(this.options.file), decodeURIComponent(target.replace(/[?#].*$/, '')));
    const url = this.options.resolveAsset?.(file);
    if (!url) this.fail(`image ${target}: no built asset found for ${file}`, node);
    return url;
  }
}

interface EsNode {
  type: string;
  source?: {value?: unknown};
  specifiers?: {type: string; local?: {name: string}}[];
}

function isComment(node: Node): boolean {
  const estree = node.data?.estree as {body?: unknown[]} | undefined;
  if (estree) return (estree.body ?? []).length === 0;
  return /^\s*\/\*[\s\S]*\*\/\s*$/.test(node.value ?? '');
}

/** Converts the body of an MDX page (front matter excluded) to Markdown. */
export function mdxToMarkdown(source: string, options: ConvertOptions): string {
  const converter = new Converter(options);
  let tree: Node;
  try {
    tree = parse(source) as unknown as Node;
  } catch (error) {
    throw new ConversionError(`${options.displayName ?? options.file}: cannot parse as MDX: ${(error as Error).message}`);
  }
  const root = converter.convert(tree);
  // The page's H1 comes from its metadata: drop a leading `# Title` of the body.
  if (root.children?.[0]?.type === 'heading' && root.children[0].depth === 1) root.children.shift();
  return stringify(root).trim();
}
