import { afterEach, describe, expect, it } from 'vitest';
import { CONTENT_VERSION_CURRENT, releaseDir } from '../support/artifacts.js';
import {
  flakyRemote,
  incompatibleRemote,
  malformedRemote,
  slowRemote,
  stallingStreamRemote,
  throwingRemote,
} from '../support/faulty-remotes.js';
import { type Platform, type SlotWorker, startPlatform } from '../support/platform.js';

const V = CONTENT_VERSION_CURRENT;
let p: Platform | undefined;
afterEach(async () => {
  await p?.dispose();
  p = undefined;
});

const start = (slotA: SlotWorker, vars: Record<string, string> = {}) =>
  startPlatform({
    slots: { CONTENT_A: slotA },
    vars: { HTML_CACHE: 'off', ...vars },
    tenants: ['harbourside', 'cityhop'],
  });

function manifestOf(html: string) {
  const m = /<script type="application\/json" id="__forecourt">(.*?)<\/script>/s.exec(html);
  return JSON.parse(m![1]!) as {
    fragments: { id: string; mode: string; version?: string | null; props?: Record<string, unknown> }[];
  };
}

/** Reads a response body chunk by chunk, noting when each chunk arrived. */
async function timedChunks(res: Response) {
  const t0 = Date.now();
  const reader = res.body!.getReader();
  const dec = new TextDecoder();
  const chunks: { at: number; text: string }[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push({ at: Date.now() - t0, text: dec.decode(value) });
  }
  return chunks;
}

