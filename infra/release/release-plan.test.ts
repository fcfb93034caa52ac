import { DEPLOYMENTS_KEY, ROUTING_KEY, type RoutingTable } from '@forecourt/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { memoryKv } from '../ops/memory-kv.test-support.js';
import { planRelease } from './release.js';
import { packageVersion, planRemoteRelease, releaseVersion } from './release-plan.js';

const table = (defaults: RoutingTable['defaults'], overrides: RoutingTable['overrides'] = {}): RoutingTable => ({
  revision: 4,
  defaults,
  overrides,
  history: [],
});
const production = () =>
  memoryKv({
    [ROUTING_KEY]: table({ content: '1.0.0' }),
    [DEPLOYMENTS_KEY]: { content: { a: '1.0.0', b: '0.9.0' } },
    'site:harbourside': '{}',
  });
const opts = { dryRun: true, outDir: '/nonexistent', env: 'production' as const };

afterEach(() => vi.restoreAllMocks());
const quiet = () => {
  const log = vi.spyOn(console, 'log').mockImplementation(() => {});
  const err = vi.spyOn(console, 'error').mockImplementation(() => {});
  return () => [...log.mock.calls, ...err.mock.calls].map((c) => String(c[0])).join('\n');
};

describe('release version', () => {
  it('defaults to the package.json version and refuses any other (--version 7.0.0 is not what the build embeds)', () => {
    expect(releaseVersion('car-detail', undefined, '1.1.0')).toEqual({ ok: true, version: '1.1.0' });
    expect(releaseVersion('car-detail', '1.1.0', '1.1.0')).toEqual({ ok: true, version: '1.1.0' });
    expect(releaseVersion('car-detail', '7.0.0', '1.1.0')).toEqual({
      ok: false,
      error: expect.stringMatching(/--version 7\.0\.0 but remotes\/car-detail\/package\.json says 1\.1\.0/),
    });
    expect(releaseVersion('edge', '2.0.0', '1.0.0')).toMatchObject({
      error: expect.stringMatching(/edge\/package\.json/),
    });
    expect(packageVersion('content')).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('release slot', () => {
  it('takes the slot no dealer is routed to and names the exact commands of a real release', () => {
    const plan = planRemoteRelease(
      { table: table({ content: '1.0.0' }), deployments: { content: { a: '1.0.0', b: '0.9.0' } } },
      'content',
      '1.1.0',
      { env: 'staging', where: 'staging KV' },
    );
    expect(plan).toMatchObject({ slot: 'b', refusals: [], worker: 'forecourt-content-b-staging' });
    expect(plan.why).toBe('default 1.0.0 runs in the other slot; slot b runs 0.9.0');
    expect(plan.commands).toEqual([
      'node infra/build/build-remote.mjs content --slot b --version 1.1.0',
      'pnpm --filter @forecourt/edge exec wrangler deploy -c .releases/content/slot-b/wrangler.jsonc --env staging   # uploads forecourt-content-b-staging',
      'pnpm --filter @forecourt/edge exec wrangler kv bulk put <deployments:v1, releases:v1> --binding SITES -c edge/wrangler.staging.gen.json --env staging --remote',
    ]);
  });

  it('refuses a slot whose version routing points to: the default (--slot) or a pinned canary', () => {
    const deployments = { content: { a: '1.0.0', b: '1.1.0' } };
    const onDefault = planRemoteRelease({ table: table({ content: '1.0.0' }), deployments }, 'content', '1.2.0', {
      slot: 'a',
      where: 'local',
    });
    expect(onDefault.refusals).toEqual([
      expect.stringMatching(/slot a of content runs 1\.0\.0, which routing points to \(the default\)/),
    ]);
    const pinned = planRemoteRelease(
      { table: table({ content: '1.0.0' }, { cityhop: { content: '1.1.0' } }), deployments },
      'content',
      '1.2.0',
      { where: 'local' },
    );
    expect(pinned.slot).toBe('b');
    expect(pinned.refusals).toEqual([
      expect.stringMatching(/runs 1\.1\.0, which routing points to \(pinned: cityhop\)/),
    ]);
    // the version the slot already runs may be rebuilt there
    expect(
      planRemoteRelease(
        { table: table({ content: '1.0.0' }, { cityhop: { content: '1.1.0' } }), deployments },
        'content',
        '1.1.0',
        {
          where: 'local',
        },
      ).refusals,
    ).toEqual([]);
  });
});

describe('release --dry-run against an environment', () => {
  it("reads the environment's KV (read-only) and names the real slot and the wrangler commands", () => {
    const kv = production();
    const before = new Map(kv.data);
    const output = quiet();
    const planned = planRelease('content', { ...opts, kv }, '1.1.0');
    expect(planned?.plan).toMatchObject({ slot: 'b', version: '1.1.0', worker: 'forecourt-content-b' });
    expect(output()).toMatch(
      /content@1\.1\.0 → slot b \(default 1\.0\.0 runs in the other slot; slot b runs 0\.9\.0; read from memory\)/,
    );
    expect(planned?.plan.commands[1]).toBe(
      'pnpm --filter @forecourt/edge exec wrangler deploy -c .releases/content/slot-b/wrangler.jsonc --env production   # uploads forecourt-content-b',
    );
    expect(kv.data).toEqual(before);
  });

  it('refuses a --version that is not package.json’s, and an unknown remote, before reading or building anything', () => {
    const output = quiet();
    expect(planRelease('content', { ...opts, version: '7.0.0', kv: production() }, '1.1.0')).toBeNull();
    expect(planRelease('contnet', { ...opts, kv: production() }, '1.1.0')).toBeNull();
    expect(output()).toMatch(/REFUSED --version 7\.0\.0 but remotes\/content\/package\.json says 1\.1\.0/);
    expect(output()).toMatch(/REFUSED unknown target contnet/);
  });

  it('without credentials (CI) it stays offline and says the KV was not read', () => {
    const token = process.env.CLOUDFLARE_API_TOKEN;
    delete process.env.CLOUDFLARE_API_TOKEN;
    try {
      const output = quiet();
      expect(planRelease('content', { ...opts, slot: 'a' }, '1.1.0')?.plan.slot).toBe('a');
      expect(output()).toMatch(/production KV NOT read \(offline: no CLOUDFLARE_API_TOKEN/);
    } finally {
      if (token !== undefined) process.env.CLOUDFLARE_API_TOKEN = token;
    }
  });
});
