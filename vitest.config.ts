import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts', 'scripts/**/*.test.ts', 'shared/**/*.test.ts', 'overrides/**/*.test.ts'],
    environment: 'node',
    testTimeout: 120_000,
  },
});
