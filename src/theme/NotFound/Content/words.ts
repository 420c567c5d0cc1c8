/**
 * The words of a missing address that the not-found page's search box starts with: those of its
 * last part, without the base URL, the Next prefix or a file extension (`/doc/next/manual/run-a-signer.html`
 * gives `run a signer`); empty for the page's own address (/doc/404.html).
 */
export function wordsOfMissingPath(pathname: string, baseUrl: string): string {
  const rest = pathname.startsWith(baseUrl) ? pathname.slice(baseUrl.length) : pathname;
  const last = rest.split('/').filter(Boolean).pop() ?? '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // Not valid percent-encoding: its words as typed.
  }
  const name = decoded.replace(/\.(html?|mdx?)$/i, '');
  if (/^(404|index|next)$/i.test(name)) return '';
  return name
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .join(' ')
    .toLowerCase();
}
