/**
 * Every link a shopper can click in the header and footer of every demo tenant answers 200, or a
 * redirect to a 200 (DESIGN.md). The links are read from the rendered home page, after the shell's
 * link rules, exactly as a browser sees them. Issue 34's dead ends too: a linked offers page lists
 * offers, and a car's "Car History Report" opens a PDF the site serves.
 */
import { KIND_OFFERS, SiteConfigSchema, vehicleKind } from '@forecourt/contracts';
import { DEMO_TENANTS, iterateTenants } from '@forecourt/infra/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

/**
 * Pages whose capability another open issue builds: they still answer 404, and this test fails as
 * soon as one answers 200 so the entry is taken off here.
 */
const PENDING: Record<string, string> = {};

let p: Platform;
beforeAll(async () => {
  p = await startPlatform({ vars: { HTML_CACHE: 'off' } });
});
afterAll(() => p?.dispose());

/** The internal hrefs inside one element of the page (the first <header> or <footer>). */
function hrefsIn(html: string, tag: 'header' | 'footer'): string[] {
  const start = html.indexOf(`<${tag}`);
  const end = html.indexOf(`</${tag}>`, start);
  if (start < 0 || end < 0) return [];
  return [...html.slice(start, end).matchAll(/href="([^"]+)"/g)]
    .map((m) => m[1]!.replace(/&amp;/g, '&'))
    .filter((href) => href.startsWith('/') && !href.startsWith('//'));
}

/** The status a link ends on after following up to three same-site redirects. */
async function finalStatus(host: string, href: string): Promise<{ status: number; path: string }> {
  let path = href;
  for (let hops = 0; hops < 4; hops++) {
    const res = await p.get(host, path, { redirect: 'manual' });
    await res.body?.cancel();
    if (res.status !== 301 && res.status !== 302 && res.status !== 308) return { status: res.status, path };
    const location = new URL(res.headers.get('location') ?? '', `http://${host}${path}`);
    path = location.pathname + location.search;
  }
  return { status: 0, path };
}

describe('header and footer links of every demo tenant', () => {
  it.each(DEMO_TENANTS.map((t) => t.slug))('%s: every link answers 200 (or redirects to one)', async (slug) => {
    const host = `${slug}.localhost`;
    const home = await (await p.get(host, '/')).text();
    const links = [...new Set([...hrefsIn(home, 'header'), ...hrefsIn(home, 'footer')])];
    expect(links.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const href of links) {
      const { status, path } = await finalStatus(host, href);
      const pending = PENDING[path.split('?')[0]!];
      if (pending) {
        if (status !== 404) failures.push(`${href}: answers ${status} now — take it off PENDING (${pending})`);
      } else if (status !== 200) {
        failures.push(`${href} → ${path}: ${status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

const NOW = Date.now();
const demo = [...iterateTenants({ now: NOW, validate: false })];

describe('no dead ends behind a link (issue 34)', () => {
  it.each(DEMO_TENANTS.map((t) => t.slug))('%s: a linked Special Offers page lists offers', async (slug) => {
    const host = `${slug}.localhost`;
    const home = await (await p.get(host, '/')).text();
    const linked = [...hrefsIn(home, 'header'), ...hrefsIn(home, 'footer')].some((h) => h === '/special-offers');
    if (!linked) return;
    const offers = await (await p.get(host, '/special-offers')).text();
    expect(offers.match(/class="ct-offer"/g)?.length ?? 0).toBeGreaterThan(0);
  });

  it.each(DEMO_TENANTS.map((t) => t.slug))("%s: a car's Car History Report opens a PDF of the site", async (slug) => {
    const host = `${slug}.localhost`;
    const tenant = demo.find((t) => t.site.slug === slug)!;
    const base = (tenant.site as { vehicle_base_path?: string }).vehicle_base_path ?? '/cars';
    // Rental and subscription cars show no history report (contracts KIND_OFFERS): only the kinds that do.
    const site = SiteConfigSchema.parse(tenant.site);
    const car = tenant.cars.find(
      (c) =>
        c.file !== null &&
        c.show_on_dealer_website !== false &&
        c.status === 'in_stock' &&
        KIND_OFFERS[vehicleKind(site, c)].actions.historyReport,
    );
    if (!car) return;
    const html = await (await p.get(host, `${base}/${car.slug}`)).text();
    const href = /<a class="cd-btn cd-btn--half" href="([^"]+)"[^>]*>Car History Report<\/a>/.exec(html)?.[1];
    expect(href, car.slug).toBe(car.file);
    const res = await p.get(host, href!);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(await res.arrayBuffer()).startsWith('%PDF-')).toBe(true);
    // another host's file is not reachable, nor a path out of the site's files
    expect((await p.get(host, '/media/files/../photos/x.pdf')).status).toBe(404);
    expect((await p.get(host, '/media/files/demo/history-report-1.exe')).status).toBe(404);
  });

  it('ridgeway-toyota: /finance-pre-approval is the finance form (the feature is on); elsewhere it goes to /finance', async () => {
    const res = await p.get('ridgeway-toyota.localhost', '/finance-pre-approval');
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('data-fragment="forms/FormPage"');
    const off = await p.get('lakeside-auto.localhost', '/finance-pre-approval', { redirect: 'manual' });
    expect(off.status).toBe(301);
    expect(off.headers.get('location')).toMatch(/\/finance$/);
  });
});
