/**
 * Maps a request path (relative to the base URL, without leading slash) to what GitHub Pages
 * answers for it, so that the local server (scripts/delivery/serve.mjs) and the tests see the host's rules:
 * - a path ending in `/` (or empty): `<path>index.html` if it exists;
 * - any other path: the file of that name, else `<path>.html`, else, if `<path>/index.html`
 *   exists, a 301 redirect to `<path>/`;
 * - anything else: null (404, answered with the site's 404 page).
 * `exists(relPath)` tells whether a file exists in the build. The build has every page both as
 * `X/index.html` and `X.html` (plugins/html-twins), so `X`, `X/`, `X.html` and `X/index.html` all
 * answer with the page X.
 * @param {string} rel
 * @param {(p: string) => boolean} exists
 * @returns {{file: string} | {redirect: string} | null}
 */
export function resolveRequestPath(rel, exists) {
  if (rel.split('/').includes('..')) return null;
  if (rel === '' || rel.endsWith('/')) {
    const index = `${rel}index.html`;
    return exists(index) ? {file: index} : null;
  }
  if (exists(rel)) return {file: rel};
  if (exists(`${rel}.html`)) return {file: `${rel}.html`};
  if (exists(`${rel}/index.html`)) return {redirect: `${rel}/`};
  return null;
}
