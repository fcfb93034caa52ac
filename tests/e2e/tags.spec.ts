import { expect, type Page, type Request, test } from '@playwright/test';
import { d1 } from './d1.js';
import { collectErrors, siteUrl, waitForHydration } from './helpers.js';

/**
 * Issue 15 in Chromium: the data layer and /api/events (anon_id, session_id), the site's deferred tags
 * (GA with two ids, GTM, Facebook pixel — harbourside; none on ridgeway-toyota), the lead reported to the
 * pixel, and the visitor history on every page sent with a lead.
 *
 * The real tag hosts are unreachable offline: each test routes them to a LOCAL STAND-IN (below), a few
 * lines per provider implementing only what the page relies on (gtag.js reads the config entries of the
 * data layer; fbevents.js takes over fbq's queue through fbq.callMethod). It is not Google's or Meta's code.
 */
const STAND_IN = {
  gtag: `/* LOCAL STAND-IN for gtag.js (tests/e2e/tags.spec.ts), not Google's script */
    window.__standIn = window.__standIn || {};
    window.__standIn.gaConfigs = (window.dataLayer || []).filter((e) => e && e[0] === 'config').map((e) => e[1]);`,
  gtm: `/* LOCAL STAND-IN for gtm.js (tests/e2e/tags.spec.ts), not Google's script */
    window.__standIn = window.__standIn || {};
    window.__standIn.gtm = (window.dataLayer || []).some((e) => e && e.event === 'gtm.js');`,
  fbevents: `/* LOCAL STAND-IN for fbevents.js (tests/e2e/tags.spec.ts), not Meta's script */
    (function () {
      var fbq = window.fbq;
      var record = function (args) { window.__recordFb(Array.prototype.slice.call(args)); };
      fbq.queue.forEach(record);
      fbq.queue = [];
      fbq.callMethod = function () { record(arguments); };
    })();`,
};
const TAG_HOST =
  /^https:\/\/(www\.googletagmanager\.com|connect\.facebook\.net|www\.facebook\.com|[a-z0-9-]+\.google-analytics\.com)\//;

type Seen = { url: string; at: number };
/** Routes the tag hosts to the stand-in; records every request that leaves the site's own origin. */
async function standIn(page: Page): Promise<{ thirdParty: Seen[]; fb: unknown[][] }> {
  const thirdParty: Seen[] = [];
  const fb: unknown[][] = [];
  await page.exposeFunction('__recordFb', (args: unknown[]) => void fb.push(args));
  page.on('request', (r: Request) => {
    if (!new URL(r.url()).hostname.endsWith('localhost') && !r.url().startsWith('data:'))
      thirdParty.push({ url: r.url(), at: Date.now() });
  });
  await page.route(TAG_HOST, (route) => {
    const url = route.request().url();
    const body = url.includes('/gtag/js')
      ? STAND_IN.gtag
      : url.includes('/gtm.js')
        ? STAND_IN.gtm
        : url.includes('fbevents.js')
          ? STAND_IN.fbevents
          : '';
    return route.fulfill({ status: 200, contentType: 'text/javascript', body });
  });
  return { thirdParty, fb };
}

/** The /api/events posts of a page (bodies parsed). */
function eventPosts(page: Page): Record<string, unknown>[] {
  const posts: Record<string, unknown>[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/events') && r.method() === 'POST')
      posts.push((JSON.parse(r.postData() ?? '{}') as { event: Record<string, unknown> }).event);
  });
  return posts;
}
const dataLayer = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(JSON.stringify((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])) as Record<
        string,
        unknown
      >[],
  );

