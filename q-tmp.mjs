import {chromium} from '@playwright/test';
import {spawn} from 'node:child_process';
const srv = spawn('node', ['scripts/serve.mjs', '--port', '3192'], {stdio: 'ignore'});
await new Promise(r => setTimeout(r, 1500));
const b = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox']});
const c = await b.newContext(); const p = await c.newPage();
for (const q of process.argv.slice(2)) {
  await p.goto('http://127.0.0.1:3192/doc/search?q=' + encodeURIComponent(q));
  await p.getByText(/documents? found|No documents were found/).waitFor({timeout: 30000});
  const hrefs = await p.locator('main article h2 a').evaluateAll((ls) => ls.map((a) => a.getAttribute('href')));
  console.log(q, '\n  ' + hrefs.slice(0, 6).join('\n  '));
}
await b.close(); srv.kill();
