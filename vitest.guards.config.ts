import {defineConfig} from 'vitest/config';

/** Build guards (tests/guards): full site builds with injected faults, several minutes. */
export default defineConfig({
  test: {
    include: ['tests/guards/**/*.test.ts'],
    environment: 'node',
    testTimeout: 300_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
