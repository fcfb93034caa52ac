import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'demo/**/*.test.ts',
      'ops/**/*.test.ts',
      'release/**/*.test.ts',
      'remotes/**/*.test.ts',
      'search/**/*.test.ts',
      'stock/**/*.test.ts',
      'test/**/*.test.ts',
    ],
    testTimeout: 60_000,
  },
});
