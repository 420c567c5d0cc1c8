import type {MouseEvent} from 'react';
import {isApiReference} from './terms';

interface HistoryLike {
  push: (path: string) => void;
}

/**
 * Opens a search result. Results are plain links, not Docusaurus `<Link>`s, which would prefetch
 * every result page's code as soon as it is listed (bytes a phone pays for pages never opened);
 * a plain click goes through the client router instead of reloading the site, except into the API
 * reference, which opens with a full page load (as the docs' `<ApiLink>` does).
 */
export function openResult(href: string, baseUrl: string, history: HistoryLike): void {
  if (isApiReference(href, baseUrl)) window.location.assign(href);
  else history.push(href);
}

/** Click handler of a result link: modified clicks (new tab, new window) keep the browser's behaviour. */
export function onResultClick(event: MouseEvent<HTMLAnchorElement>, baseUrl: string, history: HistoryLike, then?: () => void): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  then?.();
  openResult(event.currentTarget.getAttribute('href') ?? '', baseUrl, history);
}
