#!/usr/bin/env node
// Renders static/img/social-card.svg to static/img/social-card.png (1200x630), the image of the
// Open Graph and Twitter card tags, with Debian's Chromium. Run it after editing the SVG:
//   node scripts/authoring/render-social-card.mjs
import {chromium} from '@playwright/test';
import {existsSync} from 'node:fs';
import {dirname, join, resolve} from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const svg = join(root, 'static', 'img', 'social-card.svg');
const png = join(root, 'static', 'img', 'social-card.png');
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  console.error(`Chromium not found at ${executablePath}: sudo apt-get install -y chromium (or set CHROMIUM_PATH)`);
  process.exit(1);
}
const browser = await chromium.launch({executablePath, args: ['--no-sandbox', '--disable-gpu']});
try {
  const page = await browser.newPage({viewport: {width: 1200, height: 630}, deviceScaleFactor: 1});
  await page.goto(pathToFileURL(svg).href);
  await page.screenshot({path: png, clip: {x: 0, y: 0, width: 1200, height: 630}});
  console.log(`Wrote ${png}`);
} finally {
  await browser.close();
}