describe('streaming composition', () => {
  it('sends <head> and the header before a slow remote answers, then the fragment', async () => {
    p = await start({ script: slowRemote(1200, V) });
    const t0 = Date.now();
    const res = await p.get('harbourside.localhost', '/');
    const headersAt = Date.now() - t0;
    expect(res.status).toBe(200);
    const chunks = await timedChunks(res);
    const first = chunks[0]!;
    expect(first.text).toContain('</head>');
    expect(first.text).toContain('<header class="fc-header"');
    // Order, not a stopwatch: on a loaded machine a cold isolate's head alone can take a second.
    expect(first.text).not.toContain('slow but here');
    const fragmentChunk = chunks.find((c) => c.text.includes('slow but here'))!;
    expect(chunks.indexOf(fragmentChunk)).toBeGreaterThan(0);
    expect(headersAt + fragmentChunk.at).toBeGreaterThanOrEqual(1100);
  });

  it('a remote that throws yields fallback markup and a manifest entry without props; the page answers 200', async () => {
    p = await start({ script: throwingRemote });
    const res = await p.get('harbourside.localhost', '/');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('data-fallback="error"');
    expect(html).toContain('data-fc-retry');
    expect(html).toContain('</footer>');
    const fragment = manifestOf(html).fragments[0]!;
    // Nothing of the edge's input reaches the page: the browser asks for the fragment again instead.
    expect(fragment).toEqual({
      id: 'content-home',
      remote: 'content',
      component: 'HomePage',
      mode: 'retry',
      version: V,
    });
    expect(html).not.toContain('"stock_summary"');
    // …and the edge answers that retry from the same (still failing) remote with a clear error.
    const retry = await p.get('harbourside.localhost', `/_fragment/content-home?page=%2F&v=${V}`);
    expect(retry.status).toBe(502);
    expect(await retry.json()).toMatchObject({ code: 'fragment_failed' });
  });

  it('a remote that times out yields the fallback within the budget', async () => {
    p = await start({ script: slowRemote(5000, V) }, { FRAGMENT_BUDGET_MS: '300' });
    const t0 = Date.now();
    const html = await (await p.get('harbourside.localhost', '/')).text();
    expect(Date.now() - t0).toBeLessThan(3000);
    expect(html).toContain('data-fallback="timeout"');
    expect(manifestOf(html).fragments[0]!.mode).toBe('retry');
    expect((await p.get('harbourside.localhost', `/_fragment/content-home?page=%2F&v=${V}`)).status).toBe(504);
  });

  it("a remote that fails once: the retry answers the real fragment (HTML and the remote's own props)", async () => {
    p = await start({ script: flakyRemote(1), wraps: releaseDir('content', 'a') });
    const html = await (await p.get('harbourside.localhost', '/')).text();
    expect(html).toContain('data-fallback="error"');
    const retry = await p.get('harbourside.localhost', `/_fragment/content-home?page=%2F&v=${V}`);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('cache-control')).toBe('no-store');
    const body = (await retry.json()) as { html: string; props: Record<string, unknown>; version: string };
    expect(body.version).toBe(V);
    expect(body.html).toContain('in stock');
    expect(body.props).toHaveProperty('siteName', 'Harbourside Motor Group');
    expect(body.props).not.toHaveProperty('site');
  });

  it('the retry endpoint refuses bad input with 4xx and changes nothing', async () => {
    p = await start({ script: flakyRemote(0), wraps: releaseDir('content', 'a') });
    const get = (path: string) => p!.get('harbourside.localhost', path);
    expect((await get('/_fragment/content-home')).status).toBe(400); // no page
    expect((await get('/_fragment/content-home?page=https%3A%2F%2Fevil.example%2F')).status).toBe(400);
    expect((await get('/_fragment/content-home?page=%2F%2Fevil.example%2F')).status).toBe(400);
    expect((await get(`/_fragment/content-home?page=%2F&v=${V}&extra=1`)).status).toBe(400);
    expect((await get('/_fragment/content-home?page=%2F&v=not-a-version')).status).toBe(400);
    expect((await get(`/_fragment/${'x'.repeat(200)}?page=%2F`)).status).toBe(400);
    expect((await get(`/_fragment/content-home?page=%2F${'a'.repeat(3000)}`)).status).toBe(400);
    expect((await get('/_fragment/no-such-fragment?page=%2F')).status).toBe(404);
    expect((await get('/_fragment/content-home?page=%2Fno-such-page')).status).toBe(404);
    expect((await get('/_fragment/content-home?page=%2F&v=9.9.9')).status).toBe(409);
    // another tenant's page and fragment answer only within that tenant
    expect((await p!.get('nobody.localhost', '/_fragment/content-home?page=%2F')).status).toBe(404);
    expect((await get('/_fragment/content-home?page=%2F')).status).toBe(200);
  });

  it('a remote speaking another contract major is refused', async () => {
    p = await start({ script: incompatibleRemote(V) });
    const html = await (await p.get('harbourside.localhost', '/')).text();
    expect(html).toContain('data-fallback="incompatible"');
    expect(html).not.toContain('from the future');
  });

  it('a response that fails the contract schema is refused', async () => {
    p = await start({ script: malformedRemote });
    const html = await (await p.get('harbourside.localhost', '/')).text();
    expect(html).toContain('data-fallback="invalid"');
  });

  it('a slot answering with a version other than the routed one is refused', async () => {
    p = await start({ script: slowRemote(0, '9.9.9') });
    const html = await (await p.get('harbourside.localhost', '/')).text();
    expect(html).toContain('data-fallback="version-mismatch"');
  });

  it('a fragment stream that stalls is cut at the budget and re-rendered by the client', async () => {
    p = await start({ script: stallingStreamRemote(V) }, { FRAGMENT_BUDGET_MS: '400' });
    const html = await (await p.get('harbourside.localhost', '/')).text();
    expect(html).toContain('first part');
    expect(html).toContain('</html>');
    expect(manifestOf(html).fragments[0]!.mode).toBe('render');
  });

  it('the real content remote hydrates: manifest names the page module base of the version that rendered', async () => {
    p = await startPlatform({ vars: { HTML_CACHE: 'off' }, tenants: ['harbourside'] });
    const res = await p.get('harbourside.localhost', '/');
    const html = await res.text();
    expect(html).toContain(`data-version="${V}"`);
    // the page module (this home page hydrates) is preloaded just before its fragment, ahead of the bootstrap
    const preload = html.indexOf(`<link rel="modulepreload" href="/_remotes/content/${V}/HomePage.js">`);
    expect(preload).toBeGreaterThan(0);
    expect(preload).toBeLessThan(html.indexOf('<div id="content-home"'));
    const manifest = manifestOf(html) as ReturnType<typeof manifestOf> & { remotes: { name: string; base: string }[] };
    expect(manifest.fragments[0]!.mode).toBe('hydrate');
    expect(manifest.remotes).toEqual([{ name: 'content', version: V, base: `/_remotes/content/${V}/` }]);
    const module = await p.get('harbourside.localhost', `/_remotes/content/${V}/HomePage.js`);
    expect(module.status).toBe(200);
    expect(module.headers.get('content-type')).toContain('javascript');
    // a plain ES module: React and jotai are bare imports (the import map's), never bundled
    const code = await module.text();
    expect(code).toMatch(/export\s*\{[^}]*\bHomePage\b/);
    expect(code).toMatch(/from\s*["']react\/jsx-runtime["']/);
    expect(code).not.toContain('react.transitional.element');
    // The remote's stylesheet is written into the head (no render-blocking request) once the isolate has it.
    const css = await (await p.get('harbourside.localhost', `/_remotes/content/${V}/style.css`)).text();
    expect(css.length).toBeGreaterThan(500);
    const again = await (await p.get('harbourside.localhost', '/')).text();
    const nextHead = again.slice(0, again.indexOf('</head>'));
    expect(nextHead).toContain(`<style>${css}</style>`);
    expect(nextHead).not.toContain('rel="stylesheet"');
  });

  it('a page whose fragments are all static preloads neither React DOM nor a page module (issue 36 item 1)', async () => {
    p = await startPlatform({ vars: { HTML_CACHE: 'off' }, tenants: ['harbourside', 'ridgeway-toyota'] });
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]!);
    const still = await (await p.get('ridgeway-toyota.localhost', '/')).text();
    expect(still).toMatch(/<div id="content-home"[^>]*><div [^>]*data-fc-static/);
    const vendor = (
      JSON.parse(/<script type="importmap">(.*?)<\/script>/s.exec(still)![1]!) as { imports: Record<string, string> }
    ).imports['react-dom/client']!;
    // A page that hydrates (harbourside's home) preloads the vendor module, its React DOM chunk and the page module.
    const live = preloads(await (await p.get('harbourside.localhost', '/')).text());
    const hydration = live.filter((url) => !preloads(still).includes(url));
    expect(hydration).toEqual([
      vendor,
      expect.stringMatching(/^\/_shell\/assets\/client-/),
      `/_remotes/content/${V}/HomePage.js`,
    ]);
    // The static one: the bootstrap and its own chunks only.
    expect(preloads(still)[0]).toMatch(/^\/_shell\/assets\/bootstrap-/);
    expect(preloads(still).filter((url) => url === vendor || /\/client-|^\/_remotes\//.test(url))).toEqual([]);
  });

  it('the import map comes first and only its hash admits it: React, ReactDOM and jotai resolve to one vendor module', async () => {
    p = await startPlatform({ vars: { HTML_CACHE: 'off' }, tenants: ['harbourside'] });
    const res = await p.get('harbourside.localhost', '/');
    const html = await res.text();
    const m = /<script type="importmap">(.*?)<\/script>/s.exec(html);
    expect(m).not.toBeNull();
    // before any module fetch: the first modulepreload and module script come after it
    expect(m!.index).toBeLessThan(html.indexOf('rel="modulepreload"'));
    expect(m!.index).toBeLessThan(html.indexOf('<script type="module"'));
    const { imports } = JSON.parse(m![1]!) as { imports: Record<string, string> };
    expect(Object.keys(imports).sort()).toEqual([
      'jotai',
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
    ]);
    const vendor = [...new Set(Object.values(imports))];
    expect(vendor).toHaveLength(1);
    expect(vendor[0]).toMatch(/^\/_shell\/assets\/vendor-[\w-]+\.js$/);
    const vendorRes = await p.get('harbourside.localhost', vendor[0]!);
    expect(vendorRes.status).toBe(200);
    expect(vendorRes.headers.get('cache-control')).toContain('immutable');
    expect(await vendorRes.text()).toMatch(/export\s*\{[^}]*\bhydrateRoot\b/);
    // the page policy admits exactly this script: the sha256 of its text
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(m![1]!));
    const hash = `'sha256-${Buffer.from(digest).toString('base64')}'`;
    expect(res.headers.get('content-security-policy')).toMatch(
      new RegExp(`script-src [^;]*${hash.replace(/[+/]/g, '\\$&')}`),
    );
  });
});

