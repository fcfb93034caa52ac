import { expect, test } from '@playwright/test';
import { axeViolationLines } from './axe.js';
import { siteUrl, waitForHydration } from './helpers.js';

/**
 * Issue 35 item 3 in Chromium: the nearest dealership by postcode on /dealerships (keyboard, 390 px,
 * axe) and the footer's payment-method logos (named images, fixed size: nothing moves as they load).
 */
test('harbourside (390 px): a postcode typed and submitted by keyboard lists the nearest dealership first', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(siteUrl('harbourside', '/dealerships'));
  await waitForHydration(page);
  const field = page.getByLabel('Your postcode');
  await field.focus();
  await page.keyboard.type('3175');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dealerships\?postcode=3175$/);
  await expect(page.locator('.ct-finder').getByRole('status')).toContainText('Nearest to 3175: Harbourside');
  await expect(page.locator('.ct-finder__distance').first()).toHaveText(/^\d+(\.\d)? km away$/);
  await expect(page.locator('.ct-finder li h3').first()).toContainText('Dandenong');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolationLines(page)).toEqual([]);
  if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/nearest-390.png`, fullPage: false });
});

test('harbourside: the footer shows five payment logos as named images of a fixed size', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(siteUrl('harbourside', '/dealerships?postcode=2000'));
  const logos = page.getByRole('list', { name: 'Accepted payment methods' }).getByRole('img');
  await expect(logos).toHaveCount(5);
  for (const name of ['Mastercard', 'Visa', 'Maestro', 'Google Pay', 'Apple Pay'])
    expect(await page.getByRole('img', { name, exact: true }).boundingBox()).toMatchObject({ width: 48, height: 32 });
  if (process.env.SHOTS) {
    await page.screenshot({ path: `${process.env.SHOTS}/nearest-1280.png` });
    await page
      .getByRole('list', { name: 'Accepted payment methods' })
      .screenshot({ path: `${process.env.SHOTS}/logos.png` });
  }
});
