/**
 * The edge's unit tests as two projects of the root vitest run (`npm test`'s unit step): most files share
 * one module graph per worker (isolate: false — evaluating the edge's ~400 modules once per file was about
 * half the edge's unit time); the files that replace modules or globals (vi.mock, spies, stubbed globals,
 * fake timers) keep their own, so nothing they change leaks into another file. `vitest run` inside edge/
 * runs every file isolated (edge/vitest.config.ts).
 */
const MOCKING = [
  'src/http/rate-limit.test.ts',
  'src/http/errors.test.ts',
  'src/compose/remote-routing.test.ts',
  'src/compose/compose-page.test.ts',
  'src/search/meilisearch-backend.test.ts',
  'src/search/snapshot-cron.test.ts',
  'src/search/tarpit.test.ts',
  'src/search/backend.test.ts',
  'src/search/sync-cron.test.ts',
  'src/search/routed-backend.test.ts',
  'src/cars/page-loader.test.ts',
  'src/leads/delivery.test.ts',
  'src/leads/page-loader.test.ts',
  'src/leads/local-sink.test.ts',
  'src/leads/lead-car.test.ts',
  'src/checkout/windcave-provider.test.ts',
  'src/routes/page-handler.test.ts',
  'src/security/outbound-fetch.test.ts',
];
// As edge/vitest.config.ts: a busy 2-core machine can take seconds to start a Miniflare.
const timeouts = { testTimeout: 20_000, hookTimeout: 60_000 };

// The build-time switch of local-only code (src/local-code.d.ts), on as in wrangler dev (edge/vitest.config.ts).
const define = { __LOCAL_CODE__: 'true' };

export const edgeProjects = [
  {
    root: 'edge',
    define,
    test: { ...timeouts, name: 'edge', include: ['src/**/*.test.ts'], exclude: MOCKING, isolate: false },
  },
  { root: 'edge', define, test: { ...timeouts, name: 'edge-isolated', include: MOCKING } },
];
