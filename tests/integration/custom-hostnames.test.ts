/**
 * Issue 33: dealers' own domains through Cloudflare for SaaS. The ops client (infra/ops/custom-hostnames.ts)
 * against the LOCAL STAND-IN of Cloudflare's custom_hostnames endpoints: created once, found, listed
 * across pages, deleted; `sites check` reports verification and certificate status; API errors are
 * plain words with Cloudflare's code.
 */
import { customHostnamesClient, dealerDomainStatus, syncCustomHostnames } from '@forecourt/infra/sites';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCustomHostnamesStandIn } from '../support/cloudflare-custom-hostnames-stand-in.js';

const E2E_PORT = Number(process.env.E2E_PORT ?? 8823);
const ZONE = 'zone-stand-in';
const TOKEN = 'cf-stand-in-token';

describe('Cloudflare custom hostnames (stand-in)', () => {
  let standIn: Awaited<ReturnType<typeof startCustomHostnamesStandIn>>;
  const client = (token = TOKEN) => customHostnamesClient({ zoneId: ZONE, token, baseUrl: standIn.baseUrl });
  beforeAll(async () => {
    standIn = await startCustomHostnamesStandIn({ port: E2E_PORT + 2000, zoneId: ZONE, token: TOKEN });
  });
  afterAll(() => standIn?.close());

  it('sync creates each dealer domain once and deletes dropped ones', async () => {
    const change = { ensure: ['www.bayview.example', 'bayview.example'], remove: ['old.bayview.example'] };
    expect(await syncCustomHostnames(client(), change)).toEqual([
      '  + custom hostname www.bayview.example (pending, certificate pending_validation)',
      '  + custom hostname bayview.example (pending, certificate pending_validation)',
    ]);
    expect(await syncCustomHostnames(client(), change)).toEqual([]); // idempotent: nothing twice
    expect(await syncCustomHostnames(client(), { ensure: [], remove: ['bayview.example'] })).toEqual([
      '  - custom hostname bayview.example deleted',
    ]);
    expect(standIn.names()).toEqual(['www.bayview.example']);
    expect(standIn.calls.filter((c) => c.startsWith('POST'))).toHaveLength(2);
  });

  it('check reports pending verification with what the dealer must add, then active', async () => {
    const hosts = { bayview: ['bayview.localhost', 'www.bayview.example', 'shop.bayview.example'] };
    const pending = await dealerDomainStatus(hosts, client);
    expect(pending[0]).toBe('dealer domains (Cloudflare custom hostnames):');
    expect(pending[1]).toMatch(
      /^bayview {2}www\.bayview\.example: hostname pending, certificate pending_validation — waiting for the dealer's CNAME \(or TXT _cf-custom-hostname\.www\.bayview\.example=.+\); custom hostname does not CNAME/,
    );
    expect(pending[2]).toMatch(/shop\.bayview\.example: no Cloudflare custom hostname/);
    standIn.activate('www.bayview.example');
    expect((await dealerDomainStatus(hosts, client))[1]).toBe(
      'bayview  www.bayview.example: hostname active, certificate active',
    );
    expect(await dealerDomainStatus(hosts, null)).toEqual(['dealer domains: not checked on a local run (needs --env)']);
  });

  it('lists every page, and says what Cloudflare refused', async () => {
    for (let i = 0; i < 55; i++) await client().create(`d${i}.fleet.example`);
    expect((await client().list()).length).toBe(56);
    await expect(client().create('d0.fleet.example')).rejects.toThrow(/HTTP 409 1406 Duplicate custom hostname found/);
    await expect(client('wrong').find('x.example')).rejects.toThrow(/HTTP 403 10000 Authentication error/);
    const nowhere = customHostnamesClient({
      zoneId: ZONE,
      token: TOKEN,
      baseUrl: 'http://127.0.0.1:9',
      timeoutMs: 2000,
    });
    await expect(nowhere.list()).rejects.toThrow(/Cloudflare API unreachable/);
  });
});
