// Site constants, shared by the site config, the browser code (shared/apiLink.ts), the build
// plugins and the plain-Node scripts (scripts/benchmarks/page-weight.mjs, benchmarks): plain JavaScript so that
// Node runs it as is. Named exports only, so the browser bundle keeps just the ones it reads.

/** Production host of the site. */
export const SITE_URL = 'https://mithril.network';
/** Base URL of every page (the site is served under /doc/). */
export const BASE_URL = '/doc/';
/** Id of the aggregator API reference (redocusaurus spec id). */
export const API_ID = 'aggregator-api';
/** Route of the API reference, relative to the base URL, with its trailing slash. */
export const API_ROUTE = `${API_ID}/`;
/** The OpenAPI description, relative to the repository root. */
export const API_SPEC_FILE = 'openapi.yaml';
/** Where the raw OpenAPI description is served, relative to the base URL (Redoc's Download link). */
export const API_DOWNLOAD = `${API_ROUTE}${API_SPEC_FILE}`;

/**
 * The two API references, like the two docs versions: Current (the API of the released
 * distribution, openapi.yaml) at /doc/aggregator-api/ and Next (the API of the newest Mithril code,
 * openapi-next.yaml) at /doc/next/aggregator-api/. `version` is each document's `info.version`
 * (a unit test checks it), which an aggregator reports as `open_api_version` in `GET /`.
 */
export const API_NEXT_ID = 'aggregator-api-next';
export const API_NEXT_ROUTE = `next/${API_ID}/`;
export const API_NEXT_SPEC_FILE = 'openapi-next.yaml';
export const API_NEXT_DOWNLOAD = `${API_NEXT_ROUTE}${API_SPEC_FILE}`;
export const API_REFERENCES = [
  {key: 'current', label: 'Current', version: '0.1.55', id: API_ID, route: API_ROUTE, specFile: API_SPEC_FILE, download: API_DOWNLOAD},
  {key: 'next', label: 'Next', version: '0.1.68', id: API_NEXT_ID, route: API_NEXT_ROUTE, specFile: API_NEXT_SPEC_FILE, download: API_NEXT_DOWNLOAD},
];
