/**
 * The route an address stands for, in the form the site routes it (`routePaths`: the routed
 * paths known, in the browser the one of the page served):
 * - `X.html` and `X/index.html` mean `X`, or `X/` when that is the form routed (a category index);
 * - `X/` means `X` when only `X` is routed (a doc page), and `X` means `X/` when only `X/` is (the
 *   API reference, a category index): the static server answers both forms with the same page, and
 *   the client's canonical link, `og:url` and language alternates are built from the address.
 * Addresses that are routed as written, and unknown ones without `.html`, are returned unchanged;
 * unknown `.html` addresses lose the suffix (they show the not-found page either way).
 */
export function canonicalPath(pathname: string, routePaths: ReadonlySet<string>): string {
  if (routePaths.has(pathname)) return pathname;
  const stripped = pathname.replace(/(?:\/index)?\.html$/, '');
  const bare = stripped.replace(/(.)\/$/, '$1');
  return [bare, `${bare}/`].find((p) => routePaths.has(p)) ?? stripped;
}
