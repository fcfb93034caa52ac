import { SiteConfigSchema } from '@forecourt/contracts';
import { GROUP_SITE_FIXTURE } from '@forecourt/contracts/fixtures';
import { describe, expect, it } from 'vitest';
import type { Env } from '../env.js';
import { autograbLookup } from './autograb.js';
import { lookupProvider } from './lookup.js';
import { LookupUnavailableError } from './provider-call.js';

const site = SiteConfigSchema.parse(GROUP_SITE_FIXTURE);
const req = { rego: 'ABC123', state: 'NSW' as const };

describe('lookupProvider: chosen by the site configuration', () => {
  it('demo only where configured; AutoGrab without a key is unavailable, never the demo data', async () => {
    const demo = lookupProvider({} as Env, { ...site, vehicle_lookup: 'demo' });
    expect((await demo.lookup(req, site, new Date()))?.vehicle_id).toMatch(/^demo:/);
    const real = lookupProvider({} as Env, { ...site, vehicle_lookup: 'autograb' });
    await expect(real.lookup(req, site, new Date())).rejects.toBeInstanceOf(LookupUnavailableError);
  });
  it('a US site: vPIC + MarketCheck; a plate is refused asking for the VIN; without the key unavailable, nobody asked', async () => {
    let asked = 0;
    const us = lookupProvider({} as Env, { ...site, locale: 'en-US', vehicle_lookup: 'autograb' });
    expect(us.name).toBe('vpic-marketcheck');
    expect(us.requestError?.({ rego: '7ABC123', state: 'WI' })).toMatch(/17-character VIN/);
    expect(us.requestError?.({ vin: '1G1ZD5ST0LF012345', state: null })).toBeNull();
    const realFetch = globalThis.fetch;
    globalThis.fetch = async () => {
      asked++;
      return new Response('{}');
    };
    try {
      await expect(us.lookup({ vin: '1G1ZD5ST0LF012345', state: null }, site, new Date())).rejects.toThrow(
        'MARKETCHECK_API_KEY',
      );
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(asked).toBe(0);
  });
});

describe('autograbLookup: retries and timeouts', () => {
  const answer = (status: number, body: unknown = {}) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  it('a refused key (401) is not retried', async () => {
    let n = 0;
    const fetch = async () => {
      n++;
      return answer(401);
    };
    await expect(autograbLookup(req, { apiKey: 'k', baseUrl: 'http://x', fetch, backoffMs: 1 })).rejects.toThrow(
      'HTTP 401',
    );
    expect(n).toBe(1);
  });
  it('an attempt that does not answer in time is abandoned and retried', async () => {
    let n = 0;
    const fetch = (_: RequestInfo | URL, init?: RequestInit) => {
      n++;
      return new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('timeout'))),
      );
    };
    await expect(
      autograbLookup(req, { apiKey: 'k', baseUrl: 'http://x', fetch, timeoutMs: 20, retries: 1, backoffMs: 1 }),
    ).rejects.toBeInstanceOf(LookupUnavailableError);
    expect(n).toBe(2);
  });
});
