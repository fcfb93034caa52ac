/**
 * Issue 32 part 1: a restart moves nothing. `npm start` twice with a bumped version in between, with a
 * default and a pin in routing, through the code `pnpm build` (ops deployments plan-build + the
 * remote build) and `npm start` (ops deployments register) run: the default and the pin stay, the
 * versions they point to stay built and served, and the routing audit log shows no move.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTING_KEY, type RoutingTable } from '@forecourt/contracts';
import { memoryKv } from '@forecourt/infra/ops/memory-kv';
import * as ops from '@forecourt/infra/ops/routing';
import { afterAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, ROOT } from '../support/artifacts.js';
import { DEFAULT_DEPLOYMENTS, DEFAULT_ROUTING, type Platform, startPlatform } from '../support/platform.js';

/** The ops audit log's KV key (infra/ops/audit.ts). */
const AUDIT_KEY = 'routing-audit:v1';
// Under the tests' artifacts (workerd loads a Worker module by a path inside the working directory).
const RELEASES = join(ARTIFACTS, 'restart-releases');
rmSync(RELEASES, { recursive: true, force: true });
const meta = { reason: 'npm start', by: 'dev@example.com', at: '2026-11-27T00:00:00Z' };
const [V1, V2, V3] = ['1.90.0', '1.91.0', '1.92.0'];
const { content: _c, ...otherDefaults } = DEFAULT_ROUTING.defaults;
const { content: _d, ...otherDeployments } = DEFAULT_DEPLOYMENTS;
// The local KV of a developer's platform: two dealers, every other remote as the tests run them.
const kv = memoryKv({
  [ROUTING_KEY]: { ...DEFAULT_ROUTING, defaults: otherDefaults },
  'deployments:v1': otherDeployments,
  'site:harbourside': '{}',
  'site:cityhop': '{}',
});
const routing = () => JSON.parse(kv.get(ROUTING_KEY)!) as RoutingTable;
const auditLength = () => (JSON.parse(kv.get(AUDIT_KEY) ?? '[]') as unknown[]).length;
const slotVersion = (slot: string) =>
  JSON.parse(readFileSync(join(RELEASES, 'content', `slot-${slot}`, 'release.json'), 'utf8')).version as string;

/** `npm start` with the content remote's working tree at `version`: build (plan + build-remote), register. */
function npmStart(version: string) {
  const [plan] = ops.planBuild(kv, { content: version }, RELEASES);
  if (plan && 'slot' in plan)
    execFileSync(
      process.execPath,
      [
        join(ROOT, 'infra/build/build-remote.mjs'),
        'content',
        ...['--slot', plan.slot, '--version', version, '--out', join(RELEASES, 'content', `slot-${plan.slot}`)],
      ],
      // routing and slots only: no Module Federation build (mf-embed.test.ts has its own)
      { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, FORECOURT_MF_BUILD: 'off' } },
    );
  return { plan, register: ops.register(kv, meta, RELEASES) };
}

let p: Platform | undefined;
afterAll(() => p?.dispose());

describe('a restart moves nothing (npm start twice, version bumped in between)', () => {
  it('the first start gives the remote its first default (audited); a bumped version goes into the other slot', () => {
    expect(npmStart(V1).plan).toMatchObject({ slot: 'a' });
    expect(routing().defaults.content).toBe(V1);
    expect(auditLength()).toBe(1);
    expect(npmStart(V2).plan).toMatchObject({ slot: 'b' });
    expect(routing().defaults.content).toBe(V1);
    expect(slotVersion('a')).toBe(V1);
    expect(auditLength()).toBe(1);
  }, 180_000);

  it('with the default on V1 and a dealer pinned to V2, a start after another bump replaces neither and moves nothing', async () => {
    expect(ops.set(kv, 'harbourside', 'content', V2, { ...meta, reason: 'canary' })[0]).toMatch(/^revision \d+:/);
    const before = { routing: kv.get(ROUTING_KEY), audit: kv.get(AUDIT_KEY) };

    const { plan, register } = npmStart(V3);
    expect(plan).toMatchObject({
      skip: expect.stringMatching(
        /slot a runs 1\.90\.0 \(the default\) and slot b runs 1\.91\.0 \(pinned: harbourside\)/,
      ),
    });
    // (the other remotes are not built in this releases folder: their defaults are reported, never moved)
    expect(register.join('\n')).not.toMatch(/first default|content@/);
    expect(kv.get(ROUTING_KEY)).toBe(before.routing);
    expect(kv.get(AUDIT_KEY)).toBe(before.audit);
    expect([slotVersion('a'), slotVersion('b')]).toEqual([V1, V2]);
    expect(JSON.parse(kv.get('deployments:v1')!).content).toEqual({ a: V1, b: V2 });

    // And the platform serves what routing points to: the pinned dealer V2, everyone else the default V1.
    p = await startPlatform({
      tenants: ['harbourside', 'cityhop'],
      routing: routing(),
      deployments: JSON.parse(kv.get('deployments:v1')!),
      slots: {
        CONTENT_A: { release: join(RELEASES, 'content/slot-a') },
        CONTENT_B: { release: join(RELEASES, 'content/slot-b') },
      },
    });
    const versionOf = async (host: string) =>
      /data-fragment="content\/[A-Za-z]+" data-version="([^"]+)"/.exec(await (await p!.get(host, '/')).text())?.[1];
    expect(await versionOf('harbourside.localhost')).toBe(V2);
    expect(await versionOf('cityhop.localhost')).toBe(V1);
    expect((await p.get('cityhop.localhost', `/_remotes/content/${V1}/HomePage.js`)).status).toBe(200);
  }, 120_000);
});
