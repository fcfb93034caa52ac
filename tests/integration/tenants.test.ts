import { DEMO_TENANTS } from '@forecourt/infra/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

const TENANTS = DEMO_TENANTS.map((t) => [t.slug, t.name] as const);

let p: Platform;
beforeAll(async () => {
  p = await startPlatform();
});
afterAll(() => p?.dispose());

describe('tenant resolution: Host → KV → site configuration', () => {
  it.each(TENANTS)('%s.localhost serves its own home page', async (slug, name) => {
    const res = await p.get(`${slug}.localhost:8787`, '/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(name.replace(/&/g, '&amp;'));
    expect(html).toContain('data-fragment="content/HomePage"');
  });

  it('an unknown host gets a 404 page that names no dealer', async () => {
    const res = await p.get('nobody.localhost:8787', '/');
    expect(res.status).toBe(404);
    const html = (await res.text()).toLowerCase();
    expect(html).toContain('site not found');
    for (const [slug, name] of TENANTS) {
      expect(html).not.toContain(slug);
      expect(html).not.toContain(name.toLowerCase());
    }
  });

  it('a site whose KV value fails the schema answers 503 for that site only', async () => {
    const key = `site:flexdrive`;
    const good = (await p.kv.get(key))!;
    const broken = { ...JSON.parse(good), theme: { primary: 'not-a-colour' } };
    await p.kv.put(key, JSON.stringify(broken));
    await p.afterKvChange();
    try {
      const res = await p.get('flexdrive.localhost', '/');
      expect(res.status).toBe(503);
      expect((await res.text()).toLowerCase()).not.toContain('flexdrive');
      expect((await p.get('cityhop.localhost', '/')).status).toBe(200);
    } finally {
      await p.kv.put(key, good);
      await p.afterKvChange();
    }
    expect((await p.get('flexdrive.localhost', '/')).status).toBe(200);
  });

  it('the production domain resolves to the same site', async () => {
    const raw = JSON.parse((await p.kv.get(`site:harbourside`))!);
    const prod = (raw.hosts as string[]).find((h) => !h.includes('localhost'))!;
    const res = await p.get(prod, '/');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(raw.name);
  });

  it('/api on an unknown host answers JSON 404 unknown_site; an unknown API answers JSON 404', async () => {
    const unknown = await p.get('nobody.localhost', '/api/leads');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'unknown_site' });
    const missing = await p.get('harbourside.localhost', '/api/no-such-thing');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'not_found' });
  });
});
