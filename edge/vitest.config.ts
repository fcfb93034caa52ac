import { defineConfig } from 'vitest/config';

// Unit tests of the edge's pure logic (routing table, matching, redirects, cache keys). The edge
// running in workerd with its remotes is tested in tests/integration through Miniflare.
export default defineConfig({ test: { include: ['src/**/*.test.ts'] } });
