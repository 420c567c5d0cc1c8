/**
 * The route a `.html` address stands for: `X.html` and `X/index.html` mean `X`, or `X/` when that
 * is the form the site routes (a category index). Other addresses are returned unchanged.
 */
export function canonicalPath(pathname: string, routePaths: ReadonlySet<string>): string {
  const stripped = pathname.replace(/(?:\/index)?\.html$/, '');
  if (stripped === pathname || routePaths.has(pathname)) return pathname;
  return [stripped, `${stripped}/`].find((p) => routePaths.has(p)) ?? stripped;
}
