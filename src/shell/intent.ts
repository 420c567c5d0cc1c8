/**
 * Which of a reader's moves on a page without its app (./index.ts) need the app, and which the
 * browser or the shell answer by themselves.
 *
 * Answered without the app: links to another site, to a file or to the API references (loaded in
 * full), jumps within the page (`#fragment`), text selection, find-in-page, print; and, by the
 * shell, the tabs and code-block buttons of an article, the announcement bar's close button, the
 * table of contents' highlight and the navbar's "scrolled" state.
 *
 * Everything else a reader can press (links to other pages of the site, which change page on the
 * client; the navbar's menu, drop-downs and search box; the sidebar's categories; the phone's
 * "On this page" drop-down; the page actions) is a control of the app.
 */
import {routedPath} from '../components/StaticArticle/behaviour';

/** Controls the shell answers itself, wherever they are. */
export const SHELL_CONTROLS = ['.theme-announcement-bar button', 'button.code-copy', 'button.code-wrap'].join(',');

/** Tabs of an article, which the shell answers (src/components/StaticArticle/behaviour.ts). */
const ARTICLE_TAB = '.markdown .tabs-container [role="tab"]';

export interface IntentContext {
  baseUrl: string;
  /** Paths the router does not handle (pages loaded in full, the API references). */
  loadsInFull(pathname: string): boolean;
}

/**
 * The control of the app that `target` is in, or null when the move is the browser's or the
 * shell's. `here` is the page's address.
 */
export function appControl(target: EventTarget | null, here: Location, context: IntentContext): HTMLElement | null {
  if (!(target instanceof Element)) return null;
  if (target.closest(SHELL_CONTROLS) || target.closest(ARTICLE_TAB)) return null;
  // The Retry button shown when the app could not start (src/clientModules/chunkLoadError.ts).
  if (target.closest('[data-page-load-error]')) return null;
  const control = target.closest<HTMLElement>('a[href], button, [role="button"], input, select, textarea, summary');
  if (!control) return null;
  // Form fields work as they are; the search box is the one the app enhances.
  if (control.matches('input, select, textarea')) return control.matches('.navbar__search-input') ? control : null;
  // Native disclosure (<details> in an article, which the app leaves as it is).
  if (control.matches('summary')) return null;
  if (control.matches('button, [role="button"]')) return control.matches(':disabled') ? null : control;
  return routedPath(control as HTMLAnchorElement, here, context) === null ? null : control;
}
