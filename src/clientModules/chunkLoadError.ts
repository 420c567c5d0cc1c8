import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

/**
 * When the code of the requested page cannot be loaded (offline, or a deployment removed the
 * chunk), Docusaurus' start-up preload rejects and the app never starts: the prerendered page stays
 * inert, with no message. (After the app has started, a failed preload on navigation logs a warning
 * and reloads the page: Docusaurus' own behaviour, kept.) This module shows the error text and a
 * Retry button above the page content; Retry loads the page again.
 */
function isChunkLoadError(reason: unknown): reason is Error {
  return reason instanceof Error && (reason.name === 'ChunkLoadError' || /^Loading (CSS )?chunk \S+ failed/.test(reason.message));
}

function hasStarted(): boolean {
  return document.documentElement.getAttribute('data-has-hydrated') === 'true' || 'docusaurusRoot' in window;
}

function showLoadError(error: Error): void {
  if (document.querySelector('[data-page-load-error]')) return;
  const box = document.createElement('div');
  box.setAttribute('role', 'alert');
  box.setAttribute('data-page-load-error', '');
  box.className = 'alert alert--danger margin--md';
  const text = document.createElement('p');
  text.textContent = String(error);
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button--secondary';
  retry.textContent = 'Retry';
  retry.addEventListener('click', () => window.location.reload());
  box.append(text, retry);
  const host = document.querySelector('main') ?? document.getElementById('__docusaurus') ?? document.body;
  host.prepend(box);
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => {
    if (!hasStarted() && isChunkLoadError(event.reason)) showLoadError(event.reason);
  });
}
