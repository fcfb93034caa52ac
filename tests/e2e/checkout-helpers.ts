import { expect, type Page } from '@playwright/test';
import { axeViolationLines } from './axe.js';
import { siteUrl, waitForHydration } from './helpers.js';

/** The checkout specs' shared steps (issue 12): free cars to reserve, and the journey up to the payment step. */
export const axe = axeViolationLines;

/**
 * Reserve links of a site's first search page whose cars are still free: the search page may list a car
 * an earlier run reserved until its index refreshes; its checkout page knows at once.
 */
export async function reservePaths(page: Page, site: string, count: number): Promise<string[]> {
  await page.goto(siteUrl(site, '/search'));
  const hrefs = await page
    .locator('a', { hasText: 'Reserve This Car' })
    .evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? ''));
  const free: string[] = [];
  for (const path of [...new Set(hrefs)].filter((h) => h.endsWith('/checkout'))) {
    if (free.length === count) break;
    const html = await page.evaluate(async (p) => (await fetch(p)).text(), path);
    if (html.includes('Step 1 of 4')) free.push(path);
  }
  return free;
}

/** Car summary → your details (and the site's test captcha) → the deposit step, by the visible controls; each heading takes focus. */
export async function toPayment(page: Page, site: string, path: string, prefilled = false) {
  await page.goto(siteUrl(site, path));
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Your vehicle' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'User Details' })).toBeFocused();
  // The details an earlier form or checkout stored pre-fill the step (SPEC §3 stored user details).
  if (prefilled) await expect(page.getByLabel('Email Address')).toHaveValue('sam@example.com');
  await page.getByLabel('Full Name').fill('Sam Shopper');
  await page.getByLabel('Mobile Number').fill('0412 345 678');
  await page.getByLabel('Email Address').fill('sam@example.com');
  // No hold without the site's captcha (issue 30 item 7): its own error, the box focused; ticked by keyboard.
  await page.getByRole('button', { name: 'Continue' }).click();
  const captcha = page.getByLabel("I'm not a robot (test captcha)");
  await expect(captcha).toBeFocused();
  await expect(page.locator('#co-captcha-error')).toHaveText('Please confirm you are not a robot.');
  await captcha.press('Space');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Deposit payment' })).toBeFocused();
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
}

/**
 * The journey's end after a paid deposit (issue 34): the confirmation names the car, the deposit paid in
 * the dealer's currency, the dealership, the hold's reference and what happens next; its heading takes
 * focus; the URL names the reservation, so a reload shows it again. Returns the reference.
 */
export async function expectConfirmation(page: Page, currency: 'AUD' | 'NZD' | 'USD'): Promise<string> {
  const heading = page.getByRole('heading', { level: 2, name: 'Your reservation is confirmed' });
  await expect(heading).toBeFocused({ timeout: 20_000 });
  await expect(page).toHaveURL(/[?&]reservation=ch_[0-9a-f]{32}/);
  await expect(page.getByText('Step 4 of 4')).toBeVisible();
  const summary = page.locator('.co-summary');
  const reference = ((await summary.locator('dd').first().textContent()) ?? '').trim();
  expect(reference).toMatch(/^R-[0-9A-F]{8}$/);
  await expect(summary).toContainText(new RegExp(`Deposit paid\\s*\\$[\\d,]+ ${currency}`));
  await expect(summary.getByRole('link').first()).toHaveAttribute('href', /\/[a-z-]+\/[a-z0-9-]+$/);
  await expect(summary).toContainText('Dealership');
  await expect(page.getByRole('heading', { name: 'What happens next' })).toBeVisible();
  await expect(page.locator('.co-next li').first()).toContainText('will contact you within one business day');
  await expect(page.getByText(/Thanks for your .* enquiry/)).toHaveCount(0);
  return reference;
}

/** The sandbox card form: the test card, a future expiry and a CVC (the three fields its text asks for). */
export async function fillSandboxCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/39');
  await page.getByLabel('Security code (CVC)').fill('123');
}
