import {describe, expect, it} from 'vitest';
import {withoutScripts} from '../../scripts/benchmarks/no-script.mjs';

describe('withoutScripts (scripts/benchmarks/no-script.mjs)', () => {
  it('removes external and inline scripts, as our minified pages write them', () => {
    const page =
      '<!doctype html><html><head><script>(function(){document.documentElement.setAttribute("data-theme","light")})()</script>' +
      '<script type=application/ld+json>{"@type":"Article"}</script>' +
      '<link rel=preload href=/doc/assets/js/main.js as=script><link rel=modulepreload href=/doc/m.js>' +
      '<link rel=stylesheet href=/doc/assets/css/styles.css></head>' +
      '<body><p>Text</p><script src=/doc/assets/js/runtime~main.js defer></script>\n<SCRIPT SRC="/doc/assets/js/main.js" DEFER></SCRIPT ></body></html>';
    const {html, removed} = withoutScripts(page);
    expect(removed).toBe(6);
    expect(html).toBe('<!doctype html><html><head><link rel=stylesheet href=/doc/assets/css/styles.css></head><body><p>Text</p>\n</body></html>');
  });

  it('keeps noscript, styles, other hints and inline handlers', () => {
    const page =
      '<head><link rel=preload href=/doc/fonts/a.woff2 as=font crossorigin><link rel=prefetch href=/doc/next>' +
      '<link rel=stylesheet href=https://cdn.example/katex.min.css onerror=\'var l=document.createElement("link")\'></head>' +
      '<body><div role=tabpanel><noscript><pre>cargo run</pre></noscript></div><style>p{color:red}</style></body>';
    expect(withoutScripts(page)).toEqual({html: page, removed: 0});
  });

  it('takes a script whose text holds markup as one element', () => {
    expect(withoutScripts('<p>a</p><script>var s = "<div>";</script><p>b</p>').html).toBe('<p>a</p><p>b</p>');
  });
});
