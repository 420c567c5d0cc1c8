import {spawn} from 'node:child_process';
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import {join} from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';

// `npm run serve -- --port N` must serve on N (the npm script once passed its own --port 3000
// first, and the server read the first one).
const dir = mkdtempSync(join(tmpdir(), 'mithril-doc-serve-'));
writeFileSync(join(dir, 'index.html'), '<!doctype html><title>served</title><p>home</p>');
afterAll(() => rmSync(dir, {recursive: true, force: true}));

/** Runs the npm script with extra arguments and resolves with the address it says it serves. */
function serve(extra: string[]): Promise<{url: string; stop: () => void}> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', '--silent', 'serve', '--', ...extra], {cwd: join(__dirname, '..', '..'), stdio: ['ignore', 'pipe', 'pipe'], detached: true});
    const stop = () => {
      try { process.kill(-child.pid!, 'SIGTERM'); } catch { /* already gone */ }
    };
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /served at (http:\/\/\S+)/.exec(out);
      if (match) resolve({url: match[1], stop});
    });
    child.stderr.on('data', (chunk: Buffer) => { out += chunk.toString(); });
    child.on('exit', (code) => reject(new Error(`serve exited (${code}): ${out}`)));
  });
}

describe('npm run serve', () => {
  it('serves on the port given after --', async () => {
    const port = 31000 + Math.floor(Math.random() * 200);
    const {url, stop} = await serve(['--port', String(port), '--dir', dir]);
    try {
      expect(url).toBe(`http://127.0.0.1:${port}/doc/`);
      const res = await fetch(url);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('served');
    } finally {
      stop();
    }
  }, 20_000);
});
