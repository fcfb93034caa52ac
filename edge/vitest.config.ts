import { defineConfig } from 'vitest/config';

// Unit tests of the edge's pure logic (routing table, matching, redirects, cache keys). The edge
// running in workerd with its remotes is tested in tests/integration through Miniflare.
// 20 s: the index snapshot tests build a 1,000-car index, which a busy 2-core machine can take 5 s over.
export default defineConfig({ test: { include: ['src/**/*.test.ts'], testTimeout: 20_000 } });