describe('the hidden-phone rule holds under failure (ridgeway-toyota hides phone numbers on car pages)', () => {
  it.each([
    ['throws', { script: throwingRemote }, {}],
    ['times out', { script: slowRemote(5000, '1.0.0') }, { FRAGMENT_BUDGET_MS: '300' }],
    ['answers garbage', { script: malformedRemote }, {}],
  ] as const)(
    'car-detail %s: no page HTML holds a location phone number, no manifest a site config or a car',
    async (_, slot, vars) => {
      p = await startPlatform({
        slots: { CAR_DETAIL_A: slot as SlotWorker },
        vars: { HTML_CACHE: 'off', ...vars },
        tenants: ['ridgeway-toyota'],
      });
      const site = JSON.parse((await p.kv.get('site:ridgeway-toyota'))!) as {
        hide_phone_numbers: boolean;
        locations: { contact_detail: { phone: string | null } }[];
      };
      expect(site.hide_phone_numbers).toBe(true);
      const phones = site.locations.map((l) => l.contact_detail.phone).filter(Boolean) as string[];
      expect(phones.length).toBeGreaterThan(0);
      const search = await (await p.get('ridgeway-toyota.localhost', '/search')).text();
      const carPath = /href="(\/cars\/[a-z0-9-]+)"/.exec(search)![1]!;
      const res = await p.get('ridgeway-toyota.localhost', carPath);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('data-fallback=');
      expect(html).toContain('</footer>');
      for (const phone of phones) {
        expect(html).not.toContain(phone); // as written (02 5550 1100)
        expect(html).not.toContain(phone.replace(/\D/g, '')); // as a tel: link or JSON would carry it
      }
      const manifest = /<script type="application\/json" id="__forecourt">(.*?)<\/script>/s.exec(html)![1]!;
      expect(manifest).not.toMatch(/"(site|carPage|locations|phone|stock_summary)"/);
    },
  );
});
