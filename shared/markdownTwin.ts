/**
 * The Markdown twin of a page (plugins/llms): the page's route with `.md` appended, a trailing
 * slash dropped, and the site root's twin named `index.md`:
 * `/doc/manual/welcome` → `/doc/manual/welcome.md`, `/doc/manual/develop/` → `/doc/manual/develop.md`,
 * `/doc/` → `/doc/index.md`.
 */
export function markdownTwinPath(route: string, baseUrl = '/doc/'): string {
  const path = route.replace(/[?#].*$/, '').replace(/\/+$/, '');
  if (path === '' || `${path}/` === baseUrl) return `${baseUrl}index.md`;
  return `${path}.md`;
}
