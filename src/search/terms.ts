/**
 * Helpers of the search UI that need no browser (unit-tested in terms.test.ts): which index a page
 * searches, result links with the searched terms, and Pagefind's excerpts turned into text parts.
 */
import {search} from '../../shared/search';
import {apiReferenceAt} from '../../shared/apiReferences';

export type SearchVersion = 'current' | 'next';

/** The docs version a page belongs to, from its path: Next pages live under /doc/next/. */
export function versionOfPath(pathname: string, baseUrl: string): SearchVersion {
  return pathname.startsWith(`${baseUrl}${search.nextPath}`) || pathname === `${baseUrl}${search.nextPath.replace(/\/$/, '')}` ? 'next' : 'current';
}

/** URL of the folder holding a version's index and Pagefind's script. */
export function bundleUrl(version: SearchVersion, baseUrl: string): string {
  return `${baseUrl}${version === 'next' ? search.nextPath : ''}${search.bundleDir}`;
}

/** URL of the full results page for a query. */
export function resultsPageUrl(baseUrl: string, query: string, version: SearchVersion): string {
  const params = new URLSearchParams();
  if (query) params.set('q', query);
  if (version === 'next') params.set('version', 'next');
  const qs = params.toString();
  return `${baseUrl}${search.resultsRoute.replace(/^\//, '')}${qs ? `?${qs}` : ''}`;
}

/** The glossary of a version: offered when a query has no results. */
export function glossaryUrl(baseUrl: string, version: SearchVersion): string {
  return `${baseUrl}${version === 'next' ? search.nextPath : ''}glossary`;
}

/** The words of a query, lower case, each once (what a result link asks the page to mark). */
export function queryTerms(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[\s,;:!?()[\]{}"'`]+/)
    .map((w) => w.replace(/^[-./_]+|[-./_]+$/g, ''))
    .filter((w) => w.length > 0);
  return [...new Set(words)];
}

/** A result URL (path, maybe an anchor) with the terms to mark as `?_highlight=` parameters. */
export function withHighlight(url: string, terms: string[]): string {
  const hashAt = url.indexOf('#');
  const [path, hash] = hashAt >= 0 ? [url.slice(0, hashAt), url.slice(hashAt)] : [url, ''];
  if (terms.length === 0) return url;
  const params = terms.map((t) => `${search.highlightParam}=${encodeURIComponent(t)}`).join('&');
  return `${path}${path.includes('?') ? '&' : '?'}${params}${hash}`;
}

/** The terms a page was opened with (`?_highlight=a&_highlight=b`). */
export function highlightTerms(queryString: string): string[] {
  return new URLSearchParams(queryString)
    .getAll(search.highlightParam)
    .flatMap((v) => queryTerms(v));
}

/**
 * An address (path, query, hash) without its `?_highlight=` parameters; the other parameters (as
 * written) and the hash stay.
 */
export function withoutHighlight(url: string): string {
  const hashAt = url.indexOf('#');
  const [beforeHash, hash] = hashAt >= 0 ? [url.slice(0, hashAt), url.slice(hashAt)] : [url, ''];
  const queryAt = beforeHash.indexOf('?');
  if (queryAt < 0) return url;
  const kept = beforeHash
    .slice(queryAt + 1)
    .split('&')
    .filter((pair) => pair && decodeURIComponent(pair.split('=')[0].replace(/\+/g, ' ')) !== search.highlightParam);
  return `${beforeHash.slice(0, queryAt)}${kept.length ? `?${kept.join('&')}` : ''}${hash}`;
}

const ENTITIES: Record<string, string> = {amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0'};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n = code[1] === 'x' || code[1] === 'X' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

export interface ExcerptPart {
  text: string;
  marked: boolean;
}

/**
 * Pagefind's excerpt (escaped text with `<mark>` around the matched words) as plain text parts, so
 * the UI renders it without injecting HTML.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let marked = false;
  for (const piece of excerpt.split(/(<\/?mark>)/)) {
    if (piece === '<mark>') marked = true;
    else if (piece === '</mark>') marked = false;
    else {
      const text = decodeEntities(piece.replace(/<[^>]*>/g, ''));
      if (text) parts.push({text, marked});
    }
  }
  return parts;
}

/**
 * Whether a result is in the API reference, which is opened by a full page load (as the docs'
 * `<ApiLink>` does), not by the client router.
 */
export function isApiReference(url: string, baseUrl: string): boolean {
  return apiReferenceAt(url.split(/[?#]/)[0], baseUrl) !== undefined;
}
