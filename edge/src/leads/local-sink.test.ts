import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../env.js';
import { senderFor } from './local-sink.js';

// The recording path (LOCAL_LEAD_SINK=true) runs in tests/integration/lead-delivery.test.ts on real D1.
const request = (url: string) => new Request(url, { method: 'POST', body: '{}' });
afterEach(() => vi.unstubAllGlobals());

describe('local lead sink (local development only)', () => {
  it('without LOCAL_LEAD_SINK a delivery to the sink host fails (retried like a destination that is down)', async () => {
    const network = vi.fn();
    vi.stubGlobal('fetch', network);
    const env = { DB: {} } as Env;
    const res = await senderFor(env, 'http://lead-sink.localhost/harbourside')(request('http://lead-sink.localhost/x'));
    expect(res.status).toBe(503);
    expect(res.statusText).toBe('local lead sink disabled (LOCAL_LEAD_SINK)');
    expect(network).not.toHaveBeenCalled();
  });

  it('any other destination goes over the network, with or without the flag', async () => {
    const network = vi.fn(async () => new Response('ok'));
    vi.stubGlobal('fetch', network);
    const env = { LOCAL_LEAD_SINK: 'true' } as Env;
    const res = await senderFor(env, 'https://crm.example.test/in')(request('https://crm.example.test/in'));
    expect(res.status).toBe(200);
    expect(network).toHaveBeenCalledOnce();
  });
});
