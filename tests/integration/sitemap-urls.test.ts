/**
 * Every URL the sitemap of every demo dealer lists answers 200 (issue 34: /checkout-journey was listed
 * and answered 404 on every dealer). Real HTTP: node:http to the platform's port with each dealer's
 * Host header, as a crawler asks: every URL of every dealer (about 2,300 car pages in all), a few
 * requests at a time. SITEMAP_CAR_SAMPLE=<n> asks n car URLs per dealer instead (first, last, evenly
 * spaced), for a quick local run.
 */
import { request } from 'node:http';
import { DEMO_TENANTS } from '@forecourt/infra/demo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Platform, startPlatform } from '../support/platform.js';

/** Car URLs asked per dealer at most (all unless SITEMAP_CAR_SAMPLE is set). */
const CAR_SAMPLE = Number(process.env.SITEMAP_CAR_SAMPLE ?? Number.POSITIVE_INFINITY);
/** Requests in flight at once (two cores for the platform and this test). */
const PARALLEL = 3;

let p: Platform;
let port: number;
beforeAll(async () => {
  p = await startPlatform({ port: 0, vars: { HTML_CACHE: 'off' } });
  port = Number(p.url.port);
}, 300_000);
afterAll(() => p?.dispose());

/** GET over HTTP with a Host header; the status and the body as text. */
function httpGet(host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.setTimeout(120_000, () => req.destroy(new Error(`${host}${path}: no answer in 120 s`)));
    req.on('error', reject);
    req.end();
  });
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));

/** Every URL of the site's sitemap (following a sitemap index), as paths. */
async function sitemapPaths(host: string): Promise<string[]> {
  const root = await httpGet(host, '/sitemap.xml');
  expect(root.status, `${host}/sitemap.xml`).toBe(200);
  const files = root.body.includes('<sitemapindex') ? locs(root.body) : null;
  const urls = files
    ? (await Promise.all(files.map(async (f) => locs((await httpGet(host, new URL(f).pathname)).body)))).flat()
    : locs(root.body);
  return urls.map((u) => {
    const url = new URL(u);
    return url.pathname + url.search;
  });
}

/** Page URLs all; car URLs all, or sampled (first, last, evenly spaced) when CAR_SAMPLE is finite. */
function bounded(paths: string[], vehicles: RegExp): string[] {
  const cars = paths.filter((p) => vehicles.test(p));
  if (!Number.isFinite(CAR_SAMPLE)) return paths;
  const step = Math.max(1, Math.ceil(cars.length / CAR_SAMPLE));
  const sample = new Set([...cars.filter((_, i) => i % step === 0), ...cars.slice(-1)]);
  return paths.filter((p) => !vehicles.test(p) || sample.has(p));
}

describe('sitemap URLs of every demo dealer', () => {
  it.each(DEMO_TENANTS.map((t) => t.slug))(
    '%s: every URL of its sitemap answers 200',
    async (slug) => {
      const host = `${slug}.localhost`;
      const all = await sitemapPaths(host);
      expect(all.length).toBeGreaterThan(5);
      expect(all).not.toContain('/checkout-journey');
      // the dealer's search landing pages (SPEC §7 search_slugs) are listed
      const own = DEMO_TENANTS.find((t) => t.slug === slug)?.config.default_search_path ?? '';
      if (own.startsWith('/search/')) expect(all).toContain(own);
      const paths = bounded(all, /^\/(cars|motorcycles|campers)\/[^/]+$/);
      const failures: string[] = [];
      for (let i = 0; i < paths.length; i += PARALLEL) {
        const answers = await Promise.all(paths.slice(i, i + PARALLEL).map((path) => httpGet(host, path)));
        answers.forEach((a, j) => {
          if (a.status !== 200) failures.push(`${paths[i + j]}: ${a.status}`);
        });
      }
      expect(failures).toEqual([]);
    },
    600_000,
  );
});
