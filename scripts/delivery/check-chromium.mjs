#!/usr/bin/env node
// The browser tests use Debian's Chromium; say how to get it instead of failing obscurely.
import {existsSync} from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(path)) {
  console.error(
    `Chromium was not found at ${path}.\n` +
      'Install Debian\'s build (the tests never download a browser):\n' +
      '  sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at another Chromium binary.',
  );
  process.exit(1);
}
