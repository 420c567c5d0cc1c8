import {createHash} from 'node:crypto';
import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';

const require = createRequire(__filename);

export type KatexStylesheet = {
  href: string;
  type: 'text/css';
  integrity: string;
  crossorigin: 'anonymous';
  /** Adds the same-origin copy (katexFallbackPath) after this link if the CDN sheet fails. */
  onerror: string;
};

/** Subresource-integrity value (sha384) of a file's bytes. */
export function sriHash(content: Buffer | string): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

/** The installed katex version (the one rehype-katex renders with). */
export function katexVersion(): string {
  return (JSON.parse(readFileSync(require.resolve('katex/package.json'), 'utf8')) as {version: string}).version;
}

/**
 * Where the build puts its own copy of KaTeX's stylesheet (plugins/katex-fallback), relative to
 * the base URL. The version is part of the path, so the files can be cached for good.
 */
export function katexFallbackPath(version = katexVersion()): string {
  return `katex/${version}/katex.min.css`;
}

/**
 * The KaTeX stylesheet served by jsDelivr for exactly the katex version installed here
 * (the one rehype-katex renders with), with the integrity hash of that very file, so a
 * version bump can never leave a stale hash behind. If the CDN cannot be reached (a blocked
 * host) or its file fails the integrity check, the link's `onerror` adds the same-origin copy
 * that plugins/katex-fallback writes into the build; otherwise that copy is never requested.
 * The copy is render-blocking (`blocking="render"`) when the failure is known before the body is
 * parsed (a blocked host fails at once): the page is then first laid out with KaTeX's styles, not
 * laid out a second time when they arrive, and formulas are never shown unstyled. Measured with
 * the CDN blocked, on the protocol page (Lighthouse mobile, 3 runs, --as-index 1500): main thread
 * 6,842 → 5,848 ms, TBT 1,320 → 1,090 ms (medians; the runs overlap: when the body is already
 * parsed, the copy cannot block and the page is laid out twice, as before).
 */
export function katexStylesheet(baseUrl = '/doc/'): KatexStylesheet {
  const version = katexVersion();
  const css = readFileSync(require.resolve('katex/dist/katex.min.css'));
  const fallback = `${baseUrl}${katexFallbackPath(version)}`;
  return {
    href: `https://cdn.jsdelivr.net/npm/katex@${version}/dist/katex.min.css`,
    type: 'text/css',
    integrity: sriHash(css),
    crossorigin: 'anonymous',
    onerror: `var l=document.createElement('link');l.rel='stylesheet';l.href='${fallback}';l.setAttribute('data-katex-fallback','');l.setAttribute('blocking','render');this.onerror=null;this.after(l)`,
  };
}

/**
 * KaTeX's stylesheet with each `@font-face` `src` reduced to its woff2 file (every browser the
 * site supports reads woff2; the woff and ttf copies would only be shipped, never used). Throws,
 * naming the file, if a font has no woff2 entry. Returns the CSS and the font files it names.
 */
export function woff2OnlyCss(css: string, file = 'katex/dist/katex.min.css'): {css: string; fonts: string[]} {
  const fonts = new Set<string>();
  const out = css.replace(/src:([^;}]+)/g, (_declaration, value: string) => {
    const woff2 = value.split(',').filter((entry) => /format\(\s*["']?woff2["']?\s*\)/.test(entry));
    if (woff2.length === 0) throw new Error(`${file}: a @font-face has no woff2 source: src:${value}`);
    for (const entry of woff2) {
      const url = /url\(\s*["']?([^"')]+)["']?\s*\)/.exec(entry);
      if (!url) throw new Error(`${file}: cannot read the url of ${entry}`);
      fonts.add(url[1]);
    }
    return `src:${woff2.join(',')}`;
  });
  if (fonts.size === 0) throw new Error(`${file}: no @font-face src found`);
  return {css: out, fonts: [...fonts].sort()};
}
