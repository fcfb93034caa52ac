/**
 * Issue 32 part 5 (docs/EMBEDDING.md): another company's Module Federation host embeds Forecourt
 * remotes. A host built with @module-federation/vite (tests/mf-host), on its own origin in Chromium,
 * registers a remote version by its mf-manifest.json URL on the running platform and renders an exposed
 * component with props from our API: search's CarCard with a car from /api/search (the same card our
 * search page shows), car-detail's FinanceCalculator for that car, and content's LocationCard from two
 * live versions (pointing the host at the other version's manifest gets that version). React is the
 * host's (a shared singleton): no remote's fallback copy is fetched. CORS lets any origin fetch the files.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { promisify } from 'node:util';
import {
  type CarCard,
  FINANCE_DEFAULT_INTEREST_RATE,
  FINANCE_LOAN_TERMS,
  formatMoney,
  type RemoteName,
  remoteAssetBase,
  repayments,
  SearchResponseSchema,
  SiteConfigSchema,
} from '@forecourt/contracts';
import { iterateTenants } from '@forecourt/infra/demo';
import { type Browser, chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locationCardProps } from '../../remotes/content/src/pages/location-card-props.js';
import { ARTIFACTS, CONTENT_VERSION_CURRENT, CONTENT_VERSION_PREVIOUS, REMOTES, ROOT } from '../support/artifacts.js';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from '../support/chromium.js';
import { type Platform, startPlatform } from '../support/platform.js';

const SLUG = 'lakeside-auto';
const HOST_DIST = join(ARTIFACTS, 'mf-host');
const site = SiteConfigSchema.parse(
  [...iterateTenants({ now: Date.now(), validate: false })].find((t) => t.site.slug === SLUG)!.site,
);
const versionOf = (remote: RemoteName) => REMOTES.find((r) => r.name === remote)!.version;

const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(([k]) => !k.startsWith('VITEST') && k !== 'NODE_ENV' && k !== 'TEST'),
);

let p: Platform;
let browser: Browser;
let origin: string;
let hostServer: Server;
/** The host's own origin: localhost on another port (the platform is 127.0.0.1), so a cross-origin embed. */
let hostOrigin: string;

/**
 * Serves the host's build as the group's web server would, under the Content Security Policy that
 * docs/EMBEDDING.md asks of a host: the platform's origin for scripts, fetches, styles and photos.
 */
function serveHost(): Promise<Server> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://host').pathname.replace(/^\/$/, '/index.html');
    const file = join(HOST_DIST, normalize(path));
    if (!file.startsWith(HOST_DIST) || !existsSync(file)) return void res.writeHead(404).end();
    res.writeHead(200, {
      'content-type': extname(file) === '.html' ? 'text/html' : 'text/javascript',
      'content-security-policy': `default-src 'none'; script-src 'self' ${origin}; connect-src ${origin}; style-src ${origin}; img-src ${origin}`,
    });
    res.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

beforeAll(async () => {
  // The host is built as a dealer group builds theirs (its own Vite + @module-federation/vite), while
  // the platform and the browser start.
  const buildHost = promisify(execFile)(
    join(ROOT, 'tests/node_modules/.bin/vite'),
    ['build', '--config', 'mf-host/vite.config.mjs'],
    // Not as a test: under VITEST the federation plugin builds a plain app (no runtime, no remotes).
    { cwd: join(ROOT, 'tests'), env: { ...cleanEnv, MF_HOST_OUT: HOST_DIST } },
  );
  [p, browser] = await Promise.all([
    startPlatform({ tenants: [SLUG] }),
    chromium.launch({ executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS }),
    buildHost,
  ]);
  origin = new URL(p.url).origin;
  hostServer = await serveHost();
  hostOrigin = `http://localhost:${(hostServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  hostServer?.close();
  await browser?.close();
  await p?.dispose();
});

/** The manifest URL of a remote version's federated build, on the platform's origin. */
const manifestUrl = (remote: RemoteName, version: string) =>
  `${origin}${remoteAssetBase(remote, version)}mf/mf-manifest.json`;

/**
 * Opens the host (served at its own origin by the test) embedding one exposed component; resolves
 * when it rendered, with every URL the page fetched from the platform.
 */
async function embed(remote: RemoteName, version: string, expose: string, props: Record<string, unknown>) {
  const page = await browser.newPage();
  const fetched: string[] = [];
  page.on('request', (r) => {
    if (r.url().startsWith(origin)) fetched.push(r.url().slice(origin.length));
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  const spec = {
    remote: `forecourt_${remote.replace(/-/g, '_')}`,
    manifest: manifestUrl(remote, version),
    expose,
    props,
    css: `${origin}${remoteAssetBase(remote, version)}style.css`,
  };
  await page.goto(`${hostOrigin}/#${encodeURIComponent(JSON.stringify(spec))}`);
  await page.waitForFunction(() => document.getElementById('root')?.dataset.loaded || document.body.dataset.error);
  expect(await page.evaluate(() => document.body.dataset.error ?? null)).toBeNull();
  const violations = () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
  return { page, fetched, violations };
}

/**
 * The first car of the dealer's own search page (its card's HTML there), and that car as the group's
 * server gets it from our search API.
 */
async function apiCar(): Promise<{ car: CarCard; ourCard: string }> {
  const html = await (await p.get(`${SLUG}.localhost`, '/search')).text();
  // Our own pages load nothing of Module Federation (they resolve remotes through the import map).
  expect(html).not.toMatch(/\/mf\/|remoteEntry/);
  const ourCard = html.match(/<article class="sr-card" data-car-id="(\d+)".*?<\/article>/s);
  expect(ourCard).not.toBeNull();
  const res = await p.get(`${SLUG}.localhost`, '/api/search/indexes/cars/search', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ q: '', filter: `id = ${ourCard![1]}`, limit: 1 }),
  });
  const car = SearchResponseSchema.parse(await res.json()).hits[0] as CarCard | undefined;
  expect(car).toBeDefined();
  return { car: car!, ourCard: ourCard![0] };
}

