import { defineConfig } from 'vitest/config';

// Unit tests of the edge's logic; the stores' tests run on Miniflare's D1 (test-support/d1.ts). The
// edge running in workerd with its remotes is tested in tests/integration through Miniflare.
// Generous timeouts: a busy 2-core machine can take seconds to start a Miniflare or build a 1,000-car index.
// __LOCAL_CODE__: the build-time switch of local-only code (src/local-code.d.ts), on as in wrangler dev.
export default defineConfig({
  define: { __LOCAL_CODE__: 'true' },
  test: { include: ['src/**/*.test.ts'], testTimeout: 20_000, hookTimeout: 60_000 },
});
