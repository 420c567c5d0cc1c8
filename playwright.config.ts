import {defineConfig} from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);

/**
 * End-to-end tests run Debian's Chromium (never a downloaded browser) against the production
 * build served on 127.0.0.1 by `scripts/delivery/serve.mjs`. Run `npm run build` first (`npm test` does).
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  forbidOnly: !!process.env.CI,
  // One retry in CI: on a shared 2-core runner a test can hit its timeout while another process
  // holds the CPU. A test that fails twice fails the run; retried tests are reported as flaky.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: {timeout: 10_000},
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `node scripts/delivery/serve.mjs --port ${PORT}`,
    url: `http://127.0.0.1:${PORT}/doc/`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
