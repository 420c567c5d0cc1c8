/**
 * What a Try-it panel sends and how it reads the answer: the request URL and its curl line, the
 * request itself (fetch, with a time limit and a Cancel), and the answer classified for display.
 *
 * The aggregator accepts requests from any origin: its router
 * (mithril-aggregator/src/http_server/routes/router.rs) wraps every route in
 * `warp::cors().allow_any_origin()`, with the methods GET, POST and OPTIONS and the request headers
 * `content-type`, `mithril-api-version`, `mithril-origin-tag` and `mithril-client-type`. It exposes
 * no response header (no `Access-Control-Expose-Headers`), so a page can read only the
 * CORS-safelisted ones (`Content-Type`, `Content-Length`, `Cache-Control`...), not
 * `mithril-api-version`, and not the `Location` of a redirection.
 */
import type {TryItOperation} from './types';

const shellQuote = (text: string): string => `'${text.replace(/'/g, `'\\''`)}'`;

/** The request's URL: the server's address, the path with its parameters filled in, the query string. */
export function requestUrl(server: string, operation: TryItOperation, values: Record<string, string>): string {
  let path = operation.path;
  const query: string[] = [];
  for (const parameter of operation.parameters) {
    const value = (values[parameter.name] ?? '').trim();
    if (parameter.in === 'path') path = path.replace(`{${parameter.name}}`, encodeURIComponent(value));
    // A comma-joined list (style form, explode false): the commas stay as they are.
    else if (value !== '' || parameter.required) query.push(`${encodeURIComponent(parameter.name)}=${value.split(',').map((v) => encodeURIComponent(v.trim())).join(',')}`);
  }
  return `${server.replace(/\/+$/, '')}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`;
}

/** The curl command of the same request. */
export function curlLine(operation: TryItOperation, url: string): string {
  if (operation.method === 'GET') {
    if ('302' in operation.responses) return `curl -s -f -o /dev/null -w '%{http_code} %{redirect_url}\\n' ${shellQuote(url)}`;
    return `curl -s -f ${shellQuote(url)}`;
  }
  const body = operation.body === undefined ? '' : ` \\\n  -H 'Content-Type: application/json' \\\n  -d ${shellQuote(JSON.stringify(operation.body))}`;
  return `curl -s -f -X POST ${shellQuote(url)}${body}`;
}

/** Problems with the values typed, by parameter name (empty when the request can be sent). */
export function parameterProblems(operation: TryItOperation, values: Record<string, string>): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    const value = (values[parameter.name] ?? '').trim();
    if (value === '') {
      if (parameter.required) problems[parameter.name] = 'Required.';
      continue;
    }
    if (parameter.pattern && !value.split(parameter.in === 'query' ? ',' : /$^/).every((part) => new RegExp(parameter.pattern!).test(part.trim()))) {
      problems[parameter.name] = `Does not match ${parameter.pattern}.`;
    }
  }
  return problems;
}

/** Whether `text` is an http(s) address a page can send a request to. */
export function serverProblem(text: string): string | null {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'The address must start with http:// or https://.';
  } catch {
    return 'Not a complete address (for instance https://aggregator.example.net/aggregator).';
  }
}

export type Outcome =
  | {kind: 'answer'; status: number; statusText: string; ms: number; headers: [string, string][]; text: string; json?: unknown; jsonError?: string}
  | {kind: 'redirect'; ms: number}
  | {kind: 'network'; ms: number; message: string}
  | {kind: 'timeout'; ms: number; limitMs: number}
  | {kind: 'cancelled'; ms: number};

/** Response headers worth showing, among those a cross-origin page may read. */
const SHOWN_HEADERS = ['content-type', 'content-length', 'cache-control', 'expires', 'last-modified', 'content-language'];

/**
 * Sends a GET request and classifies what comes back. Redirections are not followed
 * (`redirect: 'manual'`): the browser then gives the page an opaque answer, without status or
 * headers, from which only the fact that a redirection happened can be told.
 */
export async function send(url: string, {signal, limitMs, now = () => performance.now()}: {signal: AbortSignal; limitMs: number; now?: () => number}): Promise<Outcome> {
  const start = now();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, limitMs);
  const onCancel = (): void => controller.abort();
  signal.addEventListener('abort', onCancel);
  const elapsed = (): number => Math.round(now() - start);
  try {
    const response = await fetch(url, {method: 'GET', redirect: 'manual', signal: controller.signal, cache: 'no-store', credentials: 'omit'});
    if (response.type === 'opaqueredirect') return {kind: 'redirect', ms: elapsed()};
    const text = await response.text();
    const ms = elapsed();
    const headers = SHOWN_HEADERS.flatMap((name): [string, string][] => {
      const value = response.headers.get(name);
      return value === null ? [] : [[name, value]];
    });
    const base = {kind: 'answer' as const, status: response.status, statusText: response.statusText, ms, headers, text};
    if (text.trim() === '') return base;
    try {
      return {...base, json: JSON.parse(text)};
    } catch (error) {
      return {...base, jsonError: (error as Error).message};
    }
  } catch (error) {
    if (timedOut) return {kind: 'timeout', ms: elapsed(), limitMs};
    if (signal.aborted) return {kind: 'cancelled', ms: elapsed()};
    return {kind: 'network', ms: elapsed(), message: (error as Error).message};
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', onCancel);
  }
}
