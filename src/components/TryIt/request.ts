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
import {isLosslessNumber, parse as parseLossless, stringify as stringifyLossless} from 'lossless-json';
import type {TryItOperation, TryItParameter} from './types';

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
  | {
      kind: 'answer';
      status: number;
      statusText: string;
      ms: number;
      headers: [string, string][];
      text: string;
      /** The body parsed without losing digits: numbers are lossless-json's LosslessNumber (their text as received). */
      json?: unknown;
      jsonError?: string;
    }
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
      // JSON.parse would turn integers above 2^53 (mainnet's total stake, about 2.2e16) into the
      // nearest double: 21573658203458219 becomes 21573658203458220.
      return {...base, json: parseLossless(text)};
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

/** A body parsed by `send`, pretty-printed with every number written as it was received. */
export function prettyJson(json: unknown): string {
  return stringifyLossless(json, null, 2) ?? '';
}

/** The value at `pick` (indexes and keys) of a parsed body, as text, or null when there is none. */
export function pickValue(json: unknown, pick: readonly (string | number)[]): string | null {
  let at: unknown = json;
  for (const step of pick) {
    if (typeof step === 'number' ? !Array.isArray(at) : typeof at !== 'object' || at === null || Array.isArray(at)) return null;
    at = (at as Record<string | number, unknown>)[step];
  }
  if (typeof at === 'string' && at !== '') return at;
  if (isLosslessNumber(at) || typeof at === 'number') return String(at);
  return null;
}

export type FillResult = {value: string} | {problem: string};

/**
 * Reads the value of `parameter` from its list route on `server` (only called when the reader
 * presses the fill control): the first item's identifier, or the epoch of the status route.
 */
export async function fillFromList(server: string, parameter: TryItParameter, {signal, limitMs}: {signal: AbortSignal; limitMs: number}): Promise<FillResult> {
  const fill = parameter.fill!;
  const outcome = await send(`${server.replace(/\/+$/, '')}${fill.from}`, {signal, limitMs});
  const route = `GET ${fill.from}`;
  switch (outcome.kind) {
    case 'answer': {
      if (outcome.status !== 200) return {problem: `${route} answered ${outcome.status}${outcome.statusText ? ` ${outcome.statusText}` : ''}.`};
      if (outcome.json === undefined) return {problem: `${route} did not answer JSON.`};
      const value = pickValue(outcome.json, fill.pick);
      if (value === null) return {problem: Array.isArray(outcome.json) && outcome.json.length === 0 ? `${route} answered an empty list: this aggregator has none yet.` : `${route} has no ${parameter.name} where expected.`};
      return {value};
    }
    case 'timeout':
      return {problem: `${route}: no answer within ${outcome.limitMs / 1000} s.`};
    case 'cancelled':
      return {problem: `${route}: cancelled.`};
    case 'redirect':
      return {problem: `${route} answered with a redirection.`};
    case 'network':
      return {problem: `${route}: the aggregator could not be reached.`};
  }
}
