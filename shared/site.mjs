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
