// The wrangler config of a remote's slot Worker (written by build-remote.mjs into .releases/<name>/slot-<s>/).
// forecourt-<name>-<slot> is what the edge binds to (edge/wrangler.jsonc services, checked by
// tests/integration/remote-lists.test.ts). Its deployed environments (`pnpm release … --env`): staging
// Worker names end in -staging, as the edge's env.staging services bind them; a remote has no bindings.
// A remote is reached only through the edge's service binding: no workers.dev URL and no preview URL,
// at the top level and in every environment (wrangler does not carry them into an env block for
// certain), so nobody can call a slot directly past the edge's tenant and routing checks
// (infra/release/public-urls.ts refuses a config without them).

/** Every remote Worker runs with these (the slot config and the bundling config). */
export const COMPATIBILITY = { compatibility_date: '2026-11-01', compatibility_flags: ['nodejs_compat'] };

const PRIVATE = { workers_dev: false, preview_urls: false };

/** The slot Worker's wrangler config. */
export function slotConfig(name, slot) {
  const workerName = `forecourt-${name}-${slot}`;
  return {
    name: workerName,
    main: 'worker.gen.js',
    no_bundle: true,
    ...COMPATIBILITY,
    ...PRIVATE,
    // Workers Logs for the slot too: a fragment's errors are found by version (docs/OPERATIONS.md).
    observability: { enabled: true, head_sampling_rate: 1 },
    env: {
      staging: { name: `${workerName}-staging`, ...PRIVATE },
      production: { name: workerName, ...PRIVATE },
    },
  };
}
