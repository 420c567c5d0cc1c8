/**
 * Which API version the aggregator of a Try-it panel runs, compared with the reference the page
 * documents (Current, openapi.yaml, or Next, openapi-next.yaml: shared/apiReferences.ts).
 *
 * After a Send that got an answer, the panel asks the same aggregator for `GET /` and reads its
 * `open_api_version`. The note next to the result then says which documented version it matches;
 * when it is the other reference, it links that reference and checks the answer against the
 * schema that reference documents for the same operation (its own Try-it data, loaded then). A
 * version neither reference documents is said as such. The `mithril-api-version` response header
 * would say the same, but the aggregator does not expose it to web pages (./request.ts).
 */
import {apiReferenceAt, apiReferenceOf, API_REFERENCE_LIST, type ApiReference} from '@site/shared/apiReferences';
import type {TryItData, TryItOperation} from './types';
import type {CheckResult} from './validate';
import type {Outcome} from './request';

const loaded = new Map<ApiReference['key'], Promise<TryItData>>();

/** The Try-it data of a reference (a JSON chunk of its own each), loaded once. */
export function loadTryItData(key: ApiReference['key']): Promise<TryItData> {
  let promise = loaded.get(key);
  if (!promise) {
    promise = (
      key === 'next'
        ? import(/* webpackChunkName: "try-it-data-next" */ '@mithril/try-it-data-next')
        : import(/* webpackChunkName: "try-it-data" */ '@mithril/try-it-data')
    ).then((module) => module.default);
    promise.catch(() => loaded.delete(key));
    loaded.set(key, promise);
  }
  return promise;
}

/** The reference of the page being read (Current outside the Next reference's route). */
export function pageReference(pathname = typeof location === 'undefined' ? '/' : location.pathname): ApiReference {
  return apiReferenceAt(pathname) ?? API_REFERENCE_LIST[0];
}

export type VersionState =
  | {kind: 'pending'}
  | {kind: 'unknown'; reason: string}
  | {kind: 'same'; version: string; page: ApiReference}
  | {kind: 'other'; version: string; page: ApiReference; matched: ApiReference; check?: CheckResult; unchecked?: string}
  | {kind: 'undocumented'; version: string; page: ApiReference};

/** Reads `open_api_version` from an aggregator's `GET /` (the base address, up to /aggregator). */
export async function fetchOpenApiVersion(base: string, {signal, limitMs = 10_000}: {signal?: AbortSignal; limitMs?: number} = {}): Promise<string> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), limitMs);
  const onAbort = (): void => controller.abort();
  signal?.addEventListener('abort', onAbort);
  try {
    const response = await fetch(`${base.replace(/\/+$/, '')}/`, {signal: controller.signal, cache: 'no-store', credentials: 'omit'});
    if (!response.ok) throw new Error(`GET / answered ${response.status}`);
    const body = (await response.json()) as {open_api_version?: unknown};
    if (typeof body?.open_api_version !== 'string') throw new Error('GET / has no open_api_version');
    return body.open_api_version;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Compares the version an aggregator runs with the page's reference. `contractCheck` is the
 * panel's own check of an answer against an operation of some Try-it data; it is run with the
 * other reference's data when the aggregator runs the version that reference documents.
 */
export async function compareVersions(
  base: string,
  operationId: string,
  outcome: Outcome,
  contractCheck: (operation: TryItOperation, data: TryItData, outcome: Outcome) => {check?: CheckResult; unchecked?: string},
  {signal, page = pageReference()}: {signal?: AbortSignal; page?: ApiReference} = {},
): Promise<VersionState> {
  let version: string;
  try {
    version = await fetchOpenApiVersion(base, {signal});
  } catch (error) {
    return {kind: 'unknown', reason: (error as Error).message};
  }
  const matched = apiReferenceOf(version);
  if (!matched) return {kind: 'undocumented', version, page};
  if (matched.key === page.key) return {kind: 'same', version, page};
  const data = await loadTryItData(matched.key);
  const operation = data.operations[operationId];
  if (!operation) return {kind: 'other', version, page, matched, unchecked: `The ${matched.label} reference has no ${operationId} operation.`};
  return {kind: 'other', version, page, matched, ...contractCheck(operation, data, outcome)};
}

/** One sentence for the panel's live region. */
export function versionSummary(state: VersionState): string {
  switch (state.kind) {
    case 'pending':
      return 'Reading the API version of the aggregator...';
    case 'unknown':
      return `The API version of the aggregator could not be read (${state.reason}).`;
    case 'same':
      return `The aggregator runs API ${state.version}, the version this page documents (${state.page.label}).`;
    case 'undocumented':
      return `The aggregator runs API ${state.version}, which neither reference documents; this page documents ${state.page.version} (${state.page.label}).`;
    case 'other':
      return `The aggregator runs API ${state.version}, not ${state.page.version} as this page documents: it matches the ${state.matched.label} reference (${state.matched.version}).`;
  }
}
