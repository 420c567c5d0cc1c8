// Renders the site's SVG logos (static/img/*.svg, the source drawings) into the PNG files the navbar
// and the footer show (config/navbar.ts, config/footer.ts), at three times their displayed size.
// A raster image is decoded off the main thread; an SVG shown as an <img> is a document of its own
// that the browser parses, styles and lays out on the main thread on every page load.
//
//   node scripts/assets/render-logos.mjs        (after editing a logo's SVG; commit the PNGs)
//
// Uses Debian's Chromium through Playwright, like the e2e tests.
import {readFile} from 'node:fs/promises';
import {fileURLToPath} from 'node:url';
import {chromium} from '@playwright/test';

export const LOGOS = [
  {svg: 'static/img/mithril-logo.svg', png: 'static/img/mithril-logo.png', size: 32},
  {svg: 'static/img/mithril-logo-light.svg', png: 'static/img/mithril-logo-light.png', size: 48},
];
export const SCALE = 3;

const root = fileURLToPath(new URL('../../', import.meta.url));

async function main() {
  const browser = await chromium.launch({executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'});
  try {
    for (const {svg, png, size} of LOGOS) {
      const page = await browser.newPage({viewport: {width: size, height: size}, deviceScaleFactor: SCALE});
      const drawing = await readFile(root + svg, 'utf8');
      await page.setContent(
        `<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${drawing}`,
      );
      await page.locator('svg').screenshot({path: root + png, omitBackground: true});
      await page.close();
      console.log(`${png}: ${size * SCALE} x ${size * SCALE} px from ${svg}`);
    }
  } finally {
    await browser.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
