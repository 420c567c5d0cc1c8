/**
 * The only code of the Try-it panels that loads with the API page (from its route's ApiDoc
 * wrapper, src/theme/ApiDoc): event listeners that mount a panel when the reader opens one of the
 * `<details data-try-it>` that plugins/api-samples/try-it.ts puts in the operations' descriptions.
 * The panel's code and data (a chunk and a JSON asset of their own) are fetched at that moment,
 * or before, when the reader heads for a panel's summary (pointer, finger or keyboard focus on it:
 * src/utils/intent.ts), so that the press finds them in. A reader who opens no panel fetches
 * nothing. Nothing is requested from an aggregator until the reader presses Send.
 */
import {onIntent} from '@site/src/utils/intent';

type PanelModule = typeof import('./panel');

let loading: Promise<PanelModule> | null = null;

/** Loads the panel's code and data (once). */
export function loadPanel(): Promise<PanelModule> {
  loading ??= import(/* webpackChunkName: "try-it" */ './panel').catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

const SELECTOR = 'details[data-try-it]';

async function open(details: HTMLDetailsElement): Promise<void> {
  if (details.dataset.tryItMounted) return;
  details.dataset.tryItMounted = 'loading';
  const body = details.querySelector<HTMLElement>('.try-it__body');
  if (body) body.setAttribute('aria-busy', 'true');
  try {
    const panel = await loadPanel();
    await panel.mountPanel(details);
    details.dataset.tryItMounted = 'true';
  } catch {
    delete details.dataset.tryItMounted;
    if (body) body.textContent = 'The request form could not be loaded. Check the connection and open it again.';
  } finally {
    if (body) body.removeAttribute('aria-busy');
  }
}

/** Installs the listeners on `doc`; returns a function that removes them. */
export function installTryIt(doc: Document = document): () => void {
  const onToggle = (event: Event): void => {
    const target = event.target;
    if (target instanceof HTMLDetailsElement && target.matches(SELECTOR) && target.open) void open(target);
  };
  // `toggle` does not bubble: listened to in the capture phase.
  doc.addEventListener('toggle', onToggle, {capture: true});
  // A panel already open (the page restored by the browser) is mounted at once.
  doc.querySelectorAll<HTMLDetailsElement>(`${SELECTOR}[open]`).forEach((details) => void open(details));
  const stopWaiting = onIntent(doc, `${SELECTOR} > summary`, () => void loadPanel().catch(() => undefined), {once: true});
  return () => {
    doc.removeEventListener('toggle', onToggle, {capture: true});
    stopWaiting();
  };
}
