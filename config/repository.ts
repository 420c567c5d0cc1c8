/**
 * Where the site's sources live: the one place that names the repository, its default branch and
 * the site's folder in it. "Edit this page" links (config/docs.ts, config/blogs.ts) and the
 * navbar's GitHub link (config/links.ts) are built from it.
 */
export const repository = {
  url: 'https://github.com/input-output-hk/mithril',
  branch: 'main',
  /** The folder of the site in the repository. */
  siteDir: 'docs/website',
} as const;

/**
 * The GitHub editor address of a file of the site, from its path relative to the site folder
 * (e.g. `versioned_docs/version-maintained/manual/welcome.md`).
 */
export function editUrlOf(siteRelativePath: string): string {
  const path = siteRelativePath.replace(/\\/g, '/').replace(/^\/+/, '');
  if (path === '' || path.split('/').includes('..')) {
    throw new Error(`config/repository.ts: "${siteRelativePath}" is not a path inside the site folder`);
  }
  return `${repository.url}/edit/${repository.branch}/${repository.siteDir}/${path}`;
}
