import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['integration/**/*.test.ts'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Each file starts its own workerd; two at a time suits a 2-core machine.
    maxWorkers: 2,
  },
});
