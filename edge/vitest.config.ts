import { defineConfig } from 'vitest/config';

// Unit tests of the edge's logic; the stores' tests run on Miniflare's D1 (test-support/d1.ts). The
// edge running in workerd with its remotes is tested in tests/integration through Miniflare.
// Generous timeouts: a busy 2-core machine can take seconds to start a Miniflare or build a 1,000-car index.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 20_000, hookTimeout: 60_000 } });