/** An element's text in our page's HTML (its first match by class). */
const textIn = (html: string, className: string) =>
  (html.match(new RegExp(`class="${className}"[^>]*>(.*?)</(?:p|h3)>`, 's'))?.[1] ?? '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

/** What a remote's fallback copy of React would be fetched as (none must be: the host's React serves). */
const REACT_FALLBACK = /prebuild__react/;

describe('a Module Federation host embeds Forecourt remotes', () => {
  it("renders search's car card for an API car as our search page does, with the host's React", async () => {
    const { car, ourCard } = await apiCar();
    const cardSite = {
      locale: site.locale,
      vehicleBasePath: site.vehicle_base_path,
      features: { payments: site.features.payments },
      reserve_coming_soon: site.reserve_coming_soon,
      kindSite: {
        template: site.template,
        vehicle_base_path: site.vehicle_base_path,
        offers_subscription: site.offers_subscription,
      },
      specifications: site.specifications,
      // The dealer's site (here the platform's own origin: the test reaches nothing outside 127.0.0.1).
      origin,
    };
    const { page, fetched, violations } = await embed('search', versionOf('search'), 'CarCard', {
      car,
      site: cardSite,
      eager: true,
    });
    const card = page.locator(`article.sr-card[data-car-id="${car.id}"]`);
    const text = async (sel: string) => ((await card.locator(sel).textContent()) ?? '').replace(/\s+/g, ' ').trim();
    // The same card our own search page renders for that car: title, price, facts.
    expect(await text('.sr-title')).toContain(`${car.year} ${car.make} ${car.model}`);
    expect(await text('.sr-title')).toBe(textIn(ourCard, 'sr-title'));
    expect(await text('.sr-price')).toBe(textIn(ourCard, 'sr-price'));
    expect(await card.locator('.sr-facts dd').count()).toBe(ourCard.match(/<dd>/g)?.length ?? 0);
    // Links lead to the dealer's site, not the host's.
    expect(await card.locator('.sr-title a').getAttribute('href')).toMatch(new RegExp(`^${origin}/`));
    expect(fetched).toContain(`${remoteAssetBase('search', versionOf('search'))}mf/remoteEntry.js`);
    expect(fetched.filter((u) => REACT_FALLBACK.test(u))).toEqual([]);
    // The photo comes from the dealer's image CDN path, and nothing broke the host's policy.
    expect(await card.locator('img').getAttribute('src')).toMatch(new RegExp(`^${origin}/cdn/image\\?`));
    expect(await violations()).toEqual([]);
    await page.close();
  });

  it("renders car-detail's finance calculator with the car's price and the contracts' repayments", async () => {
    const { car } = await apiCar();
    const props = {
      price: car.price,
      rate: FINANCE_DEFAULT_INTEREST_RATE,
      terms: FINANCE_LOAN_TERMS,
      currency: site.currency,
      apply: `https://${SLUG}.example/finance`,
      lender: null,
      summary: 'Calculate repayments',
      carId: car.id,
    };
    const { page } = await embed('car-detail', versionOf('car-detail'), 'FinanceCalculator', props);
    const monthly = repayments({ price: car.price, deposit: 0, termMonths: 60, ratePercent: props.rate }).monthly;
    await expect.poll(() => page.getByTestId('repayments').textContent()).toContain(formatMoney(monthly));
    await page.close();
  });

  it('gets the version whose manifest it is pointed at', async () => {
    const location = locationCardProps(site, site.locations[0]!, new Date());
    for (const version of [CONTENT_VERSION_CURRENT, CONTENT_VERSION_PREVIOUS]) {
      const manifest = await (await fetch(manifestUrl('content', version))).json();
      expect(manifest.metaData.buildInfo.buildVersion).toBe(version);
      const { page, fetched } = await embed('content', version, 'LocationCard', {
        location,
        origin: 'https://dealer.example',
      });
      await expect.poll(() => page.locator('article.ct-location h3').textContent()).toBe(location.name);
      const chunks = fetched.filter((u) => u.includes('/mf/assets/'));
      expect(chunks.length).toBeGreaterThan(0);
      expect(chunks.every((u) => u.startsWith(remoteAssetBase('content', version)))).toBe(true);
      await page.close();
    }
  });

  it('lets any origin fetch the manifest, the entry and their chunks (CORS), hashed chunks cached for good', async () => {
    const base = remoteAssetBase('search', versionOf('search'));
    const manifest = await (await fetch(`${origin}${base}mf/mf-manifest.json`)).json();
    const files = ['mf-manifest.json', 'remoteEntry.js', ...manifest.exposes[0].assets.js.sync];
    for (const file of files) {
      const res = await fetch(`${origin}${base}mf/${file}`, { headers: { origin: 'https://dealer-group.example' } });
      expect([file, res.status, res.headers.get('access-control-allow-origin')]).toEqual([file, 200, '*']);
      // Hashed chunks are immutable; the manifest and the entry keep their names, so a minute.
      const immutable = res.headers.get('cache-control')?.includes('immutable');
      expect([file, immutable]).toEqual([file, file.startsWith('assets/')]);
      await res.arrayBuffer();
    }
  });
});
