/**
 * The shell: the one script a page loaded from the server runs (docs, blog, ADRs, glossary, the
 * landing page; not the API references or the search page, which need their app at once).
 *
 * Such a page is complete as the server wrote it: text, headings, links, code, tables, maths. The
 * app (React, the router, the theme) is not needed to read it, only to change page on the client
 * and to open the parts that the theme renders on demand (the phone's menu, the sidebar's closed
 * categories, the search drop-down). So the page loads without it (plugins/deferred-app takes the
 * app's scripts out of the HTML and puts this one in), and:
 *
 * - the shell answers what it can at once, with the article's own code where there is some:
 *   tabs and code-block buttons (src/components/StaticArticle), the table of contents' highlight,
 *   the navbar's "scrolled" state, the announcement bar's close button;
 * - the app is loaded when the reader reaches for one of its controls (./intent.ts): the mouse
 *   rests on it (100 ms: passing over, or scrolling under it, does not count), a mouse press
 *   starts on it, it gets the focus, or a finger taps it (a finger coming down may be starting to
 *   scroll, so only the tap counts). A press made before the app is ready
 *   is held and given to the control once the app has taken over, so nothing a reader does is lost;
 *   a link whose page cannot be loaded is followed by the browser;
 * - diagrams (drawn by the app's Mermaid island) load the app when one comes near the screen, and
 *   a page opened from a search result (`?_highlight=`) loads it to mark the searched terms.
 *
 * When the app has hydrated the page, src/theme/Root calls `handOver()`: the shell's listeners are
 * removed and the app's answer from then on.
 */
import {answerArticle, type ArticleRouter} from '../components/StaticArticle/behaviour';
import {answerCodeButtons} from '../components/StaticArticle/codeButtons';
import {apiReferenceAt} from '../../shared/apiReferences';
import {createAppBoot, type AppBoot} from './boot';
import {appControl, type IntentContext} from './intent';
import {highlightToc} from './tocHighlight';
import {markNavbarScrolled} from './navbarScrolled';
import {answerAnnouncementClose} from './announcement';
import {MERMAID_AHEAD} from '../theme/Mermaid/ahead';
import {search} from '../../shared/search';
import {isChunkLoadError} from '../utils/chunkError';

declare global {
  interface Window {
    /** The shell of a page loaded without its app; absent on pages that load the app at once. */
    mithrilShell?: AppBoot;
  }
}

/** Article roots of docs pages and blog posts (the theme's `markdown` element, outermost ones). */
const ARTICLES = '.markdown:not(.markdown .markdown)';
/**
 * Moves that show the reader reaching for a control (the mouse's resting is below). Not a finger
 * coming down: it may be starting to scroll, and only the tap (the click) says otherwise.
 */
const INTENTS = ['pointerdown', 'focusin'] as const;
/** How long the mouse rests on a control before the app loads (a pointer passing over does not load it). */
const HOVER_INTENT_MS = 100;
/** Diagrams drawn by the app (src/theme/Mermaid). */
const DIAGRAMS = '[data-mermaid]';

