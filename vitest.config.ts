import {defineConfig} from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts', 'scripts/**/*.test.ts', 'shared/**/*.test.ts', 'overrides/**/*.test.ts'],
    environment: 'node',
    // One module registry per worker, not per file: the suite took 42 s, 14 s of it tests, the
    // rest importing the same modules again for each of 45 files (19 s without; passes shuffled).
    // A file that mocks or stubs restores it (vocabulary: unstubAllGlobals; static-article's mocks
    // are of theme modules no other file imports).
    isolate: false,
    testTimeout: 120_000,
  },
});