test.describe('analytics: data layer, deferred tags, visitor history (issue 15)', () => {
  test('harbourside: no tag request before first use; a key press loads GTM, gtag (both GA ids) and the pixel', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const seen = await standIn(page);
    const res = await page.goto(siteUrl('harbourside', '/'));
    const csp = res?.headers()['content-security-policy'] ?? '';
    expect(csp).toMatch(/script-src [^;]*https:\/\/www\.googletagmanager\.com/);
    expect(csp).toMatch(/script-src [^;]*https:\/\/connect\.facebook\.net/);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
    await waitForHydration(page);
    // The analytics chunk is in (page view posted), and no third-party request went before the first
    // interaction or 3 s after navigation start. On a slow machine the page view itself can come after
    // 3 s (the timer has then rightly loaded the tags): the rule is checked on the requests' times.
    await expect.poll(() => dataLayer(page).then((d) => d.some((e) => e.event_id === 1))).toBe(true);
    const navigationStart = await page.evaluate(() => performance.timeOrigin);
    if (Date.now() - navigationStart < 2800) expect(seen.thirdParty).toEqual([]);
    for (const request of seen.thirdParty) expect(request.at - navigationStart).toBeGreaterThanOrEqual(3000);
    await page.keyboard.press('Shift');
    await expect.poll(() => seen.thirdParty.length).toBeGreaterThanOrEqual(3);
    const urls = seen.thirdParty.map((s) => s.url);
    expect(urls).toContain('https://www.googletagmanager.com/gtm.js?id=GTM-HBSD01');
    expect(urls).toContain('https://www.googletagmanager.com/gtag/js?id=G-HBSD000001');
    expect(urls).toContain('https://connect.facebook.net/en_US/fbevents.js');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __standIn?: unknown }).__standIn))
      .toEqual({
        gtm: true,
        gaConfigs: ['G-HBSD000001', 'G-HBSD000002'],
      });
    // The stand-in reports the pixel's calls through an exposed function: they reach the test a moment later.
    await expect
      .poll(() => seen.fb)
      .toEqual([
        ['init', '100000000000001'],
        ['track', 'PageView'],
      ]);
    // The page view in the data layer carries the visitor's ids.
    // The home page is page view 1 (contracts pageViewEventId).
    const view = (await dataLayer(page)).find((e) => e.event === 'forecourt_event' && e.event_id === 1);
    expect(view).toMatchObject({ event_kind: 'page_view', page_path: '/' });
    expect(view?.anon_id).toMatch(/^[0-9a-f]{24}$/);
    expect(view?.session_id).toMatch(/^[0-9a-f]{24}$/);
    expect(errors).toEqual([]);
  });

  test('harbourside: without any interaction the tags load at 3 s, not before', async ({ page }) => {
    const seen = await standIn(page);
    const start = Date.now();
    await page.goto(siteUrl('harbourside', '/dealerships'));
    await expect.poll(() => seen.thirdParty.length, { timeout: 8000 }).toBeGreaterThanOrEqual(3);
    const first = Math.min(...seen.thirdParty.map((s) => s.at)) - start;
    expect(first).toBeGreaterThanOrEqual(2900);
    expect(first).toBeLessThan(6000);
  });

  test('ridgeway-toyota (no ids): no third-party request at all, through scrolls, clicks, keys and 3.5 s; no tag origin in the CSP', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const seen = await standIn(page);
    const res = await page.goto(siteUrl('ridgeway-toyota', '/'));
    expect(res?.headers()['content-security-policy']).not.toMatch(/google|facebook/);
    await waitForHydration(page);
    await page.mouse.wheel(0, 600);
    await page.keyboard.press('Tab');
    await page.mouse.click(5, 300);
    await page.waitForTimeout(3500);
    expect(await page.locator('#__forecourt_tags').count()).toBe(0);
    // Its own page view went to the data layer and the API all the same.
    expect((await dataLayer(page)).some((e) => e.event_id === 1)).toBe(true);
    expect(seen.thirdParty).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('harbourside: a search, a maps click and the page views (8 dealerships, 2 search, 3 car) reach /api/events and the data layer with anon_id and session_id', async ({
    page,
  }) => {
    await standIn(page);
    const posts = eventPosts(page);
    const viewOf = (path: string) =>
      posts.find((p) => (p.event_properties as { page_path?: string } | undefined)?.page_path === path)?.category;
    await page.goto(siteUrl('harbourside', '/dealerships'));
    await waitForHydration(page);
    // SPEC §9 page views 1-13, our mapping (contracts pageViewEventId): the dealerships page is 8.
    await expect.poll(() => viewOf('/dealerships')).toBe(8);
    // The map link opens Google Maps in a new tab: kept on the page here (the click is still reported).
    await page.evaluate(() => window.addEventListener('click', (e) => e.preventDefault()));
    await page.locator('a[data-track-event="41"]').first().click();
    await expect.poll(() => posts.some((p) => p.category === 41)).toBe(true);
    await page.goto(siteUrl('harbourside', '/cars'));
    await waitForHydration(page);
    await expect.poll(() => posts.some((p) => p.category === 29)).toBe(true);
    expect(viewOf('/cars'), 'the listing is a search page view').toBe(2);
    const layer = await dataLayer(page);
    expect(layer.find((e) => e.event_id === 29)).toMatchObject({ event: 'forecourt_event', event_kind: 'interaction' });
    expect(layer.find((e) => e.event_id === 2)).toMatchObject({ event_kind: 'page_view', page_path: '/cars' });
    const carPath = new URL(
      (await page.locator('article.sr-card a.sr-card-image').first().getAttribute('href')) as string,
      page.url(),
    ).pathname;
    await page.goto(siteUrl('harbourside', carPath));
    await expect.poll(() => viewOf(carPath), 'a car page view').toBe(3);
    const ids = new Set(posts.map((p) => `${p.anon_id}/${p.session_id}`));
    expect(ids.size, 'one visitor, one session across pages').toBe(1);
    expect([...ids][0]).toMatch(/^[0-9a-f]{24}\/[0-9a-f]{24}$/);
  });

  test('harbourside: pages visited with utm params, then an enquiry: the lead in D1 has visited_pages and linked_query_params; the pixel gets Lead with the ad payload', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    const seen = await standIn(page);
    const visit = async (path: string) => {
      await page.goto(siteUrl('harbourside', path));
      await waitForHydration(page);
      await expect
        .poll(() => page.evaluate(() => localStorage.getItem('forecourt:visitor-history') ?? ''))
        .toContain(JSON.stringify(path).slice(1, -1));
    };
    await visit('/?utm_source=newsletter&utm_campaign=spring&car_id=9');
    await visit('/dealerships');
    await visit('/contact');
    await page.getByLabel('Full Name').fill('Sam Lee');
    await page.getByLabel('Mobile Number').fill('0412345678');
    await page.getByLabel('Email Address').fill('sam+tags@example.com');
    await page.getByLabel("I'm not a robot (test captcha)").check();
    const [created] = await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/leads') && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Continue' }).click(),
    ]);
    const id = ((await created.json()) as { lead_id: string }).lead_id;
    await expect(page.getByText('Step 2 of 2')).toBeVisible();
    for (const label of ['Location', 'Dealership']) {
      const field = page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));
      if (await field.count()) await field.selectOption({ index: 1 });
    }
    await page.getByLabel('Message').fill('Call me about finance');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(/\/success\?category=/);
    const [row] = d1<{ doc: string }>(`SELECT doc FROM leads WHERE id = '${id.replace(/[^a-z0-9_]/g, '')}'`);
    const doc = JSON.parse(row?.doc ?? '{}') as Record<string, unknown>;
    expect(doc.visited_pages).toEqual([
      '/?utm_source=newsletter&utm_campaign=spring&car_id=9',
      '/dealerships',
      '/contact',
    ]);
    // The ignored key car_id is not a linked param.
    expect(doc.linked_query_params).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring' });
    // SPEC §9: the submitted lead went to the pixel as a Lead event with the ad payload.
    await expect
      .poll(() => seen.fb)
      .toContainEqual([
        'track',
        'Lead',
        {
          content_ids: [],
          contents: [],
          currency: 'AUD',
          value: 0,
          content_type: 'product',
          content_name: 'General Enquiry',
        },
      ]);
    expect(errors).toEqual([]);
  });
});
