import { expect, type Page, test } from '@playwright/test';
import { expectConfirmation, fillSandboxCard, reservePaths, toPayment } from './checkout-helpers.js';
import { siteUrl } from './helpers.js';

/**
 * Issue 34 item 2 in Chromium: a car reserved on ridgeway-toyota stops being offered — no Reserve on its
 * car page, none on its search card, and the search answer says reserved — within 5 s of the confirmation,
 * while both pages stay in the edge's HTML cache (search/live-availability.ts). Polled with a deadline;
 * the measured time is printed, not asserted beyond the bar.
 */
const SITE = 'ridgeway-toyota';
const BAR_MS = 5000;

/** How many links to the car's checkout a page offers, as a shopper loading it now gets it. */
async function offers(page: Page, path: string, checkout: string): Promise<number> {
  await page.goto(siteUrl(SITE, path));
  return page.locator(`a[href="${checkout}"]`).count();
}

test('a reserved car is no longer offered on its car page, its search card or in search answers within 5 s', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const [checkout] = await reservePaths(page, SITE, 1);
  expect(checkout).toBeTruthy();
  const carPath = (checkout as string).replace(/\/checkout$/, '');
  const carId = await page.evaluate(async (p) => {
    const html = await (await fetch(p)).text();
    return Number(/"car_id":(\d+)/.exec(html)?.[1]);
  }, carPath);

  // Another shopper, elsewhere: both pages offer the car, and both come from the HTML cache.
  const other = await (await browser.newContext()).newPage();
  for (const path of [carPath, '/search']) {
    await other.goto(siteUrl(SITE, path));
    const again = await other.goto(siteUrl(SITE, path));
    expect(again?.headers()['x-forecourt-cache']).toMatch(/HIT|STALE/);
    expect(await other.locator(`a[href="${checkout}"]`).count()).toBeGreaterThan(0);
  }

  await toPayment(page, SITE, checkout as string);
  await fillSandboxCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expectConfirmation(page, 'AUD');
  const confirmedAt = Date.now();

  const seen: Record<string, number> = {};
  for (;;) {
    const elapsed = () => Date.now() - confirmedAt;
    if (seen.car === undefined && (await offers(other, carPath, checkout as string)) === 0) seen.car = elapsed();
    if (seen.search === undefined && (await offers(other, '/search', checkout as string)) === 0)
      seen.search = elapsed();
    if (seen.answer === undefined) {
      const hit = await other.evaluate(async (id) => {
        const res = await fetch('/api/search/multi-search', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ queries: [{ indexUid: 'cars', filter: `id = ${id}`, limit: 1 }] }),
        });
        return ((await res.json()) as { results: { hits: { reserved?: boolean }[] }[] }).results[0]?.hits[0];
      }, carId);
      if (hit?.reserved === true) seen.answer = elapsed();
    }
    if (seen.car !== undefined && seen.search !== undefined && seen.answer !== undefined) break;
    expect(elapsed(), `still offered after ${elapsed()} ms: ${JSON.stringify(seen)}`).toBeLessThanOrEqual(BAR_MS);
    await other.waitForTimeout(100);
  }
  console.log(
    `[availability] reserve gone: car page ${seen.car} ms, search card ${seen.search} ms, search answer ${seen.answer} ms after the confirmation`,
  );
  // The car page shows it reserved: no Reserve Now, and its checkout says why.
  await other.goto(siteUrl(SITE, carPath));
  await expect(other.getByRole('link', { name: /Reserve Now/ })).toHaveCount(0);
  await other.goto(siteUrl(SITE, checkout as string));
  await expect(other.getByText('This vehicle is already reserved.')).toBeVisible();
});
