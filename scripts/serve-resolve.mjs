/**
 * Maps a request path (relative to the base URL, without leading slash) to the build file that
 * answers it, or null for a 404. `exists(relPath)` tells whether a file exists in the build.
 * `X`, `X/`, `X.html` and `X/index.html` all answer with the page X.
 * @param {string} rel
 * @param {(p: string) => boolean} exists
 * @returns {string | null}
 */
export function resolveRequestPath(rel, exists) {
  if (rel.split('/').includes('..')) return null;
  const stripped = rel.replace(/(?:^|\/)index\.html$/, '').replace(/\.html$/, '').replace(/\/$/, '');
  const candidates = [];
  if (rel !== '' && !rel.endsWith('/') && !/\.html$/.test(rel)) candidates.push(rel);
  candidates.push(stripped === '' ? 'index.html' : `${stripped}/index.html`);
  if (stripped !== '') candidates.push(`${stripped}.html`);
  for (const c of candidates) {
    if (exists(c)) return c;
  }
  return null;
}
