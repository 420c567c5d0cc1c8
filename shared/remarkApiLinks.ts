/**
 * Remark plugin (config/docs.ts, config/blogs.ts): `<ApiLink op="...">` in a page becomes a plain
 * `<a>` to that operation in the API reference of the page's version, written at build time. A page
 * of the Next docs (docs/) links /doc/next/aggregator-api/ (openapi-next.yaml); every other page (the
 * Current docs, the dev blog, the ADRs) links /doc/aggregator-api/ (openapi.yaml). Without children,
 * the link reads the operation's method and path in code (`GET /status`).
 *
 * The link is a lowercase JSX element, which MDX does not map to the theme's <Link>: the browser
 * follows it with a full page load, as every way to the reference does (it is a bundle of its own,
 * and Redoc resolves the fragment itself). No React component is involved, so writers use
 * `<ApiLink>` in any page without importing anything.
 *
 * An operation that its version's document lacks, or an ApiLink without `op`, stops the build
 * naming the file, line and column; every such link of a file is reported at once.
 */
import type {Root} from 'mdast';
import {relative, sep} from 'node:path';
import {apiOperationsOf, type ApiVersion} from './apiOperations';
import {apiOperationHash, apiOperationLabel, apiReferenceRoute} from './apiLink';
import {BASE_URL} from './site.mjs';

interface Options {
  /** The site's root: a file under `<siteDir>/docs/` belongs to the Next docs. */
  siteDir: string;
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}

interface JsxNode {
  type: string;
  name?: string | null;
  attributes?: JsxAttribute[];
  position?: {start: {line: number; column: number}};
  children?: JsxNode[];
  value?: string;
}

/** The address of an operation in a version's API reference, with the site's base URL. */
export function apiOperationHref(op: string, version: ApiVersion): string {
  return `${BASE_URL}${apiReferenceRoute(version).slice(1)}#${apiOperationHash(op, version)}`;
}

/** The docs version a source file belongs to, from its path relative to the site. */
export function apiVersionOfFile(path: string, siteDir: string): ApiVersion {
  const rel = relative(siteDir, path).split(sep).join('/');
  return rel.startsWith('docs/') ? 'next' : 'current';
}

const DOCUMENT: Record<ApiVersion, string> = {current: 'openapi.yaml', next: 'openapi-next.yaml'};

export default function remarkApiLinks({siteDir}: Options) {
  return (tree: Root, file: {path?: string; history?: string[]}) => {
    const path = file.path ?? file.history?.[0] ?? '<unknown file>';
    const version = apiVersionOfFile(path, siteDir);
    const operations = apiOperationsOf(version);
    const errors: string[] = [];
    const visit = (node: JsxNode) => {
      if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'ApiLink') {
        const at = `${relative(siteDir, path)}:${node.position?.start.line ?? '?'}:${node.position?.start.column ?? '?'}`;
        const attributes = node.attributes ?? [];
        const op = attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'op')?.value;
        if (typeof op !== 'string') errors.push(`${at}: <ApiLink> needs op="operationId" (a plain string)`);
        else if (!(op in operations)) {
          errors.push(`${at}: <ApiLink op="${op}">: the ${version === 'next' ? 'Next' : 'Current'} API reference (${DOCUMENT[version]}) has no operation "${op}" (shared/apiOperations.ts)`);
        } else {
          node.name = 'a';
          node.attributes = [{type: 'mdxJsxAttribute', name: 'href', value: apiOperationHref(op, version)}];
          if (!node.children?.length) {
            node.children = [{type: 'mdxJsxTextElement', name: 'code', attributes: [], children: [{type: 'text', value: apiOperationLabel(op, version)}]}];
          }
          return;
        }
      }
      node.children?.forEach(visit);
    };
    visit(tree as unknown as JsxNode);
    if (errors.length) throw new Error(`ApiLink: ${errors.length} link(s) to an operation their version's API reference lacks:\n${errors.join('\n')}`);
  };
}