function start(script: HTMLScriptElement): void {
  const doc = document;
  const scripts = (script.dataset.app ?? '').split(' ').filter(Boolean);
  const baseUrl = script.dataset.baseUrl ?? '/';
  const context: IntentContext = {baseUrl, loadsInFull: (pathname) => apiReferenceAt(pathname, baseUrl) !== undefined};
  const stops: (() => void)[] = [];
  const app = createAppBoot(doc, scripts, () => {
    for (const stop of stops.splice(0)) stop();
  });
  window.mithrilShell = app;

  // The held press (the last one, if the reader pressed again while waiting), given to its
  // control once the app has taken over.
  let held: HTMLElement | undefined;
  const press = (control: HTMLElement): void => {
    const first = held === undefined;
    held = control;
    if (!first) return;
    const follow = (): void => {
      const last = held;
      held = undefined;
      if (last instanceof HTMLAnchorElement) window.location.assign(last.href);
    };
    app.boot().then(() => {
      const last = held;
      held = undefined;
      if (last?.isConnected) last.click();
      else if (last instanceof HTMLAnchorElement) window.location.assign(last.href);
    }, follow);
  };

  const load = (): void => void app.boot().catch(() => {});
  // A press starting (mouse or pen), the focus: the reader is reaching for the control.
  const onIntent = (event: Event): void => {
    if (event instanceof PointerEvent && event.pointerType === 'touch') return;
    if (appControl(event.target, window.location, context)) load();
  };
  // The pointer resting on a control, not passing over it (nor a control scrolled under it).
  let resting: ReturnType<typeof setTimeout> | undefined;
  const onPointerOver = (event: PointerEvent): void => {
    clearTimeout(resting);
    if (event.pointerType === 'mouse' && appControl(event.target, window.location, context)) resting = setTimeout(load, HOVER_INTENT_MS);
  };
  const onPointerOut = (): void => clearTimeout(resting);
  const onClick = (event: MouseEvent): void => {
    if (event.defaultPrevented || event.button !== 0) return;
    const control = appControl(event.target, window.location, context);
    if (!control) return;
    // A link opened in another tab or window is the browser's.
    if (control instanceof HTMLAnchorElement && (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    press(control);
  };
  doc.addEventListener('click', onClick, true);
  for (const type of INTENTS) doc.addEventListener(type, onIntent, {capture: true, passive: true});
  doc.addEventListener('pointerover', onPointerOver, {capture: true, passive: true});
  doc.addEventListener('pointerout', onPointerOut, {capture: true, passive: true});
  window.addEventListener('scroll', onPointerOut, {passive: true});
  stops.push(() => {
    clearTimeout(resting);
    doc.removeEventListener('click', onClick, true);
    for (const type of INTENTS) doc.removeEventListener(type, onIntent, true);
    doc.removeEventListener('pointerover', onPointerOver, true);
    doc.removeEventListener('pointerout', onPointerOut, true);
    window.removeEventListener('scroll', onPointerOut);
  });

  // The article's tabs and code-block buttons. Its links are the app's (above): never pushed here.
  const router: ArticleRouter = {
    baseUrl,
    push: (path) => window.location.assign(path),
    replaceSearch: (search) => window.history.replaceState(window.history.state, '', `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`),
    // Reaching for a link is the shell's to notice (above): the article's own hover does nothing.
    preload: () => {},
    loadsInFull: context.loadsInFull,
  };
  for (const article of Array.from(doc.querySelectorAll<HTMLElement>(ARTICLES))) stops.push(answerArticle(article, router));
  stops.push(answerCodeButtons(doc.documentElement));
  stops.push(highlightToc(doc));
  stops.push(markNavbarScrolled(doc));
  if (script.dataset.announcement) stops.push(answerAnnouncementClose(doc, script.dataset.announcement));

  // The app's scripts loaded but not the page's code (src/clientModules/chunkLoadError.ts shows
  // the error and a Retry button): a held link is followed by the browser.
  const onRejection = (event: PromiseRejectionEvent): void => {
    if (isChunkLoadError(event.reason)) app.fail(event.reason);
  };
  window.addEventListener('unhandledrejection', onRejection);
  stops.push(() => window.removeEventListener('unhandledrejection', onRejection));

  const diagrams = Array.from(doc.querySelectorAll(DIAGRAMS));
  if (diagrams.length > 0) {
    // When src/theme/Mermaid would draw one: on the first screen at once, the others once the
    // reader scrolls, half a screen ahead of the view.
    const observers: IntersectionObserver[] = [];
    const watch = (rootMargin: string): void => {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) load();
        },
        {rootMargin},
      );
      for (const diagram of diagrams) observer.observe(diagram);
      observers.push(observer);
    };
    watch('0px');
    const onScroll = (): void => watch(MERMAID_AHEAD);
    if (window.scrollY > 0) onScroll();
    else window.addEventListener('scroll', onScroll, {once: true, passive: true});
    stops.push(() => {
      window.removeEventListener('scroll', onScroll);
      for (const observer of observers) observer.disconnect();
    });
  }
  doc.documentElement.setAttribute('data-app', 'shell');
  // Opened from a search result: the app marks the searched terms (src/theme/SearchBar).
  if (new URLSearchParams(window.location.search).has(search.highlightParam)) load();
}

if (document.currentScript instanceof HTMLScriptElement) start(document.currentScript);
