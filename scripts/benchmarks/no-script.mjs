// A page without its scripts: what its HTML and CSS alone cost the browser, the floor under any
// work its scripts do (main-thread-window.mjs --floor).

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
// Hints that fetch scripts ahead (preload, modulepreload, prefetch of a script).
const SCRIPT_HINT = /<link\b(?=[^>]*\brel=["']?(?:preload|modulepreload|prefetch)\b)(?=[^>]*\bas=["']?script\b|[^>]*\brel=["']?modulepreload\b)[^>]*>/gi;

/**
 * `html` without its script elements (inline or external, JSON-LD included) and the hints that
 * fetch scripts ahead. Everything else is kept as written: <noscript> (which a browser that runs
 * scripts reads as text), styles, inline event handler attributes.
 * @param {string} html
 * @returns {{html: string, removed: number}}
 */
export function withoutScripts(html) {
  let removed = 0;
  const out = html
    .replace(SCRIPT_ELEMENT, () => {
      removed++;
      return '';
    })
    .replace(SCRIPT_HINT, () => {
      removed++;
      return '';
    });
  return {html: out, removed};
}
