#!/usr/bin/env node
// Serves the production build (build/) under /doc/ on 127.0.0.1 with GitHub Pages' rules
// (scripts/delivery/serve-resolve.mjs):
// - /doc/X/           -> build/X/index.html
// - /doc/X            -> build/X (a file), else build/X.html, else a 301 to /doc/X/ if build/X/index.html exists
// - anything else     -> 404 with the site's 404 page as the body (on GitHub Pages, the 404.html at
//                        the root of the deployed artifact: .github/workflows/deploy.yml copies
//                        build/404.html there)
// Every page exists as build/X/index.html and build/X.html (plugins/html-twins), so /doc/X,
// /doc/X/, /doc/X.html and /doc/X/index.html all show it (the client router normalises the URL).
// Cache headers as recommended in scripts/delivery/README.md: hashed assets immutable for a year, the rest revalidated.
// Text files (HTML, JS, CSS, JSON, SVG, XML...) are sent gzip-compressed to clients that accept it,
// as a production static host (GitHub Pages, a CDN) does; Lighthouse and the browser tests then
// see realistic transfer sizes.
// Usage: node scripts/delivery/serve.mjs [--port 3000] [--dir build]
import {createServer} from 'node:http';
import {createReadStream, existsSync, readFileSync, statSync} from 'node:fs';
import {gzipSync} from 'node:zlib';
import {extname, join, normalize, resolve} from 'node:path';
import {resolveRequestPath} from './serve-resolve.mjs';

const args = process.argv.slice(2);
/** The last `--name value` given wins, so `npm run serve -- --port N` overrides a default. */
const arg = (name, fallback) => {
  const i = args.lastIndexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const port = Number(arg('port', process.env.PORT ?? 3000));
const root = resolve(arg('dir', 'build'));
const base = '/doc/';

if (!existsSync(join(root, 'index.html'))) {
  console.error(`serve: ${root}/index.html not found. Build the site first: npm run build`);
  process.exit(1);
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.sh': 'text/x-shellscript; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

const isFile = (p) => existsSync(p) && statSync(p).isFile();

const compressible = /^(text\/|application\/(json|xml|yaml)|image\/svg\+xml)/;
/** Gzipped bodies by file, computed once per file version (the build does not change while served). */
const gzipCache = new Map();
function gzipped(file) {
  const {mtimeMs, size} = statSync(file);
  const key = `${file}:${mtimeMs}:${size}`;
  let body = gzipCache.get(key);
  if (!body) {
    body = gzipSync(readFileSync(file));
    gzipCache.set(key, body);
  }
  return body;
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  let pathname;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    pathname = url.pathname;
  }
  // Not part of the site (on the real host, other pages live there): a convenience for local use.
  if (pathname === '/') {
    res.writeHead(302, {location: base});
    res.end();
    return;
  }
  const answer = pathname === '/doc' ? {redirect: ''} : pathname.startsWith(base) ? resolveRequestPath(pathname.slice(base.length), (p) => isFile(join(root, normalize(p)))) : null;
  if (answer && 'redirect' in answer) {
    res.writeHead(301, {location: `${base}${encodeURI(answer.redirect)}${url.search}`});
    res.end();
    return;
  }
  const file = answer?.file ?? null;
  const status = file ? 200 : 404;
  const target = join(root, normalize(file ?? '404.html'));
  if (!target.startsWith(root)) {
    res.writeHead(400);
    res.end();
    return;
  }
  const type = types[extname(target)] ?? 'application/octet-stream';
  const headers = {
    'content-type': type,
    // Content-hashed (assets/) and versioned (katex/<version>/) files never change.
    'cache-control': /\/(assets|katex\/[^/]+)\//.test(target.slice(root.length)) ? 'public, max-age=31536000, immutable' : 'no-cache',
  };
  const gzip = compressible.test(type) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (compressible.test(type)) headers.vary = 'accept-encoding';
  if (gzip) {
    const body = gzipped(target);
    res.writeHead(status, {...headers, 'content-encoding': 'gzip', 'content-length': body.length});
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(target).pipe(res);
}).listen(port, '127.0.0.1', () => {
  console.log(`Mithril docs served at http://127.0.0.1:${port}${base}`);
});
