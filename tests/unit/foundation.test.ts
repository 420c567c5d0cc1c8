import {readFileSync, readdirSync, statSync, existsSync} from 'node:fs';
import {join, relative} from 'node:path';
import {describe, expect, it} from 'vitest';
import {katexStylesheet, sriHash} from '../../config/katex';
import {redirects} from '../../config/redirects';
import {API_REFERENCES} from '../../shared/site.mjs';
import {isScrolledPast} from '../../src/utils/scroll';
import {apiOperationHash, apiOperationLabel} from '../../shared/apiLink';
import {resolveRequestPath} from '../../scripts/delivery/serve-resolve.mjs';
import {versionSpecificFiles} from '../../scripts/authoring/version-diff.mjs';

function listFiles(root: string, dir = root, out: string[] = []): string[] {
  for (const entry of readdirSync(dir)) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) listFiles(root, full, out);
    else out.push(relative(root, full));
  }
  return out.sort();
}

describe('KaTeX stylesheet', () => {
  it('names the installed katex version and carries the sha384 of that very file', () => {
    const sheet = katexStylesheet();
    const {version} = JSON.parse(readFileSync('node_modules/katex/package.json', 'utf8')) as {version: string};
    expect(sheet.href).toBe(`https://cdn.jsdelivr.net/npm/katex@${version}/dist/katex.min.css`);
    const expected = `sha384-${require('node:crypto').createHash('sha384').update(readFileSync('node_modules/katex/dist/katex.min.css')).digest('base64')}`;
    expect(sheet.integrity).toBe(expected);
    expect(sheet.crossorigin).toBe('anonymous');
  });

  it('matches the katex version rehype-katex renders with', () => {
    const rehypeKatexKatex = require.resolve('katex/package.json', {paths: [require.resolve('rehype-katex')]});
    const used = JSON.parse(readFileSync(rehypeKatexKatex, 'utf8')) as {version: string};
    expect(katexStylesheet().href).toContain(`katex@${used.version}/`);
  });

  it('computes a different hash for different content', () => {
    expect(sriHash('a')).not.toBe(sriHash('b'));
    expect(sriHash('abc')).toBe('sha384-ywB1P0WjXou1oD1pmsZQBycsMqsO3tFjGotgWkP/W+2AhgcroefMI1i67KE0yCWn');
  });
});

describe('navbar scroll threshold', () => {
  it('counts as scrolled only strictly past 70 px', () => {
    expect(isScrolledPast(0)).toBe(false);
    expect(isScrolledPast(70)).toBe(false);
    expect(isScrolledPast(71)).toBe(true);
    expect(isScrolledPast(10, 5)).toBe(true);
  });
});

describe('API operation links', () => {
  it('build the Redoc fragment and the method + path label', () => {
    expect(apiOperationHash('getCertificates')).toBe('tag/certificates/operation/getCertificates');
    expect(apiOperationLabel('getCardanoTransactionProof')).toBe('GET /proof/cardano-transaction');
  });
  it('reject an unknown operation with a message naming the data file', () => {
    expect(() => apiOperationHash('nope' as never)).toThrow(/shared\/apiOperations\.ts/);
  });
});

describe('static server path resolution (GitHub Pages rules)', () => {
  // As in the build: each page as X/index.html and X.html (plugins/html-twins), plus a folder
  // with an index only and a file-only page.
  const files = new Set(['index.html', 'manual/welcome/index.html', 'manual/welcome.html', 'manual/develop/index.html', 'manual/develop.html', 'only-dir/index.html', 'only-file.html', 'sitemap.xml', 'img/logo.svg', '404.html']);
  const exists = (p: string) => files.has(p);
  it.each([
    ['', 'index.html'],
    ['index.html', 'index.html'],
    ['manual/welcome', 'manual/welcome.html'],
    ['manual/welcome/', 'manual/welcome/index.html'],
    ['manual/welcome.html', 'manual/welcome.html'],
    ['manual/welcome/index.html', 'manual/welcome/index.html'],
    ['manual/develop/', 'manual/develop/index.html'],
    ['manual/develop', 'manual/develop.html'],
    ['only-dir/', 'only-dir/index.html'],
    ['only-file', 'only-file.html'],
    ['sitemap.xml', 'sitemap.xml'],
    ['img/logo.svg', 'img/logo.svg'],
  ])('%s -> %s', (path, file) => {
    expect(resolveRequestPath(path, exists)).toEqual({file});
  });
  it('redirects a folder without its slash to the folder (301 on the host)', () => {
    expect(resolveRequestPath('only-dir', exists)).toEqual({redirect: 'only-dir/'});
  });
  it.each(['missing', 'manual/missing.html', 'manual/welcome/extra', 'only-file/', 'only-dir.html', 'img/', '../etc/passwd'])('%s -> 404', (path) => {
    expect(resolveRequestPath(path, exists)).toBeNull();
  });
});

describe('doc versions', () => {
  const next = listFiles('docs');
  const current = listFiles('versioned_docs/version-maintained');

  it('hold the same files, but pages new in Next (not yet released, so not in Current)', () => {
    expect(current.filter((f) => !next.includes(f)), 'Current pages that Next no longer has').toEqual([]);
  });

  it('are byte-identical except the pages listed in scripts/authoring/version-diff.mjs', () => {
    const differing = next.filter((f) => current.includes(f)).filter((f) => readFileSync(join('docs', f), 'utf8') !== readFileSync(join('versioned_docs/version-maintained', f), 'utf8'));
    expect(differing).toEqual(versionSpecificFiles);
  });

  it('Next documents preload_security_parameter and Current does not', () => {
    const file = 'manual/develop/nodes/mithril-aggregator.md';
    expect(readFileSync(join('docs', file), 'utf8')).toContain('preload_security_parameter');
    expect(readFileSync(join('versioned_docs/version-maintained', file), 'utf8')).not.toContain('preload_security_parameter');
  });

  it('are declared in versions.json with Current as the only released version', () => {
    expect(JSON.parse(readFileSync('versions.json', 'utf8'))).toEqual(['maintained']);
    expect(existsSync('versioned_sidebars/version-maintained-sidebars.json')).toBe(true);
  });
});

describe('redirects', () => {
  it('point from paths that are not pages to pages that exist in the current version', () => {
    const docsRoot = 'versioned_docs/version-maintained';
    // The two API references are pages too (shared/site.mjs), outside the docs.
    const apiRoutes = API_REFERENCES.map((reference) => `/${reference.route}`);
    const pageExists = (route: string) => {
      const clean = route.replace(/^\//, '').replace(/\/$/, '');
      if (apiRoutes.includes(route)) return true;
      return (
        existsSync(join(docsRoot, `${clean}.md`)) ||
        existsSync(join(docsRoot, `${clean}.mdx`)) ||
        existsSync(join(docsRoot, clean, 'README.mdx'))
      );
    };
    for (const {from, to} of redirects) {
      expect(pageExists(to as string), `redirect target ${String(to)}`).toBe(true);
      expect(pageExists(from as string), `redirect source ${String(from)} is itself a page`).toBe(false);
    }
    expect(redirects).toHaveLength(23);
  });
});
